// What both benchmarks need to know about where they run: the checkout's root and the machine's CPU.

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
