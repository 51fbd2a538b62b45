// `sudoku rate`: one line per rated puzzle, in input order, LINE<TAB>RATING<TAB>TECHNIQUE (FILE<TAB> first when
// several files are given). The reading, checking, threads and messages are shared with explain (ratesession.ts).

import type { PuzzleRating } from './rating';

/** The TECHNIQUE of a board that needed no step (already full, rated 0.0). */
export const NO_TECHNIQUE = '-';

/** The line for one rated puzzle: `12\t4.2\tXY-Wing\n`; `file` is set when several files are read. */
export function rateLine(line: number, r: PuzzleRating, file: string | undefined): string {
  return `${file === undefined ? '' : `${file}\t`}${line}\t${r.rating}\t${r.technique || NO_TECHNIQUE}\n`;
}
