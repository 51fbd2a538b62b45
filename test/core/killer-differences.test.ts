// The rule of 45's innie-outie differences (layout.ts): the region cells of some cages that reach into a row, column
// or box union, less the outside cells of the others, add up to a fixed sum. They hold on every solution of the
// fixtures and the shared killer sets, and the search's check of them (groupOnce) never loses a solution digit and
// is exact with up to three open cells.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { parseGrid } from '../../src/core/grid';
import { compileCages } from '../../src/core/killer/layout';
import type { KillerLayout } from '../../src/core/killer/layout';
import { groupOnce, killerSearch } from '../../src/core/killer/search';
import { fixturesDir, hasSharedData, loadSet, sharedDataDir } from '../helpers/data';
import { assertSound, assignmentSupport, hardFixtureGroups, parseKillerLine, randomCandidates, randomKiller, shareUnit } from '../helpers/killer';
import type { HardGroup } from '../helpers/killer';
import { makeRng } from '../helpers/random';

const FULL = process.env.SUDOKU_FULL === '1';
const KILLER_SHARED = path.join(sharedDataDir, 'killer');
const KILLER_FIXTURES = path.join(fixturesDir, 'killer');

/** The first group index of the differences. */
function firstDifference(layout: KillerLayout): number {
  return layout.cages.length + layout.regionSums.length;
}

/** Why a difference of `layout` does not hold on `solution`, or undefined when all hold. */
function differenceProblem(layout: KillerLayout, solution: Uint8Array): string | undefined {
  for (const [i, d] of layout.differences.entries()) {
    const total = d.plus.reduce((a, c) => a + solution[c], 0) - d.minus.reduce((a, c) => a + solution[c], 0);
    if (total !== d.sum) return `difference ${i} (${d.region.kind} ${d.region.indices.join(',')}: +${d.plus.join(',')} -${d.minus.join(',')}) is ${total}, not ${d.sum}`;
    const g = firstDifference(layout) + i;
    const cells = Array.from(layout.groupCells.subarray(layout.groupStart[g], layout.groupStart[g + 1]));
    const neg = Array.from(layout.groupNeg.subarray(layout.groupStart[g], layout.groupStart[g + 1]));
    assert.deepEqual(cells, [...d.plus, ...d.minus], `group ${g} holds difference ${i}'s cells`);
    assert.deepEqual(neg, [...d.plus.map(() => 0), ...d.minus.map(() => 1)], `group ${g} marks difference ${i}'s minus cells`);
    assert.equal(layout.groupSum[g], d.sum);
    assert.equal(layout.groupDistinct[g], 0);
  }
  return undefined;
}

describe('killer layout: innie-outie differences', () => {
  it('a cage sticking out of row 1 and one reaching into it give r1c9 - r2c1 = 0 (a hand-made layout)', () => {
    // A = r1c1..r1c8 plus r2c1 (9 cells, sum 45), B = r1c9 + r2c9 (sum 10). Row 1: A reaches out by one cell (r2c1,
    // A counted whole: minus), B reaches in by one cell (r1c9: plus). So r1c9 - r2c1 = 45 - 45 = 0.
    const layout = compileCages([
      { cells: [0, 1, 2, 3, 4, 5, 6, 7, 9], sum: 45 },
      { cells: [8, 17], sum: 10 },
    ]);
    const d = layout.differences.find((x) => x.plus.join() === '8' && x.minus.join() === '9');
    assert.ok(d !== undefined, JSON.stringify(layout.differences));
    assert.equal(d.sum, 0);
    assert.equal(d.region.kind, 'row');
  });

  it('hold on the solutions of the hard fixtures, which have some of every size from 2 to 6 cells', () => {
    const sizes = new Set<number>();
    const groups = hardFixtureGroups();
    for (const c of groups) {
      if (c.group !== 0) continue;
      assert.equal(differenceProblem(c.layout, c.solution), undefined);
      for (const d of c.layout.differences) sizes.add(d.plus.length + d.minus.length);
    }
    for (let n = 2; n <= 6; n++) assert.ok(sizes.has(n), `no difference of ${n} cells`);
  });

  describe(`on the shared killer sets (${KILLER_SHARED}${FULL ? ', every line' : ', every 10th line; SUDOKU_FULL=1 for every line'})`, function () {
    if (!hasSharedData() || !fs.existsSync(KILLER_SHARED)) {
      it(`are absent: only the fixtures were checked (no ${KILLER_SHARED})`, function () {
        console.log(`    killer differences: shared data not found at ${KILLER_SHARED}; checked the fixtures only`);
      });
      return;
    }
    for (const name of ['killer-generated-2000', 'killer-generated-hard-500']) {
      it(`hold on every solution of ${name}`, () => {
        if (!fs.existsSync(path.join(KILLER_SHARED, `${name}.txt`))) assert.fail(`${name}.txt is missing from ${KILLER_SHARED}`);
        const set = loadSet(KILLER_SHARED, name);
        let count = 0;
        set.puzzles.forEach((line, i) => {
          if (!FULL && i % 10 !== 0) return;
          const puzzle = parseKillerLine(line, `${name} line ${i + 1}`);
          if (puzzle.rules.variant !== 'killer') return;
          const layout = compileCages(puzzle.rules.cages);
          const problem = differenceProblem(layout, parseGrid(set.solutions![i])!);
          assert.equal(problem, undefined, `${name} line ${i + 1}: ${problem}`);
          count += layout.differences.length;
        });
        assert.ok(count > 0, `${name} gave no differences`);
      });
    }
  });
});

