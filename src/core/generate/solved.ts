// Random solved grids from a seed: three independent boxes, completed by the engine, then a random relabelling
// and a random one of the grid's 3,359,232 layout-preserving transformations.

import { wasm } from '../wasm/engine';
import type { Random } from '../random';

const SCRATCH = new Uint8Array(81);

function permutation(random: Random, n: number): number[] {
  return random.shuffle(Array.from({ length: n }, (_, i) => i));
}

/** Row or column order: the three bands (stacks) shuffled, and the three lines inside each shuffled. */
function lineOrder(random: Random): number[] {
  const out: number[] = [];
  for (const band of permutation(random, 3)) for (const line of permutation(random, 3)) out.push(band * 3 + line);
  return out;
}

/** A uniformly transformed random solved grid (81 digits 1-9), determined by `random`'s state. */
export function randomSolvedGrid(random: Random): Uint8Array {
  // Boxes 1, 5 and 9 share no unit, so any three permutations there extend to a full grid.
  const start = new Uint8Array(81);
  for (const box of [0, 4, 8]) {
    const digits = permutation(random, 9);
    const r0 = ((box / 3) | 0) * 3;
    const c0 = (box % 3) * 3;
    for (let i = 0; i < 9; i++) start[(r0 + ((i / 3) | 0)) * 9 + c0 + (i % 3)] = digits[i] + 1;
  }
  const run = wasm(start, 1, Number.MAX_SAFE_INTEGER, undefined, SCRATCH);
  if (run.count !== 1) throw new Error('three independent boxes always extend to a solved grid');
  const relabel = [0, ...permutation(random, 9).map((d) => d + 1)];
  const rows = lineOrder(random);
  const cols = lineOrder(random);
  const transpose = random.int(2) === 1;
  const out = new Uint8Array(81);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const src = transpose ? cols[c] * 9 + rows[r] : rows[r] * 9 + cols[c];
      out[r * 9 + c] = relabel[SCRATCH[src]];
    }
  }
  return out;
}
