// CodeLens above each puzzle: Solve, Open Board, and its state, refreshed as checks land.

import vscode = require('vscode');
import { COPY_LINK_TITLE, stateLabel, stateWithRating } from '../text/describe';
import { countBefore } from '../text/find';
import type { ScannedPuzzle } from '../text/types';
import type { Config } from './config';
import { toCodeLens } from './convert';
import { isPuzzleDocument } from './documents';
import type { PuzzleModel } from './model';
import { wantsChecks } from './settings';

/** Lines around the visible ranges that get lenses in a file with more puzzles than the cap. */
const MARGIN_LINES = 100;
/** Most puzzles of a file rated in the background at once; beyond it, only those near the visible lines. */
const MAX_RATED = 50;
const RATE_MARGIN_LINES = 20;

/** Provides the lenses; in files above `sudoku.codeLens.maxPuzzles` puzzles, only near what is visible. */
export class PuzzleLensProvider implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly emitter = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses: vscode.Event<void> = this.emitter.event;
  private readonly disposables: vscode.Disposable[] = [this.emitter];
  private scrollTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly model: PuzzleModel, private readonly config: Config) {
    model.onDidChange(() => this.emitter.fire(), null, this.disposables);
    config.onDidChange(() => this.emitter.fire(), null, this.disposables);
    vscode.window.onDidChangeTextEditorVisibleRanges((e) => {
      const settings = this.config.current;
      if (!settings.codeLens.enabled || !isPuzzleDocument(e.textEditor.document, settings)) return;
      if (this.model.scan(e.textEditor.document).puzzles.length <= settings.codeLens.maxPuzzles) return;
      if (this.scrollTimer !== undefined) clearTimeout(this.scrollTimer);
      this.scrollTimer = setTimeout(() => {
        this.scrollTimer = undefined;
        this.emitter.fire();
      }, 100);
    }, null, this.disposables);
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    const settings = this.config.current;
    if (!settings.codeLens.enabled || !isPuzzleDocument(document, settings)) return [];
    const puzzles = this.model.scan(document).puzzles;
    if (wantsChecks(settings)) this.model.ensureChecked(document);
    const shown = puzzles.length <= settings.codeLens.maxPuzzles ? puzzles : nearVisible(document, puzzles, settings.codeLens.maxPuzzles);
    const lenses: vscode.CodeLens[] = [];
    const uri = document.uri.toString();
    this.model.ensureRated(document, shown.length <= MAX_RATED ? shown : nearVisible(document, shown, MAX_RATED, RATE_MARGIN_LINES));
    for (const p of shown) {
      const args = [uri, p.index];
      // A finished puzzle (every cell filled) has nothing to solve, so its lens has no Solve.
      if (p.cells.indexOf(0) >= 0) lenses.push(toCodeLens(p.startLine, '$(check) Solve', 'sudoku.solvePuzzle', args, 'Write the solution into this puzzle (Sudoku: Solve Puzzle)'));
      lenses.push(
        toCodeLens(p.startLine, '$(table) Open Board', 'sudoku.openBoard', args, 'Show this puzzle on the board'),
        toCodeLens(p.startLine, stateWithRating(stateLabel(p, this.model.facts(p), this.model.isPending(document, p)), this.model.ratingWords(document, p))),
        toCodeLens(p.startLine, `$(link) ${COPY_LINK_TITLE}`, 'sudoku.copyLink', args, 'Put a SudokuPad link for this puzzle on the clipboard (Sudoku: Copy SudokuPad Link)'),
      );
      if (this.model.wantsRating(p)) {
        lenses.push(toCodeLens(p.startLine, '$(lightbulb) Hint', 'sudoku.hint', args, 'Show the next logical step in stages: where to look, its cells, then apply it (Sudoku: Show Hint)'));
      }
    }
    return lenses;
  }

  dispose(): void {
    if (this.scrollTimer !== undefined) clearTimeout(this.scrollTimer);
    for (const d of this.disposables) d.dispose();
  }
}

/** Puzzles within a margin of the visible ranges of the editors showing `document`, at most `max` of them. */
function nearVisible(document: vscode.TextDocument, puzzles: readonly ScannedPuzzle[], max: number, margin = MARGIN_LINES): ScannedPuzzle[] {
  const ranges = vscode.window.visibleTextEditors.filter((e) => e.document === document).flatMap((e) => e.visibleRanges);
  const spans = ranges.length > 0 ? ranges.map((r) => [r.start.line - margin, r.end.line + margin]) : [[0, 2 * margin]];
  const out: ScannedPuzzle[] = [];
  spans.sort((a, b) => a[0] - b[0]);
  for (const [from, to] of spans) {
    let i = countBefore(puzzles, (p) => p.endLine < from);
    while (i < puzzles.length && puzzles[i].startLine <= to && out.length < max) {
      if (out.length === 0 || out[out.length - 1].index < puzzles[i].index) out.push(puzzles[i]);
      i++;
    }
  }
  return out;
}
