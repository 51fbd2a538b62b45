// Writes a solution back into a puzzle's own text: only the characters of empty cells change.

import type { Grid } from '../core/types';
import type { ScannedPuzzle, TextReplacement } from './types';

function digitFor(puzzle: ScannedPuzzle, solution: Grid, cell: number): string {
  const d = solution[cell];
  if (!(d >= 1 && d <= 9)) {
    throw new RangeError(`Solution has no digit for empty cell ${cell} of puzzle ${puzzle.index + 1}`);
  }
  return String.fromCharCode(48 + d);
}

/** One 1-character replacement at `puzzle.offsets[i]` for each empty cell, in text order; nothing else changes. */
export function solutionReplacements(puzzle: ScannedPuzzle, solution: Grid): TextReplacement[] {
  if (solution.length !== 81) throw new RangeError(`Solution has ${solution.length} cells; it needs 81`);
  const out: TextReplacement[] = [];
  for (let i = 0; i < 81; i++) {
    if (puzzle.cells[i] === 0) out.push({ offset: puzzle.offsets[i], length: 1, text: digitFor(puzzle, solution, i) });
  }
  out.sort((a, b) => a.offset - b.offset);
  return out;
}

/** The puzzle's own text (from `start` to `end`) with its empty cells filled: the solved copy in the same layout. */
export function renderSolved(text: string, puzzle: ScannedPuzzle, solution: Grid): string {
  return replaceWithin(text, puzzle.start, puzzle.end, solutionReplacements(puzzle, solution));
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
