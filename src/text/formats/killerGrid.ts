// The killer grid: nine rows of `<9 cells> <9 cage letters>`, then a line of `a=11 b=25 ...` sums in any order.

import { isCageChar, isLetter, killerRules, numberCages } from './cages';
import { beforeComment, plural, type Format, type FormatContext } from './format';

/*
 * Rules
 * - A row: 9 cells (`1`-`9` given, `.`, `0` or `_` empty) with the separators of a grid row between them
 *   (whitespace, `|`, `:`, `+`), whitespace, and a word of 9 cage names (`a`-`z`, `A`-`Z`, `0`-`9`, with at least
 *   one letter), at the end of the line: `56..1..2. aabbccdde` or `5 6 . | . 1 . | . 2 .  aabbccdde`.
 * - Nine rows on consecutive lines (border lines such as `------+-------+------` may stand between them), then, on
 *   the next non-blank line, the sums: `name=sum` pairs separated by whitespace, `,` or `;`, in any order. A ` #`
 *   after whitespace starts a comment to the end of a row or of the sums line.
 * - Unmistakable (a puzzle in either mode): every name has exactly one sum and every sum names a cage.
 * - Problems, in both modes, once the nine rows and the sums line are there: a row whose word is 8 or 10 names
 *   long (`cage-letters`, on the word); a cage with no sum (on its first letter), a sum for a name no cell has or
 *   a second sum for a name (on the pair) (`cage-sum`).
 */

interface Row {
  readonly cellOffsets: number[];
  readonly namesAt: number;
  readonly names: number;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9;
}

/** The content of `text[start, end)`: without the blanks around it or a trailing ` #` comment. */
function span(text: string, start: number, end: number): [number, number] {
  let s = start;
  while (s < end && isBlank(text.charCodeAt(s))) s++;
  let e = beforeComment(text, s, end);
  while (e > s && isBlank(text.charCodeAt(e - 1))) e--;
  return [s, e];
}

function content(ctx: FormatContext, line: number): [number, number] {
  return span(ctx.text, ctx.index.lineStarts[line], ctx.index.lineEnd(line));
}

/** The row on `line`, or undefined when the line is not one (names words of 8 to 10 are read, for problems). */
function readRow(ctx: FormatContext, line: number): Row | undefined {
  const [s, e] = content(ctx, line);
  return rowIn(ctx.text, s, e);
}

/** The row whose content (without surrounding spaces and tabs) is `text[s, e)`, or undefined. */
function rowIn(text: string, s: number, e: number): Row | undefined {
  let t = e;
  let letter = false;
  while (t > s && isCageChar(text.charCodeAt(t - 1))) {
    if (isLetter(text.charCodeAt(t - 1))) letter = true;
    t--;
  }
  const names = e - t;
  if (!letter || names < 8 || names > 10 || t === s || !isBlank(text.charCodeAt(t - 1))) return undefined;
  const cellOffsets: number[] = [];
  for (let j = s; j < t; j++) {
    const c = text.charCodeAt(j);
    if ((c >= 48 && c <= 57) || c === 46 || c === 95) {
      if (cellOffsets.length === 9) return undefined;
      cellOffsets.push(j);
    } else if (!(isBlank(c) || c === 124 || c === 58 || c === 43)) {
      return undefined;
    }
  }
  return cellOffsets.length === 9 ? { cellOffsets, namesAt: t, names } : undefined;
}

/** A border line between rows: `-`, `=`, `+`, `|`, `:` and box drawing, with a run of two `-` or `=`. */
function isBorder(ctx: FormatContext, line: number): boolean {
  const [s, e] = content(ctx, line);
  return borderIn(ctx.text, s, e);
}

function borderIn(text: string, s: number, e: number): boolean {
  if (e - s < 2) return false;
  let run = false;
  for (let j = s; j < e; j++) {
    const c = text.charCodeAt(j);
    if ((c === 45 || c === 61) && (text.charCodeAt(j + 1) === c)) run = true;
    if (!(c === 45 || c === 61 || c === 43 || c === 124 || c === 58 || isBlank(c) || (c >= 0x2500 && c <= 0x257f))) return false;
  }
  return run;
}

interface SumPair {
  readonly name: number;
  readonly at: number;
  readonly length: number;
  readonly valueAt: number;
  readonly valueLength: number;
  readonly sum: number;
}

/** The sums line's pairs, or undefined when the line is not one. */
function readSums(ctx: FormatContext, line: number): SumPair[] | undefined {
  const { text } = ctx;
  const [s, e] = content(ctx, line);
  const out: SumPair[] = [];
  let j = s;
  while (j < e) {
    const c = text.charCodeAt(j);
    if (isBlank(c) || c === 44 || c === 59) {
      j++;
      continue;
    }
    if (!isCageChar(c) || text.charCodeAt(j + 1) !== 61) return undefined;
    let k = j + 2;
    while (k < e && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) k++;
    if (k === j + 2 || k - (j + 2) > 3 || (k < e && !(isBlank(text.charCodeAt(k)) || text.charCodeAt(k) === 44 || text.charCodeAt(k) === 59))) {
      return undefined;
    }
    out.push({ name: c, at: j, length: k - j, valueAt: j + 2, valueLength: k - j - 2, sum: Number(text.slice(j + 2, k)) });
    j = k;
  }
  return out.length > 0 ? out : undefined;
}

