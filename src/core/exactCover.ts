// Knuth's Algorithm X with dancing links, once, for every exact-cover matrix the project builds: the classic
// cross-check engine (`dlx.ts`, 324 columns) and the killer one (`killer/cover.ts`, with a column per cage and per
// cage and digit). A matrix is filled with `reset` and `addRow`, given rows are taken with `take`, and `search`
// counts the covers up to a limit, under a budget and an abort signal, with the engines' EngineRun contract.

import type { EngineRun } from './engine';
import type { StopReason } from './types';

/** The abort signal is read once per this many rows tried (plus one). */
const SIGNAL_EVERY = 1023;

/** A dancing-links matrix with room for `maxColumns` columns and `maxNodes` nodes (headers included). */
export class ExactCover {
  private readonly L: Int32Array;
  private readonly R: Int32Array;
  private readonly U: Int32Array;
  private readonly D: Int32Array;
  /** The column of each node (headers point at themselves). */
  private readonly COL: Int32Array;
  /** The caller's id of each node's row. */
  private readonly ID: Int32Array;
  /** Rows left in each column. */
  private readonly S: Int32Array;
  /** 1 while a column is still in the header list. */
  private readonly open: Uint8Array;
  private chosen: Int32Array;
  private choiceSize: Int32Array;
  /** 1 where the row chosen at a depth has another row after it in its column (a choice left to try). */
  private hasNext: Uint8Array;
  private next = 1;
  private columns = 0;
  /** The row ids of the first cover found by the last search (its first `firstDepth` entries). */
  firstIds: Int32Array;
  firstDepth = 0;

  constructor(maxColumns: number, maxNodes: number) {
    this.L = new Int32Array(maxNodes);
    this.R = new Int32Array(maxNodes);
    this.U = new Int32Array(maxNodes);
    this.D = new Int32Array(maxNodes);
    this.COL = new Int32Array(maxNodes);
    this.ID = new Int32Array(maxNodes);
    this.S = new Int32Array(maxColumns + 1);
    this.open = new Uint8Array(maxColumns + 1);
    this.chosen = new Int32Array(0);
    this.choiceSize = new Int32Array(0);
    this.hasNext = new Uint8Array(0);
    this.firstIds = new Int32Array(0);
  }

  /**
   * Empties the matrix and opens columns 1..columns (0 is the root), in that order; with `isOpen`, only those whose
   * entry is 1 (the others are already met, and no row may use them: the same as `drop` of each after a reset).
   */
  reset(columns: number, isOpen?: Uint8Array): void {
    const { L, R, U, D, COL, S, open } = this;
    U[0] = D[0] = COL[0] = S[0] = 0;
    open[0] = 1;
    let last = 0;
    for (let c = 1; c <= columns; c++) {
      U[c] = c;
      D[c] = c;
      COL[c] = c;
      S[c] = 0;
      const o = isOpen === undefined ? 1 : isOpen[c];
      open[c] = o;
      if (o === 0) continue;
      R[last] = c;
      L[c] = last;
      last = c;
    }
    R[last] = 0;
    L[0] = last;
    this.next = columns + 1;
    this.columns = columns;
  }

  /** Adds a row over the columns `cols[from..from + n)`, with the caller's `id`; returns its first node. */
  addRow(cols: ArrayLike<number>, from: number, n: number, id: number): number {
    const { L, R, U, D, COL, ID, S } = this;
    const first = this.next;
    for (let j = 0; j < n; j++) {
      const node = first + j;
      const c = cols[from + j];
      COL[node] = c;
      ID[node] = id;
      L[node] = j === 0 ? first + n - 1 : node - 1;
      R[node] = j === n - 1 ? first : node + 1;
      U[node] = U[c];
      D[node] = c;
      D[U[c]] = node;
      U[c] = node;
      S[c]++;
    }
    this.next = first + n;
    return first;
  }

  /** Removes column c, and every row in it, before the search (a constraint already met). */
  drop(c: number): void {
    this.open[c] = 0;
    this.cover(c);
  }

  /** Takes the row whose first node is `first` before the search (a given); false when one of its columns is already covered. */
  take(first: number): boolean {
    const { R, COL, open } = this;
    let j = first;
    do {
      if (!open[COL[j]]) return false;
      open[COL[j]] = 0;
      this.cover(COL[j]);
      j = R[j];
    } while (j !== first);
    return true;
  }

