// What the benchmarks need to know about where they run: the checkout's root and the machine's CPU; and one timed run
// of a Node process under GNU time.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** The checkout (the folder whose package.json is this project's) at or above `start`. */
export function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: string }).name === 'sudoku-vscode') return dir;
    if (path.dirname(dir) === dir) throw new Error(`no sudoku-vscode checkout above ${start}`);
  }
}

/** The CPU's model name, from /proc/cpuinfo on Linux, else as Node reports it. */
export function cpuModel(): string {
  try {
    const m = /^model name\s*:\s*(.+)$/m.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'));
    if (m) return m[1].trim();
  } catch {
    // not Linux: fall back to what Node reports
  }
  return os.cpus()[0]?.model ?? 'unknown CPU';
}

/** What `runTimed` measured of one process: wall seconds, and from GNU time (when present) CPU seconds and peak RSS. */
export interface TimedRun {
  readonly seconds: number;
  /** User + system CPU seconds of the whole process (all threads). */
  readonly cpu: number | undefined;
  readonly rssMb: number | undefined;
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node argv…` once under `/usr/bin/time -v` when it exists, its stdout to `stdout` (a file descriptor) or kept. */
export function runTimed(argv: readonly string[], stdout: number | 'pipe' = 'pipe'): TimedRun {
  const gnuTime = fs.existsSync('/usr/bin/time');
  const options = { stdio: ['ignore', stdout, 'pipe'] as ('ignore' | 'pipe' | number)[], encoding: 'utf8' as const, maxBuffer: 1 << 28 };
  const t0 = performance.now();
  const r = gnuTime ? spawnSync('/usr/bin/time', ['-v', process.execPath, ...argv], options) : spawnSync(process.execPath, [...argv], options);
  const seconds = (performance.now() - t0) / 1000;
  const stderr = r.stderr ?? '';
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  const user = /User time \(seconds\): ([\d.]+)/.exec(stderr);
  const sys = /System time \(seconds\): ([\d.]+)/.exec(stderr);
  return {
    seconds,
    cpu: user && sys ? Number(user[1]) + Number(sys[1]) : undefined,
    rssMb: rss ? Number(rss[1]) / 1024 : undefined,
    status: r.status,
    stdout: r.stdout ?? '',
    stderr,
  };
}
