// New Puzzle as plain data: where the puzzle goes, the text inserted, the layout it copies, the blank lines
// around it, and the sliced generation (its band, uniqueness, seed and cancellation).

import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { ENGINES } from '../../src/core/engines';
import { KILLER_LEVELS, LEVELS, generatePuzzle, inBand, isMinimal } from '../../src/core/generate/index';
import { countPuzzle, rate } from '../../src/core/index';
import { scan } from '../../src/text/scan';
import { generateInSlices, levelChoices, planNewPuzzle, variantChoices } from '../../src/text/newPuzzle';
import { lineBreakOf } from '../../src/text/write';

const made = generatePuzzle(7, 0, { rating: LEVELS.easy });
assert.equal(made.kind, 'generated');
const CELLS = made.puzzle;
const DIGITS = Array.from(CELLS, (d) => (d === 0 ? '.' : String(d))).join('');

const GRID = [
  '0 0 0 | 0 0 0 | 0 0 0',
  '0 3 5 | 4 0 2 | 6 9 0',
  '0 8 9 | 0 0 0 | 1 7 0',
  '------+-------+------',
  '0 0 8 | 0 0 0 | 5 0 0',
  '1 2 0 | 0 0 0 | 0 6 9',
  '0 0 0 | 3 0 7 | 0 0 0',
  '------+-------+------',
  '0 0 0 | 0 0 0 | 0 0 0',
  '0 1 0 | 0 5 0 | 0 2 0',
  '0 0 2 | 1 6 9 | 3 0 0',
];
const LINE_A = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const LINE_B = '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....';
const KILLER = `${'.'.repeat(81)} aabbbcdefgghhccdefggiicjkkflmminjkoflppqnjoorsptqnuvvrsttqwuuxxsyzwwAAxxsyzwBBBCC 3,15,22,4,16,15,25,17,9,8,20,6,14,17,17,13,20,12,27,6,20,6,10,14,8,16,15,13,17`;

/** The text after the plan's insertion, and the plan. */
function insert(text: string, cursor: number) {
  const plan = planNewPuzzle(text, scan(text).puzzles, cursor, { cells: CELLS });
  const r = plan.replacement;
  assert.equal(r.length, 0, 'New Puzzle only inserts');
  return { plan, after: text.slice(0, r.offset) + r.text + text.slice(r.offset), inserted: r.text };
}

/** The one puzzle in `after` whose text starts where the plan says the new one does. */
function newOne(after: string, start: number) {
  const found = scan(after).puzzles.filter((p) => p.start >= start && p.start < start + 40);
  assert.equal(found.length, 1, 'the new puzzle scans as one puzzle');
  return found[0];
}

describe('New Puzzle: the level pick', () => {
  it('lists the five levels in order with their SE bands', () => {
    assert.deepEqual(levelChoices().map((c) => `${c.label} ${c.description}`), [
      'Easy SE 1.0–1.5', 'Medium SE 1.6–2.5', 'Hard SE 2.6–4.0', 'Expert SE 4.1–6.0', 'Extreme SE 6.1–9.0',
    ]);
  });
});

