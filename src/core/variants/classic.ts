// Classic rules: rows, columns and boxes. Every function goes straight to the classic engine, so nothing is added to its path.

import { candidates, nextStep } from '../logic';
import { countSolutions, solve } from '../solver';
import type { Variant } from './variant';

export const classic: Variant = {
  name: 'classic',
  solve: (puzzle, options) => solve(puzzle.cells, options),
  count: (puzzle, limit, options) => countSolutions(puzzle.cells, limit, options),
  candidates: (puzzle) => candidates(puzzle.cells),
  problems: () => [],
  nextStep: (puzzle) => nextStep(puzzle.cells),
  cageAt: () => undefined,
};
