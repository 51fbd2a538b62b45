// The generator: every puzzle unique (checked by an engine other than the one that dug it), minimal, symmetric
// when asked, within its givens band, and the same for the same seed whatever else is generated.
import * as assert from 'node:assert/strict';
import { countSolutions, findConflicts, formatGrid, isSolutionOf } from '../../src/core/index';
import { LEVELS, SYMMETRIES, generatePuzzle, hasSymmetry, inBand, isMinimal, randomSolvedGrid, requestProblem } from '../../src/core/generate/index';
import type { GenerateResult } from '../../src/core/generate/index';
import { makeRandom, mixSeed } from '../../src/core/random';

/** Exactly one solution, counted by the backtracking engine (the generator digs with `fast` and checks with `dlx`). */
function uniqueByBacktrack(cells: Uint8Array): boolean {
  const c = countSolutions(cells, 2, { engine: 'backtrack', budget: 200_000_000 });
  assert.equal(c.kind, 'counted', `backtrack could not count ${formatGrid(cells)}`);
  return c.kind === 'counted' && c.count === 1;
}

function generated(r: GenerateResult): Extract<GenerateResult, { kind: 'generated' }> {
  assert.equal(r.kind, 'generated');
  return r as Extract<GenerateResult, { kind: 'generated' }>;
}

describe('generate: classic puzzles', () => {
  it('random solved grids are valid, and differ from seed to seed', () => {
    const seen = new Set<string>();
    for (let s = 0; s < 200; s++) {
      const g = randomSolvedGrid(makeRandom(mixSeed(7, s)));
      assert.ok(isSolutionOf(new Uint8Array(81), g), formatGrid(g));
      seen.add(formatGrid(g));
    }
    assert.equal(seen.size, 200);
  });

  for (const symmetry of SYMMETRIES) {
    it(`${symmetry} symmetry: unique by a third engine, minimal, symmetric, givens consistent`, () => {
      const n = symmetry === 'none' ? 40 : 12;
      for (let i = 0; i < n; i++) {
        const r = generated(generatePuzzle(2026, i, { symmetry }));
        const where = `${symmetry} #${i}: ${formatGrid(r.puzzle)}`;
        assert.equal(findConflicts(r.puzzle).length, 0, where);
        assert.ok(isSolutionOf(r.puzzle, r.solution), where);
        assert.ok(uniqueByBacktrack(r.puzzle), `not unique: ${where}`);
        assert.ok(isMinimal(r.puzzle, uniqueByBacktrack), `not minimal: ${where}`);
        assert.ok(hasSymmetry(r.puzzle, symmetry), `not ${symmetry}: ${where}`);
        assert.equal(r.givens, r.puzzle.filter((d) => d !== 0).length);
      }
    });
  }

  it('is reproducible: the same seed and index give the same puzzle, whatever was generated before', () => {
    const first = [0, 1, 2, 3].map((i) => formatGrid(generated(generatePuzzle(99, i, { symmetry: 'rotational' })).puzzle));
    const reversed = [3, 2, 1, 0].map((i) => formatGrid(generated(generatePuzzle(99, i, { symmetry: 'rotational' })).puzzle));
    assert.deepEqual(reversed.reverse(), first);
    assert.equal(new Set(first).size, 4);
    assert.notEqual(formatGrid(generated(generatePuzzle(100, 0, { symmetry: 'rotational' })).puzzle), first[0]);
  });

  it('keeps to a givens band, trying again until an attempt lands in it', () => {
    for (let i = 0; i < 10; i++) {
      const r = generated(generatePuzzle(5, i, { givens: { min: 27, max: 28 } }));
      assert.ok(r.givens >= 27 && r.givens <= 28, String(r.givens));
    }
  });

  it('refuses a request that can never be met, and gives up on one it cannot meet in its attempts', () => {
    assert.match(requestProblem({ givens: { min: 10, max: 12 } }) ?? '', /17 to 80 givens/);
    assert.throws(() => generatePuzzle(1, 0, { givens: { min: 10, max: 12 } }), RangeError);
    assert.match(requestProblem({ rating: { min: 11, max: 12.5 } }) ?? '', /a rater/);
    assert.match(requestProblem({ rating: { min: 12, max: 13 }, rate: () => ({ rating: 1, technique: 'x' }) }) ?? '', /1\.0 to 11\.9/);
    const r = generatePuzzle(1, 0, { givens: { min: 17, max: 17 }, maxAttempts: 20 });
    assert.deepEqual(r, { kind: 'exhausted', attempts: 20 });
  });

  it('stops when its signal is aborted', () => {
    const ac = new AbortController();
    ac.abort();
    assert.deepEqual(generatePuzzle(1, 0, { signal: ac.signal }), { kind: 'stopped', attempts: 0 });
  });

  it('names its levels as bands of the SE scale, compared in tenths', () => {
    assert.deepEqual(LEVELS.hard, { min: 2.6, max: 4.0 });
    assert.ok(inBand(2.6, LEVELS.hard) && inBand(4.0, LEVELS.hard) && !inBand(2.5, LEVELS.hard) && !inBand(4.1, LEVELS.hard));
    assert.ok(inBand(0.1 + 0.2 + 1.2, LEVELS.easy));
  });
});
