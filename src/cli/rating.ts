// The work of `sudoku rate` and `sudoku explain` per puzzle: the engine checks the givens and that the solution is
// unique (SE rates only valid unique puzzles), then the rater climbs its ladder. Runs on the main thread or on
// worker threads (the same entry script, re-entered with its own tag), one chunk of puzzles at a time.

import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { formatRating, rate, solve, stepSentence, techniqueName } from '../core';
import type { EngineName, RuleConflict, Step } from '../core';
import type { BatchJob } from './batch';

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

const WORKER_TAG = 'sudoku-cli-rate-worker';

interface RateWorkerData {
  readonly tag: typeof WORKER_TAG;
  readonly settings: RateSettings;
  /** Set to 1 by the main thread on Ctrl-C: every worker stops the puzzle it is rating. */
  readonly interrupt: Int32Array;
}

/** True when this thread was started by a RatePool. */
export function isRateWorker(): boolean {
  return !isMainThread && (workerData as Partial<RateWorkerData> | null)?.tag === WORKER_TAG;
}

/** Serves rating jobs until the pool terminates this thread. */
export function serveRateJobs(): void {
  const { settings, interrupt } = workerData as RateWorkerData;
  parentPort!.on('message', (job: BatchJob) => parentPort!.postMessage(rateBatch(job, settings, interrupt)));
}

interface Pending {
  readonly job: BatchJob;
  readonly resolve: (r: PuzzleRating[]) => void;
  readonly reject: (e: Error) => void;
}

/** Worker threads running `rateBatch`; `run` resolves in whatever order chunks finish. */
export class RatePool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private failure: Error | undefined;

  constructor(script: string, size: number, settings: RateSettings, interrupt: Int32Array) {
    const data: RateWorkerData = { tag: WORKER_TAG, settings, interrupt };
    for (let i = 0; i < size; i++) {
      // A small young generation keeps each thread's resident memory small (the rater allocates fast, but keeps little).
      const w = new Worker(script, { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: 8 } });
      w.on('message', (r: PuzzleRating[]) => this.done(w, r));
      w.on('error', (e: Error) => this.fail(w, e));
      w.on('exit', (code) => {
        if (this.busy.has(w)) this.fail(w, new Error(`a worker thread exited with code ${code}`));
      });
      this.idle.push(w);
    }
  }

  run(job: BatchJob): Promise<PuzzleRating[]> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    const all = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    await Promise.all(all.map((w) => w.terminate()));
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const w = this.idle.pop()!;
      const p = this.queue.shift()!;
      this.busy.set(w, p);
      w.postMessage(p.job, [p.job.cells.buffer as ArrayBuffer]);
    }
  }

  private done(w: Worker, r: PuzzleRating[]): void {
    const p = this.busy.get(w);
    this.busy.delete(w);
    this.idle.push(w);
    p?.resolve(r);
    this.dispatch();
  }

  private fail(w: Worker, e: Error): void {
    this.failure = e;
    const p = this.busy.get(w);
    this.busy.delete(w);
    p?.reject(e);
    for (const q of this.queue.splice(0)) q.reject(e);
  }
}
