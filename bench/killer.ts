// The killer section of `npm run bench`: both killer engines side by side on the shared killer sets, puzzles per
// second, work per puzzle and the slowest puzzle. Also runs alone: `node out/bench/killer.js [--quick]` prints it.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { formatGrid, solvePuzzle } from '../src/core';
import type { EngineName, Puzzle } from '../src/core';
import { formatInt, median } from '../src/cli/messages';
import { parseKillerLine } from '../test/helpers/killer';
import { cpuModel } from './machine';

/** The exact cover needs up to tens of millions of placements on a hard killer: it gets this budget and a sample. */
const DLX_BUDGET = 5_000_000;

interface KillerSet {
  readonly name: string;
  readonly puzzles: Puzzle[];
  readonly solutions: string[];
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
  return { name: `${name}.txt`, puzzles: lines(file).map((l, i) => parseKillerLine(l, `${name} line ${i + 1}`)), solutions: lines(sol) };
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
  L.push(
    `Written by \`bench/killer.ts\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Machine: ${cpuModel()}, ${os.availableParallelism()} CPUs; Node ${process.version}; load average ${os.loadavg()[0].toFixed(1)}.`,
    '',
    '`solvePuzzle` with the uniqueness check (as the editor runs it), one thread, each puzzle once after a warm-up; each answer is compared with the',
    "set's solutions file. `fast` is the propagating killer search and runs every puzzle; `dlx` is the exact cover that cross-checks it and runs an evenly",
    `spaced sample (†) with a budget of ${formatInt(DLX_BUDGET)} placements. The slowest puzzle is timed again, best of 3. Guesses are branches tried (\`fast\`: both sides of each two-way guess; \`dlx\`: each choice).`,
    '',
    '| set | engine | puzzles | per second | per CPU second | placements median | placements max | guesses median | guesses max | slowest (line, time, guesses) | wrong | stopped |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
  );
  for (const { set, dlxStep } of sets) {
    process.stderr.write(`${set.name} (killer) `);
    const all = every(set.puzzles.length, 1);
    for (const f of [measure(set, 'fast', all), measure(set, 'dlx', every(set.puzzles.length, dlxStep))]) {
      const mark = f.timed < set.puzzles.length ? '†' : '';
      L.push(
        `| ${set.name} | ${f.engine} | ${formatInt(f.timed)}${mark} | ${rate(f.perSecond)} | ${rate(f.perCpuSecond)} | ${formatInt(f.placementsMedian)} | ${formatInt(f.placementsMax)} | ${formatInt(f.guessesMedian)} | ${formatInt(f.guessesMax)} | ${f.slowest.line}, ${f.slowest.ms.toFixed(1)} ms, ${formatInt(f.slowest.guesses)} | ${f.wrong} | ${f.stopped} |`,
      );
      process.stderr.write('.');
    }
    process.stderr.write(' done\n');
  }
  L.push('');
  return L.join('\n');
}

if (require.main === module) {
  const quick = process.argv.includes('--quick');
  const root = path.resolve(__dirname, '..', '..');
  console.log(killerSection(path.resolve(root, '..', 'shared', 'data'), quick));
}
