// Words for the editor: a puzzle's state for its lens, a cell's hover, and the summaries of Check File and Solve All.

import { BOX_OF, cellName, countGivens } from '../core/grid';
import type { Conflict, SolveResult } from '../core/types';
import type { PuzzleFacts } from './diagnose';
import type { ScannedPuzzle } from './types';

/** Formats a count with thousands separators: 10000 -> "10,000". */
export function count(n: number): string {
  const s = String(n);
  return Number.isInteger(n) && Math.abs(n) >= 1000 ? s.replace(/\B(?=(\d{3})+$)/g, ',') : s;
}

/** "1 conflict", "2 conflicts". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

/** "puzzle 3 (line 12)": how messages name a puzzle, 1-based. */
export function puzzleName(puzzle: ScannedPuzzle): string {
  return `puzzle ${count(puzzle.index + 1)} (line ${count(puzzle.startLine + 1)})`;
}

/** Number of distinct conflicting pairs (a pair sharing a row and a box counts once). */
function conflictCount(conflicts: readonly Conflict[]): number {
  const pairs = new Set<number>();
  for (const c of conflicts) pairs.add(c.a * 81 + c.b);
  return pairs.size;
}

/** The one-word verdict of a result, as the lens shows it. */
type PuzzleState = 'conflicts' | 'checking' | 'unchecked' | 'solved' | 'unique' | 'multiple' | 'unsolvable' | 'stopped';

/** The state of a puzzle from what is known; `pending` says an analysis is queued. */
function puzzleState(facts: PuzzleFacts, pending: boolean): PuzzleState {
  if (facts.conflicts.length > 0) return 'conflicts';
  const r = facts.result;
  if (r === undefined || (r.kind === 'stopped' && r.reason === 'aborted')) return pending ? 'checking' : 'unchecked';
  switch (r.kind) {
    case 'solved':
      return 'unique';
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
 * The lens label of a puzzle: "unique · 24 givens", "solved", "2+ solutions", "no solution",
 * "2 conflicts", "checking…" or "24 givens · not checked".
 */
export function stateLabel(puzzle: ScannedPuzzle, facts: PuzzleFacts, pending: boolean): string {
  const givens = countGivens(puzzle.cells);
  switch (puzzleState(facts, pending)) {
    case 'conflicts': {
      const list = facts.conflicts.length > 0 ? facts.conflicts : facts.result?.kind === 'invalid' ? facts.result.conflicts : [];
      return plural(conflictCount(list), 'conflict');
    }
    case 'checking':
      return 'checking…';
    case 'unchecked':
      return `${plural(givens, 'given')} · not checked`;
    case 'unique':
      return givens === 81 ? 'solved' : `unique · ${plural(givens, 'given')}`;
    case 'solved':
      return 'solved';
    case 'multiple':
      return '2+ solutions';
    case 'unsolvable':
      return 'no solution';
    case 'stopped':
      return 'search stopped';
  }
}

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

/**
 * Markdown for hovering a cell: its name and box, then its given, or its candidates when empty
 * (`candidateMasks` as from the engine's `candidates`, bit 1<<d per digit).
 */
export function cellHover(puzzle: ScannedPuzzle, cell: number, candidateMasks: Uint16Array | undefined): string {
  const head = `**${cellName(cell)}** · box ${BOX_OF[cell] + 1} · ${puzzleName(puzzle)}`;
  const d = puzzle.cells[cell];
  if (d !== 0) return `${head}\n\nGiven: **${d}**`;
  if (candidateMasks === undefined) return `${head}\n\nEmpty`;
  const ds = digitsOf(candidateMasks[cell]);
  if (ds.length === 0) return `${head}\n\nEmpty, and no digit fits: every one is already in its row, column or box.`;
  return `${head}\n\nCandidates: ${ds.join(' ')}`;
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
  const state = puzzleState(facts, false);
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

/** The Check File summary, e.g. "12 puzzles: 9 unique, 1 with conflicts, 1 with no solution, 1 with several solutions." */
export function checkSummary(t: Tally): string {
  if (t.puzzles === 0 && t.malformed === 0) return 'No puzzles in this file.';
  const parts: string[] = [];
  if (t.unique > 0) parts.push(`${count(t.unique)} unique${t.complete > 0 ? ` (${count(t.complete)} already solved)` : ''}`);
  if (t.conflicts > 0) parts.push(`${count(t.conflicts)} with conflicting givens`);
  if (t.unsolvable > 0) parts.push(`${count(t.unsolvable)} with no solution`);
  if (t.multiple > 0) parts.push(`${count(t.multiple)} with several solutions`);
  if (t.stopped > 0) parts.push(`${count(t.stopped)} undecided (search budget reached)`);
  if (t.unchecked > 0) parts.push(`${count(t.unchecked)} not checked`);
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

/** The Solve All summary, e.g. "Solved 9,990 of 10,000 puzzles; 4 invalid, 6 not unique." */
export function solveAllSummary(t: SolveAllTally): string {
  const rest: string[] = [];
  if (t.alreadySolved > 0) rest.push(`${count(t.alreadySolved)} already solved`);
  if (t.invalid > 0) rest.push(`${count(t.invalid)} invalid (conflicting givens)`);
  if (t.unsolvable > 0) rest.push(`${count(t.unsolvable)} unsolvable`);
  if (t.multiple > 0) rest.push(`${count(t.multiple)} not unique`);
  if (t.stopped > 0) rest.push(`${count(t.stopped)} undecided (search budget reached)`);
  if (t.skipped > 0) rest.push(`${count(t.skipped)} skipped`);
  const head = `Solved ${count(t.solved)} of ${plural(t.puzzles, 'puzzle')}`;
  return rest.length > 0 ? `${head}; ${joinList(rest)}.` : `${head}.`;
}

/** "a", "a and b", "a, b and c". */
export function joinList(parts: readonly string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Why a puzzle with this result cannot be written back, or undefined when it can. */
export function refusal(puzzle: ScannedPuzzle, result: SolveResult): string | undefined {
  if (result.kind === 'solved' && puzzle.cells.indexOf(0) >= 0) return undefined;
  const name = puzzleName(puzzle);
  const cap = name.charAt(0).toUpperCase() + name.slice(1);
  switch (result.kind) {
    case 'solved':
      return `${cap} is already solved: every cell is filled.`;
    case 'invalid': {
      const c = result.conflicts[0];
      const more = conflictCount(result.conflicts) - 1;
      return `${cap} was not changed: its givens conflict (${c.digit} at ${cellName(c.a)} and ${cellName(c.b)}, same ${c.unit}${more > 0 ? `, and ${plural(more, 'more pair')}` : ''}). Fix them first.`;
    }
    case 'unsolvable':
      return `${cap} was not changed: it has no solution.`;
    case 'multiple':
      return `${cap} was not changed: it has more than one solution, so there is no single answer to write. Add givens to make it unique.`;
    case 'stopped':
      return result.reason === 'aborted'
        ? `${cap} was not changed: the search was cancelled.`
        : `${cap} was not changed: the search stopped after ${count(result.stats.placements)} placements without an answer.`;
  }
}
