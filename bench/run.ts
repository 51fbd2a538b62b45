// `npm run bench`: our engines (the WebAssembly engine, the JS engine it was written from, dlx, backtracking)
// against the npm solvers, side by side in one process, on every shared puzzle set; the batch API; the
// uniqueness-check cost; puzzles built to defeat search (Norvig's "impossible" puzzle and 99 copies); and the
// CLI's memory over the 17-clue file. Writes bench/RESULTS.md.
// Usage: npm run bench -- [--quick] [--runs N] [--cap SECONDS] [--no-cli] [--no-npm] [--out FILE] [FILE...]

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { BatchKind, countSolutions, formatGrid, isSolutionOf, parseGrid, solve, solveMany, wasmAvailable } from '../src/core';
import type { EngineName } from '../src/core';
import { WASM_COMPILER } from '../src/core/wasm/engine';
import { randomEquivalent } from '../test/helpers/symmetry';
import { makeRng } from '../test/helpers/random';
import { scan } from '../src/text';
import { formatInt, median } from '../src/cli/messages';
import { cpuModel, findRoot, runTimed } from './machine';
import { killerSection } from './killer';
import { generateSection } from './generate';
import { installNpmSolvers, loadNpmSolvers, npmSolversInstalled } from './npm-solvers';
import type { BenchSolver } from './npm-solvers';
import { ratingSection } from './ratingrun';

/** Budget for the textbook backtracking engine, which can take minutes on some puzzles without one. */
const BACKTRACK_BUDGET = 1_000_000;
const PILOT = 200;
const SLOWEST = 5;

interface Args {
  quick: boolean;
  runs: number;
  /** Seconds one solver may spend on one set in one run; slower solvers get an evenly spaced sample. */
  cap: number;
  cli: boolean;
  npm: boolean;
  out: string | undefined;
  files: string[];
}

interface BenchSet {
  readonly name: string;
  readonly puzzles: string[];
  /** 1-based line of each puzzle in its file. */
  readonly lines: number[];
  readonly solutions: (string | undefined)[] | undefined;
  readonly note: string;
}

interface Contender extends BenchSolver {
  readonly ours: EngineName | undefined;
  readonly checkUnique: boolean;
  /** For a batch contender: packs the sample (untimed), solves it all in one timed call, gives each answer. */
  readonly batch?: BatchRunner;
}

interface BatchRunner {
  prepare(puzzles: readonly string[]): void;
  run(): void;
  answer(j: number): string | undefined;
}

interface Measurement {
  readonly solver: Contender;
  /** Indices into the set's puzzles that every run solves, `reps` times over. */
  readonly sample: Int32Array;
  readonly reps: number;
  /** Puzzles per second of wall time, one per run. */
  readonly rates: number[];
  /** Puzzles per second of this process's CPU time, one per run: what other work on a shared machine cannot slow. */
  readonly cpuRates: number[];
  wrong: number;
  unsolved: number;
  firstWrong: string | undefined;
}

function parseArgs(argv: string[]): Args {
  const a: Args = { quick: false, runs: 5, cap: 2, cli: true, npm: true, out: undefined, files: [] };
  let runsGiven = false;
  let capGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--quick') a.quick = true;
    else if (arg === '--runs') [a.runs, runsGiven] = [Number(argv[++i]), true];
    else if (arg === '--cap') [a.cap, capGiven] = [Number(argv[++i]), true];
    else if (arg === '--no-cli') a.cli = false;
    else if (arg === '--no-npm') a.npm = false;
    else if (arg === '--out') a.out = argv[++i];
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    else a.files.push(arg);
  }
  if (a.quick) {
    if (!runsGiven) a.runs = 3;
    if (!capGiven) a.cap = 0.5;
  }
  if (!(a.runs >= 1) || !(a.cap > 0)) throw new Error('--runs needs a number >= 1 and --cap a number of seconds > 0');
  return a;
}

