// The public search API: known answers, every outcome kind, budget and abort, and the shared data sets.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fixturesDir, hasSharedData, loadSet, sharedDataDir } from '../helpers/data';
import { ENGINES, countSolutions, findConflicts, formatGrid, isSolutionOf, solve } from '../../src/core/index';
import type { Grid } from '../../src/core/index';
import { grid } from '../helpers/grids';

const DATA = sharedDataDir;

/** Sudoku Exchange bank (public domain): lines 100, 2000, 5000, 7777, 9999 of sudoku-exchange-bench-10k. */
const EXCHANGE: readonly [string, string][] = [
  ['8.3.1.9.6...956............1.......9.78.2.13.5.......7..4.8.6.....362...3..4.7..5', '823714956417956382965238741142873569678529134539641827294185673751362498386497215'],
  ['1.9.....6...83......3..65.1..8.1..2..1.392.5..3..5.1..7.51..9......47...8.....7.3', '129475836576831294483926571958614327617392458234758169765183942391247685842569713'],
  ['79..2..6....6....94.1.3...8..8..6..3.7.....5.6..2..8..8...6.7.29....1....5..8..46', '793428561285617439461539278548176923172893654639254817814365792926741385357982146'],
  ['...9.72...1...8..7...61....6....174..32...96..475....2....45...4..1...7...58.6...', '586937214213458697974612853659321748132784965847569132761245389428193576395876421'],
  ['...9..6..795.24.....4.5.2..9.....8...51.7.32...8.....4..2.9.4.....54.932..9..8...', '123987645795624183684351279976432851451879326238165794562793418817546932349218567'],
];

const BATCH: readonly [string, string][] = [
  ['902006053180000020000970008700104300006000500008203007800037000030000071270600904', '942816753187345629563972418729154386316798542458263197891437265634529871275681934'],
  ['000000230037000090050940700000500049020080070540007000009052080070000460082000000', '894175236137268594256943718763521849921384675548697123619452387375819462482736951'],
];

const NORVIG_IMPOSSIBLE = '.....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........';

const LEET = '9.7.....6824.3......1..9..2.9...2.18...4....51325.8......687.........8.9.4.9...5.';
const LEET_SOLVED = '957214386824736591361859742495372618786491235132568974519687423273145869648923157';

