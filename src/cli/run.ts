// `sudoku solve`: reads each file through the shared scanner, solves its puzzles in order (on worker threads
// with --jobs), streams the text back with every puzzle solved in place, and reports each failure by line.

import { createReadStream, existsSync, fstat, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { DEFAULT_BUDGET } from '../core';
import { LineIndex, answerReplacements, batchCountMessage } from '../text';
import { firstLineBreak } from '../text/write';
import { HELP, UsageError, modeFor, parseArgs } from './args';
import { runGenerateCli } from './generate';
import type { SolveCommand } from './args';
import { Outcome, packJob, runBatch, solvePool } from './batch';
import type { BatchJob, BatchResult, BatchSettings } from './batch';
import { conflictMessage, countMessage, formatDuration, formatInt, median, stoppedMessage } from './messages';
import { Utf16Decoder, Utf8Decoder, characterColumn, sniffEncoding } from './encoding';
import type { Encoding } from './encoding';
import { BufferedWriter, EXIT_OK, EXIT_PUZZLES, EXIT_USAGE, FLUSH_AT, Reporter, untilWritten } from './output';
import type { ProgressTiming } from './output';
import type { WorkerPool } from './pool';
import { scanSegments } from './segments';
import { runRating } from './ratesession';
import type { Segment } from './segments';
import type { FastLines } from './fastlines';

/** The process's streams and the script to start workers from, so tests and the entry point can differ. */
export interface CliIo {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
  readonly stderrIsTTY: boolean;
  /** Standard input is a terminal: say that puzzles are being read from it. */
  readonly stdinIsTTY: boolean;
  /** The CLI's own entry file, re-run as each worker thread. */
  readonly script: string;
  /** The file descriptor behind `stdin`, when it is the process's own (so a directory there is named as one). */
  readonly stdinFd?: number;
  /** Characters per read segment (tests cut texts small to check that the cuts change nothing). */
  readonly segmentChars?: number;
  /** False reads every segment through the scanner, never the fast path of plain puzzle lines (tests compare both). */
  readonly fastPath?: boolean;
  /** Calls `handler` on Ctrl-C until the returned function is called (rate and explain end cleanly on it). */
  readonly onInterrupt?: (handler: () => void) => () => void;
  /** When the progress line may be drawn (see `ProgressTiming`); tests draw it at once, whatever the machine's speed. */
  readonly progressTiming?: ProgressTiming;
  /**
   * Asks the runtime to keep each heap close to what it holds (rate and explain: the rater allocates fast and
   * keeps little, and left alone every thread's heap fills with garbage first); called again once the workers
   * have started. The entry point sets V8's flags; tests, which share their process, leave it out.
   */
  readonly compactHeaps?: () => void;
}

/** Paths that name standard input itself: a read error there is said the same way as for `-`. */
export const STDIN_PATHS: readonly string[] = ['-', '/dev/stdin', '/dev/fd/0', '/proc/self/fd/0'];


export const STDIN_NAME = '<stdin>';
/** Puzzles per chunk on the main thread, and per message to a worker. */
const INLINE_CHUNK = 1024;
const WORKER_CHUNK = 128;
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
  if (argv[0] === 'rate' || argv[0] === 'explain') return runRating(argv, io);
  if (argv[0] === 'generate') return runGenerateCli(argv.slice(1), io);
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
  return untilWritten(io.stderr, () => session.run(), () => session.close());
}

function readError(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file or directory';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
}

/** An input read with a file or stdin error, so it can be told apart from a fault in the tool. */
export class ReadError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** One input of a run, opened by `forEachInput`. */
export interface OpenedInput {
  /** As the command line gave it (`-` for standard input). */
  readonly file: string;
  /** As messages name it (STDIN_NAME for standard input). */
  readonly name: string;
  readonly text: AsyncIterable<string>;
  /** Bytes, for a regular file (the progress line's share); undefined for a stream. */
  readonly size: number | undefined;
  /** The encoding, known once the text's first chunk is read. */
  readonly input: InputEncoding;
}

/**
 * Opens the files in turn (`-` is standard input) and hands each to `each`, until `stop` says so. Says once that
 * puzzles are read from a terminal, names a directory on standard input as one, and reports an input that cannot
 * be read (`sudoku: cannot read …: reason`) and goes on with the next. Resolves true when some input could not be read.
 */
