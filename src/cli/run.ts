// `sudoku solve`: reads each file through the shared scanner, solves its puzzles in order (on worker threads
// with --jobs), streams the text back with every puzzle solved in place, and reports each failure by line.

import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { DEFAULT_BUDGET } from '../core';
import { LineIndex, scan, solutionReplacements } from '../text';
import type { ScanProblem, ScannedPuzzle } from '../text';
import { HELP, UsageError, parseArgs } from './args';
import type { SolveCommand } from './args';
import { Outcome, packJob, runBatch } from './batch';
import type { BatchJob, BatchResult, BatchSettings } from './batch';
import { conflictMessage, countMessage, formatDuration, formatInt, median, stoppedMessage } from './messages';
import { BufferedWriter, Reporter } from './output';
import { WorkerPool } from './pool';

/** The process's streams and the script to start workers from, so tests and the entry point can differ. */
export interface CliIo {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
  readonly stderrIsTTY: boolean;
  /** The CLI's own entry file, re-run as each worker thread. */
  readonly script: string;
}

/** Exit statuses. */
export const EXIT_OK = 0;
export const EXIT_PUZZLES = 1;
export const EXIT_USAGE = 2;

const STDIN_NAME = '<stdin>';
/** Puzzles per chunk on the main thread, and per message to a worker. */
const INLINE_CHUNK = 1024;
const WORKER_CHUNK = 256;
/** Below this many puzzles in a file, starting threads costs more than it saves. */
const MIN_POOL_PUZZLES = 64;

/** The package version, from the package.json above this file (in `dist/` or `out/src/cli/`). */
export function packageVersion(): string {
  for (let dir = __dirname, i = 0; i < 5; i++, dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'sudoku-vscode' && pkg.version) return pkg.version;
    }
  }
  return 'unknown';
}

/** Runs the CLI on `argv` (the arguments after the program name); resolves to the exit status. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let command;
  try {
    command = parseArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.stderr.write(`sudoku: ${e.message}\nTry 'sudoku --help' for usage.\n`);
    return EXIT_USAGE;
  }
  if (command.kind === 'help') {
    io.stdout.write(HELP);
    return EXIT_OK;
  }
  if (command.kind === 'version') {
    io.stdout.write(`sudoku ${packageVersion()}\n`);
    return EXIT_OK;
  }
  const session = new Session(command.options, io);
  try {
    return await session.run();
  } finally {
    await session.close();
  }
}

function readError(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file or directory';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
}

async function readStdin(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Counts of outcomes and per-puzzle work over the whole run, for the exit status and --stats. */
class Tally {
  puzzles = 0;
  readonly byKind = new Map<string, number>();
  placements: number[] = [];
  guesses = 0;
  engineMs = 0;
  failed = false;
  unreadable = false;

  add(kind: string): void {
    this.byKind.set(kind, (this.byKind.get(kind) ?? 0) + 1);
  }
}

/** One run of `sudoku solve` over its files. */
class Session {
  private readonly out: BufferedWriter;
  private readonly err: Reporter;
  private readonly settings: BatchSettings;
  private readonly tally = new Tally();
  private readonly startedAt = Date.now();
  private pool: WorkerPool | undefined;

  constructor(
    private readonly options: SolveCommand,
    private readonly io: CliIo,
  ) {
    this.out = new BufferedWriter(io.stdout);
    this.err = new Reporter(io.stderr, io.stderrIsTTY && !options.stats, this.startedAt);
    this.settings = { task: options.task, engine: options.engine, budget: options.budget, countLimit: options.countLimit };
  }

  async run(): Promise<number> {
    for (const file of this.options.files) {
      let text: string;
      const name = file === '-' ? STDIN_NAME : file;
      try {
        text = file === '-' ? await readStdin(this.io.stdin) : await readFile(file, 'utf8');
      } catch (e) {
        this.err.line(`sudoku: cannot read ${file}: ${readError(e)}`);
        this.tally.unreadable = true;
        continue;
      }
      await this.processText(name, text);
    }
    this.err.clearProgress();
    if (this.options.stats) this.summary();
    await this.out.flush(true);
    await this.err.flush(true);
    if (this.tally.unreadable) return EXIT_USAGE;
    return this.tally.failed ? EXIT_PUZZLES : EXIT_OK;
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }

