// The editor on killer puzzles, as plain data: results cached by cells and rules (a killer is solved as a killer,
// never as classic), each cage diagnostic's exact message and range, the lens words, the hover, the board's cages,
// labels and candidates, its next step, and the Copy SudokuPad Link words. The puzzle is the killer of
// test/editor/workspace/killer.sudoku (the shared killer-examples.txt puzzle), with its known solution.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { cageAt, puzzleCandidates, solvePuzzle } from '../../src/core/index';
import { boardPuzzle, stepFor } from '../../src/extension/boardData';
import { AnalysisCache, puzzleKey } from '../../src/extension/cache';
import { parseFromWebview } from '../../src/shared/protocol';
import { cageCells } from '../../src/webview/cages';
import { buildCells } from '../../src/webview/model';
import { cellHover, copiedLinkMessage, stateLabel } from '../../src/text/describe';
import { diagnose } from '../../src/text/diagnose';
import { planSolve, planSolveAll } from '../../src/text/edits';
import { rescan } from '../../src/text/rescan';
import { applyReplacements, scan, sudokuPadLink } from '../../src/text/index';
import type { ScannedPuzzle } from '../../src/text/types';
import { fixturesDir, loadSet } from '../helpers/data';

const workspace = path.join(__dirname, '..', '..', '..', 'test', 'editor', 'workspace');
const KILLER = fs.readFileSync(path.join(workspace, 'killer.sudoku'), 'utf8').split('\n').find((l) => / [a-zA-Z0-9]{81} /.test(l))!;
const SOLUTION = '215647398368952174794381652586274931142593867973816425821739546659428713437165289';
const [CELLS, LETTERS, SUMS] = KILLER.split(' ');
const SUMS_AT = CELLS.length + 1 + LETTERS.length + 1;

function one(text: string): ScannedPuzzle {
  const s = scan(text, { mode: 'sudoku' });
  assert.deepEqual(s.problems, [], `no scan problems in ${text.slice(0, 60)}…`);
  assert.equal(s.puzzles.length, 1);
  return s.puzzles[0];
}

function diagnostics(text: string) {
  const cache = new AnalysisCache();
  const s = scan(text, { mode: 'sudoku' });
  for (const p of s.puzzles) cache.analyze(p);
  return diagnose(text, s, (p) => cache.facts(p)).map((d) => ({ code: d.code, at: d.offset, text: text.slice(d.offset, d.offset + d.length), message: d.message, related: d.related.map((r) => [text.slice(r.offset, r.offset + r.length), r.message]) }));
}

/** The killer with the letter of `cell` changed to `letter`. */
function withLetter(cell: number, letter: string): string {
  return `${CELLS} ${LETTERS.slice(0, cell)}${letter}${LETTERS.slice(cell + 1)} ${SUMS}`;
}

