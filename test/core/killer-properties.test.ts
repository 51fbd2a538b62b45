// Properties of random killers: cages of 1 to 6 connected cells cut from random solved grids (the cage sums are the
// grid's), with a few givens. Both killer engines agree, every answer satisfies every cage, candidates and next
// steps never rule out the grid the cages came from. fast-check draws the seeds; a failure prints the one to replay.
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { cageSumRange, countPuzzle, formatGrid, puzzleCandidates, puzzleNextStep, puzzleProblems, solvePuzzle } from '../../src/core/index';
import type { Puzzle } from '../../src/core/index';
import { formatKillerLine, killerSolutionProblem, parseKillerLine, randomKiller } from '../helpers/killer';
import { makeRng } from '../helpers/random';

const BUDGET = 200_000_000;

const seeds = fc.integer({ min: 0, max: 0x7fffffff });

describe('properties of random killers', () => {
  it('the cage layouts are valid: connected, covering, no digit repeated, adding up to 405', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { puzzle } = randomKiller(seed, 0);
        assert.deepEqual(puzzleProblems(puzzle, { expectCoverage: true }), []);
        const cages = puzzle.rules.variant === 'killer' ? puzzle.rules.cages : [];
        assert.ok(cages.every((c) => c.cells.length >= 1 && c.cells.length <= 6));
        // The test helper's line format reads back what it writes.
        assert.equal(formatKillerLine(parseKillerLine(formatKillerLine(puzzle))), formatKillerLine(puzzle));
      }),
      { numRuns: 200 },
    );
  });

  it('both engines agree, and every answer satisfies every cage (a unique one is the grid the cages came from)', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 8 }), (seed, givens) => {
        const { puzzle, solved } = randomKiller(seed, givens);
        const line = formatKillerLine(puzzle);
        const fast = solvePuzzle(puzzle, { budget: BUDGET });
        const dlx = solvePuzzle(puzzle, { engine: 'dlx', budget: BUDGET });
        assert.equal(fast.kind, dlx.kind, `fast says ${fast.kind}, dlx ${dlx.kind}: ${line}`);
        for (const r of [fast, dlx]) {
          assert.ok(r.kind === 'solved' || r.kind === 'multiple', `${r.kind}: ${line}`);
          assert.equal(killerSolutionProblem(puzzle, r.solution), undefined, `${formatGrid(r.solution)}: ${line}`);
          if (r.kind === 'solved') assert.deepEqual(r.solution, solved, line);
        }
        const count = countPuzzle(puzzle, 2, { budget: BUDGET });
        assert.ok(count.kind === 'counted' && count.count === (fast.kind === 'solved' ? 1 : 2), `${JSON.stringify(count)}: ${line}`);
      }),
      { numRuns: 100 },
    );
  });

  it('counts beyond two agree between the engines: each solution is counted once (cages left out give several)', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 6 }), (seed, drop, givens) => {
        const { puzzle, solved } = randomKiller(seed, givens);
        const rng = makeRng(seed ^ 0x5bd1e995);
        const all = puzzle.rules.variant === 'killer' ? puzzle.rules.cages : [];
        const gone = new Set(rng.shuffle(all.map((_, i) => i)).slice(0, drop));
        const p: Puzzle = { cells: puzzle.cells, rules: { variant: 'killer', cages: all.filter((_, i) => !gone.has(i)) } };
        const line = `${formatKillerLine(puzzle)} without cages ${[...gone].join(',')}`;
        const fast = countPuzzle(p, 40, { budget: BUDGET });
        const dlx = countPuzzle(p, 40, { engine: 'dlx', budget: BUDGET });
        assert.ok(fast.kind === 'counted' && dlx.kind === 'counted', `${fast.kind}, ${dlx.kind}: ${line}`);
        assert.equal(fast.count, dlx.count, line);
        assert.ok(fast.count >= 1, line);
        // The grid the cages came from is one of the solutions, so a count of one is that grid.
        if (fast.count === 1) {
          const r = solvePuzzle(p, { budget: BUDGET });
          assert.ok(r.kind === 'solved', `${r.kind}: ${line}`);
          assert.deepEqual(r.solution, solved, line);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a cage sum made impossible is reported with its exact data, with the total, and nothing solves it', () => {
    fc.assert(
      fc.property(seeds, fc.nat(), fc.boolean(), (seed, pick, high) => {
        const { puzzle } = randomKiller(seed, 0);
        const cages = puzzle.rules.variant === 'killer' ? puzzle.rules.cages : [];
        const k = pick % cages.length;
        const size = cages[k].cells.length;
        const { min, max } = cageSumRange(size);
        const sum = high ? max + 1 : min - 1;
        const changed = cages.map((c, i) => (i === k ? { cells: c.cells, sum } : c));
        const total = changed.reduce((t, c) => t + c.sum, 0);
        const p: Puzzle = { cells: puzzle.cells, rules: { variant: 'killer', cages: changed } };
        assert.deepEqual(puzzleProblems(p), [{ kind: 'cage-sum', cage: k, sum, size, min, max }, { kind: 'cage-total', total, expected: 405 }]);
        assert.equal(solvePuzzle(p).kind, 'unsolvable');
      }),
      { numRuns: 100 },
    );
  });

  it('candidates and next steps never rule out the grid the cages came from', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 40 }), (seed, givens) => {
        const { puzzle, solved } = randomKiller(seed, givens);
        const line = formatKillerLine(puzzle);
        const cand = puzzleCandidates(puzzle);
        for (let c = 0; c < 81; c++) {
          if (puzzle.cells[c] === 0) assert.ok(cand[c] & (1 << solved[c]), `r${((c / 9) | 0) + 1}c${(c % 9) + 1} lost ${solved[c]}: ${line}`);
          else assert.equal(cand[c], 0);
        }
        const step = puzzleNextStep(puzzle);
        if (step === undefined) return;
        // The puzzle may have other solutions, so a step is checked against this grid only when it is the only one.
        if (solvePuzzle(puzzle, { budget: BUDGET }).kind !== 'solved') return;
        if (step.cell !== undefined && step.digit !== undefined) assert.equal(step.digit, solved[step.cell], `${step.reason}: ${line}`);
        if ('eliminations' in step) for (const e of step.eliminations) assert.notEqual(e.digit, solved[e.cell], `${step.reason}: ${line}`);
      }),
      { numRuns: 100 },
    );
  });
});
