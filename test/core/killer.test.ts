// Killer puzzles against their verified answers, with every killer engine (the search in wasm and in JS, and dlx): the
// fixtures always, the shared killer sets when they are beside the clone (a sample by default, every line of every set
// with SUDOKU_FULL=1).
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { countPuzzle, formatGrid, solvePuzzle } from '../../src/core/index';
import type { EngineName } from '../../src/core/types';
import { fixturesDir, hasSharedData, loadSet, sharedDataDir } from '../helpers/data';
import type { PuzzleSet } from '../helpers/data';
import { killerSolutionProblem, parseKillerLine } from '../helpers/killer';

const FULL = process.env.SUDOKU_FULL === '1';
const KILLER_FIXTURES = path.join(fixturesDir, 'killer');
const KILLER_SHARED = path.join(sharedDataDir, 'killer');
/**
 * Placements allowed per puzzle: far above what either engine needs on the shared sets (the propagating search needs
 * under 400,000 on the hardest; the exact cover up to about 40 million on the hard set), so a stop is a failure.
 */
const BUDGET = 200_000_000;
const SHOW = 5;
/** `wasm` (the default) and `fast` run the same search (test/core/killer-wasm.test.ts); `dlx` cross-checks them. */
const ENGINES: readonly EngineName[] = ['wasm', 'fast', 'dlx'];
const SEARCHES: readonly EngineName[] = ['wasm', 'fast'];

/** Every `step`-th line (0-based indices), or every line in a full run. */
function every(n: number, step: number): number[] {
  return Array.from({ length: n }, (_, i) => i).filter((i) => FULL || i % step === 0);
}

function report(failures: string[], what: string): void {
  const more = failures.length > SHOW ? `\n  and ${failures.length - SHOW} more` : '';
  assert.equal(failures.length, 0, `${failures.length} ${what}:\n  ${failures.slice(0, SHOW).join('\n  ')}${more}`);
}

/** Each chosen line solves, with `engine`, to its verified solution, and counts exactly one solution. */
function checkSolved(set: PuzzleSet, lines: readonly number[], engine: EngineName): void {
  const failures: string[] = [];
  for (const i of lines) {
    const where = `${set.name} line ${i + 1}`;
    const puzzle = parseKillerLine(set.puzzles[i], where);
    const r = solvePuzzle(puzzle, { engine, budget: BUDGET });
    if (r.kind !== 'solved') failures.push(`${where}: expected solved, got ${r.kind}`);
    else if (formatGrid(r.solution) !== set.solutions![i]) failures.push(`${where}: expected ${set.solutions![i]}, got ${formatGrid(r.solution)}`);
  }
  report(failures, `puzzles of ${set.name} not solved as expected by ${engine}`);
}

/** Each chosen line is `multiple`, its first solution satisfies every cage, and a count to 2 stops at the limit. */
function checkMultiple(set: PuzzleSet, lines: readonly number[], engine: EngineName): void {
  const failures: string[] = [];
  for (const i of lines) {
    const where = `${set.name} line ${i + 1}`;
    const puzzle = parseKillerLine(set.puzzles[i], where);
    const r = solvePuzzle(puzzle, { engine, budget: BUDGET });
    if (r.kind !== 'multiple') {
      failures.push(`${where}: expected multiple, got ${r.kind}`);
      continue;
    }
    const why = killerSolutionProblem(puzzle, r.solution);
    if (why !== undefined) failures.push(`${where}: the first solution ${formatGrid(r.solution)} is wrong: ${why}`);
    const c = countPuzzle(puzzle, 2, { engine, budget: BUDGET });
    if (c.kind !== 'counted' || c.count !== 2 || !c.limitReached) failures.push(`${where}: countPuzzle(2) gave ${JSON.stringify(c)}`);
  }
  report(failures, `puzzles of ${set.name} not found to have several solutions by ${engine}`);
}

/** The solutions file itself: each line satisfies its puzzle's rows, columns, boxes and cages. */
function checkSolutionsFile(set: PuzzleSet): void {
  const failures: string[] = [];
  set.puzzles.forEach((line, i) => {
    const why = killerSolutionProblem(parseKillerLine(line, `${set.name} line ${i + 1}`), Array.from(set.solutions![i], Number));
    if (why !== undefined) failures.push(`${set.name} line ${i + 1}: ${why}`);
  });
  report(failures, `lines of ${set.name}'s solutions file that do not solve their puzzle`);
}

