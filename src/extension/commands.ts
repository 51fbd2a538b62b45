// The command table: each command id maps to a small factory that closes over the shared context.

import vscode = require('vscode');
import { capitalized, puzzleName } from '../text/describe';
import { planSolve } from '../text/edits';
import { applyToVersion } from './apply';
import { BoardPanel } from './board';
import type { Ctx } from './context';
import { explainSolution, showHint } from './hint';
import { copyLink } from './copyLink';
import { newPuzzle } from './newPuzzle';
import { checkFile, solveAll } from './solveAll';
import { sayIfNone, targetDocument, targetPuzzle } from './target';

/** What Solve Puzzle did, for callers such as tests. */
export interface SolveOutcome {
  readonly applied: boolean;
  readonly message: string;
}

/** Solves the puzzle named by the arguments (or at the cursor) and writes the answer in its own layout. */
async function solvePuzzle(ctx: Ctx, uriArg?: unknown, indexArg?: unknown): Promise<SolveOutcome> {
  const doc = sayIfNone(await targetDocument(ctx, uriArg));
  if (!doc.ok) return { applied: false, message: doc.message };
  const document = doc.value;
  const target = sayIfNone(targetPuzzle(ctx, document, indexArg));
  if (!target.ok) return { applied: false, message: target.message };
  const { snapshot, puzzle } = target.value;
  const result = ctx.model.analyze(puzzle);
  const plan = planSolve(snapshot.text, puzzle, result, ctx.config.current.solveMode, snapshot.scan.puzzles[puzzle.index + 1]);
  if (plan.kind === 'refuse') {
    if (plan.reason === 'complete') void vscode.window.showInformationMessage(plan.message);
    else void vscode.window.showWarningMessage(plan.message);
    return { applied: false, message: plan.message };
  }
  const failure = await applyToVersion(document, snapshot.version, plan.replacements);
  if (failure !== undefined) return { applied: false, message: 'Nothing was written.' };
  if (result.kind === 'solved') ctx.model.written.record(document.uri.toString(), puzzle.cells, result.solution);
  const fellBack = plan.mode !== ctx.config.current.solveMode ? ' (batch files keep one puzzle per line, so the answer went in place)' : '';
  const message = `${capitalized(puzzleName(puzzle))} solved${fellBack}.`;
  vscode.window.setStatusBarMessage(`$(check) Sudoku: ${message}`, 4000);
  return { applied: true, message };
}

/** Opens the board on the puzzle named by the arguments, at the cursor, or the nearest one. */
async function openBoard(ctx: Ctx, uriArg?: unknown, indexArg?: unknown): Promise<boolean> {
  const doc = sayIfNone(await targetDocument(ctx, uriArg));
  if (!doc.ok) return false;
  const target = sayIfNone(targetPuzzle(ctx, doc.value, indexArg, true));
  if (!target.ok) return false;
  BoardPanel.createOrShow(ctx.extension.extensionUri, ctx.model, ctx.config, doc.value, target.value.puzzle.index);
  return true;
}

type Factory = (ctx: Ctx) => (...args: unknown[]) => unknown;

/** Every command the extension contributes. */
export const COMMANDS: Readonly<Record<string, Factory>> = {
  'sudoku.solvePuzzle': (ctx) => (uri, index) => solvePuzzle(ctx, uri, index),
  'sudoku.solveAll': (ctx) => (uri) => solveAll(ctx, uri),
  'sudoku.openBoard': (ctx) => (uri, index) => openBoard(ctx, uri, index),
  'sudoku.checkFile': (ctx) => (uri) => checkFile(ctx, uri),
  'sudoku.hint': (ctx) => (uri, index) => showHint(ctx, uri, index),
  'sudoku.explain': (ctx) => (uri, index) => explainSolution(ctx, uri, index),
  'sudoku.copyLink': (ctx) => (uri, index) => copyLink(ctx, uri, index),
  'sudoku.newPuzzle': (ctx) => (level, options) => newPuzzle(ctx, level, options),
};

/** Registers the table; a command that throws shows the error instead of failing silently. */
export function registerCommands(ctx: Ctx): void {
  for (const [id, factory] of Object.entries(COMMANDS)) {
    const run = factory(ctx);
    ctx.extension.subscriptions.push(vscode.commands.registerCommand(id, async (...args: unknown[]) => {
      try {
        return await run(...args);
      } catch (e) {
        void vscode.window.showErrorMessage(`Sudoku: ${id} failed: ${e instanceof Error ? e.message : String(e)}`);
        return undefined;
      }
    }));
  }
}
