// The second killer engine, to cross-check the first: exact cover with dancing links (Knuth's Algorithm X, in
// ../exactCover.ts), where
// each cage picks one of its digit combinations. No sums are added up during the search and there is no rule of 45.

import type { EngineRun } from '../engine';
import { BOX_OF, COL_OF, ROW_OF } from '../grid';
import { ExactCover } from '../exactCover';
import type { Grid } from '../types';
import { combinations } from './combos';
import type { KillerLayout } from './layout';

// The matrix. Columns: 1-324 the classic constraints (cell filled; digit once per row, column and box), then for
// each cage k one column "k has its combination" and nine columns (k, d) "digit d is dealt with in cage k".
// Rows: a digit in a cell, (c, d), covers its four classic columns and (k, d) for each cage k holding c; a
// combination S of cage k covers k's column and (k, d) for every digit d not in S. So exactly one combination is
// chosen per cage, and each digit of it lands in exactly one of the cage's cells: the cage's cells hold the
// combination's digits, all different, and add up to its sum.

/**
 * Searches like killerSearch (same contract and EngineRun), by a different method: every cage's combinations become
 * rows of an exact-cover matrix. The givens must have been checked for repeats in rows, columns, boxes and cages.
 */
export function killerCover(layout: KillerLayout, cells: Grid, limit: number, budget: number, signal: AbortSignal | undefined, solution: Uint8Array): EngineRun {
  if (limit <= 0) return { count: 0, placements: 0, guesses: 0, stopped: undefined };
  if (signal?.aborted) return { count: 0, placements: 0, guesses: 0, stopped: 'aborted' };
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
  const matrix = new ExactCover(columns, nodes);
  matrix.reset(columns);
  /** First node of each cell row, to place the givens. */
  const cellRow = new Int32Array(729);
  const cols: number[] = [];
  // A digit that no combination of one of a cell's groups holds never goes there: its row is left out.
  const allowed = new Int32Array(81).fill(0x3fe);
  combos.forEach((list, k) => {
    let any = 0;
    for (const m of list) any |= m;
    for (const c of cages[k].cells) allowed[c] &= any;
  });
  cellRow.fill(-1);
  for (let c = 0; c < 81; c++) {
    for (let d = 1; d <= 9; d++) {
      if (!(allowed[c] & (1 << d))) continue;
      cols.length = 0;
      cols.push(1 + c, 82 + ROW_OF[c] * 9 + d - 1, 163 + COL_OF[c] * 9 + d - 1, 244 + BOX_OF[c] * 9 + d - 1);
      for (const k of cagesOf[c]) cols.push(cageBase + k * 10 + d);
      cellRow[c * 9 + d - 1] = matrix.addRow(cols, 0, cols.length, c * 9 + d - 1);
    }
  }
  combos.forEach((list, k) => {
    for (const m of list) {
      cols.length = 0;
      cols.push(cageBase + k * 10);
      for (let d = 1; d <= 9; d++) if (!(m & (1 << d))) cols.push(cageBase + k * 10 + d);
      // A combination is not a placement: its id is negative, so only cell rows count against the budget.
      matrix.addRow(cols, 0, cols.length, -1);
    }
  });
  // The givens: take their rows; a column taken twice means they clash.
  for (let c = 0; c < 81; c++) {
    if (cells[c] !== 0 && (cellRow[c * 9 + cells[c] - 1] < 0 || !matrix.take(cellRow[c * 9 + cells[c] - 1]))) return { count: 0, placements: 0, guesses: 0, stopped: undefined };
  }
  const run = matrix.search(limit, budget, signal);
  if (run.count > 0) {
    solution.set(cells);
    for (let i = 0; i < matrix.firstDepth; i++) {
      const id = matrix.firstIds[i];
      if (id >= 0) solution[(id / 9) | 0] = (id % 9) + 1;
    }
  }
  return run;
}

