// The board's view model: from a BoardPuzzle and the toggles to what each cell shows, its classes and
// its spoken label; the state line; keyboard moves. Pure (no DOM), so it is tested in Node.

import type { BoardCandidate, BoardConflict, BoardLogic, BoardLogicStep, BoardPosition, BoardPuzzle, BoardStep } from '../shared/protocol';
import { cageCells } from './cages';

/** Where the board stands in the logical solution: the position drawn and the step highlighted on it. */
export interface LogicView {
  readonly position: BoardPosition;
  /** The step highlighted (pattern cells, its candidates, what it removes and places), or null. */
  readonly step: BoardLogicStep | null;
  /** The step just before the position, whose removals are marked as just removed. */
  readonly previous: BoardLogicStep | null;
}

/** The toggles and the step the user asked for. */
export interface ViewOptions {
  readonly showCandidates: boolean;
  readonly showSolution: boolean;
  readonly step: BoardStep | null;
  /** The logical solution's position and step; absent when there is none. */
  readonly logic?: LogicView;
}

/** How one small candidate digit is drawn. */
export interface CandidateMark {
  readonly digit: number;
  /** 'on' (still a candidate), 'struck' (removed by an earlier logical step), plus 'removing', 'pattern', 'just-removed'. */
  readonly classes: readonly string[];
}

/** The view of step `at` of a logical solution (clamped to 0..steps.length); `highlight` marks the step itself. */
export function logicView(logic: BoardLogic, at: number, highlight: boolean): LogicView {
  const i = Math.max(0, Math.min(at, logic.steps.length));
  return {
    position: logic.positions[i],
    step: highlight && i < logic.steps.length ? logic.steps[i] : null,
    previous: !highlight && i > 0 ? logic.steps[i - 1] : null,
  };
}

/** "Step 3 of 42: Hidden Pair (3.4)", or where the board stands when no step is highlighted. */
export function logicPositionText(logic: BoardLogic, at: number, highlight: boolean): string {
  const n = logic.steps.length;
  const i = Math.max(0, Math.min(at, n));
  if (n === 0) return logic.note || 'No logical steps.';
  if (highlight && i < n) return `Step ${i + 1} of ${n}: ${logic.steps[i].name} (${logic.steps[i].rating})`;
  if (i === 0) return `Before step 1 of ${n}`;
  return i === n ? `After all ${n} steps${logic.note ? `: ${logic.note}` : ''}` : `After step ${i} of ${n}: ${logic.steps[i - 1].name}`;
}

const has = (list: readonly BoardCandidate[], cell: number, digit: number): boolean => list.some(([c, d]) => c === cell && d === digit);

/** What one cell shows. */
export interface CellView {
  readonly index: number;
  /** The large digit ('' when none). */
  readonly text: string;
  /** Small candidate digits, shown only for empty cells with the toggle on. */
  readonly candidates: readonly number[];
  /** With a logical solution shown: every row/column/box candidate and how it is marked (else empty). */
  readonly marks: readonly CandidateMark[];
  readonly classes: readonly string[];
  /** The cell's `aria-label`, e.g. "Row 3, column 5, given 7" ("Row 1, column 1, cage of 3 summing to 15, empty"). */
  readonly label: string;
  /** A killer cage's sum, on the cage's top-left cell; '' elsewhere. */
  readonly cageSum: string;
}

/** "r3c5" for a cell index (1-based, as players write it). */
export function cellName(cell: number): string {
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
}

