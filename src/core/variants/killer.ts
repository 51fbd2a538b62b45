// Killer rules: classic rules, plus cages whose cells hold different digits adding up to the cage's sum.

import { findConflicts } from '../grid';
import { candidates as classicCandidates, nextSingle, nextStep as classicNextStep } from '../logic';
import type { Cage, Puzzle } from '../rules';
import { DEFAULT_BUDGET, assertGrid } from '../solver';
import type { EngineRun } from '../engine';
import type { EngineName, Grid, PuzzleCountResult, UnitKind, PuzzleSolveResult, RuleConflict, SearchOptions, SolveOptions, SolveStats } from '../types';
import { combinations, maskDigits, popcount, sumRange } from '../killer/combos';
import { killerCover } from '../killer/cover';
import { compileCages } from '../killer/layout';
import type { KillerLayout, RegionSum } from '../killer/layout';
import { killerSearch } from '../killer/search';
import { killerSearchWasm } from '../wasm/killer';
import { cageCombinationReason, cageLabel, ruleOf45Reason } from '../explain/text';
import type { CageWords } from '../explain/text';
import type { CageFacts, CageStep, Elimination, ProblemOptions, PuzzleStep, RuleProblem, Variant } from './variant';

type KillerEngine = (layout: KillerLayout, cells: Grid, limit: number, budget: number, signal: AbortSignal | undefined, solution: Uint8Array) => EngineRun;

/**
 * `wasm` (the default) is the propagating search compiled to WebAssembly, `fast` the same search in JS (its fallback,
 * with the same results), `dlx` the exact cover that cross-checks them (as for classic).
 */
function engineFor(name: EngineName | undefined): KillerEngine {
  if (name === undefined || name === 'wasm') return killerSearchWasm;
  if (name === 'fast') return killerSearch;
  if (name === 'dlx') return killerCover;
  if (name === 'backtrack') throw new TypeError('the backtrack engine solves classic puzzles only; killer puzzles use fast or dlx');
  throw new TypeError(`unknown engine: ${String(name)}`);
}

