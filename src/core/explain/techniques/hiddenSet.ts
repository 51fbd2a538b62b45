// Hidden subsets: k digits of a unit confined to k cells, so those cells hold nothing else (hidden pair
// 3.4, triple 4.0, quad 5.4). In direct mode (pair 2.0, triple 2.5) the set is used only for the hidden
// single it leaves for another digit, which is placed. Units: boxes, columns, rows; digit tuples in SE's
// order.

import { BOXES_COLS_ROWS, bitCount, cellAt, emptyCount, lowBit, makeStep, placesOf, subsets } from '../board';
import type { Candidate, Position, Step, Technique, TechniqueId } from '../types';

function find(pos: Position, k: number, direct: boolean): Step | undefined {
  for (const u of BOXES_COLS_ROWS) {
    const empty = emptyCount(pos, u);
    if (!(empty > 2 * k || (direct && empty > k))) continue;
    const places = [0];
    for (let d = 1; d <= 9; d++) places[d] = placesOf(pos, u, d);
    for (const tuple of subsets(k)) {
      let union = 0;
      let ok = true;
      for (const i of tuple) {
        const m = places[i + 1];
        if ((m & (m - 1)) === 0) {
          ok = false;
          break;
        }
        union |= m;
      }
      if (!ok || bitCount(union) !== k) continue;
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

const hidden = (id: string, k: number, direct: boolean): Technique => ({ id, find: (pos) => find(pos, k, direct) });

export const directHiddenPair = hidden('direct-hidden-pair', 2, true);
export const directHiddenTriple = hidden('direct-hidden-triple', 3, true);
export const hiddenPair = hidden('hidden-pair', 2, false);
export const hiddenTriple = hidden('hidden-triple', 3, false);
export const hiddenQuad = hidden('hidden-quad', 4, false);
