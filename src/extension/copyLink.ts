// Sudoku: Copy SudokuPad Link: puts a SudokuPad link for the puzzle at the cursor (or named by the arguments),
// classic or killer, on the clipboard. The link is the scanner's `sudokuPadLink` (f-puzzles JSON, LZ-string).

import vscode = require('vscode');
import { copiedLinkMessage } from '../text/describe';
import { sudokuPadLink } from '../text/index';
import type { Ctx } from './context';
import { sayIfNone, targetDocument, targetPuzzle } from './target';

/** What Copy SudokuPad Link did, for callers such as tests. */
export interface CopyLinkOutcome {
  readonly copied: boolean;
  readonly link?: string;
  readonly message: string;
}

/** Copies the link of the puzzle named by the arguments, or at the cursor. */
export async function copyLink(ctx: Ctx, uriArg?: unknown, indexArg?: unknown): Promise<CopyLinkOutcome> {
  const doc = sayIfNone(await targetDocument(ctx, uriArg));
  if (!doc.ok) return { copied: false, message: doc.message };
  const target = sayIfNone(targetPuzzle(ctx, doc.value, indexArg));
  if (!target.ok) return { copied: false, message: target.message };
  const { puzzle } = target.value;
  const link = sudokuPadLink(puzzle.cells, puzzle.rules);
  await vscode.env.clipboard.writeText(link);
  const message = copiedLinkMessage(puzzle);
  vscode.window.setStatusBarMessage(`$(link) Sudoku: ${message}`, 4000);
  return { copied: true, link, message };
}
