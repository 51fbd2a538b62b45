// One attempt at a classic puzzle: a random solved grid, then givens removed (an orbit of the symmetry at a time,
// in random order) for as long as the solution stays unique. The result is minimal or the attempt says why not.
// A removal that leaves one of the grid's unavoidable sets (sets.ts: digit pairs, line pairs) with no given is
// refused without a search: it would leave several solutions. That is about half the failing searches of a dig.
//
// The dig runs whole in WebAssembly (classic_attempt in wasm/engine.c) where it can, and in the JavaScript below
// where it cannot: the same grid, order and decisions, so the same puzzle. The C twin asks its last questions, one
// given at a time, more cheaply: the puzzle less one given has a second solution exactly when it has a solution
// with another digit in that cell (one with the same digit would be a second solution of the puzzle itself), so it
// searches for one with the digit struck, and no longer walks to the known solution before looking on.

import { wasm, wasmClassicAttempt } from '../wasm/engine';
import { makeRandom } from '../random';
import { countOut, findUnavoidableSets, takeOut } from './sets';
import { randomSolvedGrid } from './solved';
import { flatOrbits, orbitList } from './symmetry';
import type { Symmetry } from './symmetry';

const WORK = new Uint8Array(81);
/** Searches for uniqueness are tiny (a few hundred placements); this only bounds a pathological case. */
const DIG_BUDGET = 1_000_000;

/** True when `cells` has exactly one solution, by the default engine (WebAssembly; `fast` where it is missing). */
function unique(cells: Uint8Array): boolean {
  const run = wasm(cells, 2, DIG_BUDGET, undefined, WORK);
  return run.stopped === undefined && run.count === 1;
}

/** True when removing any one given of a uniquely solvable `cells` leaves several solutions. */
export function isMinimal(cells: Uint8Array, isUnique: (cells: Uint8Array) => boolean = unique): boolean {
  const probe = cells.slice();
  for (let i = 0; i < 81; i++) {
    const d = probe[i];
    if (d === 0) continue;
    probe[i] = 0;
    const stillUnique = isUnique(probe);
    probe[i] = d;
    if (stillUnique) return false;
  }
  return true;
}

export interface DugPuzzle {
  readonly puzzle: Uint8Array;
  readonly solution: Uint8Array;
  /** False only with a symmetry: no orbit can go, yet some single given could. */
  readonly minimal: boolean;
}

/**
 * The orbits of the shuffled list, taken in blocks of these sizes (the last size repeats). Removing a block at
 * once and keeping it out when the solution stays unique decides exactly what removing its orbits one by one would (each
 * puzzle in between has more givens, and uniqueness is only lost by removing givens); a block that fails is split in
 * halves. Early blocks are large because the first removals almost always succeed: about 48 checks a dig
 * instead of 81.
 */
const BLOCKS = [30, 10, 5, 3, 2, 1];

/**
 * Removes the orbits `list[from..to)` that `keeps` allows, deciding as one by one in list order. The counts of the
 * solution's unavoidable sets (sets.ts, `findUnavoidableSets` first) follow the puzzle, and a removal that leaves a
 * set with no given is refused without asking `keeps`: such a puzzle has several solutions.
 */
function removeBlock(puzzle: Uint8Array, solution: Uint8Array, list: readonly (readonly number[])[], from: number, to: number, keeps: (cells: Uint8Array) => boolean): void {
  if (from >= to) return;
  let emptied = false;
  for (let k = from; k < to; k++) {
    for (const cell of list[k]) {
      puzzle[cell] = 0;
      if (takeOut(cell)) emptied = true;
    }
  }
  if (!emptied && keeps(puzzle)) return;
  for (let k = from; k < to; k++) {
    for (const cell of list[k]) {
      puzzle[cell] = solution[cell];
      countOut(cell, 1);
    }
  }
  if (to - from === 1) return;
  const half = (from + to) >> 1;
  removeBlock(puzzle, solution, list, from, half, keeps);
  removeBlock(puzzle, solution, list, half, to, keeps);
}

function removeAll(puzzle: Uint8Array, solution: Uint8Array, list: readonly (readonly number[])[], keeps: (cells: Uint8Array) => boolean): void {
  let at = 0;
  for (let b = 0; at < list.length; b++) {
    const size = BLOCKS[Math.min(b, BLOCKS.length - 1)];
    removeBlock(puzzle, solution, list, at, Math.min(list.length, at + size), keeps);
    at += size;
  }
}

/**
 * Digs a puzzle out of the random solved grid of `seed` (the random stream of makeRandom(seed): the grid, then the
 * order of the orbits). Removal is tried once per orbit: a given that had to stay can never go later (fewer givens
 * only allow more solutions), so without symmetry one pass leaves a minimal puzzle. The dig runs in WebAssembly
 * (classic_attempt in wasm/engine.c: the same draws and decisions) and, where that is missing or `where` is 'js', in
 * the JavaScript here: the same puzzle either way.
 */
export function digClassic(seed: number, symmetry: Symmetry, where: 'wasm' | 'js' = 'wasm'): DugPuzzle {
  const puzzle = new Uint8Array(81);
  const solution = new Uint8Array(81);
  const flat = flatOrbits(symmetry);
  if (where !== 'wasm' || !wasmClassicAttempt(seed, flat, flat.length / 2, DIG_BUDGET, puzzle, solution)) {
    const random = makeRandom(seed);
    solution.set(randomSolvedGrid(random));
    puzzle.set(solution);
    const list = random.shuffle(orbitList(symmetry).slice());
    findUnavoidableSets(solution);
    removeAll(puzzle, solution, list, unique);
  }
  const minimal = symmetry === 'none' || isMinimal(puzzle);
  return { puzzle, solution, minimal };
}
