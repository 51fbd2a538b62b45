// f-puzzles and SudokuPad links: the f-puzzles JSON, LZ-string compressed to base64, after `f-puzzles.com/?load=`
// or `sudokupad.app/fpuzzles`. A link in a document is a puzzle like any other; Solve inserts the solved line below.

import { compressToBase64, decompressFromBase64 } from 'lz-string';
import type { Rules } from '../../core/rules';
import { type Format, type FormatContext } from './format';
import { looksLikeFpuzzle, readFpuzzle } from './fpuzzles';

/*
 * Rules
 * - `https://f-puzzles.com/?load=<data>` (other query parameters may come first), `https://sudokupad.app/fpuzzles<data>`
 *   (also `beta.sudokupad.app`, and `sudokupad.app/sudoku/fpuzzles`), with `http`, `www.` or no scheme too. The data
 *   runs to the first character that is not base64 or `%` (so a link in Markdown's `(...)` or in quotes ends at `)` or
 *   the quote); `%2B`-style escapes are decoded.
 * - A link is meant as a puzzle, so in both modes a link whose data does not decompress to an f-puzzle, or to one
 *   this extension cannot solve, is a `puzzle-data` problem on the link.
 * - Cells and cages point at the link (it has no character per cell).
 */

const LINK = /(?:https?:\/\/)?(?:(?:www\.)?f-puzzles\.com\/\?(?:[^\s"'<>()]*?&)?load=|(?:beta\.)?sudokupad\.app\/(?:sudoku\/)?fpuzzles)([A-Za-z0-9+/=%_-]+)/g;

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
  mayOccur: (text) => text.indexOf('fpuzzles') >= 0 || text.indexOf('f-puzzles.com') >= 0,
  find(ctx) {
    LINK.lastIndex = 0;
    for (let m = LINK.exec(ctx.text); m !== null; m = LINK.exec(ctx.text)) {
      readLink(ctx, m.index, m.index + m[0].length, m[1]);
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
