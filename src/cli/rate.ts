// `sudoku rate`: one line per rated puzzle, in input order, LINE<TAB>RATING<TAB>TECHNIQUE (FILE<TAB> first when
// several files are given). The reading, checking, threads and messages are shared with explain (ratesession.ts).

import type { PuzzleRating } from './rating';

/** The line for one rated puzzle: `12\t4.2\tXY-Wing\n`; `file` is set when several files are read. */
export function rateLine(line: number, r: PuzzleRating, file: string | undefined): string {
  return `${file === undefined ? '' : `${file}\t`}${line}\t${r.rating}\t${r.technique}\n`;
}
