// The board: the command opens one webview panel of type sudoku.board beside the editor.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateExtension, closeAll, openFixture, waitFor } from './helpers';

/** The open tabs holding the Sudoku board webview. */
function boardTabs(): vscode.Tab[] {
  return vscode.window.tabGroups.all
    .flatMap((g) => g.tabs)
    .filter((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith('sudoku.board'));
}

describe('board', () => {
  before(activateExtension);
  after(closeAll);

  it('opens a Sudoku board tab for a puzzle given by URI and index', async () => {
    const { document } = await openFixture('lenses.sudoku');
    assert.equal(boardTabs().length, 0);
    await vscode.commands.executeCommand('sudoku.openBoard', document.uri, 1);
    const tabs = await waitFor('a sudoku.board webview tab', () => (boardTabs().length > 0 ? boardTabs() : undefined));
    assert.equal(tabs.length, 1);
  });

  it('reuses the one board for the puzzle at the cursor', async () => {
    const editor = await openFixture('lenses.sudoku');
    editor.selection = new vscode.Selection(1, 0, 1, 0);
    await vscode.commands.executeCommand('sudoku.openBoard');
    await waitFor('the board tab', () => boardTabs().length > 0);
    assert.equal(boardTabs().length, 1, 'one board panel, reused');
    await vscode.window.tabGroups.close(boardTabs());
    await waitFor('the board tab to close', () => boardTabs().length === 0);
  });
});
