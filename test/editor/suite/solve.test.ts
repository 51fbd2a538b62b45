// Solving one puzzle in the editor: only empty cells change, in the puzzle's own layout, in one undo step.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateExtension, assertOnlyEmptyCellsChanged, closeAll, expected, expectText, fixtureUri, openFixture, undoTo } from './helpers';

describe('Solve Puzzle', () => {
  before(activateExtension);
  afterEach(closeAll);

  it('fills the empty cells of a 9-row grid, keeping separators and comments, and one undo restores it', async () => {
    const { document } = await openFixture('grid.sudoku');
    const before = document.getText();
    await vscode.commands.executeCommand('sudoku.solvePuzzle', document.uri, 0);
    await expectText(document, before, expected('grid.solved.sudoku'), 'grid.sudoku');
    const changed = assertOnlyEmptyCellsChanged(before, document.getText());
    assert.equal(changed, (before.match(/0/g) ?? []).length, 'every empty cell (0) got a digit');
    await undoTo(document, before);
  });

  it('accepts the document as a URI string and solves an 81-cell line', async () => {
    const { document } = await openFixture('one-line.sudoku');
    const before = document.getText();
    await vscode.commands.executeCommand('sudoku.solvePuzzle', fixtureUri('one-line.sudoku').toString(), 0);
    await expectText(document, before, expected('one-line.solved.sudoku'), 'one-line.sudoku');
    assertOnlyEmptyCellsChanged(before, document.getText());
    await undoTo(document, before);
  });

  it('writes a LeetCode-style array back as an array of strings', async () => {
    const { document } = await openFixture('leetcode.txt');
    const before = document.getText();
    await vscode.commands.executeCommand('sudoku.solvePuzzle', document.uri, 0);
    await expectText(document, before, expected('leetcode.solved.txt'), 'leetcode.txt');
    assertOnlyEmptyCellsChanged(before, document.getText());
    await undoTo(document, before);
  });

  it('solves the puzzle at the cursor when called without arguments', async () => {
    const editor = await openFixture('lenses.sudoku');
    const before = editor.document.getText();
    editor.selection = new vscode.Selection(1, 5, 1, 5);
    await vscode.commands.executeCommand('sudoku.solvePuzzle');
    await expectText(editor.document, before, expected('lenses.first-solved.sudoku'), 'lenses.sudoku, puzzle on line 1');
    await undoTo(editor.document, before);
  });

  it('leaves a puzzle with conflicting givens unchanged', async () => {
    const { document } = await openFixture('conflict.sudoku');
    const before = document.getText();
    await vscode.commands.executeCommand('sudoku.solvePuzzle', document.uri, 0);
    assert.equal(document.getText(), before);
    assert.equal(document.isDirty, false);
  });

  it('leaves a puzzle with several solutions unchanged', async () => {
    const editor = await openFixture('lenses.sudoku');
    const before = editor.document.getText();
    editor.selection = new vscode.Selection(15, 0, 15, 0);
    await vscode.commands.executeCommand('sudoku.solvePuzzle');
    assert.equal(editor.document.getText(), before);
  });
});
