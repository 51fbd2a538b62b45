// How the board draws a killer's cages: for each cell, which of its sides border another cage (a dashed line
// drawn just inside the cell's borders), and the sum written in the top-left corner of each cage. Pure (no DOM).

import type { BoardCage } from '../shared/protocol';

/** What one cell shows of its cage. */
export interface CellCage {
  /** Index of the cage in the puzzle's list, or -1 for a cell in no cage. */
  readonly cage: number;
  /** Classes for the sides where the cage ends: `cage-top`, `cage-right`, `cage-bottom`, `cage-left`. */
  readonly edges: readonly string[];
  /** The cage's sum, on its top-left cell only (the first in reading order); '' elsewhere. */
  readonly sum: string;
}

const NONE: CellCage = Object.freeze({ cage: -1, edges: Object.freeze([]) as readonly string[], sum: '' });

/**
 * The cage drawing of the 81 cells. A side gets a line when the cell beyond it (or the grid's edge) is not in the
 * same cage. The sum sits on the cage's first cell in reading order, which is always on its top row and the
 * leftmost cell of that row, so it is the top-left corner of the cage as a player reads it.
 */
export function cageCells(cages: readonly BoardCage[]): CellCage[] {
  const owner = new Int16Array(81).fill(-1);
  cages.forEach((cage, k) => {
    for (const c of cage.cells) if (c >= 0 && c < 81 && owner[c] < 0) owner[c] = k;
  });
  const first = new Int16Array(81).fill(-1);
  cages.forEach((cage, k) => {
    if (cage.cells.length > 0) {
      const top = Math.min(...cage.cells);
      if (top >= 0 && top < 81 && owner[top] === k) first[top] = k;
    }
  });
  const out: CellCage[] = [];
  for (let i = 0; i < 81; i++) {
    const k = owner[i];
    if (k < 0) {
      out.push(NONE);
      continue;
    }
    const r = Math.floor(i / 9);
    const c = i % 9;
    const same = (j: number): boolean => owner[j] === k;
    const edges: string[] = [];
    if (r === 0 || !same(i - 9)) edges.push('cage-top');
    if (c === 8 || !same(i + 1)) edges.push('cage-right');
    if (r === 8 || !same(i + 9)) edges.push('cage-bottom');
    if (c === 0 || !same(i - 1)) edges.push('cage-left');
    out.push({ cage: k, edges, sum: first[i] === k ? String(cages[k].sum) : '' });
  }
  return out;
}
