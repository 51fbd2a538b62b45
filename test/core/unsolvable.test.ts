// Puzzles built to defeat search (issue 7, item 7): Norvig's "impossible" puzzle and its symmetric copies are
// decided as having no solution within the default budget, and the engines agree on every copy.
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { DEFAULT_BUDGET, countSolutions, findConflicts, formatGrid, isSolutionOf, solve } from '../../src/core/index';
import type { Grid } from '../../src/core/types';
import { fixturesDir, loadSet } from '../helpers/data';
import { grid } from '../helpers/grids';
import { makeRng } from '../helpers/random';
import { randomEquivalent } from '../helpers/symmetry';

/** Norvig's "impossible" puzzle: no two givens conflict, and no grid completes it. */
const NORVIG_IMPOSSIBLE = '.....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........';

/** Fixed, so the same 100 copies are checked on every run. */
const COPIES_SEED = 20261201;

function copies(n: number, seed: number): Grid[] {
  const rng = makeRng(seed);
  const base = grid(NORVIG_IMPOSSIBLE);
  return Array.from({ length: n }, (_, i) => (i === 0 ? base : randomEquivalent(base, rng)));
}

describe('puzzles built to defeat search', () => {
  it('a symmetric copy keeps a solvable puzzle solvable, with the solution moved the same way', () => {
    // The copy of a puzzle and the copy of its solution, made with the same draws, are puzzle and solution again.
    const set = loadSet(fixturesDir, 'sudoku-exchange-200');
    for (let i = 0; i < 20; i++) {
      const seed = 1000 + i;
      const p = randomEquivalent(grid(set.puzzles[i]), makeRng(seed));
      const s = randomEquivalent(grid(set.solutions![i]), makeRng(seed));
      const r = solve(p);
      assert.equal(r.kind, 'solved', `line ${i + 1}`);
      assert.ok(r.kind === 'solved' && isSolutionOf(p, s) && formatGrid(r.solution) === formatGrid(s), `line ${i + 1}`);
    }
  });

  it(`the default engine decides Norvig's puzzle and 99 seeded copies as unsolvable within the default budget`, () => {
    let worst = 0;
    copies(100, COPIES_SEED).forEach((g, i) => {
      assert.deepEqual(findConflicts(g), [], `copy ${i}`);
      const r = solve(g);
      assert.equal(r.kind, 'unsolvable', `copy ${i}: ${formatGrid(g, '.')} gave ${r.kind} after ${r.stats.placements} placements`);
      assert.ok(r.stats.placements <= DEFAULT_BUDGET);
      worst = Math.max(worst, r.stats.placements);
      const c = countSolutions(g, 2);
      assert.ok(c.kind === 'counted' && c.count === 0 && !c.limitReached, `copy ${i}: ${JSON.stringify(c)}`);
    });
    // Each copy needed guesses somewhere: the set is not trivially refuted by the givens.
    assert.ok(worst > 100, `most placements on one copy: ${worst}`);
  });

  it('fast and dlx agree on random symmetric copies of the impossible puzzle and of solvable ones', () => {
    const set = loadSet(fixturesDir, 'sudoku-exchange-200');
    const multi = loadSet(fixturesDir, 'multi-solution-40');
    const sources = [NORVIG_IMPOSSIBLE, ...set.puzzles.slice(0, 40), ...multi.puzzles];
    fc.assert(
      fc.property(fc.nat(sources.length - 1), fc.integer({ min: 0, max: 0xffffffff }), (which, seed) => {
        const g = randomEquivalent(grid(sources[which]), makeRng(seed));
        const f = countSolutions(g, 2, { engine: 'fast' });
        const d = countSolutions(g, 2, { engine: 'dlx' });
        assert.equal(f.kind, 'counted', formatGrid(g, '.'));
        assert.deepEqual([f.kind, f.kind === 'counted' ? f.count : -1], [d.kind, d.kind === 'counted' ? d.count : -1], formatGrid(g, '.'));
        const s = solve(g);
        const expected = which === 0 ? 'unsolvable' : which <= 40 ? 'solved' : 'multiple';
        assert.equal(s.kind, expected, formatGrid(g, '.'));
        if (s.kind === 'solved' || s.kind === 'multiple') assert.ok(isSolutionOf(g, s.solution));
      }),
      { seed: COPIES_SEED, numRuns: 300 },
    );
  });
});
