// Direct pointing (1.7) and direct claiming (1.9): a digit locked in the crossing of two units leaves a
// single place for it in another unit of the first kind, which is placed. The locking eliminations
// themselves are not applied (as in SE).

import { makeStep } from '../board';
import { CROSSING, INTER, forEachLock, type Lock } from './lockingScan';
import type { Position, Step, Technique } from '../types';
import { bitCount, cellAt, lowBit, placesOf } from '../board';

function follow(pos: Position, lock: Lock): Step | undefined {
  const { first, second, digit } = lock;
  const kindBase = first >= 18 ? 18 : first >= 9 ? 9 : 0;
  for (const third of CROSSING[second]) {
    if (third === first || third < kindBase || third >= kindBase + 9) continue;
    const m = placesOf(pos, third, digit);
    if ((m & (m - 1)) === 0) continue;
    const rest = m & ~INTER[third * 27 + second];
    if (bitCount(rest) !== 1) continue;
    return makeStep({
      technique: first >= 18 ? 'direct-pointing' : 'direct-claiming',
      difficulty: first >= 18 ? 1.7 : 1.9,
      placements: [{ cell: cellAt(third, lowBit(rest)), digit }],
      cells: lock.cells,
      candidates: lock.cells.map((cell) => ({ cell, digit })),
      units: [first, second, third],
      digits: [digit],
    });
  }
  return undefined;
}

export const directLocking: Technique = {
  id: 'direct-locking',
  find(pos) {
    let step: Step | undefined;
    forEachLock(pos, (lock) => {
      step = follow(pos, lock);
      return step !== undefined;
    });
    return step;
  },
};
