// The work of `sudoku rate` and `sudoku explain` per puzzle: the engine checks the givens and that the solution is
// unique (SE rates only valid unique puzzles), then the rater climbs its ladder. Runs on the main thread or on
// worker threads (pool.ts), one chunk of puzzles at a time.

import { formatRating, rate, solve, stepSentence, techniqueName } from '../core';
import type { EngineName, RuleConflict, Rules, Step } from '../core';
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
  for (let i = 0; i < job.n; i++) out.push(rateOne(job, variants, i, settings, interrupt));
  return out;
}

/**
 * `rateBatch` on the main thread beside the workers: one puzzle per turn of the event loop, so that the workers'
 * answers are taken and Ctrl-C is heard between puzzles.
 */
export async function rateBatchYielding(job: BatchJob, settings: RateSettings, interrupt: Int32Array): Promise<PuzzleRating[]> {
  const variants = new Map(job.rules);
  const out: PuzzleRating[] = [];
  for (let i = 0; i < job.n; i++) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    out.push(rateOne(job, variants, i, settings, interrupt));
  }
  return out;
}

function rateOne(job: BatchJob, variants: ReadonlyMap<number, Rules>, i: number, settings: RateSettings, interrupt: Int32Array | undefined): PuzzleRating {
  const rules = variants.get(i);
  if (rules !== undefined) return { outcome: RateOutcome.Variant, variant: rules.variant };
  return ratePuzzle(job.cells.subarray(i * 81, i * 81 + 81), settings, interrupt);
}

/** The tag of a worker thread that rates chunks (main.ts serves them with `serveRateJobs`). */
export const RATE_WORKER = 'sudoku-cli-rate-worker';

interface RateWorkerData extends PoolData {
  readonly settings: RateSettings;
  /** Set to 1 by the main thread on Ctrl-C: every worker stops the puzzle it is rating. */
  readonly interrupt: Int32Array;
}

/**
 * `rateBatch` on `jobs` threads: the main thread and `jobs - 1` workers. Each thread holds a heap of its own
 * (the rater's tables and what it leaves for the collector), so the main thread rating too keeps a whole heap
 * out of `rate --jobs 2`'s resident memory; each worker is given two chunks at a time, so that it has the next
 * one while the main thread is busy.
 */
export function ratePool(script: string, jobs: number, settings: RateSettings, interrupt: Int32Array): WorkerPool<BatchJob, PuzzleRating[]> {
  const data: RateWorkerData = { tag: RATE_WORKER, settings, interrupt };
  // A small young generation keeps each thread's resident memory small (the rater allocates fast, but keeps little).
  return new WorkerPool(script, jobs - 1, data, {
    youngGenerationMb: 8,
    transfer: (job) => [job.cells.buffer as ArrayBuffer],
    inline: (job) => rateBatchYielding(job, settings, interrupt),
    inFlight: 2,
  });
}

/** In a rate worker: serves chunks until the pool terminates the thread. */
export function serveRateJobs(): void {
  const { settings, interrupt } = poolData<RateWorkerData>();
  serve((job: BatchJob) => rateBatch(job, settings, interrupt));
}
