// Command-line arguments of `sudoku`: the command, the files and the options, or a usage error.

import { availableParallelism } from 'node:os';
import { defaultEngine } from '../core';
import type { EngineName } from '../core';
import { formatInt } from './messages';

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

/** The most worker threads --jobs starts: twice the cores. */
export function maxJobs(): number {
  return 2 * availableParallelism();
}

/** A mistake on the command line: reported with a hint and exit status 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const DEFAULT_COUNT_LIMIT = 2;

export const ENGINE_NAMES: readonly EngineName[] = ['wasm', 'fast', 'dlx', 'backtrack'];

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
  --check          check the givens for conflicts only (no search); prints one verdict per puzzle
  --count [N]      count solutions up to N (default ${DEFAULT_COUNT_LIMIT}) and print the count per puzzle
  --stats          per-puzzle placements, guesses and time, then a summary, on stderr
  --engine NAME    wasm (default: the engine compiled to WebAssembly), fast (the same search
                   in JavaScript), dlx (dancing links) or backtrack (reading-order, textbook);
                   killer puzzles use fast (or dlx when asked)
  --budget N       give up on a puzzle after N placements (default 2,000,000)
  -j, --jobs N     solve on N worker threads (default 1; 'auto' for one per core; at most
                   twice the cores)
  --strict         read every file in strict mode, whatever its name
  -h, --help       show this help
  -V, --version    show the version

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

export function parseCount(name: string, value: string, min: number): number {
  const digits = value.replace(/[_,]/g, '');
  if (!/^\d+$/.test(digits) || !/^\d/.test(value)) throw new UsageError(`${name} needs a whole number, got '${value}'`);
  const n = Number(digits);
  if (!Number.isSafeInteger(n)) {
    throw new UsageError(`${name} must be at most ${formatInt(Number.MAX_SAFE_INTEGER)}, got '${value}'`);
  }
  if (n < min) throw new UsageError(`${name} must be at least ${min}, got '${value}'`);
  return n;
}

/** One option of a command line, as `commandArgs` yields it. */
export interface OptionArg {
  readonly kind: 'option';
  /** `--name` (before any `=`) or `-x`. */
  readonly name: string;
  /** The option's value: after `=`, or the next argument; a usage error when there is none. */
  value(): string;
  /** A usage error when the option, which takes no value, was given one with `=`. */
  noValue(): void;
  /** An optional value: after `=`, or the next argument when it matches `pattern` (then it is taken). */
  optionalValue(pattern: RegExp): string | undefined;
}

/** An argument that is not an option (`-` is one: standard input); after `--`, every argument is one. */
export interface PositionalArg {
  readonly kind: 'positional';
  readonly text: string;
}

/** The arguments of `argv` from `from` on, one at a time; an option's `value()` takes the argument after it. */
export function* commandArgs(argv: readonly string[], from: number): Generator<OptionArg | PositionalArg> {
  for (let i = from; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      for (const text of argv.slice(i + 1)) yield { kind: 'positional', text };
      return;
    }
    if (arg === '-' || !arg.startsWith('-')) {
      yield { kind: 'positional', text: arg };
      continue;
    }
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq >= 0 ? arg.slice(0, eq) : arg;
    const inline = eq >= 0 ? arg.slice(eq + 1) : undefined;
    yield {
      kind: 'option',
      name,
      value(): string {
        if (inline !== undefined) return inline;
        if (i + 1 >= argv.length) throw new UsageError(`${name} needs a value`);
        return argv[++i];
      },
      noValue(): void {
        if (inline !== undefined) throw new UsageError(`${name} takes no value`);
      },
      optionalValue(pattern: RegExp): string | undefined {
        if (inline !== undefined) return inline;
        if (i + 1 < argv.length && pattern.test(argv[i + 1])) return argv[++i];
        return undefined;
      },
    };
  }
}

/** `--jobs N` or `-j auto`: worker threads, at most twice the cores. */
export function parseJobs(name: string, value: string): number {
  return value === 'auto' ? availableParallelism() : Math.min(parseCount(name, value, 1), maxJobs());
}

/** Parses the arguments after the program name. Throws UsageError on a mistake. */
export function parseArgs(argv: readonly string[]): Command {
  if (argv.length === 0) throw new UsageError('no command given');
  const first = argv[0];
  if (first === '-h' || first === '--help' || first === 'help') return { kind: 'help' };
  if (first === '-V' || first === '--version' || first === 'version') return { kind: 'version' };
  if (first !== 'solve') {
    throw new UsageError(first.startsWith('-') ? `unknown option '${first}'` : `unknown command '${first}'`);
  }

  const files: string[] = [];
  let task: Task = 'solve';
  let countLimit = DEFAULT_COUNT_LIMIT;
  let stats = false;
  let engine: EngineName = defaultEngine();
  let jobs = 1;
  let budget: number | undefined;
  let strict = false;
  let check = false;
  let count = false;
  let help = false;
  let version = false;

  for (const a of commandArgs(argv, 1)) {
    if (a.kind === 'positional') {
      files.push(a.text);
      continue;
    }
    const { name, value, noValue } = a;
    switch (name) {
      case '-h':
      case '--help':
        noValue();
        help = true;
        break;
      case '-V':
      case '--version':
        noValue();
        version = true;
        break;
      case '--check':
        noValue();
        check = true;
        break;
      case '--stats':
        noValue();
        stats = true;
        break;
      case '--strict':
        noValue();
        strict = true;
        break;
      case '--count': {
        count = true;
        const limit = a.optionalValue(/^\d[\d_,]*$/);
        if (limit !== undefined) countLimit = parseCount(name, limit, 1);
        break;
      }
      case '--engine': {
        const v = value();
        if (!(ENGINE_NAMES as readonly string[]).includes(v)) {
          throw new UsageError(`unknown engine '${v}' (choose ${ENGINE_NAMES.join(', ')})`);
        }
        engine = v as EngineName;
        break;
      }
      case '--budget':
        budget = parseCount(name, value(), 1);
        break;
      case '-j':
      case '--jobs':
        jobs = parseJobs(name, value());
        break;
      default:
        throw new UsageError(`unknown option '${name}'`);
    }
  }
  if (help) return { kind: 'help' };
  if (version) return { kind: 'version' };
  if (check && count) throw new UsageError('--check and --count cannot be used together');
  if (check) task = 'check';
  else if (count) task = 'count';
  if (files.length === 0) files.push('-');
  return { kind: 'solve', options: { files, task, countLimit, stats, engine, jobs, budget, strict } };
}
