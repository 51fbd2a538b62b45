// Binary search over puzzles in text order, by line or by offset. No vscode.

import type { ScannedPuzzle } from './types';

/**
 * How many puzzles at the front of `puzzles` pass `before`, by binary search: `before` must hold for a
 * prefix of the list and fail for the rest, as any test of "lies before a place" does for puzzles in
 * text order. `countBefore(puzzles, (p) => p.end < offset)` is the index of the first puzzle ending at
 * or after `offset`; `countBefore(puzzles, (p) => p.start <= offset) - 1` that of the last starting by it.
 */
export function countBefore(puzzles: readonly ScannedPuzzle[], before: (p: ScannedPuzzle) => boolean): number {
  let lo = 0;
  let hi = puzzles.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (before(puzzles[mid])) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The puzzle whose span [first(p), last(p)] (both inclusive) holds `key`, e.g. `findPuzzle(puzzles, line,
 * (p) => p.startLine, (p) => p.endLine)`; the earliest one when spans touch.
 */
export function findPuzzle(puzzles: readonly ScannedPuzzle[], key: number, first: (p: ScannedPuzzle) => number, last: (p: ScannedPuzzle) => number): ScannedPuzzle | undefined {
  const p = puzzles[countBefore(puzzles, (q) => last(q) < key)];
  return p !== undefined && first(p) <= key ? p : undefined;
}
