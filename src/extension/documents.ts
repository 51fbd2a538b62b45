// Which documents the extension reads puzzles from.

import type * as vscode from 'vscode';
import type { Settings } from './settings';

/** Schemes of editor-internal text (output panes, diff sources) that never get diagnostics or lenses. */
const IGNORED_SCHEMES = new Set(['output', 'git', 'vscode-scm', 'debug', 'vscode-settings', 'comment']);

/** True for `.sudoku` documents, and plain text while `sudoku.plainText.enabled` is on. */
export function isPuzzleDocument(document: vscode.TextDocument, settings: Settings): boolean {
  if (IGNORED_SCHEMES.has(document.uri.scheme)) return false;
  return document.languageId === 'sudoku' || (document.languageId === 'plaintext' && settings.plainText);
}

/** The document selector the providers register for. */
export const PUZZLE_SELECTOR: vscode.DocumentSelector = [{ language: 'sudoku' }, { language: 'plaintext' }];
