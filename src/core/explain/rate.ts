// The rating loop, as Sukaku Explainer's serate runs it: at each point the first step of the first producer
// of the ladder is applied, and the rating is the largest difficulty met (the first step reaching it names
// the hardest technique). Bounded by a step budget and an AbortSignal, like solving.

import { BOX_OF, COL_OF, ROW_OF, findConflicts } from '../grid';
import { applyStep, isSolved, positionFromGrid } from './board';
import { LADDER } from './ladder';
import type { Changes, Position, SearchContext, Step, Technique } from './types';

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

/**
 * Per producer of the ladder: whether it has found nothing since it last ran (`clean`), and what the steps
 * applied since then changed (the `Changes` it is handed on its next run).
 */
interface Memo extends Changes {
  clean: boolean;
  digits: number;
  units: number;
  readonly cells: Int32Array;
}

/** The rating loop's context: the producer's changes and the position's version are set before each call. */
interface RateContext extends SearchContext {
  changes: Changes | undefined;
  version: number;
}

/** Adds to `into` what changed between `beforeCand` / `beforeCells` and the position (cells and candidates). */
function addChanges(into: Memo, beforeCand: Uint16Array, beforeCells: Uint8Array, pos: Position): void {
  let digits = 0;
  let units = 0;
  let w0 = 0;
  let w1 = 0;
  let w2 = 0;
  for (let c = 0; c < 81; c++) {
    let changed = beforeCand[c] ^ pos.cand[c];
    if (beforeCells[c] !== pos.cells[c]) changed |= (1 << beforeCells[c]) | (1 << pos.cells[c]);
    changed &= 0x3fe;
    if (changed === 0) continue;
    digits |= changed;
    units |= (1 << ROW_OF[c]) | (1 << (9 + COL_OF[c])) | (1 << (18 + BOX_OF[c]));
    if (c < 27) w0 |= 1 << c;
    else if (c < 54) w1 |= 1 << (c - 27);
    else w2 |= 1 << (c - 54);
  }
  into.digits |= digits;
  into.units |= units;
  into.cells[0] |= w0;
  into.cells[1] |= w1;
  into.cells[2] |= w2;
}

const freshMemo = (): Memo => ({ clean: false, digits: 0, units: 0, cells: new Int32Array(3), since: new Uint16Array(81) });

/**
 * The memos of a rating: one per producer and one for the changes of a step, reset rather than made anew for each
 * rating (making them was about an eighth of the time of rating an easy or medium puzzle). Ratings never run inside
 * one another: a producer rates nothing.
 */
const pool: Memo[] = [];
function memosFor(n: number): Memo[] {
  while (pool.length < n + 1) pool.push(freshMemo());
  for (let i = 0; i <= n; i++) {
    const m = pool[i];
    m.clean = false;
    m.digits = 0;
    m.units = 0;
    m.cells.fill(0);
  }
  return pool;
}

/** What changed from `before` to `after` (for tests of the producers that read `Changes`). */
export function changesBetween(before: Position, after: Position): Changes {
  const m = freshMemo();
  addChanges(m, before.cand, before.cells, after);
  return { digits: m.digits, units: m.units, cells: m.cells, since: Uint16Array.from(before.cand) };
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
  const signal = options.signal;
  const ctx: RateContext = {
    signal,
    check() {
      if (signal?.aborted) throw new Aborted('aborted');
    },
    changes: undefined,
    version: 0,
  };
  // A producer that found nothing is handed, on its next run, what changed since (see `Changes`).
  const memos = memosFor(ladder.length);
  const delta = memos[ladder.length];
  const beforeCand = new Uint16Array(81);
  const beforeCells = new Uint8Array(81);
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
      for (let i = 0; i < ladder.length; i++) {
        const m = memos[i];
        ctx.changes = m.clean ? m : undefined;
        step = ladder[i].find(pos, ctx);
        if (step) {
          m.clean = false;
          break;
        }
        m.clean = true;
        m.digits = 0;
        m.units = 0;
        m.cells.fill(0);
        m.since.set(pos.cand);
      }
      ctx.changes = undefined;
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
      beforeCand.set(pos.cand);
      beforeCells.set(pos.cells);
      applyStep(pos, step);
      ctx.version++;
      delta.digits = 0;
      delta.units = 0;
      delta.cells.fill(0);
      addChanges(delta, beforeCand, beforeCells, pos);
      for (let i = 0; i < ladder.length; i++) {
        const m = memos[i];
        if (!m.clean) continue;
        m.digits |= delta.digits;
        m.units |= delta.units;
        m.cells[0] |= delta.cells[0];
        m.cells[1] |= delta.cells[1];
        m.cells[2] |= delta.cells[2];
      }
    }
  } catch (e) {
    if (e instanceof Aborted) return { kind: 'stopped', reason: 'aborted', steps, elapsedMs: performance.now() - t0 };
    throw e;
  }
  return { kind: 'rated', rating, pearl, diamond, hardest, steps, solved: true, elapsedMs: performance.now() - t0 };
}
