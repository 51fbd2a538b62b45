// Streams a text through the shared scanner a segment at a time, so memory stays flat however long the input is,
// and what is found is exactly what one scan of the whole text finds: a segment ends only at a safe cut
// (`lastSafeCut`, src/text/cuts.ts), where no puzzle, run of rows or LeetCode board can reach across, and the batch
// header the first segment decided is carried into every later one by a stand-in header line.

import { scan } from '../text';
import type { ScanProblem, ScannedPuzzle } from '../text';
import { isSignificantLine, lastSafeCut } from '../text/cuts';
import { count } from '../text/words';
import { fastLines } from './fastlines';
import type { FastLines } from './fastlines';

/** Characters read before a segment is cut (when a safe cut is there). */
export const SEGMENT_CHARS = 1 << 18;
/** At most this many characters or lines are held while looking for a safe cut; past that the text is cut anyway. */
export const MAX_SEGMENT_CHARS = 1 << 22;
export const MAX_SEGMENT_LINES = 1 << 18;
/** Lines a segment holds when it can be cut there (a line of strict-mode text can give a problem each). */
const SEGMENT_LINES = 1 << 11;

/** A line put before every later segment of a text that is not a batch file: inert text, not a count line. */
const PLAIN_CONTEXT = 'x\n';
/** Before every later segment of a batch file: a count line and an 81-digit line, so it is read as batch lines. */
const BATCH_CONTEXT = `1\n${'0'.repeat(81)}\n`;

/** One scanned piece of the input. Offsets and lines of `puzzles` and `problems` are those of `text`. */
export interface Segment {
  readonly text: string;
  /** Where the input's own text starts in `text` (after the context lines), and where this segment's share ends. */
  readonly begin: number;
  readonly end: number;
  /** Add to a line of `text` to get the 0-based line in the whole input. */
  readonly lineBase: number;
  /** Offset in the whole input (after any byte order mark) of `text[begin]`. */
  readonly offset: number;
  /** The puzzles and problems of this segment's share, in order (never `batch-count`: see run.ts). */
  readonly puzzles: readonly ScannedPuzzle[];
  readonly problems: readonly ScanProblem[];
  readonly first: boolean;
  readonly last: boolean;
  /** The input is a batch file (known from the first segment on). */
  readonly batch: boolean;
  /** First segment only: the input started with a byte order mark (removed from `text`). */
  readonly bom: boolean;
  /**
   * Set when this segment had to end where a cut is not known to be safe (no safe place in MAX_SEGMENT_CHARS or
   * MAX_SEGMENT_LINES), or is one line longer than MAX_SEGMENT_CHARS that is copied without being scanned: what
   * to tell the user, about the line `lineBase + warningLine`.
   */
  readonly warning?: { readonly line: number; readonly message: string };
  /** The segment was not scanned (part of a line longer than MAX_SEGMENT_CHARS). */
  readonly raw?: boolean;
  /**
   * With the `fast` option, for a segment made only of plain 81-character puzzle lines (src/cli/fastlines.ts): its
   * puzzles as packed cells, instead of `puzzles` (then empty, as `problems` is: such a segment has none).
   */
  readonly fast?: FastLines;
}

export interface SegmentOptions {
  readonly mode?: 'sudoku' | 'plaintext';
  readonly segmentChars?: number;
  readonly maxChars?: number;
  readonly maxLines?: number;
  /** Read segments of plain 81-character lines without the scanner, into `Segment.fast` (solve's fast path). */
  readonly fast?: boolean;
}

/** Number of line breaks in `text[from, to)`, as the scanner counts them. */
function breaksIn(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  // A lone `\r` ends a line too, as the scanner reads it.
  for (let i = text.indexOf('\r', from); i !== -1 && i < to; i = text.indexOf('\r', i + 1)) {
    if (text.charCodeAt(i + 1) !== 10) n++;
  }
  return n;
}

/** Where `text` has `chars` characters or `lines` line breaks, whichever comes first. */
function segmentEnd(text: string, chars: number, lines: number): number {
  const limit = Math.min(text.length, chars);
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < limit; i = text.indexOf('\n', i + 1)) if (++n === lines) return i + 1;
  return limit;
}

