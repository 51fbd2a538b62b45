// The words the editor shows: lens states, cell hovers and the summaries of Check File and Solve All.

import * as assert from 'node:assert/strict';
import { candidates, findConflicts, solve } from '../../src/core/index';
import type { SolveResult } from '../../src/core/types';
import { cageDiagnosticMessage, cannotSolve, cellHover, checkSummary, emptySolveAllTally, emptyTally, refusal, ruleProblemMessage, solveAllSummary, stateLabel, STATE_WORDS, tallyPuzzle } from '../../src/text/describe';
import { cageName, puzzleProblems } from '../../src/core/index';
import type { Cage } from '../../src/core/index';
import { diagnose } from '../../src/text/diagnose';
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
    assert.equal(labelOf(UNIQUE, false, solve(p.cells)), `unique solution · ${givens} givens`);
    assert.equal(labelOf(UNIQUE, true), 'checking…');
    assert.equal(labelOf(UNIQUE, false), `${givens} givens · not checked`);
    assert.equal(labelOf(SOLVED, false, solve(scan(SOLVED).puzzles[0].cells)), 'solved');
    const several = `1${'.'.repeat(80)}`;
    assert.equal(labelOf(several, false, solve(scan(several).puzzles[0].cells)), 'more than one solution');
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
    assert.equal(checkSummary(t), '4 puzzles: 1 with a unique solution, 1 solved, 1 with conflicting givens and 1 with more than one solution. 1 malformed spot (see Problems).');
    assert.equal(checkSummary(emptyTally()), 'No puzzles in this file.');
    assert.equal(
      solveAllSummary({ puzzles: 10000, solved: 9990, alreadySolved: 2, invalid: 3, unsolvable: 1, multiple: 4, stopped: 0, skipped: 0 }),
      'Solved 9,990 of 10,000 puzzles; 2 already solved, 3 with conflicting givens, 1 with no solution and 4 with more than one solution.',
    );
  });

  // Issue 7, item 12: "more than one solution" was written four ways ("2+ solutions", "several solutions", "not unique", ...).
  it('says each state in the one wording of STATE_WORDS on the lens, the diagnostics, the refusals and the summaries', () => {
    const several = `1${'.'.repeat(80)}`;
    const p = scan(several).puzzles[0];
    const result = solve(p.cells);
    assert.equal(result.kind, 'multiple');
    const t = emptyTally();
    tallyPuzzle(t, p, { conflicts: [], result });
    const said = [
      labelOf(several, false, result),
      diagnose(several, scan(several), () => ({ conflicts: [], result })).map((d) => d.message).join(' '),
      refusal(p, result)!,
      cannotSolve(p, result)!,
      checkSummary(t),
      solveAllSummary({ ...emptySolveAllTally(), puzzles: 1, multiple: 1 }),
    ];
    for (const text of said) {
      assert.match(text.toLowerCase(), new RegExp(STATE_WORDS.multiple), text);
      assert.doesNotMatch(text, /several|2\+|not unique|multiple/i, text);
    }
    const none = `12345678.${'.'.repeat(35)}9${'.'.repeat(36)}`;
    const q = scan(none).puzzles[0];
    const dead = solve(q.cells);
    for (const text of [labelOf(none, false, dead), refusal(q, dead)!, diagnose(none, scan(none), () => ({ conflicts: [], result: dead }))[0].message, solveAllSummary({ ...emptySolveAllTally(), puzzles: 1, unsolvable: 1 })]) {
      assert.match(text.toLowerCase(), new RegExp(STATE_WORDS.unsolvable), text);
      assert.doesNotMatch(text, /unsolvable/i, text);
    }
  });

  it('puts the state line in the hover too', () => {
    const p = scan(UNIQUE).puzzles[0];
    const label = stateLabel(p, { conflicts: [], result: solve(p.cells) }, false);
    assert.match(cellHover(p, 0, candidates(p.cells), label), new RegExp(`box 1 · puzzle 1 \\(line 1\\) · ${label}`));
  });

  it('words each problem of a killer\'s rules, found by the core as data, naming cages as the step sentences do', () => {
    assert.equal(cageName(17, 2, 0), 'the cage 17 in 2 at r1c1');
    // r1c1-r1c2 (sum 18: too much for 2 digits), r1c3+r2c3 (fine), r1c4 and r1c6 (not connected, and r1c6 is
    // in the next cage too), r1c6-r1c7 with two 4s; the rest of the grid is in no cage.
    const cages: Cage[] = [
      { cells: [0, 1], sum: 18 },
      { cells: [2, 11], sum: 9 },
      { cells: [3, 5], sum: 10 },
      { cells: [5, 6], sum: 9 },
      { cells: [7, 8, 16, 17, 25, 26, 34, 35, 43, 44], sum: 50 },
    ];
    const cells = new Uint8Array(81);
    cells[5] = 4;
    cells[6] = 4;
    const problems = puzzleProblems({ cells, rules: { variant: 'killer', cages } }, { expectCoverage: true });
    assert.deepEqual(problems.map((p) => ruleProblemMessage(p, cages)), [
      'the cage 18 in 2 at r1c1: 2 different digits cannot make 18 (they make 3 to 17)',
      'the cage 10 in 2 at r1c4: its cells are not connected (2 separate parts)',
      'the cage 9 in 2 at r1c6: 4 is given twice (r1c6 and r1c7)',
      'the cage 50 in 10 at r1c8: 10 cells cannot all hold different digits',
      'r1c6 is in two cages (the cage 10 in 2 at r1c4 and the cage 9 in 2 at r1c6)',
      '64 cells are in no cage (r1c5, r2c1, r2c2, r2c4, r2c5, …)',
    ]);
    assert.equal(cageDiagnosticMessage(problems[0], cages), 'The cage 18 in 2 at r1c1: 2 different digits cannot make 18 (they make 3 to 17).');
    assert.equal(ruleProblemMessage({ kind: 'uncaged', cells: [80] }, cages), 'a cell is in no cage (r9c9)');
    assert.equal(ruleProblemMessage({ kind: 'cage-givens', cage: 1, sum: 9, givens: [2, 11], digits: [4, 5] }, cages), 'the cage 9 in 2 at r1c3: no 2 different digits with the given 4 and 5 make 9');
    assert.equal(ruleProblemMessage({ kind: 'cage-total', total: 406, expected: 405 }, cages), 'the cages add up to 406, not 405');
  });
});
