// The board's browser script: draws the puzzle the extension posts, handles the buttons, toggles and
// keyboard, and posts typed requests back. Runs in the webview; never imports `vscode`.

import { parseBoardState, type BoardCandidate, type BoardLogic, type BoardPuzzle, type BoardState, type BoardStep, type FromWebviewMessage, type ToWebviewMessage } from '../shared/protocol';
import { buildCells, buttonViews, headingText, logicPositionText, logicView, moveFocus, statusText } from './model';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();

function post(message: FromWebviewMessage): void {
  vscode.postMessage(message);
}

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`board: element #${id} is missing`);
  return el as T;
}

const heading = byId<HTMLHeadingElement>('heading');
const status = byId<HTMLParagraphElement>('status');
const area = byId<HTMLElement>('board-area');
const grid = byId<HTMLDivElement>('board');
const emptyNote = byId<HTMLParagraphElement>('empty');
const stepLine = byId<HTMLParagraphElement>('step');
const notice = byId<HTMLParagraphElement>('notice');
const solveButton = byId<HTMLButtonElement>('solve');
const nextButton = byId<HTMLButtonElement>('next-step');
const applyButton = byId<HTMLButtonElement>('apply-step');
const copyLinkButton = byId<HTMLButtonElement>('copy-link');
const candidatesToggle = byId<HTMLInputElement>('show-candidates');
const solutionToggle = byId<HTMLInputElement>('show-solution');
const hintButton = byId<HTMLButtonElement>('hint');
const backButton = byId<HTMLButtonElement>('step-back');
const forwardButton = byId<HTMLButtonElement>('step-forward');
const logicPos = byId<HTMLSpanElement>('logic-pos');
const logicText = byId<HTMLParagraphElement>('logic-text');
const links = document.getElementById('links') as unknown as SVGSVGElement;
const SVG = 'http://www.w3.org/2000/svg';

const saved: Partial<BoardState> = parseBoardState(vscode.getState()) ?? {};
let puzzle: BoardPuzzle | undefined;
let step: BoardStep | null = null;
/** Why there is no step, after the user asked for one. */
let stepNote = '';
/** The user's toggles; undefined follows the setting the host sends. */
let showCandidates: boolean | undefined = saved.showCandidates;
let showSolution = saved.showSolution ?? false;
let settingCandidates = false;
let focused = 0;
/** The logical solution of the shown puzzle, where the board stands in it, and whether that step is highlighted. */
let logic: BoardLogic | null = null;
let logicAt = 0;
let logicHighlight = false;
/** The words of the last hint, shown until the user steps. */
let hintWords = '';
/** After "Fill in", ask for the following step once the redrawn puzzle arrives. */
let continueStepping = false;

const cells: HTMLDivElement[] = [];
for (let r = 0; r < 9; r++) {
  const row = document.createElement('div');
  row.setAttribute('role', 'row');
  row.className = 'row';
  for (let c = 0; c < 9; c++) {
    const i = r * 9 + c;
    const cell = document.createElement('div');
    cell.setAttribute('role', 'gridcell');
    cell.dataset.cell = String(i);
    cell.tabIndex = i === 0 ? 0 : -1;
    row.appendChild(cell);
    cells.push(cell);
  }
  grid.appendChild(row);
}

function saveState(documentUri: string, puzzleIndex: number): void {
  const state: BoardState = {
    documentUri,
    puzzleIndex,
    ...(showCandidates === undefined ? {} : { showCandidates }),
    showSolution,
  };
  vscode.setState(state);
}

function setText(el: HTMLElement, text: string): void {
  el.textContent = text;
  el.hidden = text === '';
}

