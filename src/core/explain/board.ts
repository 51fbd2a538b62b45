// Geometry and bit helpers shared by the techniques: units, positions of a digit in a unit, popcounts and
// the position's operations (place a digit, remove candidates).

import { BOX_OF, COL_OF, PEERS, ROW_OF, UNITS } from '../grid';
import type { Candidate, Changes, Position, SearchContext, Step } from './types';

export { BOX_OF, COL_OF, PEERS, ROW_OF, UNITS };

/** Unit index of a cell's row, column and box. */
export const rowUnit = (c: number): number => ROW_OF[c];
export const colUnit = (c: number): number => 9 + COL_OF[c];
export const boxUnit = (c: number): number => 18 + BOX_OF[c];

/** Sukaku Explainer visits unit kinds in this order in most producers: boxes, columns, rows. */
export const BOXES_COLS_ROWS: readonly number[] = [
  ...[18, 19, 20, 21, 22, 23, 24, 25, 26],
  ...[9, 10, 11, 12, 13, 14, 15, 16, 17],
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8],
];

/** The cell at place i (0..8) of unit u. */
export const cellAt = (u: number, i: number): number => UNITS[u * 9 + i];

/** Popcount of a small mask. */
export function bitCount(m: number): number {
  let n = 0;
  for (; m !== 0; m &= m - 1) n++;
  return n;
}

/** Index of the lowest set bit. */
export const lowBit = (m: number): number => 31 - Math.clz32(m & -m);

/** The digits of a candidate mask, ascending. */
export function digitsOf(m: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (m & (1 << d)) out.push(d);
  return out;
}

/** Places (bits 0..8) of unit u whose cell has digit d as a candidate. */
export function placesOf(pos: Position, u: number, d: number): number {
  const bit = 1 << d;
  let m = 0;
  for (let i = 0; i < 9; i++) if (pos.cand[UNITS[u * 9 + i]] & bit) m |= 1 << i;
  return m;
}

/**
 * Places of every digit in every unit at once: entry u * 10 + d holds the places (bits 0..8) of digit d in
 * unit u, as placesOf would; entry u * 10 holds the unit's empty places. One pass over the cells.
 */
export function placesTable(pos: Position, out: Uint16Array = new Uint16Array(270)): Uint16Array {
  out.fill(0);
  for (let c = 0; c < 81; c++) {
    const r = ROW_OF[c];
    const k = COL_OF[c];
    const b = BOX_OF[c];
    const rb = 1 << k;
    const cb = 1 << r;
    const bb = 1 << ((r % 3) * 3 + (k % 3));
    if (pos.cells[c] === 0) {
      out[r * 10] |= rb;
      out[(9 + k) * 10] |= cb;
      out[(18 + b) * 10] |= bb;
    }
    for (let m = pos.cand[c]; m !== 0; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      out[r * 10 + d] |= rb;
      out[(9 + k) * 10 + d] |= cb;
      out[(18 + b) * 10 + d] |= bb;
    }
  }
  return out;
}

const shared = new Uint16Array(270);
let sharedPos: Position | undefined;
let sharedVersion = -1;

/**
 * The places table of the position, shared by the producers of one step of rate() (its context's `version`
 * says the position is unchanged); computed into `scratch` when the context has no version. Read only.
 */
export function placesFor(pos: Position, ctx: SearchContext | undefined, scratch: Uint16Array): Uint16Array {
  const version = ctx?.version;
  if (version === undefined) return placesTable(pos, scratch);
  if (sharedPos !== pos || sharedVersion !== version) {
    placesTable(pos, shared);
    sharedPos = pos;
    sharedVersion = version;
  }
  return shared;
}

/**
 * Per digit d (out[d]), the units (bit u, 0..26) holding a cell that lost d since the position `changes` were
 * taken from (`Changes.since`): the units where d's places changed. Every unit for every digit without changes.
 */
export function lostUnitsByDigit(changes: Changes | undefined, pos: Position, out: Int32Array): void {
  if (changes === undefined) {
    out.fill((1 << 27) - 1);
    return;
  }
  out.fill(0);
  const since = changes.since;
  for (let c = 0; c < 81; c++) {
    const lost = since[c] & ~pos.cand[c];
    if (lost === 0) continue;
    const units = (1 << ROW_OF[c]) | (1 << (9 + COL_OF[c])) | (1 << (18 + BOX_OF[c]));
    for (let v = lost; v !== 0; v &= v - 1) out[31 - Math.clz32(v & -v)] |= units;
  }
}

