// Edit plans for writing answers back: which replacements a Solve or a Solve All makes, in plain offsets.

import type { PuzzleSolveResult } from '../core/types';
import { emptySolveAllTally, refusal, type SolveAllTally } from './describe';
import { lineEndAt, lineStartAt } from './lines';
import type { ScannedPuzzle, TextReplacement } from './types';
import { renderSolved, replaceWithin, solutionReplacements } from './write';

/** Where a solved puzzle goes: over its own empty cells, or as a solved copy after it. */
export type SolveMode = 'replace' | 'insertBelow';

/** What to do for one puzzle: the replacements to apply, or why nothing is written. */
export type SolvePlan =
  | { readonly kind: 'edit'; readonly replacements: readonly TextReplacement[]; readonly mode: SolveMode }
  | { readonly kind: 'refuse'; readonly reason: PuzzleSolveResult['kind'] | 'complete'; readonly message: string };

/** The line break a text uses: its first one, or `\n` when it has none. */
export function eolOf(text: string): string {
  const i = text.indexOf('\n');
  return i > 0 && text.charCodeAt(i - 1) === 13 ? '\r\n' : '\n';
}

/** The whitespace before `offset` on its line, or '' when the line has anything else there. */
function indentBefore(text: string, offset: number): string {
  const prefix = text.slice(lineStartAt(text, offset), offset);
  return /^[ \t]*$/.test(prefix) ? prefix : '';
}

/**
 * The insertion that puts a solved copy of `puzzle` after it: on the next line for a one-line
 * puzzle, after a blank line for a grid or an array, with the puzzle's indentation. When the next
 * puzzle (`next`) begins on the line where this one ends (LeetCode boards written `]], [[`), the copy
 * goes right after this puzzle's text and the rest of that line moves to a line of its own, so the
 * neighbour is never cut.
 */
export function insertBelowReplacement(text: string, puzzle: ScannedPuzzle, solution: Uint8Array, next?: ScannedPuzzle): TextReplacement {
  const eol = eolOf(text);
  const lineEnd = lineEndAt(text, Math.max(puzzle.start, puzzle.end - 1));
  const sharesLine = next !== undefined && next.start < lineEnd;
  const at = sharesLine ? puzzle.end : lineEnd;
  const multiLine = puzzle.endLine > puzzle.startLine;
  const copy = renderSolved(text, puzzle, solution);
  return { offset: at, length: 0, text: eol + (multiLine ? eol : '') + indentBefore(text, puzzle.start) + copy + (sharesLine ? eol : '') };
}

/**
 * The plan for solving one puzzle with a known result. `replace` fills only the empty cells (one
 * replacement per cell); `insertBelow` adds a solved copy after the puzzle, except in a batch file,
 * where an extra line would break the count, so the answer replaces the puzzle's empty cells there.
 * `next` is the puzzle after this one in the text, so an inserted copy never lands inside it.
 */
export function planSolve(text: string, puzzle: ScannedPuzzle, result: PuzzleSolveResult, mode: SolveMode, next?: ScannedPuzzle): SolvePlan {
  const why = refusal(puzzle, result);
  if (why !== undefined) return { kind: 'refuse', reason: result.kind === 'solved' ? 'complete' : result.kind, message: why };
  if (result.kind !== 'solved') throw new Error(`unreachable: ${result.kind} has a refusal`);
  if ((mode === 'insertBelow' || puzzle.writeBack === 'insert-line') && puzzle.format !== 'batch') {
    return { kind: 'edit', mode, replacements: [insertBelowReplacement(text, puzzle, result.solution, next)] };
  }
  return { kind: 'edit', mode: 'replace', replacements: solutionReplacements(puzzle, result.solution) };
}

/**
 * Merges sorted, non-overlapping replacements into one that spans them all, keeping the text between
 * them. Turns a puzzle's per-cell edits into one edit, for files with thousands of puzzles.
 */
export function mergeReplacements(text: string, replacements: readonly TextReplacement[]): TextReplacement | undefined {
  if (replacements.length === 0) return undefined;
  if (replacements.length === 1) return replacements[0];
  const first = replacements[0].offset;
  const last = replacements[replacements.length - 1];
  const end = last.offset + last.length;
  return { offset: first, length: end - first, text: replaceWithin(text, first, end, replacements) };
}

/**
 * One replacement from the puzzle's first empty cell to its last, with every empty cell filled and
 * everything between kept: the same change as `solutionReplacements`, as a single edit.
 */
export function filledSpan(text: string, puzzle: ScannedPuzzle, solution: Uint8Array): TextReplacement {
  const { cells, offsets } = puzzle;
  let first = Number.MAX_SAFE_INTEGER;
  let last = -1;
  for (let i = 0; i < 81; i++) {
    if (cells[i] !== 0) continue;
    const o = offsets[i];
    if (o < first) first = o;
    if (o > last) last = o;
  }
  if (last < 0) throw new RangeError(`puzzle ${puzzle.index + 1} has no empty cell to fill`);
  const chars = text.slice(first, last + 1).split('');
  for (let i = 0; i < 81; i++) {
    if (cells[i] !== 0) continue;
    const d = solution[i];
    if (!(d >= 1 && d <= 9)) throw new RangeError(`the solution has no digit for empty cell ${i} of puzzle ${puzzle.index + 1}`);
    chars[offsets[i] - first] = String.fromCharCode(48 + d);
  }
  return { offset: first, length: last + 1 - first, text: chars.join('') };
}

/** The plan of Solve All: one replacement per changed puzzle, in text order, and the tallies. */
export interface SolveAllPlan {
  readonly replacements: TextReplacement[];
  readonly tally: SolveAllTally;
}

/**
 * Plans Solve All from the results known for the first puzzles (`results[i]` for `puzzles[i]`;
 * puzzles without a result count as skipped). Each solved puzzle becomes one merged replacement.
 */
export function planSolveAll(text: string, puzzles: readonly ScannedPuzzle[], results: readonly (PuzzleSolveResult | undefined)[], mode: SolveMode): SolveAllPlan {
  const tally = emptySolveAllTally();
  const replacements: TextReplacement[] = [];
  for (let i = 0; i < puzzles.length; i++) {
    tally.puzzles++;
    const result = results[i];
    if (result === undefined) {
      tally.skipped++;
      continue;
    }
    if (result.kind === 'solved' && (mode === 'replace' || puzzles[i].format === 'batch') && puzzles[i].writeBack === 'in-place' && puzzles[i].cells.indexOf(0) >= 0) {
      replacements.push(filledSpan(text, puzzles[i], result.solution));
      tally.solved++;
      continue;
    }
    const plan = planSolve(text, puzzles[i], result, mode, puzzles[i + 1]);
    if (plan.kind === 'refuse') {
      switch (plan.reason) {
        case 'complete': tally.alreadySolved++; break;
        case 'invalid': tally.invalid++; break;
        case 'unsolvable': tally.unsolvable++; break;
        case 'multiple': tally.multiple++; break;
        case 'stopped': tally.stopped++; break;
        case 'solved': break;
      }
      continue;
    }
    const merged = mergeReplacements(text, plan.replacements);
    if (merged !== undefined) replacements.push(merged);
    tally.solved++;
  }
  return { replacements, tally };
}
