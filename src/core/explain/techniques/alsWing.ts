// WXYZ-Wing (5.5/5.6) and VWXYZ-Wing (6.2-6.4): an almost locked set of 3 (or 4) mutually visible cells
// holding 4 (or 5) digits, and a bivalue cell xz whose two digits are both in the set. When every cell of
// the set holding x sees the bivalue cell (x is a restricted common), z goes from cells that see the
// bivalue cell and every cell of the set holding z. With both digits restricted (doubly linked) more can
// go. The rating depends on the largest cell of the set; SE sorts the hints easiest first, then by
// eliminations.

import { bitCount, digitsOf, makeStep, sees } from '../board';
import { PEER_MASK, digitCells, forEachCell } from '../cellset';
import type { Candidate, Position, SearchContext, Step, Technique } from '../types';

interface Hint {
  step: Step;
  suffix: string;
}

/** Digit masks of the position, 3 words per digit (index d * 3). */
function digitMasks(pos: Position): Int32Array {
  const m = new Int32Array(30);
  for (let d = 1; d <= 9; d++) digitCells(pos.cand, d, m, d);
  return m;
}

/** Whether cell c is in the cell set `words` (3 words). */
function has(words: Int32Array, c: number): boolean {
  const w = (c / 27) | 0;
  return (words[w] & (1 << (c - w * 27))) !== 0;
}

const seenScratch = new Int32Array(30);

/**
 * The hints of one set with every bivalue cell. With `changed` (the cells changed since nothing was found),
 * a set with no changed cell is tried only with changed bivalue cells: a wing of unchanged cells was there
 * before, removing a superset of what it removes now (candidates are only removed), so it removes nothing.
 */
