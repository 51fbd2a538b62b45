// Grid geometry (rows, columns, boxes, peers), conversions to and from text, and conflicts of givens.

import type { Conflict, Grid, UnitKind } from './types';

/** Row of each cell. */
export const ROW_OF: Uint8Array = new Uint8Array(81);
/** Column of each cell. */
export const COL_OF: Uint8Array = new Uint8Array(81);
/** Box (0..8, reading order) of each cell. */
export const BOX_OF: Uint8Array = new Uint8Array(81);
/** The 27 units: rows 0-8, columns 9-17, boxes 18-26; 9 cells each, flattened (27 * 9). */
export const UNITS: Uint8Array = new Uint8Array(27 * 9);
/** The 20 peers of each cell, flattened (81 * 20). */
export const PEERS: Uint8Array = new Uint8Array(81 * 20);

/**
 * Fills the tables above. Their loops run in this function, not in the bundle's top level: a hot loop there has V8
 * compile the whole top level (every module's load code) with its optimising compiler, several ms of CPU at load.
 * A cell's peers are listed ascending straight from its row, column and box (no scan of all 81 cells per cell).
 */
function fillGeometry(): void {
  for (let c = 0; c < 81; c++) {
    const r = (c / 9) | 0;
    const k = c % 9;
    ROW_OF[c] = r;
    COL_OF[c] = k;
    BOX_OF[c] = ((r / 3) | 0) * 3 + ((k / 3) | 0);
  }
  for (let i = 0; i < 9; i++) {
    for (let j = 0; j < 9; j++) {
      UNITS[i * 9 + j] = i * 9 + j;
      UNITS[(9 + i) * 9 + j] = j * 9 + i;
      const br = ((i / 3) | 0) * 3 + ((j / 3) | 0);
      const bc = (i % 3) * 3 + (j % 3);
      UNITS[(18 + i) * 9 + j] = br * 9 + bc;
    }
  }
  for (let c = 0; c < 81; c++) {
    const r = ROW_OF[c];
    const k = COL_OF[c];
    const band = r - (r % 3);
    const stack = k - (k % 3);
    let n = c * 20;
    // Row by row (so ascending): the whole row of c, the box's three cells in the other rows of its band, else
    // the cell of c's column.
    for (let row = 0; row < 9; row++) {
      if (row === r) {
        for (let col = 0; col < 9; col++) if (col !== k) PEERS[n++] = row * 9 + col;
      } else if (row >= band && row < band + 3) {
        for (let col = stack; col < stack + 3; col++) PEERS[n++] = row * 9 + col;
      } else {
        PEERS[n++] = row * 9 + k;
      }
    }
  }
}
fillGeometry();

/** "r3c5" for a cell index, 1-based as players write it. */
export function cellName(cell: number): string {
  return `r${ROW_OF[cell] + 1}c${COL_OF[cell] + 1}`;
}

/** A human name for a unit: "row 3", "column 5", "box 2" (1-based). */
export function unitName(unit: UnitKind, index: number): string {
  return `${unit} ${index + 1}`;
}

/**
 * Reads 81 cells from a string: `1`-`9` are givens, `.` and `0` are empty.
 * Returns undefined when the string is not exactly 81 such characters.
 */
export function parseGrid(text: string): Grid | undefined {
  if (text.length !== 81) return undefined;
  const g = new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const ch = text.charCodeAt(i);
    if (ch >= 49 && ch <= 57) g[i] = ch - 48;
    else if (ch !== 46 && ch !== 48) return undefined;
  }
  return g;
}

const CODES: number[] = new Array<number>(81).fill(0);

/**
 * Writes 81 cells as one line, with `empty` for empty cells. The line is built in one piece: appended
 * character by character it would be a rope of 81 heap cells, costly to keep (it tripled the time of a
 * benchmark that kept 10,000 answers).
 */
export function formatGrid(grid: Grid, empty = '.'): string {
  if (empty.length !== 1) {
    let s = '';
    for (let i = 0; i < 81; i++) s += grid[i] === 0 ? empty : String.fromCharCode(48 + grid[i]);
    return s;
  }
  const e = empty.charCodeAt(0);
  for (let i = 0; i < 81; i++) CODES[i] = grid[i] === 0 ? e : 48 + grid[i];
  return String.fromCharCode.apply(null, CODES);
}

/** Number of non-empty cells. */
export function countGivens(grid: Grid): number {
  let n = 0;
  for (let i = 0; i < 81; i++) if (grid[i] !== 0) n++;
  return n;
}

const UNIT_KINDS: readonly UnitKind[] = ['row', 'column', 'box'];

/**
 * Every pair of equal digits that share a unit, row conflicts first, then columns, then boxes.
 * Two cells in the same row and box are reported once per unit they share.
 */
export function findConflicts(grid: Grid): Conflict[] {
  const out: Conflict[] = [];
  for (let u = 0; u < 27; u++) {
    let seen = 0;
    let dup = 0;
    for (let j = 0; j < 9; j++) {
      const d = grid[UNITS[u * 9 + j]];
      if (d === 0) continue;
      const bit = 1 << d;
      if (seen & bit) dup |= bit;
      seen |= bit;
    }
    if (dup === 0) continue;
    for (let j = 0; j < 9; j++) {
      const a = UNITS[u * 9 + j];
      const d = grid[a];
      if (d === 0 || !(dup & (1 << d))) continue;
      for (let k = j + 1; k < 9; k++) {
        const b = UNITS[u * 9 + k];
        if (grid[b] === d) {
          out.push({ a: Math.min(a, b), b: Math.max(a, b), digit: d, unit: UNIT_KINDS[(u / 9) | 0], unitIndex: u % 9 });
        }
      }
    }
  }
  return out;
}

/** True when every cell holds a digit and no unit repeats one. */
function isSolvedGrid(grid: Grid): boolean {
  for (let i = 0; i < 81; i++) if (grid[i] < 1 || grid[i] > 9) return false;
  return findConflicts(grid).length === 0;
}

/** True when `solution` is a solved grid that keeps every given of `puzzle`. */
export function isSolutionOf(puzzle: Grid, solution: Grid): boolean {
  if (!isSolvedGrid(solution)) return false;
  for (let i = 0; i < 81; i++) if (puzzle[i] !== 0 && puzzle[i] !== solution[i]) return false;
  return true;
}
