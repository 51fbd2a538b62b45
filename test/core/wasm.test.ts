// The WebAssembly engine against the JS engine it was written from: the same run (count, first solution,
// placements, guesses, stop reason, signal reads) on every shared set (a sample by default, every line with
// SUDOKU_FULL=1; the fixtures when ../shared is absent), on puzzles built to defeat search and on random grids;
// then the batch API and the fallback when WebAssembly cannot run.
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Engine, EngineRun } from '../../src/core/engine';
import { fast } from '../../src/core/fast';
import { BatchKind, DEFAULT_BUDGET, PEERS, countSolutions, defaultEngine, formatGrid, solve, solveMany } from '../../src/core/index';
import type { EngineName, Grid, SolveKind } from '../../src/core/index';
import { instantiate, wasm, wasmAvailable } from '../../src/core/wasm/engine';
import { fixturesDir, hasSharedData, listSets, loadSet, sharedDataDir } from '../helpers/data';
import { grid } from '../helpers/grids';
import { makeRng } from '../helpers/random';
import { randomEquivalent } from '../helpers/symmetry';
import { abortAfter } from '../helpers/abort';

const FULL = process.env.SUDOKU_FULL === '1';
/** Lines per shared set in the default run, spread evenly over the file. */
const SAMPLE = 3000;
const NORVIG_IMPOSSIBLE = '.....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........';

interface Run {
  readonly run: EngineRun;
  readonly solution: string;
}

function runOn(engine: Engine, cells: Grid, limit: number, budget: number, signal?: AbortSignal): Run {
  const solution = new Uint8Array(81);
  const r = engine(cells, limit, budget, signal, solution);
  return { run: { ...r }, solution: formatGrid(solution) };
}

/** Both engines on `cells`: a message when their runs differ in anything, else undefined. */
function differ(cells: Grid, limit: number, budget = DEFAULT_BUDGET): string | undefined {
  const a = runOn(fast, cells, limit, budget);
  const b = runOn(wasm, cells, limit, budget);
  const same = a.solution === b.solution && JSON.stringify(a.run) === JSON.stringify(b.run);
  return same ? undefined : `${formatGrid(cells, '.')} limit ${limit} budget ${budget}: fast ${JSON.stringify(a)}, wasm ${JSON.stringify(b)}`;
}

function spread(n: number): number[] {
  if (FULL || n <= SAMPLE) return Array.from({ length: n }, (_, i) => i);
  return Array.from({ length: SAMPLE }, (_, k) => Math.floor((k * n) / SAMPLE));
}

function checkSet(puzzles: readonly string[], lines: number[], name: string): void {
  const failures: string[] = [];
  for (const i of lines) {
    const g = grid(puzzles[i], `${name} line ${i + 1}`);
    for (const limit of [1, 2]) {
      const d = differ(g, limit);
      if (d !== undefined) failures.push(`line ${i + 1}: ${d}`);
    }
  }
  assert.equal(failures.length, 0, `${failures.length} runs differ on ${name}:\n  ${failures.slice(0, 5).join('\n  ')}`);
}

