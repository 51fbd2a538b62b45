// Worker threads for the CLI's three kinds of parallel work (solve, rate and explain, generate), written once: the
// CLI's own entry script re-entered as a worker, told by the tag in its workerData which kind of job it serves
// (main.ts dispatches on `poolTag`). Each worker takes one job at a time; `run` resolves in whatever order jobs
// finish, and the caller puts results back in input order.

import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

/** What every pool worker is started with: the tag of the work it serves, beside that work's own settings. */
export interface PoolData {
  readonly tag: string;
}

/** The tag of the work this thread serves, or undefined on the main thread and in threads that are not a pool's. */
export function poolTag(): string | undefined {
  if (isMainThread) return undefined;
  const tag = (workerData as Partial<PoolData> | null)?.tag;
  return typeof tag === 'string' ? tag : undefined;
}

/** This worker's data, as the pool that started it passed it. */
export function poolData<D extends PoolData>(): D {
  return workerData as D;
}

/**
 * Serves jobs until the pool terminates this thread: each message is a job, answered with `handle(job)`; the
 * buffers `transfer` names are moved to the main thread rather than copied.
 */
export function serve<J, R>(handle: (job: J) => R, transfer?: (result: R) => ArrayBuffer[]): void {
  parentPort!.on('message', (job: J) => {
    const result = handle(job);
    parentPort!.postMessage(result, transfer?.(result) ?? []);
  });
}

export interface PoolOptions<J, R> {
  /** Megabytes of young generation per thread: a small one keeps each thread's resident memory small. */
  readonly youngGenerationMb?: number;
  /** The buffers of a job to move to the worker rather than copy (the job must not use them afterwards). */
  readonly transfer?: (job: J) => ArrayBuffer[];
  /**
   * The main thread as one more worker: runs a job there, yielding to the event loop as it goes (so worker
   * messages and Ctrl-C are heard). A thread fewer holds one heap fewer: `rate --jobs 2` is the main thread and
   * one worker.
   */
  readonly inline?: (job: J) => Promise<R>;
  /**
   * Jobs posted to a worker before its first answer is back (default 1). With an inline worker, 2: a worker
   * then always has its next job queued while the main thread is busy with its own.
   */
  readonly inFlight?: number;
}

interface Pending<J, R> {
  readonly job: J;
  readonly resolve: (r: R) => void;
  readonly reject: (e: Error) => void;
}

/** A fixed set of worker threads (and the main thread, with `inline`); jobs wait in a queue for the next free one. */
export class WorkerPool<J, R> {
  private readonly workers: Worker[] = [];
  /** Per worker, the jobs posted to it, oldest first: it answers them in that order. */
  private readonly posted = new Map<Worker, Pending<J, R>[]>();
  private readonly queue: Pending<J, R>[] = [];
  private readonly inFlight: number;
  private inlineBusy = false;
  private failure: Error | undefined;

  /** Starts `size` workers running `script` (the CLI's own entry file) with `data`, whose tag says what they serve. */
  constructor(script: string, size: number, data: PoolData, private readonly options: PoolOptions<J, R> = {}) {
    this.inFlight = Math.max(1, options.inFlight ?? 1);
    const resourceLimits = options.youngGenerationMb !== undefined ? { maxYoungGenerationSizeMb: options.youngGenerationMb } : undefined;
    for (let i = 0; i < size; i++) {
      const w = new Worker(script, { workerData: data, resourceLimits });
      w.on('message', (r: R) => this.done(w, r));
      w.on('error', (e: Error) => this.fail(w, e));
      w.on('exit', (code) => {
        if ((this.posted.get(w)?.length ?? 0) > 0) this.fail(w, new Error(`a worker thread exited with code ${code}`));
      });
      this.workers.push(w);
      this.posted.set(w, []);
    }
  }

  /** Runs one job on the next free worker. */
  run(job: J): Promise<R> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    const all = this.workers.splice(0);
    await Promise.all(all.map((w) => w.terminate()));
  }

  private dispatch(): void {
    // Worker threads first (they run beside the main thread), each up to its share of posted jobs; then the main thread.
    for (let depth = 1; depth <= this.inFlight; depth++) {
      for (const w of this.workers) {
        const mine = this.posted.get(w)!;
        if (mine.length >= depth || this.queue.length === 0) continue;
        const p = this.queue.shift()!;
        mine.push(p);
        w.postMessage(p.job, this.options.transfer?.(p.job) ?? []);
      }
    }
    const inline = this.options.inline;
    if (inline && !this.inlineBusy && this.queue.length > 0 && !this.failure) {
      const p = this.queue.shift()!;
      this.inlineBusy = true;
      inline(p.job).then(
        (r) => {
          this.inlineBusy = false;
          p.resolve(r);
          this.dispatch();
        },
        (e: unknown) => {
          this.inlineBusy = false;
          p.reject(e instanceof Error ? e : new Error(String(e)));
          this.dispatch();
        },
      );
    }
  }

  private done(w: Worker, r: R): void {
    const p = this.posted.get(w)?.shift();
    p?.resolve(r);
    this.dispatch();
  }

  private fail(w: Worker, e: Error): void {
    this.failure = e;
    for (const p of this.posted.get(w)?.splice(0) ?? []) p.reject(e);
    for (const q of this.queue.splice(0)) q.reject(e);
  }
}
