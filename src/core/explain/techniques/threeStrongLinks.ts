// Three strong links on one digit in a chain, each joined to the next by a unit: the digit goes from cells
// that see both free ends (outside the link and joining units). 5.4 when the three links are parallel lines,
// 5.5 when one is a box, 5.6 with rows and columns mixed, 5.7 when any link is grouped. Like SE, all are
// collected and the easiest, then the one removing most, is taken.

import { COL_OF, ROW_OF, lostUnitsByDigit, makeStep, placesFor } from '../board';
import { UNIT_MASK, bitCount32, digitCells, forEachCell } from '../cellset';
import { linksFor, overlap, type StrongLink } from './strongLinkScan';
import type { Candidate, Position, SearchContext, Step, StepLink, Technique } from '../types';

const table = new Uint16Array(270);
const LOST = new Int32Array(10);
// The joins of the link ends of one digit (see findThreeLinks), as lists per end: a digit has at most 54
// links (two forms in each of 27 units), so 108 ends.
const adjStart = new Int32Array(109);
const adjNext = new Int32Array(108 * 108);
const adjUnit = new Int32Array(108 * 108);
// Per unit, the link ends (2 * link + end) lying in it, ascending: the ends an end can join are those sharing one
// of its (at most three) units.
const inUnitCount = new Int32Array(27);
const inUnit = new Int32Array(27 * 108);

/** Links i and k of the digit are in different units and share no cell. */
function disjoint(links: readonly StrongLink[], i: number, k: number): boolean {
  return links[i].unit !== links[k].unit && !overlap(links[i], links[k]);
}

function sameLine(a: number, b: number): boolean {
  return ROW_OF[a] === ROW_OF[b] || COL_OF[a] === COL_OF[b];
}

function difficulty(links: readonly StrongLink[]): number {
  if (links.some((l) => l.grouped)) return 5.4 + 0.3;
  if (links.some((l) => l.unit >= 18)) return 5.4 + 0.1;
  const rows = links.filter((l) => l.unit < 9).length;
  if (rows !== 0 && rows !== links.length) return 5.4 + 0.2;
  return 5.4;
}

interface Found {
  difficulty: number;
  count: number;
  make: () => Step;
}

/**
 * The chains of a digit depend on its candidates only: with changes, only the digits they name are searched, and
 * only chains with a link in a unit where the digit lost a place (as for the turbot fish: three links in units
 * that kept the digit's places make a chain the search last found with nothing to remove).
 */
