// Finds every Sudoku puzzle in a text (81-cell lines, 9-row grids, LeetCode arrays, batch files, and the formats of
// formats/: killers, f-puzzles JSON and links) with exact cell offsets.

import { UNITS } from '../core/grid';
import { CLASSIC, type Rules } from '../core/rules';
import { FORMATS } from './formats';
import type { FormatContext } from './formats/format';
import { killerGridRole } from './formats/killerGrid';
import { LineIndex, lineStartAt } from './lines';
import type { CageSource, PuzzleFormat, ScanOptions, ScanProblem, ScanProblemCode, ScanResult, ScannedPuzzle, WriteBack } from './types';

/*
 * Rules (documented here because every feature depends on them).
 *
 * Characters
 * - Givens are `1`-`9`. Empty cells are `.`, `0` and `_`. `-` is an empty cell only inside a row whose cell count
 *   comes to 9 (or 81) when `-` is counted and not otherwise, so `5 3 - | - 7 - | - - -` reads `-` as empty
 *   while `555-12-3456` and `53.-.7.-...` read it as a separator. `*` is always a separator, never an empty cell.
 * - Separators inside rows: whitespace, `|`, `:`, `+`, `*` and the box-drawing characters (U+2500-U+257F); `[` and
 *   `]` too, so a board printed by NumPy (`[[5 3 0 0 7 0 0 0 0]` / ` [6 0 0 ...]`) reads as a grid (they are
 *   ignored when rows are compared for a consistent shape, and do not count as grid markings).
 * - A border line has no digits, contains a run of two or more of `-`, `=` or box-drawing characters, and
 *   otherwise only separators, `.`, `'`, `_` and whitespace (`+-------+`, `*-----------*`, `.---.---.`,
 *   `:---+---:`, `├───┼───┤`). A line with only separators (`|   |   |`) also counts as a border.
 * - Whole-line comments start with `#` or `//` (after optional whitespace); an INI section header such as
 *   `[Puzzle]` (SadMan .sdk files) is treated like a comment. A ` #` after whitespace ends the content of a line,
 *   and so does a `,` or `;` right after 81 contiguous cells (`puzzle,solution` and `puzzle;rating` collections).
 * - Rows may carry a label, a letter A-J followed by a separator (`A | 5 3 . | ...`); a row of the digits 1 to 9
 *   in order directly above labelled rows is a column header, not a row.
 * - Blank lines, comments and any other text end a grid. A bare number of up to 4 cells between groups of 9 full
 *   rows (`1` over a grid) is a label, not a tenth row.
 * - Lines end at `\n`, `\r\n` or a lone `\r`.
 * - Commas: a line of single cells separated by commas (`5,3,0,0,7,0,0,0,0`, whitespace allowed around them) reads
 *   the commas as separators, so nine such lines are a grid and one line of 81 values is a line.
 * - Framed grids with spaces for empty cells (`| 5 3   |   7   |       |`): when every row of a run starts and ends
 *   with a bar (`|`, `│`, `┃`, `║`) at the same columns and some row has spaces for cells, the frame fixes where the
 *   cells are: within each box, the columns where any row shows a cell (a box whose column is empty in every row
 *   takes the columns of a box of the same width). A space there is an empty cell, and its offset points at it; a
 *   framed line with nothing between its bars is a row of empty cells.
 *
 * Formats of formats/ (killer line, killer grid, SumoCue, f-puzzles JSON, links) run first, each on the lines no
 * earlier one took; their rules are written in their own files. The classic formats below read the lines left.
 *
 * Formats
 * - `line`: one line with exactly 81 cells (separators between cells are allowed in `sudoku` mode).
 * - `grid`: a run of consecutive row and border lines with exactly 9 rows of 9 cells. A run of 18, 27, ... rows of
 *   9 cells is read as that many grids written back to back. Borders above the first row belong to the first grid;
 *   borders after a grid's last row belong to that grid. A grid's `start` is the start of its first line and its
 *   `end` the end of its last line (before the line break), so indentation is kept when it is copied.
 * - `leetcode`: `[` + 9 quoted strings of 9 cells + `]`, or `[` + 9 arrays of 9 one-character strings + `]`, on one
 *   line or many, with `'` or `"`; trailing commas allowed. Cell offsets point inside the quotes. The nested form
 *   also takes bare digits (`[[5,3,0,0,7,0,0,0,0],...]`, 0 for empty), as Python and JavaScript solvers write it.
 * - `batch`: when the first non-blank, non-comment line is a bare count T (up to 9 digits) and the next such line has
 *   81 cells, the text is a batch file: every 81-cell line after the count is a `batch` puzzle, and a count that
 *   disagrees gives a `batch-count` problem on the count line.
 * - For `line`, `batch` and `leetcode`, `start`/`end` span the puzzle's own characters (first to last non-blank).
 *
 * Plaintext mode: only confident matches (prose, numbers and code are left alone)
 * - `line`: the 81 cells are contiguous and are the whole line (only whitespace, or a list marker made of
 *   separators, around them), at least 17 givens, and either an empty cell written `.`/`_`, or no two givens that
 *   conflict (digits with `0` or `-` for empty must be a consistent puzzle). So an 81-digit number inside quotes,
 *   JSON or code, a hash (letters), or a random 81-digit string (it always has conflicting digits) is no puzzle.
 * - `grid`: 9 rows of 9 cells whose separators have the same shape in every row, at least 17 givens, and: any
 *   `|`/`+`/box separators or border lines; or else at most 3 conflicting pairs when empties are `.`/`_`/`-`; or
 *   else (digits and spaces only, `0` empty) no conflicts at all. Lines of phone numbers, dates, IP addresses or a
 *   table of digits fail these tests.
 * - `leetcode`: the structure is specific enough when it uses `.`; a board of only digits (strings or bare numbers)
 *   needs 17 givens and no conflicts, so a 9x9 matrix of random digits in code is left alone.
 * - Batch lines are taken as they are: the count line already says what the file is.
 * - Problems are reported only for unambiguous near misses: an 80/82-cell line of contiguous cells with `.`
 *   empties and 17 givens; a grid of 9 rows (one or two of 5 to 12 cells, the others full) or of 8/10 rows of 9
 *   cells that passes the tests of a whole grid over its full rows (one shape, 17 givens, then `|`/border marks,
 *   or at most 3 conflicting pairs with `.`/`_`/`-` empties, or none with `0` empties); a LeetCode array with `.`
 *   that is one row or one cell off; a batch count that disagrees.
 *
 * Sudoku mode (the default: every line is meant as puzzle text)
 * - Every non-blank, non-comment line that is not part of a puzzle gives a problem: `bad-character` at the first
 *   character that is neither a cell nor a separator, `line-length` for a lone line without 81 cells,
 *   `row-count` for a run of rows that is not 9 (or a multiple of 9 of full rows), `row-length` for each row of a
 *   run that does not have 9 cells.
 */

const C_OTHER = 0;
const C_GIVEN = 1;
const C_ZERO = 2;
const C_EMPTY = 3; // . _
const C_DASH = 4;
const C_SEP = 5; // | : + *
const C_BORDER = 6; // = '
const C_WS = 7;
const C_HASH = 8;
const C_BOX = 9; // U+2500..U+257F
const C_BRACKET = 10; // [ ] around rows, as NumPy prints a board