describe('killer puzzles against their verified answers', function () {
  describe('fixtures (test/fixtures/killer)', () => {
    const generated = loadSet(KILLER_FIXTURES, 'killer-generated-40');
    const hard = loadSet(KILLER_FIXTURES, 'killer-hard-10');
    const multi = loadSet(KILLER_FIXTURES, 'killer-multi-20');
    const examples = loadSet(KILLER_FIXTURES, 'killer-examples');

    it('the fixtures have the lines their README says, and their solutions solve them', () => {
      assert.deepEqual([generated, hard, multi, examples].map((s) => s.puzzles.length), [40, 10, 20, 1]);
      assert.ok(multi.counts!.every((n) => n === 2), 'the multi counts file says 2 ("two or more") on every line');
      for (const s of [generated, hard, examples]) checkSolutionsFile(s);
    });
    for (const engine of ENGINES) {
      it(`${engine}: the Wikipedia killer`, () => checkSolved(examples, [0], engine));
      it(`${engine}: all 40 generated killers`, () => checkSolved(generated, every(40, 1), engine));
    }
    for (const engine of SEARCHES) {
      it(`${engine}: all 20 near-unique killers are multiple`, () => checkMultiple(multi, every(20, 1), engine));
      it(`${engine}: all 10 hard killers`, () => checkSolved(hard, every(10, 1), engine));
    }
    it('dlx: the near-unique killers on odd lines are multiple', () => checkMultiple(multi, every(20, 2), 'dlx'));
    // The exact cover needs up to 30 s on some hard killers (line 4); lines 3 and 5 take it well under a second.
    it('dlx: hard killers, lines 3 and 5', () => checkSolved(hard, [2, 4], 'dlx'));
  });

  describe(`shared killer sets (${KILLER_SHARED}${FULL ? ', every line' : ', a sample; SUDOKU_FULL=1 for every line'})`, function () {
    if (!hasSharedData() || !fs.existsSync(KILLER_SHARED)) {
      it(`are absent: only the fixtures were checked (no ${KILLER_SHARED})`, function () {
        console.log(`    killer: shared data not found at ${KILLER_SHARED}; checked the fixtures only`);
      });
      return;
    }
    const generated = loadSet(KILLER_SHARED, 'killer-generated-2000');
    const hard = loadSet(KILLER_SHARED, 'killer-generated-hard-500');
    const multi = loadSet(KILLER_SHARED, 'killer-multi-200');
    const examples = loadSet(KILLER_SHARED, 'killer-examples');

    it('the solutions files solve their puzzles (every line)', () => {
      for (const s of [generated, hard, examples]) checkSolutionsFile(s);
      assert.ok(multi.counts!.every((n) => n === 2));
    });
    for (const engine of SEARCHES) {
      it(`${engine}: killer-generated-2000 (${FULL ? 'every line' : 'every 10th line'})`, () => checkSolved(generated, every(2000, 10), engine));
      it(`${engine}: killer-generated-hard-500 (${FULL ? 'every line' : 'every 25th line'})`, () => checkSolved(hard, every(500, 25), engine));
      it(`${engine}: every line of killer-multi-200 is multiple`, () => checkMultiple(multi, every(200, 1), engine));
    }
    it('wasm, fast and dlx: killer-examples', () => {
      for (const engine of ENGINES) checkSolved(examples, [0], engine);
    });
    it(`dlx: killer-generated-2000 (${FULL ? 'every line' : 'every 100th line'})`, () => checkSolved(generated, every(2000, 100), 'dlx'));
    it(`dlx: killer-multi-200 (${FULL ? 'every line' : 'every 20th line'})`, () => checkMultiple(multi, every(200, 20), 'dlx'));
    // About 25 minutes: the exact cover takes seconds on many hard killers. The fixture's lines 3 and 5 run by default.
    if (FULL) it('dlx: killer-generated-hard-500 (every line)', () => checkSolved(hard, every(500, 1), 'dlx'));
  });
});