/** The digits set in a candidate mask (bit `1 << d`), ascending. */
export function candidateDigits(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

/** Whether a cell lies in a row, column or box (indices 0..8). */
export function inUnit(cell: number, unit: 'row' | 'column' | 'box', index: number): boolean {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  switch (unit) {
    case 'row': return r === index;
    case 'column': return c === index;
    case 'box': return Math.floor(r / 3) * 3 + Math.floor(c / 3) === index;
  }
}

/** For every cell, the cells it conflicts with. */
function conflictPartners(conflicts: readonly BoardConflict[]): Map<number, number[]> {
  const partners = new Map<number, number[]>();
  const add = (from: number, to: number) => {
    const list = partners.get(from) ?? [];
    if (!list.includes(to)) list.push(to);
    partners.set(from, list);
  };
  for (const c of conflicts) {
    add(c.a, c.b);
    add(c.b, c.a);
  }
  for (const list of partners.values()) list.sort((x, y) => x - y);
  return partners;
}

/** The 81 cells as the board draws and announces them. */
export function buildCells(puzzle: BoardPuzzle, options: ViewOptions): CellView[] {
  const partners = conflictPartners(puzzle.conflicts);
  const cages = cageCells(puzzle.cages ?? []);
  const step = options.step;
  const views: CellView[] = [];
  for (let i = 0; i < 81; i++) {
    const row = Math.floor(i / 9);
    const col = i % 9;
    const classes = ['cell'];
    if (col === 2 || col === 5) classes.push('box-right');
    if (row === 2 || row === 5) classes.push('box-bottom');
    const parts = [`Row ${row + 1}`, `column ${col + 1}`];
    const cage = cages[i];
    if (cage.cage >= 0) {
      classes.push('caged', ...cage.edges);
      parts.push(puzzle.cages[cage.cage].label);
    }
    let text = '';
    let candidates: number[] = [];
    let marks: CandidateMark[] = [];
    const digit = puzzle.cells[i];
    const logic = options.logic;
    const ls = logic?.step ?? null;
    if (digit !== 0) {
      text = String(digit);
      if (puzzle.written[i]) {
        classes.push('solved');
        parts.push(`solved ${digit}`);
      } else {
        classes.push('given');
        parts.push(`given ${digit}`);
      }
    } else {
      classes.push('empty');
      parts.push('empty');
      if (step && step.cell === i) {
        text = String(step.digit);
        classes.push('step');
        parts.push(`next step ${step.digit}: ${step.reason}`);
      } else if (ls !== null && ls.placements.some(([c]) => c === i)) {
        const d = ls.placements.find(([c]) => c === i)![1];
        text = String(d);
        classes.push('step', 'logic-step');
        parts.push(`${ls.name} places ${d}`);
      } else if (logic !== undefined && logic.position.cells[i] !== 0) {
        text = String(logic.position.cells[i]);
        classes.push('logic-placed');
        parts.push(`placed by logic ${logic.position.cells[i]}`);
      } else if (options.showSolution && puzzle.solution) {
        text = String(puzzle.solution[i]);
        classes.push('solution');
        parts.push(`solution ${puzzle.solution[i]}`);
      } else if (logic !== undefined && (options.showCandidates || ls !== null)) {
        const mask = logic.position.cand[i];
        candidates = candidateDigits(mask);
        classes.push('candidates');
        const struck: number[] = [];
        const removing: number[] = [];
        marks = candidateDigits(puzzle.candidates[i]).map((d) => {
          const c = [mask & (1 << d) ? 'on' : 'struck'];
          if (!(mask & (1 << d))) struck.push(d);
          if (ls !== null && has(ls.eliminations, i, d)) {
            c.push('removing');
            removing.push(d);
          }
          if (ls !== null && has(ls.candidates, i, d)) c.push('pattern');
          if (logic.previous !== null && has(logic.previous.eliminations, i, d)) c.push('just-removed');
          return { digit: d, classes: c };
        });
        parts.push(candidates.length > 0 ? `candidates ${candidates.join(' ')}` : 'no candidates');
        if (struck.length > 0) parts.push(`ruled out by logic ${struck.join(' ')}`);
        if (removing.length > 0) parts.push(`${ls!.name} removes ${removing.join(' ')}`);
      } else if (options.showCandidates) {
        candidates = candidateDigits(puzzle.candidates[i]);
        classes.push('candidates');
        parts.push(candidates.length > 0 ? `candidates ${candidates.join(' ')}` : 'no candidates');
      }
    }
    if (ls !== null && ls.cells.includes(i)) {
      classes.push('pattern');
      parts.push(`part of the ${ls.name}`);
    }
    if (puzzle.cursorCell === i) {
      classes.push('cursor');
      parts.push("the editor's cursor");
    }
    const twins = partners.get(i);
    if (twins) {
      classes.push('conflict');
      parts.push(`conflicts with ${twins.map(cellName).join(' and ')}`);
    }
    if (step && step.unit !== null && step.unitIndex !== null && step.cell !== i && inUnit(i, step.unit, step.unitIndex)) {
      classes.push('step-unit');
    }
    views.push({ index: i, text, candidates, marks, classes, label: parts.join(', '), cageSum: cage.sum });
  }
  return views;
}

/**
 * The state line: the host sends it word for word as the puzzle's lens says it ("unique solution · 24
 * givens", "1 conflict", "more than one solution"), so the board and the lens never disagree.
 */
export function statusText(puzzle: BoardPuzzle): string {
  return puzzle.state;
}

/** A button's state: disabled with the reason as its tooltip, or enabled with its usual tooltip. */
export interface ButtonView {
  readonly disabled: boolean;
  readonly title: string;
}

/** Solve and Next step: each disabled, with why, when it cannot act on the puzzle. */
export function buttonViews(puzzle: BoardPuzzle): { solve: ButtonView; nextStep: ButtonView } {
  return {
    solve: puzzle.solveBlocked !== null
      ? { disabled: true, title: puzzle.solveBlocked }
      : { disabled: false, title: 'Write the solution into the document (one undoable edit)' },
    nextStep: puzzle.stepBlocked !== null
      ? { disabled: true, title: puzzle.stepBlocked }
      : { disabled: false, title: 'Show the next digit that a single (naked or hidden) determines' },
  };
}

const FORMAT_NAMES: Record<BoardPuzzle['format'], string> = {
  line: '81-cell line',
  grid: '9-row grid',
  leetcode: 'LeetCode array',
  batch: 'batch line',
  'killer-line': 'killer line',
  'killer-grid': 'killer grid',
  sumocue: 'SumoCue killer',
  fpuzzles: 'f-puzzles JSON',
  link: 'puzzle link',
};

/** The heading above the grid: file, which puzzle, where, and how it is written. */
export function headingText(puzzle: BoardPuzzle): string {
  const lines = puzzle.startLine === puzzle.endLine
    ? `line ${puzzle.startLine + 1}`
    : `lines ${puzzle.startLine + 1}–${puzzle.endLine + 1}`;
  return `${puzzle.fileName} · puzzle ${puzzle.puzzleIndex + 1} of ${puzzle.puzzleCount} · ${lines} · ${FORMAT_NAMES[puzzle.format]}`;
}

/**
 * Where focus goes from `cell` on a key: arrows move one cell and stop at the edges; Home and End go to
 * the ends of the row, or of the grid with Ctrl. Undefined for keys that do not move.
 */
export function moveFocus(cell: number, key: string, ctrlKey = false): number | undefined {
  const row = Math.floor(cell / 9);
  const col = cell % 9;
  switch (key) {
    case 'ArrowUp': return row > 0 ? cell - 9 : cell;
    case 'ArrowDown': return row < 8 ? cell + 9 : cell;
    case 'ArrowLeft': return col > 0 ? cell - 1 : cell;
    case 'ArrowRight': return col < 8 ? cell + 1 : cell;
    case 'Home': return ctrlKey ? 0 : row * 9;
    case 'End': return ctrlKey ? 80 : row * 9 + 8;
    default: return undefined;
  }
}
