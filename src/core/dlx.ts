// Knuth's Algorithm X with dancing links: an independent exact-cover solver used to cross-check the default engine.

import type { Engine, EngineRun } from './engine';
import type { Grid, StopReason } from './types';

// Columns 1..324 (0 is the root): cell filled, digit in row, digit in column, digit in box, 81 each.
// Rows 0..728 are the candidates (cell * 9 + digit - 1), each with one node in four columns.
const COLUMNS = 324;
const ROWS = 729;
const ROOT = 0;
const FIRST_NODE = COLUMNS + 1;
const NODES = FIRST_NODE + ROWS * 4;
const SIGNAL_EVERY = 1023;

/** The four columns of each candidate row (cell * 9 + digit - 1), flattened (729 * 4). */
const ROW_COLS = new Int32Array(ROWS * 4);
for (let cell = 0; cell < 81; cell++) {
  const r = (cell / 9) | 0;
  const k = cell % 9;
  const b = ((r / 3) | 0) * 3 + ((k / 3) | 0);
  for (let d = 0; d < 9; d++) {
    const o = (cell * 9 + d) * 4;
    ROW_COLS[o] = 1 + cell;
    ROW_COLS[o + 1] = 82 + r * 9 + d;
    ROW_COLS[o + 2] = 163 + k * 9 + d;
    ROW_COLS[o + 3] = 244 + b * 9 + d;
  }
}

// Working state, reused by every run (the engine is synchronous, so runs never overlap).
const L = new Int32Array(NODES);
const R = new Int32Array(NODES);
const U = new Int32Array(NODES);
const D = new Int32Array(NODES);
const S = new Int32Array(COLUMNS + 1);
/** Column header of each node (headers point at themselves). */
const COL = new Int32Array(NODES);
/** Candidate row (cell * 9 + digit - 1) of each node. */
const ROW_ID = new Int32Array(NODES);
/** Row node chosen at each search depth (at most 81). */
const CHOSEN = new Int32Array(82);
/** Size of the column chosen at each depth, to tell forced choices from guesses. */
const CHOICE_SIZE = new Int32Array(82);
const ROW_USED = new Uint16Array(9);
const COL_USED = new Uint16Array(9);
const BOX_USED = new Uint16Array(9);
/** 1 for the columns the givens already satisfy. */
const SATISFIED = new Uint8Array(COLUMNS + 1);

for (let c = 0; c <= COLUMNS; c++) COL[c] = c;

/**
 * Builds the matrix that remains once the givens are placed: only the columns they leave open and
 * only the rows (cell, digit) that no given rules out. Returns false when two givens clash.
 */
function buildMatrix(cells: Grid): boolean {
  ROW_USED.fill(0);
  COL_USED.fill(0);
  BOX_USED.fill(0);
  SATISFIED.fill(0);
  for (let cell = 0; cell < 81; cell++) {
    const v = cells[cell];
    if (v === 0) continue;
    const o = (cell * 9 + v - 1) * 4;
    for (let j = 0; j < 4; j++) {
      if (SATISFIED[ROW_COLS[o + j]]) return false;
      SATISFIED[ROW_COLS[o + j]] = 1;
    }
    const r = (cell / 9) | 0;
    const k = cell % 9;
    const bit = 1 << v;
    ROW_USED[r] |= bit;
    COL_USED[k] |= bit;
    BOX_USED[((r / 3) | 0) * 3 + ((k / 3) | 0)] |= bit;
  }
  let prev = ROOT;
  for (let c = 1; c <= COLUMNS; c++) {
    if (SATISFIED[c]) continue;
    L[c] = prev;
    R[prev] = c;
    U[c] = c;
    D[c] = c;
    S[c] = 0;
    prev = c;
  }
  R[prev] = ROOT;
  L[ROOT] = prev;
  let node = FIRST_NODE;
  for (let cell = 0; cell < 81; cell++) {
    if (cells[cell] !== 0) continue;
    const r = (cell / 9) | 0;
    const k = cell % 9;
    const free = ~(ROW_USED[r] | COL_USED[k] | BOX_USED[((r / 3) | 0) * 3 + ((k / 3) | 0)]) & 0x3fe;
    for (let d = 1; d <= 9; d++) {
      if (!(free & (1 << d))) continue;
      const row = cell * 9 + d - 1;
      for (let j = 0; j < 4; j++) {
        const n = node + j;
        const c = ROW_COLS[row * 4 + j];
        COL[n] = c;
        ROW_ID[n] = row;
        L[n] = node + ((j + 3) & 3);
        R[n] = node + ((j + 1) & 3);
        U[n] = U[c];
        D[n] = c;
        D[U[c]] = n;
        U[c] = n;
        S[c]++;
      }
      node += 4;
    }
  }
  return true;
}