/** Reads puzzles through the shared scanner, with the companion solutions file matched by line when there is one. */
function loadSet(file: string, name: string, note: string): BenchSet {
  const text = fs.readFileSync(file, 'utf8');
  const scanned = scan(text, { mode: 'sudoku' });
  const puzzles = scanned.puzzles.map((p) => formatGrid(p.cells, '.'));
  const lines = scanned.puzzles.map((p) => p.startLine + 1);
  const solFile = file.replace(/\.txt$/, '.solutions.txt');
  let solutions: (string | undefined)[] | undefined;
  if (solFile !== file && fs.existsSync(solFile)) {
    const solLines = fs.readFileSync(solFile, 'utf8').split('\n');
    solutions = lines.map((l) => solLines[l - 1]?.trim());
  }
  return { name, puzzles, lines, solutions, note };
}

function sharedSets(dataDir: string, quick: boolean): BenchSet[] {
  const order = [
    ['sudoku-exchange-bench-10k', 'Sudoku Exchange, fixed 10k sample (99% hard and diabolical)'],
    ['17-clue-49158', 'every known 17-clue puzzle'],
    ['magictour-top1465', 'classic hard list'],
    ['sudoku-exchange-sample', 'every 10th hard/diabolical puzzle of the bank'],
    ['sudoku-exchange-easy-medium-1000', 'easy and medium'],
    ['serg-benchmark-10000', 'every puzzle has 2-1,555 solutions: "solve" = first solution found'],
  ];
  const chosen = quick ? order.slice(0, 3) : order;
  return chosen.filter(([n]) => fs.existsSync(path.join(dataDir, `${n}.txt`))).map(([n, note]) => loadSet(path.join(dataDir, `${n}.txt`), `${n}.txt`, note));
}

function ourSolver(engine: EngineName, checkUnique: boolean): Contender {
  const budget = engine === 'backtrack' ? BACKTRACK_BUDGET : undefined;
  return {
    name: checkUnique ? `${engine} (unique)` : engine,
    version: 'this repo',
    note: checkUnique ? 'solve with checkUnique (stops at the second solution)' : `solve, first solution${budget ? `, budget ${formatInt(budget)} placements` : ''}`,
    ours: engine,
    checkUnique,
    solve(puzzle) {
      const r = solve(parseGrid(puzzle)!, { engine, checkUnique, budget });
      return r.kind === 'solved' || r.kind === 'multiple' ? formatGrid(r.solution) : undefined;
    },
  };
}

/**
 * solveMany over the sample packed into one Uint8Array beforehand (the CLI's fast path will fill such a buffer
 * straight from the file's bytes), answers into a preallocated buffer: the engine without the per-puzzle API.
 */
function batchSolver(engine: EngineName, checkUnique: boolean): Contender {
  let packed = new Uint8Array(0);
  let out = new Uint8Array(0);
  let kinds = new Uint8Array(0);
  const runner: BatchRunner = {
    prepare(puzzles) {
      packed = new Uint8Array(puzzles.length * 81);
      puzzles.forEach((p, j) => packed.set(parseGrid(p)!, j * 81));
      out = new Uint8Array(packed.length);
      kinds = new Uint8Array(puzzles.length);
    },
    run() {
      solveMany(packed, out, kinds, { engine, checkUnique });
    },
    answer(j) {
      return kinds[j] === BatchKind.solved || kinds[j] === BatchKind.multiple ? formatGrid(out.subarray(j * 81, j * 81 + 81)) : undefined;
    },
  };
  const one = new Uint8Array(81);
  const oneKind = new Uint8Array(1);
  return {
    name: `solveMany ${engine}${checkUnique ? ' (unique)' : ''}`,
    version: 'this repo',
    note: `solveMany over the sample packed into bytes before timing, ${checkUnique ? 'stopping at the second solution' : 'first solution'}`,
    ours: engine,
    checkUnique,
    batch: runner,
    solve(puzzle) {
      solveMany(parseGrid(puzzle)!, one, oneKind, { engine, checkUnique });
      return oneKind[0] === BatchKind.solved || oneKind[0] === BatchKind.multiple ? formatGrid(one) : undefined;
    },
  };
}

/** Evenly spaced indices: `n` of `total`. */
function spread(total: number, n: number): Int32Array {
  const out = new Int32Array(Math.min(n, total));
  for (let j = 0; j < out.length; j++) out[j] = Math.floor((j * total) / out.length);
  return out;
}

/** Shortest timed stretch: a small set that a fast solver gets through sooner is solved several times over in each run. */
const MIN_RUN_SECONDS = 0.3;

