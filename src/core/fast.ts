// The JS engine: per-digit band bitmasks, table-driven eliminations and singles, guesses on two-way choices.

import type { Engine, EngineRun } from './engine';
import { BOX_OF, COL_OF, ROW_OF } from './grid';
import type { Grid, StopReason } from './types';

// Method: hidden and naked singles and box-line eliminations to a fixed point, then a guess on a two-candidate
// cell, or when there is none on a digit with two places in a unit, with every state in preallocated typed
// arrays (no allocation while searching).
// Layout (after Zhouyundong's band solver). Band b holds rows 3b..3b+2; grid cell g is bit g - 27b of its
// band, so a band bit is row-in-band * 9 + column. F[d * 3 + b] is the 27-bit mask of band b cells where
// digit d + 1 can still go; F[27 + b] marks the unsolved cells of band b. A 27-bit mask fits a small integer,
// so every operation below stays on V8's int32 fast path.

const BAND = 0x7ffffff;
const U0 = 27;
const FRAME = 32;
/** A guess fixes at least one cell, so at most 81 are open at once. */
const DEPTH = 82;
/** The abort signal is read once per this many guesses (plus one), to keep the check cheap. */
const SIGNAL_EVERY = 1023;

/** 9-bit row slice -> 3 bits: which of the band's boxes the row still reaches. */
const SHRINK = new Int32Array(512);
/** 9-bit row slice -> the slice if it has exactly one bit, else 0. */
const ONE = new Int32Array(512);
/**
 * 9 bits (3 per row: the boxes each row reaches) -> 27-bit mask of the row/box intersections that belong to
 * some assignment of the band's 3 rows to its 3 boxes; 0 when there is none. This is every box-line
 * elimination inside a band (pointing and claiming), and a hidden single in a box, in one lookup.
 */
const COMPLEX = new Int32Array(512);
/** 9-bit union of a band's columns -> mask for the same digit's other bands: a box whose candidates sit in one column owns it. */
const KEEP = new Int32Array(512);
/** Band bit -> mask that clears the other cells of its row and box in the band. */
const KEEP_CELL = new Int32Array(27);
/** Band bit -> the other cells of its row and box in the band. */
const ROW_BOX = new Int32Array(27);
/** Band bit -> the 3 cells of its column in any band. */
const COLUMN = new Int32Array(27);
/** 3 bits (rows or boxes of a band) or 9 bits (columns) -> the band cells they cover. */
const ROWS27 = new Int32Array(8);
const BOXES27 = new Int32Array(8);
const COLS27 = new Int32Array(512);
/** Grid cell -> its band, and its bit in that band. */
const BAND_OF = new Int32Array(81);
const BIT_OF = new Int32Array(81);

const PERMUTATIONS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

let filled = false;

/** Fills the tables above, on the first search (not when the module loads: the extension loads it with the engine). */
function fillTables(): void {
  filled = true;
  for (let s = 0; s < 512; s++) {
    SHRINK[s] = (s & 7 ? 1 : 0) | (s & 0x38 ? 2 : 0) | (s & 0x1c0 ? 4 : 0);
    if (s !== 0 && (s & (s - 1)) === 0) ONE[s] = s;
    let m = 0;
    for (const p of PERMUTATIONS) {
      if ((s >> p[0]) & (s >> (3 + p[1])) & (s >> (6 + p[2])) & 1) {
        for (let r = 0; r < 3; r++) m |= 7 << (r * 9 + p[r] * 3);
      }
    }
    COMPLEX[s] = m;
    let keep = BAND;
    for (let k = 0; k < 3; k++) {
      const slice = (s >> (3 * k)) & 7;
      if (slice !== 0 && (slice & (slice - 1)) === 0) keep &= ~columnCells(3 * k + (31 - Math.clz32(slice)));
    }
    KEEP[s] = keep;
    COLS27[s] = s | (s << 9) | (s << 18);
  }
  for (let i = 0; i < 27; i++) {
    const r = (i / 9) | 0;
    const k = ((i % 9) / 3) | 0;
    let peers = 0x1ff << (r * 9);
    for (let rr = 0; rr < 3; rr++) peers |= 7 << (rr * 9 + k * 3);
    ROW_BOX[i] = peers & ~(1 << i);
    KEEP_CELL[i] = BAND & ~ROW_BOX[i];
    COLUMN[i] = columnCells(i % 9);
  }
  for (let g = 0; g < 81; g++) {
    BAND_OF[g] = (g / 27) | 0;
    BIT_OF[g] = 1 << (g % 27);
  }
  for (let m = 0; m < 8; m++) {
    for (let k = 0; k < 3; k++) {
      if (m & (1 << k)) {
        ROWS27[m] |= 0x1ff << (9 * k);
        BOXES27[m] |= columnCells(3 * k) | columnCells(3 * k + 1) | columnCells(3 * k + 2);
      }
    }
  }
}

