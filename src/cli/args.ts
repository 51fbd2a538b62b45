// Command-line arguments of `sudoku`: the command, the files and the options, or a usage error.

import { defaultEngine } from '../core';
import type { EngineName } from '../core';
import { UsageError, optionsHelp, parseCommandLine } from './options';
import type { CommandTable } from './options';

export { UsageError, maxJobs } from './options';

/** What a run does with each puzzle. */
export type Task = 'solve' | 'check' | 'count';

/** A parsed command line. */
export type Command =
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | { readonly kind: 'solve'; readonly options: SolveCommand };

export interface SolveCommand {
  /** Paths, `-` for standard input; never empty (standard input alone when none were given). */
  readonly files: readonly string[];
  readonly task: Task;
  /** With `count`: count solutions up to this many. */
  readonly countLimit: number;
  readonly stats: boolean;
  readonly engine: EngineName;
  /** Worker threads; 1 solves on the main thread. */
  readonly jobs: number;
  /** Placements per puzzle before giving up; undefined for the engine's default. */
  readonly budget: number | undefined;
  /** Read every file in strict mode (as a `.sudoku` file), not only `.sudoku`, `.sdk` and `.sdm` files. */
  readonly strict: boolean;
}

/** Files read in strict mode (every line is meant as puzzle text); any other file and stdin are read as plain text. */
export const STRICT_EXTENSIONS: readonly string[] = ['.sudoku', '.sdk', '.sdm'];

/** The scanner mode for `file` (a path, or `-` for standard input). */
export function modeFor(file: string, strict: boolean): 'sudoku' | 'plaintext' {
  if (strict) return 'sudoku';
  const lower = file.toLowerCase();
  return file !== '-' && STRICT_EXTENSIONS.some((ext) => lower.endsWith(ext)) ? 'sudoku' : 'plaintext';
}

export const DEFAULT_COUNT_LIMIT = 2;

export const ENGINE_NAMES: readonly EngineName[] = ['wasm', 'fast', 'dlx', 'backtrack'];

/** The fields `solve`'s options fill, with their defaults. */
interface SolveFields {
  countLimit: number;
  stats: boolean;
  engine: EngineName;
  jobs: number;
  budget: number | undefined;
  strict: boolean;
  check: boolean;
  count: boolean;
  help: boolean;
  version: boolean;
}

/** The options of `sudoku solve`, in the order of its `--help`. */
const SOLVE_OPTIONS: CommandTable<SolveFields> = {
  unknown: (name) => `unknown option '${name}'`,
  options: [
    { names: ['--check'], kind: 'flag', to: 'check', help: ['check the givens for conflicts only (no search); prints one verdict per puzzle'] },
    { names: ['--count'], kind: 'integer', to: 'countLimit', min: 1, optional: true, seen: 'count', placeholder: '[N]', help: [`count solutions up to N (default ${DEFAULT_COUNT_LIMIT}) and print the count per puzzle`] },
    { names: ['--stats'], kind: 'flag', to: 'stats', help: ['per-puzzle placements, guesses and time, then a summary, on stderr'] },
    {
      names: ['--engine'], kind: 'choice', to: 'engine', what: 'engine', choices: ENGINE_NAMES, placeholder: 'NAME',
      help: ['wasm (default: the engine compiled to WebAssembly), fast (the same search', 'in JavaScript), dlx (dancing links) or backtrack (reading-order, textbook);', 'killer puzzles use wasm, fast or dlx (backtrack means wasm there)'],
    },
    { names: ['--budget'], kind: 'integer', to: 'budget', min: 1, placeholder: 'N', help: ['give up on a puzzle after N placements (default 2,000,000)'] },
    { names: ['-j', '--jobs'], kind: 'jobs', to: 'jobs', placeholder: 'N', help: ["solve on N worker threads (default 1; 'auto' for one per core; at most", 'twice the cores)'] },
    { names: ['--strict'], kind: 'flag', to: 'strict', help: ['read every file in strict mode, whatever its name'] },
    { names: ['-h', '--help'], kind: 'flag', to: 'help', help: ['show this help'] },
    { names: ['-V', '--version'], kind: 'flag', to: 'version', help: ['show the version'] },
  ],
};

/** The text of `sudoku --help`. */
export const HELP = `Usage: sudoku solve [options] [FILE...]
       sudoku generate [options]       (see sudoku generate --help)
       sudoku rate [options] [FILE...] (see sudoku rate --help)
       sudoku explain [--json] [options] [FILE...]

Solves every Sudoku puzzle in each FILE (standard input when there is none, or for -)
and prints the text with each puzzle solved in its own layout.

Files named .sudoku, .sdk or .sdm are read in strict mode: every line that is not blank
or a # comment is meant as puzzle text, and one that cannot be read is reported. Any other
file, and standard input, is read as plain text, as the editor reads it: only confident
matches are puzzles, and prose, numbers and code around them are left alone.

Formats, detected per file:
  lines of 81 cells      '.' or '0' for empty; blank lines and # comments are kept in place
  9-row grids            with or without the separators people paste (| + - and spaces)
  LeetCode arrays        ["53..7....", ...] or [["5","3",".",...], ...]
  batch                  a count T on the first line, then T lines of 81 digits (0 empty);
                         the output is the T solved lines

Options:
${optionsHelp(SOLVE_OPTIONS, 17)}
A puzzle that cannot be solved keeps its text unchanged in the output, and is reported on
stderr as FILE:LINE[:COL]: why (conflicting givens, no solution, more than one solution,
stopped by the budget, or a malformed line); COL counts characters. Every other byte of
the input is written out as it came in: UTF-8 (with or without a byte order mark) and
UTF-16 with a byte order mark are read and written back in their own encoding, and bytes
that are not valid UTF-8 pass through unchanged.

Exit status: 0 when every puzzle was solved (with --check: had no conflicts; with --count:
had exactly one solution), 1 when some puzzle was not or a file holds no puzzle, 2 for a
usage error, a file that cannot be read or output that cannot be written.
`;

/** Parses the arguments after the program name. Throws UsageError on a mistake. */
export function parseArgs(argv: readonly string[]): Command {
  if (argv.length === 0) throw new UsageError('no command given');
  const first = argv[0];
  if (first === '-h' || first === '--help' || first === 'help') return { kind: 'help' };
  if (first === '-V' || first === '--version' || first === 'version') return { kind: 'version' };
  if (first !== 'solve') {
    throw new UsageError(first.startsWith('-') ? `unknown option '${first}'` : `unknown command '${first}'`);
  }
  const o: SolveFields = { countLimit: DEFAULT_COUNT_LIMIT, stats: false, engine: defaultEngine(), jobs: 1, budget: undefined, strict: false, check: false, count: false, help: false, version: false };
  const { files } = parseCommandLine(argv, 1, SOLVE_OPTIONS, o);
  if (o.help) return { kind: 'help' };
  if (o.version) return { kind: 'version' };
  if (o.check && o.count) throw new UsageError('--check and --count cannot be used together');
  const task: Task = o.check ? 'check' : o.count ? 'count' : 'solve';
  if (files.length === 0) files.push('-');
  return { kind: 'solve', options: { files, task, countLimit: o.countLimit, stats: o.stats, engine: o.engine, jobs: o.jobs, budget: o.budget, strict: o.strict } };
}
