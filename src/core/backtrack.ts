// The textbook solver: fill the next empty cell in reading order with 1..9, back up on a dead end. For comparison only.

import type { Engine, EngineRun } from './engine';
import type { Grid, StopReason } from './types';

const SIGNAL_EVERY = 4095;

// Working state, reused by every run (the engine is synchronous, so runs never overlap).
const ROW_USED = new Uint16Array(9);
const COL_USED = new Uint16Array(9);
const BOX_USED = new Uint16Array(9);
/** Empty cells in reading order. */
const EMPTY = new Uint8Array(81);
/** Digit currently written in each empty cell (by position in EMPTY), 0 when none yet. */
const TRIED = new Uint8Array(81);
const WORK = new Uint8Array(81);

function boxOf(cell: number): number {
  return (((cell / 27) | 0) * 3) + (((cell % 9) / 3) | 0);
}

/**
 * Reading-order backtracking: at each empty cell tries 1..9 in turn, keeping the first digit that
 * its row, column and box do not already hold. Digits used per unit are kept as bitmasks.
 */
export const backtrack: Engine = (
  cells: Grid,
  limit: number,
  budget: number,
  signal: AbortSignal | undefined,
  solution: Uint8Array,
): EngineRun => {
  ROW_USED.fill(0);
  COL_USED.fill(0);
  BOX_USED.fill(0);
  const run: EngineRun = { count: 0, placements: 0, guesses: 0, stopped: undefined };
  if (limit <= 0) return run;

  let empties = 0;
  for (let cell = 0; cell < 81; cell++) {
    const d = cells[cell];
    WORK[cell] = d;
    if (d === 0) {
      EMPTY[empties++] = cell;
      continue;
    }
    const bit = 1 << d;
    const r = (cell / 9) | 0;
    const k = cell % 9;
    const b = boxOf(cell);
    if ((ROW_USED[r] | COL_USED[k] | BOX_USED[b]) & bit) return run;
    ROW_USED[r] |= bit;
    COL_USED[k] |= bit;
    BOX_USED[b] |= bit;
  }
  if (signal?.aborted) {
    run.stopped = 'aborted';
    return run;
  }
  TRIED.fill(0, 0, empties);

  let placements = 0;
  let guesses = 0;
  let count = 0;
  let stopped: StopReason | undefined;
  let pos = 0;
  for (;;) {
    if (pos === empties) {
      if (count === 0) solution.set(WORK);
      count++;
      if (count >= limit || empties === 0) break;
      pos--;
    }
    const cell = EMPTY[pos];
    const r = (cell / 9) | 0;
    const k = cell % 9;
    const b = boxOf(cell);
    let d = TRIED[pos];
    if (d !== 0) {
      const bit = 1 << d;
      ROW_USED[r] ^= bit;
      COL_USED[k] ^= bit;
      BOX_USED[b] ^= bit;
      WORK[cell] = 0;
    }
    const used = ROW_USED[r] | COL_USED[k] | BOX_USED[b];
    d++;
    while (d <= 9 && used & (1 << d)) d++;
    if (d > 9) {
      TRIED[pos] = 0;
      if (pos === 0) break;
      pos--;
      continue;
    }
    if (placements >= budget) {
      stopped = 'budget';
      break;
    }
    if ((placements & SIGNAL_EVERY) === 0 && signal?.aborted) {
      stopped = 'aborted';
      break;
    }
    placements++;
    // A guess when some other digit would also have fitted here.
    const free = ~used & 0x3fe;
    if ((free & (free - 1)) !== 0) guesses++;
    const bit = 1 << d;
    ROW_USED[r] |= bit;
    COL_USED[k] |= bit;
    BOX_USED[b] |= bit;
    WORK[cell] = d;
    TRIED[pos] = d;
    pos++;
  }
  run.count = count;
  run.placements = placements;
  run.guesses = guesses;
  run.stopped = stopped;
  return run;
};