export async function forEachInput(files: readonly string[], io: CliIo, err: Reporter, stop: () => boolean, each: (opened: OpenedInput) => Promise<void>): Promise<boolean> {
  let unreadable = false;
  for (const file of files) {
    if (stop()) break;
    const name = file === '-' ? STDIN_NAME : file;
    if (file === '-' && io.stdinIsTTY) {
      err.line('sudoku: reading puzzles from standard input (end with Ctrl-D; see sudoku --help)');
      await err.flush(true);
    }
    try {
      if (file === '-' && io.stdinFd !== undefined) {
        // A directory on standard input reads as empty in Node: say what it is, as for a path.
        const fd = io.stdinFd;
        const isDir = await new Promise<boolean>((resolve) => fstat(fd, (e, st) => resolve(!e && st.isDirectory())));
        if (isDir) throw new ReadError('is a directory');
      }
      const size = file === '-' ? undefined : await stat(file).then((st) => (st.isFile() ? st.size : undefined), () => undefined);
      const input: InputEncoding = { encoding: 'utf8', trailingByte: undefined };
      await each({ file, name, text: readText(file, io.stdin, input), size, input });
    } catch (e) {
      if (!(e instanceof ReadError)) throw e;
      err.line(`sudoku: cannot read ${STDIN_PATHS.includes(file) ? 'standard input' : file}: ${e.reason}`);
      unreadable = true;
    }
  }
  return unreadable;
}

/** How the input being read is encoded (known once its first bytes are read), and an odd last byte of UTF-16. */
export interface InputEncoding {
  encoding: Encoding;
  trailingByte: number | undefined;
}

/**
 * The text of a file or of standard input, in chunks: UTF-16 when it starts with a UTF-16 byte order mark, else
 * UTF-8 with every invalid byte kept as an escape (src/cli/encoding.ts). `found` learns the encoding.
 */
