// The one source of puzzle facts for every feature: a scan per document version, results cached by puzzle, background checks.

import vscode = require('vscode');
import type { Conflict, PuzzleSolveResult } from '../core/types';
import type { PuzzleFacts } from '../text/diagnose';
import { findPuzzle } from '../text/find';
import { scan as scanText } from '../text/index';
import { rescan } from '../text/rescan';
import type { ScanResult, ScannedPuzzle } from '../text/types';
import type { RateResult } from '../core/index';
import { CLASSIC } from '../core/rules';
import { ratingLabel } from '../text/describe';
import { BACKGROUND_RATE, FOREGROUND_RATE, HintStages } from '../text/explain';
import { AnalysisCache } from './cache';
import { now, runSliced, yieldToHost } from './slices';
import { WrittenDigits } from './written';

/** The text of one document version and what the scanner found in it. */
export interface Snapshot {
  readonly uri: vscode.Uri;
  readonly version: number;
  readonly text: string;
  readonly scan: ScanResult;
  readonly mode: 'sudoku' | 'plaintext';
}

/** Background check settings, read afresh at each start. */
export interface CheckLimits {
  /** How many puzzles (in text order) get checked. */
  readonly maxPuzzles: number;
  /** Placement budget per puzzle. */
  readonly budget: number;
}

const SLICE_MS = 8;
const NOTIFY_EVERY_MS = 250;

interface Job {
  readonly version: number;
  /** Puzzles with index below this are queued or done. */
  readonly upTo: number;
  cancelled: boolean;
  done: boolean;
}

/** Scan of the active documents and analysis of their puzzles, cached and shared by every feature. */
export class PuzzleModel implements vscode.Disposable {
  private readonly changeEmitter = new vscode.EventEmitter<vscode.Uri>();
  /** Fires when analyses of a document change (a background check found results, or finished). */
  readonly onDidChange: vscode.Event<vscode.Uri> = this.changeEmitter.event;
  private readonly snapshots = new Map<string, Snapshot>();
  private readonly jobs = new Map<string, Job>();
  private readonly cache = new AnalysisCache();
  /** Digits the extension wrote into puzzles (Solve, Solve All, the board), so the board marks them as solved. */
  readonly written = new WrittenDigits();
  /** Where Show Hint stands on each puzzle (by document and index, reset when its cells change). */
  readonly hints = new HintStages();
  private disposed = false;

  /** `limits` is read each time a background check starts. */
  constructor(private readonly limits: () => CheckLimits) {}

  /** The document's text and scan, computed once per version (incrementally from the previous version when it can). */
  snapshot(document: vscode.TextDocument): Snapshot {
    const key = document.uri.toString();
    const hit = this.snapshots.get(key);
    if (hit !== undefined && hit.version === document.version) return hit;
    const text = document.getText();
    const mode = document.languageId === 'sudoku' ? 'sudoku' : 'plaintext';
    const scan = hit !== undefined && hit.mode === mode ? rescan(hit.text, hit.scan, text, { mode }) : scanText(text, { mode });
    const snap: Snapshot = { uri: document.uri, version: document.version, text, scan, mode };
    this.snapshots.set(key, snap);
    return snap;
  }

  /** The scan of the document's current version (cached per uri and version). */
  scan(document: vscode.TextDocument): ScanResult {
    return this.snapshot(document).scan;
  }

  /** The puzzle whose lines include `line`, if any. */
  puzzleAtLine(document: vscode.TextDocument, line: number): ScannedPuzzle | undefined {
    return findPuzzle(this.scan(document).puzzles, line, (p) => p.startLine, (p) => p.endLine);
  }

  /** The puzzle whose text holds `offset` (start inclusive, end inclusive so a cursor just after it counts). */
  puzzleAtOffset(document: vscode.TextDocument, offset: number): ScannedPuzzle | undefined {
    return findPuzzle(this.scan(document).puzzles, offset, (p) => p.start, (p) => p.end);
  }

  /** Solves with the uniqueness check (cached by the 81 cells); `budget` defaults to the engine's. */
  analyze(puzzle: ScannedPuzzle, budget?: number): PuzzleSolveResult {
    return this.cache.analyze(puzzle, budget);
  }

  /** The result known for the puzzle, without searching. */
  cached(puzzle: ScannedPuzzle): PuzzleSolveResult | undefined {
    return this.cache.cached(puzzle);
  }

  /** True when `analyze(puzzle, budget)` would be answered from the cache. */
  isAnalyzed(puzzle: ScannedPuzzle, budget?: number): boolean {
    return this.cache.has(puzzle, budget);
  }

  /** Conflicting givens of the puzzle (cached by the 81 cells). */
  conflicts(puzzle: ScannedPuzzle): readonly Conflict[] {
    return this.cache.conflicts(puzzle);
  }