describe('solve', () => {
  it('solves the known examples to their known answers', () => {
    for (const [p, s] of [[LEET, LEET_SOLVED], ...BATCH, ...EXCHANGE]) {
      const r = solve(grid(p));
      assert.equal(r.kind, 'solved', p);
      if (r.kind !== 'solved') continue;
      assert.equal(formatGrid(r.solution), s);
      assert.ok(r.stats.placements >= 81 - p.replace(/[.0]/g, '').length);
      assert.ok(r.stats.elapsedMs >= 0);
    }
  });

  it('gives every result its own solution grid, which later solves do not touch', () => {
    const kept = [];
    for (let i = 0; i < 150; i++) {
      const [p] = EXCHANGE[i % EXCHANGE.length];
      const r = solve(grid(p));
      assert.equal(r.kind, 'solved');
      if (r.kind === 'solved') kept.push(r.solution);
    }
    kept.forEach((s, i) => {
      assert.equal(s.length, 81);
      assert.equal(formatGrid(s), EXCHANGE[i % EXCHANGE.length][1], `result ${i}`);
    });
    kept[0][0] = 0;
    assert.equal(formatGrid(kept[1]), EXCHANGE[1][1]);
  });

  it('returns a full valid board as its own solution with no guesses', () => {
    const r = solve(grid(LEET_SOLVED));
    assert.equal(r.kind, 'solved');
    if (r.kind === 'solved') assert.equal(formatGrid(r.solution), LEET_SOLVED);
    assert.equal(r.stats.guesses, 0);
  });

  /** `g` has several solutions: `multiple` from solve, `solved` without the uniqueness check, each with a valid solution. */
  function assertMultipleThenSolved(g: Grid): void {
    const r = solve(g);
    assert.equal(r.kind, 'multiple');
    if (r.kind === 'multiple') assert.ok(isSolutionOf(g, r.solution));
    const one = solve(g, { checkUnique: false });
    assert.equal(one.kind, 'solved');
    if (one.kind === 'solved') assert.ok(isSolutionOf(g, one.solution));
  }

  it('reports an empty grid as multiple, with a valid first solution', () => {
    assertMultipleThenSolved(new Uint8Array(81));
  });

  it('reports multiple for a puzzle with exactly two solutions, and solved when not checking uniqueness', () => {
    // The LeetCode solution with a deadly rectangle cleared: r1c1 r1c8 / r2c1 r2c8 hold 9 8 / 8 9, which can swap.
    const g = grid('.572143.6.247365.1361859742495372618786491235132568974519687423273145869648923157');
    const count = countSolutions(g, 10);
    assert.equal(count.kind, 'counted');
    if (count.kind === 'counted') assert.equal(count.count, 2);
    assertMultipleThenSolved(g);
  });

  it('reports conflicting givens as invalid with every pair and the unit they share', () => {
    const g = grid(LEET);
    g[1] = 7; // r1c2 = 7 clashes with r1c3 = 7 in row 1 and box 1
    g[80] = 9; // r9c9 = 9 clashes with r9c4 = 9 in row 9, and with r8c9 = 9 in column 9 and box 9
    const r = solve(g);
    assert.equal(r.kind, 'invalid');
    if (r.kind !== 'invalid') return;
    assert.deepEqual(r.conflicts, [
      { a: 1, b: 2, digit: 7, unit: 'row', unitIndex: 0 },
      { a: 75, b: 80, digit: 9, unit: 'row', unitIndex: 8 },
      { a: 71, b: 80, digit: 9, unit: 'column', unitIndex: 8 },
      { a: 1, b: 2, digit: 7, unit: 'box', unitIndex: 0 },
      { a: 71, b: 80, digit: 9, unit: 'box', unitIndex: 8 },
    ]);
    assert.deepEqual(r.conflicts, findConflicts(g));
  });

  it('reports unsolvable when a cell has no candidate though no givens conflict', () => {
    const g = grid('12345678.........9' + '.'.repeat(63));
    assert.deepEqual(findConflicts(g), []);
    assert.equal(solve(g).kind, 'unsolvable');
    assert.equal(solve(g, { checkUnique: false }).kind, 'unsolvable');
  });

  it('reports unsolvable for a grid whose refutation needs search', () => {
    // Line 2 of sudoku-exchange-bench-10k with r1c7 = 6 added: no conflict, no single refutes it.
    const g = grid('....3.6..56.749.83...8.2..............16.85...9.3.7.4.3...9...6.7.1.3.5...5...8..');
    assert.deepEqual(findConflicts(g), []);
    const r = solve(g);
    assert.equal(r.kind, 'unsolvable');
    assert.ok(r.stats.guesses > 0, 'expected the refutation to need guesses');
  });

  it("decides Norvig's impossible puzzle as unsolvable within the default budget, and stops on a smaller one", () => {
    // No conflicts and no solution: reading-order search takes millions of placements to see it; the fast
    // engine's digit-place guesses refute it in a few dozen (test/core/unsolvable.test.ts checks 100 copies).
    const g = grid(NORVIG_IMPOSSIBLE);
    assert.deepEqual(findConflicts(g), []);
    const r = solve(g);
    assert.equal(r.kind, 'unsolvable');
    assert.ok(r.stats.guesses > 0 && r.stats.placements > 20, JSON.stringify(r.stats));
    const small = solve(g, { budget: 10 });
    assert.equal(small.kind, 'stopped');
    assert.ok(small.stats.placements > 10 && small.stats.placements <= 10 + 81, String(small.stats.placements));
  });

  it('stops on the placement budget', () => {
    // Any solution of an empty grid needs 81 placements, so a budget of 40 cannot finish.
    const r = solve(new Uint8Array(81), { budget: 40 });
    assert.equal(r.kind, 'stopped');
    if (r.kind === 'stopped') assert.equal(r.reason, 'budget');
    assert.ok(r.stats.placements <= 40 + 81);
  });

  it('stops at once on an already aborted signal', () => {
    const ctl = new AbortController();
    ctl.abort();
    const r = solve(new Uint8Array(81), { signal: ctl.signal });
    assert.equal(r.kind, 'stopped');
    if (r.kind === 'stopped') assert.equal(r.reason, 'aborted');
  });

  it('notices a signal aborted during a long search', () => {
    let reads = 0;
    const signal = {
      get aborted() {
        return ++reads >= 3;
      },
    } as AbortSignal;
    // Every solution of the empty grid: a search that never ends by itself.
    const r = countSolutions(new Uint8Array(81), Number.MAX_SAFE_INTEGER, { signal, budget: Number.POSITIVE_INFINITY });
    assert.equal(r.kind, 'stopped');
    if (r.kind === 'stopped') assert.equal(r.reason, 'aborted');
    assert.equal(reads, 3);
    assert.ok(r.stats.guesses >= 1024, 'the signal is read every 1024 guesses, not on every one');
  });

  it('throws a TypeError for a value that is not a grid', () => {
    assert.throws(() => solve(new Uint8Array(80)), TypeError);
    const g = new Uint8Array(81);
    g[5] = 10;
    assert.throws(() => solve(g), /cell 5 holds 10/);
    assert.throws(() => solve(new Uint8Array(81), { engine: 'nope' as never }), /unknown engine/);
  });

  it('runs each engine by name to the same answer', () => {
    for (const name of Object.keys(ENGINES) as (keyof typeof ENGINES)[]) {
      const r = solve(grid(BATCH[0][0]), { engine: name });
      assert.equal(r.kind, 'solved', name);
      if (r.kind === 'solved') assert.equal(formatGrid(r.solution), BATCH[0][1], name);
    }
  });
});