describe('killer layouts for the generator\'s merge checks', () => {
  it('is the full layout less its differences, and the search counts the same on it (hard fixtures, near-unique and 40 random killers)', () => {
    const lines = [
      ...fs.readFileSync(path.join(KILLER_FIXTURES, 'killer-hard-10.txt'), 'utf8').split('\n'),
      ...fs.readFileSync(path.join(KILLER_FIXTURES, 'killer-multi-20.txt'), 'utf8').split('\n'),
    ].filter((l) => /^\S{81} /.test(l));
    const puzzles = lines.map((l, i) => parseKillerLine(l, `fixture ${i + 1}`));
    for (let seed = 1; seed <= 40; seed++) puzzles.push(randomKiller(seed, 0).puzzle);
    let withDifferences = 0;
    for (const [i, p] of puzzles.entries()) {
      if (p.rules.variant !== 'killer') continue;
      const full = compileCages(p.rules.cages);
      const light = compileCages(p.rules.cages, { differences: false });
      assert.equal(light.differences.length, 0);
      assert.deepEqual(light.regionSums, full.regionSums, `puzzle ${i}: the same region sums`);
      const g = firstDifference(full);
      assert.equal(light.groupCount, g, `puzzle ${i}: the cages and region sums only`);
      assert.deepEqual(light.groupCells, full.groupCells.subarray(0, full.groupStart[g]));
      if (full.differences.length > 0) withDifferences++;
      const a = killerSearch(full, p.cells, 3, 50_000_000, undefined, new Uint8Array(81));
      const b = killerSearch(light, p.cells, 3, 50_000_000, undefined, new Uint8Array(81));
      assert.ok(a.stopped === undefined && b.stopped === undefined, `puzzle ${i}: both decided`);
      assert.equal(b.count, a.count, `puzzle ${i}: the same count`);
    }
    assert.ok(withDifferences >= 20, `${withDifferences} of ${puzzles.length} full layouts have differences`);
  });

  it("with small regions, keeps the rule of 45 of one or two units and of all units but one, and the search counts the same", () => {
    const lines = [
      ...fs.readFileSync(path.join(KILLER_FIXTURES, 'killer-hard-10.txt'), 'utf8').split('\n'),
      ...fs.readFileSync(path.join(KILLER_FIXTURES, 'killer-multi-20.txt'), 'utf8').split('\n'),
    ].filter((l) => /^\S{81} /.test(l));
    const puzzles = lines.map((l, i) => parseKillerLine(l, `fixture ${i + 1}`));
    for (let seed = 1; seed <= 40; seed++) puzzles.push(randomKiller(seed, 0).puzzle);
    // A region sum as its cells and total (two regions that give the same cells give the same total).
    const key = (r: { cells: readonly number[]; sum: number }): string => `${r.cells.join(',')}=${r.sum}`;
    let fewer = 0;
    for (const [i, p] of puzzles.entries()) {
      if (p.rules.variant !== 'killer') continue;
      const full = compileCages(p.rules.cages, { differences: false });
      const small = compileCages(p.rules.cages, { differences: false, regions: 'small' });
      assert.equal(small.differences.length, 0);
      const all = new Set(full.regionSums.map(key));
      const kept = new Set(small.regionSums.map(key));
      for (const r of small.regionSums) {
        assert.ok([1, 2, 8].includes(r.region.indices.length), `puzzle ${i}: a region of ${r.region.indices.length} units`);
        assert.ok(all.has(key(r)), `puzzle ${i}: ${key(r)} is not a region sum of the full layout`);
      }
      for (const r of full.regionSums) {
        if ([1, 2, 8].includes(r.region.indices.length)) assert.ok(kept.has(key(r)), `puzzle ${i}: ${key(r)} (${r.region.kind} ${r.region.indices}) left out`);
      }
      if (kept.size < all.size) fewer++;
      assert.equal(small.groupCount, p.rules.cages.length + small.regionSums.length);
      const a = killerSearch(full, p.cells, 3, 50_000_000, undefined, new Uint8Array(81));
      const b = killerSearch(small, p.cells, 3, 50_000_000, undefined, new Uint8Array(81));
      assert.ok(a.stopped === undefined && b.stopped === undefined, `puzzle ${i}: both decided`);
      assert.equal(b.count, a.count, `puzzle ${i}: the same count`);
    }
    assert.ok(fewer >= 20, `only ${fewer} of ${puzzles.length} layouts lost a region sum`);
  });
});

