// `sudoku generate`: makes puzzles to order on worker threads and prints them in order, each one unique,
// minimal and in the band asked for. Puzzle i is made from (seed, i) alone, so any --jobs gives the same output.

import { randomInt } from 'node:crypto';
import { DEFAULT_ATTEMPTS, KILLER_LEVELS, TECHNIQUE_ATTEMPTS, defaultAttempts, LEVELS, SYMMETRIES, generateKiller, generatePuzzle, nearTechniques, rateForGenerator, ratingsText, requestProblem, requestableTechniques, techniqueIdOf, techniqueIdProblem } from '../core/generate/index';
import type { Band, GenerateRequest, GenerateResult, KillerResult, LevelName, Symmetry } from '../core/generate/index';
import { rateInBand } from '../core/generate/settle';
import { killerLineFields } from '../text/write';
import { sudokuPadLink } from '../text/formats/links';
import { renderLayout } from '../text/layout';
import type { LayoutName } from '../text/layout';
import { UsageError, optionsHelp, parseCommandLine } from './options';
import type { CommandTable, NumberRange } from './options';
import { formatInt } from './messages';
import { plural } from '../text/words';
import { formatRating } from '../core/explain/rate';
import { BufferedWriter, EXIT_INTERNAL, EXIT_INTERRUPTED, EXIT_OK, EXIT_PUZZLES, EXIT_USAGE, Reporter, untilWritten } from './output';
import type { CliIo } from './run';
import { WorkerPool, poolData, serve } from './pool';
import type { PoolData } from './pool';

/** How puzzles are written: a layout of the scanner's, or a SudokuPad link (classic or killer). */
export type GenerateFormat = LayoutName | 'link';

export interface GenerateCommand {
  readonly count: number;
  readonly rating: Band | undefined;
  /** The level's name when the band came from --level, for messages. */
  readonly level: LevelName | undefined;
  readonly technique: string | undefined;
  readonly symmetry: Symmetry;
  readonly givens: Band | undefined;
  readonly seed: number;
  /** True when the seed was drawn at random (it is then shown, so the run can be repeated). */
  readonly randomSeed: boolean;
  readonly format: GenerateFormat;
  readonly jobs: number;
  readonly attempts: number;
  /** Killer puzzles (cages only) instead of classic ones. */
  readonly killer: boolean;
  /** Follow each puzzle with its difficulty, as a comment (`--rated`). */
  readonly rated: boolean;
}

/** The fields the options of `generate` fill, with their defaults. */
interface GenerateFields {
  count: number;
  rating: NumberRange | undefined;
  level: LevelName | undefined;
  technique: string | undefined;
  symmetry: Symmetry;
  givens: NumberRange | undefined;
  seed: number | undefined;
  format: GenerateFormat;
  jobs: number;
  attempts: number | undefined;
  killer: boolean;
  techniques: boolean;
  rated: boolean;
}

const KILLER_LEVEL_HELP = Object.entries(KILLER_LEVELS)
  .map(([n, b]) => `${n} ${b.max === Number.MAX_SAFE_INTEGER ? `${formatInt(b.min)}+` : b.min === b.max ? formatInt(b.min) : `${formatInt(b.min)}-${formatInt(b.max)}`}`)
  .join(', ');

