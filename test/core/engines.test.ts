// Each search engine on its own, through the Engine contract: known answers, limits, budgets and abort.
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { backtrack } from '../../src/core/backtrack';
import { dlx } from '../../src/core/dlx';
import type { Engine, EngineRun } from '../../src/core/engine';
import { ENGINES } from '../../src/core/engines';
import { fast } from '../../src/core/fast';
import { wasm, wasmAvailable } from '../../src/core/wasm/engine';
import { findConflicts, formatGrid, isSolutionOf } from '../../src/core/grid';
import { DEFAULT_BUDGET, countSolutions, solve } from '../../src/core/index';
import type { EngineName, Grid } from '../../src/core/types';
import { fixturesDir, loadSet } from '../helpers/data';
import { grid } from '../helpers/grids';
import { abortAfter } from '../helpers/abort';

const KNOWN: ReadonlyArray<readonly [string, string]> = [
  [
    '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
    '534678912672195348198342567859761423426853791713924856961537284287419635345286179',
  ],
  [
    '9.7.....6824.3......1..9..2.9...2.18...4....51325.8......687.........8.9.4.9...5.',
    '957214386824736591361859742495372618786491235132568974519687423273145869648923157',
  ],
  [
    '902006053180000020000970008700104300006000500008203007800037000030000071270600904',
    '942816753187345629563972418729154386316798542458263197891437265634529871275681934',
  ],
  [
    '000000230037000090050940700000500049020080070540007000009052080070000460082000000',
    '894175236137268594256943718763521849921384675548697123619452387375819462482736951',
  ],
];

/**
 * Givens without conflict and no solution, found only late by reading-order search: row 9 holds 1-7,
 * r1c8 and r4c9 hold 8, so r9c8 and r9c9 can both only be 9. Backtracking fills rows 1-8 in every
 * way before it reaches row 9; propagation or exact cover sees it at once.
 */
const LATE_CONTRADICTION = '.......8...........................8....................................1234567..';

/**
 * Givens without conflict and no solution that no single pass of singles exposes: 18 givens found by a
 * seeded random search, kept because fast and dlx need dozens of guesses to prove it and reading-order
 * backtracking runs past 50 million placements without deciding.
 */
const DEEP_CONTRADICTION = '...3......7...........8.6.2...8...5....796..........4..9...2..3......9....65..7..';

const ENGINE_LIST: ReadonlyArray<readonly [EngineName, Engine]> = [
  ['wasm', wasm],
  ['fast', fast],
  ['dlx', dlx],
  ['backtrack', backtrack],
];

/** Budget generous enough that none of the engines stops on the puzzles used here. */
const AMPLE = 50_000_000;

function run(engine: Engine, cells: Grid, limit: number, budget = AMPLE, signal?: AbortSignal): { run: EngineRun; solution: Grid } {
  const solution = new Uint8Array(81);
  const before = Uint8Array.from(cells);
  const r = engine(cells, limit, budget, signal, solution);
  assert.deepEqual(cells, before, 'the engine must not write into its input');
  return { run: r, solution };
}

const multi = loadSet(fixturesDir, 'multi-solution-40');

