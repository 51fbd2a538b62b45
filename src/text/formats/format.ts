// The extension point for puzzle formats: a format is one file that finds its puzzles in a text through this context.

import type { Rules } from '../../core/rules';
import type { LineIndex } from '../lines';
import type { CageSource, PuzzleFormat, ScanProblemCode, WriteBack } from '../types';

/** A puzzle a format found; the scanner numbers it and sorts the list. */
export interface FoundPuzzle {
  readonly format: PuzzleFormat;
  readonly startLine: number;
  readonly endLine: number;
  readonly start: number;
  readonly end: number;
  readonly cells: Uint8Array;
  readonly offsets: Int32Array;
  readonly emptyChar: string;
  readonly rules: Rules;
  readonly writeBack: WriteBack;
  readonly cageSource?: CageSource;
}

/** What a format sees of the scan: the text, its lines, the mode, and where its puzzles and problems go. */
export interface FormatContext {
  readonly text: string;
  readonly index: LineIndex;
  /** `sudoku` mode: near misses are problems. Plain text: only unmistakable puzzles, prose is left alone. */
  readonly sudokuMode: boolean;
  /** True when an earlier format already took the line. */
  taken(line: number): boolean;
  /** Takes lines `from` to `to` (inclusive) so no later format reads them. */
  take(from: number, to: number): void;
  add(puzzle: FoundPuzzle): void;
  problem(code: ScanProblemCode, offset: number, length: number, message: string): void;
}

/**
 * A puzzle format beyond the classic line-based ones (which scan.ts reads last, from the lines no format took).
 * Formats run in the order of `FORMATS` (formats/index.ts); each takes the lines of what it found, puzzle or
 * problem, so the classic reading does not report them again.
 */
export interface Format {
  readonly name: string;
  /** A cheap test on the whole text: false skips the format (most texts hold no killer at all). */
  mayOccur(text: string): boolean;
  find(ctx: FormatContext): void;
}

export { plural } from '../words';

/*
 * Small typed arrays are costly to allocate one by one (each has its own backing store), so the formats take
 * views of shared chunks, as scan.ts's CellPool does for the classic formats. A view keeps its chunk alive.
 */
const CHUNK = 1 << 14;
let int32Chunk = new Int32Array(CHUNK);
let int32Used = 0;
let uint8Chunk = new Uint8Array(CHUNK);
let uint8Used = 0;

/** A zeroed Int32Array of `n` elements, a view of a shared chunk. */
export function int32s(n: number): Int32Array {
  if (n > CHUNK / 4) return new Int32Array(n);
  if (int32Used + n > CHUNK) {
    int32Chunk = new Int32Array(CHUNK);
    int32Used = 0;
  }
  const view = int32Chunk.subarray(int32Used, int32Used + n);
  int32Used += n;
  return view;
}

/** A zeroed Uint8Array of `n` elements, a view of a shared chunk. */
export function uint8s(n: number): Uint8Array {
  if (n > CHUNK / 4) return new Uint8Array(n);
  if (uint8Used + n > CHUNK) {
    uint8Chunk = new Uint8Array(CHUNK);
    uint8Used = 0;
  }
  const view = uint8Chunk.subarray(uint8Used, uint8Used + n);
  uint8Used += n;
  return view;
}

/**
 * Where the content of `text[from, to)` ends before a trailing comment: the offset of the first `#` after a space or a
 * tab, past `from` (a line that starts with `#` is a whole-line comment, read elsewhere), or `to` when there is none.
 * Every line the scanner reads ends there, as in `5 3 . | … # row one`.
 */
export function beforeComment(text: string, from: number, to: number): number {
  for (let h = from + 1; h < to; h++) {
    if (text.charCodeAt(h) === 35) {
      const b = text.charCodeAt(h - 1);
      if (b === 32 || b === 9) return h;
    }
  }
  return to;
}
