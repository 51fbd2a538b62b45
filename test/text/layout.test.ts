// Writing cells in a puzzle's own layout: every cell character changes, every other character stays, and the
// result scans back to the same cells in the same format.
import * as assert from 'node:assert/strict';
import { formatGrid, parseGrid } from '../../src/core/index';
import { LAYOUTS, renderInLayout, renderLayout } from '../../src/text/layout';
import type { LayoutName } from '../../src/text/layout';
import { scan } from '../../src/text/index';

const PUZZLE = parseGrid('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79')!;

describe('layout: writing a grid in a given layout', () => {
  for (const layout of Object.keys(LAYOUTS) as LayoutName[]) {
    it(`${layout}: scans back to the same cells and format`, () => {
      const text = renderLayout(layout, PUZZLE);
      const found = scan(text).puzzles;
      assert.equal(found.length, 1, text);
      assert.equal(formatGrid(found[0].cells), formatGrid(PUZZLE));
      assert.equal(found[0].format, scan(LAYOUTS[layout]).puzzles[0].format);
    });
  }

  it("keeps a document's own separators, indentation and empty mark", () => {
    const text = 'intro\n  5 3 0 | 0 7 0 | 0 0 0\n  6 0 0 | 1 9 5 | 0 0 0\n  0 9 8 | 0 0 0 | 0 6 0\n  8 0 0 | 0 6 0 | 0 0 3\n  4 0 0 | 8 0 3 | 0 0 1\n  7 0 0 | 0 2 0 | 0 0 6\n  0 6 0 | 0 0 0 | 2 8 0\n  0 0 0 | 4 1 9 | 0 0 5\n  0 0 0 | 0 8 0 | 0 7 9\nend';
    const [p] = scan(text).puzzles;
    const other = new Uint8Array(81);
    other[0] = 9;
    other[80] = 1;
    const out = renderInLayout(text, p, other);
    assert.equal(out.split('\n')[0], '  9 0 0 | 0 0 0 | 0 0 0');
    assert.equal(out.split('\n')[8], '  0 0 0 | 0 0 0 | 0 0 1');
    assert.equal(out.replace(/[0-9]/g, 'x'), text.slice(p.start, p.end).replace(/[0-9]/g, 'x'));
  });
});
