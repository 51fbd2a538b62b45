// Each technique of the explainer's ladder on a position where it applies (with its exact eliminations)
// and on one where it must not. Positions are built from candidates: every cell empty with all nine digits,
// then the few cells or units that make (or break) the pattern.

import * as assert from 'node:assert/strict';
import type { Candidate, Position, Step, Technique } from '../../src/core/explain/types';
import { cellAt, positionFromGrid } from '../../src/core/explain/board';
import { singles } from '../../src/core/explain/techniques/singles';
import { nakedSingle } from '../../src/core/explain/techniques/nakedSingle';
import { locking } from '../../src/core/explain/techniques/locking';
import { directLocking } from '../../src/core/explain/techniques/directLocking';
import { nakedPair, nakedTriple } from '../../src/core/explain/techniques/nakedSet';
import { directHiddenPair, hiddenPair } from '../../src/core/explain/techniques/hiddenSet';
import { xWing } from '../../src/core/explain/techniques/fish';
import { turbotFish } from '../../src/core/explain/techniques/turbotFish';
import { xyWing, xyzWing } from '../../src/core/explain/techniques/xyWing';
import { uniqueLoops } from '../../src/core/explain/techniques/uniqueLoops';
import { alignedPairExclusion } from '../../src/core/explain/techniques/alignedExclusion';
import { hintText, stepSentence, techniqueName } from '../../src/core/explain/text';
import { grid } from '../helpers/grids';

const ALL = 0x3fe;
const mask = (digits: number[]): number => digits.reduce((m, d) => m | (1 << d), 0);
const rc = (r: number, c: number): number => (r - 1) * 9 + (c - 1);

/** Every cell empty with all nine candidates. */
function blank(): Position {
  return { cells: new Uint8Array(81), cand: new Uint16Array(81).fill(ALL) };
}

function set(pos: Position, cell: number, digits: number[]): void {
  pos.cand[cell] = mask(digits);
}

/** Removes digit d from every cell of unit u except `keep`. */
function confine(pos: Position, u: number, d: number, keep: number[]): void {
  for (let i = 0; i < 9; i++) {
    const c = cellAt(u, i);
    if (!keep.includes(c)) pos.cand[c] &= ~(1 << d);
  }
}

const sorted = (list: readonly Candidate[]): string[] => list.map((e) => `${e.cell}:${e.digit}`).sort();
const cands = (pairs: Array<[number, number]>): string[] => pairs.map(([c, d]) => `${c}:${d}`).sort();

function run(t: Technique, pos: Position): Step | undefined {
  return t.find(pos, { check: () => undefined });
}

function found(t: Technique, pos: Position): Step {
  const s = run(t, pos);
  assert.ok(s, `${t.id} found nothing`);
  return s;
}

