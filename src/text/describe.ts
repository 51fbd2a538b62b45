// The one vocabulary of the editor: a puzzle's state and its words (the same on the lens, the board, the hover,
// the diagnostics, the commands' summaries and the status bar), a cell's hover, and why an answer cannot be written.

import { BOX_OF, cellName, countGivens } from '../core/grid';
import { cageName, formatRating, techniqueName } from '../core/index';
import type { RateResult } from '../core/index';
import type { PuzzleSolveResult } from '../core/types';
import type { Cage } from '../core/rules';
import type { CageFacts, RuleProblem } from '../core/variants/variant';
import type { PuzzleFacts } from './diagnose';
import type { ScannedPuzzle } from './types';
import type { LevelName } from '../core/generate/index';
import { count, plural } from './words';
import type { NewPuzzleVariant } from './newPuzzle';

export { count, plural } from './words';

/** "puzzle 3 (line 12)": how messages name a puzzle, 1-based. */
export function puzzleName(puzzle: ScannedPuzzle): string {
  return `puzzle ${count(puzzle.index + 1)} (line ${count(puzzle.startLine + 1)})`;
}

/**
 * How many conflicts a puzzle has: distinct pairs of clashing givens (a pair that shares a row and a
 * box counts once). Every view that counts conflicts (lens, board, hover, refusals) counts with this.
 */
export function conflictCount(conflicts: readonly { readonly a: number; readonly b: number }[]): number {
  const pairs = new Set<number>();
  for (const c of conflicts) pairs.add(c.a * 81 + c.b);
  return pairs.size;
}

/** A puzzle's state as every view names it. */
export type PuzzleState = 'conflicts' | 'checking' | 'unchecked' | 'solved' | 'unique' | 'multiple' | 'unsolvable' | 'stopped';

/**
 * The one wording of each state: the lens, the board, the hover, the diagnostics, the summaries of
 * the commands and the status bar all say a state with these words and nothing else.
 */
export const STATE_WORDS: Readonly<Record<PuzzleState, string>> = {
  conflicts: 'conflicting givens',
  checking: 'checking…',
  unchecked: 'not checked',
  solved: 'solved',
  unique: 'unique solution',
  multiple: 'more than one solution',
  unsolvable: 'no solution',
  stopped: 'undecided (the search stopped at its limit)',
};

/** The state of a puzzle from what is known; `pending` says an analysis is queued. A complete valid grid is `solved`. */
export function puzzleState(puzzle: ScannedPuzzle, facts: PuzzleFacts, pending: boolean): PuzzleState {
  if (facts.conflicts.length > 0) return 'conflicts';
  const r = facts.result;
  if (r === undefined || (r.kind === 'stopped' && r.reason === 'aborted')) return pending ? 'checking' : 'unchecked';
  switch (r.kind) {
    case 'solved':
      return puzzle.cells.indexOf(0) < 0 ? 'solved' : 'unique';
    case 'multiple':
      return 'multiple';
    case 'unsolvable':
      return 'unsolvable';
    case 'invalid':
      return 'conflicts';
    case 'stopped':
      return 'stopped';
  }
}

/**
 * The state line of a puzzle, the same on its lens and on the board: "unique solution · 24 givens",
 * "solved", "more than one solution", "no solution", "1 conflict", "checking…", "24 givens · not checked".
 */
export function stateLabel(puzzle: ScannedPuzzle, facts: PuzzleFacts, pending: boolean): string {
  if (puzzle.rules.variant === 'killer') return killerStateLabel(puzzle, facts, pending);
  const givens = countGivens(puzzle.cells);
  const state = puzzleState(puzzle, facts, pending);
  switch (state) {
    case 'conflicts': {
      const list = facts.conflicts.length > 0 ? facts.conflicts : facts.result?.kind === 'invalid' ? facts.result.conflicts : [];
      return plural(conflictCount(list), 'conflict');
    }
    case 'unchecked':
      return `${plural(givens, 'given')} · ${STATE_WORDS.unchecked}`;
    case 'unique':
      return `${STATE_WORDS.unique} · ${plural(givens, 'given')}`;
    default:
      return STATE_WORDS[state];
  }
}

