// Solves a packed run of puzzles into typed arrays: the unit of work of the main thread and of each worker.

import { countPuzzle, countSolutions, findConflicts, solve, solvePuzzle } from '../core';
import type { EngineName, Puzzle, PuzzleCountResult, PuzzleSolveResult, RuleConflict, Rules, SearchOptions } from '../core';
import { killerConflicts } from '../core/variants/killer';
import type { Task } from './args';

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

/** The killer engines are `fast` (the default) and `dlx`; the classic-only engine names mean the default there. */
function searchFor(rules: Rules | undefined, search: SearchOptions): SearchOptions {
  if (rules === undefined || search.engine === 'dlx' || search.engine === 'fast') return search;
  return { ...search, engine: 'fast' };
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
  return out;
}

/** The buffers of a result, to transfer rather than copy between threads. */
export function transferList(r: BatchResult): ArrayBuffer[] {
  return [r.outcomes, r.solutions, r.counts, r.placements, r.guesses, r.elapsedMs].map((a) => a.buffer as ArrayBuffer);
}
