// Writing answers back: only empty-cell characters change, in every layout, and a rescan reads the solution.
import * as assert from 'node:assert/strict';
import { applyReplacements, renderSolved, scan, solutionReplacements } from '../../src/text';
import { PUZZLES, SOLUTIONS, cellString, fixture, gridOf } from './fixtures';

const BATCH_SOLUTIONS = [
  '942816753187345629563972418729154386316798542458263197891437265634529871275681934',
  '894175236137268594256943718763521849921384675548697123619452387375819462482736951',
];

/** The known solution of a scanned puzzle, from the fixtures' puzzle list or the batch example. */
function solutionFor(cells: Uint8Array, batch: boolean): Uint8Array {
  const s = cellString(cells);
  const k = PUZZLES.indexOf(s);
  if (k >= 0) return gridOf(SOLUTIONS[k]);
  assert.ok(batch, `no known solution for ${s}`);
  const solved = BATCH_SOLUTIONS.find((sol) => [...s].every((ch, i) => ch === '.' || ch === sol[i]));
  assert.ok(solved, `no batch solution for ${s}`);
  return gridOf(solved);
}

describe('write-back', () => {
  for (const name of ['lines.sudoku', 'grids.txt', 'leetcode.txt', 'batch.txt', 'coordinates.txt', 'mixed.md']) {
    for (const eol of ['\n', '\r\n']) {
      it(`solves every puzzle of ${name} (${eol === '\n' ? 'LF' : 'CRLF'}) in place, changing only empty cells`, () => {
        const text = fixture(name).replace(/\n/g, eol);
        const before = scan(text);
        assert.ok(before.puzzles.length > 0);
        const edits = [];
        const emptyOffsets = new Set<number>();
        for (const p of before.puzzles) {
          const solution = solutionFor(p.cells, before.batch);
          const mine = solutionReplacements(p, solution);
          let empties = 0;
          for (let i = 0; i < 81; i++) if (p.cells[i] === 0) empties++;
          assert.equal(mine.length, empties);
          for (const e of mine) {
            assert.equal(e.length, 1);
            assert.match(e.text, /^[1-9]$/);
            emptyOffsets.add(e.offset);
          }
          edits.push(...mine);
        }
        const after = applyReplacements(text, edits);
        assert.equal(after.length, text.length);
        for (let o = 0; o < text.length; o++) {
          if (!emptyOffsets.has(o)) assert.equal(after[o], text[o], `offset ${o} must not change`);
          else assert.notEqual(after[o], text[o]);
        }
        const rescanned = scan(after);
        assert.equal(rescanned.puzzles.length, before.puzzles.length);
        rescanned.puzzles.forEach((p, i) => {
          assert.equal(p.format, before.puzzles[i].format);
          assert.equal(p.startLine, before.puzzles[i].startLine);
          assert.equal(cellString(p.cells), cellString(solutionFor(before.puzzles[i].cells, before.batch)));
        });
      });
    }
  }

  it('renders the solved copy in the puzzle\'s own layout', () => {
    const text = fixture('grids.txt');
    const hodoku = scan(text).puzzles[2];
    const solution = gridOf(SOLUTIONS[6]);
    const rendered = renderSolved(text, hodoku, solution);
    const original = text.slice(hodoku.start, hodoku.end);
    assert.equal(rendered.length, original.length);
    assert.equal(rendered.replace(/[1-9]/g, '#'), original.replace(/[1-9.]/g, '#'));
    const again = scan(rendered);
    assert.equal(again.puzzles.length, 1);
    assert.equal(again.puzzles[0].format, 'grid');
    assert.equal(cellString(again.puzzles[0].cells), SOLUTIONS[6]);
    assert.ok(rendered.startsWith('+-------+-------+-------+\n| '));
  });

  it('renders a LeetCode board and a line without their surroundings', () => {
    const board = `board = ${JSON.stringify(PUZZLES[13].match(/.{9}/g))};`;
    const p = scan(board).puzzles[0];
    const rendered = renderSolved(board, p, gridOf(SOLUTIONS[13]));
    assert.deepEqual(JSON.parse(rendered), SOLUTIONS[13].match(/.{9}/g));
    const line = `  ${PUZZLES[0]}  # first`;
    assert.equal(renderSolved(line, scan(line).puzzles[0], gridOf(SOLUTIONS[0])), SOLUTIONS[0]);
  });

  it('leaves a full grid unchanged and refuses a solution with holes', () => {
    const full = scan(SOLUTIONS[0]).puzzles[0];
    assert.deepEqual(solutionReplacements(full, gridOf(SOLUTIONS[0])), []);
    assert.equal(renderSolved(SOLUTIONS[0], full, gridOf(SOLUTIONS[0])), SOLUTIONS[0]);
    const p = scan(PUZZLES[0]).puzzles[0];
    assert.throws(() => solutionReplacements(p, gridOf(PUZZLES[0])), /no digit for empty cell 0/);
    assert.throws(() => solutionReplacements(p, new Uint8Array(80)), /80 cells; it needs 81/);
  });
});
