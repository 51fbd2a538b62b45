// The classic LeetCode-style interface: known answers, in-place filling, and every refusal with its message.
import * as assert from 'node:assert/strict';
import { SudokuInputError, solveSudoku, solveSudokuInPlace } from '../../src/core/index';

const BOARD = ['9.7.....6', '824.3....', '..1..9..2', '.9...2.18', '...4....5', '1325.8...', '...687...', '......8.9', '.4.9...5.'];
const SOLVED = ['957214386', '824736591', '361859742', '495372618', '786491235', '132568974', '519687423', '273145869', '648923157'];

function refusal(fn: () => unknown, problem: string, message: RegExp, row?: number, column?: number): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof SudokuInputError);
    assert.ok(e instanceof Error);
    assert.equal(e.name, 'SudokuInputError');
    assert.equal(e.problem, problem);
    assert.match(e.message, message);
    assert.equal(e.row, row);
    assert.equal(e.column, column);
    return true;
  });
}

describe('solveSudoku', () => {
  it('solves the LeetCode board to the known answer', () => {
    assert.deepEqual(solveSudoku(BOARD), SOLVED);
  });

  it('accepts 0 for empty and returns a full board unchanged', () => {
    assert.deepEqual(solveSudoku(BOARD.map((r) => r.replace(/\./g, '0'))), SOLVED);
    assert.deepEqual(solveSudoku(SOLVED), SOLVED);
  });

  it('names the row and column of a bad character', () => {
    const bad = BOARD.slice();
    bad[2] = '..1..x..2';
    refusal(() => solveSudoku(bad), 'character', /^row 3, column 6: unexpected "x", expected a digit 1-9 or "\." for empty$/, 3, 6);
  });

  it('names a row of the wrong length and a board of the wrong height', () => {
    const short = BOARD.slice();
    short[4] = '...4....';
    refusal(() => solveSudoku(short), 'shape', /^row 5 has 8 cells, expected 9$/, 5);
    refusal(() => solveSudoku(BOARD.slice(0, 8)), 'shape', /^expected 9 rows, got 8$/);
    refusal(() => solveSudoku('9.7' as unknown as string[]), 'shape', /^expected an array of 9 strings, got string$/);
  });

  it('says "conflict" with the digit, unit and cells', () => {
    const bad = BOARD.slice();
    bad[0] = '977.....6';
    refusal(() => solveSudoku(bad), 'conflict', /^conflict: 7 appears twice in row 1 \(r1c2 and r1c3\)$/, 1, 3);
  });

  it('says "no solution" for an unsolvable board', () => {
    const bad = ['12345678.', '........9', ...Array(7).fill('.........')];
    refusal(() => solveSudoku(bad), 'unsolvable', /^no solution/);
  });

  it('says "more than one solution" for an open board', () => {
    refusal(() => solveSudoku(Array(9).fill('.........')), 'multiple', /^more than one solution/);
  });
});

describe('solveSudokuInPlace', () => {
  it('fills the board in place', () => {
    const board = BOARD.map((r) => r.split(''));
    assert.equal(solveSudokuInPlace(board), undefined);
    assert.deepEqual(board, SOLVED.map((r) => r.split('')));
  });

  it('leaves the board untouched when it refuses', () => {
    const board = Array.from({ length: 9 }, () => Array(9).fill('.'));
    refusal(() => solveSudokuInPlace(board), 'multiple', /more than one solution/);
    assert.ok(board.every((r) => r.every((c) => c === '.')));
    const bad = BOARD.map((r) => r.split(''));
    bad[8][8] = '55';
    refusal(() => solveSudokuInPlace(bad), 'character', /^row 9, column 9: unexpected "55"/, 9, 9);
    assert.equal(bad[0][1], '.');
  });
});
