// The WebAssembly killer search (wasm/killer.c) against the JS one (src/core/killer/search.ts): the same count, first
// solution, placements and guesses on every puzzle tried, the same stop under a budget and at an aborted signal. They
// make the same decisions by design, so any difference in these figures is a divergence of the port. Puzzles: the
// killer fixtures, samples of the shared killer sets (every line with SUDOKU_FULL=1), and random cage layouts cut from
// random solved grids (fast-check draws the seeds; a failure prints the one to replay).
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { countPuzzle, solvePuzzle } from '../../src/core/index';
import type { Cage, Puzzle } from '../../src/core/index';
import type { EngineRun } from '../../src/core/engine';
import { compileCages } from '../../src/core/killer/layout';
import { killerSearch } from '../../src/core/killer/search';
import { killerSearchWasm, killerWasmAvailable } from '../../src/core/wasm/killer';
import { abortAfter } from '../helpers/abort';
import { fixturesDir, hasSharedData, loadSet, sharedDataDir } from '../helpers/data';
import { formatKillerLine, parseKillerLine, randomKiller } from '../helpers/killer';
import { makeRng } from '../helpers/random';

const FULL = process.env.SUDOKU_FULL === '1';
const KILLER_SHARED = path.join(sharedDataDir, 'killer');
const BUDGET = 200_000_000;

/** Both searches on `puzzle`: their runs and first solutions. */
function both(puzzle: Puzzle, limit: number, budget = BUDGET, signals?: () => AbortSignal): { js: EngineRun; wasm: EngineRun; jsSolution: Uint8Array; wasmSolution: Uint8Array } {
  if (puzzle.rules.variant !== 'killer') throw new Error('not a killer');
  const layout = compileCages(puzzle.rules.cages);
  const jsSolution = new Uint8Array(81);
  const wasmSolution = new Uint8Array(81);
  const js = killerSearch(layout, puzzle.cells, limit, budget, signals?.(), jsSolution);
  const wasm = killerSearchWasm(layout, puzzle.cells, limit, budget, signals?.(), wasmSolution);
  return { js, wasm, jsSolution, wasmSolution };
}

/** The two searches give the same run and the same first solution; `where` names the puzzle in the message. */
function assertSame(puzzle: Puzzle, limit: number, where: string, budget = BUDGET): EngineRun {
  const r = both(puzzle, limit, budget);
  assert.deepEqual(r.wasm, r.js, `${where}: wasm ${JSON.stringify(r.wasm)}, JS ${JSON.stringify(r.js)}`);
  if (r.js.count > 0) assert.deepEqual(r.wasmSolution, r.jsSolution, `${where}: first solutions differ`);
  return r.js;
}

/** Every line of a set (or every `step`-th without SUDOKU_FULL), compared; the failures listed, at most five. */
function checkSet(dir: string, name: string, step: number): void {
  const set = loadSet(dir, name);
  const failures: string[] = [];
  for (let i = 0; i < set.puzzles.length; i += FULL ? 1 : step) {
    const where = `${name} line ${i + 1}`;
    try {
      const run = assertSame(parseKillerLine(set.puzzles[i], where), 2, where);
      assert.equal(run.stopped, undefined, `${where}: stopped`);
    } catch (e) {
      failures.push((e as Error).message.split('\n')[0]);
    }
  }
  assert.equal(failures.length, 0, `${failures.length} lines where the searches differ:\n  ${failures.slice(0, 5).join('\n  ')}`);
}

const seeds = fc.integer({ min: 0, max: 0x7fffffff });

