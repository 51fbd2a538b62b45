// The options of each command as one table, read by one parser and one help writer: an option is one line of its
// command's table (its names, its kind, where its value goes, its help), and every "needs a value", "needs a whole
// number", "must be at least" and "unknown ... (choose ...)" is said here, once, for every command.

import { availableParallelism } from 'node:os';
import { formatInt } from './messages';

/** A mistake on the command line: reported with a hint and exit status 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The most worker threads --jobs starts: twice the cores. */
export function maxJobs(): number {
  return 2 * availableParallelism();
}

/** One option of a command line, as `commandArgs` yields it. */
interface OptionArg {
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
interface PositionalArg {
  readonly kind: 'positional';
  readonly text: string;
}

/** The arguments of `argv` from `from` on, one at a time; an option's `value()` takes the argument after it. */
function* commandArgs(argv: readonly string[], from: number): Generator<OptionArg | PositionalArg> {
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

/** A band of numbers, as `--rating 2.6-4.0` or `--givens 24-28` gives it (a single value is a band of one). */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

/** The keys of `T` whose field can hold a `V`. */
type KeyFor<T, V> = { [K in keyof T]-?: V extends T[K] ? K : never }[keyof T];

/** The keys of `T` whose field holds words of a list (a union of strings). */
type WordKey<T> = { [K in keyof T]-?: T[K] extends string | undefined ? K : never }[keyof T];

interface Common<T> {
  /** `-j`, `--jobs`: every name the option answers to. */
  readonly names: readonly string[];
  /** What `--help` says of it, a line each; the option is not listed when absent. */
  readonly help?: readonly string[];
  /** The placeholder of its value in `--help` (`N`, `NAME`, `[N]`, `MIN-MAX`). */
  readonly placeholder?: string;
  /** A field set to true when the option is given (`--count` alone still counts). */
  readonly seen?: KeyFor<T, boolean>;
  /** An option of this table it cannot be used with, when that one came first: said before its value is read. */
  readonly notWith?: string;
}

/** One option of a command: its names, its kind and where its value goes. */
export type OptionSpec<T> = Common<T> &
  (
    /** Takes no value: sets its field to true. */
    | { readonly kind: 'flag'; readonly to: KeyFor<T, boolean> }
    /** `--help` of a command whose help ends the parsing at once, whatever follows. */
    | { readonly kind: 'help' }
    /** The option of another command: refused with this message. */
    | { readonly kind: 'refused'; readonly message: string }
    /** A whole number from `min` to `max` (`_` and `,` between digits allowed); `optional` when the value may be left out. */
    | { readonly kind: 'integer'; readonly to: KeyFor<T, number>; readonly min: number; readonly max?: number; readonly optional?: boolean }
    /** A count of worker threads: a whole number of at least 1, capped at twice the cores, or `auto` (one per core). */
    | { readonly kind: 'jobs'; readonly to: KeyFor<T, number> }
    /** One of a list of words, `what` naming them in the message: "unknown engine 'x' (choose wasm, fast, ...)". */
    | { readonly kind: 'choice'; readonly to: WordKey<T>; readonly what: string; readonly choices: readonly string[] }
    /** MIN-MAX (or one value); `example` is shown when it cannot be read; `whole` when both must be whole numbers. */
    | { readonly kind: 'range'; readonly to: KeyFor<T, NumberRange>; readonly example: string; readonly whole?: boolean }
    /** Any text, lower-cased when `lower`. */
    | { readonly kind: 'text'; readonly to: KeyFor<T, string>; readonly lower?: boolean }
  );

/** A command's options and what it does with the other arguments. */
export interface CommandTable<T> {
  readonly options: readonly OptionSpec<T>[];
  /** The message for an option that is not in the table. */
  unknown(name: string): string;
  /** The message refusing an argument that is not an option, for a command that reads no files. */
  readonly noFiles?: (text: string) => string;
}

/** What is left of a command line once its options went to their fields. */
export interface ParsedLine {
  /** The arguments that are not options, in order. */
  readonly files: string[];
  /** True when a `help` option ended the parsing. */
  readonly help: boolean;
}

/** A whole number written with digits (and `_` or `,` between them), from `min` to `max`. */
export function parseCount(name: string, value: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const digits = value.replace(/[_,]/g, '');
  if (!/^\d+$/.test(digits) || !/^\d/.test(value)) throw new UsageError(`${name} needs a whole number, got '${value}'`);
  const n = Number(digits);
  if (!Number.isSafeInteger(n) || n > max) throw new UsageError(`${name} must be at most ${formatInt(max)}, got '${value}'`);
  if (n < min) throw new UsageError(`${name} must be at least ${formatInt(min)}, got '${value}'`);
  return n;
}

/** `--jobs N` or `-j auto`: worker threads, at most twice the cores. */
export function parseJobs(name: string, value: string): number {
  return value === 'auto' ? availableParallelism() : Math.min(parseCount(name, value, 1), maxJobs());
}

/** "2.6-4.0", "25-30" or a single value "4.2". */
function parseRange(name: string, value: string, example: string): NumberRange {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:-\s*(\d+(?:\.\d+)?)\s*)?$/.exec(value);
  if (!m) throw new UsageError(`${name} needs MIN-MAX, e.g. ${example}; got '${value}'`);
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : Number(m[2]);
  if (min > max) throw new UsageError(`${name}: ${m[1]} is above ${m[2]}`);
  return { min, max };
}

/** An optional value is taken from the next argument only when it reads as a whole number. */
const OPTIONAL_NUMBER = /^\d[\d_,]*$/;

/**
 * Reads `argv` from `from` on against the table: each option's value is checked and put in its field of `into`
 * (which holds the defaults), the other arguments are collected. Throws UsageError on a mistake.
 */
export function parseCommandLine<T>(argv: readonly string[], from: number, table: CommandTable<T>, into: T): ParsedLine {
  const files: string[] = [];
  const seen = new Set<OptionSpec<T>>();
  const fields = into as Record<PropertyKey, unknown>;
  for (const a of commandArgs(argv, from)) {
    if (a.kind === 'positional') {
      if (table.noFiles) throw new UsageError(table.noFiles(a.text));
      files.push(a.text);
      continue;
    }
    const { name } = a;
    const spec = table.options.find((o) => o.names.includes(name));
    if (spec === undefined) throw new UsageError(table.unknown(name));
    if (spec.kind === 'help') return { files, help: true };
    const other = spec.notWith === undefined ? undefined : table.options.find((o) => o.names.includes(spec.notWith as string));
    if (other !== undefined && seen.has(other)) {
      const [first, second] = table.options.indexOf(other) < table.options.indexOf(spec) ? [other, spec] : [spec, other];
      throw new UsageError(`${longName(first)} and ${longName(second)} cannot be used together`);
    }
    seen.add(spec);
    if (spec.seen !== undefined) fields[spec.seen] = true;
    switch (spec.kind) {
      case 'flag':
        a.noValue();
        fields[spec.to] = true;
        break;
      case 'refused':
        a.noValue();
        throw new UsageError(spec.message);
      case 'integer': {
        const v = spec.optional ? a.optionalValue(OPTIONAL_NUMBER) : a.value();
        if (v !== undefined) fields[spec.to] = parseCount(name, v, spec.min, spec.max);
        break;
      }
      case 'jobs':
        fields[spec.to] = parseJobs(name, a.value());
        break;
      case 'choice': {
        const v = a.value();
        if (!spec.choices.includes(v)) throw new UsageError(`unknown ${spec.what} '${v}' (choose ${spec.choices.join(', ')})`);
        fields[spec.to] = v;
        break;
      }
      case 'range': {
        const v = a.value();
        const range = parseRange(name, v, spec.example);
        if (spec.whole && (!Number.isInteger(range.min) || !Number.isInteger(range.max))) throw new UsageError(`${name} needs whole numbers, got '${v}'`);
        fields[spec.to] = range;
        break;
      }
      case 'text': {
        const v = a.value();
        fields[spec.to] = spec.lower ? v.toLowerCase() : v;
        break;
      }
    }
  }
  return { files, help: false };
}

/** The option's `--name`, as messages say it. */
function longName<T>(spec: OptionSpec<T>): string {
  return spec.names.find((n) => n.startsWith('--')) ?? spec.names[0];
}

/**
 * The options part of a `--help`: a line per listed option, its names and placeholder padded to `width`, its help
 * after them, each further line of help under the first.
 */
export function optionsHelp<T>(table: CommandTable<T>, width: number): string {
  let s = '';
  for (const spec of table.options) {
    if (spec.help === undefined) continue;
    const label = `${spec.names.join(', ')}${spec.placeholder === undefined ? '' : ` ${spec.placeholder}`}`;
    spec.help.forEach((line, i) => {
      s += `  ${(i === 0 ? label : '').padEnd(width)}${line}\n`;
    });
  }
  return s;
}
