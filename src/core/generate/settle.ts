// Settling a rating early: a proof that every step SE's line of play takes from a position on comes from the
// first producers of the ladder, each rated no higher than a bound. A rating that has already reached a band's
// bottom then lies in the band whenever the band's top is at least that bound, and the often costly rest of the
// rating (most of the time of an extreme puzzle's) need not be run.
//
// The proof is a closure on a copy of the position, with three kinds of rule, each a step some producer of the
// ladder makes: the basic solver of bounds.ts (singles, locking, pairs and triples, X-Wing, Swordfish,
// Skyscrapers: the producers up to the turbot fish); a candidate whose "on" leads to its own "off" along static
// links (X and Y, read off the copy's candidates), a forcing chain of the unary producer; and, when the ceiling
// allows, a node that every candidate of a cell of three or more leads to, a cell forcing chain of the multiple
// producer, kept only when its complexity (the sum over the branches of their shortest paths' nodes) is rated
// within the ceiling. When the closure solves the grid, the claim holds.
//
// Why. Every later position P has the same solution and a subset of the candidates (steps only remove
// candidates and place digits; uniqueness steps are sound on a unique puzzle). Take the first deduction d of
// the closure whose target is still open in P: every deduction before it is done in P, so P has no more
// candidates than the copy d was found on. The basic rules stay steps of their producers on fewer candidates
// (bounds.ts). Follow one of d's chains on P: an "on → off" link holds while its target is a candidate; an
// "off → on" link holds while the unit (or cell) keeps both places, and when a node's candidate is gone from P
// the next node's is its unit's (cell's) last place, a single of P, and so on to the end: so either P has a
// single, or every chain of d is on P as it was, its nodes and links all there. The unary producer searches
// every candidate to exhaustion before it has a hint, so it finds one; the multiple producer's propagations are
// breadth first (their paths alternate "on" and "off" nodes, and "on" nodes are taken first, each right after
// the "off" node that made it), so its hint on d's target counts no more nodes than d's shortest paths, and its
// easiest hint is rated no higher (a branch gone from P only takes a term away; a cell left with two is a unary
// chain). SE applies the first producer with a step, so each step of the rest comes from a producer no later
// than the one that makes d's kind of step, and is rated within the bound of the producers up to it.
//
// Region forcing chains (every place of a digit in a unit) are not used: the multiple producer looks for one only
// from the unit's first place, and only when that cell has three candidates or more, which a later position
// need not keep; test/core/settle.test.ts found such a line of play go on to a dynamic chain.

import { LADDER } from '../explain/ladder';
import { LinkTable, NODE_COUNT, OFF_STRIDE, ON_STRIDE, lengthBonus, node } from '../explain/chains/graph';
import { roundRating } from '../explain/rate';
import { MULTIPLE_CHAINS_BASE } from '../explain/techniques/forcingChains';
import type { Position, SearchContext, Technique } from '../explain/types';
import { BASIC, closeBasic } from './bounds';
import { IN_BAND, mayRateIn } from './index';
import type { Band } from './index';
import { ceilingLadder, ladderCut, rateForGenerator, solverClaims, tenths } from './rating';
import type { GeneratorRating } from './rating';
import { WINGS_BOUND, wingsClaim, wingsSolve } from './wings';

/** What a settled position proves under a ceiling: the rules the closure may use, and the bound on the rest. */
export interface SettleRules {
  /** The most any later step can be rated once `settles` holds (one decimal), at most the ceiling. */
  readonly bound: number;
  /** The most complexity a cell forcing chain of the closure may have; 0 when they are not used. */
  readonly forcingComplexity: number;
}

/** The most a step of `t` can be rated: `most`, else the largest max of its ratings; undefined when open. */
function mostOf(t: Technique): number | undefined {
  if (t.most !== undefined) return t.most;
  let most = 0;
  for (const r of Object.values(t.ratings)) {
    if (r.max === undefined) return undefined;
    most = Math.max(most, r.max);
  }
  return Object.keys(t.ratings).length === 0 ? undefined : most;
}

