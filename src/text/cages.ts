// Where a killer's cage is written, for the checks of the killer rules (src/core) to be shown at the characters
// that cause them: the sum's text, or the letter of a cell. Plain offsets, no vscode.

import type { ScannedPuzzle } from './types';

/** A span of text: offset and length. */
export interface Span {
  readonly offset: number;
  readonly length: number;
}

/**
 * The text of cage `k`'s sum (`k` indexes `puzzle.rules.cages`), e.g. for "17 is impossible for 2 cells" or
 * "the cages add up to 404, not 405". Falls back to the puzzle's first character for a puzzle without cage positions.
 */
export function cageSumSpan(puzzle: ScannedPuzzle, k: number): Span {
  const c = puzzle.cageSource;
  if (c === undefined || k < 0 || k >= c.sumOffsets.length) return { offset: puzzle.start, length: 1 };
  return { offset: c.sumOffsets[k], length: Math.max(1, c.sumLengths[k]) };
}

/**
 * The character naming cell `cell`'s cage (its letter), e.g. for "this cell is cut off from the rest of its cage";
 * for a format without letters (JSON, links), the cage's sum; for a given repeated in its cage, use `offsets[cell]`.
 */
export function cageCellSpan(puzzle: ScannedPuzzle, cell: number): Span {
  const c = puzzle.cageSource;
  const at = c === undefined ? -1 : c.cellOffsets[cell];
  if (at >= 0) return { offset: at, length: 1 };
  const rules = puzzle.rules;
  if (rules.variant === 'killer') {
    const k = rules.cages.findIndex((cage) => cage.cells.includes(cell));
    if (k >= 0) return cageSumSpan(puzzle, k);
  }
  return { offset: puzzle.offsets[cell], length: 1 };
}
