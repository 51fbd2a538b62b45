// The killer rules as data: rule problems, conflicts, candidates, cage facts, next steps, and the solve contract
// (engines, budget, abort, bad arguments). Classic puzzles go through the same entries unchanged.
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import {
  CLASSIC,
  cageAt,
  candidates,
  countPuzzle,
  countSolutions,
  nextStep,
  puzzleCandidates,
  puzzleNextStep,
  puzzleProblems,
  solve,
  solvePuzzle,
} from '../../src/core/index';
import type { Cage, CageStep, Puzzle, RuleProblem } from '../../src/core/index';
import { ruleProblemMessage } from '../../src/text/describe';
import { fixturesDir, loadSet } from '../helpers/data';
import { grid } from '../helpers/grids';
import { parseKillerLine } from '../helpers/killer';

const KILLER = path.join(fixturesDir, 'killer');
const examples = loadSet(KILLER, 'killer-examples');
const hard = loadSet(KILLER, 'killer-hard-10');
const wiki = parseKillerLine(examples.puzzles[0]);
const wikiSolution = grid(examples.solutions![0]);

function killer(cages: Cage[], givens: Record<number, number> = {}): Puzzle {
  const cells = new Uint8Array(81);
  for (const [c, d] of Object.entries(givens)) cells[Number(c)] = d;
  return { cells, rules: { variant: 'killer', cages } };
}

function cagesOf(p: Puzzle): readonly Cage[] {
  assert.equal(p.rules.variant, 'killer');
  return p.rules.variant === 'killer' ? p.rules.cages : [];
}

/** The Wikipedia killer with cage `k`'s sum changed by `delta`. */
function withSum(k: number, delta: number): Puzzle {
  const cages = cagesOf(wiki).map((c, i) => (i === k ? { cells: c.cells, sum: c.sum + delta } : c));
  return { cells: wiki.cells, rules: { variant: 'killer', cages } };
}