/** The largest bound of ladder[0 .. end) (undefined when one is open), or undefined when `end` is -1. */
function boundBefore(ladder: readonly Technique[], end: number): number | undefined {
  if (end < 0) return undefined;
  let bound = 0;
  for (let i = 0; i < end; i++) {
    const m = mostOf(ladder[i]);
    if (m === undefined) return undefined;
    bound = Math.max(bound, m);
  }
  return bound;
}

const rulesCache = new Map<readonly Technique[], Map<number, SettleRules | undefined>>();

/**
 * The rules `settles` may use under a ceiling (in tenths) with `ladder`, or undefined when the proof cannot place
 * the rest under it: the basic solver's producers must come first (`solverClaims`), the singles and the unary chains
 * before any producer without a bound, and every producer up to the unary chains have a bound within the ceiling
 * (and, for the forcing chains, every producer before the multiple chains).
 */
export function settleRules(ceilingTenths: number, ladder: readonly Technique[] = LADDER): SettleRules | undefined {
  let byCeiling = rulesCache.get(ladder);
  if (byCeiling === undefined) rulesCache.set(ladder, (byCeiling = new Map()));
  if (byCeiling.has(ceilingTenths)) return byCeiling.get(ceilingTenths);
  const at = (id: string): number => ladder.findIndex((t) => t.id === id);
  const unary = at('unary-chains');
  let rules: SettleRules | undefined;
  const ready = unary >= 0 && at('singles') >= 0 && at('singles') < unary && at('naked-single') >= 0 && at('naked-single') < unary && solverClaims(BASIC, ladder).solves;
  const unaryBound = ready ? boundBefore(ladder, unary + 1) : undefined;
  if (unaryBound !== undefined && tenths(unaryBound) <= ceilingTenths) {
    rules = { bound: roundRating(unaryBound), forcingComplexity: 0 };
    const multiple = at('multiple-chains');
    const before = multiple > unary ? boundBefore(ladder, multiple) : undefined;
    if (before !== undefined && tenths(before) <= ceilingTenths) {
      let k = 0;
      while (k < 2 * NODE_COUNT && tenths(MULTIPLE_CHAINS_BASE + lengthBonus(k + 1)) <= ceilingTenths) k++;
      if (k > 0) rules = { bound: roundRating(Math.max(before, MULTIPLE_CHAINS_BASE + lengthBonus(k))), forcingComplexity: k };
    }
  }
  byCeiling.set(ceilingTenths, rules);
  return rules;
}

const cand = new Uint16Array(81);
const cells = new Uint8Array(81);
const table = new LinkTable();

/** The unary rule on the copy (the table closed on it): removes every candidate whose "on" reaches its "off". */
function unaryRule(): boolean {
  let found = false;
  for (let c = 0; c < 81; c++) {
    if (cells[c] !== 0) continue;
    for (let m = cand[c]; m !== 0; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      const on = node(c, d, true);
      if (table.reaches(on, on ^ 1)) {
        cand[c] &= ~(1 << d);
        found = true;
      }
    }
  }
  return found;
}

// The forcing rule's work: the branches of a group, the reach they share, the nodes it names, their costs.
const branches = new Int32Array(9);
// Reach sets are over components, at most one per node: NODE_COUNT bits.
const shared = new Int32Array((NODE_COUNT + 31) >> 5);
const targets = new Int32Array(NODE_COUNT);
const cost = new Int32Array(NODE_COUNT);
const dist = new Int32Array(NODE_COUNT);
const seenAt = new Uint32Array(NODE_COUNT);
let seenStamp = 0;
const queue = new Int32Array(NODE_COUNT);
/** The deductions of one pass, applied after it (each was found on the same copy): eliminations, then placements. */
const outElim = new Int32Array(NODE_COUNT);
const outPlace = new Int32Array(NODE_COUNT);