function cagesOf(puzzle: Puzzle): readonly Cage[] {
  if (puzzle.rules.variant !== 'killer') throw new TypeError(`not a killer puzzle: ${puzzle.rules.variant}`);
  return puzzle.rules.cages;
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

function budgetOf(options: SearchOptions | undefined): number {
  const b = options?.budget ?? DEFAULT_BUDGET;
  if (!(b >= 0)) throw new RangeError(`budget must be a non-negative number, got ${String(b)}`);
  return b;
}

/** Givens repeated in a row, column or box (as findConflicts), then inside a cage (unit 'cage', unitIndex the cage). */
export function killerConflicts(cells: Grid, cages: readonly Cage[]): RuleConflict[] {
  const out: RuleConflict[] = findConflicts(cells);
  cages.forEach((cage, k) => {
    const cs = cage.cells;
    for (let i = 0; i < cs.length; i++) {
      const d = cells[cs[i]];
      if (d === 0) continue;
      for (let j = i + 1; j < cs.length; j++) {
        if (cells[cs[j]] === d) out.push({ a: cs[i], b: cs[j], digit: d, unit: 'cage', unitIndex: k });
      }
    }
  });
  return out;
}

const SCRATCH = new Uint8Array(81);

function prepare(puzzle: Puzzle, options: SearchOptions | undefined): { engine: KillerEngine; budget: number; layout: KillerLayout; conflicts: RuleConflict[] } {
  assertGrid(puzzle.cells);
  const engine = engineFor(options?.engine);
  const budget = budgetOf(options);
  const layout = compileCages(cagesOf(puzzle));
  return { engine, budget, layout, conflicts: killerConflicts(puzzle.cells, layout.cages) };
}

function solveKiller(puzzle: Puzzle, options?: SolveOptions): PuzzleSolveResult {
  const t0 = now();
  const { engine, budget, layout, conflicts } = prepare(puzzle, options);
  if (conflicts.length > 0) return { kind: 'invalid', conflicts, stats: { placements: 0, guesses: 0, elapsedMs: now() - t0 } };
  const run = engine(layout, puzzle.cells, options?.checkUnique === false ? 1 : 2, budget, options?.signal, SCRATCH);
  const stats: SolveStats = { placements: run.placements, guesses: run.guesses, elapsedMs: now() - t0 };
  if (run.stopped !== undefined) return { kind: 'stopped', reason: run.stopped, stats };
  if (run.count === 0) return { kind: 'unsolvable', stats };
  const solution = Uint8Array.from(SCRATCH);
  return run.count === 1 ? { kind: 'solved', solution, stats } : { kind: 'multiple', solution, stats };
}

function countKiller(puzzle: Puzzle, limit: number, options?: SearchOptions): PuzzleCountResult {
  const t0 = now();
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be an integer >= 1, got ${String(limit)}`);
  const { engine, budget, layout, conflicts } = prepare(puzzle, options);
  if (conflicts.length > 0) return { kind: 'invalid', conflicts, stats: { placements: 0, guesses: 0, elapsedMs: now() - t0 } };
  const run = engine(layout, puzzle.cells, limit, budget, options?.signal, SCRATCH);
  const stats: SolveStats = { placements: run.placements, guesses: run.guesses, elapsedMs: now() - t0 };
  if (run.stopped !== undefined) return { kind: 'stopped', reason: run.stopped, count: run.count, stats };
  return { kind: 'counted', count: run.count, limitReached: run.count >= limit, stats };
}

/** Digit sets in the order a player lists them: 1+9 before 2+8, 1+2+6 before 1+3+5. */
function byDigits(a: number, b: number): number {
  const x = maskDigits(a);
  const y = maskDigits(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

/**
 * The digit sets a cage's cells can still hold, given per-cell candidates `cand` (filled cells are their digit), and
 * per cell of the cage the digits some such assignment gives it. An exact search over the cage alone (one distinct
 * digit per cell, adding up to the sum); rows, columns and boxes are not looked at.
 */
export function cageOptions(cand: ArrayLike<number>, cells: Grid, cage: Cage): { sets: number[]; support: number[] } {
  const cs = cage.cells;
  const masks = cs.map((c) => (cells[c] !== 0 ? 1 << cells[c] : cand[c]));
  const n = cs.length;
  const support = new Array<number>(n).fill(0);
  if (n > 9) return { sets: [], support };
  // reach[i]: digit sets (masks) the first i cells can hold; then back from the sets adding up to the sum.
  const reach: Set<number>[] = [new Set([0])];
  for (let i = 0; i < n; i++) {
    const next = new Set<number>();
    for (const m of reach[i]) for (let d = 1; d <= 9; d++) if (masks[i] & (1 << d) && !(m & (1 << d))) next.add(m | (1 << d));
    reach.push(next);
  }
  const sets = [...reach[n]].filter((m) => maskDigits(m).reduce((s, d) => s + d, 0) === cage.sum).sort(byDigits);
  let good = new Set(sets);
  for (let i = n - 1; i >= 0; i--) {
    const prev = new Set<number>();
    for (const m of reach[i]) {
      for (let d = 1; d <= 9; d++) {
        const b = 1 << d;
        if (masks[i] & b && !(m & b) && good.has(m | b)) {
          support[i] |= b;
          prev.add(m);
        }
      }
    }
    good = prev;
  }
  return { sets, support };
}

/**
 * Per cell, the digits the rules still allow: the classic candidates, without the digits given elsewhere in the cell's
 * cages, and only digits of the combinations each cage can still make (one pass over the cages, in order).
 */
function killerCandidates(puzzle: Puzzle): Uint16Array {
  const cages = cagesOf(puzzle);
  const cand = classicCandidates(puzzle.cells);
  compileCages(cages);
  for (const cage of cages) {
    let given = 0;
    for (const c of cage.cells) if (puzzle.cells[c] !== 0) given |= 1 << puzzle.cells[c];
    for (const c of cage.cells) cand[c] &= ~given;
  }
  for (const cage of cages) {
    const { support } = cageOptions(cand, puzzle.cells, cage);
    cage.cells.forEach((c, i) => {
      if (puzzle.cells[c] === 0) cand[c] &= support[i];
    });
  }
  return cand;
}

const NEIGHBOURS = [-9, 9, -1, 1];

/** The orthogonally connected pieces of a set of cells, each ascending, in order of their first cell. */
function pieces(cells: readonly number[]): number[][] {
  const left = new Set(cells);
  const out: number[][] = [];
  for (const start of cells) {
    if (!left.has(start)) continue;
    left.delete(start);
    const piece = [start];
    for (let i = 0; i < piece.length; i++) {
      const c = piece[i];
      for (const step of NEIGHBOURS) {
        const n = c + step;
        if ((step === -1 || step === 1) && ((n / 9) | 0) !== ((c / 9) | 0)) continue;
        if (left.has(n)) {
          left.delete(n);
          piece.push(n);
        }
      }
    }
    out.push(piece.sort((a, b) => a - b));
  }
  return out;
}

/**
 * Every rule-level problem of a killer puzzle, cage by cage (sum, repeats, givens, connection), then overlaps, cover and
 * total: as data only; `ruleProblemMessage` in src/text/describe.ts words them.
 */
function killerProblems(puzzle: Puzzle, options?: ProblemOptions): RuleProblem[] {
  const cages = cagesOf(puzzle);
  assertGrid(puzzle.cells);
  compileCages(cages);
  const out: RuleProblem[] = [];
  const repeats = killerConflicts(puzzle.cells, cages).filter((c) => c.unit === 'cage');
  cages.forEach((cage, k) => {
    const size = cage.cells.length;
    const range = size <= 9 ? sumRange(size) : undefined;
    if (range === undefined || cage.sum < range.min || cage.sum > range.max) {
      out.push(range === undefined ? { kind: 'cage-sum', cage: k, sum: cage.sum, size } : { kind: 'cage-sum', cage: k, sum: cage.sum, size, min: range.min, max: range.max });
    } else {
      const mine = repeats.filter((c) => c.unitIndex === k);
      for (const conflict of mine) out.push({ kind: 'cage-repeat', cage: k, conflict });
      const givens = cage.cells.filter((c) => puzzle.cells[c] !== 0);
      if (mine.length === 0 && givens.length > 0) {
        let given = 0;
        for (const c of givens) given |= 1 << puzzle.cells[c];
        if (!combinations(size, cage.sum).some((m) => (m & given) === given)) out.push({ kind: 'cage-givens', cage: k, sum: cage.sum, givens, digits: givens.map((c) => puzzle.cells[c]) });
      }
    }
    const parts = pieces(cage.cells);
    if (parts.length > 1) out.push({ kind: 'cage-disconnected', cage: k, parts });
  });
  const first = new Int16Array(81).fill(-1);
  const reported = new Uint8Array(81);
  let overlap = false;
  cages.forEach((cage, k) => {
    for (const c of cage.cells) {
      if (first[c] < 0) first[c] = k;
      else {
        overlap = true;
        if (!reported[c]) {
          reported[c] = 1;
          out.push({ kind: 'cage-overlap', cell: c, cages: [first[c], k] });
        }
      }
    }
  });
  const uncaged: number[] = [];
  for (let c = 0; c < 81; c++) if (first[c] < 0) uncaged.push(c);
  if (uncaged.length === 0 && !overlap) {
    const total = cages.reduce((s, c) => s + c.sum, 0);
    if (total !== 405) out.push({ kind: 'cage-total', total, expected: 405 });
  }
  if (options?.expectCoverage && uncaged.length > 0) out.push({ kind: 'uncaged', cells: uncaged });
  return out;
}

function killerCageAt(puzzle: Puzzle, cell: number): CageFacts | undefined {
  const cages = cagesOf(puzzle);
  const k = cages.findIndex((c) => c.cells.includes(cell));
  if (k < 0) return undefined;
  const cage = cages[k];
  const { sets } = cageOptions(killerCandidates(puzzle), puzzle.cells, cage);
  const digits = sets.map(maskDigits);
  return { cage: k, sum: cage.sum, size: cage.cells.length, cells: cage.cells, combinations: digits, label: cageLabel(cage.sum, cage.cells.length, digits) };
}

function cageWords(cage: Cage): CageWords {
  return { sum: cage.sum, size: cage.cells.length, firstCell: cage.cells[0] };
}

/** A cage whose required digits (in every combination left) can only go in cells sharing a unit: they leave the rest of it. */
function cageCombinationStep(puzzle: Puzzle, cand: Uint16Array): CageStep | undefined {
  const cages = cagesOf(puzzle);
  for (let k = 0; k < cages.length; k++) {
    const cage = cages[k];
    const { sets } = cageOptions(cand, puzzle.cells, cage);
    if (sets.length === 0) continue;
    const required = sets.reduce((a, m) => a & m, 0x3fe);
    const elims: Elimination[] = [];
    const units: [UnitKind, number][] = [];
    const cleared = new Set<number>();
    for (const d of maskDigits(required)) {
      const places = cage.cells.filter((c) => (puzzle.cells[c] === 0 ? cand[c] & (1 << d) : 0));
      if (places.length === 0) continue; // given inside the cage already
      for (const [kind, of] of [['row', (c: number) => (c / 9) | 0], ['column', (c: number) => c % 9], ['box', (c: number) => ((((c / 9) | 0) / 3) | 0) * 3 + (((c % 9) / 3) | 0)]] as const) {
        const u = of(places[0]);
        if (!places.every((c) => of(c) === u)) continue;
        for (let c = 0; c < 81; c++) {
          if (of(c) !== u || cage.cells.includes(c) || puzzle.cells[c] !== 0 || !(cand[c] & (1 << d))) continue;
          if (!elims.some((e) => e.cell === c && e.digit === d)) elims.push({ cell: c, digit: d });
          if (!units.some(([k, i]) => k === kind && i === u)) units.push([kind, u]);
          cleared.add(d);
        }
      }
    }
    if (elims.length === 0) continue;
    const digits = sets.map(maskDigits);
    return {
      technique: 'cage-combination',
      cells: cage.cells,
      sum: cage.sum,
      cage: k,
      combinations: digits,
      eliminations: elims,
      reason: cageCombinationReason(cageWords(cage), digits, maskDigits(required), [...cleared].sort((x, y) => x - y), units),
    };
  }
  return undefined;
}

/** The rule of 45 on the regions the solver uses: an innie or outie that is forced, or candidates the total rules out. */
function ruleOf45Step(puzzle: Puzzle, cand: Uint16Array, layout: KillerLayout): CageStep | undefined {
  const sums = [...layout.regionSums].sort((a, b) => a.cells.length - b.cells.length);
  for (const rs of sums) {
    const step = regionStep(puzzle, cand, rs);
    if (step) return step;
  }
  return undefined;
}

function regionStep(puzzle: Puzzle, cand: Uint16Array, rs: RegionSum): CageStep | undefined {
  const open = rs.cells.filter((c) => puzzle.cells[c] === 0);
  if (open.length === 0) return undefined;
  const rem = rs.sum - rs.cells.reduce((s, c) => s + puzzle.cells[c], 0);
  const base = { technique: 'rule-of-45' as const, cells: rs.cells, sum: rs.sum, region: rs.region, side: rs.side };
  if (open.length === 1) {
    const c = open[0];
    if (rem >= 1 && rem <= 9 && cand[c] & (1 << rem) && popcount(cand[c]) > 1) {
      return { ...base, cell: c, digit: rem, eliminations: [], reason: ruleOf45Reason(rs, { cell: c, digit: rem }) };
    }
    return undefined;
  }
  // Each open cell keeps the digits that leave a total the others can still make (each at its own smallest or largest).
  const lows = open.map((c) => Math.min(...maskDigits(cand[c])));
  const highs = open.map((c) => Math.max(...maskDigits(cand[c])));
  const lo = lows.reduce((a, b) => a + b, 0);
  const hi = highs.reduce((a, b) => a + b, 0);
  const elims: Elimination[] = [];
  open.forEach((c, i) => {
    for (const d of maskDigits(cand[c])) {
      const restLo = lo - lows[i];
      const restHi = hi - highs[i];
      if (rem - d < restLo || rem - d > restHi) elims.push({ cell: c, digit: d });
    }
  });
  if (elims.length === 0) return undefined;
  return { ...base, eliminations: elims, reason: ruleOf45Reason(rs, elims) };
}

/**
 * The next step on a killer: a single on the killer candidates (a naked single names its cage when the cage is what
 * made it single), then a cage combination that clears part of a unit, then the rule of 45.
 */
function killerNextStep(puzzle: Puzzle): PuzzleStep | undefined {
  const cages = cagesOf(puzzle);
  assertGrid(puzzle.cells);
  const layout = compileCages(cages);
  if (killerConflicts(puzzle.cells, cages).length > 0) return undefined;
  const cand = killerCandidates(puzzle);
  const classic = classicCandidates(puzzle.cells);
  // A naked single names its cage when the cage is what left one digit.
  const cageOfSingle = (c: number): CageWords | undefined => {
    const cage = cages[layout.cageOf[c]];
    return classic[c] !== cand[c] && cage ? cageWords(cage) : undefined;
  };
  const single = nextSingle(puzzle.cells, cand, cageOfSingle);
  if (single) return single;
  return cageCombinationStep(puzzle, cand) ?? ruleOf45Step(puzzle, cand, layout);
}

export const killer: Variant = {
  name: 'killer',
  solve: solveKiller,
  count: countKiller,
  candidates: killerCandidates,
  problems: killerProblems,
  nextStep: (puzzle) => {
    // With no cage information to add (no cells), the classic step is the same.
    if (cagesOf(puzzle).length === 0) return classicNextStep(puzzle.cells);
    return killerNextStep(puzzle);
  },
  cageAt: killerCageAt,
};