describe('explain: techniques on built positions', () => {
  it('full house: the last empty cell of a unit, boxes first (1.0)', () => {
    const solved = grid('534678912672195348198342567859761423426853791713924856961537284287419635345286179');
    const cells = Uint8Array.from(solved);
    cells[rc(1, 1)] = 0;
    const s = found(singles, positionFromGrid(cells));
    assert.equal(s.technique, 'full-house');
    assert.equal(s.difficulty, 1.0);
    assert.deepEqual(s.placements, [{ cell: 0, digit: 5 }]);
    assert.deepEqual(s.units, [18]);
  });

  it('hidden single: a digit with one place in a box is 1.2, in a line 1.5, none when it has two', () => {
    const pos = blank();
    confine(pos, 22, 4, [rc(5, 5)]);
    const s = found(singles, pos);
    assert.deepEqual([s.technique, s.difficulty, s.placements], ['hidden-single', 1.2, [{ cell: rc(5, 5), digit: 4 }]]);
    const line = blank();
    confine(line, 2, 6, [rc(3, 8)]);
    const t = found(singles, line);
    assert.deepEqual([t.difficulty, t.units, t.placements], [1.5, [2], [{ cell: rc(3, 8), digit: 6 }]]);
    const two = blank();
    confine(two, 2, 6, [rc(3, 8), rc(3, 1)]);
    assert.equal(run(singles, two), undefined);
  });

  it('naked single: the first cell in reading order with one candidate (2.3)', () => {
    const pos = blank();
    set(pos, rc(4, 4), [8]);
    set(pos, rc(6, 6), [2]);
    assert.deepEqual(found(nakedSingle, pos).placements, [{ cell: rc(4, 4), digit: 8 }]);
    assert.equal(run(nakedSingle, blank()), undefined);
  });

  it('pointing: a box digit on one row leaves the rest of the row (2.6); claiming: a row digit in one box (2.8)', () => {
    const pos = blank();
    confine(pos, 18, 5, [rc(1, 1), rc(1, 2)]);
    const s = found(locking, pos);
    assert.equal(s.technique, 'pointing');
    assert.equal(s.difficulty, 2.6);
    assert.deepEqual(sorted(s.eliminations), cands([4, 5, 6, 7, 8, 9].map((c) => [rc(1, c), 5])));
    const claim = blank();
    confine(claim, 0, 5, [rc(1, 1), rc(1, 2), rc(1, 3)]);
    const t = found(locking, claim);
    assert.equal(t.technique, 'claiming');
    assert.equal(t.difficulty, 2.8);
    assert.deepEqual(sorted(t.eliminations), cands([rc(2, 1), rc(2, 2), rc(2, 3), rc(3, 1), rc(3, 2), rc(3, 3)].map((c) => [c, 5])));
    assert.equal(run(locking, blank()), undefined);
  });

  it('direct pointing places the hidden single the lock leaves (1.7) without removing the lock candidates', () => {
    const pos = blank();
    confine(pos, 18, 5, [rc(1, 1), rc(1, 2)]);
    // Box 2 has 5 only in row 1 (where box 1 locks it) and at r2c5: the lock leaves r2c5.
    confine(pos, 19, 5, [rc(1, 4), rc(2, 5)]);
    const s = found(directLocking, pos);
    assert.equal(s.technique, 'direct-pointing');
    assert.deepEqual(s.placements, [{ cell: rc(2, 5), digit: 5 }]);
    assert.deepEqual(s.eliminations, []);
  });

  it('naked pair: two cells of a unit with the same two digits (3.0); none when the digits differ', () => {
    const pos = blank();
    set(pos, rc(1, 1), [1, 2]);
    set(pos, rc(1, 2), [1, 2]);
    const s = found(nakedPair, pos);
    assert.deepEqual(s.units, [18]);
    assert.equal(s.difficulty, 3.0);
    const others = [rc(1, 3), rc(2, 1), rc(2, 2), rc(2, 3), rc(3, 1), rc(3, 2), rc(3, 3)];
    assert.deepEqual(sorted(s.eliminations), cands(others.flatMap((c) => [[c, 1] as [number, number], [c, 2] as [number, number]])));
    const no = blank();
    set(no, rc(1, 1), [1, 2]);
    set(no, rc(1, 2), [1, 3]);
    assert.equal(run(nakedPair, no), undefined);
    assert.equal(run(nakedTriple, no), undefined);
  });

  it('hidden pair: the issue example, with its sentence and its stage-1 hint (3.4)', () => {
    const pos = blank();
    confine(pos, 22, 3, [rc(4, 5), rc(6, 5)]);
    confine(pos, 22, 7, [rc(4, 5), rc(6, 5)]);
    const s = found(hiddenPair, pos);
    assert.equal(s.difficulty, 3.4);
    const rest = [1, 2, 4, 5, 6, 8, 9];
    assert.deepEqual(sorted(s.eliminations), cands(rest.flatMap((d) => [[rc(4, 5), d] as [number, number], [rc(6, 5), d] as [number, number]])));
    assert.equal(stepSentence(s), 'In box 5, 3 and 7 fit only r4c5 and r6c5, so those cells hold nothing else (hidden pair).');
    assert.equal(hintText(s, 1), 'Look at box 5: there is a hidden pair.');
    assert.equal(techniqueName(s), 'Hidden Pair');
    const no = blank();
    confine(no, 22, 3, [rc(4, 5), rc(6, 5)]);
    confine(no, 22, 7, [rc(4, 5), rc(6, 5), rc(5, 5)]);
    assert.equal(run(hiddenPair, no), undefined);
  });

  it('direct hidden pair places the single the pair leaves (2.0)', () => {
    const pos = blank();
    confine(pos, 18, 1, [rc(1, 1), rc(1, 2)]);
    confine(pos, 18, 2, [rc(1, 1), rc(1, 2)]);
    confine(pos, 18, 9, [rc(1, 1), rc(3, 3)]);
    const s = found(directHiddenPair, pos);
    assert.deepEqual(s.placements, [{ cell: rc(3, 3), digit: 9 }]);
    assert.equal(s.difficulty, 2.0);
  });

  it('X-Wing: a digit in two columns confined to the same two rows (3.2)', () => {
    const pos = blank();
    confine(pos, 9 + 0, 7, [rc(2, 1), rc(6, 1)]);
    confine(pos, 9 + 4, 7, [rc(2, 5), rc(6, 5)]);
    const s = found(xWing, pos);
    assert.equal(s.difficulty, 3.2);
    const cols = [2, 3, 4, 6, 7, 8, 9];
    assert.deepEqual(sorted(s.eliminations), cands(cols.flatMap((c) => [[rc(2, c), 7] as [number, number], [rc(6, c), 7] as [number, number]])));
    const no = blank();
    confine(no, 9 + 0, 7, [rc(2, 1), rc(6, 1)]);
    confine(no, 9 + 4, 7, [rc(2, 5), rc(7, 5)]);
    assert.equal(run(xWing, no), undefined);
  });

  it('Skyscraper: two column links joined by a row, cells seeing both free ends lose the digit (4.0)', () => {
    const pos = blank();
    confine(pos, 9 + 0, 3, [rc(1, 1), rc(5, 1)]);
    confine(pos, 9 + 5, 3, [rc(2, 6), rc(5, 6)]);
    const s = found(turbotFish, pos);
    assert.equal(s.technique, 'skyscraper');
    assert.equal(techniqueName(s), 'Skyscraper');
    assert.equal(s.difficulty, 4.0);
    assert.deepEqual(sorted(s.eliminations), cands([[rc(1, 4), 3], [rc(1, 5), 3], [rc(2, 2), 3], [rc(2, 3), 3]]));
    const no = blank();
    confine(no, 9 + 0, 3, [rc(1, 1), rc(5, 1)]);
    confine(no, 9 + 5, 3, [rc(2, 6), rc(6, 6)]);
    assert.equal(run(turbotFish, no), undefined);
  });

  it('XY-Wing: pivot xy with pincers xz and yz, z goes from cells seeing both pincers (4.2)', () => {
    const pos = blank();
    set(pos, rc(1, 1), [1, 2]);
    set(pos, rc(1, 4), [1, 3]);
    set(pos, rc(4, 1), [2, 3]);
    const s = found(xyWing, pos);
    assert.equal(s.difficulty, 4.2);
    assert.deepEqual(sorted(s.eliminations), cands([[rc(4, 4), 3]]));
    set(pos, rc(4, 1), [2, 4]);
    assert.equal(run(xyWing, pos), undefined);
  });

  it('XYZ-Wing: the cells must also see the trivalue pivot (4.4)', () => {
    const pos = blank();
    set(pos, rc(1, 1), [1, 2, 3]);
    set(pos, rc(1, 2), [1, 3]);
    set(pos, rc(2, 1), [2, 3]);
    const s = found(xyzWing, pos);
    assert.equal(s.difficulty, 4.4);
    assert.deepEqual(sorted(s.eliminations), cands([rc(1, 3), rc(2, 2), rc(2, 3), rc(3, 1), rc(3, 2), rc(3, 3)].map((c) => [c, 3])));
    set(pos, rc(1, 1), [1, 2, 4]);
    assert.equal(run(xyzWing, pos), undefined);
  });

  it('Unique Rectangle type 1: the one cell with extra digits loses the pair (4.5)', () => {
    const pos = blank();
    set(pos, rc(1, 1), [1, 2]);
    set(pos, rc(1, 2), [1, 2]);
    set(pos, rc(4, 1), [1, 2]);
    set(pos, rc(4, 2), [1, 2, 5]);
    const s = found(uniqueLoops, pos);
    assert.equal(s.technique, 'unique-rectangle');
    assert.equal(s.difficulty, 4.5);
    assert.equal(techniqueName(s), 'Unique Rectangle type 1');
    assert.deepEqual(sorted(s.eliminations), cands([[rc(4, 2), 1], [rc(4, 2), 2]]));
    // Four cells in four boxes are no deadly pattern.
    const no = blank();
    for (const c of [rc(1, 1), rc(1, 4), rc(4, 1)]) set(no, c, [1, 2]);
    set(no, rc(4, 4), [1, 2, 5]);
    assert.equal(run(uniqueLoops, no), undefined);
  });

  it('Aligned Pair Exclusion: combinations that would empty a shared bivalue cell are excluded (6.2)', () => {
    const pos = blank();
    // r1c1 and r1c2 hold 1, 2, 3 and both see r1c3 {1,2} and r2c3 {1,3}: a 1 in either leaves the other
    // with 2 or 3, which empties one of those cells, so neither can be 1.
    set(pos, rc(1, 1), [1, 2, 3]);
    set(pos, rc(1, 2), [1, 2, 3]);
    set(pos, rc(1, 3), [1, 2]);
    set(pos, rc(2, 3), [1, 3]);
    const s = found(alignedPairExclusion, pos);
    assert.equal(s.difficulty, 6.2);
    assert.deepEqual(sorted(s.eliminations), cands([[rc(1, 1), 1], [rc(1, 2), 1]]));
    set(pos, rc(2, 3), [4, 5]);
    assert.equal(run(alignedPairExclusion, pos), undefined);
  });
});