/** The rating's words on the lens and the board: "SE 4.2 · XY-Wing". */
export const RATING_WORDS = {
  pending: 'rating…',
  stopped: 'SE not rated (the rating stopped at its limit)',
  beyond: 'SE beyond the ladder (no technique applies)',
} as const;

/**
 * The rating of a puzzle as the lens and the board say it after its state: "SE 4.2 · XY-Wing", "rating…"
 * while it is worked out, or undefined when there is none to say (not unique, or already solved).
 */
export function ratingLabel(result: RateResult | undefined, pending: boolean): string | undefined {
  if (result === undefined) return pending ? RATING_WORDS.pending : undefined;
  switch (result.kind) {
    case 'rated':
      if (!result.solved) return RATING_WORDS.beyond;
      return result.hardest === undefined ? `SE ${formatRating(result.rating)}` : `SE ${formatRating(result.rating)} · ${techniqueName(result.hardest)}`;
    case 'stopped':
      return RATING_WORDS.stopped;
    case 'invalid':
      return undefined;
  }
}

/** The state line followed by the rating when there is one: "unique solution · 26 givens · SE 4.2 · XY-Wing". */
export function stateWithRating(state: string, rating: string | undefined): string {
  return rating === undefined ? state : `${state} · ${rating}`;
}

