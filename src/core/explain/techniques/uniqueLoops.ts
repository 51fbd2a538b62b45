// Unique rectangles and loops (types 1-4). A loop of cells holding the same two digits, each unit of the
// loop visited by exactly two of its cells, would leave two solutions; so the extra candidates of the
// loop's other cells must break it. Rated 4.5 (4 cells), 4.6 (6), 4.7 (8), 5.0 (10+), plus a bonus for the
// naked or hidden set of type 3. SE collects every loop and takes the easiest, then the lowest type.

import { BOX_OF, COL_OF, ROW_OF, bitCount, cellAt, digitsOf, makeStep, placesFor, sees, subsets, subsetMasks } from '../board';
import type { Candidate, Position, Step, Technique } from '../types';

/**
 * Unit of cell c of kind k at c * 3 + k (0 box, 1 row, 2 column: SE's region-type order), and c's place in it. Filled
 * on the first search (uniqueLoops.find), not when the module loads.
 */
const UNIT_OF_KIND = new Uint8Array(243);
const PLACE_IN = new Uint8Array(243);
let filled = false;

function fillUnits(): void {
  filled = true;
  for (let c = 0; c < 81; c++) {
    const units = [18 + BOX_OF[c], ROW_OF[c], 9 + COL_OF[c]];
    for (let k = 0; k < 3; k++) {
      UNIT_OF_KIND[c * 3 + k] = units[k];
      for (let i = 0; i < 9; i++) if (cellAt(units[k], i) === c) PLACE_IN[c * 3 + k] = i;
    }
  }
}

