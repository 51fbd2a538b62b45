// Generating puzzles to order: each puzzle of a request is made from its own seed (the request's seed and the
// puzzle's index), so the output is the same on any machine and with any number of threads.

import { ENGINES } from '../engines';
import { makeRandom, mixSeed } from '../random';
import { digClassic } from './classic';
import { generateEasy, takesEasyPath } from './easy';
import { DEFAULT_MAX_CAGE, digKiller, killerPuzzle } from './killer';
import { countPuzzle } from '../variants/index';
import type { Cage } from '../rules';
import { REPORTED_RANGES, rateForGenerator, solverClaims, techniqueBandProblem, techniqueIdProblem } from './rating';
import type { GeneratorRating } from './rating';
import type { SolverClaims } from './rating';
import { BASIC, HIDDEN_SINGLES, SINGLES, SOLVER_BOUND, solvesPuzzle } from './bounds';
import type { Solver } from './bounds';
import type { Symmetry } from './symmetry';

export { SYMMETRIES, hasSymmetry, orbits } from './symmetry';
export type { Symmetry } from './symmetry';
export { isMinimal } from './classic';
export { DEFAULT_MAX_CAGE, isKillerMinimal, killerPuzzle, killerUnique } from './killer';
export { randomSolvedGrid } from './solved';
export { isTechniqueId, nearTechniques, rateForGenerator, ratingsText, requestableTechniques, techniqueIdOf, techniqueIdProblem } from './rating';
export type { GeneratorRating } from './rating';

/** What a `rateInBand` returns for a puzzle proven in its band before its rating's end (generate/settle.ts). */
export const IN_BAND = 'in-band';

/** An inclusive range of numbers. */
export interface Band {
  readonly min: number;
  readonly max: number;
}

/** The named difficulty levels: bands of the Sukaku Explainer scale. */
export const LEVELS = {
  easy: { min: 1.0, max: 1.5 },
  medium: { min: 1.6, max: 2.5 },
  hard: { min: 2.6, max: 4.0 },
  expert: { min: 4.1, max: 6.0 },
  extreme: { min: 6.1, max: 9.0 },
} as const satisfies Record<string, Band>;

export type LevelName = keyof typeof LEVELS;

export interface GenerateRequest {
  readonly symmetry?: Symmetry;
  readonly givens?: Band;
  readonly rating?: Band;
  /** The id of the technique that must be the hardest one the puzzle needs. */
  readonly technique?: string;
  /**
   * How an attempt is judged against `rating` when no technique is asked: by default `mayRateIn`, then a full
   * rating (stopped only over the band's top), which the result reports. `rateInBand` of generate/settle.ts (the
   * CLI's and the benchmarks' choice) stands for both: it turns away more attempts before rating them, proves most
   * extreme puzzles in their band long before their rating's end and then reports no rating; the same attempts
   * are kept either way. The editor shows the rating and leaves it out.
   */
  readonly rateInBand?: (cells: Uint8Array, band: Band) => GeneratorRating | typeof IN_BAND | undefined;
  /** Attempts per puzzle before giving up on it. Default `defaultAttempts`: 5,000, or 50,000 with a technique. */
  readonly maxAttempts?: number;
  readonly signal?: AbortSignal;
}

export type GenerateResult =
  | {
      readonly kind: 'generated';
      readonly puzzle: Uint8Array;
      readonly solution: Uint8Array;
      readonly givens: number;
      readonly rating?: number;
      readonly technique?: string;
      /** The hardest step's name as `sudoku rate` prints it, when rated. */
      readonly techniqueName?: string;
      /** Attempts made for this puzzle, this one included. */
      readonly attempts: number;
    }
  /** No attempt met the request within `maxAttempts`. */
  | { readonly kind: 'exhausted'; readonly attempts: number }
  | { readonly kind: 'stopped'; readonly attempts: number };

