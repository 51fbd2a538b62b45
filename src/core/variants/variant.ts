// What every variant provides to the layers above, as plain data and pure functions: one object per variant.

import type { Region } from '../killer/layout';
import type { Puzzle, VariantName } from '../rules';
import type { LogicalStep, PuzzleCountResult, PuzzleSolveResult, RuleConflict, SearchOptions, SolveOptions } from '../types';

/** A problem with a puzzle's rules themselves (not its givens' rows, columns and boxes), with what it concerns. */
export type RuleProblem =
  /** No `size` distinct digits add up to `sum`; `min`/`max` are what they can make (absent above 9 cells). */
  | { readonly kind: 'cage-sum'; readonly cage: number; readonly sum: number; readonly size: number; readonly min?: number; readonly max?: number }
  /** A given repeated inside its cage. */
  | { readonly kind: 'cage-repeat'; readonly cage: number; readonly conflict: RuleConflict }
  /** The cage's givens (all different) leave no combination of its size and sum. */
  | { readonly kind: 'cage-givens'; readonly cage: number; readonly sum: number; readonly givens: readonly number[]; readonly digits: readonly number[] }
  /** The cage's cells are not orthogonally connected: `parts` lists each connected piece, the cage's first cell first. */
  | { readonly kind: 'cage-disconnected'; readonly cage: number; readonly parts: readonly (readonly number[])[] }
  /** A cell in two cages (each overlapping cell is reported once, for its first two cages). */
  | { readonly kind: 'cage-overlap'; readonly cell: number; readonly cages: readonly [number, number] }
  /** The cages cover every cell once, but their sums add up to `total`, not 405. */
  | { readonly kind: 'cage-total'; readonly total: number; readonly expected: 405 }
  /** Cells in no cage, reported only when the caller expects the cages to cover the grid. */
  | { readonly kind: 'uncaged'; readonly cells: readonly number[] };

export type RuleProblemKind = RuleProblem['kind'];

export interface ProblemOptions {
  /**
   * True when the puzzle's format says every cell is in a cage (a killer line or grid names a cage for each cell):
   * then cells in no cage are a problem. Off by default, because killers drawn elsewhere (f-puzzles) may leave cells
   * out, and such a puzzle is still a valid one.
   */
  readonly expectCoverage?: boolean;
}

/** A digit removed from a cell's candidates. */
export interface Elimination {
  readonly cell: number;
  readonly digit: number;
}

/** A deduction that reads a killer's cages. */
export interface CageStep {
  /** `cage-combination`: what the cage's remaining digit combinations force; `rule-of-45`: what a region's innies or outies add up to. */
  readonly technique: 'cage-combination' | 'rule-of-45';
  /** The cells the deduction reads: the cage's, or the innies or outies. */
  readonly cells: readonly number[];
  /** Their total. */
  readonly sum: number;
  /** For a cage combination: the cage and its digit combinations still possible (each ascending). */
  readonly cage?: number;
  readonly combinations?: readonly (readonly number[])[];
  /** For the rule of 45: the rows, columns or boxes, and which side of them `cells` are. */
  readonly region?: Region;
  readonly side?: 'innies' | 'outies';
  /** The digit the step places, when it places one. */
  readonly cell?: number;
  readonly digit?: number;
  /** The candidates it removes (empty when it places a digit). */
  readonly eliminations: readonly Elimination[];
  /** A sentence such as "The cage 17 in 2 at r1c1 can only be 8+9, so 8 and 9 leave the rest of row 1". */
  readonly reason: string;
}

/** The next step of any variant: a classic single, or a cage step. */
export type PuzzleStep = LogicalStep | CageStep;

/** What the hover tells about a cage: its sum, its size and the digit combinations still possible. */
export interface CageFacts {
  readonly cage: number;
  readonly sum: number;
  readonly size: number;
  readonly cells: readonly number[];
  /** The digit combinations the cage's candidates still allow (givens included), each ascending; ordered by digits. */
  readonly combinations: readonly (readonly number[])[];
  /** "17 in 2: 8+9"; "10 in 2: 1+9, 2+8, 3+7, 4+6"; "18 in 2: no combination". */
  readonly label: string;
}

/** The rules of one variant, as the layers above use them. Every function is pure and never keeps its arguments. */
export interface Variant {
  readonly name: VariantName;
  /** Like `solve`: `invalid` (givens repeated in a unit, a cage included), `solved`, `multiple`, `unsolvable` or `stopped`. */
  solve(puzzle: Puzzle, options?: SolveOptions): PuzzleSolveResult;
  /** Like `countSolutions`. */
  count(puzzle: Puzzle, limit: number, options?: SearchOptions): PuzzleCountResult;
  /** Per cell, bit `1 << d` when d is still possible by the rules alone; 0 for filled cells. */
  candidates(puzzle: Puzzle): Uint16Array;
  /** The rule-level problems of the puzzle, as data. Empty for classic. */
  problems(puzzle: Puzzle, options?: ProblemOptions): RuleProblem[];
  /** The next step a person can follow, or undefined when the givens conflict or none is found. */
  nextStep(puzzle: Puzzle): PuzzleStep | undefined;
  /** The facts of the cage that holds `cell`, or undefined (always, for classic). */
  cageAt(puzzle: Puzzle, cell: number): CageFacts | undefined;
}
