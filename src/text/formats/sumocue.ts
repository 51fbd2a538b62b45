// SumoCue's killer text: `3x3::k:` and 81 values `sum * 256 + cage` separated by `:`. It has no place for digits,
// so Solve inserts the solved killer line below it.

import { killerRules, numberCages } from './cages';
import { plural, type Format, type FormatContext } from './format';

/*
 * Rules
 * - `3x3::k:` (a 9x9 grid of 3x3 boxes, no other rule, killer cages) followed by 81 numbers separated by `:`, with
 *   an optional `:` after the last, anywhere in a line (in quotes, in code). Each number is `sum * 256 + cage`:
 *   cells with the same cage number are one cage; a number under 256 (sum 0) is a cell in no cage.
 * - Unmistakable once the prefix is there: 81 numbers and one sum for each cage make a puzzle. Otherwise, in both
 *   modes, a `puzzle-data` problem on the whole text (the count of numbers) or `cage-sum` on the number that gives a
 *   cage a second sum.
 */

const PREFIX = '3x3::k:';

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function readAt(ctx: FormatContext, at: number): number {
  const { text, index } = ctx;
  const valueAt: number[] = [];
  const valueEnd: number[] = [];
  let j = at + PREFIX.length;
  while (isDigit(text.charCodeAt(j))) {
    const s = j;
    while (isDigit(text.charCodeAt(j))) j++;
    valueAt.push(s);
    valueEnd.push(j);
    if (text.charCodeAt(j) !== 58) break;
    j++;
  }
  const end = j;
  const startLine = index.lineAt(at);
  const endLine = index.lineAt(Math.max(at, end - 1));
  if (ctx.taken(startLine) || ctx.taken(endLine)) return end;
  ctx.take(startLine, endLine);
  if (valueAt.length !== 81) {
    ctx.problem('puzzle-data', at, end - at, `SumoCue killer has ${plural(valueAt.length, 'value')}; it needs 81, one for each cell`);
    return end;
  }
  const values = valueAt.map((s, i) => Number(text.slice(s, valueEnd[i])));
  const keys = values.map((v) => (v >= 256 ? v % 256 : -1));
  const cages = numberCages(keys);
  const sums: number[] = cages.first.map((c) => Math.floor(values[c] / 256));
  let bad = false;
  for (let i = 0; i < 81; i++) {
    const n = cages.cageOf[i];
    if (n >= 0 && Math.floor(values[i] / 256) !== sums[n]) {
      ctx.problem('cage-sum', valueAt[i], valueEnd[i] - valueAt[i],
        `Cage ${keys[i]} has two sums: ${sums[n]} and ${Math.floor(values[i] / 256)} (value ${values[i]} is sum × 256 + cage)`);
      bad = true;
    }
  }
  if (bad) return end;
  const offsets = Int32Array.from(valueAt);
  ctx.add({
    format: 'sumocue', startLine, endLine, start: at, end, cells: new Uint8Array(81), offsets, emptyChar: '.',
    rules: killerRules(cages.cageOf, sums), writeBack: 'insert-line',
    cageSource: {
      sumOffsets: Int32Array.from(cages.first, (c) => valueAt[c]),
      sumLengths: Int32Array.from(cages.first, (c) => valueEnd[c] - valueAt[c]),
      cellOffsets: offsets,
    },
  });
  return end;
}

export const sumocue: Format = {
  name: 'sumocue',
  // Searched from its `x`: a search led by a character common in the text (`3` among digits, `:` in JSON) stops at
  // each one.
  mayOccur(text) {
    for (let i = text.indexOf('x3::k:', 1); i >= 0; i = text.indexOf('x3::k:', i + 1)) if (text.charCodeAt(i - 1) === 51) return true;
    return false;
  },
  find(ctx) {
    let at = ctx.text.indexOf(PREFIX);
    while (at >= 0) {
      const next = readAt(ctx, at);
      at = ctx.text.indexOf(PREFIX, Math.max(at + 1, next));
    }
  },
};
