// The scanner: every format with exact cells and offsets, CRLF, problems with their place, and no false positives.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { findConflicts } from '../../src/core/grid';
import { applyReplacements, scan, solutionReplacements } from '../../src/text';
import type { ScanResult } from '../../src/text';
import { PUZZLES, SOLUTIONS, assertOffsets, cellString, fixture, gridOf, repoRoot } from './fixtures';

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

describe('scan: edge cases', () => {
  it('finds nothing in empty or blank text', () => {
    for (const t of ['', '\n', '  \r\n\t\n']) {
      for (const mode of ['sudoku', 'plaintext'] as const) assert.deepEqual(scan(t, { mode }), { puzzles: [], problems: [], batch: false });
    }
  });

  it('skips a byte-order mark and a last line without a line break', () => {
    const text = `\uFEFF${PUZZLES[0]}\n${PUZZLES[1]}`;
    both(text, (r) => {
      assert.deepEqual(summary(r), [`0 line 0-0 ${PUZZLES[0]}`, `1 line 1-1 ${PUZZLES[1]}`]);
      assert.equal(r.puzzles[0].start, 1);
      assert.equal(r.puzzles[1].end, text.length);
    });
  });

  it('numbers puzzles of mixed formats in text order', () => {
    const board = JSON.stringify(PUZZLES[2].match(/.{9}/g));
    const grid = PUZZLES[3].match(/.{9}/g)!.join('\n');
    const text = `${PUZZLES[0]}\n${board}\n\n${grid}\n\n${PUZZLES[1]}\n`;
    both(text, (r) => {
      assert.deepEqual(summary(r), [
        `0 line 0-0 ${PUZZLES[0]}`, `1 leetcode 1-1 ${PUZZLES[2]}`, `2 grid 3-11 ${PUZZLES[3]}`, `3 line 13-13 ${PUZZLES[1]}`,
      ]);
    });
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

describe('scan: problems', () => {
  const text = fixture('problems.sudoku');
  const expected = [
    { code: 'line-length', line: 1, column: 0, offset: 37, length: 80, message: 'Line has 80 cells; a puzzle line needs 81' },
    { code: 'line-length', line: 2, column: 0, offset: 118, length: 82, message: 'Line has 82 cells; a puzzle line needs 81' },
    { code: 'bad-character', line: 3, column: 11, offset: 212, length: 1, message: "Unexpected 'x' at column 12: use 1-9 for givens and . or 0 for empty cells" },
    { code: 'row-length', line: 9, column: 0, offset: 334, length: 8, message: 'Row 4 has 8 cells; a row needs 9' },
    { code: 'row-count', line: 18, column: 0, offset: 429, length: 25, message: 'Grid has 8 rows; a grid needs 9' },
    { code: 'row-count', line: 29, column: 0, offset: 692, length: 9, message: 'Grid has 10 rows; a grid needs 9' },
    { code: 'row-length', line: 35, column: 0, offset: 752, length: 10, message: 'Row 7 has 10 cells; a row needs 9' },
    { code: 'row-count', line: 41, column: 8, offset: 833, length: 1, message: 'Board has 8 rows; a board needs 9' },
  ];

  it('reports each malformed puzzle at its place, with its line, column and message (sudoku mode)', () => {
    const r = scan(text, { mode: 'sudoku' });
    assert.deepEqual(r.puzzles, []);
    assert.deepEqual(r.problems, expected);
    for (const q of r.problems) {
      const lines = text.split('\n');
      assert.equal(text.slice(q.offset, q.offset + q.length), lines[q.line].slice(q.column, q.column + q.length));
    }
  });

  it('reports only the unambiguous near misses in plain text', () => {
    const r = scan(text, { mode: 'plaintext' });
    assert.deepEqual(r.puzzles, []);
    // not the stray 'x' (could be anything) nor the 10-row block with a 10-cell row
    assert.deepEqual(r.problems, [expected[0], expected[1], expected[3], expected[4], expected[7]]);
  });

  it('keeps the same places with CRLF line endings', () => {
    const crlf = text.replace(/\n/g, '\r\n');
    const r = scan(crlf);
    assert.deepEqual(r.problems.map((q) => [q.code, q.line, q.column, q.length, q.message]),
      expected.map((q) => [q.code, q.line, q.column, q.length, q.message]));
    r.problems.forEach((q, i) => {
      assert.equal(q.offset, expected[i].offset + q.line, 'one \r more before each earlier line break');
      assert.equal(crlf.slice(q.offset, q.offset + q.length), text.slice(expected[i].offset, expected[i].offset + q.length));
    });
  });

  it('reports prose in a sudoku file as a stray character, and takes # // and [Section] lines as comments', () => {
    const t = `Puzzle 1\n# note\n// note\n[Puzzle]\n${PUZZLES[0]}\n`;
    const r = scan(t);
    assert.deepEqual(summary(r), [`0 line 4-4 ${PUZZLES[0]}`]);
    assert.deepEqual(r.problems, [{
      code: 'bad-character', line: 0, column: 0, offset: 0, length: 1,
      message: "Unexpected 'P' at column 1: use 1-9 for givens and . or 0 for empty cells",
    }]);
    assert.deepEqual(scan(t, { mode: 'plaintext' }).problems, []);
  });

  it('keeps a grid with one mistyped row together and names the character', () => {
    const rows = PUZZLES[3].match(/.{9}/g)!;
    rows[4] = rows[4].slice(0, 3) + 'o' + rows[4].slice(4);
    const r = scan(rows.join('\n'));
    assert.deepEqual(r.puzzles, []);
    assert.deepEqual(r.problems.map((q) => [q.code, q.line, q.column, q.message]), [
      ['bad-character', 4, 3, "Unexpected 'o' at column 4: use 1-9 for givens and . or 0 for empty cells"],
    ]);
  });

  it('reports a LeetCode row of the wrong length at its opening quote', () => {
    const rows = PUZZLES[2].match(/.{9}/g)!;
    rows[2] = rows[2].slice(0, 8);
    const t = `board = ${JSON.stringify(rows)}`;
    for (const mode of ['sudoku', 'plaintext'] as const) {
      const r = scan(t, { mode });
      assert.deepEqual(r.puzzles, []);
      assert.deepEqual(r.problems.map((q) => [q.code, q.line, q.column, q.message]), [
        ['row-length', 0, t.indexOf('"', t.indexOf(rows[2]) - 1), 'Row 3 has 8 cells; a row needs 9'],
      ]);
    }
  });
});

describe('scan: plain text leaves prose, numbers and code alone', () => {
  for (const name of ['prose.txt', 'long-digits.txt', 'phones.txt', 'hashes.txt', 'table.csv', 'data.json', 'code.js.txt']) {
    it(`finds no puzzle and no problem in ${name}`, () => {
      const r = scan(fixture(name), { mode: 'plaintext' });
      assert.deepEqual(summary(r), []);
      assert.deepEqual(r.problems, []);
      assert.equal(r.batch, false);
    });
  }

  it('still finds puzzles among prose, code fences and lists (markdown)', () => {
    const text = fixture('mixed.md');
    for (const mode of ['plaintext', 'sudoku'] as const) {
      const r = scan(text, { mode });
      assert.deepEqual(summary(r), [
        `0 grid 5-15 ${PUZZLES[0]}`,
        `1 line 20-20 ${PUZZLES[1]}`,
        `2 leetcode 25-25 ${PUZZLES[2]}`,
        `3 grid 31-39 ${PUZZLES[3]}`,
      ]);
      for (const p of r.puzzles) assertOffsets(text, p);
    }
    assert.deepEqual(scan(text, { mode: 'plaintext' }).problems, []);
    // sudoku mode names the prose and fence lines
    assert.deepEqual(scan(text, { mode: 'sudoku' }).problems.map((q) => q.line), [2, 4, 16, 18, 22, 24, 26, 27, 29, 41]);
  });

  it('needs 17 givens for a line or grid in plain text, and no conflicts when the text is only digits', () => {
    const solvedRow = SOLUTIONS[0];
    const sparse = '1.2.3.4.5' + '.'.repeat(72);
    assert.equal(scan(sparse, { mode: 'plaintext' }).puzzles.length, 0, '5 givens');
    assert.equal(scan(sparse, { mode: 'sudoku' }).puzzles.length, 1);
    assert.equal(scan(solvedRow, { mode: 'plaintext' }).puzzles.length, 1, 'a solved grid');
    const broken = solvedRow[1] + solvedRow[0] + solvedRow.slice(2); // columns 1 and 2 now repeat a digit
    assert.equal(scan(broken, { mode: 'plaintext' }).puzzles.length, 0, 'an 81-digit number that is not a valid grid');
    const zeros = PUZZLES[0].replace(/\./g, '0');
    assert.equal(scan(zeros, { mode: 'plaintext' }).puzzles.length, 1);
    const conflicting = PUZZLES[0].replace(/\./g, '0').replace(/^0/, '5'); // r1c1 = 5 clashes with r3c1 (column 1, box 1)
    assert.equal(scan(conflicting, { mode: 'plaintext' }).puzzles.length, 0, 'digits only, with a conflict');
    assert.equal(scan(conflicting.replace(/0/g, '.'), { mode: 'plaintext' }).puzzles.length, 1, 'with dots a typo still counts');
  });

  it('reads digit-only grids in plain text (Project Euler style) only when consistent and conflict-free', () => {
    const rows = PUZZLES[4].replace(/\./g, '0').match(/.{9}/g)!;
    const euler = `Grid 01\n${rows.join('\n')}\nGrid 02\n`;
    assert.deepEqual(summary(scan(euler, { mode: 'plaintext' })), [`0 grid 1-9 ${PUZZLES[4]}`]);
    const clash = [...rows];
    clash[8] = '8' + clash[8].slice(1); // r9c1 = 8 clashes with r3c1 (column) and r8c3 (box)
    assert.deepEqual(summary(scan(clash.join('\n'), { mode: 'plaintext' })), []);
    assert.equal(scan(clash.join('\n'), { mode: 'sudoku' }).puzzles.length, 1);
    const ragged = [...rows];
    ragged[2] = ragged[2].slice(0, 3) + ' ' + ragged[2].slice(3);
    ragged[3] = ragged[3].slice(0, 3) + '|' + ragged[3].slice(3);
    assert.deepEqual(summary(scan(ragged.join('\n'), { mode: 'plaintext' })), [], 'rows of different shapes');
    assert.equal(scan(ragged.join('\n'), { mode: 'sudoku' }).puzzles.length, 1);
  });

  it('reports a short row of a digit-only grid in plain text when its full rows pass the grid tests (issue 7)', () => {
    const rows = PUZZLES[4].replace(/\./g, '0').match(/.{9}/g)!;
    rows[4] = rows[4].slice(0, 8);
    for (const mode of ['plaintext', 'sudoku'] as const) {
      assert.deepEqual(scan(rows.join('\n'), { mode }).problems.map((q) => [q.code, q.line, q.message]),
        [['row-length', 4, 'Row 5 has 8 cells; a row needs 9']], mode);
    }
    // The same block with a conflict among its full rows is a table of digits, not a puzzle.
    const clash = [...rows];
    clash[8] = '8' + clash[8].slice(1); // r9c1 = 8 clashes with r3c1 (column) and r8c3 (box)
    assert.deepEqual(scan(clash.join('\n'), { mode: 'plaintext' }).problems, []);
  });
});

describe('scan: arrays of numbers', () => {
  it('reads a board of bare digits (0 empty) as solvers write it in Python or JavaScript', () => {
    const rows = PUZZLES[5].replace(/\./g, '0').match(/.{9}/g)!;
    const py = `board = [\n${rows.map((r) => `    [${[...r].join(', ')}],`).join('\n')}\n]\n`;
    both(py, (r, mode) => {
      assert.deepEqual(summary(r), [`0 leetcode 0-10 ${PUZZLES[5]}`], mode);
      assertOffsets(py, r.puzzles[0], '0');
      assert.equal(r.puzzles[0].emptyChar, '0');
      assert.deepEqual(r.problems, []);
    });
  });

  it('leaves a 9x9 matrix of digits that is not a Sudoku alone in plain text', () => {
    const table = `[${Array.from({ length: 9 }, (_, i) => `[${Array.from({ length: 9 }, (_, j) => ((i + 1) * (j + 1)) % 10).join(',')}]`).join(',')}]`;
    assert.deepEqual(summary(scan(table, { mode: 'plaintext' })), []);
    assert.equal(scan(table, { mode: 'sudoku' }).puzzles.length, 1, 'in a sudoku file it is taken at its word');
    assert.deepEqual(summary(scan('[[10, 2], [3, 4]]', { mode: 'sudoku' })), []);
  });
});

describe('scan: the dash', () => {
  it('is an empty cell when that makes the row 9 cells, and a separator otherwise', () => {
    const row = (p: string) => p.match(/.{9}/g)!;
    const dashed = row(PUZZLES[9]).map((r) => r.replace(/\./g, '-'));
    const grid = dashed.join('\n');
    both(grid, (r) => assert.deepEqual(summary(r), [`0 grid 0-8 ${PUZZLES[9]}`]));
    // with dots for empties, dashes between groups are separators
    const groups = row(PUZZLES[9]).map((r) => `${r.slice(0, 3)}-${r.slice(3, 6)}-${r.slice(6)}`).join('\n');
    both(groups, (r) => {
      assert.deepEqual(summary(r), [`0 grid 0-8 ${PUZZLES[9]}`]);
      assertOffsets(groups, r.puzzles[0], '.');
    });
  });

  it('does not turn a long dashed number into a puzzle in plain text', () => {
    const id = Array.from({ length: 27 }, (_, i) => `${(i * 7) % 10}${(i * 3) % 10}-`).join('');
    assert.equal(id.length, 81);
    assert.deepEqual(summary(scan(id, { mode: 'plaintext' })), []);
    assert.equal(scan(id, { mode: 'sudoku' }).puzzles.length, 1, 'a sudoku file takes it at its word');
  });
});

describe('scan: invariants under random edits', () => {
  /** A small deterministic generator (mulberry32), so a failure replays. */
  function rng(seed: number): () => number {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const alphabet = '0123456789.._-|+*#x \n\n\r\n["\',]';

  it('keeps every puzzle, offset and problem consistent with the text after 200 random edits', () => {
    const random = rng(20261129);
    let text = fixture('mixed.md') + fixture('grids.txt') + fixture('leetcode.txt');
    for (let step = 0; step < 200; step++) {
      const at = Math.floor(random() * (text.length + 1));
      if (random() < 0.5 && text.length > 0) {
        text = text.slice(0, at) + text.slice(at + 1 + Math.floor(random() * 3));
      } else {
        text = text.slice(0, at) + alphabet[Math.floor(random() * alphabet.length)] + text.slice(at);
      }
      for (const mode of ['sudoku', 'plaintext'] as const) {
        const r = scan(text, { mode });
        let previousEnd = -1;
        r.puzzles.forEach((p, i) => {
          assert.equal(p.index, i);
          assert.ok(p.start > previousEnd - 1 && p.start < p.end && p.end <= text.length, `step ${step}: puzzle ${i} in order`);
          previousEnd = p.end;
          assertOffsets(text, p);
          assert.ok(p.startLine <= p.endLine);
        });
        for (const q of r.problems) {
          assert.ok(q.offset >= 0 && q.offset + q.length <= text.length && q.length > 0, `step ${step}: ${q.code} in range`);
          assert.match(q.message, /\S/);
        }
      }
    }
  });
});

describe('scan: collections with more fields', () => {
  it('reads the first field of puzzle,solution and puzzle;rating lines', () => {
    const zeros = (p: string) => p.replace(/\./g, '0');
    const text = `quizzes,solutions\n${zeros(PUZZLES[0])},${SOLUTIONS[0]}\n${PUZZLES[1]};2.5;hard\n`;
    const r = scan(text, { mode: 'plaintext' });
    assert.deepEqual(summary(r), [`0 line 1-1 ${PUZZLES[0]}`, `1 line 2-2 ${PUZZLES[1]}`]);
    for (const p of r.puzzles) {
      assertOffsets(text, p);
      assert.equal(p.end - p.start, 81);
    }
    assert.deepEqual(r.problems, []);
    const s = scan(text, { mode: 'sudoku' });
    assert.deepEqual(summary(s), summary(r));
    assert.deepEqual(s.problems.map((q) => [q.code, q.line, q.column]), [['bad-character', 0, 0]]);
  });
});

describe('scan: the shared 10k bench file', () => {
  const dataDir = path.resolve(repoRoot, '..', 'shared', 'data');
  const file = path.join(dataDir, 'sudoku-exchange-bench-10k.txt');
  const present = fs.existsSync(file);
  if (!present) console.log(`shared data not found at ${dataDir}: running fixtures only (the 10k scan test checks the fixtures instead)`);
  const text = present ? fs.readFileSync(file, 'utf8') : fixture('exchange-16.txt');
  const solutions = present ? fs.readFileSync(path.join(dataDir, 'sudoku-exchange-bench-10k.solutions.txt'), 'utf8') : fixture('exchange-16.solutions.txt');
  const lines = text.split('\n').filter((l) => l.length > 0);
  const solved = solutions.split('\n').filter((l) => l.length > 0);

  it(`finds every puzzle of ${present ? 'the 10k file' : 'the fixture list'}, line by line, in both modes and with CRLF`, () => {
    for (const eol of ['\n', '\r\n']) {
      const t = text.replace(/\n/g, eol);
      for (const mode of ['sudoku', 'plaintext'] as const) {
        const r = scan(t, { mode });
        assert.equal(r.puzzles.length, lines.length);
        assert.deepEqual(r.problems, []);
        for (let i = 0; i < lines.length; i++) {
          const p = r.puzzles[i];
          assert.equal(p.startLine, i);
          assert.equal(p.start, i * (81 + eol.length));
          assert.equal(cellString(p.cells), lines[i]);
        }
      }
    }
  });

  it('writes every solution back and reads it again', () => {
    const r = scan(text);
    const edits = r.puzzles.flatMap((p, i) => solutionReplacements(p, gridOf(solved[i])));
    const after = scan(applyReplacements(text, edits));
    assert.equal(after.puzzles.length, solved.length);
    after.puzzles.forEach((p, i) => assert.equal(cellString(p.cells), solved[i]));
  });
});

describe('scan: NumPy-printed boards', () => {
  it('reads [[5 3 0 ...] ... [...]] as a grid, and leaves code with brackets alone', () => {
    const rows = PUZZLES[6].replace(/\./g, '0').match(/.{9}/g)!.map((r) => `[${[...r].join(' ')}]`);
    const printed = `>>> print(board)\n[${rows.join('\n ')}]\n>>> x = a[1] + b[2]\n`;
    const r = scan(printed, { mode: 'plaintext' });
    assert.deepEqual(summary(r), [`0 grid 1-9 ${PUZZLES[6]}`]);
    assertOffsets(printed, r.puzzles[0], '0');
    assert.deepEqual(r.problems, []);
    assert.deepEqual(summary(scan(printed, { mode: 'sudoku' })), summary(r));
  });
});

describe('scan: numbered grids', () => {
  it('takes a bare number right above a grid as its label, not a tenth row', () => {
    const grid = (p: string) => p.replace(/\./g, '0').match(/.{9}/g)!.join('\n');
    const text = `1\n${grid(PUZZLES[4])}\n2\n${grid(PUZZLES[12])}\n`;
    const plain = scan(text, { mode: 'plaintext' });
    assert.deepEqual(summary(plain), [`0 grid 1-9 ${PUZZLES[4]}`, `1 grid 11-19 ${PUZZLES[12]}`]);
    assert.deepEqual(plain.problems, []);
    const strict = scan(text, { mode: 'sudoku' });
    assert.deepEqual(summary(strict), summary(plain));
    assert.deepEqual(strict.problems.map((q) => [q.code, q.line, q.message]), [
      ['line-length', 0, 'Line has 1 cell; a puzzle line needs 81'],
      ['line-length', 10, 'Line has 1 cell; a puzzle line needs 81'],
    ]);
  });

  it('still reports a grid whose first row is short', () => {
    const rows = PUZZLES[4].match(/.{9}/g)!;
    rows[0] = rows[0].slice(0, 4);
    const r = scan(rows.join('\n'));
    assert.deepEqual(r.puzzles, []);
    assert.deepEqual(r.problems.map((q) => [q.code, q.line, q.message]), [
      ['row-length', 0, 'Row 1 has 4 cells; a row needs 9'],
    ]);
  });
});

describe('scan: conflict counting in plain text', () => {
  it('accepts a dotted grid with up to 3 conflicting pairs and refuses one with 4', () => {
    // Conflicting pairs as findConflicts counts them: r1c1 = r1c2 is one pair in the row and one in the box.
    const base = PUZZLES[0].match(/.{9}/g)!;
    const withDigits = (changes: [number, string][]) => {
      const cells = [...base.join('')];
      for (const [i, d] of changes) cells[i] = d;
      return cells.join('').match(/.{9}/g)!.map((r) => [...r].join(' ')).join('\n');
    };
    const three = withDigits([[9, '5']]); // r2c1 = 5: row 2 (r2c4), column 1 and box 1 (r3c1)
    assert.equal(findConflicts(scan(three, { mode: 'sudoku' }).puzzles[0].cells).length, 3);
    assert.equal(scan(three, { mode: 'plaintext' }).puzzles.length, 1);
    const four = withDigits([[0, '2'], [9, '2']]); // column 1 holds three 2s (r1c1, r2c1, r7c1: 3 pairs), box 1 two (1 pair)
    assert.equal(findConflicts(scan(four, { mode: 'sudoku' }).puzzles[0].cells).length, 4);
    assert.equal(scan(four, { mode: 'plaintext' }).puzzles.length, 0);
  });
});

describe('scan: LeetCode edge cases', () => {
  const rows = PUZZLES[13].match(/.{9}/g)!;

  it('takes single quotes in the nested form and trailing commas at both levels', () => {
    const board = `[\n${rows.map((r) => `  [${[...r].map((c) => `'${c}'`).join(', ')},],`).join('\n')}\n]`;
    both(board, (r) => {
      assert.deepEqual(summary(r), [`0 leetcode 0-10 ${PUZZLES[13]}`]);
      assertOffsets(board, r.puzzles[0], '.');
    });
  });

  it('refuses mismatched quotes, longer strings in the nested form and other lists', () => {
    const mismatched = `[${rows.map((r, i) => (i === 4 ? `"${r}'` : `"${r}"`)).join(',')}]`;
    assert.deepEqual(summary(scan(mismatched, { mode: 'plaintext' })), []);
    const wide = `[${rows.map((r) => `[${[...r].map((c, i) => (i === 3 ? `"${c}${c}"` : `"${c}"`)).join(',')}]`).join(',')}]`;
    assert.deepEqual(summary(scan(wide, { mode: 'plaintext' })), []);
    for (const other of ['["a","b"]', '[1, 2, 3]', '["5","3",".",".","7",".",".",".","."]', 'x[0][1] = y[2]']) {
      for (const mode of ['sudoku', 'plaintext'] as const) {
        const r = scan(other, { mode });
        assert.deepEqual(summary(r), [], other);
        assert.ok(r.problems.every((q) => q.code === 'bad-character' || q.code === 'line-length'), other);
      }
    }
  });

  it('reports a board with a row of 10 cells in plain text when it uses dots', () => {
    const long = [...rows];
    long[6] = long[6] + '.';
    const t = JSON.stringify(long);
    const r = scan(t, { mode: 'plaintext' });
    assert.deepEqual(r.puzzles, []);
    assert.deepEqual(r.problems.map((q) => [q.code, q.column, q.message]), [
      ['row-length', t.indexOf(long[6]) - 1, 'Row 7 has 10 cells; a row needs 9'],
    ]);
  });
});

describe('scan: boards with coordinates', () => {
  it('skips the column header and the row labels A-J, in both modes', () => {
    const text = fixture('coordinates.txt');
    both(text, (r) => {
      assert.deepEqual(summary(r), [`0 grid 2-15 ${PUZZLES[14]}`]);
      assert.deepEqual(r.problems, []);
      assertOffsets(text, r.puzzles[0], '.');
      assert.ok(text.slice(r.puzzles[0].start).startsWith('    1 2 3   4 5 6   7 8 9\n'));
    });
  });

  it('names a stray character in a labelled row, and the first letter of a line of text', () => {
    const lines = fixture('coordinates.txt').split('\n');
    lines[8] = lines[8].replace('4 . .', '4 x .');
    lines.push('A note without a hash');
    const r = scan(lines.join('\n'));
    assert.deepEqual(r.puzzles, []);
    assert.deepEqual(r.problems.map((q) => [q.code, q.line, q.column]), [
      ['bad-character', 8, lines[8].indexOf('x')],
      ['bad-character', lines.length - 1, 0],
    ]);
  });

  it('does not take a first row of 1 to 9 for a header when the rows have no labels', () => {
    const rows = ['123456789', ...SOLUTIONS[0].match(/.{9}/g)!.slice(1)];
    const grid = scan(rows.join('\n'), { mode: 'sudoku' });
    assert.equal(grid.puzzles.length, 1);
    assert.equal(cellString(grid.puzzles[0].cells).slice(0, 9), '123456789');
  });
});
