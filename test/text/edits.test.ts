// Edit plans: a solve changes only empty-cell characters, insert-below adds a solved copy, refusals say why.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { isSolutionOf, solve } from '../../src/core/index';
import type { SolveResult } from '../../src/core/types';
import { eolOf, mergeReplacements, planSolve, planSolveAll } from '../../src/text/edits';
import { applyReplacements, scan } from '../../src/text/index';
import type { ScannedPuzzle } from '../../src/text/types';
import { fixturesDir } from '../helpers/data';

const read = (name: string): string[] => fs.readFileSync(path.join(fixturesDir, name), 'utf8').split('\n').filter((l) => l.length === 81);
const PUZZLES = read('sudoku-exchange-200.txt');
const SOLUTIONS = read('sudoku-exchange-200.solutions.txt');

function gridText(line: string): string {
  const rows: string[] = [];
  for (let r = 0; r < 9; r++) {
    if (r === 3 || r === 6) rows.push('------+-------+------');
    const c = line.slice(r * 9, r * 9 + 9).split('');
    rows.push(`${c.slice(0, 3).join(' ')} | ${c.slice(3, 6).join(' ')} | ${c.slice(6).join(' ')}`);
  }
  return rows.join('\n');
}

/** Asserts that `after` differs from `before` only at the puzzle's empty cells, each now a digit. */
function onlyEmptyCellsChanged(before: string, after: string, puzzle: ScannedPuzzle): void {
  assert.equal(after.length, before.length, 'a replace-mode solve keeps the length');
  const empties = new Set<number>();
  for (let i = 0; i < 81; i++) if (puzzle.cells[i] === 0) empties.add(puzzle.offsets[i]);
  for (let i = 0; i < before.length; i++) {
    if (before[i] !== after[i]) assert.ok(empties.has(i), `character ${i} ('${before[i]}' -> '${after[i]}') is not an empty cell`);
    else assert.ok(!empties.has(i), `empty cell at ${i} was not filled`);
  }
}

