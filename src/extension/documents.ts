// Which documents the extension reads puzzles from.

import type * as vscode from 'vscode';
import type { Settings } from './settings';

/** Schemes of editor-internal text (output panes, diff sources) that never get diagnostics or lenses. */
const IGNORED_SCHEMES = new Set(['output', 'git', 'vscode-scm', 'debug', 'vscode-settings', 'comment']);

/** Plain text with more lines than this (logs, dumps) is not scanned; `.sudoku` files always are. */
export const MAX_PLAINTEXT_LINES = 200_000;

/** True for `.sudoku` documents, and plain text of sane size while `sudoku.plainText.enabled` is on. */
export function isPuzzleDocument(document: vscode.TextDocument, settings: Settings): boolean {
  if (IGNORED_SCHEMES.has(document.uri.scheme)) return false;
  if (document.languageId === 'sudoku') return true;
  return document.languageId === 'plaintext' && settings.plainText && document.lineCount <= MAX_PLAINTEXT_LINES;
}

/** The document selector the providers register for. */
export const PUZZLE_SELECTOR: vscode.DocumentSelector = [{ language: 'sudoku' }, { language: 'plaintext' }];
