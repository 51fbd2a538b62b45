// The explainer in the editor, as plain data: a bounded rating run, the positions between its steps,
// the stages of Show Hint, the logical candidates of a cell, and the Explain Solution document.
// Pure (core only), so every piece is tested in Node.

import { cellName } from '../core/grid';
import { applyStep, formatRating, hintText, positionFromGrid, rate, stepSentence, techniqueName } from '../core/index';
import type { RateResult, Step } from '../core/index';
import type { ScannedPuzzle, TextReplacement } from './types';

/** Bounds of one rating run: most steps, most milliseconds, and an optional outside signal. */
export interface RateLimits {
  readonly budget: number;
  readonly timeMs: number;
  readonly signal?: AbortSignal;
}

/** The background lens rates with these: a puzzle that needs longer is rated when a command asks. */
export const BACKGROUND_RATE: RateLimits = { budget: 1000, timeMs: 300 };
/** Show Hint, Explain Solution and the board rate with these. */
export const FOREGROUND_RATE: RateLimits = { budget: 1000, timeMs: 10_000 };

/**
 * Rates with the steps kept, stopping after `timeMs` as well as `budget` steps. The deadline is an
 * AbortSignal-shaped object whose `aborted` reads the clock, so the synchronous search stops by itself.
 */
export function rateBounded(cells: Uint8Array, limits: RateLimits): RateResult {
  const deadline = performance.now() + limits.timeMs;
  const outer = limits.signal;
  const signal = { get aborted() { return (outer?.aborted ?? false) || performance.now() > deadline; } } as unknown as AbortSignal;
  return rate(cells, { budget: limits.budget, signal, keepSteps: true });
}

/** A position as plain arrays: cell values (0 empty) and candidate masks (bit `1 << d`). */
export interface PlainPosition {
  readonly cells: number[];
  readonly cand: number[];
}

/** The position before each step, and after the last (steps.length + 1 positions). */
export function positionsOf(givens: Uint8Array, steps: readonly Step[]): PlainPosition[] {
  const pos = positionFromGrid(givens);
  const out: PlainPosition[] = [{ cells: Array.from(pos.cells), cand: Array.from(pos.cand) }];
  for (const s of steps) {
    applyStep(pos, s);
    out.push({ cells: Array.from(pos.cells), cand: Array.from(pos.cand) });
  }
  return out;
}

/**
 * Each empty cell's logical candidates: its candidates just before the logical solution fills it (every
 * elimination of the steps before that counted), or at the end when the steps never fill it. 0 for givens.
 */
export function logicalCandidates(givens: Uint8Array, steps: readonly Step[]): Uint16Array {
  const pos = positionFromGrid(givens);
  const out = new Uint16Array(81);
  const done = new Uint8Array(81);
  for (let c = 0; c < 81; c++) if (givens[c] !== 0) done[c] = 1;
  for (const s of steps) {
    for (const e of s.eliminations) pos.cand[e.cell] &= ~(1 << e.digit);
    for (const p of s.placements) {
      if (!done[p.cell]) {
        out[p.cell] = pos.cand[p.cell];
        done[p.cell] = 1;
      }
    }
    applyStep(pos, { ...s, eliminations: [] });
  }
  for (let c = 0; c < 81; c++) if (!done[c]) out[c] = pos.cand[c];
  return out;
}

/** The three stages of Show Hint. */
export type HintStage = 1 | 2 | 3;

/** Where a puzzle's hint stands: the step of its logical solution and the stage last shown. */
interface HintEntry {
  readonly key: string;
  readonly at: number;
  readonly stage: HintStage;
}

/**
 * The stage of each puzzle's hint, by an id (document and puzzle index) and the puzzle's cells. A call
 * moves from stage 1 (name and place) to 2 (cells) to 3 (apply); after 3 the next call starts the next
 * step. When the cells change (a placement was written, or the user typed) the puzzle starts again at
 * its first step, stage 1.
 */
export class HintStages {
  private readonly entries = new Map<string, HintEntry>();

  /** The step index and stage the next Show Hint on this puzzle shows, and records it. */
  advance(id: string, key: string): { at: number; stage: HintStage } {
    const e = this.entries.get(id);
    let next: HintEntry;
    if (e === undefined || e.key !== key) next = { key, at: 0, stage: 1 };
    else if (e.stage < 3) next = { key, at: e.at, stage: (e.stage + 1) as HintStage };
    else next = { key, at: e.at + 1, stage: 1 };
    this.entries.set(id, next);
    return { at: next.at, stage: next.stage };
  }

  /** The hint shown now for this puzzle, if its cells are still `key`. */
  current(id: string, key: string): { at: number; stage: HintStage } | undefined {
    const e = this.entries.get(id);
    return e !== undefined && e.key === key ? { at: e.at, stage: e.stage } : undefined;
  }

