// A killer puzzle in the real extension host: its lens (Solve, Open Board, "killer · 29 cages · unique solution",
// Copy SudokuPad Link), the hover of a cell with its cage, Solve under the cages, a cage error at the sum when a
// sum is edited, and the link on the clipboard. killer.sudoku holds the shared killer-examples.txt puzzle.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateExtension, closeAll, expected, expectText, openFixture, undoTo, waitFor } from './helpers';

const lensTitles = async (uri: vscode.Uri): Promise<string[]> =>
  ((await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri, 1000)) ?? []).map((l) => l.command?.title ?? '');

const hoverText = (hovers: vscode.Hover[]): string =>
  hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : 'value' in c ? c.value : ''))).join('\n');

describe('killer puzzles', () => {
  let document: vscode.TextDocument;

  before(async () => {
    document = (await openFixture('killer.sudoku')).document;
    await activateExtension();
  });
  after(closeAll);

  it('shows Solve, Open Board, the killer state and Copy SudokuPad Link on its lens', async () => {
    const titles = await waitFor('the killer lens with its final state', async () => {
      const t = await lensTitles(document.uri);
      return t.includes('killer · 29 cages · unique solution') ? t : undefined;
    }).catch(async (e: Error) => {
      throw new Error(`${e.message}; lenses seen: ${JSON.stringify(await lensTitles(document.uri))}`);
    });
    assert.deepEqual(titles, ['$(check) Solve', '$(table) Open Board', 'killer · 29 cages · unique solution', '$(link) Copy SudokuPad Link']);
  });

  it('hovers a cell with its cage, and its letter too', async () => {
    for (const character of [0, 82]) {
      const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, new vscode.Position(0, character));
      const text = hoverText(hovers ?? []);
      assert.match(text, /\*\*r1c1\*\*/, `hover at character ${character}: ${text}`);
      assert.match(text, /Cage 3 in 2: 1\+2 \(cage of 2 summing to 3, from r1c1\)/, `hover at character ${character}: ${text}`);
      assert.match(text, /Candidates: 1 2/, `hover at character ${character}: ${text}`);
    }
  });

  it('solves under the cages, writing the digits into the first field as one undoable edit', async () => {
    const before = document.getText();
    await vscode.window.showTextDocument(document);
    const outcome = await vscode.commands.executeCommand<{ applied: boolean; message: string }>('sudoku.solvePuzzle', document.uri, 0);
    assert.equal(outcome?.applied, true, outcome?.message);
    await expectText(document, before, expected('killer.solved.sudoku'), 'the killer');
    await undoTo(document, before);
  });

  it('reports a cage error at the sum when a sum is edited to one its cage cannot make, and clears it when fixed', async () => {
    const line = document.lineAt(0).text;
    const sumAt = line.lastIndexOf(' ') + 1;
    assert.equal(line.slice(sumAt, sumAt + 2), '3,', 'the first sum is 3');
    const sum = new vscode.Range(0, sumAt, 0, sumAt + 1);
    const edit = new vscode.WorkspaceEdit();
    edit.replace(document.uri, sum, '18');
    assert.ok(await vscode.workspace.applyEdit(edit));
    const errors = await waitFor('a cage-impossible-sum error', () => {
      const ds = vscode.languages.getDiagnostics(document.uri).filter((d) => d.code === 'cage-impossible-sum');
      return ds.length > 0 ? ds : undefined;
    });
    assert.equal(errors.length, 1);
    assert.ok(errors[0].range.isEqual(new vscode.Range(0, sumAt, 0, sumAt + 2)), `range ${JSON.stringify(errors[0].range)}`);
    assert.equal(errors[0].message, 'The cage 18 in 2 at r1c1: 2 different digits cannot make 18 (they make 3 to 17).');
    assert.equal(errors[0].severity, vscode.DiagnosticSeverity.Error);
    const fix = new vscode.WorkspaceEdit();
    fix.replace(document.uri, new vscode.Range(0, sumAt, 0, sumAt + 2), '3');
    assert.ok(await vscode.workspace.applyEdit(fix));
    await waitFor('the cage errors to clear', () => vscode.languages.getDiagnostics(document.uri).filter((d) => String(d.code).startsWith('cage')).length === 0);
  });

  it('copies a SudokuPad link for the killer at the cursor', async () => {
    const editor = await vscode.window.showTextDocument(document);
    editor.selection = new vscode.Selection(0, 3, 0, 3);
    const outcome = await vscode.commands.executeCommand<{ copied: boolean; link: string; message: string }>('sudoku.copyLink');
    assert.equal(outcome?.copied, true);
    assert.equal(outcome?.message, 'Copied a SudokuPad link for puzzle 1 (line 1), a killer.');
    assert.match(outcome.link, /^https:\/\/sudokupad\.app\/fpuzzles[A-Za-z0-9+/=]+$/);
    assert.equal(await vscode.env.clipboard.readText(), outcome.link);
  });
});
