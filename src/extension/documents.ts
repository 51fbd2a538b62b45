// Which documents the extension reads puzzles from.

import type * as vscode from 'vscode';
import { overLimit, type OverLimit } from './limits';
import type { Settings } from './settings';

/** Schemes of editor-internal text (output panes, diff sources) that never get diagnostics or lenses. */
const IGNORED_SCHEMES = new Set(['output', 'git', 'vscode-scm', 'debug', 'vscode-settings', 'comment']);

/** The characters of each document version, so the size check costs one lookup per keystroke. */
const sizes = new WeakMap<vscode.TextDocument, { version: number; chars: number }>();

/** The length of the document's text, without copying it (the end offset of its last line). */
export function documentChars(document: vscode.TextDocument): number {
  const hit = sizes.get(document);
  if (hit !== undefined && hit.version === document.version) return hit.chars;
  const chars = document.offsetAt(document.lineAt(document.lineCount - 1).range.end);
  sizes.set(document, { version: document.version, chars });
  return chars;
}

/** True when the document is one the extension would read (a `.sudoku` file, or plain text while it is enabled), whatever its size. */
export function isPuzzleLanguage(document: vscode.TextDocument, settings: Settings): boolean {
  if (IGNORED_SCHEMES.has(document.uri.scheme)) return false;
  return document.languageId === 'sudoku' || (document.languageId === 'plaintext' && settings.plainText);
}

/** When a document of a puzzle language is too large to scan as you type: how large. */
export function sizeLimitOf(document: vscode.TextDocument): OverLimit | undefined {
  return overLimit(documentChars(document), document.lineCount);
}

/** True for `.sudoku` documents and plain text (while `sudoku.plainText.enabled` is on) within the size cap of limits.ts. */
export function isPuzzleDocument(document: vscode.TextDocument, settings: Settings): boolean {
  return isPuzzleLanguage(document, settings) && sizeLimitOf(document) === undefined;
}

/** The document selector the providers register for. */
export const PUZZLE_SELECTOR: vscode.DocumentSelector = [{ language: 'sudoku' }, { language: 'plaintext' }];