function draw(): void {
  if (!puzzle) return;
  const candidatesOn = showCandidates ?? settingCandidates;
  candidatesToggle.checked = candidatesOn;
  solutionToggle.checked = showSolution;
  const lv = logic !== null ? logicView(logic, logicAt, logicHighlight) : undefined;
  const views = buildCells(puzzle, { showCandidates: candidatesOn, showSolution, step, ...(lv === undefined ? {} : { logic: lv }) });
  for (const view of views) {
    const el = cells[view.index];
    el.className = view.classes.join(' ');
    el.setAttribute('aria-label', view.label);
    el.replaceChildren();
    if (view.cageSum !== '') {
      const sum = document.createElement('span');
      sum.className = 'cage-sum';
      sum.textContent = view.cageSum;
      sum.setAttribute('aria-hidden', 'true');
      el.appendChild(sum);
    }
    if (view.text !== '') {
      const digit = document.createElement('span');
      digit.className = 'digit';
      digit.textContent = view.text;
      digit.setAttribute('aria-hidden', 'true');
      el.appendChild(digit);
    } else if (view.marks.length > 0) {
      const box = document.createElement('span');
      box.className = 'cands';
      box.setAttribute('aria-hidden', 'true');
      for (let d = 1; d <= 9; d++) {
        const small = document.createElement('span');
        const mark = view.marks.find((m) => m.digit === d);
        small.textContent = mark ? String(d) : '';
        if (mark) small.className = mark.classes.join(' ');
        small.dataset.digit = String(d);
        box.appendChild(small);
      }
      el.appendChild(box);
    } else if (view.candidates.length > 0) {
      const box = document.createElement('span');
      box.className = 'cands';
      box.setAttribute('aria-hidden', 'true');
      for (let d = 1; d <= 9; d++) {
        const small = document.createElement('span');
        small.textContent = view.candidates.includes(d) ? String(d) : '';
        box.appendChild(small);
      }
      el.appendChild(box);
    }
  }
  drawLogic(lv?.step?.links ?? []);
  setText(stepLine, step ? `Next step: ${step.reason}.` : stepNote);
  const complete = puzzle.cells.every((d) => d !== 0);
  solutionToggle.disabled = complete || puzzle.solution === null;
  const buttons = buttonViews(puzzle);
  solveButton.disabled = buttons.solve.disabled;
  solveButton.title = buttons.solve.title;
  nextButton.disabled = buttons.nextStep.disabled;
  nextButton.title = buttons.nextStep.title;
  applyButton.disabled = step === null;
}

/** The centre of a candidate's small digit inside the board, in the board wrapper's pixels. */
function candidatePoint([cell, digit]: BoardCandidate, origin: DOMRect): { x: number; y: number } {
  const small = cells[cell].querySelector(`[data-digit="${digit}"]`);
  if (small) {
    const s = small.getBoundingClientRect();
    return { x: s.left - origin.left + s.width / 2, y: s.top - origin.top + s.height / 2 };
  }
  const r = cells[cell].getBoundingClientRect();
  const col = (digit - 1) % 3;
  const row = Math.floor((digit - 1) / 3);
  return { x: r.left - origin.left + ((col + 0.5) * r.width) / 3, y: r.top - origin.top + ((row + 0.5) * r.height) / 3 };
}

/** Draws the step's links as lines between candidates: solid for strong links, dashed for weak ones. */
function drawLogic(stepLinks: readonly { from: BoardCandidate; to: BoardCandidate; strong: boolean }[]): void {
  links.replaceChildren();
  const step = logic !== null ? logicView(logic, logicAt, logicHighlight).step : null;
  const origin = links.getBoundingClientRect();
  for (const l of stepLinks) {
    const a = candidatePoint(l.from, origin);
    const b = candidatePoint(l.to, origin);
    const line = document.createElementNS(SVG, 'line');
    line.setAttribute('x1', a.x.toFixed(1));
    line.setAttribute('y1', a.y.toFixed(1));
    line.setAttribute('x2', b.x.toFixed(1));
    line.setAttribute('y2', b.y.toFixed(1));
    line.setAttribute('class', l.strong ? 'link strong' : 'link weak');
    links.appendChild(line);
  }
  if (logic === null) {
    setText(logicPos, '');
    setText(logicText, '');
    hintButton.disabled = true;
    backButton.disabled = true;
    forwardButton.disabled = true;
    return;
  }
  const n = logic.steps.length;
  setText(logicPos, `${logic.rating ?? ''}${logic.rating ? ' · ' : ''}${logicPositionText(logic, logicAt, logicHighlight)}`);
  setText(logicText, hintWords !== '' ? `Hint: ${hintWords}` : step !== null ? step.text : '');
  hintButton.disabled = false;
  backButton.disabled = logicAt === 0 && !logicHighlight;
  forwardButton.disabled = logicAt >= n;
}

/** One step forward: highlight the next step, then show the position after it. */
function stepForward(): void {
  if (logic === null) return;
  hintWords = '';
  if (logicHighlight) {
    logicAt = Math.min(logicAt + 1, logic.steps.length);
    logicHighlight = false;
  } else if (logicAt < logic.steps.length) {
    logicHighlight = true;
  }
  if (showCandidates === undefined && !settingCandidates) showCandidates = true;
  draw();
}

/** One step back: the reverse of `stepForward`. */
function stepBack(): void {
  if (logic === null) return;
  hintWords = '';
  if (logicHighlight) logicHighlight = false;
  else if (logicAt > 0) {
    logicAt--;
    logicHighlight = true;
  }
  draw();
}