/** Breadth-first distances from `start` along the table's links, into `dist` (valid where seenAt is the stamp). */
function distancesFrom(start: number): number {
  if (++seenStamp === 0xffffffff) {
    seenAt.fill(0);
    seenStamp = 1;
  }
  const stamp = seenStamp;
  const { count, onNext, offNext } = table;
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  seenAt[start] = stamp;
  dist[start] = 0;
  while (head < tail) {
    const v = queue[head++];
    const n = count[v];
    const o = v & 1 ? (v >> 1) * ON_STRIDE : (v >> 1) * OFF_STRIDE;
    const next = v & 1 ? onNext : offNext;
    const dv = dist[v] + 1;
    for (let i = 0; i < n; i++) {
      const w = next[o + i];
      if (seenAt[w] === stamp) continue;
      seenAt[w] = stamp;
      dist[w] = dv;
      queue[tail++] = w;
    }
  }
  return stamp;
}

/**
 * The forcing rule for one group of branches (the "on" nodes of a cell's candidates): every node all of them
 * reach, whose complexity is within `limit`, is queued as a deduction.
 */
function forcingGroup(n: number, limit: number, counts: { elim: number; place: number }): void {
  const { comp, reach, words } = table;
  let at = comp[branches[0]] * words;
  for (let q = 0; q < words; q++) shared[q] = reach[at + q];
  for (let b = 1; b < n; b++) {
    at = comp[branches[b]] * words;
    let any = 0;
    for (let q = 0; q < words; q++) any |= shared[q] &= reach[at + q];
    if (any === 0) return;
  }
  // The nodes of the shared components that would remove something.
  let nt = 0;
  for (let c = 0; c < 81; c++) {
    if (cells[c] !== 0) continue;
    const m = cand[c];
    const several = (m & (m - 1)) !== 0;
    for (let v = m; v !== 0; v &= v - 1) {
      const on = node(c, 31 - Math.clz32(v & -v), true);
      let k = comp[on ^ 1];
      if (shared[k >> 5] & (1 << (k & 31))) targets[nt++] = on ^ 1;
      if (!several) continue;
      k = comp[on];
      if (shared[k >> 5] & (1 << (k & 31))) targets[nt++] = on;
    }
  }
  if (nt === 0) return;
  cost.fill(0, 0, nt);
  for (let b = 0; b < n; b++) {
    const stamp = distancesFrom(branches[b]);
    for (let i = 0; i < nt; i++) cost[i] += seenAt[targets[i]] === stamp ? dist[targets[i]] + 1 : NODE_COUNT;
  }
  for (let i = 0; i < nt; i++) {
    if (cost[i] > limit) continue;
    if (targets[i] & 1) outPlace[counts.place++] = targets[i];
    else outElim[counts.elim++] = targets[i];
  }
}

/** The forcing rule on the copy (the table closed on it): cell forcing chains within `limit`. */
function forcingRule(limit: number): boolean {
  const counts = { elim: 0, place: 0 };
  for (let c = 0; c < 81; c++) {
    if (cells[c] !== 0) continue;
    let n = 0;
    for (let m = cand[c]; m !== 0; m &= m - 1) branches[n++] = node(c, 31 - Math.clz32(m & -m), true);
    if (n >= 3) forcingGroup(n, limit, counts);
  }
  let found = false;
  for (let i = 0; i < counts.elim; i++) {
    const t = outElim[i];
    const c = ((t >> 1) / 10) | 0;
    const bit = 1 << ((t >> 1) % 10);
    if (cand[c] & bit) {
      cand[c] &= ~bit;
      found = true;
    }
  }
  for (let i = 0; i < counts.place; i++) {
    const t = outPlace[i];
    const c = ((t >> 1) / 10) | 0;
    const d = (t >> 1) % 10;
    // Its other candidates go; the closure then places it as a naked single.
    if (cells[c] === 0 && cand[c] & (1 << d) && cand[c] !== 1 << d) {
      cand[c] = 1 << d;
      found = true;
    }
  }
  return found;
}

/**
 * True when every step of the rest of SE's line of play from `pos` is proven to come from producers bounded by
 * `rules.bound` (see the top of this file). False when the closure stalls (the rest may need more), and on a
 * position with no solution. `pos` is not changed. `closed`: the ladder's producers up to the turbot fish found
 * nothing on `pos`, so neither would the basic solver (bounds.ts), and its first pass is left out.
 */
