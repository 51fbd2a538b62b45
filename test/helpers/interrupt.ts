// Ctrl-C in the middle of a CLI run: the command is spawned, and SIGINT is sent as its first output arrives.

import { spawn } from 'node:child_process';

export interface InterruptedRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node script args…` (with `input` on stdin when given) and sends SIGINT when its first output arrives. */
export function runInterrupted(script: string, args: readonly string[], options: { input?: string; cwd?: string } = {}): Promise<InterruptedRun> {
  const child = spawn(process.execPath, [script, ...args], { cwd: options.cwd });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (d: string) => {
    if (stdout === '') child.kill('SIGINT');
    stdout += d;
  });
  child.stderr.on('data', (d: string) => (stderr += d));
  child.stdin.on('error', () => undefined);
  child.stdin.end(options.input);
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}