  private cover(c: number): void {
    const { L, R, U, D, COL, S } = this;
    R[L[c]] = R[c];
    L[R[c]] = L[c];
    for (let i = D[c]; i !== c; i = D[i]) {
      for (let j = R[i]; j !== i; j = R[j]) {
        U[D[j]] = U[j];
        D[U[j]] = D[j];
        S[COL[j]]--;
      }
    }
  }

  private uncover(c: number): void {
    const { L, R, U, D, COL, S } = this;
    for (let i = U[c]; i !== c; i = U[i]) {
      for (let j = L[i]; j !== i; j = L[j]) {
        S[COL[j]]++;
        U[D[j]] = j;
        D[U[j]] = j;
      }
    }
    R[L[c]] = c;
    L[R[c]] = c;
  }

  /**
   * Counts covers of the open columns up to `limit`, choosing the column with the fewest rows (Knuth's S
   * heuristic). A row with an id >= 0 is a placement and counts against `budget`; a row tried where its column
   * had more than one is a guess. The first cover's row ids are left in `firstIds`/`firstDepth`. The search leaves
   * the matrix as it stops (it ends as soon as no choice is left to try, without undoing the rows it holds), so
   * the matrix is filled again with `reset` before another search.
   */
  search(limit: number, budget: number, signal: AbortSignal | undefined): EngineRun {
    const run: EngineRun = { count: 0, placements: 0, guesses: 0, stopped: undefined };
    this.firstDepth = 0;
    if (limit <= 0) return run;
    if (signal?.aborted) {
      run.stopped = 'aborted';
      return run;
    }
    const { L, R, D, COL, ID, S } = this;
    // Each row chosen covers at least one column, so a cover is never deeper than the columns.
    const depth = this.columns + 1;
    if (this.chosen.length < depth) {
      this.chosen = new Int32Array(depth);
      this.choiceSize = new Int32Array(depth);
      this.hasNext = new Uint8Array(depth);
      this.firstIds = new Int32Array(depth);
    }
    const { chosen, choiceSize, hasNext, firstIds } = this;
    let placements = 0;
    let guesses = 0;
    let count = 0;
    let steps = 0;
    let stopped: StopReason | undefined;
    let k = 0;
    // Depths above k whose row has another after it: none, and a dead end or a cover found ends the search, as
    // backtracking would only undo rows with nothing left to try (the matrix is not restored, see `search`).
    let alternatives = 0;
    // 0: choose a column at depth k; 1: try row chosen[k]; 2: undo the row at depth k - 1 and try the next one.
    let state = 0;
    for (;;) {
      if (state === 0) {
        if (R[0] === 0) {
          if (count === 0) {
            for (let i = 0; i < k; i++) firstIds[i] = ID[chosen[i]];
            this.firstDepth = k;
          }
          if (++count >= limit || alternatives === 0) break;
          state = 2;
          continue;
        }
        let best = R[0];
        let size = S[best];
        for (let c = R[best]; c !== 0 && size > 1; c = R[c]) {
          if (S[c] < size) {
            best = c;
            size = S[c];
          }
        }
        if (size === 0) {
          if (alternatives === 0) break;
          state = 2;
          continue;
        }
        this.cover(best);
        chosen[k] = D[best];
        choiceSize[k] = size;
        state = 1;
      } else if (state === 1) {
        const r = chosen[k];
        const c = COL[r];
        if (r === c) {
          if (alternatives === 0) break;
          this.uncover(c);
          state = 2;
          continue;
        }
        if (ID[r] >= 0) {
          if (placements >= budget) {
            stopped = 'budget';
            break;
          }
          placements++;
        }
        if ((++steps & SIGNAL_EVERY) === 0 && signal?.aborted) {
          stopped = 'aborted';
          break;
        }
        if (choiceSize[k] > 1) guesses++;
        const more = D[r] !== c ? 1 : 0;
        hasNext[k] = more;
        alternatives += more;
        for (let j = R[r]; j !== r; j = R[j]) this.cover(COL[j]);
        k++;
        state = 0;
      } else {
        if (k === 0) break;
        k--;
        const r = chosen[k];
        alternatives -= hasNext[k];
        for (let j = L[r]; j !== r; j = L[j]) this.uncover(COL[j]);
        chosen[k] = D[r];
        state = 1;
      }
    }
    run.count = count;
    run.placements = placements;
    run.guesses = guesses;
    run.stopped = stopped;
    return run;
  }
}
