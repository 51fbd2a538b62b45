// Unique rectangles and loops (types 1-4). A loop of cells holding the same two digits, each unit of the
// loop visited by exactly two of its cells, would leave two solutions; so the extra candidates of the
// loop's other cells must break it. Rated 4.5 (4 cells), 4.6 (6), 4.7 (8), 5.0 (10+), plus a bonus for the
// naked or hidden set of type 3. SE collects every loop and takes the easiest, then the lowest type.

import { BOX_OF, COL_OF, ROW_OF, bitCount, cellAt, digitsOf, emptyCount, makeStep, placesFor, placesOf, sees, subsets } from '../board';
import type { Candidate, Position, Step, Technique } from '../types';

/** Unit of cell c of kind k (0 box, 1 row, 2 column: SE's region-type order). */
function unitOfKind(c: number, k: number): number {
  return k === 0 ? 18 + BOX_OF[c] : k === 1 ? ROW_OF[c] : 9 + COL_OF[c];
}

// The walk's cells, and its cells per unit: a valid loop has exactly two in each unit it visits, so a third
// can never become valid and the path stops there (it changes neither which loops are found nor their
// order). Both are back to zeros when a walk returns.
const inLoop = new Uint8Array(81);
const perUnit = new Uint8Array(27);

/**
 * The loops through bivalue cell `start` of digits v1, v2; `places` is the places table of the position
 * (placesTable in board.ts): the walk visits only a unit's places holding both digits, the cells it would
 * otherwise pass over.
 */
function findLoops(pos: Position, start: number, v1: number, v2: number, places: Uint16Array): number[][] {
  const both = (1 << v1) | (1 << v2);
  const out: number[][] = [];
  const loop: number[] = [];
  const enter = (c: number, delta: number): boolean => {
    let ok = true;
    for (let k = 0; k < 3; k++) {
      const u = unitOfKind(c, k);
      perUnit[u] += delta;
      if (perUnit[u] > 2) ok = false;
    }
    return ok;
  };
  const walk = (cell: number, allowedEx: number, exValues: number, lastKind: number): void => {
    loop.push(cell);
    inLoop[cell] = 1;
    if (enter(cell, 1)) {
      for (let k = 0; k < 3; k++) {
        if (k === lastKind) continue;
        const u = unitOfKind(cell, k);
        for (let pm = places[u * 10 + v1] & places[u * 10 + v2]; pm !== 0; pm &= pm - 1) {
          const next = cellAt(u, 31 - Math.clz32(pm & -pm));
          if (next === loop[0] && loop.length >= 4) {
            out.push([...loop]);
          } else if (!inLoop[next]) {
            const m = pos.cand[next];
            const n = bitCount(m);
            // A bivalue cell before the start was a start itself, and its walk found every loop through it
            // first (which loops pass the walk's rules does not depend on where they start): every hint of such
            // a loop is a repeat the caller drops, so the path does not go there.
            if (n === 2 && next < start) continue;
            const ex = (exValues | m) & ~both;
            if (n === 2 || bitCount(ex) === 1 || allowedEx > 0) walk(next, n > 2 ? allowedEx - 1 : allowedEx, ex, k);
          }
        }
      }
    }
    enter(cell, -1);
    inLoop[cell] = 0;
    loop.pop();
  };
  walk(start, 2, 0, -1);
  return out;
}

/** Each unit of the loop is visited by one cell at an odd place and one at an even place (units as bits). */
function isValidLoop(loop: readonly number[]): boolean {
  let odd = 0;
  let even = 0;
  for (let i = 0; i < loop.length; i++) {
    for (let k = 0; k < 3; k++) {
      const bit = 1 << unitOfKind(loop[i], k);
      if (i % 2 === 1) {
        if (odd & bit) return false;
        odd |= bit;
      } else {
        if (even & bit) return false;
        even |= bit;
      }
    }
  }
  return odd === even;
}

