// The board's view model: from a BoardPuzzle and the toggles to what each cell shows, its classes and
// its spoken label; the state line; keyboard moves. Pure (no DOM), so it is tested in Node.

import type { BoardConflict, BoardPuzzle, BoardStep } from '../shared/protocol';
import { cageCells } from './cages';

/** The toggles and the step the user asked for. */
export interface ViewOptions {
  readonly showCandidates: boolean;
  readonly showSolution: boolean;
  readonly step: BoardStep | null;
}

/** What one cell shows. */
export interface CellView {
  readonly index: number;
  /** The large digit ('' when none). */
  readonly text: string;
  /** Small candidate digits, shown only for empty cells with the toggle on. */
  readonly candidates: readonly number[];
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
    const digit = puzzle.cells[i];
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
      } else if (options.showSolution && puzzle.solution) {
        text = String(puzzle.solution[i]);
        classes.push('solution');
        parts.push(`solution ${puzzle.solution[i]}`);
      } else if (options.showCandidates) {
        candidates = candidateDigits(puzzle.candidates[i]);
        classes.push('candidates');
        parts.push(candidates.length > 0 ? `candidates ${candidates.join(' ')}` : 'no candidates');
      }
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
    views.push({ index: i, text, candidates, classes, label: parts.join(', '), cageSum: cage.sum });
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
