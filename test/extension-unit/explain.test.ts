// The explainer in the editor, as plain data: Show Hint's stages and words, the lens's rating words, the
// logical candidates of the hover, the Explain Solution document, the board's logical solution and its view.
// Checked on a puzzle whose next step is a known pair, and as properties over fixture puzzles with solutions.

import * as assert from 'node:assert/strict';
import { formatRating, rate, techniqueName } from '../../src/core/index';
import type { RateResult } from '../../src/core/index';
import { AnalysisCache } from '../../src/extension/cache';
import { boardLogic, MAX_DRAWN_LINKS } from '../../src/extension/boardData';
import { cellHover, RATING_WORDS, ratingLabel, stateWithRating } from '../../src/text/describe';
import { BACKGROUND_RATE, explainMarkdown, placementEdits, FOREGROUND_RATE, HARD_STEP, HintStages, hintMessage, logicalCandidates, positionsOf, rateBounded, stepGrid } from '../../src/text/explain';
import { scan } from '../../src/text/index';
import { candidates } from '../../src/core/index';
import { buildCells, logicPositionText, logicView } from '../../src/webview/model';
import { boardPuzzle } from '../../src/extension/boardData';
import { solve } from '../../src/core/index';
import { fixturesDir, loadSet } from '../helpers/data';

/** A position of a Sudoku Exchange puzzle where no single is left and the next step is a direct hidden pair in box 3. */
const PAIR = '38.2514.757.9..1....23.75..821.9..75...715...7.5.2..41..8..67....3.72.18..7..9.5.';
const cellsOf = (line: string): Uint8Array => Uint8Array.from(line.slice(0, 81), (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0));
const exchange = loadSet(fixturesDir, 'sudoku-exchange-200');
/** Enough fixture puzzles for the properties without a long run. */
const SAMPLE = exchange.puzzles.slice(0, 40).map((p, i) => ({ puzzle: p, solution: exchange.solutions![i] }));

function rated(line: string): Extract<RateResult, { kind: 'rated' }> {
  const r = rateBounded(cellsOf(line), FOREGROUND_RATE);
  assert.equal(r.kind, 'rated', `${line} is rated`);
  return r as Extract<RateResult, { kind: 'rated' }>;
}

describe('Show Hint stages', () => {
  it('goes 1, 2, 3 on a puzzle, then to the next step, and starts again when the cells change', () => {
    const h = new HintStages();
    assert.deepEqual(h.advance('a#0', 'k1'), { at: 0, stage: 1 });
    assert.equal(h.applied('a#0', 'k1'), 0);
    assert.deepEqual(h.advance('a#0', 'k1'), { at: 0, stage: 2 });
    assert.deepEqual(h.advance('a#0', 'k1'), { at: 0, stage: 3 });
    assert.equal(h.applied('a#0', 'k1'), 1, 'after stage 3 the step counts as applied (its eliminations)');
    assert.deepEqual(h.advance('a#0', 'k1'), { at: 1, stage: 1 });
    assert.deepEqual(h.advance('a#1', 'k1'), { at: 0, stage: 1 }, 'each puzzle has its own stage');
    assert.deepEqual(h.advance('a#0', 'k2'), { at: 0, stage: 1 }, 'new cells start again');
    assert.equal(h.current('a#0', 'k1'), undefined);
    h.forgetPrefix('a#');
    assert.deepEqual(h.advance('a#1', 'k1'), { at: 0, stage: 1 });
  });

  it('says the technique and where, then the cells, then the whole step, on a puzzle that needs a pair', () => {
    const r = rated(PAIR);
    const step = r.steps[0];
    assert.equal(step.technique, 'direct-hidden-pair');
    assert.equal(hintMessage(step, 1), 'Look at box 3: there is a direct hidden pair. (Show Hint again to see its cells.)');
    assert.equal(hintMessage(step, 2), 'Look at r2c8 and r2c9 (2 and 3): Direct Hidden Pair. (Show Hint again to apply it.)');
    assert.equal(hintMessage(step, 3), 'In box 3, 2 and 3 fit only r2c8 and r2c9, so 8 fits only r3c8 (direct hidden pair). Written into the document (one undo step).');
    const elim = r.steps.find((s) => s.placements.length === 0);
    assert.ok(elim, 'the solution has a step that only eliminates');
    assert.match(hintMessage(elim, 3), /Nothing to write: the board shows the candidates it removes\.$/);
  });

  it('writes the placements of stage 3 into the empty-cell characters only, in every layout', () => {
    const r = rated(PAIR);
    const grid = Array.from({ length: 9 }, (_, i) => PAIR.slice(i * 9, i * 9 + 9).split('').join(' ')).join('\n');
    for (const text of [PAIR, `# comment\n${grid}\n`]) {
      const puzzle = scan(text).puzzles[0];
      const edits = placementEdits(puzzle, r.steps[0]);
      assert.deepEqual(edits.map((e) => e.text), ['8']);
      const after = edits.reduce((t, e) => t.slice(0, e.offset) + e.text + t.slice(e.offset + e.length), text);
      const again = scan(after).puzzles[0];
      const want = puzzle.cells.slice();
      want[25] = 8;
      assert.deepEqual(Array.from(again.cells), Array.from(want));
      assert.equal(after.length, text.length);
    }
  });
});

