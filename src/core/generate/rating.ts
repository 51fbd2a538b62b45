// Rating for the generator: the explainer's rating, stopped as soon as the puzzle proves harder than the band
// allows. A puzzle's rating is the hardest step the ladder applies, so the first step over the ceiling decides that
// the puzzle is too hard, and the rest of the (often costly) solution need not be found. Below the ceiling the
// steps are exactly those of a full rating.
//
// Two stops, both exact. (1) A step rated over the ceiling ends the rating. (2) The ladder is cut where every
// producer from there on can only make steps over the ceiling (their floors, `Technique.floor`): when the producers before
// the cut find nothing, the step the full ladder would apply is over the ceiling (or there is none, 20.0), so the
// puzzle is too hard without running the costly searches that would find that step.

import { LADDER } from '../explain/ladder';
import { rate, roundRating } from '../explain/rate';
import { techniqueName } from '../explain/text';
import type { RatingRange, Step, Technique, TechniqueId } from '../explain/types';
import { BASIC, HIDDEN_SINGLES, SINGLES, SOLVER_BOUND } from './bounds';
import type { Solver } from './bounds';
import type { Band } from './index';

class OverCeiling extends Error {}
/** Thrown as one instance: making an Error records a stack, which costs more than many a rating. */
const OVER_CEILING = new OverCeiling('over the ceiling');

/**
 * The ratings a step can have, by the name the generator reports for it (`rateForGenerator`'s `technique`: the
 * step's technique, or the pattern people know it by), gathered from the producers' `Technique.ratings`. Some names
 * come from more than one producer (a Turbot Fish is also an X-Chain of three strong links found by the unary
 * chains, 6.5 and up): the range is then the union. A puzzle whose hardest step has that name rates within the
 * range, so a request for the technique in a band outside it can never be met (`requestProblem`). A name missing
 * here claims nothing. `test/core/generate.test.ts` checks every step of full ratings of whole puzzle sets against
 * these ranges.
 */
export const REPORTED_RANGES: Readonly<Record<string, RatingRange>> = unionOfRatings(LADDER);

function unionOfRatings(ladder: readonly Technique[]): Record<string, RatingRange> {
  const out: Record<string, RatingRange> = {};
  for (const t of ladder) {
    for (const [name, r] of Object.entries(t.ratings)) {
      const seen = out[name];
      if (seen === undefined) out[name] = r;
      else {
        const min = Math.min(seen.min, r.min);
        out[name] = seen.max === undefined || r.max === undefined ? { min } : { min, max: Math.max(seen.max, r.max) };
      }
    }
  }
  return out;
}

/**
 * Why no puzzle rated in `band` can have `technique` as its hardest step (its ratings lie outside the band), or
 * undefined when one may.
 */
export function techniqueBandProblem(technique: string, band: Band): string | undefined {
  const range = REPORTED_RANGES[technique];
  if (range === undefined) return undefined;
  const { min, max } = range;
  if (tenths(min) <= tenths(band.max) && (max === undefined || tenths(max) >= tenths(band.min))) return undefined;
  return `a step named ${technique} is rated ${ratingsText(range)}, so no puzzle rated ${band.min.toFixed(1)}-${band.max.toFixed(1)} has it as its hardest step`;
}

/** "3.2", "5.4-5.7", "4.5 or more". */
export function ratingsText({ min, max }: RatingRange): string {
  return max === undefined ? `${min.toFixed(1)} or more` : max === min ? min.toFixed(1) : `${min.toFixed(1)}-${max.toFixed(1)}`;
}

/** Tenths, as ratings are compared. */
export function tenths(r: number): number {
  return Math.round(roundRating(r) * 10);
}

/** Where `ladder` may be cut for `ceilingTenths`: the first index from which every producer's floor is above it. */
export function ladderCut(ladder: readonly Technique[], ceilingTenths: number): number {
  let cut = ladder.length;
  while (cut > 0 && tenths(ladder[cut - 1].floor) > ceilingTenths) cut--;
  return cut;
}

