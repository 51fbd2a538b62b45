// The wording of every report: conflicts, outcomes, counts and numbers, in one place so tests and docs agree.

import { cellName, unitName } from '../core';
import type { RuleConflict } from '../core';
import { count } from '../text/words';

/** 2000000 as "2,000,000". */
export function formatInt(n: number): string {
  return count(Math.round(n));
}

/** "5 appears twice in row 1 (r1c3 and r1c7)"; for a killer, "... in one cage (r1c1 and r1c2)". */
export function conflictMessage(c: RuleConflict): string {
  const where = c.unit === 'cage' ? 'one cage' : unitName(c.unit, c.unitIndex);
  return `${c.digit} appears twice in ${where} (${cellName(c.a)} and ${cellName(c.b)})`;
}

/**
 * "stopped after 2,000,000 placements; a larger --budget searches on", with what was found so far when counting
 * ("... placements with 1 solution found; ...").
 */
export function stoppedMessage(budget: number, found?: string): string {
  return `stopped after ${formatInt(budget)} placements${found ? ` with ${found} found` : ''}; a larger --budget searches on`;
}

/** "1 solution", "0 solutions", "2 or more solutions". */
export function countMessage(count: number, limitReached: boolean): string {
  const noun = count === 1 && !limitReached ? 'solution' : 'solutions';
  return `${formatInt(count)}${limitReached ? ' or more' : ''} ${noun}`;
}

/** A duration for people: "850 ms", "1.24 s". */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms < 10 ? ms.toFixed(2) : Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** Median of a list of numbers (0 for an empty list); sorts a copy. */
export function median(values: ArrayLike<number>): number {
  if (values.length === 0) return 0;
  const s = Float64Array.from(values).sort();
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
}
