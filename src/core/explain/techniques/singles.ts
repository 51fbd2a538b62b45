// Full house (1.0) and hidden singles (box 1.2, row or column 1.5). SE looks for full houses first (boxes,
// columns, rows), then hidden singles in the same unit order; digits 1..9 inside each unit.

import { BOXES_COLS_ROWS, cellAt, emptyCount, lowBit, makeStep, placesOf } from '../board';
import type { Position, Step, Technique } from '../types';

function scan(pos: Position, alone: boolean): Step | undefined {
  for (const u of BOXES_COLS_ROWS) {
    const isAlone = emptyCount(pos, u) === 1;
    if (isAlone !== alone) continue;
    for (let d = 1; d <= 9; d++) {
      const m = placesOf(pos, u, d);
      if (m === 0 || (m & (m - 1)) !== 0) continue;
      const cell = cellAt(u, lowBit(m));
      return makeStep({
        technique: alone ? 'full-house' : 'hidden-single',
        difficulty: alone ? 1.0 : u >= 18 ? 1.2 : 1.5,
        placements: [{ cell, digit: d }],
        cells: [cell],
        candidates: [{ cell, digit: d }],
        units: [u],
        digits: [d],
      });
    }
  }
  return undefined;
}

export const singles: Technique = {
  id: 'singles',
  find: (pos) => scan(pos, true) ?? scan(pos, false),
};
