#!/usr/bin/env node
// `npm run test:editor`: the extension in a real VS Code. Installs code-server and Chromium when
// missing, runs the in-editor mocha suite inside code-server's extension host (development path),
// then installs the packaged .vsix into a fresh code-server and drives the UI with Playwright.
// Writes the summed counts to $SUDOKU_TEST_STATS for scripts/test.mjs.
// Usage: node scripts/editor/run.mjs [--only suite|ui|web] [--keep] (ui runs both hosts; web only the web worker one)
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { log, resultsDir, root, runBounded, withTimeout } from './lib.mjs';
import { CHROMIUM, CHROMIUM_ARGS, ensureEditor } from './setup.mjs';
import { installExtension, makeServerHome, readLog, remoteExtensionHostLog, removeServerHome, startCodeServer } from './server.mjs';
import { vsixPath } from './vsix.mjs';
import { checks as uiChecks, webChecks, writeBigFile } from '../../test/editor/e2e/ui.mjs';
import { manifest } from './vsix.mjs';

const MIN = 60_000;
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const keep = args.includes('--keep');
if (only !== undefined && only !== 'suite' && only !== 'ui' && only !== 'web') {
  console.error(`--only takes suite, ui or web, not ${only}`);
  process.exit(2);
}
const suiteDir = join(root, 'out', 'test', 'editor', 'suite');

