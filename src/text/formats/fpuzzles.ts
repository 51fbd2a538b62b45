// f-puzzles JSON (`{"size":9,"grid":[[{"value":3,"given":true},...]],"killercage":[{"cells":["R1C1"],"value":"12"}]}`),
// in a document or carried by a link (links.ts). It has no place for digits: Solve inserts the solved line below.

import { CLASSIC, type Rules } from '../../core/rules';
import { killerRules, numberCages } from './cages';
import { type Format, type FormatContext } from './format';
import type { ScanProblemCode } from '../types';

/*
 * Rules
 * - An f-puzzle is a JSON object with `"size": 9` and `"grid"`: 9 rows of 9 cell objects. A cell with
 *   `"given": true` and a `"value"` of 1-9 is a given; every other cell is empty (values without `given` are a
 *   solver's entries, not the puzzle). `"killercage"` lists cages: `"cells"` as `"R1C1"` names, `"value"` the sum.
 * - Taken only as classic or killer: a size other than 9, a region layout other than the boxes (jigsaw), or any
 *   other constraint (diagonals, thermometers, arrows, ...) makes it a `puzzle-data` problem that says which.
 * - A cage with no sum or a cell in two cages is a `cage-sum` / `puzzle-data` problem on that cage.
 * - In a document: an object that parses as JSON, found around each `"grid"` key (its `{` among the 8 nearest
 *   within 400 characters before the key; the search reads at most about four times the text). Unmistakable once it has
 *   `"size"` and `"grid"`, so problems are reported in both modes.
 */

/** Constraints of f-puzzles this extension does not solve. */
const OTHER_RULES = [
  'diagonal+', 'diagonal-', 'antiknight', 'antiking', 'disjointgroups', 'nonconsecutive', 'arrow', 'thermometer',
  'palindrome', 'littlekillersum', 'sandwichsum', 'difference', 'ratio', 'xv', 'clone', 'quadruple', 'betweenline',
  'minimum', 'maximum', 'odd', 'even', 'extraregion', 'cage', 'xsum', 'skyscraper', 'entropicline', 'renban',
  'whispers', 'regionsumline', 'doublearrow', 'lockout', 'modularline',
];

/** A problem inside an f-puzzle: which part (`cage` k of killercage, or the whole) and what is wrong. */
export interface FpuzzleIssue {
  readonly code: ScanProblemCode;
  readonly cage?: number;
  readonly message: string;
}

export interface FpuzzleContent {
  readonly cells: Uint8Array;
  readonly rules: Rules;
  /** For each cage of `rules`, the index of its object in `killercage`. */
  readonly cageSources: readonly number[];
}

function record(v: unknown): Record<string, unknown> | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/** True for a parsed value that claims to be an f-puzzle: an object with `size` and `grid`. */
export function looksLikeFpuzzle(v: unknown): boolean {
  const o = record(v);
  return o !== undefined && 'size' in o && Array.isArray(o.grid);
}

/** Reads a parsed f-puzzle into cells and rules, or says what keeps it from being one. */
export function readFpuzzle(v: unknown): FpuzzleContent | FpuzzleIssue {
  const o = record(v)!;
  if (o.size !== 9) return { code: 'puzzle-data', message: `f-puzzles puzzle of size ${String(o.size)}; only 9×9 puzzles are read` };
  const grid = o.grid as unknown[];
  if (grid.length !== 9 || !grid.every((row) => Array.isArray(row) && row.length === 9)) {
    return { code: 'puzzle-data', message: 'f-puzzles grid is not 9 rows of 9 cells' };
  }
  const others = OTHER_RULES.filter((k) => (Array.isArray(o[k]) ? (o[k] as unknown[]).length > 0 : o[k] === true));
  if (others.length > 0) {
    return { code: 'puzzle-data', message: `f-puzzles puzzle uses ${others.join(', ')}; only classic and killer rules are solved` };
  }
  const cells = new Uint8Array(81);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const cell = record((grid[r] as unknown[])[c]);
      if (cell === undefined) continue;
      if (cell.region !== undefined && cell.region !== Math.floor(r / 3) * 3 + Math.floor(c / 3)) {
        return { code: 'puzzle-data', message: 'f-puzzles puzzle has irregular regions (jigsaw); only classic and killer rules are solved' };
      }
      const value = Number(cell.value);
      if (cell.given === true && Number.isInteger(value) && value >= 1 && value <= 9) cells[r * 9 + c] = value;
    }
  }
  const list = o.killercage === undefined ? [] : o.killercage;
  if (!Array.isArray(list)) return { code: 'puzzle-data', message: 'f-puzzles killercage is not a list' };
  if (list.length === 0) return { cells, rules: CLASSIC, cageSources: [] };
  const keys = new Int32Array(81).fill(-1);
  const sums: number[] = [];
  for (let k = 0; k < list.length; k++) {
    const cage = record(list[k]);
    const names = cage !== undefined && Array.isArray(cage.cells) ? (cage.cells as unknown[]) : undefined;
    if (names === undefined || names.length === 0) return { code: 'puzzle-data', cage: k, message: `Killer cage ${k + 1} has no cells` };
    const at: number[] = [];
    for (const name of names) {
      const m = typeof name === 'string' ? /^R([1-9])C([1-9])$/i.exec(name) : null;
      if (m === null) return { code: 'puzzle-data', cage: k, message: `Killer cage ${k + 1} names a cell ${JSON.stringify(name)}; cells are R1C1 to R9C9` };
      const i = (Number(m[1]) - 1) * 9 + Number(m[2]) - 1;
      if (keys[i] >= 0) return { code: 'puzzle-data', cage: k, message: `Cell ${String(name).toUpperCase()} is in killer cages ${keys[i] + 1} and ${k + 1}` };
      keys[i] = k;
      at.push(i);
    }
    const sum = typeof cage!.value === 'number' ? cage!.value : typeof cage!.value === 'string' && /^\s*\d{1,3}\s*$/.test(cage!.value) ? Number(cage!.value) : NaN;
    if (!Number.isInteger(sum)) {
      return { code: 'cage-sum', cage: k, message: `Killer cage ${k + 1} (${names.map(String).join(', ')}) has no sum` };
    }
    sums.push(sum);
  }
  const numbered = numberCages(keys);
  return { cells, rules: killerRules(numbered.cageOf, numbered.keys.map((k) => sums[k])), cageSources: numbered.keys };
}

