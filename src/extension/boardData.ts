// What the board host sends, as plain data: a scanned puzzle and its analysis turned into a BoardPuzzle,
// the next step or why there is none, and which digits the board wrote. No vscode, so tested in Node.

import { countGivens, formatRating, nextStep, puzzleCandidates, puzzleNextStep, stepSentence, techniqueName } from '../core/index';
import type { Candidate, RateResult, Step } from '../core/index';
import type { Puzzle } from '../core/rules';
import type { PuzzleStep } from '../core/variants/variant';
import type { Grid, LogicalStep, PuzzleSolveResult } from '../core/types';
import type { BoardCandidate, BoardLogic, BoardLogicStep, BoardPuzzle, BoardStep } from '../shared/protocol';
import { cageSpoken, cannotSolve, COPY_LINK_TITLE, ratingLabel, STATE_WORDS } from '../text/describe';
import { positionsOf } from '../text/explain';
import type { ScannedPuzzle } from '../text/types';

/** Where a puzzle sits and what the host knows about its document. */
export interface BoardSource {
  readonly documentUri: string;
  readonly fileName: string;
  readonly version: number;
  readonly puzzleCount: number;
  readonly puzzle: ScannedPuzzle;
  readonly result: PuzzleSolveResult;
  /** The state line, as the lens shows it (`stateLabel`). */
  readonly state: string;
  /** 81 flags of the digits the extension wrote (`WrittenDigits.flags`), if it wrote any. */
  readonly written?: readonly number[];
  /** The cell under the editor's cursor, if the cursor is on one of the puzzle's cells. */
  readonly cursorCell?: number;
}

/**
 * Which cells hold digits written on top of `before`: 81 flags, or undefined when `cells` is not
 * `before` with some empty cells filled (a given changed or was deleted, so the record no longer applies).
 */
export function writtenCells(before: Grid, cells: Grid): number[] | undefined {
  const flags: number[] = new Array<number>(81).fill(0);
  for (let i = 0; i < 81; i++) {
    if (before[i] !== 0) {
      if (cells[i] !== before[i]) return undefined;
    } else if (cells[i] !== 0) {
      flags[i] = 1;
    }
  }
  return flags;
}

/** The message body that draws one puzzle. */
export function boardPuzzle(source: BoardSource): BoardPuzzle {
  const { puzzle, result } = source;
  const cells = Array.from(puzzle.cells);
  const written = source.written !== undefined ? Array.from(source.written) : new Array<number>(81).fill(0);
  const noSolve = cannotSolve(puzzle, result);
  return {
    documentUri: source.documentUri,
    fileName: source.fileName,
    version: source.version,
    puzzleIndex: puzzle.index,
    puzzleCount: source.puzzleCount,
    startLine: puzzle.startLine,
    endLine: puzzle.endLine,
    format: puzzle.format,
    cells,
    written,
    variant: puzzle.rules.variant,
    cages: puzzle.rules.variant === 'killer' ? puzzle.rules.cages.map((c) => ({ cells: Array.from(c.cells), sum: c.sum, label: cageSpoken(c.cells.length, c.sum) })) : [],
    candidates: Array.from(puzzleCandidates(puzzle)),
    conflicts: result.kind === 'invalid' ? result.conflicts.map((c) => ({ a: c.a, b: c.b, digit: c.digit, unit: c.unit, unitIndex: c.unitIndex })) : [],
    outcome: result.kind,
    state: source.state,
    cursorCell: source.cursorCell ?? null,
    solveBlocked: noSolve === undefined ? null : `Cannot solve: ${noSolve}.`,
    stepBlocked: stepBlocked(puzzle.cells, result) ?? null,
    givens: countGivens(puzzle.cells),
    solution: result.kind === 'solved' ? Array.from(result.solution) : null,
  };
}