function cover(c: number): void {
  R[L[c]] = R[c];
  L[R[c]] = L[c];
  for (let i = D[c]; i !== c; i = D[i]) {
    for (let j = R[i]; j !== i; j = R[j]) {
      U[D[j]] = U[j];
      D[U[j]] = D[j];
      S[COL[j]]--;
    }
  }
}

function uncover(c: number): void {
  for (let i = U[c]; i !== c; i = U[i]) {
    for (let j = L[i]; j !== i; j = L[j]) {
      S[COL[j]]++;
      U[D[j]] = j;
      D[U[j]] = j;
    }
  }
  R[L[c]] = c;
  L[R[c]] = c;
}

/** Exact-cover search with dancing links, choosing the column with the fewest rows (Knuth's S heuristic). */
export const dlx: Engine = (
  cells: Grid,
  limit: number,
  budget: number,
  signal: AbortSignal | undefined,
  solution: Uint8Array,
): EngineRun => {
  const run: EngineRun = { count: 0, placements: 0, guesses: 0, stopped: undefined };
  if (limit <= 0 || !buildMatrix(cells)) return run;
  if (signal?.aborted) {
    run.stopped = 'aborted';
    return run;
  }

  let placements = 0;
  let guesses = 0;
  let count = 0;
  let stopped: StopReason | undefined;
  let k = 0;
  // State machine: 0 = choose a column at depth k, 1 = try the row CHOSEN[k], 2 = back up one level.
  let state = 0;
  for (;;) {
    if (state === 0) {
      if (R[ROOT] === ROOT) {
        if (count === 0) {
          for (let i = 0; i < 81; i++) solution[i] = cells[i];
          for (let i = 0; i < k; i++) {
            const row = ROW_ID[CHOSEN[i]];
            solution[(row / 9) | 0] = (row % 9) + 1;
          }
        }
        count++;
        if (count >= limit) break;
        state = 2;
        continue;
      }
      let best = R[ROOT];
      let size = S[best];
      for (let c = R[best]; c !== ROOT && size > 1; c = R[c]) {
        if (S[c] < size) {
          best = c;
          size = S[c];
        }
      }
      if (size === 0) {
        state = 2;
        continue;
      }
      cover(best);
      CHOSEN[k] = D[best];
      CHOICE_SIZE[k] = size;
      state = 1;
    } else if (state === 1) {
      const r = CHOSEN[k];
      const c = COL[r];
      if (r === c) {
        uncover(c);
        state = 2;
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
      if (CHOICE_SIZE[k] > 1) guesses++;
      for (let j = R[r]; j !== r; j = R[j]) cover(COL[j]);
      k++;
      state = 0;
    } else {
      if (k === 0) break;
      k--;
      const r = CHOSEN[k];
      for (let j = L[r]; j !== r; j = L[j]) uncover(COL[j]);
      CHOSEN[k] = D[r];
      state = 1;
    }
  }
  run.count = count;
  run.placements = placements;
  run.guesses = guesses;
  run.stopped = stopped;
  return run;
};
