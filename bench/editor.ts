// `npm run bench:editor`: the extension's own work on a file of 10,000 puzzles (open, keystroke, background check,
// Solve All) with the vscode-free modules it runs, plus bundle sizes and activation; writes bench/EDITOR.md.
// Usage: npm run bench:editor -- [--quick] [--runs N] [--warmup N] [--no-build] [--out FILE] [FILE]

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { candidates } from '../src/core';
import type { PuzzleSolveResult } from '../src/core';
import { formatInt, median } from '../src/cli/messages';
import { cpuModel, findRoot } from './machine';
import { AnalysisCache } from '../src/extension/cache';
import { MAX_SCANNED_CHARS, MAX_SCANNED_LINES, overLimit } from '../src/extension/limits';
import { DEFAULTS, readSettings } from '../src/extension/settings';
import { runSliced } from '../src/extension/slices';
import { scan, applyReplacements, sudokuPadLink } from '../src/text';
import { CLASSIC } from '../src/core/rules';
import type { ScanResult, ScannedPuzzle } from '../src/text';
import { emptyTally, tallyPuzzle } from '../src/text/describe';
import { diagnose } from '../src/text/diagnose';
import { mergeReplacements, planSolveAll } from '../src/text/edits';
import { rescan } from '../src/text/rescan';

/** The extension's slice length (src/extension/model.ts SLICE_MS). */
const SLICE_MS = 8;
/** The bench file is `.txt`: the extension scans it as plain text. */
const MODE = { mode: 'plaintext' } as const;
/** The extension's settings with nothing set: what a new user gets. */
const SETTINGS = readSettings(() => undefined);

interface Args {
  runs: number;
  warmup: number;
  build: boolean;
  out: string | undefined;
  file: string | undefined;
}

/** One timed stretch: wall-clock and this process's CPU time, in milliseconds. */
interface Sample {
  readonly wall: number;
  readonly cpu: number;
}

/** A measured step: the first run in the process (cold JIT) and the timed runs after warm-up. */
interface Row {
  readonly name: string;
  readonly what: string;
  readonly cold: Sample | undefined;
  readonly runs: Sample[];
  readonly goal: string;
  /** Goal in milliseconds, compared with the CPU-time median. */
  readonly goalMs: number | undefined;
  readonly extra: string;
}

function parseArgs(argv: string[]): Args {
  const a: Args = { runs: 15, warmup: 3, build: true, out: undefined, file: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--quick') [a.runs, a.warmup] = [5, 1];
    else if (arg === '--runs') a.runs = Number(argv[++i]);
    else if (arg === '--warmup') a.warmup = Number(argv[++i]);
    else if (arg === '--no-build') a.build = false;
    else if (arg === '--out') a.out = argv[++i];
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    else a.file = arg;
  }
  if (!(a.runs >= 1) || !(a.warmup >= 0)) throw new Error('--runs needs a number >= 1 and --warmup a number >= 0');
  return a;
}

function cpuMs(c: NodeJS.CpuUsage): number {
  return (c.user + c.system) / 1000;
}

/** Times a synchronous step. */
function timed<T>(fn: () => T): { value: T; sample: Sample } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = fn();
  const wall = performance.now() - t0;
  return { value, sample: { wall, cpu: cpuMs(process.cpuUsage(c0)) } };
}

/** Times an asynchronous step (its wall time includes the turns it yields to the event loop). */
async function timedAsync<T>(fn: () => Promise<T>): Promise<{ value: T; sample: Sample }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await fn();
  const wall = performance.now() - t0;
  return { value, sample: { wall, cpu: cpuMs(process.cpuUsage(c0)) } };
}

/** Runs `step` once cold, `warmup` times untimed, then `runs` times; each call gets a fresh setup. */
async function repeat(args: Args, step: (run: number) => Promise<Sample> | Sample): Promise<{ cold: Sample; runs: Sample[] }> {
  const cold = await step(0);
  for (let w = 0; w < args.warmup; w++) await step(1 + w);
  const runs: Sample[] = [];
  for (let r = 0; r < args.runs; r++) runs.push(await step(1 + args.warmup + r));
  return { cold, runs };
}

/** A cache that has seen the scan once, as after the extension's first diagnostics pass. */
function primedCache(text: string, s: ScanResult): AnalysisCache {
  const cache = new AnalysisCache();
  diagnose(text, s, (p) => cache.facts(p), SETTINGS.diagnostics);
  return cache;
}

/** The status bar's tally (src/extension/statusBar.ts tallyDocument without its memo). */
function tally(s: ScanResult, cache: AnalysisCache): number {
  const t = emptyTally();
  for (const p of s.puzzles) tallyPuzzle(t, p, cache.facts(p));
  t.malformed = s.problems.length;
  return t.puzzles;
}