export function settles(pos: Position, rules: SettleRules, closed = false): boolean {
  cand.set(pos.cand);
  cells.set(pos.cells);
  firstUnaryEmpty = false;
  for (let first = true; ; first = false) {
    // Singles, locking, pairs and triples, X-Wing, Swordfish, Skyscrapers: bounds.ts shows why its rules stay
    // steps of the ladder's first producers (all rated 4.0 or less) at every later position, as the rules below do.
    if (!(first && closed) && closeBasic(cand, cells)) return true;
    for (let c = 0; c < 81; c++) if (cells[c] === 0 && cand[c] === 0) return false;
    table.refresh(cand, true, true).closure(cand);
    // Both rules read the same table: the forcing rule's branches and targets are the candidates the unary rule
    // left, and every position its deductions are claimed for has lost the unary rule's removals too.
    const unary = unaryRule();
    if (first) firstUnaryEmpty = !unary;
    if (rules.forcingComplexity > 0 && forcingRule(rules.forcingComplexity)) continue;
    if (!unary) return false;
  }
}

/** Whether the last `settles` found, in its first pass, no candidate whose "on" reaches its "off" (`noUnaryStep`). */
let firstUnaryEmpty = false;

/**
 * True when, on a position where the ladder's producers before the unary chains find nothing, the unary chains
 * have no step either: the first pass of `settles` (whose basic solver has nothing to do there) finds no candidate
 * whose "on" reaches its "off" along the position's X and Y links. The unary chains' forcing chains are such
 * paths, on X links, Y links or both, from an "on" node, or from an "off" node to its "on", which with a Y link
 * from another candidate of the cell is a path from that one's "on" to its "off". Their cycles' eliminations are
 * too: every node of a cycle implies the next and by contraposition its negation the previous one's, so a
 * candidate z seeing the two ends a, b of a weak link of the cycle (or another candidate of a cell the cycle
 * crosses) has on(z) -> off(a) -> ... -> on(b) -> off(z). `rateInBand` reads the same pass of the round's proof.
 */
export function noUnaryStep(pos: Position, rules: SettleRules): boolean {
  settles(pos, rules, true);
  return firstUnaryEmpty;
}

// Where the last failed proof of the rating in progress stalled (`current.stalled`): its copy's candidates and cells.
const stallCand = new Uint16Array(81);
const stallCells = new Uint8Array(81);

/**
 * `settles`, but false at once when the position still has every candidate of the copy the last failed proof of
 * this rating stalled on. The position then lies between the one that failed and that stall, where the closure,
 * as far as its rules go, only finds more on fewer candidates, so it would stall again (measured: of 126 such
 * tries over 400 extreme puzzles, none held). Skipping a proof never claims more; it only leaves the rating to go
 * on. Also notes whether this round's unary chains are known to find nothing (`current.noUnaryIn`).
 */
function trySettle(pos: Position, rules: SettleRules, closed: boolean): boolean {
  current.noUnaryIn = -1;
  if (current.stalled) {
    let more = false;
    for (let c = 0; c < 81 && !more; c++) {
      const q = stallCells[c] !== 0 ? 1 << stallCells[c] : stallCand[c];
      const p = pos.cells[c] !== 0 ? 1 << pos.cells[c] : pos.cand[c];
      more = (q & ~p) !== 0;
    }
    if (!more) return false;
  }
  if (settles(pos, rules, closed)) return true;
  // Should the round get to the unary chains, the basic solver had nothing on pos and the first pass read its
  // own links (noUnaryStep).
  if (firstUnaryEmpty) current.noUnaryIn = current.round;
  stallCand.set(cand);
  stallCells.set(cells);
  current.stalled = true;
  return false;
}

/** Thrown (once made) by `rateInBand`'s ladder when `settles` holds: the rating stops there. */
const SETTLED = new Error('settled');

/**
 * The places of the basic solver's last producer and of the unary chains in the ladders `settleRules` allows
 * (prefixes of LADDER, the basic solver's producers first).
 */
