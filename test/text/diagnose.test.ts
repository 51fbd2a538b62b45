// Diagnostics as plain data: conflicts on the exact digits with their twins, scan problems, verdicts, options.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { findConflicts, solve } from '../../src/core/index';
import type { SolveResult } from '../../src/core/types';
import { ALL_DIAGNOSTICS, diagnose, puzzleHeadSpan, type DiagnoseOptions, type PlainDiagnostic, type PuzzleFacts } from '../../src/text/diagnose';
import { scan } from '../../src/text/index';
import type { ScannedPuzzle } from '../../src/text/types';
import { fixturesDir } from '../helpers/data';

const UNIQUE = fs.readFileSync(path.join(fixturesDir, 'sudoku-exchange-200.txt'), 'utf8').split('\n')[0];

/** Facts from the engine itself: conflicts, and a full solve with the uniqueness check. */
const engineFacts = (puzzle: ScannedPuzzle): PuzzleFacts => ({ conflicts: findConflicts(puzzle.cells), result: solve(puzzle.cells) });
const conflictsOnly = (puzzle: ScannedPuzzle): PuzzleFacts => ({ conflicts: findConflicts(puzzle.cells), result: undefined });

/** An 81-cell line with the given digits placed at (row, column), 1-based; every other cell empty. */
function lineWith(placed: [row: number, col: number, digit: number][]): string {
  const cells = new Array<string>(81).fill('.');
  for (const [r, c, d] of placed) cells[(r - 1) * 9 + (c - 1)] = String(d);
  return cells.join('');
}

function run(text: string, options: DiagnoseOptions = ALL_DIAGNOSTICS, facts = engineFacts): PlainDiagnostic[] {
  return diagnose(text, scan(text, { mode: 'sudoku' }), facts, options);
}

