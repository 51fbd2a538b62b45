// Aligned pair exclusion (6.2) and aligned triple exclusion (7.5): for two (three) cells, a combination of
// their digits is impossible when two cells that see each other would hold the same digit, or when it would
// leave no candidate in a cell all of them see (a cell of 2 candidates for pairs, 2-3 for triples). A digit of
// a base cell that appears in no possible combination is removed.

import { PEERS, bitCount, digitsOf, makeStep, sees } from '../board';
import { PEER_MASK, addCell, bitCount32, forEachCell } from '../cellset';
import type { Candidate, Position, SearchContext, Step, Technique } from '../types';

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

/** The digits of each candidate mask, in increasing order: DIGITS[m * 9 .. + DIGIT_COUNT[m]). */
const DIGITS = new Uint8Array(1024 * 9);
const DIGIT_COUNT = new Uint8Array(1024);
for (let m = 0; m < 1024; m++) for (let d = 1; d <= 9; d++) if (m & (1 << d)) DIGITS[m * 9 + DIGIT_COUNT[m]++] = d;

/** Whether a combination using the digits of mask `used` leaves every common cell a digit. */
function fits(cand: Uint16Array, common: readonly number[], used: number): boolean {
  for (let i = 0; i < common.length; i++) if ((cand[common[i]] & ~used) === 0) return false;
  return true;
}

function exclude(pos: Position, cells: readonly number[], common: readonly number[]): Step | undefined {
  const n = cells.length;
  const cand = pos.cand;
  const allowed = [0, 0, 0];
  // Every combination of the cells' digits in turn (the last cell fastest); one that puts the same digit
  // in two cells that see each other, or leaves a common cell no digit, is impossible. Stops once every
  // digit of every cell is allowed: nothing more can be learnt.
  const m0 = cand[cells[0]];
  const m1 = cand[cells[1]];
  const s01 = sees(cells[0], cells[1]);
  const k0 = DIGIT_COUNT[m0];
  const k1 = DIGIT_COUNT[m1];
  if (n === 2) {
    outer2: for (let i = 0; i < k0; i++) {
      const v0 = DIGITS[m0 * 9 + i];
      for (let j = 0; j < k1; j++) {
        const v1 = DIGITS[m1 * 9 + j];
        if (v0 === v1 && s01) continue;
        if (!fits(cand, common, (1 << v0) | (1 << v1))) continue;
        allowed[0] |= 1 << v0;
        allowed[1] |= 1 << v1;
        if (allowed[0] === m0 && allowed[1] === m1) break outer2;
      }
    }
  } else {
    const m2 = cand[cells[2]];
    const s02 = sees(cells[0], cells[2]);
    const s12 = sees(cells[1], cells[2]);
    const k2 = DIGIT_COUNT[m2];
    outer3: for (let i = 0; i < k0; i++) {
      const v0 = DIGITS[m0 * 9 + i];
      for (let j = 0; j < k1; j++) {
        const v1 = DIGITS[m1 * 9 + j];
        if (v0 === v1 && s01) continue;
        for (let l = 0; l < k2; l++) {
          const v2 = DIGITS[m2 * 9 + l];
          if ((v0 === v2 && s02) || (v1 === v2 && s12)) continue;
          if (!fits(cand, common, (1 << v0) | (1 << v1) | (1 << v2))) continue;
          allowed[0] |= 1 << v0;
          allowed[1] |= 1 << v1;
          allowed[2] |= 1 << v2;
          if (allowed[0] === m0 && allowed[1] === m1 && allowed[2] === m2) break outer3;
        }
      }
    }
  }
  const elim: Candidate[] = [];
  for (let a = 0; a < n; a++) for (const v of digitsOf(cand[cells[a]] & ~allowed[a])) elim.push({ cell: cells[a], digit: v });
  if (elim.length === 0) return undefined;
  return makeStep({
    technique: n === 2 ? 'aligned-pair-exclusion' : 'aligned-triple-exclusion',
    difficulty: n === 2 ? 6.2 : 7.5,
    eliminations: elim,
    cells: [...cells, ...common],
    candidates: cells.flatMap((c) => digitsOf(pos.cand[c]).map((digit) => ({ cell: c, digit }))),
  });
}