/** The options of `sudoku generate`, in the order of its `--help`. */
const GENERATE_OPTIONS: CommandTable<GenerateFields> = {
  unknown: (name) => `unknown option '${name}' for generate`,
  noFiles: (text) => `generate takes no files, got '${text}'`,
  options: [
    { names: ['-h', '--help'], kind: 'help' },
    { names: ['-n', '--count'], kind: 'integer', to: 'count', min: 1, placeholder: 'N', help: ['how many puzzles (default 1)'] },
    {
      names: ['--level'], kind: 'choice', to: 'level', what: 'level', choices: Object.keys(LEVELS), notWith: '--rating', placeholder: 'NAME',
      help: [Object.entries(LEVELS).map(([name, b]) => `${name} (${b.min.toFixed(1)}-${b.max.toFixed(1)})`).join(', ')],
    },
    { names: ['--rating'], kind: 'range', to: 'rating', example: '2.6-4.0', notWith: '--level', placeholder: 'MIN-MAX', help: ['a band of the Sukaku Explainer scale, e.g. 2.6-4.0'] },
    { names: ['--technique'], kind: 'text', to: 'technique', placeholder: 'ID', help: ['the hardest technique the puzzle needs, by id or name (xy-wing, "XY-Wing")'] },
    { names: ['--techniques'], kind: 'flag', to: 'techniques', help: ['list the techniques --technique takes, with their ratings, and exit'] },
    { names: ['--symmetry'], kind: 'choice', to: 'symmetry', what: 'symmetry', choices: SYMMETRIES, placeholder: 'KIND', help: ['none (default), rotational, mirror or diagonal'] },
    { names: ['--givens'], kind: 'range', to: 'givens', example: '24-28', whole: true, placeholder: 'MIN-MAX', help: ['how many givens, e.g. 24-26'] },
    { names: ['--seed'], kind: 'integer', to: 'seed', min: 0, max: 0xffffffff, placeholder: 'S', help: ['the same seed and options give the same puzzles (default: random, shown on stderr)'] },
    { names: ['--format'], kind: 'choice', to: 'format', what: 'format', choices: ['line', 'grid', 'leetcode', 'link'], placeholder: 'NAME', help: ['line (default), grid, leetcode, or link (a SudokuPad link, also for --killer)'] },
    {
      names: ['--killer'], kind: 'flag', to: 'killer',
      help: ['killer puzzles: cages only, as killer lines (or links); --level is then the search', `effort (guesses) the killer search needs: ${KILLER_LEVEL_HELP}`],
    },
    {
      names: ['--rated'], kind: 'flag', to: 'rated',
      help: ["follow each puzzle with a comment of its SE rating and hardest technique, as 'sudoku", "rate' gives them (a killer: the guesses its search needs)"],
    },
    { names: ['--attempts'], kind: 'integer', to: 'attempts', min: 1, placeholder: 'N', help: [`tries per puzzle before giving up on the band (default ${formatInt(DEFAULT_ATTEMPTS)}; ${formatInt(TECHNIQUE_ATTEMPTS)} with --technique)`] },
    { names: ['-j', '--jobs'], kind: 'jobs', to: 'jobs', placeholder: 'N', help: ["worker threads (default 1; 'auto' for one per core)"] },
  ],
};

export const GENERATE_HELP = `Usage: sudoku generate [options]

Prints new puzzles, each with exactly one solution (checked by a second engine) and minimal
(removing any given leaves several solutions).

Options:
${optionsHelp(GENERATE_OPTIONS, 23)}
Exit status: 0 when every puzzle was made, 1 when the request could not be met in its attempts
or is impossible, 2 for a usage error, 130 when interrupted (the puzzles already printed stay).
`;

/** Parses the arguments after `generate`. Throws UsageError on a mistake. */
export function parseGenerateArgs(argv: readonly string[]): GenerateCommand | 'help' | 'techniques' {
  const o: GenerateFields = { count: 1, rating: undefined, level: undefined, technique: undefined, symmetry: 'none', givens: undefined, seed: undefined, format: 'line', jobs: 1, attempts: undefined, killer: false, techniques: false, rated: false };
  if (parseCommandLine(argv, 0, GENERATE_OPTIONS, o).help) return 'help';
  if (o.techniques) return 'techniques';
  const { count, level, symmetry, givens, seed, format, jobs, attempts, killer, rated } = o;
  const technique = o.technique === undefined ? undefined : techniqueFor(o.technique);
  const rating = level === undefined ? o.rating : LEVELS[level];
  const randomSeed = seed === undefined;
  if (killer) {
    // A killer has no givens and no SE rating yet: its level is the search effort.
    if (rating && !level) throw new UsageError('--rating is on the SE scale, which rates classic puzzles; use --level with --killer');
    if (technique !== undefined) throw new UsageError('--technique needs the explainer, which rates classic puzzles; it cannot be used with --killer');
    if (givens) throw new UsageError('a killer has no givens: --givens cannot be used with --killer');
    if (symmetry !== 'none') throw new UsageError('--symmetry places givens; it cannot be used with --killer');
    if (format !== 'line' && format !== 'link') throw new UsageError('killer puzzles are written as killer lines or links: --format takes line or link with --killer');
  }
  return { count, rating, level, technique, symmetry, givens, seed: seed ?? randomInt(0, 0x100000000), randomSeed, format, jobs, attempts: attempts ?? defaultAttempts({ technique }), killer, rated };
}

/** The id `--technique TEXT` names (an id or a technique's name, any case); a usage error naming the nearest ones when none. */
function techniqueFor(text: string): string {
  const id = techniqueIdOf(text);
  if (id !== undefined) return id;
  const near = nearTechniques(text);
  const hint = near.length > 0 ? `; did you mean ${near.join(', ')}?` : '';
  throw new UsageError(`${techniqueIdProblem(text.trim().toLowerCase())}${hint} ('sudoku generate --techniques' lists the techniques)`);
}