/**
 * How many puzzles of the set `solver` can do within the cap, from a pilot on an evenly spaced sample; and how many
 * times over a run solves them, so that no timing is shorter than MIN_RUN_SECONDS.
 */
function sampleFor(set: BenchSet, solver: Contender, cap: number): { sample: Int32Array; reps: number } {
  const pilot = spread(set.puzzles.length, PILOT);
  let done = 0;
  let t0 = 0;
  // The first pass warms the solver up (JIT); the second is timed.
  for (let pass = 0; pass < 2; pass++) {
    t0 = performance.now();
    for (done = 0; done < pilot.length; ) {
      solver.solve(set.puzzles[pilot[done++]]);
      if (performance.now() - t0 > (pass === 0 ? cap / 2 : cap) * 1000) break;
    }
  }
  const rate = done / Math.max(1e-3, (performance.now() - t0) / 1000);
  const n = Math.max(Math.min(done, 20), Math.floor(rate * cap * 0.9));
  const sample = spread(set.puzzles.length, Math.min(n, set.puzzles.length));
  const reps = Math.max(1, Math.ceil((MIN_RUN_SECONDS * rate) / sample.length));
  return { sample, reps };
}

function check(set: BenchSet, index: number, answer: string | undefined, m: Measurement): void {
  if (answer === undefined) {
    m.unsolved++;
    return;
  }
  const expected = set.solutions?.[index];
  const ok = expected !== undefined ? answer === expected : isSolutionOf(parseGrid(set.puzzles[index])!, parseGrid(answer) ?? new Uint8Array(81));
  if (!ok) {
    m.wrong++;
    m.firstWrong ??= `line ${set.lines[index]}`;
  }
}

/** Interleaved runs: every run times each solver once on its sample, in a rotated order. */
function measureSet(set: BenchSet, solvers: Contender[], args: Args): Measurement[] {
  const ms: Measurement[] = solvers.map((solver) => ({ solver, ...sampleFor(set, solver, args.cap), rates: [], cpuRates: [], wrong: 0, unsolved: 0, firstWrong: undefined }));
  for (let run = 0; run < args.runs; run++) {
    for (let k = 0; k < ms.length; k++) {
      const m = ms[(k + run) % ms.length];
      const answers = new Array<string | undefined>(m.sample.length);
      const batch = m.solver.batch;
      batch?.prepare(Array.from(m.sample, (i) => set.puzzles[i]));
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      for (let rep = 0; rep < m.reps; rep++) {
        if (batch) batch.run();
        else for (let j = 0; j < m.sample.length; j++) answers[j] = m.solver.solve(set.puzzles[m.sample[j]]);
      }
      const seconds = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(c0);
      if (batch) for (let j = 0; j < m.sample.length; j++) answers[j] = batch.answer(j);
      const solved = m.sample.length * m.reps;
      m.rates.push(solved / seconds);
      m.cpuRates.push(solved / Math.max(1e-6, (cpu.user + cpu.system) / 1e6));
      if (run === 0) for (let j = 0; j < m.sample.length; j++) check(set, m.sample[j], answers[j], m);
    }
    process.stderr.write('.');
  }
  return ms;
}

interface WorkProfile {
  readonly engine: EngineName;
  readonly puzzles: number;
  readonly placementsMedian: number;
  readonly placementsMax: number;
  readonly guessesMedian: number;
  readonly stopped: number;
  readonly slowest: { line: number; ms: number; placements: number; guesses: number }[];
}

