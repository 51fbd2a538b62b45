// Full house (1.0) and hidden singles (box 1.2, row or column 1.5). SE looks for full houses first (boxes,
// columns, rows), then hidden singles in the same unit order; digits 1..9 inside each unit.

import { BOXES_COLS_ROWS, bitCount, cellAt, lowBit, makeStep, placesFor } from '../board';
import type { Step, Technique } from '../types';

const table = new Uint16Array(270);
const ALL_UNITS = (1 << 27) - 1;

/** `units`: bit u set for the units to look in (those that changed since nothing was found; all at first). */
function scan(alone: boolean, places: Uint16Array, units: number): Step | undefined {
  for (const u of BOXES_COLS_ROWS) {
    if (!(units & (1 << u))) continue;
    const isAlone = bitCount(places[u * 10]) === 1;
    if (isAlone !== alone) continue;
    for (let d = 1; d <= 9; d++) {
      const m = places[u * 10 + d];
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
  floor: 1.0,
  ratings: { 'full-house': { min: 1.0, max: 1.0 }, 'hidden-single': { min: 1.2, max: 1.5 } },
  find: (pos, ctx) => {
    const places = placesFor(pos, ctx, table);
    const units = ctx.changes?.units ?? ALL_UNITS;
    return scan(true, places, units) ?? scan(false, places, units);
  },
};
