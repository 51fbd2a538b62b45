// Seeded random numbers for tests, so that random tests can be replayed from a printed seed. The generator is the
// product's own (src/core/random.ts); this adds the seed it was started from and a float in [0, 1).

import { makeRandom } from '../../src/core/random';

/** A seeded source of random numbers. */
export interface Rng {
  readonly seed: number;
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Shuffles `items` in place (Fisher-Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
}

/** The product's mulberry32 generator started from `seed` (any 32-bit integer). */
export function makeRng(seed: number): Rng {
  const random = makeRandom(seed);
  return {
    seed: seed >>> 0,
    next: () => random.nextUint32() / 4294967296,
    int: (n) => random.int(n),
    shuffle: (items) => random.shuffle(items),
  };
}

/** The seed for a random test run: `SUDOKU_SEED` when set (to replay a failure), else a fresh one. */
export function testSeed(): number {
  const env = process.env.SUDOKU_SEED;
  if (env !== undefined && env !== '') return Number(env) >>> 0;
  return (Math.random() * 4294967296) >>> 0;
}
