// The contract every search engine meets, so the public API can run any of them on the same terms.

import type { Grid, StopReason } from './types';

/** What one engine run found. */
export interface EngineRun {
  /** Solutions found, at most `limit`. */
  count: number;
  placements: number;
  guesses: number;
  /** Set when the budget or the signal ended the search before it could decide. */
  stopped: StopReason | undefined;
}

/**
 * Searches `cells` (givens already checked to have no conflicts) for up to `limit` solutions,
 * writing the first one found into `solution` (81 cells). Ends with `stopped: 'budget'` when the search
 * needs more than `budget` placements: an engine may check only between propagation steps, so it may
 * end up to 81 placements over (`fast` does; `dlx` and `backtrack` check before each placement and stop
 * at exactly `budget`). Ends with `stopped: 'aborted'` soon after `signal` aborts (it is read at the start,
 * then every so many guesses or placements). Must not keep references to its arguments.
 */
export type Engine = (
  cells: Grid,
  limit: number,
  budget: number,
  signal: AbortSignal | undefined,
  solution: Uint8Array,
) => EngineRun;
