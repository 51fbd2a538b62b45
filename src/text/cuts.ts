// Where a text can be cut so that scanning the two parts apart finds exactly what one scan of the whole text finds.
// The CLI reads its input a segment at a time and cuts only at such places (src/cli/segments.ts).
//
// What can reach across a line break in `scan()`, and how a cut avoids each:
// - A run of grid rows and border lines (and a column header's look past borders): cut only after a line that can
//   never be part of a run, an "inert" line (`isInertLine`): a blank line, a comment, a line with three or more
//   letters (or one with a letter and under 6 cells), or a line of 20 or more cells with a digit.
// - A LeetCode board, which is parsed character by character across lines and blank lines: a board is short (9
//   rows of 9 cells, with quotes and commas: well under `LEETCODE_SPAN` characters that are not whitespace), so a
//   cut is safe when no `[` lies among the `LEETCODE_SPAN` non-whitespace characters before it. A parse from an
//   earlier `[` that reaches the cut has read more than a board can hold, so it fails in both texts alike.
// - A killer grid (nine rows of cells and letters, then a sums line that may follow blank lines): its rows are text
//   to `isInertLine`, so a place must also pass the scanner's own test, `isCut` (src/text/scan.ts).
// - An f-puzzles object, JSON over any number of lines: no cut inside a `{` that starts an object with a key
//   (`jsonSpans`), nor after one that has not closed in the text read.
// - The batch header (the first two lines that are not blank or comments) decides for the whole text: that is the
//   caller's to carry across a cut (segments.ts puts a stand-in header before each later part).
// This is a contract with scan.ts: a new layout that joins lines must keep these shapes out of it, or change this
// file. test/cli/fuzz.test.ts checks the contract on random texts of every layout.

import { skipObject } from './formats/fpuzzles';
import { isCut } from './scan';

/** More than the non-whitespace characters of any LeetCode board `scan()` accepts (12 rows of 12 quoted cells is under 700). */
export const LEETCODE_SPAN = 4096;


/** Whitespace as wide as any rule of the scanner may skip (wider is safe here: it only counts fewer characters). */
function isWide(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 11 || c === 12 || c === 0xa0 || c === 0xfeff
    || c === 0x3000 || c === 0x1680 || (c >= 0x2000 && c <= 0x200b) || c === 0x2028 || c === 0x2029 || c === 0x202f
    || c === 0x205f || c === 0x85;
}

/** A character no layout reads as a cell, a separator or a border: letters, and text that is not drawing or space. */
function isText(c: number): boolean {
  if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return true;
  if (c < 128) return false; // digits, punctuation (a separator in some layout) and control characters
  if (c >= 0x2500 && c <= 0x259f) return false; // box drawing and blocks
  return !isWide(c);
}

function isCellChar(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 46 || c === 95;
}

/**
 * True when the line `text[start, end)` (without its line break) can never belong to a puzzle, a run of rows or a
 * problem that spans more than this line. LeetCode boards are not considered here (see `isSafeCut`).
 */
export function isInertLine(text: string, start: number, end: number): boolean {
  let j = start;
  while (j < end && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9 || text.charCodeAt(j) === 13)) j++;
  if (j === end) return true; // blank
  const first = text.charCodeAt(j);
  if (first === 35 || (first === 47 && text.charCodeAt(j + 1) === 47)) return true; // comment
  // A row label (a letter A-J and a separator) is not text: skip a letter A-J that starts the line.
  if (((first >= 65 && first <= 74) || (first >= 97 && first <= 106)) && j + 1 < end) j++;
  let text_ = 0;
  let cells = 0;
  let digits = false;
  for (; j < end; j++) {
    const c = text.charCodeAt(j);
    if (c === 35) break; // a trailing `#` comment may end the line's content: count only what is before it
    if (isCellChar(c)) {
      cells++;
      if (c !== 46 && c !== 95) digits = true;
    } else if (isText(c)) {
      text_++;
    }
  }
  return text_ >= 3 || (text_ >= 1 && cells < 6) || (cells >= 20 && digits);
}

/** True when the line `text[start, end)` is blank or a comment (so the batch header is still to come). */
export function isLeadingLine(text: string, start: number, end: number): boolean {
  let j = start;
  while (j < end && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9 || text.charCodeAt(j) === 13)) j++;
  if (j === end) return true;
  const first = text.charCodeAt(j);
  return first === 35 || (first === 47 && text.charCodeAt(j + 1) === 47);
}

/**
 * True when the line certainly counts for the batch header (it is neither blank nor a comment): its first
 * character after spaces is none of `#`, `/` (comments), `[` (an INI section header is a comment) or whitespace.
 */
