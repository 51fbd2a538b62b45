// Incremental rescanning gives exactly the scan of the edited text, over thousands of random edits on mixed texts.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { scan } from '../../src/text/index';
import { commonAffixes, rescan, ShiftedPuzzle } from '../../src/text/rescan';
import type { ScanOptions, ScanResult } from '../../src/text/types';
import { fixturesDir } from '../helpers/data';
import { makeRng, type Rng } from '../helpers/random';

/** Plain, comparable form of a scan: every puzzle field (offsets included) and every problem. */
function plain(s: ScanResult): unknown {
  return {
    batch: s.batch,
    puzzles: s.puzzles.map((p) => ({
      index: p.index, format: p.format, startLine: p.startLine, endLine: p.endLine, start: p.start, end: p.end,
      cells: Array.from(p.cells).join(''), offsets: Array.from(p.offsets).join(','), emptyChar: p.emptyChar,
    })),
    problems: s.problems.map((p) => ({ ...p })),
  };
}

const LINES = fs.readFileSync(path.join(fixturesDir, 'sudoku-exchange-200.txt'), 'utf8').split('\n').filter((l) => l.length === 81);

function grid(line: string, withBorders: boolean): string {
  const rows: string[] = [];
  for (let r = 0; r < 9; r++) {
    if (withBorders && r % 3 === 0 && r > 0) rows.push('------+-------+------');
    const cells = line.slice(r * 9, r * 9 + 9).split('');
    rows.push(`${cells.slice(0, 3).join(' ')} | ${cells.slice(3, 6).join(' ')} | ${cells.slice(6).join(' ')}`);
  }
  return rows.join('\n');
}

function leetcode(line: string): string {
  const rows: string[] = [];
  for (let r = 0; r < 9; r++) rows.push(`  [${line.slice(r * 9, r * 9 + 9).split('').map((c) => `"${c}"`).join(',')}]`);
  return `board = [\n${rows.join(',\n')}\n]`;
}

/** A text over 16 KB with every layout, comments, prose and blank lines, so the incremental path is taken. */
function mixedText(rng: Rng): string {
  const parts: string[] = ['# a mixed puzzle file'];
  for (let i = 0; i < 260; i++) {
    const line = LINES[rng.int(LINES.length)];
    const kind = rng.int(10);
    if (kind < 5) parts.push(line);
    else if (kind === 5) parts.push('', grid(line, rng.int(2) === 0), '');
    else if (kind === 6) parts.push('', leetcode(line), '');
    else if (kind === 7) parts.push('# comment line');
    else if (kind === 8) parts.push('');
    else parts.push(line.replace(/\./g, '0'));
  }
  return parts.join('\n') + '\n';
}

const EDIT_CHARS = '0123456789.|\n #-[]",5';

function randomEdit(rng: Rng, text: string): string {
  const at = rng.int(text.length + 1);
  const kind = rng.int(4);
  const piece = (): string => {
    let s = '';
    const n = 1 + rng.int(rng.int(8) === 0 ? 90 : 3);
    for (let i = 0; i < n; i++) s += EDIT_CHARS[rng.int(EDIT_CHARS.length)];
    return s;
  };
  if (kind === 0) return text.slice(0, at) + piece() + text.slice(at);
  const len = 1 + rng.int(rng.int(8) === 0 ? 200 : 3);
  if (kind === 1) return text.slice(0, at) + text.slice(at + len);
  if (kind === 2) return text.slice(0, at) + piece() + text.slice(at + len);
  // Retype one cell: the commonest edit while solving by hand.
  const cell = text.slice(at).search(/[1-9.0]/);
  if (cell < 0) return text;
  return text.slice(0, at + cell) + '.123456789'[rng.int(10)] + text.slice(at + cell + 1);
}

describe('rescan', () => {
  it('finds the common prefix and suffix of two texts', () => {
    const a = 'x'.repeat(5000) + 'abc' + 'y'.repeat(3000);
    const b = 'x'.repeat(5000) + 'aXXc' + 'y'.repeat(3000);
    assert.deepEqual(commonAffixes(a, b), { prefix: 5001, suffix: 3001 });
    assert.deepEqual(commonAffixes('aaaa', 'aaaaaa'), { prefix: 4, suffix: 0 });
    assert.deepEqual(commonAffixes('', 'abc'), { prefix: 0, suffix: 0 });
  });

  for (const [mode, eol] of [['sudoku', '\n'], ['plaintext', '\n'], ['sudoku', '\r\n']] as const) {
    it(`equals a full scan after each of 300 random edits in ${mode} mode${eol === '\n' ? '' : ' with CRLF line ends'}`, () => {
      const seed = 20261129 + (mode === 'sudoku' ? 0 : 1) + (eol === '\n' ? 0 : 2);
      const rng = makeRng(seed);
      const options: ScanOptions = { mode };
      let text = mixedText(rng).replace(/\n/g, eol);
      let current = scan(text, options);
      assert.ok(text.length > 16_384 && current.puzzles.length > 200, 'the test text is big enough for the incremental path');
      let reused = 0;
      for (let i = 0; i < 300; i++) {
        const next = randomEdit(rng, text);
        const incremental = rescan(text, current, next, options);
        const full = scan(next, options);
        assert.deepEqual(plain(incremental), plain(full), `seed ${seed}, edit ${i}: incremental scan differs from a full scan`);
        if (incremental.puzzles.some((p) => p instanceof ShiftedPuzzle)) reused++;
        text = next;
        current = incremental;
      }
      assert.ok(reused > 200, `the incremental path reused the old scan in only ${reused} of 300 edits`);
    });
  }

  it('falls back to a full scan for batch files, whose count spans the file', () => {
    const body = LINES.map((l) => l.replace(/\./g, '0'));
    const text = `${body.length}\n${body.join('\n')}\n`;
    const before = scan(text);
    assert.equal(before.batch, true);
    const edited = text.replace(/0/, '5');
    const after = rescan(text, before, edited);
    assert.deepEqual(plain(after), plain(scan(edited)));
    assert.ok(!after.puzzles.some((p) => p instanceof ShiftedPuzzle));
  });

  it('shifts the offsets of reused puzzles, lazily and exactly', () => {
    const text = LINES.join('\n');
    const s = scan(text, { mode: 'sudoku' });
    const edited = `# a\n${text}`;
    const r = rescan(text, s, edited, { mode: 'sudoku' });
    const last = r.puzzles[r.puzzles.length - 1];
    assert.ok(last instanceof ShiftedPuzzle);
    assert.equal(last.offsets[0], s.puzzles[s.puzzles.length - 1].offsets[0] + 4);
    assert.equal(edited[last.offsets[80]], text[s.puzzles[s.puzzles.length - 1].offsets[80]]);
    assert.equal(last.cells, s.puzzles[s.puzzles.length - 1].cells, 'the cells array is shared, so caches keyed by it still hit');
  });
});
