// The generator: every puzzle unique (checked by an engine other than the one that dug it), minimal, symmetric
// when asked, within its givens band, and the same for the same seed whatever else is generated.
import * as assert from 'node:assert/strict';
import { countSolutions, findConflicts, formatGrid, isSolutionOf } from '../../src/core/index';
import { DEFAULT_MAX_CAGE, KILLER_LEVELS, LEVELS, SYMMETRIES, generateKiller, generatePuzzle, isKillerMinimal, killerPuzzle, killerUnique, hasSymmetry, inBand, isMinimal, randomSolvedGrid, rateForGenerator, requestProblem } from '../../src/core/generate/index';
import type { LevelName } from '../../src/core/generate/index';
import { countPuzzle, rate, roundRating } from '../../src/core/index';
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
      const n = 6;
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
    assert.match(requestProblem({ rating: { min: 12, max: 13 } }) ?? '', /1\.0 to 11\.9/);
    assert.match(requestProblem({ technique: 'x-ray-wing' }) ?? '', /unknown technique 'x-ray-wing'/);
    assert.equal(requestProblem({ technique: 'x-chain', rating: { min: 6.5, max: 7 } }), undefined);
    const r = generatePuzzle(1, 0, { givens: { min: 17, max: 17 }, maxAttempts: 20 });
    assert.deepEqual(r, { kind: 'exhausted', attempts: 20 });
  });

  for (const level of Object.keys(LEVELS) as LevelName[]) {
    it(`${level} (${LEVELS[level].min.toFixed(1)}-${LEVELS[level].max.toFixed(1)}): every puzzle rates in the band by a full rating, and is unique and minimal`, () => {
      for (let i = 0; i < 3; i++) {
        const r = generated(generatePuzzle(31, i, { rating: LEVELS[level] }));
        const where = `${level} #${i}: ${formatGrid(r.puzzle)}`;
        const full = rate(r.puzzle, { keepSteps: false });
        assert.equal(full.kind, 'rated', where);
        if (full.kind !== 'rated') continue;
        assert.equal(roundRating(full.rating), r.rating, where);
        assert.ok(inBand(full.rating, LEVELS[level]), `${where}: rated ${full.rating}`);
        assert.ok(uniqueByBacktrack(r.puzzle), `not unique: ${where}`);
        assert.ok(isMinimal(r.puzzle, uniqueByBacktrack), `not minimal: ${where}`);
      }
    });
  }

  it('gives puzzles whose hardest technique is the one asked for', () => {
    for (let i = 0; i < 3; i++) {
      const r = generated(generatePuzzle(8, i, { technique: 'naked-pair' }));
      assert.equal(r.technique, 'naked-pair');
      const full = rate(r.puzzle, { keepSteps: false });
      assert.ok(full.kind === 'rated' && full.hardest?.technique === 'naked-pair', formatGrid(r.puzzle));
    }
  });

  it('stops a rating at the band ceiling without changing what it says below it', () => {
    let below = 0;
    for (let i = 0; i < 30; i++) {
      const r = generated(generatePuzzle(77, i, {}));
      const full = rate(r.puzzle, { keepSteps: false });
      assert.equal(full.kind, 'rated');
      if (full.kind !== 'rated') continue;
      const capped = rateForGenerator(r.puzzle, 3.0);
      if (roundRating(full.rating) <= 3.0) {
        below++;
        assert.deepEqual(capped, rateForGenerator(r.puzzle), formatGrid(r.puzzle));
        assert.equal(capped?.rating, roundRating(full.rating));
      } else {
        assert.equal(capped, undefined, formatGrid(r.puzzle));
      }
    }
    assert.ok(below > 0 && below < 30, `both sides of the ceiling are exercised (${below} of 30 below)`);
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

describe('generate: killer puzzles', () => {
  /** The cells of a cage are orthogonally connected. */
  function connected(cells: readonly number[]): boolean {
    const set = new Set(cells);
    const seen = new Set([cells[0]]);
    const todo = [cells[0]];
    while (todo.length > 0) {
      const c = todo.pop()!;
      for (const n of [c - 9, c + 9, c % 9 > 0 ? c - 1 : -1, c % 9 < 8 ? c + 1 : -1]) {
        if (set.has(n) && !seen.has(n)) {
          seen.add(n);
          todo.push(n);
        }
      }
    }
    return seen.size === cells.length;
  }

  it('makes cages that cover the grid, connected, with distinct digits adding up to their sums; unique by the exact cover; minimal in cages', () => {
    for (let i = 0; i < 2; i++) {
      const r = generateKiller(12, i);
      assert.equal(r.kind, 'generated');
      if (r.kind !== 'generated') continue;
      const covered = r.cages.flatMap((c) => [...c.cells]).sort((a, b) => a - b);
      assert.deepEqual(covered, Array.from({ length: 81 }, (_, k) => k));
      for (const cage of r.cages) {
        assert.ok(cage.cells.length <= DEFAULT_MAX_CAGE && connected(cage.cells), JSON.stringify(cage));
        const digits: number[] = cage.cells.map((c: number): number => r.solution[c]);
        assert.equal(new Set(digits).size, digits.length);
        assert.equal(digits.reduce((a, b) => a + b, 0), cage.sum);
      }
      assert.ok(isSolutionOf(new Uint8Array(81), r.solution));
      assert.ok(killerUnique(r.cages, 'dlx'), `not unique by dlx: puzzle ${i}`);
      assert.ok(isKillerMinimal(r.cages, r.solution, DEFAULT_MAX_CAGE), `not minimal in cages: puzzle ${i}`);
    }
  });

  it('keeps to an effort band, and the same seed gives the same cages', () => {
    const a = generateKiller(3, 0, { effort: KILLER_LEVELS.medium });
    const b = generateKiller(3, 0, { effort: KILLER_LEVELS.medium });
    assert.deepEqual(a, b);
    assert.ok(a.kind === 'generated' && a.guesses >= 1 && a.guesses <= 20);
    const c = countPuzzle(killerPuzzle(a.kind === 'generated' ? a.cages : []), 2, { engine: 'fast' });
    assert.ok(c.kind === 'counted' && c.count === 1 && a.kind === 'generated' && c.stats.guesses === a.guesses);
  });
});