/** The 3 cells of a column (0..8) in any band. */
function columnCells(column: number): number {
  return (1 << column) | (1 << (column + 9)) | (1 << (column + 18));
}

// Search state. F is the live state; C holds what the band pass last saw, so unchanged digit-bands are skipped.
const F = new Int32Array(FRAME);
const C = new Int32Array(27);
const STACK = new Int32Array(FRAME * DEPTH);
const GUESS_BAND = new Int32Array(DEPTH);
const GUESS_BIT = new Int32Array(DEPTH);
/** Unsolved cells in the state saved at each open guess. */
const GUESS_UNSOLVED = new Int32Array(DEPTH);
/** Digits (bit d for digit d + 1) still to try at each open guess on a cell. */
const GUESS_REM = new Int32Array(DEPTH);
/** -1 for a guess on a cell; else the digit index (0..8) of a guess on where a digit goes in a unit. */
const GUESS_DIGIT = new Int32Array(DEPTH);
/** For a guess on a digit's place: the places still to try, one 27-bit mask per band (3 per slot). */
const GUESS_PLACES = new Int32Array(DEPTH * 3);
const ROWS = new Int32Array(9);
const COLS = new Int32Array(9);
const BOXES = new Int32Array(9);

function pop(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

function unsolvedCount(): number {
  return pop(F[U0]) + pop(F[U0 + 1]) + pop(F[U0 + 2]);
}

/** Sets up F from the givens; false when two givens share a digit in a unit. */
function load(cells: Grid): boolean {
  for (let d = 0; d < 9; d++) {
    ROWS[d] = 0;
    COLS[d] = 0;
    BOXES[d] = 0;
  }
  for (let i = 0; i < 30; i++) F[i] = 0;
  for (let g = 0; g < 81; g++) {
    const v = cells[g];
    if (v === 0) continue;
    const d = v - 1;
    const r = 1 << ROW_OF[g];
    const c = 1 << COL_OF[g];
    const k = 1 << BOX_OF[g];
    if ((ROWS[d] & r) | (COLS[d] & c) | (BOXES[d] & k)) return false;
    ROWS[d] |= r;
    COLS[d] |= c;
    BOXES[d] |= k;
    const b = BAND_OF[g];
    const bit = BIT_OF[g];
    F[d * 3 + b] |= bit;
    F[U0 + b] |= bit;
  }
  for (let b = 0; b < 3; b++) {
    const free = BAND & ~F[U0 + b];
    F[U0 + b] = free;
    for (let d = 0; d < 9; d++) {
      const i = d * 3 + b;
      F[i] |= free & ~(ROWS27[(ROWS[d] >> (3 * b)) & 7] | BOXES27[(BOXES[d] >> (3 * b)) & 7] | COLS27[COLS[d]]);
      C[i] = BAND;
    }
  }
  return true;
}

/**
 * Box-line eliminations and row singles for digit-band i (band b; o1, o2 the same digit's other bands):
 * -1 on a contradiction, 1 when it changed something, 0 when F[i] was already seen.
 */
function update(i: number, b: number, o1: number, o2: number): number {
  let f = F[i];
  if (f === C[i]) return 0;
  f &= COMPLEX[SHRINK[f & 511] | (SHRINK[(f >>> 9) & 511] << 3) | (SHRINK[f >>> 18] << 6)];
  if (f === 0) return -1;
  F[i] = f;
  C[i] = f;
  const keep = KEEP[(f | (f >>> 9) | (f >>> 18)) & 511];
  F[o1] &= keep;
  F[o2] &= keep;
  // A row with one place left fixes that cell (a hidden single in the row, or in a box after COMPLEX).
  const s = (ONE[f & 511] | (ONE[(f >>> 9) & 511] << 9) | (ONE[f >>> 18] << 18)) & F[U0 + b];
  if (s !== 0) {
    F[U0 + b] &= ~s;
    const ns = ~s;
    for (let j = b; j < 27; j += 3) if (j !== i) F[j] &= ns;
  }
  return 1;
}

/** Cells `s` of band `b` hold the digit of F[i]: clears them from the other digits, and their row and box peers from F[i]. */
function settle(i: number, b: number, s: number): void {
  F[U0 + b] &= ~s;
  const ns = ~s;
  for (let j = b; j < 27; j += 3) if (j !== i) F[j] &= ns;
  let f = F[i] | s;
  while (s !== 0) {
    const bit = s & -s;
    s ^= bit;
    f &= KEEP_CELL[31 - Math.clz32(bit)];
  }
  F[i] = f;
}

/** Eliminations and singles to a fixed point; false on a contradiction. */
function propagate(): boolean {
  for (;;) {
    let again = true;
    while (again) {
      again = false;
      // Settle each digit's three bands together first: KEEP only passes news between them.
      for (let i = 0; i < 27; i += 3) {
        for (;;) {
          const r0 = update(i, 0, i + 1, i + 2);
          if (r0 < 0) return false;
          const r1 = update(i + 1, 1, i, i + 2);
          if (r1 < 0) return false;
          const r2 = update(i + 2, 2, i, i + 1);
          if (r2 < 0) return false;
          if ((r0 | r1 | r2) === 0) break;
          again = true;
        }
      }
    }
    // Hidden singles in columns: count each digit's places per column over the 9 row slices.
    let found = false;
    const u0 = F[U0];
    const u1 = F[U0 + 1];
    const u2 = F[U0 + 2];
    if ((u0 | u1 | u2) === 0) return true;
    for (let j = 0; j < 27; j += 3) {
      const a = F[j];
      const b = F[j + 1];
      const c = F[j + 2];
      let one = a & 511;
      let two = 0;
      let x = (a >>> 9) & 511;
      two |= one & x;
      one |= x;
      x = a >>> 18;
      two |= one & x;
      one |= x;
      x = b & 511;
      two |= one & x;
      one |= x;
      x = (b >>> 9) & 511;
      two |= one & x;
      one |= x;
      x = b >>> 18;
      two |= one & x;
      one |= x;
      x = c & 511;
      two |= one & x;
      one |= x;
      x = (c >>> 9) & 511;
      two |= one & x;
      one |= x;
      x = c >>> 18;
      two |= one & x;
      one |= x;
      if (one !== 511) return false;
      const single = COLS27[one & ~two];
      if (single === 0) continue;
      let s = a & single & u0;
      if (s !== 0) {
        found = true;
        settle(j, 0, s);
      }
      s = b & single & u1;
      if (s !== 0) {
        found = true;
        settle(j + 1, 1, s);
      }
      s = c & single & u2;
      if (s !== 0) {
        found = true;
        settle(j + 2, 2, s);
      }
    }
    if (found) continue;
    // Naked singles: count candidates per cell over the 9 digits.
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
  settle(d * 3 + b, b, bit);
}

/**
 * Picks the guess and records it in `slot`: the two-candidate cell with the most unsolved peers (its guess
 * reaches furthest), counting its two-candidate peers in the row and box at half weight; ties go to the first
 * in band and bit order. When no cell has two candidates, a digit with two places in a unit (chooseDigitGuess);
 * when there is none either, a cell with the fewest candidates. Without the second rule Norvig's "impossible"
 * puzzle and its copies need up to 7 million placements to refute, with it at most tens of thousands: three-
 * way cell guesses multiply the tree where a two-way choice on a digit's place exists.
 */
function chooseGuess(slot: number): void {
  const ua = F[U0];
  const ub = F[U0 + 1];
  const uc = F[U0 + 2];
  let bestBand = -1;
  let bestBit = 0;
  let bestScore = -1;
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
    const bivalue = u & two & ~three;
    let pairs = bivalue;
    while (pairs !== 0) {
      const bit = pairs & -pairs;
      pairs ^= bit;
      const i = 31 - Math.clz32(bit);
      const col = COLUMN[i];
      // Twice the unsolved peers in the row and box plus those in the column (the 3 bands' bits shifted
      // apart), plus the two-candidate peers in the row and box: those are the cells most likely to become
      // singles when the guess settles.
      const peers = pop(u & ROW_BOX[i]) + pop(((ua & col) | ((ub & col) << 1) | ((uc & col) << 2)) & ~((u & col) << b));
      const score = 2 * peers + pop(bivalue & ROW_BOX[i]);
      if (score > bestScore) {
        bestScore = score;
        bestBand = b;
        bestBit = bit;
      }
    }
  }
  GUESS_DIGIT[slot] = -1;
  if (bestBand < 0 && chooseDigitGuess(slot)) return;
  if (bestBand < 0) {
    let fewest = 10;
    for (let b = 0; b < 3; b++) {
      let u = F[U0 + b];
      while (u !== 0) {
        const bit = u & -u;
        u ^= bit;
        let n = 0;
        for (let j = b; j < 27; j += 3) if (F[j] & bit) n++;
        if (n < fewest) {
          fewest = n;
          bestBand = b;
          bestBit = bit;
        }
      }
    }
  }
  let digits = 0;
  for (let d = 0; d < 9; d++) if (F[d * 3 + bestBand] & bestBit) digits |= 1 << d;
  GUESS_BAND[slot] = bestBand;
  GUESS_BIT[slot] = bestBit;
  GUESS_REM[slot] = digits;
}

/**
 * With no two-candidate cell left, a digit with two places in a row, box or column is as narrow a choice:
 * records the first one found in `slot` (rows, then boxes, then columns; digits in order) and returns true,
 * or returns false when every digit has three or more places in every unit.
 */
function chooseDigitGuess(slot: number): boolean {
  for (let d = 0; d < 9; d++) {
    const i = d * 3;
    for (let b = 0; b < 3; b++) {
      const f = F[i + b];
      for (let k = 0; k < 3; k++) {
        const x = f & (0x1ff << (9 * k));
        if (x !== 0 && pop(x) === 2) return setDigitGuess(slot, d, b, x);
      }
      for (let k = 0; k < 3; k++) {
        const x = f & BOXES27[1 << k];
        if (x !== 0 && pop(x) === 2) return setDigitGuess(slot, d, b, x);
      }
    }
    // Columns with exactly two places: count over the nine row slices.
    let one = 0;
    let two = 0;
    let three = 0;
    for (let b = 0; b < 3; b++) {
      const f = F[i + b];
      for (let r = 0; r < 27; r += 9) {
        const x = (f >>> r) & 511;
        three |= two & x;
        two |= one & x;
        one |= x;
      }
    }
    const cols = two & ~three;
    if (cols !== 0) {
      const col = COLS27[cols & -cols];
      GUESS_DIGIT[slot] = d;
      GUESS_PLACES[slot * 3] = F[i] & col;
      GUESS_PLACES[slot * 3 + 1] = F[i + 1] & col;
      GUESS_PLACES[slot * 3 + 2] = F[i + 2] & col;
      return true;
    }
  }
  return false;
}

/** Records a guess on digit index `d` going to one of `places` (two cells of band `b`). */
function setDigitGuess(slot: number, d: number, b: number, places: number): boolean {
  GUESS_DIGIT[slot] = d;
  GUESS_PLACES[slot * 3] = b === 0 ? places : 0;
  GUESS_PLACES[slot * 3 + 1] = b === 1 ? places : 0;
  GUESS_PLACES[slot * 3 + 2] = b === 2 ? places : 0;
  return true;
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

/**
 * The default engine: exact, bounded by `budget` placements and by `signal` (read at the start and every 1024
 * guesses). The budget is checked after each propagation, the first one included: a run may go over by at
 * most one grid's worth (81), and ends as stopped once it is over, even when that propagation finished the
 * grid (so a puzzle that singles alone solve in 55 placements stops on a budget of 50). Not reentrant: it
 * keeps its state in preallocated module arrays, which is safe because a search runs to completion synchronously.
 */
export const fast: Engine = (cells: Grid, limit: number, budget: number, signal: AbortSignal | undefined, solution: Uint8Array): EngineRun => {
  if (signal?.aborted) return { count: 0, placements: 0, guesses: 0, stopped: 'aborted' };
  if (!filled) fillTables();
  let count = 0;
  let placements = 0;
  let guesses = 0;
  let stopped: StopReason | undefined;
  if (load(cells) && limit > 0) {
    const empty = unsolvedCount();
    let descend = propagate();
    let after = unsolvedCount();
    placements += empty - after;
    let sp = 0;
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
          GUESS_UNSOLVED[sp] = after;
          chooseGuess(sp);
          sp++;
        }
      }
      if (sp === 0) break;
      // Take the next digit of the innermost open guess, from the state saved before it.
      const top = sp - 1;
      const digit = GUESS_DIGIT[top];
      let band: number;
      let bit: number;
      let d: number;
      if (digit < 0) {
        const rem = GUESS_REM[top];
        const left = rem & (rem - 1);
        GUESS_REM[top] = left;
        if (left === 0) sp--;
        band = GUESS_BAND[top];
        bit = GUESS_BIT[top];
        d = 31 - Math.clz32(rem & -rem);
      } else {
        const p = top * 3;
        band = GUESS_PLACES[p] !== 0 ? 0 : GUESS_PLACES[p + 1] !== 0 ? 1 : 2;
        const m = GUESS_PLACES[p + band];
        bit = m & -m;
        GUESS_PLACES[p + band] = m ^ bit;
        if ((GUESS_PLACES[p] | GUESS_PLACES[p + 1] | GUESS_PLACES[p + 2]) === 0) sp--;
        d = digit;
      }
      const frame = top * FRAME;
      for (let i = 0; i < 27; i++) {
        const x = STACK[frame + i];
        F[i] = x;
        C[i] = x;
      }
      F[U0] = STACK[frame + U0];
      F[U0 + 1] = STACK[frame + U0 + 1];
      F[U0 + 2] = STACK[frame + U0 + 2];
      guesses++;
      if ((guesses & SIGNAL_EVERY) === 0 && signal?.aborted) {
        stopped = 'aborted';
        break;
      }
      const before = GUESS_UNSOLVED[top];
      assign(band, bit, d);
      descend = propagate();
      after = unsolvedCount();
      placements += before - after;
    }
  }
  return { count, placements, guesses, stopped };
};
