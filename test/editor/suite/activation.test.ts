// The extension loads in a real extension host: activation on its languages and its commands.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAll, EXTENSION_ID, openFixture, waitFor } from './helpers';

describe('activation', () => {
  after(closeAll);

  it('activates when a .sudoku file opens and gives it the sudoku language', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `extension ${EXTENSION_ID} is not loaded`);
    const editor = await openFixture('lenses.sudoku');
    assert.equal(editor.document.languageId, 'sudoku');
    await waitFor('the extension to activate', () => extension.isActive);
  });

  it('reads plain text files too', async () => {
    const editor = await openFixture('leetcode.txt');
    assert.equal(editor.document.languageId, 'plaintext');
    // The language id alone is VS Code's doing: the extension reads the file when it puts lenses on its puzzle.
    await waitFor('lenses on the plain text puzzle', async () => {
      const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', editor.document.uri);
      return (lenses ?? []).length > 0;
    });
  });

  it('registers the four Sudoku commands', async () => {
    const commands = await vscode.commands.getCommands(true);
    for (const id of ['sudoku.solvePuzzle', 'sudoku.solveAll', 'sudoku.openBoard', 'sudoku.checkFile']) {
      assert.ok(commands.includes(id), `command ${id} is not registered`);
    }
  });
});
