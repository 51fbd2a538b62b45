// The "Generating puzzles" section of `npm run bench`: our classic generator at each level beside the npm generators
// a user would pick (sudoku-gen, @algorithm.ts/sudoku's creator, sudoku-core, sudoku), all in one process. For
// ours: puzzles per CPU second per level, the share of attempts that hit the band, the median givens. For each peer:
// puzzles per CPU second per level it offers, and (untimed, on a sample) the share of its puzzles that are unique
// (dancing links), minimal, and where our rater puts them. Then the goal ratio per level: ours against the fastest
// peer counting only its puzzles that are unique and in that band.
// Then our killer generator per KILLER_LEVEL: puzzles per CPU second and the share of attempts in the band (no npm peer makes killers).
// Also runs alone: `npm run bench:generate [-- --quick]` replaces that section of bench/RESULTS.md.

import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { countSolutions } from '../src/core';
import { DEFAULT_MAX_CAGE, KILLER_LEVELS, LEVELS, generateKiller, generatePuzzle, inBand, isKillerMinimal, isMinimal, killerUnique, rateForGenerator } from '../src/core/generate';
import type { Band, LevelName } from '../src/core/generate';
import { rateInBand } from '../src/core/generate/settle';
import { formatInt, median } from '../src/cli/messages';
import { cpuModel, findRoot } from './machine';
import { installNpmSolvers } from './npm-solvers';

export const SECTION_TITLE = '## Generating puzzles';
/** Every seed of this benchmark: ours through generatePuzzle, the peers through a seeded Math.random. */
const SEED = 20261201;
/** Attempts per generatePuzzle call: a level that is rarely hit costs whole calls, and the time budget still bounds the row. */
const ATTEMPTS_PER_CALL = 500;
const LEVEL_NAMES = Object.keys(LEVELS) as LevelName[];
/** Our levels that the peers name too (the goal ratio is per level of ours; these are the peers' own words). */
const GOAL_LEVELS: LevelName[] = ['easy', 'medium', 'hard', 'expert', 'extreme'];

interface Budget {
  /** CPU seconds one row (a level of one generator) may spend generating. */
  readonly ours: number;
  /** CPU seconds per killer level, and how many of its puzzles are checked for minimality in cages afterwards. */
  readonly killer: number;
  readonly killerMinimal: number;
  readonly peer: number;
  /** Most peer puzzles analysed (unique, minimal, rated) per row, and CPU seconds that analysis may take. */
  readonly analyse: number;
  readonly analyseSeconds: number;
  /** CPU seconds of untimed warm-up in each row's worker before its timed loop (at least one call). */
  readonly warm: number;
  /** The goal's head-to-head: rounds per level, and CPU seconds each side generates in a round. */
  readonly rounds: number;
  readonly roundSeconds: number;
}

const FULL: Budget = { ours: 4, killer: 8, killerMinimal: 3, peer: 3, analyse: 1000, analyseSeconds: 8, warm: 2, rounds: 7, roundSeconds: 1 };
const QUICK: Budget = { ours: 1.5, killer: 3, killerMinimal: 1, peer: 1, analyse: 60, analyseSeconds: 0.7, warm: 0.3, rounds: 3, roundSeconds: 0.3 };

function cpuSeconds(since: NodeJS.CpuUsage): number {
  const c = process.cpuUsage(since);
  return (c.user + c.system) / 1e6;
}

function rate(n: number): string {
  return n >= 100 ? formatInt(n) : n >= 1 ? n.toFixed(1) : n.toFixed(2);
}