describe('engines', () => {
  it('ENGINES names exactly the four engines, and WebAssembly runs here', () => {
    assert.ok(wasmAvailable(), 'the WebAssembly engine instantiates in Node (run node scripts/wasm.mjs to build it)');
    assert.deepEqual(Object.keys(ENGINES).sort(), ['backtrack', 'dlx', 'fast', 'wasm']);
    for (const [name, engine] of ENGINE_LIST) assert.equal(ENGINES[name], engine, name);
  });

  it('the late-contradiction grid has no conflicting givens and r9c8, r9c9 both need 9', () => {
    const g = grid(LATE_CONTRADICTION);
    assert.deepEqual(findConflicts(g), []);
    for (const cell of [79, 80]) {
      const fits: number[] = [];
      for (let d = 1; d <= 9; d++) {
        const probe = Uint8Array.from(g);
        probe[cell] = d;
        if (findConflicts(probe).length === 0) fits.push(d);
      }
      assert.deepEqual(fits, [9], `cell ${cell}`);
    }
  });

  for (const [name, engine] of ENGINE_LIST) {
    describe(name, () => {
      it('solves the known puzzles to their known solutions, and finds no second one', () => {
        for (const [puzzle, expected] of KNOWN) {
          const { run: r, solution } = run(engine, grid(puzzle), 2);
          assert.equal(r.count, 1, puzzle);
          assert.equal(r.stopped, undefined, puzzle);
          assert.equal(formatGrid(solution), expected, puzzle);
          assert.ok(r.placements >= 81 - puzzle.replace(/[.0]/g, '').length, `${puzzle}: ${r.placements} placements`);
        }
      });

      it('with limit 1 stops at the first solution', () => {
        for (const [puzzle, expected] of KNOWN) {
          const { run: r, solution } = run(engine, grid(puzzle), 1);
          assert.equal(r.count, 1);
          assert.equal(formatGrid(solution), expected);
        }
      });

      it('returns a full valid grid as its own single solution', () => {
        const full = grid(KNOWN[0][1]);
        const { run: r, solution } = run(engine, full, 2);
        assert.equal(r.count, 1);
        assert.deepEqual(solution, full);
      });

      it('counts a two-solution puzzle as 1 with limit 1 and 2 with limits 2 and 10', () => {
        const i = multi.counts!.indexOf(2);
        assert.ok(i >= 0, 'the multi-solution fixture has a two-solution puzzle');
        const g = grid(multi.puzzles[i]);
        const one = run(engine, g, 1);
        assert.equal(one.run.count, 1);
        assert.ok(isSolutionOf(g, one.solution));
        assert.equal(run(engine, g, 2).run.count, 2);
        const ten = run(engine, g, 10);
        assert.equal(ten.run.count, 2);
        assert.equal(ten.run.stopped, undefined);
        assert.deepEqual(ten.solution, one.solution, 'the first solution found does not depend on the limit');
      });

      it('counts the multi-solution fixtures exactly, and stops at a lower limit', () => {
        multi.puzzles.forEach((line, i) => {
          const exact = multi.counts![i];
          const g = grid(line);
          const all = run(engine, g, exact + 5);
          assert.equal(all.run.count, exact, `line ${i + 1}: ${line}`);
          assert.ok(isSolutionOf(g, all.solution), `line ${i + 1}`);
          const capped = Math.max(1, exact - 1);
          assert.equal(run(engine, g, capped).run.count, capped, `line ${i + 1} with limit ${capped}`);
        });
      });

      it('reports no solution for givens that break a unit only after propagation', () => {
        const g = grid(LATE_CONTRADICTION);
        const budget = name === 'backtrack' ? 200_000 : AMPLE;
        const { run: r } = run(engine, g, 2, budget);
        assert.equal(r.count, 0);
        if (name === 'backtrack') {
          assert.equal(r.stopped, 'budget', 'reading-order search cannot settle it within the budget');
          assert.equal(r.placements, budget);
        } else {
          assert.equal(r.stopped, undefined);
          assert.ok(r.placements < 100, `${r.placements} placements`);
        }
      });

      it('reports no solution for sparse givens that take a search to refute', () => {
        const g = grid(DEEP_CONTRADICTION);
        assert.deepEqual(findConflicts(g), []);
        const budget = name === 'backtrack' ? 200_000 : AMPLE;
        const { run: r } = run(engine, g, 2, budget);
        assert.equal(r.count, 0);
        assert.equal(r.stopped, name === 'backtrack' ? 'budget' : undefined);
      });

      it('finds two solutions of the empty grid, and stops on the budget when asked for all', () => {
        const empty = new Uint8Array(81);
        const two = run(engine, empty, 2);
        assert.equal(two.run.count, 2);
        assert.ok(isSolutionOf(empty, two.solution));
        const budget = 5_000;
        const all = run(engine, empty, Number.MAX_SAFE_INTEGER, budget);
        assert.equal(all.run.stopped, 'budget');
        assert.ok(all.run.count > 0, 'some grids were completed before the budget ran out');
        // A propagation step may finish the placements it has started: at most one grid's worth.
        assert.ok(all.run.placements >= budget && all.run.placements <= budget + 81, `${all.run.placements} placements`);
        assert.ok(isSolutionOf(empty, all.solution));
      });

      it('finds two solutions quickly for grids with one to five givens', () => {
        const source = grid(KNOWN[0][1]);
        for (const givens of [1, 2, 3, 5]) {
          const g = new Uint8Array(81);
          for (let i = 0; i < givens; i++) g[i * 17] = source[i * 17];
          const { run: r, solution } = run(engine, g, 2, 100_000);
          assert.equal(r.count, 2, `${givens} givens`);
          assert.equal(r.stopped, undefined);
          assert.ok(isSolutionOf(g, solution), `${givens} givens`);
        }
      });

      it('a budget of 0 stops a puzzle that cannot be settled without a guess', () => {
        // Two solutions: no amount of deduction alone decides it.
        const { run: r } = run(engine, grid(multi.puzzles[multi.counts!.indexOf(2)]), 2, 0);
        assert.equal(r.stopped, 'budget');
        assert.equal(r.count, 0);
      });

      it('ends with aborted when the signal is already aborted', () => {
        const controller = new AbortController();
        controller.abort();
        const { run: r } = run(engine, grid(KNOWN[0][0]), 2, AMPLE, controller.signal);
        assert.equal(r.stopped, 'aborted');
        assert.equal(r.count, 0);
      });

      it('checks the signal during a long search and ends with aborted', () => {
        const { signal, reads } = abortAfter(4);
        const { run: r } = run(engine, new Uint8Array(81), Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, signal);
        assert.equal(r.stopped, 'aborted');
        assert.ok(reads() >= 4, 'the search read the signal until it said aborted');
        assert.ok(r.count > 0, 'it searched between the reads');
      });

      it('ignores a signal that is never aborted', () => {
        const controller = new AbortController();
        const { run: r, solution } = run(engine, grid(KNOWN[2][0]), 2, AMPLE, controller.signal);
        assert.equal(r.stopped, undefined);
        assert.equal(formatGrid(solution), KNOWN[2][1]);
      });
    });
  }

  describe('through solve and countSolutions with the default budget', () => {
    it('the late-contradiction grid is unsolvable for wasm, fast and dlx and stops backtrack on the budget', () => {
      const g = grid(LATE_CONTRADICTION);
      assert.equal(solve(g).kind, 'unsolvable');
      assert.equal(solve(g, { engine: 'wasm' }).kind, 'unsolvable');
      assert.equal(solve(g, { engine: 'fast' }).kind, 'unsolvable');
      assert.equal(solve(g, { engine: 'dlx' }).kind, 'unsolvable');
      const r = solve(g, { engine: 'backtrack' });
      assert.ok(r.kind === 'stopped' && r.reason === 'budget', JSON.stringify(r));
      assert.equal(r.stats.placements, DEFAULT_BUDGET);
      const c = countSolutions(g, 2, { engine: 'backtrack', budget: 1000 });
      assert.ok(c.kind === 'stopped' && c.reason === 'budget' && c.count === 0, JSON.stringify(c));
    });

    it('the empty grid has several solutions on every engine', () => {
      for (const [name] of ENGINE_LIST) {
        const r = solve(new Uint8Array(81), { engine: name });
        assert.equal(r.kind, 'multiple', name);
        assert.ok(r.kind === 'multiple' && isSolutionOf(new Uint8Array(81), r.solution), name);
      }
    });

    it('an aborted signal gives stopped/aborted on every engine', () => {
      const controller = new AbortController();
      controller.abort();
      for (const [name] of ENGINE_LIST) {
        const r = solve(grid(KNOWN[3][0]), { engine: name, signal: controller.signal });
        assert.ok(r.kind === 'stopped' && r.reason === 'aborted', `${name}: ${JSON.stringify(r)}`);
        const c = countSolutions(new Uint8Array(81), 10, { engine: name, signal: controller.signal });
        assert.ok(c.kind === 'stopped' && c.reason === 'aborted', `${name}: ${JSON.stringify(c)}`);
      }
    });
  });

  it('every engine finds no solution for conflicting givens even when called directly', () => {
    const g = grid(KNOWN[0][0]);
    g[2] = 5; // a second 5 in row 1 and box 1
    assert.ok(findConflicts(g).length > 0);
    for (const engine of [dlx, backtrack, fast, wasm]) assert.equal(run(engine, g, 2).run.count, 0);
  });

  it('wasm, fast and dlx agree on every fixture puzzle, and backtrack agrees on the easy and medium ones', () => {
    const set = loadSet(fixturesDir, 'sudoku-exchange-200');
    set.puzzles.forEach((line, i) => {
      const g = grid(line);
      for (const [name, engine] of ENGINE_LIST) {
        if (name === 'backtrack' && i < 150) continue; // lines 1-150 are hard; see test/fixtures/README.md
        const { run: r, solution } = run(engine, g, 2, name === 'backtrack' ? 5_000_000 : AMPLE);
        assert.equal(r.count, 1, `${name}, ${path.basename(set.file)} line ${i + 1}`);
        assert.equal(formatGrid(solution), set.solutions![i], `${name}, line ${i + 1}`);
      }
    });
  });
});
