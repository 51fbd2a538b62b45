// The killer line: `<81 cells> <81 cage letters> <sums>`, as in ../shared/data/killer/. Solve writes the first field.

import { CAGE_NAMES, isCageChar, isLetter, killerRules, numberCages } from './cages';
import { beforeComment, int32s, plural, uint8s, type Format, type FormatContext } from './format';

/*
 * Rules
 * - One line: 81 cells (`1`-`9` given, `.`, `0` or `_` empty) with nothing between them, whitespace, a field of
 *   cage names (`a`-`z`, `A`-`Z`, `0`-`9`; the same name is the same cage; at least one letter, so a field of
 *   digits such as a solution is not taken for names), whitespace, and the sums: numbers separated by commas, in
 *   the order in which each cage's first cell comes in reading order. Whitespace may surround the line, and a ` #`
 *   after whitespace starts a comment to the end of the line.
 * - Unmistakable (a puzzle in either mode): 81 names and one sum per cage.
 * - Problems, in both modes, once the line has that three-field shape: a names field that is not 81 long but
 *   within 9 of it (`cage-letters`, on the field); a cage with no sum (`cage-sum`, on the cage's first letter); a sum with no
 *   cage or a sum that is not a number (`cage-sum`, on the sum).
 */

const MIN_LENGTH = 81 + 1 + 1 + 1 + 1;
/** A names field this close to 81 long is a killer line with a letter too many or too few; farther, it is other text. */
const NEAR = 9;

function isCellChar(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 46 || c === 95;
}

const scratchKeys = new Int32Array(81);

function copyInt32(xs: readonly number[]): Int32Array {
  const out = int32s(xs.length);
  for (let i = 0; i < xs.length; i++) out[i] = xs[i];
  return out;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9;
}

