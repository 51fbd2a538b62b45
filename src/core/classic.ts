// The classic interface (LeetCode 37): a board of 9 strings or a 9x9 array of characters, `.` for empty.

import { cellName, unitName } from './grid';
import { solve } from './solver';
import type { Grid } from './types';

/** Why a classic board was refused. */
export type SudokuInputProblem = 'shape' | 'character' | 'conflict' | 'unsolvable' | 'multiple' | 'stopped';

/** Thrown by `solveSudoku` and `solveSudokuInPlace` for a board they cannot answer, with a message naming the place. */
export class SudokuInputError extends Error {
  /** 1-based row and column of the offending cell, when there is one. */
  constructor(
    message: string,
    readonly problem: SudokuInputProblem,
    readonly row?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = 'SudokuInputError';
  }
}

function cellValue(ch: unknown, r: number, c: number): number {
  if (typeof ch === 'string' && ch.length === 1) {
    const code = ch.charCodeAt(0);
    if (code >= 49 && code <= 57) return code - 48;
    if (ch === '.' || ch === '0') return 0;
  }
  const shown = typeof ch === 'string' ? JSON.stringify(ch) : String(ch);
  throw new SudokuInputError(`row ${r + 1}, column ${c + 1}: unexpected ${shown}, expected a digit 1-9 or "." for empty`, 'character', r + 1, c + 1);
}

function checkRows(board: unknown, what: string): void {
  if (!Array.isArray(board)) throw new SudokuInputError(`expected ${what}, got ${board === null ? 'null' : typeof board}`, 'shape');
  if (board.length !== 9) throw new SudokuInputError(`expected 9 rows, got ${board.length}`, 'shape');
}

function solveGrid(grid: Grid): Grid {
  const result = solve(grid);
  switch (result.kind) {
    case 'solved':
      return result.solution;
    case 'invalid': {
      const k = result.conflicts[0];
      throw new SudokuInputError(
        `conflict: ${k.digit} appears twice in ${unitName(k.unit, k.unitIndex)} (${cellName(k.a)} and ${cellName(k.b)})`,
        'conflict',
        Math.floor(k.b / 9) + 1,
        (k.b % 9) + 1,
      );
    }
    case 'unsolvable':
      throw new SudokuInputError('no solution: the givens cannot be completed to a valid grid', 'unsolvable');
    case 'multiple':
      throw new SudokuInputError('more than one solution: the givens do not determine the grid', 'multiple');
    case 'stopped':
      throw new SudokuInputError(`search stopped (${result.reason}) before it could decide`, 'stopped');
  }
}

/** Solves a board of 9 strings of 9 characters (`1`-`9`, `.` or `0` empty); returns the 9 solved rows. Throws SudokuInputError. */
export function solveSudoku(board: string[]): string[] {
  checkRows(board, 'an array of 9 strings');
  const grid = new Uint8Array(81);
  for (let r = 0; r < 9; r++) {
    const row: unknown = board[r];
    if (typeof row !== 'string') throw new SudokuInputError(`row ${r + 1}: expected a string of 9 cells, got ${row === null ? 'null' : typeof row}`, 'shape', r + 1);
    if (row.length !== 9) throw new SudokuInputError(`row ${r + 1} has ${row.length} cells, expected 9`, 'shape', r + 1);
    for (let c = 0; c < 9; c++) grid[r * 9 + c] = cellValue(row[c], r, c);
  }
  const solution = solveGrid(grid);
  const out: string[] = [];
  for (let r = 0; r < 9; r++) out.push(String.fromCharCode(...Array.from(solution.subarray(r * 9, r * 9 + 9), (d) => 48 + d)));
  return out;
}

/** Fills a 9x9 array of one-character strings in place (LeetCode 37). Throws SudokuInputError and then leaves the board untouched. */
export function solveSudokuInPlace(board: string[][]): void {
  checkRows(board, 'an array of 9 rows');
  const grid = new Uint8Array(81);
  for (let r = 0; r < 9; r++) {
    const row: unknown = board[r];
    if (!Array.isArray(row)) throw new SudokuInputError(`row ${r + 1}: expected an array of 9 cells, got ${row === null ? 'null' : typeof row}`, 'shape', r + 1);
    if (row.length !== 9) throw new SudokuInputError(`row ${r + 1} has ${row.length} cells, expected 9`, 'shape', r + 1);
    for (let c = 0; c < 9; c++) grid[r * 9 + c] = cellValue(row[c], r, c);
  }
  const solution = solveGrid(grid);
  for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) board[r][c] = String.fromCharCode(48 + solution[r * 9 + c]);
}