export async function* readText(file: string, stdin: Readable, found: InputEncoding): AsyncGenerator<string> {
  const stream = file === '-' ? stdin : createReadStream(file, { highWaterMark: 1 << 16 });
  const it = stream[Symbol.asyncIterator]();
  let decoder: Utf8Decoder | Utf16Decoder | undefined;
  let head: Uint8Array = new Uint8Array(0);
  for (;;) {
    let r: IteratorResult<Buffer | string>;
    try {
      r = (await it.next()) as IteratorResult<Buffer | string>;
    } catch (e) {
      throw new ReadError(readError(e));
    }
    if (r.done) break;
    let bytes: Uint8Array = typeof r.value === 'string' ? Buffer.from(r.value, 'utf8') : r.value;
    if (decoder === undefined) {
      // Wait for three bytes (or the end) before telling the encoding from a byte order mark.
      if (head.length + bytes.length < 3) {
        head = concat(head, bytes);
        continue;
      }
      bytes = concat(head, bytes);
      decoder = decoderFor(bytes, found);
    }
    const text = decoder.write(bytes);
    if (text.length > 0) yield text;
  }
  if (decoder === undefined) {
    if (head.length === 0) return;
    decoder = decoderFor(head, found);
    const text = decoder.write(head);
    if (text.length > 0) yield text;
  }
  if (decoder instanceof Utf8Decoder) {
    const rest = decoder.end();
    if (rest.length > 0) yield rest;
  } else {
    found.trailingByte = decoder.trailingByte();
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function decoderFor(head: Uint8Array, found: InputEncoding): Utf8Decoder | Utf16Decoder {
  const { encoding } = sniffEncoding(head);
  found.encoding = encoding;
  return encoding === 'utf8' ? new Utf8Decoder() : new Utf16Decoder(encoding === 'utf16be');
}

/** Where the output of one segment has got to. */
interface SegmentState {
  readonly seg: Segment;
  /** Offset in the segment's text up to which the text has been written. */
  cursor: number;
  nextProblem: number;
  lines: LineIndex | undefined;
}

/** Results for a chunk of a segment's puzzles starting at `first`; no result marks the segment's end. */
interface Piece {
  readonly seg: Segment;
  readonly first: number;
  readonly result: BatchResult | undefined;
}

/** Counts of outcomes and per-puzzle work over the whole run, for the exit status and --stats. */
class Tally {
  puzzles = 0;
  readonly byKind = new Map<string, number>();
  /** Per puzzle, kept only with --stats (for the median). */
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
  private pool: WorkerPool<BatchJob, BatchResult> | undefined;

  constructor(
    private readonly options: SolveCommand,
    private readonly io: CliIo,
  ) {
    this.out = new BufferedWriter(io.stdout);
    this.err = new Reporter(io.stderr, io.stderrIsTTY && !options.stats, this.startedAt, io.progressTiming);
    this.settings = { task: options.task, engine: options.engine, budget: options.budget, countLimit: options.countLimit, stats: options.stats };
  }

  async run(): Promise<number> {
    const unreadable = await forEachInput(this.options.files, this.io, this.err, () => false, ({ file, name, text, size, input }) => {
      const mode = modeFor(file, this.options.strict);
      const segments = scanSegments(text, { mode, segmentChars: this.io.segmentChars, fast: this.io.fastPath ?? true });
      return this.processFile(name, segments, size, input);
    });
    if (unreadable) this.tally.unreadable = true;
    this.err.clearProgress();
    if (this.options.stats) this.summary();
    await this.out.finish();
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

  private async processFile(name: string, segments: AsyncIterable<Segment>, size: number | undefined, input: InputEncoding): Promise<void> {
    const solving = this.options.task === 'solve';
    const budget = this.options.budget ?? DEFAULT_BUDGET;
    let puzzles = 0;
    let problems = 0;
    /** The 81-digit lines of a batch file (what its count line counts; a grid in it is not one). */
    let batchLines = 0;
    let batch: { line: number; column: number; count: number } | undefined;
    let state: SegmentState | undefined;

    const begin = (seg: Segment): SegmentState => {
      const st: SegmentState = { seg, cursor: seg.begin, nextProblem: 0, lines: undefined };
      if (seg.first && solving && !this.out.atLineStart) this.out.write('\n');
      if (seg.warning) this.err.line(`sudoku: ${name}:${seg.lineBase + seg.warning.line + 1}: ${seg.warning.message}`);
      if (seg.first && seg.batch) {
        const head = batchHead(seg.text, new LineIndex(seg.text));
        batch = head;
        st.cursor = head.bodyStart;
      } else if (seg.first && seg.bom && solving) {
        this.out.write('\ufeff');
      }
      return st;
    };
    /** Says the segment's problems before `offset`; true when it stopped early because the messages held are many. */
    const problemsBefore = (st: SegmentState, offset: number): boolean => {
      const { seg } = st;
      for (; st.nextProblem < seg.problems.length && seg.problems[st.nextProblem].offset < offset; st.nextProblem++) {
        if (this.err.buffered >= FLUSH_AT) return true;
        const p = seg.problems[st.nextProblem];
        const column = characterColumn(seg.text, p.offset - p.column, p.offset);
        this.fail(`${name}:${seg.lineBase + p.line + 1}:${column}: ${p.message}`);
      }
      return false;
    };

    this.out.encoding = 'utf8';
    let encodingSet = false;
    // The input's first line break (undefined until a segment holds one): what an inserted solved line ends with
    // when the puzzle's own line, the input's last, has none (as one scan of the whole text would).
    let textBreak: ReturnType<typeof firstLineBreak>;
    for await (const { seg, first, result } of this.solveStream(segments)) {
      textBreak ??= firstLineBreak(seg.text, seg.begin);
      if (!encodingSet) {
        // The first segment is read, so the input's encoding is known: its text is written back the same way.
        await this.out.flush(true);
        if (solving) this.out.encoding = input.encoding;
        encodingSet = true;
      }
      if (state?.seg !== seg) state = begin(seg);
      const st = state;
      if (result === undefined) {
        // The segment is done: its remaining problems, and its text after the last puzzle.
        while (problemsBefore(st, Infinity)) await this.err.flush();
        if (solving) this.out.write(seg.text.slice(st.cursor, seg.end));
        puzzles += seg.fast ? seg.fast.n : seg.puzzles.length;
        problems += seg.problems.length;
        // Every puzzle of a fast segment of a batch file is a batch line (it holds nothing else).
        if (seg.batch && seg.fast) batchLines += seg.fast.n;
        else if (seg.batch) for (const p of seg.puzzles) if (p.format === 'batch') batchLines++;
        if (seg.last && batch !== undefined && batchLines !== batch.count) {
          // The scanner sees a segment at a time, so the count of a batch file is checked here, after its last line
          // (and said after the file's other messages however many segments it took).
          problems++;
          this.fail(`${name}:${batch.line + 1}:${batch.column + 1}: ${batchCountMessage(batch.count, batchLines)}`);
        }
        // Print as it goes, also when a long stretch holds no puzzle.
        await this.err.flush();
        await this.out.flush();
        continue;
      }
      const text = seg.text;
      const fast = seg.fast;
      // The fast path writes the text from the cursor to this chunk's last puzzle (to the segment's end after its
      // last puzzle) as bytes, into one buffer: a solved puzzle's 81 digits, the rest copied.
      let bytes: Buffer | undefined;
      let length = 0;
      let until = 0;
      if (fast && solving) {
        const last = first + result.n - 1;
        until = last + 1 < fast.n ? fast.starts[last] + 81 : seg.end;
        bytes = this.out.buffer(until - st.cursor);
      }
      for (let i = 0; i < result.n; i++) {
        const p = fast ? undefined : seg.puzzles[first + i];
        const line = fast ? fast.lines[first + i] : p!.startLine;
        if (p) while (problemsBefore(st, p.start)) await this.err.flush();
        const outcome = result.outcomes[i] as Outcome;
        const at = `${name}:${seg.lineBase + line + 1}`;
        let verdict: string;
        if (bytes) {
          const start = fast!.starts[first + i];
          for (let j = st.cursor; j < start; j++) bytes[length++] = text.charCodeAt(j);
          if (outcome === Outcome.Solved) {
            const sol = result.solutions;
            for (let c = i * 81, e = c + 81; c < e; c++) bytes[length++] = sol[c] + 48;
          } else {
            for (let j = start; j < start + 81; j++) bytes[length++] = text.charCodeAt(j);
          }
          st.cursor = start + 81;
        }
        switch (outcome) {
          case Outcome.Solved: {
            verdict = 'solved';
            if (!solving || fast) break;
            const reps = answerReplacements(text, p!, result.solutions.subarray(i * 81, i * 81 + 81), textBreak ?? '\n');
            let s = '';
            let cursor = st.cursor;
            for (const r of reps) {
              s += text.slice(cursor, r.offset) + r.text;
              cursor = r.offset + r.length;
            }
            st.cursor = cursor;
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
              for (const c of conflicts) {
                if (fast) {
                  // A fast line is 81 cell characters from its start: cell b is at column b + 1.
                  this.fail(`${at}:${c.b + 1}: ${conflictMessage(c)}`);
                  continue;
                }
                st.lines ??= new LineIndex(text);
                const offset = p!.offsets[c.b];
                const pos = st.lines.positionAt(offset);
                const column = characterColumn(text, offset - pos.character, offset);
                this.fail(`${name}:${seg.lineBase + pos.line + 1}:${column}: ${conflictMessage(c)}`);
              }
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
            {
              const found = this.options.task === 'count' ? countMessage(result.counts[i], false) : undefined;
              if (outcome === Outcome.StoppedBudget) verdict = stoppedMessage(budget, found);
              else verdict = found ? `stopped with ${found} found` : 'stopped';
            }
            this.fail(`${at}: ${verdict}`);
            break;
        }
        if (!solving) this.out.write(`${at}: ${verdict}\n`);
        this.tally.puzzles++;
        this.tally.add(OUTCOME_NAMES[outcome]);
        if (this.options.task !== 'check') {
          this.tally.guesses += result.guesses[i];
          this.tally.engineMs += result.elapsedMs[i];
          if (this.options.stats) {
            this.tally.placements.push(result.placements[i]);
            this.err.line(
              `${at}: ${verdict}, ${formatInt(result.placements[i])} placements, ${formatInt(result.guesses[i])} guesses, ${formatDuration(result.elapsedMs[i])}`,
            );
          }
        }
        // Messages and text are written as they come, however many one chunk gives.
        if (this.err.buffered >= FLUSH_AT) await this.err.flush();
        if (this.out.buffered >= FLUSH_AT) await this.out.flush();
      }
      if (bytes) {
        for (let j = st.cursor; j < until; j++) bytes[length++] = text.charCodeAt(j);
        st.cursor = until;
        await this.out.writeFilled(bytes, length);
      }
      const lastEnd = fast ? fast.starts[first + result.n - 1] + 81 : seg.puzzles[first + result.n - 1].end;
      const done = seg.offset + lastEnd - seg.begin;
      const share = size ? ` (${Math.min(99, Math.floor((done / size) * 100))}%)` : '';
      this.err.progress(`${name}: ${formatInt(this.tally.puzzles)} puzzles${share}`);
      await this.err.flush();
      await this.out.flush();
    }
    if (solving && input.trailingByte !== undefined) {
      // A UTF-16 file with an odd number of bytes: its last byte is no character, but it is the user's.
      await this.out.flush(true);
      this.out.writeBytes(Uint8Array.of(input.trailingByte));
    }
    await this.out.flush(true);
    this.out.encoding = 'utf8';
    if (puzzles === 0 && problems === 0) this.fail(`${name}: no puzzle found`);
  }

  /**
   * Solves every segment's puzzles chunk by chunk (on the workers with --jobs, several chunks ahead), yielding the
   * results in input order, and after each segment's last chunk a piece without a result that ends the segment.
   */
  private async *solveStream(segments: AsyncIterable<Segment>): AsyncGenerator<Piece> {
    const jobs = this.options.jobs;
    const ahead: { seg: Segment; first: number; result: Promise<BatchResult | undefined> }[] = [];
    let usePool: boolean | undefined;
    for await (const seg of segments) {
      const n = seg.fast ? seg.fast.n : seg.puzzles.length;
      usePool ??= jobs > 1 && this.options.task !== 'check' && (!seg.last || n >= MIN_POOL_PUZZLES);
      const chunk = usePool ? Math.max(16, Math.min(WORKER_CHUNK, Math.ceil(n / (jobs * 4)))) : INLINE_CHUNK;
      for (let first = 0; first < n; first += chunk) {
        const job = seg.fast ? fastJob(seg.fast, first, Math.min(n, first + chunk), usePool) : packJob(seg.puzzles.slice(first, first + chunk));
        if (!usePool) {
          yield { seg, first, result: runBatch(job, this.settings) };
          continue;
        }
        this.pool ??= solvePool(this.io.script, jobs, this.settings);
        const result = this.pool.run(job);
        result.catch(() => undefined); // awaited below, in order; this only keeps an early failure from being "unhandled"
        ahead.push({ seg, first, result });
        while (ahead.length >= jobs * 3) {
          const next = ahead.shift()!;
          yield { seg: next.seg, first: next.first, result: await next.result };
        }
      }
      if (usePool) ahead.push({ seg, first: -1, result: Promise.resolve(undefined) });
      else yield { seg, first: -1, result: undefined };
    }
    for (const next of ahead.splice(0)) yield { seg: next.seg, first: next.first, result: await next.result };
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

/** Puzzles `from` to `to` of a fast segment as a job (a copy when it goes to a worker, which takes its buffer). */
function fastJob(fast: FastLines, from: number, to: number, copy: boolean): BatchJob {
  const cells = copy ? fast.cells.slice(from * 81, to * 81) : fast.cells.subarray(from * 81, to * 81);
  return { n: to - from, cells, rules: [] };
}

/** The name of each outcome in the --stats summary. */
const OUTCOME_NAMES: Record<Outcome, string> = {
  [Outcome.Solved]: 'solved',
  [Outcome.Valid]: 'ok',
  [Outcome.Counted]: 'counted',
  [Outcome.Invalid]: 'invalid',
  [Outcome.Unsolvable]: 'unsolvable',
  [Outcome.Multiple]: 'not unique',
  [Outcome.StoppedBudget]: 'stopped',
  [Outcome.StoppedAborted]: 'stopped',
};

/** The count line of a batch file (the first line that is not blank or a comment) and where the answers start. */
function batchHead(text: string, lines: LineIndex): { line: number; column: number; count: number; bodyStart: number } {
  for (let line = 0; line < lines.lineCount; line++) {
    const raw = text.slice(lines.lineStarts[line], lines.lineEnd(line));
    const content = raw.trim();
    if (content === '' || content.startsWith('#') || content.startsWith('//')) continue;
    const column = raw.length - raw.trimStart().length;
    const bodyStart = line + 1 < lines.lineCount ? lines.lineStarts[line + 1] : text.length;
    return { line, column, count: Number(content), bodyStart };
  }
  return { line: 0, column: 0, count: 0, bodyStart: 0 };
}
