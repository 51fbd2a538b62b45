// Aligned pair exclusion (6.2) and aligned triple exclusion (7.5): for two (three) cells, a combination of
// their digits is impossible when two cells that see each other would hold the same digit, or when it would
// leave no candidate in a cell all of them see (a cell of 2 candidates for pairs, 2-3 for triples). A digit of
// a base cell that appears in no possible combination is removed.

import { digitsOf, makeStep, sees } from '../board';
import { PEER_MASK, bitCount32 } from '../cellset';
import type { Candidate, Position, SearchContext, Step, Technique } from '../types';

/**
 * The digits of each candidate mask, in increasing order: DIGITS[m * 9 .. + DIGIT_COUNT[m]). Filled on the first
 * search (find), not when the module loads.
 */
const DIGITS = new Uint8Array(1024 * 9);
const DIGIT_COUNT = new Uint8Array(1024);
let filled = false;

function fillDigits(): void {
  filled = true;
  for (let m = 0; m < 1024; m++) for (let d = 1; d <= 9; d++) if (m & (1 << d)) DIGITS[m * 9 + DIGIT_COUNT[m]++] = d;
}

// Scratch of one search (the searches never nest).
/** The base cells, ascending, and each one's place in that list. */
const bases = new Uint8Array(81);
const baseIndex = new Int16Array(81);
/** Bases that may be a triple's third cell: bases of 2..degree candidates (an excluder of another base). */
const third = new Uint8Array(81);
/** The same as 3 cell-set words. */
let third0 = 0;
let third1 = 0;
let third2 = 0;
/** Each base's excluders (its peers of 2..degree candidates), as 3 cell-set words. */
const excl = new Int32Array(81 * 3);
/** The common excluders of the pattern being tested, ascending. */
const common = new Uint8Array(81);
/** Per digit d: the digits e such that {d, e} are the candidates of a common excluder. */
const pairWith = new Uint16Array(10);
/** Stamp per mask: the 3-candidate masks of the common excluders. */
const tripleMask = new Float64Array(1024);
let tripleStamp = 0;

/**
 * The bases: cells of 2 or more candidates with no peer of a single candidate and at least one excluder.
 * Returns their count (in `bases`).
 */
function findBases(cand: Uint16Array, degree: number): number {
  let e0 = 0;
  let e1 = 0;
  let e2 = 0;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < 27; i++) {
    for (let w = 0; w < 3; w++) {
      const k = DIGIT_COUNT[cand[w * 27 + i] & 0x3fe];
      const bit = 1 << i;
      if (k === 1) {
        if (w === 0) s0 |= bit;
        else if (w === 1) s1 |= bit;
        else s2 |= bit;
      } else if (k >= 2 && k <= degree) {
        if (w === 0) e0 |= bit;
        else if (w === 1) e1 |= bit;
        else e2 |= bit;
      }
    }
  }
  let n = 0;
  third0 = 0;
  third1 = 0;
  third2 = 0;
  for (let c = 0; c < 81; c++) {
    third[c] = 0;
    const k = DIGIT_COUNT[cand[c] & 0x3fe];
    if (k < 2) continue;
    const p = c * 3;
    if ((PEER_MASK[p] & s0) | (PEER_MASK[p + 1] & s1) | (PEER_MASK[p + 2] & s2)) continue;
    const x0 = PEER_MASK[p] & e0;
    const x1 = PEER_MASK[p + 1] & e1;
    const x2 = PEER_MASK[p + 2] & e2;
    if ((x0 | x1 | x2) === 0) continue;
    excl[p] = x0;
    excl[p + 1] = x1;
    excl[p + 2] = x2;
    if (k <= degree) {
      third[c] = 1;
      if (c < 27) third0 |= 1 << c;
      else if (c < 54) third1 |= 1 << (c - 27);
      else third2 |= 1 << (c - 54);
    }
    baseIndex[c] = n;
    bases[n++] = c;
  }
  return n;
}

/** Fills `common` with the cells of a set; returns their count. */
function listCells(a: number, b: number, c: number): number {
  let n = 0;
  for (let m = a; m !== 0; m &= m - 1) common[n++] = 31 - Math.clz32(m & -m);
  for (let m = b; m !== 0; m &= m - 1) common[n++] = 27 + 31 - Math.clz32(m & -m);
  for (let m = c; m !== 0; m &= m - 1) common[n++] = 54 + 31 - Math.clz32(m & -m);
  return n;
}