  /** Steps whose eliminations Show Hint applied on these cells (they are the board's starting point). */
  applied(id: string, key: string): number {
    const e = this.current(id, key);
    return e === undefined ? 0 : e.stage === 3 ? e.at + 1 : e.at;
  }

  /** Forgets one puzzle (stage 1 again on the next call), or all of a document's with a prefix. */
  reset(id?: string): void {
    if (id === undefined) this.entries.clear();
    else this.entries.delete(id);
  }

  forgetPrefix(prefix: string): void {
    for (const k of [...this.entries.keys()]) if (k.startsWith(prefix)) this.entries.delete(k);
  }
}

/** The message of one stage: what Show Hint says. */
export function hintMessage(step: Step, stage: HintStage): string {
  switch (stage) {
    case 1:
      return `${hintText(step, 1)} (Show Hint again to see its cells.)`;
    case 2:
      return `${hintText(step, 2)} (Show Hint again to apply it.)`;
    case 3: {
      const what = step.placements.length > 0
        ? 'Written into the document (one undo step).'
        : 'Nothing to write: the board shows the candidates it removes.';
      return `${stepSentence(step)} ${what}`;
    }
  }
}

/** The replacements that write a step's placements into the puzzle's empty-cell characters (one each). */
export function placementEdits(puzzle: ScannedPuzzle, step: Step): TextReplacement[] {
  return step.placements.filter((p) => puzzle.cells[p.cell] === 0).map((p) => ({ offset: puzzle.offsets[p.cell], length: 1, text: String(p.digit) }));
}

/** Steps from this difficulty up get a small grid in Explain Solution: naked pair (3.0) and harder. */
export const HARD_STEP = 3.0;

function digitList(mask: number): string {
  let s = '';
  for (let d = 1; d <= 9; d++) if (mask & (1 << d)) s += String(d);
  return s;
}

/**
 * A small grid of the position before a step: digits, `.` for empty cells, and the step's cells marked
 * `*` (pattern), `+` (a digit is placed) or `x` (a candidate is removed); then the candidates of the
 * marked cells.
 */
export function stepGrid(before: PlainPosition, step: Step): string {
  const mark = new Map<number, string>();
  for (const c of step.cells) mark.set(c, '*');
  for (const e of step.eliminations) if (!mark.has(e.cell)) mark.set(e.cell, 'x');
  for (const p of step.placements) mark.set(p.cell, '+');
  const lines: string[] = [];
  for (let r = 0; r < 9; r++) {
    if (r === 3 || r === 6) lines.push('------+-------+------');
    const row: string[] = [];
    for (let c = 0; c < 9; c++) {
      if (c === 3 || c === 6) row.push('|');
      const i = r * 9 + c;
      row.push(before.cells[i] !== 0 ? String(before.cells[i]) : mark.get(i) ?? '.');
    }
    lines.push(row.join(' '));
  }
  const marked = [...mark.keys()].filter((c) => before.cells[c] === 0).sort((a, b) => a - b);
  const cands = marked.map((c) => `${cellName(c)} ${digitList(before.cand[c])}`).join(', ');
  return `\`\`\`text\n${lines.join('\n')}\n\`\`\`\n\nCandidates of the marked cells: ${cands}.`;
}

/** The Markdown of Explain Solution: the rating, then every step in order (a grid at each hard step). */
export function explainMarkdown(title: string, givens: Uint8Array, result: RateResult): string {
  const out: string[] = [`# ${title}`, ''];
  if (result.kind === 'invalid') {
    out.push('This puzzle has conflicting givens, so it has no logical solution to explain. Fix them first.');
    return `${out.join('\n')}\n`;
  }
  const steps = result.steps;
  if (result.kind === 'rated') {
    const hardest = result.hardest === undefined ? '' : `; the hardest step is ${techniqueName(result.hardest)}`;
    out.push(result.solved
      ? `Rating: **SE ${formatRating(result.rating)}** (Sukaku Explainer's scale)${hardest}. ${steps.length} steps solve it.`
      : `The logical steps stop after ${steps.length} steps without solving it: no technique of the ladder applies further.`);
  } else {
    out.push(`The explanation stopped at its limit (${result.reason === 'budget' ? 'the most steps one run may take' : 'the time one run may take'}) after ${steps.length} steps; these are the steps found.`);
  }
  out.push('', `Steps rated ${HARD_STEP.toFixed(1)} or more show the grid before them: \`*\` marks the pattern's cells, \`+\` a digit placed and \`x\` a candidate removed.`, '');
  const positions = positionsOf(givens, steps);
  steps.forEach((s, i) => {
    out.push(`${i + 1}. **${techniqueName(s)}** (${formatRating(s.difficulty)}): ${stepSentence(s)}`);
    if (s.difficulty >= HARD_STEP) {
      out.push('');
      for (const line of stepGrid(positions[i], s).split('\n')) out.push(line === '' ? '' : `   ${line}`);
      out.push('');
    }
  });
  return `${out.join('\n')}\n`;
}
