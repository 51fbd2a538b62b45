// Bivalue Universal Grave. If every empty cell but a few held two candidates and every digit had two
// places in each unit, the puzzle would have two solutions; so the extra candidates of the other cells
// cannot all be false. Type 1 (5.6): one such cell keeps only its extra digit. Type 2 (5.7): one extra digit,
// removed from cells seeing every extra cell. Type 3 (5.7 + 0.1 per naked-set digit beyond one): the extra
// digits act as one cell of a naked set. Type 4 (5.7): two extra cells in one unit.

import { BOXES_COLS_ROWS, PEERS, bitCount, cellAt, clonePosition, digitsOf, inUnit, makeStep, placesOf, subsets } from '../board';
import type { Candidate, Position, Step, Technique } from '../types';

interface Scan {
  bugCells: number[];
  bugValues: Map<number, number>;
  all: number;
  common: Set<number> | undefined;
}

function peersOf(c: number): Set<number> {
  const s = new Set<number>();
  for (let i = 0; i < 20; i++) s.add(PEERS[c * 20 + i]);
  return s;
}

function scan(pos: Position): Scan | undefined {
  const temp = clonePosition(pos);
  const bugCells: number[] = [];
  const bugValues = new Map<number, number>();
  let all = 0;
  let common: Set<number> | undefined;
  let extraCells: Set<number> | undefined;
  let onlyValue = 0;
  let oneValue = true;
  const addBug = (cell: number, value: number): boolean => {
    if (!bugCells.includes(cell)) bugCells.push(cell);
    bugValues.set(cell, (bugValues.get(cell) ?? 0) | (1 << value));
    all |= 1 << value;
    temp.cand[cell] &= ~(1 << value);
    const p = peersOf(cell);
    if (common === undefined) common = p;
    else for (const x of [...common]) if (!p.has(x)) common.delete(x);
    for (const b of bugCells) common.delete(b);
    return !(bugCells.length > 1 && bitCount(all) > 1 && common.size === 0);
  };
  for (const u of BOXES_COLS_ROWS) {
    for (let v = 1; v <= 9; v++) {
      const m = placesOf(pos, u, v);
      const n = bitCount(m);
      if (n === 0 || n === 2) continue;
      const cells: number[] = [];
      for (let i = 0; i < 9; i++) if (m & (1 << i) && bitCount(pos.cand[cellAt(u, i)]) >= 3) cells.push(cellAt(u, i));
      if (extraCells === undefined) {
        extraCells = new Set(cells);
        onlyValue = v;
      } else if (oneValue) {
        if (onlyValue === v) for (const c of cells) extraCells.add(c);
        else oneValue = false;
      }
      if (cells.length === 1 && !addBug(cells[0], v)) return undefined;
      if (cells.length === 0) return undefined;
    }
  }
  if (oneValue && extraCells !== undefined && extraCells.size > bugCells.length) {
    const rest = [...extraCells].filter((c) => !bugCells.includes(c));
    for (const c of rest) {
      bugCells.push(c);
      bugValues.set(c, 1 << onlyValue);
      temp.cand[c] &= ~(1 << onlyValue);
      const p = peersOf(c);
      if (common === undefined) common = p;
      else for (const x of [...common]) if (!p.has(x)) common.delete(x);
      for (const b of bugCells) common.delete(b);
      if (bugCells.length > 1 && bitCount(all) > 1 && common.size === 0) return undefined;
    }
  }
  for (let c = 0; c < 81; c++) if (temp.cells[c] === 0 && bitCount(temp.cand[c]) !== 2) return undefined;
  for (let u = 0; u < 27; u++) {
    for (let v = 1; v <= 9; v++) {
      const n = bitCount(placesOf(temp, u, v));
      if (n !== 0 && n !== 2) return undefined;
    }
  }
  return { bugCells, bugValues, all, common };
}

function sharedUnit(cells: readonly number[], kind: number): number {
  const u = kind === 0 ? 18 + ((((cells[0] / 9) | 0) / 3) | 0) * 3 + (((cells[0] % 9) / 3) | 0) : kind === 1 ? (cells[0] / 9) | 0 : 9 + (cells[0] % 9);
  return cells.every((c) => inUnit(c, u)) ? u : -1;
}