/**
 * Tests the pattern of cells c0, c1 (and c2 unless it is -1) with the `nc` common excluders in `common`.
 * A combination is impossible when two cells that see each other hold the same digit, or when a common
 * excluder's candidates are all among its digits: with 2-3 digits in a combination and 2-3 in an excluder,
 * that is an excluder of two of its digits or, for a triple, one of exactly its three.
 */
function exclude(pos: Position, c0: number, c1: number, c2: number, nc: number): Step | undefined {
  const cand = pos.cand;
  pairWith.fill(0);
  const st = ++tripleStamp;
  for (let i = 0; i < nc; i++) {
    const m = cand[common[i]];
    if (DIGIT_COUNT[m] === 2) {
      const d = DIGITS[m * 9];
      const e = DIGITS[m * 9 + 1];
      pairWith[d] |= 1 << e;
      pairWith[e] |= 1 << d;
    } else tripleMask[m] = st;
  }
  let allowed0 = 0;
  let allowed1 = 0;
  let allowed2 = 0;
  // Every combination of the cells' digits in turn (the last cell fastest); stops once every digit of every
  // cell is allowed: nothing more can be learnt.
  const m0 = cand[c0];
  const m1 = cand[c1];
  const s01 = sees(c0, c1);
  const k0 = DIGIT_COUNT[m0];
  const k1 = DIGIT_COUNT[m1];
  if (c2 < 0) {
    outer2: for (let i = 0; i < k0; i++) {
      const v0 = DIGITS[m0 * 9 + i];
      const p0 = pairWith[v0];
      for (let j = 0; j < k1; j++) {
        const v1 = DIGITS[m1 * 9 + j];
        if (v0 === v1 && s01) continue;
        if (p0 & (1 << v1)) continue;
        allowed0 |= 1 << v0;
        allowed1 |= 1 << v1;
        if (allowed0 === m0 && allowed1 === m1) break outer2;
      }
    }
  } else {
    const m2 = cand[c2];
    const s02 = sees(c0, c2);
    const s12 = sees(c1, c2);
    const k2 = DIGIT_COUNT[m2];
    outer3: for (let i = 0; i < k0; i++) {
      const v0 = DIGITS[m0 * 9 + i];
      const b0 = 1 << v0;
      const p0 = pairWith[v0];
      for (let j = 0; j < k1; j++) {
        const v1 = DIGITS[m1 * 9 + j];
        if (v0 === v1 && s01) continue;
        const b1 = 1 << v1;
        if (p0 & b1) continue;
        const p01 = p0 | pairWith[v1];
        for (let l = 0; l < k2; l++) {
          const v2 = DIGITS[m2 * 9 + l];
          if ((v0 === v2 && s02) || (v1 === v2 && s12)) continue;
          const b2 = 1 << v2;
          if (p01 & b2) continue;
          if (tripleMask[b0 | b1 | b2] === st) continue;
          allowed0 |= b0;
          allowed1 |= b1;
          allowed2 |= b2;
          if (allowed0 === m0 && allowed1 === m1 && allowed2 === m2) break outer3;
        }
      }
    }
  }
  if (allowed0 === m0 && allowed1 === m1 && (c2 < 0 || allowed2 === cand[c2])) return undefined;
  const cells = c2 < 0 ? [c0, c1] : [c0, c1, c2];
  const allowed = [allowed0, allowed1, allowed2];
  const elim: Candidate[] = [];
  for (let a = 0; a < cells.length; a++) for (const v of digitsOf(cand[cells[a]] & ~allowed[a])) elim.push({ cell: cells[a], digit: v });
  const n = cells.length;
  return makeStep({
    technique: n === 2 ? 'aligned-pair-exclusion' : 'aligned-triple-exclusion',
    difficulty: n === 2 ? 6.2 : 7.5,
    eliminations: elim,
    cells: [...cells, ...common.subarray(0, nc)],
    candidates: cells.flatMap((c) => digitsOf(pos.cand[c]).map((digit) => ({ cell: c, digit }))),
  });
}

/**
 * The cells whose own candidates or a peer's changed (3 words), or undefined when everything is to be tried.
 * A base cell's excluders and the combinations' test read only its candidates and its peers', so a pair or
 * triple of cells none of which is in this set was there before, giving the same answer: nothing.
 */
function dirtyCells(ctx: SearchContext | undefined): Int32Array | undefined {
  const ch = ctx?.changes?.cells;
  if (ch === undefined) return undefined;
  const out = Int32Array.from(ch);
  for (let w = 0; w < 3; w++) {
    for (let m = ch[w]; m !== 0; m &= m - 1) {
      const c = w * 27 + 31 - Math.clz32(m & -m);
      out[0] |= PEER_MASK[c * 3];
      out[1] |= PEER_MASK[c * 3 + 1];
      out[2] |= PEER_MASK[c * 3 + 2];
    }
  }
  return out;
}

