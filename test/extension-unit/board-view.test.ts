// The board's view model and host payload: what each cell shows and says, the state line, keyboard
// moves, the next step, and the page shell. Checked on fixture puzzles against their known solutions.

import * as assert from 'node:assert/strict';
import { findConflicts, solve } from '../../src/core/index';
import { boardHtml, boardPuzzle, makeNonce, stepFor, writtenCells } from '../../src/extension/boardData';
import { WrittenDigits } from '../../src/extension/written';
import { stateLabel } from '../../src/text/describe';
import type { BoardPuzzle } from '../../src/shared/protocol';
import { scan } from '../../src/text/index';
import type { ScannedPuzzle } from '../../src/text/types';
import { buildCells, buttonViews, candidateDigits, headingText, moveFocus, statusText } from '../../src/webview/model';
import { fixturesDir, loadSet } from '../helpers/data';

const exchange = loadSet(fixturesDir, 'sudoku-exchange-200');
const multi = loadSet(fixturesDir, 'multi-solution-40');

function scanned(line: string): ScannedPuzzle {
  const puzzles = scan(line).puzzles;
  assert.equal(puzzles.length, 1, `the scanner finds one puzzle in ${line}`);
  return puzzles[0];
}

/** What the host sends for `line` (board.ts compose): the lens's state line, and the digits written on top of `before`. */
function payload(line: string, before?: string, cursorCell?: number): BoardPuzzle {
  const puzzle = scanned(line);
  const result = solve(puzzle.cells, { checkUnique: true });
  const written = new WrittenDigits();
  if (before !== undefined) written.record('file:///w/p.sudoku', scanned(before).cells, puzzle.cells);
  return boardPuzzle({
    documentUri: 'file:///w/p.sudoku',
    fileName: 'p.sudoku',
    version: 4,
    puzzleCount: 1,
    puzzle,
    result,
    state: stateLabel(puzzle, { conflicts: findConflicts(puzzle.cells), result }, false),
    written: written.flags('file:///w/p.sudoku', puzzle.cells),
    cursorCell,
  });
}

/** Candidates read straight from the puzzle string: digits absent from the cell's row, column and box. */
function naiveCandidates(line: string, cell: number): number[] {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  const used = new Set<string>();
  for (let i = 0; i < 81; i++) {
    const ri = Math.floor(i / 9);
    const ci = i % 9;
    const sameBox = Math.floor(ri / 3) === Math.floor(r / 3) && Math.floor(ci / 3) === Math.floor(c / 3);
    if (ri === r || ci === c || sameBox) used.add(line[i]);
  }
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !used.has(String(d)));
}

const NO_TOGGLES = { showCandidates: false, showSolution: false, step: null };

