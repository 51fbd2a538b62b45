// The default engine: per digit, each band of 3 rows is a 27-bit mask; table-driven box-line eliminations,
// singles to a fixed point, then a guess on a two-candidate cell. Preallocated typed arrays, no allocation per search step.

import type { Engine, EngineRun } from './engine';
import type { Grid } from './types';

// Layout. Band b holds rows 3b..3b+2; cell g of the grid is bit (g - 27b) of its band, so a band bit is
// row-in-band * 9 + column. F[d * 3 + b] is the 27-bit mask of band b cells where digit d+1 can still go.

const BAND = 0x7ffffff;

/** 9-bit row slice -> 3 bits: which of the band's boxes the row still reaches. */
const SHRINK = new Int32Array(512);
/** 9-bit row slice -> the slice if it has exactly one bit, else 0. */
const ONE = new Int32Array(512);
/**
 * 9 bits (3 per row: the boxes each row reaches) -> 27-bit mask of the row/box intersections that belong to
 * some assignment of the band's 3 rows to its 3 boxes; 0 when there is none. This is every box-line
 * elimination inside a band in one lookup.
 */
const COMPLEX = new Int32Array(512);
/**
 * 9-bit union of a band's columns -> 27-bit mask for the other two bands of that digit: a box whose
 * candidates sit in one column owns that column.
 */
const KEEP = new Int32Array(512);
/** Band bit -> mask that clears the other cells of its row and box in the band. */
const KEEP_CELL = new Int32Array(27);

for (let s = 0; s < 512; s++) {
  SHRINK[s] = (s & 7 ? 1 : 0) | (s & 0x38 ? 2 : 0) | (s & 0x1c0 ? 4 : 0);
  if (s !== 0 && (s & (s - 1)) === 0) ONE[s] = s;
  let m = 0;
  const perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  for (const p of perms) {
    let ok = true;
    for (let r = 0; r < 3; r++) if (!((s >> (r * 3 + p[r])) & 1)) ok = false;
    if (ok) for (let r = 0; r < 3; r++) m |= 7 << (r * 9 + p[r] * 3);
  }
  COMPLEX[s] = m;
  let keep = BAND;
  for (let k = 0; k < 3; k++) {
    const slice = (s >> (3 * k)) & 7;
    if (slice !== 0 && (slice & (slice - 1)) === 0) {
      const c = 3 * k + (31 - Math.clz32(slice));
      keep &= ~((1 << c) | (1 << (c + 9)) | (1 << (c + 18)));
    }
  }
  KEEP[s] = keep;
}
for (let i = 0; i < 27; i++) {
  const r = (i / 9) | 0;
  const k = ((i % 9) / 3) | 0;
  let peers = 0x1ff << (r * 9);
  for (let rr = 0; rr < 3; rr++) peers |= 7 << (rr * 9 + k * 3);
  KEEP_CELL[i] = BAND & ~(peers & ~(1 << i));
}

const DEPTH = 82;
const FRAME = 32;
/** Current state: F at 0..26, unsolved cells per band at 27..29. */
const F = new Int32Array(FRAME);
/** F as last examined by the band pass; equal entries need no new look. */
const C = new Int32Array(27);
/** Saved states, one frame per open guess. */
const STACK = new Int32Array(FRAME * DEPTH);
const GUESS_BAND = new Int32Array(DEPTH);
const GUESS_BIT = new Int32Array(DEPTH);
const GUESS_REM = new Int32Array(DEPTH);
const U0 = 27;
const SIGNAL_EVERY = 1023;

