// The engine's public vocabulary: grids, typed outcomes and options. No I/O, no vscode.

/** 81 cells in reading order (row 0 left to right, then row 1, ...); 0 is empty, 1-9 a digit. */
export type Grid = Uint8Array;

/**
 * Which solver runs a search. `wasm` (the same search as `fast`, compiled to WebAssembly) is the default where
 * WebAssembly is available, else `fast`; asking for `wasm` where it is unavailable runs `fast`, with the same
 * answers. `dlx` and `backtrack` exist to cross-check and compare.
 */
export type EngineName = 'fast' | 'dlx' | 'backtrack' | 'wasm';

/** The kind of unit two cells share. */
export type UnitKind = 'row' | 'column' | 'box';

/**
 * A unit of any variant: the classic three, or a killer cage (whose `unitIndex` is the cage's index in its rules).
 * Kept apart from UnitKind so that classic results (and the board protocol built on them) keep their three kinds.
 */
export type RuleUnitKind = UnitKind | 'cage';

/** Two givens with the same digit in one unit. Cells are indices 0..80, `a < b`. */
export interface Conflict {
  readonly a: number;
  readonly b: number;
  readonly digit: number;
  readonly unit: UnitKind;
  /** 0..8: which row, column or box (boxes in reading order). */
  readonly unitIndex: number;
}

/** Two givens with the same digit in one unit of the puzzle's rules, a cage included. */
export interface RuleConflict {
  readonly a: number;
  readonly b: number;
  readonly digit: number;
  readonly unit: RuleUnitKind;
  /** 0..8 for a row, column or box; the cage's index for a cage. */
  readonly unitIndex: number;
}

/** Work done by one search. */
export interface SolveStats {
  /** Digits written into the working grid, by propagation or by a guess. */
  placements: number;
  /** Branch points: times the search tried a candidate it was not forced to. */
  guesses: number;
  /** Wall time of the call in milliseconds. */
  elapsedMs: number;
}

/** Why a search ended before it could decide. */
export type StopReason = 'budget' | 'aborted';

/** The outcome of solving one puzzle. Never thrown: every outcome is a value. */
export type SolveResult =
  | { readonly kind: 'solved'; readonly solution: Grid; readonly stats: SolveStats }
  | { readonly kind: 'invalid'; readonly conflicts: readonly Conflict[]; readonly stats: SolveStats }
  | { readonly kind: 'unsolvable'; readonly stats: SolveStats }
  /** At least two solutions: `solution` is the first one found. */
  | { readonly kind: 'multiple'; readonly solution: Grid; readonly stats: SolveStats }
  | { readonly kind: 'stopped'; readonly reason: StopReason; readonly stats: SolveStats };

export type SolveKind = SolveResult['kind'];

/** The outcome of solving a puzzle under its rules: a SolveResult whose conflicts may name a cage. */
export type PuzzleSolveResult =
  | Exclude<SolveResult, { readonly kind: 'invalid' }>
  | { readonly kind: 'invalid'; readonly conflicts: readonly RuleConflict[]; readonly stats: SolveStats };

export interface SearchOptions {
  /**
   * Placements the search may make before it gives up with `stopped`/`budget`. Default 2,000,000. The `fast`
   * engine checks it after each propagation step, so it may stop up to 81 placements over.
   */
  readonly budget?: number;
  /** Checked periodically; when aborted the search ends with `stopped`/`aborted`. */
  readonly signal?: AbortSignal;
  /** Which engine; default `wasm` where WebAssembly is available, else `fast` (see EngineName). */
  readonly engine?: EngineName;
}

export interface SolveOptions extends SearchOptions {
  /** When true (the default) the search continues to the second solution and reports `multiple`. */
  readonly checkUnique?: boolean;
}

/** Outcome of counting solutions up to a limit. */
export type CountResult =
  | { readonly kind: 'counted'; readonly count: number; readonly limitReached: boolean; readonly stats: SolveStats }
  | { readonly kind: 'invalid'; readonly conflicts: readonly Conflict[]; readonly stats: SolveStats }
  | { readonly kind: 'stopped'; readonly reason: StopReason; readonly count: number; readonly stats: SolveStats };

/** The outcome of counting a puzzle's solutions under its rules: a CountResult whose conflicts may name a cage. */
export type PuzzleCountResult =
  | Exclude<CountResult, { readonly kind: 'invalid' }>
  | { readonly kind: 'invalid'; readonly conflicts: readonly RuleConflict[]; readonly stats: SolveStats };

/** A deduction a person can follow: the next cell that singles determine. */
export interface LogicalStep {
  readonly cell: number;
  readonly digit: number;
  /** `naked`: the cell has one candidate left; `hidden`: the digit has one place left in `unit`. */
  readonly technique: 'naked-single' | 'hidden-single';
  readonly unit?: UnitKind;
  readonly unitIndex?: number;
  /** A sentence such as "r3c5 can only be 7" or "7 fits only r3c5 in box 2". */
  readonly reason: string;
}
