// The engine's public entry point: types, geometry, solving, counting, logical steps and the classic interface.

export * from './types';
export * from './grid';
export * from './rules';
export type { Engine, EngineRun } from './engine';
export { solve, countSolutions, DEFAULT_BUDGET } from './solver';
export { candidates, nextStep } from './logic';
export { solveSudoku, solveSudokuInPlace, SudokuInputError } from './classic';
export type { SudokuInputProblem } from './classic';
export { ENGINES, defaultEngine } from './engines';
export { solveMany, BatchKind } from './batch';
export type { BatchOptions, BatchTotals } from './batch';
export { wasmAvailable } from './wasm/engine';
export { VARIANTS, variantOf, solvePuzzle, countPuzzle, puzzleCandidates, puzzleProblems, puzzleNextStep, cageAt } from './variants/index';
export type { Variant, RuleProblem, RuleProblemKind, ProblemOptions, PuzzleStep, CageStep, CageFacts, Elimination } from './variants/variant';
export { cageLabel, formatCombination, regionName } from './explain/text';
export type { Region } from './killer/layout';
export { combinations as cageCombinations, sumRange as cageSumRange } from './killer/combos';
export type { Candidate, Step, StepLink, TechniqueId, Technique, Position } from './explain/types';
export { rate, nextLogicalStep, roundRating, formatRating } from './explain/rate';
export type { RateOptions, RateResult } from './explain/rate';
export { LADDER } from './explain/ladder';
export { positionFromGrid, applyStep } from './explain/board';
export { techniqueName, stepSentence, hintText, cageName } from './explain/text';
