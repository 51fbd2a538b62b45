// The scanner's vocabulary: where each puzzle sits in a text, in plain offsets. No vscode.

import type { Rules } from '../core/rules';

/**
 * How a puzzle was written:
 * - `line`: 81 cells on one line;
 * - `grid`: 9 rows on consecutive lines, with or without separators and border lines;
 * - `leetcode`: an array of 9 strings, or of 9 arrays of 1-character strings;
 * - `batch`: one 81-digit line of a batch file (a count line T, then T lines, `0` for empty).
 * - `killer-line`: `<81 cells> <81 cage letters> <sums>` on one line;
 * - `killer-grid`: nine rows of `<9 cells> <9 cage letters>`, then a line of `a=11 b=25 ...` sums;
 * - `sumocue`: SumoCue's killer text, `3x3::k:` and 81 values `sum * 256 + cage` separated by `:`;
 * - `fpuzzles`: f-puzzles JSON (`{"size":9,"grid":[[...]],"killercage":[...]}`);
 * - `link`: an f-puzzles (`?load=`) or SudokuPad (`/fpuzzles`) link carrying that JSON, LZ-string compressed.
 */
export type PuzzleFormat = 'line' | 'grid' | 'leetcode' | 'batch' | 'killer-line' | 'killer-grid' | 'sumocue' | 'fpuzzles' | 'link';

/**
 * How an answer goes back into the text:
 * - `in-place`: the digits replace the empty cells' characters (`offsets`), nothing else changes;
 * - `insert-line`: the format has no place for digits (SumoCue, JSON, links), so the solved puzzle is inserted as
 *   a line below it (`solvedLine` in write.ts: a killer line for a killer, 81 digits for classic).
 */
export type WriteBack = 'in-place' | 'insert-line';

/**
 * Where a killer's cages are written, for checks of the cages to point at the characters that cause them. Plain
 * data, filled by the format that read the puzzle; indices follow `rules.cages`.
 */
export interface CageSource {
  /** For each cage, the offset and length of the text of its sum (`26` of `...,26,...`, `a=26`, `"value":"26"`). */
  readonly sumOffsets: Int32Array;
  readonly sumLengths: Int32Array;
  /** For each of the 81 cells, the offset of the character naming its cage (its letter), or -1 when none does. */
  readonly cellOffsets: Int32Array;
}

/** One puzzle found in a text. Lines are 0-based; offsets index the whole text (UTF-16). */
export interface ScannedPuzzle {
  /** Position in the document's list of puzzles, from 0. */
  readonly index: number;
  readonly format: PuzzleFormat;
  readonly startLine: number;
  /** Inclusive. */
  readonly endLine: number;
  /** Offset of the first character of the puzzle's text, and one past the last. */
  readonly start: number;
  readonly end: number;
  /**
   * 81 cells in reading order: 0 empty, 1-9 given. `cells` and `offsets` may be views into a buffer shared by the
   * puzzles of one scan: copy them (`slice()`) before changing them or sending them to a worker.
   */
  readonly cells: Uint8Array;
  /**
   * For every cell, the text offset of the one character that shows it. For an `insert-line` puzzle, whose text has
   * no character per cell, the offset of the text belonging to the cell when there is one (its SumoCue value, its
   * f-puzzles cell), else the puzzle's start: for pointing at, never for writing into.
   */
  readonly offsets: Int32Array;
  /** The character used for empty cells in this puzzle (`.` or `0`, or whatever the source used). */
  readonly emptyChar: string;
  /** The rules the cells are solved under: `CLASSIC`, or a killer with its cages. */
  readonly rules: Rules;
  readonly writeBack: WriteBack;
  /** For a killer, where its cages are written (see `CageSource`). */
  readonly cageSource?: CageSource;
}

/** Stable codes for text that looks like a puzzle but is not a valid one. */
export type ScanProblemCode =
  | 'row-length'        // a grid row with more or fewer than 9 cells
  | 'row-count'         // a grid with fewer or more than 9 rows
  | 'line-length'       // a would-be 81-cell line with the wrong count
  | 'bad-character'     // a character that is neither a digit, an empty mark nor a separator
  | 'batch-count'       // a batch header whose count disagrees with the lines after it
  | 'cage-letters'      // a killer's cage letters are not one per cell (80 letters, a row of 8)
  | 'cage-sum'          // a cage letter with no sum, a sum with no cage, or a sum that is not a number
  | 'puzzle-data';      // a link or JSON that should hold a puzzle but cannot be read as one

/** Text that was meant as a puzzle but cannot be read as one. */
export interface ScanProblem {
  readonly code: ScanProblemCode;
  /** 0-based line and column of the place to point at. */
  readonly line: number;
  readonly column: number;
  /** Offset and length of the span to underline. */
  readonly offset: number;
  readonly length: number;
  readonly message: string;
}

export interface ScanResult {
  readonly puzzles: readonly ScannedPuzzle[];
  readonly problems: readonly ScanProblem[];
  /** True when the text is a batch file (count line then that many 81-digit lines). */
  readonly batch: boolean;
}

export interface ScanOptions {
  /**
   * `sudoku`: every line is meant as puzzle text, so near misses are reported as problems.
   * `plaintext`: only confident matches count, and prose, numbers and code are left alone.
   */
  readonly mode?: 'sudoku' | 'plaintext';
}

/** A replacement in plain offsets, applied against the text that was scanned. */
export interface TextReplacement {
  readonly offset: number;
  readonly length: number;
  readonly text: string;
}