/**
 * The ladder's first producers each solver of bounds.ts stands for, and whether its rules include every step they
 * make up to its bound (singles alone leave out direct locking and direct hidden pairs, rated 1.7-2.0).
 */
const SOLVER_RUNGS: Readonly<Record<Solver, { readonly ids: readonly string[]; readonly complete: boolean }>> = {
  [HIDDEN_SINGLES]: { ids: ['singles'], complete: true },
  [SINGLES]: { ids: ['singles', 'direct-locking', 'direct-hidden-pair', 'naked-single'], complete: false },
  [BASIC]: {
    ids: ['singles', 'direct-locking', 'direct-hidden-pair', 'naked-single', 'direct-hidden-triple', 'locking', 'naked-pair', 'x-wing', 'hidden-pair', 'naked-triple', 'swordfish', 'hidden-triple', 'turbot-fish'],
    complete: true,
  },
};

export interface SolverClaims {
  /** A puzzle the solver solves rates at most its bound: the ladder starts with the solver's rungs. */
  readonly solves: boolean;
  /** A puzzle it cannot solve rates over its bound: also, its rules are complete and every other producer's floor is over the bound. */
  readonly exact: boolean;
}

/** What `ladder` lets `solver` claim (bounds.ts explains why). A ladder changed elsewhere turns the claims off, never wrong. */
export function solverClaims(solver: Solver, ladder: readonly Technique[] = LADDER): SolverClaims {
  const { ids, complete } = SOLVER_RUNGS[solver];
  const solves = ids.every((id, i) => ladder[i]?.id === id);
  const bound = tenths(SOLVER_BOUND[solver]);
  const exact = solves && complete && ladder.slice(ids.length).every((t) => tenths(t.floor) > bound);
  return { solves, exact };
}

const cache = new Map<number, readonly Technique[]>();

/**
 * The ladder for a ceiling (in tenths): every producer throws OverCeiling when its step would be rated above it,
 * and the producers past the cut are replaced by one that throws at once.
 */
export function ceilingLadder(ceilingTenths: number): readonly Technique[] {
  let ladder = cache.get(ceilingTenths);
  if (ladder === undefined) {
    const cut = ladderCut(LADDER, ceilingTenths);
    ladder = LADDER.slice(0, cut).map((t) => ({
      ...t,
      find(pos, ctx) {
        const step = t.find(pos, ctx);
        if (step && tenths(step.difficulty) > ceilingTenths) throw OVER_CEILING;
        return step;
      },
    }));
    if (cut < LADDER.length) {
      ladder = [
        ...ladder,
        {
          id: 'over-ceiling',
          floor: (ceilingTenths + 1) / 10,
          ratings: {},
          find() {
            throw OVER_CEILING;
          },
        },
      ];
    }
    cache.set(ceilingTenths, ladder);
  }
  return ladder;
}

/**
 * The name the generator reports for a step (`GeneratorRating.technique`, `--technique`): the pattern people know
 * it by when it matches one (an X-Chain found as a forcing X-chain), else its technique.
 */
export function reportedTechnique(step: Step): string {
  const pattern = step.detail?.pattern;
  return typeof pattern === 'string' ? pattern : step.technique;
}

/**
 * True when `id` is a name the generator can report as a puzzle's hardest step (a key of REPORTED_RANGES:
 * `xy-wing`, `x-chain`, …). A technique id no producer makes (`simple-colouring`) is not one: no attempt could
 * ever meet a request for it.
 */
export function isTechniqueId(id: string): boolean {
  return Object.prototype.hasOwnProperty.call(REPORTED_RANGES, id);
}

/**
 * Why `id` cannot be asked for as a puzzle's hardest technique, or undefined when it can (`isTechniqueId`). A
 * technique the explainer knows but never reports as a step (`simple-colouring`) is told apart from a name it
 * does not know.
 */
export function techniqueIdProblem(id: string): string | undefined {
  if (isTechniqueId(id)) return undefined;
  if (techniqueName(id as TechniqueId) !== undefined) return `the rater never reports a step named ${id}, so no puzzle has it as its hardest step`;
  return `unknown technique '${id}'`;
}

