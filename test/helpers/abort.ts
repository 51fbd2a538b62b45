// An AbortSignal stand-in for tests that abort a search midway.

/** A signal that says aborted from its `after`-th read on, counting its reads. */
export function abortAfter(after: number): { signal: AbortSignal; reads: () => number } {
  let reads = 0;
  const signal = {
    get aborted() {
      reads++;
      return reads >= after;
    },
  } as unknown as AbortSignal;
  return { signal, reads: () => reads };
}