describe('countSolutions', () => {
  it('counts one for a unique puzzle and stops at the limit for an empty grid', () => {
    const one = countSolutions(grid(BATCH[1][0]), 10);
    assert.equal(one.kind, 'counted');
    if (one.kind === 'counted') {
      assert.equal(one.count, 1);
      assert.equal(one.limitReached, false);
    }
    const many = countSolutions(new Uint8Array(81), 7);
    assert.equal(many.kind, 'counted');
    if (many.kind === 'counted') {
      assert.equal(many.count, 7);
      assert.equal(many.limitReached, true);
    }
  });

  it('counts a known number of solutions exactly', () => {
    // The LeetCode solution with every 1 and 2 cleared: compare with a brute force over those 18 cells.
    const g = grid(LEET_SOLVED);
    for (let c = 0; c < 81; c++) if (g[c] === 1 || g[c] === 2) g[c] = 0;
    const r = countSolutions(g, 1000);
    assert.equal(r.kind, 'counted');
    if (r.kind !== 'counted') return;
    assert.ok(r.count >= 1);
    // Each solution keeps every other digit, so each row puts 1 and 2 in its two free cells, one way or
    // the other: count the 2^9 orientations that leave no conflict.
    let brute = 0;
    for (let m = 0; m < 512; m++) {
      const h = g.slice();
      for (let row = 0; row < 9; row++) {
        const free = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => row * 9 + c).filter((c) => g[c] === 0);
        assert.equal(free.length, 2);
        h[free[0]] = m & (1 << row) ? 1 : 2;
        h[free[1]] = m & (1 << row) ? 2 : 1;
      }
      if (findConflicts(h).length === 0) brute++;
    }
    assert.ok(brute >= 1);
    assert.equal(r.count, brute);
  });

  it('reports invalid and stopped like solve', () => {
    const g = grid(LEET);
    g[1] = 7;
    assert.equal(countSolutions(g, 2).kind, 'invalid');
    const s = countSolutions(new Uint8Array(81), 1_000_000, { budget: 500 });
    assert.equal(s.kind, 'stopped');
    if (s.kind === 'stopped') {
      assert.equal(s.reason, 'budget');
      assert.ok(s.count >= 1);
    }
    assert.throws(() => countSolutions(new Uint8Array(81), 0), RangeError);
  });
});

