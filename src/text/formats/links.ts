// f-puzzles and SudokuPad links: the f-puzzles JSON, LZ-string compressed to base64, after `f-puzzles.com/?load=`
// or `sudokupad.app/fpuzzles`. A link in a document is a puzzle like any other; Solve inserts the solved line below.

import { compressToBase64, decompressFromBase64 } from 'lz-string';
import type { Rules } from '../../core/rules';
import { type Format, type FormatContext } from './format';
import { looksLikeFpuzzle, readFpuzzle } from './fpuzzles';

/*
 * Rules
 * - `https://f-puzzles.com/?load=<data>` (other query parameters, up to 200 characters, may come first), `https://sudokupad.app/fpuzzles<data>`
 *   (also `beta.sudokupad.app`, and `sudokupad.app/sudoku/fpuzzles`), with `http`, `www.` or no scheme too. The data
 *   runs to the first character that is not base64 or `%` (so a link in Markdown's `(...)` or in quotes ends at `)` or
 *   the quote); `%2B`-style escapes are decoded.
 * - A link is meant as a puzzle, so in both modes a link whose data does not decompress to an f-puzzle, or to one
 *   this extension cannot solve, is a `puzzle-data` problem on the link.
 * - Cells and cages point at the link (it has no character per cell).
 */

/** The hosts of the links (one pass over a text is about twice as fast as two indexOf calls). */
const HOSTS = /f-puzzles\.com\/|sudokupad\.app\//;

/** The part of a link after its host, read at the host (sticky): f-puzzles' query or SudokuPad's path, then the data. */
const AFTER_FPUZZLES = /f-puzzles\.com\/\?(?:[^\s"'<>()]{0,200}?&)?load=([A-Za-z0-9+/=%_-]+)/y;
const AFTER_SUDOKUPAD = /sudokupad\.app\/(?:sudoku\/)?fpuzzles([A-Za-z0-9+/=%_-]+)/y;

/** Where the link whose host starts at `host` begins: before `www.` / `beta.` and `https://` / `http://`. */
function linkStart(text: string, host: number): number {
  let at = host;
  for (const sub of ['www.', 'beta.']) if (text.startsWith(sub, at - sub.length)) at -= sub.length;
  for (const scheme of ['https://', 'http://']) if (text.startsWith(scheme, at - scheme.length)) return at - scheme.length;
  return at;
}

/** The JSON text of a link's data, or undefined when it does not decompress. */
export function decodeLinkData(data: string): string | undefined {
  let raw = data;
  if (raw.includes('%')) {
    try {
      raw = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  try {
    const json = decompressFromBase64(raw);
    return json === null || json === '' ? undefined : json;
  } catch {
    return undefined;
  }
}

function readLink(ctx: FormatContext, at: number, end: number, data: string): void {
  const { index } = ctx;
  const startLine = index.lineAt(at);
  const endLine = index.lineAt(end - 1);
  if (ctx.taken(startLine)) return;
  ctx.take(startLine, endLine);
  const json = decodeLinkData(data);
  let value: unknown;
  try {
    value = json === undefined ? undefined : JSON.parse(json);
  } catch {
    value = undefined;
  }
  if (!looksLikeFpuzzle(value)) {
    ctx.problem('puzzle-data', at, end - at, 'Link does not hold an f-puzzles puzzle: its data does not decompress to one');
    return;
  }
  const got = readFpuzzle(value);
  if (!('rules' in got)) {
    ctx.problem(got.code, at, end - at, `Link: ${got.message}`);
    return;
  }
  const n = got.rules.variant === 'killer' ? got.rules.cages.length : 0;
  ctx.add({
    format: 'link', startLine, endLine, start: at, end, cells: got.cells, offsets: new Int32Array(81).fill(at), emptyChar: '.',
    rules: got.rules, writeBack: 'insert-line',
    cageSource: n === 0 ? undefined : {
      sumOffsets: new Int32Array(n).fill(at), sumLengths: new Int32Array(n).fill(end - at), cellOffsets: new Int32Array(81).fill(-1),
    },
  });
}

export const links: Format = {
  name: 'link',
  mayOccur: (text) => HOSTS.test(text),
  find(ctx) {
    // One search finds the hosts fast; the sticky expressions only read from there.
    const { text } = ctx;
    const hosts = new RegExp(HOSTS.source, 'g');
    for (let h = hosts.exec(text); h !== null; h = hosts.exec(text)) {
      const after = text.charCodeAt(h.index) === 102 ? AFTER_FPUZZLES : AFTER_SUDOKUPAD;
      after.lastIndex = h.index;
      const m = after.exec(text);
      if (m !== null) readLink(ctx, linkStart(text, h.index), h.index + m[0].length, m[1]);
    }
  },
};

/** The f-puzzles JSON of a puzzle: its givens, and its cages for a killer. */
export function toFpuzzlesJson(cells: ArrayLike<number>, rules: Rules): string {
  const grid: object[][] = [];
  for (let r = 0; r < 9; r++) {
    const row: object[] = [];
    for (let c = 0; c < 9; c++) {
      const v = cells[r * 9 + c];
      row.push(v >= 1 && v <= 9 ? { value: v, given: true } : {});
    }
    grid.push(row);
  }
  const puzzle: Record<string, unknown> = { size: 9, grid };
  if (rules.variant === 'killer') {
    puzzle.killercage = rules.cages.map((cage) => ({
      cells: cage.cells.map((i) => `R${Math.floor(i / 9) + 1}C${(i % 9) + 1}`),
      value: String(cage.sum),
    }));
  }
  return JSON.stringify(puzzle);
}

/** A SudokuPad link for a puzzle, classic or killer (for Sudoku: Copy SudokuPad Link). */
export function sudokuPadLink(cells: ArrayLike<number>, rules: Rules): string {
  return `https://sudokupad.app/fpuzzles${compressToBase64(toFpuzzlesJson(cells, rules))}`;
}
