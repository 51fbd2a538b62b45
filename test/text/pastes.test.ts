// Issue 7: the pastes people make (framed grids with spaces for empties, CSV rows and lines, grids with a short
// row), whole characters in messages, and lone-CR line breaks.
import * as assert from 'node:assert/strict';
import { LineIndex, applyReplacements, scan, solutionReplacements } from '../../src/text';
import type { ScanResult, ScannedPuzzle } from '../../src/text';
import { rescan } from '../../src/text/rescan';
import { PUZZLES, SOLUTIONS, assertOffsets, cellString, gridOf } from './fixtures';

const MODES = ['sudoku', 'plaintext'] as const;

function summary(r: ScanResult): string[] {
  return r.puzzles.map((p) => `${p.format} ${p.startLine}-${p.endLine} ${cellString(p.cells)}`);
}

/** A grid framed by `|` and `+---+` borders, with `empty` for the empty cells (a space by default). */
function framed(puzzle: string, empty = ' ', bar = '|', border = '+-------+-------+-------+'): string {
  const lines = [border];
  for (let r = 0; r < 9; r++) {
    const c = [...puzzle.slice(r * 9, r * 9 + 9)].map((ch) => (ch === '.' ? empty : ch));
    lines.push(`${bar} ${c.slice(0, 3).join(' ')} ${bar} ${c.slice(3, 6).join(' ')} ${bar} ${c.slice(6).join(' ')} ${bar}`);
    if (r % 3 === 2) lines.push(border);
  }
  return lines.join('\n');
}

/** Writes the solution back and checks that only the empty cells' characters changed, into digits. */
function assertWriteBack(text: string, p: ScannedPuzzle, solution: string): void {
  const out = applyReplacements(text, solutionReplacements(p, gridOf(solution)));
  assert.equal(out.length, text.length);
  const empties = new Set<number>();
  for (let i = 0; i < 81; i++) if (p.cells[i] === 0) empties.add(p.offsets[i]);
  for (let j = 0; j < text.length; j++) {
    if (empties.has(j)) assert.match(out[j], /[1-9]/);
    else assert.equal(out[j], text[j], `character ${j} kept`);
  }
  const again = scan(out).puzzles.find((q) => q.start === p.start);
  assert.ok(again, 'the solved grid is still found');
  assert.equal(cellString(again.cells), solution);
}

describe('scan: grids in a frame with spaces for empty cells (issue 7)', () => {
  it('reads the cells at the columns fixed by the frame, offsets pointing at the spaces of empty cells', () => {
    for (const k of [0, 3, 7]) {
      for (const mode of MODES) {
        // Prose around it in plain text; in a sudoku file, comments.
        const text = mode === 'plaintext' ? `Here is the puzzle:\n\n${framed(PUZZLES[k])}\n\nGood luck.\n` : `# puzzle\n\n${framed(PUZZLES[k])}\n\n# end\n`;
        const r = scan(text, { mode });
        assert.deepEqual(summary(r), [`grid 2-14 ${PUZZLES[k]}`], mode);
        assert.deepEqual(r.problems, [], mode);
        assertOffsets(text, r.puzzles[0], ' ');
        assert.equal(r.puzzles[0].emptyChar, ' ');
        assertWriteBack(text, r.puzzles[0], SOLUTIONS[k]);
      }
    }
  });

  it('reads a row with no givens (nothing between its bars) and a box column that is empty in every row', () => {
    // Row 5 all empty, and column 9 empty everywhere: the frame still fixes where each cell is.
    const cells = [...PUZZLES[1]].map((c, i) => (Math.floor(i / 9) === 4 || i % 9 === 8 ? '.' : c)).join('');
    const text = framed(cells);
    const lines = text.split('\n');
    assert.equal(lines[6], '|       |       |       |');
    const r = scan(text);
    assert.deepEqual(summary(r), [`grid 0-12 ${cells}`]);
    assertOffsets(text, r.puzzles[0], ' ');
    const p = r.puzzles[0];
    assert.equal(p.offsets[8] - p.offsets[6], 4, 'column 9 sits where the frame puts it');
  });

  it('reads box-drawing frames and indented frames, and dots or zeros mixed with spaces', () => {
    const boxed = framed(PUZZLES[2], ' ', '║', '╟───────┼───────┼───────╢').split('\n').map((l) => `    ${l}`).join('\n');
    assert.deepEqual(summary(scan(boxed, { mode: 'plaintext' })), [`grid 0-12 ${PUZZLES[2]}`]);
    const mixed = framed(PUZZLES[2].replace('.', '0'));
    assert.deepEqual(summary(scan(mixed, { mode: 'plaintext' })), [`grid 0-12 ${PUZZLES[2]}`]);
  });

  it('is no puzzle in plain text with fewer than 17 givens, and a misaligned row is a row-length problem', () => {
    const sparse = framed('1'.padEnd(81, '.'));
    assert.deepEqual(scan(sparse, { mode: 'plaintext' }).puzzles, []);
    const lines = framed(PUZZLES[0]).split('\n');
    assert.equal(lines[3], '| 5     |   6   |     3 |');
    lines[3] = '|  5    |   6   |     3 |'; // a digit between two cell columns: the frame no longer says which cell
    const r = scan(lines.join('\n'));
    assert.deepEqual(r.puzzles, []);
    assert.ok(r.problems.length > 0);
  });
});

