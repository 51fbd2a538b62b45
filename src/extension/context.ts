// The one object activation builds and every feature receives: settings, the puzzle model, diagnostics, disposables.

import type * as vscode from 'vscode';
import type { Config } from './config';
import type { DiagnosticsController } from './diagnostics';
import type { PuzzleModel } from './model';

/** What commands and providers share. */
export interface Ctx {
  readonly extension: vscode.ExtensionContext;
  readonly config: Config;
  readonly model: PuzzleModel;
  readonly diagnostics: DiagnosticsController;
}
