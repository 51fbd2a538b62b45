// The killer search's exact check of innie/outie sets whose cells do not all share a unit (cells that share a row,
// column or box differ, others may repeat), against every assignment tried the plain way, on the fixtures' layouts.
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { groupOnce } from '../../src/core/killer/search';
import { assignmentSupport, hardFixtureGroups, randomCandidates, shareUnit } from '../helpers/killer';
import type { HardGroup } from '../helpers/killer';
import { makeRng } from '../helpers/random';

/**
 * Every innie/outie set of 2 to 4 cells that is not all in one unit, from the hard fixtures' layouts, with the
 * puzzle's solution (the innie-outie differences after them have their own test, killer-differences).
 */
function looseGroups(): HardGroup[] {
  return hardFixtureGroups().filter(
    (c) => c.group < c.layout.cages.length + c.layout.regionSums.length && !c.layout.groupDistinct[c.group] && c.cells.length >= 2 && c.cells.length <= 4,
  );
}

describe('killer search: innie/outie sets across units, checked exactly', () => {
  const cases = looseGroups();

  it('the hard fixtures have such sets (2 to 4 cells, not in one unit)', () => {
    assert.ok(cases.length >= 10, `only ${cases.length} found`);
    for (const c of cases) assert.ok(c.cells.some((a) => c.cells.some((b) => !shareUnit(a, b))), `group ${c.group} lies in one unit`);
  });

  it('keeps exactly the digits some assignment gives each cell, never the solution digit lost', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 1, max: 8 }), (pick, seed, density) => {
        const c = cases[pick % cases.length];
        // Two or more candidates in every cell (placed cells are the search's other rules' business), the solution's among them.
        const cands = randomCandidates(c.solution, makeRng(seed), density);
        const want = assignmentSupport(c.cells, c.layout.groupSum[c.group], cands, shareUnit);
        assert.notEqual(want, undefined, 'the solution is an assignment');
        const got = Uint16Array.from(cands);
        assert.equal(groupOnce(c.layout, c.group, got), true);
        assert.deepEqual(
          c.cells.map((x) => got[x]),
          want,
        );
        for (let x = 0; x < 81; x++) if (!c.cells.includes(x)) assert.equal(got[x], cands[x], `cell ${x} is not in the group`);
      }),
      { numRuns: 300, seed: 20261201 },
    );
  });

  it('a set no assignment fits is a contradiction', () => {
    const c = cases.find((x) => x.layout.groupSum[x.group] > 2 * x.cells.length);
    assert.ok(c !== undefined, 'a set whose sum is above twice its size');
    const cands = new Uint16Array(81).fill(0x3fe);
    // Every cell of the set 1 or 2: too little for its sum.
    for (const x of c.cells) cands[x] = (1 << 1) | (1 << 2);
    assert.equal(assignmentSupport(c.cells, c.layout.groupSum[c.group], cands, shareUnit), undefined);
    assert.equal(groupOnce(c.layout, c.group, cands), false);
  });
});
