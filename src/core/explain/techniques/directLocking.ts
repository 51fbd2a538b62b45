// Direct pointing (1.7) and direct claiming (1.9): a digit locked in the crossing of two units leaves a
// single place for it in another unit of the first kind, which is placed. The locking eliminations
// themselves are not applied (as in SE).

import { makeStep } from '../board';
import { CROSSING, INTER, forEachLock, lockCells, type Lock } from './lockingScan';
import type { Step, Technique } from '../types';
import { bitCount, cellAt, lowBit } from '../board';

function follow(places: Uint16Array, lock: Lock): Step | undefined {
  const { first, second, digit } = lock;
  const kindBase = first >= 18 ? 18 : first >= 9 ? 9 : 0;
  for (const third of CROSSING[second]) {
    if (third === first || third < kindBase || third >= kindBase + 9) continue;
    const m = places[third * 10 + digit];
    if ((m & (m - 1)) === 0) continue;
    const rest = m & ~INTER[third * 27 + second];
    if (bitCount(rest) !== 1) continue;
    const cells = lockCells(lock);
    return makeStep({
      technique: first >= 18 ? 'direct-pointing' : 'direct-claiming',
      difficulty: first >= 18 ? 1.7 : 1.9,
      placements: [{ cell: cellAt(third, lowBit(rest)), digit }],
      cells,
      candidates: cells.map((cell) => ({ cell, digit })),
      units: [first, second, third],
      digits: [digit],
    });
  }
  return undefined;
}

export const directLocking: Technique = {
  id: 'direct-locking',
  floor: 1.7,
  ratings: { 'direct-pointing': { min: 1.7, max: 1.7 }, 'direct-claiming': { min: 1.9, max: 1.9 } },
  find(pos, ctx) {
    let step: Step | undefined;
    forEachLock(pos, ctx, (lock, places) => {
      step = follow(places, lock);
      return step !== undefined;
    });
    return step;
  },
};
