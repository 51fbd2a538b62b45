// The board's browser script: draws the puzzle the extension posts, handles the buttons, toggles and
// keyboard, and posts typed requests back. Runs in the webview; never imports `vscode`.

import { parseBoardState, type BoardPuzzle, type BoardState, type BoardStep, type FromWebviewMessage, type ToWebviewMessage } from '../shared/protocol';
import { buildCells, buttonViews, headingText, moveFocus, statusText } from './model';

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
  const views = buildCells(puzzle, { showCandidates: candidatesOn, showSolution, step });
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

function showPuzzle(next: BoardPuzzle, settings: { showCandidates: boolean }): void {
  const same = puzzle !== undefined && puzzle.documentUri === next.documentUri && puzzle.puzzleIndex === next.puzzleIndex;
  const newer = !same || puzzle!.version !== next.version;
  if (newer) {
    step = null;
    stepNote = '';
    setText(notice, '');
  }
  puzzle = next;
  settingCandidates = settings.showCandidates;
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

function showEmpty(message: string): void {
  puzzle = undefined;
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
      showPuzzle(message.puzzle, message.settings);
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