describe('the lens words of the rating', () => {
  it('names the rating and the hardest technique with one decimal', () => {
    const r = rated(PAIR);
    assert.equal(ratingLabel(r, false), `SE ${formatRating(r.rating)} · ${techniqueName(r.hardest!)}`);
    assert.equal(ratingLabel(r, false), 'SE 3.4 · Hidden Pair');
    assert.equal(stateWithRating('unique solution · 45 givens', ratingLabel(r, false)), 'unique solution · 45 givens · SE 3.4 · Hidden Pair');
    assert.equal(stateWithRating('no solution', undefined), 'no solution');
  });

  it('says pending, stopped and beyond the ladder in the one vocabulary', () => {
    assert.equal(ratingLabel(undefined, true), RATING_WORDS.pending);
    assert.equal(ratingLabel(undefined, false), undefined);
    const stopped = rateBounded(cellsOf(PAIR), { budget: 1000, timeMs: -1 });
    assert.equal(stopped.kind, 'stopped');
    assert.equal(ratingLabel(stopped, false), RATING_WORDS.stopped);
    const short = rateBounded(cellsOf(PAIR), { budget: 2, timeMs: 1000 });
    assert.equal(short.kind, 'stopped');
    assert.equal(short.kind === 'stopped' ? short.steps.length : -1, 2);
    assert.equal(ratingLabel({ kind: 'rated', rating: 20, pearl: 20, diamond: 20, hardest: undefined, steps: [], solved: false, elapsedMs: 0 }, false), RATING_WORDS.beyond);
    assert.equal(ratingLabel({ kind: 'invalid', elapsedMs: 0 }, false), undefined);
  });

  it('is cached per puzzle; a run stopped at the background limit is redone with the foreground one', () => {
    const cache = new AnalysisCache();
    const puzzle = scan(PAIR).puzzles[0];
    const first = cache.rate(puzzle, BACKGROUND_RATE);
    assert.equal(cache.rate(scan(PAIR).puzzles[0], BACKGROUND_RATE), first, 'same cells, same result object');
    assert.equal(cache.ratingRuns, 1);
    const other = scan(exchange.puzzles[5]).puzzles[0];
    assert.equal(cache.rate(other, { budget: 1000, timeMs: -1 }).kind, 'stopped');
    assert.equal(cache.hasRating(other, BACKGROUND_RATE), false);
    assert.equal(cache.rate(other, BACKGROUND_RATE).kind, 'rated');
    assert.equal(cache.hasRating(other, { budget: 1000, timeMs: -1 }), true);
  });
});

describe('logical candidates (the hover) and positions (the board)', () => {
  it('keep the solution digit, never add a digit, and solve the puzzle (fixture sample)', () => {
    for (const { puzzle, solution } of SAMPLE) {
      const cells = cellsOf(puzzle);
      const r = rate(cells);
      if (r.kind !== 'rated') assert.fail(`${puzzle} is not rated`);
      const basic = candidates(cells);
      const logical = logicalCandidates(cells, r.steps);
      for (let c = 0; c < 81; c++) {
        if (cells[c] !== 0) {
          assert.equal(logical[c], 0);
          continue;
        }
        const d = solution.charCodeAt(c) - 48;
        assert.ok(logical[c] & (1 << d), `${puzzle} r${Math.floor(c / 9) + 1}c${(c % 9) + 1} keeps ${d}`);
        assert.equal(logical[c] & ~basic[c], 0, 'no digit beyond row, column and box');
      }
      const positions = positionsOf(cells, r.steps);
      assert.equal(positions.length, r.steps.length + 1);
      assert.equal(positions[positions.length - 1].cells.join(''), solution.slice(0, 81));
    }
  });

  it('the hover strikes the candidates logic removes', () => {
    const puzzle = scan(PAIR).puzzles[0];
    const r = rated(PAIR);
    const logical = logicalCandidates(puzzle.cells, r.steps);
    const basic = candidates(puzzle.cells);
    const cell = Array.from({ length: 81 }, (_, c) => c).find((c) => puzzle.cells[c] === 0 && logical[c] !== basic[c]);
    assert.ok(cell !== undefined, 'some cell loses a candidate to logic');
    const md = cellHover(puzzle, cell, basic, 'unique solution', logical);
    assert.match(md, /Logical candidates: .*~~\d~~/);
    assert.match(md, /struck out by the logical steps before the cell is filled/);
    assert.match(md, /\n\nCandidates: [1-9 ]+ \(by row, column and box\)\n\nLogical candidates: /);
  });
});