// Position-aware walking over JSON text, to point at the characters of cells and cages.

function skipWs(t: string, j: number): number {
  for (;;) {
    const c = t.charCodeAt(j);
    if (c === 32 || c === 9 || c === 10 || c === 13) j++;
    else return j;
  }
}

/** The offset after the JSON value at `j` (strings, arrays and objects balanced), or -1 when it does not end. */
export function skipValue(t: string, j: number, limit: number): number {
  let depth = 0;
  for (let k = j; k < limit; k++) {
    const c = t.charCodeAt(k);
    if (depth === 0 && k > j && (c === 44 || c === 125 || c === 93 || c === 32 || c === 9 || c === 10 || c === 13)) return k;
    if (c === 34) {
      k++;
      while (k < limit && t.charCodeAt(k) !== 34) k += t.charCodeAt(k) === 92 ? 2 : 1;
      if (k >= limit) return -1;
      if (depth === 0) return k + 1;
    } else if (c === 123 || c === 91) {
      depth++;
    } else if (c === 125 || c === 93) {
      depth--;
      if (depth === 0) return k + 1;
      if (depth < 0) return -1;
    }
  }
  return depth === 0 ? limit : -1;
}

/**
 * `skipValue` for the object at `j` (`{`), and with `ends` the end of every `{` it passes outside a string (at its
 * offset: 0 not known, -1 none, else the end): a reading from there would go the same way to the same end, so no
 * brace is read twice (a text of `{"grid":{"grid":...` took a reading from each brace to the end before). `ends` is
 * given only when `limit` is the text's end, which is then the limit of every later brace too.
 */
export function skipObject(t: string, j: number, limit: number, ends: Int32Array | undefined): number {
  const open: number[] = [];
  for (let k = j; k < limit; k++) {
    const c = t.charCodeAt(k);
    if (c === 34) {
      k++;
      while (k < limit && t.charCodeAt(k) !== 34) k += t.charCodeAt(k) === 92 ? 2 : 1;
      if (k >= limit) break;
    } else if (c === 123 || c === 91) {
      open.push(k);
    } else if (c === 125 || c === 93) {
      const o = open.pop()!;
      if (ends !== undefined) ends[o] = k + 1;
      if (open.length === 0) return k + 1;
    }
  }
  if (ends !== undefined) for (const o of open) ends[o] = -1;
  return -1;
}

/** The start offsets of the elements of the array at `j` (`[`). */
function elements(t: string, j: number, end: number): number[] {
  const out: number[] = [];
  let k = skipWs(t, j + 1);
  if (t.charCodeAt(k) === 93) return out;
  while (k < end) {
    out.push(k);
    k = skipValue(t, k, end);
    if (k < 0) return out;
    k = skipWs(t, k);
    if (t.charCodeAt(k) !== 44) return out;
    k = skipWs(t, k + 1);
  }
  return out;
}

/** The offset of the value of `key` in the object at `j` (`{`), or -1. */
function member(t: string, j: number, end: number, key: string): number {
  let k = skipWs(t, j + 1);
  while (k < end && t.charCodeAt(k) === 34) {
    const keyEnd = skipValue(t, k, end);
    if (keyEnd < 0) return -1;
    const name = t.slice(k + 1, keyEnd - 1);
    k = skipWs(t, keyEnd);
    if (t.charCodeAt(k) !== 58) return -1;
    k = skipWs(t, k + 1);
    if (name === key) return k;
    k = skipValue(t, k, end);
    if (k < 0) return -1;
    k = skipWs(t, k);
    if (t.charCodeAt(k) !== 44) return -1;
    k = skipWs(t, k + 1);
  }
  return -1;
}