export const DEFAULT_ATTEMPTS = 5_000;
/**
 * The default with a technique asked: its attempts are rated only within the technique's ratings (`searchBand`), most
 * of them not at all, and a rare hardest step needs many (a Swordfish about one attempt in 4,000, a Jellyfish one in
 * 18,000; at a few tenths of a millisecond an attempt for a technique of one rating).
 */
export const TECHNIQUE_ATTEMPTS = 50_000;

/** Attempts per puzzle when `request` names none. */
export function defaultAttempts(request: Pick<GenerateRequest, 'technique'>): number {
  return request.technique === undefined ? DEFAULT_ATTEMPTS : TECHNIQUE_ATTEMPTS;
}
/** No classic puzzle with fewer givens has a unique solution (McGuire, Tugemann and Civario, 2012). */
export const MIN_GIVENS = 17;

/** Why a request can never be met, or undefined when it can be tried. */
export function requestProblem(request: GenerateRequest): string | undefined {
  const { givens, rating } = request;
  if (givens && (givens.min > givens.max || givens.max < MIN_GIVENS || givens.min > 80)) {
    return `no classic puzzle with ${givens.min}-${givens.max} givens has one solution: a unique puzzle needs ${MIN_GIVENS} to 80 givens`;
  }
  if (rating && (rating.min > rating.max || rating.max < 1.0 || rating.min > 11.9)) {
    return `ratings run from 1.0 to 11.9; ${rating.min}-${rating.max} is outside the scale`;
  }
  const unknown = request.technique === undefined ? undefined : techniqueIdProblem(request.technique);
  if (unknown !== undefined) return unknown;
  if (request.technique !== undefined && rating) {
    const problem = techniqueBandProblem(request.technique, rating);
    if (problem !== undefined) return problem;
  }
  if (request.maxAttempts !== undefined && !(request.maxAttempts >= 1)) return 'maxAttempts must be at least 1';
  return undefined;
}

const CHECK = new Uint8Array(81);

/** The final check, by an engine other than the one that dug the puzzle (dancing links; digging used the WebAssembly engine, or `fast` where it is missing). */
function checkedByDlx(puzzle: Uint8Array, solution: Uint8Array): boolean {
  const run = ENGINES.dlx(puzzle, 2, Number.MAX_SAFE_INTEGER, undefined, CHECK);
  if (run.count !== 1) return false;
  for (let i = 0; i < 81; i++) if (CHECK[i] !== solution[i]) return false;
  return true;
}

function countGivens(cells: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < 81; i++) if (cells[i] !== 0) n++;
  return n;
}

/** The seed of attempt `attempt` of puzzle `index` of a request seeded with `seed`. */
export function attemptSeed(seed: number, index: number, attempt: number): number {
  return mixSeed(seed, index, attempt);
}

/**
 * Makes puzzle number `index` of a request: unique (checked by a second engine), minimal, and within every band
 * asked for. Throws RangeError when `requestProblem` finds the request impossible.
 */