describe('killer puzzles in the editor', () => {
  it('solves a killer under its cages: a classic-unique grid with cages that contradict it has no solution, never the classic answer', () => {
    // A puzzle with a unique classic solution, given the killer example's cages: those cages fit SOLUTION, which
    // is not this puzzle's answer, so as a killer it has none. Solving it as classic (the bug) writes an answer.
    const [classic] = loadSet(fixturesDir, 'sudoku-exchange-200').puzzles;
    const cache = new AnalysisCache();
    const asClassic = cache.analyze(one(classic));
    assert.equal(asClassic.kind, 'solved');
    const killer = one(`${classic} ${LETTERS} ${SUMS}`);
    assert.equal(killer.rules.variant, 'killer');
    const r = cache.analyze(killer);
    assert.equal(r.kind, 'unsolvable', 'the killer is searched under its cages');
    assert.equal(cache.searches, 2, 'the killer did not get the classic puzzle\'s cached result');
    assert.equal(planSolve(`${classic} ${LETTERS} ${SUMS}`, killer, r, 'replace').kind, 'refuse');
  });

  it('writes the killer answer into the first field, and only there', () => {
    const cache = new AnalysisCache();
    const p = one(KILLER);
    const r = cache.analyze(p);
    assert.equal(r.kind, 'solved');
    const plan = planSolve(KILLER, p, r, 'replace');
    assert.equal(plan.kind, 'edit');
    if (plan.kind === 'edit') assert.equal(applyReplacements(KILLER, plan.replacements), `${SOLUTION} ${LETTERS} ${SUMS}`);
  });

  it('inserts the solved killer line below a SumoCue puzzle (insert-line), whatever the solve mode', () => {
    const cages = one(KILLER).rules;
    assert.equal(cages.variant, 'killer');
    if (cages.variant !== 'killer') return;
    const value = new Array<number>(81).fill(0);
    cages.cages.forEach((cage, k) => { for (const c of cage.cells) value[c] = cage.sum * 256 + k; });
    const text = `3x3::k:${value.join(':')}\n`;
    const p = one(text);
    assert.equal(p.writeBack, 'insert-line');
    const r = new AnalysisCache().analyze(p);
    const plan = planSolve(text, p, r, 'replace');
    assert.equal(plan.kind, 'edit');
    if (plan.kind === 'edit') assert.equal(applyReplacements(text, plan.replacements), `${text.trimEnd()}\n${SOLUTION} ${LETTERS} ${SUMS}\n`);
  });

  it('Solve All writes each killer\'s own answer, and none for a killer its cages make unsolvable, in one plan', () => {
    const [classic] = loadSet(fixturesDir, 'sudoku-exchange-200').puzzles;
    const text = `${KILLER}\n${classic} ${LETTERS} ${SUMS}\n${KILLER}\n`;
    const s = scan(text, { mode: 'sudoku' });
    const cache = new AnalysisCache();
    const plan = planSolveAll(text, s.puzzles, s.puzzles.map((p) => cache.analyze(p)), 'replace');
    assert.deepEqual([plan.tally.solved, plan.tally.unsolvable], [2, 1]);
    assert.equal(cache.searches, 2, 'the two equal killers share one search');
    assert.equal(applyReplacements(text, plan.replacements), `${SOLUTION} ${LETTERS} ${SUMS}\n${classic} ${LETTERS} ${SUMS}\n${SOLUTION} ${LETTERS} ${SUMS}\n`);
  });

  it('keeps a killer\'s result across an incremental rescan that shifts it, and drops it when a sum is edited', () => {
    const cache = new AnalysisCache();
    const text = `# killers\n${KILLER}\n`;
    const before = scan(text, { mode: 'sudoku' });
    cache.analyze(before.puzzles[0]);
    const shifted = rescan(text, before, `# two\n${text}`, { mode: 'sudoku' });
    assert.equal(shifted.puzzles[0].rules.variant, 'killer');
    assert.equal(cache.has(shifted.puzzles[0]), true, 'the shifted killer is answered from the cache');
    const editedText = text.replace(` ${SUMS}`, ` 18,${SUMS.slice(2)}`);
    const edited = rescan(text, before, editedText, { mode: 'sudoku' });
    assert.equal(cache.has(edited.puzzles[0]), false, 'a killer with another sum is searched afresh');
    assert.equal(cache.analyze(edited.puzzles[0]).kind, 'unsolvable');
  });

  it('keys the cache by cells and rules: two killers with the same cells and different cages differ, classic keys are the cells', () => {
    const a = one(KILLER);
    const b = one(KILLER.replace(` ${SUMS}`, ` ${SUMS.replace(/^3,15,/, '4,14,')}`));
    assert.deepEqual(Array.from(a.cells), Array.from(b.cells));
    assert.notEqual(puzzleKey(a), puzzleKey(b));
    const classic = one(CELLS);
    assert.equal(puzzleKey(classic).length, 81);
    assert.ok(puzzleKey(a).startsWith(puzzleKey(classic)));
    const cache = new AnalysisCache();
    assert.equal(cache.analyze(a).kind, 'solved');
    assert.equal(cache.has(b), false, 'the other killer is not answered from the first one\'s result');
    assert.notEqual(cache.analyze(b).kind, 'solved');
    assert.equal(cache.searches, 2);
  });

  it('a valid killer has no diagnostics, and its lens says "killer · 29 cages · unique solution"', () => {
    assert.deepEqual(diagnostics(KILLER), []);
    const cache = new AnalysisCache();
    const p = one(KILLER);
    assert.equal(stateLabel(p, cache.facts(p), true), 'killer · 29 cages · checking…');
    cache.analyze(p);
    assert.equal(stateLabel(p, cache.facts(p), false), 'killer · 29 cages · unique solution');
    // One cage of 81 cells cannot hold 81 different digits.
    const whole = one(`${CELLS} ${'a'.repeat(81)} 405`);
    cache.analyze(whole);
    assert.equal(stateLabel(whole, cache.facts(whole), false), 'killer · 1 cage · no solution');
  });

  it('reports a sum impossible for its cage at the sum (and the total that no longer makes 405 over all the sums)', () => {
    const text = KILLER.replace(` ${SUMS}`, ` 18,${SUMS.slice(2)}`);
    assert.deepEqual(diagnostics(text), [
      { code: 'cage-impossible-sum', at: SUMS_AT, text: '18', message: 'The cage 18 in 2 at r1c1: 2 different digits cannot make 18 (they make 3 to 17).', related: [] },
      { code: 'cage-total', at: SUMS_AT, text: `18,${SUMS.slice(2)}`, message: 'The cages add up to 420, not 405.', related: [] },
    ]);
  });

  it('reports sums that do not add up to 405 over all the sums, and no "no solution" warning on top', () => {
    const text = KILLER.replace(` ${SUMS}`, ` 4,${SUMS.slice(2)}`);
    assert.deepEqual(diagnostics(text), [
      { code: 'cage-total', at: SUMS_AT, text: `4,${SUMS.slice(2)}`, message: 'The cages add up to 406, not 405.', related: [] },
    ]);
  });

  it('reports a given that makes its cage\'s sum impossible at the sum, with the given related', () => {
    const text = `5${KILLER.slice(1)}`;
    assert.deepEqual(diagnostics(text), [
      { code: 'cage-givens', at: SUMS_AT, text: '3', message: 'The cage 3 in 2 at r1c1: no 2 different digits with the given 5 make 3.', related: [['5', '5 at r1c1']] },
    ]);
  });

  it('reports a given repeated inside its cage on the second copy, with the first related', () => {
    const p = one(KILLER);
    assert.equal(p.rules.variant, 'killer');
    if (p.rules.variant !== 'killer') return;
    // A cage with two cells sharing no row, column or box, so the repeat is the cage's alone.
    const box = (c: number) => Math.floor(c / 27) * 3 + Math.floor((c % 9) / 3);
    let pair: [number, number] | undefined;
    for (const cage of p.rules.cages) {
      for (const a of cage.cells) for (const b of cage.cells) {
        if (pair === undefined && a < b && Math.floor(a / 9) !== Math.floor(b / 9) && a % 9 !== b % 9 && box(a) !== box(b)) pair = [a, b];
      }
    }
    assert.ok(pair, 'the example has a cage across boxes');
    const [a, b] = pair;
    const cells = CELLS.split('');
    cells[a] = '1';
    cells[b] = '1';
    const text = `${cells.join('')} ${LETTERS} ${SUMS}`;
    const name = (c: number) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;
    const found = diagnostics(text).filter((d) => d.code === 'cage-repeat');
    assert.equal(found.length, 1);
    assert.equal(found[0].at, b);
    assert.equal(found[0].text, '1');
    assert.match(found[0].message, new RegExp(`^The cage \\d+ in \\d+ at r\\dc\\d: 1 is given twice \\(${name(a)} and ${name(b)}\\)\\.$`));
    assert.deepEqual(found[0].related, [['1', `1 at ${name(a)} (same cage)`]]);
  });

  it('reports a cage whose cells are not connected at the letter of the first cell cut off', () => {
    // r9c9 ('C') renamed 'a': cage a is r1c1, r1c2 and r9c9, so C keeps two cells and a is in two parts.
    const text = withLetter(80, 'a');
    const found = diagnostics(text).filter((d) => d.code === 'cage-disconnected');
    assert.equal(found.length, 1);
    assert.equal(found[0].at, CELLS.length + 1 + 80);
    assert.equal(found[0].text, 'a');
    assert.equal(found[0].message, 'The cage 3 in 3 at r1c1: its cells are not connected (2 separate parts).');
    assert.deepEqual(found[0].related, [['a', "the cage's first part, from r1c1"]]);
  });

  it('hovers a cell with its cage\'s sum, size and the combinations still possible', () => {
    const p = one(KILLER);
    const facts = cageAt(p, 0);
    assert.ok(facts);
    assert.equal(facts.label, '3 in 2: 1+2');
    const md = cellHover(p, 0, puzzleCandidates(p), 'killer · 29 cages · unique solution', undefined, facts);
    assert.equal(md, '**r1c1** · box 1 · puzzle 1 (line 1) · killer · 29 cages · unique solution\n\nCage 3 in 2: 1+2 (cage of 2 summing to 3, from r1c1)\n\nCandidates: 1 2');
  });

  it('says "no solution" of a killer whose cages no filling meets, and which cell no digit fits', () => {
    // With r1c1 given 1, its cage 3 in 2 leaves r1c2 only 2.
    const text = `1${CELLS.slice(1)} ${LETTERS} ${SUMS}`;
    const p = one(text);
    const masks = puzzleCandidates(p);
    assert.equal(cellHover(p, 1, masks), '**r1c2** · box 1 · puzzle 1 (line 1)\n\nCandidates: 2', 'with r1c1 = 1, its cage 3 in 2 leaves r1c2 only 2');
    const none = new Uint16Array(81);
    assert.equal(cellHover(p, 1, none), '**r1c2** · box 1 · puzzle 1 (line 1)\n\nEmpty, and no digit fits: every one is already in its row, column or box, or leaves its cage no combination.');
    // One cage one more, another one less: every cage and the total are still possible, but no filling meets them all.
    const unsolvable = `${CELLS} ${LETTERS} ${SUMS.replace(/^3,15,22,4,/, '3,15,22,5,').replace(/,17$/, ',16')}`;
    const found = diagnostics(unsolvable);
    assert.deepEqual(found.map((d) => d.code), ['unsolvable']);
    assert.equal(found[0].message, 'No solution: no way of filling the 81 empty cells keeps every given and makes every cage\'s sum.');
  });

  it('sends the board its cages with their spoken labels and candidates under the cages; the board draws each cage once', () => {
    const p = one(KILLER);
    const result = solvePuzzle(p, { checkUnique: true });
    const board = boardPuzzle({ documentUri: 'file:///w/k.sudoku', fileName: 'k.sudoku', version: 1, puzzleCount: 1, puzzle: p, result, state: 'killer · 29 cages · unique solution' });
    assert.equal(board.variant, 'killer');
    assert.equal(board.cages.length, 29);
    assert.deepEqual(board.cages[0], { cells: [0, 1], sum: 3, label: 'cage of 2 summing to 3' });
    assert.deepEqual(board.candidates, Array.from(puzzleCandidates(p)));
    assert.equal(board.candidates[0], (1 << 1) | (1 << 2), 'r1c1 can only be 1 or 2 in its cage of 2 summing to 3');
    const views = buildCells(board, { showCandidates: true, showSolution: false, step: null });
    assert.equal(views[0].label, 'Row 1, column 1, cage of 2 summing to 3, empty, candidates 1 2');
    assert.equal(views[0].cageSum, '3');
    assert.equal(views[1].cageSum, '', 'the sum is on the top-left cell only');
    assert.deepEqual(views[0].classes.filter((c) => c.startsWith('cage-')), ['cage-top', 'cage-bottom', 'cage-left']);
    assert.deepEqual(views[1].classes.filter((c) => c.startsWith('cage-')), ['cage-top', 'cage-right', 'cage-bottom']);
    // Every cage: one sum, on its first cell; a side is drawn exactly when the neighbour is in another cage.
    const drawn = cageCells(board.cages);
    assert.equal(drawn.filter((d) => d.sum !== '').length, 29);
    for (let i = 0; i < 81; i++) {
      const right = i % 9 < 8 ? drawn[i + 1].cage : -2;
      assert.equal(drawn[i].edges.includes('cage-right'), right !== drawn[i].cage, `cell ${i} right edge`);
    }
    const classic = boardPuzzle({ documentUri: 'file:///w/k.sudoku', fileName: 'k.sudoku', version: 1, puzzleCount: 1, puzzle: one(CELLS), result, state: '' });
    assert.deepEqual([classic.variant, classic.cages], ['classic', []]);
  });

  it('offers the cage steps on the board\'s Next step: a cage with one combination left is said, a placed digit is the solution\'s', () => {
    const p = one(KILLER);
    assert.deepEqual(stepFor(p, solvePuzzle(p, { checkUnique: true })), {
      step: null,
      note: 'Next step: the cage 3 in 2 at r1c1 can only be 1+2, so 1 and 2 leave the rest of row 1 and box 1.',
    });
    // With r1c2..r1c9 filled from the solution, the cage 3 in 2 leaves r1c1 one digit.
    const text = `.${SOLUTION.slice(1, 9)}${CELLS.slice(9)} ${LETTERS} ${SUMS}`;
    const q = one(text);
    const { step } = stepFor(q, solvePuzzle(q, { checkUnique: true }));
    assert.ok(step, 'a step that places a digit');
    assert.equal(step.cell, 0);
    assert.equal(step.digit, Number(SOLUTION[0]));
    // Every placing step on the way keeps to the solution.
    let cells = q.cells.slice();
    for (let n = 0; n < 20; n++) {
      const r = one(`${Array.from(cells, (d) => (d === 0 ? '.' : String(d))).join('')} ${LETTERS} ${SUMS}`);
      const next = stepFor(r, solvePuzzle(r, { checkUnique: true })).step;
      if (next === null) break;
      assert.equal(next.digit, Number(SOLUTION[next.cell]), `${next.technique} at ${next.cell}: ${next.reason}`);
      cells = cells.slice();
      cells[next.cell] = next.digit;
    }
  });

  it('accepts the board\'s Copy SudokuPad Link request only as { type, version }', () => {
    assert.deepEqual(parseFromWebview({ type: 'copyLink', version: 3 }), { type: 'copyLink', version: 3 });
    assert.equal(parseFromWebview({ type: 'copyLink' }), undefined);
    assert.equal(parseFromWebview({ type: 'copyLink', version: 3, link: 'x' }), undefined);
    assert.equal(parseFromWebview({ type: 'copyLink', version: -1 }), undefined);
  });

  it('copies a SudokuPad link that reads back as the same killer, and says so', () => {
    const p = one(KILLER);
    const link = sudokuPadLink(p.cells, p.rules);
    const back = one(link);
    assert.equal(back.format, 'link');
    assert.deepEqual(back.rules, p.rules);
    assert.equal(copiedLinkMessage(p), 'Copied a SudokuPad link for puzzle 1 (line 1), a killer.');
    assert.equal(copiedLinkMessage(one(CELLS)), 'Copied a SudokuPad link for puzzle 1 (line 1).');
  });
});