/** The end of the last line break in `text[from, to)` (a line start), or -1. */
function lastBreakEnd(text: string, from: number, to: number, final: boolean): number {
  for (let i = to; i > from; i--) {
    const c = text.charCodeAt(i - 1);
    if (c === 10) return i;
    if (c === 13 && (i < text.length ? text.charCodeAt(i) !== 10 : final)) return i;
  }
  return -1;
}

/** Splits `source` (text chunks, such as a decoded stream) into scanned segments, in order. */
export async function* scanSegments(source: AsyncIterable<string>, options: SegmentOptions = {}): AsyncGenerator<Segment> {
  const mode = options.mode ?? 'sudoku';
  const segmentChars = Math.max(1, options.segmentChars ?? SEGMENT_CHARS);
  const maxChars = Math.max(segmentChars, options.maxChars ?? MAX_SEGMENT_CHARS);
  const maxLines = options.maxLines ?? MAX_SEGMENT_LINES;
  const it = source[Symbol.asyncIterator]();
  let pending = '';
  let pendingLines = 0;
  let eof = false;
  let first = true;
  let bom = false;
  let bomChecked = false;
  let batch = false;
  let lineBase = 0;
  let offset = 0;
  /** Inside a line too long to scan: the rest of it, up to its break, is copied as it is. */
  let rawLine = false;
  /** Places in `pending` up to here were tried as cuts already (they stay refused when more text arrives). */
  let searched = 0;
  /** First segment: a cut must come after this offset (the start of the second line that counts for the header). */
  let headerAt = -1;

  const read = async (): Promise<void> => {
    const r = await it.next();
    if (r.done) {
      eof = true;
      return;
    }
    let chunk = r.value;
    if (!bomChecked && chunk.length > 0) {
      bomChecked = true;
      if (chunk.charCodeAt(0) === 0xfeff) {
        bom = true;
        chunk = chunk.slice(1);
      }
    }
    pendingLines += breaksIn(chunk, 0, chunk.length);
    pending += chunk;
  };

  for (;;) {
    if (rawLine) {
      // Copy the long line up to and including its break, or all that was read, a read at a time (so no piece of it
      // is held longer than one read).
      if (pending.length === 0 && !eof) {
        await read();
        continue;
      }
      const br = pending.length === 0 ? -1 : firstBreakEnd(pending, eof);
      const take = br >= 0 ? br : pending.endsWith('\r') && !eof ? pending.length - 1 : pending.length;
      if (take > 0 || eof) {
        const text = pending.slice(0, take);
        const last = eof && take === pending.length;
        yield { text, begin: 0, end: text.length, lineBase, offset, puzzles: [], problems: [], first, last, batch, bom, raw: true };
        first = false;
        bom = false;
        offset += take;
        pending = pending.slice(take);
        pendingLines = breaksIn(pending, 0, pending.length);
        searched = 0;
        if (br >= 0) {
          lineBase++;
          rawLine = false;
        }
        if (last) return;
      } else {
        await read(); // only a `\r` is held, which a `\n` may follow
      }
      continue;
    }

    while (!eof && pending.length < segmentChars && pendingLines < maxLines) await read();

    const final = eof;
    let cut = -1;
    let warning: Segment['warning'];
    // Prefer a cut within about one segment's worth of text and lines, so a segment stays small when reads are big.
    const noBreak = pendingLines === 0 && !final;
    const to = noBreak ? pending.length : Math.min(pending.length, segmentEnd(pending, 2 * segmentChars, SEGMENT_LINES));
    if (final && to === pending.length) {
      cut = pending.length;
    } else if (noBreak) {
      // No line break at all, so no place to cut yet: leave the text as it is read (looking would join its pieces).
      cut = -1;
    } else {
      // The batch header must lie before the first cut: two lines that certainly count for it.
      if (first && headerAt < 0) headerAt = secondSignificantLine(pending);
      const header = first ? (headerAt < 0 ? pending.length : headerAt) : 0;
      cut = lastSafeCut(pending, 0, to, final, header, mode === 'sudoku');
      if (cut <= 0 && to < pending.length) cut = lastSafeCut(pending, 0, pending.length, final, Math.max(to, searched - 1, header), mode === 'sudoku');
      searched = pending.length;
      // The rest of the input is read: when it has no safe place, it is the last segment, whole (at most one read
      // and MAX_SEGMENT_CHARS); else it is cut like the text before it, so the last segment is no bigger than others.
      if (final && cut <= 0) cut = pending.length;
    }
    if (cut <= 0 && !final) {
      if (pending.length < maxChars && pendingLines < maxLines) {
        await read();
        continue;
      }
      // No safe place in a bounded amount of text: cut at the last line break, or treat the line as too long.
      const at = lastBreakEnd(pending, 0, pending.length, false);
      if (at <= 0) {
        rawLine = true;
        const message = `line longer than ${count(maxChars)} characters: copied as it is, not searched for puzzles`;
        if (pending.length > 0) {
          yield {
            text: pending, begin: 0, end: pending.length, lineBase, offset, puzzles: [], problems: [], first, last: false,
            batch, bom, raw: true, warning: { line: 0, message },
          };
          first = false;
          bom = false;
          offset += pending.length;
          pending = '';
          pendingLines = 0;
          searched = 0;
        }
        continue;
      }
      cut = at;
      warning = {
        line: breaksIn(pending, 0, at),
        message: `no safe place to split the text in ${count(Math.min(pending.length, maxChars))} characters;`
          + ' a puzzle across this line may be read differently than by one scan of the whole file',
      };
    }

    const prefix: string = first ? '' : batch ? BATCH_CONTEXT : PLAIN_CONTEXT;
    const prefixLines: number = first ? 0 : batch ? 2 : 1;
    const share = pending.slice(0, cut);
    const text: string = prefix + share;
    const last = final && cut === pending.length;
    const shareLines = breaksIn(share, 0, share.length);
    const fast: FastLines | undefined = options.fast ? fastLines(text, prefix.length, text.length, { sudokuMode: mode === 'sudoku', first, batch, firstLine: prefixLines }) : undefined;
    let puzzles: readonly ScannedPuzzle[] = [];
    let problems: readonly ScanProblem[] = [];
    if (fast !== undefined) {
      if (first) batch = fast.batch;
    } else {
      const scanned = scan(text, { mode });
      if (first) batch = scanned.batch;
      puzzles = first ? scanned.puzzles : scanned.puzzles.filter((p) => p.startLine >= prefixLines);
      // A batch file's count is checked by the reader over all segments (run.ts), so no segment reports it.
      problems = scanned.problems.filter((p) => p.line >= prefixLines && p.code !== 'batch-count');
    }
    yield {
      text, begin: prefix.length, end: text.length, lineBase: lineBase - prefixLines, offset, puzzles, problems,
      first, last, batch, bom, warning: warning && { line: warning.line + prefixLines, message: warning.message }, fast,
    };
    if (last) return;
    lineBase += shareLines;
    offset += cut;
    pending = pending.slice(cut);
    pendingLines -= shareLines;
    searched = 0;
    first = false;
    bom = false;
  }
}

/** The end of the first line break in `text` (a `\r` at its end counts only when the input has ended), or -1. */
function firstBreakEnd(text: string, final: boolean): number {
  const nl = text.indexOf('\n');
  const cr = text.indexOf('\r');
  if (cr >= 0 && (nl < 0 || cr < nl - 1)) {
    if (cr + 1 < text.length) return cr + 1;
    return final ? cr + 1 : -1;
  }
  return nl < 0 ? -1 : nl + 1;
}

/** The start of the second line of `text` that certainly counts for the batch header, or -1 when not read yet. */
function secondSignificantLine(text: string): number {
  let n = 0;
  let ls = 0;
  while (ls < text.length) {
    let le = ls;
    while (le < text.length && text.charCodeAt(le) !== 10 && !(text.charCodeAt(le) === 13 && text.charCodeAt(le + 1) !== 10)) le++;
    if (le >= text.length) return -1; // the line is not complete yet
    if (isSignificantLine(text, ls, le) && ++n === 2) return ls;
    ls = le + 1;
  }
  return -1;
}
