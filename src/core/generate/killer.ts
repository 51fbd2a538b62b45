// One attempt at a killer puzzle: cages only, no givens. It starts from a random solved grid cut into 81 cages of
// one cell (trivially unique) and merges neighbouring cages in random order for as long as the solution stays unique.

import type { Cage, Puzzle } from '../rules';
import type { Random } from '../random';
import { countPuzzle } from '../variants/index';
import { randomSolvedGrid } from './solved';
import { wasm } from '../wasm/engine';
import { killerSearchWasm } from '../wasm/killer';
import { compileCages } from '../killer/layout';

const EMPTY = new Uint8Array(81);

/** Searches during merging are bounded; a merge whose check runs out is treated as not unique. */
const MERGE_BUDGET = 2_000_000;

export interface KillerCageSet {
  /** Cage index of every cell. */
  readonly cageOf: Int32Array;
  readonly cages: readonly Cage[];
}

/** The cages in reading order of their first cell, from a cage index per cell. */
export function cagesFrom(cageOf: ArrayLike<number>, solution: ArrayLike<number>): Cage[] {
  const byId = new Map<number, number[]>();
  for (let cell = 0; cell < 81; cell++) {
    const id = cageOf[cell];
    let list = byId.get(id);
    if (!list) byId.set(id, (list = []));
    list.push(cell);
  }
  return [...byId.values()]
    .sort((a, b) => a[0] - b[0])
    .map((cells) => ({ cells, sum: cells.reduce((s, c) => s + solution[c], 0) }));
}

/** A killer puzzle with these cages and no givens. */
export function killerPuzzle(cages: readonly Cage[]): Puzzle {
  return { cells: EMPTY, rules: { variant: 'killer', cages } };
}

/** True when the killer with these cages has exactly one solution (by the default killer engine unless `engine` says). */
export function killerUnique(cages: readonly Cage[], engine?: 'fast' | 'dlx'): boolean {
  const r = countPuzzle(killerPuzzle(cages), 2, { budget: MERGE_BUDGET, engine });
  return r.kind === 'counted' && r.count === 1;
}

/**
 * Whether a merge keeps the solution unique: the killer search on a layout without the innie-outie differences and
 * with the rule of 45 of single units, pairs of units and all units but one only, quicker to compile for these many,
 * mostly easy checks (the same answers, perhaps after more guesses; the puzzle's level is measured on the full
 * layout). Over 60 digs (2026-12-02) the compiles took 7.6 ms of a dig against 16.5 with every union, and the searches
 * 9.1 ms against 6.2 (those that find a second solution need more guesses): 1.3-1.9 times as fast a dig in all, and
 * the same digs (300 compared).
 */
function mergedUnique(cages: readonly Cage[], solution: Uint8Array, witnesses: Uint8Array[]): boolean {
  const run = killerSearchWasm(compileCages(cages, { differences: false, regions: 'small' }), EMPTY, 2, MERGE_BUDGET, undefined, SCRATCH);
  if (run.stopped === undefined && run.count === 1) return true;
  // The first solution found, when it is not the grid's, is kept: it may refute later merges too (`fits`).
  if (run.count >= 2 && !sameGrid(SCRATCH, solution)) witnesses.push(SCRATCH.slice());
  return false;
}

function sameGrid(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < 81; i++) if (a[i] !== b[i]) return false;
  return true;
}

const FIT_SUM = new Int32Array(81);
const FIT_MASK = new Int32Array(81);

/**
 * True when the grid `w` (a solution of an earlier trial, not the grid's own) is a solution of the killer whose cage
 * of each cell is `cageOf[cell]` (a cell id) with the sums the grid `solution` gives: every cage holds different
 * digits in `w` and adds up to the same. Then that killer has two solutions, without a search.
 */
function fits(w: Uint8Array, cageOf: Int32Array, solution: Uint8Array): boolean {
  FIT_SUM.fill(0);
  FIT_MASK.fill(0);
  for (let cell = 0; cell < 81; cell++) {
    const k = cageOf[cell];
    const bit = 1 << w[cell];
    if (FIT_MASK[k] & bit) return false;
    FIT_MASK[k] |= bit;
    FIT_SUM[k] += w[cell] - solution[cell];
  }
  for (let k = 0; k < 81; k++) if (FIT_SUM[k] !== 0) return false;
  return true;
}

const GIVENS = new Uint8Array(81);
const SCRATCH = new Uint8Array(81);

/**
 * True when the one-cell cages alone, as givens of a classic puzzle, have one solution: then so does the killer
 * (its solutions are among that puzzle's), and the killer search need not run. Early in the merging most cages
 * are one cell, so most merges are decided here in microseconds.
 */
function uniqueByOneCellCages(cageOf: Int32Array, sizes: Int32Array, solution: Uint8Array): boolean {
  let givens = 0;
  for (let cell = 0; cell < 81; cell++) {
    const one = sizes[cageOf[cell]] === 1;
    GIVENS[cell] = one ? solution[cell] : 0;
    if (one) givens++;
  }
  // No classic puzzle with fewer than 17 givens has one solution.
  if (givens < 17) return false;
  const run = wasm(GIVENS, 2, 1_000_000, undefined, SCRATCH);
  return run.stopped === undefined && run.count === 1;
}

