// The variants by name, and the public entries that dispatch on a puzzle's rules. A new variant is one file here
// (its Variant object) and one line in VARIANTS.

import type { Puzzle, VariantName } from '../rules';
import type { PuzzleCountResult, PuzzleSolveResult, SearchOptions, SolveOptions } from '../types';
import { countSolutions, solve } from '../solver';
import { classic } from './classic';
import { killer } from './killer';
import type { CageFacts, ProblemOptions, PuzzleStep, RuleProblem, Variant } from './variant';

/** Every variant's rules, by name. */
export const VARIANTS: Readonly<Record<VariantName, Variant>> = Object.freeze({ classic, killer });

/** The rules of a puzzle's variant; throws a TypeError for a variant this engine does not know. */
export function variantOf(puzzle: Puzzle): Variant {
  const name = puzzle?.rules?.variant;
  if (typeof name !== 'string' || !Object.prototype.hasOwnProperty.call(VARIANTS, name)) throw new TypeError(`unknown variant: ${String(name)}`);
  return VARIANTS[name];
}

/**
 * Solves a puzzle under its rules, with `solve`'s outcomes, budget and signal. Classic goes straight to `solve`;
 * a killer runs the killer engines (`engine: 'wasm'`, the default, its JS form `'fast'`, or `'dlx'`, the exact cover
 * that cross-checks them).
 */
export function solvePuzzle(puzzle: Puzzle, options?: SolveOptions): PuzzleSolveResult {
  if (puzzle.rules.variant === 'classic') return solve(puzzle.cells, options);
  return variantOf(puzzle).solve(puzzle, options);
}

/** Counts a puzzle's solutions up to `limit` under its rules, as `countSolutions`. */
export function countPuzzle(puzzle: Puzzle, limit: number, options?: SearchOptions): PuzzleCountResult {
  if (puzzle.rules.variant === 'classic') return countSolutions(puzzle.cells, limit, options);
  return variantOf(puzzle).count(puzzle, limit, options);
}

/** Per cell, the digits the puzzle's rules still allow (bit `1 << d`); 0 for filled cells. */
export function puzzleCandidates(puzzle: Puzzle): Uint16Array {
  return variantOf(puzzle).candidates(puzzle);
}

/** The rule-level problems of a puzzle (its cages' sums, repeats, connection, overlaps, total), as data. */
export function puzzleProblems(puzzle: Puzzle, options?: ProblemOptions): RuleProblem[] {
  return variantOf(puzzle).problems(puzzle, options);
}

/** The next step a person can follow under the puzzle's rules. */
export function puzzleNextStep(puzzle: Puzzle): PuzzleStep | undefined {
  return variantOf(puzzle).nextStep(puzzle);
}

/** The facts of the cage holding `cell` (sum, size, combinations still possible), or undefined. */
export function cageAt(puzzle: Puzzle, cell: number): CageFacts | undefined {
  return variantOf(puzzle).cageAt(puzzle, cell);
}