function pct(part: number, whole: number): string {
  return whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(part === whole || part === 0 ? 0 : 1)}%`;
}

// ---------------------------------------------------------------------------------------------------------------
// Ours

interface OurRow {
  readonly level: LevelName;
  readonly band: Band;
  readonly puzzles: number;
  readonly attempts: number;
  readonly cpu: number;
  readonly wall: number;
  readonly givensMedian: number;
  /** Checked after timing: unique by dancing links, minimal, and rated in the band by the full rater. */
  readonly checked: number;
  readonly bad: number;
}

/**
 * One of our levels, generated in a worker thread as each peer row is (a fresh isolate, so that what ran earlier in
 * this process, the solver benchmarks included, weighs on no row), then checked here, untimed.
 */
async function ourRow(level: LevelName, seconds: number, warm: number): Promise<OurRow> {
  const band = LEVELS[level];
  const g = await generateInWorker({ kind: 'ours', level, seconds, warm }, 10 * seconds + 30);
  if (g.failed !== undefined || g.cut) throw new Error(`our ${level} row did not finish: ${g.failed ?? 'cut off'}`);
  const made = g.made;
  let bad = 0;
  for (const p of made) {
    const c = countSolutions(p, 2, { engine: 'dlx' });
    const rated = rateForGenerator(p);
    if (c.kind !== 'counted' || c.count !== 1 || !isMinimal(p) || rated === undefined || !inBand(rated.rating, band)) bad++;
  }
  return { level, band, puzzles: made.length, attempts: g.attempts, cpu: g.cpu, wall: g.wall, givensMedian: median(made.map(countGivens)), checked: made.length, bad };
}

// ---------------------------------------------------------------------------------------------------------------
// Ours: killer

interface KillerRow {
  readonly level: LevelName;
  readonly band: Band;
  readonly puzzles: number;
  readonly attempts: number;
  readonly cpu: number;
  readonly wall: number;
  readonly cagesMedian: number;
  readonly guessesMedian: number;
  /** Checked after timing: unique by the exact cover (all), minimal in cages (the first `minimalChecked`). */
  readonly notUnique: number;
  readonly minimalChecked: number;
  readonly notMinimal: number;
}

/**
 * One killer level: one attempt per call (maxAttempts 1, index 0, 1, 2, …), so that the row ends on time even
 * where the band is rarely hit; the rate is the same as with more attempts per call.
 */
function killerRow(level: LevelName, seconds: number, minimalToCheck: number): KillerRow {
  const band = KILLER_LEVELS[level];
  const made: { cages: Parameters<typeof killerUnique>[0]; solution: Uint8Array }[] = [];
  const cages: number[] = [];
  const guesses: number[] = [];
  let attempts = 0;
  generateKiller(SEED + 1, 0, { effort: band, maxAttempts: 1 }); // warm-up, untimed
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let index = 0; cpuSeconds(c0) < seconds; index++) {
    const r = generateKiller(SEED, index, { effort: band, maxAttempts: 1 });
    attempts += r.attempts;
    if (r.kind === 'generated') {
      made.push({ cages: r.cages, solution: r.solution });
      cages.push(r.cages.length);
      guesses.push(r.guesses);
    }
  }
  const cpu = cpuSeconds(c0);
  const wall = (performance.now() - t0) / 1000;
  let notUnique = 0;
  let notMinimal = 0;
  for (const m of made) if (!killerUnique(m.cages, 'dlx')) notUnique++;
  const minimalChecked = Math.min(made.length, minimalToCheck);
  for (const m of made.slice(0, minimalChecked)) if (!isKillerMinimal(m.cages, m.solution, DEFAULT_MAX_CAGE)) notMinimal++;
  return { level, band, puzzles: made.length, attempts, cpu, wall, cagesMedian: median(cages), guessesMedian: median(guesses), notUnique, minimalChecked, notMinimal };
}

// ---------------------------------------------------------------------------------------------------------------
// The npm generators

/** One level of a peer: makes one puzzle as 81 digits 0-9 (0 empty). */
interface PeerLevel {
  /** The peer's own word for it. */
  readonly name: string;
  /** Our level of the same name, when there is one. */
  readonly ours: LevelName | undefined;
  readonly how: string;
  make(): Uint8Array;
}

interface Peer {
  readonly name: string;
  readonly version: string;
  readonly levels: PeerLevel[];
  readonly note?: string;
  /** It returns transformed copies of a fixed list of puzzles it ships, instead of making new ones. */
  readonly copiesSeeds?: boolean;
}

/** What the analysis of a sample of a peer's puzzles found. */
interface Sample {
  readonly analysed: number;
  readonly unique: number;
  readonly minimal: number;
  /** Ratings of the unique analysed puzzles the rater finished (a rating of 20 is "beyond the ladder"). */
  readonly ratings: number[];
  /** Per our level: analysed puzzles that are unique and rate in its band. */
  readonly inBand: Record<LevelName, number>;
  /** Per our level: analysed puzzles that are unique, minimal and rate in its band (what ours guarantee). */
  readonly inBandMinimal: Record<LevelName, number>;
}

/** One peer level's row, with the analysis of its puzzles. */
interface PeerRow extends Sample {
  readonly peer: Peer;
  readonly level: PeerLevel;
  readonly puzzles: number;
  readonly cpu: number;
  readonly wall: number;
  readonly givensMedian: number;
  /** The worker was stopped in the middle of a call at the wall-clock cut-off. */
  readonly cut: boolean;
  readonly failed?: string;
}

const PEERS = ['sudoku-gen', '@algorithm.ts/sudoku', 'sudoku-core', 'sudoku'] as const;

function packageDir(benchDir: string, name: string): string {
  return path.join(benchDir, 'node_modules', ...name.split('/'));
}

function versionOf(benchDir: string, name: string): string {
  return (JSON.parse(fs.readFileSync(path.join(packageDir(benchDir, name), 'package.json'), 'utf8')) as { version: string }).version;
}

function ourLevel(name: string): LevelName | undefined {
  return (LEVEL_NAMES as string[]).includes(name) ? (name as LevelName) : undefined;
}

function fromDigitString(s: string): Uint8Array {
  const out = new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const c = s.charCodeAt(i);
    out[i] = c >= 49 && c <= 57 ? c - 48 : 0;
  }
  return out;
}

function loadPeer(benchDir: string, name: (typeof PEERS)[number]): Peer {
  const req = createRequire(path.join(benchDir, 'package.json'));
  const version = versionOf(benchDir, name);
  switch (name) {
    case 'sudoku-gen': {
      const lib = req('sudoku-gen') as { getSudoku(difficulty?: string): { puzzle: string } };
      const levels = ['easy', 'medium', 'hard', 'expert'].map((d) => ({ name: d, ours: ourLevel(d), how: `getSudoku('${d}')`, make: () => fromDigitString(lib.getSudoku(d).puzzle) }));
      let seeds = 'a list of';
      try {
        const list = (req('sudoku-gen/dist/constants/seeds.constant') as { SEEDS: { difficulty: string }[] }).SEEDS;
        seeds = `the ${list.length}`;
      } catch {
        // the list moved in another version: the note stays general
      }
      const note = `each puzzle is one of ${seeds} seed puzzles the package ships, with its digits relabelled and rows, columns, bands and stacks permuted and the grid rotated (its README says so): every puzzle of a level is equivalent to one of a handful, which is why its ratings take so few values`;
      return { name, version, levels, note, copiesSeeds: true };
    }
    case '@algorithm.ts/sudoku': {
      const lib = req('@algorithm.ts/sudoku') as { SudokuCreator: new (o: { childMatrixWidth: number }) => { createSudoku(difficulty?: number): { puzzle: number[] } } };
      const creator = new lib.SudokuCreator({ childMatrixWidth: 3 });
      const make = (d: number) => (): Uint8Array => {
        const p = creator.createSudoku(d).puzzle;
        const out = new Uint8Array(81);
        for (let i = 0; i < 81; i++) out[i] = p[i] + 1; // -1 (empty) and 0-8
        return out;
      };
      // Its README calls 0.2 (the default) easy and 1.0 hard; 0.6, halfway, stands for medium here.
      const levels = (
        [
          ['easy', 0.2],
          ['medium', 0.6],
          ['hard', 1.0],
        ] as const
      ).map(([d, x]) => ({ name: `${d} (${x.toFixed(1)})`, ours: ourLevel(d), how: `createSudoku(${x.toFixed(1)})`, make: make(x) }));
      return { name, version, levels, note: 'levels are a number 0-1 (README: 0.2 easy, 1.0 hard); 0.6 is our choice for medium' };
    }
    case 'sudoku-core': {
      const lib = req('sudoku-core') as { generate(difficulty: string): (number | null)[] };
      const levels = ['easy', 'medium', 'hard', 'expert', 'master'].map((d) => ({
        name: d,
        ours: ourLevel(d),
        how: `generate('${d}')`,
        make: (): Uint8Array => {
          const b = lib.generate(d);
          const out = new Uint8Array(81);
          for (let i = 0; i < 81; i++) out[i] = b[i] ?? 0;
          return out;
        },
      }));
      return { name, version, levels };
    }
    case 'sudoku': {
      const lib = req('sudoku') as { makepuzzle(): (number | null)[] };
      const make = (): Uint8Array => {
        const b = lib.makepuzzle();
        const out = new Uint8Array(81);
        for (let i = 0; i < 81; i++) out[i] = b[i] === null ? 0 : b[i]! + 1; // null (empty) and 0-8
        return out;
      };
      return { name, version, levels: [{ name: 'makepuzzle', ours: undefined, how: 'makepuzzle()', make }], note: 'no levels: makepuzzle() only (ratepuzzle scores a puzzle afterwards)' };
    }
  }
}

/** mulberry32: a small seeded generator standing in for Math.random while a peer runs, so every run makes the same puzzles. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function withRandom<T>(random: () => number, f: () => T): T {
  const original = Math.random;
  Math.random = random;
  try {
    return f();
  } finally {
    Math.random = original;
  }
}

function countGivens(cells: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < 81; i++) if (cells[i] !== 0) n++;
  return n;
}

function emptyCounts(): Record<LevelName, number> {
  return { easy: 0, medium: 0, hard: 0, expert: 0, extreme: 0 };
}

/** What a worker is asked: one level of one peer, for `seconds` of CPU. */
interface PeerJob {
  readonly kind: 'peer';
  readonly benchDir: string;
  readonly peer: (typeof PEERS)[number];
  readonly level: number;
  readonly seed: number;
  readonly seconds: number;
  readonly warm: number;
}

/** What a worker is asked: one of our levels, for `seconds` of CPU. */
interface OurJob {
  readonly kind: 'ours';
  readonly level: LevelName;
  readonly seconds: number;
  readonly warm: number;
}

/** A worker kept for rounds: it warms up as `of` says, then generates for the CPU seconds each message asks. */
interface RoundsJob {
  readonly kind: 'rounds';
  readonly of: OurJob | PeerJob;
}

/** One round's report from a rounds worker; a peer's also carries its puzzles (81-digit strings), for the analysis. */
interface RoundReport {
  readonly made: number;
  readonly cpu: number;
  readonly puzzles: string[];
}

/**
 * A worker's report: puzzles made since the last one (81-digit strings) and the CPU and wall seconds of the timed
 * loop so far; ours also count their attempts.
 */
interface WorkerProgress {
  readonly puzzles: string[];
  readonly cpu: number;
  readonly wall: number;
  readonly done: boolean;
  readonly attempts?: number;
}

/**
 * A generator as a worker runs it: ours from index 0 on `SEED` (its warm-up on `SEED + 1`), a peer on its seeded
 * Math.random (its warm-up on another stream). `next` is one timed call: its puzzle, or undefined when ours ran out
 * of attempts (its time still counts); `attempts` counts ours.
 */
interface Source {
  warmUp(): void;
  next(): Uint8Array | undefined;
  readonly attempts: number;
}

function sourceFor(of: OurJob | PeerJob): Source {
  if (of.kind === 'ours') {
    const band = LEVELS[of.level];
    let index = 0;
    let k = 0;
    let attempts = 0;
    return {
      get attempts() {
        return attempts;
      },
      warmUp() {
        generatePuzzle(SEED + 1, k++, { rating: band, maxAttempts: 50, rateInBand });
      },
      next() {
        const r = generatePuzzle(SEED, index++, { rating: band, maxAttempts: ATTEMPTS_PER_CALL, rateInBand });
        attempts += r.attempts;
        return r.kind === 'generated' ? r.puzzle : undefined;
      },
    };
  }
  const level = loadPeer(of.benchDir, of.peer).levels[of.level];
  const warmRandom = seeded(of.seed ^ 0x5bd1e995);
  const random = seeded(of.seed);
  return {
    attempts: 0,
    warmUp: () => void withRandom(warmRandom, () => level.make()),
    next: () => withRandom(random, () => level.make()),
  };
}

/** The untimed warm-up of every worker: calls for `seconds` of CPU, at least one (the JIT, the rater's tables). */
function warmUp(source: Source, seconds: number): void {
  const w0 = process.cpuUsage();
  for (let k = 0; k === 0 || cpuSeconds(w0) < seconds; k++) source.warmUp();
}

/**
 * In the worker: one row, generating until the CPU budget is spent. A peer reports every 100 ms, so that a cut-off
 * keeps what was made; ours keep their puzzles as made and send them as digit strings after the timing.
 */
function rowWorker(job: OurJob | PeerJob): void {
  const source = sourceFor(job);
  warmUp(source, job.warm);
  parentPort!.postMessage({ puzzles: [], cpu: 0, wall: 0, done: false, started: true });
  const progress = job.kind === 'peer';
  const made: Uint8Array[] = [];
  let sent = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let lastPost = t0;
  while (cpuSeconds(c0) < job.seconds) {
    const p = source.next();
    if (p !== undefined) made.push(p);
    if (!progress) continue;
    const now = performance.now();
    if (now - lastPost > 100) {
      parentPort!.postMessage({ puzzles: made.slice(sent).map((q) => q.join('')), cpu: cpuSeconds(c0), wall: (now - t0) / 1000, done: false } satisfies WorkerProgress);
      sent = made.length;
      lastPost = now;
    }
  }
  const cpu = cpuSeconds(c0);
  const wall = (performance.now() - t0) / 1000;
  parentPort!.postMessage({ puzzles: made.slice(sent).map((q) => q.join('')), cpu, wall, done: true, attempts: source.attempts } satisfies WorkerProgress);
}

/**
 * In the worker: the same generator as a row's, warmed up once, then run in rounds: each message asks for some CPU
 * seconds and gets back how many puzzles were made in them (a peer's also as digit strings, for the analysis). The
 * index (ours) and the random stream (peers) go on from round to round, so no puzzle is made twice.
 */
function roundsWorker(job: RoundsJob): void {
  const source = sourceFor(job.of);
  const keep = job.of.kind === 'peer';
  warmUp(source, job.of.warm);
  parentPort!.postMessage({ ready: true });
  parentPort!.on('message', (seconds: number) => {
    const c0 = process.cpuUsage();
    let made = 0;
    const puzzles: string[] = [];
    while (cpuSeconds(c0) < seconds) {
      const p = source.next();
      if (p === undefined) continue;
      made++;
      if (keep) puzzles.push(p.join(''));
    }
    const cpu = cpuSeconds(c0);
    parentPort!.postMessage({ made, cpu, puzzles } satisfies RoundReport);
  });
}

/**
 * A rounds worker seen from the main thread: `ready` once warmed up; `run` asks for one round, and fails when the
 * worker has not answered `cutoff` wall seconds later (it is then ended).
 */
class RoundsWorker {
  private readonly worker: Worker;
  private pending: { resolve: (r: RoundReport) => void; reject: (e: Error) => void } | undefined;
  readonly ready: Promise<void>;

  constructor(job: RoundsJob, private readonly cutoff: number) {
    this.worker = new Worker(__filename, { workerData: job });
    this.ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no warm-up in time')), 4 * cutoff * 1000);
      this.worker.once('message', () => {
        clearTimeout(timer);
        this.worker.on('message', (r: RoundReport) => {
          const p = this.pending;
          this.pending = undefined;
          p?.resolve(r);
        });
        resolve();
      });
    });
    const fail = (e: Error): void => {
      const p = this.pending;
      this.pending = undefined;
      p?.reject(e);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', () => fail(new Error('the worker ended')));
  }

  run(seconds: number): Promise<RoundReport> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending = undefined;
        void this.worker.terminate();
        reject(new Error(`no answer in ${this.cutoff} s`));
      }, this.cutoff * 1000);
      this.pending = {
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      };
      this.worker.postMessage(seconds);
    });
  }

  end(): void {
    void this.worker.terminate();
  }
}

/** The goal's head-to-head at one level: our rate and the peer's in-band rate, round by round. */
interface Duel {
  readonly level: LevelName;
  readonly peer: PeerRow;
  /** The peer's puzzles of the rounds, analysed as its row's were. */
  readonly sample: Sample;
  /** The share of the peer's puzzles in the band, over its row's sample and the rounds': what its rate is multiplied by. */
  readonly share: number;
  readonly ours: number[];
  readonly theirs: number[];
  readonly ratios: number[];
  readonly failed?: string;
}

/**
 * Our generator at `level` against the peer row `peer`, each in a warmed worker of its own, in `budget.rounds`
 * rounds of `budget.roundSeconds` CPU seconds a side; who goes first alternates. The two sides of a round run within
 * seconds of each other, so a drift in the machine's speed weighs on both, where the rows above ran minutes apart.
 * The peer's puzzles of the rounds are analysed too (untimed), so that its share in the band, the other half of the
 * comparison, rests on its row's sample and theirs together.
 */
async function duel(benchDir: string, level: LevelName, peer: PeerRow, seed: number, levelIndex: number, budget: Budget): Promise<Duel> {
  const cutoff = 10 * budget.roundSeconds + 20;
  const ourRates: number[] = [];
  const peerRates: number[] = [];
  const made: Uint8Array[] = [];
  let failed: string | undefined;
  // One warm-up after the other: process.cpuUsage counts every thread, so two at once would each get half.
  const ours = new RoundsWorker({ kind: 'rounds', of: { kind: 'ours', level, seconds: 0, warm: budget.warm } }, cutoff);
  let theirs: RoundsWorker | undefined;
  try {
    await ours.ready;
    theirs = new RoundsWorker({ kind: 'rounds', of: { kind: 'peer', benchDir, peer: peer.peer.name as (typeof PEERS)[number], level: levelIndex, seed: seed ^ 0x2545f491, seconds: 0, warm: budget.warm } }, cutoff);
    await theirs.ready;
    for (let k = 0; k < budget.rounds; k++) {
      const sides = k % 2 === 0 ? [ours, theirs] : [theirs, ours];
      const reports: RoundReport[] = [];
      for (const side of sides) reports.push(await side.run(budget.roundSeconds));
      const [o, t] = k % 2 === 0 ? reports : [reports[1], reports[0]];
      ourRates.push(o.made / o.cpu);
      peerRates.push(t.made / t.cpu);
      for (const p of t.puzzles) made.push(fromDigitString(p));
    }
  } catch (e) {
    failed = e instanceof Error ? e.message : String(e);
  } finally {
    ours.end();
    theirs?.end();
  }
  const sample = analyse(made, budget.analyse, budget.analyseSeconds);
  const analysed = peer.analysed + sample.analysed;
  const share = analysed === 0 ? 0 : (peer.inBand[level] + sample.inBand[level]) / analysed;
  const theirRates = peerRates.map((r) => r * share);
  return { level, peer, sample, share, ours: ourRates, theirs: theirRates, ratios: ourRates.map((r, k) => r / theirRates[k]), failed };
}

/**
 * Runs one peer level in a worker thread: a peer's single call can take tens of seconds (or not end), and only a
 * worker can be stopped in the middle of one. The worker is ended at `cutoff` wall seconds after its timed loop starts.
 */
function generateInWorker(job: PeerJob | OurJob, cutoff: number): Promise<{ made: Uint8Array[]; cpu: number; wall: number; attempts: number; cut: boolean; failed?: string }> {
  return new Promise((resolve) => {
    const made: Uint8Array[] = [];
    let cpu = 0;
    let wall = 0;
    let attempts = 0;
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const finish = (cut: boolean, failed?: string): void => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      void worker.terminate();
      resolve({ made, cpu, wall, attempts, cut, failed });
    };
    const worker = new Worker(__filename, { workerData: job });
    // The warm-up gets as long again as the timed loop; a peer that cannot finish one call in that time is cut off there.
    timer = setTimeout(() => finish(true), 2 * cutoff * 1000);
    worker.on('message', (m: WorkerProgress & { started?: boolean }) => {
      if (m.started) {
        clearTimeout(timer);
        timer = setTimeout(() => finish(true), cutoff * 1000);
        return;
      }
      for (const p of m.puzzles) made.push(fromDigitString(p));
      cpu = m.cpu;
      wall = m.wall;
      attempts += m.attempts ?? 0;
      if (m.done) finish(false);
    });
    worker.on('error', (e) => finish(false, e.message));
    worker.on('exit', () => finish(false, made.length === 0 ? 'the worker ended without a puzzle' : undefined));
  });
}

/** Analysis, untimed: an evenly spaced sample of `made`, at most `most` puzzles and about `seconds` CPU s (at least 20). */
function analyse(made: readonly Uint8Array[], most: number, seconds: number): Sample {
  const n = Math.min(made.length, most);
  const a0 = process.cpuUsage();
  let analysed = 0;
  let unique = 0;
  let minimal = 0;
  const ratings: number[] = [];
  const inBandCount = emptyCounts();
  const inBandMinimal = emptyCounts();
  for (let j = 0; j < n && (analysed < 20 || cpuSeconds(a0) < seconds); j++) {
    const p = made[Math.floor((j * made.length) / n)];
    analysed++;
    const c = countSolutions(p, 2, { engine: 'dlx' });
    if (c.kind !== 'counted' || c.count !== 1) continue;
    unique++;
    const isMin = isMinimal(p);
    if (isMin) minimal++;
    const r = rateForGenerator(p);
    if (r === undefined) continue;
    ratings.push(r.rating);
    for (const l of LEVEL_NAMES) {
      if (!inBand(r.rating, LEVELS[l])) continue;
      inBandCount[l]++;
      if (isMin) inBandMinimal[l]++;
    }
  }
  return { analysed, unique, minimal, ratings, inBand: inBandCount, inBandMinimal };
}

async function peerRow(benchDir: string, peer: Peer, levelIndex: number, seed: number, budget: Budget): Promise<PeerRow> {
  const level = peer.levels[levelIndex];
  const base = { peer, level, puzzles: 0, cpu: 0, wall: 0, givensMedian: 0, analysed: 0, unique: 0, minimal: 0, ratings: [], inBand: emptyCounts(), inBandMinimal: emptyCounts(), cut: false };
  const cutoff = Math.max(2 * budget.peer, budget.peer + 4);
  const g = await generateInWorker({ kind: 'peer', benchDir, peer: peer.name as (typeof PEERS)[number], level: levelIndex, seed, seconds: budget.peer, warm: budget.warm }, cutoff);
  if (g.failed) return { ...base, puzzles: g.made.length, failed: g.failed };
  const made = g.made;
  // When the worker was cut off in the middle of a call, the time of that call is still charged: the rate is what
  // a user gets in that time. The CPU of the cut call is not reported, so the wall time stands for it.
  const cpu = g.cut ? Math.max(g.cpu, cutoff) : g.cpu;
  const wall = g.cut ? cutoff : g.wall;
  const sample = analyse(made, budget.analyse, budget.analyseSeconds);
  return { ...base, puzzles: made.length, cpu, wall, cut: g.cut, givensMedian: median(made.map(countGivens)), ...sample };
}

/** What a comparison counts of a peer's analysed puzzles in our band `l`: unique ones, or unique and minimal ones. */
type Counted = 'inBand' | 'inBandMinimal';

/** Puzzles per CPU second the row yields that are unique (and minimal, if counted so) and in our band `l` (the analysed share times the rate). */
function usefulRate(row: PeerRow, l: LevelName, counted: Counted = 'inBand'): number {
  if (row.failed || row.analysed === 0 || row.cpu === 0) return 0;
  return (row.puzzles / row.cpu) * (row[counted][l] / row.analysed);
}

// ---------------------------------------------------------------------------------------------------------------
// The section

/** Runs the whole benchmark and returns the markdown section (starting with SECTION_TITLE). */
export async function generateSection(benchDir: string, quick: boolean): Promise<string> {
  const budget = quick ? QUICK : FULL;
  const startedAt = new Date();
  const load = os.loadavg()[0];
  const notes: string[] = [];

  const missing = (): string[] => PEERS.filter((p) => !fs.existsSync(path.join(packageDir(benchDir, p), 'package.json')));
  if (missing().length > 0) {
    const why = installNpmSolvers(benchDir);
    if (why !== undefined) notes.push(`\`npm ci\` in bench/ failed (${why}).`);
  }
  const peers: Peer[] = [];
  for (const name of PEERS) {
    if (!fs.existsSync(path.join(packageDir(benchDir, name), 'package.json'))) {
      notes.push(`\`${name}\` is not installed in bench/node_modules (\`npm run bench:install\`), so it was not measured.`);
      continue;
    }
    try {
      peers.push(loadPeer(benchDir, name));
    } catch (e) {
      notes.push(`\`${name}\` could not be loaded (${e instanceof Error ? e.message : String(e)}), so it was not measured.`);
    }
  }

  const ours: OurRow[] = [];
  for (const level of LEVEL_NAMES) {
    process.stderr.write(`generate ${level} `);
    ours.push(await ourRow(level, budget.ours, budget.warm));
    process.stderr.write('done\n');
  }
  const killers: KillerRow[] = [];
  for (const level of LEVEL_NAMES) {
    process.stderr.write(`generate killer ${level} `);
    killers.push(killerRow(level, budget.killer, budget.killerMinimal));
    process.stderr.write('done\n');
  }
  const rows: PeerRow[] = [];
  for (const [k, peer] of peers.entries()) {
    for (const [j, level] of peer.levels.entries()) {
      process.stderr.write(`${peer.name} ${level.name} `);
      rows.push(await peerRow(benchDir, peer, j, SEED + 1000 * k + j, budget));
      process.stderr.write('done\n');
    }
  }
  // The goal's head-to-head: each level against the fastest peer that makes new puzzles (by the rows above).
  const duels: Duel[] = [];
  for (const l of GOAL_LEVELS) {
    let best: PeerRow | undefined;
    for (const r of rows) if (!r.peer.copiesSeeds && (best === undefined || usefulRate(r, l) > usefulRate(best, l))) best = r;
    if (best === undefined || usefulRate(best, l) <= 0) continue;
    const k = peers.indexOf(best.peer);
    const j = best.peer.levels.indexOf(best.level);
    process.stderr.write(`rounds ${l} against ${best.peer.name} ${best.level.name} `);
    duels.push(await duel(benchDir, l, best, SEED + 1000 * k + j, j, budget));
    process.stderr.write('done\n');
  }

  const L: string[] = [SECTION_TITLE, ''];
  L.push(
    `Written by \`bench/generate.ts\` (\`npm run bench\`, or alone \`npm run bench:generate\`${quick ? ' with --quick' : ''}) on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    `Machine: ${cpuModel()}, ${os.availableParallelism()} CPUs, ${Math.round(os.totalmem() / 2 ** 30)} GB; Node ${process.version}; load average ${load.toFixed(1)} when the section started (the machine is shared, so rates are per CPU second of this process).`,
    '',
    `One process, every generator in turn, each row in a worker thread of its own (a fresh isolate: what ran before in the process weighs on no row); each row generates for ${budget.ours} CPU s (ours) or ${budget.peer} CPU s (peers) after an untimed warm-up of ${budget.warm} CPU s in the same worker (at least one call, on another seed), enough for the JIT to settle on the rater's code. Everything is seeded:`,
    `ours through \`generatePuzzle(${SEED}, index, { rating: LEVELS[level], maxAttempts: ${ATTEMPTS_PER_CALL}, rateInBand })\` for index 0, 1, 2, … (as \`sudoku generate\` calls it); the peers draw from Math.random, which is replaced`,
    'by a seeded generator (mulberry32) while they run, so a run makes the same puzzles each time. Ratings are our rater (`rateForGenerator`, the',
    "explainer's SE rating, one decimal); \"unique\" is a count to 2 solutions by dancing links; \"minimal\" is that no single given can go.",
    '',
  );
  for (const n of notes) L.push(`**Note:** ${n}`, '');

  L.push('### Ours: the classic generator, one level at a time', '');
  L.push(
    'Each puzzle is dug from a random solved grid down to a minimal puzzle, rated, and kept when its rating is in the band (checked unique by',
    'dancing links before it is returned); the rating stops early once the rest of the line of play is proven within the band',
    '(src/core/generate/settle.ts: most extreme puzzles), and puzzles the small solvers prove outside it are turned away unrated (bounds.ts; for extreme,',
    'the wings solver of wings.ts). "Attempts" count every dug puzzle, kept or not, including calls that ran out of',
    'attempts. After the timing, every puzzle made was checked again outside it: unique (dancing links), minimal, and rated in its band by the full rater.',
    '',
  );
  L.push('| level | band (SE) | puzzles | puzzles per CPU s | per wall s | attempts per puzzle | attempts in band | median givens | unique, minimal, in band |');
  L.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of ours) {
    const perPuzzle = r.puzzles > 0 ? (r.attempts / r.puzzles).toFixed(1) : `${formatInt(r.attempts)} attempts, none hit`;
    L.push(
      `| ${r.level} | ${r.band.min.toFixed(1)}–${r.band.max.toFixed(1)} | ${formatInt(r.puzzles)} | ${rate(r.puzzles / r.cpu)} | ${rate(r.puzzles / r.wall)} | ${perPuzzle} | ${pct(r.puzzles, r.attempts)} | ${r.puzzles > 0 ? r.givensMedian : 'n/a'} | ${r.bad === 0 ? `all ${formatInt(r.checked)}` : `**${r.bad} of ${r.checked} failed**`} |`,
    );
  }
  L.push('');

  L.push('### Ours: killer puzzles, one level at a time', '');
  L.push(
    `Cages only, no givens (\`generateKiller(${SEED}, index, { effort: KILLER_LEVELS[level], maxAttempts: 1 })\` for index 0, 1, 2, …: one attempt a call, so a`,
    `rarely hit band still ends on time), for ${budget.killer} CPU s a level. A killer's level is the search effort (guesses) the killer search needs to solve it and prove`,
    'it unique; the explainer has no killer techniques yet. Each attempt merges cages while the solution stays unique (which makes it minimal in',
    'cages), counts its guesses, and keeps it when they are in the band, checked unique by the exact cover before it is returned. After the',
    `timing, every puzzle made was checked unique again by the exact cover, and the first ${budget.killerMinimal} of each level minimal in cages (merging any two`,
    `neighbouring cages with different digits, up to ${DEFAULT_MAX_CAGE} cells, leaves several solutions). No npm generator makes killer puzzles, so there is no peer row.`,
    '',
  );
  L.push('| level | band (guesses) | puzzles | puzzles per CPU s | per wall s | attempts | attempts in band | median cages | median guesses | unique (exact cover) | minimal in cages |');
  L.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  for (const r of killers) {
    const band = r.band.max === Number.MAX_SAFE_INTEGER ? `${formatInt(r.band.min)}+` : r.band.min === r.band.max ? formatInt(r.band.min) : `${formatInt(r.band.min)}–${formatInt(r.band.max)}`;
    L.push(
      `| ${r.level} | ${band} | ${formatInt(r.puzzles)} | ${rate(r.puzzles / r.cpu)} | ${rate(r.puzzles / r.wall)} | ${formatInt(r.attempts)} | ${pct(r.puzzles, r.attempts)} | ${r.puzzles > 0 ? r.cagesMedian : 'n/a'} | ${r.puzzles > 0 ? formatInt(r.guessesMedian) : 'n/a'} | ${r.notUnique === 0 ? `all ${formatInt(r.puzzles)}` : `**${r.notUnique} of ${r.puzzles} not unique**`} | ${r.minimalChecked === 0 ? 'n/a' : r.notMinimal === 0 ? `${r.minimalChecked} of ${r.minimalChecked} checked` : `**${r.notMinimal} of ${r.minimalChecked} not minimal**`} |`,
    );
  }
  L.push('');

  L.push('### The npm generators', '');
  L.push(
    `Each level a peer offers, in its own words. Rates count every puzzle it returned. Up to ${budget.analyse} of them per row (evenly spaced, at most about`,
    `${budget.analyseSeconds} CPU s of checking, at least 20) are then checked, untimed: the share unique, the share minimal (of all analysed), and our rating of the`,
    'unique ones (a puzzle with several solutions has no rating). "In our band" is the share of all analysed puzzles that are unique and rate in our',
    'band of the same name as the peer\'s level.',
    '',
  );
  L.push('| generator | version | its level | call | puzzles | puzzles per CPU s | median givens | analysed | unique | minimal | our rating: median (range) | in our band of that name |');
  L.push('| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |');
  for (const r of rows) {
    if (r.failed) {
      L.push(`| ${r.peer.name} | ${r.peer.version} | ${r.level.name} | \`${r.level.how}\` | ${formatInt(r.puzzles)} | failed: ${r.failed} | | | | | | |`);
      continue;
    }
    const ratings = r.ratings.length > 0 ? `${median(r.ratings).toFixed(1)} (${Math.min(...r.ratings).toFixed(1)}–${Math.max(...r.ratings).toFixed(1)})` : 'n/a';
    const band = r.level.ours ? `${pct(r.inBand[r.level.ours], r.analysed)} (${LEVELS[r.level.ours].min.toFixed(1)}–${LEVELS[r.level.ours].max.toFixed(1)})` : 'n/a';
    L.push(
      `| ${r.peer.name} | ${r.peer.version} | ${r.level.name} | \`${r.level.how}\` | ${formatInt(r.puzzles)} | ${r.puzzles === 0 ? `0 in ${r.wall} s (cut off)` : `${rate(r.puzzles / r.cpu)}${r.cut ? ' ‡' : ''}`} | ${r.puzzles > 0 ? r.givensMedian : 'n/a'} | ${r.analysed} | ${pct(r.unique, r.analysed)} | ${pct(r.minimal, r.analysed)} | ${ratings} | ${band} |`,
    );
  }
  L.push('');
  for (const p of peers) if (p.note) L.push(`- \`${p.name}\`: ${p.note}.`);
  if (rows.some((r) => r.cut)) {
    L.push(
      `- ‡ One call was still running at the cut-off (${Math.max(2 * budget.peer, budget.peer + 4)} wall seconds after the timed loop began; a peer's row runs in a worker thread so`,
      '  that it can be stopped): the row counts the puzzles made in that time, over the cut-off (wall seconds stand for the unfinished CPU time).',
    );
  }
  L.push('');

  L.push('### Where the analysed peer puzzles land on our scale', '');
  L.push('Share of each row\'s analysed puzzles that are unique and in each of our bands (the rest: several solutions, or rated above 9.0).', '');
  L.push(`| generator | its level | ${LEVEL_NAMES.map((l) => `${l} ${LEVELS[l].min.toFixed(1)}–${LEVELS[l].max.toFixed(1)}`).join(' | ')} |`);
  L.push(`| --- | --- | ${LEVEL_NAMES.map(() => '---:').join(' | ')} |`);
  for (const r of rows) if (!r.failed) L.push(`| ${r.peer.name} | ${r.level.name} | ${LEVEL_NAMES.map((l) => pct(r.inBand[l], r.analysed)).join(' | ')} |`);
  L.push('');

  L.push('### Goal: 10× the fastest peer for puzzles of the same difficulty', '');
  L.push(
    'Per level: our puzzles per CPU second in that band (every one unique, minimal and in the band, table above) against the fastest peer for',
    'puzzles in that band **by our rating**: for each peer level, its rate times the share of its analysed puzzles that land in the band, and the',
    'best of those (whatever the peer calls the level: what a user who needs such puzzles gets). "Seen" is how many of its analysed puzzles',
    'landed there; a peer with none seen scores 0 (its true rate is below about rate ÷ sample size). Three comparisons per level:',
    '',
    '- **all peers**, counting their unique puzzles in the band (not charging them for puzzles that are not minimal);',
    '- **new puzzles only**: the same without `sudoku-gen`. It does not generate: every puzzle it returns is one of the few dozen seed puzzles it',
    '  ships, relabelled and permuted, so it runs at the speed of a copy, and a user who wants puzzles not equivalent to a known handful',
    '  cannot use it. It is shown, and the goal is judged on the other two comparisons;',
    '- **same guarantees**: new puzzles only, counting the peers\' puzzles that are unique, minimal and in the band, as ours are.',
    '',
  );
  L.push('| level | ours per CPU s | comparison | fastest peer (its level) | seen in band | its puzzles in band per CPU s | ratio | 10× goal |');
  L.push('| --- | ---: | --- | --- | ---: | ---: | ---: | --- |');
  const verdicts: string[] = [];
  const ratioOf = (ourRate: number, theirs: number): { text: string; met: boolean } => {
    if (theirs <= 0) return { text: ourRate > 0 ? '∞ (no peer puzzle in band)' : 'n/a', met: ourRate > 0 };
    const x = ourRate / theirs;
    return { text: `${x >= 1 ? x.toFixed(1) : x.toPrecision(2)}×`, met: x >= 10 };
  };
  const comparisons: { name: string; pool: PeerRow[]; counted: Counted }[] = [
    { name: 'all peers', pool: rows, counted: 'inBand' },
    { name: 'new puzzles only', pool: rows.filter((r) => !r.peer.copiesSeeds), counted: 'inBand' },
    { name: 'same guarantees', pool: rows.filter((r) => !r.peer.copiesSeeds), counted: 'inBandMinimal' },
  ];
  for (const l of GOAL_LEVELS) {
    const o = ours.find((r) => r.level === l)!;
    const ourRate = o.puzzles / o.cpu;
    const says: string[] = [];
    for (const [k, c] of comparisons.entries()) {
      let best: PeerRow | undefined;
      for (const r of c.pool) if (best === undefined || usefulRate(r, l, c.counted) > usefulRate(best, l, c.counted)) best = r;
      const theirs = best ? usefulRate(best, l, c.counted) : 0;
      const { text, met } = ratioOf(ourRate, theirs);
      const who = best && theirs > 0 ? `${best.peer.name} (${best.level.name})` : 'none';
      const seen = best && theirs > 0 ? `${best[c.counted][l]} of ${best.analysed}` : '0';
      L.push(`| ${k === 0 ? l : ''} | ${k === 0 ? rate(ourRate) : ''} | ${c.name} | ${who} | ${seen} | ${theirs > 0 ? rate(theirs) : '0'} | ${text} | ${met ? 'met' : '**not met**'} |`);
      says.push(`${c.name}: ${met ? 'met' : 'not met'} (${text}${best && theirs > 0 ? ` against ${best.peer.name}` : ''})`);
    }
    verdicts.push(`${l}: ${says.join('; ')}`);
  }

  L.push('### The goal, head to head in alternating rounds', '');
  L.push(
    'The rows above ran one after another, minutes apart, and this machine\'s speed drifts over minutes. Here each level of ours meets the',
    'fastest peer for it that makes new puzzles (the "new puzzles only" comparison above), each in a worker of its own warmed up as above,',
    `in ${budget.rounds} rounds of ${budget.roundSeconds} CPU s a side, who goes first alternating, so that both sides of a round run within seconds of each other.`,
    'A round\'s ratio is our puzzles per CPU second against the peer\'s times its share in our band. That share is counted over the',
    'peer\'s row above and its puzzles of the rounds (seeded anew, so not the row\'s again; analysed as the row\'s were), the larger',
    'sample making it steadier. The verdict is on the median round.',
    '',
  );
  L.push('| level | peer (its level) | its share in band: row + rounds | ours per CPU s, median of rounds | its in band per CPU s, median | ratio: median (range) | 10× goal |');
  L.push('| --- | --- | ---: | ---: | ---: | --- | --- |');
  for (const d of duels) {
    const who = `${d.peer.peer.name} (${d.peer.level.name})`;
    const share = `${pct(d.peer.inBand[d.level] + d.sample.inBand[d.level], d.peer.analysed + d.sample.analysed)} (${formatInt(d.peer.inBand[d.level] + d.sample.inBand[d.level])} of ${formatInt(d.peer.analysed + d.sample.analysed)})`;
    if (d.failed !== undefined || d.ratios.length === 0) {
      L.push(`| ${d.level} | ${who} | ${share} | | | failed: ${d.failed ?? 'no round'} | n/a |`);
      verdicts.push(`${d.level}, in alternating rounds: failed (${d.failed ?? 'no round'})`);
      continue;
    }
    const m = median(d.ratios);
    const range = `${Math.min(...d.ratios).toFixed(1)}–${Math.max(...d.ratios).toFixed(1)}`;
    const met = m >= 10;
    L.push(`| ${d.level} | ${who} | ${share} | ${rate(median(d.ours))} | ${rate(median(d.theirs))} | ${m.toFixed(1)}× (${range}) | ${met ? 'met' : '**not met**'} |`);
    verdicts.push(`${d.level}, in alternating rounds against ${d.peer.peer.name}: ${met ? 'met' : 'not met'} (median ${m.toFixed(1)}×, rounds ${range})`);
  }
  L.push('');

  L.push('', 'In this run:', '', ...verdicts.map((v) => `- ${v}.`), '');
  return L.join('\n');
}

