// The status bar item (puzzles in the active file, how many with problems; a click runs Check File) and the menus' context key.

import vscode = require('vscode');
import { count, emptyTally, plural, problemCount, tallyPuzzle, type Tally } from '../text/describe';
import type { Config } from './config';
import type { DiagnosticsController } from './diagnostics';
import { isPuzzleDocument } from './documents';
import type { PuzzleModel } from './model';

let memo: { scan: unknown; results: number; tally: Tally } | undefined;

/** Tallies the puzzles of a document from what is known (conflicts always, verdicts once checked). */
export function tallyDocument(model: PuzzleModel, document: vscode.TextDocument): Tally {
  const scan = model.scan(document);
  if (memo !== undefined && memo.scan === scan && memo.results === model.resultsVersion) return { ...memo.tally };
  const t = emptyTally();
  for (const p of scan.puzzles) tallyPuzzle(t, p, model.facts(p));
  t.malformed = scan.problems.length;
  memo = { scan, results: model.resultsVersion, tally: { ...t } };
  return t;
}

/** Shows the active file's puzzle count and problem count. */
export class StatusBar implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('sudoku.status', vscode.StatusBarAlignment.Right, 100);
  private readonly disposables: vscode.Disposable[] = [this.item];
  private hasPuzzles: boolean | undefined;

  constructor(private readonly model: PuzzleModel, private readonly config: Config, diagnostics: DiagnosticsController) {
    this.item.name = 'Sudoku';
    this.item.command = 'sudoku.checkFile';
    vscode.window.onDidChangeActiveTextEditor(() => this.update(), null, this.disposables);
    diagnostics.onDidUpdate((uri) => this.updateIfActive(uri), null, this.disposables);
    model.onDidChange((uri) => this.updateIfActive(uri), null, this.disposables);
    config.onDidChange(() => this.update(), null, this.disposables);
    const first = setTimeout(() => this.update(), 0);
    this.disposables.push({ dispose: () => clearTimeout(first) });
  }

  private updateIfActive(uri: vscode.Uri): void {
    if (vscode.window.activeTextEditor?.document.uri.toString() === uri.toString()) this.update();
  }

  /** Redraws from the active editor's document. */
  update(): void {
    const document = vscode.window.activeTextEditor?.document;
    const settings = this.config.current;
    if (document === undefined || !isPuzzleDocument(document, settings)) {
      this.setHasPuzzles(false);
      this.item.hide();
      return;
    }
    const t = tallyDocument(this.model, document);
    this.setHasPuzzles(t.puzzles > 0);
    if (!settings.statusBar || (t.puzzles === 0 && t.malformed === 0 && document.languageId !== 'sudoku')) {
      this.item.hide();
      return;
    }
    const problems = problemCount(t);
    this.item.text = `${problems > 0 ? '$(warning)' : '$(symbol-numeric)'} ${plural(t.puzzles, 'puzzle')}${problems > 0 ? ` · ${plural(problems, 'problem')}` : ''}`;
    const pending = t.unchecked > 0 ? `\n\n${count(t.unchecked)} not checked yet.` : '';
    this.item.tooltip = new vscode.MarkdownString(`**Sudoku**: ${plural(t.puzzles, 'puzzle')} in this file; ${count(problems)} with problems (conflicts, no solution, several solutions or malformed).${pending}\n\nClick to check the whole file.`);
    this.item.accessibilityInformation = { label: `Sudoku: ${plural(t.puzzles, 'puzzle')}, ${count(problems)} with problems. Activate to check the file.` };
    this.item.backgroundColor = undefined;
    this.item.show();
  }

  /** Sets the `sudoku.activeEditorHasPuzzles` context key the menus use for plain text files. */
  private setHasPuzzles(value: boolean): void {
    if (this.hasPuzzles === value) return;
    this.hasPuzzles = value;
    void vscode.commands.executeCommand('setContext', 'sudoku.activeEditorHasPuzzles', value);
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }
}