  private fail(message: string): void {
    this.tally.failed = true;
    this.err.line(message);
  }

  private async processText(name: string, raw: string): Promise<void> {
    const bom = raw.charCodeAt(0) === 0xfeff ? '\ufeff' : '';
    const text = bom ? raw.slice(1) : raw;
    const scanned = scan(text, { mode: 'sudoku' });
    const lines = new LineIndex(text);
    const puzzles = scanned.puzzles;
    const problems = [...scanned.problems].sort((a, b) => a.offset - b.offset);
    let nextProblem = 0;
    const problemsBefore = (offset: number): void => {
      for (; nextProblem < problems.length && problems[nextProblem].offset < offset; nextProblem++) {
        this.problem(name, problems[nextProblem]);
      }
    };

    const solving = this.options.task === 'solve';
    let cursor = 0;
    if (solving) {
      if (!this.out.atLineStart) this.out.write('\n');
      if (scanned.batch) cursor = batchBodyStart(text, lines);
      else this.out.write(bom);
    }
    if (puzzles.length === 0 && problems.length === 0) this.fail(`${name}: no puzzle found`);

    const budget = this.options.budget ?? DEFAULT_BUDGET;
    let done = 0;
    for await (const [first, result] of this.solveAll(puzzles)) {
      for (let i = 0; i < result.n; i++) {
        const p = puzzles[first + i];
        problemsBefore(p.start);
        const outcome = result.outcomes[i] as Outcome;
        const at = `${name}:${p.startLine + 1}`;
        let verdict: string;
        switch (outcome) {
          case Outcome.Solved: {
            verdict = 'solved';
            const reps = solutionReplacements(p, result.solutions.subarray(i * 81, i * 81 + 81));
            let s = '';
            for (const r of reps) {
              s += text.slice(cursor, r.offset) + r.text;
              cursor = r.offset + r.length;
            }
            this.out.write(s);
            break;
          }
          case Outcome.Valid:
            verdict = 'ok';
            break;
          case Outcome.Counted: {
            const count = result.counts[i];
            verdict = countMessage(count, count >= this.options.countLimit);
            if (count !== 1) this.tally.failed = true;
            break;
          }
          case Outcome.Invalid:
            verdict = 'conflicting givens';
            for (const [j, conflicts] of result.conflicts) {
              if (j !== i) continue;
              for (const c of conflicts) this.fail(`${this.position(name, lines, p, c.b)}: ${conflictMessage(c)}`);
            }
            break;
          case Outcome.Unsolvable:
            verdict = 'no solution';
            this.fail(`${at}: ${verdict}`);
            break;
          case Outcome.Multiple:
            verdict = 'more than one solution';
            this.fail(`${at}: ${verdict}`);
            break;
          case Outcome.StoppedBudget:
          case Outcome.StoppedAborted:
            verdict = outcome === Outcome.StoppedBudget ? stoppedMessage(budget) : 'stopped';
            if (this.options.task === 'count') verdict += ` (${countMessage(result.counts[i], false)} found)`;
            this.fail(`${at}: ${verdict}`);
            break;
        }
        if (!solving) this.out.write(`${at}: ${verdict}\n`);
        this.tally.puzzles++;
        this.tally.add(outcomeName(outcome));
        if (this.options.task !== 'check') {
          this.tally.placements.push(result.placements[i]);
          this.tally.guesses += result.guesses[i];
          this.tally.engineMs += result.elapsedMs[i];
          if (this.options.stats) {
            this.err.line(
              `${at}: ${verdict}, ${formatInt(result.placements[i])} placements, ${formatInt(result.guesses[i])} guesses, ${formatDuration(result.elapsedMs[i])}`,
            );
          }
        }
      }
      done += result.n;
      this.err.progress(`${name}: ${formatInt(done)} / ${formatInt(puzzles.length)} puzzles (${Math.floor((done / puzzles.length) * 100)}%)`);
      await this.err.flush();
      await this.out.flush();
    }
    problemsBefore(Infinity);
    if (solving) this.out.write(text.slice(cursor));
  }

