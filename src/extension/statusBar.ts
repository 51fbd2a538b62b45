// The status bar item (puzzles in the active file, how many with problems; a click runs Check File) and the menus' context key.

import vscode = require('vscode');
import { count, emptyTally, notScannedText, plural, problemCount, STATE_WORDS, tallyPuzzle, type Tally } from '../text/describe';
import type { Config } from './config';
import type { DiagnosticsController } from './diagnostics';
import { isPuzzleLanguage, sizeLimitOf } from './documents';
import { MAX_SCANNED_CHARS, MAX_SCANNED_LINES } from './limits';
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
    if (document === undefined || !isPuzzleLanguage(document, settings)) {
      this.setHasPuzzles(false);
      this.item.hide();
      return;
    }
    const over = sizeLimitOf(document);
    if (over !== undefined) {
      // Said once, here: the file is too large to scan as you type, so nothing else shows for it.
      this.setHasPuzzles(false);
      if (!settings.statusBar) {
        this.item.hide();
        return;
      }
      const why = notScannedText(over.over, over.chars, over.lines, MAX_SCANNED_CHARS, MAX_SCANNED_LINES);
      this.item.text = '$(circle-slash) Sudoku: not scanned';
      this.item.tooltip = new vscode.MarkdownString(`**Sudoku**: ${why}`);
      this.item.accessibilityInformation = { label: `Sudoku: ${why}` };
      this.item.show();
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
    const pending = t.unchecked > 0 ? `\n\n${count(t.unchecked)} ${STATE_WORDS.unchecked} yet.` : '';
    this.item.tooltip = new vscode.MarkdownString(`**Sudoku**: ${plural(t.puzzles, 'puzzle')} in this file; ${count(problems)} with problems (${STATE_WORDS.conflicts}, ${STATE_WORDS.unsolvable}, ${STATE_WORDS.multiple} or malformed).${pending}\n\nClick to check the whole file.`);
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
