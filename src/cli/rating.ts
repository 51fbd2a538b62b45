// The work of `sudoku rate` and `sudoku explain` per puzzle: the engine checks the givens and that the solution is
// unique (SE rates only valid unique puzzles), then the rater climbs its ladder. Runs on the main thread or on
// worker threads (pool.ts), one chunk of puzzles at a time.

import { formatRating, rate, solve, stepSentence, techniqueName } from '../core';
import type { EngineName, RuleConflict, Step } from '../core';
import type { BatchJob } from './batch';
import { WorkerPool, poolData, serve } from './pool';
import type { PoolData } from './pool';

/** What happened to one puzzle. */
export const enum RateOutcome {
  Rated = 0,
  Invalid = 1,
  Unsolvable = 2,
  Multiple = 3,
  /** The uniqueness search stopped at its placement budget. */
  SearchStopped = 4,
  /** The rating ran past its time limit. */
  RatingStopped = 5,
  /** Not classic (a killer): the rater knows classic rules only. */
  Variant = 6,
  /** Ctrl-C. */
  Interrupted = 7,
}

/** What every puzzle of a run shares. */
export interface RateSettings {
  readonly engine: EngineName;
  /** Placements for the uniqueness search; undefined for the engine's default. */
  readonly budget: number | undefined;
  /** Milliseconds of rating per puzzle before it stops. */
  readonly timeoutMs: number;
  /** Keep every step with its sentence (explain), or only the hardest (rate). */
  readonly steps: boolean;
}

/** One step as `explain` prints it: rows, columns and digits 1-based. */
export interface StepData {
  readonly technique: string;
  /** One decimal, as SE prints it. */
  readonly rating: string;
  readonly placements: [number, number, number][];
  readonly eliminations: [number, number, number][];
  readonly text: string;
}

/** The result for one puzzle (plain data: it crosses threads). */
export interface PuzzleRating {
  readonly outcome: RateOutcome;
  /** Rated: SE's rating with one decimal, and the hardest technique's name (empty when no step was needed). */
  readonly rating?: string;
  readonly technique?: string;
  /** Rated, with `steps`: every step in order. */
  readonly steps?: StepData[];
  /** Rated: false when the ladder ran out before the grid was full (SE's 20.0, "beyond solver"). */
  readonly solved?: boolean;
  /** Invalid: the conflicts among the givens. */
  readonly conflicts?: RuleConflict[];
  /** Variant: the rules' name. */
  readonly variant?: string;
}

function triple(c: { cell: number; digit: number }): [number, number, number] {
  return [Math.floor(c.cell / 9) + 1, (c.cell % 9) + 1, c.digit];
}

/** A step as explain prints it. */
export function stepData(step: Step): StepData {
  return {
    technique: techniqueName(step),
    rating: formatRating(step.difficulty),
    placements: step.placements.map(triple),
    eliminations: step.eliminations.map(triple),
    text: stepSentence(step),
  };
}

/**
 * An AbortSignal for the rater that is aborted once `deadline` (performance.now()) has passed or `interrupt[0]` is
 * set: the rater only reads `aborted` between units of work, and a real signal could not change while the thread
 * is busy rating.
 */
function deadlineSignal(deadline: number, interrupt: Int32Array | undefined): AbortSignal {
  const signal = {
    get aborted(): boolean {
      return (interrupt !== undefined && Atomics.load(interrupt, 0) !== 0) || performance.now() > deadline;
    },
  };
  return signal as unknown as AbortSignal;
}

/** Rates one classic puzzle (81 cells) after checking it with the engine. */
export function ratePuzzle(cells: Uint8Array, settings: RateSettings, interrupt?: Int32Array): PuzzleRating {
  if (interrupt !== undefined && Atomics.load(interrupt, 0) !== 0) return { outcome: RateOutcome.Interrupted };
  const checked = solve(cells, { engine: settings.engine, budget: settings.budget });
  switch (checked.kind) {
    case 'invalid':
      return { outcome: RateOutcome.Invalid, conflicts: [...checked.conflicts] };
    case 'unsolvable':
      return { outcome: RateOutcome.Unsolvable };
    case 'multiple':
      return { outcome: RateOutcome.Multiple };
    case 'stopped':
      return { outcome: RateOutcome.SearchStopped };
    case 'solved':
      break;
  }
  const signal = deadlineSignal(performance.now() + settings.timeoutMs, interrupt);
  const r = rate(cells, { signal, keepSteps: settings.steps });
  if (r.kind === 'invalid') return { outcome: RateOutcome.Invalid, conflicts: [] };
  if (r.kind === 'stopped') {
    const interrupted = interrupt !== undefined && Atomics.load(interrupt, 0) !== 0;
    return { outcome: interrupted ? RateOutcome.Interrupted : RateOutcome.RatingStopped };
  }
  return {
    outcome: RateOutcome.Rated,
    rating: formatRating(r.rating),
    technique: r.hardest ? techniqueName(r.hardest) : '',
    steps: settings.steps ? r.steps.map(stepData) : undefined,
    solved: r.solved,
  };
}

/** Rates every puzzle of a chunk, in order. */
export function rateBatch(job: BatchJob, settings: RateSettings, interrupt?: Int32Array): PuzzleRating[] {
  const variants = new Map(job.rules);
  const out: PuzzleRating[] = [];
  for (let i = 0; i < job.n; i++) {
    const rules = variants.get(i);
    if (rules !== undefined) out.push({ outcome: RateOutcome.Variant, variant: rules.variant });
    else out.push(ratePuzzle(job.cells.subarray(i * 81, i * 81 + 81), settings, interrupt));
  }
  return out;
}

/** The tag of a worker thread that rates chunks (main.ts serves them with `serveRateJobs`). */
export const RATE_WORKER = 'sudoku-cli-rate-worker';

interface RateWorkerData extends PoolData {
  readonly settings: RateSettings;
  /** Set to 1 by the main thread on Ctrl-C: every worker stops the puzzle it is rating. */
  readonly interrupt: Int32Array;
}

/** Worker threads running `rateBatch`, a chunk each at a time. */
export function ratePool(script: string, size: number, settings: RateSettings, interrupt: Int32Array): WorkerPool<BatchJob, PuzzleRating[]> {
  const data: RateWorkerData = { tag: RATE_WORKER, settings, interrupt };
  // A small young generation keeps each thread's resident memory small (the rater allocates fast, but keeps little).
  return new WorkerPool(script, size, data, { youngGenerationMb: 8, transfer: (job) => [job.cells.buffer as ArrayBuffer] });
}

/** In a rate worker: serves chunks until the pool terminates the thread. */
export function serveRateJobs(): void {
  const { settings, interrupt } = poolData<RateWorkerData>();
  serve((job: BatchJob) => rateBatch(job, settings, interrupt));
}
