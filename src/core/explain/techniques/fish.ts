// Basic fish on one digit: k lines whose places for the digit lie in exactly k crossing lines, so the
// digit goes from the rest of those crossing lines (X-Wing 3.2, Swordfish 3.8, Jellyfish 5.2). SE tries
// columns as base first, then rows; line tuples in its order, digits 1..9 inside each tuple.

import { bitCount, cellAt, lostUnitsByDigit, makeStep, placesFor, subsetMasks, subsets } from '../board';
import type { Candidate, Position, SearchContext, Step, Technique, TechniqueId } from '../types';

const IDS: Record<number, TechniqueId> = { 2: 'x-wing', 3: 'swordfish', 4: 'jellyfish' };
const DIFFICULTY: Record<number, number> = { 2: 3.2, 3: 3.8, 4: 5.2 };

const table = new Uint16Array(270);
const PLACED = new Int32Array(10);
const LINES = new Int32Array(10);
const ACTIVE = new Int32Array(9);
const LOST = new Int32Array(10);

/**
 * A fish depends on its digit's candidates only: with changes, only the digits they name are searched, and only
 * tuples with a base line where the digit lost a place. A tuple whose base lines all kept the digit's places is the
 * fish it was when the search last found nothing, with no more to remove.
 */
function find(pos: Position, k: number, ctx: SearchContext | undefined): Step | undefined {
  const all = placesFor(pos, ctx, table);
  const digits = ctx?.changes?.digits ?? 0x3fe;
  const lost = LOST;
  lostUnitsByDigit(ctx?.changes, pos, lost);
  // Times each digit is placed.
  const placed = PLACED;
  placed.fill(0);
  for (let c = 0; c < 81; c++) placed[pos.cells[c]]++;
  const tuples = subsets(k);
  const masks = subsetMasks(k);
  // Per digit, the base lines where it has two places or more: a tuple with another line is no fish.
  const lines = LINES;
  for (const base of [9, 0]) {
    const cover = base === 9 ? 0 : 9;
    let some = 0;
    // The digits with such lines, ascending: the only ones a tuple is tried with.
    let active = 0;
    for (let d = 1; d <= 9; d++) {
      let m = 0;
      if (placed[d] + 2 * k <= 9 && digits & (1 << d)) {
        for (let i = 0; i < 9; i++) {
          const p = all[(base + i) * 10 + d];
          if ((p & (p - 1)) !== 0) m |= 1 << i;
        }
        if (bitCount(m) < k) m = 0;
      }
      lines[d] = m;
      some |= m;
      if (m !== 0) ACTIVE[active++] = d;
    }
    if (some === 0) continue;
    for (let t = 0; t < tuples.length; t++) {
      const tuple = tuples[t];
      const tm = masks[t];
      if ((tm & some) !== tm) continue;
      for (let a = 0; a < active; a++) {
        const d = ACTIVE[a];
        if ((tm & lines[d]) !== tm || (tm & (lost[d] >> base)) === 0) continue;
        let union = 0;
        let ok = true;
        for (const i of tuple) {
          const m = all[(base + i) * 10 + d];
          if ((m & (m - 1)) === 0) {
            ok = false;
            break;
          }
          union |= m;
        }
        if (!ok || bitCount(union) !== k) continue;
        const elim: Candidate[] = [];
        const cells: number[] = [];
        const coverUnits: number[] = [];
        for (let j = 0; j < 9; j++) {
          if (!(union & (1 << j))) continue;
          coverUnits.push(cover + j);
          for (let i = 0; i < 9; i++) {
            const c = cellAt(cover + j, i);
            if (!(pos.cand[c] & (1 << d))) continue;
            if (tuple.includes(i)) cells.push(c);
            else elim.push({ cell: c, digit: d });
          }
        }
        if (elim.length === 0) continue;
        return makeStep({
          technique: IDS[k],
          difficulty: DIFFICULTY[k],
          eliminations: elim,
          cells: cells.sort((a, b) => a - b),
          candidates: cells.map((cell) => ({ cell, digit: d })),
          units: [...tuple.map((i) => base + i), ...coverUnits],
          digits: [d],
        });
      }
    }
  }
  return undefined;
}

const fish = (k: number): Technique => ({ id: IDS[k], floor: DIFFICULTY[k], ratings: { [IDS[k]]: { min: DIFFICULTY[k], max: DIFFICULTY[k] } }, find: (pos, ctx) => find(pos, k, ctx) });

export const xWing = fish(2);
export const swordfish = fish(3);
export const jellyfish = fish(4);
