// The scanner's vocabulary: where each puzzle sits in a text, in plain offsets. No vscode.

/**
 * How a puzzle was written:
 * - `line`: 81 cells on one line;
 * - `grid`: 9 rows on consecutive lines, with or without separators and border lines;
 * - `leetcode`: an array of 9 strings, or of 9 arrays of 1-character strings;
 * - `batch`: one 81-digit line of a batch file (a count line T, then T lines, `0` for empty).
 */
export type PuzzleFormat = 'line' | 'grid' | 'leetcode' | 'batch';

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
  /** For every cell, the text offset of the one character that shows it. */
  readonly offsets: Int32Array;
  /** The character used for empty cells in this puzzle (`.` or `0`, or whatever the source used). */
  readonly emptyChar: string;
}

/** Stable codes for text that looks like a puzzle but is not a valid one. */
export type ScanProblemCode =
  | 'row-length'        // a grid row with more or fewer than 9 cells
  | 'row-count'         // a grid with fewer or more than 9 rows
  | 'line-length'       // a would-be 81-cell line with the wrong count
  | 'bad-character'     // a character that is neither a digit, an empty mark nor a separator
  | 'batch-count';      // a batch header whose count disagrees with the lines after it

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
