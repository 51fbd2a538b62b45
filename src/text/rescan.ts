// Incremental scanning: after an edit only the lines around it are scanned again; the rest of the old scan is reused, shifted.

import { countBefore } from './find';
import { countLineBreaks, lineEndAt, lineStartAt } from './lines';
import { scan } from './scan';
import { rulesKey, type Rules } from '../core/rules';
import type { CageSource, PuzzleFormat, ScanOptions, ScanProblem, ScanResult, ScannedPuzzle, WriteBack } from './types';

/** Texts shorter than this are simply scanned again. */
const SMALL_TEXT = 16_384;
/** Unchanged puzzles scanned again on each side of an edit, so the scanner sees the same neighbourhood. */
const CONTEXT = 2;
const CHUNK = 1024;

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

/**
 * The scan of `newText`, equal to `scan(newText, options)`, computed from the scan of `oldText` when an
 * edit touched a small part of a large text: the lines from two puzzles before the change to two
 * after are scanned again, and the result is used only if the puzzles at both ends of that window come
 * out exactly as before; otherwise (and for batch files, whose count spans the file) the text is scanned whole.
 */
export function rescan(oldText: string, oldScan: ScanResult, newText: string, options: ScanOptions = {}): ScanResult {
  if (newText === oldText) return oldScan;
  if (newText.length < SMALL_TEXT || oldScan.batch) return scan(newText, options);
  const puzzles = oldScan.puzzles;
  const { prefix, suffix } = commonAffixes(oldText, newText);
  const oldChangeEnd = oldText.length - suffix;
  const delta = newText.length - oldText.length;

  const a = countBefore(puzzles, (p) => p.end < prefix) - CONTEXT;
  const b = countBefore(puzzles, (p) => p.start <= oldChangeEnd) - 1 + CONTEXT;
  const wStart = a <= 0 ? 0 : lineStartAt(oldText, puzzles[a].start);
  const wEndOld = b >= puzzles.length - 1 ? oldText.length : lineEndAt(oldText, puzzles[b].end);
  if (wStart > prefix || wEndOld < oldChangeEnd) return scan(newText, options);
  const wEndNew = wEndOld + delta;
  const windowScan = scan(newText.slice(wStart, wEndNew), options);
  if (windowScan.batch) return scan(newText, options);

  const startLine = a <= 0 ? 0 : puzzles[a].startLine;
  // Whether a character ends a line depends on the one after it (`\r` before `\n`), so the character before the
  // change is counted too: it is the same in both texts, but may end a line in one and not the other.
  const from = Math.max(0, prefix - 1);
  const dLine = countLineBreaks(newText, from, newText.length - suffix) - countLineBreaks(oldText, from, oldChangeEnd);
  const keepBefore = a <= 0 ? 0 : a;
  const reuseFrom = b >= puzzles.length - 1 ? puzzles.length : b + 1;
  const ws = windowScan.puzzles;
  if (keepBefore > 0 && !matches(ws[0], puzzles[a], wStart, startLine)) return scan(newText, options);
  if (reuseFrom < puzzles.length && !matches(ws[ws.length - 1], puzzles[b], wStart - delta, startLine - dLine)) return scan(newText, options);

  const out: ScannedPuzzle[] = puzzles.slice(0, keepBefore);
  for (const w of ws) out.push(new ShiftedPuzzle(w, keepBefore, startLine, wStart));
  const dIndex = out.length - reuseFrom;
  for (let i = reuseFrom; i < puzzles.length; i++) {
    const p = puzzles[i];
    out.push(dIndex === 0 && dLine === 0 && delta === 0 ? p : new ShiftedPuzzle(p, dIndex, dLine, delta));
  }

  const problems: ScanProblem[] = [];
  for (const p of oldScan.problems) if (p.offset < wStart) problems.push(p);
  for (const p of windowScan.problems) problems.push(shiftProblem(p, wStart, startLine));
  for (const p of oldScan.problems) if (p.offset >= wEndOld) problems.push(shiftProblem(p, delta, dLine));
  problems.sort((x, y) => x.offset - y.offset);
  return { puzzles: out, problems, batch: false };
}