describe('the WebAssembly killer search makes the JS search’s decisions', () => {
  it('instantiates here (so the comparisons below run wasm, not the JS fallback)', () => {
    assert.equal(killerWasmAvailable(), true);
  });

  describe('fixtures (test/fixtures/killer)', () => {
    const dir = path.join(fixturesDir, 'killer');
    for (const name of ['killer-examples', 'killer-generated-40', 'killer-hard-10', 'killer-multi-20']) {
      it(`${name}: every line, counted to 2`, () => checkSet(dir, name, 1));
    }
  });

  describe(`shared killer sets (${KILLER_SHARED}${FULL ? ', every line' : ', a sample; SUDOKU_FULL=1 for every line'})`, () => {
    if (!hasSharedData() || !fs.existsSync(KILLER_SHARED)) {
      it(`are absent: only the fixtures and random killers were compared (no ${KILLER_SHARED})`, () => {
        assert.equal(fs.existsSync(KILLER_SHARED), false);
      });
      return;
    }
    it(`killer-generated-hard-500 (${FULL ? 'every line' : 'every 10th line'})`, () => checkSet(KILLER_SHARED, 'killer-generated-hard-500', 10));
    it(`killer-generated-2000 (${FULL ? 'every line' : 'every 20th line'})`, () => checkSet(KILLER_SHARED, 'killer-generated-2000', 20));
    it(`killer-multi-200 (${FULL ? 'every line' : 'every 5th line'})`, () => checkSet(KILLER_SHARED, 'killer-multi-200', 5));
  });

  it('random killers with a few givens, counted to 1, 2 and 40 with cages left out', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 4 }), (seed, givens, drop) => {
        const { puzzle } = randomKiller(seed, givens);
        const line = formatKillerLine(puzzle);
        assertSame(puzzle, 1, line);
        assertSame(puzzle, 2, line);
        const all = puzzle.rules.variant === 'killer' ? puzzle.rules.cages : [];
        const gone = new Set(makeRng(seed ^ 0x2545f491).shuffle(all.map((_, i) => i)).slice(0, drop));
        const fewer: Puzzle = { cells: puzzle.cells, rules: { variant: 'killer', cages: all.filter((_, i) => !gone.has(i)) } };
        assertSame(fewer, 40, `${line} without cages ${[...gone].join(',')}`);
      }),
      { numRuns: 150 },
    );
  });

  it('random killers with overlapping cages (no rule of 45) and uncaged cells', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 12 }), (seed, givens) => {
        const { puzzle, solved } = randomKiller(seed, givens);
        const rng = makeRng(seed ^ 0x68e31da4);
        const all = puzzle.rules.variant === 'killer' ? puzzle.rules.cages : [];
        // Drop a third of the cages, then add three cages over random cells of the grid (summing to its digits).
        const kept: Cage[] = all.filter(() => rng.next() < 0.67);
        for (let k = 0; k < 3; k++) {
          const cells = [...new Set(Array.from({ length: 2 + rng.int(3) }, () => rng.int(81)))].sort((a, b) => a - b);
          if (new Set(cells.map((c) => solved[c])).size === cells.length) kept.push({ cells, sum: cells.reduce((s, c) => s + solved[c], 0) });
        }
        const p: Puzzle = { cells: puzzle.cells, rules: { variant: 'killer', cages: kept } };
        assertSame(p, 3, `seed ${seed}: ${JSON.stringify(kept)}`, 2_000_000);
      }),
      { numRuns: 100 },
    );
  });

  it('stops on the budget at the same place: the same count, placements and guesses', () => {
    const hard = loadSet(path.join(fixturesDir, 'killer'), 'killer-hard-10');
    const puzzle = parseKillerLine(hard.puzzles[3], 'killer-hard-10 line 4');
    const whole = assertSame(puzzle, 2, 'killer-hard-10 line 4');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: whole.placements }), (budget) => {
        const r = both(puzzle, 2, budget);
        assert.deepEqual(r.wasm, r.js, `budget ${budget}`);
        assert.equal(r.js.stopped, budget < whole.placements ? 'budget' : undefined, `budget ${budget}`);
      }),
      { numRuns: 40 },
    );
  });

  it('reads an AbortSignal as often as the JS search and stops at the same guess', () => {
    const hard = loadSet(path.join(fixturesDir, 'killer'), 'killer-hard-10');
    const puzzle = parseKillerLine(hard.puzzles[3], 'killer-hard-10 line 4');
    const whole = assertSame(puzzle, 2, 'killer-hard-10 line 4');
    assert.ok(whole.guesses > 1024, `line 4 needs ${whole.guesses} guesses`);
    for (const after of [1, 2, 3, 5]) {
      const js = abortAfter(after);
      const wasm = abortAfter(after);
      const signals = [js.signal, wasm.signal];
      const r = both(puzzle, 2, BUDGET, () => signals.shift()!);
      assert.deepEqual(r.wasm, r.js, `aborted at read ${after}`);
      assert.equal(r.js.stopped, 'aborted');
      assert.equal(r.js.guesses, (after - 1) * 256, `aborted at read ${after}`);
      assert.equal(wasm.reads(), js.reads());
    }
    // A signal that never aborts is read the same number of times and changes nothing.
    const js = abortAfter(Infinity);
    const wasm = abortAfter(Infinity);
    const signals = [js.signal, wasm.signal];
    const r = both(puzzle, 2, BUDGET, () => signals.shift()!);
    assert.deepEqual(r.wasm, whole);
    assert.deepEqual(r.js, whole);
    assert.equal(wasm.reads(), js.reads());
    assert.equal(js.reads(), 1 + Math.floor(whole.guesses / 256));
  });

  it('solvePuzzle and countPuzzle take engine wasm for killers, with the results of fast', () => {
    const hard = loadSet(path.join(fixturesDir, 'killer'), 'killer-hard-10');
    for (const line of hard.puzzles) {
      const puzzle = parseKillerLine(line);
      const w = solvePuzzle(puzzle, { engine: 'wasm' });
      const f = solvePuzzle(puzzle, { engine: 'fast' });
      const d = solvePuzzle(puzzle);
      assert.equal(w.kind, 'solved');
      assert.equal(f.kind, 'solved');
      assert.equal(d.kind, 'solved');
      if (w.kind !== 'solved' || f.kind !== 'solved' || d.kind !== 'solved') continue;
      assert.deepEqual(w.solution, f.solution);
      assert.deepEqual([w.stats.placements, w.stats.guesses], [f.stats.placements, f.stats.guesses]);
      assert.deepEqual([d.stats.placements, d.stats.guesses], [f.stats.placements, f.stats.guesses]);
      const c = countPuzzle(puzzle, 5, { engine: 'wasm' });
      assert.ok(c.kind === 'counted' && c.count === 1 && !c.limitReached, JSON.stringify(c));
    }
  });

  it('runs the JS search on a layout bigger than its buffers, with the same answer', () => {
    const hard = loadSet(path.join(fixturesDir, 'killer'), 'killer-hard-10');
    const base = parseKillerLine(hard.puzzles[5]);
    const solution = Uint8Array.from(hard.solutions![5], Number);
    const cages = base.rules.variant === 'killer' ? base.rules.cages : [];
    // 9,000 more one-cell cages (each cell's solution digit, over and over): more groups than the module holds.
    const many: Cage[] = [...cages, ...Array.from({ length: 9000 }, (_, i) => ({ cells: [i % 81], sum: solution[i % 81] }))];
    const p: Puzzle = { cells: base.cells, rules: { variant: 'killer', cages: many } };
    if (p.rules.variant !== 'killer') return;
    assert.ok(compileCages(p.rules.cages).groupCount > 8192);
    const r = assertSame(p, 2, 'with 9,000 one-cell cages');
    assert.equal(r.count, 1);
    // And the module still runs the next puzzle that fits.
    assertSame(base, 2, 'killer-hard-10 line 6 after the big layout');
  });
});
