// Where a new puzzle goes in a document and the text inserted, as plain data: at the cursor's line (after the
// puzzle the cursor is in, never inside one), in the layout of the nearest classic puzzle written digit per
// character, with the document's own line breaks, and set off from neighbouring text by blank lines.

import type { Grid } from '../core/types';
import { DEFAULT_ATTEMPTS, KILLER_LEVELS, LEVELS, generateKiller, generatePuzzle, type LevelName } from '../core/generate/index';
import { killerLineFields, lineBreakOf } from './write';
import { renderInLayout, renderLayout } from './layout';
import type { ScannedPuzzle, TextReplacement } from './types';

/** The layout of a new puzzle where no puzzle nearby gives one: a grid, which people read and solve. */
export const NEW_PUZZLE_LAYOUT = 'grid';

/** The quick pick's rows: each level with its band of the SE scale. */
export function levelChoices(): { readonly level: LevelName; readonly label: string; readonly description: string }[] {
  return (Object.keys(LEVELS) as LevelName[]).map((level) => ({
    level,
    label: level[0].toUpperCase() + level.slice(1),
    description: `SE ${LEVELS[level].min.toFixed(1)}–${LEVELS[level].max.toFixed(1)}`,
  }));
}

/** True when a puzzle's text has a character per cell that a new puzzle's digits can replace. */
function canLendLayout(p: ScannedPuzzle): boolean {
  return p.rules.variant === 'classic' && p.writeBack === 'in-place' && (p.format === 'line' || p.format === 'grid' || p.format === 'leetcode');
}

/** The classic puzzle whose lines are nearest `line` (the one holding it; on a tie, the one above). */
export function nearestLayoutPuzzle(puzzles: readonly ScannedPuzzle[], line: number): ScannedPuzzle | undefined {
  let best: ScannedPuzzle | undefined;
  let bestDistance = Infinity;
  for (const p of puzzles) {
    if (!canLendLayout(p)) continue;
    const d = line < p.startLine ? p.startLine - line : line > p.endLine ? line - p.endLine : 0;
    if (d < bestDistance) {
      best = p;
      bestDistance = d;
    }
  }
  return best;
}

interface Line {
  readonly start: number;
  /** Before the line break. */
  readonly end: number;
  /** After the line break (the text's length on the last line). */
  readonly next: number;
}

function lineAt(text: string, offset: number): Line {
  // At offset 0 the line starts at 0: lastIndexOf('\n', -1) would find a break at offset 0 and put line 0 after it.
  // (Lines here are LF or CRLF, as in an editor's document.)
  const start = offset <= 0 ? 0 : text.lastIndexOf('\n', offset - 1) + 1;
  let nl = text.indexOf('\n', offset);
  if (nl < 0) nl = text.length;
  const end = nl > start && text[nl - 1] === '\r' ? nl - 1 : nl;
  return { start, end, next: Math.min(text.length, nl + 1) };
}

function lineNumberAt(text: string, offset: number): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** The new puzzle's text in the layout of `model` (its indentation and line breaks too), or the default one. */
export function newPuzzleText(text: string, model: ScannedPuzzle | undefined, cells: Grid, eol: string): string {
  if (model === undefined) return renderLayout(NEW_PUZZLE_LAYOUT, cells).replace(/\n/g, eol);
  const first = lineAt(text, model.start);
  const indent = text.slice(first.start, model.start);
  return (/^[ \t]*$/.test(indent) ? indent : '') + renderInLayout(text, model, cells);
}

/** What New Puzzle writes: a classic puzzle's cells (written in a layout), or a killer line as it is. */
export type NewPuzzle = { readonly cells: Grid } | { readonly line: string };

/** The plan: one insertion, and where the new puzzle's own text lies in the document after it. */
export interface NewPuzzlePlan {
  readonly replacement: TextReplacement;
  /** Offsets of the new puzzle's text (its indentation included) in the text after the edit. */
  readonly start: number;
  readonly end: number;
  /** The puzzle whose layout was copied, or undefined for the default grid. */
  readonly model: ScannedPuzzle | undefined;
}

/**
 * Where a new puzzle goes for a cursor at `cursor`, and the text inserted. The puzzle goes on its own lines: after
 * the puzzle that holds the cursor, after the cursor's line when it has text, or on the cursor's line when it is
 * blank. It is separated from text above and below by a blank line; a one-line puzzle next to another classic puzzle
 * line (a list of puzzles, one a line) joins the list without one.
 */