function readGrid(ctx: FormatContext, first: number): number {
  const { text, index } = ctx;
  const rows: Row[] = [];
  let line = first;
  let last = first;
  for (; line < index.lineCount && !ctx.taken(line); line++) {
    const row = readRow(ctx, line);
    if (row !== undefined) {
      rows.push(row);
      last = line;
      if (rows.length === 9) break;
    } else if (!(rows.length > 0 && isBorder(ctx, line))) {
      break;
    }
  }
  if (rows.length !== 9) return Math.max(first + 1, line);
  let sumsLine = last + 1;
  while (sumsLine < index.lineCount && content(ctx, sumsLine)[0] === content(ctx, sumsLine)[1]) sumsLine++;
  const pairs = sumsLine < index.lineCount && !ctx.taken(sumsLine) ? readSums(ctx, sumsLine) : undefined;
  if (pairs === undefined) return last + 1;

  // Nine rows and a sums line: a killer grid, or a problem.
  ctx.take(first, sumsLine);
  let bad = false;
  rows.forEach((row, r) => {
    if (row.names !== 9) {
      ctx.problem('cage-letters', row.namesAt, row.names, `Row ${r + 1} has ${plural(row.names, 'cage letter')}; a row needs 9`);
      bad = true;
    }
  });
  if (bad) return sumsLine + 1;
  const keys = new Int32Array(81);
  const letterAt = new Int32Array(81);
  rows.forEach((row, r) => {
    for (let c = 0; c < 9; c++) {
      letterAt[r * 9 + c] = row.namesAt + c;
      keys[r * 9 + c] = text.charCodeAt(row.namesAt + c);
    }
  });
  const cages = numberCages(keys);
  const byName = new Map<number, SumPair>();
  for (const p of pairs) {
    const name = String.fromCharCode(p.name);
    if (byName.has(p.name)) {
      ctx.problem('cage-sum', p.at, p.length, `Cage '${name}' has a second sum, ${text.slice(p.at, p.at + p.length)}`);
      bad = true;
    } else if (!cages.keys.includes(p.name)) {
      ctx.problem('cage-sum', p.at, p.length, `Sum ${text.slice(p.at, p.at + p.length)} has no cage: no cell is in cage '${name}'`);
      bad = true;
    }
    if (!byName.has(p.name)) byName.set(p.name, p);
  }
  cages.keys.forEach((k, n) => {
    if (!byName.has(k)) {
      const at = letterAt[cages.first[n]];
      ctx.problem('cage-sum', at, 1, `Cage '${String.fromCharCode(k)}' has no sum: the sums line gives none for it`);
      bad = true;
    }
  });
  if (bad) return sumsLine + 1;
  const cells = new Uint8Array(81);
  const offsets = new Int32Array(81);
  let emptyChar = '';
  rows.forEach((row, r) => {
    row.cellOffsets.forEach((o, c) => {
      const v = text.charCodeAt(o) - 48;
      cells[r * 9 + c] = v > 0 && v <= 9 ? v : 0;
      if (cells[r * 9 + c] === 0 && emptyChar === '') emptyChar = text[o];
      offsets[r * 9 + c] = o;
    });
  });
  const ordered = cages.keys.map((k) => byName.get(k)!);
  ctx.add({
    format: 'killer-grid', startLine: first, endLine: sumsLine, start: index.lineStarts[first], end: content(ctx, sumsLine)[1],
    cells, offsets, emptyChar: emptyChar || '.', rules: killerRules(cages.cageOf, ordered.map((p) => p.sum)), writeBack: 'in-place',
    cageSource: {
      sumOffsets: Int32Array.from(ordered, (p) => p.valueAt),
      sumLengths: Int32Array.from(ordered, (p) => p.valueLength),
      cellOffsets: letterAt,
    },
  });
  return sumsLine + 1;
}

/**
 * How a line `text[start, end)` (without its break) can take part in a killer grid: `row` (a grid row), `border`,
 * `blank` (spaces and tabs only, skipped between the ninth row and the sums line), or `other`. A grid is read from
 * rows and borders on consecutive lines, then blank lines, then its sums line: it cannot reach past an `other` line
 * unless blank lines alone stand between that line and a row (incremental rescans cut the text only there).
 */
export function killerGridRole(text: string, start: number, end: number): 'row' | 'border' | 'blank' | 'other' {
  const [s, e] = span(text, start, end);
  if (s === e) return 'blank';
  if (rowIn(text, s, e) !== undefined) return 'row';
  return borderIn(text, s, e) ? 'border' : 'other';
}

export const killerGrid: Format = {
  name: 'killer-grid',
  mayOccur: (text) => text.indexOf('=') >= 0,
  find(ctx) {
    for (let line = 0; line < ctx.index.lineCount;) {
      line = ctx.taken(line) ? line + 1 : readGrid(ctx, line);
    }
  },
};
