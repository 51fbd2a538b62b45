// Shared helpers of the in-editor suite: bounded polling, fixtures and the extension under test.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';

/** The extension's id: `publisher.name` from the manifest. */
export const EXTENSION_ID = 'sudoku-tools.sudoku-vscode';
/** The repository root (this file runs from out/test/editor/suite). */
export const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');
const expectedDir = path.join(repoRoot, 'test', 'editor', 'expected');

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (e) {
      lastError = e;
    }
    if (Date.now() > deadline) {
      const detail = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}${detail}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The workspace folder the editor was opened on (a temporary copy of test/editor/workspace). */
export function workspaceRoot(): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'the editor was opened without a workspace folder');
  return folder.uri;
}

/** The URI of a fixture file in the workspace. */
export function fixtureUri(name: string): vscode.Uri {
  return vscode.Uri.joinPath(workspaceRoot(), name);
}

/** Opens a fixture in an editor and returns the editor. */
export async function openFixture(name: string): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument(fixtureUri(name));
  return vscode.window.showTextDocument(document, { preview: false });
}

/** The text of a file under test/editor/expected. */
export function expected(name: string): string {
  return fs.readFileSync(path.join(expectedDir, name), 'utf8');
}

/** Activates the extension under test (found by id) and returns it. */
export async function activateExtension(): Promise<vscode.Extension<unknown>> {
  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(extension, `extension ${EXTENSION_ID} is not loaded`);
  await extension.activate();
  return extension;
}

/** Reverts and closes every editor, so each test starts from the files on disk. */
export async function closeAll(): Promise<void> {
  for (const document of vscode.workspace.textDocuments) {
    if (!document.isDirty) continue;
    await vscode.window.showTextDocument(document);
    await vscode.commands.executeCommand('workbench.action.files.revert');
  }
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

/** Asserts that `after` differs from `before` only where `before` had an empty cell, now a digit. */
export function assertOnlyEmptyCellsChanged(before: string, after: string): number {
  assert.equal(after.length, before.length, 'the solved text has a different length');
  let changed = 0;
  for (let i = 0; i < before.length; i++) {
    if (before[i] === after[i]) continue;
    assert.ok(before[i] === '.' || before[i] === '0', `offset ${i}: ${JSON.stringify(before[i])} changed to ${JSON.stringify(after[i])}, but only empty cells may change`);
    assert.match(after[i], /[1-9]/, `offset ${i}: an empty cell became ${JSON.stringify(after[i])}`);
    changed++;
  }
  return changed;
}

/** Waits until the document's text changes, then checks it equals `want` exactly. */
export async function expectText(document: vscode.TextDocument, before: string, want: string, what: string): Promise<void> {
  await waitFor(`${what}: the text to change`, () => document.getText() !== before);
  assert.equal(document.getText(), want, `${what}: solved text`);
}

/** Runs one undo in the document's editor and waits for the text to be `before` again. */
export async function undoTo(document: vscode.TextDocument, before: string): Promise<void> {
  await vscode.window.showTextDocument(document);
  await vscode.commands.executeCommand('undo');
  await waitFor('one undo to restore the original text', () => document.getText() === before).catch(() => {
    assert.equal(document.getText(), before, 'one undo did not restore the original text');
  });
}
