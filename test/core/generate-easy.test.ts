// The easy path of the generator (src/core/generate/easy.ts): every puzzle unique by engines that took no part in
// making it, minimal by the plain definition, rated in its band by the full rater; its shortcuts (the singles
// closures, the rating without the explainer, the unavoidable sets) checked against the slow ways.
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { countSolutions, formatGrid, rate, roundRating } from '../../src/core/index';
import { LEVELS, SYMMETRIES, generatePuzzle, hasSymmetry, isMinimal, randomSolvedGrid } from '../../src/core/generate/index';
import type { GenerateResult } from '../../src/core/generate/index';
import { digEasy, digEasyOn, digEasySeeded, hiddenSinglesSolve, singlesRating, takesEasyPath } from '../../src/core/generate/easy';
import { necessaryBySets } from '../../src/core/generate/sets';
import { digClassic } from '../../src/core/generate/classic';
import { HIDDEN_SINGLES, solvesPuzzle } from '../../src/core/generate/bounds';
import { makeRandom, mixSeed } from '../../src/core/random';
import { ENGINES } from '../../src/core/engines';
import { wasmEasyAttempt } from '../../src/core/wasm/engine';
import { fixturesDir, readLines } from '../helpers/data';

/** Exactly one solution, by dancing links (the easy path decides uniqueness by hidden singles and checks it with the WebAssembly search). */
function uniqueByDlx(cells: Uint8Array): boolean {
  const c = countSolutions(cells, 2, { engine: 'dlx', budget: 50_000_000 });
  assert.equal(c.kind, 'counted', `dlx could not count ${formatGrid(cells)}`);
  return c.kind === 'counted' && c.count === 1;
}

function generated(r: GenerateResult): Extract<GenerateResult, { kind: 'generated' }> {
  assert.equal(r.kind, 'generated');
  return r as Extract<GenerateResult, { kind: 'generated' }>;
}

function digits(line: string): Uint8Array {
  return Uint8Array.from(line.slice(0, 81), (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0));
}

/** A random subset of a random solved grid, each cell kept with probability `keep` / 8. */
function randomSubset(seed: number, keep: number): { puzzle: Uint8Array; solution: Uint8Array } {
  const random = makeRandom(seed);
  const solution = randomSolvedGrid(random);
  const puzzle = solution.map((d) => (random.int(8) < keep ? d : 0));
  return { puzzle, solution };
}

/** randomSolvedGrid as it was written first, with lists: the typed-array version must draw and give the same. */
function referenceGrid(random: ReturnType<typeof makeRandom>): Uint8Array {
  const permutation = (n: number): number[] => random.shuffle(Array.from({ length: n }, (_, i) => i));
  const lineOrder = (): number[] => {
    const out: number[] = [];
    for (const band of permutation(3)) for (const line of permutation(3)) out.push(band * 3 + line);
    return out;
  };
  const start = new Uint8Array(81);
  for (const box of [0, 4, 8]) {
    const d = permutation(9);
    for (let i = 0; i < 9; i++) start[(((box / 3) | 0) * 3 + ((i / 3) | 0)) * 9 + (box % 3) * 3 + (i % 3)] = d[i] + 1;
  }
  const filled = new Uint8Array(81);
  // The first solution of the search randomSolvedGrid uses (`fast` is the same search as `wasm`).
  assert.equal(ENGINES.fast(start, 1, Number.MAX_SAFE_INTEGER, undefined, filled).count, 1);
  const relabel = [0, ...permutation(9).map((d) => d + 1)];
  const rows = lineOrder();
  const cols = lineOrder();
  const transpose = random.int(2) === 1;
  return Uint8Array.from({ length: 81 }, (_, k) => {
    const r = (k / 9) | 0;
    const c = k % 9;
    return relabel[filled[transpose ? cols[c] * 9 + rows[r] : rows[r] * 9 + cols[c]]];
  });
}

