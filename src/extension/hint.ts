// Sudoku: Show Hint, in stages (name and place, then its cells, then apply it), and Sudoku: Explain Solution.

import vscode = require('vscode');
import type { RateResult, Step } from '../core/index';
import { gridKey } from './cache';
import { capitalized, KILLER_NO_HINT, puzzleName } from '../text/describe';
import { explainMarkdown, hintMessage, placementEdits, type HintStage } from '../text/explain';
import type { ScannedPuzzle } from '../text/types';
import { applyToVersion } from './apply';
import { BoardPanel } from './board';
import type { Ctx } from './context';
import { toRange } from './convert';
import { sayIfNone, shortName, targetDocument, targetPuzzle } from './target';

/** What one Show Hint call did, for callers such as tests. */
export interface HintOutcome {
  readonly stage: HintStage | 0;
  /** The technique's id, when there was a step. */
  readonly technique?: string;
  readonly message: string;
  /** True when stage 3 wrote placements into the document. */
  readonly applied: boolean;
  /** The cells stage 2 highlighted. */
  readonly cells?: readonly number[];
}

/** The id Show Hint keeps a puzzle's stage under. */
export function hintId(uri: vscode.Uri, index: number): string {
  return `${uri.toString()}#${index}`;
}


/** Why a puzzle has no hint, or undefined when it has one at step `at`. */
function noHint(puzzle: ScannedPuzzle, rating: RateResult, at: number): string | undefined {
  const name = capitalized(puzzleName(puzzle));
  if (rating.kind === 'invalid') return `${name} has conflicting givens: fix them first.`;
  if (at < rating.steps.length) return undefined;
  if (rating.kind === 'stopped') return `${name}: the logical solution stopped at its limit, so there is no further hint.`;
  return rating.solved ? `${name}: no step is left.` : `${name}: no technique of the ladder applies here.`;
}

/** The editor decorations of stage 2: the pattern's cells, the cells that lose a candidate, the cells that get a digit. */
export class HintDecorations implements vscode.Disposable {
  readonly pattern = vscode.window.createTextEditorDecorationType({
    backgroundColor: new vscode.ThemeColor('editor.findMatchHighlightBackground'),
    border: '1px solid',
    borderColor: new vscode.ThemeColor('editor.findMatchBorder'),
    overviewRulerColor: new vscode.ThemeColor('editorOverviewRuler.findMatchForeground'),
  });
  readonly removes = vscode.window.createTextEditorDecorationType({
    textDecoration: 'line-through',
    backgroundColor: new vscode.ThemeColor('diffEditor.removedTextBackground'),
  });
  readonly places = vscode.window.createTextEditorDecorationType({
    backgroundColor: new vscode.ThemeColor('diffEditor.insertedTextBackground'),
    fontWeight: 'bold',
  });
  /** The document the decorations are on; any edit to it clears them. */
  private shownOn: vscode.TextDocument | undefined;
  private readonly listener: vscode.Disposable;

  constructor() {
    this.listener = vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.document === this.shownOn && e.contentChanges.length > 0) this.clear();
    });
  }

  show(document: vscode.TextDocument, puzzle: ScannedPuzzle, step: Step): void {
    this.clear();
    const range = (cell: number) => toRange(document, puzzle.offsets[cell], 1);
    const editors = vscode.window.visibleTextEditors.filter((e) => e.document === document);
    const placed = new Set(step.placements.map((p) => p.cell));
    const removed = new Set(step.eliminations.map((e) => e.cell).filter((c) => !placed.has(c)));
    const pattern = step.cells.filter((c) => !placed.has(c) && !removed.has(c));
    for (const e of editors) {
      e.setDecorations(this.pattern, pattern.map(range));
      e.setDecorations(this.removes, [...removed].map(range));
      e.setDecorations(this.places, [...placed].map(range));
    }
    this.shownOn = document;
  }

  clear(): void {
    for (const e of vscode.window.visibleTextEditors) {
      e.setDecorations(this.pattern, []);
      e.setDecorations(this.removes, []);
      e.setDecorations(this.places, []);
    }
    this.shownOn = undefined;
  }

  dispose(): void {
    this.listener.dispose();
    this.pattern.dispose();
    this.removes.dispose();
    this.places.dispose();
  }
}

let decorations: HintDecorations | undefined;

/** The decorations, made on first use and disposed with the extension. */
function hintDecorations(ctx: Ctx): HintDecorations {
  if (decorations === undefined) {
    const made = new HintDecorations();
    decorations = made;
    ctx.extension.subscriptions.push(made, { dispose: () => { if (decorations === made) decorations = undefined; } });
  }
  return decorations;
}