/** The background check of src/extension/model.ts ensureChecked: every unchecked puzzle without conflicts, in slices. */
async function backgroundCheck(s: ScanResult, cache: AnalysisCache, budget: number): Promise<{ slices: number; longest: number; searched: number }> {
  const upTo = Math.min(SETTINGS.checkMaxPuzzles, s.puzzles.length);
  let slices = 0;
  let longest = 0;
  let searched = 0;
  let sliceStart = performance.now();
  await runSliced(upTo, (i) => {
    const p = s.puzzles[i];
    if (cache.has(p, budget) || cache.conflicts(p).length > 0) return;
    cache.analyze(p, budget);
    searched++;
  }, {
    sliceMs: SLICE_MS,
    onSlice: () => {
      const t = performance.now();
      longest = Math.max(longest, t - sliceStart);
      slices++;
      // The next slice starts after the yield; this keeps the yield itself out of the slice lengths.
      setImmediate(() => {
        sliceStart = performance.now();
      });
    },
  });
  return { slices, longest, searched };
}

/** Solve All's analysis (src/extension/model.ts analyzeInSlices with the engine's default budget), then its plan. */
async function solveAllWork(text: string, s: ScanResult, cache: AnalysisCache): Promise<{ replacements: number; edit: ReturnType<typeof mergeReplacements>; solved: number }> {
  const results = new Array<PuzzleSolveResult | undefined>(s.puzzles.length);
  await runSliced(s.puzzles.length, (i) => {
    results[i] = cache.analyze(s.puzzles[i]);
  }, { sliceMs: SLICE_MS });
  const plan = planSolveAll(text, s.puzzles, results, SETTINGS.solveMode);
  // As src/extension/solveAll.ts: one replacement from the first answer to the last.
  const edit = mergeReplacements(text, plan.replacements);
  return { replacements: plan.replacements.length, edit, solved: plan.tally.solved };
}

/** Edits of one empty cell of `puzzle`: the k-th empty cell set to its lowest candidate, so each edit is a new grid without a conflict. */
function cellEdit(text: string, puzzle: ScannedPuzzle, k: number): string {
  const empties: number[] = [];
  for (let i = 0; i < 81; i++) if (puzzle.cells[i] === 0) empties.push(i);
  const cell = empties[k % empties.length];
  const mask = candidates(puzzle.cells)[cell];
  let digit = 1;
  while (digit < 9 && (mask & (1 << digit)) === 0) digit++;
  const at = puzzle.offsets[cell];
  // A flat copy, as `document.getText()` returns: a concatenation would be flattened inside the timed rescan.
  return Buffer.from(text.slice(0, at) + String(digit) + text.slice(at + 1), 'utf8').toString('utf8');
}

function fileSize(file: string): { raw: number; gzip: number } | undefined {
  if (!fs.existsSync(file)) return undefined;
  const buf = fs.readFileSync(file);
  return { raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length };
}

/**
 * The child that measures activation: `vscode` is replaced (through Module._load) by an object with every top-level
 * name of the API (argv[3]), each a stub whose every member is a no-op returning the stub, so what is timed is our
 * bundle's loading and our `activate` code, not the host's.
 */
const ACTIVATE_CHILD = `
const Module = require('module');
const empty = () => [][Symbol.iterator]();
const handler = {
  get(_t, p) {
    if (p === 'then') return undefined;
    if (p === Symbol.iterator) return empty;
    if (p === Symbol.toPrimitive) return () => '';
    return stub;
  },
  set() { return true; },
  apply() { return stub; },
  construct() { return stub; },
};
const stub = new Proxy(function () {}, handler);
const load = Module._load;
const vscode = {};
for (const name of JSON.parse(process.argv[3])) vscode[name] = stub;
Module._load = function (request, ...rest) { return request === 'vscode' ? vscode : load.call(this, request, ...rest); };
const context = new Proxy({ subscriptions: [], extensionPath: process.argv[2], extensionUri: stub }, { get: (t, p) => (p in t ? t[p] : stub) });
require(process.argv[2] + '/package.json');
const c0 = process.cpuUsage();
const t0 = performance.now();
const ext = require(process.argv[1]);
const t1 = performance.now();
const api = ext.activate(context);
const t2 = performance.now();
const cpu = process.cpuUsage(c0);
if (api === undefined || context.subscriptions.length === 0) throw new Error('activate returned nothing or registered nothing');
process.stdout.write(JSON.stringify({ require: t1 - t0, activate: t2 - t1, cpu: (cpu.user + cpu.system) / 1000, subscriptions: context.subscriptions.length }));
process.exit(0);
`;

