// Writes any grid of cells in the layout of a puzzle already in a text: the same separators, spacing and empty
// mark, with every cell character replaced. New puzzles are written this way, in a document's own layout or in
// one of the standard layouts below.

import type { Grid } from '../core/types';
import { scan } from './scan';
import type { ScannedPuzzle } from './types';
import { replaceWithin } from './write';

/** The standard layouts a new puzzle can be written in, each as an empty puzzle the scanner reads. */
export const LAYOUTS = {
  line: '.'.repeat(81),
  grid: [
    '. . . | . . . | . . .',
    '. . . | . . . | . . .',
    '. . . | . . . | . . .',
    '------+-------+------',
    '. . . | . . . | . . .',
    '. . . | . . . | . . .',
    '. . . | . . . | . . .',
    '------+-------+------',
    '. . . | . . . | . . .',
    '. . . | . . . | . . .',
    '. . . | . . . | . . .',
  ].join('\n'),
  leetcode: `[${Array.from({ length: 9 }, () => `[${Array.from({ length: 9 }, () => '"."').join(',')}]`).join(',')}]`,
} as const;

export type LayoutName = keyof typeof LAYOUTS;

/** `puzzle`'s own text with each of its 81 cell characters showing `cells` instead (its empty mark for 0). */
export function renderInLayout(text: string, puzzle: ScannedPuzzle, cells: Grid): string {
  if (cells.length !== 81) throw new RangeError(`a grid has 81 cells, got ${cells.length}`);
  const edits = [];
  for (let i = 0; i < 81; i++) {
    const d = cells[i];
    edits.push({ offset: puzzle.offsets[i], length: 1, text: d === 0 ? puzzle.emptyChar : String.fromCharCode(48 + d) });
  }
  edits.sort((a, b) => a.offset - b.offset);
  return replaceWithin(text, puzzle.start, puzzle.end, edits);
}

const templates = new Map<LayoutName, ScannedPuzzle>();

/** `cells` written in one of the standard layouts. */
export function renderLayout(layout: LayoutName, cells: Grid): string {
  let template = templates.get(layout);
  if (template === undefined) {
    const found = scan(LAYOUTS[layout]).puzzles;
    if (found.length !== 1) throw new Error(`the ${layout} layout must scan as one puzzle`);
    template = found[0];
    templates.set(layout, template);
  }
  return renderInLayout(LAYOUTS[layout], template, cells);
}