function showPuzzle(next: BoardPuzzle, settings: { showCandidates: boolean }, nextLogic: BoardLogic | null): void {
  const same = puzzle !== undefined && puzzle.documentUri === next.documentUri && puzzle.puzzleIndex === next.puzzleIndex;
  const newer = !same || puzzle!.version !== next.version;
  if (newer) {
    step = null;
    stepNote = '';
    setText(notice, '');
  }
  puzzle = next;
  settingCandidates = settings.showCandidates;
  const logicChanged = newer || JSON.stringify(logic?.rating) !== JSON.stringify(nextLogic?.rating) || (logic?.start ?? -1) !== (nextLogic?.start ?? -1);
  logic = nextLogic;
  if (logicChanged) {
    logicAt = nextLogic?.start ?? 0;
    logicHighlight = false;
    hintWords = '';
  }
  area.hidden = false;
  setText(emptyNote, '');
  heading.textContent = headingText(next);
  status.textContent = statusText(next);
  grid.setAttribute('aria-label', `Sudoku puzzle ${next.puzzleIndex + 1}, ${statusText(next)}`);
  saveState(next.documentUri, next.puzzleIndex);
  draw();
  if (same && newer && continueStepping) {
    continueStepping = false;
    post({ type: 'nextStep', version: next.version });
  } else if (!same) {
    continueStepping = false;
  }
}

/** Show Hint moved: go to its step, highlighted at stage 2, and say its words. */
function showLogicAt(version: number, at: number, highlight: boolean, message: string): void {
  if (!puzzle || puzzle.version !== version || logic === null) return;
  logicAt = Math.max(0, Math.min(at, logic.steps.length));
  logicHighlight = highlight;
  hintWords = message;
  draw();
}

function showEmpty(message: string): void {
  puzzle = undefined;
  logic = null;
  step = null;
  continueStepping = false;
  area.hidden = true;
  heading.textContent = 'Sudoku board';
  status.textContent = '';
  setText(emptyNote, message);
  setText(notice, '');
}

function showStep(version: number, next: BoardStep | null, note: string): void {
  if (!puzzle || puzzle.version !== version) return;
  step = next;
  stepNote = next ? '' : note;
  if (next) focusCell(next.cell, false);
  draw();
}

function focusCell(index: number, moveDomFocus = true): void {
  cells[focused].tabIndex = -1;
  focused = index;
  cells[focused].tabIndex = 0;
  if (moveDomFocus) cells[focused].focus();
}

window.addEventListener('message', (event: MessageEvent<ToWebviewMessage>) => {
  const message = event.data;
  if (typeof message !== 'object' || message === null) return;
  switch (message.type) {
    case 'puzzle':
      showPuzzle(message.puzzle, message.settings, message.logic);
      break;
    case 'empty':
      showEmpty(message.message);
      break;
    case 'step':
      showStep(message.version, message.step, message.note);
      break;
    case 'notice':
      setText(notice, message.message);
      break;
    case 'logicAt':
      showLogicAt(message.version, message.at, message.highlight, message.message);
      break;
    default:
      break;
  }
});

grid.addEventListener('keydown', (event) => {
  const target = moveFocus(focused, event.key, event.ctrlKey || event.metaKey);
  if (target !== undefined) {
    event.preventDefault();
    focusCell(target);
  } else if (event.key === 'Enter' && puzzle) {
    event.preventDefault();
    post({ type: 'revealCell', version: puzzle.version, cell: focused });
  }
});

grid.addEventListener('focusin', (event) => {
  const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
  if (cell && Number(cell.dataset.cell) !== focused) focusCell(Number(cell.dataset.cell), false);
});

grid.addEventListener('dblclick', (event) => {
  const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
  if (cell && puzzle) post({ type: 'revealCell', version: puzzle.version, cell: Number(cell.dataset.cell) });
});

solveButton.addEventListener('click', () => {
  if (puzzle) post({ type: 'solve', version: puzzle.version });
});

nextButton.addEventListener('click', () => {
  if (puzzle) post({ type: 'nextStep', version: puzzle.version });
});

applyButton.addEventListener('click', () => {
  if (puzzle && step) {
    continueStepping = true;
    post({ type: 'applyStep', version: puzzle.version, cell: step.cell, digit: step.digit });
  }
});

hintButton.addEventListener('click', () => {
  if (puzzle) post({ type: 'hint', version: puzzle.version });
});

forwardButton.addEventListener('click', stepForward);
backButton.addEventListener('click', stepBack);

window.addEventListener('resize', () => draw());

copyLinkButton.addEventListener('click', () => {
  if (puzzle) post({ type: 'copyLink', version: puzzle.version });
});

candidatesToggle.addEventListener('change', () => {
  showCandidates = candidatesToggle.checked;
  if (puzzle) saveState(puzzle.documentUri, puzzle.puzzleIndex);
  draw();
});

solutionToggle.addEventListener('change', () => {
  showSolution = solutionToggle.checked;
  if (puzzle) saveState(puzzle.documentUri, puzzle.puzzleIndex);
  draw();
});

post({ type: 'ready' });
