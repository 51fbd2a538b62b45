// The settings snapshot, rebuilt when `sudoku.*` changes; features read `config.current` and listen to `onDidChange`.

import vscode = require('vscode');
import { readSettings, type Settings } from './settings';

/** Reads `sudoku.*` once per change and tells listeners. */
export class Config implements vscode.Disposable {
  private readonly emitter = new vscode.EventEmitter<Settings>();
  /** Fires with the new snapshot after any `sudoku.*` setting changes. */
  readonly onDidChange: vscode.Event<Settings> = this.emitter.event;
  private readonly listener: vscode.Disposable;
  current: Settings;

  constructor() {
    this.current = Config.read();
    this.listener = vscode.workspace.onDidChangeConfiguration((e) => {
      if (!e.affectsConfiguration('sudoku')) return;
      this.current = Config.read();
      this.emitter.fire(this.current);
    });
  }

  private static read(): Settings {
    const section = vscode.workspace.getConfiguration('sudoku');
    return readSettings((key) => section.get(key));
  }

  dispose(): void {
    this.listener.dispose();
    this.emitter.dispose();
  }
}