describe('diagnose', () => {
  it('puts an error on each of two conflicting digits, naming the unit, with the twin as related span', () => {
    const line = lineWith([[3, 1, 5], [3, 7, 5]]);
    const text = `# two fives in row 3\n${line}\n`;
    const ds = run(text, ALL_DIAGNOSTICS, conflictsOnly);
    const at1 = text.indexOf(line) + 18;
    const at2 = text.indexOf(line) + 24;
    assert.equal(ds.length, 2);
    assert.deepEqual(ds.map((d) => [d.offset, d.length, d.severity, d.code]), [[at1, 1, 'error', 'conflict'], [at2, 1, 'error', 'conflict']]);
    assert.equal(text[at1], '5');
    assert.equal(text[at2], '5');
    assert.match(ds[0].message, /^5 appears twice in row 3\b/);
    assert.deepEqual(ds[0].related.map((r) => [r.offset, r.length]), [[at2, 1]]);
    assert.deepEqual(ds[1].related.map((r) => [r.offset, r.length]), [[at1, 1]]);
    assert.match(ds[0].related[0].message, /r3c7/);
  });

  it('gives one error per digit when two copies share a row and a box, and counts three copies', () => {
    const pair = run(lineWith([[1, 1, 5], [1, 2, 5]]), ALL_DIAGNOSTICS, conflictsOnly);
    assert.equal(pair.length, 2);
    assert.match(pair[0].message, /^5 appears twice in row 1 and box 1/);
    assert.equal(pair[0].related.length, 1);
    assert.match(pair[0].related[0].message, /same row and box/);

    const three = run(lineWith([[2, 1, 7], [2, 5, 7], [2, 9, 7]]), ALL_DIAGNOSTICS, conflictsOnly);
    assert.equal(three.length, 3);
    for (const d of three) {
      assert.match(d.message, /^7 appears three times in row 2/);
      assert.equal(d.related.length, 2);
    }
  });

  it('points at the digit itself in a grid with separators', () => {
    const text = [
      '5 . . | . . . | . . 5',
      '. . . | . . . | . . .',
      '. . . | . . . | . . .',
      '------+-------+------',
      '. . . | . . . | . . .',
      '. . . | . . . | . . .',
      '. . . | . . . | . . .',
      '------+-------+------',
      '. . . | . . . | . . .',
      '. . . | . . . | . . .',
      '5 . . | . . . | . . .',
    ].join('\n');
    const ds = run(text, ALL_DIAGNOSTICS, conflictsOnly);
    // r1c1 clashes with r1c9 (row) and r9c1 (column); each of those clashes once.
    assert.equal(ds.length, 3);
    for (const d of ds) assert.equal(text[d.offset], '5');
    const first = ds.find((d) => d.offset === 0)!;
    assert.match(first.message, /^5 appears twice in row 1 and column 1/);
    assert.deepEqual(first.related.map((r) => r.offset).sort((a, b) => a - b), [text.indexOf('5', 1), text.lastIndexOf('5')]);
  });

  it('reports scan problems as errors at the place, with the scanner code', () => {
    const text = `${UNIQUE}\n${UNIQUE.slice(0, 80)}\n`;
    const s = scan(text, { mode: 'sudoku' });
    assert.ok(s.problems.length > 0, 'the scanner reports the 80-cell line');
    const ds = diagnose(text, s, engineFacts);
    const errors = ds.filter((d) => d.code !== 'conflict');
    assert.deepEqual(errors.map((d) => [d.offset, d.code, d.severity]), s.problems.map((p) => [p.offset, p.code, 'error']));
    assert.equal(errors[0].message, s.problems[0].message);
  });

  it('warns on a puzzle with no solution and on one with several, over its first line', () => {
    // Row 1 needs a 9 at r1c9, but column 9 already has one: no conflict, no solution.
    const unsolvable = lineWith([[1, 1, 1], [1, 2, 2], [1, 3, 3], [1, 4, 4], [1, 5, 5], [1, 6, 6], [1, 7, 7], [1, 8, 8], [5, 9, 9]]);
    const several = lineWith([[1, 1, 1]]);
    const text = `${UNIQUE}\n${unsolvable}\n${several}\n`;
    const ds = run(text);
    assert.deepEqual(ds.map((d) => [d.code, d.severity, d.offset, d.length]), [
      ['unsolvable', 'warning', 82, 81],
      ['not-unique', 'warning', 164, 81],
    ]);
    assert.match(ds[0].message, /no solution/i);
    assert.match(ds[1].message, /more than one solution/i);
  });

  it('marks the top line of a grid for a verdict, without its line break', () => {
    const rows = [];
    for (let r = 0; r < 9; r++) rows.push(UNIQUE.slice(r * 9, r * 9 + 9).split('').join(' '));
    const text = `${rows.join('\r\n')}\r\n`;
    const puzzle = scan(text).puzzles[0];
    assert.equal(puzzle.format, 'grid');
    assert.deepEqual(puzzleHeadSpan(text, puzzle), { offset: 0, length: rows[0].length });
  });

  it('notes a search that ran out of budget, and says nothing for a cut-short or unique one', () => {
    const text = `${UNIQUE}\n`;
    const stopped = (p: ScannedPuzzle): PuzzleFacts => ({ conflicts: [], result: solve(p.cells, { budget: 5 }) });
    const ds = run(text, ALL_DIAGNOSTICS, stopped);
    assert.deepEqual(ds.map((d) => [d.code, d.severity]), [['stopped', 'information']]);
    const aborted: SolveResult = { kind: 'stopped', reason: 'aborted', stats: { placements: 1, guesses: 0, elapsedMs: 0 } };
    assert.deepEqual(run(text, ALL_DIAGNOSTICS, () => ({ conflicts: [], result: aborted })), []);
    assert.deepEqual(run(text), []);
  });

  it('leaves out each kind that is turned off, and caps the count', () => {
    const conflict = lineWith([[3, 1, 5], [3, 7, 5]]);
    const several = lineWith([[1, 1, 1]]);
    const text = `${conflict}\n${several}\n${UNIQUE.slice(0, 80)}\n`;
    const codes = (o: Partial<DiagnoseOptions>) => run(text, { ...ALL_DIAGNOSTICS, ...o }).map((d) => d.code).sort();
    assert.deepEqual(codes({}), ['conflict', 'conflict', 'line-length', 'not-unique']);
    assert.deepEqual(codes({ conflicts: false }), ['line-length', 'not-unique']);
    assert.deepEqual(codes({ malformed: false }), ['conflict', 'conflict', 'not-unique']);
    assert.deepEqual(codes({ notUnique: false }), ['conflict', 'conflict', 'line-length']);
    assert.deepEqual(run(text, { ...ALL_DIAGNOSTICS, maxDiagnostics: 1 }).map((d) => d.offset), [18]);
  });
});