/** Lower case, with runs of spaces, underscores and hyphens as one hyphen: "XY Wing" and "xy_wing" -> "xy-wing". */
function folded(text: string): string {
  return text.trim().toLowerCase().replace(/[\s_-]+/g, '-');
}

let spellings: Map<string, string> | undefined;

/** The names `--technique` takes, folded, for each reported id: the id and the technique's usual name (made on first use). */
function spellingsOf(): ReadonlyMap<string, string> {
  if (spellings === undefined) {
    spellings = new Map();
    for (const id of Object.keys(REPORTED_RANGES)) {
      spellings.set(id, id);
      const name = techniqueName(id as TechniqueId);
      if (name !== undefined) spellings.set(folded(name), id);
    }
  }
  return spellings;
}

/**
 * The reported id (`isTechniqueId`) that `text` names: the id itself or the technique's usual name, in any case,
 * with spaces or hyphens ("XY-Wing", "2-String Kite", "nishio forcing chain"). Undefined when it names none.
 */
export function techniqueIdOf(text: string): string | undefined {
  return spellingsOf().get(folded(text));
}

/**
 * Up to three reported ids closest to `text`, for "did you mean": spellings within an edit distance of a third of
 * its length, or holding it whole (3 letters or more), nearest first, then shortest.
 */
export function nearTechniques(text: string): string[] {
  const t = folded(text);
  const limit = Math.max(1, Math.floor(t.length / 3));
  const best = new Map<string, number>();
  for (const [spelling, id] of spellingsOf()) {
    const d = spelling.includes(t) && t.length >= 3 ? 0 : editDistance(t, spelling, limit);
    // Ranked by distance, then by length: a spelling that holds `text` with little else around it comes first.
    const score = d * 1000 + spelling.length;
    if (d <= limit && score < (best.get(id) ?? Infinity)) best.set(id, score);
  }
  return [...best].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).slice(0, 3).map(([id]) => id);
}

/** Levenshtein distance of `a` and `b`, or `limit + 1` once it is sure to exceed `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      next.push(v);
      if (v < least) least = v;
    }
    if (least > limit) return limit + 1;
    row = next;
  }
  return row[b.length];
}

/** The techniques a request can name, in ladder order: id, usual name and the ratings of a step reported so. */
export function requestableTechniques(): { readonly id: string; readonly name: string; readonly ratings: RatingRange }[] {
  return Object.entries(REPORTED_RANGES).map(([id, ratings]) => ({ id, name: techniqueName(id as TechniqueId) ?? id, ratings }));
}

export interface GeneratorRating {
  /** SE's rating, one decimal. */
  readonly rating: number;
  /** The id of the hardest technique used (the first step that reached the rating). */
  readonly technique: string;
  /** That step's name as `sudoku rate` and the lens print it ("Unique Rectangle type 2"). */
  readonly techniqueName: string;
}

/**
 * Rates a unique puzzle as the explainer does, or returns undefined as soon as it proves harder than `ceiling`
 * (SE scale; omitted for no ceiling). A puzzle the ladder cannot finish rates 20.0, SE's "beyond solver".
 * `ladder` is the ladder to climb (the ceiling's by default); one whose producers throw ends the rating with
 * their error, as generate/settle.ts does.
 */
export function rateForGenerator(cells: Uint8Array, ceiling?: number, ladder: readonly Technique[] = ceiling === undefined ? LADDER : ceilingLadder(Math.round(ceiling * 10))): GeneratorRating | undefined {
  try {
    const r = rate(cells, { keepSteps: false, ladder, budget: 10_000 });
    if (r.kind !== 'rated') return undefined;
    const rating = roundRating(r.rating);
    if (ceiling !== undefined && Math.round(rating * 10) > Math.round(ceiling * 10)) return undefined;
    return r.hardest
      ? { rating, technique: reportedTechnique(r.hardest), techniqueName: techniqueName(r.hardest) }
      : { rating, technique: 'beyond-solver', techniqueName: 'beyond the solver' };
  } catch (e) {
    if (e instanceof OverCeiling) return undefined;
    throw e;
  }
}
