// One run of `sudoku rate` or `sudoku explain`: the command line, then each file read through the shared scanner
// (plain text or strict by file type, as `solve` reads it), every puzzle checked by the engine and rated (on
// worker threads with --jobs), the results printed in input order by rate.ts or explain.ts, and every puzzle that
// was not rated said on stderr as FILE:LINE: why, in the words `solve` uses.

import { DEFAULT_BUDGET, defaultEngine } from '../core';
import type { EngineName } from '../core';
import { ENGINE_NAMES, UsageError, modeFor } from './args';
import { packJob } from './batch';
import { characterColumn } from './encoding';
import { explainJson, explainJsonError, explainText } from './explain';
import { conflictMessage, formatInt, stoppedMessage } from './messages';
import { BufferedWriter, EXIT_INTERRUPTED, EXIT_OK, EXIT_PUZZLES, EXIT_USAGE, Reporter, untilWritten } from './output';
import { rateLine } from './rate';
import { RateOutcome, ratePool, rateBatch } from './rating';
import type { PuzzleRating, RateSettings } from './rating';
import { forEachInput } from './run';
import type { CliIo } from './run';
import { scanSegments } from './segments';
import type { Segment } from './segments';
import { LineIndex } from '../text';
import { optionsHelp, parseCommandLine } from './options';
import type { CommandTable } from './options';

/** Seconds of rating per puzzle before it stops (the slowest shared puzzle takes about half a second). */
export const DEFAULT_RATE_TIMEOUT_S = 60;

/** The fields the options of `rate` and `explain` fill, with their defaults. */
interface RatingFields {
  json: boolean;
  engine: EngineName;
  budget: number | undefined;
  timeoutS: number;
  jobs: number;
  strict: boolean;
  help: boolean;
}

/** The options of `rate` (`--json` is explain's alone) or `explain`, in the order of their `--help`. */
function ratingOptions(command: 'rate' | 'explain'): CommandTable<RatingFields> {
  return {
    unknown: (name) => `unknown option '${name}' for ${command}`,
    options: [
      { names: ['--engine'], kind: 'choice', to: 'engine', what: 'engine', choices: ENGINE_NAMES, placeholder: 'NAME', help: ['the engine that checks each puzzle (as for solve)'] },
      { names: ['--budget'], kind: 'integer', to: 'budget', min: 1, placeholder: 'N', help: ['placements for that check before giving up (default 2,000,000)'] },
      { names: ['--timeout'], kind: 'integer', to: 'timeoutS', min: 1, placeholder: 'S', help: [`seconds of rating per puzzle before giving up (default ${DEFAULT_RATE_TIMEOUT_S})`] },
      { names: ['-j', '--jobs'], kind: 'jobs', to: 'jobs', placeholder: 'N', help: ['rate on N worker threads, output still in input order'] },
      { names: ['--strict'], kind: 'flag', to: 'strict', help: ['read every file in strict mode, whatever its name'] },
      command === 'explain' ? { names: ['--json'], kind: 'flag', to: 'json' } : { names: ['--json'], kind: 'refused', message: `--json is an option of explain, not of ${command}` },
      { names: ['-h', '--help'], kind: 'flag', to: 'help' },
    ],
  };
}

/** The options `--help` lists (the same for rate and explain). */
const RATE_OPTIONS = ratingOptions('rate');

