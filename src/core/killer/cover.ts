// The second killer engine, to cross-check the first: exact cover with dancing links (Knuth's Algorithm X), where
// each cage picks one of its digit combinations. No sums are added up during the search and there is no rule of 45.

import type { EngineRun } from '../engine';
import { BOX_OF, COL_OF, ROW_OF } from '../grid';
import type { Grid, StopReason } from '../types';
import { combinations } from './combos';
import type { KillerLayout } from './layout';

// The matrix. Columns: 1-324 the classic constraints (cell filled; digit once per row, column and box), then for
// each cage k one column "k has its combination" and nine columns (k, d) "digit d is dealt with in cage k".
// Rows: a digit in a cell, (c, d), covers its four classic columns and (k, d) for each cage k holding c; a
// combination S of cage k covers k's column and (k, d) for every digit d not in S. So exactly one combination is
// chosen per cage, and each digit of it lands in exactly one of the cage's cells: the cage's cells hold the
// combination's digits, all different, and add up to its sum.

const SIGNAL_EVERY = 1023;

/**
 * Searches like killerSearch (same contract and EngineRun), by a different method: every cage's combinations become
 * rows of an exact-cover matrix. The givens must have been checked for repeats in rows, columns, boxes and cages.
 */
export function killerCover(layout: KillerLayout, cells: Grid, limit: number, budget: number, signal: AbortSignal | undefined, solution: Uint8Array): EngineRun {
  const run: EngineRun = { count: 0, placements: 0, guesses: 0, stopped: undefined };
  if (limit <= 0) return run;
  if (signal?.aborted) {
    run.stopped = 'aborted';
    return run;
  }
  // The cages, and the innie/outie sets of the rule of 45 whose cells share a row, column or box: they too hold
  // distinct digits of a known total, so they are one more "cage" here.
  const cages = [...layout.cages];
  layout.regionSums.forEach((r, i) => {
    if (layout.groupDistinct[layout.cages.length + i]) cages.push({ cells: r.cells, sum: r.sum });
  });
  const cageBase = 325;
  const columns = 324 + cages.length * 10;
  const combos = cages.map((c) => combinations(c.cells.length, c.sum));
  const cagesOf: number[][] = Array.from({ length: 81 }, () => []);
  cages.forEach((cage, k) => {
    for (const c of cage.cells) cagesOf[c].push(k);
  });
  let nodes = columns + 1;
  for (let c = 0; c < 81; c++) nodes += 9 * (4 + cagesOf[c].length);
  combos.forEach((list) => {
    for (const m of list) {
      let n = 1;
      for (let d = 1; d <= 9; d++) if (!(m & (1 << d))) n++;
      nodes += n;
    }
  });
  const L = new Int32Array(nodes);
  const R = new Int32Array(nodes);
  const U = new Int32Array(nodes);
  const D = new Int32Array(nodes);
  const COL = new Int32Array(nodes);
  /** For a node of a cell row: cell * 9 + digit - 1; for a combination row: -1. */
  const ROW = new Int32Array(nodes);
  const S = new Int32Array(columns + 1);
  for (let c = 0; c <= columns; c++) {
    L[c] = c === 0 ? columns : c - 1;
    R[c] = c === columns ? 0 : c + 1;
    U[c] = c;
    D[c] = c;
    COL[c] = c;
  }
  let next = columns + 1;
  const addRow = (cols: number[], id: number): number => {
    const first = next;
    for (let j = 0; j < cols.length; j++) {
      const n = next++;
      const c = cols[j];
      COL[n] = c;
      ROW[n] = id;
      L[n] = j === 0 ? first + cols.length - 1 : n - 1;
      R[n] = j === cols.length - 1 ? first : n + 1;
      U[n] = U[c];
      D[n] = c;
      D[U[c]] = n;
      U[c] = n;
      S[c]++;
    }
    return first;
  };
  /** First node of each cell row, to place the givens. */
  const cellRow = new Int32Array(729);
  for (let c = 0; c < 81; c++) {
    for (let d = 1; d <= 9; d++) {
      const cols = [1 + c, 82 + ROW_OF[c] * 9 + d - 1, 163 + COL_OF[c] * 9 + d - 1, 244 + BOX_OF[c] * 9 + d - 1];
      for (const k of cagesOf[c]) cols.push(cageBase + k * 10 + d);
      cellRow[c * 9 + d - 1] = addRow(cols, c * 9 + d - 1);
    }
  }
  combos.forEach((list, k) => {
    for (const m of list) {
      const cols = [cageBase + k * 10];
      for (let d = 1; d <= 9; d++) if (!(m & (1 << d))) cols.push(cageBase + k * 10 + d);
      addRow(cols, -1);
    }
  });

  const cover = (c: number): void => {
    R[L[c]] = R[c];
    L[R[c]] = L[c];
    for (let i = D[c]; i !== c; i = D[i]) {
      for (let j = R[i]; j !== i; j = R[j]) {
        U[D[j]] = U[j];
        D[U[j]] = D[j];
        S[COL[j]]--;
      }
    }
  };
  const uncover = (c: number): void => {
    for (let i = U[c]; i !== c; i = U[i]) {
      for (let j = L[i]; j !== i; j = L[j]) {
        S[COL[j]]++;
        U[D[j]] = j;
        D[U[j]] = j;
      }
    }
    R[L[c]] = c;
    L[R[c]] = c;
  };
  /** Whether column c is still in the header list (not yet covered). */
  const open = new Uint8Array(columns + 1).fill(1);
  // The givens: take their rows, covering each of its columns; a column taken twice means they clash.
  for (let c = 0; c < 81; c++) {
    if (cells[c] === 0) continue;
    const first = cellRow[c * 9 + cells[c] - 1];
    let j = first;
    do {
      if (!open[COL[j]]) return run;
      open[COL[j]] = 0;
      cover(COL[j]);
      j = R[j];
    } while (j !== first);
  }

  const depth = 81 + cages.length + 1;
  const chosen = new Int32Array(depth);
  const choiceSize = new Int32Array(depth);
  let placements = 0;
  let guesses = 0;
  let count = 0;
  let stopped: StopReason | undefined;
  let k = 0;
  // 0: choose a column at depth k; 1: try row chosen[k]; 2: undo the row at depth k - 1 and try the next one.
  let state = 0;
  let steps = 0;
  for (;;) {
    if (state === 0) {
      if (R[0] === 0) {
        if (count === 0) {
          solution.set(cells);
          for (let i = 0; i < k; i++) {
            const id = ROW[chosen[i]];
            if (id >= 0) solution[(id / 9) | 0] = (id % 9) + 1;
          }
        }
        if (++count >= limit) break;
        state = 2;
        continue;
      }
      let best = R[0];
      for (let c = R[best]; c !== 0 && S[best] > 1; c = R[c]) if (S[c] < S[best]) best = c;
      if (S[best] === 0) {
        state = 2;
        continue;
      }
      cover(best);
      chosen[k] = D[best];
      choiceSize[k] = S[best];
      state = 1;
    } else if (state === 1) {
      const r = chosen[k];
      const c = COL[r];
      if (r === c) {
        uncover(c);
        state = 2;
        continue;
      }
      if (ROW[r] >= 0) {
        if (placements >= budget) {
          stopped = 'budget';
          break;
        }
        placements++;
      }
      if ((++steps & SIGNAL_EVERY) === 0 && signal?.aborted) {
        stopped = 'aborted';
        break;
      }
      if (choiceSize[k] > 1) guesses++;
      for (let j = R[r]; j !== r; j = R[j]) cover(COL[j]);
      k++;
      state = 0;
    } else {
      if (k === 0) break;
      k--;
      const r = chosen[k];
      for (let j = L[r]; j !== r; j = L[j]) uncover(COL[j]);
      chosen[k] = D[r];
      state = 1;
    }
  }
  run.count = count;
  run.placements = placements;
  run.guesses = guesses;
  run.stopped = stopped;
  return run;
}
