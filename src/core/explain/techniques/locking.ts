// Pointing (2.6: a box's digit confined to one line) and claiming (2.8: a line's digit confined to one box):
// the digit goes from the rest of the second unit.

import { cellAt, inUnit, makeStep } from '../board';
import { forEachLock, type Lock } from './lockingScan';
import type { Candidate, Step, Technique } from '../types';

export const locking: Technique = {
  id: 'locking',
  find(pos) {
    let step: Step | undefined;
    forEachLock(pos, (lock: Lock) => {
      const elim: Candidate[] = [];
      for (let i = 0; i < 9; i++) {
        const c = cellAt(lock.second, i);
        if (!inUnit(c, lock.first) && pos.cand[c] & (1 << lock.digit)) elim.push({ cell: c, digit: lock.digit });
      }
      if (elim.length === 0) return false;
      const box = lock.first >= 18;
      step = makeStep({
        technique: box ? 'pointing' : 'claiming',
        difficulty: box ? 2.6 : 2.8,
        eliminations: elim,
        cells: lock.cells,
        candidates: lock.cells.map((cell) => ({ cell, digit: lock.digit })),
        units: [lock.first, lock.second],
        digits: [lock.digit],
      });
      return true;
    });
    return step;
  },
};
