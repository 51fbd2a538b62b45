// Diagnostics as you type: recomputed from the text after a short pause, refreshed as background checks land.

import vscode = require('vscode');
import { diagnose } from '../text/diagnose';
import type { Config } from './config';
import { toDiagnostic } from './convert';
import { isPuzzleDocument } from './documents';
import type { PuzzleModel } from './model';
import { wantsChecks } from './settings';

/** Keeps the `sudoku` diagnostic collection in step with open documents. */
export class DiagnosticsController implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('sudoku');
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly disposables: vscode.Disposable[] = [];
  private readonly updatedEmitter = new vscode.EventEmitter<vscode.Uri>();
  /** Fires after the diagnostics of a document were set. */
  readonly onDidUpdate: vscode.Event<vscode.Uri> = this.updatedEmitter.event;

  constructor(private readonly model: PuzzleModel, private readonly config: Config) {
    this.disposables.push(this.collection, this.updatedEmitter);
    vscode.workspace.onDidOpenTextDocument((d) => this.update(d), null, this.disposables);
    vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.contentChanges.length > 0 && (isPuzzleDocument(e.document, this.config.current) || this.collection.has(e.document.uri))) this.schedule(e.document);
    }, null, this.disposables);
    vscode.workspace.onDidCloseTextDocument((d) => this.clear(d), null, this.disposables);
    model.onDidChange((uri) => {
      const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
      if (doc !== undefined && !this.timers.has(uri.toString())) this.update(doc);
    }, null, this.disposables);
    config.onDidChange(() => {
      model.reset();
      this.updateAll();
    }, null, this.disposables);
    // The first pass runs just after activation, so activating stays cheap even with a big file open.
    const first = setTimeout(() => this.updateAll(), 0);
    this.disposables.push({ dispose: () => clearTimeout(first) });
  }

  /** Recomputes every open document now. */
  updateAll(): void {
    for (const d of vscode.workspace.textDocuments) this.update(d);
  }

  /** Recomputes after the configured pause; a later change restarts the pause. */
  schedule(document: vscode.TextDocument): void {
    const key = document.uri.toString();
    const pending = this.timers.get(key);
    if (pending !== undefined) clearTimeout(pending);
    this.timers.set(key, setTimeout(() => {
      this.timers.delete(key);
      this.update(document);
    }, this.config.current.diagnostics.delayMs));
  }

  /** Recomputes the document's diagnostics from its current text and the results known so far. */
  update(document: vscode.TextDocument): void {
    const key = document.uri.toString();
    const pending = this.timers.get(key);
    if (pending !== undefined) {
      clearTimeout(pending);
      this.timers.delete(key);
    }
    if (document.isClosed) return;
    const settings = this.config.current;
    if (!isPuzzleDocument(document, settings)) {
      if (this.collection.has(document.uri)) {
        this.collection.delete(document.uri);
        // It may have grown over the size cap: the status bar says so.
        this.updatedEmitter.fire(document.uri);
      }
      return;
    }
    const snap = this.model.snapshot(document);
    if (wantsChecks(settings)) this.model.ensureChecked(document);
    if (!settings.diagnostics.enabled) {
      this.collection.delete(document.uri);
    } else {
      const plain = diagnose(snap.text, snap.scan, (p) => this.model.facts(p), settings.diagnostics);
      this.collection.set(document.uri, plain.map((d) => toDiagnostic(document, d)));
    }
    this.updatedEmitter.fire(document.uri);
  }

  private clear(document: vscode.TextDocument): void {
    const key = document.uri.toString();
    const pending = this.timers.get(key);
    if (pending !== undefined) clearTimeout(pending);
    this.timers.delete(key);
    this.collection.delete(document.uri);
    this.model.forget(document.uri);
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    for (const d of this.disposables) d.dispose();
  }
}