/** One Show Hint call on the puzzle named by the arguments or at the cursor. */
export async function showHint(ctx: Ctx, uriArg?: unknown, indexArg?: unknown): Promise<HintOutcome> {
  const doc = sayIfNone(await targetDocument(ctx, uriArg));
  if (!doc.ok) return { stage: 0, message: doc.message, applied: false };
  const document = doc.value;
  const target = sayIfNone(targetPuzzle(ctx, document, indexArg));
  if (!target.ok) return { stage: 0, message: target.message, applied: false };
  const { snapshot, puzzle } = target.value;
  const say = (message: string): HintOutcome => {
    void vscode.window.showInformationMessage(message);
    return { stage: 0, message, applied: false };
  };
  if (puzzle.rules.variant !== 'classic') return say(KILLER_NO_HINT);
  const result = ctx.model.analyze(puzzle);
  if (result.kind !== 'solved') {
    const name = capitalized(puzzleName(puzzle));
    if (result.kind === 'invalid') return say(`${name} has conflicting givens: fix them first.`);
    if (result.kind === 'multiple') return say(`${name} has more than one solution, so logic alone cannot finish it: add givens to make it unique.`);
    if (result.kind === 'unsolvable') return say(`${name} has no solution, so there is no hint.`);
    return say(`${name}: the search stopped at its limit, so there is no hint.`);
  }
  if (puzzle.cells.indexOf(0) < 0) return say(`${capitalized(puzzleName(puzzle))} is already solved.`);
  const known = ctx.model.ratingOf(puzzle) !== undefined;
  const rating = ctx.model.rateNow(puzzle);
  if (!known) ctx.model.notify(document.uri);
  const id = hintId(document.uri, puzzle.index);
  const { at, stage } = ctx.model.hints.advance(id, gridKey(puzzle.cells));
  const why = noHint(puzzle, rating, at);
  if (why !== undefined) {
    ctx.model.hints.reset(id);
    return say(why);
  }
  const step = rating.kind === 'invalid' ? undefined : rating.steps[at];
  if (step === undefined) return say(`${capitalized(puzzleName(puzzle))}: no step is left.`);
  const deco = hintDecorations(ctx);
  const message = hintMessage(step, stage);
  const board = BoardPanel.current;
  if (stage === 1) {
    deco.clear();
    board?.showLogicAt(document, puzzle.index, at, false, message);
  } else if (stage === 2) {
    deco.show(document, puzzle, step);
    board?.showLogicAt(document, puzzle.index, at, true, message);
  } else {
    deco.clear();
    const edits = placementEdits(puzzle, step);
    if (edits.length > 0) {
      const failure = await applyToVersion(document, snapshot.version, edits);
      if (failure !== undefined) {
        ctx.model.hints.reset(id);
        return { stage, technique: step.technique, message: 'Nothing was written.', applied: false };
      }
      const after = puzzle.cells.slice();
      for (const p of step.placements) after[p.cell] = p.digit;
      ctx.model.written.record(document.uri.toString(), puzzle.cells, after);
      // The cells changed: the next hint starts at stage 1 on them, and an undo starts afresh too.
      ctx.model.hints.reset(id);
    } else {
      board?.showLogicAt(document, puzzle.index, at + 1, false, message);
    }
    void vscode.window.showInformationMessage(`Hint: ${message}`);
    return { stage, technique: step.technique, message, applied: edits.length > 0, cells: step.cells };
  }
  void vscode.window.showInformationMessage(`Hint: ${message}`);
  return { stage, technique: step.technique, message, applied: false, cells: step.cells };
}

/** The scheme of the Explain Solution documents. */
export const EXPLAIN_SCHEME = 'sudoku-explain';

/**
 * Serves the read-only Markdown of Explain Solution. The URI carries the puzzle's 81 cells in its query
 * and its name in its path, so the document needs nothing else and always shows what it was opened on.
 */
export class ExplainProvider implements vscode.TextDocumentContentProvider {
  constructor(private readonly ctx: Ctx) {}

  provideTextDocumentContent(uri: vscode.Uri): string {
    const cells = Uint8Array.from(uri.query.slice(0, 81), (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0));
    const title = decodeURIComponent(uri.path.replace(/^\//, '').replace(/\.md$/, ''));
    const rating = this.ctx.model.rateCells(cells);
    return explainMarkdown(title, cells, rating);
  }
}

/** Opens the Explain Solution document of the puzzle named by the arguments or at the cursor. */
export async function explainSolution(ctx: Ctx, uriArg?: unknown, indexArg?: unknown): Promise<vscode.TextDocument | undefined> {
  const doc = sayIfNone(await targetDocument(ctx, uriArg));
  if (!doc.ok) return undefined;
  const document = doc.value;
  const target = sayIfNone(targetPuzzle(ctx, document, indexArg, true));
  if (!target.ok) return undefined;
  const { puzzle } = target.value;
  if (puzzle.rules.variant !== 'classic') {
    void vscode.window.showInformationMessage(KILLER_NO_HINT);
    return undefined;
  }
  const result = ctx.model.analyze(puzzle);
  if (result.kind !== 'solved') {
    const why = result.kind === 'multiple' ? 'it has more than one solution' : result.kind === 'unsolvable' ? 'it has no solution' : result.kind === 'invalid' ? 'it has conflicting givens' : 'the search stopped at its limit';
    void vscode.window.showInformationMessage(`${capitalized(puzzleName(puzzle))} has no logical solution to explain: ${why}.`);
    return undefined;
  }
  const title = `Solution of ${shortName(document)} ${puzzleName(puzzle)}`;
  const query = Array.from(puzzle.cells, (d) => (d === 0 ? '.' : String(d))).join('');
  const uri = vscode.Uri.from({ scheme: EXPLAIN_SCHEME, path: `/${title}.md`, query });
  const shown = await vscode.workspace.openTextDocument(uri);
  await vscode.window.showTextDocument(shown, { preview: false, viewColumn: vscode.ViewColumn.Beside });
  return shown;
}
