// The words the editor shows: lens states, cell hovers and the summaries of Check File and Solve All.

import * as assert from 'node:assert/strict';
import { candidates, findConflicts, solve } from '../../src/core/index';
import type { SolveResult } from '../../src/core/types';
import { cellHover, checkSummary, emptyTally, solveAllSummary, stateLabel, tallyPuzzle } from '../../src/text/describe';
import { scan } from '../../src/text/index';

const UNIQUE = '.8.2..4..57....1....23.....82..9...5...715...7...2..41.....67....3....18..7..9.5.';
const SOLVED = '389251467576948132142367589821694375934715826765823941258136794493572618617489253';

function labelOf(line: string, pending = false, result?: SolveResult): string {
  const p = scan(line).puzzles[0];
  return stateLabel(p, { conflicts: findConflicts(p.cells), result }, pending);
}

describe('describe', () => {
  it('labels each state of a puzzle for its lens', () => {
    const p = scan(UNIQUE).puzzles[0];
    const givens = UNIQUE.replace(/\./g, '').length;
    assert.equal(labelOf(UNIQUE, false, solve(p.cells)), `unique · ${givens} givens`);
    assert.equal(labelOf(UNIQUE, true), 'checking…');
    assert.equal(labelOf(UNIQUE, false), `${givens} givens · not checked`);
    assert.equal(labelOf(SOLVED, false, solve(scan(SOLVED).puzzles[0].cells)), 'solved');
    const several = `1${'.'.repeat(80)}`;
    assert.equal(labelOf(several, false, solve(scan(several).puzzles[0].cells)), '2+ solutions');
    const none = `12345678.${'.'.repeat(35)}9${'.'.repeat(36)}`;
    assert.equal(labelOf(none, false, solve(scan(none).puzzles[0].cells)), 'no solution');
    assert.equal(labelOf(`55${'.'.repeat(79)}`), '1 conflict', 'a pair sharing row and box is one conflict');
    assert.equal(labelOf(`5.5.......5${'.'.repeat(70)}`), '3 conflicts');
  });

  it('hovers a cell with its name, box, and given or candidates', () => {
    const p = scan(UNIQUE).puzzles[0];
    const masks = candidates(p.cells);
    assert.match(cellHover(p, 1, undefined), /\*\*r1c2\*\* · box 1[\s\S]*Given: \*\*8\*\*/);
    // r1c1 is empty; 8 and 2 are in row 1, 5 and 7 in column 1, 8 and 7 in box 1.
    const hover = cellHover(p, 0, masks);
    assert.match(hover, /\*\*r1c1\*\* · box 1/);
    const listed = /Candidates: ([\d ]+)/.exec(hover)![1].split(' ').map(Number);
    const expected = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => masks[0] & (1 << d));
    assert.deepEqual(listed, expected);
    assert.ok(!listed.includes(8) && !listed.includes(2) && !listed.includes(5) && !listed.includes(7));
    assert.ok(listed.includes(3), 'the solution digit 3 is a candidate');
  });

  it('sums up a Check File run and a Solve All run', () => {
    const t = emptyTally();
    for (const line of [UNIQUE, SOLVED, `1${'.'.repeat(80)}`, `55${'.'.repeat(79)}`]) {
      const p = scan(line).puzzles[0];
      const conflicts = findConflicts(p.cells);
      tallyPuzzle(t, p, { conflicts, result: conflicts.length > 0 ? undefined : solve(p.cells) });
    }
    t.malformed = 1;
    assert.equal(checkSummary(t), '4 puzzles: 2 unique (1 already solved), 1 with conflicting givens and 1 with several solutions. 1 malformed spot (see Problems).');
    assert.equal(checkSummary(emptyTally()), 'No puzzles in this file.');
    assert.equal(
      solveAllSummary({ puzzles: 10000, solved: 9990, alreadySolved: 2, invalid: 3, unsolvable: 1, multiple: 4, stopped: 0, skipped: 0 }),
      'Solved 9,990 of 10,000 puzzles; 2 already solved, 3 invalid (conflicting givens), 1 unsolvable and 4 not unique.',
    );
  });
});
