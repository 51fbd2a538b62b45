// Solve All Puzzles in File on 1,000 puzzles: every answer right, all in one undoable edit.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateExtension, closeAll, expected, openFixture, waitFor } from './helpers';

describe('Solve All Puzzles in File', () => {
  before(activateExtension);
  after(closeAll);

  it('solves all 1,000 puzzles of a file in one edit that one undo reverts', async () => {
    const { document } = await openFixture('solve-all-1000.sudoku');
    const before = document.getText();
    const solutions = expected('solve-all-1000.solutions.txt').split('\n').filter(Boolean);
    assert.equal(solutions.length, 1000);
    assert.equal(before.split('\n').filter(Boolean).length, 1000);

    await vscode.commands.executeCommand('sudoku.solveAll', document.uri);
    await waitFor('Solve All to write the file', () => document.getText() !== before, 60_000);
    const lines = document.getText().split('\n').filter(Boolean);
    const wrong = lines.map((line, i) => (line === solutions[i] ? -1 : i + 1)).filter((n) => n > 0);
    assert.equal(lines.length, 1000, 'the file still has 1,000 lines');
    assert.deepEqual(wrong.slice(0, 10), [], `${wrong.length} lines differ from the known solutions (first ones listed)`);

    await vscode.commands.executeCommand('undo');
    await waitFor('one undo to restore all 1,000 puzzles', () => document.getText() === before).catch(() => {
      const left = document.getText().split('\n').filter((l, i) => l !== before.split('\n')[i]).length;
      assert.fail(`after one undo, ${left} lines still differ from the original: Solve All was not one edit`);
    });
  });
});