/** The top-level names of the `vscode` API, from its type declarations. */
function vscodeNames(root: string): string[] {
  const dts = fs.readFileSync(path.join(root, 'node_modules', '@types', 'vscode', 'index.d.ts'), 'utf8');
  return [...dts.matchAll(/^\texport (?:class|enum|namespace|function|const|let) (\w+)/gm)].map((m) => m[1]);
}

interface Activation {
  readonly require: number[];
  readonly activate: number[];
  /** CPU time of both, per process. */
  readonly cpu: number[];
  readonly subscriptions: number;
}

/** Loads and activates `bundle` in `n` fresh processes. */
function activation(bundle: string, root: string, n: number): Activation | string {
  const names = JSON.stringify(vscodeNames(root));
  const a = { require: [] as number[], activate: [] as number[], cpu: [] as number[], subscriptions: 0 };
  for (let i = 0; i < n; i++) {
    const r = spawnSync(process.execPath, ['-e', ACTIVATE_CHILD, bundle, root, names], { encoding: 'utf8' });
    if (r.status !== 0) return `activation child failed: ${(r.stderr || r.stdout).trim().split('\n').filter((l) => l.length < 300).slice(0, 3).join(' ')}`;
    const m = JSON.parse(r.stdout) as { require: number; activate: number; cpu: number; subscriptions: number };
    a.require.push(m.require);
    a.activate.push(m.activate);
    a.cpu.push(m.cpu);
    a.subscriptions = m.subscriptions;
  }
  return a;
}