function baseDifficulty(size: number): number {
  let r = 4.5;
  if (size >= 10) r += 0.3;
  if (size >= 8) r += 0.2;
  else if (size >= 6) r += 0.1;
  return r;
}

interface Hint {
  step: Step;
  type: number;
  key: string;
}

function sharedUnits(a: number, b: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < 3; k++) if (unitOfKind(a, k) === unitOfKind(b, k)) out.push(unitOfKind(a, k));
  return out;
}

function hintsFor(pos: Position, loop: number[], v1: number, v2: number, push: (h: Hint) => void): void {
  const both = (1 << v1) | (1 << v2);
  const cand = pos.cand;
  const extra = loop.filter((c) => bitCount(cand[c]) > 2);
  // The loop's key and the fields every hint of it shares, built only for a loop that gives a hint.
  let sortedKey: string | undefined;
  const sorted = (): string => (sortedKey ??= [...loop].sort((a, b) => a - b).join(','));
  const base = baseDifficulty(loop.length);
  const id = loop.length === 4 ? 'unique-rectangle' : 'unique-loop';
  const common = (): Pick<Step, 'technique' | 'cells' | 'digits' | 'candidates'> => ({
    technique: id as 'unique-rectangle' | 'unique-loop',
    cells: loop,
    digits: [v1, v2],
    candidates: loop.flatMap((c) => [{ cell: c, digit: v1 }, { cell: c, digit: v2 }]),
  });
  const type2 = (): void => {
    const value = digitsOf(cand[extra[0]] & ~both)[0];
    const elim: Candidate[] = [];
    for (let c = 0; c < 81; c++) {
      if (extra.includes(c) || !(cand[c] & (1 << value))) continue;
      if (extra.every((e) => sees(c, e))) elim.push({ cell: c, digit: value });
    }
    if (elim.length > 0) push({ type: 2, key: `2:${sorted()}`, step: makeStep({ ...common(), difficulty: base, eliminations: elim, detail: { type: 2, size: loop.length, extra: value } }) });
  };
  if (extra.length === 1) {
    const r = extra[0];
    push({ type: 1, key: `1:${sorted()}`, step: makeStep({ ...common(), difficulty: base, eliminations: [{ cell: r, digit: v1 }, { cell: r, digit: v2 }], detail: { type: 1, size: loop.length } }) });
  } else if (extra.length > 2) {
    type2();
  } else if (extra.length === 2) {
    const [c1, c2] = extra;
    const ex = (cand[c1] | cand[c2]) & ~both;
    if (bitCount(ex) === 1) type2();
    else if (bitCount(ex) >= 2) type3(pos, loop, c1, c2, v1, v2, ex, base, common, sorted, push);
    // Type 4: one of the two digits confined to c1 and c2 in a unit they share.
    let lock = 0;
    let lockUnit = -1;
    for (const v of [v1, v2]) {
      if (lock !== 0) break;
      for (const u of sharedUnits(c1, c2)) {
        let elsewhere = false;
        for (let i = 0; i < 9; i++) {
          const c = cellAt(u, i);
          if (c !== c1 && c !== c2 && cand[c] & (1 << v)) elsewhere = true;
        }
        if (!elsewhere) {
          lock = v;
          lockUnit = u;
        }
      }
    }
    if (lock !== 0) {
      const rem = lock === v1 ? v2 : v1;
      push({ type: 4, key: `4:${sorted()}`, step: makeStep({ ...common(), difficulty: base, eliminations: [{ cell: c1, digit: rem }, { cell: c2, digit: rem }], units: [lockUnit], detail: { type: 4, size: loop.length, lock } }) });
    }
  }
}

