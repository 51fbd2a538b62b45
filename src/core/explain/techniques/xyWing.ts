// XY-Wing (4.2): a bivalue pivot xy seeing pincers xz and yz; z goes from cells seeing both pincers.
// XYZ-Wing (4.4): the pivot holds xyz; the cells must also see the pivot. Pivots in cell order, pincers in
// peer order, as SE scans them.

import { PEERS, bitCount, lowBit, makeStep } from '../board';
import { PEER_MASK } from '../cellset';
import type { Candidate, Position, SearchContext, Step, Technique } from '../types';

/**
 * With changes, a pivot is searched only when it or one of its peers changed: a wing whose pivot and pincers
 * are unchanged was there when nothing was found, removing a superset of what it removes now (candidates are
 * only removed), so it removes nothing now either.
 */
function find(pos: Position, xyz: boolean, ctx: SearchContext | undefined): Step | undefined {
  const size = xyz ? 3 : 2;
  const cand = pos.cand;
  const changed = ctx?.changes?.cells;
  for (let p = 0; p < 81; p++) {
    const pm = cand[p];
    if (bitCount(pm) !== size) continue;
    if (changed) {
      const w = (p / 27) | 0;
      const near = (changed[0] & PEER_MASK[p * 3]) | (changed[1] & PEER_MASK[p * 3 + 1]) | (changed[2] & PEER_MASK[p * 3 + 2]) | (changed[w] & (1 << (p - w * 27)));
      if (near === 0) continue;
    }
    for (let i = 0; i < 20; i++) {
      const a = PEERS[p * 20 + i];
      const am = cand[a];
      if (bitCount(am) !== 2 || bitCount(pm & ~am) !== 1) continue;
      for (let j = 0; j < 20; j++) {
        const b = PEERS[p * 20 + j];
        const bm = cand[b];
        if (bitCount(bm) !== 2 || bitCount(pm | am | bm) !== 3) continue;
        if (bitCount(pm & am & bm) !== (xyz ? 1 : 0)) continue;
        const z = lowBit(am & bm);
        // The cells seeing both pincers (and the pivot for XYZ), in cell order: a pincer never sees itself.
        const elim: Candidate[] = [];
        for (let w = 0; w < 3; w++) {
          let m = PEER_MASK[a * 3 + w] & PEER_MASK[b * 3 + w];
          if (xyz) m &= PEER_MASK[p * 3 + w];
          for (; m !== 0; m &= m - 1) {
            const c = w * 27 + 31 - Math.clz32(m & -m);
            if (c !== p && cand[c] & (1 << z)) elim.push({ cell: c, digit: z });
          }
        }
        if (elim.length === 0) continue;
        const cells = [p, a, b];
        const candidates: Candidate[] = [];
        for (const c of cells) for (let d = 1; d <= 9; d++) if (cand[c] & (1 << d)) candidates.push({ cell: c, digit: d });
        return makeStep({
          technique: xyz ? 'xyz-wing' : 'xy-wing',
          difficulty: xyz ? 4.4 : 4.2,
          eliminations: elim,
          cells,
          candidates,
          digits: [z],
          detail: { pivot: p },
        });
      }
    }
  }
  return undefined;
}

export const xyWing: Technique = { id: 'xy-wing', floor: 4.2, ratings: { 'xy-wing': { min: 4.2, max: 4.2 } }, find: (pos, ctx) => find(pos, false, ctx) };
export const xyzWing: Technique = { id: 'xyz-wing', floor: 4.4, ratings: { 'xyz-wing': { min: 4.4, max: 4.4 } }, find: (pos, ctx) => find(pos, true, ctx) };