  /** Solves the puzzles chunk by chunk, yielding [index of the chunk's first puzzle, results] in order. */
  private async *solveAll(puzzles: readonly ScannedPuzzle[]): AsyncGenerator<[number, BatchResult]> {
    const jobs = this.options.jobs;
    const usePool = jobs > 1 && this.options.task !== 'check' && puzzles.length >= MIN_POOL_PUZZLES;
    const chunk = usePool ? Math.max(16, Math.min(WORKER_CHUNK, Math.ceil(puzzles.length / (jobs * 4)))) : INLINE_CHUNK;
    const jobAt = (first: number): BatchJob => packJob(puzzles.slice(first, first + chunk).map((p) => p.cells));
    if (!usePool) {
      for (let first = 0; first < puzzles.length; first += chunk) yield [first, runBatch(jobAt(first), this.settings)];
      return;
    }
    this.pool ??= new WorkerPool(this.io.script, jobs, this.settings);
    const pool = this.pool;
    const inFlight: [number, Promise<BatchResult>][] = [];
    let next = 0;
    const submit = (): void => {
      inFlight.push([next, pool.run(jobAt(next))]);
      next += chunk;
    };
    while (next < puzzles.length && inFlight.length < jobs * 3) submit();
    while (inFlight.length > 0) {
      const [first, pending] = inFlight.shift()!;
      const result = await pending;
      if (next < puzzles.length) submit();
      yield [first, result];
    }
  }

  private position(name: string, lines: LineIndex, p: ScannedPuzzle, cell: number): string {
    const pos = lines.positionAt(p.offsets[cell]);
    return `${name}:${pos.line + 1}:${pos.character + 1}`;
  }

  private problem(name: string, p: ScanProblem): void {
    this.fail(`${name}:${p.line + 1}:${p.column + 1}: ${p.message}`);
  }

  private summary(): void {
    const t = this.tally;
    const wallMs = Date.now() - this.startedAt;
    const kinds = [...t.byKind].map(([k, n]) => `${formatInt(n)} ${k}`).join(', ');
    const rate = wallMs > 0 ? `${formatInt((t.puzzles / wallMs) * 1000)} puzzles/s` : '';
    const parts = [`sudoku: ${formatInt(t.puzzles)} puzzles in ${formatDuration(wallMs)}${rate ? ` (${rate})` : ''}${kinds ? `: ${kinds}` : ''}`];
    if (t.placements.length > 0) {
      parts.push(
        `placements median ${formatInt(median(t.placements))}, max ${formatInt(t.placements.reduce((m, v) => (v > m ? v : m), 0))}`,
        `${formatInt(t.guesses)} guesses`,
        `engine time ${formatDuration(t.engineMs)}`,
      );
    }
    if (this.pool) parts.push(`on ${this.options.jobs} worker threads`);
    parts.push(`peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
    this.err.line(parts.join('; '));
  }
}

function outcomeName(o: Outcome): string {
  switch (o) {
    case Outcome.Solved:
      return 'solved';
    case Outcome.Valid:
      return 'ok';
    case Outcome.Counted:
      return 'counted';
    case Outcome.Invalid:
      return 'invalid';
    case Outcome.Unsolvable:
      return 'unsolvable';
    case Outcome.Multiple:
      return 'not unique';
    case Outcome.StoppedBudget:
    case Outcome.StoppedAborted:
      return 'stopped';
  }
}

/** Where the answers of a batch file start: the line after the count (the first line that is not blank or a comment). */
function batchBodyStart(text: string, lines: LineIndex): number {
  for (let line = 0; line < lines.lineCount; line++) {
    const content = text.slice(lines.lineStarts[line], lines.lineEnd(line)).trim();
    if (content === '' || content.startsWith('#') || content.startsWith('//')) continue;
    return line + 1 < lines.lineCount ? lines.lineStarts[line + 1] : text.length;
  }
  return 0;
}
