// Many puzzles in one call: a packed Uint8Array in, answers and outcomes written into arrays the caller
// allocated once, with no object per puzzle. For the CLI, Solve All and the background checks.

import type { Engine } from './engine';
import { ENGINES } from './engines';
import { engineFor, DEFAULT_BUDGET } from './solver';
import type { EngineName } from './types';
import { wasmInstance } from './wasm/engine';

/** The outcome of one puzzle of a batch, one byte each (the kinds of SolveResult). */
export const BatchKind = {
  solved: 0,
  /** Two givens share a digit in a unit (`solve` lists the pairs). */
  invalid: 1,
  unsolvable: 2,
  /** At least two solutions; the answer is the first one found. */
  multiple: 3,
  /** The placement budget ran out before the puzzle was decided. */
  stopped: 4,
} as const;
export type BatchKind = (typeof BatchKind)[keyof typeof BatchKind];

export interface BatchOptions {
  /** When true (the default) each search goes on to a second solution, so `multiple` can be told from `solved`. */
  readonly checkUnique?: boolean;
  /** Placements each puzzle may take (default 2,000,000, as for `solve`). */
  readonly budget?: number;
  /** Which engine; the default as for `solve`. */
  readonly engine?: EngineName;
}

/** Work done over a batch. */
export interface BatchTotals {
  readonly puzzles: number;
  readonly placements: number;
  readonly guesses: number;
}

const CELLS = new Uint8Array(81);
const ANSWER = new Uint8Array(81);
const SEEN = new Uint16Array(27);

function cellError(index: number, cell: number, value: number): TypeError {
  return new TypeError(`puzzle ${index}: cell ${cell} holds ${value}, expected 0..9`);
}

/** True when the puzzle in CELLS has two givens with one digit in a unit. */
function conflicts(): boolean {
  SEEN.fill(0);
  let clash = 0;
  for (let i = 0; i < 81; i++) {
    const d = CELLS[i];
    if (d === 0) continue;
    const bit = 1 << d;
    const r = (i / 9) | 0;
    const c = 9 + (i % 9);
    const b = 18 + ((r / 3) | 0) * 3 + (((i % 9) / 3) | 0);
    clash |= (SEEN[r] | SEEN[c] | SEEN[b]) & bit;
    SEEN[r] |= bit;
    SEEN[c] |= bit;
    SEEN[b] |= bit;
  }
  return clash !== 0;
}

/**
 * Solves every puzzle of `puzzles` (81 bytes each, 0 for an empty cell, 1-9 a given): writes the outcome of
 * puzzle i into `kinds[i]` (a BatchKind) and its answer into `solutions[81 i .. 81 i + 80]`: the first solution
 * found when solved or multiple, else a copy of the puzzle. `solutions` may be `puzzles` itself (answers in
 * place). Throws a RangeError when the arrays do not fit, and a TypeError naming the puzzle and the cell when a
 * byte is over 9 (answers before that puzzle may be written). Same answers as calling `solve` on each.
 */
export function solveMany(puzzles: Uint8Array, solutions: Uint8Array, kinds: Uint8Array, options?: BatchOptions): BatchTotals {
  if (puzzles.length % 81 !== 0) throw new RangeError(`a batch holds 81 cells per puzzle, got ${puzzles.length} bytes`);
  const n = puzzles.length / 81;
  if (solutions.length < puzzles.length) throw new RangeError(`solutions holds ${solutions.length} bytes, ${puzzles.length} needed`);
  if (kinds.length < n) throw new RangeError(`kinds holds ${kinds.length} bytes, ${n} needed`);
  const budget = options?.budget ?? DEFAULT_BUDGET;
  if (!(budget >= 0)) throw new RangeError(`budget must be a non-negative number, got ${String(budget)}`);
  const limit = options?.checkUnique === false ? 1 : 2;
  const engine = engineFor(options?.engine);
  const w = engine === ENGINES.wasm ? wasmInstance() : undefined;
  if (w !== undefined) {
    let placements = 0;
    let guesses = 0;
    for (let first = 0; first < n; first += w.batchSize) {
      const m = Math.min(w.batchSize, n - first);
      w.bytes.set(puzzles.subarray(first * 81, (first + m) * 81), w.batchIn);
      const bad = w.exports.solve_many(m, limit, budget);
      if (bad >= 0) {
        const at = (first + bad) * 81;
        let cell = 0;
        while (puzzles[at + cell] <= 9) cell++;
        throw cellError(first + bad, cell, puzzles[at + cell]);
      }
      solutions.set(w.bytes.subarray(w.batchOut, w.batchOut + m * 81), first * 81);
      kinds.set(w.bytes.subarray(w.batchKind, w.batchKind + m), first);
      placements += w.totals[0];
      guesses += w.totals[1];
    }
    return { puzzles: n, placements, guesses };
  }
  return solveEach(engine, puzzles, solutions, kinds, n, limit, budget);
}

function solveEach(engine: Engine, puzzles: Uint8Array, solutions: Uint8Array, kinds: Uint8Array, n: number, limit: number, budget: number): BatchTotals {
  let placements = 0;
  let guesses = 0;
  for (let p = 0; p < n; p++) {
    const at = p * 81;
    for (let i = 0; i < 81; i++) {
      const v = puzzles[at + i];
      if (v > 9) throw cellError(p, i, v);
      CELLS[i] = v;
    }
    let kind: BatchKind;
    if (conflicts()) {
      kind = BatchKind.invalid;
    } else {
      const run = engine(CELLS, limit, budget, undefined, ANSWER);
      placements += run.placements;
      guesses += run.guesses;
      kind = run.stopped !== undefined ? BatchKind.stopped : run.count === 0 ? BatchKind.unsolvable : run.count === 1 ? BatchKind.solved : BatchKind.multiple;
    }
    const answer = kind === BatchKind.solved || kind === BatchKind.multiple ? ANSWER : CELLS;
    for (let i = 0; i < 81; i++) solutions[at + i] = answer[i];
    kinds[p] = kind;
  }
  return { puzzles: n, placements, guesses };
}