/** The text of `sudoku rate --help` and `sudoku explain --help`. */
export const RATE_HELP = `Usage: sudoku rate [options] [FILE...]
       sudoku explain [--json] [options] [FILE...]

Rates every puzzle as Sukaku Explainer v1.15.10 does (its ER, 1.0 to 11.9): the rating is
the difficulty of the hardest step its ladder of techniques needs. Files are read as for
solve. Each puzzle is first checked by the engine: only a valid puzzle with exactly one
solution is rated; any other is reported on stderr as FILE:LINE: why, in solve's words.
Killer puzzles are not rated (ratings use classic techniques) and count as not rated.

  rate             one line per rated puzzle, in input order: LINE<TAB>RATING<TAB>TECHNIQUE
                   (the line where the puzzle starts, the rating with one decimal, the
                   hardest technique); with several files each line starts FILE<TAB>
  explain          every step of every puzzle: a heading with its line and rating, then
                   one numbered sentence per step with the step's rating in brackets
  explain --json   one JSON object per puzzle per line:
                   {"line": 3, "rating": 4.2, "steps": [{"technique": "XY-Wing",
                   "rating": 4.2, "placements": [[r, c, d]], "eliminations": [[r, c, d]],
                   "text": "..."}]} with 1-based rows, columns and digits; with several
                   files it starts "file": "NAME", and a puzzle that was not rated is
                   {"line": 3, "error": "why"}

${optionsHelp(RATE_OPTIONS, 17)}
A progress line is drawn on a terminal. Ctrl-C stops the run cleanly: what was rated is
printed, and the exit status is 130. Exit status otherwise as for solve: 0 when every
puzzle was rated, 1 when some was not or a file holds no puzzle, 2 for a usage error, a
file that cannot be read or output that cannot be written.
`;

/** Puzzles per message to a worker (rating takes far longer than solving, so chunks are small). */
const WORKER_CHUNK = 8;
/**
 * Characters a segment of `rate` holds (about 400 puzzle lines; `solve` reads 256 Ki): rating is slow beside
 * scanning, so a small segment costs no time, and it keeps fewer scanned puzzles waiting in memory.
 */
const RATE_SEGMENT_CHARS = 1 << 15;
/** Below this many puzzles in a first segment, starting threads costs more than it saves. */
const MIN_POOL_PUZZLES = 16;

export interface RatingCommand {
  readonly command: 'rate' | 'explain';
  readonly json: boolean;
  readonly files: readonly string[];
  readonly engine: EngineName;
  readonly budget: number | undefined;
  readonly timeoutS: number;
  readonly jobs: number;
  readonly strict: boolean;
}

/** Parses `rate ...` or `explain ...`; undefined for --help. Throws UsageError on a mistake. */
export function parseRatingArgs(argv: readonly string[]): RatingCommand | undefined {
  const command = argv[0] as 'rate' | 'explain';
  const o: RatingFields = { json: false, engine: defaultEngine(), budget: undefined, timeoutS: DEFAULT_RATE_TIMEOUT_S, jobs: 1, strict: false, help: false };
  const { files } = parseCommandLine(argv, 1, ratingOptions(command), o);
  if (o.help) return undefined;
  if (files.length === 0) files.push('-');
  return { command, json: o.json, files, engine: o.engine, budget: o.budget, timeoutS: o.timeoutS, jobs: o.jobs, strict: o.strict };
}

/** Runs `sudoku rate ...` or `sudoku explain ...` (argv starts with the command); resolves to the exit status. */
export async function runRating(argv: readonly string[], io: CliIo): Promise<number> {
  let command: RatingCommand | undefined;
  try {
    command = parseRatingArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.stderr.write(`sudoku: ${e.message}\nTry 'sudoku --help' for usage.\n`);
    return EXIT_USAGE;
  }
  if (command === undefined) {
    io.stdout.write(RATE_HELP);
    return EXIT_OK;
  }
  const session = new RatingSession(command, io);
  const stopListening = io.onInterrupt?.(() => session.interrupt());
  return untilWritten(io.stderr, () => session.run(), async () => {
    stopListening?.();
    await session.close();
  });
}

/** Why a puzzle was not rated, in the words `solve` uses where it says the same thing. */
function notRatedMessage(r: PuzzleRating, budget: number, timeoutS: number): string {
  switch (r.outcome) {
    case RateOutcome.Invalid:
      return 'conflicting givens';
    case RateOutcome.Unsolvable:
      return 'no solution';
    case RateOutcome.Multiple:
      return 'more than one solution';
    case RateOutcome.SearchStopped:
      return stoppedMessage(budget);
    case RateOutcome.RatingStopped:
      return `rating stopped after ${formatInt(timeoutS)} s; a larger --timeout rates on`;
    case RateOutcome.Variant:
      return `ratings use classic techniques, so they are not available for ${r.variant} puzzles yet`;
    case RateOutcome.Interrupted:
      return 'stopped';
    case RateOutcome.Rated:
      return 'rated';
  }
}