describe('board view: cells', () => {
  const line = exchange.puzzles[0];
  const solution = exchange.solutions![0];

  it('labels givens and empty cells by row and column, and marks givens apart', () => {
    const views = buildCells(payload(line), NO_TOGGLES);
    assert.equal(views.length, 81);
    for (let i = 0; i < 81; i++) {
      const where = `Row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}`;
      if (line[i] === '.') {
        assert.equal(views[i].label, `${where}, empty`);
        assert.equal(views[i].text, '');
        assert.ok(views[i].classes.includes('empty'));
      } else {
        assert.equal(views[i].label, `${where}, given ${line[i]}`);
        assert.equal(views[i].text, line[i]);
        assert.ok(views[i].classes.includes('given'));
      }
    }
  });

  it('draws box borders after columns 3 and 6 and rows 3 and 6', () => {
    const views = buildCells(payload(line), NO_TOGGLES);
    const right = views.filter((v) => v.classes.includes('box-right')).map((v) => v.index % 9);
    const bottom = views.filter((v) => v.classes.includes('box-bottom')).map((v) => Math.floor(v.index / 9));
    assert.deepEqual([...new Set(right)].sort(), [2, 5]);
    assert.equal(right.length, 18);
    assert.deepEqual([...new Set(bottom)].sort(), [2, 5]);
    assert.equal(bottom.length, 18);
  });

  it('shows and announces candidates only when asked, matching the digits the cell can take', () => {
    const views = buildCells(payload(line), { ...NO_TOGGLES, showCandidates: true });
    for (let i = 0; i < 81; i++) {
      if (line[i] !== '.') {
        assert.deepEqual(views[i].candidates, []);
        continue;
      }
      const expected = naiveCandidates(line, i);
      assert.deepEqual(views[i].candidates, expected);
      assert.ok(views[i].label.endsWith(`empty, candidates ${expected.join(' ')}`), views[i].label);
    }
  });

  it('reveals the known solution in empty cells when asked, and only there', () => {
    const views = buildCells(payload(line), { ...NO_TOGGLES, showSolution: true });
    for (let i = 0; i < 81; i++) {
      if (line[i] !== '.') continue;
      assert.equal(views[i].text, solution[i]);
      assert.ok(views[i].classes.includes('solution'));
      assert.ok(views[i].label.endsWith(`empty, solution ${solution[i]}`));
    }
  });

  it('draws digits the board wrote as solved, not given', () => {
    const partly = line.split('').map((ch, i) => (ch === '.' && i < 27 ? solution[i] : ch)).join('');
    const views = buildCells(payload(partly, line), NO_TOGGLES);
    for (let i = 0; i < 81; i++) {
      if (line[i] === '.' && i < 27) {
        assert.equal(views[i].label, `Row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}, solved ${solution[i]}`);
        assert.ok(views[i].classes.includes('solved'));
      } else if (line[i] !== '.') {
        assert.ok(views[i].classes.includes('given'));
      }
    }
  });

  it('marks both cells of a conflict and names the other one', () => {
    const twoFives = `5${'.'.repeat(7)}5${'.'.repeat(63)}5${'.'.repeat(8)}`;
    const p = payload(twoFives);
    assert.equal(p.outcome, 'invalid');
    const views = buildCells(p, NO_TOGGLES);
    assert.equal(views[0].label, 'Row 1, column 1, given 5, conflicts with r1c9 and r9c1');
    assert.equal(views[8].label, 'Row 1, column 9, given 5, conflicts with r1c1');
    assert.equal(views[72].label, 'Row 9, column 1, given 5, conflicts with r1c1');
    assert.deepEqual(views.filter((v) => v.classes.includes('conflict')).map((v) => v.index), [0, 8, 72]);
    assert.equal(statusText(p), '2 conflicts', 'two pairs: r1c1-r1c9 and r1c1-r9c1');
  });

  it('shows a step in its cell with the reason, and tints the unit of a hidden single', () => {
    const p = payload(line);
    const { step } = stepFor(scanned(line).cells, solve(scanned(line).cells));
    assert.ok(step);
    const views = buildCells(p, { ...NO_TOGGLES, step });
    const cell = views[step.cell];
    assert.equal(cell.text, String(step.digit));
    assert.ok(cell.classes.includes('step'));
    assert.ok(cell.label.includes(`next step ${step.digit}: ${step.reason}`));
    const tinted = views.filter((v) => v.classes.includes('step-unit')).length;
    assert.equal(tinted, step.technique === 'hidden-single' ? 8 : 0);
  });
});