/** "More than one solution": a state's words at the start of a sentence. */
export function capitalized(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Why a puzzle is not scanned as you type: its size over the cap (characters or lines). */
export function notScannedText(over: 'characters' | 'lines', chars: number, lines: number, maxChars: number, maxLines: number): string {
  const size = over === 'characters' ? plural(chars, 'character') : plural(lines, 'line');
  return `Not scanned for puzzles: this file has ${size}, and files are scanned as you type only up to ${count(maxChars)} characters and ${count(maxLines)} lines (so that no keystroke waits for the scan).`;
}

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

/**
 * Markdown for hovering a cell: its name and box, the puzzle's state line (`stateLabel`), then its
 * given, or its candidates when empty (`candidateMasks` as from the engine's `candidates`, bit 1<<d per digit).
 */
export function cellHover(puzzle: ScannedPuzzle, cell: number, candidateMasks: Uint16Array | undefined, state?: string, logical?: Uint16Array, cage?: CageFacts): string {
  const head = `**${cellName(cell)}** · box ${BOX_OF[cell] + 1} · ${puzzleName(puzzle)}${state === undefined ? '' : ` · ${state}`}${cage === undefined ? '' : `\n\n${cageHoverLine(cage)}`}`;
  const d = puzzle.cells[cell];
  if (d !== 0) return `${head}\n\nGiven: **${d}**`;
  if (candidateMasks === undefined) return `${head}\n\nEmpty`;
  const ds = digitsOf(candidateMasks[cell]);
  if (ds.length === 0) {
    return puzzle.rules.variant === 'killer'
      ? `${head}\n\nEmpty, and no digit fits: every one is already in its row, column or box, or leaves its cage no combination.`
      : `${head}\n\nEmpty, and no digit fits: every one is already in its row, column or box.`;
  }
  const basic = `Candidates: ${ds.join(' ')}`;
  if (logical === undefined) return `${head}\n\n${basic}`;
  const keep = logical[cell];
  const shown = ds.map((d) => (keep & (1 << d) ? String(d) : `~~${d}~~`)).join(' ');
  const gone = ds.filter((d) => !(keep & (1 << d))).length;
  const why = gone === 0 ? 'no logical step removes any of them before the cell is filled' : `${plural(gone, 'candidate')} struck out by the logical steps before the cell is filled`;
  return `${head}\n\n${basic} (by row, column and box)\n\nLogical candidates: ${shown} (${why})`;
}

/** Tallies of a Check File or Solve All run. */
export interface Tally {
  puzzles: number;
  unique: number;
  /** Puzzles whose every cell is filled (a subset of `unique` when analysed). */
  complete: number;
  conflicts: number;
  unsolvable: number;
  multiple: number;
  stopped: number;
  /** Puzzles not analysed (beyond a cap, or cancelled). */
  unchecked: number;
  /** Scan problems: text that looks like a puzzle but is malformed. */
  malformed: number;
}

/** An empty tally. */
export function emptyTally(): Tally {
  return { puzzles: 0, unique: 0, complete: 0, conflicts: 0, unsolvable: 0, multiple: 0, stopped: 0, unchecked: 0, malformed: 0 };
}

/** Adds one puzzle to a tally. */
export function tallyPuzzle(t: Tally, puzzle: ScannedPuzzle, facts: PuzzleFacts): void {
  t.puzzles++;
  const state = puzzleState(puzzle, facts, false);
  if (state === 'unique' || state === 'solved') {
    t.unique++;
    if (puzzle.cells.indexOf(0) < 0) t.complete++;
  } else if (state === 'conflicts') t.conflicts++;
  else if (state === 'unsolvable') t.unsolvable++;
  else if (state === 'multiple') t.multiple++;
  else if (state === 'stopped') t.stopped++;
  else t.unchecked++;
}

/** Puzzles that need attention: conflicts, no solution or several, and malformed spots. */
export function problemCount(t: Tally): number {
  return t.conflicts + t.unsolvable + t.multiple + t.malformed;
}

/** "3 with more than one solution": a count of puzzles in one state, as the summaries and the status bar say it. */
export function withState(n: number, state: PuzzleState): string {
  return state === 'stopped' || state === 'unchecked' || state === 'solved' ? `${count(n)} ${STATE_WORDS[state]}` : `${count(n)} with ${STATE_WORDS[state]}`;
}

/** The Check File summary, e.g. "12 puzzles: 9 with unique solution, 1 with conflicting givens, 1 with no solution and 1 with more than one solution." */
export function checkSummary(t: Tally): string {
  if (t.puzzles === 0 && t.malformed === 0) return 'No puzzles in this file.';
  const parts: string[] = [];
  const solvedOnes = t.complete;
  const open = t.unique - solvedOnes;
  if (open > 0) parts.push(`${count(open)} with a ${STATE_WORDS.unique}`);
  if (solvedOnes > 0) parts.push(withState(solvedOnes, 'solved'));
  if (t.conflicts > 0) parts.push(withState(t.conflicts, 'conflicts'));
  if (t.unsolvable > 0) parts.push(withState(t.unsolvable, 'unsolvable'));
  if (t.multiple > 0) parts.push(withState(t.multiple, 'multiple'));
  if (t.stopped > 0) parts.push(withState(t.stopped, 'stopped'));
  if (t.unchecked > 0) parts.push(withState(t.unchecked, 'unchecked'));
  let s = `${plural(t.puzzles, 'puzzle')}: ${parts.length > 0 ? joinList(parts) : 'none checked'}.`;
  if (t.malformed > 0) s += ` ${plural(t.malformed, 'malformed spot')} (see Problems).`;
  return s;
}

/** Tallies of Solve All. */
export interface SolveAllTally {
  puzzles: number;
  solved: number;
  alreadySolved: number;
  invalid: number;
  unsolvable: number;
  multiple: number;
  stopped: number;
  /** Not attempted because the run was cancelled. */
  skipped: number;
}

/** An empty Solve All tally. */
export function emptySolveAllTally(): SolveAllTally {
  return { puzzles: 0, solved: 0, alreadySolved: 0, invalid: 0, unsolvable: 0, multiple: 0, stopped: 0, skipped: 0 };
}

/** The Solve All summary, e.g. "Solved 9,990 of 10,000 puzzles; 4 with conflicting givens and 6 with more than one solution." */
export function solveAllSummary(t: SolveAllTally): string {
  const rest: string[] = [];
  if (t.alreadySolved > 0) rest.push(`${count(t.alreadySolved)} already ${STATE_WORDS.solved}`);
  if (t.invalid > 0) rest.push(withState(t.invalid, 'conflicts'));
  if (t.unsolvable > 0) rest.push(withState(t.unsolvable, 'unsolvable'));
  if (t.multiple > 0) rest.push(withState(t.multiple, 'multiple'));
  if (t.stopped > 0) rest.push(withState(t.stopped, 'stopped'));
  if (t.skipped > 0) rest.push(`${count(t.skipped)} skipped`);
  const head = `Solved ${count(t.solved)} of ${plural(t.puzzles, 'puzzle')}`;
  return rest.length > 0 ? `${head}; ${joinList(rest)}.` : `${head}.`;
}

/** "a", "a and b", "a, b and c". */
export function joinList(parts: readonly string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * Why no answer can be written for a puzzle with this result, as a clause ("it has more than one
 * solution, so there is no single answer to write"), or undefined when one can. The refusal of Solve
 * and the tooltip of the board's disabled Solve button both say this.
 */
export function cannotSolve(puzzle: ScannedPuzzle, result: PuzzleSolveResult): string | undefined {
  if (result.kind === 'solved') return puzzle.cells.indexOf(0) >= 0 ? undefined : `it is ${STATE_WORDS.solved}: every cell is filled`;
  switch (result.kind) {
    case 'invalid': {
      const c = result.conflicts[0];
      const more = conflictCount(result.conflicts) - 1;
      return `it has ${STATE_WORDS.conflicts} (${c.digit} at ${cellName(c.a)} and ${cellName(c.b)}, same ${c.unit}${more > 0 ? `, and ${plural(more, 'more pair')}` : ''}): fix them first`;
    }
    case 'unsolvable':
      return `it has ${STATE_WORDS.unsolvable}`;
    case 'multiple':
      return `it has ${STATE_WORDS.multiple}, so there is no single answer to write: add givens to make it unique`;
    case 'stopped':
      return result.reason === 'aborted'
        ? 'the search was cancelled'
        : `it is ${STATE_WORDS.stopped}: no answer after ${count(result.stats.placements)} placements`;
  }
}

/** Why a puzzle with this result cannot be written back, or undefined when it can. */
export function refusal(puzzle: ScannedPuzzle, result: PuzzleSolveResult): string | undefined {
  const why = cannotSolve(puzzle, result);
  if (why === undefined) return undefined;
  const cap = capitalized(puzzleName(puzzle));
  if (result.kind === 'solved') return `${cap} is already ${STATE_WORDS.solved}: every cell is filled.`;
  return `${cap} was not changed: ${why}.`;
}

/**
 * The words of a problem of a killer's rules (the core finds them as data: `puzzleProblems`), naming each cage as the
 * step sentences do (`cageName`: its sum, size and first cell): "the cage 18 in 2 at r1c1: 2 different digits cannot
 * make 18 (they make 3 to 17)", "r1c1 is in two cages (...)", "the cages add up to 406, not 405".
 */
export function ruleProblemMessage(problem: RuleProblem, cages: readonly Cage[]): string {
  const where = (k: number): string => cageName(cages[k].sum, cages[k].cells.length, cages[k].cells[0]);
  switch (problem.kind) {
    case 'cage-sum':
      return problem.min === undefined
        ? `${where(problem.cage)}: ${problem.size} cells cannot all hold different digits`
        : `${where(problem.cage)}: ${problem.size} different digits cannot make ${problem.sum} (they make ${problem.min} to ${problem.max})`;
    case 'cage-repeat':
      return `${where(problem.cage)}: ${problem.conflict.digit} is given twice (${cellName(problem.conflict.a)} and ${cellName(problem.conflict.b)})`;
    case 'cage-givens':
      return `${where(problem.cage)}: no ${cages[problem.cage].cells.length} different digits with the given ${joinList(problem.digits.map(String))} make ${problem.sum}`;
    case 'cage-disconnected':
      return `${where(problem.cage)}: its cells are not connected (${problem.parts.length} separate parts)`;
    case 'cage-overlap':
      return `${cellName(problem.cell)} is in two cages (${where(problem.cages[0])} and ${where(problem.cages[1])})`;
    case 'cage-total':
      return `the cages add up to ${problem.total}, not ${problem.expected}`;
    case 'uncaged': {
      const n = problem.cells.length;
      return `${n === 1 ? 'a cell is' : `${n} cells are`} in no cage (${n > 5 ? `${problem.cells.slice(0, 5).map(cellName).join(', ')}, …` : joinList(problem.cells.map(cellName))})`;
    }
  }
}

/** The message of a problem of a killer's cages as a diagnostic says it: `ruleProblemMessage`, capitalized and ended. */
export function cageDiagnosticMessage(problem: RuleProblem, cages: readonly Cage[]): string {
  return `${capitalized(ruleProblemMessage(problem, cages))}.`;
}

/** "killer · 29 cages": how the lens and the board name a killer, before its state. */
export function killerHead(cages: number): string {
  return `killer · ${plural(cages, 'cage')}`;
}

/**
 * The state line of a killer, on its lens and its board: "killer · 29 cages · unique solution", "killer · 29 cages
 * · no solution", "killer · 29 cages · 1 conflict" (a given repeated in a row, a column, a box or a cage).
 */
export function killerStateLabel(puzzle: ScannedPuzzle, facts: PuzzleFacts, pending: boolean): string {
  const cages = puzzle.rules.variant === 'killer' ? puzzle.rules.cages.length : 0;
  const state = puzzleState(puzzle, facts, pending);
  let words: string;
  if (state === 'conflicts') {
    const list = facts.conflicts.length > 0 ? facts.conflicts : facts.result?.kind === 'invalid' ? facts.result.conflicts : [];
    words = plural(conflictCount(list), 'conflict');
  } else {
    words = STATE_WORDS[state];
  }
  return `${killerHead(cages)} · ${words}`;
}

/** "cage of 3 summing to 15": how the board's screen-reader label and the hover say a cell's cage. */
export function cageSpoken(size: number, sum: number): string {
  return `cage of ${size} summing to ${sum}`;
}

/**
 * The hover's line for a cell's cage: its sum and size and the combinations still possible, in the core's words
 * ("Cage 17 in 2: 8+9"), and which cells it covers.
 */
export function cageHoverLine(facts: CageFacts): string {
  const first = facts.cells.length > 0 ? ` (${cageSpoken(facts.size, facts.sum)}, from ${cellName(facts.cells[0])})` : '';
  return `Cage ${facts.label}${first}`;
}

/** What Copy SudokuPad Link says when it copied: "Copied a SudokuPad link for puzzle 2 (line 5), a killer." */
export function copiedLinkMessage(puzzle: ScannedPuzzle): string {
  return `Copied a SudokuPad link for ${puzzleName(puzzle)}${puzzle.rules.variant === 'killer' ? ', a killer' : ''}.`;
}

/** The lens and the board's button of Sudoku: Copy SudokuPad Link. */
export const COPY_LINK_TITLE = 'Copy SudokuPad Link';

/** Why Show Hint and Explain Solution do not work on a killer. */
export const KILLER_NO_HINT = 'Hints and explanations use classic techniques, so they are not available for killer puzzles yet; the board\'s Next step shows the cage steps.';

/** The words of New Puzzle: its quick picks, its progress notification and what it says at the end. */
export const NEW_PUZZLE_WORDS = {
  pickLevel: 'Sudoku: New Puzzle: pick a level (ratings on the Sukaku Explainer scale)',
  pickVariant: 'Sudoku: New Puzzle: classic or killer?',
  progress: (level: LevelName, variant: NewPuzzleVariant = 'classic'): string => `Sudoku: making a new ${level} ${variant === 'killer' ? 'killer ' : ''}puzzle`,
  attempt: (n: number): string => `attempt ${count(n)}`,
  cancelled: (n: number): string => `New Puzzle cancelled after ${plural(n, 'attempt')}: nothing was written.`,
  exhausted: (level: LevelName, n: number): string => `No ${level} puzzle was found in ${plural(n, 'attempt')}; nothing was written. Run New Puzzle again (each run starts from a new seed).`,
  inserted: (level: LevelName, rating: number | undefined): string => `New ${level} puzzle${rating === undefined ? '' : ` (rated ${rating.toFixed(1)})`} inserted.`,
} as const;
