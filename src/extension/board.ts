// The board host: one webview panel beside the editor that draws the puzzle at the cursor, follows the
// cursor and the text, and answers the board's typed requests. Puzzle data travels only by postMessage.

import vscode = require('vscode');
import { parseBoardState, parseFromWebview, type FromWebviewMessage, type ToWebviewMessage } from '../shared/protocol';
import type { ScannedPuzzle } from '../text/types';
import { ratingLabel, stateLabel, stateWithRating } from '../text/describe';
import { boardHtml, boardLogic, boardPuzzle, fileNameOf, makeNonce, stepFor } from './boardData';
import { gridKey } from './cache';
import type { Config } from './config';
import { isPuzzleDocument } from './documents';
import type { PuzzleModel } from './model';

/** The puzzle the board shows: `index` undefined when the cursor is on a line (`line`, 0-based) that holds none. */
interface Target {
  readonly uri: vscode.Uri;
  readonly index: number | undefined;
  readonly line?: number;
}

const RENDER_DELAY_MS = 120;
const WHAT_IS_A_PUZZLE = 'A puzzle is an 81-cell line, a 9-row grid, a LeetCode-style array of 9 strings, or a line of a batch file.';

function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewPanelOptions & vscode.WebviewOptions {
  return {
    enableScripts: true,
    localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'dist'), vscode.Uri.joinPath(extensionUri, 'media')],
  };
}

function preview(data: unknown): string {
  try {
    return (JSON.stringify(data) ?? String(data)).slice(0, 200);
  } catch {
    return String(data);
  }
}

/** ": the nearest puzzle starts at line 12" (1-based), or ", which has no puzzles". */
function nearestHint(puzzles: readonly ScannedPuzzle[], line: number | undefined): string {
  if (puzzles.length === 0) return ', which has no puzzles';
  if (line === undefined) return '';
  let best = puzzles[0];
  const distance = (p: ScannedPuzzle) => (line < p.startLine ? p.startLine - line : line - p.endLine);
  for (const p of puzzles) if (distance(p) < distance(best)) best = p;
  return `: the nearest puzzle is at line ${best.startLine + 1}`;
}

/** The puzzle's cell under the cursor of an editor showing the document (at or just after its character). */
function cursorCellOf(document: vscode.TextDocument, puzzle: ScannedPuzzle): number | undefined {
  const editor = vscode.window.activeTextEditor?.document === document
    ? vscode.window.activeTextEditor
    : vscode.window.visibleTextEditors.find((e) => e.document === document);
  if (editor === undefined) return undefined;
  const offset = document.offsetAt(editor.selection.active);
  if (offset < puzzle.start || offset > puzzle.end) return undefined;
  const at = puzzle.offsets.indexOf(offset);
  if (at >= 0) return at;
  const before = puzzle.offsets.indexOf(offset - 1);
  return before >= 0 ? before : undefined;
}

/** The Sudoku board panel: at most one, created or revealed by `sudoku.openBoard`, restored after a reload. */
export class BoardPanel {
  static readonly viewType = 'sudoku.board';
  static current: BoardPanel | undefined;

  private readonly disposables: vscode.Disposable[] = [];
  private target: Target | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The editor whose cursor moved; resolved to a puzzle when the timer fires, not on every keystroke. */
  private movedIn: vscode.TextEditor | undefined;
  /** What the page shows now, so a redraw that would change nothing is not sent. */
  private shownKey: string | undefined;
  private renders = 0;
  /** After a reload the document may not be loaded yet: open it once (never an untitled one). */
  private restoring: boolean;
  private disposed = false;

  /** Opens the board beside the editor on a puzzle, or moves the open board to it and reveals it. */
  static createOrShow(extensionUri: vscode.Uri, model: PuzzleModel, config: Config, document: vscode.TextDocument, puzzleIndex: number): BoardPanel {
    const target: Target = { uri: document.uri, index: puzzleIndex };
    const open = BoardPanel.current;
    if (open) {
      open.setTarget(target, 0);
      open.panel.reveal(undefined, true);
      return open;
    }
    const panel = vscode.window.createWebviewPanel(
      BoardPanel.viewType,
      'Sudoku Board',
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      webviewOptions(extensionUri),
    );
    BoardPanel.current = new BoardPanel(panel, extensionUri, model, config, target, false);
    return BoardPanel.current;
  }