/** The most cells a generated cage has unless asked otherwise: the size of the biggest cages in published killers. */
export const DEFAULT_MAX_CAGE = 6;

function popcount(m: number): number {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
}

/**
 * The pairs of neighbouring cages (sharing an edge) that could merge: their cells hold different digits and they
 * have at most `maxCage` cells together.
 */
export function mergeablePairs(cageOf: ArrayLike<number>, solution: ArrayLike<number>, maxCage = 9): [number, number][] {
  const digits = new Map<number, number>();
  for (let cell = 0; cell < 81; cell++) digits.set(cageOf[cell], (digits.get(cageOf[cell]) ?? 0) | (1 << solution[cell]));
  const seen = new Set<number>();
  const out: [number, number][] = [];
  for (let cell = 0; cell < 81; cell++) {
    const right = cell % 9 < 8 ? cell + 1 : -1;
    const down = cell < 72 ? cell + 9 : -1;
    for (const other of [right, down]) {
      if (other < 0) continue;
      const a = Math.min(cageOf[cell], cageOf[other]);
      const b = Math.max(cageOf[cell], cageOf[other]);
      if (a === b || seen.has(a * 1024 + b)) continue;
      seen.add(a * 1024 + b);
      const da = digits.get(a)!;
      const db = digits.get(b)!;
      if ((da & db) === 0 && popcount(da | db) <= maxCage) out.push([a, b]);
    }
  }
  return out;
}

export interface DugKiller {
  readonly cages: readonly Cage[];
  readonly solution: Uint8Array;
}

/**
 * Merges cages until no two neighbouring cages with different digits can merge and keep the solution unique.
 * A merge that failed is not retried while the two cages stay as they are, but failing once does not prove it fails
 * for good (a later merge elsewhere adds a cage's all-different constraint, which can rule out the other solutions),
 * so when nothing is left to try, every mergeable pair is tried once more, and the loop ends only after a full pass
 * in which none merges: the result is minimal in cages by construction. A failed merge's search leaves a second
 * solution (when the first it found is not the grid's); a later merge that it still fits (every cage's digits
 * differ and keep their sum) fails without a search: on 100 digs, 3.1 of the 10 failing checks, the same digs.
 */
export function digKiller(random: Random, maxCage = DEFAULT_MAX_CAGE): DugKiller {
  const solution = randomSolvedGrid(random);
  const cageOf = new Int32Array(81);
  for (let cell = 0; cell < 81; cell++) cageOf[cell] = cell;
  // A cage's id is one of its cells and its cells only grow, so an id and a size name one cage.
  const sizes = new Int32Array(81).fill(1);
  const key = (a: number, b: number): string => `${a}:${sizes[a]}/${b}:${sizes[b]}`;
  let failed = new Set<string>();
  const trialSizes = new Int32Array(81);
  // Second solutions the searches of failed merges found: a merge that one of them still fits fails unsearched.
  const witnesses: Uint8Array[] = [];
  const tryMerge = (a: number, b: number): boolean => {
    const trial = cageOf.slice();
    for (let cell = 0; cell < 81; cell++) if (trial[cell] === b) trial[cell] = a;
    trialSizes.set(sizes);
    trialSizes[a] += trialSizes[b];
    trialSizes[b] = 0;
    if (!uniqueByOneCellCages(trial, trialSizes, solution)) {
      for (const w of witnesses) if (fits(w, trial, solution)) return false;
      if (!mergedUnique(cagesFrom(trial, solution), solution, witnesses)) return false;
    }
    cageOf.set(trial);
    sizes.set(trialSizes);
    return true;
  };
  for (;;) {
    const pairs = mergeablePairs(cageOf, solution, maxCage).filter(([a, b]) => !failed.has(key(a, b)));
    if (pairs.length > 0) {
      const [a, b] = pairs[random.int(pairs.length)];
      if (!tryMerge(a, b)) failed.add(key(a, b));
      continue;
    }
    // The final pass: every mergeable pair once more.
    let merged = false;
    for (const [a, b] of random.shuffle(mergeablePairs(cageOf, solution, maxCage))) {
      if (tryMerge(a, b)) {
        merged = true;
        break;
      }
    }
    if (!merged) break;
    failed = new Set<string>();
  }
  return { cages: cagesFrom(cageOf, solution), solution };
}

/**
 * True when merging any two neighbouring cages whose digits differ (and that have at most `maxCage` cells together)
 * leaves the killer without a unique solution.
 */
export function isKillerMinimal(cages: readonly Cage[], solution: ArrayLike<number>, maxCage = 9, unique: (cages: readonly Cage[]) => boolean = killerUnique): boolean {
  const cageOf = new Int32Array(81);
  cages.forEach((cage, k) => {
    for (const cell of cage.cells) cageOf[cell] = k;
  });
  for (const [a, b] of mergeablePairs(cageOf, solution, maxCage)) {
    const merged = cageOf.slice();
    for (let cell = 0; cell < 81; cell++) if (merged[cell] === b) merged[cell] = a;
    if (unique(cagesFrom(merged, solution))) return false;
  }
  return true;
}