class RatingSession {
  private readonly out: BufferedWriter;
  private readonly err: Reporter;
  private readonly settings: RateSettings;
  /** Set to 1 on Ctrl-C; the worker threads read it while rating. */
  private readonly interruptFlag = new Int32Array(new SharedArrayBuffer(4));
  private readonly startedAt = Date.now();
  private pool: ReturnType<typeof ratePool> | undefined;
  private interrupted = false;
  private failed = false;
  private unreadable = false;
  private rated = 0;
  private seen = 0;
  private lastWrite = Date.now();

  constructor(
    private readonly command: RatingCommand,
    private readonly io: CliIo,
  ) {
    this.out = new BufferedWriter(io.stdout);
    this.err = new Reporter(io.stderr, io.stderrIsTTY, this.startedAt, io.progressTiming);
    this.settings = {
      engine: command.engine,
      budget: command.budget,
      timeoutMs: command.timeoutS * 1000,
      steps: command.command === 'explain',
    };
  }

  interrupt(): void {
    this.interrupted = true;
    Atomics.store(this.interruptFlag, 0, 1);
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }

  async run(): Promise<number> {
    this.io.compactHeaps?.();
    const several = this.command.files.length > 1;
    const unreadable = await forEachInput(this.command.files, this.io, this.err, () => this.interrupted, ({ file, name, text, size }) => {
      const mode = modeFor(file, this.command.strict);
      const segments = scanSegments(text, { mode, segmentChars: this.io.segmentChars ?? RATE_SEGMENT_CHARS });
      return this.processFile(name, several ? name : undefined, segments, size);
    });
    if (unreadable) this.unreadable = true;
    this.err.clearProgress();
    if (this.interrupted) this.err.line(`sudoku: interrupted after ${formatInt(this.rated)} of ${formatInt(this.seen)} puzzles rated`);
    await this.out.finish();
    await this.err.flush(true);
    if (this.interrupted) return EXIT_INTERRUPTED;
    if (this.unreadable) return EXIT_USAGE;
    return this.failed ? EXIT_PUZZLES : EXIT_OK;
  }

  private fail(message: string): void {
    this.failed = true;
    this.err.line(message);
  }

