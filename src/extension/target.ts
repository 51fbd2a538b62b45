// Which document and puzzle a command acts on: its arguments (uri, puzzle index) or the active editor's cursor.

import vscode = require('vscode');
import { count, notScannedText, plural } from '../text/describe';
import type { ScannedPuzzle } from '../text/types';
import type { Ctx } from './context';
import { isPuzzleDocument, isPuzzleLanguage, sizeLimitOf } from './documents';
import { MAX_SCANNED_CHARS, MAX_SCANNED_LINES } from './limits';
import type { Snapshot } from './model';

/** What a puzzle is, for "nothing to do here" messages. */
export const WHAT_IS_A_PUZZLE = 'a puzzle is an 81-cell line, a 9-row grid or a LeetCode-style array';

/** A command's target, or the reason it has none. */
export type Target<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

function uriOf(arg: unknown): vscode.Uri | undefined {
  if (arg instanceof vscode.Uri) return arg;
  if (typeof arg === 'string' && arg !== '') return vscode.Uri.parse(arg);
  return undefined;
}

/** Shows why a command has no target (an information message), then hands the target back unchanged. */
export function sayIfNone<T>(target: Target<T>): Target<T> {
  if (!target.ok) void vscode.window.showInformationMessage(target.message);
  return target;
}

/** The document named by `uriArg` (a Uri or its string), else the active editor's. */
export async function targetDocument(ctx: Ctx, uriArg: unknown): Promise<Target<vscode.TextDocument>> {
  const uri = uriOf(uriArg);
  let document: vscode.TextDocument | undefined;
  if (uri === undefined) {
    document = vscode.window.activeTextEditor?.document;
    if (document === undefined) return { ok: false, message: `No file is open: open a .sudoku or text file with a puzzle (${WHAT_IS_A_PUZZLE}).` };
  } else {
    document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString()) ?? await vscode.workspace.openTextDocument(uri);
  }
  if (!isPuzzleDocument(document, ctx.config.current)) {
    const over = isPuzzleLanguage(document, ctx.config.current) ? sizeLimitOf(document) : undefined;
    if (over !== undefined) return { ok: false, message: `${shortName(document)}: ${notScannedText(over.over, over.chars, over.lines, MAX_SCANNED_CHARS, MAX_SCANNED_LINES)}` };
    const why = document.languageId !== 'plaintext' && document.languageId !== 'sudoku'
      ? `it is a ${document.languageId} file; puzzles are read from .sudoku and plain text files`
      : 'plain text is not scanned while "sudoku.plainText.enabled" is off';
    return { ok: false, message: `No puzzles are read from ${shortName(document)}: ${why}.` };
  }
  return { ok: true, value: document };
}

/** The file's name without its folder. */
export function shortName(document: vscode.TextDocument): string {
  const path = document.uri.path;
  return path.slice(path.lastIndexOf('/') + 1) || document.uri.toString();
}

function cursorLine(document: vscode.TextDocument): number | undefined {
  const editor = vscode.window.activeTextEditor?.document === document
    ? vscode.window.activeTextEditor
    : vscode.window.visibleTextEditors.find((e) => e.document === document);
  return editor?.selection.active.line;
}

/**
 * The puzzle with index `indexArg` when it is a number, else the one at the cursor. With `nearest`, a
 * cursor outside every puzzle picks the next puzzle below it (or the last one above).
 */
export function targetPuzzle(ctx: Ctx, document: vscode.TextDocument, indexArg: unknown, nearest = false): Target<{ snapshot: Snapshot; puzzle: ScannedPuzzle }> {
  const snapshot = ctx.model.snapshot(document);
  const puzzles = snapshot.scan.puzzles;
  if (typeof indexArg === 'number') {
    const puzzle = puzzles[indexArg];
    if (!Number.isInteger(indexArg) || puzzle === undefined) {
      return { ok: false, message: `There is no puzzle ${count(indexArg + 1)} in ${shortName(document)}: it has ${plural(puzzles.length, 'puzzle')} now.` };
    }
    return { ok: true, value: { snapshot, puzzle } };
  }
  const line = cursorLine(document);
  const atCursor = line === undefined ? undefined : ctx.model.puzzleAtLine(document, line);
  if (atCursor !== undefined) return { ok: true, value: { snapshot, puzzle: atCursor } };
  if (nearest && puzzles.length > 0) {
    const below = line === undefined ? puzzles[0] : puzzles.find((p) => p.startLine > line);
    return { ok: true, value: { snapshot, puzzle: below ?? puzzles[puzzles.length - 1] } };
  }
  const problem = line === undefined ? undefined : snapshot.scan.problems.find((p) => Math.abs(p.line - line) <= 9);
  if (problem !== undefined) {
    return { ok: false, message: `No puzzle at the cursor: the text near line ${count(problem.line + 1)} is not a complete puzzle (${problem.message}).` };
  }
  const others = puzzles.length > 0
    ? ` ${shortName(document)} has ${plural(puzzles.length, 'puzzle')}: put the cursor on one, or run Sudoku: Solve All Puzzles in File.`
    : '';
  return { ok: false, message: `No puzzle at the cursor: ${WHAT_IS_A_PUZZLE}.${others}` };
}
