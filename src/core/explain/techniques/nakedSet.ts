// Naked subsets: k cells of a unit holding only k digits between them, so no other cell of the unit holds
// those digits (pair 3.0, triple 3.6, quad 5.0). Units: boxes, columns, rows; cell tuples in SE's order.

import { BOXES_COLS_ROWS, bitCount, cellAt, digitsOf, emptyCount, makeStep, subsetMasks, subsets } from '../board';
import type { Candidate, Position, SearchContext, Step, Technique, TechniqueId } from '../types';

const IDS: Record<number, TechniqueId> = { 2: 'naked-pair', 3: 'naked-triple', 4: 'naked-quad' };
const DIFFICULTY: Record<number, number> = { 2: 3.0, 3: 3.6, 4: 5.0 };

const UNIT_CAND = new Int32Array(9);

/** A unit's naked sets depend on its cells only: with changes, only the units they name are searched. */
function find(pos: Position, k: number, ctx: SearchContext | undefined): Step | undefined {
  const units = ctx?.changes?.units ?? (1 << 27) - 1;
  for (const u of BOXES_COLS_ROWS) {
    if (!(units & (1 << u))) continue;
    if (emptyCount(pos, u) < 2 * k) continue;
    // The places holding two digits or more: a tuple with another place is no naked set.
    let multi = 0;
    const cm = UNIT_CAND;
    for (let i = 0; i < 9; i++) {
      const m = pos.cand[cellAt(u, i)];
      cm[i] = m;
      if ((m & (m - 1)) !== 0) multi |= 1 << i;
    }
    const tuples = subsets(k);
    const masks = subsetMasks(k);
    for (let t = 0; t < tuples.length; t++) {
      const tm = masks[t];
      if ((tm & multi) !== tm) continue;
      // Every cell of the tuple holds two digits or more (it is within `multi`).
      let union = 0;
      for (let b = tm; b !== 0; b &= b - 1) union |= cm[31 - Math.clz32(b & -b)];
      if (bitCount(union) !== k) continue;
      const tuple = tuples[t];
      const cells = tuple.map((i) => cellAt(u, i));
      const elim: Candidate[] = [];
      for (let i = 0; i < 9; i++) {
        if (tuple.includes(i)) continue;
        const c = cellAt(u, i);
        for (const d of digitsOf(pos.cand[c] & union)) elim.push({ cell: c, digit: d });
      }
      if (elim.length === 0) continue;
      const digits = digitsOf(union);
      const candidates: Candidate[] = [];
      for (const c of cells) for (const d of digitsOf(pos.cand[c])) candidates.push({ cell: c, digit: d });
      return makeStep({ technique: IDS[k], difficulty: DIFFICULTY[k], eliminations: elim, cells, candidates, units: [u], digits });
    }
  }
  return undefined;
}

const naked = (k: number): Technique => ({ id: IDS[k], floor: DIFFICULTY[k], ratings: { [IDS[k]]: { min: DIFFICULTY[k], max: DIFFICULTY[k] } }, find: (pos, ctx) => find(pos, k, ctx) });

export const nakedPair = naked(2);
export const nakedTriple = naked(3);
export const nakedQuad = naked(4);