const isIn = (words: Int32Array, c: number): boolean => {
  const w = (c / 27) | 0;
  return (words[w] & (1 << (c - w * 27))) !== 0;
};

/** Whether base x is the third cell of the pair (a, b): a triple's base of 2..3 candidates seeing one of them. */
const thirdOf = (x: number, a: number, b: number): boolean => third[x] === 1 && (sees(x, a) || sees(x, b));

function find(pos: Position, degree: number, ctx?: SearchContext): Step | undefined {
  if (!filled) fillDigits();
  const dirty = dirtyCells(ctx);
  const n = findBases(pos.cand, degree);
  if (n < degree) return undefined;
  // The pairs in SE's order (that of subsets(2, n): by the second index, then the first).
  for (let j = 1; j < n; j++) for (let i = 0; i < j; i++) {
    const c0 = bases[i];
    const c1 = bases[j];
    const pairDirty = dirty === undefined || isIn(dirty, c0) || isIn(dirty, c1);
    if (degree === 2 && !pairDirty) continue;
    // The excluders the pair shares: a third cell can only narrow them.
    const a = excl[c0 * 3] & excl[c1 * 3];
    const b = excl[c0 * 3 + 1] & excl[c1 * 3 + 1];
    const c = excl[c0 * 3 + 2] & excl[c1 * 3 + 2];
    if (bitCount32(a) + bitCount32(b) + bitCount32(c) < 2) continue;
    if (degree === 2) {
      const s = exclude(pos, c0, c1, -1, listCells(a, b, c));
      if (s) return s;
      continue;
    }
    // The third cells: the pair's excluders that are bases too, c0's then c1's, each once, in that order
    // (peers ascending). Only those seeing two or more of the pair's common excluders can share two.
    let one0 = 0;
    let one1 = 0;
    let one2 = 0;
    let two0 = 0;
    let two1 = 0;
    let two2 = 0;
    const nc = listCells(a, b, c);
    for (let q = 0; q < nc; q++) {
      const e = common[q] * 3;
      two0 |= one0 & PEER_MASK[e];
      two1 |= one1 & PEER_MASK[e + 1];
      two2 |= one2 & PEER_MASK[e + 2];
      one0 |= PEER_MASK[e];
      one1 |= PEER_MASK[e + 1];
      one2 |= PEER_MASK[e + 2];
    }
    if (!pairDirty) {
      two0 &= dirty![0];
      two1 &= dirty![1];
      two2 &= dirty![2];
    }
    two0 &= third0;
    two1 &= third1;
    two2 &= third2;
    const p0 = c0 * 3;
    const p1 = c1 * 3;
    for (let half = 0; half < 2; half++) {
      for (let w = 0; w < 3; w++) {
        let m = w === 0 ? two0 : w === 1 ? two1 : two2;
        m &= half === 0 ? PEER_MASK[p0 + w] : PEER_MASK[p1 + w] & ~PEER_MASK[p0 + w];
        for (; m !== 0; m &= m - 1) {
          const c2 = w * 27 + 31 - Math.clz32(m & -m);
          if (c2 === c0 || c2 === c1) continue;
          // A set of three bases met before from another of its pairs was tested then and gave nothing (the
          // test and its outcome do not depend on the cells' order): the pairs of bases p < q < r come in the
          // order (p, q), (p, r), (q, r), and r is tried with (p, q) when it is a third cell of that pair.
          const k = baseIndex[c2];
          if (k < j && (k > i ? thirdOf(c1, c0, c2) : thirdOf(c1, c2, c0) || thirdOf(c0, c2, c1))) continue;
          const s = exclude(pos, c0, c1, c2, listCells(a & excl[c2 * 3], b & excl[c2 * 3 + 1], c & excl[c2 * 3 + 2]));
          if (s) return s;
        }
      }
    }
  }
  return undefined;
}

export const alignedPairExclusion: Technique = { id: 'aligned-pair-exclusion', floor: 6.2, ratings: { 'aligned-pair-exclusion': { min: 6.2, max: 6.2 } }, find: (pos, ctx) => find(pos, 2, ctx) };
export const alignedTripleExclusion: Technique = { id: 'aligned-triple-exclusion', floor: 7.5, ratings: { 'aligned-triple-exclusion': { min: 7.5, max: 7.5 } }, find: (pos, ctx) => find(pos, 3, ctx) };
