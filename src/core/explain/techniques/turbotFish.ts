// Two strong links on one digit joined at one end by a third unit: the digit goes from cells that see
// both free ends (outside the two link units). Skyscraper 4.0 (parallel lines), 2-String Kite 4.1 (a row and
// a column), Turbot Fish 4.2 (a line and a box), any grouped form 4.3. Like SE, every such hint is
// collected and the easiest, then the one removing most, is taken.

import { inUnit, makeStep } from '../board';
import { linksOf, seesAll, sharedUnit, type StrongLink } from './strongLinkScan';
import type { Candidate, Position, Step, Technique, TechniqueId } from '../types';

/** (base kind, cover kind) in SE's order: row-row, column-column, column-row, row-box, column-box. */
const PAIRS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [9, 9],
  [9, 0],
  [0, 18],
  [9, 18],
];

function difficulty(base: number, cover: number, grouped: boolean): number {
  if (grouped) return 4.3;
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
  step: Step;
  groupedCount: number;
  order: number;
}

export function findTwoLinks(pos: Position): Step | undefined {
  const found: Found[] = [];
  for (const [bk, ck] of PAIRS) {
    for (let d = 1; d <= 9; d++) {
      for (let i1 = 0; i1 < 9; i1++) {
        for (const l1 of linksOf(pos, bk + i1, d)) {
          for (let i2 = bk === ck ? i1 + 1 : 0; i2 < 9; i2++) {
            for (const l2 of linksOf(pos, ck + i2, d)) {
              if (l1.cells.some((c) => l2.cells.includes(c))) continue;
              for (let o1 = 0; o1 < 2; o1++) {
                for (let o2 = 0; o2 < 2; o2++) {
                  const b1 = l1.ends[o1];
                  const b2 = l2.ends[o2];
                  const join = sharedUnit(b1, b2);
                  if (join < 0 || join === l1.unit || join === l2.unit) continue;
                  const f1 = l1.ends[1 - o1];
                  const f2 = l2.ends[1 - o2];
                  const elim: Candidate[] = [];
                  for (let c = 0; c < 81; c++) {
                    if (!(pos.cand[c] & (1 << d)) || inUnit(c, l1.unit) || inUnit(c, l2.unit)) continue;
                    if (seesAll(c, f1) && seesAll(c, f2)) elim.push({ cell: c, digit: d });
                  }
                  if (elim.length === 0) continue;
                  const grouped = l1.grouped || l2.grouped;
                  const step = makeStep({
                    technique: technique(bk, ck, l1, l2),
                    difficulty: difficulty(bk, ck, grouped),
                    eliminations: elim,
                    cells: [...l1.cells, ...l2.cells],
                    candidates: [...l1.cells, ...l2.cells].map((cell) => ({ cell, digit: d })),
                    links: [
                      { from: { cell: f1[0], digit: d }, to: { cell: b1[0], digit: d }, strong: true },
                      { from: { cell: b1[0], digit: d }, to: { cell: b2[0], digit: d }, strong: false },
                      { from: { cell: b2[0], digit: d }, to: { cell: f2[0], digit: d }, strong: true },
                    ],
                    units: [l1.unit, l2.unit, join],
                    digits: [d],
                  });
                  found.push({ step, groupedCount: (l1.grouped ? 1 : 0) + (l2.grouped ? 1 : 0), order: found.length });
                }
              }
            }
          }
        }
      }
    }
  }
  if (found.length === 0) return undefined;
  found.sort(
    (a, b) =>
      a.step.difficulty - b.step.difficulty ||
      b.step.eliminations.length - a.step.eliminations.length ||
      a.groupedCount - b.groupedCount ||
      a.order - b.order,
  );
  return found[0].step;
}

export const turbotFish: Technique = { id: 'turbot-fish', find: findTwoLinks };
