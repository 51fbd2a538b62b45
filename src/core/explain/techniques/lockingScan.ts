// The intersections SE's locking producers visit, in their order: unit-kind pairs (box, column), (box,
// row), (column, box), (row, box); inside each, digit 1..9, then first unit, then crossing unit. A lock is
// a digit with at least two places in the first unit, all inside the second.

import { cellAt, inUnit, placesOf } from '../board';
import type { Position } from '../types';

export interface Lock {
  readonly first: number;
  readonly second: number;
  readonly digit: number;
  /** The digit's cells in the intersection. */
  readonly cells: number[];
}

const KIND_PAIRS: ReadonlyArray<readonly [number, number]> = [
  [18, 9],
  [18, 0],
  [9, 18],
  [0, 18],
];

/** INTER[a * 27 + b]: the places (bits 0..8) of unit a that lie in unit b. */
export const INTER = new Uint16Array(27 * 27);
/** Units crossing each unit (sharing cells, of another kind), ascending. */
export const CROSSING: number[][] = [];
for (let a = 0; a < 27; a++) {
  CROSSING.push([]);
  for (let b = 0; b < 27; b++) {
    let m = 0;
    for (let i = 0; i < 9; i++) if (inUnit(cellAt(a, i), b)) m |= 1 << i;
    INTER[a * 27 + b] = m;
    if (m !== 0 && a !== b && (a >= 18) !== (b >= 18)) CROSSING[a].push(b);
  }
}

/** Calls `visit` for each lock in SE's order until it returns true; returns whether one did. */
export function forEachLock(pos: Position, visit: (lock: Lock) => boolean): boolean {
  for (const [k1, k2] of KIND_PAIRS) {
    for (let d = 1; d <= 9; d++) {
      for (let i1 = 0; i1 < 9; i1++) {
        const first = k1 + i1;
        const m = placesOf(pos, first, d);
        if ((m & (m - 1)) === 0) continue;
        for (const second of CROSSING[first]) {
          if (second < k2 || second >= k2 + 9) continue;
          if ((m & ~INTER[first * 27 + second]) !== 0) continue;
          const cells: number[] = [];
          for (let i = 0; i < 9; i++) if (m & (1 << i)) cells.push(cellAt(first, i));
          if (visit({ first, second, digit: d, cells })) return true;
        }
      }
    }
  }
  return false;
}