/** Per-puzzle work of one of our engines over `indices` (every puzzle for `fast`). */
function profile(set: BenchSet, engine: EngineName, indices: Int32Array): WorkProfile {
  const placements = new Float64Array(indices.length);
  const guesses = new Float64Array(indices.length);
  const times = new Float64Array(indices.length);
  let stopped = 0;
  const budget = engine === 'backtrack' ? BACKTRACK_BUDGET : undefined;
  for (let j = 0; j < indices.length; j++) {
    const r = solve(parseGrid(set.puzzles[indices[j]])!, { engine, checkUnique: false, budget });
    placements[j] = r.stats.placements;
    guesses[j] = r.stats.guesses;
    times[j] = r.stats.elapsedMs;
    if (r.kind === 'stopped') stopped++;
  }
  // Single timings catch a GC pause or a preemption now and then, so the candidates (the slowest by time and the
  // most placements) are timed again, best of 3.
  const byTime = [...times.keys()].sort((a, b) => times[b] - times[a]).slice(0, SLOWEST * 4);
  const byWork = [...placements.keys()].sort((a, b) => placements[b] - placements[a]).slice(0, SLOWEST * 4);
  const candidates = [...new Set([...byTime, ...byWork])];
  for (const j of candidates) {
    for (let k = 0; k < 3; k++) {
      const r = solve(parseGrid(set.puzzles[indices[j]])!, { engine, checkUnique: false, budget });
      times[j] = Math.min(times[j], r.stats.elapsedMs);
    }
  }
  const order = candidates.sort((a, b) => times[b] - times[a]).slice(0, SLOWEST);
  return {
    engine,
    puzzles: indices.length,
    placementsMedian: median(placements),
    placementsMax: placements.reduce((m, v) => (v > m ? v : m), 0),
    guessesMedian: median(guesses),
    stopped,
    slowest: order.map((j) => ({ line: set.lines[indices[j]], ms: times[j], placements: placements[j], guesses: guesses[j] })),
  };
}

interface CliRun {
  readonly file: string;
  readonly jobs: number;
  /** One per run. */
  readonly seconds: number[];
  /** User + system CPU seconds of the whole process (all threads), from GNU time, one per run. */
  readonly cpuSeconds: number[];
  readonly rssMb: number[];
  readonly status: number | null;
  readonly matches: boolean | undefined;
}

/** One run of `sudoku solve --jobs N FILE > out` (the CLI's default path): wall time, CPU and peak RSS, output checked. */
function cliOnce(root: string, file: string, jobs: number): { seconds: number; cpu: number | undefined; rss: number | undefined; status: number | null; matches: boolean | undefined } {
  const outFile = path.join(os.tmpdir(), `sudoku-bench-${process.pid}-${jobs}.txt`);
  const fd = fs.openSync(outFile, 'w');
  const argv = [path.join(root, 'dist', 'cli.js'), 'solve', '--jobs', String(jobs), file];
  const r = runTimed(argv, fd);
  fs.closeSync(fd);
  const solFile = file.replace(/\.txt$/, '.solutions.txt');
  const matches = fs.existsSync(solFile) && solFile !== file ? fs.readFileSync(outFile, 'utf8') === fs.readFileSync(solFile, 'utf8') : undefined;
  fs.rmSync(outFile, { force: true });
  return { seconds: r.seconds, cpu: r.cpu, rss: r.rssMb, status: r.status, matches };
}

/** The CLI over each file with 1 and 2 jobs, `runs` times, the settings taking turns so the machine's load falls on all alike. */
function cliRuns(root: string, files: string[], runs: number): CliRun[] {
  const out: CliRun[] = [];
  for (const file of files) for (const jobs of [1, 2]) out.push({ file, jobs, seconds: [], cpuSeconds: [], rssMb: [], status: 0, matches: true });
  for (let run = 0; run < runs; run++) {
    for (let k = 0; k < out.length; k++) {
      const c = out[k];
      const r = cliOnce(root, c.file, c.jobs);
      c.seconds.push(r.seconds);
      if (r.cpu !== undefined) c.cpuSeconds.push(r.cpu);
      if (r.rss !== undefined) c.rssMb.push(r.rss);
      // The first failing status, and "no" once any run's output differed.
      out[k] = { ...c, status: c.status === 0 ? r.status : c.status, matches: c.matches === false ? false : r.matches };
      process.stderr.write('.');
    }
  }
  return out;
}

