// Random test material: solved grids from a randomized fill, puzzles made by removing cells, and broken inputs.

import * as assert from 'node:assert/strict';
import { BOX_OF, COL_OF, PEERS, ROW_OF, findConflicts, parseGrid } from '../../src/core/grid';
import type { Grid } from '../../src/core/types';
import type { Rng } from './random';

/** The cells of an 81-cell line; fails the test, naming `where` (the line itself by default), when it is not one. */
export function grid(line: string, where = line): Grid {
  const g = parseGrid(line);
  assert.ok(g, `not an 81-cell line: ${where}`);
  return g;
}

/**
 * A random solved grid from a randomized most-constrained-cell fill (digits in random order),
 * independent of every engine under test.
 */
export function randomSolvedGrid(rng: Rng): Grid {
  const g = new Uint8Array(81);
  const used = new Uint16Array(27);
  const unitsOf = (c: number): [number, number, number] => [ROW_OF[c], 9 + COL_OF[c], 18 + BOX_OF[c]];
  const fill = (): boolean => {
    let best = -1;
    let bestFree = 0;
    let bestCount = 10;
    for (let c = 0; c < 81; c++) {
      if (g[c] !== 0) continue;
      const [r, k, b] = unitsOf(c);
      const free = ~(used[r] | used[k] | used[b]) & 0x3fe;
      let n = 0;
      for (let m = free; m !== 0; m &= m - 1) n++;
      if (n < bestCount) {
        best = c;
        bestFree = free;
        bestCount = n;
        if (n === 0) return false;
      }
    }
    if (best < 0) return true;
    const digits = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).filter((d) => bestFree & (1 << d));
    const [r, k, b] = unitsOf(best);
    for (const d of digits) {
      g[best] = d;
      used[r] |= 1 << d;
      used[k] |= 1 << d;
      used[b] |= 1 << d;
      if (fill()) return true;
      used[r] &= ~(1 << d);
      used[k] &= ~(1 << d);
      used[b] &= ~(1 << d);
      g[best] = 0;
    }
    return false;
  };
  if (!fill()) throw new Error('randomSolvedGrid: no grid found (cannot happen from an empty grid)');
  return g;
}

/** `solved` with `remove` cells (chosen at random) emptied; the puzzle may have several solutions. */
export function removeCells(solved: Grid, remove: number, rng: Rng): Grid {
  const g = Uint8Array.from(solved);
  const order = rng.shuffle(Array.from({ length: 81 }, (_, i) => i));
  for (let i = 0; i < remove && i < 81; i++) g[order[i]] = 0;
  return g;
}

/**
 * A puzzle with exactly one solution: empties cells of `solved` in random order, keeping each removal
 * only while `count(puzzle, 2)` stays 1, until `minGivens` is reached or no cell can go.
 */
export function makeUniquePuzzle(solved: Grid, rng: Rng, count: (g: Grid, limit: number) => number, minGivens = 17): Grid {
  const g = Uint8Array.from(solved);
  let givens = 81;
  for (const c of rng.shuffle(Array.from({ length: 81 }, (_, i) => i))) {
    if (givens <= minGivens) break;
    const d = g[c];
    g[c] = 0;
    if (count(g, 2) === 1) givens--;
    else g[c] = d;
  }
  return g;
}

/**
 * A puzzle with between `min` and `max` solutions (per `count`): empties cells of `solved` in random
 * order until the count first exceeds 1, and returns the grid if the count is in range.
 */
export function makeMultiPuzzle(solved: Grid, rng: Rng, count: (g: Grid, limit: number) => number, min: number, max: number): Grid | undefined {
  const g = Uint8Array.from(solved);
  for (const c of rng.shuffle(Array.from({ length: 81 }, (_, i) => i))) {
    g[c] = 0;
    const n = count(g, max + 1);
    if (n >= min && n <= max) return g;
    if (n > max) return undefined;
  }
  return undefined;
}

/** Copies `puzzle` and writes, in one random empty cell, a digit that repeats a peer's given. */
export function addConflict(puzzle: Grid, rng: Rng): Grid {
  const g = Uint8Array.from(puzzle);
  const candidates: Array<[number, number]> = [];
  for (let c = 0; c < 81; c++) {
    if (g[c] !== 0) continue;
    for (let i = 0; i < 20; i++) {
      const p = PEERS[c * 20 + i];
      if (g[p] !== 0) candidates.push([c, g[p]]);
    }
  }
  if (candidates.length === 0) throw new Error('addConflict: no empty cell next to a given');
  const [cell, digit] = candidates[rng.int(candidates.length)];
  g[cell] = digit;
  if (findConflicts(g).length === 0) throw new Error('addConflict: failed to make a conflict');
  return g;
}

/**
 * Copies a uniquely solvable `puzzle` (with its `solution`) and writes, in one random empty cell,
 * a digit that differs from the solution and repeats no peer: givens without conflict but no solution.
 */
export function addWrongGiven(puzzle: Grid, solution: Grid, rng: Rng): Grid | undefined {
  const options: Array<[number, number]> = [];
  for (let c = 0; c < 81; c++) {
    if (puzzle[c] !== 0) continue;
    let seen = 0;
    for (let i = 0; i < 20; i++) seen |= 1 << puzzle[PEERS[c * 20 + i]];
    for (let d = 1; d <= 9; d++) if (d !== solution[c] && !(seen & (1 << d))) options.push([c, d]);
  }
  if (options.length === 0) return undefined;
  const [cell, digit] = options[rng.int(options.length)];
  const g = Uint8Array.from(puzzle);
  g[cell] = digit;
  return g;
}