function ms(v: number): string {
  if (v < 0.1) return `${(v * 1000).toFixed(1)} µs`;
  return v < 10 ? `${v.toFixed(2)} ms` : v < 100 ? `${v.toFixed(1)} ms` : `${formatInt(v)} ms`;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const root = findRoot(__dirname);
  const dataDir = path.resolve(root, '..', 'shared', 'data');
  const notes: string[] = [];
  let file = args.file ?? path.join(dataDir, 'sudoku-exchange-bench-10k.txt');
  if (args.file === undefined && !fs.existsSync(file)) {
    const msg = `shared data not found at ${dataDir}: measuring the 200-puzzle fixture instead of the 10,000-puzzle file, so the figures are not comparable with the goals`;
    console.error(msg);
    notes.push(msg + '.');
    file = path.join(root, 'test', 'fixtures', 'sudoku-exchange-200.txt');
  }
  const startedAt = new Date();
  const load = os.loadavg();
  const text = fs.readFileSync(file, 'utf8');
  const rows: Row[] = [];
  const log = (name: string): void => {
    process.stderr.write(`${name} `);
  };

  // 1. Open: scan and diagnostics from scratch, with an empty cache (conflicts found for every puzzle).
  log('open');
  let base = scan(text, MODE);
  let diagnosticsOnOpen = 0;
  const open = await repeat(args, () => {
    const cache = new AnalysisCache();
    const { value, sample } = timed(() => {
      const s = scan(text, MODE);
      return diagnose(text, s, (p) => cache.facts(p), SETTINGS.diagnostics);
    });
    diagnosticsOnOpen = value.length;
    return sample;
  });
  const scanOnly = await repeat(args, () => timed(() => {
    base = scan(text, MODE);
  }).sample);
  const diagOnly = await repeat(args, () => {
    const cache = new AnalysisCache();
    return timed(() => diagnose(text, base, (p) => cache.facts(p), SETTINGS.diagnostics)).sample;
  });
  const puzzles = base.puzzles.length;
  if (puzzles !== 10_000) notes.push(`The goals are set for a file of 10,000 puzzles; this one has ${formatInt(puzzles)}, so the ✓ and ✗ marks do not apply.`);
  rows.push(
    { name: 'open: scan + conflict diagnostics', what: `\`scan\` (plain text) + \`diagnose\` with an empty cache: conflicts of all ${formatInt(puzzles)} puzzles; ${diagnosticsOnOpen} diagnostics`, ...open, goal: '< 100 ms', goalMs: 100, extra: '' },
    { name: '  of which scan', what: '`scan(text, {mode: "plaintext"})`', ...scanOnly, cold: undefined, goal: '', goalMs: undefined, extra: '' },
    { name: '  of which diagnose', what: '`diagnose` with an empty cache (finds the conflicts)', ...diagOnly, cold: undefined, goal: '', goalMs: undefined, extra: '' },
  );

  // 2. The uniqueness pass: the background check with the default `sudoku.check.budget`, in the extension's slices.
  log('uniqueness');
  const budget = SETTINGS.checkBudget;
  let pass = { slices: 0, longest: 0, searched: 0 };
  let longestSlices: number[] = [];
  let checked = new AnalysisCache();
  const unique = await repeat(args, async () => {
    checked = primedCache(text, base);
    const r = await timedAsync(() => backgroundCheck(base, checked, budget));
    pass = r.value;
    longestSlices.push(r.value.longest);
    return r.sample;
  });
  longestSlices = longestSlices.slice(1 + args.warmup);
  const kinds = new Map<string, number>();
  for (const p of base.puzzles) {
    const k = checked.cached(p)?.kind ?? 'conflicts';
    kinds.set(k, (kinds.get(k) ?? 0) + 1);
  }
  rows.push({
    name: 'uniqueness pass (background)',
    what: `solve with checkUnique, budget ${formatInt(budget)} (\`sudoku.check.budget\` default ${formatInt(DEFAULTS['check.budget'])}), ${SLICE_MS} ms slices`,
    ...unique,
    goal: 'in slices',
    goalMs: undefined,
    extra: `${formatInt(pass.searched)} searches in ${formatInt(pass.slices)} slices, longest slice median ${ms(median(longestSlices))} (wall); verdicts: ${[...kinds].map(([k, n]) => `${k} ${formatInt(n)}`).join(', ')}`,
  });

  // 3. A keystroke: one empty cell becomes a digit, at the start, middle and end of the file, after the pass.
  const diagnoseAfterPass = diagnose(text, base, (p) => checked.facts(p), SETTINGS.diagnostics).length;
  const positions: [string, number][] = [['start', 0], ['middle', puzzles >> 1], ['end', puzzles - 1]];
  for (const [where, index] of positions) {
    const first = where === 'start';
    log(`keystroke-${where}`);
    const puzzle = base.puzzles[index];
    const phases: number[][] = [[], [], []];
    const total = await repeat(args, (run) => {
      const edited = cellEdit(text, puzzle, run);
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const s = rescan(text, base, edited, MODE);
      const c1 = process.cpuUsage();
      diagnose(edited, s, (p) => checked.facts(p), SETTINGS.diagnostics);
      const c2 = process.cpuUsage();
      tally(s, checked);
      const wall = performance.now() - t0;
      const c3 = process.cpuUsage();
      phases[0].push(cpuMs(c1) - cpuMs(c0));
      phases[1].push(cpuMs(c2) - cpuMs(c1));
      phases[2].push(cpuMs(c3) - cpuMs(c2));
      return { wall, cpu: cpuMs(c3) - cpuMs(c0) };
    });
    const split = phases.map((xs) => ms(median(xs.slice(1 + args.warmup))));
    const recheck = await repeat(args, async (run) => {
      const edited = cellEdit(text, puzzle, 1000 + run);
      const s = rescan(text, base, edited, MODE);
      diagnose(edited, s, (p) => checked.facts(p), SETTINGS.diagnostics);
      return (await timedAsync(() => backgroundCheck(s, checked, budget))).sample;
    });
    rows.push(
      { name: `keystroke at the ${where} (puzzle ${formatInt(index + 1)})`, what: 'incremental `rescan` + `diagnose` (cache warm) + the status bar tally', ...total, cold: first ? total.cold : undefined, goal: '< 10 ms', goalMs: 10, extra: `CPU split ${split.join(' + ')}` },
      { name: '  then the background re-check', what: `walk of ${formatInt(puzzles)} cached results + 1 search, in ${SLICE_MS} ms slices`, ...recheck, cold: first ? recheck.cold : undefined, goal: '', goalMs: undefined, extra: '' },
    );
  }

  // 4. Solve All: from a cache that has only the conflicts (no background pass yet), and after the pass.
  log('solve-all');
  let solvedText = '';
  let solveInfo = { replacements: 0, solved: 0 };
  const solveCold = await repeat(args, async () => {
    const cache = primedCache(text, base);
    const r = await timedAsync(() => solveAllWork(text, base, cache));
    solveInfo = { replacements: r.value.replacements, solved: r.value.solved };
    solvedText = applyReplacements(text, r.value.edit === undefined ? [] : [r.value.edit]);
    return r.sample;
  });
  const solveWarm = await repeat(args, async () => (await timedAsync(() => solveAllWork(text, base, checked))).sample);
  rows.push(
    { name: 'Solve All, no check run yet', what: `analyse all ${formatInt(puzzles)} (default engine budget) in slices + \`planSolveAll\` + \`mergeReplacements\``, ...solveCold, goal: '< 2 s', goalMs: 2000, extra: `${formatInt(solveInfo.solved)} solved, ${formatInt(solveInfo.replacements)} replacements merged into one edit` },
    { name: 'Solve All after the background pass', what: 'the same with every result cached', ...solveWarm, cold: undefined, goal: '< 2 s', goalMs: 2000, extra: '' },
  );
  const solFile = file.replace(/\.txt$/, '.solutions.txt');
  let solveCheck = 'no solutions file to compare with';
  if (solFile !== file && fs.existsSync(solFile)) {
    solveCheck = solvedText === fs.readFileSync(solFile, 'utf8') ? 'the solved text equals the solutions file byte for byte' : 'THE SOLVED TEXT DIFFERS FROM THE SOLUTIONS FILE';
  }
  process.stderr.write('\n');

  // 5. The worst files: texts built to make a keystroke slow, at the size cap and far over it.
  log('worst-files');
  const worst = await worstFiles(args, text.split(/\r?\n/).filter((l) => l.length === 81));
  process.stderr.write('\n');

  // 6. Bundles, the package and activation.
  if (args.build) {
    const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--production'], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) notes.push(`The production build failed, so the sizes below are of whatever dist/ held: ${build.stderr.trim()}`);
  } else {
    notes.push('Run with --no-build: the sizes are of whatever dist/ held.');
  }
  const bundles = ['dist/extension.js', 'dist/web/extension.js', 'dist/webview.js'].map((f) => ({ file: f, size: fileSize(path.join(root, f)) }));
  const vsixPath = path.join(root, 'sudoku-vscode.vsix');
  const vsix = fs.existsSync(vsixPath) ? fs.statSync(vsixPath) : undefined;
  const act = fs.existsSync(path.join(root, 'dist', 'extension.js')) ? activation(path.join(root, 'dist', 'extension.js'), root, Math.max(5, args.runs)) : 'dist/extension.js not built';

  const md = report({ args, file, text, puzzles, rows, notes, startedAt, load, bundles, vsix, act, solveCheck, diagnoseAfterPass, worst });
  const outPath = args.out ?? path.join(root, 'bench', 'EDITOR.md');
  fs.writeFileSync(outPath, md);
  console.log(md);
  console.error(`written to ${outPath}`);
}