function rate(n: number): string {
  return n >= 100 ? formatInt(n) : n.toFixed(1);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const root = findRoot(__dirname);
  const benchDir = path.join(root, 'bench');
  const dataDir = path.resolve(root, '..', 'shared', 'data');
  const notes: string[] = [];

  let npm: BenchSolver[] = [];
  if (args.npm) {
    let why: string | undefined;
    if (!npmSolversInstalled(benchDir)) why = installNpmSolvers(benchDir);
    if (why === undefined) npm = await loadNpmSolvers(benchDir);
    else notes.push(`The npm solvers could not be installed (${why}); only our engines were measured.`);
  }

  const sets: BenchSet[] = [];
  if (fs.existsSync(dataDir)) {
    sets.push(...sharedSets(dataDir, args.quick));
  } else {
    const msg = `shared data not found at ${dataDir}: benchmarking the fixtures only`;
    console.error(msg);
    notes.push(msg + '.');
    const fixtures = path.join(root, 'test', 'fixtures');
    sets.push(loadSet(path.join(fixtures, 'sudoku-exchange-200.txt'), 'sudoku-exchange-200.txt (fixture)', 'Sudoku Exchange sample kept in the repo'));
  }
  for (const f of args.files) sets.push(loadSet(f, path.basename(f), 'given on the command line'));

  if (!wasmAvailable()) notes.push('WebAssembly did not instantiate here, so the `wasm` rows ran the JS engine (its fallback).');
  const contenders: Contender[] = [
    ourSolver('wasm', false),
    ourSolver('wasm', true),
    ourSolver('fast', false),
    ourSolver('fast', true),
    batchSolver('wasm', false),
    batchSolver('wasm', true),
    batchSolver('fast', false),
    ourSolver('dlx', false),
    ourSolver('backtrack', false),
    ...npm.map((s) => ({ ...s, solve: s.solve.bind(s), ours: undefined, checkUnique: false })),
  ];

  const startedAt = new Date();
  const load = os.loadavg()[0];
  const results: { set: BenchSet; ms: Measurement[]; profiles: WorkProfile[] }[] = [];
  for (const set of sets) {
    process.stderr.write(`${set.name} (${formatInt(set.puzzles.length)} puzzles) `);
    const ms = measureSet(set, contenders, args);
    const profiles = [
      profile(set, 'fast', spread(set.puzzles.length, set.puzzles.length)),
      profile(set, 'dlx', ms.find((m) => m.solver.ours === 'dlx')!.sample),
      profile(set, 'backtrack', ms.find((m) => m.solver.ours === 'backtrack')!.sample),
    ];
    results.push({ set, ms, profiles });
    process.stderr.write(' done\n');
  }

  process.stderr.write('impossible puzzle copies ');
  const impossible = impossibleRuns();
  process.stderr.write('done\n');

  let cli: CliRun[] = [];
  if (args.cli) {
    const shared = ['17-clue-49158.txt', 'sudoku-exchange-sample.txt'].map((f) => path.join(dataDir, f)).filter((f) => fs.existsSync(f));
    const cliFiles = shared.length > 0 ? shared : [path.join(root, 'test', 'fixtures', 'sudoku-exchange-200.txt')];
    const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--cli'], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) notes.push(`The CLI build failed, so it was not measured: ${build.stderr.trim()}`);
    else {
      process.stderr.write(`CLI over ${cliFiles.map((f) => path.basename(f)).join(', ')} `);
      cli = cliRuns(root, cliFiles, args.quick ? 3 : args.runs);
      process.stderr.write(' done\n');
    }
  }

  const md = report({ args, results, cli, notes, startedAt, load, npmNames: npm.map((s) => s.name), impossible }) + '\n' + killerSection(dataDir, args.quick) + '\n' + ratingSection(root, dataDir, args.quick) + '\n' + (await generateSection(benchDir, args.quick));
  const outPath = args.out ?? path.join(benchDir, 'RESULTS.md');
  fs.writeFileSync(outPath, md);
  console.log(md);
  console.error(`written to ${outPath}`);
}

/** Norvig's "impossible" puzzle: no conflicting givens, no solution, a search tree that defeats naive branching. */
const NORVIG_IMPOSSIBLE = '.....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........';
/** The same copies as test/core/unsolvable.test.ts. */
const IMPOSSIBLE_SEED = 20261201;

interface ImpossibleRun {
  readonly engine: EngineName;
  readonly copies: number;
  readonly unsolvable: number;
  readonly msMedian: number;
  readonly msMax: number;
  readonly placementsMedian: number;
  readonly placementsMax: number;
}