describe('WebAssembly engine', () => {
  it('runs in Node and is the default engine', () => {
    assert.ok(wasmAvailable(), 'WebAssembly engine did not instantiate (is src/core/wasm/module.generated.ts built by node scripts/wasm.mjs?)');
    assert.equal(defaultEngine(), 'wasm');
  });

  describe('gives the same run as the JS engine', () => {
    it('on the fixtures (limits 1 and 2)', () => {
      for (const name of ['sudoku-exchange-200', 'multi-solution-40']) {
        const set = loadSet(fixturesDir, name);
        checkSet(set.puzzles, spread(set.puzzles.length), name);
      }
    });

    if (!hasSharedData()) {
      console.log(`wasm: shared data not found at ${sharedDataDir}: cross-checked on the fixtures only`);
    } else {
      for (const name of listSets(sharedDataDir)) {
        const set = loadSet(sharedDataDir, name);
        const lines = spread(set.puzzles.length);
        const scope = lines.length === set.puzzles.length ? `all ${lines.length}` : `${lines.length} of ${set.puzzles.length}, SUDOKU_FULL=1 for all`;
        it(`on ${name} (${scope}; limits 1 and 2)`, () => checkSet(set.puzzles, lines, name));
      }
    }

    it(`on Norvig's impossible puzzle and 99 copies, and with budgets that stop it part way`, () => {
      const rng = makeRng(424242);
      const base = grid(NORVIG_IMPOSSIBLE);
      const failures: string[] = [];
      for (let i = 0; i < 100; i++) {
        const g = i === 0 ? base : randomEquivalent(base, rng);
        for (const budget of [DEFAULT_BUDGET, 0, 10, 100, 1000]) {
          const d = differ(g, 2, budget);
          if (d !== undefined) failures.push(d);
        }
      }
      assert.deepEqual(failures.slice(0, 3), []);
    });

    it('on random givens, with random limits and budgets (property)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 20_000 }), (seed, draws, limit, budget) => {
          const rng = makeRng(seed);
          const g = new Uint8Array(81);
          for (let t = 0; t < draws; t++) {
            const cell = rng.int(81);
            const digit = 1 + rng.int(9);
            let clash = false;
            for (let j = 0; j < 20; j++) if (g[PEERS[cell * 20 + j]] === digit) clash = true;
            if (!clash) g[cell] = digit;
          }
          assert.equal(differ(g, limit, budget), undefined);
        }),
        { seed: 77, numRuns: 400 },
      );
    });

    it('reads the abort signal at the same points', () => {
      for (const after of [1, 2, 3, 7]) {
        const runs = [fast, wasm].map((engine) => {
          const { signal, reads } = abortAfter(after);
          const r = runOn(engine, new Uint8Array(81), Number.MAX_SAFE_INTEGER, Number.POSITIVE_INFINITY, signal);
          return { ...r, reads: reads() };
        });
        assert.equal(runs[1].run.stopped, 'aborted');
        assert.deepEqual(runs[1], runs[0], `abort on read ${after}`);
      }
    });
  });

  describe('through solve and countSolutions (the module checks the grid itself on this path)', () => {
    /** A result without its time, with the solution as text: what must match between the engines. */
    function plain(r: object): unknown {
      return JSON.parse(JSON.stringify(r, (k, v: unknown) => (k === 'elapsedMs' ? undefined : v instanceof Uint8Array ? formatGrid(v) : v)));
    }

    it('gives what fast gives on random grids, conflicting givens included, with random limits and budgets (property)', () => {
      let invalid = 0;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 5_000 }), fc.boolean(), (seed, draws, limit, budget, unique) => {
          const rng = makeRng(seed);
          const g = new Uint8Array(81);
          for (let t = 0; t < draws; t++) g[rng.int(81)] = 1 + rng.int(9);
          const s = [solve(g, { engine: 'fast', budget, checkUnique: unique }), solve(g, { engine: 'wasm', budget, checkUnique: unique })];
          assert.deepEqual(plain(s[1]), plain(s[0]));
          if (s[0].kind === 'invalid') invalid++;
          const c = [countSolutions(g, limit, { engine: 'fast', budget }), countSolutions(g, limit, { engine: 'wasm', budget })];
          assert.deepEqual(plain(c[1]), plain(c[0]));
        }),
        { seed: 78, numRuns: 400 },
      );
      assert.ok(invalid > 50, `only ${invalid} of 400 grids had conflicting givens`);
    });

    it('gives what fast gives on the fixtures, from bytes, from a view at an offset and from a Buffer', () => {
      let n = 0;
      for (const name of ['sudoku-exchange-200', 'multi-solution-40']) {
        const set = loadSet(fixturesDir, name);
        for (const p of set.puzzles) {
          const g = grid(p, name);
          const want = plain(solve(g, { engine: 'fast' }));
          assert.deepEqual(plain(solve(g, { engine: 'wasm' })), want, p);
          assert.deepEqual(plain(solve(new Uint8Array([7, ...g]).subarray(1), { engine: 'wasm' })), want, p);
          assert.deepEqual(plain(solve(Buffer.from(g), { engine: 'wasm' })), want, p);
          n++;
        }
      }
      assert.ok(n > 10);
    });

    it('throws the same TypeError as fast for a cell above 9, even beside conflicting givens', () => {
      const g = new Uint8Array(81);
      g[0] = 5;
      g[1] = 5;
      g[40] = 10;
      const message = (engine: EngineName): string => {
        try {
          solve(g, { engine });
        } catch (e) {
          assert.ok(e instanceof TypeError);
          return e.message;
        }
        return 'no error';
      };
      assert.equal(message('wasm'), 'cell 40 holds 10, expected 0..9');
      assert.equal(message('fast'), message('wasm'));
      assert.throws(() => countSolutions(g, 2, { engine: 'wasm' }), /cell 40 holds 10/);
    });
  });

  describe('solveMany', () => {
    const exchange = loadSet(fixturesDir, 'sudoku-exchange-200');
    const multi = loadSet(fixturesDir, 'multi-solution-40');
    const conflicting = '55' + '.'.repeat(79);
    const lines = [...exchange.puzzles, ...multi.puzzles, NORVIG_IMPOSSIBLE, conflicting];
    const KIND_OF: Record<SolveKind, number> = { solved: BatchKind.solved, invalid: BatchKind.invalid, unsolvable: BatchKind.unsolvable, multiple: BatchKind.multiple, stopped: BatchKind.stopped };

    function pack(ls: readonly string[]): Uint8Array {
      const out = new Uint8Array(ls.length * 81);
      ls.forEach((l, i) => out.set(grid(l), i * 81));
      return out;
    }

    for (const engine of ['wasm', 'fast', 'dlx'] as EngineName[]) {
      for (const checkUnique of [true, false]) {
        it(`gives what solve gives on each puzzle (${engine}, checkUnique ${checkUnique})`, () => {
          const puzzles = pack(lines);
          const solutions = new Uint8Array(puzzles.length);
          const kinds = new Uint8Array(lines.length).fill(255);
          const totals = solveMany(puzzles, solutions, kinds, { engine, checkUnique });
          assert.equal(totals.puzzles, lines.length);
          let placements = 0;
          lines.forEach((l, i) => {
            const r = solve(grid(l), { engine, checkUnique });
            placements += r.stats.placements;
            assert.equal(kinds[i], KIND_OF[r.kind], `puzzle ${i}: ${l}`);
            const answer = formatGrid(solutions.subarray(i * 81, i * 81 + 81));
            assert.equal(answer, r.kind === 'solved' || r.kind === 'multiple' ? formatGrid(r.solution) : formatGrid(grid(l)), `puzzle ${i}`);
          });
          assert.equal(totals.placements, placements);
          assert.ok(kinds.includes(BatchKind.invalid) && kinds.includes(BatchKind.unsolvable) && kinds.includes(BatchKind.solved));
          assert.equal(kinds.includes(BatchKind.multiple), checkUnique, 'multiple only when the search looks for a second solution');
        });
      }
    }

    it('solves in place, across several chunks of the WebAssembly buffers, and stops on the budget', () => {
      const many = Array.from({ length: 2600 }, (_, i) => lines[i % lines.length]);
      const puzzles = pack(many);
      const expected = new Uint8Array(puzzles.length);
      const expectedKinds = new Uint8Array(many.length);
      solveMany(puzzles, expected, expectedKinds, { engine: 'fast' });
      const kinds = new Uint8Array(many.length);
      solveMany(puzzles, puzzles, kinds);
      assert.deepEqual(kinds, expectedKinds);
      assert.deepEqual(puzzles, expected);
      const small = new Uint8Array(many.length);
      solveMany(pack(many), new Uint8Array(puzzles.length), small, { budget: 10 });
      assert.ok(small.includes(BatchKind.stopped));
    });

    it('throws on arrays that do not fit and names the puzzle and the cell of a bad value', () => {
      const p = pack(exchange.puzzles.slice(0, 3));
      assert.throws(() => solveMany(p.subarray(1), new Uint8Array(p.length), new Uint8Array(3)), RangeError);
      assert.throws(() => solveMany(p, new Uint8Array(p.length - 1), new Uint8Array(3)), RangeError);
      assert.throws(() => solveMany(p, new Uint8Array(p.length), new Uint8Array(2)), RangeError);
      assert.throws(() => solveMany(p, new Uint8Array(p.length), new Uint8Array(3), { budget: -1 }), RangeError);
      p[81 * 2 + 7] = 12;
      for (const engine of ['wasm', 'fast'] as EngineName[]) {
        assert.throws(() => solveMany(p, new Uint8Array(p.length), new Uint8Array(3), { engine }), /puzzle 2: cell 7 holds 12/);
      }
    });
  });

  describe('where WebAssembly cannot run', () => {
    it('gives no instance for bytes that are not a module, or without WebAssembly', () => {
      assert.equal(instantiate('AAAA'), undefined);
      const saved = Object.getOwnPropertyDescriptor(globalThis, 'WebAssembly')!;
      try {
        Object.defineProperty(globalThis, 'WebAssembly', { value: undefined, configurable: true, writable: true });
        assert.equal(instantiate(''), undefined);
      } finally {
        Object.defineProperty(globalThis, 'WebAssembly', saved);
      }
      assert.ok(typeof WebAssembly.Module === 'function');
    });
  });
});
