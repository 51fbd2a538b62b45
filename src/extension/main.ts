// Activation: builds the one context (settings, model, diagnostics) and registers every provider and command.

import vscode = require('vscode');
import { BoardPanel } from './board';
import { registerCommands } from './commands';
import { Config } from './config';
import type { Ctx } from './context';
import { DiagnosticsController } from './diagnostics';
import { PUZZLE_SELECTOR } from './documents';
import { EXPLAIN_SCHEME, ExplainProvider } from './hint';
import { CellHoverProvider } from './hover';
import { PuzzleLensProvider } from './lenses';
import { PuzzleModel } from './model';
import { StatusBar } from './statusBar';

/** What activation hands to other extensions and to the in-editor tests. */
export interface SudokuApi {
  readonly model: PuzzleModel;
}

/** Entry point: everything created here is disposed through `context.subscriptions`. */
export function activate(context: vscode.ExtensionContext): SudokuApi {
  try {
    const config = new Config();
    const model = new PuzzleModel(() => ({ maxPuzzles: config.current.checkMaxPuzzles, budget: config.current.checkBudget }));
    context.subscriptions.push(config, model);
    const diagnostics = new DiagnosticsController(model, config);
    context.subscriptions.push(diagnostics);
    const ctx: Ctx = { extension: context, config, model, diagnostics };
    const lenses = new PuzzleLensProvider(model, config);
    context.subscriptions.push(
      lenses,
      vscode.languages.registerCodeLensProvider(PUZZLE_SELECTOR, lenses),
      vscode.languages.registerHoverProvider(PUZZLE_SELECTOR, new CellHoverProvider(model, config)),
      new StatusBar(model, config, diagnostics),
      BoardPanel.registerSerializer(context.extensionUri, model, config),
    );
    context.subscriptions.push(vscode.workspace.registerTextDocumentContentProvider(EXPLAIN_SCHEME, new ExplainProvider(ctx)));
    registerCommands(ctx);
    return { model };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    void vscode.window.showErrorMessage(`Sudoku could not start: ${message}`);
    throw e;
  }
}

/** Nothing to do: every resource is in `context.subscriptions`. */
export function deactivate(): void {}