interface ReportInput {
  args: Args;
  file: string;
  text: string;
  puzzles: number;
  rows: Row[];
  notes: string[];
  startedAt: Date;
  load: number[];
  bundles: { file: string; size: { raw: number; gzip: number } | undefined }[];
  vsix: fs.Stats | undefined;
  act: ReturnType<typeof activation>;
  solveCheck: string;
  diagnoseAfterPass: number;
  worst: WorstRow[];
}

/** One worst-case file: what the extension does on a keystroke in it. */
interface WorstRow {
  readonly name: string;
  readonly chars: number;
  readonly lines: number;
  /** 'scanned', or why not (over the characters or the lines cap). */
  readonly scanned: string;
  readonly runs: Sample[];
  /** What the keystroke cost before the cap counted characters (a rescan of the whole text), when measured. */
  readonly before: Sample[] | undefined;
}

/** `pattern` repeated to about `chars` characters, in lines of `width` characters with their line break (0: one line). */
function built(pattern: string, chars: number, width: number): string {
  if (width === 0) return pattern.repeat(Math.ceil(chars / pattern.length)).slice(0, chars);
  const line = pattern.repeat(Math.ceil(width / pattern.length)).slice(0, width - 1);
  // n lines joined by n - 1 line breaks: a document of exactly n lines.
  return new Array<string>(Math.floor(chars / width)).fill(line).join('\n');
}

/** The extension's work on one keystroke: the size check, then (under the cap) rescan + diagnose + status bar tally. */
function keystroke(text: string, base: ScanResult, edited: string, lines: number, cache: AnalysisCache): ScanResult | undefined {
  if (overLimit(edited.length, lines) !== undefined) return undefined;
  const s = rescan(text, base, edited, MODE);
  diagnose(edited, s, (p) => cache.facts(p), SETTINGS.diagnostics);
  tally(s, cache);
  return s;
}

/** `n` lines, each `make(i)`, joined by line breaks. */
function linesOf(n: number, make: (i: number) => string): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(make(i));
  return out.join('\n');
}

/** As many lines `make(i)` as fit in `chars` characters with their breaks. */
function linesUpTo(chars: number, make: (i: number) => string): string {
  const out: string[] = [];
  let n = -1;
  for (let i = 0; ; i++) {
    const line = make(i);
    if (n + 1 + line.length > chars) break;
    n += 1 + line.length;
    out.push(line);
  }
  return out.join('\n');
}