function readLine(ctx: FormatContext, line: number): void {
  const { text, index } = ctx;
  const ls = index.lineStarts[line];
  let le = index.lineEnd(line);
  let j = ls;
  while (j < le && isBlank(text.charCodeAt(j))) j++;
  // A ` #` after whitespace starts a comment, as on every line the scanner reads (no field holds a `#`).
  le = beforeComment(text, j, le);
  while (le > j && isBlank(text.charCodeAt(le - 1))) le--;
  if (le - j < MIN_LENGTH) return;
  for (let k = j; k < j + 81; k++) if (!isCellChar(text.charCodeAt(k))) return;
  let k = j + 81;
  if (!isBlank(text.charCodeAt(k))) return;
  while (isBlank(text.charCodeAt(k))) k++;
  const namesAt = k;
  let letters = false;
  while (k < le && isCageChar(text.charCodeAt(k))) {
    if (isLetter(text.charCodeAt(k))) letters = true;
    k++;
  }
  const namesEnd = k;
  if (!letters || k >= le || !isBlank(text.charCodeAt(k))) return;
  while (isBlank(text.charCodeAt(k))) k++;
  const sumsAt = k;
  for (let m = k; m < le; m++) {
    const c = text.charCodeAt(m);
    if (!((c >= 48 && c <= 57) || c === 44 || c === 32)) return;
  }
  if (!(text.charCodeAt(sumsAt) >= 48 && text.charCodeAt(sumsAt) <= 57)) return;

  const names = namesEnd - namesAt;
  if (Math.abs(names - 81) > NEAR) return;
  // The shape is a killer line's: from here on it is a puzzle or a problem.
  ctx.take(line, line);
  if (names !== 81) {
    ctx.problem('cage-letters', namesAt, names,
      `Killer line has ${plural(names, 'cage letter')}; it needs 81, one for each cell`);
    return;
  }
  const keys = scratchKeys;
  for (let i = 0; i < 81; i++) keys[i] = text.charCodeAt(namesAt + i);
  const cages = numberCages(keys);
  const sums: number[] = [];
  const sumOffsets: number[] = [];
  const sumLengths: number[] = [];
  let bad = false;
  for (let m = sumsAt; m <= le;) {
    let e = m;
    while (e < le && text.charCodeAt(e) !== 44) e++;
    let s = m;
    let t = e;
    while (s < t && text.charCodeAt(s) === 32) s++;
    while (t > s && text.charCodeAt(t - 1) === 32) t--;
    let value = 0;
    for (let d = s; d < t; d++) {
      const c = text.charCodeAt(d);
      value = c >= 48 && c <= 57 ? value * 10 + c - 48 : NaN;
    }
    if (t === s) {
      // An empty sum (`1,,2` or a trailing comma): point at the comma that ends or starts it.
      s = t = e < le ? e : m - 1;
      t = s + 1;
      ctx.problem('cage-sum', s, 1, 'Empty cage sum between commas');
      bad = true;
    } else if (!(t - s <= 3 && value === value)) {
      ctx.problem('cage-sum', s, t - s, `Cage sum '${text.slice(s, t)}' is not a number`);
      bad = true;
    }
    sums.push(value);
    sumOffsets.push(s);
    sumLengths.push(t - s);
    m = e + 1;
  }
  if (bad) return;
  const count = cages.keys.length;
  if (sums.length < count) {
    for (let n = sums.length; n < count; n++) {
      const at = namesAt + cages.first[n];
      ctx.problem('cage-sum', at, 1,
        `Cage '${text[at]}' has no sum: the line gives ${plural(sums.length, 'sum')} for ${plural(count, 'cage')}`);
    }
    return;
  }
  if (sums.length > count) {
    for (let n = count; n < sums.length; n++) {
      ctx.problem('cage-sum', sumOffsets[n], sumLengths[n],
        `Sum ${text.slice(sumOffsets[n], sumOffsets[n] + sumLengths[n])} has no cage: the line has ${plural(count, 'cage')} and ${plural(sums.length, 'sum')}`);
    }
    return;
  }
  const cells = uint8s(81);
  const offsets = int32s(81);
  const cellOffsets = int32s(81);
  let emptyChar = '';
  for (let i = 0; i < 81; i++) {
    const c = text.charCodeAt(j + i);
    cells[i] = c >= 49 && c <= 57 ? c - 48 : 0;
    if (cells[i] === 0 && emptyChar === '') emptyChar = text[j + i];
    offsets[i] = j + i;
    cellOffsets[i] = namesAt + i;
  }
  ctx.add({
    format: 'killer-line', startLine: line, endLine: line, start: j, end: le, cells, offsets,
    emptyChar: emptyChar || '.', rules: killerRules(cages.cageOf, sums), writeBack: 'in-place',
    cageSource: { sumOffsets: copyInt32(sumOffsets), sumLengths: copyInt32(sumLengths), cellOffsets },
  });
}

export const killerLine: Format = {
  name: 'killer-line',
  mayOccur: (text) => text.length >= MIN_LENGTH,
  find(ctx) {
    const { index, text } = ctx;
    const starts = index.lineStarts;
    const count = index.lineCount;
    for (let line = 0; line < count; line++) {
      // Most lines are far too short (81-cell lines among them): skip them on their length, break included.
      const length = (line + 1 < count ? starts[line + 1] : text.length) - starts[line];
      if (length < MIN_LENGTH) continue;
      const first = text.charCodeAt(starts[line]);
      if (!isCellChar(first) && !isBlank(first)) continue;
      if (!ctx.taken(line)) readLine(ctx, line);
    }
  },
};

/** The names field of a killer line for `cageOf` (each cell's cage number, first-appearance order), or undefined. */
export function cageNames(cageOf: ArrayLike<number>): string | undefined {
  let s = '';
  for (let i = 0; i < 81; i++) {
    const n = cageOf[i];
    if (n < 0 || n >= CAGE_NAMES.length) return undefined;
    s += CAGE_NAMES[n];
  }
  return s;
}