describe('Explain Solution markdown', () => {
  it('lists every step in order with its sentence, and a grid at each step rated 3.0 or more', () => {
    const cells = cellsOf(PAIR);
    const r = rated(PAIR);
    const md = explainMarkdown('Solution of hint.sudoku puzzle 1 (line 2)', cells, r);
    assert.ok(md.startsWith('# Solution of hint.sudoku puzzle 1 (line 2)\n\nRating: **SE 3.4**'));
    const items = md.split('\n').filter((l) => /^\d+\. \*\*/.test(l));
    assert.equal(items.length, r.steps.length);
    items.forEach((l, i) => assert.ok(l.startsWith(`${i + 1}. **${techniqueName(r.steps[i])}** (${formatRating(r.steps[i].difficulty)}): `), l));
    const hard = r.steps.filter((s) => s.difficulty >= HARD_STEP).length;
    assert.ok(hard > 0);
    assert.equal(md.split('```text').length - 1, hard);
  });

  it('draws the position before a step with the pattern, placements and removals marked', () => {
    const cells = cellsOf(PAIR);
    const r = rated(PAIR);
    const g = stepGrid(positionsOf(cells, r.steps)[0], r.steps[0]);
    const rows = g.split('\n').slice(1, 12);
    assert.equal(rows[0], '3 8 . | 2 5 1 | 4 . 7');
    assert.equal(rows[1], '5 7 . | 9 . . | 1 * *');
    assert.equal(rows[2], '. . 2 | 3 . 7 | 5 + .');
    assert.equal(rows[3], '------+-------+------');
    assert.match(g, /Candidates of the marked cells: r2c8 \d+, r2c9 \d+, r3c8 \d+\.$/);
  });

  it('says why there is nothing to explain for conflicting givens', () => {
    assert.match(explainMarkdown('t', cellsOf(PAIR), { kind: 'invalid', elapsedMs: 0 }), /conflicting givens/);
  });
});

describe('the board logical solution', () => {
  it('sends every step and position, with the start clamped', () => {
    const cells = cellsOf(PAIR);
    const r = rated(PAIR);
    const logic = boardLogic(cells, r, 3)!;
    assert.equal(logic.steps.length, r.steps.length);
    assert.equal(logic.positions.length, r.steps.length + 1);
    assert.equal(logic.start, 3);
    assert.equal(logic.rating, 'SE 3.4 · Hidden Pair');
    assert.deepEqual(logic.steps[0].placements, [[25, 8]]);
    assert.equal(logic.steps[0].name, 'Direct Hidden Pair');
    assert.equal(boardLogic(cells, r, 999)!.start, r.steps.length);
    assert.equal(boardLogic(cells, undefined, 0), null);
    assert.ok(logic.steps.every((s) => s.links.length <= MAX_DRAWN_LINKS));
    assert.doesNotThrow(() => JSON.parse(JSON.stringify(logic)));
  });

  it('highlights the step: pattern cells, removed candidates, struck candidates of earlier steps', () => {
    const cells = cellsOf(PAIR);
    const r = rated(PAIR);
    const logic = boardLogic(cells, r, 0)!;
    const puzzle = scan(PAIR).puzzles[0];
    const payload = boardPuzzle({ documentUri: 'file:///w/h.sudoku', fileName: 'h.sudoku', version: 1, puzzleCount: 1, puzzle, result: solve(puzzle.cells, { checkUnique: true }), state: 's' });
    const first = buildCells(payload, { showCandidates: false, showSolution: false, step: null, logic: logicView(logic, 0, true) });
    assert.ok(first[16].classes.includes('pattern') && first[17].classes.includes('pattern'));
    assert.equal(first[25].text, '8');
    assert.ok(first[25].classes.includes('logic-step'));
    assert.match(first[16].label, /part of the Direct Hidden Pair/);
    assert.ok(first[16].marks.some((m) => m.digit === 2 && m.classes.includes('pattern')));
    const k = logic.steps.findIndex((s) => s.eliminations.length > 0);
    assert.ok(k >= 0);
    const [cell, digit] = logic.steps[k].eliminations[0];
    const at = buildCells(payload, { showCandidates: false, showSolution: false, step: null, logic: logicView(logic, k, true) });
    assert.ok(at[cell].marks.find((m) => m.digit === digit)!.classes.includes('removing'));
    assert.match(at[cell].label, new RegExp(`${logic.steps[k].name} removes .*${digit}`));
    const after = buildCells(payload, { showCandidates: true, showSolution: false, step: null, logic: logicView(logic, k + 1, false) });
    const mark = after[cell].marks.find((m) => m.digit === digit)!;
    assert.ok(mark.classes.includes('struck') && mark.classes.includes('just-removed'));
    assert.match(after[cell].label, new RegExp(`ruled out by logic .*${digit}`));
    assert.equal(logicPositionText(logic, 0, false), `Before step 1 of ${logic.steps.length}`);
    assert.equal(logicPositionText(logic, 0, true), `Step 1 of ${logic.steps.length}: Direct Hidden Pair (2.0)`);
    assert.equal(logicPositionText(logic, logic.steps.length, false), `After all ${logic.steps.length} steps`);
    const end = buildCells(payload, { showCandidates: false, showSolution: false, step: null, logic: logicView(logic, logic.steps.length, false) });
    assert.ok(end.every((v) => v.text !== ''), 'after every step the board is full');
  });
});
