// A small seeded PRNG (mulberry32) so that random tests can be replayed from a printed seed.

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

/** A mulberry32 generator started from `seed` (any 32-bit integer). */
export function makeRng(seed: number): Rng {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    seed: seed >>> 0,
    next,
    int,
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const t = items[i];
        items[i] = items[j];
        items[j] = t;
      }
      return items;
    },
  };
}

/** The seed for a random test run: `SUDOKU_SEED` when set (to replay a failure), else a fresh one. */
export function testSeed(): number {
  const env = process.env.SUDOKU_SEED;
  if (env !== undefined && env !== '') return Number(env) >>> 0;
  return (Math.random() * 4294967296) >>> 0;
}
