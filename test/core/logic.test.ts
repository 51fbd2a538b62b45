// Candidates and the next logical step, against hand-checked positions and the puzzles' known solutions.
import * as assert from 'node:assert/strict';
import { candidates, nextStep, formatGrid, UNITS } from '../../src/core/index';
import { grid } from '../helpers/grids';

const LEET = '9.7.....6824.3......1..9..2.9...2.18...4....51325.8......687.........8.9.4.9...5.';
const LEET_SOLVED = '957214386824736591361859742495372618786491235132568974519687423273145869648923157';
/** Line 1 of sudoku-exchange-bench-10k (public domain): no naked single at the start. */
const HIDDEN = '.8.2..4..57....1....23.....82..9...5...715...7...2..41.....67....3....18..7..9.5.';
const HIDDEN_SOLVED = '389251467576948132142367589821694375934715826765823941258136794493572618617489253';
/** sudoku-exchange-easy-medium-1000 line 21 (public domain): singles alone solve it, using every kind. */
const SINGLES = '.....41.88..7..94..1.5.......2..9....89...65....4..2.......7.2..61..2..79.71.....';
const SINGLES_SOLVED = '295634178836721945714598362642859713189273654573416289358967421461382597927145836';

function digits(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

describe('candidates', () => {
  it('lists the digits each empty cell can take and 0 for filled cells', () => {
    const cand = candidates(grid(LEET));
    assert.equal(cand.length, 81);
    assert.equal(cand[0], 0); // r1c1 is a given
    assert.deepEqual(digits(cand[1]), [5]); // r1c2: row 9 7 6, column 2 4 9 3, box 8 2 4 1
    assert.deepEqual(digits(cand[3]), [1, 2, 8]); // r1c4: row 9 7 6, column 4 5 6 9, box 3 9
    assert.deepEqual(digits(candidates(new Uint8Array(81))[40]), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('always keeps the solution digit', () => {
    const cand = candidates(grid(HIDDEN));
    for (let c = 0; c < 81; c++) {
      if (HIDDEN[c] === '.') assert.ok(cand[c] & (1 << Number(HIDDEN_SOLVED[c])), `cell ${c}`);
    }
  });
});

describe('nextStep', () => {
  it('finds a naked single with its reason', () => {
    assert.deepEqual(nextStep(grid(LEET)), { cell: 1, digit: 5, technique: 'naked-single', reason: 'r1c2 can only be 5' });
  });

  it('finds a hidden single with its unit and reason', () => {
    assert.deepEqual(nextStep(grid(HIDDEN)), {
      cell: 4,
      digit: 5,
      technique: 'hidden-single',
      unit: 'row',
      unitIndex: 0,
      reason: '5 fits only r1c5 in row 1',
    });
  });

  it('names columns and boxes in hidden singles', () => {
    // sudoku-exchange-bench-10k lines 21 and 1161 (public domain).
    assert.deepEqual(nextStep(grid('...2.1.....39.62...7.....8..2..9..7..8.....4...98.36..9..4.7..54.1...7.6.........')), {
      cell: 1,
      digit: 9,
      technique: 'hidden-single',
      unit: 'column',
      unitIndex: 1,
      reason: '9 fits only r1c2 in column 2',
    });
    assert.deepEqual(nextStep(grid('...4...2......3..1.2..5.48.6....5..351.....788..9....6.38.1..6.1..7......6...9...')), {
      cell: 6,
      digit: 3,
      technique: 'hidden-single',
      unit: 'box',
      unitIndex: 2,
      reason: '3 fits only r1c7 in box 3',
    });
  });

  it('returns undefined for conflicting givens, a full grid, or no single', () => {
    const g = grid(LEET);
    g[1] = 7;
    assert.equal(nextStep(g), undefined);
    assert.equal(nextStep(grid(LEET_SOLVED)), undefined);
    assert.equal(nextStep(new Uint8Array(81)), undefined);
  });

  it('reaches the known solution by repeated steps, each agreeing with it', () => {
    for (const [p, s, complete] of [[SINGLES, SINGLES_SOLVED, true], [HIDDEN, HIDDEN_SOLVED, false]] as const) {
      const g = grid(p);
      const kinds = new Set<string>();
      for (let step = nextStep(g); step !== undefined; step = nextStep(g)) {
        assert.equal(step.digit, Number(s[step.cell]), step.reason);
        assert.equal(g[step.cell], 0);
        if (step.technique === 'hidden-single') {
          const u = (step.unit === 'row' ? 0 : step.unit === 'column' ? 9 : 18) + step.unitIndex!;
          assert.ok(Array.from(UNITS.subarray(u * 9, u * 9 + 9)).includes(step.cell));
          for (const c of UNITS.subarray(u * 9, u * 9 + 9)) {
            if (c !== step.cell) assert.ok(g[c] !== step.digit && !(candidates(g)[c] & (1 << step.digit)), step.reason);
          }
          kinds.add(step.unit!);
        } else {
          assert.equal(candidates(g)[step.cell], 1 << step.digit, step.reason);
          kinds.add('naked');
        }
        g[step.cell] = step.digit;
      }
      if (complete) {
        assert.equal(formatGrid(g), s);
        assert.deepEqual([...kinds].sort(), ['box', 'column', 'naked', 'row']);
      } else {
        assert.ok(g.includes(0), 'this puzzle needs more than singles');
      }
    }
  });
});