/** Unit of cell c of kind k (0 box, 1 row, 2 column). */
function unitOfKind(c: number, k: number): number {
  return UNIT_OF_KIND[c * 3 + k];
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

/**
 * The best hint so far, as SE picks it from every hint of every loop: the easiest, then the lowest type, the first
 * found among equals. A hint is made into a step only when it is the best so far, and a search that cannot beat it
 * is skipped. A loop is found more than once (from both ends of its walk), and SE keeps only the first of equal
 * hints. A repeat of a type 1, 2 or 4 hint or a naked type 3 has the first's difficulty and type, so it never beats
 * it; a hidden type 3 found again with the two extra cells the other way round may be rated otherwise, so those
 * repeats are dropped by key (`hidden`), as SE does.
 */
interface Best {
  difficulty: number;
  type: number;
  make: (() => Step) | undefined;
  /** The hidden type 3 hints met (loop, unit, digits), whether or not one was the best. */
  readonly hidden: Set<string>;
}

function canBeat(best: Best, difficulty: number, type: number): boolean {
  return best.make === undefined || difficulty < best.difficulty || (difficulty === best.difficulty && type < best.type);
}

function offer(best: Best, difficulty: number, type: number, make: () => Step): void {
  if (!canBeat(best, difficulty, type)) return;
  best.difficulty = difficulty;
  best.type = type;
  best.make = make;
}

/** The kinds (0 box, 1 row, 2 column) of the units cells a and b share, as bits. */
function sharedKinds(a: number, b: number): number {
  let kinds = 0;
  for (let k = 0; k < 3; k++) if (UNIT_OF_KIND[a * 3 + k] === UNIT_OF_KIND[b * 3 + k]) kinds |= 1 << k;
  return kinds;
}

function hintsFor(pos: Position, loop: number[], v1: number, v2: number, places: Uint16Array, best: Best): void {
  const both = (1 << v1) | (1 << v2);
  const cand = pos.cand;
  const base = baseDifficulty(loop.length);
  // Every hint of a loop is at least as hard as its base and of type 1 or more.
  if (!canBeat(best, base, 1)) return;
  const extra = loop.filter((c) => bitCount(cand[c]) > 2);
  let sortedKey: string | undefined;
  const sorted = (): string => (sortedKey ??= [...loop].sort((a, b) => a - b).join(','));
  const id = loop.length === 4 ? 'unique-rectangle' : 'unique-loop';
  const common = (): Pick<Step, 'technique' | 'cells' | 'digits' | 'candidates'> => ({
    technique: id as 'unique-rectangle' | 'unique-loop',
    cells: loop,
    digits: [v1, v2],
    candidates: loop.flatMap((c) => [{ cell: c, digit: v1 }, { cell: c, digit: v2 }]),
  });
  const type2 = (): void => {
    if (!canBeat(best, base, 2)) return;
    const value = digitsOf(cand[extra[0]] & ~both)[0];
    const elim: Candidate[] = [];
    for (let c = 0; c < 81; c++) {
      if (extra.includes(c) || !(cand[c] & (1 << value))) continue;
      if (extra.every((e) => sees(c, e))) elim.push({ cell: c, digit: value });
    }
    if (elim.length > 0) offer(best, base, 2, () => makeStep({ ...common(), difficulty: base, eliminations: elim, detail: { type: 2, size: loop.length, extra: value } }));
  };
  if (extra.length === 1) {
    const r = extra[0];
    offer(best, base, 1, () => makeStep({ ...common(), difficulty: base, eliminations: [{ cell: r, digit: v1 }, { cell: r, digit: v2 }], detail: { type: 1, size: loop.length } }));
  } else if (extra.length > 2) {
    type2();
  } else if (extra.length === 2) {
    const [c1, c2] = extra;
    const ex = (cand[c1] | cand[c2]) & ~both;
    const kinds = sharedKinds(c1, c2);
    if (bitCount(ex) === 1) type2();
    else if (bitCount(ex) >= 2) type3(pos, loop, c1, c2, kinds, v1, v2, ex, base, common, sorted, places, best);
    // Type 4: one of the two digits confined to c1 and c2 in a unit they share.
    let lock = 0;
    let lockUnit = -1;
    for (const v of [v1, v2]) {
      if (lock !== 0) break;
      for (let k = 0; k < 3; k++) {
        if (!(kinds & (1 << k))) continue;
        const u = UNIT_OF_KIND[c1 * 3 + k];
        if ((places[u * 10 + v] & ~((1 << PLACE_IN[c1 * 3 + k]) | (1 << PLACE_IN[c2 * 3 + k]))) === 0) {
          lock = v;
          lockUnit = u;
        }
      }
    }
    if (lock !== 0) {
      const rem = lock === v1 ? v2 : v1;
      offer(best, base, 4, () => makeStep({ ...common(), difficulty: base, eliminations: [{ cell: c1, digit: rem }, { cell: c2, digit: rem }], units: [lockUnit], detail: { type: 4, size: loop.length, lock } }));
    }
  }
}

function type3(
  pos: Position,
  loop: number[],
  c1: number,
  c2: number,
  kinds: number,
  v1: number,
  v2: number,
  ex: number,
  base: number,
  common: () => Pick<Step, 'technique' | 'cells' | 'digits' | 'candidates'>,
  sorted: () => string,
  places: Uint16Array,
  best: Best,
): void {
  const cand = pos.cand;
  const both = (1 << v1) | (1 << v2);
  const exCount = bitCount(ex);
  for (let degree = 2; degree <= 7; degree++) {
    // Naked sets of this degree are rated base + (degree - 1) / 10, hidden ones at least base + (degree - 2) / 10.
    if (!canBeat(best, base + (degree - 2) * 0.1, 3) && !canBeat(best, base + (degree - 1) * 0.1, 3)) continue;
    for (let k = 0; k < 3; k++) {
      if (!(kinds & (1 << k))) continue;
      const u = UNIT_OF_KIND[c1 * 3 + k];
      const empty = bitCount(places[u * 10]);
      const i1 = PLACE_IN[c1 * 3 + k];
      const i2 = PLACE_IN[c2 * 3 + k];
      const nakedDifficulty = base + (degree - 1) * 0.1;
      if (degree * 2 <= empty && degree >= exCount && canBeat(best, nakedDifficulty, 3)) {
        const masks = subsetMasks(degree);
        const with1 = 1 << i1;
        const with2 = 1 << i2;
        for (let s = 0; s < masks.length; s++) {
          const set = masks[s];
          if (!(set & with1) || set & with2) continue;
          let naked = ex & cand[c1] & cand[c2];
          let union = ex;
          let ok = true;
          for (let rest = set & ~with1; rest !== 0; rest &= rest - 1) {
            const m = cand[cellAt(u, 31 - Math.clz32(rest & -rest))];
            if (bitCount(m) <= 1) ok = false;
            naked |= m;
            union |= m;
          }
          if (!ok || bitCount(naked) !== degree || bitCount(union) !== degree) continue;
          const elim: Candidate[] = [];
          for (let i = 0; i < 9; i++) {
            if (set & (1 << i) || i === i2) continue;
            const c = cellAt(u, i);
            for (const d of digitsOf(cand[c] & union)) elim.push({ cell: c, digit: d });
          }
          if (elim.length === 0) continue;
          offer(best, nakedDifficulty, 3, () => makeStep({ ...common(), difficulty: nakedDifficulty, eliminations: elim, units: [u], detail: { type: 3, size: loop.length, set: 'naked', degree } }));
          break;
        }
      }
      if (degree * 2 < empty) {
        const rem = digitsOf(0x3fe & ~both & ~ex);
        if (degree - 2 > rem.length) continue;
        for (const pick of subsets(degree - 2, rem.length)) {
          let union = (places[u * 10 + v1] | places[u * 10 + v2]) & ~(1 << i2);
          let ok = (places[u * 10 + v1] & ~(1 << i2)) !== 0 && (places[u * 10 + v2] & ~(1 << i2)) !== 0;
          let hidden = both;
          for (const i of pick) {
            const m = places[u * 10 + rem[i]] & ~(1 << i2);
            if (m === 0) ok = false;
            union |= m;
            hidden |= 1 << rem[i];
          }
          if (!ok || bitCount(union) !== degree) continue;
          const elim: Candidate[] = [];
          for (let i = 0; i < 9; i++) {
            if (!(union & (1 << i)) || i === i1 || i === i2) continue;
            const c = cellAt(u, i);
            for (const d of digitsOf(cand[c] & ~hidden)) elim.push({ cell: c, digit: d });
          }
          if (elim.length === 0) continue;
          // A repeat's degree is its first's, so a degree skipped above (or a loop under its base) skips every repeat too.
          const key = `${sorted()}:${u}:${hidden}`;
          if (best.hidden.has(key)) continue;
          best.hidden.add(key);
          const count = bitCount(union & ~(1 << i1));
          const difficulty = base + (count - 1) * 0.1;
          offer(best, difficulty, 3, () => makeStep({ ...common(), difficulty, eliminations: elim, units: [u], detail: { type: 3, size: loop.length, set: 'hidden', degree } }));
        }
      }
    }
  }
}

const scratch = new Uint16Array(270);

export const uniqueLoops: Technique = {
  id: 'unique-loops',
  floor: 4.5,
  // A loop of 10 cells or more is 5.0 (baseDifficulty); a type 3 adds at most 0.7 (a hidden set of 8 other places).
  most: 5.7,
  ratings: { 'unique-rectangle': { min: 4.5 }, 'unique-loop': { min: 4.5 } },
  find(pos, ctx) {
    if (!filled) fillUnits();
    const places = placesFor(pos, ctx, scratch);
    const best: Best = { difficulty: Infinity, type: Infinity, make: undefined, hidden: new Set() };
    for (let c = 0; c < 81; c++) {
      const m = pos.cand[c];
      if (bitCount(m) !== 2) continue;
      const [v1, v2] = digitsOf(m);
      for (const loop of findLoops(pos, c, v1, v2, places)) if (isValidLoop(loop)) hintsFor(pos, loop, v1, v2, places, best);
    }
    return best.make?.();
  },
};
