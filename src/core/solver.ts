// The public search API: validate, check conflicts, run an engine, and turn its run into a typed result with stats.

import type { Engine } from './engine';
import { ENGINES, defaultEngine } from './engines';
import { BOX_OF, COL_OF, ROW_OF, findConflicts } from './grid';
import type { CountResult, EngineName, Grid, SearchOptions, SolveOptions, SolveResult, SolveStats } from './types';
import { type WasmInstance, wasm, wasmInstance } from './wasm/engine';

/**
 * Default placement budget. Measured with the fast engine and the uniqueness check: the most any puzzle of
 * the shared sets needs is 6,923 placements (17-clue set; magictour 2,287, Sudoku Exchange 653), and counting
 * every solution of the 10,000 multi-solution Serg puzzles needs at most 17,951. Puzzles built to defeat
 * search, such as Norvig's "impossible" puzzle and its relabelled and permuted copies, are refuted in at most
 * about 56,000 (2,000 copies). Two million is a wide margin, and ends a hopeless search within about a second.
 */
export const DEFAULT_BUDGET = 2_000_000;

let defaultName: EngineName | undefined;
let defaultEngineFn: Engine | undefined;

/** The engine by name; the default (see defaultEngine) is resolved once, on the first search. */
export function engineFor(name: EngineName | undefined): Engine {
  if (name === undefined && defaultEngineFn !== undefined) return defaultEngineFn;
  const key = name ?? (defaultName ??= defaultEngine());
  if (name === undefined) return (defaultEngineFn = ENGINES[key]);
  if (!Object.prototype.hasOwnProperty.call(ENGINES, key)) throw new TypeError(`unknown engine: ${String(name)}`);
  return ENGINES[key];
}

/**
 * Throws a TypeError when `cells` is not 81 integers in 0..9. This is a programmer error, not a
 * puzzle outcome: turning text into cells (and naming a bad character) is the scanner's job.
 */
export function assertGrid(cells: Grid): void {
  if (cells === null || typeof cells !== 'object' || cells.length !== 81) {
    throw new TypeError(`a grid has 81 cells, got ${cells === null || cells === undefined ? String(cells) : (cells as { length?: unknown }).length}`);
  }
  for (let i = 0; i < 81; i++) {
    const v = cells[i];
    if (!(v >= 0 && v <= 9) || (v | 0) !== v) throw new TypeError(`cell ${i} holds ${String(v)}, expected 0..9`);
  }
}

const SEEN = new Uint16Array(27);
/** Where the engine writes its first solution. */
const SCRATCH = new Uint8Array(81);

/**
 * Checks `cells` like assertGrid and tells whether two givens share a digit in a unit, in one pass: a cheap
 * first look before listing the pairs.
 */
function checkGrid(cells: Grid): boolean {
  if (cells === null || typeof cells !== 'object' || cells.length !== 81) assertGrid(cells);
  SEEN.fill(0);
  let conflict = 0;
  for (let i = 0; i < 81; i++) {
    const d = cells[i];
    if (d === 0) continue;
    if (!(d >= 1 && d <= 9) || (d | 0) !== d) assertGrid(cells);
    const bit = 1 << d;
    const r = ROW_OF[i];
    const c = 9 + COL_OF[i];
    const b = 18 + BOX_OF[i];
    conflict |= (SEEN[r] | SEEN[c] | SEEN[b]) & bit;
    SEEN[r] |= bit;
    SEEN[c] |= bit;
    SEEN[b] |= bit;
  }
  return conflict !== 0;
}

/**
 * Solutions are views into shared chunks of 64 grids: a typed array over 64 bytes gets its own off-heap
 * store, which costs about ten times a view, and would be most of the time spent on an easy puzzle. A kept
 * solution holds its chunk (5 KB) alive, as Node's pooled Buffers do.
 */
const CHUNK = 81 * 64;
let chunk = new ArrayBuffer(CHUNK);
let chunkUsed = 0;