describe('New Puzzle: where it goes and what is written', () => {
  it('after a grid holding the cursor: the same grid layout, one blank line above, the text below set off', () => {
    const text = ['# a grid', '', ...GRID, '# end', ''].join('\n');
    const cursor = text.indexOf('4 0 2');
    const { plan, after, inserted } = insert(text, cursor);
    const lines = after.split('\n');
    // The old grid ends on line 12 (0-based); then a blank line, the new grid on lines 14-24, a blank line, "# end".
    assert.deepEqual(lines.slice(0, 13), text.split('\n').slice(0, 13));
    assert.equal(lines[13], '');
    assert.equal(lines[25], '');
    assert.equal(lines[26], '# end');
    assert.equal(inserted.startsWith('\n\n'), true);
    const p = newOne(after, plan.start);
    assert.equal(p.format, 'grid');
    assert.deepEqual(Array.from(p.cells), Array.from(CELLS));
    // The layout is the old grid's: every character that is not a cell is the same, and empties are written 0.
    const newGrid = lines.slice(14, 25);
    assert.equal(newGrid.length, 11);
    for (let r = 0; r < 11; r++) {
      assert.equal(newGrid[r].replace(/[0-9]/g, '#'), GRID[r].replace(/[0-9]/g, '#'), `row ${r}`);
    }
    assert.equal(after.slice(plan.start, plan.end), newGrid.join('\n'));
  });

  it('on a blank line between text: set off by one blank line above, the blank line kept below', () => {
    const text = ['notes', '', 'more notes', ...GRID].join('\n');
    const { after } = insert(text, text.indexOf('\n') + 1);
    const lines = after.split('\n');
    assert.equal(lines[0], 'notes');
    assert.equal(lines[1], '');
    assert.equal(newOne(after, after.indexOf('\n\n') + 2).startLine, 2);
    assert.equal(lines[13], '');
    assert.equal(lines[14], 'more notes');
  });

  it('on a line of text: after that line, with blank lines on both sides', () => {
    const text = `${LINE_A}\n\ntitle\nnext line\n`;
    const { after, plan } = insert(text, text.indexOf('title') + 2);
    assert.equal(after, `${LINE_A}\n\ntitle\n\n${DIGITS}\n\nnext line\n`);
    assert.equal(after.slice(plan.start, plan.end), DIGITS);
  });

  it('in a list of one-line puzzles: joins the list on the next line, with no blank lines', () => {
    const text = `${LINE_A}\n${LINE_B}\n`;
    const { after } = insert(text, 3);
    assert.equal(after, `${LINE_A}\n${DIGITS}\n${LINE_B}\n`);
  });

  it('keeps the empty mark, the indentation and CRLF line breaks of the nearest puzzle', () => {
    const grid = GRID.map((l) => `  ${l.replace(/0/g, '.')}`);
    const text = `intro\r\n\r\n${grid.join('\r\n')}\r\n`;
    assert.equal(lineBreakOf(text), '\r\n');
    const { after, plan } = insert(text, 0);
    assert.equal(/[^\r]\n/.test(after), false, 'no bare LF');
    const lines = after.split('\r\n');
    assert.deepEqual(lines.slice(0, 2), ['intro', '']);
    assert.equal(lines[2].startsWith('  '), true);
    assert.equal(lines[13], '', 'a blank line before the old grid');
    const p = newOne(after, plan.start);
    assert.equal(p.emptyChar, '.');
    assert.deepEqual(Array.from(p.cells), Array.from(CELLS));
  });

  it('copies the nearest puzzle by lines, and never a killer', () => {
    const text = [LINE_A, '', '', '', '', ...GRID, '', KILLER, ''].join('\n');
    // The cursor on line 2: the line above (distance 2) is nearer than the grid (distance 3).
    const lineStart = (n: number): number => text.split('\n').slice(0, n).join('\n').length + 1;
    assert.equal(newOne(insert(text, lineStart(2)).after, insert(text, lineStart(2)).plan.start).format, 'line');
    assert.equal(newOne(insert(text, lineStart(4)).after, insert(text, lineStart(4)).plan.start).format, 'grid');
    // The cursor in the killer: the new puzzle goes after it, in the nearest classic layout (the grid).
    const k = insert(text, text.indexOf('aabbb'));
    assert.equal(newOne(k.after, k.plan.start).format, 'grid');
    assert.ok(k.plan.start > text.indexOf('aabbb'));
    // A killer alone lends no layout: the standard grid.
    const alone = insert(`${KILLER}\n`, 0);
    assert.equal(newOne(alone.after, alone.plan.start).format, 'grid');
  });

  it('in an empty document: the standard grid and a final line break', () => {
    const { after, plan } = insert('', 0);
    assert.equal(plan.start, 0);
    assert.equal(after.split('\n').length, 12);
    assert.equal(after.endsWith('\n'), true);
    assert.equal(newOne(after, 0).format, 'grid');
  });

  it('on a blank first line, goes on that line and keeps the blank line between it and the text below (LF and CRLF)', () => {
    for (const eol of ['\n', '\r\n']) {
      const text = `${eol}some words`;
      const { after, plan } = insert(text, 0);
      assert.equal(plan.replacement.offset, 0, JSON.stringify(eol));
      assert.ok(after.endsWith(`${eol}${eol}some words`), JSON.stringify(after));
    }
  });

  it('property: any text keeps its puzzles, gains the new one whole, and it touches no other text', () => {
    const piece = fc.constantFrom(LINE_A, LINE_B, GRID.join('\n'), KILLER, 'some words', '', '  ', '# comment');
    fc.assert(fc.property(fc.array(piece, { maxLength: 8 }), fc.constantFrom('\n', '\r\n'), fc.nat(), (pieces, eol, at) => {
      const text = pieces.join('\n').replace(/\n/g, eol);
      const cursor = at % (text.length + 1);
      const before = scan(text).puzzles;
      const { after, plan } = insert(text, cursor);
      const now = scan(after).puzzles;
      assert.equal(now.length, before.length + 1, 'one more puzzle');
      const p = newOne(after, plan.start);
      assert.deepEqual(Array.from(p.cells), Array.from(CELLS));
      const old = now.filter((q) => q.start !== p.start).map((q) => Array.from(q.cells).join(''));
      assert.deepEqual(old, before.map((q) => Array.from(q.cells).join('')));
      // The new puzzle sits on lines of its own, set off from text that is not a puzzle line.
      const lines = after.split(/\r?\n/);
      const neighbours = [lines[p.startLine - 1], lines[p.endLine + 1]].filter((l) => l !== undefined);
      for (const l of neighbours) assert.ok(l.trim() === '' || (p.startLine === p.endLine && /^[.0-9]{81}$/.test(l)), JSON.stringify(l));
      if (text.includes('\r\n')) assert.equal(/[^\r]\n/.test(after), false);
    }), { numRuns: 300, seed: 20261201 });
  });
});

