// Hidden subsets: k digits of a unit confined to k cells, so those cells hold nothing else (hidden pair
// 3.4, triple 4.0, quad 5.4). In direct mode (pair 2.0, triple 2.5) the set is used only for the hidden
// single it leaves for another digit, which is placed. Units: boxes, columns, rows; digit tuples in SE's
// order.

import { BOXES_COLS_ROWS, bitCount, cellAt, lowBit, makeStep, placesFor, subsets } from '../board';
import type { Candidate, Position, SearchContext, Step, Technique, TechniqueId } from '../types';

const table = new Uint16Array(270);

/** Per size k, each tuple of subsets(k) as a mask (bit i for digit i + 1), in the same order. */
const MASKS: Uint16Array[] = [];
function tupleMasks(k: number): Uint16Array {
  let m = MASKS[k];
  if (!m) {
    const tuples = subsets(k);
    m = new Uint16Array(tuples.length);
    for (let t = 0; t < tuples.length; t++) for (const i of tuples[t]) m[t] |= 1 << i;
    MASKS[k] = m;
  }
  return m;
}

/** A unit's hidden sets depend on its cells only: with changes, only the units they name are searched. */
function find(pos: Position, k: number, direct: boolean, ctx: SearchContext | undefined): Step | undefined {
  const all = placesFor(pos, ctx, table);
  const units = ctx?.changes?.units ?? (1 << 27) - 1;
  const places = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const u of BOXES_COLS_ROWS) {
    if (!(units & (1 << u))) continue;
    const empty = bitCount(all[u * 10]);
    if (!(empty > 2 * k || (direct && empty > k))) continue;
    // Digits with at least two places: a tuple must be made of them.
    let usable = 0;
    for (let d = 1; d <= 9; d++) {
      places[d] = all[u * 10 + d];
      if ((places[d] & (places[d] - 1)) !== 0) usable |= 1 << (d - 1);
    }
    if (bitCount(usable) < k) continue;
    const tuples = subsets(k);
    const masks = tupleMasks(k);
    for (let t = 0; t < tuples.length; t++) {
      // A tuple with a digit of fewer than two places is no hidden set.
      if (masks[t] & ~usable) continue;
      const tuple = tuples[t];
      let union = 0;
      for (const i of tuple) union |= places[i + 1];
      if (bitCount(union) !== k) continue;
      const digits = tuple.map((i) => i + 1);
      let digitMask = 0;
      for (const d of digits) digitMask |= 1 << d;
      const cells: number[] = [];
      for (let i = 0; i < 9; i++) if (union & (1 << i)) cells.push(cellAt(u, i));
      const candidates: Candidate[] = [];
      for (const c of cells) for (const d of digits) if (pos.cand[c] & (1 << d)) candidates.push({ cell: c, digit: d });
      if (direct) {
        for (let d = 1; d <= 9; d++) {
          if (digitMask & (1 << d)) continue;
          const m = places[d];
          if ((m & (m - 1)) === 0) continue;
          const rest = m & ~union;
          if (rest !== 0 && (rest & (rest - 1)) === 0) {
            const cell = cellAt(u, lowBit(rest));
            return makeStep({
              technique: k === 2 ? 'direct-hidden-pair' : 'direct-hidden-triple',
              difficulty: k === 2 ? 2.0 : 2.5,
              placements: [{ cell, digit: d }],
              cells,
              candidates,
              units: [u],
              digits,
              detail: { single: d },
            });
          }
        }
        continue;
      }
      const elim: Candidate[] = [];
      for (const c of cells) for (let d = 1; d <= 9; d++) if (!(digitMask & (1 << d)) && pos.cand[c] & (1 << d)) elim.push({ cell: c, digit: d });
      if (elim.length === 0) continue;
      const ids: Record<number, TechniqueId> = { 2: 'hidden-pair', 3: 'hidden-triple', 4: 'hidden-quad' };
      const diff: Record<number, number> = { 2: 3.4, 3: 4.0, 4: 5.4 };
      return makeStep({ technique: ids[k], difficulty: diff[k], eliminations: elim, cells, candidates, units: [u], digits });
    }
  }
  return undefined;
}

const hidden = (id: string, k: number, direct: boolean): Technique => ({ id, find: (pos, ctx) => find(pos, k, direct, ctx) });

export const directHiddenPair = hidden('direct-hidden-pair', 2, true);
export const directHiddenTriple = hidden('direct-hidden-triple', 3, true);
export const hiddenPair = hidden('hidden-pair', 2, false);
export const hiddenTriple = hidden('hidden-triple', 3, false);
export const hiddenQuad = hidden('hidden-quad', 4, false);