function newGrid(): Uint8Array {
  if (chunkUsed === CHUNK) {
    chunk = new ArrayBuffer(CHUNK);
    chunkUsed = 0;
  }
  const g = new Uint8Array(chunk, chunkUsed, 81);
  chunkUsed += 81;
  return g;
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/**
 * The common path on the WebAssembly engine: a Uint8Array grid and no signal. The module checks the cells and
 * the conflicts itself (one copy in, one out, no separate pass), so this is `solve`'s work in one call. Returns
 * the module's instance with the run's results in it, `undefined` when this path does not apply (then the
 * general path runs), or 'invalid' for conflicting givens. Throws like assertGrid for a cell above 9.
 */
function runOnWasm(engine: Engine, cells: Grid, limit: number, budget: number, signal: AbortSignal | undefined): WasmInstance | 'invalid' | undefined {
  if (engine !== wasm || signal !== undefined || !(cells instanceof Uint8Array) || cells.length !== 81) return undefined;
  const w = wasmInstance();
  if (w === undefined) return undefined;
  w.cellsView.set(cells);
  const code = w.exports.run_checked(limit, budget);
  if (code === 2) assertGrid(cells);
  return code === 1 ? 'invalid' : w;
}

function budgetOf(options: SearchOptions | undefined): number {
  const b = options?.budget ?? DEFAULT_BUDGET;
  if (!(b >= 0)) throw new RangeError(`budget must be a non-negative number, got ${String(b)}`);
  return b;
}

/**
 * Solves a grid. Conflicting givens give `invalid` with every pair; otherwise the engine searches for
 * two solutions (one when `checkUnique` is false) and the outcome is `solved`, `multiple`,
 * `unsolvable` or `stopped`. Throws TypeError only when `cells` is not 81 values in 0..9. The solution is a
 * view into a shared chunk (see newGrid): copy it before transferring its `buffer` to another thread.
 */
export function solve(cells: Grid, options?: SolveOptions): SolveResult {
  const t0 = now();
  const engine = engineFor(options?.engine);
  const budget = budgetOf(options);
  const limit = options?.checkUnique === false ? 1 : 2;
  const w = runOnWasm(engine, cells, limit, budget, options?.signal);
  if (w !== undefined && w !== 'invalid') {
    const count = w.state[0];
    const stats: SolveStats = { placements: w.state[1], guesses: w.state[2], elapsedMs: now() - t0 };
    if (w.status[0] === 1) return { kind: 'stopped', reason: 'budget', stats };
    if (count === 0) return { kind: 'unsolvable', stats };
    const solution = newGrid();
    solution.set(w.solutionView);
    return count === 1 ? { kind: 'solved', solution, stats } : { kind: 'multiple', solution, stats };
  }
  if (w === 'invalid' || checkGrid(cells)) {
    return { kind: 'invalid', conflicts: findConflicts(cells), stats: { placements: 0, guesses: 0, elapsedMs: now() - t0 } };
  }
  const run = engine(cells, limit, budget, options?.signal, SCRATCH);
  const stats: SolveStats = { placements: run.placements, guesses: run.guesses, elapsedMs: now() - t0 };
  if (run.stopped !== undefined) return { kind: 'stopped', reason: run.stopped, stats };
  if (run.count === 0) return { kind: 'unsolvable', stats };
  const solution = newGrid();
  solution.set(SCRATCH);
  if (run.count === 1) return { kind: 'solved', solution, stats };
  return { kind: 'multiple', solution, stats };
}

/**
 * Counts solutions up to `limit` (an integer >= 1). `limitReached` says the count stopped at the limit,
 * so there may be more. Conflicting givens give `invalid`; budget or abort give `stopped` with the count so far.
 */
export function countSolutions(cells: Grid, limit: number, options?: SearchOptions): CountResult {
  const t0 = now();
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be an integer >= 1, got ${String(limit)}`);
  const engine = engineFor(options?.engine);
  const budget = budgetOf(options);
  const w = runOnWasm(engine, cells, limit, budget, options?.signal);
  if (w !== undefined && w !== 'invalid') {
    const count = w.state[0];
    const stats: SolveStats = { placements: w.state[1], guesses: w.state[2], elapsedMs: now() - t0 };
    if (w.status[0] === 1) return { kind: 'stopped', reason: 'budget', count, stats };
    return { kind: 'counted', count, limitReached: count >= limit, stats };
  }
  if (w === 'invalid' || checkGrid(cells)) {
    return { kind: 'invalid', conflicts: findConflicts(cells), stats: { placements: 0, guesses: 0, elapsedMs: now() - t0 } };
  }
  const run = engine(cells, limit, budget, options?.signal, SCRATCH);
  const stats: SolveStats = { placements: run.placements, guesses: run.guesses, elapsedMs: now() - t0 };
  if (run.stopped !== undefined) return { kind: 'stopped', reason: run.stopped, count: run.count, stats };
  return { kind: 'counted', count: run.count, limitReached: run.count >= limit, stats };
}