export function planNewPuzzle(text: string, puzzles: readonly ScannedPuzzle[], cursor: number, puzzle: NewPuzzle): NewPuzzlePlan {
  const eol = lineBreakOf(text);
  const cursorLine = lineNumberAt(text, cursor);
  // A killer is always a killer line: a classic layout has no place for its cages.
  const model = 'cells' in puzzle ? nearestLayoutPuzzle(puzzles, cursorLine) : undefined;
  const body = 'cells' in puzzle ? newPuzzleText(text, model, puzzle.cells, eol) : puzzle.line;
  const oneLine = !body.includes('\n');
  const holding = puzzles.find((p) => cursorLine >= p.startLine && cursorLine <= p.endLine);
  const here = lineAt(text, holding ? holding.end : cursor);
  const blank = (l: Line): boolean => text.slice(l.start, l.end).trim() === '';
  const isListLine = (l: Line): boolean => puzzles.some((p) => p.format === 'line' && p.rules.variant === 'classic' && p.start >= l.start && p.end <= l.end);

  const setOff = (l: Line | undefined): string => (l !== undefined && !blank(l) && !(oneLine && isListLine(l)) ? eol : '');
  if (holding === undefined && blank(here)) {
    // On the blank line itself: its own break (and any spaces) stay below the new puzzle and set it off from
    // what follows; the puzzle ends with a break of its own.
    const above = here.start > 0 ? lineAt(text, here.start - 1) : undefined;
    const sep = setOff(above);
    return finish(here.start, sep + body + eol, sep.length, body, model);
  }
  // After the line (or the puzzle's last line): a break ends that line, and the line's own break follows.
  const below = here.next > here.end && here.next < text.length ? lineAt(text, here.next) : undefined;
  const sepAbove = setOff(here);
  const sepBelow = here.next > here.end ? setOff(below) : '';
  return finish(here.end, eol + sepAbove + body + sepBelow, eol.length + sepAbove.length, body, model);
}

function finish(offset: number, inserted: string, lead: number, body: string, model: ScannedPuzzle | undefined): NewPuzzlePlan {
  return { replacement: { offset, length: 0, text: inserted }, start: offset + lead, end: offset + lead + body.length, model, };
}

/** Classic puzzles (rated on the SE scale) or killers (cages only, their level by search effort). */
export type NewPuzzleVariant = 'classic' | 'killer';

/** The second pick of New Puzzle: classic or killer. */
export function variantChoices(): { readonly variant: NewPuzzleVariant; readonly label: string; readonly description: string }[] {
  return [
    { variant: 'classic', label: 'Classic', description: '81 cells, rated on the SE scale' },
    { variant: 'killer', label: 'Killer', description: 'cages only, rated by search effort (guesses)' },
  ];
}

/** What a sliced generation ended with. */
export type SlicedResult =
  | { readonly kind: 'generated'; readonly puzzle: NewPuzzle; readonly rating: number | undefined; readonly attempts: number }
  | { readonly kind: 'cancelled' | 'exhausted'; readonly attempts: number };

/** How `generateInSlices` runs. */
export interface SliceOptions {
  /** Attempts before giving up (the generator's default, 5,000). */
  readonly maxAttempts?: number;
  /** Checked before each attempt; true stops the run. */
  readonly cancelled: () => boolean;
  /** Called between attempts so the host can breathe (the event loop, a progress line). */
  readonly pause: (attempts: number) => Promise<void>;
}

/**
 * One puzzle of `level`, one attempt per call of the generator with a pause between calls, so a long search
 * (the extreme band takes hundreds of milliseconds, sometimes seconds) never blocks the host and stops at once
 * when cancelled. Attempt `n` is puzzle `n` of the request seeded with `seed`: the same seed gives the same puzzle.
 */
export async function generateInSlices(seed: number, level: LevelName, options: SliceOptions, variant: NewPuzzleVariant = 'classic'): Promise<SlicedResult> {
  const max = options.maxAttempts ?? DEFAULT_ATTEMPTS;
  for (let n = 0; n < max; n++) {
    if (options.cancelled()) return { kind: 'cancelled', attempts: n };
    if (n > 0) await options.pause(n);
    if (options.cancelled()) return { kind: 'cancelled', attempts: n };
    if (variant === 'killer') {
      const k = generateKiller(seed, n, { effort: KILLER_LEVELS[level], maxAttempts: 1 });
      const line = k.kind === 'generated' ? killerLineFields('.'.repeat(81), { variant: 'killer', cages: k.cages }) : undefined;
      if (line !== undefined) return { kind: 'generated', puzzle: { line }, rating: undefined, attempts: n + 1 };
      continue;
    }
    const r = generatePuzzle(seed, n, { rating: LEVELS[level], maxAttempts: 1 });
    if (r.kind === 'generated') return { kind: 'generated', puzzle: { cells: r.puzzle }, rating: r.rating, attempts: n + 1 };
  }
  return { kind: 'exhausted', attempts: max };
}