describe('fixture puzzles in the repository', () => {
  it('solves every Sudoku Exchange fixture to its known solution, with and without the uniqueness check', () => {
    const set = loadSet(fixturesDir, 'sudoku-exchange-200');
    assert.ok(set.puzzles.length >= 100);
    set.puzzles.forEach((line, i) => {
      const r = solve(grid(line));
      assert.equal(r.kind, 'solved', `line ${i + 1}`);
      if (r.kind === 'solved') assert.equal(formatGrid(r.solution), set.solutions![i], `line ${i + 1}`);
      const one = solve(grid(line), { checkUnique: false });
      assert.equal(one.kind, 'solved', `line ${i + 1}`);
      if (one.kind === 'solved') assert.equal(formatGrid(one.solution), set.solutions![i], `line ${i + 1}`);
    });
  });

  it('reports every multi-solution fixture as multiple and counts its solutions exactly', () => {
    const set = loadSet(fixturesDir, 'multi-solution-40');
    set.puzzles.forEach((line, i) => {
      const g = grid(line);
      const r = solve(g);
      assert.equal(r.kind, 'multiple', `line ${i + 1}`);
      if (r.kind === 'multiple') assert.ok(isSolutionOf(g, r.solution), `line ${i + 1}`);
      const c = countSolutions(g, set.counts![i] + 1);
      assert.ok(c.kind === 'counted' && c.count === set.counts![i] && !c.limitReached, `line ${i + 1}: ${JSON.stringify(c)}`);
    });
  });
});

describe('shared data sets (sample)', () => {
  const SAMPLE = 300;
  const sets = ['sudoku-exchange-bench-10k', 'sudoku-exchange-easy-medium-1000', 'sudoku-exchange-sample', '17-clue-49158', 'magictour-top1465'];
  if (!hasSharedData()) {
    console.log(`shared data not found at ${DATA}: running fixtures only`);
    return;
  }
  for (const set of sets) {
    it(`solves the first ${SAMPLE} puzzles of ${set} to their solutions, each unique`, () => {
      const puzzles = fs.readFileSync(path.join(DATA, `${set}.txt`), 'utf8').split('\n').slice(0, SAMPLE);
      const solutions = fs.readFileSync(path.join(DATA, `${set}.solutions.txt`), 'utf8').split('\n').slice(0, SAMPLE);
      assert.equal(puzzles.length, SAMPLE);
      for (let i = 0; i < SAMPLE; i++) {
        const r = solve(grid(puzzles[i]));
        assert.equal(r.kind, 'solved', `${set} line ${i + 1}`);
        if (r.kind === 'solved') assert.equal(formatGrid(r.solution), solutions[i], `${set} line ${i + 1}`);
      }
    });
  }
  it(`counts the first ${SAMPLE} puzzles of serg-benchmark-10000 exactly`, () => {
    const puzzles = fs.readFileSync(path.join(DATA, 'serg-benchmark-10000.txt'), 'utf8').split('\n').slice(0, SAMPLE);
    const counts = fs.readFileSync(path.join(DATA, 'serg-benchmark-10000.solution-counts.txt'), 'utf8').split('\n').slice(0, SAMPLE);
    for (let i = 0; i < SAMPLE; i++) {
      const expected = Number(counts[i]);
      const r = countSolutions(grid(puzzles[i]), expected + 1);
      assert.equal(r.kind, 'counted', `serg line ${i + 1}`);
      if (r.kind === 'counted') assert.equal(r.count, expected, `serg line ${i + 1}`);
      assert.equal(solve(grid(puzzles[i])).kind, 'multiple', `serg line ${i + 1}`);
    }
  });
});
