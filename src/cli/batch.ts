// Solves a packed run of puzzles into typed arrays: the unit of work of the main thread and of each worker.

import { BatchKind, countPuzzle, countSolutions, findConflicts, solve, solveMany, solvePuzzle } from '../core';
import type { EngineName, Puzzle, PuzzleCountResult, PuzzleSolveResult, RuleConflict, Rules, SearchOptions } from '../core';
import { killerConflicts } from '../core/variants/killer';
import type { Task } from './args';
import { WorkerPool, poolData, serve } from './pool';
import type { PoolData } from './pool';

/** What happened to one puzzle, as a small code that fits a typed array. */
export const enum Outcome {
  Solved = 0,
  Invalid = 1,
  Unsolvable = 2,
  Multiple = 3,
  StoppedBudget = 4,
  StoppedAborted = 5,
  /** `count`: counted, see `counts`. */
  Counted = 6,
  /** `check`: no conflicts among the givens. */
  Valid = 7,
}

/** The task and search settings every puzzle of a run shares. */
export interface BatchSettings {
  readonly task: Task;
  readonly engine: EngineName;
  readonly budget: number | undefined;
  readonly countLimit: number;
  /**
   * Placements, guesses and time are wanted per puzzle (--stats), so each puzzle is solved on its own; without it a
   * chunk of classic puzzles is solved by `solveMany` in one call, and those numbers are left at 0.
   */
  readonly stats?: boolean;
}

/** A chunk of puzzles to solve: `cells` holds `n` grids of 81 cells back to back. */
export interface BatchJob {
  readonly n: number;
  readonly cells: Uint8Array;
  /** The rules of the puzzles that are not classic, as [index, rules] pairs (plain data, so it crosses threads). */
  readonly rules: [number, Rules][];
}

/** Results of a chunk, puzzle i at index i (or i * 81 in `solutions`). */
export interface BatchResult {
  readonly n: number;
  readonly outcomes: Uint8Array;
  /** The (first) solution of solved and multiple puzzles; zeros otherwise. */
  readonly solutions: Uint8Array;
  /** With `count`: the solutions found (up to the limit, or before a stop). */
  readonly counts: Float64Array;
  readonly placements: Float64Array;
  readonly guesses: Float64Array;
  readonly elapsedMs: Float64Array;
  /** Only for invalid puzzles, as [index, conflicts] pairs (a killer's include repeats inside a cage). */
  readonly conflicts: [number, RuleConflict[]][];
}

/** Packs puzzles into one buffer for a BatchJob, with the rules of those that are not classic. */
export function packJob(puzzles: readonly Puzzle[]): BatchJob {
  const cells = new Uint8Array(puzzles.length * 81);
  const rules: [number, Rules][] = [];
  for (let i = 0; i < puzzles.length; i++) {
    cells.set(puzzles[i].cells, i * 81);
    if (puzzles[i].rules.variant !== 'classic') rules.push([i, puzzles[i].rules]);
  }
  return { n: puzzles.length, cells, rules };
}

/** The killer engines are `wasm` (the default), `fast` and `dlx`; the classic-only `backtrack` means the default there. */
function searchFor(rules: Rules | undefined, search: SearchOptions): SearchOptions {
  if (rules === undefined || search.engine !== 'backtrack') return search;
  return { ...search, engine: undefined };
}

function solveOne(cells: Uint8Array, rules: Rules | undefined, search: SearchOptions): PuzzleSolveResult {
  return rules === undefined ? solve(cells, search) : solvePuzzle({ cells, rules }, searchFor(rules, search));
}

function countOne(cells: Uint8Array, rules: Rules | undefined, limit: number, search: SearchOptions): PuzzleCountResult {
  return rules === undefined ? countSolutions(cells, limit, search) : countPuzzle({ cells, rules }, limit, searchFor(rules, search));
}

function conflictsOf(cells: Uint8Array, rules: Rules | undefined): RuleConflict[] {
  return rules?.variant === 'killer' ? killerConflicts(cells, rules.cages) : findConflicts(cells);
}

