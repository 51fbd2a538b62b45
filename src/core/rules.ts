// What a puzzle is beyond its 81 cells: the rules of its variant. Classic has none of its own; a killer has cages.

import type { Grid } from './types';

/** A killer cage: cells that hold distinct digits adding up to `sum`. */
export interface Cage {
  /** Cell indices 0..80, ascending (so `cells[0]` is the cage's first cell in reading order). */
  readonly cells: readonly number[];
  /** The total of the cage's digits. */
  readonly sum: number;
}

/** The rules a puzzle's cells are solved under, as plain data. */
export type Rules =
  | { readonly variant: 'classic' }
  /** Cages in the order of their first cell in reading order. */
  | { readonly variant: 'killer'; readonly cages: readonly Cage[] };

export type VariantName = Rules['variant'];

/** Classic rules: rows, columns and boxes hold 1 to 9 once each. */
export const CLASSIC: Rules = Object.freeze({ variant: 'classic' as const });

/** A puzzle: its 81 cells (0 empty, 1-9 given) and its rules. */
export interface Puzzle {
  readonly cells: Grid;
  readonly rules: Rules;
}

/**
 * A string equal for equal rules and different otherwise: `''` for classic, so classic keys are unchanged, and
 * `k:` followed by each cage's sum and cells for a killer. For cache keys and for comparing rescanned puzzles.
 */
export function rulesKey(rules: Rules): string {
  if (rules.variant === 'classic') return '';
  let key = 'k:';
  for (const cage of rules.cages) key += `${cage.sum}=${cage.cells.join(',')};`;
  return key;
}
