// Seeded random numbers for anything that must be reproducible from a seed: the same seed gives the same
// sequence on every machine and thread, because only 32-bit integer arithmetic is used.

/** A seeded source of random numbers. */
export interface Random {
  /** Uniform integer in [0, 2^32). */
  nextUint32(): number;
  /** Uniform integer in [0, n), n >= 1. */
  int(n: number): number;
  /** Shuffles the first `n` of `items` (all of them by default) in place (Fisher-Yates) and returns `items`. */
  shuffle<L extends MutableList>(items: L, n?: number): L;
}

/** What `shuffle` takes: a list or a typed array. */
export interface MutableList {
  readonly length: number;
  [index: number]: unknown;
}

/** Mixes 32-bit words into one well-spread 32-bit seed (a murmur-style finaliser over each word). */
export function mixSeed(...words: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const w of words) {
    let k = Math.imul(w >>> 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A mulberry32 generator started from `seed` (any 32-bit integer). */
export function makeRandom(seed: number): Random {
  let s = seed >>> 0;
  const nextUint32 = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  // Rejection sampling keeps every value in [0, n) equally likely.
  const int = (n: number): number => {
    if (n <= 1) return 0;
    const limit = 4294967296 - (4294967296 % n);
    for (;;) {
      const x = nextUint32();
      if (x < limit) return x % n;
    }
  };
  return {
    nextUint32,
    int,
    shuffle<L extends MutableList>(items: L, n: number = items.length): L {
      for (let i = n - 1; i > 0; i--) {
        const j = int(i + 1);
        const t = items[i];
        items[i] = items[j];
        items[j] = t;
      }
      return items;
    },
  };
}