/** Replaces the section in `file` (from its title to the next `## ` heading or the end), or appends it. */
export function writeSection(file: string, section: string): void {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim() === SECTION_TITLE);
  let out: string;
  if (start < 0) out = `${text.replace(/\n*$/, '')}\n\n${section}`;
  else {
    let end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
    if (end < 0) end = lines.length;
    out = [...lines.slice(0, start), ...section.split('\n'), ...lines.slice(end)].join('\n');
  }
  fs.writeFileSync(file, out.replace(/\n*$/, '\n'));
}

if (!isMainThread) {
  const job = workerData as PeerJob | OurJob | RoundsJob;
  if (job.kind === 'rounds') roundsWorker(job);
  else rowWorker(job);
} else if (require.main === module) {
  const quick = process.argv.includes('--quick');
  const root = findRoot(__dirname);
  const benchDir = path.join(root, 'bench');
  const outIndex = process.argv.indexOf('--out');
  const file = outIndex > 0 ? process.argv[outIndex + 1] : path.join(benchDir, 'RESULTS.md');
  generateSection(benchDir, quick).then(
    (section) => {
      writeSection(file, section);
      console.log(section);
      console.error(`written to ${file}`);
    },
    (e: unknown) => {
      console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
      process.exitCode = 1;
    },
  );
}
