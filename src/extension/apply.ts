// Writing into a document: one undoable edit, and only onto the version the replacements were computed from.

import vscode = require('vscode');
import type { TextReplacement } from '../text/types';
import { toRange, toWorkspaceEdit } from './convert';
import { shortName } from './target';

/** Why an edit was not applied, or undefined when it was. */
export type ApplyFailure = 'changed' | 'refused';

/** How `applyToVersion` writes. */
export interface ApplyOptions {
  /**
   * Write through a visible editor of the document (`TextEditor.edit`, with undo stops on both sides)
   * when there is one, else as a WorkspaceEdit. Either way it is one undo step, and VS Code refuses it
   * when its copy of the document is no longer at the version the extension host read. For big edits:
   * the editor path skips the workbench's bulk-edit machinery.
   */
  readonly viaEditor?: boolean;
}

/**
 * Applies the replacements as one undoable edit if `document` is still at `version`; otherwise writes
 * nothing and says so. Resolves to undefined on success.
 */
export async function applyToVersion(document: vscode.TextDocument, version: number, replacements: readonly TextReplacement[], options: ApplyOptions = {}): Promise<ApplyFailure | undefined> {
  const changed = (): boolean => document.isClosed || document.version !== version;
  if (changed()) {
    void vscode.window.showWarningMessage(`${shortName(document)} changed while the answer was being worked out, so nothing was written. Run the command again.`);
    return 'changed';
  }
  const editor = options.viaEditor === true ? vscode.window.visibleTextEditors.find((e) => e.document === document) : undefined;
  let ok: boolean | undefined;
  if (editor !== undefined) {
    const ranges = replacements.map((r) => toRange(document, r.offset, r.length));
    ok = await editor.edit((builder) => {
      replacements.forEach((r, i) => builder.replace(ranges[i], r.text));
    }, { undoStopBefore: true, undoStopAfter: true }).then((applied) => applied, () => undefined);
    // A closed editor rejects the edit without writing: fall through to a WorkspaceEdit unless the text moved on.
    if (ok === undefined && changed()) ok = false;
  }
  if (ok === undefined) ok = await vscode.workspace.applyEdit(toWorkspaceEdit(document, replacements));
  if (!ok) {
    void vscode.window.showErrorMessage(`VS Code did not apply the edit to ${shortName(document)} (it may have changed, or be read-only); nothing was written.`);
    return 'refused';
  }
  return undefined;
}
