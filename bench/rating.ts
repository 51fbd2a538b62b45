// `npm run bench:rating`: our SE-style rating against Sukaku Explainer v1.15.10's ratings of the shared
// Sudoku Exchange sample: match rate by SE band, per-puzzle times on the first 2,000, the puzzles that differ
// most. Writes bench/RATING.md.
// Usage: npm run bench:rating -- [--limit N] [--every K] [--timed N] [--check] [--out FILE] [--no-write]

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseGrid } from '../src/core/grid';
import { rate, roundRating } from '../src/core/explain/rate';
import { techniqueName } from '../src/core/explain/text';
import { cpuModel, findRoot } from './machine';

interface Args {
  limit: number;
  every: number;
  timed: number;
  out: string | undefined;
  write: boolean;
  /** Keep the steps and check each against the solution (slower; not for the timing figures). */
  check: boolean;
}

function parseArgs(argv: string[]): Args {
  const a: Args = { limit: Infinity, every: 1, timed: 2000, out: undefined, write: true, check: false };
  for (let i = 0; i < argv.length; i++) {
    const v = argv[i];
    if (v === '--limit') a.limit = Number(argv[++i]);
    else if (v === '--every') a.every = Number(argv[++i]);
    else if (v === '--timed') a.timed = Number(argv[++i]);
    else if (v === '--out') a.out = argv[++i];
    else if (v === '--no-write') a.write = false;
    else if (v === '--check') a.check = true;
    else throw new Error(`unknown option ${v}`);
  }
  return a;
}