const BASIC_LAST = LADDER.findIndex((t) => t.id === 'turbot-fish');
const UNARY_AT = LADDER.findIndex((t) => t.id === 'unary-chains');

/**
 * The rating in progress in `rateInBand` (ratings never run inside one another): the most so far and the band's
 * bottom (tenths), the first producer from which every floor is at the bottom or over, and what to prove; the
 * rounds so far, the round whose unary chains are known to find nothing, and whether a proof has failed.
 */
const current = { most: 0, bottom: 0, rise: 0, rules: undefined as SettleRules | undefined, round: 0, noUnaryIn: -1, stalled: false };

const watched = new Map<readonly Technique[], readonly Technique[]>();

/**
 * `ladder` watched: each producer notes the difficulty of its step, and the rating ends (SETTLED) where `settles`
 * holds once the rating is known to reach the band's bottom: as a round begins (the first producer is asked first)
 * when the rating so far has reached it; or, before, when a round gets to the first producer whose floor and
 * every later one's are at the bottom or over (`current.rise`): the producers before it found nothing, so this
 * round's step is rated at the bottom or over, and the expensive searches that would tell which need not run.
 * Where the round's proof failed but found no unary chain, the round's unary chains are not asked (noUnaryStep).
 */
function watchedLadder(ladder: readonly Technique[]): readonly Technique[] {
  let out = watched.get(ladder);
  if (out === undefined) {
    out = ladder.map((t, i) => ({
      ...t,
      find(pos: Position, ctx: SearchContext) {
        const rules = current.rules;
        if (i === 0) current.round++;
        // At the rise, the producers before it have found nothing on pos: past the turbot fish, the basic
        // solver's all have (settleRules has them first).
        if (rules !== undefined && (current.most >= current.bottom ? i === 0 : i === current.rise) && trySettle(pos, rules, i > BASIC_LAST)) throw SETTLED;
        if (i === UNARY_AT && current.noUnaryIn === current.round) return undefined;
        const step = t.find(pos, ctx);
        if (step !== undefined) current.most = Math.max(current.most, tenths(step.difficulty));
        return step;
      },
    }));
    watched.set(ladder, out);
  }
  return out;
}

/**
 * Whether a unique puzzle rates in `band`: its rating (as `rateForGenerator` with the band's top as ceiling), or
 * IN_BAND once the rating so far has reached the band's bottom and `settles` proves that no later step is rated
 * over the band's top (the rating then lies in the band, but the steps that would tell it exactly are not run).
 * Undefined when it rates outside the band. Before rating, the small solvers turn away what they can prove outside
 * it: `mayRateIn`'s, or, for a band over the wings solver's bound, that solver (wings.ts), which solves all the
 * basic solver does and more. For `GenerateRequest.rateInBand`.
 */
export function rateInBand(cells: Uint8Array, band: Band): GeneratorRating | typeof IN_BAND | undefined {
  if (Math.round(band.min * 10) > tenths(WINGS_BOUND) && wingsClaim()) {
    if (wingsSolve(cells)) return undefined;
  } else if (!mayRateIn(cells, band)) return undefined;
  const top = Number.isFinite(band.max) ? Math.round(band.max * 10) : undefined;
  const ceiling = top === undefined ? undefined : band.max;
  const ladder = top === undefined ? LADDER : ceilingLadder(top);
  current.most = 0;
  current.round = 0;
  current.noUnaryIn = -1;
  current.stalled = false;
  current.bottom = Math.round(band.min * 10);
  current.rise = ladderCut(ladder, current.bottom - 1);
  current.rules = top === undefined ? undefined : settleRules(top, ladder);
  try {
    const r = rateForGenerator(cells, ceiling, current.rules === undefined ? ladder : watchedLadder(ladder));
    return r === undefined || tenths(r.rating) < current.bottom ? undefined : r;
  } catch (e) {
    if (e === SETTLED) return IN_BAND;
    throw e;
  } finally {
    current.rules = undefined;
  }
}
