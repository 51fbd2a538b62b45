// Copies of a puzzle that any exact solver must treat alike: digits relabelled, rows and columns permuted within
// their bands and stacks, bands and stacks swapped, and the grid transposed. Each keeps the number of solutions.

import type { Grid } from '../../src/core/types';
import type { Rng } from './random';

/** A permutation of 0..8 that keeps each group of three together (rows in bands, bands among themselves). */
function blockPermutation(rng: Rng): number[] {
  const blocks = rng.shuffle([0, 1, 2]);
  const out: number[] = [];
  for (const b of blocks) for (const i of rng.shuffle([0, 1, 2])) out.push(b * 3 + i);
  return out;
}

/** One random symmetry of the grid applied to `cells`: the result has exactly as many solutions. */
export function randomEquivalent(cells: Grid, rng: Rng): Grid {
  const digits = [0, ...rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9])];
  const rows = blockPermutation(rng);
  const cols = blockPermutation(rng);
  const transpose = rng.int(2) === 1;
  const out = new Uint8Array(81);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const src = transpose ? cols[c] * 9 + rows[r] : rows[r] * 9 + cols[c];
      out[r * 9 + c] = digits[cells[src]];
    }
  }
  return out;
}
