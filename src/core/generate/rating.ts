// Rating for the generator: the explainer's rating, stopped as soon as a step is harder than the band allows.
// A puzzle's rating is the hardest step the ladder applies, so the first step over the ceiling decides that the
// puzzle is too hard, and the rest of the (often costly) solution need not be found. Below the ceiling the
// steps are exactly those of a full rating.

import { LADDER } from '../explain/ladder';
import { rate, roundRating } from '../explain/rate';
import { techniqueName } from '../explain/text';
import type { Technique, TechniqueId } from '../explain/types';

class OverCeiling extends Error {}

const cache = new Map<number, readonly Technique[]>();

/** The ladder, with every producer throwing OverCeiling when its step would be rated above `ceiling` (in tenths). */
function ceilingLadder(ceilingTenths: number): readonly Technique[] {
  let ladder = cache.get(ceilingTenths);
  if (ladder === undefined) {
    ladder = LADDER.map((t) => ({
      id: t.id,
      find(pos, ctx) {
        const step = t.find(pos, ctx);
        if (step && Math.round(roundRating(step.difficulty) * 10) > ceilingTenths) throw new OverCeiling();
        return step;
      },
    }));
    cache.set(ceilingTenths, ladder);
  }
  return ladder;
}

/** True when `id` names a technique the explainer can produce (`xy-wing`, `x-chain`, …). */
export function isTechniqueId(id: string): boolean {
  return techniqueName(id as TechniqueId) !== undefined;
}

export interface GeneratorRating {
  /** SE's rating, one decimal. */
  readonly rating: number;
  /** The id of the hardest technique used (the first step that reached the rating). */
  readonly technique: string;
}

/**
 * Rates a unique puzzle as the explainer does, or returns undefined as soon as it proves harder than `ceiling`
 * (SE scale; omitted for no ceiling). A puzzle the ladder cannot finish rates 20.0, SE's "beyond solver".
 */
export function rateForGenerator(cells: Uint8Array, ceiling?: number): GeneratorRating | undefined {
  const ladder = ceiling === undefined ? LADDER : ceilingLadder(Math.round(ceiling * 10));
  try {
    const r = rate(cells, { keepSteps: false, ladder, budget: 10_000 });
    if (r.kind !== 'rated') return undefined;
    const rating = roundRating(r.rating);
    if (ceiling !== undefined && Math.round(rating * 10) > Math.round(ceiling * 10)) return undefined;
    // A step that matches a pattern people know by another name (an X-Chain found as a forcing X-chain) is named so.
    const pattern = r.hardest?.detail?.pattern;
    return { rating, technique: typeof pattern === 'string' ? pattern : (r.hardest?.technique ?? 'beyond-solver') };
  } catch (e) {
    if (e instanceof OverCeiling) return undefined;
    throw e;
  }
}
