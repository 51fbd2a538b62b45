// Worker threads that solve chunks of puzzles: the same script re-entered as a worker, one chunk at a time each.

import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { runBatch, transferList } from './batch';
import type { BatchJob, BatchResult, BatchSettings } from './batch';

const WORKER_TAG = 'sudoku-cli-worker';

interface WorkerData {
  readonly tag: typeof WORKER_TAG;
  readonly settings: BatchSettings;
}

interface Pending {
  readonly job: BatchJob;
  readonly resolve: (r: BatchResult) => void;
  readonly reject: (e: Error) => void;
}

/** True when this thread was started by a WorkerPool (the entry script then serves jobs instead of running the CLI). */
export function isPoolWorker(): boolean {
  return !isMainThread && (workerData as Partial<WorkerData> | null)?.tag === WORKER_TAG;
}

/** Serves jobs from the pool until the pool terminates this thread. */
export function serveJobs(): void {
  const { settings } = workerData as WorkerData;
  parentPort!.on('message', (job: BatchJob) => {
    const result = runBatch(job, settings);
    parentPort!.postMessage(result, transferList(result));
  });
}

/** A fixed set of worker threads running `runBatch`; `run` resolves in whatever order chunks finish. */
export class WorkerPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private failure: Error | undefined;

  /** Starts `size` workers running `script` (the CLI's own entry file). */
  constructor(script: string, size: number, settings: BatchSettings) {
    const data: WorkerData = { tag: WORKER_TAG, settings };
    for (let i = 0; i < size; i++) {
      // A small young generation keeps each thread's heap, and so the resident total, small; the engine allocates little.
      const w = new Worker(script, { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: 2 } });
      w.on('message', (r: BatchResult) => this.done(w, r));
      w.on('error', (e: Error) => this.fail(w, e));
      w.on('exit', (code) => {
        if (this.busy.has(w)) this.fail(w, new Error(`a worker thread exited with code ${code}`));
      });
      this.idle.push(w);
    }
  }

  /** Solves one chunk on the next free worker. */
  run(job: BatchJob): Promise<BatchResult> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every worker. */
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

  private done(w: Worker, r: BatchResult): void {
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
