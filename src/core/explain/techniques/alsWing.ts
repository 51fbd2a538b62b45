// WXYZ-Wing (5.5/5.6) and VWXYZ-Wing (6.2-6.4): an almost locked set of 3 (or 4) mutually visible cells
// holding 4 (or 5) digits, and a bivalue cell xz whose two digits are both in the set. When every cell of
// the set holding x sees the bivalue cell (x is a restricted common), z goes from cells that see the
// bivalue cell and every cell of the set holding z. With both digits restricted (doubly linked) more can
// go. The rating depends on the largest cell of the set; SE sorts the hints easiest first, then by
// eliminations.

import { bitCount, digitsOf, makeStep, sees } from '../board';
import type { Candidate, Position, Step, Technique } from '../types';

interface Hint {
  step: Step;
  suffix: string;
}

function seesAllOf(pos: Position, c: number, cells: readonly number[], digit: number): boolean {
  for (const a of cells) if (pos.cand[a] & (1 << digit) && !sees(c, a)) return false;
  return true;
}

function collect(pos: Position, als: number[], union: number, n: number, out: Hint[]): void {
  const cand = pos.cand;
  let biggest = 0;
  let size = 0;
  for (const a of als) {
    biggest = Math.max(biggest, bitCount(cand[a]));
    size += bitCount(cand[a]);
  }
  const ordered: number[] = [];
  for (let c = 0; c < 81; c++) {
    const m = cand[c];
    if (bitCount(m) !== 2 || (m & union) !== m || als.includes(c)) continue;
    if (als.some((a) => sees(a, c))) ordered.push(c);
  }
  const sMid = ((n + 1 + 2) / 2) | 0;
  const difficulty = (n === 3 ? 5.5 : 6.2) + (n + 1 - sMid - Math.abs(sMid - biggest)) * 0.1;
  for (const yz of ordered) {
    const ym = cand[yz];
    if (bitCount(ym) !== 2 || bitCount(ym & union) !== 2) continue;
    const [a, b] = digitsOf(ym);
    const rcc = (v: number): boolean => als.every((c) => !(cand[c] & (1 << v)) || sees(c, yz));
    const rccA = rcc(a);
    const rccB = rcc(b);
    if (!rccA && !rccB) continue;
    const four = [...als, yz];
    const elim: Candidate[] = [];
    const strongElims = (v: number): number => {
      let k = 0;
      for (let c = 0; c < 81; c++) {
        if (four.includes(c) || !(cand[c] & (1 << v))) continue;
        if (sees(c, yz) && seesAllOf(pos, c, als, v)) {
          elim.push({ cell: c, digit: v });
          k++;
        }
      }
      return k;
    };
    let double = rccA && rccB;
    let x = a;
    if (double) {
      let weak = 0;
      for (const w of digitsOf(union & ~ym)) {
        for (let c = 0; c < 81; c++) {
          if (four.includes(c) || !(cand[c] & (1 << w))) continue;
          if (seesAllOf(pos, c, als, w)) {
            elim.push({ cell: c, digit: w });
            weak++;
          }
        }
      }
      const ex = strongElims(a);
      const ez = strongElims(b);
      if (weak === 0 && ez === 0) double = false;
      else if (ex === 0) double = false;
    } else {
      x = rccA ? a : b;
      strongElims(x === a ? b : a);
    }
    if (elim.length === 0) continue;
    const cells = four;
    const candidates: Candidate[] = [];
    for (const c of cells) for (const d of digitsOf(cand[c])) candidates.push({ cell: c, digit: d });
    out.push({
      suffix: `${double ? 2 : 1}${biggest}${size}`,
      step: makeStep({
        technique: n === 3 ? 'wxyz-wing' : 'vwxyz-wing',
        difficulty,
        eliminations: elim,
        cells,
        candidates,
        digits: digitsOf(union),
        detail: { doublyLinked: double, restricted: x, largest: biggest },
      }),
    });
  }
}

function find(pos: Position, n: number): Step | undefined {
  const cand = pos.cand;
  const out: Hint[] = [];
  const als: number[] = [];
  const grow = (union: number): void => {
    if (als.length === n) {
      if (bitCount(union) === n + 1) collect(pos, als, union, n, out);
      return;
    }
    const last = als[als.length - 1];
    for (let c = last + 1; c < 81; c++) {
      const m = cand[c];
      if (bitCount(m) < 2) continue;
      let ok = true;
      for (const a of als) if (!sees(a, c)) ok = false;
      if (!ok) continue;
      const u = union | m;
      if (bitCount(u) > n + 1) continue;
      als.push(c);
      grow(u);
      als.pop();
    }
  };
  for (let c = 0; c < 81; c++) {
    const m = cand[c];
    const k = bitCount(m);
    if (k < 2 || k > n + 1) continue;
    als.push(c);
    grow(m);
    als.pop();
  }
  if (out.length === 0) return undefined;
  let best = out[0];
  for (const h of out) {
    const b = best.step;
    const s = h.step;
    if (s.difficulty < b.difficulty || (s.difficulty === b.difficulty && (s.eliminations.length > b.eliminations.length || (s.eliminations.length === b.eliminations.length && h.suffix > best.suffix)))) best = h;
  }
  return best.step;
}

export const wxyzWing: Technique = { id: 'wxyz-wing', find: (pos) => find(pos, 3) };
export const vwxyzWing: Technique = { id: 'vwxyz-wing', find: (pos) => find(pos, 4) };