/** Number of empty cells of unit u. */
export function emptyCount(pos: Position, u: number): number {
  let n = 0;
  for (let i = 0; i < 9; i++) if (pos.cells[UNITS[u * 9 + i]] === 0) n++;
  return n;
}

/** True when cells a and b (a ≠ b) share a row, column or box. */
export function sees(a: number, b: number): boolean {
  return a !== b && (ROW_OF[a] === ROW_OF[b] || COL_OF[a] === COL_OF[b] || BOX_OF[a] === BOX_OF[b]);
}

/** True when cell c lies in unit u. */
export function inUnit(c: number, u: number): boolean {
  return u < 9 ? ROW_OF[c] === u : u < 18 ? COL_OF[c] === u - 9 : BOX_OF[c] === u - 18;
}

/** Do units a and b (different kinds) share cells? */
export function crosses(a: number, b: number): boolean {
  for (let i = 0; i < 9; i++) if (inUnit(UNITS[a * 9 + i], b)) return true;
  return false;
}

/**
 * k-subsets of 0..n-1 (as index lists) in increasing order of their bit masks, the order SE enumerates
 * tuples in: by largest element, then the next largest, and so on. Cached for n ≤ 9.
 */
const SUBSETS: number[][][] = [];
export function subsets(k: number, n = 9): readonly number[][] {
  const key = n * 10 + k;
  if (n <= 9 && SUBSETS[key] !== undefined) return SUBSETS[key];
  const out: number[][] = [];
  const pick: number[] = new Array<number>(k);
  const rec = (slot: number, below: number): void => {
    if (slot < 0) {
      out.push([...pick]);
      return;
    }
    for (let top = slot; top < below; top++) {
      pick[slot] = top;
      rec(slot - 1, top);
    }
  };
  if (k === 0) out.push([]);
  else if (k <= n) rec(k - 1, n);
  if (n <= 9) SUBSETS[key] = out;
  return out;
}

/** The k-subsets of 0..8 in subsets(k)'s order, as bit masks (bit i for index i). Cached. */
const SUBSET_MASKS: Int32Array[] = [];
export function subsetMasks(k: number): Int32Array {
  return (SUBSET_MASKS[k] ??= Int32Array.from(subsets(k), (t) => t.reduce((m, i) => m | (1 << i), 0)));
}

/** A fresh position from givens: every empty cell gets the digits not used in its row, column or box. */
export function positionFromGrid(cells: Uint8Array): Position {
  const pos: Position = { cells: Uint8Array.from(cells), cand: new Uint16Array(81) };
  for (let c = 0; c < 81; c++) {
    if (pos.cells[c] !== 0) continue;
    let used = 0;
    for (let i = 0; i < 20; i++) used |= 1 << pos.cells[PEERS[c * 20 + i]];
    pos.cand[c] = 0x3fe & ~used;
  }
  return pos;
}

export function clonePosition(pos: Position): Position {
  return { cells: Uint8Array.from(pos.cells), cand: Uint16Array.from(pos.cand) };
}

/** Writes digit d in cell c and removes d from the candidates of its 20 peers. */
export function place(pos: Position, c: number, d: number): void {
  pos.cells[c] = d;
  pos.cand[c] = 0;
  const keep = ~(1 << d);
  for (let i = 0; i < 20; i++) pos.cand[PEERS[c * 20 + i]] &= keep;
}

/** Applies a step: its eliminations first, then its placements (as SE applies a hint). */
export function applyStep(pos: Position, step: Step): void {
  for (const e of step.eliminations) pos.cand[e.cell] &= ~(1 << e.digit);
  for (const p of step.placements) if (pos.cells[p.cell] === 0) place(pos, p.cell, p.digit);
}

/** True when every cell holds a digit. */
export function isSolved(pos: Position): boolean {
  for (let c = 0; c < 81; c++) if (pos.cells[c] === 0) return false;
  return true;
}

/** Candidates d in the given cells (that still have d), as a list. */
export function candidatesIn(pos: Position, cells: Iterable<number>, d: number): Candidate[] {
  const out: Candidate[] = [];
  for (const c of cells) if (pos.cand[c] & (1 << d)) out.push({ cell: c, digit: d });
  return out;
}

/** Builds a step value with empty defaults for the fields a technique leaves out. */
export function makeStep(s: Partial<Step> & Pick<Step, 'technique' | 'difficulty'>): Step {
  return {
    placements: [],
    eliminations: [],
    cells: [],
    candidates: [],
    links: [],
    units: [],
    digits: [],
    ...s,
  };
}