describe('killer rules', () => {
  describe('rule problems', () => {
    it('the Wikipedia killer has none, with or without expecting every cell in a cage', () => {
      assert.deepEqual(puzzleProblems(wiki), []);
      assert.deepEqual(puzzleProblems(wiki, { expectCoverage: true }), []);
    });
    it('a sum impossible for the cage size: two cells cannot make 18, ten cells cannot differ', () => {
      const cages = [{ cells: [0, 1], sum: 18 }, { cells: [9, 10, 11, 12, 13, 14, 15, 16, 17, 18], sum: 45 }];
      const problems = puzzleProblems(killer(cages));
      assert.deepEqual(problems, [
        { kind: 'cage-sum', cage: 0, sum: 18, size: 2, min: 3, max: 17 },
        { kind: 'cage-sum', cage: 1, sum: 45, size: 10 },
      ]);
      assert.equal(ruleProblemMessage(problems[0], cages), 'the cage 18 in 2 at r1c1: 2 different digits cannot make 18 (they make 3 to 17)');
      assert.equal(ruleProblemMessage(problems[1], cages), 'the cage 45 in 10 at r2c1: 10 cells cannot all hold different digits');
    });
    it('a given repeated inside its cage (cells that share no row, column or box)', () => {
      const cages = [{ cells: [0, 1, 10, 11, 12], sum: 25 }];
      const p = killer(cages, { 0: 5, 12: 5 });
      const conflict = { a: 0, b: 12, digit: 5, unit: 'cage', unitIndex: 0 } as const;
      assert.deepEqual(puzzleProblems(p), [{ kind: 'cage-repeat', cage: 0, conflict }]);
      assert.equal(ruleProblemMessage(puzzleProblems(p)[0], cages), 'the cage 25 in 5 at r1c1: 5 is given twice (r1c1 and r2c4)');
      for (const engine of ['fast', 'dlx'] as const) {
        const r = solvePuzzle(p, { engine });
        assert.ok(r.kind === 'invalid', `${engine}: ${r.kind}`);
        assert.deepEqual(r.conflicts, [conflict]);
        assert.deepEqual(countPuzzle(p, 2, { engine }).kind, 'invalid');
      }
    });
    it('givens that leave the cage no combination', () => {
      const cages = [{ cells: [0, 1], sum: 10 }];
      const p = killer(cages, { 0: 5 });
      assert.deepEqual(puzzleProblems(p), [{ kind: 'cage-givens', cage: 0, sum: 10, givens: [0], digits: [5] }]);
      assert.equal(ruleProblemMessage(puzzleProblems(p)[0], cages), 'the cage 10 in 2 at r1c1: no 2 different digits with the given 5 make 10');
      assert.equal(solvePuzzle(p).kind, 'unsolvable');
    });
    it('a cage whose cells are not connected, with each piece', () => {
      const p = killer([{ cells: [0, 2, 11, 20], sum: 10 }]);
      assert.deepEqual(puzzleProblems(p), [{ kind: 'cage-disconnected', cage: 0, parts: [[0], [2, 11, 20]] }]);
      // Diagonal neighbours are not connected either.
      assert.deepEqual(puzzleProblems(killer([{ cells: [0, 10], sum: 3 }])), [{ kind: 'cage-disconnected', cage: 0, parts: [[0], [10]] }]);
      // A row's end does not touch the next row's start.
      assert.deepEqual(puzzleProblems(killer([{ cells: [8, 9], sum: 3 }])), [{ kind: 'cage-disconnected', cage: 0, parts: [[8], [9]] }]);
    });
    it('overlapping cages, each shared cell once', () => {
      const cages = [{ cells: [0, 1, 2], sum: 6 }, { cells: [1, 2], sum: 3 }, { cells: [2, 3], sum: 4 }];
      assert.deepEqual(puzzleProblems(killer(cages)), [
        { kind: 'cage-overlap', cell: 1, cages: [0, 1] },
        { kind: 'cage-overlap', cell: 2, cages: [0, 1] },
      ]);
    });
    it('cages that cover the grid but do not add up to 405', () => {
      const p = withSum(3, 1);
      assert.deepEqual(puzzleProblems(p), [{ kind: 'cage-total', total: 406, expected: 405 }]);
      assert.equal(ruleProblemMessage(puzzleProblems(p)[0], cagesOf(p)), 'the cages add up to 406, not 405');
      assert.equal(solvePuzzle(p).kind, 'unsolvable');
      assert.equal(solvePuzzle(p, { engine: 'dlx' }).kind, 'unsolvable');
    });
    it('cells in no cage only when coverage is expected', () => {
      const cages = cagesOf(wiki).slice(1);
      const p = { cells: wiki.cells, rules: { variant: 'killer' as const, cages } };
      assert.deepEqual(puzzleProblems(p), []);
      const first = cagesOf(wiki)[0].cells;
      const problems: RuleProblem[] = puzzleProblems(p, { expectCoverage: true });
      assert.deepEqual(problems, [{ kind: 'uncaged', cells: first }]);
      assert.equal(ruleProblemMessage(problems[0], cages), '2 cells are in no cage (r1c1 and r1c2)');
      // Without that cage the killer still solves, to the same grid.
      const r = solvePuzzle(p);
      assert.ok(r.kind === 'solved' || r.kind === 'multiple');
      assert.deepEqual(r.solution, wikiSolution);
    });
  });

  describe('candidates, cage facts and next steps', () => {
    it('candidates keep the classic ones, drop the digits given in the cage and keep only the combinations left', () => {
      const p = killer([{ cells: [0, 1], sum: 17 }, { cells: [2, 3, 4], sum: 10 }], { 4: 1 });
      const cand = puzzleCandidates(p);
      assert.equal(cand[0], (1 << 8) | (1 << 9));
      assert.equal(cand[1], (1 << 8) | (1 << 9));
      // 10 in 3 with a 1 given: 2+7, 3+6 or 4+5 (but 8 and 9 go to the 17 in the same row).
      assert.equal(cand[2], [2, 3, 4, 5, 6, 7].reduce((m, d) => m | (1 << d), 0));
      assert.equal(cand[4], 0);
      assert.equal(cand[80], candidates(p.cells)[80]);
    });
    it('the hover facts of a cage: sum, size and the combinations still possible', () => {
      assert.deepEqual(cageAt(wiki, 1), { cage: 0, sum: 3, size: 2, cells: [0, 1], combinations: [[1, 2]], label: '3 in 2: 1+2' });
      const open = killer([{ cells: [40, 41], sum: 10 }]);
      assert.equal(cageAt(open, 41)?.label, '10 in 2: 1+9, 2+8, 3+7, 4+6');
      assert.equal(cageAt(open, 0), undefined);
      const given = killer([{ cells: [40, 41], sum: 10 }], { 39: 9 });
      assert.equal(cageAt(given, 40)?.label, '10 in 2: 2+8, 3+7, 4+6', 'the 9 in the row rules out 1+9');
      assert.equal(cageAt(killer([{ cells: [0, 1], sum: 18 }]), 0)?.label, '18 in 2: no combination');
      assert.equal(cageAt({ cells: wiki.cells, rules: CLASSIC }, 0), undefined);
    });
    it('next step: a cage with one combination left clears the rest of its row and box', () => {
      const step = puzzleNextStep(wiki) as CageStep;
      assert.equal(step.technique, 'cage-combination');
      assert.equal(step.cage, 0);
      assert.deepEqual(step.combinations, [[1, 2]]);
      assert.equal(step.reason, 'the cage 3 in 2 at r1c1 can only be 1+2, so 1 and 2 leave the rest of row 1 and box 1');
      const row1 = [2, 3, 4, 5, 6, 7, 8];
      const box1 = [9, 10, 11, 18, 19, 20];
      for (const e of step.eliminations) assert.ok([...row1, ...box1].includes(e.cell) && (e.digit === 1 || e.digit === 2), JSON.stringify(e));
      assert.ok(step.eliminations.some((e) => e.cell === 20 && e.digit === 2));
    });
    it('next step: the rule of 45 on a row places its one innie', () => {
      const p = killer([{ cells: [0, 1], sum: 10 }, { cells: [2, 3], sum: 11 }, { cells: [4, 5], sum: 9 }, { cells: [6, 7], sum: 8 }, { cells: [8, 17], sum: 12 }]);
      assert.deepEqual(puzzleNextStep(p), {
        technique: 'rule-of-45',
        cells: [8],
        sum: 7,
        region: { kind: 'row', indices: [0] },
        side: 'innies',
        cell: 8,
        digit: 7,
        eliminations: [],
        reason: 'Rule of 45 on row 1: 45 less the cages inside it (38) leaves 7 for its innie r1c9, so r1c9 is 7',
      });
    });
    it('next step: a naked single that the cage made says so; none when the givens conflict', () => {
      const p = killer([{ cells: [0, 1], sum: 17 }], { 1: 8 });
      assert.deepEqual(puzzleNextStep(p), { cell: 0, digit: 9, technique: 'naked-single', reason: 'r1c1 can only be 9 (the cage 17 in 2 at r1c1)' });
      assert.equal(puzzleNextStep(killer([{ cells: [0, 1], sum: 17 }], { 0: 8, 1: 8 })), undefined);
    });
    it('following the next steps from a partly filled Wikipedia killer: every placement and elimination agrees with its solution', () => {
      // Every third cell filled from the solution, so that singles and cage steps both come up.
      const cells = Uint8Array.from(wikiSolution, (d, i) => (i % 3 === 0 ? d : 0));
      const techniques = new Set<string>();
      let placed = 0;
      for (let i = 0; i < 81; i++) {
        const step = puzzleNextStep({ cells, rules: wiki.rules });
        if (step === undefined) break;
        techniques.add(step.technique);
        if ('eliminations' in step) for (const e of step.eliminations) assert.notEqual(wikiSolution[e.cell], e.digit, step.reason);
        if (step.cell === undefined || step.digit === undefined) break;
        assert.equal(step.digit, wikiSolution[step.cell], step.reason);
        cells[step.cell] = step.digit;
        placed++;
      }
      assert.ok(placed >= 20, `only ${placed} placements (${[...techniques].join(', ')})`);
    });
  });

  describe('solve contract', () => {
    const puzzle = parseKillerLine(hard.puzzles[3]);
    it('the budget stops both engines (fast within one propagation over it, dlx exactly at it)', () => {
      for (const [engine, over] of [['fast', 81], ['dlx', 0]] as const) {
        const r = solvePuzzle(puzzle, { engine, budget: 500 });
        assert.ok(r.kind === 'stopped' && r.reason === 'budget', `${engine}: ${r.kind}`);
        assert.ok(r.stats.placements >= 500 && r.stats.placements <= 500 + over, `${engine}: ${r.stats.placements} placements`);
        const c = countPuzzle(puzzle, 2, { engine, budget: 500 });
        assert.ok(c.kind === 'stopped' && c.reason === 'budget' && c.count === 0, JSON.stringify(c));
      }
    });
    it('an aborted signal stops both engines: before they start, and during the search', () => {
      const ac = new AbortController();
      ac.abort();
      for (const engine of ['fast', 'dlx'] as const) {
        const r = solvePuzzle(puzzle, { engine, signal: ac.signal });
        assert.ok(r.kind === 'stopped' && r.reason === 'aborted' && r.stats.placements === 0, `${engine}: ${JSON.stringify(r)}`);
        let reads = 0;
        const later = { get aborted() { return ++reads > 3; } } as AbortSignal;
        const s = solvePuzzle(puzzle, { engine, signal: later });
        assert.ok(s.kind === 'stopped' && s.reason === 'aborted', `${engine}: ${s.kind}`);
        assert.ok(reads > 3, `${engine} read the signal during the search`);
      }
    });
    it('counts and solves agree, and checkUnique: false stops at the first solution', () => {
      const r = solvePuzzle(puzzle, { checkUnique: false });
      assert.equal(r.kind, 'solved');
      const c = countPuzzle(puzzle, 5);
      assert.ok(c.kind === 'counted' && c.count === 1 && !c.limitReached);
      assert.ok(r.kind === 'solved' && r.stats.placements <= (solvePuzzle(puzzle).stats.placements));
    });
    it('bad arguments are programmer errors: TypeError or RangeError', () => {
      assert.throws(() => solvePuzzle(puzzle, { engine: 'backtrack' }), /classic puzzles only/);
      assert.throws(() => solvePuzzle(puzzle, { engine: 'nope' as never }), TypeError);
      assert.throws(() => countPuzzle(puzzle, 0), RangeError);
      assert.throws(() => solvePuzzle(puzzle, { budget: -1 }), RangeError);
      assert.throws(() => solvePuzzle(killer([{ cells: [1, 0], sum: 3 }])), /ascending/);
      assert.throws(() => solvePuzzle(killer([{ cells: [81], sum: 3 }])), /0\.\.80/);
      assert.throws(() => solvePuzzle(killer([{ cells: [], sum: 3 }])), /no cells/);
      assert.throws(() => solvePuzzle(killer([{ cells: [0], sum: 2.5 }])), /not an integer/);
      assert.throws(() => solvePuzzle({ cells: new Uint8Array(80), rules: wiki.rules }), TypeError);
      assert.throws(() => solvePuzzle({ cells: wiki.cells, rules: { variant: 'jigsaw' } as never }), /unknown variant/);
    });
    it('classic puzzles go through the same entries to the classic engine, unchanged', () => {
      const set = loadSet(fixturesDir, 'sudoku-exchange-200');
      for (const line of set.puzzles.slice(0, 20)) {
        const cells = grid(line);
        const p = { cells, rules: CLASSIC };
        const a = solvePuzzle(p);
        const b = solve(cells);
        assert.equal(a.kind, b.kind);
        assert.ok(a.kind === 'solved' && b.kind === 'solved');
        assert.deepEqual(a.solution, b.solution);
        assert.deepEqual(countPuzzle(p, 2).kind, countSolutions(cells, 2).kind);
        assert.deepEqual(puzzleCandidates(p), candidates(cells));
        assert.deepEqual(puzzleNextStep(p), nextStep(cells));
        assert.deepEqual(puzzleProblems(p), []);
      }
    });
  });
});

