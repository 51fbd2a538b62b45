// Sudoku: New Puzzle: a level from a quick pick, a puzzle generated off the typing path (one attempt at a time,
// under a cancellable progress notification), then inserted at the cursor of a puzzle document in the layout of
// the nearest puzzle, as one undoable edit, or opened as a new untitled .sudoku document.

import vscode = require('vscode');
import { LEVELS, type LevelName } from '../core/generate/index';
import { NEW_PUZZLE_WORDS } from '../text/describe';
import { generateInSlices, levelChoices, planNewPuzzle, variantChoices } from '../text/newPuzzle';
import type { NewPuzzleVariant } from '../text/newPuzzle';
import { applyToVersion } from './apply';
import type { Ctx } from './context';
import { isPuzzleDocument } from './documents';

/** What New Puzzle did, for callers such as tests. */
export interface NewPuzzleOutcome {
  readonly kind: 'inserted' | 'opened' | 'no-level' | 'cancelled' | 'exhausted' | 'not-written';
  readonly level?: LevelName;
  readonly seed?: number;
  /** The document written into or opened, and the new puzzle's text offsets in it. */
  readonly document?: vscode.TextDocument;
  readonly start?: number;
  readonly end?: number;
  readonly message: string;
}

/** Options for callers other than the palette (tests): a fixed seed, a cancellation, fewer attempts. */
interface NewPuzzleOptions {
  readonly seed?: number;
  readonly token?: vscode.CancellationToken;
  readonly maxAttempts?: number;
  /** With a level argument: classic (the default) or killer. */
  readonly variant?: NewPuzzleVariant;
}

function isLevel(x: unknown): x is LevelName {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(LEVELS, x);
}

function optionsOf(x: unknown): NewPuzzleOptions {
  return typeof x === 'object' && x !== null ? (x as NewPuzzleOptions) : {};
}

/** A fresh 32-bit seed from the platform's crypto (in Node and in the web worker host alike). */
function freshSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0];
}

/**
 * The editor to insert into: the active one when it is a puzzle document that has puzzles, is a .sudoku file,
 * or is empty (a scratch buffer). Any other file (notes without puzzles, code) gets a new document instead.
 */
function insertionEditor(ctx: Ctx): vscode.TextEditor | undefined {
  const editor = vscode.window.activeTextEditor;
  if (editor === undefined || !isPuzzleDocument(editor.document, ctx.config.current)) return undefined;
  const document = editor.document;
  if (document.languageId === 'sudoku' || document.getText().trim() === '') return editor;
  return ctx.model.snapshot(document).scan.puzzles.length > 0 ? editor : undefined;
}

async function pickVariant(): Promise<NewPuzzleVariant | undefined> {
  const picked = await vscode.window.showQuickPick(variantChoices(), { placeHolder: NEW_PUZZLE_WORDS.pickVariant });
  return picked?.variant;
}

async function pickLevel(): Promise<LevelName | undefined> {
  const picked = await vscode.window.showQuickPick(levelChoices(), { placeHolder: NEW_PUZZLE_WORDS.pickLevel });
  return picked?.level;
}

/** Runs New Puzzle: `levelArg` skips the quick pick. */
export async function newPuzzle(ctx: Ctx, levelArg?: unknown, optionsArg?: unknown): Promise<NewPuzzleOutcome> {
  const options = optionsOf(optionsArg);
  const level = isLevel(levelArg) ? levelArg : await pickLevel();
  if (level === undefined) return { kind: 'no-level', message: 'No level was picked.' };
  // A caller that names the level names the variant too (classic unless it says killer); a person picks both.
  const variant = isLevel(levelArg) ? (options.variant ?? 'classic') : await pickVariant();
  if (variant === undefined) return { kind: 'no-level', message: 'No kind of puzzle was picked.' };
  const seed = options.seed ?? freshSeed();
  const result = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: NEW_PUZZLE_WORDS.progress(level, variant), cancellable: true },
    (progress, token) => {
      let shown = 0;
      return generateInSlices(seed, level, {
        maxAttempts: options.maxAttempts,
        cancelled: () => token.isCancellationRequested || options.token?.isCancellationRequested === true,
        pause: async (n) => {
          if (n - shown >= 5) {
            progress.report({ message: NEW_PUZZLE_WORDS.attempt(n) });
            shown = n;
          }
          await new Promise<void>((resolve) => setTimeout(resolve, 0));
        },
      }, variant);
    },
  );
  if (result.kind !== 'generated') {
    const message = result.kind === 'cancelled' ? NEW_PUZZLE_WORDS.cancelled(result.attempts) : NEW_PUZZLE_WORDS.exhausted(level, result.attempts);
    if (result.kind === 'cancelled') void vscode.window.showInformationMessage(message);
    else void vscode.window.showWarningMessage(message);
    return { kind: result.kind, level, seed, message };
  }
  const message = NEW_PUZZLE_WORDS.inserted(level, result.rating);
  // Read the document and the cursor now, after the search: whatever was typed meanwhile is kept.
  const editor = insertionEditor(ctx);
  if (editor === undefined) {
    const plan = planNewPuzzle('', [], 0, result.puzzle);
    const document = await vscode.workspace.openTextDocument({ language: 'sudoku', content: plan.replacement.text });
    await vscode.window.showTextDocument(document, { preview: false });
    vscode.window.setStatusBarMessage(`$(check) Sudoku: ${message}`, 4000);
    return { kind: 'opened', level, seed, document, start: plan.start, end: plan.end, message };
  }
  const document = editor.document;
  const snapshot = ctx.model.snapshot(document);
  const plan = planNewPuzzle(snapshot.text, snapshot.scan.puzzles, document.offsetAt(editor.selection.active), result.puzzle);
  const failure = await applyToVersion(document, snapshot.version, [plan.replacement], { viaEditor: true });
  if (failure !== undefined) return { kind: 'not-written', level, seed, message: 'Nothing was written.' };
  const at = document.positionAt(plan.start);
  editor.selection = new vscode.Selection(at, at);
  editor.revealRange(new vscode.Range(at, document.positionAt(plan.end)), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  vscode.window.setStatusBarMessage(`$(check) Sudoku: ${message}`, 4000);
  return { kind: 'inserted', level, seed, document, start: plan.start, end: plan.end, message };
}