  /** Restores the board after a window reload from the document and puzzle it saved with `setState`. */
  static registerSerializer(extensionUri: vscode.Uri, model: PuzzleModel, config: Config): vscode.Disposable {
    return vscode.window.registerWebviewPanelSerializer(BoardPanel.viewType, {
      deserializeWebviewPanel: async (panel: vscode.WebviewPanel, state: unknown) => {
        if (BoardPanel.current) {
          panel.dispose();
          return;
        }
        const saved = parseBoardState(state);
        if (state !== undefined && state !== null && saved === undefined) {
          console.warn(`sudoku board: ignored invalid saved state ${preview(state)}`);
        }
        let target: Target | undefined;
        if (saved) {
          try {
            target = { uri: vscode.Uri.parse(saved.documentUri, true), index: saved.puzzleIndex };
          } catch {
            console.warn(`sudoku board: ignored saved state with an unreadable uri ${preview(saved.documentUri)}`);
          }
        }
        panel.webview.options = webviewOptions(extensionUri);
        BoardPanel.current = new BoardPanel(panel, extensionUri, model, config, target, true);
      },
    });
  }

  private constructor(
    private readonly panel: vscode.WebviewPanel,
    extensionUri: vscode.Uri,
    private readonly model: PuzzleModel,
    /** Read on every cursor move, so the settings snapshot rather than `getConfiguration`. */
    private readonly config: Config,
    target: Target | undefined,
    restoring: boolean,
  ) {
    this.target = target;
    this.restoring = restoring;
    const webview = panel.webview;
    panel.iconPath = vscode.Uri.joinPath(extensionUri, 'media', 'icon.png');
    webview.html = boardHtml({
      cspSource: webview.cspSource,
      scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webview.js')).toString(),
      styleUri: webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'media', 'board.css')).toString(),
      nonce: makeNonce(),
    });

    panel.onDidDispose(() => this.dispose(), null, this.disposables);
    webview.onDidReceiveMessage((data: unknown) => this.receive(data), null, this.disposables);
    vscode.window.onDidChangeTextEditorSelection((e) => this.cursorMoved(e.textEditor), null, this.disposables);
    vscode.window.onDidChangeActiveTextEditor((editor) => {
      if (editor) this.cursorMoved(editor);
    }, null, this.disposables);
    vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.contentChanges.length > 0 && this.shows(e.document.uri)) this.schedule();
    }, null, this.disposables);
    vscode.workspace.onDidCloseTextDocument((document) => {
      if (this.shows(document.uri)) this.schedule();
    }, null, this.disposables);
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('sudoku.board') || e.affectsConfiguration('sudoku.plainText')) this.schedule();
    }, null, this.disposables);

    if (this.target === undefined && vscode.window.activeTextEditor) this.follow(vscode.window.activeTextEditor);
  }

  /** Closes the panel and drops every listener. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (BoardPanel.current === this) BoardPanel.current = undefined;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.panel.dispose();
    for (const d of this.disposables.splice(0)) d.dispose();
  }

  private shows(uri: vscode.Uri): boolean {
    return this.target !== undefined && this.target.uri.toString() === uri.toString();
  }

  /** Shows an explicit puzzle; a cursor move still waiting to be followed is dropped. */
  private setTarget(target: Target, delay = RENDER_DELAY_MS): void {
    this.target = target;
    this.movedIn = undefined;
    this.schedule(delay);
  }

  private cursorMoved(editor: vscode.TextEditor): void {
    if (!isPuzzleDocument(editor.document, this.config.current)) return;
    this.movedIn = editor;
    this.schedule();
  }

  /** Moves the board to the puzzle at the editor's cursor (or to "no puzzle here"). */
  private follow(editor: vscode.TextEditor): void {
    const document = editor.document;
    if (document.isClosed || !isPuzzleDocument(document, this.config.current)) return;
    const line = editor.selection.active.line;
    const puzzle = this.model.puzzleAtLine(document, line);
    this.target = puzzle ? { uri: document.uri, index: puzzle.index } : { uri: document.uri, index: undefined, line };
  }

  /** Redraws after a short quiet time: typing and cursor moves cost nothing until they pause. */
  private schedule(delay = RENDER_DELAY_MS): void {
    if (this.disposed) return;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const editor = this.movedIn;
      this.movedIn = undefined;
      if (editor) this.follow(editor);
      // A hidden board has no page to draw on; it asks again ('ready') when it is shown.
      if (this.panel.visible) void this.render(false);
    }, delay);
  }

  private post(message: ToWebviewMessage): void {
    if (!this.disposed) void this.panel.webview.postMessage(message);
  }

  /** Sends what the board should show; unless `force`, only when it differs from what it shows. */
  private async render(force: boolean): Promise<void> {
    const id = ++this.renders;
    let message: ToWebviewMessage;
    try {
      message = await this.compose();
    } catch (err) {
      message = { type: 'empty', message: `The board could not draw this puzzle: ${err instanceof Error ? err.message : String(err)}` };
    }
    if (id !== this.renders) return;
    const key = message.type === 'puzzle'
      ? `${message.puzzle.documentUri}#${message.puzzle.puzzleIndex}@${message.puzzle.version}|${message.puzzle.written.join('')}|${message.puzzle.state}|${message.puzzle.cursorCell}|${message.settings.showCandidates}|${message.logic?.rating ?? ''}|${message.logic?.start ?? ''}`
      : JSON.stringify(message);
    if (!force && key === this.shownKey) return;
    this.shownKey = key;
    this.post(message);
  }

  /** The open document of a target; after a reload, opens a saved file once. */
  private async documentOf(uri: vscode.Uri): Promise<vscode.TextDocument | undefined> {
    const key = uri.toString();
    const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === key && !d.isClosed);
    if (open || !this.restoring || uri.scheme === 'untitled') return open;
    this.restoring = false;
    try {
      return await vscode.workspace.openTextDocument(uri);
    } catch {
      return undefined;
    }
  }

  private async compose(): Promise<ToWebviewMessage> {
    const target = this.target;
    if (target === undefined) {
      this.panel.title = 'Sudoku Board';
      return { type: 'empty', message: `Put the cursor on a puzzle in a .sudoku or text file to see it here. ${WHAT_IS_A_PUZZLE}` };
    }
    const uri = target.uri.toString();
    const name = fileNameOf(target.uri.path);
    const document = await this.documentOf(target.uri);
    if (document === undefined) {
      this.panel.title = 'Sudoku Board';
      return { type: 'empty', message: `${name} is not open. Put the cursor on a puzzle in an editor to see it here.` };
    }
    const puzzles = this.model.scan(document).puzzles;
    if (target.index === undefined) {
      this.panel.title = 'Sudoku Board';
      return { type: 'empty', message: `No puzzle at the cursor in ${name}${nearestHint(puzzles, target.line)}. ${WHAT_IS_A_PUZZLE}` };
    }
    const puzzle = puzzles[target.index];
    if (puzzle === undefined) {
      this.panel.title = 'Sudoku Board';
      const has = puzzles.length === 0 ? 'no puzzles' : puzzles.length === 1 ? 'one puzzle' : `${puzzles.length} puzzles`;
      return { type: 'empty', message: `${name} has no puzzle ${target.index + 1} now (it has ${has}). Put the cursor on a puzzle to see it here.` };
    }
    const known = this.model.isAnalyzed(puzzle);
    const result = this.model.analyze(puzzle);
    const rated = this.model.wantsRating(puzzle) && this.model.ratingOf(puzzle) !== undefined;
    const rating = this.model.wantsRating(puzzle) ? this.model.rateNow(puzzle) : undefined;
    // The lens shows what the cache knows: a result found here is news for it too.
    if (!known || (rating !== undefined && !rated)) this.model.notify(document.uri);
    const start = this.model.hints.applied(`${uri}#${puzzle.index}`, gridKey(puzzle.cells));
    this.panel.title = `Sudoku: ${name} #${puzzle.index + 1}`;
    return {
      type: 'puzzle',
      puzzle: boardPuzzle({
        documentUri: uri,
        fileName: name,
        version: document.version,
        puzzleCount: puzzles.length,
        puzzle,
        result,
        state: stateWithRating(stateLabel(puzzle, this.model.facts(puzzle), false), rating === undefined ? undefined : ratingLabel(rating, false)),
        written: this.model.written.flags(uri, puzzle.cells),
        cursorCell: cursorCellOf(document, puzzle),
      }),
      settings: { showCandidates: vscode.workspace.getConfiguration('sudoku').get<boolean>('board.showCandidates', false) },
      logic: boardLogic(puzzle.cells, rating, start),
    };
  }

  private receive(data: unknown): void {
    const message = parseFromWebview(data);
    if (message === undefined) {
      console.warn(`sudoku board: ignored an invalid message from the webview: ${preview(data)}`);
      return;
    }
    this.handle(message).catch((err: unknown) => {
      this.post({ type: 'notice', message: `That did not work: ${err instanceof Error ? err.message : String(err)}` });
    });
  }

  private async handle(message: FromWebviewMessage): Promise<void> {
    switch (message.type) {
      case 'ready':
        return this.render(true);
      case 'solve':
        return this.solve(message.version);
      case 'nextStep':
        return this.nextStep(message.version);
      case 'applyStep':
        return this.applyStep(message.version, message.cell, message.digit);
      case 'revealCell':
        return this.revealCell(message.version, message.cell);
      case 'hint':
        return this.hint(message.version);
      case 'copyLink':
        return this.copyLink(message.version);
      default: {
        const unknown: never = message;
        throw new Error(`unhandled board message ${preview(unknown)}`);
      }
    }
  }

  /** The shown puzzle, if the document is still at the version the board drew; otherwise redraws and says so. */
  private async shown(version: number): Promise<{ document: vscode.TextDocument; puzzle: ScannedPuzzle } | undefined> {
    const target = this.target;
    if (target === undefined || target.index === undefined) return undefined;
    const document = await this.documentOf(target.uri);
    if (document === undefined) return undefined;
    const puzzle = this.model.scan(document).puzzles[target.index];
    if (document.version !== version || puzzle === undefined) {
      this.post({ type: 'notice', message: 'The document changed since the board was drawn, so nothing was done. The board shows it as it is now.' });
      this.schedule(0);
      return undefined;
    }
    return { document, puzzle };
  }

  private async solve(version: number): Promise<void> {
    const shown = await this.shown(version);
    if (shown === undefined) return;
    const outcome: unknown = await vscode.commands.executeCommand('sudoku.solvePuzzle', shown.document.uri, shown.puzzle.index);
    // The command says why when it writes nothing ({ applied: false, message }); repeat that on the board.
    if (typeof outcome === 'object' && outcome !== null) {
      const { applied, message } = outcome as { applied?: unknown; message?: unknown };
      if (applied === false && typeof message === 'string') this.post({ type: 'notice', message });
    }
  }

  private async copyLink(version: number): Promise<void> {
    const shown = await this.shown(version);
    if (shown === undefined) return;
    const outcome: unknown = await vscode.commands.executeCommand('sudoku.copyLink', shown.document.uri, shown.puzzle.index);
    if (typeof outcome === 'object' && outcome !== null && typeof (outcome as { message?: unknown }).message === 'string') {
      this.post({ type: 'notice', message: (outcome as { message: string }).message });
    }
  }

  private async nextStep(version: number): Promise<void> {
    const shown = await this.shown(version);
    if (shown === undefined) return;
    const { step, note } = stepFor(shown.puzzle, this.model.analyze(shown.puzzle));
    this.post({ type: 'step', version, step, note });
  }

  /** Writes the step's one digit as a single undoable edit, only if it is still the next step of this version. */
  private async applyStep(version: number, cell: number, digit: number): Promise<void> {
    const shown = await this.shown(version);
    if (shown === undefined) return;
    const { document, puzzle } = shown;
    const { step } = stepFor(puzzle, this.model.analyze(puzzle));
    if (step === null || step.cell !== cell || step.digit !== digit) {
      this.post({ type: 'notice', message: 'That step is not the next step of this puzzle any more; nothing was written.' });
      this.schedule(0);
      return;
    }
    const offset = puzzle.offsets[cell];
    const range = new vscode.Range(document.positionAt(offset), document.positionAt(offset + 1));
    if (document.version !== version || /[1-9]/.test(document.getText(range))) {
      this.post({ type: 'notice', message: 'The document changed since the board was drawn, so nothing was written.' });
      this.schedule(0);
      return;
    }
    const edit = new vscode.WorkspaceEdit();
    edit.replace(document.uri, range, String(digit));
    if (!(await vscode.workspace.applyEdit(edit))) {
      this.post({ type: 'notice', message: 'The editor refused the edit (is the file read-only?); nothing was written.' });
      return;
    }
    const after = puzzle.cells.slice();
    after[cell] = digit;
    this.model.written.record(document.uri.toString(), puzzle.cells, after);
  }

  /** Runs Show Hint on the shown puzzle (its next stage). */
  private async hint(version: number): Promise<void> {
    const shown = await this.shown(version);
    if (shown === undefined) return;
    const outcome: unknown = await vscode.commands.executeCommand('sudoku.hint', shown.document.uri, shown.puzzle.index);
    if (typeof outcome === 'object' && outcome !== null) {
      const { stage, message } = outcome as { stage?: unknown; message?: unknown };
      if (stage === 0 && typeof message === 'string') this.post({ type: 'notice', message });
    }
  }

  /**
   * Show Hint moved on a puzzle: if the board shows it, go to step `at` of its logical solution (highlighted
   * when `highlight`) and say the hint's words.
   */
  showLogicAt(document: vscode.TextDocument, index: number, at: number, highlight: boolean, message: string): void {
    const target = this.target;
    if (target === undefined || target.index !== index || target.uri.toString() !== document.uri.toString()) return;
    this.post({ type: 'logicAt', version: document.version, at, highlight, message });
  }

  /** Puts the editor's cursor on a cell's character, in the editor that shows the document or beside the board. */
  private async revealCell(version: number, cell: number): Promise<void> {
    const shown = await this.shown(version);
    if (shown === undefined) return;
    const { document, puzzle } = shown;
    const position = document.positionAt(puzzle.offsets[cell]);
    const editor = vscode.window.visibleTextEditors.find((e) => e.document === document);
    const column = editor?.viewColumn ?? (this.panel.viewColumn === vscode.ViewColumn.One ? vscode.ViewColumn.Two : vscode.ViewColumn.One);
    await vscode.window.showTextDocument(document, {
      viewColumn: column,
      preserveFocus: false,
      selection: new vscode.Range(position, position),
    });
  }
}
