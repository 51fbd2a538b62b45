// Grid geometry, text conversion and conflict detection.
import * as assert from 'node:assert/strict';
import { BOX_OF, COL_OF, PEERS, ROW_OF, UNITS, cellName, findConflicts, formatGrid, isSolutionOf, parseGrid } from '../../src/core/grid';

const PUZZLE = '9.7.....6824.3......1..9..2.9...2.18...4....51325.8......687.........8.9.4.9...5.';
const SOLUTION = '957214386824736591361859742495372618786491235132568974519687423273145869648923157';

describe('grid', () => {
  it('parses and formats 81-cell lines with . and 0 for empty', () => {
    const g = parseGrid(PUZZLE)!;
    assert.equal(g[0], 9);
    assert.equal(g[1], 0);
    assert.equal(formatGrid(g), PUZZLE);
    assert.equal(formatGrid(g, '0'), PUZZLE.replace(/\./g, '0'));
    assert.deepEqual(parseGrid(PUZZLE.replace(/\./g, '0')), g);
  });

  it('rejects lines of the wrong length or with other characters', () => {
    assert.equal(parseGrid(PUZZLE.slice(1)), undefined);
    assert.equal(parseGrid('x' + PUZZLE.slice(1)), undefined);
  });

  it('knows each cell has 20 distinct peers and boxes in reading order', () => {
    assert.equal(BOX_OF[0], 0);
    assert.equal(BOX_OF[8], 2);
    assert.equal(BOX_OF[80], 8);
    assert.equal(BOX_OF[30], 4);
    for (let c = 0; c < 81; c++) {
      const peers = new Set(PEERS.subarray(c * 20, c * 20 + 20));
      assert.equal(peers.size, 20);
      assert.ok(!peers.has(c));
    }
    assert.equal(cellName(0), 'r1c1');
    assert.equal(cellName(80), 'r9c9');
  });

  it('lists each unit in reading order and each cell\'s peers ascending: the cells sharing its row, column or box', () => {
    const row = (c: number): number => Math.floor(c / 9);
    const col = (c: number): number => c % 9;
    const box = (c: number): number => Math.floor(row(c) / 3) * 3 + Math.floor(col(c) / 3);
    for (let c = 0; c < 81; c++) {
      assert.equal(ROW_OF[c], row(c));
      assert.equal(COL_OF[c], col(c));
      assert.equal(BOX_OF[c], box(c));
      const expected: number[] = [];
      for (let p = 0; p < 81; p++) if (p !== c && (row(p) === row(c) || col(p) === col(c) || box(p) === box(c))) expected.push(p);
      assert.deepEqual(Array.from(PEERS.subarray(c * 20, c * 20 + 20)), expected, `peers of cell ${c}`);
    }
    const inReadingOrder = (test: (c: number) => boolean): number[] => Array.from({ length: 81 }, (_, c) => c).filter(test);
    for (let i = 0; i < 9; i++) {
      assert.deepEqual(Array.from(UNITS.subarray(i * 9, i * 9 + 9)), inReadingOrder((c) => row(c) === i), `row ${i}`);
      assert.deepEqual(Array.from(UNITS.subarray((9 + i) * 9, (9 + i) * 9 + 9)), inReadingOrder((c) => col(c) === i), `column ${i}`);
      assert.deepEqual(Array.from(UNITS.subarray((18 + i) * 9, (18 + i) * 9 + 9)), inReadingOrder((c) => box(c) === i), `box ${i}`);
    }
  });

  it('finds conflicting givens with the unit they share', () => {
    const g = parseGrid(PUZZLE)!;
    assert.deepEqual(findConflicts(g), []);
    g[1] = 7; // r1c2 = 7 clashes with r1c3 = 7 in row 1 and box 1
    assert.deepEqual(findConflicts(g), [
      { a: 1, b: 2, digit: 7, unit: 'row', unitIndex: 0 },
      { a: 1, b: 2, digit: 7, unit: 'box', unitIndex: 0 },
    ]);
  });

  it('checks a solution against its puzzle', () => {
    const p = parseGrid(PUZZLE)!;
    const s = parseGrid(SOLUTION)!;
    assert.ok(isSolutionOf(p, s));
    const wrong = s.slice();
    [wrong[0], wrong[1]] = [wrong[1], wrong[0]];
    assert.ok(!isSolutionOf(p, wrong));
  });
});
