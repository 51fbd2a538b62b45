// Offset <-> line/character conversion for one text, built once. Lines end at `\n`, `\r\n` or a lone `\r`.

/** Offset of the first character of the line holding `offset`. */
export function lineStartAt(text: string, offset: number): number {
  if (offset <= 0) return 0;
  const nl = text.lastIndexOf('\n', offset - 1);
  // A lone `\r` between that `\n` and `offset` ends a line too (old Mac files); one before a `\n` does not.
  const cr = text.substring(nl + 1, offset).lastIndexOf('\r');
  if (cr < 0) return nl + 1;
  const at = nl + 1 + cr;
  if (text.charCodeAt(at + 1) !== 10) return at + 1;
  // `offset` is the `\n` of a `\r\n`: look for a lone `\r` before that `\r`.
  const earlier = text.substring(nl + 1, at).lastIndexOf('\r');
  return earlier < 0 ? nl + 1 : nl + 1 + earlier + 1;
}

/** Offset one past the last character of the line holding `offset`, before its line break (`\n`, `\r\n` or `\r`), or the text's end. */
export function lineEndAt(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  const to = nl < 0 ? text.length : nl;
  const cr = text.substring(offset, to).indexOf('\r');
  if (cr >= 0) return offset + cr;
  // `offset` is the `\n` of a `\r\n`: the line ends at its `\r`.
  return to === offset && nl > 0 && text.charCodeAt(nl - 1) === 13 ? nl - 1 : to;
}

/** True when the character at `i` ends a line: a `\n`, or a `\r` not followed by `\n`. */
export function endsLine(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10);
}

/** The number of line breaks that end inside `[from, to)` (a `\r\n` ends at its `\n`). */
export function countLineBreaks(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) n++;
  for (let i = text.indexOf('\r', from); i >= 0 && i < to; i = text.indexOf('\r', i + 1)) {
    if (text.charCodeAt(i + 1) !== 10) n++;
  }
  return n;
}

/** The start offset of every line of a text; a line ends at `\n`, `\r\n` or a lone `\r` (the break is not part of it). */
export class LineIndex {
  /** Offset of the first character of each line. */
  readonly lineStarts: Int32Array;
  readonly lineCount: number;
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
    // Most texts have no lone `\r` (LF or CRLF files): their lines are found with indexOf('\n') alone.
    let lone = false;
    for (let i = text.indexOf('\r'); i >= 0 && !lone; i = text.indexOf('\r', i + 1)) lone = text.charCodeAt(i + 1) !== 10;
    if (!lone) {
      let count = 1;
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
      const starts = new Int32Array(count);
      let n = 1;
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts[n++] = i + 1;
      this.lineStarts = starts;
      this.lineCount = count;
      return;
    }
    const count = 1 + countLineBreaks(text, 0, text.length);
    const starts = new Int32Array(count);
    let n = 1;
    const length = text.length;
    for (let i = 0; i < length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts[n++] = i + 1;
    }
    this.lineStarts = starts;
    this.lineCount = count;
  }

  /** Offset one past the last character of `line`, before its line break (`\n`, `\r\n` or `\r`). */
  lineEnd(line: number): number {
    if (line + 1 >= this.lineCount) {
      return this.text.length;
    }
    let end = this.lineStarts[line + 1] - 1;
    if (end > this.lineStarts[line] && this.text.charCodeAt(end) === 10 && this.text.charCodeAt(end - 1) === 13) end--;
    return end;
  }

  /** The line containing `offset` (clamped to the text), by binary search over line starts. */
  lineAt(offset: number): number {
    const starts = this.lineStarts;
    if (offset <= 0) return 0;
    let lo = 0;
    let hi = this.lineCount - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** 0-based line and character of an offset; an offset inside a line break maps to the end of that line. */
  positionAt(offset: number): { line: number; character: number } {
    const o = Math.max(0, Math.min(offset, this.text.length));
    const line = this.lineAt(o);
    const start = this.lineStarts[line];
    return { line, character: Math.min(o, this.lineEnd(line)) - start };
  }

  /** Offset of a 0-based line and character, clamped to the text and to the line's length. */
  offsetAt(line: number, character: number): number {
    if (line < 0) return 0;
    if (line >= this.lineCount) return this.text.length;
    const start = this.lineStarts[line];
    return start + Math.max(0, Math.min(character, this.lineEnd(line) - start));
  }
}
