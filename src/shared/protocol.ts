// The board's message protocol: typed messages between the extension host and the webview, and the
// validators the host runs on everything the webview sends or saves. Imported by both sides; no vscode.

/** How a puzzle's search ended, as the board shows it. */
export type BoardOutcome = 'solved' | 'invalid' | 'unsolvable' | 'multiple' | 'stopped';

/** Two givens with the same digit in one unit (cells 0..80, `a < b`; unitIndex 0..8, or the cage's index). */
export interface BoardConflict {
  readonly a: number;
  readonly b: number;
  readonly digit: number;
  readonly unit: 'row' | 'column' | 'box' | 'cage';
  readonly unitIndex: number;
}

/** A killer's cage as the board draws it: its cells (ascending, the first is its top-left) and its sum. */
export interface BoardCage {
  readonly cells: readonly number[];
  readonly sum: number;
  /** What a screen reader says of it, from the one vocabulary: "cage of 3 summing to 15". */
  readonly label: string;
}

/** One logical step the board can show: the cell singles determine, its digit and why. */
export interface BoardStep {
  readonly cell: number;
  readonly digit: number;
  /** A single, or a killer's cage step: a cage with one combination left, or the rule of 45. */
  readonly technique: 'naked-single' | 'hidden-single' | 'cage-combination' | 'rule-of-45';
  /** For a hidden single, the unit where the digit has one place left; null for a naked single. */
  readonly unit: 'row' | 'column' | 'box' | null;
  readonly unitIndex: number | null;
  readonly reason: string;
}

/** Everything the board draws for one puzzle, as plain JSON (arrays of 81 numbers, no typed arrays). */
export interface BoardPuzzle {
  /** `vscode.Uri.toString()` of the document. */
  readonly documentUri: string;
  /** The document's short name, for the heading. */
  readonly fileName: string;
  /** The document version the board was drawn from; actions echo it so stale clicks are refused. */
  readonly version: number;
  readonly puzzleIndex: number;
  readonly puzzleCount: number;
  /** 0-based, inclusive. */
  readonly startLine: number;
  readonly endLine: number;
  readonly format: 'line' | 'grid' | 'leetcode' | 'batch' | 'killer-line' | 'killer-grid' | 'sumocue' | 'fpuzzles' | 'link';
  /** 81 cells in reading order: 0 empty, 1-9 the digit in the text. */
  readonly cells: readonly number[];
  /** 81 flags (0/1): digits the extension wrote (Solve, Solve All, the board's Fill in) on top of the givens. */
  readonly written: readonly number[];
  /** The puzzle's variant: `killer` draws `cages`. */
  readonly variant: 'classic' | 'killer';
  /** A killer's cages (empty for classic). */
  readonly cages: readonly BoardCage[];
  /** 81 candidate masks: bit `1 << d` set when d fits an empty cell under the puzzle's rules; 0 for filled cells. */
  readonly candidates: readonly number[];
  readonly conflicts: readonly BoardConflict[];
  readonly outcome: BoardOutcome;
  /** The puzzle's state line, word for word what its lens says (src/text/describe.ts stateLabel). */
  readonly state: string;
  /** The cell under the editor's cursor, or null when the cursor is not on one of this puzzle's cells. */
  readonly cursorCell: number | null;
  /** Why "Solve into document" cannot act (its tooltip while disabled), or null when it can. */
  readonly solveBlocked: string | null;
  /** Why "Next step" cannot act (its tooltip while disabled), or null when it can. */
  readonly stepBlocked: string | null;
  /** Filled cells in the text. */
  readonly givens: number;
  /** The unique solution (81 digits) when `outcome` is `solved`, else null. */
  readonly solution: readonly number[] | null;
}

/** A candidate as [cell 0..80, digit 1..9]. */
export type BoardCandidate = readonly [number, number];

/** One link of a chain or strong-link pattern, drawn between two candidates. */
export interface BoardLink {
  readonly from: BoardCandidate;
  readonly to: BoardCandidate;
  readonly strong: boolean;
}

/** One step of the logical solution, as the board highlights it. */
export interface BoardLogicStep {
  /** The technique's usual name ("Hidden Pair"). */
  readonly name: string;
  /** Its SE difficulty with one decimal ("3.4"). */
  readonly rating: string;
  /** Its sentence. */
  readonly text: string;
  readonly placements: readonly BoardCandidate[];
  readonly eliminations: readonly BoardCandidate[];
  /** The pattern's cells. */
  readonly cells: readonly number[];
  /** The pattern's candidates. */
  readonly candidates: readonly BoardCandidate[];
  readonly links: readonly BoardLink[];
}

/** A position of the logical solution: 81 values (0 empty) and 81 candidate masks (bit `1 << d`). */
export interface BoardPosition {
  readonly cells: readonly number[];
  readonly cand: readonly number[];
}

/** The whole logical solution of the shown puzzle, for stepping forward and back on the board. */
export interface BoardLogic {
  /** "SE 4.2 · XY-Wing", as the lens says it, or null when there is no rating. */
  readonly rating: string | null;
  /** Why the steps stop short of solving it, or ''. */
  readonly note: string;
  readonly steps: readonly BoardLogicStep[];
  /** `steps.length + 1` positions: before each step, and after the last. */
  readonly positions: readonly BoardPosition[];
  /** The step the board starts at: how many steps Show Hint has applied on these cells. */
  readonly start: number;
}