/** Each engine on the puzzle and 99 relabelled/permuted copies, through solve with the default budget; best of 3 times. */
function impossibleRuns(): ImpossibleRun[] {
  const rng = makeRng(IMPOSSIBLE_SEED);
  const base = parseGrid(NORVIG_IMPOSSIBLE)!;
  const copies = Array.from({ length: 100 }, (_, i) => (i === 0 ? base : randomEquivalent(base, rng)));
  return (['wasm', 'fast', 'dlx'] as EngineName[]).map((engine) => {
    const ms = new Float64Array(copies.length);
    const placements = new Float64Array(copies.length);
    let unsolvable = 0;
    copies.forEach((g, i) => {
      let best = Infinity;
      for (let k = 0; k < 3; k++) {
        const r = solve(g, { engine });
        best = Math.min(best, r.stats.elapsedMs);
        placements[i] = r.stats.placements;
        if (k === 0 && r.kind === 'unsolvable' && countSolutions(g, 2, { engine }).kind === 'counted') unsolvable++;
      }
      ms[i] = best;
    });
    return {
      engine,
      copies: copies.length,
      unsolvable,
      msMedian: median(ms),
      msMax: ms.reduce((m, v) => (v > m ? v : m), 0),
      placementsMedian: median(placements),
      placementsMax: placements.reduce((m, v) => (v > m ? v : m), 0),
    };
  });
}

interface ReportInput {
  impossible: ImpossibleRun[];
  args: Args;
  results: { set: BenchSet; ms: Measurement[]; profiles: WorkProfile[] }[];
  cli: CliRun[];
  notes: string[];
  startedAt: Date;
  load: number;
  npmNames: string[];
}

function micro(ms: number): string {
  return ms < 1 ? `${Math.round(ms * 1000)} µs` : `${ms.toFixed(2)} ms`;
}