function type3(
  pos: Position,
  loop: number[],
  c1: number,
  c2: number,
  v1: number,
  v2: number,
  ex: number,
  base: number,
  common: () => Pick<Step, 'technique' | 'cells' | 'digits' | 'candidates'>,
  sorted: () => string,
  push: (h: Hint) => void,
): void {
  const cand = pos.cand;
  const both = (1 << v1) | (1 << v2);
  for (let degree = 2; degree <= 7; degree++) {
    for (const u of sharedUnits(c1, c2)) {
      const empty = emptyCount(pos, u);
      let i1 = -1;
      let i2 = -1;
      for (let i = 0; i < 9; i++) {
        if (cellAt(u, i) === c1) i1 = i;
        if (cellAt(u, i) === c2) i2 = i;
      }
      if (degree * 2 <= empty && degree >= bitCount(ex)) {
        for (const idx of subsets(degree)) {
          if (!idx.includes(i1) || idx.includes(i2)) continue;
          let naked = ex & cand[c1] & cand[c2];
          let union = ex;
          let ok = true;
          const others: number[] = [];
          for (const i of idx) {
            if (i === i1) continue;
            const c = cellAt(u, i);
            const m = cand[c];
            if (bitCount(m) <= 1) ok = false;
            naked |= m;
            union |= m;
            others.push(c);
          }
          if (!ok || bitCount(naked) !== degree || bitCount(union) !== degree) continue;
          const elim: Candidate[] = [];
          for (let i = 0; i < 9; i++) {
            const c = cellAt(u, i);
            if (others.includes(c) || c === c1 || c === c2) continue;
            for (const d of digitsOf(cand[c] & union)) elim.push({ cell: c, digit: d });
          }
          if (elim.length === 0) continue;
          push({
            type: 3,
            key: `3n:${sorted()}:${u}:${union}`,
            step: makeStep({ ...common(), difficulty: base + (degree - 1) * 0.1, eliminations: elim, units: [u], detail: { type: 3, size: loop.length, set: 'naked', degree } }),
          });
        }
      }
      if (degree * 2 < empty) {
        const rem = digitsOf(0x3fe & ~both & ~ex);
        if (degree - 2 > rem.length) continue;
        for (const pick of subsets(degree - 2, rem.length)) {
          const values = [...pick.map((i) => rem[i]), v1, v2];
          let union = 0;
          let ok = true;
          for (const v of values) {
            const m = placesOf(pos, u, v) & ~(1 << i2);
            if (m === 0) ok = false;
            union |= m;
          }
          if (!ok || bitCount(union) !== degree) continue;
          let hidden = 0;
          for (const v of values) hidden |= 1 << v;
          const elim: Candidate[] = [];
          for (let i = 0; i < 9; i++) {
            if (!(union & (1 << i)) || i === i1 || i === i2) continue;
            const c = cellAt(u, i);
            for (const d of digitsOf(cand[c] & ~hidden)) elim.push({ cell: c, digit: d });
          }
          if (elim.length === 0) continue;
          const count = bitCount(union & ~(1 << i1));
          push({
            type: 3,
            key: `3h:${sorted()}:${u}:${hidden}`,
            step: makeStep({ ...common(), difficulty: base + (count - 1) * 0.1, eliminations: elim, units: [u], detail: { type: 3, size: loop.length, set: 'hidden', degree } }),
          });
        }
      }
    }
  }
}

const scratch = new Uint16Array(270);

export const uniqueLoops: Technique = {
  id: 'unique-loops',
  find(pos, ctx) {
    const places = placesFor(pos, ctx, scratch);
    const hints: Hint[] = [];
    const seen = new Set<string>();
    const push = (h: Hint): void => {
      if (seen.has(h.key)) return;
      seen.add(h.key);
      hints.push(h);
    };
    for (let c = 0; c < 81; c++) {
      const m = pos.cand[c];
      if (bitCount(m) !== 2) continue;
      const [v1, v2] = digitsOf(m);
      for (const loop of findLoops(pos, c, v1, v2, places)) if (isValidLoop(loop)) hintsFor(pos, loop, v1, v2, push);
    }
    if (hints.length === 0) return undefined;
    let best = hints[0];
    for (const h of hints) if (h.step.difficulty < best.step.difficulty || (h.step.difficulty === best.step.difficulty && h.type < best.type)) best = h;
    return best.step;
  },
};
