// Cooperative time slicing: long loops run a few milliseconds at a time and yield to the host between slices.

/** Resolves on the host's next turn (setImmediate in Node, a zero timeout in a browser). */
export function yieldToHost(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof setImmediate === 'function') setImmediate(resolve);
    else setTimeout(resolve, 0);
  });
}

/** Milliseconds from a monotonic clock. */
export function now(): number {
  return performance.now();
}

export interface SliceOptions {
  /** Longest stretch of work between two yields, in milliseconds. */
  readonly sliceMs: number;
  /** Checked before every item; when true the loop ends early. */
  readonly isCancelled?: () => boolean;
  /** Called after each slice with the number of items done so far. */
  readonly onSlice?: (done: number) => void;
}

/**
 * Runs `work(i)` for i in [0, n) in slices of about `sliceMs`, yielding between slices. Returns how many
 * items ran: `n` unless cancelled. One item is never split, so a slice runs over by at most one item.
 */
export async function runSliced(n: number, work: (i: number) => void, options: SliceOptions): Promise<number> {
  let i = 0;
  while (i < n) {
    const t0 = now();
    do {
      if (options.isCancelled?.()) {
        options.onSlice?.(i);
        return i;
      }
      work(i++);
    } while (i < n && now() - t0 < options.sliceMs);
    options.onSlice?.(i);
    if (i < n) await yieldToHost();
  }
  return i;
}