  private async processFile(name: string, file: string | undefined, segments: AsyncIterable<Segment>, size: number | undefined): Promise<void> {
    const budget = this.command.budget ?? DEFAULT_BUDGET;
    let found = 0;
    let problemsOf: Segment | undefined;
    let nextProblem = 0;
    for await (const { seg, first, results } of this.rateStream(segments)) {
      if (this.interrupted) return;
      if (first === 0 && seg.warning) this.err.line(`sudoku: ${name}:${seg.lineBase + seg.warning.line + 1}: ${seg.warning.message}`);
      const end = first + results.length;
      if (problemsOf !== seg) {
        problemsOf = seg;
        nextProblem = 0;
      }
      // The scan's problems (malformed puzzles) in text order among the puzzles' messages.
      const problemsBefore = (offset: number): void => {
        for (; nextProblem < seg.problems.length && seg.problems[nextProblem].offset < offset; nextProblem++) {
          const p = seg.problems[nextProblem];
          const column = characterColumn(seg.text, p.offset - p.column, p.offset);
          this.fail(`${name}:${seg.lineBase + p.line + 1}:${column}: ${p.message}`);
          found++;
        }
      };
      let lines: LineIndex | undefined;
      for (let i = 0; i < results.length; i++) {
        const p = seg.puzzles[first + i];
        const r = results[i];
        problemsBefore(p.start);
        const line = seg.lineBase + p.startLine + 1;
        found++;
        this.seen++;
        if (r.outcome === RateOutcome.Interrupted) return;
        if (r.outcome === RateOutcome.Rated) {
          this.rated++;
          if (this.command.command === 'rate') this.out.write(rateLine(line, r, file));
          else this.out.write(this.command.json ? explainJson(line, r, file) : explainText(line, r, file));
          continue;
        }
        const why = notRatedMessage(r, budget, this.command.timeoutS);
        if (r.outcome === RateOutcome.Invalid && r.conflicts && r.conflicts.length > 0) {
          lines ??= new LineIndex(seg.text);
          for (const c of r.conflicts) {
            const offset = p.offsets[c.b];
            const pos = lines.positionAt(offset);
            const column = characterColumn(seg.text, offset - pos.character, offset);
            this.fail(`${name}:${seg.lineBase + pos.line + 1}:${column}: ${conflictMessage(c)}`);
          }
        } else {
          this.fail(`${name}:${line}: ${why}`);
        }
        if (this.command.json) this.out.write(explainJsonError(line, why, file));
      }
      if (end === seg.puzzles.length) problemsBefore(Infinity);
      if (results.length > 0) {
        const done = seg.offset + seg.puzzles[end - 1].end - seg.begin;
        const share = size ? ` (${Math.min(99, Math.floor((done / size) * 100))}%)` : '';
        this.err.progress(`${name}: ${formatInt(this.rated)} of ${formatInt(this.seen)} puzzles rated${share}`);
      }
      // Rating is slow next to solving: what is rated is written at least four times a second, not only in big pieces.
      const now = Date.now();
      const due = now - this.lastWrite >= 250;
      if (due) this.lastWrite = now;
      await this.err.flush(due);
      await this.out.flush(due);
    }
    await this.out.flush(true);
    if (found === 0 && !this.interrupted) this.fail(`${name}: no puzzle found`);
  }

  /**
   * Rates every segment's puzzles (on the workers with --jobs, several chunks ahead) and yields the results in
   * input order; a segment without puzzles yields once with none, so its problems are said.
   */
  private async *rateStream(segments: AsyncIterable<Segment>): AsyncGenerator<{ seg: Segment; first: number; results: PuzzleRating[] }> {
    const jobs = this.command.jobs;
    const ahead: { seg: Segment; first: number; results: Promise<PuzzleRating[]> }[] = [];
    let usePool: boolean | undefined;
    for await (const seg of segments) {
      if (this.interrupted) break;
      usePool ??= jobs > 1 && (!seg.last || seg.puzzles.length >= MIN_POOL_PUZZLES);
      const n = seg.puzzles.length;
      if (n === 0) {
        if (usePool) ahead.push({ seg, first: 0, results: Promise.resolve([]) });
        else yield { seg, first: 0, results: [] };
        continue;
      }
      for (let first = 0; first < n; first += usePool ? WORKER_CHUNK : 1) {
        if (this.interrupted) break;
        if (!usePool) {
          // One puzzle at a time on the main thread, with a turn of the event loop between, so Ctrl-C is heard.
          yield { seg, first, results: rateBatch(packJob([seg.puzzles[first]]), this.settings) };
          await new Promise<void>((resolve) => setImmediate(resolve));
          continue;
        }
        if (!this.pool) {
          this.pool = ratePool(this.io.script, jobs, this.settings, this.interruptFlag);
          this.io.compactHeaps?.(); // again: starting a worker sets V8's flags anew
        }
        const results = this.pool.run(packJob(seg.puzzles.slice(first, first + WORKER_CHUNK)));
        results.catch(() => undefined); // awaited below, in order
        ahead.push({ seg, first, results });
        while (ahead.length >= jobs * 3) {
          const next = ahead.shift()!;
          yield { seg: next.seg, first: next.first, results: await next.results };
        }
      }
    }
    for (const next of ahead.splice(0)) yield { seg: next.seg, first: next.first, results: await next.results };
  }
}