describe('killer search: innie-outie differences, checked', () => {
  const cases: HardGroup[] = hardFixtureGroups().filter((c) => c.group >= firstDifference(c.layout));

  it('the hard fixtures have differences', () => {
    assert.ok(cases.length >= 10, `only ${cases.length} found`);
  });

  it('never lose a solution digit, and keep exactly what some assignment gives with up to three open cells', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 6 }), (pick, seed, density, open) => {
        const c = cases[pick % cases.length];
        const s = c.layout.groupStart[c.group];
        const neg = Array.from(c.layout.groupNeg.subarray(s, c.layout.groupStart[c.group + 1]));
        // The first `open` cells of the group (and every cell outside it) get two or more candidates, the
        // solution's among them; the group's other cells are placed.
        const cands = randomCandidates(c.solution, makeRng(seed), density, (x) => {
          const j = c.cells.indexOf(x);
          return j < 0 || j < open;
        });
        // A placed cell's digit has left the group's open cells it shares a unit with (the search's singles do that).
        c.cells.forEach((x, j) => {
          if (j < open) return;
          for (const y of c.cells.slice(0, open)) if (y !== x && shareUnit(x, y)) cands[y] &= ~(1 << c.solution[x]);
        });
        const want = assignmentSupport(c.cells, c.layout.groupSum[c.group], cands, shareUnit, neg);
        assert.notEqual(want, undefined, 'the solution is an assignment');
        const got = Uint16Array.from(cands);
        assert.equal(groupOnce(c.layout, c.group, got), true);
        assertSound(got, cands, c.solution);
        for (let x = 0; x < 81; x++) if (!c.cells.includes(x)) assert.equal(got[x], cands[x], `cell ${x} is not in the group`);
        const opened = Math.min(open, c.cells.length);
        c.cells.forEach((x, j) => {
          assert.equal(want![j] & ~got[x], 0, `cell ${x} lost a digit an assignment gives it`);
          if (opened <= 3) assert.equal(got[x], want![j], `cell ${x} of a difference with ${opened} open cells`);
        });
      }),
      { numRuns: 500, seed: 20261201 },
    );
  });

  it('a difference no assignment fits is a contradiction', () => {
    // r1c9 - r2c1 = 0 (the hand-made layout above) but the two cells share no digit.
    const layout = compileCages([
      { cells: [0, 1, 2, 3, 4, 5, 6, 7, 9], sum: 45 },
      { cells: [8, 17], sum: 10 },
    ]);
    const i = layout.differences.findIndex((x) => x.plus.join() === '8' && x.minus.join() === '9');
    assert.ok(i >= 0);
    const cands = new Uint16Array(81).fill(0x3fe);
    cands[8] = (1 << 1) | (1 << 2);
    cands[9] = (1 << 3) | (1 << 4);
    assert.equal(groupOnce(layout, firstDifference(layout) + i, cands), false);
    cands[9] = (1 << 2) | (1 << 4);
    assert.equal(groupOnce(layout, firstDifference(layout) + i, cands), true);
    assert.equal(cands[8], 1 << 2);
    assert.equal(cands[9], 1 << 2);
  });
});