describe('scan: comma-separated rows and lines (issue 7)', () => {
  it('reads nine CSV rows as a grid and one CSV line of 81 values as a line, in both modes', () => {
    for (const k of [4, 9]) {
      const zeros = PUZZLES[k].replace(/\./g, '0');
      const rows = zeros.match(/.{9}/g)!.map((r) => [...r].join(','));
      const grid = `r1,r2\n${rows.join('\n')}\n`;
      const line = [...zeros].join(',');
      const spaced = [...zeros].join(', ');
      for (const mode of MODES) {
        const g = scan(grid, { mode });
        assert.deepEqual(summary(g).slice(-1), [`grid 1-9 ${PUZZLES[k]}`], mode);
        assertOffsets(grid, g.puzzles[0]);
        assertWriteBack(grid, g.puzzles[0], SOLUTIONS[k]);
        for (const t of [line, spaced]) {
          const l = scan(t, { mode });
          assert.deepEqual(summary(l), [`line 0-0 ${PUZZLES[k]}`], mode);
          assert.deepEqual(l.problems, []);
          assertOffsets(t, l.puzzles[0]);
          assertWriteBack(t, l.puzzles[0], SOLUTIONS[k]);
        }
      }
    }
  });

  it('keeps the CSV confidence rules of digits: a conflicting CSV block is data, not a puzzle, in plain text', () => {
    const clash = PUZZLES[4].replace(/\./g, '0').replace(/^0/, '5');
    const conflicts = scan(clash, { mode: 'plaintext' }).puzzles.length === 0;
    assert.ok(conflicts, 'the plain 81-digit line has a conflict');
    assert.deepEqual(scan([...clash].join(','), { mode: 'plaintext' }).puzzles, []);
    // Commas that do not separate single cells are not CSV cells.
    assert.deepEqual(scan('12,34,56,78,90,12,34,56,78', { mode: 'plaintext' }).puzzles, []);
    assert.equal(scan('5,,3,0,0,7,0,0,0,0').problems[0].code, 'bad-character');
  });
});

describe('scan: a grid of 9 rows with one or two short rows (issue 7)', () => {
  const variants: Array<[string, (row: string) => string]> = [
    ['dots', (r) => r],
    ['zeros', (r) => r.replace(/\./g, '0')],
    ['spaced zeros', (r) => [...r.replace(/\./g, '0')].join(' ')],
    ['boxes', (r) => `${r.slice(0, 3)}|${r.slice(3, 6)}|${r.slice(6)}`],
  ];
  for (const [name, layout] of variants) {
    it(`reports the short rows of a grid written with ${name}, in plain text too`, () => {
      const rows = PUZZLES[6].match(/.{9}/g)!;
      const cut = [...rows];
      cut[3] = cut[3].slice(0, 7); // two cells lost
      cut[7] = cut[7].slice(1);
      const text = cut.map(layout).join('\n');
      for (const mode of MODES) {
        const r = scan(text, { mode });
        assert.deepEqual(r.puzzles, []);
        assert.deepEqual(r.problems.map((p) => [p.code, p.line, p.message]), [
          ['row-length', 3, 'Row 4 has 7 cells; a row needs 9'],
          ['row-length', 7, 'Row 8 has 8 cells; a row needs 9'],
        ], `${name} ${mode}`);
      }
    });
  }
});

