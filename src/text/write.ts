// Writes a solution back into a puzzle's own text: only the characters of empty cells change. A puzzle whose format
// has no place for digits (`writeBack: 'insert-line'`) gets its solved line inserted below it instead.

import type { Rules } from '../core/rules';
import type { Grid } from '../core/types';
import { CAGE_NAMES } from './formats/cages';
import { lineEndAt } from './lines';
import type { ScannedPuzzle, TextReplacement } from './types';

function digitFor(puzzle: ScannedPuzzle, solution: Grid, cell: number): string {
  const d = solution[cell];
  if (!(d >= 1 && d <= 9)) {
    throw new RangeError(`Solution has no digit for empty cell ${cell} of puzzle ${puzzle.index + 1}`);
  }
  return String.fromCharCode(48 + d);
}

function checkLength(solution: Grid): void {
  if (solution.length !== 81) throw new RangeError(`Solution has ${solution.length} cells; it needs 81`);
}

/**
 * One 1-character replacement at `puzzle.offsets[i]` for each empty cell, in text order; nothing else changes.
 * Only for `in-place` puzzles: an `insert-line` puzzle has no characters for its cells (use `answerReplacements`).
 */
export function solutionReplacements(puzzle: ScannedPuzzle, solution: Grid): TextReplacement[] {
  checkLength(solution);
  if (puzzle.writeBack !== 'in-place') {
    throw new RangeError(`Puzzle ${puzzle.index + 1} (${puzzle.format}) has no place for digits; its answer is inserted as a line below it`);
  }
  const out: TextReplacement[] = [];
  for (let i = 0; i < 81; i++) {
    if (puzzle.cells[i] === 0) out.push({ offset: puzzle.offsets[i], length: 1, text: digitFor(puzzle, solution, i) });
  }
  out.sort((a, b) => a.offset - b.offset);
  return out;
}

/**
 * The solved puzzle as one line: for a killer whose cages cover the grid (62 cages at most), a killer line
 * (`<81 digits> <81 cage letters> <sums>`); otherwise 81 digits.
 */
export function solvedLine(puzzle: ScannedPuzzle, solution: Grid): string {
  checkLength(solution);
  let digits = '';
  for (let i = 0; i < 81; i++) digits += puzzle.cells[i] !== 0 ? String(puzzle.cells[i]) : digitFor(puzzle, solution, i);
  return killerLineFields(digits, puzzle.rules) ?? digits;
}

/**
 * A killer line (`<cells> <81 cage letters> <sums>`) with `cells` as its first field, or undefined when the rules
 * are not a killer whose cages cover the grid with at most 62 cages (one letter each).
 */
export function killerLineFields(cells: string, rules: Rules): string | undefined {
  if (rules.variant !== 'killer' || rules.cages.length > CAGE_NAMES.length) return undefined;
  const names: string[] = new Array<string>(81).fill('');
  rules.cages.forEach((cage, k) => {
    for (const c of cage.cells) names[c] = CAGE_NAMES[k];
  });
  if (names.some((n) => n === '')) return undefined;
  return `${cells} ${names.join('')} ${rules.cages.map((c) => c.sum).join(',')}`;
}

/**
 * The puzzle's own text (from `start` to `end`) with its empty cells filled: the solved copy in the same layout.
 * For an `insert-line` puzzle, its solved line.
 */
export function renderSolved(text: string, puzzle: ScannedPuzzle, solution: Grid): string {
  if (puzzle.writeBack === 'insert-line') return solvedLine(puzzle, solution);
  return replaceWithin(text, puzzle.start, puzzle.end, solutionReplacements(puzzle, solution));
}

/** The first line break of `text` from `from` on (`\n`, `\r\n` or a lone `\r`), or undefined when it has none. */
export function firstLineBreak(text: string, from = 0): '\n' | '\r\n' | '\r' | undefined {
  const n = text.indexOf('\n', from);
  const r = text.indexOf('\r', from);
  if (r >= 0 && (n < 0 || r < n - 1)) return '\r';
  if (r >= 0 && r === n - 1) return '\r\n';
  return n >= 0 ? '\n' : undefined;
}

/** The line break a text uses: its first one, or `\n` when it has none. */
export function lineBreakOf(text: string): '\n' | '\r\n' | '\r' {
  return firstLineBreak(text) ?? '\n';
}

/** The line break at `at` (a line's end), or undefined at the end of the text. */
function breakAt(text: string, at: number): string | undefined {
  const c = text.charCodeAt(at);
  if (c === 10) return '\n';
  if (c === 13) return text.charCodeAt(at + 1) === 10 ? '\r\n' : '\r';
  return undefined;
}

/**
 * The edits that write a solution into the text, as the puzzle's `writeBack` says: its empty cells' characters
 * (`in-place`), or its solved line inserted after the line the puzzle ends on (`insert-line`), with that line's own
 * break; on a last line with none, with `textBreak`, the text's line break (a caller that holds only part of the
 * text, such as the CLI's segments, passes the whole text's).
 */
export function answerReplacements(text: string, puzzle: ScannedPuzzle, solution: Grid, textBreak = lineBreakOf(text)): TextReplacement[] {
  if (puzzle.writeBack === 'in-place') return solutionReplacements(puzzle, solution);
  const at = lineEndAt(text, Math.max(puzzle.start, puzzle.end - 1));
  return [{ offset: at, length: 0, text: (breakAt(text, at) ?? textBreak) + solvedLine(puzzle, solution) }];
}

/** Applies non-overlapping replacements (offsets into `text`) and returns the new text. */
export function applyReplacements(text: string, edits: readonly TextReplacement[]): string {
  return replaceWithin(text, 0, text.length, [...edits].sort((a, b) => a.offset - b.offset));
}

/** The text from `from` to `to` with `sorted` (non-overlapping, in text order, all inside that range) applied. */
export function replaceWithin(text: string, from: number, to: number, sorted: readonly TextReplacement[]): string {
  let out = '';
  let at = from;
  for (const e of sorted) {
    if (e.offset < at) throw new RangeError(`Replacements overlap or are out of order at offset ${e.offset}`);
    out += text.slice(at, e.offset) + e.text;
    at = e.offset + e.length;
  }
  return out + text.slice(at, to);
}
