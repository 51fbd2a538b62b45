// The intersections SE's locking producers visit, in their order: unit-kind pairs (box, column), (box,
// row), (column, box), (row, box); inside each, digit 1..9, then first unit, then crossing unit. A lock is
// a digit with at least two places in the first unit, all inside the second.

import { cellAt, inUnit, placesFor } from '../board';
import type { Position, SearchContext } from '../types';

export interface Lock {
  first: number;
  second: number;
  digit: number;
  /** The digit's places in the first unit (bits 0..8), all inside the second. */
  places: number;
}

/** The cells of a lock (the digit's cells in the intersection). */
export function lockCells(lock: Lock): number[] {
  const cells: number[] = [];
  for (let i = 0; i < 9; i++) if (lock.places & (1 << i)) cells.push(cellAt(lock.first, i));
  return cells;
}

const KIND_PAIRS: ReadonlyArray<readonly [number, number]> = [
  [18, 9],
  [18, 0],
  [9, 18],
  [0, 18],
];

/**
 * INTER[a * 27 + b]: the places (bits 0..8) of unit a that lie in unit b. Filled with CROSSING on the first call of
 * forEachLock (whose visitors read them), not when the module loads.
 */
export const INTER = new Uint16Array(27 * 27);
/** Units crossing each unit (sharing cells, of another kind), ascending. */
export const CROSSING: number[][] = [];

function fillIntersections(): void {
  for (let a = 0; a < 27; a++) {
    CROSSING.push([]);
    for (let b = 0; b < 27; b++) {
      let m = 0;
      for (let i = 0; i < 9; i++) if (inUnit(cellAt(a, i), b)) m |= 1 << i;
      INTER[a * 27 + b] = m;
      if (m !== 0 && a !== b && (a >= 18) !== (b >= 18)) CROSSING[a].push(b);
    }
  }
}

const table = new Uint16Array(270);
const current: Lock = { first: 0, second: 0, digit: 0, places: 0 };

/**
 * Calls `visit` for each lock in SE's order until it returns true (the lock object is reused). A lock and
 * what follows from it depend on its digit's candidates only, so only the digits the context's changes name
 * are visited when it has them.
 */
export function forEachLock(pos: Position, ctx: SearchContext | undefined, visit: (lock: Lock, places: Uint16Array) => boolean): boolean {
  if (CROSSING.length === 0) fillIntersections();
  const places = placesFor(pos, ctx, table);
  const digits = ctx?.changes?.digits ?? 0x3fe;
  for (const [k1, k2] of KIND_PAIRS) {
    for (let d = 1; d <= 9; d++) {
      if (!(digits & (1 << d))) continue;
      for (let i1 = 0; i1 < 9; i1++) {
        const first = k1 + i1;
        const m = places[first * 10 + d];
        if ((m & (m - 1)) === 0) continue;
        for (const second of CROSSING[first]) {
          if (second < k2 || second >= k2 + 9) continue;
          if ((m & ~INTER[first * 27 + second]) !== 0) continue;
          current.first = first;
          current.second = second;
          current.digit = d;
          current.places = m;
          if (visit(current, places)) return true;
        }
      }
    }
  }
  return false;
}
