// Every puzzle set against its verified answers: the fixtures always, the shared sets when they are beside the clone.
// A sample of each shared set by default; every line with SUDOKU_FULL=1.
import * as assert from 'node:assert/strict';
import { countSolutions, formatGrid, isSolutionOf, solve } from '../../src/core/index';
import type { EngineName } from '../../src/core/types';
import { fixturesDir, hasSharedData, listSets, loadSet, sharedDataDir } from '../helpers/data';
import type { PuzzleSet } from '../helpers/data';
import { grid } from '../helpers/grids';

const FULL = process.env.SUDOKU_FULL === '1';
/** Lines per shared set in the default run: the first half of these, the rest spread over the file. */
const SAMPLE = 2000;
/** In the default run, the lines of a counts file with at most this many solutions (all of them, not a sample) are counted exactly. */
const EXACT_COUNT_MAX = 20;
/** The sets /work/shared/data/README.md describes; a missing one is a failure, not a skip. */
const SHARED_SETS = [
  '17-clue-49158',
  'magictour-top1465',
  'serg-benchmark-10000',
  'sudoku-exchange-bench-10k',
  'sudoku-exchange-easy-medium-1000',
  'sudoku-exchange-sample',
];
/** Enough for reading-order backtracking on every easy and medium puzzle (the most it needs is under 2 million). */
const BACKTRACK_BUDGET = 20_000_000;
/** How many failures a message lists before "and N more". */
const SHOW = 5;

/** Line indices to check: all in a full run, else the first SAMPLE/2 and SAMPLE/2 more spread evenly. */
function sampleLines(n: number): number[] {
  if (FULL || n <= SAMPLE) return Array.from({ length: n }, (_, i) => i);
  const head = SAMPLE / 2;
  const out = Array.from({ length: head }, (_, i) => i);
  const step = (n - head) / (SAMPLE - head);
  for (let k = 0; k < SAMPLE - head; k++) out.push(head + Math.floor(k * step));
  return out;
}

function report(failures: string[], what: string): void {
  const shown = failures.slice(0, SHOW).join('\n  ');
  const more = failures.length > SHOW ? `\n  and ${failures.length - SHOW} more` : '';
  assert.equal(failures.length, 0, `${failures.length} ${what}:\n  ${shown}${more}`);
}

/** Solves the chosen lines with `engine` and compares each with its verified solution. */
function checkSolved(set: PuzzleSet, lines: number[], engine: EngineName, budget?: number): void {
  const failures: string[] = [];
  for (const i of lines) {
    const where = `${set.name} line ${i + 1}`;
    const r = solve(grid(set.puzzles[i], where), { engine, budget });
    if (r.kind !== 'solved') failures.push(`${where}: ${set.puzzles[i]} expected solved, got ${r.kind}`);
    else if (formatGrid(r.solution) !== set.solutions![i]) {
      failures.push(`${where}: ${set.puzzles[i]} expected ${set.solutions![i]}, got ${formatGrid(r.solution)}`);
    }
  }
  report(failures, `puzzles of ${set.name} not solved as expected by ${engine}`);
}

/** Checks that the solutions file itself is sound on the chosen lines: valid grids keeping every given. */
function checkSolutionsFile(set: PuzzleSet, lines: number[]): void {
  const failures: string[] = [];
  for (const i of lines) {
    const where = `${set.name} line ${i + 1}`;
    if (!isSolutionOf(grid(set.puzzles[i], where), grid(set.solutions![i], `${where} (solution)`))) failures.push(where);
  }
  report(failures, `lines of ${set.name}.solutions.txt that are not solutions of their puzzle`);
}

/** Every chosen line has several solutions: `multiple` from solve, and a count that reaches 2. */
function checkMultiple(set: PuzzleSet, lines: number[], engine: EngineName): void {
  const failures: string[] = [];
  for (const i of lines) {
    const where = `${set.name} line ${i + 1}`;
    const g = grid(set.puzzles[i], where);
    const r = solve(g, { engine });
    if (r.kind !== 'multiple') failures.push(`${where}: ${set.puzzles[i]} expected multiple, got ${r.kind}`);
    else if (!isSolutionOf(g, r.solution)) failures.push(`${where}: the first solution ${formatGrid(r.solution)} is not valid`);
    const c = countSolutions(g, 2, { engine });
    if (c.kind !== 'counted' || c.count !== 2 || !c.limitReached) failures.push(`${where}: countSolutions(2) gave ${JSON.stringify(c)}`);
  }
  report(failures, `puzzles of ${set.name} not reported as having several solutions by ${engine}`);
}

