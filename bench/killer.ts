// The killer section of `npm run bench`: the killer engines side by side on the shared killer sets (the search in
// WebAssembly and in JS, and the exact cover), puzzles per second, work per puzzle and the slowest puzzle; then the
// search in both forms interleaved puzzle by puzzle, CPU time per solve. Also runs alone: `node out/bench/killer.js
// [--quick]` prints it.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { formatGrid, solvePuzzle } from '../src/core';
import type { EngineName, Puzzle } from '../src/core';
import { formatInt, median } from '../src/cli/messages';
import { parseKillerLine } from '../test/helpers/killer';
import { compileCages } from '../src/core/killer/layout';
import { KILLER_WASM_COMPILER, killerWasmAvailable } from '../src/core/wasm/killer';
import { cpuModel } from './machine';

/** The exact cover needs up to tens of millions of placements on a hard killer: it gets this budget and a sample. */
const DLX_BUDGET = 5_000_000;

interface KillerSet {
  readonly name: string;
  readonly puzzles: Puzzle[];
  readonly solutions: string[];
  /** CPU milliseconds compileCages took on the whole set. */
  readonly compileMs: number;
}

interface EngineFigures {
  readonly engine: EngineName;
  readonly timed: number;
  readonly perSecond: number;
  readonly perCpuSecond: number;
  readonly placementsMedian: number;
  readonly placementsMax: number;
  readonly guessesMedian: number;
  readonly guessesMax: number;
  readonly slowest: { line: number; ms: number; guesses: number };
  readonly wrong: number;
  readonly stopped: number;
}

function loadKillerSet(dir: string, name: string): KillerSet | undefined {
  const file = path.join(dir, `${name}.txt`);
  const sol = path.join(dir, `${name}.solutions.txt`);
  if (!fs.existsSync(file) || !fs.existsSync(sol)) return undefined;
  const lines = (f: string): string[] => fs.readFileSync(f, 'utf8').split('\n').filter((l) => l.trim() !== '');
  const puzzles = lines(file).map((l, i) => parseKillerLine(l, `${name} line ${i + 1}`));
  // The cages compiled once here (compileCages caches per cages array), so no engine's figures include it.
  const c0 = process.cpuUsage();
  for (const p of puzzles) if (p.rules.variant === 'killer') compileCages(p.rules.cages);
  const c = process.cpuUsage(c0);
  return { name: `${name}.txt`, puzzles, solutions: lines(sol), compileMs: (c.user + c.system) / 1000 };
}

