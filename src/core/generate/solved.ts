// Random solved grids from a seed: three independent boxes, completed by the engine, then a random relabelling
// and a random one of the grid's 3,359,232 layout-preserving transformations.

import { wasm } from '../wasm/engine';
import type { Random } from '../random';

const SCRATCH = new Uint8Array(81);

const PERM = new Int32Array(9);
const INNER = new Int32Array(3);
const DIGITS = new Int32Array(9);
const RELABEL = new Int32Array(10);
const ROWS = new Int32Array(9);
const COLS = new Int32Array(9);

/** 0..n-1 shuffled into `out` (the draws of shuffling a list of them), without a list. */
function permutation(random: Random, n: number, out: Int32Array): Int32Array {
  for (let i = 0; i < n; i++) out[i] = i;
  return random.shuffle(out, n);
}

/** Row or column order into `out`: the three bands (stacks) shuffled, and the three lines inside each shuffled. */
function lineOrder(random: Random, out: Int32Array): void {
  permutation(random, 3, PERM);
  const b0 = PERM[0];
  const b1 = PERM[1];
  const b2 = PERM[2];
  let k = 0;
  for (const band of [b0, b1, b2]) {
    permutation(random, 3, INNER);
    for (let i = 0; i < 3; i++) out[k++] = band * 3 + INNER[i];
  }
}

/** A uniformly transformed random solved grid (81 digits 1-9), determined by `random`'s state. */
export function randomSolvedGrid(random: Random): Uint8Array {
  // Boxes 1, 5 and 9 share no unit, so any three permutations there extend to a full grid.
  const start = new Uint8Array(81);
  for (let box = 0; box <= 8; box += 4) {
    const digits = permutation(random, 9, DIGITS);
    const r0 = ((box / 3) | 0) * 3;
    const c0 = (box % 3) * 3;
    for (let i = 0; i < 9; i++) start[(r0 + ((i / 3) | 0)) * 9 + c0 + (i % 3)] = digits[i] + 1;
  }
  const run = wasm(start, 1, Number.MAX_SAFE_INTEGER, undefined, SCRATCH);
  if (run.count !== 1) throw new Error('three independent boxes always extend to a solved grid');
  permutation(random, 9, DIGITS);
  for (let d = 0; d < 9; d++) RELABEL[d + 1] = DIGITS[d] + 1;
  lineOrder(random, ROWS);
  lineOrder(random, COLS);
  const transpose = random.int(2) === 1;
  const out = new Uint8Array(81);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const src = transpose ? COLS[c] * 9 + ROWS[r] : ROWS[r] * 9 + COLS[c];
      out[r * 9 + c] = RELABEL[SCRATCH[src]];
    }
  }
  return out;
}