describe('board view: state line, heading and keys', () => {
  it('says unique solution with the count of givens, and counts the digits the board wrote apart', () => {
    const line = exchange.puzzles[150];
    const givens = line.split('').filter((ch) => ch !== '.').length;
    assert.equal(statusText(payload(line)), `unique solution · ${givens} givens`);
    const solution = exchange.solutions![150];
    const filledOne = line.split('').map((ch, i) => (i === line.indexOf('.') ? solution[i] : ch)).join('');
    assert.equal(statusText(payload(filledOne, line)), `unique solution · ${givens + 1} givens`, 'as the lens says it');
    assert.equal(statusText(payload(solution)), 'solved');
  });

  it('says more than one solution, and no solution', () => {
    assert.equal(statusText(payload(multi.puzzles[0])), 'more than one solution');
    // Row 1 holds 1-8 and r2c9 holds 9: r1c9 has no candidate left, yet no two givens clash.
    const dead = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`;
    const p = payload(dead);
    assert.equal(p.outcome, 'unsolvable');
    assert.equal(statusText(p), 'no solution');
    assert.deepEqual(candidateDigits(p.candidates[8]), []);
    const views = buildCells(p, { ...NO_TOGGLES, showCandidates: true });
    assert.equal(views[8].label, 'Row 1, column 9, empty, no candidates');
  });

  it('names the file, the puzzle, its lines and its layout', () => {
    const p = payload(exchange.puzzles[3]);
    assert.equal(headingText(p), 'p.sudoku · puzzle 1 of 1 · line 1 · 81-cell line');
    assert.equal(headingText({ ...p, puzzleIndex: 2, puzzleCount: 5, startLine: 10, endLine: 18, format: 'grid' }), 'p.sudoku · puzzle 3 of 5 · lines 11–19 · 9-row grid');
  });

  it('moves focus with arrows, stopping at the edges, and Home/End to the ends', () => {
    assert.equal(moveFocus(40, 'ArrowUp'), 31);
    assert.equal(moveFocus(40, 'ArrowDown'), 49);
    assert.equal(moveFocus(40, 'ArrowLeft'), 39);
    assert.equal(moveFocus(40, 'ArrowRight'), 41);
    assert.equal(moveFocus(4, 'ArrowUp'), 4);
    assert.equal(moveFocus(76, 'ArrowDown'), 76);
    assert.equal(moveFocus(36, 'ArrowLeft'), 36);
    assert.equal(moveFocus(44, 'ArrowRight'), 44);
    assert.equal(moveFocus(40, 'Home'), 36);
    assert.equal(moveFocus(40, 'End'), 44);
    assert.equal(moveFocus(40, 'Home', true), 0);
    assert.equal(moveFocus(40, 'End', true), 80);
    assert.equal(moveFocus(40, 'a'), undefined);
    assert.equal(moveFocus(40, 'Enter'), undefined);
  });
});

describe('board host data', () => {
  it('sends plain JSON: the cells, candidates and the known solution', () => {
    const line = exchange.puzzles[7];
    const p = payload(line);
    assert.deepEqual(JSON.parse(JSON.stringify(p)), p);
    assert.equal(p.cells.join(''), line.replace(/\./g, '0'));
    assert.equal(p.solution?.join(''), exchange.solutions![7]);
    for (let i = 0; i < 81; i++) {
      assert.deepEqual(candidateDigits(p.candidates[i]), line[i] === '.' ? naiveCandidates(line, i) : []);
    }
    assert.deepEqual(p.written, new Array(81).fill(0));
    assert.equal(p.conflicts.length, 0);
  });

  it('sends no solution for a puzzle with several', () => {
    const p = payload(multi.puzzles[1]);
    assert.equal(p.outcome, 'multiple');
    assert.equal(p.solution, null);
  });

  it('knows which digits were written, and drops the record when a given changes', () => {
    const before = scanned(exchange.puzzles[0]).cells;
    const after = before.slice();
    after[0] = 3;
    after[2] = 9;
    const flags = writtenCells(before, after)!;
    assert.deepEqual(flags.flatMap((f, i) => (f ? [i] : [])), [0, 2]);
    const changedGiven = after.slice();
    changedGiven[1] = 5;
    assert.equal(writtenCells(before, changedGiven), undefined);
    const deletedGiven = before.slice();
    deletedGiven[1] = 0;
    assert.equal(writtenCells(before, deletedGiven), undefined);
  });

  it('gives steps whose digits agree with the known solutions', () => {
    let checked = 0;
    for (let k = 0; k < exchange.puzzles.length; k += 10) {
      const cells = scanned(exchange.puzzles[k]).cells;
      const { step, note } = stepFor(cells, solve(cells));
      if (step === null) {
        assert.match(note, /No single here/);
        continue;
      }
      checked++;
      assert.equal(cells[step.cell], 0);
      assert.equal(String(step.digit), exchange.solutions![k][step.cell], `puzzle ${k + 1}: ${step.reason}`);
    }
    assert.ok(checked >= 15, `only ${checked} of 20 puzzles had a single`);
  });

  it('explains why there is no step', () => {
    const twoFives = `55${'.'.repeat(79)}`;
    let cells = scanned(twoFives).cells;
    assert.deepEqual(stepFor(cells, solve(cells)), { step: null, note: 'No step: it has conflicting givens. Fix the marked cells first.' });
    cells = scanned(`12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`).cells;
    assert.match(stepFor(cells, solve(cells)).note, /no solution/);
    cells = scanned(exchange.solutions![0]).cells;
    assert.match(stepFor(cells, solve(cells)).note, /every cell is filled/);
  });

  it('builds a page with a strict CSP, a nonce on its one script, and no puzzle data', () => {
    const nonce = makeNonce();
    const html = boardHtml({ cspSource: 'https://x.vscode-cdn.net', scriptUri: 'https://x.vscode-cdn.net/dist/webview.js', styleUri: 'https://x.vscode-cdn.net/media/board.css', nonce });
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
    assert.equal(csp, `default-src 'none'; style-src https://x.vscode-cdn.net; script-src 'nonce-${nonce}'; img-src https://x.vscode-cdn.net`);
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    assert.deepEqual(scripts, [`<script nonce="${nonce}" src="https://x.vscode-cdn.net/dist/webview.js">`]);
    assert.equal(/style=/.test(html), false);
    assert.equal(/\d{9}/.test(html.split(nonce).join('')), false);
    assert.ok(html.includes('role="grid"'));
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const a = makeNonce();
    const b = makeNonce();
    assert.match(a, /^[0-9a-f]{32}$/);
    assert.notEqual(a, b);
  });
});

