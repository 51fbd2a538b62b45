// The killer search's check of a cage (and of each innie/outie set whose cells share a unit) on random candidates
// that hold the solution, on the hard fixtures' layouts: it never loses a solution digit anywhere, keeps every digit
// some assignment gives a cell, and is exact (keeps only those) for groups of up to four open cells.
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { compileCages } from '../../src/core/killer/layout';
import { groupOnce } from '../../src/core/killer/search';
import { assertSound, assignmentSupport, hardFixtureGroups, randomCandidates } from '../helpers/killer';
import type { HardGroup } from '../helpers/killer';
import { makeRng } from '../helpers/random';

/** Every group whose cells must differ (the cages, and innie/outie sets in one unit), from the hard fixtures. */
function distinctGroups(): HardGroup[] {
  return hardFixtureGroups().filter((c) => c.layout.groupDistinct[c.group]);
}

describe('killer search: cages and innie/outie sets in one unit', () => {
  const cases = distinctGroups();

  it('the hard fixtures have such groups of every size from 1 to 7 cells', () => {
    const sizes = new Set(cases.map((c) => c.cells.length));
    for (let n = 1; n <= 7; n++) assert.ok(sizes.has(n), `no group of ${n} cells`);
  });

  it('never loses a solution digit, keeps every digit an assignment gives, and is exact up to four open cells', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 1, max: 8 }), (pick, seed, density) => {
        const c = cases[pick % cases.length];
        // Two or more candidates in every cell, the solution's among them.
        const cands = randomCandidates(c.solution, makeRng(seed), density);
        const want = assignmentSupport(c.cells, c.layout.groupSum[c.group], cands, () => true);
        assert.notEqual(want, undefined, 'the solution is an assignment');
        const got = Uint16Array.from(cands);
        assert.equal(groupOnce(c.layout, c.group, got), true);
        assertSound(got, cands, c.solution);
        c.cells.forEach((x, j) => {
          assert.equal(want![j] & ~got[x], 0, `cell ${x} lost a digit an assignment gives it`);
          if (c.cells.length <= 4) assert.equal(got[x], want![j], `cell ${x} of a group of ${c.cells.length}`);
        });
      }),
      { numRuns: 500, seed: 20261201 },
    );
  });

  it('a big cage drops the combinations its cells cannot take together, not only those a cell cannot take', () => {
    // Four cells of row 1 adding up to 12: {1,2,3,6} or {1,2,4,5}. Each cell holds a digit of either set, but under
    // {1,2,4,5} the first two cells could only both be 4, so that set is out and the cage is decided up to 1 and 2.
    const layout = compileCages([{ cells: [0, 1, 2, 3], sum: 12 }]);
    let g = 0;
    while (g < layout.groupCount && Array.from(layout.groupCells.subarray(layout.groupStart[g], layout.groupStart[g + 1])).join() !== '0,1,2,3') g++;
    assert.ok(g < layout.groupCount, 'the cage is a group');
    const bits = (...ds: number[]): number => ds.reduce((m, d) => m | (1 << d), 0);
    const cands = new Uint16Array(81).fill(0x3fe);
    cands.set([bits(3, 4), bits(3, 4, 6), bits(1, 2, 5), bits(1, 2)], 0);
    assert.deepEqual(assignmentSupport([0, 1, 2, 3], 12, cands, () => true), [bits(3), bits(6), bits(1, 2), bits(1, 2)]);
    assert.equal(groupOnce(layout, g, cands), true);
    assert.deepEqual(Array.from(cands.subarray(0, 4)), [bits(3), bits(6), bits(1, 2), bits(1, 2)]);
  });

  it('within a combination, two cells left with the same two digits keep them from the others', () => {
    // Five cells of row 1 adding up to 15 can only be 1 to 5. The first two cells hold 1 and 2 between them, so the
    // next two are 3 and 4, and the last is 5.
    const cells = [0, 1, 2, 3, 4];
    const layout = compileCages([{ cells, sum: 15 }]);
    let g = 0;
    while (g < layout.groupCount && Array.from(layout.groupCells.subarray(layout.groupStart[g], layout.groupStart[g + 1])).join() !== cells.join()) g++;
    assert.ok(g < layout.groupCount, 'the cage is a group');
    const bits = (...ds: number[]): number => ds.reduce((m, d) => m | (1 << d), 0);
    const cands = new Uint16Array(81).fill(0x3fe);
    cands.set([bits(1, 2), bits(1, 2), bits(1, 2, 3, 4), bits(1, 2, 3, 4), bits(1, 2, 3, 4, 5)], 0);
    const want = [bits(1, 2), bits(1, 2), bits(3, 4), bits(3, 4), bits(5)];
    assert.deepEqual(assignmentSupport(cells, 15, cands, () => true), want);
    assert.equal(groupOnce(layout, g, cands), true);
    assert.deepEqual(Array.from(cands.subarray(0, 5)), want);
  });
});
