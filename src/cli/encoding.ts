// Bytes in, bytes out: the CLI decodes its input itself so that every byte it does not change comes out as it went
// in. UTF-8 is decoded with each byte that is not part of a valid sequence mapped to a lone low surrogate
// U+DC80..U+DCFF (as Python's "surrogateescape" does), which is never a puzzle character and is encoded back to the
// same byte. A file that starts with a UTF-16 byte order mark is read and written as UTF-16 in the same byte order.

/** How one input is encoded, and so how its text is written back. */
export type Encoding = 'utf8' | 'utf16le' | 'utf16be';

/** The first code unit of an escaped byte: byte `b` (0x80..0xFF) is read as U+DC00 + b. */
const ESCAPE_BASE = 0xdc00;

/** What the first bytes of an input say: its encoding and the length of its byte order mark (0 when none). */
export function sniffEncoding(head: Uint8Array): { encoding: Encoding; bom: number } {
  if (head.length >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf8', bom: 3 };
  if (head.length >= 2 && head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf16le', bom: 2 };
  if (head.length >= 2 && head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf16be', bom: 2 };
  return { encoding: 'utf8', bom: 0 };
}

/** Length of the valid UTF-8 sequence that starts at `i` (1 to 4), or 0 when the byte there does not start one. */
function sequenceLength(bytes: Uint8Array, i: number, end: number): number {
  const b = bytes[i];
  if (b < 0x80) return 1;
  let n: number;
  let lo = 0x80;
  let hi = 0xbf;
  if (b >= 0xc2 && b <= 0xdf) n = 2;
  else if (b >= 0xe0 && b <= 0xef) {
    n = 3;
    if (b === 0xe0) lo = 0xa0;
    else if (b === 0xed) hi = 0x9f; // no surrogates
  } else if (b >= 0xf0 && b <= 0xf4) {
    n = 4;
    if (b === 0xf0) lo = 0x90;
    else if (b === 0xf4) hi = 0x8f;
  } else return 0;
  if (i + n > end) return -1; // cut off by the end of the bytes at hand
  const b1 = bytes[i + 1];
  if (b1 < lo || b1 > hi) return 0;
  for (let k = 2; k < n; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return 0;
  return n;
}

/** True when the bytes from `i` to `end` could still become one valid sequence with more bytes. */
function isValidPrefix(bytes: Uint8Array, i: number, end: number): boolean {
  const b = bytes[i];
  let lo = 0x80;
  let hi = 0xbf;
  if (b === 0xe0) lo = 0xa0;
  else if (b === 0xed) hi = 0x9f;
  else if (b === 0xf0) lo = 0x90;
  else if (b === 0xf4) hi = 0x8f;
  if (!((b >= 0xc2 && b <= 0xf4))) return false;
  if (i + 1 < end && (bytes[i + 1] < lo || bytes[i + 1] > hi)) return false;
  for (let k = i + 2; k < end; k++) if ((bytes[k] & 0xc0) !== 0x80) return false;
  return true;
}

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Decodes UTF-8 with escaped invalid bytes, one chunk at a time; a sequence cut by a chunk's end is carried over. */
export class Utf8Decoder {
  private carry: Uint8Array = new Uint8Array(0);

  write(chunk: Uint8Array): string {
    let bytes = chunk;
    if (this.carry.length > 0) {
      bytes = new Uint8Array(this.carry.length + chunk.length);
      bytes.set(this.carry);
      bytes.set(chunk, this.carry.length);
      this.carry = new Uint8Array(0);
    }
    // Hold back a trailing sequence that more bytes may complete (at most 3 bytes).
    let end = bytes.length;
    for (let k = Math.max(0, end - 3); k < end; k++) {
      if (bytes[k] >= 0xc0 && sequenceLength(bytes, k, end) === -1 && isValidPrefix(bytes, k, end)) {
        this.carry = bytes.slice(k);
        end = k;
        break;
      }
    }
    return decodeUtf8(bytes, 0, end);
  }

  /** The text of any bytes still held back: they never became a sequence, so each is escaped. */
  end(): string {
    const rest = this.carry;
    this.carry = new Uint8Array(0);
    return decodeUtf8(rest, 0, rest.length);
  }
}

/** `bytes[start, end)` as text, each invalid byte as U+DC00 + byte. */
export function decodeUtf8(bytes: Uint8Array, start: number, end: number): string {
  const view = bytes.subarray(start, end);
  try {
    return strict.decode(view);
  } catch {
    // Invalid bytes somewhere: decode by hand below.
  }
  const units: number[] = [];
  let out = '';
  for (let i = start; i < end; ) {
    const n = sequenceLength(bytes, i, end);
    const b = bytes[i];
    if (n === 1) {
      units.push(b);
      i++;
    } else if (n <= 0) {
      units.push(ESCAPE_BASE + b);
      i++;
    } else {
      let cp = n === 2 ? b & 0x1f : n === 3 ? b & 0x0f : b & 0x07;
      for (let k = 1; k < n; k++) cp = (cp << 6) | (bytes[i + k] & 0x3f);
      if (cp >= 0x10000) {
        cp -= 0x10000;
        units.push(0xd800 + (cp >> 10), 0xdc00 + (cp & 0x3ff));
      } else {
        units.push(cp);
      }
      i += n;
    }
    if (units.length >= 8192) {
      out += String.fromCharCode(...units);
      units.length = 0;
    }
  }
  return out + String.fromCharCode(...units);
}

/** Decodes UTF-16 in either byte order, code unit by code unit (lone surrogates stay as they are); an odd last byte is kept. */
export class Utf16Decoder {
  private odd: number | undefined;

  constructor(private readonly bigEndian: boolean) {}

  write(chunk: Uint8Array): string {
    let bytes = chunk;
    if (this.odd !== undefined) {
      bytes = new Uint8Array(chunk.length + 1);
      bytes[0] = this.odd;
      bytes.set(chunk, 1);
      this.odd = undefined;
    }
    let end = bytes.length;
    if (end % 2 === 1) {
      this.odd = bytes[end - 1];
      end--;
    }
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, end);
    if (!this.bigEndian) return buf.toString('utf16le');
    const swapped = Buffer.from(buf);
    swapped.swap16();
    return swapped.toString('utf16le');
  }

  /** A last odd byte, which is not a code unit: it is written back as it was, after the text. */
  trailingByte(): number | undefined {
    return this.odd;
  }
}

/** True when `text` holds a low surrogate that is not the second half of a pair (an escaped byte or a lone half). */
function hasLoneLow(text: string): boolean {
  for (let i = text.search(/[\udc00-\udfff]/); i >= 0 && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff) {
      const prev = i > 0 ? text.charCodeAt(i - 1) : 0;
      if (!(prev >= 0xd800 && prev <= 0xdbff)) return true;
    }
  }
  return false;
}

/** Encodes text as UTF-8, writing each escaped byte U+DC80..U+DCFF back as that byte. */
export function encodeUtf8(text: string): Buffer {
  if (!hasLoneLow(text)) return Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
      continue;
    }
    if (c >= ESCAPE_BASE + 0x80 && c <= ESCAPE_BASE + 0xff) {
      parts.push(Buffer.from(text.slice(from, i), 'utf8'), Buffer.of(c - ESCAPE_BASE));
      from = i + 1;
    }
  }
  parts.push(Buffer.from(text.slice(from), 'utf8'));
  return Buffer.concat(parts);
}

