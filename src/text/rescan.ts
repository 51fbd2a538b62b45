// Incremental scanning: after an edit only the lines around it are scanned again; the rest of the old scan is reused, shifted.

import { countBefore } from './find';
import { hasGridKey } from './formats/fpuzzles';
import { countLineBreaks, lineEndAt, lineStartAt } from './lines';
import { batchCountMessage, headerBefore, isCut, scan, scanPart, type CutBudget } from './scan';
import { rulesKey, type Rules } from '../core/rules';
import type { CageSource, PuzzleFormat, ScanOptions, ScanProblem, ScanResult, ScannedPuzzle, WriteBack } from './types';

/** Texts shorter than this are simply scanned again. */
const SMALL_TEXT = 16_384;
/** Unchanged puzzles scanned again on each side of an edit, so the scanner sees the same neighbourhood. */
const CONTEXT = 2;
const CHUNK = 1024;
/** Lines tried on each side of an edit for a place to cut the text (`isCut`) before puzzles are used instead. */
const CUT_TRIES = 64;
/** Characters the search for cuts may read on each side of an edit (whitespace and LeetCode text are read back). */
const CUT_READS = 1 << 17;
/**
 * A puzzle of an earlier scan moved by an edit before it: same cells, positions shifted. The shifted
 * offsets are computed on first use, so reusing thousands of puzzles costs one small object each.
 */
export class ShiftedPuzzle implements ScannedPuzzle {
  readonly index: number;
  readonly format: PuzzleFormat;
  readonly startLine: number;
  readonly endLine: number;
  readonly start: number;
  readonly end: number;
  readonly cells: Uint8Array;
  readonly emptyChar: string;
  readonly rules: Rules;
  readonly writeBack: WriteBack;
  private readonly root: ScannedPuzzle;
  private readonly shift: number;
  private shifted: Int32Array | undefined;
  private shiftedCages: CageSource | undefined;

  constructor(base: ScannedPuzzle, dIndex: number, dLine: number, dOffset: number) {
    const chained = base instanceof ShiftedPuzzle;
    this.root = chained ? base.root : base;
    this.shift = (chained ? base.shift : 0) + dOffset;
    this.index = base.index + dIndex;
    this.format = base.format;
    this.startLine = base.startLine + dLine;
    this.endLine = base.endLine + dLine;
    this.start = base.start + dOffset;
    this.end = base.end + dOffset;
    this.cells = base.cells;
    this.emptyChar = base.emptyChar;
    this.rules = base.rules;
    this.writeBack = base.writeBack;
  }

  get cageSource(): CageSource | undefined {
    const c = this.root.cageSource;
    if (c === undefined || this.shift === 0) return c;
    if (this.shiftedCages === undefined) {
      const move = (a: Int32Array): Int32Array => a.map((o) => (o < 0 ? o : o + this.shift));
      this.shiftedCages = { sumOffsets: move(c.sumOffsets), sumLengths: c.sumLengths, cellOffsets: move(c.cellOffsets) };
    }
    return this.shiftedCages;
  }

  get offsets(): Int32Array {
    if (this.shifted === undefined) {
      const o = new Int32Array(this.root.offsets);
      if (this.shift !== 0) for (let i = 0; i < 81; i++) o[i] += this.shift;
      this.shifted = o;
    }
    return this.shifted;
  }
}

/** Lengths of the longest common prefix and suffix of two texts (not overlapping in the shorter one). */
export function commonAffixes(a: string, b: string): { prefix: number; suffix: number } {
  const max = Math.min(a.length, b.length);
  let p = 0;
  while (p + CHUNK <= max && a.substring(p, p + CHUNK) === b.substring(p, p + CHUNK)) p += CHUNK;
  while (p < max && a.charCodeAt(p) === b.charCodeAt(p)) p++;
  const room = max - p;
  let s = 0;
  while (s + CHUNK <= room && a.substring(a.length - s - CHUNK, a.length - s) === b.substring(b.length - s - CHUNK, b.length - s)) s += CHUNK;
  while (s < room && a.charCodeAt(a.length - 1 - s) === b.charCodeAt(b.length - 1 - s)) s++;
  return { prefix: p, suffix: s };
}

