// The intersections SE's locking producers visit, in their order: unit-kind pairs (box, column), (box,
// row), (column, box), (row, box); inside each, digit 1..9, then first unit, then crossing unit. A lock is
// a digit with at least two places in the first unit, all inside the second.

import { cellAt, crosses, placesOf, inUnit } from '../board';
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

export function* lockingPairs(pos: Position): Generator<Lock> {
  for (const [k1, k2] of KIND_PAIRS) {
    for (let d = 1; d <= 9; d++) {
      for (let i1 = 0; i1 < 9; i1++) {
        const first = k1 + i1;
        const m = placesOf(pos, first, d);
        if ((m & (m - 1)) === 0) continue;
        for (let i2 = 0; i2 < 9; i2++) {
          const second = k2 + i2;
          if (!crosses(first, second)) continue;
          const cells: number[] = [];
          let all = true;
          for (let i = 0; i < 9; i++) {
            if (!(m & (1 << i))) continue;
            const c = cellAt(first, i);
            if (!inUnit(c, second)) {
              all = false;
              break;
            }
            cells.push(c);
          }
          if (all) yield { first, second, digit: d, cells };
        }
      }
    }
  }
}
