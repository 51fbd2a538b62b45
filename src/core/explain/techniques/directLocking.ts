// Direct pointing (1.7) and direct claiming (1.9): a digit locked in the crossing of two units leaves a
// single place for it in another unit of the first kind, which is placed. The locking eliminations
// themselves are not applied (as in SE).

import { makeStep } from '../board';
import { lockingPairs, type Lock } from './lockingScan';
import type { Position, Step, Technique } from '../types';
import { cellAt, placesOf, inUnit } from '../board';

function follow(pos: Position, lock: Lock): Step | undefined {
  const { first, second, digit } = lock;
  const kindBase = first >= 18 ? 18 : first >= 9 ? 9 : 0;
  for (let k = 0; k < 9; k++) {
    const third = kindBase + k;
    if (third === first) continue;
    let crossesSecond = false;
    for (let i = 0; i < 9; i++) if (inUnit(cellAt(third, i), second)) crossesSecond = true;
    if (!crossesSecond) continue;
    const m = placesOf(pos, third, digit);
    if ((m & (m - 1)) === 0) continue;
    let left = -1;
    let n = 0;
    for (let i = 0; i < 9; i++) {
      if (!(m & (1 << i))) continue;
      const c = cellAt(third, i);
      if (!inUnit(c, second)) {
        left = c;
        n++;
      }
    }
    if (n === 1) {
      return makeStep({
        technique: first >= 18 ? 'direct-pointing' : 'direct-claiming',
        difficulty: first >= 18 ? 1.7 : 1.9,
        placements: [{ cell: left, digit }],
        cells: lock.cells,
        candidates: lock.cells.map((cell) => ({ cell, digit })),
        units: [first, second, third],
        digits: [digit],
      });
    }
  }
  return undefined;
}

export const directLocking: Technique = {
  id: 'direct-locking',
  find(pos) {
    for (const lock of lockingPairs(pos)) {
      const s = follow(pos, lock);
      if (s) return s;
    }
    return undefined;
  },
};