describe('scan: messages quote whole characters (issue 7)', () => {
  it('quotes an emoji as one character, underlines both halves and counts columns in characters', () => {
    const text = `😀 x${PUZZLES[0]}`;
    const [p] = scan(text).problems;
    assert.equal(p.code, 'bad-character');
    assert.equal(p.message, "Unexpected '😀' at column 1: use 1-9 for givens and . or 0 for empty cells");
    assert.equal(p.offset, 0);
    assert.equal(p.length, 2);
    const later = scan(`😀😀${PUZZLES[0].slice(0, 40)}é${PUZZLES[0].slice(40)}`).problems;
    assert.equal(later[0].message, "Unexpected '😀' at column 1: use 1-9 for givens and . or 0 for empty cells");
    const [q] = scan(`${PUZZLES[0].slice(0, 9)} 😀 ${PUZZLES[0].slice(9)}`).problems;
    assert.equal(q.message, "Unexpected '😀' at column 11: use 1-9 for givens and . or 0 for empty cells");
    assert.equal(q.column, 10, 'the problem column stays in UTF-16 units, as the editor counts');
  });
});

describe('lone-CR line breaks (issue 7)', () => {
  it('LineIndex reads \\r, \\n and \\r\\n as line breaks', () => {
    const text = 'ab\rcd\r\nef\n\rg';
    const li = new LineIndex(text);
    assert.deepEqual(Array.from(li.lineStarts), [0, 3, 7, 10, 11]);
    assert.deepEqual([0, 1, 2, 3, 4].map((l) => li.lineEnd(l)), [2, 5, 9, 10, 12]);
    assert.deepEqual(li.positionAt(4), { line: 1, character: 1 });
    assert.deepEqual(li.positionAt(2), { line: 0, character: 2 });
  });

  it('finds the same puzzles in a CR file as in the LF file, on the same lines', () => {
    const lf = [`# ${PUZZLES.length} lines`, ...PUZZLES.slice(0, 3), '', framed(PUZZLES[3], '.'), '', PUZZLES[4]].join('\n') + '\n';
    const cr = lf.replace(/\n/g, '\r');
    for (const mode of MODES) {
      const a = scan(lf, { mode });
      const b = scan(cr, { mode });
      assert.deepEqual(summary(b), summary(a), mode);
      assert.equal(b.puzzles.length, 5);
      assert.deepEqual(b.problems, a.problems);
      for (const p of b.puzzles) assertOffsets(cr, p);
    }
  });

  it('rescans a CR file after edits, including one that makes a \\r into a \\r\\n', () => {
    const base = PUZZLES.concat(PUZZLES, PUZZLES, PUZZLES, PUZZLES, PUZZLES, PUZZLES, PUZZLES, PUZZLES, PUZZLES, PUZZLES, PUZZLES, PUZZLES, PUZZLES, PUZZLES).join('\r') + '\r';
    assert.ok(base.length > 16_384);
    const old = scan(base);
    const at = 82 * 100 + 81; // the \r after puzzle 101
    const edits = [
      base.slice(0, at + 1) + '\n' + base.slice(at + 1),
      base.slice(0, at) + base.slice(at + 1),
      base.slice(0, at) + '\r\r' + base.slice(at + 1),
    ];
    for (const text of edits) {
      const r = rescan(base, old, text);
      assert.deepEqual(summary(r), summary(scan(text)));
      assert.deepEqual(r.puzzles.map((p) => Array.from(p.offsets).join()), scan(text).puzzles.map((p) => Array.from(p.offsets).join()));
    }
  });
});