function collect(pos: Position, als: number[], union: number, n: number, bivalue: Int32Array, dm: Int32Array, out: Hint[], changed: Int32Array | undefined): void {
  const cand = pos.cand;
  const alsChanged = changed === undefined || als.some((c) => has(changed, c));
  // The bivalue cells worth trying, in cell order: both digits in the set (no digit outside it), not in the
  // set, seeing one of its cells; with `changed`, only changed ones unless the set has a changed cell.
  let y0 = bivalue[0];
  let y1 = bivalue[1];
  let y2 = bivalue[2];
  for (let d = 1; d <= 9; d++) {
    if (union & (1 << d)) continue;
    y0 &= ~bivalue[d * 3];
    y1 &= ~bivalue[d * 3 + 1];
    y2 &= ~bivalue[d * 3 + 2];
  }
  let p0 = 0;
  let p1 = 0;
  let p2 = 0;
  for (const a of als) {
    p0 |= PEER_MASK[a * 3];
    p1 |= PEER_MASK[a * 3 + 1];
    p2 |= PEER_MASK[a * 3 + 2];
  }
  for (const a of als) {
    if (a < 27) p0 &= ~(1 << a);
    else if (a < 54) p1 &= ~(1 << (a - 27));
    else p2 &= ~(1 << (a - 54));
  }
  y0 &= p0;
  y1 &= p1;
  y2 &= p2;
  if (!alsChanged) {
    y0 &= changed![0];
    y1 &= changed![1];
    y2 &= changed![2];
  }
  if ((y0 | y1 | y2) === 0) return;
  let biggest = 0;
  let size = 0;
  for (const a of als) {
    biggest = Math.max(biggest, bitCount(cand[a]));
    size += bitCount(cand[a]);
  }
  const sMid = ((n + 1 + 2) / 2) | 0;
  const difficulty = (n === 3 ? 5.5 : 6.2) + (n + 1 - sMid - Math.abs(sMid - biggest)) * 0.1;
  // Per digit of the set: the cells seeing every cell of the set that holds it (3 words), worked out when a
  // bivalue cell first gets past the tests that need none of it.
  const seen = seenScratch;
  let seenReady = false;
  const fillSeen = (): void => {
    for (let d = 1; d <= 9; d++) {
      if (!(union & (1 << d))) continue;
      let a = -1;
      let b = -1;
      let c = -1;
      for (const x of als) {
        if (!(cand[x] & (1 << d))) continue;
        a &= PEER_MASK[x * 3];
        b &= PEER_MASK[x * 3 + 1];
        c &= PEER_MASK[x * 3 + 2];
      }
      seen[d * 3] = a & dm[d * 3];
      seen[d * 3 + 1] = b & dm[d * 3 + 1];
      seen[d * 3 + 2] = c & dm[d * 3 + 2];
    }
  };
  for (let w = 0; w < 3; w++) for (let ys = w === 0 ? y0 : w === 1 ? y1 : y2; ys !== 0; ys &= ys - 1) {
    const yz = w * 27 + 31 - Math.clz32(ys & -ys);
    const ym = cand[yz];
    const [a, b] = digitsOf(ym);
    const rcc = (v: number): boolean => als.every((c) => !(cand[c] & (1 << v)) || sees(c, yz));
    const rccA = rcc(a);
    const rccB = rcc(b);
    if (!rccA && !rccB) continue;
    if (!seenReady) {
      fillSeen();
      seenReady = true;
    }
    const elim: Candidate[] = [];
    const take = (v: number, withYz: boolean): number => {
      let k = 0;
      const w0 = seen[v * 3] & (withYz ? PEER_MASK[yz * 3] : -1);
      const w1 = seen[v * 3 + 1] & (withYz ? PEER_MASK[yz * 3 + 1] : -1);
      const w2 = seen[v * 3 + 2] & (withYz ? PEER_MASK[yz * 3 + 2] : -1);
      forEachCell(w0, w1, w2, (cell) => {
        if (cell === yz || als.includes(cell)) return;
        elim.push({ cell, digit: v });
        k++;
      });
      return k;
    };
    let double = rccA && rccB;
    let x = a;
    if (double) {
      let weak = 0;
      for (const w of digitsOf(union & ~ym)) weak += take(w, false);
      const ex = take(a, true);
      const ez = take(b, true);
      if (weak === 0 && ez === 0) double = false;
      else if (ex === 0) double = false;
    } else {
      x = rccA ? a : b;
      take(x === a ? b : a, true);
    }
    if (elim.length === 0) continue;
    const cells = [...als, yz];
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

function find(pos: Position, n: number, ctx: SearchContext | undefined): Step | undefined {
  const cand = pos.cand;
  const changed = ctx?.changes?.cells;
  const out: Hint[] = [];
  const als: number[] = [];
  // The bivalue cells as cell-set words (0-2), and per digit d those holding it (d * 3).
  const bivalue = new Int32Array(30);
  let anyBivalue = false;
  for (let c = 0; c < 81; c++) {
    const m = cand[c];
    if (bitCount(m) !== 2) continue;
    anyBivalue = true;
    const w = (c / 27) | 0;
    const bit = 1 << (c - w * 27);
    bivalue[w] |= bit;
    for (let v = m; v !== 0; v &= v - 1) bivalue[(31 - Math.clz32(v & -v)) * 3 + w] |= bit;
  }
  if (!anyBivalue) return undefined;
  const dm = digitMasks(pos);
  // The cells that may join a set: 2 to n + 1 candidates (a cell of more would leave too many digits).
  let ok0 = 0;
  let ok1 = 0;
  let ok2 = 0;
  for (let c = 0; c < 81; c++) {
    const k = bitCount(cand[c]);
    if (k < 2 || k > n + 1) continue;
    if (c < 27) ok0 |= 1 << c;
    else if (c < 54) ok1 |= 1 << (c - 27);
    else ok2 |= 1 << (c - 54);
  }
  // (w0, w1, w2): the cells after the last of the set that see every cell of it and may join, as cell-set
  // words; they are tried in increasing order.
  const grow = (union: number, w0: number, w1: number, w2: number): void => {
    if (als.length === n) {
      if (bitCount(union) === n + 1) collect(pos, als, union, n, bivalue, dm, out, changed);
      return;
    }
    for (let w = 0; w < 3; w++) {
      for (let bits = w === 0 ? w0 : w === 1 ? w1 : w2; bits !== 0; bits &= bits - 1) {
        const i = 31 - Math.clz32(bits & -bits);
        const c = w * 27 + i;
        const u = union | cand[c];
        if (bitCount(u) > n + 1) continue;
        // The next cells: after c, so nothing of the words below it.
        const above = i === 31 ? 0 : ~((2 << i) - 1);
        const p = c * 3;
        als.push(c);
        if (w === 0) grow(u, w0 & above & PEER_MASK[p], w1 & PEER_MASK[p + 1], w2 & PEER_MASK[p + 2]);
        else if (w === 1) grow(u, 0, w1 & above & PEER_MASK[p + 1], w2 & PEER_MASK[p + 2]);
        else grow(u, 0, 0, w2 & above & PEER_MASK[p + 2]);
        als.pop();
      }
    }
  };
  for (let c = 0; c < 81; c++) {
    const m = cand[c];
    const k = bitCount(m);
    if (k < 2 || k > n + 1) continue;
    // Peers after c only.
    const w = (c / 27) | 0;
    const above = ~((2 << (c - w * 27)) - 1);
    const p = c * 3;
    const a0 = w === 0 ? PEER_MASK[p] & above & ok0 : 0;
    const a1 = w === 0 ? PEER_MASK[p + 1] & ok1 : w === 1 ? PEER_MASK[p + 1] & above & ok1 : 0;
    const a2 = w === 2 ? PEER_MASK[p + 2] & above & ok2 : PEER_MASK[p + 2] & ok2;
    als.push(c);
    grow(m, a0, a1, a2);
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

// 5.5 (WXYZ) or 6.2 (VWXYZ) plus the tenths of the formula in `collect` above, which may take one off: the floors,
// 5.4 and 6.1, leave room for that.
// The size term of `collect` is at most 1 for three cells and 2 for four (sMid 3, the largest cell of three).
export const wxyzWing: Technique = { id: 'wxyz-wing', floor: 5.4, most: 5.6, ratings: { 'wxyz-wing': { min: 5.4 } }, find: (pos, ctx) => find(pos, 3, ctx) };
export const vwxyzWing: Technique = { id: 'vwxyz-wing', floor: 6.1, most: 6.4, ratings: { 'vwxyz-wing': { min: 6.1 } }, find: (pos, ctx) => find(pos, 4, ctx) };
