// Properties on random puzzles cut from random solved grids: valid answers, every given kept, the three engines agree.
// Each run draws a fresh seed (printed on failure); SUDOKU_SEED=<n> replays one.
import * as assert from 'node:assert/strict';
import { PEERS, countSolutions, findConflicts, formatGrid, isSolutionOf, solve } from '../../src/core/index';
import type { EngineName, Grid, SolveResult } from '../../src/core/types';
import { addConflict, addWrongGiven, makeUniquePuzzle, randomSolvedGrid, removeCells } from '../helpers/grids';
import { makeRng, testSeed } from '../helpers/random';
import type { Rng } from '../helpers/random';

const SEED = testSeed();
const ENGINES: readonly EngineName[] = ['fast', 'dlx', 'backtrack'];
/**
 * Reading-order backtracking takes part only on puzzles with at least 30 givens: there it needs under a
 * million placements (770,000 at most over 5,000 random puzzles), so this budget never ends its search.
 */
const BACKTRACK_BUDGET = 50_000_000;
const BUDGET = 50_000_000;

function budgetFor(engine: EngineName): number {
  return engine === 'backtrack' ? BACKTRACK_BUDGET : BUDGET;
}

/** A generator for one test, so each test replays alone from the seed. */
function rngFor(test: number): Rng {
  return makeRng((SEED ^ Math.imul(test + 1, 0x9e3779b1)) >>> 0);
}

function where(i: number, puzzle: Grid): string {
  return `seed ${SEED}, puzzle ${i}: ${formatGrid(puzzle)}`;
}

function solveWith(engine: EngineName, puzzle: Grid): SolveResult {
  return solve(puzzle, { engine, budget: budgetFor(engine) });
}

/** A puzzle with exactly one solution per the dlx engine (the engines under test cross-check it). */
function uniquePuzzle(solved: Grid, rng: Rng, minGivens: number): Grid {
  return makeUniquePuzzle(solved, rng, (g, limit) => {
    const c = countSolutions(g, limit, { engine: 'dlx', budget: BUDGET });
    assert.equal(c.kind, 'counted', `seed ${SEED}: dlx could not count ${formatGrid(g)}`);
    return c.kind === 'counted' ? c.count : -1;
  }, minGivens);
}

/**
 * Solves `puzzle` (cut from `solved`) with each engine: all give the same kind, each answer is a valid grid
 * that keeps every given, a unique answer is `solved` itself, and countSolutions(2) agrees with the kind.
 */
function checkAgreement(i: number, puzzle: Grid, solved: Grid, engines: readonly EngineName[]): void {
  const w = where(i, puzzle);
  const results = engines.map((engine) => [engine, solveWith(engine, puzzle)] as const);
  const kind = results[0][1].kind;
  for (const [engine, r] of results) {
    assert.equal(r.kind, kind, `${engine} says ${r.kind}, ${engines[0]} says ${kind}; ${w}`);
    assert.ok(r.kind === 'solved' || r.kind === 'multiple', `${engine} says ${r.kind}; ${w}`);
    assert.ok(isSolutionOf(puzzle, r.solution), `${engine}: ${formatGrid(r.solution)} is not a solution; ${w}`);
    if (r.kind === 'solved') assert.deepEqual(r.solution, solved, `${engine}: a unique solution must be the grid the puzzle came from; ${w}`);
    const c = countSolutions(puzzle, 2, { engine, budget: budgetFor(engine) });
    assert.ok(c.kind === 'counted' && c.count === (kind === 'solved' ? 1 : 2), `${engine}: countSolutions(2) gave ${JSON.stringify(c)}; ${w}`);
  }
}