function sameCells(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < 81; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameCageSource(w: CageSource | undefined, p: CageSource | undefined, dOffset: number): boolean {
  if (w === undefined || p === undefined) return w === p;
  const same = (a: Int32Array, b: Int32Array, d: number): boolean =>
    a.length === b.length && a.every((o, i) => (o < 0 ? o : o + d) === b[i]);
  return same(w.sumOffsets, p.sumOffsets, dOffset) && same(w.sumLengths, p.sumLengths, 0) && same(w.cellOffsets, p.cellOffsets, dOffset);
}

/** True when window puzzle `w` (positions relative to the window) is old puzzle `p` moved by `dOffset`/`dLine`. */
function matches(w: ScannedPuzzle | undefined, p: ScannedPuzzle, dOffset: number, dLine: number): boolean {
  return w !== undefined && w.format === p.format && w.start + dOffset === p.start && w.end + dOffset === p.end
    && w.startLine + dLine === p.startLine && w.endLine + dLine === p.endLine && sameCells(w.cells, p.cells)
    && w.writeBack === p.writeBack && (w.rules === p.rules || rulesKey(w.rules) === rulesKey(p.rules))
    && sameCageSource(w.cageSource, p.cageSource, dOffset);
}

function shiftProblem(p: ScanProblem, dOffset: number, dLine: number): ScanProblem {
  return { code: p.code, line: p.line + dLine, column: p.column, offset: p.offset + dOffset, length: p.length, message: p.message };
}

/** Whether the text of a scan holds a `"grid"` key (f-puzzles JSON), remembered so each text is searched once. */
const gridKeys = new WeakMap<ScanResult, boolean>();

function remember(result: ScanResult, text: string, grid?: boolean): ScanResult {
  gridKeys.set(result, grid ?? hasGridKey(text));
  return result;
}

/** The first place before `prefix` (a line start at or before `prefix - 1`) where both texts can be cut, 0 at the text's start, or -1. */
function cutBefore(oldText: string, newText: string, prefix: number, sudoku: boolean): number {
  let c = lineStartAt(newText, Math.max(0, prefix - 1));
  const budget: CutBudget = { left: CUT_READS };
  for (let tries = 0; c > 0; tries++) {
    if (tries >= CUT_TRIES || budget.left <= 0) return -1;
    if (isCut(newText, c, sudoku, budget) && isCut(oldText, c, sudoku, budget)) return c;
    c = lineStartAt(newText, c - 1);
  }
  return 0;
}

/** The start of the line after the one holding `offset`, or the text's length. */
function nextLineStart(text: string, offset: number): number {
  const e = lineEndAt(text, offset);
  if (e >= text.length) return text.length;
  return text.charCodeAt(e) === 13 && text.charCodeAt(e + 1) === 10 ? e + 2 : e + 1;
}

/**
 * The first place after `newFrom` (the end of the change in the new text) where both texts can be cut (in new
 * text offsets; `- delta` in the old), the new text's length at its end, or -1.
 */
function cutAfter(oldText: string, newText: string, newFrom: number, delta: number, sudoku: boolean): number {
  let c = nextLineStart(newText, newFrom);
  const budget: CutBudget = { left: CUT_READS };
  for (let tries = 0; c < newText.length; tries++) {
    if (tries >= CUT_TRIES || budget.left <= 0) return -1;
    if (isCut(newText, c, sudoku, budget) && isCut(oldText, c - delta, sudoku, budget)) return c;
    c = nextLineStart(newText, c);
  }
  return newText.length;
}

/** The line of `c`, a line start of the old text: counted from the last puzzle or problem of the old scan before it. */
function lineOf(text: string, old: ScanResult, puzzlesBefore: number, c: number): number {
  let line = 0;
  let from = 0;
  if (puzzlesBefore > 0) {
    const p = old.puzzles[puzzlesBefore - 1];
    line = p.endLine;
    from = p.end;
  }
  const problems = old.problems;
  let lo = 0;
  let hi = problems.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (problems[mid].offset < c) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && problems[lo - 1].offset > from) {
    line = problems[lo - 1].line;
    from = problems[lo - 1].offset;
  }
  return line + countLineBreaks(text, from, c);
}