const CLASS = new Uint8Array(128);
for (let c = 49; c <= 57; c++) CLASS[c] = C_GIVEN;
CLASS[48] = C_ZERO;
CLASS[46] = C_EMPTY;
CLASS[95] = C_EMPTY;
CLASS[45] = C_DASH;
for (const ch of '|:+*') CLASS[ch.charCodeAt(0)] = C_SEP;
for (const ch of "='") CLASS[ch.charCodeAt(0)] = C_BORDER;
for (const ch of ' \t\v\f\r') CLASS[ch.charCodeAt(0)] = C_WS;
CLASS[35] = C_HASH;
CLASS[91] = C_BRACKET;
CLASS[93] = C_BRACKET;

function classOf(c: number): number {
  if (c < 128) return CLASS[c];
  if (c >= 0x2500 && c <= 0x257f) return C_BOX;
  if (c === 0xa0 || c === 0xfeff || c === 0x3000) return C_WS;
  return C_OTHER;
}

const K_BLANK = 0;
const K_COMMENT = 1;
const K_BORDER = 2;
const K_CELLS = 3;
const K_OTHER = 4;

const F_EMPTYMARK = 1; // has . or _
const F_MARK = 2; // has | : + * or box drawing
const F_RUN = 4; // two consecutive - = or box characters
const F_DIGIT = 8;
const F_DASHCELL = 16; // - is read as an empty cell on this line
const F_LABEL = 32; // the row starts with a row label A-J
const F_CSV = 64; // the cells are separated by commas (`5,3,0,0,7,0,0,0,0`)

/** Rows shorter than this are grid rows; lines with at least this many cells are would-be 81-cell lines. */
const LONG_LINE = 20;
const MIN_GIVENS = 17;

/** Per-line facts of `classifyLine`, in parallel typed arrays. */
interface LineFacts {
  readonly kind: Uint8Array;
  readonly flags: Uint8Array;
  /** Content span: first non-blank character to one past the last, before any trailing ` #` comment. */
  readonly cs: Int32Array;
  readonly ce: Int32Array;
  /** Number of cells (after the `-` decision). */
  readonly n: Int32Array;
  /** Number of characters that are neither cells nor separators, and the offset of the first (or -1). */
  readonly nBad: Int32Array;
  readonly bad: Int32Array;
}

/** The facts of every line of a text. */
interface Lines extends LineFacts {
  readonly index: LineIndex;
  readonly count: number;
  /** True when every line is blank or nothing but cell characters: then no format of formats/ can be in the text. */
  readonly onlyCells: boolean;
}

function lineFacts(count: number): LineFacts {
  return {
    kind: new Uint8Array(count), flags: new Uint8Array(count), cs: new Int32Array(count), ce: new Int32Array(count),
    n: new Int32Array(count), nBad: new Int32Array(count), bad: new Int32Array(count),
  };
}

function classifyLines(text: string, index: LineIndex): Lines {
  const count = index.lineCount;
  const facts = lineFacts(count);
  let plainLines = 0;
  for (let line = 0; line < count; line++) {
    if (classifyLine(text, index.lineStarts[line], index.lineEnd(line), line, facts)) plainLines++;
  }
  return { index, count, ...facts, onlyCells: plainLines === count };
}

/**
 * Classifies the line `text[ls, le)` (without its break) into slot `line` of `facts`; true when the line is blank
 * or nothing but cell characters. A line depends on its own characters only. A line that can only be stray text
 * (more than 2 characters that are neither cells nor separators, or more than 12 cells, with a stray one among
 * them) is not read to its end: only its first stray character is used, and its counts stop there.
 */
function classifyLine(text: string, ls: number, le: number, line: number, facts: LineFacts): boolean {
  const { kind, flags, cs, ce, n, nBad, bad } = facts;
  let j = ls;
  while (j < le && classOf(text.charCodeAt(j)) === C_WS) j++;
  cs[line] = j;
  bad[line] = -1;
  if (j === le) {
    kind[line] = K_BLANK;
    ce[line] = j;
    return true;
  }
  const first = text.charCodeAt(j);
  if (first === 35 || (first === 47 && text.charCodeAt(j + 1) === 47)) {
    kind[line] = K_COMMENT;
    ce[line] = le;
    return false;
  }
  // Fast path: the line is nothing but cell characters (a puzzle line, a bare grid row).
  let k = j;
  let seen = 0;
  for (; k < le; k++) {
    const c = text.charCodeAt(k);
    if (c >= 48 && c <= 57) seen |= F_DIGIT;
    else if (c === 46 || c === 95) seen |= F_EMPTYMARK;
    else break;
  }
  if (k === le) {
    kind[line] = K_CELLS;
    ce[line] = le;
    n[line] = le - j;
    flags[line] = seen;
    return true;
  }
  let f = 0;
  // A row label (`A | 5 3 . | ...`, as boards with coordinates print them): a letter A-J and a separator.
  const next = text.charCodeAt(j + 1);
  if (((first >= 65 && first <= 74) || (first >= 97 && first <= 106)) && j + 1 < le
    && (classOf(next) === C_WS || next === 124 || next === 58 || classOf(next) === C_BOX)) {
    f |= F_LABEL;
    j++;
  }
  // An INI section header (`[Puzzle]`, see isSectionHeader) is read to its end.
  const header = first === 91 && isAsciiLetter(text.charCodeAt(cs[line] + 1));
  let cells = 0;
  let dashes = 0;
  let badCount = 0;
  let firstBad = -1;
  let firstBorderChar = -1;
  let borderChars = 0;
  let prevRun = false;
  let end = j;
  // Commas: a line of single cells separated by commas (`5,3,0,...`, CSV) reads them as separators.
  let commas = 0;
  let csv = true;
  let lastCell = false;
  for (; j < le; j++) {
    const c = text.charCodeAt(j);
    const cls = c < 128 ? CLASS[c] : classOf(c);
    if (cls === C_WS) {
      prevRun = false;
      continue;
    }
    if (cls === C_HASH && classOf(text.charCodeAt(j - 1)) === C_WS) break;
    // `puzzle,solution` or `puzzle;rating` as in CSV collections: the first field is the puzzle.
    if ((c === 44 || c === 59) && cells === 81 && j - cs[line] === 81) break;
    end = j + 1;
    if (csv) {
      // Prose gives up on the first character that is neither a cell nor a comma.
      if (c === 44) {
        if (!lastCell) csv = false;
        commas++;
        lastCell = false;
      } else if (cls === C_GIVEN || cls === C_ZERO || cls === C_EMPTY) {
        if (lastCell) csv = false;
        lastCell = true;
      } else {
        csv = false;
      }
    }
    switch (cls) {
      case C_GIVEN:
      case C_ZERO:
        cells++;
        f |= F_DIGIT;
        prevRun = false;
        break;
      case C_EMPTY:
        cells++;
        f |= F_EMPTYMARK;
        prevRun = false;
        break;
      case C_DASH:
        dashes++;
        if (prevRun) f |= F_RUN;
        prevRun = true;
        break;
      case C_SEP:
        f |= F_MARK;
        prevRun = false;
        break;
      case C_BRACKET: {
        prevRun = false;
        // A run of brackets changes nothing more than its first (csv is off already): read it in one go.
        let k = j + 1;
        while (k < le) {
          const d = text.charCodeAt(k);
          if (d !== 91 && d !== 93) break;
          k++;
        }
        end = k;
        j = k - 1;
        break;
      }
      case C_BOX:
        f |= F_MARK;
        if (prevRun) f |= F_RUN;
        prevRun = true;
        break;
      case C_BORDER:
        if (firstBorderChar < 0) firstBorderChar = j;
        borderChars++;
        if (c === 61 && prevRun) f |= F_RUN;
        prevRun = c === 61;
        if (badCount > 0 && strayText(csv, header, f, badCount + borderChars, cells)) j = le;
        break;
      default:
        badCount++;
        if (firstBad < 0) firstBad = j;
        prevRun = false;
        if (strayText(csv, header, f, badCount + borderChars, cells)) j = le;
    }
  }
  ce[line] = end;
  if (csv && commas > 0 && badCount === commas && borderChars === 0 && !(f & F_LABEL)) {
    // Every other character is a cell and every one between is a comma: the commas are separators.
    badCount = 0;
    firstBad = -1;
    f |= F_CSV;
  }
  if (badCount === 0 && !(f & F_DIGIT) && ((f & F_RUN) || cells + dashes === 0)) {
    kind[line] = K_BORDER;
    flags[line] = f;
    return false;
  }
  if (badCount > 0 && first === 91 && text.charCodeAt(end - 1) === 93 && isSectionHeader(text, cs[line], end)) {
    kind[line] = K_COMMENT;
    return false;
  }
  if (badCount > 0 || borderChars > 0 || ((f & F_LABEL) && cells === 0)) {
    // Outside a border line, `=` and `'` are as stray as letters; a label needs a row after it.
    kind[line] = K_OTHER;
    nBad[line] = badCount + borderChars;
    bad[line] = firstBad < 0 ? firstBorderChar : firstBorderChar < 0 ? firstBad : Math.min(firstBad, firstBorderChar);
    if ((f & F_LABEL) && cells < 6) {
      // Too few cells for a labelled row: the letter was not a label but the start of some text.
      nBad[line]++;
      bad[line] = cs[line];
    }
    n[line] = cells;
    flags[line] = f;
    return false;
  }
  let cellCount = cells;
  if (dashes > 0 && cells !== 9 && cells !== 81 && (cells + dashes === 9 || cells + dashes === 81)) {
    cellCount = cells + dashes;
    f |= F_DASHCELL;
  } else if (dashes > 0 && cells === 0) {
    kind[line] = K_BORDER;
    flags[line] = f;
    return false;
  }
  kind[line] = K_CELLS;
  n[line] = cellCount;
  flags[line] = f;
  return false;
}