describe('generate: the easy path', function () {
  this.timeout(120_000);

  it('randomSolvedGrid makes the grids, and leaves the random stream where, the list version does', () => {
    for (let i = 0; i < 300; i++) {
      const a = makeRandom(mixSeed(41, i));
      const b = makeRandom(mixSeed(41, i));
      assert.deepEqual(randomSolvedGrid(a), referenceGrid(b), `seed #${i}`);
      assert.equal(a.nextUint32(), b.nextUint32(), `seed #${i}: the stream moved on differently`);
    }
  });

  it('takes easy bands only, without a technique', () => {
    assert.ok(takesEasyPath({ rating: LEVELS.easy }));
    assert.ok(takesEasyPath({ rating: { min: 1.2, max: 1.5 }, symmetry: 'mirror', givens: { min: 20, max: 30 } }));
    assert.ok(!takesEasyPath({}));
    assert.ok(!takesEasyPath({ rating: LEVELS.medium }));
    assert.ok(!takesEasyPath({ rating: { min: 1.0, max: 1.6 } }));
    assert.ok(!takesEasyPath({ rating: LEVELS.easy, technique: 'hidden-single' }));
  });

  it('every easy puzzle over 300 seeds: unique by dancing links, minimal by the plain definition, rated in the band by the full rater', () => {
    const ratings = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const r = generated(generatePuzzle(mixSeed(88, i), i, { rating: LEVELS.easy }));
      const where = `easy #${i}: ${formatGrid(r.puzzle)}`;
      assert.ok(uniqueByDlx(r.puzzle), `not unique: ${where}`);
      assert.ok(isMinimal(r.puzzle, uniqueByDlx), `not minimal: ${where}`);
      const full = rate(r.puzzle, { keepSteps: false });
      assert.equal(full.kind, 'rated', where);
      if (full.kind !== 'rated') continue;
      assert.equal(roundRating(full.rating), r.rating, where);
      assert.equal(full.hardest?.technique, r.technique, where);
      assert.ok(roundRating(full.rating) <= 1.5, `${where}: rated ${full.rating}`);
      assert.equal(r.givens, r.puzzle.filter((d) => d !== 0).length);
      assert.ok(r.puzzle.every((d, k) => d === 0 || d === r.solution[k]), where);
      ratings.add(r.rating!);
    }
    // Both of the ratings an easy dig gives are exercised (1.0 needs full houses alone, which minimal puzzles never allow).
    assert.deepEqual([...ratings].sort(), [1.2, 1.5]);
  });

  it('keeps to a band inside easy (1.5-1.5), to a givens band, and to each symmetry', () => {
    for (let i = 0; i < 6; i++) {
      const r = generated(generatePuzzle(7, i, { rating: { min: 1.5, max: 1.5 } }));
      const full = rate(r.puzzle, { keepSteps: false });
      assert.ok(full.kind === 'rated' && roundRating(full.rating) === 1.5, formatGrid(r.puzzle));
    }
    for (let i = 0; i < 6; i++) {
      const r = generated(generatePuzzle(8, i, { rating: LEVELS.easy, givens: { min: 26, max: 27 } }));
      assert.ok(r.givens >= 26 && r.givens <= 27, String(r.givens));
    }
    for (const symmetry of SYMMETRIES) {
      for (let i = 0; i < 4; i++) {
        const r = generated(generatePuzzle(9, i, { rating: LEVELS.easy, symmetry }));
        const where = `${symmetry} #${i}: ${formatGrid(r.puzzle)}`;
        assert.ok(hasSymmetry(r.puzzle, symmetry), `not ${symmetry}: ${where}`);
        assert.ok(uniqueByDlx(r.puzzle), `not unique: ${where}`);
        assert.ok(isMinimal(r.puzzle, uniqueByDlx), `not minimal: ${where}`);
        assert.ok(solvesPuzzle(r.puzzle, HIDDEN_SINGLES), `not solved by hidden singles: ${where}`);
      }
    }
  });

  it('is reproducible: the same seed and index give the same puzzle, whatever was generated before', () => {
    const request = { rating: LEVELS.easy };
    const first = [0, 1, 2, 3, 4].map((i) => formatGrid(generated(generatePuzzle(99, i, request)).puzzle));
    const reversed = [4, 3, 2, 1, 0].map((i) => formatGrid(generated(generatePuzzle(99, i, request)).puzzle));
    assert.deepEqual(reversed.reverse(), first);
    assert.equal(new Set(first).size, 5);
    // Every attempt at one index digs the index's own grid: the solution is that grid however many attempts it
    // took, and no two indices share one.
    const solutions = new Set<string>();
    let retried = 0;
    for (let i = 0; i < 60; i++) {
      const r = generated(generatePuzzle(99, i, request));
      assert.deepEqual(r.solution, randomSolvedGrid(makeRandom(mixSeed(99, i, 0))), `#${i}, ${r.attempts} attempts`);
      solutions.add(formatGrid(r.solution));
      if (r.attempts > 1) retried++;
    }
    assert.equal(solutions.size, 60);
    assert.ok(retried > 10, `${retried} of 60 took more than one attempt`);
    // A dig depends on its random stream only.
    const a = digEasy(makeRandom(12345), 'rotational');
    digEasy(makeRandom(777), 'none');
    assert.deepEqual(digEasy(makeRandom(12345), 'rotational'), a);
  });

  it('the WebAssembly dig and the JavaScript one give the same puzzles, for every symmetry', () => {
    let kept = 0;
    for (const symmetry of SYMMETRIES) {
      for (let i = 0; i < 300; i++) {
        const seed = mixSeed(616, i);
        // The whole attempt in WebAssembly (grid and shuffle too, from their own streams) draws the same: the same dig.
        const gridSeed = mixSeed(617, i >> 2);
        const onGrid = digEasyOn(randomSolvedGrid(makeRandom(gridSeed)), makeRandom(seed), symmetry);
        assert.deepEqual(digEasySeeded(gridSeed, seed, symmetry, 'wasm'), onGrid, `${symmetry} #${i}, seeded`);
        assert.deepEqual(digEasySeeded(gridSeed, seed, symmetry, 'js'), onGrid, `${symmetry} #${i}, seeded in JavaScript`);
        if (onGrid) kept++;
      }
    }
    assert.ok(kept > 100, `${kept} digs kept`);
    // Attempts one after another on one grid, as generateEasy makes them: WebAssembly keeps the grid and its sets
    // from the first, and still digs what JavaScript digs from the grid made afresh.
    for (const symmetry of SYMMETRIES) {
      for (let g = 0; g < 25; g++) {
        const gridSeed = mixSeed(619, g);
        const seeds = [1, 2, 3, 4].map((a) => mixSeed(619, g, a));
        const inWasm = seeds.map((seed) => digEasySeeded(gridSeed, seed, symmetry, 'wasm'));
        seeds.forEach((seed, a) => {
          const inJs = digEasyOn(randomSolvedGrid(makeRandom(gridSeed)), makeRandom(seed), symmetry);
          assert.deepEqual(inWasm[a], inJs, `${symmetry} grid #${g}, attempt ${a + 1}`);
        });
      }
    }
  });

  it('the whole attempt in WebAssembly makes randomSolvedGrid\'s grid from the same seed, even with no orbit to dig', () => {
    for (let i = 0; i < 50; i++) {
      const seed = mixSeed(717, i);
      const puzzle = new Uint8Array(81);
      const solution = new Uint8Array(81);
      // No orbit: nothing is removed, and nothing is searched (the orbits list the cells to try).
      assert.equal(wasmEasyAttempt(seed, mixSeed(718, i), new Uint8Array(0), 0, 1_000_000, puzzle, solution), 10, `#${i}`);
      assert.deepEqual(solution, randomSolvedGrid(makeRandom(seed)), `#${i}`);
      assert.deepEqual(puzzle, solution, `#${i}`);
    }
  });

  it('gives up, saying how many attempts it made, on a givens band it cannot meet', () => {
    assert.deepEqual(generatePuzzle(1, 0, { rating: LEVELS.easy, givens: { min: 17, max: 18 }, maxAttempts: 30 }), { kind: 'exhausted', attempts: 30 });
    const ac = new AbortController();
    ac.abort();
    assert.deepEqual(generatePuzzle(1, 0, { rating: LEVELS.easy, signal: ac.signal }), { kind: 'stopped', attempts: 0 });
  });

  it('a dig that does not end minimal is refused, and a kept dig is solved by hidden singles with all its givens needed', () => {
    let refused = 0;
    let kept = 0;
    for (let i = 0; i < 60; i++) {
      const seed = mixSeed(515, i);
      const dug = digEasy(makeRandom(seed), 'none');
      if (dug === undefined) {
        refused++;
        continue;
      }
      kept++;
      assert.ok(solvesPuzzle(dug.puzzle, HIDDEN_SINGLES));
      // No given can go with hidden singles still solving it (the dig's one pass leaves it so).
      for (let c = 0; c < 81; c++) {
        if (dug.puzzle[c] === 0) continue;
        const probe = dug.puzzle.slice();
        probe[c] = 0;
        assert.ok(!solvesPuzzle(probe, HIDDEN_SINGLES), `given ${c} can go: ${formatGrid(dug.puzzle)}`);
      }
    }
    assert.ok(refused > 0 && kept > 0, `${refused} refused, ${kept} kept`);
  });

  it('the bitboard closure of hidden singles agrees with bounds.ts on puzzles of every density', () => {
    const seen = [0, 0];
    for (let i = 0; i < 400; i++) {
      const { puzzle } = randomSubset(mixSeed(31, i), 2 + (i % 5));
      const want = solvesPuzzle(puzzle, HIDDEN_SINGLES);
      assert.equal(hiddenSinglesSolve(puzzle), want, formatGrid(puzzle));
      seen[want ? 1 : 0]++;
    }
    for (const line of readLines(path.join(fixturesDir, 'sudoku-exchange-200.txt'))) {
      const cells = digits(line);
      const want = solvesPuzzle(cells, HIDDEN_SINGLES);
      assert.equal(hiddenSinglesSolve(cells), want, line);
    }
    assert.ok(seen[0] > 20 && seen[1] > 20, `solved ${seen[1]}, not ${seen[0]}`);
  });

  it('singlesRating is the full rating and technique of every puzzle rated 1.5 or less, and undefined over it', () => {
    const puzzles: [string, Uint8Array][] = [];
    for (let i = 0; i < 120; i++) puzzles.push([`dig ${i}`, digClassic(mixSeed(4243, i), 'none').puzzle]);
    // Denser puzzles too, where full houses alone can solve (1.0) and box singles alone (1.2).
    for (let i = 0; i < 120; i++) {
      const { puzzle } = randomSubset(mixSeed(32, i), 5 + (i % 3));
      if (uniqueByDlx(puzzle)) puzzles.push([`subset ${i}`, puzzle]);
    }
    for (const line of readLines(path.join(fixturesDir, 'sudoku-exchange-200.txt')).slice(0, 60)) puzzles.push([line, digits(line)]);
    const got = new Map<number, number>();
    for (const [where, cells] of puzzles) {
      const full = rate(cells, { keepSteps: false });
      assert.equal(full.kind, 'rated', where);
      if (full.kind !== 'rated') continue;
      const rating = roundRating(full.rating);
      const mine = singlesRating(cells);
      if (rating <= 1.5) assert.deepEqual(mine, { rating, technique: full.hardest?.technique }, `${where}: ${formatGrid(cells)}`);
      else assert.equal(mine, undefined, `${where}, rated ${rating}`);
      got.set(mine?.rating ?? 0, (got.get(mine?.rating ?? 0) ?? 0) + 1);
    }
    for (const r of [0, 1.0, 1.2, 1.5]) assert.ok((got.get(r) ?? 0) > 0, `no puzzle rated ${r || 'over 1.5'}: ${JSON.stringify([...got])}`);
  });

  it('a given proven necessary by an unavoidable set really leaves several solutions (brute force)', () => {
    let marked = 0;
    let givens = 0;
    for (let i = 0; i < 150; i++) {
      const { puzzle, solution } = randomSubset(mixSeed(33, i), 2 + (i % 3));
      const necessary = new Uint8Array(81);
      const n = necessaryBySets(puzzle, solution, necessary);
      assert.equal(n, necessary.reduce((a, b) => a + b, 0));
      for (let c = 0; c < 81; c++) {
        if (puzzle[c] !== 0) givens++;
        if (necessary[c] === 0) continue;
        assert.notEqual(puzzle[c], 0);
        marked++;
        const probe = puzzle.slice();
        probe[c] = 0;
        const count = countSolutions(probe, 2, { engine: 'dlx', budget: 50_000_000 });
        assert.ok(count.kind === 'counted' && count.count === 2, `given ${c} marked necessary, yet ${formatGrid(probe)} has one solution`);
      }
    }
    // The sets prove a good share of the givens (most of them on sparse puzzles), so the check is not vacuous.
    assert.ok(marked > givens / 10, `${marked} of ${givens} givens marked`);
  });
});