  /** Conflicts and the cached result, for diagnostics, lenses and the status bar. */
  facts(puzzle: ScannedPuzzle): PuzzleFacts {
    return this.cache.facts(puzzle);
  }

  /** Changes whenever a new result lands, so derived figures can be memoized. */
  get resultsVersion(): number {
    return this.cache.version;
  }

  /** Searches run so far (cache misses); for tests and benchmarks. */
  get searchCount(): number {
    return this.cache.searches;
  }

  /** True while the background check of this document version will still reach the puzzle. */
  isPending(document: vscode.TextDocument, puzzle: ScannedPuzzle): boolean {
    const job = this.jobs.get(document.uri.toString());
    return job !== undefined && !job.done && !job.cancelled && job.version === document.version && puzzle.index < job.upTo;
  }

  /**
   * Starts (or keeps) the background check of the document's current version: every puzzle up to the
   * limit without a cached result is solved, a few milliseconds at a time, and `onDidChange` fires as
   * results land. A new version cancels the old check; cached results make the restart cheap.
   */
  ensureChecked(document: vscode.TextDocument): void {
    const key = document.uri.toString();
    const running = this.jobs.get(key);
    if (running !== undefined && running.version === document.version && !running.cancelled) return;
    if (running !== undefined) running.cancelled = true;
    const { maxPuzzles, budget } = this.limits();
    const puzzles = this.scan(document).puzzles;
    const upTo = Math.min(maxPuzzles, puzzles.length);
    const job: Job = { version: document.version, upTo, cancelled: false, done: false };
    this.jobs.set(key, job);
    // Even skipping cached puzzles is done in slices: a first look at 10,000 puzzles costs tens of milliseconds.
    void this.inSlices(document, job, upTo, (i) => {
      const p = puzzles[i];
      if (this.cache.has(p, budget) || this.cache.conflicts(p).length > 0) return false;
      this.cache.analyze(p, budget);
      return true;
    }).then(({ ran, landed }) => {
      if (this.disposed) return;
      if (ran === upTo) job.done = true;
      if (this.jobs.get(key) === job && job.done && landed > 0) this.changeEmitter.fire(document.uri);
    });
  }

  /** The rating known for the puzzle, without rating it. */
  ratingOf(puzzle: ScannedPuzzle): RateResult | undefined {
    return this.cache.cachedRating(puzzle);
  }

  /** Rates now (a command asked: Show Hint, Explain Solution, the board), with the foreground limits. */
  rateNow(puzzle: ScannedPuzzle): RateResult {
    return this.cache.rate(puzzle, FOREGROUND_RATE);
  }

  /** Rates a grid that is not in a scanned document (Explain Solution's virtual document), cached by its cells. */
  rateCells(cells: Uint8Array): RateResult {
    return this.cache.rate({ cells, rules: CLASSIC }, FOREGROUND_RATE);
  }

  /** True when the puzzle is worth rating: a unique solution known and an empty cell left. */
  wantsRating(puzzle: ScannedPuzzle): boolean {
    // The explainer's techniques are classic ones: a killer is not rated (its cage steps are the board's Next step).
    if (puzzle.rules.variant !== 'classic') return false;
    const r = this.cache.cached(puzzle);
    return r !== undefined && r.kind === 'solved' && puzzle.cells.indexOf(0) >= 0;
  }

  /** True while the background rating of this document version will still reach the puzzle. */
  isRatingPending(document: vscode.TextDocument, puzzle: ScannedPuzzle): boolean {
    const job = this.ratingJobs.get(document.uri.toString());
    return job !== undefined && !job.done && !job.cancelled && job.version === document.version && job.puzzles.has(puzzle.cells);
  }

  /**
   * The rating's words for the puzzle, as the lens and the hover both say them after its state ("SE 4.2 · XY-Wing",
   * "rating…" while the background rating will still reach it), or undefined when it is not worth rating. Never rates.
   */
  ratingWords(document: vscode.TextDocument, puzzle: ScannedPuzzle): string | undefined {
    if (!this.wantsRating(puzzle)) return undefined;
    return ratingLabel(this.ratingOf(puzzle), this.isRatingPending(document, puzzle));
  }

  /**
   * Asks for the puzzle's rating in the background (a hover wants it and must not wait): the running rating job of the
   * document goes on with this puzzle added, unless it will reach the puzzle anyway. Does nothing for a puzzle that is
   * rated already or not worth rating.
   */
  rateSoon(document: vscode.TextDocument, puzzle: ScannedPuzzle): void {
    if (!this.wantsRating(puzzle) || this.cache.hasRating(puzzle, BACKGROUND_RATE) || this.isRatingPending(document, puzzle)) return;
    const running = this.ratingJobs.get(document.uri.toString());
    const live = running !== undefined && running.version === document.version && !running.cancelled && !running.done;
    this.ensureRated(document, live ? [...running.todo, puzzle] : [puzzle]);
  }