describe('New Puzzle: generation in slices', () => {
  const quick = { cancelled: () => false, pause: () => new Promise<void>((r) => setTimeout(r, 0)) };

  for (const level of ['easy', 'hard'] as const) {
    it(`makes ${/^[aeiou]/.test(level) ? 'an' : 'a'} ${level} puzzle: unique (dancing links), minimal and in its band; the same seed gives the same one`, async () => {
      const r = await generateInSlices(12345, level, quick);
      assert.equal(r.kind, 'generated');
      if (r.kind !== 'generated') return;
      assert.ok('cells' in r.puzzle, 'a classic puzzle is cells');
      if (!('cells' in r.puzzle)) return;
      const cells = r.puzzle.cells;
      const check = ENGINES.dlx(cells, 2, Number.MAX_SAFE_INTEGER, undefined, new Uint8Array(81));
      assert.equal(check.count, 1);
      assert.ok(isMinimal(cells));
      const rated = rate(cells);
      assert.equal(rated.kind, 'rated');
      if (rated.kind === 'rated') assert.ok(inBand(rated.rating, LEVELS[level]), `${rated.rating}`);
      const again = await generateInSlices(12345, level, quick);
      assert.deepEqual(again.kind === 'generated' && 'cells' in again.puzzle ? Array.from(again.puzzle.cells) : [], Array.from(cells));
    });
  }

  it('stops at the first check after a cancellation, and pauses between attempts', async () => {
    let pauses = 0;
    let cancel = false;
    const r = await generateInSlices(1, 'extreme', {
      cancelled: () => cancel,
      pause: async () => { pauses++; cancel = true; },
    });
    assert.deepEqual(r, { kind: 'cancelled', attempts: 1 });
    assert.equal(pauses, 1);
    assert.deepEqual(await generateInSlices(1, 'extreme', { cancelled: () => true, pause: async () => {} }), { kind: 'cancelled', attempts: 0 });
  });

  it('gives up after maxAttempts, saying how many were made', async () => {
    let pauses = 0;
    const r = await generateInSlices(1, 'extreme', { maxAttempts: 1, cancelled: () => false, pause: async () => { pauses++; } });
    // One attempt rarely meets the extreme band; when it does, it is a real puzzle of that band.
    if (r.kind === 'generated') assert.equal(r.attempts, 1);
    else assert.deepEqual(r, { kind: 'exhausted', attempts: 1 });
    assert.equal(pauses, 0);
  });
});

describe('New Puzzle: killer', () => {
  const quick = { cancelled: () => false, pause: () => new Promise<void>((r) => setTimeout(r, 0)) };

  it('offers classic and killer, in that order', () => {
    assert.deepEqual(variantChoices().map((c) => c.variant), ['classic', 'killer']);
  });

  it('makes a medium killer line: cages only, one solution by the exact cover, effort in the medium band; inserted as a line', async () => {
    const r = await generateInSlices(77, 'medium', quick, 'killer');
    assert.equal(r.kind, 'generated');
    if (r.kind !== 'generated' || !('line' in r.puzzle)) throw new Error('a killer is a line');
    const found = scan(r.puzzle.line).puzzles;
    assert.equal(found.length, 1);
    assert.equal(found[0].format, 'killer-line');
    const p = { cells: found[0].cells, rules: found[0].rules };
    const exact = countPuzzle(p, 2, { engine: 'dlx', budget: 50_000_000 });
    assert.ok(exact.kind === 'counted' && exact.count === 1);
    const own = countPuzzle(p, 2, { engine: 'fast' });
    assert.ok(own.kind === 'counted' && own.stats.guesses >= KILLER_LEVELS.medium.min && own.stats.guesses <= KILLER_LEVELS.medium.max);
    // Into a file of classic grids it goes as a killer line, never in a grid's layout.
    const text = `${LINE_A}\n`;
    const plan = planNewPuzzle(text, scan(text).puzzles, 0, r.puzzle);
    const after = text.slice(0, plan.replacement.offset) + plan.replacement.text + text.slice(plan.replacement.offset);
    assert.deepEqual(scan(after).puzzles.map((q) => q.format), ['line', 'killer-line']);
    assert.equal(plan.model, undefined);
  });
});