async function worstFiles(args: Args, puzzleLines: readonly string[]): Promise<WorstRow[]> {
  const width = MAX_SCANNED_CHARS / MAX_SCANNED_LINES;
  const zeros = puzzleLines.map((l) => l.replace(/\./g, '0'));
  const killer = fs.readFileSync(path.join(findRoot(__dirname), 'test', 'fixtures', 'text', 'killer-lines.txt'), 'utf8').split('\n')[0];
  const link = sudokuPadLink(Uint8Array.from(puzzleLines[0], (c) => (c === '.' ? 0 : Number(c))), CLASSIC);
  const cases: [string, () => string][] = [
    // Under both caps, at their edge: few or no puzzles, or one line or one run of rows that a rescan must read whole.
    ['LeetCode fragments on one line, at the characters cap', () => built('["5","3",".",', MAX_SCANNED_CHARS, 0)],
    ['LeetCode rows, at both caps (20,000 lines of 45)', () => built('["5","3",".","7"],', MAX_SCANNED_CHARS, width)],
    ['framed grid rows `| 5 3 . |`, at both caps', () => built('| 5 3 . | 6 . . | . 9 8 | ', MAX_SCANNED_CHARS, width)],
    ['spaced grid rows `5 3 . .`, at the lines cap', () => built('5 3 . . 7 . . . . ', MAX_SCANNED_LINES * 18, 18)],
    ['9-cell rows, at the lines cap', () => built('53..7....', MAX_SCANNED_LINES * 10, 10)],
    ['prose with numbers, at both caps', () => built('lorem ipsum 12345 dolor ', MAX_SCANNED_CHARS, width)],
    ['`[` on one line, at the characters cap', () => built('[', MAX_SCANNED_CHARS, 0)],
    ['`[` rows, at both caps', () => built('[', MAX_SCANNED_CHARS, width)],
    ['border lines `|   |   |`, at both caps', () => built('|   ', MAX_SCANNED_CHARS, width)],
    ['blank lines of spaces, at both caps', () => built(' ', MAX_SCANNED_CHARS, width)],
    ['lines of a comma and 999 spaces, at the characters cap', () => built(`,${' '.repeat(999)}`, MAX_SCANNED_CHARS, 1000)],
    ['f-puzzles keys `{"grid":` on one line, at the characters cap', () => built('{"grid":', MAX_SCANNED_CHARS, 0)],
    ['f-puzzles keys `{"grid":` rows, at both caps', () => built('{"grid":', MAX_SCANNED_CHARS, width)],
    ['one SudokuPad link of 900,000 characters', () => `https://sudokupad.app/fpuzzles${built('N4Igzg', MAX_SCANNED_CHARS - 30, 0)}`],
    // Under the cap with many puzzles: a keystroke rescans the lines around it.
    [`a batch file at the characters cap (a count, then lines of 81 cells)`, () => {
      const body = linesUpTo(MAX_SCANNED_CHARS - 7, (i) => zeros[i % zeros.length]);
      return `${body.split('\n').length}\n${body}`;
    }],
    ['grids back to back, no blank line, at the lines cap (2,222 grids)', () =>
      linesOf(Math.floor(MAX_SCANNED_LINES / 9) * 9, (i) => [...puzzleLines[Math.floor(i / 9) % puzzleLines.length].slice((i % 9) * 9, (i % 9) * 9 + 9)].join(' '))],
    ['killer lines, at the characters cap', () => linesUpTo(MAX_SCANNED_CHARS, () => killer)],
    ['SudokuPad links, one a line, at the characters cap', () => linesUpTo(MAX_SCANNED_CHARS, () => link)],
    // Far over the cap: the keystroke is the size check only.
    ['40 MB of prose on one line', () => built('A long log line with numbers 1 2 3 and no puzzle. ', 40_000_000, 0)],
    ['40 MB of LeetCode fragments on one line', () => built('["5","3",".",', 40_000_000, 0)],
    ['40 MB of 9-cell rows (4 million lines)', () => built('53..7....', 40_000_000, 10)],
  ];
  const out: WorstRow[] = [];
  for (const [name, make] of cases) {
    const text = make();
    let lines = 1;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
    const over = overLimit(text.length, lines);
    const base = over === undefined ? scan(text, MODE) : { puzzles: [], problems: [], batch: false };
    const cache = new AnalysisCache();
    const at = text.length >> 1;
    const editOf = (run: number): string => Buffer.from(text.slice(0, at) + String.fromCharCode(97 + (run % 26)) + text.slice(at + 1), 'utf8').toString('utf8');
    const r = await repeat(args, (run) => {
      const edited = editOf(run);
      return timed(() => keystroke(text, base, edited, lines, cache)).sample;
    });
    let before: Sample[] | undefined;
    if (over !== undefined && lines === 1) {
      // Before the cap counted characters this file was rescanned whole on every keystroke: a few runs show what that cost.
      const full = scan(text, MODE);
      before = [];
      for (let run = 0; run < 3; run++) {
        const edited = editOf(run);
        before.push(timed(() => {
          const s = rescan(text, full, edited, MODE);
          diagnose(edited, s, (p) => cache.facts(p), SETTINGS.diagnostics);
        }).sample);
      }
    }
    out.push({ name, chars: text.length, lines, scanned: over === undefined ? 'scanned' : `not scanned (over the ${over.over} cap)`, runs: r.runs, before });
  }
  return out;
}

