// Hidden subsets: k digits of a unit confined to k cells, so those cells hold nothing else (hidden pair
// 3.4, triple 4.0, quad 5.4). In direct mode (pair 2.0, triple 2.5) the set is used only for the hidden
// single it leaves for another digit, which is placed. Units: boxes, columns, rows; digit tuples in SE's
// order.

import { BOXES_COLS_ROWS, bitCount, cellAt, lowBit, makeStep, placesFor } from '../board';
import type { Candidate, Position, SearchContext, Step, Technique, TechniqueId } from '../types';

const IDS: Record<number, TechniqueId> = { 2: 'hidden-pair', 3: 'hidden-triple', 4: 'hidden-quad' };
const DIFFICULTY: Record<number, number> = { 2: 3.4, 3: 4.0, 4: 5.4 };
/** The direct forms (a hidden pair or triple that leaves a hidden single): SE's 2.0 and 2.5. */
const DIRECT_IDS: Record<number, TechniqueId> = { 2: 'direct-hidden-pair', 3: 'direct-hidden-triple' };
const DIRECT_DIFFICULTY: Record<number, number> = { 2: 2.0, 3: 2.5 };

const table = new Uint16Array(270);

/** The search of one unit: its digits' places, the usable digits (two places or more) and the picked ones. */
const places = new Uint16Array(10);
const usableDigits = new Int32Array(9);
const pick = new Int32Array(4);

/**
 * A unit's hidden sets depend on its cells only: with changes, only the units they name are searched. Digit
 * tuples are visited in SE's order (by largest digit, then the next…), and a partial tuple whose places
 * already span more than k cells is dropped with every tuple that extends it.
 */
function find(pos: Position, k: number, direct: boolean, ctx: SearchContext | undefined): Step | undefined {
  const all = placesFor(pos, ctx, table);
  const units = ctx?.changes?.units ?? (1 << 27) - 1;
  for (const u of BOXES_COLS_ROWS) {
    if (!(units & (1 << u))) continue;
    const empty = bitCount(all[u * 10]);
    if (!(empty > 2 * k || (direct && empty > k))) continue;
    // Digits with at least two places: a tuple must be made of them.
    let n = 0;
    for (let d = 1; d <= 9; d++) {
      const m = (places[d] = all[u * 10 + d]);
      if ((m & (m - 1)) !== 0) usableDigits[n++] = d;
    }
    if (n < k) continue;
    const s = visit(pos, u, k, direct, k - 1, n, 0);
    if (s) return s;
  }
  return undefined;
}

/** Picks slot `slot` of the tuple below index `below` of the usable digits, the union of the places so far given. */
function visit(pos: Position, u: number, k: number, direct: boolean, slot: number, below: number, union: number): Step | undefined {
  for (let top = slot; top < below; top++) {
    const next = union | places[usableDigits[top]];
    if (bitCount(next) > k) continue;
    pick[slot] = top;
    const s = slot === 0 ? (bitCount(next) === k ? tupleStep(pos, u, k, direct, next) : undefined) : visit(pos, u, k, direct, slot - 1, top, next);
    if (s) return s;
  }
  return undefined;
}

/** The step of the picked tuple, whose places are `union` (k cells), or undefined when it gives nothing. */
function tupleStep(pos: Position, u: number, k: number, direct: boolean, union: number): Step | undefined {
  const digits: number[] = [];
  for (let i = 0; i < k; i++) digits.push(usableDigits[pick[i]]);
  let digitMask = 0;
  for (const d of digits) digitMask |= 1 << d;
  if (direct) {
    for (let d = 1; d <= 9; d++) {
      if (digitMask & (1 << d)) continue;
      const m = places[d];
      if ((m & (m - 1)) === 0) continue;
      const rest = m & ~union;
      if (rest !== 0 && (rest & (rest - 1)) === 0) {
        const cell = cellAt(u, lowBit(rest));
        const { cells, candidates } = pattern(pos, u, digits, union);
        return makeStep({
          technique: DIRECT_IDS[k],
          difficulty: DIRECT_DIFFICULTY[k],
          placements: [{ cell, digit: d }],
          cells,
          candidates,
          units: [u],
          digits,
          detail: { single: d },
        });
      }
    }
    return undefined;
  }
  const { cells, candidates } = pattern(pos, u, digits, union);
  const elim: Candidate[] = [];
  for (const c of cells) for (let d = 1; d <= 9; d++) if (!(digitMask & (1 << d)) && pos.cand[c] & (1 << d)) elim.push({ cell: c, digit: d });
  if (elim.length === 0) return undefined;
  return makeStep({ technique: IDS[k], difficulty: DIFFICULTY[k], eliminations: elim, cells, candidates, units: [u], digits });
}

function pattern(pos: Position, u: number, digits: readonly number[], union: number): { cells: number[]; candidates: Candidate[] } {
  const cells: number[] = [];
  for (let i = 0; i < 9; i++) if (union & (1 << i)) cells.push(cellAt(u, i));
  const candidates: Candidate[] = [];
  for (const c of cells) for (const d of digits) if (pos.cand[c] & (1 << d)) candidates.push({ cell: c, digit: d });
  return { cells, candidates };
}

const hidden = (k: number, direct: boolean): Technique => {
  const id = direct ? DIRECT_IDS[k] : IDS[k];
  const d = direct ? DIRECT_DIFFICULTY[k] : DIFFICULTY[k];
  return { id, floor: d, ratings: { [id]: { min: d, max: d } }, find: (pos, ctx) => find(pos, k, direct, ctx) };
};

export const directHiddenPair = hidden(2, true);
export const directHiddenTriple = hidden(3, true);
export const hiddenPair = hidden(2, false);
export const hiddenTriple = hidden(3, false);
export const hiddenQuad = hidden(4, false);
