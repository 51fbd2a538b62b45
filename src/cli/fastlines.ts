// The CLI's fast path (issue 10): a stretch of text made only of plain 81-character puzzle lines (and empty lines,
// and a batch file's count line) is read in one pass per line, its cells packed straight into one Uint8Array,
// with no scan, no per-puzzle object and no per-cell object. run.ts solves those cells in batches (`solveMany`) and
// writes each chunk's answers as bytes into one buffer, handed to the stream whole. Anything else (a separator, a space, a lone CR, a `-`, a line of another
// length, a line the scanner would not take in plain text) makes the stretch take the general path, so the output
// is what `scan()` gives, byte for byte (test/cli/fastpath.test.ts checks this on random files).
//
// What the scanner does with such a stretch (src/text/scan.ts, "Formats" and "Plaintext mode"), and so this file:
// - a line of exactly 81 characters from `1-9 . 0 _` is a `line` puzzle in sudoku mode, and in a batch file (after
//   its count line) a `batch` puzzle in either mode;
// - in plain text such a line is a puzzle only with at least 17 givens and either a `.`/`_` or no two givens that
//   conflict; any other is left alone silently. Here such a line is not decided: the stretch takes the general path;
// - the first line that is not empty, when it is a bare count of up to 9 digits followed by an 81-cell line, makes
//   the text a batch file (segments.ts carries that into later segments);
// - an empty line is no puzzle and no problem; nothing here reaches across lines, so every such line is a safe cut.

/** The puzzle lines of a stretch: puzzle i's 81 cells at `cells[81 i]`, its first character at `starts[i]`. */
export interface FastLines {
  readonly n: number;
  /** 0 for an empty cell, else the digit. */
  readonly cells: Uint8Array;
  /** Offset in the segment's text of each puzzle's first cell. */
  readonly starts: Int32Array;
  /** The 0-based line of each puzzle in the segment's text. */
  readonly lines: Int32Array;
  /** First segment only: the text starts (after empty lines) with a batch count line. */
  readonly batch: boolean;
}

export interface FastOptions {
  /** sudoku mode (every 81-cell line is a puzzle) or plain text (only confident ones). */
  readonly sudokuMode: boolean;
  /** This is the first segment of its input, so a batch count line may start it. */
  readonly first: boolean;
  /** A later segment of a batch file: every 81-cell line is a batch puzzle. */
  readonly batch: boolean;
  /** The line of `text` that starts at `from`. */
  readonly firstLine: number;
}

const MIN_GIVENS = 17;
/** Code unit -> cell value + 1 (0: not a cell character): `1-9` are givens, `.`, `0` and `_` empty cells. */
const CELL = new Uint8Array(128);
for (let c = 49; c <= 57; c++) CELL[c] = c - 47;
CELL[48] = 1;
CELL[46] = 1;
CELL[95] = 1;

const SEEN = new Uint16Array(27);

/** True when two givens of the 81 cells at `cells[at]` share a digit in a row, column or box. */
function hasConflict(cells: Uint8Array, at: number): boolean {
  SEEN.fill(0);
  for (let i = 0; i < 81; i++) {
    const d = cells[at + i];
    if (d === 0) continue;
    const bit = 1 << d;
    const r = (i / 9) | 0;
    const c = 9 + (i % 9);
    const b = 18 + ((r / 3) | 0) * 3 + (((i % 9) / 3) | 0);
    if ((SEEN[r] | SEEN[c] | SEEN[b]) & bit) return true;
    SEEN[r] |= bit;
    SEEN[c] |= bit;
    SEEN[b] |= bit;
  }
  return false;
}

/**
 * Reads `text[from, to)` (whole lines: `to` is a line start or the end of the input) as plain puzzle lines, or
 * returns undefined when any line is something else (the general path then scans the stretch).
 */
export function fastLines(text: string, from: number, to: number, options: FastOptions): FastLines | undefined {
  // Each puzzle line takes at least 82 characters but the last, so this many slots always suffice.
  const max = Math.floor((to - from) / 82) + 1;
  let cells = new Uint8Array(max * 81);
  const starts = new Int32Array(max);
  const lines = new Int32Array(max);
  let n = 0;
  let line = options.firstLine;
  let batch = options.batch;
  /** First segment: no line that is not empty seen yet (so a count line may come). */
  let leading = options.first;
  /** A count line was read and its 81-cell line is still to come. */
  let countPending = false;
  let i = from;
  while (i < to) {
    let end = text.indexOf('\n', i);
    let next: number;
    if (end < 0 || end >= to) {
      end = to;
      next = to;
    } else {
      next = end + 1;
      if (end > i && text.charCodeAt(end - 1) === 13) end--;
    }
    const length = end - i;
    if (length === 0) {
      // An empty line (the `\r` of a `\r\n` is not part of it; a lone `\r` is a character here, and fails below).
      i = next;
      line++;
      continue;
    }
    if (length === 81) {
      const at = n * 81;
      let givens = 0;
      let emptyMark = false;
      for (let k = 0; k < 81; k++) {
        const c = text.charCodeAt(i + k);
        const v = c < 128 ? CELL[c] : 0;
        if (v === 0) return undefined;
        cells[at + k] = v - 1;
        if (v > 1) givens++;
        else if (c !== 48) emptyMark = true;
      }
      if (!batch && !options.sudokuMode && (givens < MIN_GIVENS || (!emptyMark && hasConflict(cells, at)))) return undefined;
      starts[n] = i;
      lines[n] = line;
      n++;
      leading = false;
      countPending = false;
    } else if (leading && length >= 1 && length <= 9 && isDigits(text, i, end)) {
      // The count line of a batch file: the text is one only when an 81-cell line follows (checked at the end).
      leading = false;
      countPending = true;
      batch = true;
    } else {
      return undefined;
    }
    i = next;
    line++;
  }
  if (countPending) return undefined;
  if (n < max) cells = cells.subarray(0, n * 81);
  return { n, cells, starts: starts.subarray(0, n), lines: lines.subarray(0, n), batch: options.first && batch };
}

function isDigits(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
