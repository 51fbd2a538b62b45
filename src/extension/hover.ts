// Hover on a cell of a puzzle: its position (r3c5), its box, and its candidates or its given.

import vscode = require('vscode');
import { cageAt, candidates, puzzleCandidates } from '../core/index';
import { cellHover, stateLabel, stateWithRating } from '../text/describe';
import { logicalCandidates } from '../text/explain';
import type { Config } from './config';
import { toRange } from './convert';
import { isPuzzleDocument } from './documents';
import type { PuzzleModel } from './model';

/** Hovers over the one character that shows a cell. */
export class CellHoverProvider implements vscode.HoverProvider {
  constructor(private readonly model: PuzzleModel, private readonly config: Config) {}

  provideHover(document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
    const settings = this.config.current;
    if (!settings.hover || !isPuzzleDocument(document, settings)) return undefined;
    const offset = document.offsetAt(position);
    const puzzle = this.model.puzzleAtOffset(document, offset);
    if (puzzle === undefined) return undefined;
    // A killer's cell is shown by its digit and, in the formats with letters, by its cage letter: both hover.
    let cell = puzzle.writeBack === 'in-place' ? puzzle.offsets.indexOf(offset) : -1;
    if (cell < 0 && puzzle.cageSource !== undefined) cell = puzzle.cageSource.cellOffsets.indexOf(offset);
    if (cell < 0) return undefined;
    const killer = puzzle.rules.variant === 'killer';
    const masks = puzzle.cells[cell] === 0 ? (killer ? puzzleCandidates(puzzle) : candidates(puzzle.cells)) : undefined;
    const cage = killer ? cageAt(puzzle, cell) : undefined;
    let state = stateLabel(puzzle, this.model.facts(puzzle), this.model.isPending(document, puzzle));
    let logical: Uint16Array | undefined;
    if (!killer && this.model.wantsRating(puzzle)) {
      // Never rated here (a rating can take a few hundred milliseconds on the extension host's thread): the hover says
      // what the lens says, the rating once the background has it, "rating…" while it will, and asks for it otherwise.
      const rating = this.model.ratingOf(puzzle);
      if (rating === undefined) this.model.rateSoon(document, puzzle);
      state = stateWithRating(state, this.model.ratingWords(document, puzzle));
      if (masks !== undefined && rating !== undefined && rating.kind !== 'invalid') logical = logicalCandidates(puzzle.cells, rating.steps);
    }
    return new vscode.Hover(new vscode.MarkdownString(cellHover(puzzle, cell, masks, state, logical, cage)), toRange(document, offset, 1));
  }
}
