// Streams a text through the shared scanner a segment at a time, so memory stays flat however long the input is.
// A segment ends after a puzzle well before its last line (or at a blank line), and what follows is scanned again
// with the next segment, so no puzzle is ever cut in two.

import { LineIndex, scan } from '../text';
import type { ScanProblem, ScannedPuzzle } from '../text';

/** Characters read before a segment is scanned. */
export const SEGMENT_CHARS = 1 << 16;
/** Lines at the end of a segment that are always scanned again with the next one. */
const MARGIN_LINES = 40;
/**
 * A line put before every segment but the first: text that is not a puzzle, so the scanner sees "something came
 * before" (a later segment never looks like the start of a batch file). Its problem, on line 0, is dropped.
 */
const CONTEXT = 'x\n';

/** One scanned piece of the input. Offsets and lines of `puzzles` and `problems` are those of `text`. */
export interface Segment {
  readonly text: string;
  /** Where the input's own text starts in `text` (after the context line), and where this segment's share ends. */
  readonly begin: number;
  readonly end: number;
  /** Add to a line of `text` to get the 0-based line in the whole input. */
  readonly lineBase: number;
  /** Offset in the whole input (after any byte order mark) of `text[begin]`. */
  readonly offset: number;
  /** The puzzles and problems that lie entirely before `end`, in order. */
  readonly puzzles: readonly ScannedPuzzle[];
  readonly problems: readonly ScanProblem[];
  readonly first: boolean;
  readonly last: boolean;
  /** First segment only: the input is a batch file. */
  readonly batch: boolean;
  /** First segment only: the input started with a byte order mark (removed from `text`). */
  readonly bom: boolean;
}

function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}

/** Splits `source` (text chunks, such as a decoded stream) into scanned segments, in order. */
export async function* scanSegments(source: AsyncIterable<string>, segmentChars = SEGMENT_CHARS): AsyncGenerator<Segment> {
  const it = source[Symbol.asyncIterator]();
  let pending = '';
  let eof = false;
  let first = true;
  let bom = false;
  let lineBase = 0;
  let offset = 0;
  let want = segmentChars;
  for (;;) {
    while (!eof && pending.length < want) {
      const r = await it.next();
      if (r.done) eof = true;
      else pending += r.value;
    }
    if (first && pending.charCodeAt(0) === 0xfeff) {
      bom = true;
      pending = pending.slice(1);
    }
    let take = pending.length;
    if (!eof || pending.length > want) {
      take = pending.lastIndexOf('\n', want - 1) + 1;
      if (take === 0) {
        // One line longer than a segment: read on.
        want *= 2;
        continue;
      }
    }
    const last = eof && take === pending.length;
    const prefix = first ? '' : CONTEXT;
    const text = prefix + pending.slice(0, take);
    const scanned = scan(text, { mode: 'sudoku' });
    const prefixLines = first ? 0 : 1;

    let cutLine = Infinity;
    let cut = text.length;
    if (!last) {
      const index = new LineIndex(text);
      const limit = index.lineCount - 1 - MARGIN_LINES;
      cutLine = -1;
      for (let k = scanned.puzzles.length - 1; k >= 0; k--) {
        if (scanned.puzzles[k].endLine < limit) {
          cutLine = scanned.puzzles[k].endLine + 1;
          break;
        }
      }
      if (cutLine < 0) {
        for (let line = limit - 1; line > prefixLines; line--) {
          if (isBlank(text, index.lineStarts[line], index.lineEnd(line))) {
            cutLine = line + 1;
            break;
          }
        }
      }
      if (cutLine < 0) {
        // No safe place to cut yet (a construct longer than the segment): scan a bigger piece.
        want *= 2;
        continue;
      }
      cut = index.lineStarts[cutLine];
    }
    const puzzles = scanned.puzzles.filter((p) => p.endLine < cutLine);
    const problems = scanned.problems.filter(
      (p) => p.line < cutLine && p.line >= prefixLines && !(p.code === 'batch-count' && !last),
    );
    yield { text, begin: prefix.length, end: cut, lineBase: lineBase - prefixLines, offset, puzzles, problems, first, last, batch: first && scanned.batch, bom };
    if (last) return;
    lineBase += (cutLine === Infinity ? 0 : cutLine) - prefixLines;
    offset += cut - prefix.length;
    pending = pending.slice(cut - prefix.length);
    first = false;
    bom = false;
    want = segmentChars;
  }
}
