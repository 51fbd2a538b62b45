// The scanner: every format with exact cells and offsets, CRLF, problems with their place, and no false positives.
import * as assert from 'node:assert/strict';
import { scan } from '../../src/text';
import type { ScanResult } from '../../src/text';
import { PUZZLES, assertOffsets, cellString, fixture } from './fixtures';

/** Format, line range and cells of each puzzle, for compact comparisons. */
function summary(r: ScanResult): string[] {
  return r.puzzles.map((p) => `${p.index} ${p.format} ${p.startLine}-${p.endLine} ${cellString(p.cells)}`);
}

type Mode = 'sudoku' | 'plaintext';

function both(text: string, check: (r: ScanResult, mode: Mode) => void): void {
  for (const mode of ['sudoku', 'plaintext'] as const) check(scan(text, { mode }), mode);
}

describe('scan: 81-cell lines', () => {
  it('finds lines with . or 0, indented, with a trailing comment, and skips comments and blanks', () => {
    const text = fixture('lines.sudoku');
    both(text, (r) => {
      assert.deepEqual(summary(r), [
        `0 line 1-1 ${PUZZLES[0]}`,
        `1 line 3-3 ${PUZZLES[1]}`,
        `2 line 5-5 ${PUZZLES[2]}`,
        `3 line 6-6 ${PUZZLES[3]}`,
      ]);
      assert.deepEqual(r.problems, []);
      assert.equal(r.batch, false);
      for (const p of r.puzzles) assertOffsets(text, p);
      assert.deepEqual(r.puzzles.map((p) => p.emptyChar), ['.', '0', '.', '.']);
      // start/end span the 81 cells themselves, without the indentation, trailing blanks or comment
      for (const p of r.puzzles) {
        assert.equal(p.end - p.start, 81);
        assert.equal(text.slice(p.start, p.end).replace(/0/g, '.'), PUZZLES[p.index]);
      }
    });
  });

  it('reads the whole 10k-style file of plain lines, one puzzle per line', () => {
    const text = PUZZLES.join('\n') + '\n';
    both(text, (r) => {
      assert.equal(r.puzzles.length, PUZZLES.length);
      r.puzzles.forEach((p, i) => {
        assert.equal(cellString(p.cells), PUZZLES[i]);
        assert.equal(p.startLine, i);
        assert.equal(p.start, i * 82);
        assertOffsets(text, p);
      });
    });
  });

  it('accepts spaces between cells in sudoku mode only', () => {
    const spaced = PUZZLES[0].match(/.{9}/g)!.join(' ');
    assert.deepEqual(summary(scan(spaced)), [`0 line 0-0 ${PUZZLES[0]}`]);
    assertOffsets(spaced, scan(spaced).puzzles[0]);
    assert.deepEqual(scan(spaced, { mode: 'plaintext' }).puzzles, []);
  });
});

describe('scan: 9-row grids', () => {
  const text = fixture('grids.txt');
  const expected = [
    { lines: '1-9', puzzle: 4, empty: '0' },     // plain rows, 0 for empty
    { lines: '12-22', puzzle: 5, empty: '.' },   // spaced, bars, dividers
    { lines: '25-37', puzzle: 6, empty: '.' },   // HoDoKu +---+ borders
    { lines: '40-52', puzzle: 7, empty: '.' },   // Simple Sudoku *---*
    { lines: '55-67', puzzle: 8, empty: '.' },   // box drawing
    { lines: '70-78', puzzle: 9, empty: '-' },   // dashes as empty cells
    { lines: '81-89', puzzle: 10, empty: '_' },  // underscores
    { lines: '92-104', puzzle: 11, empty: '.' }, // .---. corners
    { lines: '107-115', puzzle: 12, empty: '0' }, // grouped digits, indented
  ];

  it('finds every style with its borders, cells and offsets, in both modes', () => {
    both(text, (r, mode) => {
      assert.deepEqual(summary(r), expected.map((e, i) => `${i} grid ${e.lines} ${PUZZLES[e.puzzle]}`), mode);
      assert.deepEqual(r.problems, [], mode);
      r.puzzles.forEach((p, i) => {
        assertOffsets(text, p);
        assert.equal(p.emptyChar, expected[i].empty);
      });
    });
  });

  it('spans whole lines, from the first border to the last', () => {
    const r = scan(text);
    const lines = text.split('\n');
    const hodoku = r.puzzles[2];
    assert.equal(text.slice(hodoku.start, hodoku.end), lines.slice(25, 38).join('\n'));
    assert.ok(text.slice(hodoku.start).startsWith('+-------+-------+-------+\n| . . . |'));
    const indented = r.puzzles[8];
    assert.ok(text.slice(indented.start, indented.end).startsWith('    080 200 400\n'));
  });

  it('reads 18 rows of 9 cells as two grids written back to back', () => {
    const rows = (p: string) => p.match(/.{9}/g)!;
    const text = [...rows(PUZZLES[0]), ...rows(PUZZLES[1])].join('\n');
    both(text, (r) => {
      assert.deepEqual(summary(r), [`0 grid 0-8 ${PUZZLES[0]}`, `1 grid 9-17 ${PUZZLES[1]}`]);
    });
  });
});