// Issue 7, item 12: the board tells the truth.
describe('board view: the board agrees with the lens', () => {
  it('says "1 conflict" for "55" followed by 79 dots, as the lens does (it said "2 conflicts")', () => {
    const line = `55${'.'.repeat(79)}`;
    const p = payload(line);
    const puzzle = scanned(line);
    assert.equal(stateLabel(puzzle, { conflicts: findConflicts(puzzle.cells), result: undefined }, false), '1 conflict');
    assert.equal(statusText(p), '1 conflict');
  });

  it('shows the state line of the lens for every fixture puzzle, and names "more than one solution" one way', () => {
    for (const line of [...exchange.puzzles.slice(0, 60), ...multi.puzzles, ...exchange.solutions!.slice(0, 5)]) {
      const puzzle = scanned(line);
      const result = solve(puzzle.cells, { checkUnique: true });
      const lens = stateLabel(puzzle, { conflicts: findConflicts(puzzle.cells), result }, false);
      assert.equal(statusText(payload(line)), lens, line);
      if (result.kind === 'multiple') assert.equal(lens, 'more than one solution');
    }
  });

  it('disables Solve and Next step on a conflicting puzzle with the reason as the tooltip, and enables them otherwise', () => {
    const bad = buttonViews(payload(`55${'.'.repeat(79)}`));
    assert.equal(bad.solve.disabled, true);
    assert.match(bad.solve.title, /^Cannot solve: it has conflicting givens \(5 at r1c1 and r1c2, same row\)/);
    assert.equal(bad.nextStep.disabled, true);
    assert.match(bad.nextStep.title, /conflicting givens/);
    const several = buttonViews(payload(multi.puzzles[0]));
    assert.equal(several.solve.disabled, true);
    assert.match(several.solve.title, /more than one solution/);
    assert.equal(several.nextStep.disabled, false, 'singles can still be shown on a puzzle with several solutions');
    const good = buttonViews(payload(exchange.puzzles[3]));
    assert.deepEqual([good.solve.disabled, good.nextStep.disabled], [false, false]);
    const done = buttonViews(payload(exchange.solutions![3]));
    assert.deepEqual([done.solve.disabled, done.nextStep.disabled], [true, true]);
    assert.match(done.solve.title, /every cell is filled/);
  });

  it('marks every digit Solve All wrote as solved, not given, and only those', () => {
    const uri = 'file:///w/all.sudoku';
    const written = new WrittenDigits();
    const pairs = exchange.puzzles.slice(0, 30).map((line, k) => ({ before: scanned(line), after: scanned(exchange.solutions![k]) }));
    // What solveAll.ts records after its one edit, for every puzzle it solved.
    for (const { before, after } of pairs) written.record(uri, before.cells, after.cells);
    for (const { before, after } of pairs) {
      const flags = written.flags(uri, after.cells)!;
      assert.ok(flags, 'a record for every solved puzzle');
      for (let i = 0; i < 81; i++) assert.equal(flags[i], before.cells[i] === 0 ? 1 : 0, `cell ${i}`);
    }
    assert.equal(written.flags('file:///w/other.sudoku', pairs[0].after.cells), undefined, 'records are per document');
    const typed = pairs[0].before.cells.slice();
    typed[typed.indexOf(0)] = pairs[0].after.cells[typed.indexOf(0)];
    assert.equal(written.flags(uri, typed), undefined, 'a digit the user typed is not one the extension wrote');
  });

  it('keeps the first record across Fill in steps, so all the board wrote stays marked', () => {
    const uri = 'file:///w/p.sudoku';
    const written = new WrittenDigits();
    const start = scanned(exchange.puzzles[7]).cells;
    const solution = scanned(exchange.solutions![7]).cells;
    let cells = start.slice();
    const filled: number[] = [];
    for (let i = 0; i < 81 && filled.length < 3; i++) {
      if (cells[i] !== 0) continue;
      const next = cells.slice();
      next[i] = solution[i];
      written.record(uri, cells, next);
      cells = next;
      filled.push(i);
    }
    const flags = written.flags(uri, cells)!;
    assert.deepEqual(flags.flatMap((f, i) => (f ? [i] : [])), filled);
  });

  it("marks the editor's cursor cell, and says so to a screen reader", () => {
    const views = buildCells(payload(exchange.puzzles[2], undefined, 40), NO_TOGGLES);
    assert.deepEqual(views.filter((v) => v.classes.includes('cursor')).map((v) => v.index), [40]);
    assert.match(views[40].label, /the editor's cursor/);
    assert.equal(buildCells(payload(exchange.puzzles[2]), NO_TOGGLES).some((v) => v.classes.includes('cursor')), false);
  });
});