/** The count up to a limit above the exact count equals the exact count from the counts file. */
function checkExactCounts(set: PuzzleSet, lines: number[], engine: EngineName): void {
  const failures: string[] = [];
  for (const i of lines) {
    const where = `${set.name} line ${i + 1}`;
    const exact = set.counts![i];
    const c = countSolutions(grid(set.puzzles[i], where), exact + 10, { engine, budget: 100_000_000 });
    if (c.kind !== 'counted' || c.count !== exact || c.limitReached) {
      failures.push(`${where}: ${set.puzzles[i]} has ${exact} solutions, ${engine} counted ${JSON.stringify(c.kind === 'invalid' ? c.kind : c.count)}`);
    }
  }
  report(failures, `puzzles of ${set.name} counted wrongly by ${engine}`);
}

describe('puzzle sets', function () {
  describe('fixtures in test/fixtures', () => {
    const exchange = loadSet(fixturesDir, 'sudoku-exchange-200');
    const all = exchange.puzzles.map((_, i) => i);
    it('sudoku-exchange-200: the solutions file is sound', () => checkSolutionsFile(exchange, all));
    it('sudoku-exchange-200: wasm solves all 200 to the known solutions', () => checkSolved(exchange, all, 'wasm'));
    it('sudoku-exchange-200: fast solves all 200 to the known solutions', () => checkSolved(exchange, all, 'fast'));
    it('sudoku-exchange-200: dlx solves all 200 to the known solutions', () => checkSolved(exchange, all, 'dlx'));
    it('sudoku-exchange-200: backtrack solves the 50 easy and medium ones (lines 151-200)', () => {
      checkSolved(exchange, all.slice(150), 'backtrack', BACKTRACK_BUDGET);
    });

    const multi = loadSet(fixturesDir, 'multi-solution-40');
    const lines = multi.puzzles.map((_, i) => i);
    for (const engine of ['wasm', 'fast', 'dlx', 'backtrack'] as const) {
      it(`multi-solution-40: ${engine} reports multiple and counts every puzzle exactly`, () => {
        checkMultiple(multi, lines, engine);
        checkExactCounts(multi, lines, engine);
      });
    }
  });

  if (!hasSharedData()) {
    console.log(`shared data not found at ${sharedDataDir}: running fixtures only`);
    return;
  }

  describe(`shared sets in ${sharedDataDir}${FULL ? ' (every line)' : ` (${SAMPLE} lines each; SUDOKU_FULL=1 for all)`}`, () => {
    const names = listSets(sharedDataDir);
    it('holds the six sets its README describes', () => {
      assert.deepEqual(SHARED_SETS.filter((n) => !names.includes(n)), []);
    });

    for (const name of names) {
      const set = loadSet(sharedDataDir, name);
      const lines = sampleLines(set.puzzles.length);
      const scope = lines.length === set.puzzles.length ? `all ${lines.length}` : `${lines.length} of ${set.puzzles.length}`;
      describe(name, () => {
        if (set.solutions !== undefined) {
          it(`the solutions file is sound (${scope})`, () => checkSolutionsFile(set, lines));
          it(`wasm solves ${scope} to the known solutions`, () => checkSolved(set, lines, 'wasm'));
          it(`fast solves ${scope} to the known solutions`, () => checkSolved(set, lines, 'fast'));
          it(`dlx solves ${scope} to the known solutions`, () => checkSolved(set, lines, 'dlx'));
          if (name.includes('easy-medium')) {
            it(`backtrack solves ${scope} to the known solutions`, () => checkSolved(set, lines, 'backtrack', BACKTRACK_BUDGET));
          }
        } else {
          const small = set.counts!.map((_, i) => i).filter((i) => set.counts![i] <= EXACT_COUNT_MAX);
          it(`every count in the counts file is at least 2 (${scope})`, () => {
            assert.deepEqual(lines.filter((i) => !(set.counts![i] >= 2)).map((i) => i + 1), []);
          });
          it(`wasm reports multiple on ${scope}`, () => checkMultiple(set, lines, 'wasm'));
          it(`fast reports multiple on ${scope}`, () => checkMultiple(set, lines, 'fast'));
          it(`dlx reports multiple on ${scope}`, () => checkMultiple(set, lines, 'dlx'));
          const exactScope = FULL ? `all ${lines.length}` : `the ${small.length} lines with at most ${EXACT_COUNT_MAX} solutions`;
          const exactLines = FULL ? lines : small;
          for (const engine of ['wasm', 'fast'] as const) {
            it(`${engine} counts ${exactScope} exactly`, () => {
              assert.ok(exactLines.length > 0, 'the set has lines to count');
              checkExactCounts(set, exactLines, engine);
            });
          }
          it(`dlx counts ${exactScope} exactly`, () => {
            assert.ok(exactLines.length > 0, 'the set has lines to count');
            checkExactCounts(set, exactLines, 'dlx');
          });
        }
      });
    }
  });
});
