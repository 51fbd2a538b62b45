// The rating section of `npm run bench` (issue 9): the rater's per-puzzle CPU time on the first 2,000 shared puzzles
// in one thread (bench/rating.ts, which `npm run bench:rating` runs over the whole bank), and `sudoku rate --jobs N`
// over the whole 44,128-puzzle sample on all cores: wall time, CPU time, peak memory, and its ratings against SE's.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runTimed } from './machine';

/** The markdown section, or a sentence saying why it was not measured. */
export function ratingSection(root: string, dataDir: string, quick: boolean): string {
  const lines = ['## Rating (Sukaku Explainer scale)', ''];
  const sample = path.join(dataDir, 'sudoku-exchange-sample.txt');
  const ratingsFile = path.join(dataDir, 'sudoku-exchange-sample.ratings.txt');
  if (!fs.existsSync(sample) || !fs.existsSync(ratingsFile)) {
    lines.push(`Not measured: ${sample} or its ratings are absent.`);
    return lines.join('\n') + '\n';
  }
  // One thread, per puzzle (CPU time), in a process of its own so that nothing else shares its heap.
  const limit = quick ? 300 : 2000;
  process.stderr.write('rating, one thread ');
  const one = spawnSync(process.execPath, [path.join(root, 'out', 'bench', 'rating.js'), '--limit', String(limit), '--timed', String(limit), '--no-write'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const cpuLine = (one.stdout ?? '').split('\n').find((l) => l.startsWith('- CPU time per puzzle'));
  const exactLine = (one.stdout ?? '').split('\n').find((l) => l.startsWith('- exact:'));
  process.stderr.write('done\n');
  lines.push(`One thread, \`rate()\` on the first ${limit.toLocaleString('en-US')} lines of \`sudoku-exchange-sample.txt\` (bench/rating.ts; \`npm run bench:rating\` runs the whole bank and writes bench/RATING.md):`);
  lines.push('');
  lines.push(cpuLine ?? `- bench/rating.ts failed (exit ${one.status}): ${(one.stderr ?? '').trim().split('\n').pop() ?? ''}`);
  if (exactLine) lines.push(exactLine.replace('- exact:', '- ratings equal to SE\'s on these lines:'));
  lines.push('');
  // The CLI on every core over the whole bank.
  const jobs = os.cpus().length;
  const cli = path.join(root, 'dist', 'cli.js');
  if (!fs.existsSync(cli)) {
    lines.push(`\`sudoku rate --jobs ${jobs}\` not measured: ${cli} is not built (\`npm run bench\` builds it unless \`--no-cli\`).`);
    return lines.join('\n') + '\n';
  }
  const target = quick ? writeHead(sample, 2000) : sample;
  process.stderr.write(`sudoku rate --jobs ${jobs} `);
  const r = runTimed([cli, 'rate', '--jobs', String(jobs), target]);
  process.stderr.write('done\n');
  const se = fs.readFileSync(ratingsFile, 'utf8').split('\n').filter((l) => l !== '').map(Number);
  let rated = 0;
  let exact = 0;
  for (const line of r.stdout.split('\n')) {
    const [at, rating] = line.split('\t');
    if (rating === undefined) continue;
    rated++;
    if (Math.abs(Number(rating) - se[Number(at) - 1]) < 0.05) exact++;
  }
  lines.push(`\`sudoku rate --jobs ${jobs}\` over ${quick ? 'the first 2,000 lines of ' : ''}\`sudoku-exchange-sample.txt\`, once (GNU time; CPU is user + system of all threads):`);
  lines.push('');
  lines.push('| puzzles rated | equal to SE | wall time | CPU time | peak RSS | exit |');
  lines.push('| ---: | ---: | ---: | ---: | ---: | ---: |');
  const cpu = r.cpu !== undefined ? `${r.cpu.toFixed(1)} s` : 'n/a';
  lines.push(`| ${rated.toLocaleString('en-US')} | ${exact.toLocaleString('en-US')} | ${r.seconds.toFixed(1)} s | ${cpu} | ${r.rssMb !== undefined ? `${Math.round(r.rssMb)} MB` : 'n/a'} | ${r.status} |`);
  lines.push('');
  lines.push('Sukaku Explainer v1.15.10, timed on this machine kind: about 18 CPU minutes for the 44,128 (issue 9); a tenth is 108 s.');
  if (target !== sample) fs.rmSync(target, { force: true });
  return lines.join('\n') + '\n';
}

/** The first `n` lines of `file`, written to a temporary file. */
function writeHead(file: string, n: number): string {
  const out = path.join(os.tmpdir(), `sudoku-bench-rate-${process.pid}.txt`);
  fs.writeFileSync(out, fs.readFileSync(file, 'utf8').split('\n').slice(0, n).join('\n') + '\n');
  return out;
}
