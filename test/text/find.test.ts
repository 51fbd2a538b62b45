// Binary search over puzzles in text order: by offset and by line, in gaps, at both ends, and with no puzzles.
import * as assert from 'node:assert/strict';
import { scan } from '../../src/text';
import { countBefore, findPuzzle } from '../../src/text/find';
import { PUZZLES } from './fixtures';

describe('find', () => {
  // Lines 1, 3-11 (a grid) and 13; blank or prose lines between.
  const grid = PUZZLES[1].match(/.{9}/g)!.join('\n');
  const text = `# head\n${PUZZLES[0]}\n\n${grid}\nprose\n${PUZZLES[2]}\n`;
  const puzzles = scan(text).puzzles;
  const byLine = (line: number) => findPuzzle(puzzles, line, (p) => p.startLine, (p) => p.endLine)?.index;
  const byOffset = (offset: number) => findPuzzle(puzzles, offset, (p) => p.start, (p) => p.end)?.index;

  it('finds the puzzle holding a line, and none between puzzles', () => {
    assert.deepEqual(puzzles.map((p) => [p.startLine, p.endLine]), [[1, 1], [3, 11], [13, 13]]);
    const expected = [undefined, 0, undefined, 1, 1, 1, 1, 1, 1, 1, 1, 1, undefined, 2, undefined];
    assert.deepEqual(expected.map((_, line) => byLine(line)), expected);
    assert.equal(byLine(-1), undefined);
  });

  it('finds the puzzle holding an offset, its end included', () => {
    for (const p of puzzles) {
      assert.equal(byOffset(p.start), p.index);
      assert.equal(byOffset(p.end), p.index, 'a cursor just after a puzzle is in it');
      assert.equal(byOffset(p.start - 1), undefined);
      assert.equal(byOffset(p.end + 1), undefined);
    }
    assert.equal(findPuzzle([], 0, (p) => p.start, (p) => p.end), undefined);
  });

  it('counts the puzzles before a place', () => {
    const [a, b, c] = puzzles;
    assert.equal(countBefore(puzzles, (p) => p.end < 0), 0);
    assert.equal(countBefore(puzzles, (p) => p.end < a.end), 0);
    assert.equal(countBefore(puzzles, (p) => p.end < a.end + 1), 1);
    assert.equal(countBefore(puzzles, (p) => p.start <= b.start), 2);
    assert.equal(countBefore(puzzles, (p) => p.start <= b.start - 1), 1);
    assert.equal(countBefore(puzzles, (p) => p.start <= c.end), 3);
    assert.equal(countBefore([], () => true), 0);
  });
});
