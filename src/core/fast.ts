// The default engine: 9-bit candidate masks per cell, naked and hidden singles to a fixed point, branching on the fewest candidates.

import type { Engine, EngineRun } from './engine';
import type { Grid } from './types';
import { PEERS, UNITS } from './grid';

const ALL = 0x3fe;
/** Popcount of each 10-bit mask. */
const POP = new Uint8Array(1024);
for (let m = 1; m < 1024; m++) POP[m] = POP[m >> 1] + (m & 1);
/** Digit of a single-bit mask. */
const DIGIT = new Uint8Array(1024);
for (let d = 1; d <= 9; d++) DIGIT[1 << d] = d;

const DEPTH = 82;
const cand = new Uint16Array(81 * DEPTH);
const vals = new Uint8Array(81 * DEPTH);
const queue = new Uint8Array(81 * 9);
const SIGNAL_EVERY = 1024;

let placements = 0;
let guesses = 0;
let budget = 0;
let limit = 0;
let count = 0;
let stopped: 'budget' | 'aborted' | undefined;
let signal: AbortSignal | undefined;
let out: Uint8Array = new Uint8Array(81);

function place(base: number, cell: number, d: number, qn: number): number {
  const bit = 1 << d;
  vals[base + cell] = d;
  cand[base + cell] = bit;
  placements++;
  const p0 = cell * 20;
  for (let i = 0; i < 20; i++) {
    const p = base + PEERS[p0 + i];
    const m = cand[p];
    if (m & bit) {
      if (vals[p] !== 0) return -1;
      const n = m & ~bit;
      cand[p] = n;
      if (n === 0) return -1;
      if ((n & (n - 1)) === 0) queue[qn++] = p - base;
    }
  }
  return qn;
}

/** Propagates singles in the frame at `base`; false on contradiction. */
function propagate(base: number, qn: number): boolean {
  for (;;) {
    while (qn > 0) {
      const c = queue[--qn];
      if (vals[base + c] !== 0) continue;
      const m = cand[base + c];
      if (m === 0 || (m & (m - 1)) !== 0) return false;
      qn = place(base, c, DIGIT[m], qn);
      if (qn < 0) return false;
    }
    for (let u = 0; u < 27; u++) {
      let once = 0;
      let twice = 0;
      let fixed = 0;
      const u0 = u * 9;
      for (let j = 0; j < 9; j++) {
        const c = base + UNITS[u0 + j];
        const m = cand[c];
        if (vals[c] !== 0) fixed |= m;
        else {
          twice |= once & m;
          once |= m;
        }
      }
      if ((once | fixed) !== ALL) return false;
      const hidden = once & ~twice & ~fixed;
      if (hidden === 0) continue;
      for (let j = 0; j < 9; j++) {
        const c = UNITS[u0 + j];
        if (vals[base + c] !== 0) continue;
        const m = cand[base + c] & hidden;
        if (m === 0) continue;
        if ((m & (m - 1)) !== 0) return false;
        cand[base + c] = m;
        queue[qn++] = c;
      }
    }
    if (qn === 0) return true;
  }
}

function search(depth: number): void {
  const base = depth * 81;
  let best = -1;
  let bestPop = 10;
  for (let c = 0; c < 81; c++) {
    if (vals[base + c] !== 0) continue;
    const p = POP[cand[base + c]];
    if (p < bestPop) {
      bestPop = p;
      best = c;
      if (p === 2) break;
    }
  }
  if (best < 0) {
    if (count === 0) out.set(vals.subarray(base, base + 81));
    count++;
    return;
  }
  let m = cand[base + best];
  const next = base + 81;
  while (m !== 0) {
    const bit = m & -m;
    m ^= bit;
    guesses++;
    if (placements > budget) {
      stopped = 'budget';
      return;
    }
    if ((guesses & (SIGNAL_EVERY - 1)) === 0 && signal?.aborted) {
      stopped = 'aborted';
      return;
    }
    cand.copyWithin(next, base, base + 81);
    vals.copyWithin(next, base, base + 81);
    const qn = place(next, best, DIGIT[bit], 0);
    if (qn >= 0 && propagate(next, qn)) {
      search(depth + 1);
      if (count >= limit || stopped !== undefined) return;
    }
  }
}

/** The default engine: exact, bounded by `budget` placements and `signal`. */
export const fast: Engine = (cells: Grid, lim: number, bud: number, sig: AbortSignal | undefined, solution: Uint8Array): EngineRun => {
  placements = 0;
  guesses = 0;
  count = 0;
  stopped = undefined;
  limit = lim;
  budget = bud;
  signal = sig;
  out = solution;
  if (sig?.aborted) return { count: 0, placements: 0, guesses: 0, stopped: 'aborted' };
  cand.fill(ALL, 0, 81);
  vals.fill(0, 0, 81);
  let ok = true;
  let qn = 0;
  for (let c = 0; c < 81 && ok; c++) {
    const d = cells[c];
    if (d === 0) continue;
    if ((cand[c] & (1 << d)) === 0) ok = false;
    else {
      qn = place(0, c, d, qn);
      if (qn < 0) ok = false;
    }
  }
  if (ok && lim > 0 && propagate(0, qn)) search(0);
  const run: EngineRun = { count, placements, guesses, stopped };
  out = new Uint8Array(81);
  signal = undefined;
  return run;
};