/** `sudoku generate --techniques`: each technique --technique takes, its name and the ratings of a step so named. */
export function techniquesList(): string {
  const rows = requestableTechniques().map((t) => [t.id, t.name, ratingsText(t.ratings)]);
  const header = ['id', 'technique', 'rating (SE)'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i < cells.length - 1 ? c.padEnd(widths[i]) : c)).join('  ');
  return [line(header), ...rows.map(line)].join('\n') + '\n';
}

/**
 * A generated puzzle as `format` writes it: a classic one in a layout or as a link, a killer as a killer line or a
 * link. With `rated`, its difficulty follows as a comment the scanner skips: after a line or a link (` # 2.6
 * Pointing`), above a grid or an array (`# 2.6 Pointing`).
 */
function written(format: GenerateFormat, r: Extract<Outcome, { kind: 'generated' }>, rated: boolean): string {
  const text = puzzleText(format, r);
  if (!rated) return text;
  const note = 'puzzle' in r ? `${formatRating(r.rating!)} ${r.techniqueName!}` : plural(r.guesses, 'guess', 'guesses');
  return format === 'line' || format === 'link' ? `${text} # ${note}` : `# ${note}\n${text}`;
}

function puzzleText(format: GenerateFormat, r: Extract<Outcome, { kind: 'generated' }>): string {
  if ('puzzle' in r) return format === 'link' ? sudokuPadLink(r.puzzle, { variant: 'classic' }) : renderLayout(format, r.puzzle);
  const rules = { variant: 'killer', cages: r.cages } as const;
  if (format === 'link') return sudokuPadLink(new Uint8Array(81), rules);
  const line = killerLineFields('.'.repeat(81), rules);
  if (line === undefined) throw new Error('a generated killer has at most 62 cages covering the grid');
  return line;
}

/** The tag of a worker thread that makes puzzles (main.ts serves them with `serveGenerate`). */
export const GENERATE_WORKER = 'sudoku-generate-worker';

interface WorkerSetup extends PoolData {
  readonly seed: number;
  readonly request: SerializableRequest;
  /** Set for killer puzzles: the effort band of the level, or none. */
  readonly killer: { readonly effort: Band | undefined } | undefined;
  /** Rate every classic puzzle (`--rated`), also those of a request without a band. */
  readonly rated: boolean;
}

/** What a worker needs to rebuild the request: everything but the signal. */
type SerializableRequest = Omit<GenerateRequest, 'signal'>;

/** What a worker made: a classic puzzle, or a killer, or why it made none. */
type Outcome = GenerateResult | KillerResult;

interface Made {
  readonly index: number;
  readonly result: Outcome;
}

function requestOf(cmd: GenerateCommand): SerializableRequest {
  return { symmetry: cmd.symmetry, givens: cmd.givens, rating: cmd.rating, technique: cmd.technique, maxAttempts: cmd.attempts };
}


/** Makes the puzzles whose indices the main thread sends, one message each, until it terminates this thread. */
export function serveGenerate(): void {
  const { seed, request, killer, rated } = poolData<WorkerSetup>();
  serve((index: number): Made => {
    const result = killer ? generateKiller(seed, index, { effort: killer.effort, maxAttempts: request.maxAttempts }) : generatePuzzle(seed, index, rated ? request : { ...request, rateInBand });
    if (rated && result.kind === 'generated' && 'puzzle' in result && result.rating === undefined) {
      // No band was asked, so the generator did not rate it: a full rating, as `sudoku rate` gives it. (With a
      // band and no --rated, the generator may prove a puzzle in its band before its rating's end: settle.ts.)
      const r = rateForGenerator(result.puzzle);
      if (r === undefined) throw new Error('a generated puzzle could not be rated');
      return { index, result: { ...result, rating: r.rating, technique: r.technique, techniqueName: r.techniqueName } };
    }
    return { index, result };
  });
}

function describeRequest(cmd: GenerateCommand): string {
  const parts: string[] = [];
  if (cmd.killer) parts.push('killer');
  if (cmd.level) parts.push(`level ${cmd.level}`);
  else if (cmd.rating) parts.push(`rating ${cmd.rating.min.toFixed(1)}-${cmd.rating.max.toFixed(1)}`);
  if (cmd.technique !== undefined) parts.push(`hardest technique ${cmd.technique}`);
  if (cmd.givens) parts.push(`${cmd.givens.min}-${cmd.givens.max} givens`);
  if (cmd.symmetry !== 'none') parts.push(`${cmd.symmetry} symmetry`);
  return parts.length ? parts.join(', ') : 'the request';
}

