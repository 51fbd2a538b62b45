// Sudoku: New Puzzle in the real extension host: into a .sudoku file with a grid, into an empty untitled document,
// into a new document, and cancelled (at the quick pick and during the search).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { ENGINES } from '../../../src/core/engines';
import { LEVELS, inBand } from '../../../src/core/generate/index';
import { countPuzzle, rate } from '../../../src/core/index';
import { scan } from '../../../src/text/scan';
import { activateExtension, closeAll, openFixture, undoTo, waitFor } from './helpers';

interface Outcome {
  readonly kind: string;
  readonly level?: string;
  readonly start?: number;
  readonly end?: number;
  readonly message: string;
}

/** The puzzle whose text starts at `start` in `text`: asserts it is unique and of `level`, and returns it. */
function assertNewPuzzle(text: string, start: number, level: keyof typeof LEVELS) {
  const found = scan(text).puzzles.find((p) => p.start >= start && p.start < start + 40);
  assert.ok(found, 'the new puzzle scans');
  const count = ENGINES.dlx(found.cells.slice(), 2, Number.MAX_SAFE_INTEGER, undefined, new Uint8Array(81)).count;
  assert.equal(count, 1, 'the new puzzle has one solution (dancing links)');
  const rated = rate(found.cells.slice());
  assert.equal(rated.kind, 'rated');
  if (rated.kind === 'rated') assert.ok(inBand(rated.rating, LEVELS[level]), `rated ${rated.rating}, outside ${level}`);
  return found;
}

describe('New Puzzle', () => {
  before(activateExtension);
  afterEach(closeAll);

  it('inserts a grid below the grid at the cursor of a .sudoku file, in its layout, unique and of the level; one undo removes it', async () => {
    const editor = await openFixture('grid.sudoku');
    const document = editor.document;
    const before = document.getText();
    editor.selection = new vscode.Selection(4, 2, 4, 2);
    const outcome = await vscode.commands.executeCommand<Outcome>('sudoku.newPuzzle', 'medium');
    assert.equal(outcome.kind, 'inserted', outcome.message);
    const after = document.getText();
    const lines = after.split('\n');
    const old = before.split('\n');
    // grid.sudoku: a comment, a blank line, the grid on lines 2-12, a blank line, "# end of file".
    assert.deepEqual(lines.slice(0, 13), old.slice(0, 13), 'the text above and the old grid are untouched');
    assert.equal(lines[13], '');
    for (let r = 0; r < 11; r++) assert.equal(lines[14 + r].replace(/\d/g, '#'), old[2 + r].replace(/\d/g, '#'), `row ${r} in the old grid's layout`);
    assert.equal(lines[25], '');
    assert.deepEqual(lines.slice(26), old.slice(14), 'the text below follows after a blank line');
    const p = assertNewPuzzle(after, outcome.start!, 'medium');
    assert.equal(p.format, 'grid');
    assert.equal(p.startLine, 14);
    assert.equal(editor.selection.active.line, 14, 'the cursor moves to the new puzzle');
    await undoTo(document, before);
  });

  it('writes into an empty untitled document as a grid', async () => {
    const document = await vscode.workspace.openTextDocument({ language: 'plaintext', content: '' });
    await vscode.window.showTextDocument(document);
    const outcome = await vscode.commands.executeCommand<Outcome>('sudoku.newPuzzle', 'easy');
    assert.equal(outcome.kind, 'inserted', outcome.message);
    const text = document.getText();
    assert.equal(text.split('\n').length, 12, 'nine rows, two border lines and a final line break');
    assert.equal(assertNewPuzzle(text, 0, 'easy').format, 'grid');
    await undoTo(document, '');
  });

  it('opens a new untitled .sudoku document when no puzzle document is active', async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const outcome = await vscode.commands.executeCommand<Outcome>('sudoku.newPuzzle', 'easy');
    assert.equal(outcome.kind, 'opened', outcome.message);
    const editor = await waitFor('the new document', () => vscode.window.activeTextEditor);
    assert.equal(editor.document.isUntitled, true);
    assert.equal(editor.document.languageId, 'sudoku');
    assertNewPuzzle(editor.document.getText(), 0, 'easy');
  });

  it('inserts a killer as a killer line below the grid, with one solution under its cages; one undo removes it', async () => {
    const editor = await openFixture('grid.sudoku');
    const document = editor.document;
    const before = document.getText();
    editor.selection = new vscode.Selection(4, 2, 4, 2);
    const outcome = await vscode.commands.executeCommand<Outcome>('sudoku.newPuzzle', 'medium', { variant: 'killer', seed: 5 });
    assert.equal(outcome.kind, 'inserted', outcome.message);
    const after = document.getText();
    const found = scan(after).puzzles.find((p) => p.start >= outcome.start! && p.start < outcome.start! + 40);
    assert.ok(found && found.format === 'killer-line', 'a killer line');
    const c = countPuzzle({ cells: found.cells, rules: found.rules }, 2, { engine: 'dlx', budget: 50_000_000 });
    assert.ok(c.kind === 'counted' && c.count === 1, 'one solution by the exact cover');
    await undoTo(document, before);
  });

  it('does nothing when the quick pick is dismissed', async () => {
    const editor = await openFixture('grid.sudoku');
    const before = editor.document.getText();
    const running = vscode.commands.executeCommand<Outcome>('sudoku.newPuzzle');
    await new Promise((r) => setTimeout(r, 300));
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    const outcome = await running;
    assert.equal(outcome.kind, 'no-level');
    assert.equal(editor.document.getText(), before);
  });

  it('stops when cancelled during the search and writes nothing', async () => {
    const editor = await openFixture('grid.sudoku');
    const before = editor.document.getText();
    const source = new vscode.CancellationTokenSource();
    const running = vscode.commands.executeCommand<Outcome>('sudoku.newPuzzle', 'extreme', { token: source.token, seed: 1 });
    source.cancel();
    const outcome = await running;
    assert.equal(outcome.kind, 'cancelled', outcome.message);
    assert.match(outcome.message, /^New Puzzle cancelled after \d+ attempts?: nothing was written\.$/);
    assert.equal(editor.document.getText(), before);
    assert.equal(editor.document.isDirty, false);
  });
});
