// How much of a document is scanned: every keystroke rescans the text near the edit, and in a text
// with few puzzles that is most of the text, so the size of what is scanned is capped. No vscode.

/** Documents with more characters than this (UTF-16 code units; the 10,000-puzzle benchmark file has 820,000) are not scanned. */
export const MAX_SCANNED_CHARS = 900_000;

/** Documents with more lines than this are not scanned (logs, dumps: many short lines cost more than one long one). */
export const MAX_SCANNED_LINES = 20_000;

/** Why a document is over the cap, with its size; undefined when it is scanned. */
export interface OverLimit {
  readonly over: 'characters' | 'lines';
  readonly chars: number;
  readonly lines: number;
}

/**
 * Whether a document of this size is over the cap. Measured by the benchmark (bench/editor.ts): the
 * worst texts under both limits rescan in under 10 ms of CPU per keystroke; a 40 MB line took 0.56 s
 * to 1.22 s before the characters were counted too.
 */
export function overLimit(chars: number, lines: number): OverLimit | undefined {
  if (chars > MAX_SCANNED_CHARS) return { over: 'characters', chars, lines };
  if (lines > MAX_SCANNED_LINES) return { over: 'lines', chars, lines };
  return undefined;
}