describe('scan: LeetCode arrays', () => {
  it('finds one-line, one-string-per-line and nested boards with offsets inside the quotes', () => {
    const text = fixture('leetcode.txt');
    const r = scan(text, { mode: 'plaintext' });
    assert.deepEqual(summary(r), [
      `0 leetcode 2-2 ${PUZZLES[13]}`,
      `1 leetcode 6-16 ${PUZZLES[14]}`,
      `2 leetcode 20-30 ${PUZZLES[15]}`,
    ]);
    assert.deepEqual(r.problems, []);
    for (const p of r.puzzles) {
      assertOffsets(text, p, '.');
      assert.equal(text[p.start], '[');
      assert.equal(text[p.end - 1], ']');
      for (let i = 0; i < 81; i++) {
        assert.match(text[p.offsets[i] - 1], /["'.0-9]/);
        assert.match(text[p.offsets[i] + 1], /["'.0-9]/);
      }
    }
  });

  it('reads the LeetCode 37 example written with double quotes on one line', () => {
    const board = '[["5","3",".",".","7",".",".",".","."],["6",".",".","1","9","5",".",".","."],[".","9","8",".",".",".",".","6","."],["8",".",".",".","6",".",".",".","3"],["4",".",".","8",".","3",".",".","1"],["7",".",".",".","2",".",".",".","6"],[".","6",".",".",".",".","2","8","."],[".",".",".","4","1","9",".",".","5"],[".",".",".",".","8",".",".","7","9"]]';
    both(board, (r) => {
      assert.deepEqual(summary(r), ['0 leetcode 0-0 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79']);
      assertOffsets(board, r.puzzles[0], '.');
      assert.equal(r.puzzles[0].start, 0);
      assert.equal(r.puzzles[0].end, board.length);
    });
  });
});

describe('scan: batch files', () => {
  it('reads a count line and its 81-digit lines as batch puzzles', () => {
    const text = fixture('batch.txt');
    both(text, (r) => {
      assert.equal(r.batch, true);
      assert.deepEqual(summary(r), [
        '0 batch 1-1 9.2..6.5318.....2....97...87..1.43....6...5....82.3..78...37....3.....7127.6..9.4',
        '1 batch 2-2 ......23..37....9..5.94.7.....5...49.2..8..7.54...7.....9.52.8..7....46..82......',
      ]);
      assert.deepEqual(r.problems, []);
      for (const p of r.puzzles) {
        assertOffsets(text, p, '0');
        assert.equal(p.emptyChar, '0');
      }
    });
  });

  it('reports a count that disagrees on the count line and still reads the lines', () => {
    const text = fixture('batch-wrong-count.txt');
    both(text, (r) => {
      assert.equal(r.batch, true);
      assert.deepEqual(summary(r), [`0 batch 1-1 ${PUZZLES[0]}`, `1 batch 2-2 ${PUZZLES[1]}`]);
      assert.deepEqual(r.problems, [{
        code: 'batch-count', line: 0, column: 0, offset: 0, length: 1,
        message: 'The count line says 3 puzzles, but 2 follow',
      }]);
    });
  });

  it('is not a batch when the first line is not a bare count', () => {
    const r = scan(`# 2\n${PUZZLES[0]}\n`);
    assert.equal(r.batch, false);
    assert.deepEqual(summary(r), [`0 line 1-1 ${PUZZLES[0]}`]);
  });
});

describe('scan: CRLF line endings', () => {
  for (const name of ['lines.sudoku', 'grids.txt', 'leetcode.txt', 'batch.txt']) {
    it(`finds the same puzzles in ${name} with CRLF, offsets still on the cells`, () => {
      const lf = fixture(name);
      const crlf = lf.replace(/\n/g, '\r\n');
      both(crlf, (r, mode) => {
        const plain = scan(lf, { mode });
        assert.deepEqual(summary(r), summary(plain));
        assert.deepEqual(r.problems.map((q) => [q.code, q.line, q.column]), plain.problems.map((q) => [q.code, q.line, q.column]));
        for (const p of r.puzzles) {
          assertOffsets(crlf, p);
          assert.notEqual(crlf[p.end - 1], '\r', 'end stops before the line break');
        }
      });
    });
  }
});