describe('edit plans', () => {
  it('fills only the empty cells of a grid with separators, in its own layout, with the known answer', () => {
    const text = `# the first fixture puzzle as a grid\n${gridText(PUZZLES[0])}\n# after\n`;
    const puzzle = scan(text).puzzles[0];
    const plan = planSolve(text, puzzle, solve(puzzle.cells), 'replace');
    assert.equal(plan.kind, 'edit');
    if (plan.kind !== 'edit') return;
    const after = applyReplacements(text, plan.replacements);
    onlyEmptyCellsChanged(text, after, puzzle);
    assert.equal(after, `# the first fixture puzzle as a grid\n${gridText(SOLUTIONS[0])}\n# after\n`);
  });

  it('inserts a solved copy on the next line below an 81-cell line, keeping CRLF', () => {
    const text = `${PUZZLES[1]}\r\n${PUZZLES[2]}\r\n`;
    const puzzle = scan(text).puzzles[0];
    const plan = planSolve(text, puzzle, solve(puzzle.cells), 'insertBelow');
    assert.ok(plan.kind === 'edit' && plan.mode === 'insertBelow');
    assert.equal(applyReplacements(text, plan.replacements), `${PUZZLES[1]}\r\n${SOLUTIONS[1]}\r\n${PUZZLES[2]}\r\n`);
    assert.equal(eolOf(text), '\r\n');
  });

  it('inserts a solved grid after a blank line, with the puzzle\'s indentation', () => {
    const indented = gridText(PUZZLES[3]).split('\n').map((l) => `    ${l}`).join('\n');
    const text = `${indented}\ntail\n`;
    const puzzle = scan(text).puzzles[0];
    const plan = planSolve(text, puzzle, solve(puzzle.cells), 'insertBelow');
    assert.equal(plan.kind, 'edit');
    if (plan.kind !== 'edit') return;
    const solvedIndented = gridText(SOLUTIONS[3]).split('\n').map((l) => `    ${l}`).join('\n');
    assert.equal(applyReplacements(text, plan.replacements), `${indented}\n\n${solvedIndented}\ntail\n`);
  });

  it('writes batch answers in place even in insert-below mode, so the count stays right', () => {
    const text = `2\n${PUZZLES[4].replace(/\./g, '0')}\n${PUZZLES[5].replace(/\./g, '0')}\n`;
    const s = scan(text);
    assert.equal(s.batch, true);
    const plan = planSolve(text, s.puzzles[1], solve(s.puzzles[1].cells), 'insertBelow');
    assert.ok(plan.kind === 'edit' && plan.mode === 'replace');
    assert.equal(applyReplacements(text, plan.replacements), `2\n${PUZZLES[4].replace(/\./g, '0')}\n${SOLUTIONS[5]}\n`);
  });

  it('refuses conflicting, unsolvable, non-unique and complete puzzles, saying why', () => {
    const conflict = `55${'.'.repeat(79)}`;
    const unsolvable = `12345678.${'.'.repeat(35)}9${'.'.repeat(36)}`;
    const several = `1${'.'.repeat(80)}`;
    const text = [conflict, unsolvable, several, SOLUTIONS[0]].join('\n');
    const puzzles = scan(text).puzzles;
    const why = puzzles.map((p) => {
      const plan = planSolve(text, p, solve(p.cells), 'replace');
      return plan.kind === 'refuse' ? [plan.reason, plan.message] : ['edit', ''];
    });
    assert.deepEqual(why.map(([reason]) => reason), ['invalid', 'unsolvable', 'multiple', 'complete']);
    assert.match(why[0][1], /conflict.*5 at r1c1 and r1c2/);
    assert.match(why[1][1], /no solution/);
    assert.match(why[2][1], /more than one solution/);
    assert.match(why[3][1], /already solved/);
    for (const [, message] of why) assert.match(message, /^Puzzle \d+ \(line \d+\)/);
  });

  it('merges per-cell replacements into one with the same effect', () => {
    const text = `xx${PUZZLES[6]}yy`;
    const puzzle = scan(`${PUZZLES[6]}`).puzzles[0];
    const shifted = { ...puzzle, offsets: puzzle.offsets.map((o) => o + 2) };
    const plan = planSolve(text, shifted, solve(puzzle.cells), 'replace');
    assert.equal(plan.kind, 'edit');
    if (plan.kind !== 'edit') return;
    const merged = mergeReplacements(text, plan.replacements)!;
    assert.equal(applyReplacements(text, [merged]), applyReplacements(text, plan.replacements));
    assert.equal(applyReplacements(text, [merged]), `xx${SOLUTIONS[6]}yy`);
    assert.throws(() => mergeReplacements(text, [plan.replacements[1], plan.replacements[0]]), RangeError);
  });

  it('plans Solve All over a file: one edit per solved puzzle, the right answers, and a tally', () => {
    const lines = PUZZLES.slice(0, 50);
    const text = ['# fifty puzzles, one already solved, one with a conflict', ...lines, SOLUTIONS[60], `55${'.'.repeat(79)}`].join('\n');
    const puzzles = scan(text).puzzles;
    const results: (SolveResult | undefined)[] = puzzles.map((p) => solve(p.cells));
    results[10] = undefined;
    const plan = planSolveAll(text, puzzles, results, 'replace');
    assert.deepEqual(plan.tally, { puzzles: 52, solved: 49, alreadySolved: 1, invalid: 1, unsolvable: 0, multiple: 0, stopped: 0, skipped: 1 });
    assert.equal(plan.replacements.length, 49);
    const after = applyReplacements(text, plan.replacements).split('\n');
    for (let i = 0; i < 50; i++) assert.equal(after[i + 1], i === 10 ? PUZZLES[10] : SOLUTIONS[i], `line ${i + 2}`);
    for (let i = 0; i < 50; i++) if (i !== 10) assert.ok(isSolutionOf(puzzles[i].cells, scan(after[i + 1]).puzzles[0].cells));
    // What Solve All writes: one replacement from the first answer to the last, keeping everything between.
    const span = mergeReplacements(text, plan.replacements)!;
    assert.equal(span.offset, plan.replacements[0].offset);
    assert.equal(applyReplacements(text, [span]), applyReplacements(text, plan.replacements));
  });

  it('plans Solve All in insertBelow mode as insertions that one spanning replacement reproduces', () => {
    const text = [PUZZLES[0], '', PUZZLES[1], PUZZLES[2]].join('\n');
    const puzzles = scan(text).puzzles;
    const plan = planSolveAll(text, puzzles, puzzles.map((p) => solve(p.cells)), 'insertBelow');
    assert.equal(plan.replacements.length, 3);
    const span = mergeReplacements(text, plan.replacements)!;
    const after = applyReplacements(text, [span]);
    assert.equal(after, applyReplacements(text, plan.replacements));
    assert.equal(after, [PUZZLES[0], SOLUTIONS[0], '', PUZZLES[1], SOLUTIONS[1], PUZZLES[2], SOLUTIONS[2]].join('\n'));
  });

  // Issue 7, item 10: LeetCode boards written back to back (`]], [[`): the copy went inside the next board.
  const leetBoard = (line: string): string => `[${line.match(/.{9}/g)!.map((r) => `[${r.split('').map((c) => `"${c}"`).join(',')}]`).join(',\n  ')}]`;
  const cellsOf = (p: ScannedPuzzle): string => Array.from(p.cells).join('');
  const digits = (line: string): string => line.replace(/\./g, '0');

  it('inserts below a LeetCode board that ends where the next begins without touching the next one (every board, every separator)', () => {
    for (const sep of [', ', ',', ' , ', ',\t']) {
      for (let n = 2; n <= 4; n++) {
        const chosen = PUZZLES.slice(n * 7, n * 7 + n);
        const sols = SOLUTIONS.slice(n * 7, n * 7 + n);
        const text = `boards = [${chosen.map(leetBoard).join(sep)}]\n`;
        const before = scan(text, { mode: 'plaintext' }).puzzles;
        assert.deepEqual(before.map(cellsOf), chosen.map(digits), 'the boards are found before solving');
        for (let k = 0; k < n; k++) {
          const plan = planSolve(text, before[k], solve(before[k].cells), 'insertBelow', before[k + 1]);
          assert.ok(plan.kind === 'edit' && plan.mode === 'insertBelow');
          const after = applyReplacements(text, plan.replacements);
          const expected = [...chosen.slice(0, k + 1), sols[k], ...chosen.slice(k + 1)].map(digits);
          assert.deepEqual(scan(after, { mode: 'plaintext' }).puzzles.map(cellsOf), expected, `board ${k + 1} of ${n}, separator ${JSON.stringify(sep)}`);
          assert.equal(after.slice(0, before[k].end), text.slice(0, before[k].end), 'the text up to the solved board is unchanged');
          assert.equal(after.slice(after.length - (text.length - before[k].end)).trimStart(), text.slice(before[k].end).trimStart(), 'the text after it only moved');
        }
        const all = planSolveAll(text, before, before.map((p) => solve(p.cells)), 'insertBelow');
        const solvedAll = applyReplacements(text, all.replacements);
        assert.deepEqual(scan(solvedAll, { mode: 'plaintext' }).puzzles.map(cellsOf), chosen.flatMap((c, i) => [digits(c), sols[i]]), `Solve All of ${n} boards`);
      }
    }
  });
});