function type4(pos: Position, s: Scan): Step | undefined {
  const [c1, c2] = s.bugCells;
  const common = pos.cand[c1] & pos.cand[c2] & ~s.all;
  if (bitCount(common) !== 1) return undefined;
  for (let k = 0; k < 3; k++) {
    const u = sharedUnit(s.bugCells, k);
    if (u < 0) continue;
    const elim: Candidate[] = [];
    for (const c of [c1, c2]) for (const d of digitsOf(pos.cand[c] & ~(s.bugValues.get(c) ?? 0) & ~common)) elim.push({ cell: c, digit: d });
    if (elim.length === 0) return undefined;
    return makeStep({ technique: 'bug', difficulty: 5.7, eliminations: elim, cells: [c1, c2], units: [u], digits: digitsOf(s.all), detail: { type: 4 } });
  }
  return undefined;
}

function type3(pos: Position, s: Scan): Step | undefined {
  const common = [...(s.common ?? [])].sort((a, b) => a - b);
  for (let degree = 2; degree <= 6; degree++) {
    for (let k = 0; k < 3; k++) {
      const u = sharedUnit(s.bugCells, k);
      if (u < 0) continue;
      const region = common.filter((c) => inUnit(c, u));
      if (region.length < degree) continue;
      for (const pick of subsets(degree - 1, region.length)) {
        const naked = pick.map((i) => region[i]);
        let other = 0;
        let ok = bitCount(s.all) > 1;
        for (const c of naked) {
          other |= pos.cand[c];
          if (bitCount(pos.cand[c]) <= 1) ok = false;
        }
        if (!ok || bitCount(other) !== degree || bitCount(other | s.all) !== degree) continue;
        const set = other | s.all;
        const elim: Candidate[] = [];
        for (const c of region) {
          if (naked.includes(c) || s.bugCells.includes(c)) continue;
          for (const d of digitsOf(pos.cand[c] & set)) elim.push({ cell: c, digit: d });
        }
        if (elim.length === 0) continue;
        return makeStep({
          technique: 'bug',
          difficulty: 5.7 + (bitCount(set) - 1) * 0.1,
          eliminations: elim,
          cells: [...s.bugCells, ...naked],
          units: [u],
          digits: digitsOf(set),
          detail: { type: 3, degree },
        });
      }
    }
  }
  return undefined;
}

export const bug: Technique = {
  id: 'bug',
  floor: 5.6,
  // Types 1, 2 and 4 are 5.6-5.7; a type 3's naked set has at most 6 digits (type3): 5.7 + 0.5.
  most: 6.2,
  ratings: { bug: { min: 5.6 } },
  find(pos) {
    const s = scan(pos);
    if (!s || s.bugCells.length === 0) return undefined;
    if (s.bugCells.length === 1) {
      const c = s.bugCells[0];
      const elim = digitsOf(pos.cand[c] & ~s.all).map((digit) => ({ cell: c, digit }));
      if (elim.length === 0) return undefined;
      return makeStep({ technique: 'bug', difficulty: 5.6, eliminations: elim, cells: [c], digits: digitsOf(s.all), detail: { type: 1 } });
    }
    if (bitCount(s.all) === 1) {
      const v = digitsOf(s.all)[0];
      const elim: Candidate[] = [];
      for (const c of [...(s.common ?? [])].sort((a, b) => a - b)) if (pos.cand[c] & s.all) elim.push({ cell: c, digit: v });
      if (elim.length > 0) return makeStep({ technique: 'bug', difficulty: 5.7, eliminations: elim, cells: s.bugCells, digits: [v], detail: { type: 2 } });
      return s.bugCells.length === 2 ? type4(pos, s) : undefined;
    }
    if (s.common === undefined || s.common.size === 0) return undefined;
    return (s.bugCells.length === 2 ? type4(pos, s) : undefined) ?? type3(pos, s);
  },
};
