// One attempt at a classic puzzle: a random solved grid, then givens removed (an orbit of the symmetry at a time,
// in random order) for as long as the solution stays unique. The result is minimal or the attempt says why not.

import { fast } from '../fast';
import type { Random } from '../random';
import { randomSolvedGrid } from './solved';
import { orbits } from './symmetry';
import type { Symmetry } from './symmetry';

const WORK = new Uint8Array(81);
/** Searches for uniqueness are tiny (a few hundred placements); this only bounds a pathological case. */
const DIG_BUDGET = 1_000_000;

/** True when `cells` has exactly one solution, by the default engine. */
function unique(cells: Uint8Array): boolean {
  const run = fast(cells, 2, DIG_BUDGET, undefined, WORK);
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
 * Digs a puzzle out of a random solved grid. Removal is tried once per orbit: a given that had to stay can never
 * go later (fewer givens only allow more solutions), so without symmetry one pass leaves a minimal puzzle.
 */
export function digClassic(random: Random, symmetry: Symmetry): DugPuzzle {
  const solution = randomSolvedGrid(random);
  const puzzle = solution.slice();
  for (const orbit of random.shuffle(orbits(symmetry))) {
    for (const cell of orbit) puzzle[cell] = 0;
    if (!unique(puzzle)) for (const cell of orbit) puzzle[cell] = solution[cell];
  }
  const minimal = symmetry === 'none' || isMinimal(puzzle);
  return { puzzle, solution, minimal };
}
