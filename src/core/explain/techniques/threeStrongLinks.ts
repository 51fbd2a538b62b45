// Three strong links on one digit in a chain, each joined to the next by a unit: the digit goes from cells
// that see both free ends (outside the link and joining units). 5.4 when the three links are parallel lines,
// 5.5 when one is a box, 5.6 with rows and columns mixed, 5.7 when any link is grouped. Like SE, all are
// collected and the easiest, then the one removing most, is taken.

import { inUnit, makeStep } from '../board';
import { linksOf, seesAll, sharedUnit, type StrongLink } from './strongLinkScan';
import type { Candidate, Position, Step, Technique } from '../types';

function difficulty(links: readonly StrongLink[]): number {
  if (links.some((l) => l.grouped)) return 5.4 + 0.3;
  if (links.some((l) => l.unit >= 18)) return 5.4 + 0.1;
  const rows = links.filter((l) => l.unit < 9).length;
  if (rows !== 0 && rows !== links.length) return 5.4 + 0.2;
  return 5.4;
}

interface Found {
  step: Step;
  order: number;
}

export function findThreeLinks(pos: Position): Step | undefined {
  const found: Found[] = [];
  for (let d = 1; d <= 9; d++) {
    const links: StrongLink[] = [];
    for (let u = 0; u < 27; u++) links.push(...linksOf(pos, u, d));
    if (links.length < 3) continue;
    const disjoint = (a: StrongLink, b: StrongLink): boolean => a.unit !== b.unit && !a.cells.some((c) => b.cells.includes(c));
    for (const l1 of links) {
      for (let o1 = 0; o1 < 2; o1++) {
        const f1 = l1.ends[o1];
        const b1 = l1.ends[1 - o1];
        for (const l2 of links) {
          if (!disjoint(l1, l2)) continue;
          for (let o2 = 0; o2 < 2; o2++) {
            const a2 = l2.ends[o2];
            const j1 = sharedUnit(b1, a2);
            if (j1 < 0 || j1 === l1.unit || j1 === l2.unit) continue;
            const b2 = l2.ends[1 - o2];
            for (const l3 of links) {
              if (l3 === l1 || !disjoint(l1, l3) || !disjoint(l2, l3)) continue;
              for (let o3 = 0; o3 < 2; o3++) {
                const a3 = l3.ends[o3];
                const j2 = sharedUnit(b2, a3);
                if (j2 < 0 || j2 === l2.unit || j2 === l3.unit) continue;
                const f3 = l3.ends[1 - o3];
                const elim: Candidate[] = [];
                for (let c = 0; c < 81; c++) {
                  if (!(pos.cand[c] & (1 << d))) continue;
                  if (inUnit(c, l1.unit) || inUnit(c, l2.unit) || inUnit(c, l3.unit) || inUnit(c, j1) || inUnit(c, j2)) continue;
                  if (seesAll(c, f1) && seesAll(c, f3)) elim.push({ cell: c, digit: d });
                }
                if (elim.length === 0) continue;
                const ls = [l1, l2, l3];
                const cells = [...l1.cells, ...l2.cells, ...l3.cells];
                found.push({
                  order: found.length,
                  step: makeStep({
                    technique: 'three-strong-links',
                    difficulty: difficulty(ls),
                    eliminations: elim,
                    cells,
                    candidates: cells.map((cell) => ({ cell, digit: d })),
                    links: [
                      { from: { cell: f1[0], digit: d }, to: { cell: b1[0], digit: d }, strong: true },
                      { from: { cell: b1[0], digit: d }, to: { cell: a2[0], digit: d }, strong: false },
                      { from: { cell: a2[0], digit: d }, to: { cell: b2[0], digit: d }, strong: true },
                      { from: { cell: b2[0], digit: d }, to: { cell: a3[0], digit: d }, strong: false },
                      { from: { cell: a3[0], digit: d }, to: { cell: f3[0], digit: d }, strong: true },
                    ],
                    units: [l1.unit, l2.unit, l3.unit, j1, j2],
                    digits: [d],
                    detail: { grouped: ls.some((l) => l.grouped) },
                  }),
                });
              }
            }
          }
        }
      }
    }
  }
  if (found.length === 0) return undefined;
  found.sort((a, b) => a.step.difficulty - b.step.difficulty || b.step.eliminations.length - a.step.eliminations.length || a.order - b.order);
  return found[0].step;
}

export const threeStrongLinks: Technique = { id: 'three-strong-links', find: findThreeLinks };
