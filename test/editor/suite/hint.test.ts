// Show Hint, Explain Solution, the lens rating and the logical hover in the real extension host.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateExtension, closeAll, openFixture, undoTo, waitFor } from './helpers';

interface HintOutcome {
  readonly stage: number;
  readonly technique?: string;
  readonly message: string;
  readonly applied: boolean;
  readonly cells?: readonly number[];
}

// hint.sudoku: a comment on line 0, then a 9-row grid (lines 1-11) whose next step is a direct hidden pair
// in box 3 (2 and 3 only in r2c8 and r2c9, so 8 goes in r3c8: line 3, character 16).
describe('Show Hint', () => {
  before(activateExtension);
  afterEach(closeAll);

  it('names the technique, then its cells, then writes its placement as one undo step', async () => {
    const editor = await openFixture('hint.sudoku');
    const document = editor.document;
    const before = document.getText();
    editor.selection = new vscode.Selection(2, 0, 2, 0);
    const first = await vscode.commands.executeCommand<HintOutcome>('sudoku.hint');
    assert.equal(first.stage, 1, first.message);
    assert.equal(first.technique, 'direct-hidden-pair');
    assert.equal(first.message, 'Look at box 3: there is a direct hidden pair. (Show Hint again to see its cells.)');
    assert.equal(document.getText(), before, 'stage 1 writes nothing');
    const second = await vscode.commands.executeCommand<HintOutcome>('sudoku.hint');
    assert.equal(second.stage, 2);
    assert.equal(second.message, 'Look at r2c8 and r2c9 (2 and 3): Direct Hidden Pair. (Show Hint again to apply it.)');
    assert.deepEqual(second.cells, [16, 17]);
    assert.equal(document.getText(), before, 'stage 2 writes nothing');
    const third = await vscode.commands.executeCommand<HintOutcome>('sudoku.hint');
    assert.equal(third.stage, 3);
    assert.equal(third.applied, true);
    await waitFor('the placement in the text', () => document.getText() !== before);
    const lines = document.getText().split('\n');
    assert.equal(lines[3], '. . 2 | 3 . 7 | 5 8 .', 'r3c8 got the 8 and nothing else changed');
    assert.equal(document.getText().length, before.length);
    // The cells changed, so the next call starts a new hint at stage 1.
    const next = await vscode.commands.executeCommand<HintOutcome>('sudoku.hint');
    assert.equal(next.stage, 1);
    await undoTo(document, before);
  });

  it('says why there is no hint on a puzzle with several solutions', async () => {
    const editor = await openFixture('lenses.sudoku');
    editor.selection = new vscode.Selection(15, 0, 15, 0);
    const outcome = await vscode.commands.executeCommand<HintOutcome>('sudoku.hint');
    assert.equal(outcome.stage, 0);
    assert.match(outcome.message, /more than one solution/);
  });

  it('shows the rating on the lens, computed in the background', async () => {
    const { document } = await openFixture('hint.sudoku');
    const title = await waitFor('the rating on the state lens', async () => {
      const lenses = (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', document.uri, 1000)) ?? [];
      return lenses.map((l) => l.command?.title ?? '').find((t) => /SE \d/.test(t));
    });
    assert.equal(title, 'unique solution · 40 givens · SE 3.4 · Hidden Pair');
    const lenses = (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', document.uri, 1000)) ?? [];
    assert.ok(lenses.some((l) => l.command?.command === 'sudoku.hint'), 'a Hint lens');
  });

  it('the hover gives the logical candidates', async () => {
    const { document } = await openFixture('hint.sudoku');
    // r2c8 (line 2, character 18) holds 2 and 3 after the logic, more by row, column and box.
    // The hover never rates on the spot: the logical candidates come once the background rating has the puzzle.
    const hovers = await waitFor('a hover with the logical candidates', async () => {
      const h = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, new vscode.Position(2, 18));
      const said = (h ?? []).flatMap((x) => x.contents.map((c) => (typeof c === 'string' ? c : 'value' in c ? c.value : ''))).join('\n');
      return said.includes('Logical candidates') ? h : undefined;
    });
    const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : 'value' in c ? c.value : ''))).join('\n');
    assert.match(text, /\*\*r2c8\*\*/);
    assert.match(text, /Logical candidates: /);
    assert.match(text, /Candidates: [1-9 ]+ \(by row, column and box\)/);
  });
});

describe('Explain Solution', () => {
  before(activateExtension);
  afterEach(closeAll);

  it('opens a read-only Markdown document with every step', async () => {
    const editor = await openFixture('hint.sudoku');
    editor.selection = new vscode.Selection(5, 0, 5, 0);
    const shown = await vscode.commands.executeCommand<vscode.TextDocument>('sudoku.explain');
    assert.ok(shown, 'a document');
    assert.equal(shown.uri.scheme, 'sudoku-explain');
    assert.equal(shown.languageId, 'markdown');
    const text = shown.getText();
    assert.match(text, /^# Solution of hint\.sudoku puzzle 1 \(line 2\)/);
    assert.match(text, /Rating: \*\*SE 3\.4\*\*/);
    assert.match(text, /\n1\. \*\*Direct Hidden Pair\*\* \(2\.0\): In box 3, 2 and 3 fit only r2c8 and r2c9/);
    assert.match(text, /```text\n/);
    await waitFor('the explanation in the active editor', () => vscode.window.activeTextEditor?.document.uri.toString() === shown.uri.toString());
    // It comes from a content provider, not a file: nothing on disk, nothing to save (the UI run types into it).
    assert.equal(shown.isUntitled, false);
    assert.equal(shown.isDirty, false);
  });
});
