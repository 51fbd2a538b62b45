// Three strong links on one digit in a chain, each joined to the next by a unit: the digit goes from cells
// that see both free ends (outside the link and joining units). 5.4 when the three links are parallel lines,
// 5.5 when one is a box, 5.6 with rows and columns mixed, 5.7 when any link is grouped. Like SE, all are
// collected and the easiest, then the one removing most, is taken.

import { makeStep } from '../board';
import { UNIT_MASK, bitCount32, digitCells, forEachCell } from '../cellset';
import { joinUnit, linksOf, type StrongLink } from './strongLinkScan';
import type { Candidate, Position, Step, StepLink, Technique } from '../types';

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

export function findThreeLinks(pos: Position): Step | undefined {
  let best: Found | undefined;
  const dc = new Int32Array(3);
  for (let d = 1; d <= 9; d++) {
    const links: StrongLink[] = [];
    for (let u = 0; u < 27; u++) links.push(...linksOf(pos, u, d));
    if (links.length < 3) continue;
    digitCells(pos.cand, d, dc);
    const n = links.length;
    const disjoint = new Uint8Array(n * n);
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) disjoint[i * n + j] = links[i].unit !== links[j].unit && !links[i].cells.some((c) => links[j].cells.includes(c)) ? 1 : 0;
    for (let i1 = 0; i1 < n; i1++) {
      const l1 = links[i1];
      for (let o1 = 0; o1 < 2; o1++) {
        for (let i2 = 0; i2 < n; i2++) {
          if (!disjoint[i1 * n + i2]) continue;
          const l2 = links[i2];
          for (let o2 = 0; o2 < 2; o2++) {
            const j1 = joinUnit(l1, 1 - o1, l2, o2);
            if (j1 < 0 || j1 === l1.unit || j1 === l2.unit) continue;
            for (let i3 = 0; i3 < n; i3++) {
              if (i3 === i1 || !disjoint[i1 * n + i3] || !disjoint[i2 * n + i3]) continue;
              const l3 = links[i3];
              for (let o3 = 0; o3 < 2; o3++) {
                const j2 = joinUnit(l2, 1 - o2, l3, o3);
                if (j2 < 0 || j2 === l2.unit || j2 === l3.unit) continue;
                const s1 = l1.seen!;
                const s3 = l3.seen!;
                const f1 = o1 * 3;
                const f3 = (1 - o3) * 3;
                const words = [0, 0, 0];
                let count = 0;
                for (let w = 0; w < 3; w++) {
                  words[w] = s1[f1 + w] & s3[f3 + w] & dc[w] & ~UNIT_MASK[l1.unit * 3 + w] & ~UNIT_MASK[l2.unit * 3 + w] & ~UNIT_MASK[l3.unit * 3 + w] & ~UNIT_MASK[j1 * 3 + w] & ~UNIT_MASK[j2 * 3 + w];
                  count += bitCount32(words[w]);
                }
                if (count === 0) continue;
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

export const threeStrongLinks: Technique = { id: 'three-strong-links', find: findThreeLinks };