/** Runs the task on every puzzle of the job. */
export function runBatch(job: BatchJob, settings: BatchSettings): BatchResult {
  const { n } = job;
  const out: BatchResult = {
    n,
    outcomes: new Uint8Array(n),
    solutions: new Uint8Array(n * 81),
    counts: new Float64Array(n),
    placements: new Float64Array(n),
    guesses: new Float64Array(n),
    elapsedMs: new Float64Array(n),
    conflicts: [],
  };
  const search = { engine: settings.engine, budget: settings.budget };
  if (settings.task === 'solve' && !settings.stats && job.rules.length === 0) {
    solveChunk(job, search, out);
    return out;
  }
  const rulesAt = new Map(job.rules);
  for (let i = 0; i < n; i++) {
    const cells = job.cells.subarray(i * 81, i * 81 + 81);
    const rules = rulesAt.get(i);
    if (settings.task === 'check') {
      const conflicts = conflictsOf(cells, rules);
      if (conflicts.length > 0) {
        out.outcomes[i] = Outcome.Invalid;
        out.conflicts.push([i, conflicts]);
      } else {
        out.outcomes[i] = Outcome.Valid;
      }
      continue;
    }
    if (settings.task === 'count') {
      const r = countOne(cells, rules, settings.countLimit, search);
      out.placements[i] = r.stats.placements;
      out.guesses[i] = r.stats.guesses;
      out.elapsedMs[i] = r.stats.elapsedMs;
      if (r.kind === 'invalid') {
        out.outcomes[i] = Outcome.Invalid;
        out.conflicts.push([i, [...r.conflicts]]);
      } else {
        out.counts[i] = r.count;
        out.outcomes[i] = r.kind === 'counted' ? Outcome.Counted : r.reason === 'budget' ? Outcome.StoppedBudget : Outcome.StoppedAborted;
      }
      continue;
    }
    solveInto(out, i, cells, rules, search);
  }
  return out;
}

/**
 * Solves a chunk of classic puzzles with one `solveMany` call; a puzzle it does not find solved is solved again on
 * its own, so its conflicts and outcome are exactly those of `solve`.
 */
function solveChunk(job: BatchJob, search: SearchOptions, out: BatchResult): void {
  const kinds = new Uint8Array(job.n);
  solveMany(job.cells, out.solutions, kinds, { engine: search.engine, budget: search.budget });
  for (let i = 0; i < job.n; i++) {
    if (kinds[i] === BatchKind.solved) {
      out.outcomes[i] = Outcome.Solved;
      continue;
    }
    out.solutions.fill(0, i * 81, i * 81 + 81);
    solveInto(out, i, job.cells.subarray(i * 81, i * 81 + 81), undefined, search);
  }
}

/** Solves puzzle i of a chunk on its own, into the result. */
function solveInto(out: BatchResult, i: number, cells: Uint8Array, rules: Rules | undefined, search: SearchOptions): void {
  const r = solveOne(cells, rules, search);
  out.placements[i] = r.stats.placements;
  out.guesses[i] = r.stats.guesses;
  out.elapsedMs[i] = r.stats.elapsedMs;
  switch (r.kind) {
    case 'solved':
      out.outcomes[i] = Outcome.Solved;
      out.solutions.set(r.solution, i * 81);
      break;
    case 'multiple':
      out.outcomes[i] = Outcome.Multiple;
      out.solutions.set(r.solution, i * 81);
      break;
    case 'invalid':
      out.outcomes[i] = Outcome.Invalid;
      out.conflicts.push([i, [...r.conflicts]]);
      break;
    case 'unsolvable':
      out.outcomes[i] = Outcome.Unsolvable;
      break;
    case 'stopped':
      out.outcomes[i] = r.reason === 'budget' ? Outcome.StoppedBudget : Outcome.StoppedAborted;
      break;
  }
}

/** The buffers of a result, to transfer rather than copy between threads. */
export function transferList(r: BatchResult): ArrayBuffer[] {
  return [r.outcomes, r.solutions, r.counts, r.placements, r.guesses, r.elapsedMs].map((a) => a.buffer as ArrayBuffer);
}

/** The tag of a worker thread that solves chunks (main.ts serves them with `serveSolve`). */
export const SOLVE_WORKER = 'sudoku-cli-worker';

interface SolveWorkerData extends PoolData {
  readonly settings: BatchSettings;
}

/** Worker threads running `runBatch` with `settings`, a chunk each at a time. */
export function solvePool(script: string, size: number, settings: BatchSettings): WorkerPool<BatchJob, BatchResult> {
  const data: SolveWorkerData = { tag: SOLVE_WORKER, settings };
  // A small young generation keeps each thread's heap, and so the resident total, small; the engine allocates little.
  return new WorkerPool(script, size, data, { youngGenerationMb: 2, transfer: (job) => [job.cells.buffer as ArrayBuffer] });
}

/** In a solve worker: serves chunks until the pool terminates the thread. */
export function serveSolve(): void {
  const { settings } = poolData<SolveWorkerData>();
  serve((job: BatchJob) => runBatch(job, settings), transferList);
}
