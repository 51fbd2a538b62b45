// Pointing (2.6: a box's digit confined to one line) and claiming (2.8: a line's digit confined to one box):
// the digit goes from the rest of the second unit.

import { cellAt, inUnit, makeStep } from '../board';
import { INTER, forEachLock, lockCells, type Lock } from './lockingScan';
import type { Candidate, Step, Technique } from '../types';

export const locking: Technique = {
  id: 'locking',
  floor: 2.6,
  ratings: { pointing: { min: 2.6, max: 2.6 }, claiming: { min: 2.8, max: 2.8 } },
  find(pos, ctx) {
    let step: Step | undefined;
    forEachLock(pos, ctx, (lock: Lock, places) => {
      if ((places[lock.second * 10 + lock.digit] & ~INTER[lock.second * 27 + lock.first]) === 0) return false;
      const cells = lockCells(lock);
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
        cells,
        candidates: cells.map((cell) => ({ cell, digit: lock.digit })),
        units: [lock.first, lock.second],
        digits: [lock.digit],
      });
      return true;
    });
    return step;
  },
};
