// Two strong links on one digit joined at one end by a third unit: the digit goes from cells that see
// both free ends (outside the two link units). Skyscraper 4.0 (parallel lines), 2-String Kite 4.1 (a row and
// a column), Turbot Fish 4.2 (a line and a box), any grouped form 4.3. Like SE, every such hint is
// collected and the easiest, then the one removing most, is taken.

import { lostUnitsByDigit, makeStep, placesFor } from '../board';
import { UNIT_MASK, bitCount32, digitCells, forEachCell } from '../cellset';
import { joinUnit, linksFor, overlap, type StrongLink } from './strongLinkScan';
import type { Candidate, Position, SearchContext, Step, Technique, TechniqueId } from '../types';

/** (base kind, cover kind) in SE's order: row-row, column-column, column-row, row-box, column-box. */
const PAIRS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [9, 9],
  [9, 0],
  [0, 18],
  [9, 18],
];

const GROUPED = 4.3;
const table = new Uint16Array(270);
const DCS = new Int32Array(30);
const T1 = new Int32Array(6);
const LOST = new Int32Array(10);

function difficulty(base: number, cover: number, grouped: boolean): number {
  if (grouped) return GROUPED;
  if (cover === 18) return 4.2;
  return base === cover ? 4.0 : 4.1;
}

function technique(base: number, cover: number, l1: StrongLink, l2: StrongLink): TechniqueId {
  const grouped = l1.grouped || l2.grouped;
  if (!grouped) return cover === 18 ? 'turbot-fish' : base === cover ? 'skyscraper' : 'two-string-kite';
  if ((l1.grouped && l1.unit >= 18) || (l2.grouped && l2.unit >= 18)) return 'grouped-turbot-fish';
  return base === cover ? 'grouped-skyscraper' : 'grouped-two-string-kite';
}

interface Found {
  difficulty: number;
  count: number;
  groupedCount: number;
  make: () => Step;
}

/** The links of digit d by unit kind (rows, columns, boxes), each in unit order, from the places table. */
function linksByKind(places: Uint16Array, d: number): [StrongLink[], StrongLink[], StrongLink[]] {
  const out: [StrongLink[], StrongLink[], StrongLink[]] = [[], [], []];
  for (let u = 0; u < 27; u++) {
    const links = linksFor(u, places[u * 10 + d]);
    if (links.length > 0) out[u < 9 ? 0 : u < 18 ? 1 : 2].push(...links);
  }
  return out;
}

/**
 * The patterns of a digit depend on its candidates only: with changes, only the digits they name are searched, and
 * only pairs of links with one in a unit where the digit lost a place. A link lies in one unit and depends on the
 * digit's places there alone, so a pair of links in units that kept them is a pattern the search last found with
 * nothing to remove (its targets have only lost candidates since).
 */