export function generatePuzzle(seed: number, index: number, request: GenerateRequest = {}): GenerateResult {
  const problem = requestProblem(request);
  if (problem !== undefined) throw new RangeError(problem);
  const symmetry = request.symmetry ?? 'none';
  const maxAttempts = request.maxAttempts ?? defaultAttempts(request);
  // Easy bands (top 1.5 or less, no technique asked for): dug for hidden singles directly (easy.ts).
  if (takesEasyPath(request)) return generateEasy(seed, index, request, symmetry, maxAttempts);
  const band = searchBand(request);
  const ceiling = band !== undefined && Number.isFinite(band.max) ? band.max : undefined;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (request.signal?.aborted) return { kind: 'stopped', attempts: attempt - 1 };
    const dug = digClassic(attemptSeed(seed, index, attempt), symmetry);
    if (!dug.minimal) continue;
    const givens = countGivens(dug.puzzle);
    if (request.givens && (givens < request.givens.min || givens > request.givens.max)) continue;
    let rating: number | undefined;
    let technique: string | undefined;
    let techniqueName: string | undefined;
    const judge = band && request.technique === undefined ? request.rateInBand : undefined;
    if (band && judge === undefined && !mayRateIn(dug.puzzle, band)) continue;
    if (band && judge !== undefined) {
      const rated = judge(dug.puzzle, band);
      if (rated === undefined) continue;
      if (rated !== IN_BAND) ({ rating, technique, techniqueName } = rated);
    } else if (band || request.technique !== undefined) {
      const rated = rateForGenerator(dug.puzzle, ceiling);
      if (rated === undefined) continue;
      ({ rating, technique, techniqueName } = rated);
      if (band && !inBand(rating, band)) continue;
      if (request.technique !== undefined && technique !== request.technique) continue;
    }
    if (!checkedByDlx(dug.puzzle, dug.solution)) throw new Error('the two engines disagree on a generated puzzle');
    return { kind: 'generated', puzzle: dug.puzzle, solution: dug.solution, givens, rating, technique, techniqueName, attempts: attempt };
  }
  return { kind: 'exhausted', attempts: maxAttempts };
}

/**
 * The band an attempt at `request` must rate in: its rating band, narrowed to the ratings a puzzle whose hardest step
 * is the asked technique can have (`REPORTED_RANGES`: an X-Wing is rated 3.2, so such a puzzle rates 3.2); `max` is
 * Infinity where the technique's range is open and no band is asked. Undefined when neither is asked. The narrowing
 * turns away, before rating or as soon as the rating leaves the band, attempts whose hardest step cannot be the
 * technique: the attempts kept, and so the puzzles made, are the same as with the technique's test alone.
 */
export function searchBand(request: GenerateRequest): Band | undefined {
  const range = request.technique === undefined ? undefined : REPORTED_RANGES[request.technique];
  if (range === undefined) return request.rating;
  return { min: Math.max(range.min, request.rating?.min ?? range.min), max: Math.min(range.max ?? Infinity, request.rating?.max ?? Infinity) };
}

let claims: Record<Solver, SolverClaims> | undefined;

/**
 * False when the small solvers of bounds.ts prove that `cells` rates outside `band`, without rating it: hidden
 * singles solve exactly the puzzles rated 1.5 or less, hidden and naked singles only puzzles rated 2.3 or less,
 * and the basic solver exactly the puzzles rated 4.0 or less (each claim only while the ladder allows it:
 * `solverClaims`).
 */
export function mayRateIn(cells: Uint8Array, band: Band): boolean {
  claims ??= { [HIDDEN_SINGLES]: solverClaims(HIDDEN_SINGLES), [SINGLES]: solverClaims(SINGLES), [BASIC]: solverClaims(BASIC) };
  const min = Math.round(band.min * 10);
  const max = Math.round(band.max * 10);
  const at = (s: Solver): number => Math.round(SOLVER_BOUND[s] * 10);
  // Too hard for the band when the solver fails and that proves a rating over the band's top.
  const over = (s: Solver): boolean => max <= at(s) && claims![s].exact && !solvesPuzzle(cells, s);
  // Too easy when the solver solves it and its bound is under the band's bottom.
  const under = (s: Solver): boolean => min > at(s) && claims![s].solves && solvesPuzzle(cells, s);
  if (max <= at(HIDDEN_SINGLES) && claims[HIDDEN_SINGLES].exact) return solvesPuzzle(cells, HIDDEN_SINGLES);
  // Each solver solves every puzzle the smaller ones do (at their cost when they do): for a band above several
  // bounds, the check of the largest serves.
  if (!(claims[BASIC].solves && min > at(BASIC))) {
    if (claims[SINGLES].solves && min > at(SINGLES)) {
      if (under(SINGLES)) return false;
    } else if (under(HIDDEN_SINGLES)) return false;
  }
  return !over(BASIC) && !under(BASIC);
}

