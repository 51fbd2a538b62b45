// Per-puzzle results cached by the 81 cells and the rules, so an unchanged puzzle is never checked or solved twice.
// No vscode.

import { DEFAULT_BUDGET, findConflicts, puzzleProblems, rulesKey, solvePuzzle } from '../core/index';
import type { RateResult } from '../core/index';
import type { Puzzle, Rules } from '../core/rules';
import type { RuleProblem } from '../core/variants/variant';
import type { Conflict, PuzzleSolveResult } from '../core/types';
import { rateBounded, type RateLimits } from '../text/explain';
import type { PuzzleFacts } from '../text/diagnose';
import type { ScannedPuzzle } from '../text/types';

/** A Map that forgets its oldest entries (by insertion) beyond `max`; reads do not reorder, so they stay cheap. */
export class BoundedMap<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
  }

  clear(): void {
    this.map.clear();
  }
}

const LATIN1 = new TextDecoder('latin1');

/** The cache key of a grid: its 81 cell values (0-9) as the characters U+0000-U+0009. */
export function gridKey(cells: Uint8Array): string {
  return LATIN1.decode(cells);
}

/**
 * The cache key of a puzzle: its cells and its rules (`rulesKey`, empty for classic, so classic keys are the
 * grid keys). Two killers with the same givens and different cages have different keys.
 */
export function puzzleKey(puzzle: { readonly cells: Uint8Array; readonly rules: Rules }): string {
  return gridKey(puzzle.cells) + rulesKey(puzzle.rules);
}

const NO_CONFLICTS: readonly Conflict[] = Object.freeze([]);
const NO_PROBLEMS: readonly RuleProblem[] = Object.freeze([]);

/** Formats whose text names a cage for every cell, so a cell in no cage is a problem (see ProblemOptions). */
const COVERING_FORMATS: ReadonlySet<string> = new Set(['killer-line', 'killer-grid', 'sumocue']);

/** The rule-level problems of a puzzle (none for classic), as the editor reports them. */
export function ruleProblemsOf(puzzle: ScannedPuzzle): readonly RuleProblem[] {
  if (puzzle.rules.variant === 'classic') return NO_PROBLEMS;
  const found = puzzleProblems(puzzle, { expectCoverage: COVERING_FORMATS.has(puzzle.format) });
  return found.length === 0 ? NO_PROBLEMS : found;
}

interface Entry {
  readonly result: PuzzleSolveResult;
  /** Budget the search had; a `stopped` result is redone with a larger one. */
  readonly budget: number;
}

/** What is known about one cells array: looked up once, then read without hashing 81-character keys. */
interface Slot {
  readonly key: string;
  /** The rules the slot was made for: a puzzle sharing its cells array under other rules gets a new slot. */
  readonly rules: Rules;
  readonly conflicts: readonly Conflict[];
  readonly ruleProblems: readonly RuleProblem[];
  entry: Entry | undefined;
  /** The cache generation at the last lookup of a missing entry. */
  generation: number;
}

/** Conflicts and search results of puzzles, keyed by their cells and rules. */
export class AnalysisCache {
  private readonly results: BoundedMap<string, Entry>;
  private readonly conflictsByKey: BoundedMap<string, readonly Conflict[]>;
  /** Keyed by the cells array, which a puzzle reused by an incremental rescan shares with its original. */
  private slots = new WeakMap<Uint8Array, Slot>();
  /** Bumped whenever a result is stored, so slots without one look again. */
  private generation = 0;
  /** Searches actually run (not answered from the cache). */
  searches = 0;

  /** Changes whenever a result is stored: what was derived from the cache before may be stale. */
  get version(): number {
    return this.generation;
  }

  constructor(maxEntries = 200_000) {
    this.results = new BoundedMap(maxEntries);
    this.conflictsByKey = new BoundedMap(maxEntries);
  }

  private slot(puzzle: ScannedPuzzle): Slot {
    let s = this.slots.get(puzzle.cells);
    if (s === undefined || s.rules !== puzzle.rules) {
      const cellsKey = gridKey(puzzle.cells);
      const key = cellsKey + rulesKey(puzzle.rules);
      let conflicts = this.conflictsByKey.get(cellsKey);
      if (conflicts === undefined) {
        const found = findConflicts(puzzle.cells);
        conflicts = found.length === 0 ? NO_CONFLICTS : found;
        this.conflictsByKey.set(cellsKey, conflicts);
      }
      s = { key, rules: puzzle.rules, conflicts, ruleProblems: ruleProblemsOf(puzzle), entry: this.results.get(key), generation: this.generation };
      this.slots.set(puzzle.cells, s);
    } else if (s.entry === undefined && s.generation !== this.generation) {
      s.entry = this.results.get(s.key);
      s.generation = this.generation;
    }
    return s;
  }

