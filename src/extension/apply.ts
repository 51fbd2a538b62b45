// Writing into a document: one WorkspaceEdit, and only onto the version the replacements were computed from.

import * as vscode from 'vscode';
import type { TextReplacement } from '../text/types';
import { toWorkspaceEdit } from './convert';
import { shortName } from './target';

/** Why an edit was not applied, or undefined when it was. */
export type ApplyFailure = 'changed' | 'refused';

/**
 * Applies the replacements as one WorkspaceEdit (one undo step) if `document` is still at `version`;
 * otherwise writes nothing and says so. Resolves to undefined on success.
 */
export async function applyToVersion(document: vscode.TextDocument, version: number, replacements: readonly TextReplacement[]): Promise<ApplyFailure | undefined> {
  if (document.isClosed || document.version !== version) {
    void vscode.window.showWarningMessage(`${shortName(document)} changed while the answer was being worked out, so nothing was written. Run the command again.`);
    return 'changed';
  }
  const ok = await vscode.workspace.applyEdit(toWorkspaceEdit(document, replacements));
  if (!ok) {
    void vscode.window.showErrorMessage(`VS Code did not apply the edit to ${shortName(document)} (it may have changed, or be read-only); nothing was written.`);
    return 'refused';
  }
  return undefined;
}
