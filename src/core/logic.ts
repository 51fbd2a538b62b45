// Deductions a person can follow: candidates of every cell and the next naked or hidden single.

import { assertGrid } from './solver';
import { BOX_OF, COL_OF, ROW_OF, UNITS, findConflicts } from './grid';
import { hiddenSingleReason, nakedSingleReason } from './explain/text';
import type { CageWords } from './explain/text';
import type { Grid, LogicalStep, UnitKind } from './types';

const ALL = 0x3fe;
const UNIT_KINDS: readonly UnitKind[] = ['row', 'column', 'box'];

/** Per cell, bit `1 << d` set when digit d is not yet used in its row, column or box; 0 for filled cells. */
export function candidates(cells: Grid): Uint16Array {
  assertGrid(cells);
  const used = new Uint16Array(27);
  for (let c = 0; c < 81; c++) {
    const d = cells[c];
    if (d === 0) continue;
    const bit = 1 << d;
    used[ROW_OF[c]] |= bit;
    used[9 + COL_OF[c]] |= bit;
    used[18 + BOX_OF[c]] |= bit;
  }
  const out = new Uint16Array(81);
  for (let c = 0; c < 81; c++) {
    if (cells[c] === 0) out[c] = ALL & ~(used[ROW_OF[c]] | used[9 + COL_OF[c]] | used[18 + BOX_OF[c]]);
  }
  return out;
}

/**
 * The next single: first a naked single (a cell with one candidate) in reading order, then a hidden
 * single (a digit with one place left) in the rows, then the columns, then the boxes. Undefined when the
 * givens conflict or no single applies.
 */
export function nextStep(cells: Grid): LogicalStep | undefined {
  assertGrid(cells);
  if (findConflicts(cells).length > 0) return undefined;
  return nextSingle(cells, candidates(cells));
}

/**
 * `nextStep`'s search over any candidates (a variant's, narrowed by its rules): `nakedCage` names the cage a naked
 * single's sentence gives as its reason, when there is one.
 */
export function nextSingle(cells: Grid, cand: Uint16Array, nakedCage?: (cell: number) => CageWords | undefined): LogicalStep | undefined {
  for (let c = 0; c < 81; c++) {
    const m = cand[c];
    if (cells[c] === 0 && m !== 0 && (m & (m - 1)) === 0) {
      const digit = 31 - Math.clz32(m);
      return { cell: c, digit, technique: 'naked-single', reason: nakedSingleReason(c, digit, nakedCage?.(c)) };
    }
  }
  for (let u = 0; u < 27; u++) {
    for (let digit = 1; digit <= 9; digit++) {
      const bit = 1 << digit;
      let place = -1;
      let n = 0;
      for (let j = 0; j < 9; j++) {
        const c = UNITS[u * 9 + j];
        if (cells[c] === digit) {
          n = 2;
          break;
        }
        if (cand[c] & bit) {
          place = c;
          if (++n > 1) break;
        }
      }
      if (n === 1) {
        const unit = UNIT_KINDS[(u / 9) | 0];
        const unitIndex = u % 9;
        return { cell: place, digit, technique: 'hidden-single', unit, unitIndex, reason: hiddenSingleReason(digit, place, unit, unitIndex) };
      }
    }
  }
  return undefined;
}
