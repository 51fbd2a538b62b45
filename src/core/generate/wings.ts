// The wings solver: the basic solver of bounds.ts with XY-Wings and XYZ-Wings, for turning away, before they are
// rated, puzzles that rate 4.4 or less when the band asked for starts above that (the extreme level). About two
// in five of the extreme attempts the basic solver cannot solve rate 4.1-6.0, and the wings solve about seven in
// ten of those rated 4.4 or less, for a few tens of microseconds where their ratings take hundreds.
//
// The claim: when the solver fills the grid, every step of SE's line of play for the puzzle is rated 4.4 or less.
// Why (the argument of settle.ts, on these rules). Take any position P of the line: it has the puzzle's solution
// and a subset of the candidates, and let d be the first deduction of the solver whose target P still has (if there
// is none, the solver's placements are all made in P's cells or forced by its singles). Every deduction before d is
// done in P, so P has no more candidates than the copy d was found on. The basic rules stay steps of the ladder's
// first producers, up to the turbot fish, on fewer candidates (bounds.ts). An XY-Wing (pivot {a, b}, pincers
// {a, z} and {b, z}, z out of the cells that see both pincers) is on P as it was, or one of its cells is a single.
// An XYZ-Wing (pivot {x, y, z}, pincers {x, z} and {y, z}, z out of the cells that see all three) is on P as it
// was, or a single, or, with the pivot's x or y gone, a naked pair of the pivot and a pincer, which share a unit
// that every target lies in (a cell outside it cannot see both: they are in one row, column or box and not, in
// the other two ways, in the target's lines or box), or, with its z gone, an XY-Wing on the same targets. So P has
// a step of one of the ladder's first fifteen producers (singles to the XYZ-Wing), all rated 4.4 or less (the
// turbot fish 4.3 at most), and SE applies the first producer with a step. `wingsClaim` checks that the ladder
// begins with those producers; test/core/wings.test.ts checks the claim against full ratings.

import { positionFromGrid } from '../explain/board';
import { LADDER } from '../explain/ladder';
import type { Technique } from '../explain/types';
import { PEER_MASK, bitCount32 } from '../explain/cellset';
import { PEERS } from '../grid';
import { closeBasic } from './bounds';

/** The most a puzzle the wings solver solves can be rated. */
export const WINGS_BOUND = 4.4;

/** The ladder's first producers, in order, that the claim rests on. */
const RUNGS = ['singles', 'direct-locking', 'direct-hidden-pair', 'naked-single', 'direct-hidden-triple', 'locking', 'naked-pair', 'x-wing', 'hidden-pair', 'naked-triple', 'swordfish', 'hidden-triple', 'turbot-fish', 'xy-wing', 'xyz-wing'];

const claims = new Map<readonly Technique[], boolean>();

/** Whether `ladder` lets the wings solver claim its bound: it begins with the producers above. */
export function wingsClaim(ladder: readonly Technique[] = LADDER): boolean {
  let ok = claims.get(ladder);
  if (ok === undefined) claims.set(ladder, (ok = RUNGS.every((id, i) => ladder[i]?.id === id)));
  return ok;
}

const pincers = new Int32Array(20);

/** Removes `z` from the cells of the three words `w0..w2` other than a, b and c; whether any had it. */
function strike(cand: Uint16Array, z: number, w0: number, w1: number, w2: number, a: number, b: number, c: number): boolean {
  let found = false;
  for (let w = 0; w < 3; w++) {
    for (let m = w === 0 ? w0 : w === 1 ? w1 : w2; m !== 0; m &= m - 1) {
      const t = w * 27 + 31 - Math.clz32(m & -m);
      if (t === a || t === b || t === c || !(cand[t] & z)) continue;
      cand[t] &= ~z;
      found = true;
    }
  }
  return found;
}

/** One pass of XY-Wings and XYZ-Wings over the copy (every pattern read off the candidates as they go). */
function wingPass(cand: Uint16Array, cells: Uint8Array): boolean {
  let found = false;
  for (let p = 0; p < 81; p++) {
    if (cells[p] !== 0) continue;
    const mp = cand[p];
    const np = bitCount32(mp);
    if (np !== 2 && np !== 3) continue;
    // Pincers: bivalue peers with one digit of a bivalue pivot, or within a trivalue one.
    let n = 0;
    for (let i = 0; i < 20; i++) {
      const q = PEERS[p * 20 + i];
      const m = cand[q];
      if (cells[q] !== 0 || bitCount32(m) !== 2) continue;
      if (np === 2 ? bitCount32(m & mp) === 1 : (m & ~mp) === 0) pincers[n++] = q;
    }
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const qa = pincers[i];
        const qb = pincers[j];
        // Read again: a pattern of this pivot before may have struck a pincer's digit.
        const ma = cand[qa];
        const mb = cand[qb];
        const z = ma & mb;
        if (ma === mb || bitCount32(ma) !== 2 || bitCount32(mb) !== 2 || bitCount32(z) !== 1) continue;
        // XY: z is the pincers' common digit, not the pivot's, and the pincers hold both of the pivot's. XYZ: the
        // pincers are two different pairs of the pivot's three digits.
        if (np === 2 ? (z & mp) !== 0 || ((ma | mb) & mp) !== mp : ((ma | mb) & ~mp) !== 0) continue;
        const a = qa * 3;
        const b = qb * 3;
        let w0 = PEER_MASK[a] & PEER_MASK[b];
        let w1 = PEER_MASK[a + 1] & PEER_MASK[b + 1];
        let w2 = PEER_MASK[a + 2] & PEER_MASK[b + 2];
        if (np === 3) {
          w0 &= PEER_MASK[p * 3];
          w1 &= PEER_MASK[p * 3 + 1];
          w2 &= PEER_MASK[p * 3 + 2];
        }
        if (strike(cand, z, w0, w1, w2, p, qa, qb)) found = true;
      }
    }
  }
  return found;
}

/** True when the wings solver fills the grid of the puzzle `puzzle` (0 empty) from its givens. */
export function wingsSolve(puzzle: Uint8Array): boolean {
  const { cand, cells } = positionFromGrid(puzzle);
  for (;;) {
    if (closeBasic(cand, cells)) return true;
    for (let c = 0; c < 81; c++) if (cells[c] === 0 && cand[c] === 0) return false;
    if (!wingPass(cand, cells)) return false;
  }
}
