// Aligned pair exclusion (6.2) and aligned triple exclusion (7.5): for two (three) cells, a combination of
// their digits is impossible when two cells that see each other would hold the same digit, or when it would
// leave no candidate in a cell all of them see (a cell of 2 candidates for pairs, 2-3 for triples). A digit of
// a base cell that appears in no possible combination is removed.

import { PEERS, bitCount, digitsOf, makeStep, sees, subsets } from '../board';
import { addCell, bitCount32, forEachCell } from '../cellset';
import type { Candidate, Position, Step, Technique } from '../types';

function excluders(pos: Position, degree: number): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (let c = 0; c < 81; c++) {
    if (bitCount(pos.cand[c]) < 2) continue;
    let single = false;
    const ex: number[] = [];
    for (let i = 0; i < 20; i++) {
      const p = PEERS[c * 20 + i];
      const k = bitCount(pos.cand[p]);
      if (k === 1) single = true;
      else if (k >= 2 && k <= degree) ex.push(p);
    }
    if (!single && ex.length > 0) out.set(c, ex);
  }
  return out;
}

function exclude(pos: Position, cells: readonly number[], common: readonly number[]): Step | undefined {
  const n = cells.length;
  const values = cells.map((c) => digitsOf(pos.cand[c]));
  const allowed = cells.map(() => 0);
  const combo = new Array<number>(n).fill(0);
  const walk = (i: number): void => {
    if (i === n) {
      for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (combo[a] === combo[b] && sees(cells[a], cells[b])) return;
      let used = 0;
      for (const v of combo) used |= 1 << v;
      for (const e of common) if ((pos.cand[e] & ~used) === 0) return;
      for (let a = 0; a < n; a++) allowed[a] |= 1 << combo[a];
      return;
    }
    for (const v of values[i]) {
      combo[i] = v;
      walk(i + 1);
    }
  };
  walk(0);
  const elim: Candidate[] = [];
  for (let a = 0; a < n; a++) for (const v of digitsOf(pos.cand[cells[a]] & ~allowed[a])) elim.push({ cell: cells[a], digit: v });
  if (elim.length === 0) return undefined;
  return makeStep({
    technique: n === 2 ? 'aligned-pair-exclusion' : 'aligned-triple-exclusion',
    difficulty: n === 2 ? 6.2 : 7.5,
    eliminations: elim,
    cells: [...cells, ...common],
    candidates: cells.flatMap((c) => digitsOf(pos.cand[c]).map((digit) => ({ cell: c, digit }))),
  });
}

function find(pos: Position, degree: number): Step | undefined {
  const ex = excluders(pos, degree);
  const list = [...ex.keys()];
  if (list.length < degree) return undefined;
  const masks = new Map<number, Int32Array>();
  for (const [c, cells] of ex) {
    const m = new Int32Array(3);
    for (const x of cells) addCell(m, 0, x);
    masks.set(c, m);
  }
  const common = (cells: readonly number[]): number[] => {
    let a = -1;
    let b = -1;
    let c = -1;
    for (const x of cells) {
      const m = masks.get(x)!;
      a &= m[0];
      b &= m[1];
      c &= m[2];
    }
    if (bitCount32(a) + bitCount32(b) + bitCount32(c) < 2) return [];
    const out: number[] = [];
    forEachCell(a, b, c, (z) => out.push(z));
    return out;
  };
  for (const [i, j] of subsets(2, list.length)) {
    const c0 = list[i];
    const c1 = list[j];
    if (degree === 2) {
      const shared = common([c0, c1]);
      if (shared.length < 2) continue;
      const s = exclude(pos, [c0, c1], shared);
      if (s) return s;
      continue;
    }
    const twin: number[] = [];
    for (const c of [...ex.get(c0)!, ...ex.get(c1)!]) if (ex.has(c) && c !== c0 && c !== c1 && !twin.includes(c)) twin.push(c);
    for (const c2 of twin) {
      const shared = common([c0, c1, c2]);
      if (shared.length < 2) continue;
      const s = exclude(pos, [c0, c1, c2], shared);
      if (s) return s;
    }
  }
  return undefined;
}

export const alignedPairExclusion: Technique = { id: 'aligned-pair-exclusion', find: (pos) => find(pos, 2) };
export const alignedTripleExclusion: Technique = { id: 'aligned-triple-exclusion', find: (pos) => find(pos, 3) };