const cleanups = [];
let stopping = false;
async function cleanup() {
  while (cleanups.length) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch (e) {
      console.error(`cleanup: ${e.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) for (const e of readdirSync(p)) visit(join(p, e));
    else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

const INPUTS = ['src', 'media', 'syntaxes', 'package.json', 'README.md', 'CHANGELOG.md', '.vscodeignore', 'language-configuration.json'];

/** Builds dist/ unless it is newer than the sources (the in-editor suite loads the development path). */
function ensureBuilt() {
  const bundle = join(root, 'dist', 'extension.js');
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= newestMtime(['src', 'package.json'])) return;
  log('building the extension (npm run build)');
  runBounded('npm', ['run', '--silent', 'build'], { timeoutMs: 5 * MIN });
}

/** Builds and packages unless the .vsix is newer than everything it is made from. */
function ensurePackaged() {
  const vsix = vsixPath();
  const inputs = newestMtime(INPUTS);
  if (existsSync(vsix) && existsSync(join(root, 'dist', 'extension.js')) && statSync(vsix).mtimeMs >= inputs) {
    log(`using ${relative(root, vsix)} (newer than its sources)`);
    return vsix;
  }
  log('building and packaging the extension (npm run package)');
  runBounded('npm', ['run', '--silent', 'package'], { timeoutMs: 5 * MIN, stdin: 'ignore' });
  return vsix;
}

/** Transpiles the in-editor suite to out/test/editor/suite (type checking is `npm run typecheck`'s job). */
async function compileSuite() {
  const src = join(root, 'test', 'editor', 'suite');
  const entryPoints = readdirSync(src).filter((f) => f.endsWith('.ts')).map((f) => join(src, f));
  rmSync(suiteDir, { recursive: true, force: true });
  await esbuild.build({ entryPoints, outdir: suiteDir, bundle: false, format: 'cjs', platform: 'node', target: 'node20', sourcemap: 'inline', logLevel: 'warning' });
}

/** A temporary copy of the fixture workspace (solving edits and saves files). */
function copyWorkspace(label) {
  const parent = mkdtempSync(join(tmpdir(), `sudoku-editor-ws-${label}-`));
  const dir = join(parent, 'puzzles');
  cpSync(join(root, 'test', 'editor', 'workspace'), dir, { recursive: true });
  cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
  return dir;
}

async function startServer(label, { vsix, env, settings } = {}) {
  const dirs = makeServerHome(label, settings);
  cleanups.push(() => (keep ? log(`kept ${dirs.home}`) : removeServerHome(dirs)));
  if (vsix) {
    log(`installing ${relative(root, vsix)} into a fresh extensions folder`);
    installExtension(dirs, vsix);
  }
  const server = await startCodeServer(dirs, { env });
  cleanups.push(() => server.stop());
  log(`code-server ${label} ready at ${server.base} (process group ${server.pid})`);
  return { dirs, server };
}

async function screenshot(page, name) {
  const file = join(resultsDir, `${name}.png`);
  try {
    await page.screenshot({ path: file, timeout: 15_000 });
    return file;
  } catch (e) {
    return `(no screenshot: ${e.message})`;
  }
}

async function pageText(page) {
  try {
    const text = await page.locator('body').innerText({ timeout: 5_000 });
    return text.replace(/\n{3,}/g, '\n\n').slice(0, 4000);
  } catch (e) {
    return `(no page text: ${e.message})`;
  }
}

/** Removes the screenshots a part took on an earlier run (the other part's stay). */
function clearShots(prefix) {
  for (const f of readdirSync(resultsDir)) if (f.startsWith(prefix)) rmSync(join(resultsDir, f), { force: true });
}

/** Runs the mocha suite inside code-server's extension host; returns its counts. */
async function runSuite(browser) {
  clearShots('suite-');
  const workspace = copyWorkspace('suite');
  const statsFile = join(mkdtempSync(join(tmpdir(), 'sudoku-editor-stats-')), 'stats.json');
  cleanups.push(() => rmSync(join(statsFile, '..'), { recursive: true, force: true }));
  const { dirs, server } = await startServer('suite', { env: { SUDOKU_EDITOR_STATS: statsFile } });
  const remote = (p) => `vscode-remote://127.0.0.1:${server.port}${p}`;
  const payload = [
    ['extensionDevelopmentPath', remote(root.replace(/\/$/, ''))],
    ['extensionTestsPath', remote(join(suiteDir, 'index.js'))],
  ];
  const url = `${server.base}/?folder=${encodeURIComponent(workspace)}&payload=${encodeURIComponent(JSON.stringify(payload))}`;

  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  cleanups.push(() => context.close());
  const page = await context.newPage();
  let statsLine;
  let settle;
  const exited = new Promise((resolve) => {
    settle = resolve;
  });
  let echo = false;
  let finished = false;
  await page.exposeFunction('codeAutomationLog', (type, logArgs) => {
    if (finished) return;
    const line = (Array.isArray(logArgs) ? formatLog(logArgs) : String(logArgs)).replace(/\s+$/, '');
    if (process.env.SUDOKU_EDITOR_DEBUG) console.log(`  [${type}] ${line}`);
    if (line === 'SUDOKU_SUITE_BEGIN') echo = true;
    const m = /^SUDOKU_SUITE_STATS (\{.*\})/.exec(line);
    if (m) {
      statsLine = m[1];
      echo = false;
    } else if ((echo && line !== 'SUDOKU_SUITE_BEGIN') || (type === 'error' && !process.env.SUDOKU_EDITOR_DEBUG)) {
      console.log(`  ${line}`);
    }
  });
  await page.exposeFunction('codeAutomationExit', (code) => {
    finished = true;
    settle(code);
  });
  log('running the in-editor suite (development path) in the extension host');
  await page.goto(url);
  let code;
  try {
    code = await withTimeout(exited, 10 * MIN, 'the in-editor suite');
  } catch (e) {
    console.log(`in-editor suite did not finish: ${e.message}`);
    console.log(`screenshot: ${await screenshot(page, 'suite-timeout')}\npage text:\n${await pageText(page)}\ncode-server log:\n${readLog(dirs)}`);
    return { passed: 0, failed: 1, skipped: 0, tests: 1 };
  }
  const endShot = await screenshot(page, 'suite-end');
  let stats;
  if (existsSync(statsFile)) stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  else if (statsLine) stats = JSON.parse(statsLine);
  if (!stats) {
    console.log(`in-editor suite exited with ${code} without reporting counts (did run() load?); code-server log:\n${readLog(dirs)}`);
    return { passed: 0, failed: 1, skipped: 0, tests: 1 };
  }
  if (code !== 0 && stats.failed === 0) stats.failed = 1; // it failed outside any test
  log(`in-editor suite: ${stats.passed} passed, ${stats.failed} failed (exit ${code})`);
  if (code !== 0) console.log(`  the workbench at the end: ${endShot}\n  code-server log:\n${readLog(dirs)}`);
  await context.close();
  await server.stop();
  return stats;
}

/** printf-style formatting of the workbench's log arguments. */
function formatLog(items) {
  if (typeof items[0] !== 'string') return items.map(String).join(' ');
  let i = 1;
  const head = items[0].replace(/%[sdifoOc%]/g, (m) => (m === '%%' ? '%' : i < items.length ? (m === '%c' ? (i++, '') : String(items[i++])) : m));
  return [head, ...items.slice(i).map((x) => (typeof x === 'string' ? x : JSON.stringify(x)))].join(' ');
}

/**
 * Installs the .vsix into a fresh code-server and runs the browser-driven checks. With `host: 'web'`
 * the user setting `remote.extensionKind` names the extension `web` only, so VS Code runs it in the
 * browser's web worker extension host (no Node) instead of the server's Node one.
 */
async function runUi(browser, vsix, host = 'node') {
  const prefix = host === 'web' ? 'web-' : 'ui-';
  clearShots(prefix);
  const workspace = copyWorkspace(host === 'web' ? 'web' : 'ui');
  writeBigFile(workspace);
  const { publisher, name } = manifest();
  const settings = host === 'web' ? { 'remote.extensionKind': { [`${publisher}.${name}`]: ['web'] } } : {};
  const { dirs, server } = await startServer(host === 'web' ? 'web' : 'ui', { vsix, settings });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  cleanups.push(() => context.close());
  const page = await context.newPage();
  page.setDefaultTimeout(45_000); // generous: these machines are often shared by parallel builds
  const ctx = {
    page,
    workspace,
    url: `${server.base}/?folder=${encodeURIComponent(workspace)}`,
    screenshot: (name) => screenshot(page, host === 'web' ? name.replace(/^ui-/, 'web-') : name),
    host,
    extensionId: `${publisher}.${name}`,
    nodeHostLog: () => remoteExtensionHostLog(dirs),
  };
  const stats = { passed: 0, failed: 0, skipped: 0, tests: 0 };
  for (const check of host === 'web' ? webChecks : uiChecks) {
    stats.tests++;
    const t0 = Date.now();
    try {
      await withTimeout(check.run(ctx), 2 * MIN, check.name);
      stats.passed++;
      console.log(`  ✔ ${check.name} (${((Date.now() - t0) / 1000).toFixed(1)}s)`);
    } catch (e) {
      stats.failed++;
      const shot = await screenshot(page, `${prefix}failed-${stats.tests}`);
      console.log(`  ✘ ${check.name}\n    ${String(e.message).split('\n').join('\n    ')}\n    screenshot: ${shot}\n    page text:\n${(await pageText(page)).replace(/^/gm, '      ')}`);
      if (e.message.includes('workbench')) console.log(`    code-server log:\n${readLog(dirs)}`);
    }
  }
  log(`UI run (${host === 'web' ? 'web worker extension host' : 'Node extension host'}): ${stats.passed} passed, ${stats.failed} failed; screenshots in ${relative(root, resultsDir)}/`);
  await context.close();
  await server.stop();
  return stats;
}

/** Runs one part; a part that cannot even start counts as one failure, and the next part still runs. */
async function phase(name, fn) {
  try {
    return await fn();
  } catch (e) {
    console.log(`${name} could not run: ${e.message}`);
    return { passed: 0, failed: 1, skipped: 0, tests: 1 };
  }
}

async function main() {
  const t0 = Date.now();
  ensureEditor();
  mkdirSync(resultsDir, { recursive: true });

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 60_000 });
  cleanups.push(() => browser.close());
  const total = { passed: 0, failed: 0, skipped: 0, tests: 0 };
  const add = (s) => {
    for (const k of Object.keys(total)) total[k] += s[k] ?? 0;
  };
  if (!only || only === 'suite') {
    add(await phase('in-editor suite', async () => {
      ensureBuilt();
      await compileSuite();
      return runSuite(browser);
    }));
  }
  if (!only || only === 'ui') add(await phase('UI run', () => runUi(browser, ensurePackaged(), 'node')));
  if (!only || only === 'ui' || only === 'web') add(await phase('UI run in the web worker host', () => runUi(browser, ensurePackaged(), 'web')));
  await cleanup();

  if (process.env.SUDOKU_TEST_STATS) writeFileSync(process.env.SUDOKU_TEST_STATS, JSON.stringify(total));
  log(`real editor: ${total.passed} passed, ${total.failed} failed in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  return total.failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  async (e) => {
    console.error(`test:editor failed: ${e.stack ?? e}`);
    await cleanup();
    process.exit(1);
  },
);
