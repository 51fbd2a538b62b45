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
 * writing the first one found into `solution` (81 cells). Gives up after `budget` placements,
 * or soon after `signal` aborts. Must not keep references to its arguments.
 */
export type Engine = (
  cells: Grid,
  limit: number,
  budget: number,
  signal: AbortSignal | undefined,
  solution: Uint8Array,
) => EngineRun;