function pct(q: number[], p: number): number {
  const s = [...q].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const root = findRoot(__dirname);
  const dir = path.resolve(root, '..', 'shared', 'data');
  const file = path.join(dir, 'sudoku-exchange-sample.txt');
  if (!fs.existsSync(file)) {
    console.log(`bench:rating: ${file} is absent; nothing to measure.`);
    return;
  }
  const puzzles = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.length >= 81);
  const ratings = fs.readFileSync(path.join(dir, 'sudoku-exchange-sample.ratings.txt'), 'utf8').split('\n').filter((l) => l !== '').map(Number);
  const solutions = fs.readFileSync(path.join(dir, 'sudoku-exchange-sample.solutions.txt'), 'utf8').split('\n').filter((l) => l.length >= 81);
  let unsound = 0;
  let unsolved = 0;
  const bands = new Map<number, { n: number; exact: number; near: number }>();
  const diffs: Array<{ line: number; se: number; ours: number; tech: string }> = [];
  const times: number[] = [];
  const hardTimes: number[] = [];
  // CPU time per puzzle (this process's user + system time): on a shared machine the wall time also counts
  // the time other work held the cores.
  const cpuTimes: number[] = [];
  const hardCpu: number[] = [];
  let n = 0;
  let exact = 0;
  let near = 0;
  // Warm the JIT on puzzles outside the timed lines, as SE was timed inside a warm JVM.
  for (let i = puzzles.length - 1, k = 0; k < 50 && i >= args.timed; i--, k++) {
    const g = parseGrid(puzzles[i].slice(0, 81));
    if (g) rate(g, { keepSteps: false });
  }
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < puzzles.length && n < args.limit; i += args.every) {
    const g = parseGrid(puzzles[i].slice(0, 81));
    if (!g) continue;
    const c0 = process.cpuUsage();
    const s = performance.now();
    const r = rate(g, { keepSteps: args.check, budget: 2000 });
    const ms = performance.now() - s;
    const c1 = process.cpuUsage(c0);
    const cpu = (c1.user + c1.system) / 1000;
    if (args.check && r.kind === 'rated') {
      const sol = solutions[i];
      const bad = r.steps.some((st) => st.placements.some((q) => Number(sol[q.cell]) !== q.digit) || st.eliminations.some((e) => Number(sol[e.cell]) === e.digit));
      if (bad) unsound++;
      if (!r.solved) unsolved++;
    }
    if (i < args.timed) {
      times.push(ms);
      cpuTimes.push(cpu);
      if (ratings[i] >= 8) {
        hardTimes.push(ms);
        hardCpu.push(cpu);
      }
    }
    if (n % 1000 === 999) process.stderr.write(`bench:rating: ${n + 1} puzzles, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
    const ours = r.kind === 'rated' ? roundRating(r.rating) : -1;
    const se = ratings[i];
    n++;
    const band = Math.floor(se);
    const b = bands.get(band) ?? { n: 0, exact: 0, near: 0 };
    bands.set(band, b);
    b.n++;
    if (Math.abs(ours - se) < 0.05) {
      exact++;
      b.exact++;
    }
    if (Math.abs(ours - se) <= 0.55) {
      near++;
      b.near++;
    }
    if (Math.abs(ours - se) >= 0.05) diffs.push({ line: i + 1, se, ours, tech: r.kind === 'rated' && r.hardest ? techniqueName(r.hardest) : r.kind });
  }
  const total = (performance.now() - t0) / 1000;
  const cpuAll = process.cpuUsage(cpu0);
  const cpuTotal = (cpuAll.user + cpuAll.system) / 1e6;
  // Percentages with two decimals, three when two would round a shortfall up to 100.00.
  const p = (x: number, of: number): string => {
    const v = (100 * x) / Math.max(1, of);
    if (x === of || x === 0) return `${v.toFixed(0)}%`;
    const two = v.toFixed(2);
    return `${two === '100.00' ? v.toFixed(3) : two}%`;
  };
  const lines: string[] = [];
  lines.push('# Rating: our SE-style ladder against Sukaku Explainer v1.15.10');
  lines.push('');
  lines.push('Written by `npm run bench:rating` (bench/rating.ts): every line of the shared `sudoku-exchange-sample.txt` rated with');
  lines.push('`rate()` (src/core/explain) and compared with the bank\'s Sukaku Explainer v1.15.10 ratings');
  lines.push('(`sudoku-exchange-sample.ratings.txt`); each puzzle of the first 2,000 lines timed in CPU time (this process\'s user and');
  lines.push('system time, `process.cpuUsage`) and in wall time. The goals are judged on CPU time, since the machine may be shared and');
  lines.push('wall time also counts other work. Before-and-after comparisons of the rater\'s speed are in bench/FINDINGS.md.');
  lines.push('');
  lines.push(`Measured on ${cpuModel()}, Node ${process.version}, one thread, ${os.platform()}; ${n} puzzles of the shared \`sudoku-exchange-sample.txt\`${args.every > 1 ? ` (every ${args.every}th line)` : ''}, ${total.toFixed(1)} s in total, ${cpuTotal.toFixed(1)} s of CPU (SE v1.15.10: about 18 CPU minutes for the 44,128; a tenth is 108 s).`);
  lines.push('');
  lines.push(`- exact: ${exact} / ${n} (${p(exact, n)}); within 0.5: ${near} / ${n} (${p(near, n)}). Goals: 90% and 98%.`);
  if (args.check) lines.push(`- soundness (every step checked against the solution): ${unsound} puzzles with a wrong step, ${unsolved} not solved by the steps.`);
  if (cpuTimes.length > 0) {
    lines.push(`- CPU time per puzzle on the first ${cpuTimes.length} lines: median ${pct(cpuTimes, 50).toFixed(2)} ms, p90 ${pct(cpuTimes, 90).toFixed(1)} ms, p99 ${pct(cpuTimes, 99).toFixed(0)} ms, slowest ${Math.max(...cpuTimes).toFixed(0)} ms, mean ${(cpuTimes.reduce((a, b) => a + b, 0) / cpuTimes.length).toFixed(1)} ms; for the ${hardCpu.length} SE rates 8.0 and up, median ${pct(hardCpu, 50).toFixed(0)} ms (goals 0.48 / 5.9 / 55 / 340 ms and 26 ms, a tenth of SE v1.15.10's 4.8 / 59 / 550 / 3,400 ms and 260 ms).`);
    lines.push(`- load average (1 min) at the end: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores.`);
  }
  if (times.length > 0) {
    lines.push(`- wall time per puzzle on the first ${times.length} lines: median ${pct(times, 50).toFixed(2)} ms, p90 ${pct(times, 90).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms, mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(1)} ms (goals 0.5 / 5.9 / 55 / 340 ms; SE v1.15.10 measured 4.8 / 59 / 550 / 3,400 ms).`);
    if (hardTimes.length > 0) lines.push(`- median for the ${hardTimes.length} of them SE rates 8.0 and up: ${pct(hardTimes, 50).toFixed(0)} ms (SE 260 ms, goal 26 ms).`);
  }
  lines.push('');
  lines.push('| SE band | puzzles | exact | within 0.5 |');
  lines.push('| --- | ---: | ---: | ---: |');
  for (const k of [...bands.keys()].sort((a, b) => a - b)) {
    const b = bands.get(k)!;
    lines.push(`| ${k}.0–${k}.9 | ${b.n} | ${p(b.exact, b.n)} | ${p(b.near, b.n)} |`);
  }
  lines.push('');
  diffs.sort((a, b) => Math.abs(b.ours - b.se) - Math.abs(a.ours - a.se) || a.line - b.line);
  lines.push('The puzzles that differ most (line of the sample file, SE, ours, our hardest technique):');
  lines.push('');
  lines.push('| line | SE | ours | our hardest step |');
  lines.push('| ---: | ---: | ---: | --- |');
  for (const d of diffs.slice(0, 25)) lines.push(`| ${d.line} | ${d.se.toFixed(1)} | ${d.ours.toFixed(1)} | ${d.tech} |`);
  const text = lines.join('\n') + '\n';
  console.log(text);
  if (args.write) fs.writeFileSync(args.out ?? path.join(root, 'bench', 'RATING.md'), text);
}

main();