const twinSeen = new Float64Array(81);
let twinStamp = 0;

/**
 * The cells whose own candidates or a peer's changed (3 words), or undefined when everything is to be tried.
 * A base cell's excluders and the combinations' test read only its candidates and its peers', so a pair or
 * triple of cells none of which is in this set was there before, giving the same answer: nothing.
 */
function dirtyCells(ctx: SearchContext | undefined): Int32Array | undefined {
  const ch = ctx?.changes?.cells;
  if (ch === undefined) return undefined;
  const out = Int32Array.from(ch);
  forEachCell(ch[0], ch[1], ch[2], (c) => {
    out[0] |= PEER_MASK[c * 3];
    out[1] |= PEER_MASK[c * 3 + 1];
    out[2] |= PEER_MASK[c * 3 + 2];
  });
  return out;
}

const isIn = (words: Int32Array, c: number): boolean => {
  const w = (c / 27) | 0;
  return (words[w] & (1 << (c - w * 27))) !== 0;
};

function find(pos: Position, degree: number, ctx?: SearchContext): Step | undefined {
  const dirty = dirtyCells(ctx);
  const ex = excluders(pos, degree);
  const list = [...ex.keys()];
  if (list.length < degree) return undefined;
  const masks = new Int32Array(81 * 3);
  for (const [c, cells] of ex) for (const x of cells) addCell(masks, c, x);
  const cellsOf = (a: number, b: number, c: number): number[] => {
    const out: number[] = [];
    forEachCell(a, b, c, (z) => out.push(z));
    return out;
  };
  // The pairs in SE's order (that of subsets(2, n): by the second index, then the first), without the list.
  for (let j = 1; j < list.length; j++) for (let i = 0; i < j; i++) {
    const c0 = list[i];
    const c1 = list[j];
    const pairDirty = dirty === undefined || isIn(dirty, c0) || isIn(dirty, c1);
    if (degree === 2 && !pairDirty) continue;
    // The excluders the pair shares: a third cell can only narrow them.
    const a = masks[c0 * 3] & masks[c1 * 3];
    const b = masks[c0 * 3 + 1] & masks[c1 * 3 + 1];
    const c = masks[c0 * 3 + 2] & masks[c1 * 3 + 2];
    if (bitCount32(a) + bitCount32(b) + bitCount32(c) < 2) continue;
    if (degree === 2) {
      const s = exclude(pos, [c0, c1], cellsOf(a, b, c));
      if (s) return s;
      continue;
    }
    // The third cells: the pair's excluders that are bases too, c0's then c1's, each once (in that order).
    const twin: number[] = [];
    const st = ++twinStamp;
    for (const t of ex.get(c0)!) if (ex.has(t) && t !== c0 && t !== c1 && twinSeen[t] !== st) {
      twinSeen[t] = st;
      twin.push(t);
    }
    for (const t of ex.get(c1)!) if (ex.has(t) && t !== c0 && t !== c1 && twinSeen[t] !== st) {
      twinSeen[t] = st;
      twin.push(t);
    }
    for (const c2 of twin) {
      if (!pairDirty && !isIn(dirty!, c2)) continue;
      const a3 = a & masks[c2 * 3];
      const b3 = b & masks[c2 * 3 + 1];
      const c3 = c & masks[c2 * 3 + 2];
      if (bitCount32(a3) + bitCount32(b3) + bitCount32(c3) < 2) continue;
      const s = exclude(pos, [c0, c1, c2], cellsOf(a3, b3, c3));
      if (s) return s;
    }
  }
  return undefined;
}

export const alignedPairExclusion: Technique = { id: 'aligned-pair-exclusion', find: (pos, ctx) => find(pos, 2, ctx) };
export const alignedTripleExclusion: Technique = { id: 'aligned-triple-exclusion', find: (pos, ctx) => find(pos, 3, ctx) };
