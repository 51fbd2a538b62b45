#!/usr/bin/env node
// The README's test command: every check in order, each bounded in time, and one closing count.
// Usage: node scripts/test.mjs [--only STEP]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const MIN = 60_000;

/** A step is a command; a `suite` step is a mocha run whose test counts are added to the total. */
const steps = [
  // The WebAssembly engine's module is generated (gitignored): build it before anything compiles the sources.
  { name: 'wasm', cmd: ['node', 'scripts/wasm.mjs'], timeout: 10 * MIN },
  { name: 'typecheck', cmd: ['npx', 'tsc', '-p', './', '--noEmit'], timeout: 5 * MIN },
  { name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'], timeout: 5 * MIN, ifScript: 'lint' },
  { name: 'unit', cmd: ['npm', 'run', '--silent', 'test:unit'], timeout: 20 * MIN, suite: true },
  { name: 'build', cmd: ['npm', 'run', '--silent', 'build'], timeout: 5 * MIN, ifScript: 'build' },
  { name: 'package', cmd: ['npm', 'run', '--silent', 'package'], timeout: 5 * MIN, ifScript: 'package' },
  { name: 'editor', cmd: ['npm', 'run', '--silent', 'test:editor'], timeout: 30 * MIN, suite: true, ifScript: 'test:editor' },
];

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
if (args.includes('--only') && !steps.some((s) => s.name === only)) {
  console.error(`--only needs one of: ${steps.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const statsDir = mkdtempSync(join(tmpdir(), 'sudoku-test-'));
let passed = 0;
let failed = 0;
let skipped = 0;
const summary = [];

for (const step of steps) {
  if (only && step.name !== only) continue;
  if (step.ifScript && !pkg.scripts[step.ifScript]) {
    summary.push(`${step.name}: not set up yet`);
    continue;
  }
  const statsFile = join(statsDir, `${step.name}.json`);
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`);
  const t0 = Date.now();
  const r = spawnSync(step.cmd[0], step.cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    timeout: step.timeout,
    killSignal: 'SIGKILL',
    env: { ...process.env, SUDOKU_TEST_STATS: statsFile },
  });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  const ok = r.status === 0;
  const why = r.error ? String(r.error.message) : r.signal ? `killed by ${r.signal}` : `exit ${r.status}`;
  if (step.suite && existsSync(statsFile)) {
    const s = JSON.parse(readFileSync(statsFile, 'utf8'));
    passed += s.passed;
    failed += s.failed;
    skipped += s.skipped ?? 0;
    if (!ok && s.failed === 0) failed += 1; // the suite itself failed to run to the end
    summary.push(`${step.name}: ${s.passed} passed, ${s.failed} failed, ${s.skipped ?? 0} skipped (${secs}s)${ok ? '' : ` — ${why}`}`);
  } else {
    if (ok) passed += 1;
    else failed += 1;
    summary.push(`${step.name}: ${ok ? 'ok' : `FAILED (${why})`} (${secs}s)`);
  }
}
rmSync(statsDir, { recursive: true, force: true });

console.log('\n=== summary');
for (const line of summary) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