describe(`properties of random puzzles (seed ${SEED})`, () => {
  afterEach(function () {
    if (this.currentTest?.state === 'failed') console.log(`properties: replay with SUDOKU_SEED=${SEED}`);
  });

  it('the generator replays the same numbers from the same seed', () => {
    const a = makeRng(SEED);
    const b = makeRng(SEED);
    const xs = Array.from({ length: 100 }, () => a.next());
    assert.deepEqual(Array.from({ length: 100 }, () => b.next()), xs);
    assert.ok(xs.every((x) => x >= 0 && x < 1));
    assert.ok(new Set(xs).size > 95, 'the numbers vary');
    assert.equal(formatGrid(randomSolvedGrid(makeRng(SEED))), formatGrid(randomSolvedGrid(makeRng(SEED))));
  });

  it('random solved grids are valid and differ from each other', () => {
    const rng = rngFor(0);
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const g = randomSolvedGrid(rng);
      assert.ok(isSolutionOf(new Uint8Array(81), g), `seed ${SEED}: ${formatGrid(g)}`);
      seen.add(formatGrid(g));
    }
    assert.equal(seen.size, 50);
  });

  it('all three engines agree on 500 puzzles with 30 to 51 givens', () => {
    const rng = rngFor(1);
    const kinds = { solved: 0, multiple: 0 };
    for (let i = 0; i < 500; i++) {
      const solved = randomSolvedGrid(rng);
      const puzzle = removeCells(solved, 30 + rng.int(22), rng);
      checkAgreement(i, puzzle, solved, ENGINES);
      kinds[solve(puzzle).kind === 'solved' ? 'solved' : 'multiple']++;
    }
    assert.ok(kinds.solved > 0 && kinds.multiple > 0, `seed ${SEED}: both kinds occur (${JSON.stringify(kinds)})`);
  });

  it('fast and dlx agree on 500 puzzles with 17 to 29 givens', () => {
    const rng = rngFor(2);
    for (let i = 0; i < 500; i++) {
      const solved = randomSolvedGrid(rng);
      checkAgreement(i, removeCells(solved, 52 + rng.int(13), rng), solved, ['fast', 'dlx']);
    }
  });

  it('unique puzzles down to 30 givens solve to their source grid on all three engines', () => {
    const rng = rngFor(3);
    for (let i = 0; i < 60; i++) {
      const solved = randomSolvedGrid(rng);
      const puzzle = uniquePuzzle(solved, rng, 30);
      checkAgreement(i, puzzle, solved, ENGINES);
      assert.equal(solve(puzzle).kind, 'solved', where(i, puzzle));
    }
  });

  it('minimal unique puzzles (no given can go) solve to their source grid on fast and dlx', () => {
    const rng = rngFor(4);
    for (let i = 0; i < 60; i++) {
      const solved = randomSolvedGrid(rng);
      const puzzle = uniquePuzzle(solved, rng, 17);
      checkAgreement(i, puzzle, solved, ['fast', 'dlx']);
      assert.equal(solve(puzzle).kind, 'solved', where(i, puzzle));
    }
  });

  it('conflicting givens are invalid on every engine, with every conflicting pair', () => {
    const rng = rngFor(5);
    for (let i = 0; i < 100; i++) {
      const puzzle = addConflict(removeCells(randomSolvedGrid(rng), 30 + rng.int(40), rng), rng);
      const expected = findConflicts(puzzle);
      assert.ok(expected.length > 0);
      for (const engine of ENGINES) {
        const r = solve(puzzle, { engine });
        assert.equal(r.kind, 'invalid', `${engine}; ${where(i, puzzle)}`);
        if (r.kind === 'invalid') assert.deepEqual(r.conflicts, expected, `${engine}; ${where(i, puzzle)}`);
        assert.equal(countSolutions(puzzle, 2, { engine }).kind, 'invalid', `${engine}; ${where(i, puzzle)}`);
      }
    }
  });

  it('random givens that break no unit get the same verdict from fast and dlx', () => {
    const rng = rngFor(7);
    const kinds = new Map<string, number>();
    for (let i = 0; i < 500; i++) {
      const puzzle = new Uint8Array(81);
      const draws = 15 + rng.int(25);
      for (let t = 0; t < draws; t++) {
        const cell = rng.int(81);
        const digit = 1 + rng.int(9);
        let clash = false;
        for (let j = 0; j < 20; j++) if (puzzle[PEERS[cell * 20 + j]] === digit) clash = true;
        if (!clash) puzzle[cell] = digit;
      }
      assert.deepEqual(findConflicts(puzzle), [], where(i, puzzle));
      const f = solve(puzzle, { engine: 'fast', budget: BUDGET });
      const d = solve(puzzle, { engine: 'dlx', budget: BUDGET });
      assert.equal(f.kind, d.kind, where(i, puzzle));
      if (f.kind === 'solved' || f.kind === 'multiple') {
        assert.ok(isSolutionOf(puzzle, f.solution), where(i, puzzle));
        if (f.kind === 'solved' && d.kind === 'solved') assert.deepEqual(f.solution, d.solution, where(i, puzzle));
      } else {
        assert.equal(f.kind, 'unsolvable', where(i, puzzle));
      }
      kinds.set(f.kind, (kinds.get(f.kind) ?? 0) + 1);
    }
    assert.ok((kinds.get('unsolvable') ?? 0) > 0 && (kinds.get('multiple') ?? 0) > 0, `seed ${SEED}: ${JSON.stringify([...kinds])}`);
  });

  it('a wrong given that breaks no unit makes a unique puzzle unsolvable on every engine', () => {
    const rng = rngFor(6);
    for (let i = 0; i < 80; i++) {
      const solved = randomSolvedGrid(rng);
      // Half with 30+ givens for all three engines, half minimal for fast and dlx.
      const minGivens = i % 2 === 0 ? 30 : 17;
      const engines = minGivens === 30 ? ENGINES : (['fast', 'dlx'] as const);
      const puzzle = addWrongGiven(uniquePuzzle(solved, rng, minGivens), solved, rng);
      assert.ok(puzzle, `seed ${SEED}: no cell takes a wrong digit without a conflict`);
      assert.deepEqual(findConflicts(puzzle), [], where(i, puzzle));
      for (const engine of engines) {
        assert.equal(solveWith(engine, puzzle).kind, 'unsolvable', `${engine}; ${where(i, puzzle)}`);
        const c = countSolutions(puzzle, 2, { engine, budget: budgetFor(engine) });
        assert.ok(c.kind === 'counted' && c.count === 0 && !c.limitReached, `${engine}: ${JSON.stringify(c)}; ${where(i, puzzle)}`);
      }
    }
  });
});