/** A core step as the board shows it. */
function toBoardStep(step: LogicalStep): BoardStep {
  return {
    cell: step.cell,
    digit: step.digit,
    technique: step.technique,
    unit: step.unit ?? null,
    unitIndex: step.unitIndex ?? null,
    reason: step.reason,
  };
}

/** Why no step can be looked for at all (conflicting givens, no solution, every cell filled), or undefined. */
export function stepBlocked(cells: Grid, result: PuzzleSolveResult): string | undefined {
  switch (result.kind) {
    case 'invalid':
      return `No step: it has ${STATE_WORDS.conflicts}. Fix the marked cells first.`;
    case 'unsolvable':
      return `No step: it has ${STATE_WORDS.unsolvable}, so no digit can be placed with certainty.`;
    default:
      return countGivens(cells) === 81 ? `Nothing left to do: it is ${STATE_WORDS.solved}, every cell is filled.` : undefined;
  }
}

/** Whether a step of any variant places a digit (a single always does; a cage step may only remove candidates). */
function placesDigit(step: PuzzleStep): step is PuzzleStep & { readonly cell: number; readonly digit: number } {
  return typeof step.cell === 'number' && typeof step.digit === 'number';
}

/**
 * The next step of a killer (`puzzleNextStep`: a single, or a cage step: a cage with one combination left, the rule
 * of 45) that places a digit; a step that only removes candidates is said in the note, with no digit to fill in.
 */
function killerStepFor(puzzle: Puzzle): { step: BoardStep | null; note: string } {
  const step = puzzleNextStep(puzzle);
  if (step === undefined) {
    return { step: null, note: 'No step found: no single, no cage with one combination left and no rule of 45 places a digit here.' };
  }
  if (!placesDigit(step)) return { step: null, note: `Next step: ${step.reason}.` };
  const unit = 'unit' in step && step.unit !== undefined ? step.unit : null;
  const unitIndex = 'unitIndex' in step && step.unitIndex !== undefined ? step.unitIndex : null;
  return { step: { cell: step.cell, digit: step.digit, technique: step.technique, unit, unitIndex, reason: step.reason }, note: '' };
}

/**
 * The next step of a puzzle (a single; for a killer, its cage steps too), or null with a sentence saying why the
 * board shows none. `source` is the puzzle, or only its cells for a classic one.
 */
export function stepFor(source: Grid | Puzzle, result: PuzzleSolveResult): { step: BoardStep | null; note: string } {
  const cells = source instanceof Uint8Array ? source : source.cells;
  const blocked = stepBlocked(cells, result);
  if (blocked !== undefined) return { step: null, note: blocked };
  if (!(source instanceof Uint8Array) && source.rules.variant !== 'classic') return killerStepFor(source);
  const step = nextStep(cells);
  if (step === undefined) {
    return {
      step: null,
      note: 'No single here: every empty cell has two or more candidates and every digit two or more places in each row, column and box.',
    };
  }
  return { step: toBoardStep(step), note: '' };
}

/** Most links drawn for one step (forcing chains can have hundreds). */
export const MAX_DRAWN_LINKS = 80;

const pair = (c: Candidate): BoardCandidate => [c.cell, c.digit];

/** A core step as the board highlights it. */
export function toBoardLogicStep(step: Step): BoardLogicStep {
  return {
    name: techniqueName(step),
    rating: formatRating(step.difficulty),
    text: stepSentence(step),
    placements: step.placements.map(pair),
    eliminations: step.eliminations.map(pair),
    cells: [...step.cells],
    candidates: step.candidates.map(pair),
    links: step.links.slice(0, MAX_DRAWN_LINKS).map((l) => ({ from: pair(l.from), to: pair(l.to), strong: l.strong })),
  };
}

/**
 * The board's logical solution of a puzzle from its rating run: every step, the position before each and
 * after the last, and where to start (`start`, clamped). Null when there is no run to show (no unique
 * solution, or conflicting givens).
 */
