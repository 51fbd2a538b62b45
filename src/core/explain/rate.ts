// The rating loop, as Sukaku Explainer's serate runs it: at each point the first step of the first producer
// of the ladder is applied, and the rating is the largest difficulty met (the first step reaching it names
// the hardest technique). Bounded by a step budget and an AbortSignal, like solving.

import { findConflicts } from '../grid';
import { applyStep, isSolved, positionFromGrid } from './board';
import { LADDER } from './ladder';
import type { Position, SearchContext, Step, Technique } from './types';

export interface RateOptions {
  /** Most steps to apply before stopping with `stopped`/`budget`. Default 1,000. */
  readonly budget?: number;
  readonly signal?: AbortSignal;
  /** Keep the steps (default true). */
  readonly keepSteps?: boolean;
  /** The ladder to climb; default LADDER. */
  readonly ladder?: readonly Technique[];
}

export type RateResult =
  | {
      readonly kind: 'rated';
      /** SE's ER: the hardest step's difficulty (20.0 when the ladder ran out, as SE's "beyond solver"). */
      readonly rating: number;
      /** SE's EP: the hardest difficulty up to the first placement. */
      readonly pearl: number;
      /** SE's ED: the first step's difficulty. */
      readonly diamond: number;
      /** The first step that reached the rating. */
      readonly hardest: Step | undefined;
      readonly steps: readonly Step[];
      /** True when every cell was filled by the steps. */
      readonly solved: boolean;
      readonly elapsedMs: number;
    }
  | { readonly kind: 'invalid'; readonly elapsedMs: number }
  | { readonly kind: 'stopped'; readonly reason: 'budget' | 'aborted'; readonly steps: readonly Step[]; readonly elapsedMs: number };

/** SE prints ratings with one decimal as floor((r + 0.05) * 10) / 10; this gives the same number. */
export function roundRating(r: number): number {
  return Math.floor((r + 0.05) * 10) / 10;
}

/** "4.2" */
export function formatRating(r: number): string {
  return roundRating(r).toFixed(1);
}

class Aborted extends Error {}

function contextFor(signal: AbortSignal | undefined): SearchContext {
  return {
    signal,
    check() {
      if (signal?.aborted) throw new Aborted('aborted');
    },
  };
}

/** The first step of the ladder on a position, or undefined. */
export function nextLogicalStep(pos: Position, ladder: readonly Technique[] = LADDER, signal?: AbortSignal): Step | undefined {
  const ctx = contextFor(signal);
  for (const t of ladder) {
    const s = t.find(pos, ctx);
    if (s) return s;
  }
  return undefined;
}

/** Rates a puzzle (81 cells, 0 empty) the way SE v1.15.10 does with its default options. */
export function rate(cells: Uint8Array, options: RateOptions = {}): RateResult {
  const t0 = performance.now();
  if (cells.length !== 81 || findConflicts(cells).length > 0) return { kind: 'invalid', elapsedMs: performance.now() - t0 };
  const ladder = options.ladder ?? LADDER;
  const budget = options.budget ?? 1000;
  const keep = options.keepSteps ?? true;
  const ctx = contextFor(options.signal);
  const pos = positionFromGrid(cells);
  const steps: Step[] = [];
  let rating = 0;
  let pearl = 0;
  let diamond = 0;
  let hardest: Step | undefined;
  let count = 0;
  try {
    while (!isSolved(pos)) {
      if (count >= budget) return { kind: 'stopped', reason: 'budget', steps, elapsedMs: performance.now() - t0 };
      ctx.check();
      let step: Step | undefined;
      for (const t of ladder) {
        step = t.find(pos, ctx);
        if (step) break;
      }
      if (!step) {
        return { kind: 'rated', rating: 20, pearl: pearl || 20, diamond: diamond || 20, hardest, steps, solved: false, elapsedMs: performance.now() - t0 };
      }
      count++;
      if (step.difficulty > rating) {
        rating = step.difficulty;
        hardest = step;
      }
      if (pearl === 0) {
        if (diamond === 0) diamond = rating;
        if (step.placements.length > 0) pearl = rating;
      }
      if (keep) steps.push(step);
      applyStep(pos, step);
    }
  } catch (e) {
    if (e instanceof Aborted) return { kind: 'stopped', reason: 'aborted', steps, elapsedMs: performance.now() - t0 };
    throw e;
  }
  return { kind: 'rated', rating, pearl, diamond, hardest, steps, solved: true, elapsedMs: performance.now() - t0 };
}
