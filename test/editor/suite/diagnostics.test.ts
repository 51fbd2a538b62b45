// Conflict diagnostics from the real extension host: exact ranges, the twin cell, cleared by a fix.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateExtension, closeAll, openFixture, waitFor } from './helpers';

const sudokuErrors = (uri: vscode.Uri) =>
  vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'sudoku' && d.severity === vscode.DiagnosticSeverity.Error);

const describeDiagnostics = (ds: vscode.Diagnostic[]) =>
  ds.map((d) => `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.message}`).join('\n') || '(none)';

// conflict.sudoku line 1 holds the puzzle; row 2 has the digit 2 in columns 2 and 5 (offsets 10 and 13).
const FIRST = new vscode.Range(1, 10, 1, 11);
const SECOND = new vscode.Range(1, 13, 1, 14);

describe('conflict diagnostics', () => {
  before(activateExtension);
  after(closeAll);

  it('marks both conflicting digits, each pointing at the other, and clears when fixed', async () => {
    const editor = await openFixture('conflict.sudoku');
    const { document } = editor;
    const errors = await waitFor('two sudoku errors on conflict.sudoku', () => {
      const ds = sudokuErrors(document.uri);
      return ds.length >= 2 ? ds : undefined;
    }).catch((e: Error) => {
      throw new Error(`${e.message}; diagnostics seen:\n${describeDiagnostics(vscode.languages.getDiagnostics(document.uri))}`);
    });
    assert.equal(errors.length, 2, `exactly two errors expected:\n${describeDiagnostics(errors)}`);
    const sorted = [...errors].sort((a, b) => a.range.start.character - b.range.start.character);
    for (const [diagnostic, own, twin] of [[sorted[0], FIRST, SECOND], [sorted[1], SECOND, FIRST]] as const) {
      assert.ok(diagnostic.range.isEqual(own), `error range ${describeDiagnostics([diagnostic])}, expected line 1 character ${own.start.character}`);
      assert.equal(document.getText(diagnostic.range), '2');
      assert.match(diagnostic.message, /2/);
      assert.match(diagnostic.message, /row/i);
      assert.ok(diagnostic.code !== undefined, 'a stable diagnostic code');
      const related = diagnostic.relatedInformation ?? [];
      assert.ok(
        related.some((r) => r.location.uri.toString() === document.uri.toString() && r.location.range.isEqual(twin)),
        `the error at character ${own.start.character} points at its twin at character ${twin.start.character}`,
      );
    }

    // Fix the conflict by emptying the second 2, as a person would type it.
    const fix = new vscode.WorkspaceEdit();
    fix.replace(document.uri, SECOND, '.');
    assert.ok(await vscode.workspace.applyEdit(fix));
    await waitFor('the conflict errors to clear after the fix', () => sudokuErrors(document.uri).length === 0).catch((e: Error) => {
      throw new Error(`${e.message}; still:\n${describeDiagnostics(sudokuErrors(document.uri))}`);
    });

    // Undo brings the conflict back, with its errors.
    await vscode.window.showTextDocument(document);
    await vscode.commands.executeCommand('undo');
    await waitFor('the errors to come back after undo', () => sudokuErrors(document.uri).length === 2);
  });

  it('reports the conflicting givens of a puzzle in a file with several puzzles', async () => {
    const { document } = await openFixture('lenses.sudoku');
    // Line 17: the digit 1 at offsets 9 and 13 (row 2), and nothing else wrong in the file.
    const errors = await waitFor('errors on lenses.sudoku', () => {
      const ds = sudokuErrors(document.uri);
      return ds.length >= 2 ? ds : undefined;
    });
    const ranges = errors.map((d) => `${d.range.start.line}:${d.range.start.character}-${d.range.end.character}`).sort();
    assert.deepEqual(ranges, ['17:13-14', '17:9-10'], describeDiagnostics(errors));
  });
});