/**
 * True when a line read so far, with a stray character and `strays` characters that are neither cells nor separators and `cells` cells,
 * can only be stray text whatever follows: not CSV, not a section header (`[` and a letter), too many strays or cells for a row
 * with a typo (at most 2 strays, 6 to 12 cells), and a row label that is certainly one (6 cells). Its kind (K_OTHER),
 * its first stray character and whether it is a run line are then known; its counts are used only for run lines.
 */
function strayText(csv: boolean, header: boolean, f: number, strays: number, cells: number): boolean {
  return !csv && !header && (strays > 2 || cells > 12) && ((f & F_LABEL) === 0 || cells >= 6);
}

/** A vertical bar of a frame: `|`, or the box-drawing `│`, `┃`, `║`. */
function isBar(c: number): boolean {
  return c === 124 || c === 0x2502 || c === 0x2503 || c === 0x2551;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isSectionHeader(text: string, start: number, end: number): boolean {
  if (end - start < 3) return false;
  for (let j = start + 1; j < end - 1; j++) {
    const c = text.charCodeAt(j);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (!letter && c !== 32 && !(c >= 48 && c <= 57 && j > start + 1)) return false;
  }
  const c1 = text.charCodeAt(start + 1);
  return (c1 >= 65 && c1 <= 90) || (c1 >= 97 && c1 <= 122);
}

/** Reads the cells of `[start, end)` into `cells`/`offsets` from `base`; returns how many cells there were. */
function extract(text: string, start: number, end: number, dashCell: boolean,
  cells: Uint8Array, offsets: Int32Array, base: number, cap: number): number {
  let k = 0;
  for (let j = start; j < end; j++) {
    const c = text.charCodeAt(j);
    let v: number;
    if (c >= 49 && c <= 57) v = c - 48;
    else if (c === 48 || c === 46 || c === 95 || (dashCell && c === 45)) v = 0;
    else continue;
    if (k < cap) {
      cells[base + k] = v;
      offsets[base + k] = j;
    }
    k++;
  }
  return k;
}

function givensOf(cells: Uint8Array, from = 0, to = cells.length): number {
  let g = 0;
  for (let i = from; i < to; i++) if (cells[i] !== 0) g++;
  return g;
}

const tally = new Uint8Array(10);

/** Number of pairs of equal givens sharing a unit (as `findConflicts` counts them), stopping above `limit`. */
function conflictPairs(cells: Uint8Array, limit: number): number {
  const units = UNITS;
  if (limit === 0) {
    for (let u = 0; u < 243; u += 9) {
      let seen = 0;
      for (let j = u; j < u + 9; j++) {
        const bit = (1 << cells[units[j]]) & ~1;
        if (seen & bit) return 1;
        seen |= bit;
      }
    }
    return 0;
  }
  let pairs = 0;
  const counts = tally;
  for (let u = 0; u < 243; u += 9) {
    // The k-th copy of a digit in a unit makes k - 1 new pairs.
    for (let j = u; j < u + 9; j++) {
      const d = cells[units[j]];
      if (d !== 0) pairs += counts[d]++;
    }
    for (let j = u; j < u + 9; j++) counts[cells[units[j]]] = 0;
    if (pairs > limit) return pairs;
  }
  return pairs;
}

/** Shape code of one character of a row: 0 for whitespace, 1 for a cell, else the character itself. */
function shapeCode(c: number, dashCell: boolean): number {
  const cls = c < 128 ? CLASS[c] : classOf(c);
  if (cls === C_WS || cls === C_BRACKET) return 0;
  return cls === C_GIVEN || cls === C_ZERO || cls === C_EMPTY || (dashCell && cls === C_DASH) ? 1 : c;
}

/**
 * True when two rows have the same shape: the same sequence of cells and separator characters once whitespace
 * is dropped (`5 3 . | . 7 .` and `6 . . | 1 9 5` agree; `530|070` and `530 070` do not).
 */
function sameShape(text: string, a: number, aEnd: number, aDash: boolean, b: number, bEnd: number, bDash: boolean): boolean {
  for (;;) {
    let ca = 0;
    while (a < aEnd && (ca = shapeCode(text.charCodeAt(a), aDash)) === 0) a++;
    let cb = 0;
    while (b < bEnd && (cb = shapeCode(text.charCodeAt(b), bDash)) === 0) b++;
    if (a >= aEnd || b >= bEnd) return a >= aEnd && b >= bEnd;
    if (ca !== cb) return false;
    a++;
    b++;
  }
}

interface MutablePuzzle {
  index: number;
  format: PuzzleFormat;
  startLine: number;
  endLine: number;
  start: number;
  end: number;
  cells: Uint8Array;
  offsets: Int32Array;
  emptyChar: string;
  rules: Rules;
  writeBack: WriteBack;
  cageSource?: CageSource;
}

function emptyCharOf(text: string, cells: Uint8Array, offsets: Int32Array, fallback: string): string {
  for (let i = 0; i < 81; i++) if (cells[i] === 0) return text[offsets[i]];
  return fallback;
}

/** Hands out 81-cell views into shared buffers: one allocation per 512 puzzles instead of two per puzzle. */
class CellPool {
  private cells = new Uint8Array(0);
  private offsets = new Int32Array(0);
  private used = 0;

  take(): { cells: Uint8Array; offsets: Int32Array } {
    if (this.used === this.cells.length) {
      this.cells = new Uint8Array(81 * 512);
      this.offsets = new Int32Array(81 * 512);
      this.used = 0;
    }
    const at = this.used;
    this.used += 81;
    return { cells: this.cells.subarray(at, at + 81), offsets: this.offsets.subarray(at, at + 81) };
  }
}

/** The number of characters (code points, a surrogate pair counting once) in `[from, to)`. */
function codePointCount(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff || i + 1 >= to) n++;
    else {
      const d = text.charCodeAt(i + 1);
      n++;
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return n;
}

const plural = (k: number, word: string): string => `${k} ${word}${k === 1 ? '' : 's'}`;

/** The problem of a batch file whose count line says `count` puzzles while `found` lines follow it. */
export function batchCountMessage(count: number, found: number): string {
  return `The count line says ${plural(count, 'puzzle')}, but ${found} ${found === 1 ? 'follows' : 'follow'}`;
}

/** True when line `l` can be part of a run of grid rows and borders (see `run` in `scanPart`). */
function runLine(L: LineFacts, l: number, sudokuMode: boolean): boolean {
  const k = L.kind[l];
  if (k === K_BORDER) return true;
  if (k === K_CELLS) return L.n[l] < LONG_LINE;
  // A row with a typo or two stays in its grid (sudoku mode), so one bad row does not split a grid in two.
  return sudokuMode && k === K_OTHER && L.nBad[l] <= 2 && L.n[l] >= 6 && L.n[l] <= 12;
}

/** Finds every puzzle in `text`, with the problems of text that nearly is one. Mode defaults to `sudoku`. */
export function scan(text: string, options: ScanOptions = {}): ScanResult {
  return scanPart(text, options, 'detect');
}

/**
 * How `scanPart` reads a text for a batch header: `detect` as `scan` does (the text is a whole text, or starts one);
 * `none` for a part of a text that is no batch file, after its header; `inside` for a part of a batch file after its
 * header: every line of 81 cells is one of its puzzles (the count line, and so the count's problem, are not in it).
 */
export type BatchPart = 'detect' | 'none' | 'inside';

/** `scan` of a text or of a part of one (see `BatchPart`); with `inside`, the result says `batch`. */
export function scanPart(text: string, options: ScanOptions, batch: BatchPart): ScanResult {
  const sudokuMode = (options.mode ?? 'sudoku') === 'sudoku';
  const index = new LineIndex(text);
  const L = classifyLines(text, index);
  const puzzles: MutablePuzzle[] = [];
  const problems: ScanProblem[] = [];
  const consumed = new Uint8Array(L.count);
  const pool = new CellPool();
  const scratchCells = new Uint8Array(128);
  const scratchOffsets = new Int32Array(128);
  const scratchGrid = new Uint8Array(81);

  const problem = (code: ScanProblemCode, offset: number, length: number, message: string): void => {
    const pos = index.positionAt(offset);
    problems.push({ code, line: pos.line, column: pos.character, offset, length, message });
  };
  const lineProblem = (code: ScanProblemCode, line: number, message: string): void => {
    problem(code, L.cs[line], L.ce[line] - L.cs[line], message);
  };
  const badCharacter = (line: number): void => {
    const at = L.bad[line];
    // The whole character (a surrogate pair is one), and its column counted in characters, not UTF-16 units.
    const ch = String.fromCodePoint(text.codePointAt(at) ?? 0xfffd);
    const column = codePointCount(text, index.lineStarts[line], at);
    problem('bad-character', at, ch.length,
      `Unexpected '${ch}' at column ${column + 1}: use 1-9 for givens and . or 0 for empty cells`);
  };

  // The formats of formats/ first (killers, links, JSON), each taking its lines; then the classic ones.
  let formatFound = false;
  const ctx: FormatContext = {
    text, index, sudokuMode,
    taken: (line) => consumed[line] !== 0,
    take: (from, to) => consumed.fill(CONSUMED_BY_FORMAT, from, to + 1),
    add: (p) => {
      puzzles.push({ index: 0, ...p });
      formatFound = true;
    },
    problem,
  };
  if (!L.onlyCells) for (const format of FORMATS) if (format.mayOccur(text)) format.find(ctx);

  const leetcodeFound = text.indexOf('[') >= 0 && scanLeetcode(text, index, sudokuMode, pool, puzzles, problem, consumed);

  // Batch header: the first non-blank, non-comment line is a bare count and the next such line has 81 cells.
  let batchLine = -1;
  let batchCount = 0;
  let inBatch = batch === 'inside';
  if (batch === 'detect') {
    let a = 0;
    while (a < L.count && (L.kind[a] === K_BLANK || L.kind[a] === K_COMMENT)) a++;
    if (a < L.count && !consumed[a] && L.kind[a] === K_CELLS && L.flags[a] === F_DIGIT
      && L.ce[a] - L.cs[a] === L.n[a] && L.n[a] <= 9) {
      let b = a + 1;
      while (b < L.count && (L.kind[b] === K_BLANK || L.kind[b] === K_COMMENT)) b++;
      if (b < L.count && L.kind[b] === K_CELLS && L.n[b] === 81) {
        batchLine = a;
        inBatch = true;
        batchCount = Number(text.slice(L.cs[a], L.ce[a]));
        consumed[a] = 1;
      }
    }
  }
  let batchLines = 0;

  const longLine = (line: number): void => {
    const cs = L.cs[line];
    const ce = L.ce[line];
    const f = L.flags[line];
    const n = L.n[line];
    const dashCell = (f & F_DASHCELL) !== 0;
    if (n === 81) {
      const { cells, offsets } = pool.take();
      if (ce - cs === 81 && !dashCell) {
        // The common case: 81 cell characters in a row, nothing between them.
        for (let i = 0; i < 81; i++) {
          const v = text.charCodeAt(cs + i) - 48;
          cells[i] = v > 0 && v <= 9 ? v : 0;
          offsets[i] = cs + i;
        }
      } else {
        extract(text, cs, ce, dashCell, cells, offsets, 0, 81);
      }
      const isBatch = inBatch && line > batchLine;
      if (!sudokuMode && !isBatch) {
        // Contiguous cells, or one CSV line of 81 values.
        const contiguous = offsets[80] - offsets[0] === 80 || (f & F_CSV) !== 0;
        if (!contiguous || givensOf(cells) < MIN_GIVENS) return;
        if (!(f & F_EMPTYMARK) && conflictPairs(cells, 0) > 0) return;
      }
      if (isBatch) batchLines++;
      puzzles.push({
        index: 0, format: isBatch ? 'batch' : 'line', startLine: line, endLine: line,
        start: cs, end: ce, cells, offsets, emptyChar: emptyCharOf(text, cells, offsets, isBatch ? '0' : '.'), rules: CLASSIC, writeBack: 'in-place',
      });
      return;
    }
    if (!sudokuMode) {
      if (n !== 80 && n !== 82) return;
      if (!(f & F_EMPTYMARK)) return;
      extract(text, cs, ce, false, scratchCells, scratchOffsets, 0, 128);
      if (scratchOffsets[n - 1] - scratchOffsets[0] !== n - 1) return;
      if (givensOf(scratchCells, 0, n) < MIN_GIVENS) return;
    }
    lineProblem('line-length', line, `Line has ${plural(n, 'cell')}; a puzzle line needs 81`);
  };

  const rowLengthProblem = (rows: number[], r: number): void => {
    const n = L.n[rows[r]];
    lineProblem('row-length', rows[r], `Row ${r + 1} has ${plural(n, 'cell')}; a row needs 9`);
  };

  const run = (from: number, to: number): void => {
    if (framedGrids(from, to)) return;
    const rows: number[] = [];
    let borders = 0;
    let bads = 0;
    for (let l = from; l < to; l++) {
      if (L.kind[l] === K_BORDER) borders++;
      else {
        rows.push(l);
        if (L.kind[l] === K_OTHER) bads++;
      }
    }
    if (rows.length === 0) return;
    if (rows.length % 9 === 1 && isColumnHeader(rows[0])) {
      // `1 2 3   4 5 6   7 8 9` over labelled rows: a header, like a border.
      rows.shift();
      borders++;
    }
    if (bads > 0) {
      for (let r = 0; r < rows.length; r++) {
        if (L.kind[rows[r]] === K_OTHER) badCharacter(rows[r]);
        else if (L.n[rows[r]] !== 9) rowLengthProblem(rows, r);
      }
      return;
    }
    let full = 0;
    for (const l of rows) if (L.n[l] === 9) full++;
    if (full < rows.length && labelledGrids(rows, from, to)) return;
    if (full === rows.length && rows.length % 9 === 0) {
      const groups = rows.length / 9;
      for (let g = 0; g < groups; g++) {
        const startLine = g === 0 ? from : rows[g * 9];
        const endLine = g === groups - 1 ? to - 1 : rows[g * 9 + 9] - 1;
        gridPuzzle(rows, g * 9, startLine, endLine);
      }
      return;
    }
    if (sudokuMode) {
      if (rows.length === 1 && borders === 0) {
        const n = L.n[rows[0]];
        if (n === 9) lineProblem('row-count', rows[0], 'Grid has 1 row; a grid needs 9');
        else lineProblem('line-length', rows[0], `Line has ${plural(n, 'cell')}; a puzzle line needs 81`);
        return;
      }
      if (rows.length !== 9) lineProblem('row-count', rows[0], `Grid has ${plural(rows.length, 'row')}; a grid needs 9`);
      for (let r = 0; r < rows.length; r++) if (L.n[rows[r]] !== 9) rowLengthProblem(rows, r);
      return;
    }
    // Plaintext: only unambiguous near misses, judged by the same tests as a whole grid (see gridPuzzle): rows
    // of one shape, 17 givens, and then `|` or border marks, or few conflicts with `.` empties, or none with `0`.
    // The conflicts are counted over the full rows (a short row's cells have no known columns).
    const rowsShort = rows.length === 9 && full >= 7 && rows.every((l) => L.n[l] >= 5 && L.n[l] <= 12);
    const rowsOff = (rows.length === 8 || rows.length === 10) && full === rows.length;
    if (!rowsShort && !rowsOff) return;
    let strong = borders > 0;
    let emptyMark = false;
    let givens = 0;
    let model = -1;
    let consistent = true;
    const grid = scratchGrid;
    grid.fill(0);
    for (let r = 0; r < rows.length; r++) {
      const l = rows[r];
      const f = L.flags[l];
      if (f & F_MARK) strong = true;
      if (f & (F_EMPTYMARK | F_DASHCELL)) emptyMark = true;
      const k = extract(text, L.cs[l], L.ce[l], (f & F_DASHCELL) !== 0, scratchCells, scratchOffsets, 0, 128);
      givens += givensOf(scratchCells, 0, Math.min(k, 128));
      if (L.n[l] !== 9) continue;
      if (r < 9) grid.set(scratchCells.subarray(0, 9), r * 9);
      if (model < 0) model = l;
      else if (!sameRowShape(model, l)) consistent = false;
    }
    if (givens < MIN_GIVENS || !consistent) return;
    const allowed = emptyMark ? 3 : 0;
    if (!strong && conflictPairs(grid, allowed) > allowed) return;
    if (rowsShort) {
      for (let r = 0; r < 9; r++) if (L.n[rows[r]] !== 9) rowLengthProblem(rows, r);
    } else {
      lineProblem('row-count', rows[0], `Grid has ${plural(rows.length, 'row')}; a grid needs 9`);
    }
  };

  /**
   * Grids in a frame of `|` whose empty cells are spaces (`| 5 3   |   7   |       |`): every row starts and ends
   * with a bar, the bars stand at the same columns in every row, and the cells stand at the same columns within
   * each box (the columns where any row shows a cell). Lines of `-`, `=` or box drawing are borders; a framed line
   * with nothing between its bars is a row of empty cells. Only runs where some row has spaces for cells come here.
   */
  const framedGrids = (from: number, to: number): boolean => {
    // Only a run of 9, 18, ... rows (lines other than `-`/`=` borders) with one that has spaces for cells (or a
    // framed line with nothing between its bars) can be one: counted first, so most runs cost a pass over their facts.
    let spacedRow = false;
    let rowLines = 0;
    for (let l = from; l < to; l++) {
      const k = L.kind[l];
      if (k === K_BORDER && (L.flags[l] & F_RUN)) continue;
      rowLines++;
      if (k === K_BORDER || L.n[l] !== 9) spacedRow = true;
    }
    if (!spacedRow || rowLines % 9 !== 0) return false;
    const rows: number[] = [];
    let bars: number[] | undefined;
    let spaced = false;
    for (let l = from; l < to; l++) {
      const k = L.kind[l];
      if (k === K_BORDER && (L.flags[l] & F_RUN)) continue;
      if ((k !== K_CELLS && k !== K_BORDER) || (L.flags[l] & (F_LABEL | F_CSV | F_DASHCELL))) return false;
      const ls = index.lineStarts[l];
      if (!isBar(text.charCodeAt(L.cs[l])) || !isBar(text.charCodeAt(L.ce[l] - 1)) || L.ce[l] - L.cs[l] < 3) return false;
      if (bars === undefined) {
        bars = [];
        for (let j = L.cs[l]; j < L.ce[l]; j++) if (isBar(text.charCodeAt(j))) bars.push(j - ls);
        // 3 or 9 boxes, or no framed grid: known from the first row.
        if (bars.length !== 4 && bars.length !== 10) return false;
      } else {
        // The bars at the same columns as on the first row, no more, no fewer.
        let b = 0;
        for (let j = L.cs[l]; j < L.ce[l]; j++) {
          if (isBar(text.charCodeAt(j)) && (b >= bars.length || bars[b++] !== j - ls)) return false;
        }
        if (b !== bars.length) return false;
      }
      if (k === K_BORDER || L.n[l] !== 9) spaced = true;
      rows.push(l);
    }
    if (!spaced || bars === undefined || rows.length === 0 || rows.length % 9 !== 0) return false;
    const boxes = bars.length - 1;
    if (boxes !== 3 && boxes !== 9) return false;
    const per = 9 / boxes;
    // The columns that show a cell in some row, box by box.
    const used: number[][] = [];
    for (let b = 0; b < boxes; b++) {
      const seen: number[] = [];
      for (const l of rows) {
        const ls = index.lineStarts[l];
        for (let col = bars[b] + 1; col < bars[b + 1]; col++) {
          const c = text.charCodeAt(ls + col);
          const cls = classOf(c);
          if (cls === C_WS) continue;
          if (cls !== C_GIVEN && cls !== C_ZERO && cls !== C_EMPTY) return false;
          if (!seen.includes(col - bars[b])) seen.push(col - bars[b]);
        }
      }
      if (seen.length > per) return false;
      used.push(seen.sort((x, y) => x - y));
    }
    // A box where some column is empty in every row takes its columns from a box of the same width that shows all.
    const columns: number[] = [];
    for (let b = 0; b < boxes; b++) {
      let own = used[b];
      if (own.length < per) {
        const width = bars[b + 1] - bars[b];
        const model = used.find((u, i) => u.length === per && bars![i + 1] - bars![i] === width);
        if (model === undefined || !own.every((c) => model.includes(c))) return false;
        own = model;
      }
      for (const c of own) columns.push(bars[b] + c);
    }
    for (let g = 0; g < rows.length / 9; g++) {
      const { cells, offsets } = pool.take();
      for (let r = 0; r < 9; r++) {
        const ls = index.lineStarts[rows[g * 9 + r]];
        for (let c = 0; c < 9; c++) {
          const at = ls + columns[c];
          const v = text.charCodeAt(at) - 48;
          cells[r * 9 + c] = v > 0 && v <= 9 ? v : 0;
          offsets[r * 9 + c] = at;
        }
      }
      if (!sudokuMode && givensOf(cells) < MIN_GIVENS) continue;
      const startLine = g === 0 ? from : rows[g * 9];
      const endLine = g === rows.length / 9 - 1 ? to - 1 : rows[g * 9 + 9] - 1;
      puzzles.push({
        index: 0, format: 'grid', startLine, endLine, start: index.lineStarts[startLine], end: index.lineEnd(endLine),
        cells, offsets, emptyChar: emptyCharOf(text, cells, offsets, ' '), rules: CLASSIC, writeBack: 'in-place',
      });
    }
    return true;
  };

  /**
   * A bare number of up to 4 cells between groups of full rows is a label (`1` over a grid), not a row. When the
   * rows that are not labels come in groups of 9, 18, ... full rows, reads those groups and reports the labels
   * (sudoku mode) as lines of the wrong length.
   */
  const labelledGrids = (rows: number[], from: number, to: number): boolean => {
    let segment = 0;
    let segments = 0;
    for (const l of rows) {
      if (L.n[l] <= 4) {
        if (segment % 9 !== 0) return false;
        segment = 0;
      } else if (L.n[l] === 9) {
        if (segment === 0) segments++;
        segment++;
      } else {
        return false;
      }
    }
    if (segment % 9 !== 0 || segments === 0) return false;
    let start = from;
    for (let r = 0; r <= rows.length; r++) {
      if (r < rows.length && L.n[rows[r]] > 4) continue;
      const end = r < rows.length ? rows[r] : to;
      if (r > 0 && L.n[rows[r - 1]] > 4) run(start, end);
      if (r < rows.length) {
        if (sudokuMode) {
          lineProblem('line-length', rows[r], `Line has ${plural(L.n[rows[r]], 'cell')}; a puzzle line needs 81`);
        }
        start = rows[r] + 1;
      }
    }
    return true;
  };

  /** A row of exactly the digits 1 to 9 in order, above rows that carry labels. */
  const isColumnHeader = (l: number): boolean => {
    if (L.kind[l] !== K_CELLS || L.n[l] !== 9 || (L.flags[l] & F_LABEL)) return false;
    if (l + 1 >= L.count) return false;
    let below = l + 1;
    while (below < L.count && L.kind[below] === K_BORDER) below++;
    if (below >= L.count || !(L.flags[below] & F_LABEL)) return false;
    extract(text, L.cs[l], L.ce[l], false, scratchCells, scratchOffsets, 0, 9);
    for (let i = 0; i < 9; i++) if (scratchCells[i] !== i + 1) return false;
    return true;
  };

  /** The grid of `rows[first]` to `rows[first + 8]`, spanning `startLine` to `endLine`. */
  const gridPuzzle = (rows: number[], first: number, startLine: number, endLine: number): void => {
    const { cells, offsets } = pool.take();
    let strongMark = false;
    let emptyMark = false;
    for (let r = 0; r < 9; r++) {
      const l = rows[first + r];
      const f = L.flags[l];
      extract(text, L.cs[l], L.ce[l], (f & F_DASHCELL) !== 0, cells, offsets, r * 9, 9);
      if (f & F_MARK) strongMark = true;
      if (f & (F_EMPTYMARK | F_DASHCELL)) emptyMark = true;
    }
    if (!sudokuMode) {
      // Three tests that must all pass, cheapest first (a long run of rows makes many candidate grids).
      for (let l = startLine; l <= endLine; l++) if (L.kind[l] === K_BORDER) strongMark = true;
      if (givensOf(cells) < MIN_GIVENS) return;
      const allowed = emptyMark ? 3 : 0;
      if (!strongMark && conflictPairs(cells, allowed) > allowed) return;
      for (let r = 1; r < 9; r++) if (!sameRowShape(rows[first], rows[first + r])) return;
    }
    puzzles.push({
      index: 0, format: 'grid', startLine, endLine, start: index.lineStarts[startLine], end: index.lineEnd(endLine),
      cells, offsets, emptyChar: emptyCharOf(text, cells, offsets, '.'), rules: CLASSIC, writeBack: 'in-place',
    });
  };

  /** Row content without its label, if any. */
  const rowStart = (l: number): number => L.cs[l] + ((L.flags[l] & F_LABEL) !== 0 ? 1 : 0);
  const sameRowShape = (a: number, b: number): boolean => {
    if (L.ce[a] - L.cs[a] === L.n[a] && L.ce[b] - L.cs[b] === L.n[b]) return L.n[a] === L.n[b]; // bare cells
    return sameShape(text,
      rowStart(a), L.ce[a], (L.flags[a] & F_DASHCELL) !== 0, rowStart(b), L.ce[b], (L.flags[b] & F_DASHCELL) !== 0);
  };

  const isRunLine = (l: number): boolean => runLine(L, l, sudokuMode);

  let line = 0;
  while (line < L.count) {
    if (consumed[line]) {
      line++;
      continue;
    }
    const k = L.kind[line];
    if (k === K_BLANK || k === K_COMMENT) {
      line++;
    } else if (k === K_CELLS && L.n[line] >= LONG_LINE) {
      longLine(line);
      line++;
    } else if (isRunLine(line)) {
      let to = line + 1;
      while (to < L.count && !consumed[to] && isRunLine(to)) to++;
      run(line, to);
      line = to;
    } else {
      if (sudokuMode) badCharacter(line);
      line++;
    }
  }

  if (batchLine >= 0 && batchLines !== batchCount) {
    lineProblem('batch-count', batchLine, batchCountMessage(batchCount, batchLines));
  }

  if (leetcodeFound || formatFound) puzzles.sort((a, b) => a.start - b.start);
  for (let i = 0; i < puzzles.length; i++) puzzles[i].index = i;
  problems.sort((a, b) => a.offset - b.offset);
  return { puzzles: puzzles as ScannedPuzzle[], problems, batch: inBatch };
}

type ProblemSink = (code: ScanProblemCode, offset: number, length: number, message: string) => void;

const MAX_LEET = 12;

/** The board read by the last `parseLeetBoard`: rows, the offset where each starts, its cells' offsets. */
const leetAt = new Int32Array(MAX_LEET);
const leetLength = new Int32Array(MAX_LEET);
const leetOffsets = new Int32Array(MAX_LEET * MAX_LEET);
let leetRows = 0;

function skipWs(text: string, j: number): number {
  for (;;) {
    const c = text.charCodeAt(j);
    if (c === 32 || c === 9 || c === 10 || c === 13) j++;
    else return j;
  }
}

function isCellChar(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 46;
}

/**
 * After an element of a list: skips `,` and whitespace. Returns the offset after the closing `]` (as a negative
 * number minus 2, so -1 stays "malformed") when the list ends, the offset of the next element otherwise.
 */
function afterElement(text: string, j: number): number {
  j = skipWs(text, j);
  const c = text.charCodeAt(j);
  if (c === 93) return -(j + 1) - 2;
  if (c !== 44) return -1;
  j = skipWs(text, j + 1);
  return text.charCodeAt(j) === 93 ? -(j + 1) - 2 : j;
}

/**
 * Reads `[` + quoted strings of cells + `]`, or `[` + arrays of one-character strings or bare digits + `]`, at
 * `open` into the `leet*` arrays. Returns the offset after the closing `]`, or -1 when it is not such a board.
 */
function parseLeetBoard(text: string, open: number): number {
  let j = skipWs(text, open + 1);
  const first = text.charCodeAt(j);
  const nested = first === 91;
  if (!nested && first !== 34 && first !== 39) return -1;
  leetRows = 0;
  let longest = 0;
  for (;;) {
    if (leetRows >= MAX_LEET) return -1;
    const base = leetRows * MAX_LEET;
    const at = j;
    let length = 0;
    if (nested) {
      if (text.charCodeAt(j) !== 91) return -1;
      j = skipWs(text, j + 1);
      for (;;) {
        if (length >= MAX_LEET) return -1;
        const c = text.charCodeAt(j);
        if (c >= 48 && c <= 57) {
          // A bare digit, as in `[[5,3,0,...],...]`: one cell, unless more digits follow.
          const d = text.charCodeAt(j + 1);
          if ((d >= 48 && d <= 57) || d === 46) return -1;
          leetOffsets[base + length++] = j;
          j++;
        } else if ((c === 34 || c === 39) && isCellChar(text.charCodeAt(j + 1)) && text.charCodeAt(j + 2) === c) {
          leetOffsets[base + length++] = j + 1;
          j += 3;
        } else {
          return -1;
        }
        const next = afterElement(text, j);
        if (next === -1) return -1;
        if (next < -1) {
          j = -next - 2;
          break;
        }
        j = next;
      }
    } else {
      const q = text.charCodeAt(j);
      if (q !== 34 && q !== 39) return -1;
      let k = j + 1;
      for (; k < text.length; k++) {
        const c = text.charCodeAt(k);
        if (c === q) break;
        if (!isCellChar(c) || length >= MAX_LEET) return -1;
        leetOffsets[base + length++] = k;
      }
      if (k >= text.length || length === 0) return -1;
      j = k + 1;
    }
    leetAt[leetRows] = at;
    leetLength[leetRows] = length;
    leetRows++;
    if (length > longest) longest = length;
    const next = afterElement(text, j);
    if (next === -1) return -1;
    if (next < -1) {
      // A list of one-character strings is a row of the nested form, not a board of its own.
      if (leetRows < 2 || (!nested && longest < 5)) return -1;
      return -next - 2;
    }
    j = next;
  }
}

/**
 * The most characters other than whitespace that a board read by `parseLeetBoard` can span: `[`, at most 12 rows
 * of `[` + 12 cells (`"5"`) each with its `,` + `]` and the row's `,`, then `]`.
 */
const LEET_SOLID = 2 + MAX_LEET * (3 + 4 * MAX_LEET);

/** The characters `parseLeetBoard` reads: the whitespace it skips, brackets, commas, quotes, digits and `.`. */
function isLeetChar(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 91 || c === 93 || c === 44 || c === 34 || c === 39
    || (c >= 48 && c <= 57) || c === 46;
}

/** How far back from a cut `isCut` reads, at most, before it gives up (and says no). */
const CUT_LOOK_BACK = 1 << 16;

/** Characters `isCut` may still read over several calls (one rescan's search for cuts); at 0 it says no. */
export interface CutBudget {
  left: number;
}

/** Line facts of the one line `isCut` classifies. */
const cutFacts = lineFacts(1);

/** The end (before its break) of the line before the line starting at `ls` (> 0). */
function endBefore(text: string, ls: number): number {
  return text.charCodeAt(ls - 1) === 10 && ls >= 2 && text.charCodeAt(ls - 2) === 13 ? ls - 2 : ls - 1;
}

/**
 * True when `c` is a place to cut `text`: a line start where `scan(text)` finds exactly the puzzles and problems of
 * `scan(text.slice(0, c))` followed by those of `scanPart(text.slice(c), options, false)` moved by `c` (and the
 * lines before it), when the text is no batch file, its batch header lies before `c`, and it holds no `"grid"` key
 * (an f-puzzles object is JSON of any length, so no line can be known to end one). The line before `c` must be one
 * that nothing reaches across:
 * - not a run line (grid rows and borders, and in sudoku mode a row with a typo): runs end at any other line, and a
 *   column header looks below only through border lines;
 * - not a row or a border of a killer grid, nor a blank line with only blank lines between it and such a row (the
 *   sums line may follow the rows after blank lines);
 * - no LeetCode board read from a `[` before `c` (every `[` of the run of board characters before `c` within
 *   `LEET_SOLID` characters other than whitespace) ends after `c`.
 * The other formats read one line at a time (killer lines, SumoCue, links). test/text/rescan.test.ts checks this
 * contract on random texts, cut at every place where this says yes.
 */
export function isCut(text: string, c: number, sudokuMode: boolean, budget: CutBudget = { left: CUT_LOOK_BACK }): boolean {
  if (c <= 0 || c >= text.length || budget.left <= 0) return false;
  const prev = text.charCodeAt(c - 1);
  if (prev !== 10 && !(prev === 13 && text.charCodeAt(c) !== 10)) return false;
  const xe = endBefore(text, c);
  const xs = lineStartAt(text, xe);
  classifyLine(text, xs, xe, 0, cutFacts);
  if (runLine(cutFacts, 0, sudokuMode)) return false;
  const role = killerGridRole(text, xs, xe);
  if (role === 'row' || role === 'border') return false;
  for (let ls = xs, above: string = role; above === 'blank' && ls > 0;) {
    if (c - ls > CUT_LOOK_BACK || budget.left <= 0) return false;
    const e = endBefore(text, ls);
    ls = lineStartAt(text, e);
    budget.left -= 1 + e - ls;
    above = killerGridRole(text, ls, e);
    if (above === 'row') return false;
  }
  // LeetCode boards read across lines and blank lines: look at each `[` that could start one spanning `c`.
  let solid = 0;
  let i = c - 1;
  let clear = true;
  for (; i >= 0; i--) {
    if (c - i > CUT_LOOK_BACK) {
      clear = false;
      break;
    }
    const ch = text.charCodeAt(i);
    if (ch === 32 || ch === 9 || ch === 10 || ch === 13) continue;
    if (!isLeetChar(ch) || ++solid > LEET_SOLID) break;
    if (ch === 91) {
      const end = parseLeetBoard(text, i);
      // A board read costs about what it read (a failed one, a few characters).
      budget.left -= end > c ? end - c : 16;
      if (end > c) {
        clear = false;
        break;
      }
    }
  }
  budget.left -= c - i;
  return clear;
}

/** The first line that counts for a batch header (neither blank nor a comment): its number and content span. */
export interface HeaderLine {
  readonly line: number;
  readonly start: number;
  readonly end: number;
}

/**
 * The first line of the batch header of `text` (its first two lines that are neither blank nor comments, which
 * decide whether it is a batch file, and the count a batch file's puzzles are checked against), when both lines
 * start before `limit` (a line start); undefined when they do not.
 */
export function headerBefore(text: string, limit: number): HeaderLine | undefined {
  let first: HeaderLine | undefined;
  let line = 0;
  // The next `\n` and `\r` at or after the line's start (-1: none left; -2: not looked for yet).
  let nl = -2;
  let cr = -2;
  for (let ls = 0; ls < limit && ls < text.length; line++) {
    if (nl !== -1 && nl < ls) nl = text.indexOf('\n', ls);
    if (cr !== -1 && cr < ls) cr = text.indexOf('\r', ls);
    // The line ends at the first `\n` or `\r` (a `\r\n` is one break).
    const le = nl < 0 ? (cr < 0 ? text.length : cr) : cr < 0 ? nl : Math.min(nl, cr);
    classifyLine(text, ls, le, 0, cutFacts);
    if (cutFacts.kind[0] !== K_BLANK && cutFacts.kind[0] !== K_COMMENT) {
      if (first !== undefined) return first;
      first = { line, start: cutFacts.cs[0], end: cutFacts.ce[0] };
    }
    if (le >= text.length) break;
    ls = text.charCodeAt(le) === 13 && text.charCodeAt(le + 1) === 10 ? le + 2 : le + 1;
  }
  return undefined;
}

/**
 * True when a board can start at the `[` at `open`: whitespace, then a quote, or `[`, whitespace and a digit or a
 * quote. `parseLeetBoard` gives up on any other `[` before its first row; this test is cheaper than the call, and a
 * text of many `[` (code, NumPy output, `[[[[...`) makes many.
 */
function mayStartBoard(text: string, open: number): boolean {
  let j = skipWs(text, open + 1);
  let c = text.charCodeAt(j);
  if (c === 91) {
    j = skipWs(text, j + 1);
    c = text.charCodeAt(j);
    return c === 34 || c === 39 || (c >= 48 && c <= 57);
  }
  return c === 34 || c === 39;
}

/**
 * Where to look for a board after `open`, where none starts: in a run of `[` and whitespace, a `[` with two more
 * after it cannot start one (`mayStartBoard` needs a quote or a digit after at most two), so the next to try is the
 * last but one of the run. A text of `[[[[...` is then read once, not once for each bracket.
 */
function afterBrackets(text: string, open: number): number {
  let last = open;
  let before = open;
  for (let j = open + 1; ; j++) {
    const c = text.charCodeAt(j);
    if (c === 91) {
      before = last;
      last = j;
    } else if (c !== 32 && c !== 9 && c !== 10 && c !== 13) {
      break;
    }
  }
  return before > open ? before : open + 1;
}

/** Values of `consumed`: 0 free, else which reader took the line. */
const CONSUMED_BY_FORMAT = 1;
const CONSUMED_BY_LEETCODE = 2;

/** Finds LeetCode-style boards; marks their lines as consumed. Returns true when any puzzle was found. */
function scanLeetcode(text: string, index: LineIndex, sudokuMode: boolean, pool: CellPool, puzzles: MutablePuzzle[],
  problem: ProblemSink, consumed: Uint8Array): boolean {
  let found = false;
  let from = 0;
  for (;;) {
    const open = text.indexOf('[', from);
    if (open < 0) return found;
    if (!mayStartBoard(text, open)) {
      from = afterBrackets(text, open);
      continue;
    }
    const end = parseLeetBoard(text, open);
    if (end < 0) {
      from = open + 1;
      continue;
    }
    from = end;
    const startLine = index.lineAt(open);
    const endLine = index.lineAt(end - 1);
    // Lines another format took are not read again; a line a LeetCode board ends on may start the next (`]], [[`).
    if (consumed[startLine] === CONSUMED_BY_FORMAT || consumed[endLine] === CONSUMED_BY_FORMAT) continue;
    const rows = leetRows;
    let dots = false;
    let full = 0;
    let nearRows = true;
    for (let r = 0; r < rows; r++) {
      const length = leetLength[r];
      if (length === 9) full++;
      if (length < 8 || length > 10) nearRows = false;
      for (let c = 0; c < length; c++) if (text.charCodeAt(leetOffsets[r * MAX_LEET + c]) === 46) dots = true;
    }
    if (rows === 9 && full === 9) {
      const { cells, offsets } = pool.take();
      for (let r = 0; r < 9; r++) {
        for (let c = 0; c < 9; c++) {
          const o = leetOffsets[r * MAX_LEET + c];
          const v = text.charCodeAt(o) - 48;
          cells[r * 9 + c] = v > 0 && v <= 9 ? v : 0;
          offsets[r * 9 + c] = o;
        }
      }
      if (!sudokuMode && !dots && (givensOf(cells) < MIN_GIVENS || conflictPairs(cells, 0) > 0)) continue;
      for (let l = startLine; l <= endLine; l++) consumed[l] = CONSUMED_BY_LEETCODE;
      puzzles.push({
        index: 0, format: 'leetcode', startLine, endLine, start: open, end, cells, offsets,
        emptyChar: emptyCharOf(text, cells, offsets, '.'), rules: CLASSIC, writeBack: 'in-place',
      });
      found = true;
      continue;
    }
    const nearMiss = dots && ((rows === 9 && full >= 7 && nearRows) || ((rows === 8 || rows === 10) && full === rows));
    if (!sudokuMode && !nearMiss) continue;
    for (let l = startLine; l <= endLine; l++) consumed[l] = CONSUMED_BY_LEETCODE;
    if (rows !== 9) {
      problem('row-count', open, 1, `Board has ${plural(rows, 'row')}; a board needs 9`);
    }
    for (let r = 0; r < rows; r++) {
      const length = leetLength[r];
      if (length !== 9) problem('row-length', leetAt[r], 1, `Row ${r + 1} has ${plural(length, 'cell')}; a row needs 9`);
    }
  }
}
