// Per-puzzle results cached by the 81 cells, so an unchanged puzzle is never checked or solved twice. No vscode.

import { DEFAULT_BUDGET, findConflicts, solve } from '../core/index';
import type { RateResult } from '../core/index';
import type { Conflict, SolveResult } from '../core/types';
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

const NO_CONFLICTS: readonly Conflict[] = Object.freeze([]);

interface Entry {
  readonly result: SolveResult;
  /** Budget the search had; a `stopped` result is redone with a larger one. */
  readonly budget: number;
}

/** What is known about one cells array: looked up once, then read without hashing 81-character keys. */
interface Slot {
  readonly key: string;
  readonly conflicts: readonly Conflict[];
  entry: Entry | undefined;
  /** The cache generation at the last lookup of a missing entry. */
  generation: number;
}

/** Conflicts and search results of puzzles, keyed by their cells. */
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
    if (s === undefined) {
      const key = gridKey(puzzle.cells);
      let conflicts = this.conflictsByKey.get(key);
      if (conflicts === undefined) {
        const found = findConflicts(puzzle.cells);
        conflicts = found.length === 0 ? NO_CONFLICTS : found;
        this.conflictsByKey.set(key, conflicts);
      }
      s = { key, conflicts, entry: this.results.get(key), generation: this.generation };
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

  /** The search result known for the puzzle, if any. */
  cached(puzzle: ScannedPuzzle): SolveResult | undefined {
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
  analyze(puzzle: ScannedPuzzle, budget = DEFAULT_BUDGET): SolveResult {
    const s = this.slot(puzzle);
    const e = s.entry;
    if (e !== undefined && (e.result.kind !== 'stopped' || e.budget >= budget)) return e.result;
    this.searches++;
    const result = solve(puzzle.cells, { checkUnique: true, budget });
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
    return { conflicts: s.conflicts, result: s.entry?.result };
  }

  private readonly ratings = new BoundedMap<string, { result: RateResult; timeMs: number }>(2000);
  /** Rating runs actually made (not answered from the cache). */
  ratingRuns = 0;

  /** The rating known for the puzzle (its logical solution, steps kept), if any. */
  cachedRating(puzzle: ScannedPuzzle): RateResult | undefined {
    return this.ratings.get(this.slot(puzzle).key)?.result;
  }

  /** True when `rate(puzzle, limits)` would be answered from the cache. */
  hasRating(puzzle: ScannedPuzzle, limits: RateLimits): boolean {
    const e = this.ratings.get(this.slot(puzzle).key);
    return e !== undefined && (e.result.kind !== 'stopped' || e.timeMs >= limits.timeMs);
  }

  /**
   * Rates the puzzle (its logical solution, in SE's ladder order), from the cache when possible. A run that
   * stopped at a smaller time limit is redone with a larger one; one stopped by an outside signal is not kept.
   */
  rate(puzzle: ScannedPuzzle, limits: RateLimits): RateResult {
    const key = this.slot(puzzle).key;
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