/** Host settings the board reads. */
export interface BoardSettings {
  /** Default of the "Candidates" toggle (`sudoku.board.showCandidates`) until the user flips it. */
  readonly showCandidates: boolean;
}

/** Messages from the extension host to the board. */
export type ToWebviewMessage =
  | { readonly type: 'puzzle'; readonly puzzle: BoardPuzzle; readonly settings: BoardSettings; readonly logic: BoardLogic | null }
  /** Show Hint moved: show step `at` of the logical solution, highlighted when `highlight`, else the position before it. */
  | { readonly type: 'logicAt'; readonly version: number; readonly at: number; readonly highlight: boolean; readonly message: string }
  /** Nothing to draw: the cursor is not on a puzzle, or the document is gone; `message` says which. */
  | { readonly type: 'empty'; readonly message: string }
  /** The answer to `nextStep`: a step, or null with `note` saying why there is none. */
  | { readonly type: 'step'; readonly version: number; readonly step: BoardStep | null; readonly note: string }
  /** A one-line notice for the user (an action was refused or failed). */
  | { readonly type: 'notice'; readonly message: string };

/** Messages from the board to the extension host. Actions carry the document version they were drawn from. */
export type FromWebviewMessage =
  /** The script is loaded and wants the current puzzle. */
  | { readonly type: 'ready' }
  /** Run `sudoku.solvePuzzle` on the shown puzzle. */
  | { readonly type: 'solve'; readonly version: number }
  /** Find the next logical step of the shown puzzle. */
  | { readonly type: 'nextStep'; readonly version: number }
  /** Write the shown step's digit into the document (one undoable edit). */
  | { readonly type: 'applyStep'; readonly version: number; readonly cell: number; readonly digit: number }
  /** Put the editor's cursor on a cell's character. */
  | { readonly type: 'revealCell'; readonly version: number; readonly cell: number }
  /** Run `sudoku.hint` (the next stage of Show Hint) on the shown puzzle. */
  | { readonly type: 'hint'; readonly version: number }
  /** Run `sudoku.copyLink` on the shown puzzle. */
  | { readonly type: 'copyLink'; readonly version: number };

/** What the board saves with `setState` so the panel comes back after a reload. */
export interface BoardState {
  readonly documentUri: string;
  readonly puzzleIndex: number;
  /** The user's choice of the toggles; absent until they flip one. */
  readonly showCandidates?: boolean;
  readonly showSolution?: boolean;
}

type Json = Record<string, unknown>;

function isRecord(data: unknown): data is Json {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

/** True when the object has exactly these own keys (required ones present, nothing else). */
function hasKeys(data: Json, required: readonly string[], optional: readonly string[] = []): boolean {
  const keys = Object.keys(data);
  return required.every((k) => Object.prototype.hasOwnProperty.call(data, k))
    && keys.every((k) => required.includes(k) || optional.includes(k));
}

function isIntIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

const isVersion = (v: unknown): v is number => isIntIn(v, 0, Number.MAX_SAFE_INTEGER);
const isCell = (v: unknown): v is number => isIntIn(v, 0, 80);
const isDigit = (v: unknown): v is number => isIntIn(v, 1, 9);

/**
 * Checks a message from the webview field by field; returns it typed, or undefined when anything is
 * missing, extra, of the wrong type or out of range.
 */
export function parseFromWebview(data: unknown): FromWebviewMessage | undefined {
  if (!isRecord(data) || typeof data.type !== 'string') return undefined;
  switch (data.type) {
    case 'ready':
      return hasKeys(data, ['type']) ? { type: 'ready' } : undefined;
    case 'solve':
    case 'nextStep':
    case 'hint':
    case 'copyLink':
      return hasKeys(data, ['type', 'version']) && isVersion(data.version)
        ? { type: data.type, version: data.version }
        : undefined;
    case 'applyStep':
      return hasKeys(data, ['type', 'version', 'cell', 'digit']) && isVersion(data.version) && isCell(data.cell) && isDigit(data.digit)
        ? { type: 'applyStep', version: data.version, cell: data.cell, digit: data.digit }
        : undefined;
    case 'revealCell':
      return hasKeys(data, ['type', 'version', 'cell']) && isVersion(data.version) && isCell(data.cell)
        ? { type: 'revealCell', version: data.version, cell: data.cell }
        : undefined;
    default:
      return undefined;
  }
}

/** Longest document URI accepted from saved state. */
const MAX_URI_LENGTH = 8192;

/** Checks the state a board saved (handed back on restore); undefined when it is not a valid BoardState. */
export function parseBoardState(data: unknown): BoardState | undefined {
  if (!isRecord(data) || !hasKeys(data, ['documentUri', 'puzzleIndex'], ['showCandidates', 'showSolution'])) return undefined;
  const { documentUri, puzzleIndex, showCandidates, showSolution } = data;
  if (typeof documentUri !== 'string' || documentUri.length === 0 || documentUri.length > MAX_URI_LENGTH) return undefined;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(documentUri)) return undefined;
  if (!isIntIn(puzzleIndex, 0, Number.MAX_SAFE_INTEGER)) return undefined;
  if (showCandidates !== undefined && typeof showCandidates !== 'boolean') return undefined;
  if (showSolution !== undefined && typeof showSolution !== 'boolean') return undefined;
  return {
    documentUri,
    puzzleIndex,
    ...(showCandidates === undefined ? {} : { showCandidates }),
    ...(showSolution === undefined ? {} : { showSolution }),
  };
}