/** Encodes text in `encoding`. */
export function encodeText(text: string, encoding: Encoding): Buffer {
  if (encoding === 'utf8') return encodeUtf8(text);
  const buf = Buffer.from(text, 'utf16le');
  if (encoding === 'utf16be') buf.swap16();
  return buf;
}

/**
 * Text for a message on the terminal: an escaped byte is shown as `\xE9` and any other lone surrogate as `\uD83D`,
 * so a message never carries a replacement character.
 */
export function displayText(text: string): string {
  if (!/[\ud800-\udfff]/.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        out += text[i] + text[i + 1];
        i++;
        continue;
      }
    }
    if (c >= ESCAPE_BASE + 0x80 && c <= ESCAPE_BASE + 0xff) out += `\\x${(c - ESCAPE_BASE).toString(16).toUpperCase()}`;
    else if (c >= 0xd800 && c <= 0xdfff) out += `\\u${c.toString(16).toUpperCase()}`;
    else out += text[i];
  }
  return out;
}

/** The 1-based column of `offset` in a line starting at `lineStart`, counting characters (code points), not UTF-16 units. */
export function characterColumn(text: string, lineStart: number, offset: number): number {
  let column = 1;
  for (let i = lineStart; i < offset; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < offset) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    column++;
  }
  return column;
}
