// Offset <-> line/character conversion for one text, built once (LF and CRLF line endings).

/** Offset of the first character of the line holding `offset`. */
export function lineStartAt(text: string, offset: number): number {
  return offset <= 0 ? 0 : text.lastIndexOf('\n', offset - 1) + 1;
}

/** Offset one past the last character of the line holding `offset`, before its line break (its `\r` for CRLF), or the text's end. */
export function lineEndAt(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  if (nl < 0) return text.length;
  return nl > 0 && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
}

/** The start offset of every line of a text; lines end at `\n`, and a `\r` before it belongs to the break. */
export class LineIndex {
  /** Offset of the first character of each line. */
  readonly lineStarts: Int32Array;
  readonly lineCount: number;
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
    let count = 1;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
    const starts = new Int32Array(count);
    let n = 1;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts[n++] = i + 1;
    this.lineStarts = starts;
    this.lineCount = count;
  }

  /** Offset one past the last character of `line`, before its line break (`\n` or `\r\n`). */
  lineEnd(line: number): number {
    if (line + 1 >= this.lineCount) {
      return this.text.length;
    }
    let end = this.lineStarts[line + 1] - 1;
    if (end > this.lineStarts[line] && this.text.charCodeAt(end - 1) === 13) end--;
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