/** `sudoku generate ARGS…`: parses the arguments and runs; resolves to the exit status. */
export async function runGenerateCli(argv: readonly string[], io: CliIo): Promise<number> {
  let cmd: GenerateCommand | 'help' | 'techniques';
  try {
    cmd = parseGenerateArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.stderr.write(`sudoku: ${e.message}\nTry 'sudoku generate --help' for usage.\n`);
    return EXIT_USAGE;
  }
  if (cmd === 'help' || cmd === 'techniques') {
    io.stdout.write(cmd === 'help' ? GENERATE_HELP : techniquesList());
    return EXIT_OK;
  }
  const command = cmd;
  return untilWritten(io.stderr, () => runGenerate(command, io));
}

/** Runs `sudoku generate`; resolves to the exit status. */
export async function runGenerate(cmd: GenerateCommand, io: CliIo): Promise<number> {
  const problem = cmd.killer ? undefined : requestProblem(requestOf(cmd));
  if (problem !== undefined) {
    io.stderr.write(`sudoku: ${problem}\n`);
    return EXIT_PUZZLES;
  }
  const startedAt = Date.now();
  const reporter = new Reporter(io.stderr, io.stderrIsTTY, startedAt, io.progressTiming);
  if (cmd.randomSeed && io.stderrIsTTY) reporter.line(`sudoku: seed ${cmd.seed} (--seed ${cmd.seed} makes these again)`);
  const out = new BufferedWriter(io.stdout);
  const setup: WorkerSetup = {
    tag: GENERATE_WORKER,
    seed: cmd.seed,
    request: requestOf(cmd),
    killer: cmd.killer ? { effort: cmd.level ? KILLER_LEVELS[cmd.level] : undefined } : undefined,
    rated: cmd.rated,
  };
  let pool: WorkerPool<number, Made> | undefined;
  const done = new Map<number, Outcome>();
  let next = 0;
  let printed = 0;
  let attempts = 0;
  let interrupted = false;
  let failure: Error | undefined;
  let gaveUp: { index: number; attempts: number } | undefined;

  const status = await new Promise<number>((resolve) => {
    let settled = false;
    const finish = (code: number): void => {
      if (settled) return;
      settled = true;
      stopListening?.();
      resolve(code);
    };
    const stopListening = io.onInterrupt?.(() => {
      interrupted = true;
      finish(EXIT_INTERRUPTED);
    });
    // One puzzle index at a time on each thread: the next is asked for as each one is made.
    const feed = (): void => {
      if (settled || gaveUp || interrupted || next >= cmd.count) return;
      pool!.run(next++).then(onMade, (e: Error) => {
        // After the end, a thread stopped in the middle of a puzzle is no failure.
        if (settled) return;
        failure = e;
        finish(EXIT_INTERNAL);
      });
    };
    const onMade = (made: Made): void => {
      if (settled) return;
      done.set(made.index, made.result);
      attempts += made.result.attempts;
      // Print in index order: a puzzle waits for every one before it.
      while (done.has(printed)) {
        const r = done.get(printed)!;
        done.delete(printed);
        if (r.kind !== 'generated') {
          gaveUp = { index: printed, attempts: r.attempts };
          break;
        }
        // Grids and arrays are kept apart by a blank line; lines follow each other.
        const text = written(cmd.format, r, cmd.rated);
        out.write((printed > 0 && cmd.format !== 'line' && cmd.format !== 'link' ? '\n' : '') + text + '\n');
        printed++;
      }
      out.flush(true).catch((e: unknown) => {
        failure = e as Error;
        finish(EXIT_USAGE);
      });
      reporter.progress(`generated ${formatInt(printed)} of ${formatInt(cmd.count)} (${formatInt(attempts)} attempts)`);
      if (gaveUp) return finish(EXIT_PUZZLES);
      if (printed === cmd.count) return finish(EXIT_OK);
      feed();
    };
    const size = Math.max(1, Math.min(cmd.jobs, cmd.count));
    pool = new WorkerPool<number, Made>(io.script, size, setup);
    for (let i = 0; i < size; i++) feed();
  });
  await pool?.close();
  await out.flush(true);
  reporter.clearProgress();
  if (failure) throw failure;
  if (interrupted) reporter.line(`sudoku: interrupted after ${formatInt(printed)} of ${plural(cmd.count, 'puzzle')}`);
  else if (gaveUp) {
    reporter.line(
      `sudoku: made ${formatInt(printed)} of ${plural(cmd.count, 'puzzle')}: puzzle ${formatInt(gaveUp.index + 1)} met no ${describeRequest(cmd)} ` +
        `in ${plural(gaveUp.attempts, 'attempt')} (--attempts raises the limit)`,
    );
  }
  await reporter.flush(true);
  return status;
}