/** `value` lies in `band`, both ends included (ratings have one decimal, so compare in tenths). */
export function inBand(value: number, band: Band): boolean {
  const v = Math.round(value * 10);
  return v >= Math.round(band.min * 10) && v <= Math.round(band.max * 10);
}

/**
 * Killer difficulty by search effort: the guesses the killer search needs to solve the puzzle and prove it unique
 * (the explainer has no killer techniques yet). The same level names as the SE bands, over guesses. Calibrated on
 * 250 attempts of `generateKiller(20261201, i, { maxAttempts: 1 })` with the search as of the innie-outie
 * differences (2026-12-01): 6% of attempts were not unique, and of all attempts 20.8% needed no guess, 30.8% 1-10,
 * 21.6% 11-30, 14.4% 31-100 and 6.4% more (median 8, 90th percentile 68, largest 546). A change to the search
 * that moves these shares much calls for the bands to be set again (bench/generate.ts reports the share per level).
 */
export const KILLER_LEVELS = {
  easy: { min: 0, max: 0 },
  medium: { min: 1, max: 10 },
  hard: { min: 11, max: 30 },
  expert: { min: 31, max: 100 },
  extreme: { min: 101, max: Number.MAX_SAFE_INTEGER },
} as const satisfies Record<LevelName, Band>;

export interface KillerRequest {
  /** The band of search effort (guesses), e.g. `KILLER_LEVELS.hard`. */
  readonly effort?: Band;
  /** The most cells in one cage. Default 6. */
  readonly maxCage?: number;
  readonly maxAttempts?: number;
  readonly signal?: AbortSignal;
}

export type KillerResult =
  | {
      readonly kind: 'generated';
      readonly cages: readonly Cage[];
      readonly solution: Uint8Array;
      /** Guesses the killer search needed (its difficulty). */
      readonly guesses: number;
      readonly attempts: number;
    }
  | { readonly kind: 'exhausted'; readonly attempts: number }
  | { readonly kind: 'stopped'; readonly attempts: number };

/** Placements the cross-check may spend; a puzzle it cannot decide within them is not given out. */
const KILLER_CHECK_BUDGET = 3_000_000;

/**
 * Makes killer puzzle number `index`: cages only, no givens; unique (found by the killer search, re-checked by the
 * exact cover), minimal in cages (merging any two neighbouring cages whose digits differ, within `maxCage` cells,
 * leaves several solutions), and within the effort band asked for.
 */
export function generateKiller(seed: number, index: number, request: KillerRequest = {}): KillerResult {
  const maxCage = request.maxCage ?? DEFAULT_MAX_CAGE;
  if (!(maxCage >= 2 && maxCage <= 9)) throw new RangeError(`maxCage must be 2 to 9, got ${maxCage}`);
  const maxAttempts = request.maxAttempts ?? DEFAULT_ATTEMPTS;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (request.signal?.aborted) return { kind: 'stopped', attempts: attempt - 1 };
    const dug = digKiller(makeRandom(attemptSeed(seed, index, attempt) ^ 0x6b696c6c), maxCage);
    const puzzle = killerPuzzle(dug.cages);
    // The default killer engine (WebAssembly, or its JS twin with the same decisions, so the same guesses and puzzles).
    const own = countPuzzle(puzzle, 2);
    if (own.kind !== 'counted' || own.count !== 1) continue;
    const guesses = own.stats.guesses;
    if (request.effort && (guesses < request.effort.min || guesses > request.effort.max)) continue;
    const check = countPuzzle(puzzle, 2, { engine: 'dlx', budget: KILLER_CHECK_BUDGET });
    if (check.kind !== 'counted') continue;
    if (check.count !== 1) throw new Error('the two killer engines disagree on a generated puzzle');
    return { kind: 'generated', cages: dug.cages, solution: dug.solution, guesses, attempts: attempt };
  }
  return { kind: 'exhausted', attempts: maxAttempts };
}