/** How far back from a `"grid"` key the object holding it may start. */
const LOOK_BACK = 400;
/** The largest f-puzzle read from a document. */
const MAX_JSON = 1 << 20;

function readObject(ctx: FormatContext, open: number, end: number, value: unknown): void {
  const { text, index } = ctx;
  const startLine = index.lineAt(open);
  const endLine = index.lineAt(end - 1);
  ctx.take(startLine, endLine);
  const got = readFpuzzle(value);
  const cagesAt = member(text, open, end, 'killercage');
  const cageStarts = cagesAt >= 0 && text.charCodeAt(cagesAt) === 91 ? elements(text, cagesAt, end) : [];
  if (!('rules' in got)) {
    const at = got.cage !== undefined && cageStarts[got.cage] !== undefined ? cageStarts[got.cage] : open;
    const length = at === open ? 1 : skipValue(text, at, end) - at;
    ctx.problem(got.code, at, Math.max(1, length), got.message);
    return;
  }
  // Each cell points at its cell object, a given at its digit.
  const offsets = new Int32Array(81).fill(open);
  const gridAt = member(text, open, end, 'grid');
  if (gridAt >= 0) {
    elements(text, gridAt, end).forEach((rowAt, r) => {
      if (r < 9 && text.charCodeAt(rowAt) === 91) {
        elements(text, rowAt, end).forEach((cellAt, c) => {
          if (c >= 9) return;
          offsets[r * 9 + c] = cellAt;
          if (got.cells[r * 9 + c] !== 0 && text.charCodeAt(cellAt) === 123) {
            const v = member(text, cellAt, end, 'value');
            if (v >= 0) offsets[r * 9 + c] = text.charCodeAt(v) === 34 ? v + 1 : v;
          }
        });
      }
    });
  }
  const sumOffsets = new Int32Array(got.cageSources.length).fill(open);
  const sumLengths = new Int32Array(got.cageSources.length).fill(1);
  got.cageSources.forEach((k, n) => {
    const at = cageStarts[k];
    if (at === undefined) return;
    const v = member(text, at, end, 'value');
    if (v < 0) return;
    const quoted = text.charCodeAt(v) === 34;
    sumOffsets[n] = quoted ? v + 1 : v;
    sumLengths[n] = Math.max(1, skipValue(text, v, end) - v - (quoted ? 2 : 0));
  });
  ctx.add({
    format: 'fpuzzles', startLine, endLine, start: open, end, cells: got.cells, offsets, emptyChar: '.', rules: got.rules,
    writeBack: 'insert-line',
    cageSource: got.rules.variant === 'killer' ? { sumOffsets, sumLengths, cellOffsets: new Int32Array(81).fill(-1) } : undefined,
  });
}

/**
 * True when the text holds `"grid"`. Searched from its `g`: a search led by `"` stops at every quote, and texts of
 * quotes (LeetCode boards, JSON) are full of them (6.8 ms against 0.07 ms on 900,000 characters of LeetCode fragments).
 */
export function hasGridKey(text: string): boolean {
  for (let i = text.indexOf('grid"', 1); i >= 0; i = text.indexOf('grid"', i + 1)) if (text.charCodeAt(i - 1) === 34) return true;
  return false;
}

export const fpuzzles: Format = {
  name: 'fpuzzles',
  mayOccur: hasGridKey,
  find(ctx) {
    const { text, index } = ctx;
    let from = 0;
    // Characters the search for objects may read in all: linear in the text, whatever the text holds. A brace read
    // before, within an earlier reading, is charged as if read again, so the search stops where it always did.
    let budget = 4 * text.length + MAX_JSON;
    let ends: Int32Array | undefined;
    for (let g = text.indexOf('"grid"'); g >= 0 && budget > 0; g = text.indexOf('"grid"', Math.max(g + 1, from))) {
      if (g < from || ctx.taken(index.lineAt(g))) continue;
      // The nearest `{` before the key (of the 8 nearest) whose balanced object parses as an f-puzzle.
      let tries = 0;
      for (let open = text.lastIndexOf('{', g); open >= 0 && g - open <= LOOK_BACK && tries < 8 && budget > 0;
        open = open > 0 ? text.lastIndexOf('{', open - 1) : -1) {
        tries++;
        const limit = Math.min(text.length, open + MAX_JSON);
        if (limit === text.length && ends === undefined) ends = new Int32Array(text.length);
        const known = limit === text.length ? ends![open] : 0;
        const end = known !== 0 ? known : skipObject(text, open, limit, limit === text.length ? ends : undefined);
        budget -= (end < 0 ? limit : end) - open;
        if (end < 0 || end <= g) continue;
        let value: unknown;
        try {
          value = JSON.parse(text.slice(open, end));
        } catch {
          continue;
        }
        if (!looksLikeFpuzzle(value) || ctx.taken(index.lineAt(open))) continue;
        readObject(ctx, open, end, value);
        from = end;
        break;
      }
    }
  },
};