function verdict(row: Row): string {
  if (row.goalMs === undefined) return row.goal;
  const m = median(row.runs.map((s) => s.cpu));
  return `${row.goal} ${m < row.goalMs ? '✓' : '✗'}`;
}

function report(r: ReportInput): string {
  const L: string[] = [];
  L.push('# Editor path benchmark', '');
  L.push(`Written by \`npm run bench:editor\` (bench/editor.ts) on ${r.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`);
  L.push(
    `Machine: ${cpuModel()}, ${os.availableParallelism()} CPUs (nproc), ${Math.round(os.totalmem() / 2 ** 30)} GB; Node ${process.version}; load average ${r.load.map((v) => v.toFixed(2)).join(', ')} (1, 5, 15 min) when the run started.`,
    '',
  );
  L.push(
    `File: \`${path.basename(r.file)}\`, ${formatInt(r.puzzles)} puzzles, ${formatInt(r.text.length)} characters, scanned as plain text (a \`.txt\` file). Settings: the defaults.`,
    '',
    'Every step runs the modules the extension runs (src/text, src/core, and the vscode-free src/extension/cache.ts, slices.ts,',
    'settings.ts) in this one process, the way src/extension/model.ts, diagnostics.ts, statusBar.ts and solveAll.ts call them.',
    `Each figure is the median of ${r.args.runs} runs after ${r.args.warmup} untimed warm-up runs; "first run" is the first call of that step in the`,
    'process, before the JIT has warmed it up, as in a freshly started extension host (the steps run in the order of the table, so a later',
    'step finds the code it shares with earlier ones warm). CPU time is this process\'s (`process.cpuUsage()`), which',
    'waiting for a CPU on a shared machine does not inflate; goals are checked against it. It counts V8\'s helper threads too (the',
    'optimizing compiler, the garbage collector), so a first run can show more CPU than wall time. The steps that run in slices yield to the',
    'event loop between slices, as the extension does: their wall time includes those turns.',
    '',
    '**Not included:** the editor\'s own work: `document.getText()`, turning offsets into positions and `vscode.Diagnostic` objects',
    '(`src/extension/convert.ts`), sending diagnostics, lenses and edits to the renderer, and VS Code applying the Solve All edit.',
    '',
  );
  if (r.load[0] > os.availableParallelism()) {
    L.push(
      `**Note:** the machine was busy with other work (load average ${r.load[0].toFixed(1)} on ${os.availableParallelism()} CPUs): wall times include waiting for a CPU;`,
      'read the CPU times.',
      '',
    );
  }
  for (const n of r.notes) L.push(`**Note:** ${n}`, '');

  L.push('## Time (median)', '');
  L.push('| step | CPU time | wall time | first run (CPU / wall) | goal | what runs |', '| --- | ---: | ---: | ---: | --- | --- |');
  for (const row of r.rows) {
    const cpu = median(row.runs.map((s) => s.cpu));
    const wall = median(row.runs.map((s) => s.wall));
    const cold = row.cold ? `${ms(row.cold.cpu)} / ${ms(row.cold.wall)}` : '';
    const name = row.name.startsWith('  ') ? `&nbsp;&nbsp;${row.name.trim()}` : `**${row.name}**`;
    L.push(`| ${name} | ${ms(cpu)} | ${ms(wall)} | ${cold} | ${verdict(row)} | ${row.what}${row.extra ? `; ${row.extra}` : ''} |`);
  }
  L.push('');
  L.push(
    `After the uniqueness pass the file has ${formatInt(r.diagnoseAfterPass)} diagnostics (verdicts included). Solve All check: ${r.solveCheck}.`,
    'A keystroke changes one empty cell to its lowest candidate digit, a different cell each run so that every edit is a grid the cache has',
    'not seen. The re-check after it runs in the background: its first slice (at most ' + String(SLICE_MS) + ' ms plus one search) shares the turn with the keystroke.',
    '',
  );

  L.push('## The worst files (issue 7, item 9)', '');
  L.push(
    `Files built to make a keystroke slow. Texts over ${formatInt(MAX_SCANNED_CHARS)} characters or ${formatInt(MAX_SCANNED_LINES)} lines are not scanned`,
    '(src/extension/limits.ts; the status bar says so), so a keystroke there costs the size check only. Under the cap, an incremental',
    'rescan reads the lines between the nearest places before and after the edit where the text can be cut (`isCut`, src/text/scan.ts:',
    'after a line that no puzzle, run of grid rows or LeetCode board reaches across; src/text/rescan.ts). The slow texts are those with',
    'no such place: one long line, one run of rows or border lines, and f-puzzles JSON (objects of any length: never cut; the window',
    'then runs from two puzzles before the edit to two after), which are read whole. One character in the middle changes to a letter',
    'per keystroke; the figures are the extension\'s work: the size check, and under the cap `rescan` + `diagnose` + the status bar',
    'tally (CPU time, median).',
    '',
    '| file | characters | lines | | keystroke CPU | wall | goal | before the cap counted characters |',
    '| --- | ---: | ---: | --- | ---: | ---: | --- | ---: |',
  );
  for (const w of r.worst) {
    const cpu = median(w.runs.map((x) => x.cpu));
    const before = w.before ? `${ms(median(w.before.map((x) => x.cpu)))} CPU (median of ${w.before.length})` : '';
    L.push(`| ${w.name.replace(/\|/g, '\\|')} | ${formatInt(w.chars)} | ${formatInt(w.lines)} | ${w.scanned} | ${ms(cpu)} | ${ms(median(w.runs.map((x) => x.wall)))} | < 10 ms ${cpu < 10 ? '✓' : '✗'} | ${before} |`);
  }
  L.push('');

  L.push('## Bundles (`node scripts/build.mjs --production`)', '');
  L.push('| file | raw | gzip -9 | goal |', '| --- | ---: | ---: | --- |');
  for (const b of r.bundles) {
    const goal = b.file === 'dist/extension.js' && b.size ? `< 300 KB ${b.size.raw < 300 * 1024 ? '✓' : '✗'}` : '';
    L.push(`| ${b.file} | ${b.size ? kb(b.size.raw) : 'not built'} | ${b.size ? kb(b.size.gzip) : ''} | ${goal} |`);
  }
  L.push(`| sudoku-vscode.vsix | ${r.vsix ? kb(r.vsix.size) : 'not present (npm run package)'} | ${r.vsix ? `(a zip; built ${r.vsix.mtime.toISOString().slice(0, 16).replace('T', ' ')} UTC)` : ''} | |`);
  L.push('');

  L.push('## Activation', '');
  if (typeof r.act === 'string') {
    L.push(`Not measured: ${r.act}.`, '');
  } else {
    const a = r.act;
    const req = median(a.require);
    const act = median(a.activate);
    const both = median(a.require.map((v, i) => v + a.activate[i]));
    const cpuBoth = median(a.cpu);
    L.push(
      `Each of ${a.require.length} fresh Node processes loads \`dist/extension.js\` with the \`vscode\` module replaced (through \`Module._load\`) by a`,
      'stub whose every member is a no-op, then calls `activate`; one unrelated file is required first, so the module loader\'s own',
      'first-use cost (about 2 ms) is not counted: the extension host\'s loader is warm. This times our part only: loading and evaluating the bundle, and our',
      `activation code (settings, model, controllers; ${a.subscriptions} disposables registered). The host's side of each registration is not included.`,
      'CPU time counts every thread of the child (V8 compiles and collects garbage on helper threads); the goal is checked against it.',
      '',
      '| step | CPU time | wall time | goal |',
      '| --- | ---: | ---: | --- |',
      `| \`require('dist/extension.js')\` | | ${ms(req)} | |`,
      `| \`activate(context)\` | | ${ms(act)} | |`,
      `| **both** | ${ms(cpuBoth)} | ${ms(both)} | < 20 ms ${cpuBoth < 20 ? '✓' : '✗'} |`,
      '',
      'The extension imports the API as `import vscode = require(\'vscode\')`: with `import * as vscode`, esbuild wraps each of the 13',
      'imports in `__toESM`, which copies every top-level name of the API onto a new object, and activation measured 30 ms of CPU instead of 13.',
      '',
    );
  }
  return L.join('\n');
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exitCode = 1;
});
