// LineIndex: offsets to line/character and back, with LF, CRLF and empty text.
import * as assert from 'node:assert/strict';
import { LineIndex } from '../../src/text';
import { lineEndAt, lineStartAt } from '../../src/text/lines';

describe('LineIndex', () => {
  it('maps offsets in LF text both ways', () => {
    const text = 'ab\n\ncde\n';
    const li = new LineIndex(text);
    assert.equal(li.lineCount, 4);
    assert.deepEqual(li.positionAt(0), { line: 0, character: 0 });
    assert.deepEqual(li.positionAt(2), { line: 0, character: 2 });
    assert.deepEqual(li.positionAt(3), { line: 1, character: 0 });
    assert.deepEqual(li.positionAt(4), { line: 2, character: 0 });
    assert.deepEqual(li.positionAt(6), { line: 2, character: 2 });
    assert.deepEqual(li.positionAt(8), { line: 3, character: 0 });
    for (let o = 0; o <= text.length; o++) {
      const { line, character } = li.positionAt(o);
      assert.equal(li.offsetAt(line, character), o);
    }
    assert.equal(li.lineEnd(2), 7);
  });

  it('keeps \\r out of the line in CRLF text', () => {
    const text = 'ab\r\ncd\r\n\r\nx';
    const li = new LineIndex(text);
    assert.equal(li.lineCount, 4);
    assert.deepEqual(li.positionAt(4), { line: 1, character: 0 });
    assert.deepEqual(li.positionAt(2), { line: 0, character: 2 });
    assert.deepEqual(li.positionAt(3), { line: 0, character: 2 }, 'between \\r and \\n is the end of the line');
    assert.equal(li.offsetAt(1, 99), 6, 'a character past the end clamps before \\r');
    assert.equal(li.lineEnd(2), 8);
    assert.equal(li.offsetAt(3, 0), 10);
    assert.deepEqual(li.positionAt(10), { line: 3, character: 0 });
    for (const o of [0, 1, 2, 4, 5, 6, 8, 10, 11]) {
      const { line, character } = li.positionAt(o);
      assert.equal(li.offsetAt(line, character), o);
    }
  });

  it('treats empty text as one empty line and clamps out-of-range input', () => {
    const li = new LineIndex('');
    assert.equal(li.lineCount, 1);
    assert.deepEqual(li.positionAt(0), { line: 0, character: 0 });
    assert.deepEqual(li.positionAt(5), { line: 0, character: 0 });
    assert.equal(li.offsetAt(0, 3), 0);
    assert.equal(li.offsetAt(7, 0), 0);
    const two = new LineIndex('a\nb');
    assert.deepEqual(two.positionAt(-4), { line: 0, character: 0 });
    assert.deepEqual(two.positionAt(99), { line: 1, character: 1 });
    assert.equal(two.offsetAt(-1, 0), 0);
    assert.equal(two.offsetAt(5, 0), 3);
  });

  it('finds lines by binary search in a long text', () => {
    const text = Array.from({ length: 1000 }, (_, i) => `line ${i}`).join('\r\n');
    const li = new LineIndex(text);
    assert.equal(li.lineCount, 1000);
    const at = text.indexOf('line 777');
    assert.deepEqual(li.positionAt(at + 5), { line: 777, character: 5 });
    assert.equal(li.offsetAt(777, 5), at + 5);
  });

  it('finds the start and end of the line holding an offset without an index', () => {
    const text = '\nab\r\ncd\nef';
    const expected = [[0, 0], [1, 3], [1, 3], [1, 3], [1, 3], [5, 7], [5, 7], [5, 7], [8, 10], [8, 10], [8, 10]];
    assert.deepEqual([...Array(text.length + 1).keys()].map((o) => [lineStartAt(text, o), lineEndAt(text, o)]), expected);
  });
});