export function findThreeLinks(pos: Position, ctx?: SearchContext): Step | undefined {
  let best: Found | undefined;
  const dc = new Int32Array(3);
  const digits = ctx?.changes?.digits ?? 0x3fe;
  const lost = LOST;
  lostUnitsByDigit(ctx?.changes, pos, lost);
  const places = placesFor(pos, ctx, table);
  for (let d = 1; d <= 9; d++) {
    if (!(digits & (1 << d))) continue;
    const units = lost[d];
    if (units === 0) continue;
    const links: StrongLink[] = [];
    // Like SE, a plain box link whose two cells share a row or column is left to that line.
    for (let u = 0; u < 27; u++) for (const l of linksFor(u, places[u * 10 + d])) if (!(u >= 18 && !l.grouped && sameLine(l.cells[0], l.cells[1]))) links.push(l);
    if (links.length < 3) continue;
    digitCells(pos.cand, d, dc);
    const n = links.length;
    inUnitCount.fill(0);
    for (let x = 0; x < n * 2; x++) {
      const lines = links[x >> 1].lines!;
      for (let k = 0; k < 3; k++) {
        const u = lines[(x & 1) * 3 + k];
        if (u >= 0) inUnit[u * 108 + inUnitCount[u]++] = x;
      }
    }
    // Per link end (i, e): the ends (k, f) of other links it joins, in the order the search tries them (k,
    // then f), with the joining unit: k's link shares no cell with i's, and the unit holding both ends is
    // neither link's own. The ends sharing a unit with (i, e) are merged from its units' lists in that order;
    // the joining unit is the first of its column, row and box that holds the other end (joinUnit's order).
    let na = 0;
    for (let i = 0; i < n; i++) for (let e = 0; e < 2; e++) {
      adjStart[i * 2 + e] = na;
      const lines = links[i].lines!;
      const u0 = lines[e * 3];
      const u1 = lines[e * 3 + 1];
      const u2 = lines[e * 3 + 2];
      let p0 = u0 >= 0 ? u0 * 108 : 0;
      let p1 = u1 >= 0 ? u1 * 108 : 0;
      let p2 = u2 >= 0 ? u2 * 108 : 0;
      const e0 = u0 >= 0 ? p0 + inUnitCount[u0] : 0;
      const e1 = u1 >= 0 ? p1 + inUnitCount[u1] : 0;
      const e2 = u2 >= 0 ? p2 + inUnitCount[u2] : 0;
      for (;;) {
        const x0 = p0 < e0 ? inUnit[p0] : 1 << 30;
        const x1 = p1 < e1 ? inUnit[p1] : 1 << 30;
        const x2 = p2 < e2 ? inUnit[p2] : 1 << 30;
        const x = Math.min(x0, x1, x2);
        if (x === 1 << 30) break;
        const j = x === x0 ? u0 : x === x1 ? u1 : u2;
        if (x === x0) p0++;
        if (x === x1) p1++;
        if (x === x2) p2++;
        const k = x >> 1;
        if (!disjoint(links, i, k) || j === links[i].unit || j === links[k].unit) continue;
        adjNext[na] = x;
        adjUnit[na++] = j;
      }
    }
    adjStart[n * 2] = na;
    for (let i1 = 0; i1 < n; i1++) {
      const l1 = links[i1];
      for (let o1 = 0; o1 < 2; o1++) {
        // The targets narrow as the chain grows: the cells holding d that see l1's free end, outside l1's
        // unit; then outside l2's and the joining unit's; then seeing l3's free end, outside its units. A
        // combination is skipped as soon as none are left (it would remove nothing).
        const s1 = l1.seen!;
        const f1 = o1 * 3;
        const a0 = s1[f1] & dc[0] & ~UNIT_MASK[l1.unit * 3];
        const a1 = s1[f1 + 1] & dc[1] & ~UNIT_MASK[l1.unit * 3 + 1];
        const a2 = s1[f1 + 2] & dc[2] & ~UNIT_MASK[l1.unit * 3 + 2];
        if ((a0 | a1 | a2) === 0) continue;
        const from1 = i1 * 2 + 1 - o1;
        for (let x1 = adjStart[from1]; x1 < adjStart[from1 + 1]; x1++) {
          const i2 = adjNext[x1] >> 1;
          const o2 = adjNext[x1] & 1;
          const j1 = adjUnit[x1];
          const l2 = links[i2];
          const changed12 = ((units >> l1.unit) | (units >> l2.unit)) & 1;
          {
            const b0 = a0 & ~UNIT_MASK[l2.unit * 3] & ~UNIT_MASK[j1 * 3];
            const b1 = a1 & ~UNIT_MASK[l2.unit * 3 + 1] & ~UNIT_MASK[j1 * 3 + 1];
            const b2 = a2 & ~UNIT_MASK[l2.unit * 3 + 2] & ~UNIT_MASK[j1 * 3 + 2];
            if ((b0 | b1 | b2) === 0) continue;
            const from2 = i2 * 2 + 1 - o2;
            for (let x2 = adjStart[from2]; x2 < adjStart[from2 + 1]; x2++) {
              const i3 = adjNext[x2] >> 1;
              if (i3 === i1 || !disjoint(links, i1, i3)) continue;
              const l3 = links[i3];
              if (changed12 === 0 && ((units >> l3.unit) & 1) === 0) continue;
              const o3 = adjNext[x2] & 1;
              const j2 = adjUnit[x2];
              {
                const s3 = l3.seen!;
                const f3 = (1 - o3) * 3;
                const w0 = b0 & s3[f3] & ~UNIT_MASK[l3.unit * 3] & ~UNIT_MASK[j2 * 3];
                const w1 = b1 & s3[f3 + 1] & ~UNIT_MASK[l3.unit * 3 + 1] & ~UNIT_MASK[j2 * 3 + 1];
                const w2 = b2 & s3[f3 + 2] & ~UNIT_MASK[l3.unit * 3 + 2] & ~UNIT_MASK[j2 * 3 + 2];
                if ((w0 | w1 | w2) === 0) continue;
                const count = bitCount32(w0) + bitCount32(w1) + bitCount32(w2);
                const words = [w0, w1, w2];
                const ls = [l1, l2, l3];
                const diff = difficulty(ls);
                if (best && !(diff < best.difficulty || (diff === best.difficulty && count > best.count))) continue;
                const ends = [l1.ends[o1], l1.ends[1 - o1], l2.ends[o2], l2.ends[1 - o2], l3.ends[o3], l3.ends[1 - o3]];
                best = {
                  difficulty: diff,
                  count,
                  make: () => {
                    const elim: Candidate[] = [];
                    forEachCell(words[0], words[1], words[2], (cell) => elim.push({ cell, digit: d }));
                    const cells = [...l1.cells, ...l2.cells, ...l3.cells];
                    const link = (a: readonly number[], b: readonly number[], strong: boolean): StepLink => ({ from: { cell: a[0], digit: d }, to: { cell: b[0], digit: d }, strong });
                    return makeStep({
                      technique: 'three-strong-links',
                      difficulty: diff,
                      eliminations: elim,
                      cells,
                      candidates: cells.map((cell) => ({ cell, digit: d })),
                      links: [link(ends[0], ends[1], true), link(ends[1], ends[2], false), link(ends[2], ends[3], true), link(ends[3], ends[4], false), link(ends[4], ends[5], true)],
                      units: [l1.unit, l2.unit, l3.unit, j1, j2],
                      digits: [d],
                      detail: { grouped: ls.some((l) => l.grouped) },
                    });
                  },
                };
              }
            }
          }
        }
      }
    }
  }
  return best?.make();
}

export const threeStrongLinks: Technique = { id: 'three-strong-links', floor: 5.4, ratings: { 'three-strong-links': { min: 5.4, max: 5.7 } }, find: findThreeLinks };
