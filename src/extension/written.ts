// Which digits of a puzzle the extension wrote (Solve, Solve All, the board's Fill in), so the board
// draws them as solved digits rather than givens, whichever command wrote them. No vscode.

import { BoundedMap, gridKey } from './cache';

/** Records kept per document: a Solve All of 10,000 puzzles fits, and the oldest go first. */
const MAX_PER_DOCUMENT = 50_000;

/**
 * Written digits, keyed by the grid as it reads after the write: a puzzle whose cells are exactly an
 * `after` recorded for its document had the empty cells of the matching `before` filled by the
 * extension. Any other change to the puzzle (a digit typed, a given deleted) makes it a new grid,
 * which then has no record: every digit in it is drawn as the text says, as a given.
 */
export class WrittenDigits {
  private readonly byDocument = new Map<string, BoundedMap<string, Uint8Array>>();

  /** Notes that the extension turned `before` into `after` in the document `uri`. */
  record(uri: string, before: Uint8Array, after: Uint8Array): void {
    let records = this.byDocument.get(uri);
    if (records === undefined) {
      records = new BoundedMap(MAX_PER_DOCUMENT);
      this.byDocument.set(uri, records);
    }
    // A second write on top of the first (Fill in, step after step) keeps the first `before`.
    const earlier = records.get(gridKey(before));
    records.set(gridKey(after), earlier ?? before.slice());
  }

  /** 81 flags (1 = written by the extension) for a puzzle with these cells, or undefined when none were. */
  flags(uri: string, cells: Uint8Array): number[] | undefined {
    const before = this.byDocument.get(uri)?.get(gridKey(cells));
    if (before === undefined) return undefined;
    const out = new Array<number>(81).fill(0);
    for (let i = 0; i < 81; i++) if (before[i] === 0 && cells[i] !== 0) out[i] = 1;
    return out;
  }

  /** Drops the records of a closed document. */
  forget(uri: string): void {
    this.byDocument.delete(uri);
  }

  clear(): void {
    this.byDocument.clear();
  }
}