  /** Every pair of conflicting givens of the puzzle. */
  conflicts(puzzle: ScannedPuzzle): readonly Conflict[] {
    return this.slot(puzzle).conflicts;
  }

  /** The problems of the puzzle's rules (its cages), found without a search. */
  ruleProblems(puzzle: ScannedPuzzle): readonly RuleProblem[] {
    return this.slot(puzzle).ruleProblems;
  }

  /** The search result known for the puzzle, if any. */
  cached(puzzle: ScannedPuzzle): PuzzleSolveResult | undefined {
    return this.slot(puzzle).entry?.result;
  }

  /** True when a search with `budget` would be answered from the cache. */
  has(puzzle: ScannedPuzzle, budget = DEFAULT_BUDGET): boolean {
    const e = this.slot(puzzle).entry;
    return e !== undefined && (e.result.kind !== 'stopped' || e.budget >= budget);
  }

  /**
   * Solves with the uniqueness check, from the cache when possible. A search that ran out of a smaller
   * budget is redone; one cut short by a signal is not kept.
   */
  analyze(puzzle: ScannedPuzzle, budget = DEFAULT_BUDGET): PuzzleSolveResult {
    const s = this.slot(puzzle);
    const e = s.entry;
    if (e !== undefined && (e.result.kind !== 'stopped' || e.budget >= budget)) return e.result;
    this.searches++;
    const result = solvePuzzle(puzzle, { checkUnique: true, budget });
    if (!(result.kind === 'stopped' && result.reason === 'aborted')) {
      const entry = { result, budget };
      this.results.set(s.key, entry);
      s.entry = entry;
      this.generation++;
    }
    return result;
  }

  /** Conflicts and the cached result together, for diagnostics and lenses. */
  facts(puzzle: ScannedPuzzle): PuzzleFacts {
    const s = this.slot(puzzle);
    return s.ruleProblems.length === 0 ? { conflicts: s.conflicts, result: s.entry?.result } : { conflicts: s.conflicts, result: s.entry?.result, ruleProblems: s.ruleProblems };
  }

  private readonly ratings = new BoundedMap<string, { result: RateResult; timeMs: number }>(2000);
  /** Rating runs actually made (not answered from the cache). */
  ratingRuns = 0;

  /** A puzzle's key: its slot's when it has one (a scanned puzzle), else computed (cells given on their own). */
  private ratingKey(puzzle: Puzzle): string {
    const s = this.slots.get(puzzle.cells);
    return s !== undefined && s.rules === puzzle.rules ? s.key : puzzleKey(puzzle);
  }

  /** The rating known for the puzzle (its logical solution, steps kept), if any. */
  cachedRating(puzzle: Puzzle): RateResult | undefined {
    return this.ratings.get(this.ratingKey(puzzle))?.result;
  }

  /** True when `rate(puzzle, limits)` would be answered from the cache. */
  hasRating(puzzle: Puzzle, limits: RateLimits): boolean {
    const e = this.ratings.get(this.ratingKey(puzzle));
    return e !== undefined && (e.result.kind !== 'stopped' || e.timeMs >= limits.timeMs);
  }

  /**
   * Rates the puzzle (its logical solution, in SE's ladder order), from the cache when possible. A run that
   * stopped at a smaller time limit is redone with a larger one; one stopped by an outside signal is not kept.
   */
  rate(puzzle: Puzzle, limits: RateLimits): RateResult {
    const key = this.ratingKey(puzzle);
    const e = this.ratings.get(key);
    if (e !== undefined && (e.result.kind !== 'stopped' || e.timeMs >= limits.timeMs)) return e.result;
    this.ratingRuns++;
    const result = rateBounded(puzzle.cells, limits);
    if (!limits.signal?.aborted) {
      this.ratings.set(key, { result, timeMs: limits.timeMs });
      this.generation++;
    }
    return result;
  }

  clear(): void {
    this.ratings.clear();
    this.results.clear();
    this.conflictsByKey.clear();
    this.slots = new WeakMap();
    this.generation++;
  }
}