export function boardLogic(givens: Grid, result: RateResult | undefined, start: number): BoardLogic | null {
  if (result === undefined || result.kind === 'invalid') return null;
  const steps = result.steps;
  const note = result.kind === 'stopped'
    ? `The logical solution stopped at its limit after ${steps.length} steps.`
    : result.solved ? '' : `No technique applies after ${steps.length} steps.`;
  return {
    rating: ratingLabel(result, false) ?? null,
    note,
    steps: steps.map(toBoardLogicStep),
    positions: positionsOf(givens, steps),
    start: Math.max(0, Math.min(start, steps.length)),
  };
}

/** The last segment of a (decoded) URI path, for headings ("puzzles.sudoku"); "Untitled" when empty. */
export function fileNameOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name === '' ? 'Untitled' : name;
}

/** A fresh random script nonce (128 bits, hex), from the Web Crypto API present in Node and browsers. */
export function makeNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Where the board's page loads its assets from, and the nonce of this render. */
export interface BoardPage {
  /** `webview.cspSource`. */
  readonly cspSource: string;
  readonly scriptUri: string;
  readonly styleUri: string;
  readonly nonce: string;
}

/**
 * The board's static page: a strict CSP (nothing but our stylesheet, our nonce'd script and our images),
 * the empty shell the script fills, and no puzzle data at all (that arrives by postMessage).
 */
export function boardHtml(page: BoardPage): string {
  const csp = [
    "default-src 'none'",
    `style-src ${page.cspSource}`,
    `script-src 'nonce-${page.nonce}'`,
    `img-src ${page.cspSource}`,
  ].join('; ');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${escapeAttribute(page.styleUri)}">
<title>Sudoku Board</title>
</head>
<body>
<main>
  <header>
    <h1 id="heading">Sudoku board</h1>
    <p id="status" role="status"></p>
  </header>
  <p id="empty" class="message">Loading the puzzle…</p>
  <section id="board-area" aria-labelledby="heading" hidden>
    <div id="board-wrap" class="board-wrap">
      <div id="board" role="grid" aria-readonly="true" aria-describedby="status keys"></div>
      <svg id="links" class="links" aria-hidden="true" focusable="false"></svg>
    </div>
    <div class="toolbar">
      <button id="solve" type="button">Solve into document</button>
      <button id="next-step" type="button" class="secondary">Next step</button>
      <button id="apply-step" type="button" class="secondary" disabled>Fill in this digit</button>
      <button id="copy-link" type="button" class="secondary" title="Put a SudokuPad link for this puzzle on the clipboard">${COPY_LINK_TITLE}</button>
    </div>
    <div class="toggles">
      <label><input id="show-candidates" type="checkbox"> Candidates</label>
      <label><input id="show-solution" type="checkbox"> Solution</label>
    </div>
    <p id="step" class="step-text" aria-live="polite" hidden></p>
    <div class="toolbar logic" role="group" aria-label="Logical solution">
      <button id="hint" type="button" title="Show Hint: where to look, then its cells, then apply it (Sudoku: Show Hint)">Hint</button>
      <button id="step-back" type="button" class="secondary" aria-label="Previous logical step" title="Previous logical step">◀ Back</button>
      <button id="step-forward" type="button" class="secondary" aria-label="Next logical step" title="Next logical step">Forward ▶</button>
      <span id="logic-pos" class="logic-pos" aria-live="polite"></span>
    </div>
    <p id="logic-text" class="step-text" aria-live="polite" hidden></p>
    <p id="keys" class="keys">Arrow keys move between cells, Home and End to the ends of a row; Enter or a double click puts the editor's cursor on the cell. Back and Forward walk through the logical solution: struck candidates are ruled out by earlier steps, red ones are removed by the step shown.</p>
  </section>
  <p id="notice" class="notice" role="alert" hidden></p>
</main>
<script nonce="${escapeAttribute(page.nonce)}" src="${escapeAttribute(page.scriptUri)}"></script>
</body>
</html>
`;
}