describe('killer search: cells in no cage', () => {
  it('counts every solution when the last open cells are in no cage and no group (they weigh nothing in the choice)', () => {
    // A random killer (from the property test of counts beyond two) with cages 13, 22, 23 and 27 left out and 53
    // digits given. Its last open cells are in no cage, and the search used to stop at them as if the grid were full:
    // 3 solutions where there are 4 (the exact cover's count, and the sum of the counts with r7c2 given 1 to 9).
    const line =
      '...........5..3.......................................................6.......... abccdeeffbbgcccehfgggciijjfkkllminnfkopqrrsntkouqrrrvtkwuxryyzAwwxxxByzAwwwBBByzA 9,12,28,1,24,19,18,4,20,6,21,5,7,20,7,9,15,31,3,7,15,8,34,19,20,10,21,12';
    const parsed = parseKillerLine(line, 'the killer of this test');
    const cages = parsed.rules.variant === 'killer' ? parsed.rules.cages.filter((_, i) => ![13, 22, 23, 27].includes(i)) : [];
    const cells = Uint8Array.from('946517823715823946382469157863275491129648375457931682200000000000000060000000000', (ch) => Number(ch));
    const p: Puzzle = { cells, rules: { variant: 'killer', cages } };
    const fast = countPuzzle(p, 10);
    const dlx = countPuzzle(p, 10, { engine: 'dlx' });
    assert.ok(fast.kind === 'counted' && dlx.kind === 'counted');
    assert.equal(dlx.count, 4);
    assert.equal(fast.count, 4);
    let byDigit = 0;
    for (let d = 1; d <= 9; d++) {
      const given = Uint8Array.from(cells);
      given[55] = d;
      const r = countPuzzle({ cells: given, rules: p.rules }, 10);
      if (r.kind === 'counted') byDigit += r.count;
    }
    assert.equal(byDigit, 4);
    // The whole puzzle without the givens: both engines agree beyond two.
    const whole: Puzzle = { cells: parsed.cells, rules: { variant: 'killer', cages } };
    const a = countPuzzle(whole, 100);
    const b = countPuzzle(whole, 100, { engine: 'dlx' });
    assert.ok(a.kind === 'counted' && b.kind === 'counted');
    assert.equal(a.count, b.count);
  });
});