/**
 * The scan of `newText`, equal to `scan(newText, options)`, computed from the scan of `oldText` when an edit
 * touched a small part of a large text: only a window around the change is scanned again. Each end of the window is
 * a place where both texts can be cut (`isCut`: the line before it is one that nothing in the scanner reaches
 * across), found within a few lines of the change; where there is none (texts with f-puzzles JSON, long runs of grid
 * rows), the lines from two puzzles before the change or to two after, used only if the puzzles at those ends come
 * out exactly as before. Otherwise (and for batch files, whose count spans the file) the text is scanned whole.
 */
export function rescan(oldText: string, oldScan: ScanResult, newText: string, options: ScanOptions = {}): ScanResult {
  return rescanWindow(oldText, oldScan, newText, options).result;
}

/** How `rescan` bounded what it scanned again: each end of the window, or the whole text. */
export interface RescanWindow {
  readonly result: ScanResult;
  /** `cut`: a place `isCut` allows; `puzzle`: a puzzle of the old scan, checked; `text`: the text's start or end. */
  readonly start: 'cut' | 'puzzle' | 'text';
  readonly end: 'cut' | 'puzzle' | 'text';
  /** True when the whole text was scanned (or nothing changed). */
  readonly whole: boolean;
}

/** `rescan`, saying how it bounded the window (for the tests). */
export function rescanWindow(oldText: string, oldScan: ScanResult, newText: string, options: ScanOptions = {}): RescanWindow {
  const whole = (result: ScanResult): RescanWindow => ({ result, start: 'text', end: 'text', whole: true });
  if (newText === oldText) return whole(oldScan);
  if (newText.length < SMALL_TEXT) return whole(remember(scan(newText, options), newText));
  const puzzles = oldScan.puzzles;
  const { prefix, suffix } = commonAffixes(oldText, newText);
  const oldChangeEnd = oldText.length - suffix;
  const newChangeEnd = newText.length - suffix;
  const delta = newText.length - oldText.length;
  const sudoku = (options.mode ?? 'sudoku') === 'sudoku';
  const newGrid = hasGridKey(newText);
  const cuts = !newGrid && !(gridKeys.get(oldScan) ?? hasGridKey(oldText));
  const full = (): RescanWindow => whole(remember(scan(newText, options), newText, newGrid));

  // The window's start: a cut, the text's start, or the line of the second puzzle before the change.
  let c1 = cuts ? cutBefore(oldText, newText, prefix, sudoku) : -1;
  // The batch header decides for the whole text: when it lies before a cut, it is the old text's, and so is whether
  // the text is a batch file. Else the window starts with the text (a batch file is then scanned whole).
  const header = c1 > 0 ? headerBefore(newText, c1) : undefined;
  const batch = oldScan.batch;
  if (batch && header === undefined) return full();
  if (c1 > 0 && header === undefined) c1 = 0;
  let wStart = 0;
  let keepBefore = 0;
  let startLine = 0;
  let anchorBefore = -1;
  if (c1 >= 0) {
    wStart = c1;
    keepBefore = countBefore(puzzles, (p) => p.start < c1);
    startLine = c1 === 0 ? 0 : lineOf(oldText, oldScan, keepBefore, c1);
  } else {
    const a = countBefore(puzzles, (p) => p.end < prefix) - CONTEXT;
    if (a > 0) {
      wStart = lineStartAt(oldText, puzzles[a].start);
      keepBefore = a;
      startLine = puzzles[a].startLine;
      anchorBefore = a;
    }
    if (wStart > prefix) return full();
  }

  // The window's end: a cut, the text's end, or the line of the second puzzle after the change.
  const c2 = cuts ? cutAfter(oldText, newText, newChangeEnd, delta, sudoku) : -1;
  let wEndOld = oldText.length;
  let reuseFrom = puzzles.length;
  let anchorAfter = -1;
  if (c2 >= 0) {
    wEndOld = c2 - delta;
    reuseFrom = countBefore(puzzles, (p) => p.start < wEndOld);
  } else {
    const b = countBefore(puzzles, (p) => p.start <= oldChangeEnd) - 1 + CONTEXT;
    if (b < puzzles.length - 1) {
      wEndOld = lineEndAt(oldText, puzzles[b].end);
      reuseFrom = b + 1;
      anchorAfter = b;
    }
    if (wEndOld < oldChangeEnd) return full();
  }
  const wEndNew = wEndOld + delta;
  if (wStart === 0 && wEndNew === newText.length) return full();
  // A batch file's window is bounded by cuts: its puzzles are its lines of 81 cells, checked only against the count.
  if (batch && anchorAfter >= 0) return full();
  const windowScan = scanPart(newText.slice(wStart, wEndNew), options, batch ? 'inside' : c1 > 0 ? 'none' : 'detect');
  if (!batch && windowScan.batch) return full();

  // Whether a character ends a line depends on the one after it (`\r` before `\n`), so the character before the
  // change is counted too: it is the same in both texts, but may end a line in one and not the other.
  const from = Math.max(0, prefix - 1);
  const dLine = countLineBreaks(newText, from, newChangeEnd) - countLineBreaks(oldText, from, oldChangeEnd);
  const ws = windowScan.puzzles;
  if (anchorBefore >= 0 && !matches(ws[0], puzzles[anchorBefore], wStart, startLine)) return full();
  if (anchorAfter >= 0 && !matches(ws[ws.length - 1], puzzles[anchorAfter], wStart - delta, startLine - dLine)) return full();

  const out: ScannedPuzzle[] = puzzles.slice(0, keepBefore);
  for (const w of ws) out.push(new ShiftedPuzzle(w, keepBefore, startLine, wStart));
  const dIndex = out.length - reuseFrom;
  for (let i = reuseFrom; i < puzzles.length; i++) {
    const p = puzzles[i];
    out.push(dIndex === 0 && dLine === 0 && delta === 0 ? p : new ShiftedPuzzle(p, dIndex, dLine, delta));
  }

  const problems: ScanProblem[] = [];
  for (const p of oldScan.problems) if (p.offset < wStart && !(batch && p.code === 'batch-count')) problems.push(p);
  if (batch && header !== undefined) {
    // The count line is the header's first line; its problem says whether the count still agrees.
    const count = Number(newText.slice(header.start, header.end));
    const found = out.reduce((n, p) => (p.format === 'batch' ? n + 1 : n), 0);
    if (found !== count) {
      problems.push({
        code: 'batch-count', line: header.line, column: header.start - lineStartAt(newText, header.start), offset: header.start,
        length: header.end - header.start, message: batchCountMessage(count, found),
      });
    }
  }
  for (const p of windowScan.problems) problems.push(shiftProblem(p, wStart, startLine));
  for (const p of oldScan.problems) if (p.offset >= wEndOld) problems.push(shiftProblem(p, delta, dLine));
  problems.sort((x, y) => x.offset - y.offset);
  return {
    result: remember({ puzzles: out, problems, batch }, newText, newGrid),
    start: c1 > 0 ? 'cut' : anchorBefore >= 0 ? 'puzzle' : 'text',
    end: c2 >= 0 && c2 < newText.length ? 'cut' : anchorAfter >= 0 ? 'puzzle' : 'text',
    whole: false,
  };
}