function speedTable(L: string[], r: ReportInput, pick: (m: Measurement) => number[]): void {
  const names = r.results[0]?.ms.map((m) => m.solver.name) ?? [];
  L.push(`| set | puzzles | ${names.map((n) => `\`${n}\``).join(' | ')} | wasm ÷ fastest npm |`);
  L.push(`| --- | ---: | ${names.map(() => '---:').join(' | ')} | ---: |`);
  for (const { set, ms } of r.results) {
    const med = (m: Measurement): number => median(pick(m));
    const cells = ms.map((m) => `${rate(med(m))}${m.sample.length < set.puzzles.length ? '†' : ''}${m.wrong > 0 || m.unsolved > 0 ? ' ✗' : ''}`);
    const ours = med(ms.find((m) => m.solver.name === 'wasm')!);
    const best = ms.filter((m) => m.solver.ours === undefined).reduce<Measurement | undefined>((b, m) => (b === undefined || med(m) > med(b) ? m : b), undefined);
    const ratio = best ? `**${(ours / med(best)).toFixed(1)}×** (${best.solver.name})` : 'n/a';
    L.push(`| ${set.name} | ${formatInt(set.puzzles.length)} | ${cells.join(' | ')} | ${ratio} |`);
  }
  L.push('');
}

function report(r: ReportInput): string {
  const L: string[] = [];
  L.push('# Benchmark results', '');
  L.push(`Written by \`npm run bench${r.args.quick ? ' -- --quick' : ''}\` (bench/run.ts) on ${r.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`);
  L.push(
    `Machine: ${cpuModel()}, ${os.availableParallelism()} CPUs (nproc), ${Math.round(os.totalmem() / 2 ** 30)} GB; Node ${process.version}; load average ${r.load.toFixed(1)} when the run started.`,
    `WebAssembly engine (wasm/engine.c, built by scripts/wasm.mjs): ${WASM_COMPILER}${wasmAvailable() ? '' : ' (did not instantiate: the JS engine ran instead)'}.`,
    '',
  );
  L.push(
    `Every solver runs on one thread in this one process, interleaved: each of ${r.args.runs} runs times every solver once on each set, in a rotated order, so that`,
    "the machine's noise falls on all of them alike; each figure is the median of the runs. Each answer is checked against the set's solutions file",
    '(for the multi-solution Serg set: checked to be a solution of the puzzle). Times include turning the 81-character line into each',
    `solver's input and its answer back into 81 digits. A solver that cannot get through a set within ${r.args.cap} s per run is timed on an evenly spaced`,
    'sample of it (marked †), sized from a pilot run; every run then solves that same sample. A set that a solver gets through in less than',
    `${MIN_RUN_SECONDS} s is solved several times over in each run ("times over" below). ✗ marks a solver that got answers wrong or missing`,
    '(see "Samples" below: for `backtrack` these are puzzles stopped by its budget).',
    '',
  );
  if (r.load > os.availableParallelism()) {
    L.push(
      `**Note:** the machine was busy with other work (load average ${r.load.toFixed(1)} on ${os.availableParallelism()} CPUs), so wall-clock rates are well below what a quiet`,
      'machine gives. The first table therefore counts puzzles per second of this process\'s own CPU time (`process.cpuUsage()`), which',
      'waiting for a CPU does not inflate; the wall-clock table follows. Ratios between solvers are the figures to read.',
      '',
    );
  }
  for (const n of r.notes) L.push(`**Note:** ${n}`, '');

  L.push('## Puzzles per CPU second, one thread (median)', '');
  speedTable(L, r, (m) => m.cpuRates);
  L.push('## Puzzles per wall-clock second, one thread (median)', '');
  speedTable(L, r, (m) => m.rates);

  L.push('## The WebAssembly engine against the JS engine (CPU time, medians of the interleaved runs above)', '');
  L.push(
    '`wasm` and `fast` run the same search (identical placements and guesses on every puzzle: test/core/wasm.test.ts), so the ratio is the',
    'compiled code against V8\'s. "through solve" pays the per-puzzle API (the string conversions of this harness, the conflict check, the',
    'result object) on both sides; solveMany is the engine over packed bytes. The last column compares solveMany on wasm with `fast`',
    "through solve, today's way to call the JS engine. Goal of issue 10: at least 1.8×.",
    '',
  );
  L.push(
    '| set | wasm ÷ fast, solve | wasm ÷ fast, solve (unique) | solveMany: wasm ÷ fast | solveMany wasm ÷ fast solve | solveMany wasm (unique) ÷ fast solve (unique) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const { set, ms } of r.results) {
    const cpu = (name: string): number => median(ms.find((m) => m.solver.name === name)!.cpuRates);
    const x = (a: string, b: string): string => `${(cpu(a) / cpu(b)).toFixed(2)}×`;
    L.push(
      `| ${set.name} | ${x('wasm', 'fast')} | ${x('wasm (unique)', 'fast (unique)')} | ${x('solveMany wasm', 'solveMany fast')} | ${x('solveMany wasm', 'fast')} | ${x('solveMany wasm (unique)', 'fast (unique)')} |`,
    );
  }
  L.push('');

  L.push('## Uniqueness check (stop at the second solution) against solve (stop at the first)', '');
  L.push('| set | wasm solve /CPU s | wasm unique /CPU s | time ratio | fast solve /CPU s | fast unique /CPU s | time ratio |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { set, ms } of r.results) {
    const cpu = (name: string): number => median(ms.find((m) => m.solver.name === name)!.cpuRates);
    const [a, b, c, d] = [cpu('wasm'), cpu('wasm (unique)'), cpu('fast'), cpu('fast (unique)')];
    L.push(`| ${set.name} | ${rate(a)} | ${rate(b)} | ${(a / b).toFixed(2)} | ${rate(c)} | ${rate(d)} | ${(c / d).toFixed(2)} |`);
  }
  L.push('');

  L.push(`## Puzzles built to defeat search: Norvig's "impossible" puzzle and 99 copies`, '');
  L.push(
    '`.....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........` and 99 copies with the digits relabelled, rows and',
    `columns permuted within bands and stacks, bands and stacks swapped and the grid transposed at random (seed ${IMPOSSIBLE_SEED}, the copies`,
    'test/core/unsolvable.test.ts checks). No copy has a solution. Each through `solve` with the default budget of 2,000,000 placements;',
    'time per copy is the best of 3. Before the digit-place guess in `fast`, 68 to 73 copies of 100 stopped at the budget.',
    '',
  );
  L.push('| engine | copies | decided "no solution" | time median | time max | placements median | placements max |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const x of r.impossible) {
    L.push(`| ${x.engine} | ${x.copies} | ${x.unsolvable} | ${micro(x.msMedian)} | ${micro(x.msMax)} | ${formatInt(x.placementsMedian)} | ${formatInt(x.placementsMax)} |`);
  }
  L.push('');

  L.push('## Work per puzzle (our engines)', '');
  L.push('Placements are digits written by propagation or by a guess. `fast` over every puzzle of the set; the others over their timed sample.', '');
  L.push('| set | engine | puzzles | placements median | placements max | guesses median | stopped by budget |', '| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const { set, profiles } of r.results) {
    for (const p of profiles) {
      L.push(`| ${set.name} | ${p.engine} | ${formatInt(p.puzzles)} | ${formatInt(p.placementsMedian)} | ${formatInt(p.placementsMax)} | ${formatInt(p.guessesMedian)} | ${formatInt(p.stopped)} |`);
    }
  }
  L.push('', `\`backtrack\` runs with a budget of ${formatInt(BACKTRACK_BUDGET)} placements per puzzle.`, '');

  L.push('## Slowest puzzles for `fast` (best of 3 timings each)', '');
  L.push('| set | line | time | placements | guesses |', '| --- | ---: | ---: | ---: | ---: |');
  for (const { set, profiles } of r.results) {
    for (const s of profiles[0].slowest) L.push(`| ${set.name} | ${s.line} | ${micro(s.ms)} | ${formatInt(s.placements)} | ${formatInt(s.guesses)} |`);
  }
  L.push('');

  L.push('## Samples, wrong answers and unsolved puzzles', '');
  L.push('| set | solver | version | timed puzzles | times over | wrong | unsolved | runs (puzzles per CPU second) |', '| --- | --- | --- | ---: | ---: | ---: | ---: | --- |');
  for (const { set, ms } of r.results) {
    for (const m of ms) {
      const wrong = m.wrong > 0 ? `${formatInt(m.wrong)} (first at ${m.firstWrong})` : '0';
      L.push(`| ${set.name} | ${m.solver.name} | ${m.solver.version} | ${formatInt(m.sample.length)} | ${m.reps} | ${wrong} | ${formatInt(m.unsolved)} | ${m.cpuRates.map(rate).join(', ')} |`);
    }
  }
  L.push('');
  L.push('How each solver is called:', '');
  for (const m of r.results[0]?.ms ?? []) L.push(`- \`${m.solver.name}\` (${m.solver.version}): ${m.solver.note}.`);
  L.push('');

  if (r.cli.length > 0) {
    L.push('## The CLI beside the engine in process', '');
    L.push(
      '`node dist/cli.js solve --jobs N FILE > out.txt`, the whole file, its settings taking turns over the runs: wall time and CPU time (user + system,',
      'all threads) as medians, and the largest peak resident memory, from `/usr/bin/time -v`; the output compared byte for byte with the',
      'solutions file. Beside it, the engine alone in this process: `solveMany` wasm with the uniqueness check over the same puzzles',
      'packed beforehand, in CPU time (from the tables above: the file\'s puzzles ÷ its median rate). The CLI\'s time includes starting Node,',
      'reading, checking and packing every line (its fast path for plain 81-character lines), and writing the answers.',
      '',
    );
    L.push('| file | jobs | wall time | CPU time | peak RSS | engine in process (CPU) | CLI CPU ÷ engine | exit | output = solutions |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const c of r.cli) {
      const name = path.basename(c.file);
      const set = r.results.find((x) => x.set.name === name);
      const batch = set?.ms.find((m) => m.solver.name === 'solveMany wasm (unique)');
      const engineS = batch && set ? set.set.puzzles.length / median(batch.cpuRates) : undefined;
      const cpu = c.cpuSeconds.length > 0 ? median(c.cpuSeconds) : undefined;
      const rss = c.rssMb.length > 0 ? Math.round(c.rssMb.reduce((m, v) => (v > m ? v : m), 0)) : undefined;
      L.push(
        `| ${name} | ${c.jobs} | ${median(c.seconds).toFixed(2)} s | ${cpu !== undefined ? `${cpu.toFixed(2)} s` : 'n/a'} | ${rss !== undefined ? `${rss} MB` : 'n/a'} | ${engineS !== undefined ? `${engineS.toFixed(3)} s` : 'n/a'} | ${engineS !== undefined && cpu !== undefined ? `${(cpu / engineS).toFixed(1)}×` : 'n/a'} | ${c.status} | ${c.matches === undefined ? 'no solutions file' : c.matches ? 'yes' : 'NO'} |`,
      );
    }
    L.push('');
  }
  return L.join('\n');
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exitCode = 1;
});