function pop27(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

function unsolvedCount(): number {
  return pop27(F[27]) + pop27(F[28]) + pop27(F[29]);
}

/** Eliminations and singles to a fixed point; false on a contradiction. */
function propagate(): boolean {
  for (;;) {
    let again = true;
    while (again) {
      again = false;
      for (let i = 0; i < 27; i++) {
        let f = F[i];
        if (f === C[i]) continue;
        again = true;
        f &= COMPLEX[SHRINK[f & 511] | (SHRINK[(f >>> 9) & 511] << 3) | (SHRINK[f >>> 18] << 6)];
        if (f === 0) return false;
        F[i] = f;
        C[i] = f;
        const b = i % 3;
        const base = i - b;
        const keep = KEEP[(f | (f >>> 9) | (f >>> 18)) & 511];
        if (b === 0) {
          F[base + 1] &= keep;
          F[base + 2] &= keep;
        } else if (b === 1) {
          F[base] &= keep;
          F[base + 2] &= keep;
        } else {
          F[base] &= keep;
          F[base + 1] &= keep;
        }
        const s = (ONE[f & 511] | (ONE[(f >>> 9) & 511] << 9) | (ONE[f >>> 18] << 18)) & F[U0 + b];
        if (s !== 0) {
          F[U0 + b] &= ~s;
          const ns = ~s;
          for (let j = b; j < 27; j += 3) if (j !== i) F[j] &= ns;
        }
      }
    }
    let found = false;
    for (let b = 0; b < 3; b++) {
      const u = F[U0 + b];
      if (u === 0) continue;
      let one = 0;
      let two = 0;
      for (let j = b; j < 27; j += 3) {
        const x = F[j];
        two |= one & x;
        one |= x;
      }
      if ((u & ~one) !== 0) return false;
      let nk = u & one & ~two;
      if (nk === 0) continue;
      found = true;
      F[U0 + b] = u & ~nk;
      while (nk !== 0) {
        const bit = nk & -nk;
        nk ^= bit;
        let j = b;
        while (j < 27 && (F[j] & bit) === 0) j += 3;
        if (j >= 27) return false;
        F[j] &= KEEP_CELL[31 - Math.clz32(bit)];
      }
    }
    if (!found) return true;
  }
}

/** Sets cell `bit` of band `b` to digit index `d` (0..8). */
function assign(b: number, bit: number, d: number): void {
  const nb = ~bit;
  for (let j = b; j < 27; j += 3) F[j] &= nb;
  F[d * 3 + b] = (F[d * 3 + b] | bit) & KEEP_CELL[31 - Math.clz32(bit)];
  F[U0 + b] &= nb;
}

/** Picks the cell to guess on: a two-candidate cell when there is one, else one with the fewest. Sets the guess slot. */
function chooseGuess(slot: number): void {
  for (let b = 0; b < 3; b++) {
    const u = F[U0 + b];
    if (u === 0) continue;
    let one = 0;
    let two = 0;
    let three = 0;
    for (let j = b; j < 27; j += 3) {
      const x = F[j];
      three |= two & x;
      two |= one & x;
      one |= x;
    }
    const bi = u & two & ~three;
    if (bi !== 0) {
      const bit = bi & -bi;
      GUESS_BAND[slot] = b;
      GUESS_BIT[slot] = bit;
      let rem = 0;
      for (let d = 0; d < 9; d++) if (F[d * 3 + b] & bit) rem |= 1 << d;
      GUESS_REM[slot] = rem;
      return;
    }
  }
  let best = 10;
  for (let b = 0; b < 3; b++) {
    let u = F[U0 + b];
    while (u !== 0) {
      const bit = u & -u;
      u ^= bit;
      let rem = 0;
      let n = 0;
      for (let d = 0; d < 9; d++) {
        if (F[d * 3 + b] & bit) {
          rem |= 1 << d;
          n++;
        }
      }
      if (n < best) {
        best = n;
        GUESS_BAND[slot] = b;
        GUESS_BIT[slot] = bit;
        GUESS_REM[slot] = rem;
      }
    }
  }
}

function writeSolution(out: Uint8Array): void {
  for (let i = 0; i < 27; i++) {
    let x = F[i];
    const base = (i % 3) * 27;
    const digit = ((i / 3) | 0) + 1;
    while (x !== 0) {
      const bit = x & -x;
      x ^= bit;
      out[base + 31 - Math.clz32(bit)] = digit;
    }
  }
}

/** The default engine: exact, bounded by `budget` placements and `signal`. */
export const fast: Engine = (cells: Grid, limit: number, budget: number, signal: AbortSignal | undefined, solution: Uint8Array): EngineRun => {
  if (signal?.aborted) return { count: 0, placements: 0, guesses: 0, stopped: 'aborted' };
  for (let i = 0; i < 27; i++) {
    F[i] = BAND;
    C[i] = BAND;
  }
  F[27] = BAND;
  F[28] = BAND;
  F[29] = BAND;
  let count = 0;
  let placements = 0;
  let guesses = 0;
  let stopped: 'budget' | 'aborted' | undefined;
  let ok = true;
  for (let g = 0; g < 81; g++) {
    const v = cells[g];
    if (v === 0) continue;
    const b = (g / 27) | 0;
    const bit = 1 << (g - 27 * b);
    if ((F[(v - 1) * 3 + b] & bit) === 0) {
      ok = false;
      break;
    }
    assign(b, bit, v - 1);
  }
  if (ok && limit > 0) {
    let before = unsolvedCount();
    ok = propagate();
    let after = unsolvedCount();
    placements += before - after;
    let sp = 0;
    let descend = ok;
    for (;;) {
      if (placements > budget) {
        stopped = 'budget';
        break;
      }
      if (descend) {
        if (after === 0) {
          if (count === 0) writeSolution(solution);
          if (++count >= limit) break;
        } else {
          const frame = sp * FRAME;
          for (let i = 0; i < 30; i++) STACK[frame + i] = F[i];
          chooseGuess(sp);
          sp++;
        }
      }
      if (sp === 0) break;
      const top = sp - 1;
      const rem = GUESS_REM[top];
      const d = 31 - Math.clz32(rem & -rem);
      const left = rem & (rem - 1);
      GUESS_REM[top] = left;
      const frame = top * FRAME;
      for (let i = 0; i < 27; i++) {
        const x = STACK[frame + i];
        F[i] = x;
        C[i] = x;
      }
      F[27] = STACK[frame + 27];
      F[28] = STACK[frame + 28];
      F[29] = STACK[frame + 29];
      if (left === 0) sp--;
      guesses++;
      if ((guesses & SIGNAL_EVERY) === 0 && signal?.aborted) {
        stopped = 'aborted';
        break;
      }
      before = unsolvedCount();
      assign(GUESS_BAND[top], GUESS_BIT[top], d);
      descend = propagate();
      after = unsolvedCount();
      placements += before - after;
    }
  }
  return { count, placements, guesses, stopped };
};