export function isSignificantLine(text: string, start: number, end: number): boolean {
  let j = start;
  while (j < end && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9 || text.charCodeAt(j) === 13)) j++;
  if (j === end) return false;
  const c = text.charCodeAt(j);
  return c !== 35 && c !== 47 && c !== 91 && !isWide(c);
}

/** Length of the line break that ends just before `at` (0 when `at` is not the start of a line, or not yet known). */
export function breakBefore(text: string, at: number, final: boolean): number {
  if (at <= 0) return 0;
  const c = text.charCodeAt(at - 1);
  if (c === 10) return at >= 2 && text.charCodeAt(at - 2) === 13 ? 2 : 1;
  if (c === 13) {
    if (at < text.length) return text.charCodeAt(at) === 10 ? 0 : 1;
    return final ? 1 : 0; // a `\r` at the end of what was read: a `\n` may follow
  }
  return 0;
}

/** The start of the line that holds `at - 1`, for a line start `at` (the first character after the previous break). */
function lineStartBefore(text: string, from: number, at: number): number {
  for (let i = at - 1; i > from; i--) {
    const c = text.charCodeAt(i - 1);
    if (c === 10) return i;
    if (c === 13 && text.charCodeAt(i) !== 10) return i;
  }
  return from;
}

/** The number of non-whitespace characters in `text[from, to)`, counting at most `limit`. */
function solidBetween(text: string, from: number, to: number, limit: number): number {
  let n = 0;
  for (let i = to - 1; i >= from && n < limit; i--) if (!isWide(text.charCodeAt(i))) n++;
  return n;
}

/**
 * The last place `c` with `from < c <= to` where `text` (read from `from`, which is the start of the text or an
 * earlier safe cut) can be cut: a line start after an inert line with no `[` close before it, which the scanner's
 * own test (`isCut`, src/text/scan.ts) accepts too: it knows the formats that join lines beyond runs of rows and
 * LeetCode boards (a killer grid's rows are text to `isInertLine`, and its sums line may follow blank lines), and
 * that no JSON object an f-puzzles reading could take spans (`jsonSpans`). -1 when there is none. `final` says
 * `text` ends where the input ends (so a `\r` at its end is a line break). Only places after `after` are tried (a
 * caller that read more text need not try the old places again). `sudokuMode`: the text is read in sudoku (strict)
 * mode.
 */
export function lastSafeCut(text: string, from: number, to: number, final: boolean, after = from, sudokuMode = true): number {
  const spans = jsonSpans(text, from, to);
  let span = spans.length - 2;
  let c = to;
  while (c > after) {
    // Inside an object: try only places before it.
    while (span >= 0 && spans[span] >= c) span -= 2;
    if (span >= 0 && spans[span + 1] > c) {
      c = spans[span];
      continue;
    }
    const br = breakBefore(text, c, final);
    if (br === 0) {
      // Not a line start: go back to the previous line break.
      let i = c - 1;
      while (i > after && breakBefore(text, i, true) === 0) i--;
      if (i <= after) return -1;
      c = i;
      continue;
    }
    const ls = lineStartBefore(text, from, c - br);
    if (isInertLine(text, ls, c - br)) {
      const bracket = text.lastIndexOf('[', c - 1);
      if (bracket >= from && solidBetween(text, bracket + 1, c, LEETCODE_SPAN) < LEETCODE_SPAN) {
        // A board starting at that `[` could still reach past here: try only places before it.
        c = bracket;
        continue;
      }
      if (c < text.length && isCut(text, c, sudokuMode)) return c;
    }
    c = ls;
  }
  return -1;
}

/**
 * The objects in `text` from `from` that an f-puzzles reading could take, as [open, end, open, end, …] in text order:
 * every `{` before `to` whose next character past whitespace is `"` (a JSON object with a key) and that is not inside
 * an earlier one, up to its balanced end. One that does not close in the text read may close later, so it reaches
 * past the end (its end is `text.length + 1`) and no later object is looked for. Each character is read once.
 */
export function jsonSpans(text: string, from: number, to: number): number[] {
  const spans: number[] = [];
  for (let i = text.indexOf('{', from); i >= 0 && i < to;) {
    let j = i + 1;
    while (j < text.length && isWide(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) !== 34) {
      i = text.indexOf('{', i + 1);
      continue;
    }
    const end = skipObject(text, i, text.length, undefined);
    spans.push(i, end < 0 ? text.length + 1 : end);
    if (end < 0) break;
    i = text.indexOf('{', end);
  }
  return spans;
}
