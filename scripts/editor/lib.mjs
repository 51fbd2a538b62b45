// Shared helpers for the real-editor scripts: paths, bounded child processes, free ports, polling.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root. */
export const root = fileURLToPath(new URL('../..', import.meta.url));
/** The code-server release we test against: VS Code 1.100.3, the newest that runs on Node 20. */
export const CODE_SERVER_VERSION = '4.100.3';
/** Where code-server is installed (ignored by git and by the .vsix). */
export const codeServerDir = join(root, '.cache', 'code-server', CODE_SERVER_VERSION);
/** Screenshots and page dumps of the runs (ignored by git). */
export const resultsDir = join(root, 'test-results', 'editor');

const SEC = 1000;

/** Prints a progress line with the seconds since the script started. */
export function log(message) {
  const t = (process.uptime()).toFixed(1).padStart(6);
  console.log(`[editor ${t}s] ${message}`);
}

/** Runs a command to completion within `timeoutMs`, inheriting stdio; throws on failure or timeout. */
export function runBounded(cmd, args, { timeoutMs, cwd = root, env = process.env, quiet = false, stdin = 'inherit' } = {}) {
  if (!timeoutMs) throw new Error('runBounded needs a timeout');
  const r = spawnSync(cmd, args, {
    cwd,
    env,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : [stdin, 'inherit', 'inherit'],
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error || r.status !== 0) {
    const why = r.error ? r.error.message : r.signal ? `killed by ${r.signal} (limit ${timeoutMs / SEC}s)` : `exit ${r.status}`;
    const tail = quiet ? `\n${(r.stdout ?? '').slice(-4000)}${(r.stderr ?? '').slice(-4000)}` : '';
    throw new Error(`${cmd} ${args.join(' ')}: ${why}${tail}`);
  }
  return r.stdout ?? '';
}

/** Whether a command is on the PATH. */
export function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** An error that stops `waitFor` at once instead of being retried. */
export function fatal(message) {
  return Object.assign(new Error(message), { fatal: true });
}

/** Polls `check` (sync or async) until it returns a truthy value, or throws after `timeoutMs`. */
export async function waitFor(what, check, { timeoutMs, intervalMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (e) {
      if (e?.fatal) throw e;
      lastError = e;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs / SEC}s waiting for ${what}${lastError ? ` (last error: ${lastError.message})` : ''}`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Rejects with a clear message if `promise` takes longer than `timeoutMs`. */
export function withTimeout(promise, timeoutMs, what) {
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${timeoutMs / SEC}s`)), timeoutMs);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** Starts a detached child in its own process group (for `kill -TERM -- -pid`). */
export function spawnGroup(cmd, args, options) {
  return spawn(cmd, args, { ...options, detached: true });
}