/** Solves `indices` of the set once (checkUnique, as the editor does), timing each; the slowest few are timed again, best of 3. */
function measure(set: KillerSet, engine: EngineName, indices: number[]): EngineFigures {
  const budget = engine === 'dlx' ? DLX_BUDGET : undefined;
  const placements: number[] = [];
  const guesses: number[] = [];
  const times: number[] = [];
  let wrong = 0;
  let stopped = 0;
  for (const i of indices.slice(0, 20)) solvePuzzle(set.puzzles[i], { engine, budget }); // warm up the JIT
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (const i of indices) {
    const r = solvePuzzle(set.puzzles[i], { engine, budget });
    placements.push(r.stats.placements);
    guesses.push(r.stats.guesses);
    times.push(r.stats.elapsedMs);
    if (r.kind === 'stopped') stopped++;
    else if (r.kind !== 'solved' || formatGrid(r.solution) !== set.solutions[i]) wrong++;
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(c0);
  const order = times.map((_, j) => j).sort((a, b) => times[b] - times[a]).slice(0, 5);
  for (const j of order) {
    for (let k = 0; k < 2; k++) times[j] = Math.min(times[j], solvePuzzle(set.puzzles[indices[j]], { engine, budget }).stats.elapsedMs);
  }
  const worst = order.reduce((a, j) => (times[j] > times[a] ? j : a), order[0]);
  return {
    engine,
    timed: indices.length,
    perSecond: indices.length / seconds,
    perCpuSecond: indices.length / Math.max(1e-6, (cpu.user + cpu.system) / 1e6),
    placementsMedian: median(Float64Array.from(placements)),
    placementsMax: Math.max(...placements),
    guessesMedian: median(Float64Array.from(guesses)),
    guessesMax: Math.max(...guesses),
    slowest: { line: indices[worst] + 1, ms: times[worst], guesses: guesses[worst] },
    wrong,
    stopped,
  };
}

interface Interleaved {
  /** Per engine: CPU milliseconds per puzzle, in line order. */
  readonly cpu: Record<'wasm' | 'fast', number[]>;
}

/**
 * Solves every puzzle of the set with `fast` and `wasm` in turn (which goes first alternates by line), each solve's CPU
 * time measured alone, so both see the same machine at the same moment.
 */
function interleave(set: KillerSet): Interleaved {
  const cpu: Interleaved['cpu'] = { wasm: [], fast: [] };
  const time = (engine: 'wasm' | 'fast', i: number): void => {
    const c0 = process.cpuUsage();
    solvePuzzle(set.puzzles[i], { engine });
    const c = process.cpuUsage(c0);
    cpu[engine][i] = (c.user + c.system) / 1000;
  };
  for (const i of every(Math.min(20, set.puzzles.length), 1)) for (const e of ['fast', 'wasm'] as const) solvePuzzle(set.puzzles[i], { engine: e }); // warm up
  for (let i = 0; i < set.puzzles.length; i++) {
    const order = i % 2 === 0 ? (['fast', 'wasm'] as const) : (['wasm', 'fast'] as const);
    for (const e of order) time(e, i);
  }
  return { cpu };
}

/** The `q` quantile (0..1) of `values`, by rank. */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function every(n: number, step: number): number[] {
  return Array.from({ length: n }, (_, i) => i).filter((i) => i % step === 0);
}

function rate(n: number): string {
  return n >= 100 ? formatInt(n) : n.toFixed(1);
}

/**
 * Benchmarks both killer engines on the shared killer sets in `dataDir` (its `killer/` folder) and returns the
 * markdown section. `fast` runs every puzzle; `dlx` an evenly spaced sample (every 10th of the 2,000, every 25th of
 * the hard 500; every 50th and 100th with `quick`), under a budget of DLX_BUDGET placements.
 */
export function killerSection(dataDir: string, quick: boolean): string {
  const dir = path.join(dataDir, 'killer');
  const L: string[] = ['## Killer', ''];
  const sets = [
    { set: loadKillerSet(dir, 'killer-generated-2000'), dlxStep: quick ? 50 : 10 },
    { set: loadKillerSet(dir, 'killer-generated-hard-500'), dlxStep: quick ? 100 : 25 },
  ].filter((s): s is { set: KillerSet; dlxStep: number } => s.set !== undefined);
  if (sets.length === 0) {
    L.push(`The shared killer sets were not found in ${dir}; nothing was measured.`, '');
    return L.join('\n');
  }
  const wasmNote = killerWasmAvailable()
    ? `\`wasm\` is wasm/killer.c (${KILLER_WASM_COMPILER}), the same search as \`fast\` (the same placements and guesses on every puzzle: test/core/killer-wasm.test.ts); it is the default killer engine.`
    : 'WebAssembly did not instantiate here, so the `wasm` rows ran `fast` (its fallback).';
  L.push(
    `Written by \`bench/killer.ts\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Machine: ${cpuModel()}, ${os.availableParallelism()} CPUs; Node ${process.version}; load average ${os.loadavg()[0].toFixed(1)}.`,
    '',
    '`solvePuzzle` with the uniqueness check (as the editor runs it), one thread, each puzzle once after a warm-up; each answer is compared with the',
    "set's solutions file; the cages are compiled (layout.ts, the same for every engine) before the timing, see the line after the table. `wasm` and `fast` are the propagating killer search (in WebAssembly and in JS) and run every puzzle; `dlx` is the exact cover that cross-checks them and runs an evenly",
    `spaced sample (†) with a budget of ${formatInt(DLX_BUDGET)} placements. The slowest puzzle is timed again, best of 3. Guesses are branches tried (\`fast\`: both sides of each two-way guess; \`dlx\`: each choice).`,
    '',
    wasmNote,
    '',
    '| set | engine | puzzles | per second | per CPU second | placements median | placements max | guesses median | guesses max | slowest (line, time, guesses) | wrong | stopped |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
  );
  const compared: { set: KillerSet; run: Interleaved }[] = [];
  for (const { set, dlxStep } of sets) {
    process.stderr.write(`${set.name} (killer) `);
    const all = every(set.puzzles.length, 1);
    for (const f of [measure(set, 'wasm', all), measure(set, 'fast', all), measure(set, 'dlx', every(set.puzzles.length, dlxStep))]) {
      const mark = f.timed < set.puzzles.length ? '†' : '';
      L.push(
        `| ${set.name} | ${f.engine} | ${formatInt(f.timed)}${mark} | ${rate(f.perSecond)} | ${rate(f.perCpuSecond)} | ${formatInt(f.placementsMedian)} | ${formatInt(f.placementsMax)} | ${formatInt(f.guessesMedian)} | ${formatInt(f.guessesMax)} | ${f.slowest.line}, ${f.slowest.ms.toFixed(1)} ms, ${formatInt(f.slowest.guesses)} | ${f.wrong} | ${f.stopped} |`,
      );
      process.stderr.write('.');
    }
    compared.push({ set, run: interleave(set) });
    process.stderr.write(' done\n');
  }
  L.push('', `Compiling the cages (compileCages, once per puzzle, before any engine runs): ${sets.map(({ set }) => `${set.name} ${(set.compileMs / set.puzzles.length).toFixed(2)} ms per puzzle`).join(', ')} (CPU).`);
  L.push(
    '',
    '`wasm` against `fast`, interleaved: each puzzle solved by both in turn (the first alternating by line), CPU time per solve (`process.cpuUsage`), so a',
    'busy machine slows both alike. The slowest is the line with the largest CPU time in this pass (not best of 3).',
    '',
    '| set | engine | total CPU | median | p99 | slowest (line, CPU) | time ÷ fast |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: |',
  );
  for (const { set, run } of compared) {
    const total = (e: 'wasm' | 'fast'): number => run.cpu[e].reduce((a, b) => a + b, 0);
    for (const e of ['wasm', 'fast'] as const) {
      const cpu = run.cpu[e];
      const worst = cpu.reduce((a, x, j) => (x > cpu[a] ? j : a), 0);
      L.push(
        `| ${set.name} | ${e} | ${(total(e) / 1000).toFixed(2)} s | ${quantile(cpu, 0.5).toFixed(2)} ms | ${quantile(cpu, 0.99).toFixed(1)} ms | ${worst + 1}, ${cpu[worst].toFixed(1)} ms | ${(total(e) / total('fast')).toFixed(2)} |`,
      );
    }
  }
  L.push('');
  return L.join('\n');
}

if (require.main === module) {
  const quick = process.argv.includes('--quick');
  const root = path.resolve(__dirname, '..', '..');
  console.log(killerSection(path.resolve(root, '..', 'shared', 'data'), quick));
}
