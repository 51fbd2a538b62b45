// Naked single (2.3): a cell with one candidate left. Cells in reading order.

import { lowBit, makeStep } from '../board';
import type { Technique } from '../types';

export const nakedSingle: Technique = {
  id: 'naked-single',
  floor: 2.3,
  ratings: { 'naked-single': { min: 2.3, max: 2.3 } },
  find(pos) {
    for (let c = 0; c < 81; c++) {
      const m = pos.cand[c];
      if (pos.cells[c] === 0 && m !== 0 && (m & (m - 1)) === 0) {
        const digit = lowBit(m);
        return makeStep({ technique: 'naked-single', difficulty: 2.3, placements: [{ cell: c, digit }], cells: [c], candidates: [{ cell: c, digit }], digits: [digit] });
      }
    }
    return undefined;
  },
};
