// Knuth's Algorithm X with dancing links (exactCover.ts) over sudoku's 324 constraints: an independent exact-cover
// solver used to cross-check the default engine.

import type { Engine, EngineRun } from './engine';
import { ExactCover } from './exactCover';
import type { Grid } from './types';

// Columns 1..324 (0 is the root): cell filled, digit in row, digit in column, digit in box, 81 each.
// Rows 0..728 are the candidates (cell * 9 + digit - 1), each with one node in four columns.
const COLUMNS = 324;
const ROWS = 729;
const NODES = COLUMNS + 1 + ROWS * 4;

/** The four columns of each candidate row (cell * 9 + digit - 1), flattened (729 * 4); filled by matrix(). */
const ROW_COLS = new Int32Array(ROWS * 4);
// The matrix, reused by every run (the engine is synchronous, so runs never overlap).
let MATRIX: ExactCover | undefined;

/** The matrix, made (and ROW_COLS filled) on the first search, not when the module loads. */
function matrix(): ExactCover {
  if (MATRIX !== undefined) return MATRIX;
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
  MATRIX = new ExactCover(COLUMNS, NODES);
  return MATRIX;
}
const ROW_USED = new Uint16Array(9);
const COL_USED = new Uint16Array(9);
const BOX_USED = new Uint16Array(9);
/** 1 for the columns the givens leave open (0 for those they already satisfy); index 0 unused. */
const OPEN = new Uint8Array(COLUMNS + 1);

/**
 * Builds the matrix that remains once the givens are placed: only the columns they leave open and
 * only the rows (cell, digit) that no given rules out. Returns false when two givens clash.
 */
function buildMatrix(cells: Grid, cover: ExactCover): boolean {
  ROW_USED.fill(0);
  COL_USED.fill(0);
  BOX_USED.fill(0);
  OPEN.fill(1);
  for (let cell = 0; cell < 81; cell++) {
    const v = cells[cell];
    if (v === 0) continue;
    const o = (cell * 9 + v - 1) * 4;
    for (let j = 0; j < 4; j++) {
      if (OPEN[ROW_COLS[o + j]] === 0) return false;
      OPEN[ROW_COLS[o + j]] = 0;
    }
    const r = (cell / 9) | 0;
    const k = cell % 9;
    const bit = 1 << v;
    ROW_USED[r] |= bit;
    COL_USED[k] |= bit;
    BOX_USED[((r / 3) | 0) * 3 + ((k / 3) | 0)] |= bit;
  }
  // The columns the givens satisfy stay out of the header list, and no row below uses one.
  cover.reset(COLUMNS, OPEN);
  for (let cell = 0; cell < 81; cell++) {
    if (cells[cell] !== 0) continue;
    const r = (cell / 9) | 0;
    const k = cell % 9;
    let free = ~(ROW_USED[r] | COL_USED[k] | BOX_USED[((r / 3) | 0) * 3 + ((k / 3) | 0)]) & 0x3fe;
    while (free !== 0) {
      const d = 31 - Math.clz32(free & -free);
      free &= free - 1;
      const row = cell * 9 + d - 1;
      cover.addRow(ROW_COLS, row * 4, 4, row);
    }
  }
  return true;
}

/** Exact-cover search with dancing links, choosing the column with the fewest rows (Knuth's S heuristic). */
export const dlx: Engine = (
  cells: Grid,
  limit: number,
  budget: number,
  signal: AbortSignal | undefined,
  solution: Uint8Array,
): EngineRun => {
  if (limit <= 0) return { count: 0, placements: 0, guesses: 0, stopped: undefined };
  const m = matrix();
  if (!buildMatrix(cells, m)) return { count: 0, placements: 0, guesses: 0, stopped: undefined };
  const run = m.search(limit, budget, signal);
  if (run.count > 0) {
    for (let i = 0; i < 81; i++) solution[i] = cells[i];
    for (let i = 0; i < m.firstDepth; i++) {
      const row = m.firstIds[i];
      solution[(row / 9) | 0] = (row % 9) + 1;
    }
  }
  return run;
};