export function findTwoLinks(pos: Position, ctx?: SearchContext): Step | undefined {
  let best: Found | undefined;
  const digits = ctx?.changes?.digits ?? 0x3fe;
  const lost = LOST;
  lostUnitsByDigit(ctx?.changes, pos, lost);
  const places = placesFor(pos, ctx, table);
  // Per digit, computed once for every pair of unit kinds: its cells (3 words at d * 3) and its links by kind.
  const dcs = DCS;
  for (let d = 1; d <= 9; d++) if (digits & (1 << d)) digitCells(pos.cand, d, dcs, d);
  const cache: Array<[StrongLink[], StrongLink[], StrongLink[]]> = [];
  // Free-end targets of the first link, per end: cells holding the digit that see it, outside its unit.
  const t1 = T1;
  for (const [bk, ck] of PAIRS) {
    // Every pattern of this pair of kinds is at least this hard: none can beat an easier one found before.
    if (best && difficulty(bk, ck, false) > best.difficulty) continue;
    for (let d = 1; d <= 9; d++) {
      const units = lost[d];
      if (!(digits & (1 << d)) || units === 0) continue;
      const dc = d * 3;
      const byKind = (cache[d] ??= linksByKind(places, d));
      const list1 = byKind[bk / 9];
      const list2 = byKind[ck / 9];
      for (const l1 of list1) {
        // A grouped pattern (4.3) cannot beat an easier one.
        if (best && l1.grouped && GROUPED > best.difficulty) continue;
        const s1 = l1.seen!;
        const u1 = l1.unit * 3;
        let any = 0;
        for (let o1 = 0; o1 < 2; o1++) {
          const f1 = (1 - o1) * 3;
          for (let w = 0; w < 3; w++) any |= t1[o1 * 3 + w] = s1[f1 + w] & dcs[dc + w] & ~UNIT_MASK[u1 + w];
        }
        // No cell sees a free end of this link: no pattern with it removes anything.
        if (any === 0) continue;
        const ta0 = t1[0] | t1[3];
        const ta1 = t1[1] | t1[4];
        const ta2 = t1[2] | t1[5];
        const changed1 = (units >> l1.unit) & 1;
        for (const l2 of list2) {
          if (bk === ck && l2.unit <= l1.unit) continue;
          if (changed1 === 0 && ((units >> l2.unit) & 1) === 0) continue;
          if (best && l2.grouped && GROUPED > best.difficulty) continue;
          const u2 = l2.unit * 3;
          const s2 = l2.seen!;
          // No target of either free end of l1 sees either end of l2 outside its unit: no way of joining them
          // removes anything (the test below, over both ends at once), so the pair is passed over.
          if (((ta0 & (s2[0] | s2[3]) & ~UNIT_MASK[u2]) | (ta1 & (s2[1] | s2[4]) & ~UNIT_MASK[u2 + 1]) | (ta2 & (s2[2] | s2[5]) & ~UNIT_MASK[u2 + 2])) === 0) continue;
          if (overlap(l1, l2)) continue;
          for (let o1 = 0; o1 < 2; o1++) {
            if ((t1[o1 * 3] | t1[o1 * 3 + 1] | t1[o1 * 3 + 2]) === 0) continue;
            for (let o2 = 0; o2 < 2; o2++) {
              const join = joinUnit(l1, o1, l2, o2);
              if (join < 0 || join === l1.unit || join === l2.unit) continue;
              const f2 = (1 - o2) * 3;
              const a = t1[o1 * 3] & s2[f2] & ~UNIT_MASK[u2];
              const b = t1[o1 * 3 + 1] & s2[f2 + 1] & ~UNIT_MASK[u2 + 1];
              const c = t1[o1 * 3 + 2] & s2[f2 + 2] & ~UNIT_MASK[u2 + 2];
              const count = bitCount32(a) + bitCount32(b) + bitCount32(c);
              if (count === 0) continue;
              const grouped = l1.grouped || l2.grouped;
              const difficultyValue = difficulty(bk, ck, grouped);
              const groupedCount = (l1.grouped ? 1 : 0) + (l2.grouped ? 1 : 0);
              if (best && !(difficultyValue < best.difficulty || (difficultyValue === best.difficulty && (count > best.count || (count === best.count && groupedCount < best.groupedCount))))) continue;
              const elimMask = [a, b, c];
              const ends = { b1: l1.ends[o1], b2: l2.ends[o2], f1: l1.ends[1 - o1], f2: l2.ends[1 - o2] };
              best = {
                difficulty: difficultyValue,
                count,
                groupedCount,
                make: () => {
                  const elim: Candidate[] = [];
                  forEachCell(elimMask[0], elimMask[1], elimMask[2], (cell) => elim.push({ cell, digit: d }));
                  return makeStep({
                    technique: technique(bk, ck, l1, l2),
                    difficulty: difficultyValue,
                    eliminations: elim,
                    cells: [...l1.cells, ...l2.cells],
                    candidates: [...l1.cells, ...l2.cells].map((cell) => ({ cell, digit: d })),
                    links: [
                      { from: { cell: ends.f1[0], digit: d }, to: { cell: ends.b1[0], digit: d }, strong: true },
                      { from: { cell: ends.b1[0], digit: d }, to: { cell: ends.b2[0], digit: d }, strong: false },
                      { from: { cell: ends.b2[0], digit: d }, to: { cell: ends.f2[0], digit: d }, strong: true },
                    ],
                    units: [l1.unit, l2.unit, join],
                    digits: [d],
                  });
                },
              };
            }
          }
        }
      }
    }
  }
  return best?.make();
}

export const turbotFish: Technique = {
  id: 'turbot-fish',
  floor: 4.0,
  // 'turbot-fish' is open only because the unary chains report long X-Chains by that name too: see `difficulty`.
  most: GROUPED,
  ratings: {
    skyscraper: { min: 4.0, max: 4.0 },
    'two-string-kite': { min: 4.1, max: 4.1 },
    'turbot-fish': { min: 4.2 },
    'grouped-skyscraper': { min: 4.3, max: 4.3 },
    'grouped-two-string-kite': { min: 4.3, max: 4.3 },
    'grouped-turbot-fish': { min: 4.3, max: 4.3 },
  },
  find: findTwoLinks,
};