  private readonly ratingJobs = new Map<string, { version: number; todo: readonly ScannedPuzzle[]; puzzles: Set<Uint8Array>; cancelled: boolean; done: boolean }>();

  /**
   * Rates the given puzzles of the document's current version in the background (the ones the lenses
   * show), one puzzle per slice item under BACKGROUND_RATE, cancelled by a new version. Fires `onDidChange`
   * as ratings land. Only puzzles with a known unique solution are rated; nothing is rated before the host's next turn.
   */
  ensureRated(document: vscode.TextDocument, puzzles: readonly ScannedPuzzle[]): void {
    const key = document.uri.toString();
    const todo = puzzles.filter((p) => this.wantsRating(p) && !this.cache.hasRating(p, BACKGROUND_RATE));
    const running = this.ratingJobs.get(key);
    if (running !== undefined && running.version === document.version && !running.cancelled && !running.done && todo.every((p) => running.puzzles.has(p.cells))) return;
    if (running !== undefined) running.cancelled = true;
    if (todo.length === 0) return;
    const job = { version: document.version, todo, puzzles: new Set(todo.map((p) => p.cells)), cancelled: false, done: false };
    this.ratingJobs.set(key, job);
    // The first slice waits for the host's next turn, so that the lens or hover asking never rates inside its request.
    void yieldToHost().then(() => this.inSlices(document, job, todo.length, (i) => {
      if (this.cache.hasRating(todo[i], BACKGROUND_RATE)) return false;
      this.cache.rate(todo[i], BACKGROUND_RATE);
      return true;
    })).then(({ ran }) => {
      if (this.disposed) return;
      if (ran === todo.length) job.done = true;
      if (this.ratingJobs.get(key) === job && job.done) this.changeEmitter.fire(document.uri);
    });
  }

  /**
   * Runs `item(0 .. n - 1)` in ~8 ms slices until the job is cancelled, the model disposed, or the document closed
   * or changed; fires `onDidChange` at most every NOTIFY_EVERY_MS while items land (`item` returns true when one
   * did). Resolves with how many items ran and how many landed.
   */
  private async inSlices(document: vscode.TextDocument, job: { readonly version: number; readonly cancelled: boolean }, n: number, item: (i: number) => boolean): Promise<{ ran: number; landed: number }> {
    let lastNotify = now();
    let fresh = 0;
    let landed = 0;
    const ran = await runSliced(n, (i) => {
      if (!item(i)) return;
      fresh++;
      landed++;
    }, {
      sliceMs: SLICE_MS,
      isCancelled: () => job.cancelled || this.disposed || document.isClosed || document.version !== job.version,
      onSlice: () => {
        if (fresh > 0 && now() - lastNotify >= NOTIFY_EVERY_MS) {
          fresh = 0;
          lastNotify = now();
          this.changeEmitter.fire(document.uri);
        }
      },
    });
    return { ran, landed };
  }

  /** Rating runs made so far (cache misses); for tests. */
  get ratingCount(): number {
    return this.cache.ratingRuns;
  }

  /** Runs `analyze` over the given puzzles in slices; resolves to how many ran before `isCancelled`. */
  analyzeInSlices(puzzles: readonly ScannedPuzzle[], results: (PuzzleSolveResult | undefined)[], isCancelled: () => boolean, onSlice: (done: number) => void, budget?: number): Promise<number> {
    return runSliced(puzzles.length, (i) => {
      results[i] = this.cache.analyze(puzzles[i], budget);
    }, { sliceMs: SLICE_MS, isCancelled, onSlice });
  }

  /** Tells listeners the analyses of a document changed (after a foreground check, for example). */
  notify(uri: vscode.Uri): void {
    this.changeEmitter.fire(uri);
  }

  /** Drops what is kept for a closed document (results stay cached by puzzle). */
  forget(uri: vscode.Uri): void {
    const key = uri.toString();
    this.snapshots.delete(key);
    this.written.forget(key);
    this.hints.forgetPrefix(`${key}#`);
    const job = this.jobs.get(key);
    if (job !== undefined) job.cancelled = true;
    this.jobs.delete(key);
    const rating = this.ratingJobs.get(key);
    if (rating !== undefined) rating.cancelled = true;
    this.ratingJobs.delete(key);
  }

  /** Cancels every background check, so the next `ensureChecked` starts afresh (after the limits change). */
  reset(): void {
    for (const job of this.jobs.values()) job.cancelled = true;
    this.jobs.clear();
    for (const job of this.ratingJobs.values()) job.cancelled = true;
    this.ratingJobs.clear();
  }

  dispose(): void {
    this.disposed = true;
    this.reset();
    this.snapshots.clear();
    this.written.clear();
    this.cache.clear();
    this.changeEmitter.dispose();
  }
}
