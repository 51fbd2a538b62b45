// The one boundary between plain offsets and editor types: Range, Diagnostic, CodeLens, WorkspaceEdit.

import vscode = require('vscode');
import type { PlainDiagnostic, PlainSeverity } from '../text/diagnose';
import type { TextReplacement } from '../text/types';

/** Diagnostics' `source`. */
export const DIAGNOSTIC_SOURCE = 'sudoku';

/** The range of `length` characters from `offset`, in the document version the offsets were read from. */
export function toRange(document: vscode.TextDocument, offset: number, length: number): vscode.Range {
  return new vscode.Range(document.positionAt(offset), document.positionAt(offset + length));
}

const SEVERITY: Record<PlainSeverity, vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
};

/** A Diagnostic with `source: 'sudoku'`, its stable code and the related spans as locations in the same document. */
export function toDiagnostic(document: vscode.TextDocument, d: PlainDiagnostic): vscode.Diagnostic {
  const diagnostic = new vscode.Diagnostic(toRange(document, d.offset, d.length), d.message, SEVERITY[d.severity]);
  diagnostic.source = DIAGNOSTIC_SOURCE;
  diagnostic.code = d.code;
  if (d.related.length > 0) {
    diagnostic.relatedInformation = d.related.map((r) =>
      new vscode.DiagnosticRelatedInformation(new vscode.Location(document.uri, toRange(document, r.offset, r.length)), r.message));
  }
  return diagnostic;
}

/** One WorkspaceEdit (one undo step) applying the replacements, positioned against `document` as it is now. */
export function toWorkspaceEdit(document: vscode.TextDocument, replacements: readonly TextReplacement[]): vscode.WorkspaceEdit {
  const edit = new vscode.WorkspaceEdit();
  edit.set(document.uri, replacements.map((r) => vscode.TextEdit.replace(toRange(document, r.offset, r.length), r.text)));
  return edit;
}

/** A lens on `line` that runs `command` with `args`, or a plain label when `command` is undefined. */
export function toCodeLens(line: number, title: string, command?: string, args?: unknown[], tooltip?: string): vscode.CodeLens {
  const range = new vscode.Range(line, 0, line, 0);
  return new vscode.CodeLens(range, { title, command: command ?? '', arguments: args, tooltip });
}
