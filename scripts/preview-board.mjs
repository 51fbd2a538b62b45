#!/usr/bin/env node
// Renders the board outside VS Code: the real page (boardHtml + dist/webview.js + media/board.css) in
// headless Chromium with a fake `acquireVsCodeApi` that plays the host, in dark, light and high-contrast
// samples of the --vscode-* colours. Saves screenshots, drives the keyboard and buttons, and checks the
// grid's roles and labels and that the CSP blocked nothing. Needs `node scripts/build.mjs` first and
// /usr/bin/chromium. Usage: node scripts/preview-board.mjs [out-dir]   (default: <tmp>/sudoku-board-preview)
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const outDir = process.argv[2] ?? join(tmpdir(), 'sudoku-board-preview');
const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
if (!existsSync(join(root, 'dist/webview.js'))) throw new Error('dist/webview.js is missing: run node scripts/build.mjs first');
if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM)`);

// The host-side pure code, bundled on the fly so this needs no tsc run.
const bundle = await esbuild.build({
  stdin: {
    contents: "export { boardHtml, boardPuzzle, stepFor } from './src/extension/boardData';\nexport { WrittenDigits } from './src/extension/written';\nexport { stateLabel } from './src/text/describe';\nexport { findConflicts, solve, solvePuzzle } from './src/core/index';\nexport { scan } from './src/text/index';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  logLevel: 'warning',
});
const host = await import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`);

const THEMES = {
  dark: {
    bodyClass: 'vscode-dark',
    vars: {
      'editor-background': '#1e1e1e', 'editor-foreground': '#d4d4d4', 'foreground': '#cccccc', 'focusBorder': '#007fd4',
      'errorForeground': '#f48771', 'inputValidation-errorBackground': '#5a1d1d', 'inputValidation-errorBorder': '#be1100',
      'editorWidget-border': '#454545', 'textLink-foreground': '#3794ff', 'descriptionForeground': '#ccccccb3',
      'editor-rangeHighlightBackground': '#ffffff0b', 'editor-findMatchHighlightBackground': '#ea5c0055', 'editorInfo-foreground': '#3794ff',
      'button-background': '#0e639c', 'button-foreground': '#ffffff', 'button-hoverBackground': '#1177bb',
      'button-secondaryBackground': '#3a3d41', 'button-secondaryForeground': '#ffffff', 'button-secondaryHoverBackground': '#45494e',
      'checkbox-background': '#3c3c3c',
    },
  },
  light: {
    bodyClass: 'vscode-light',
    vars: {
      'editor-background': '#ffffff', 'editor-foreground': '#000000', 'foreground': '#616161', 'focusBorder': '#0090f1',
      'errorForeground': '#a1260d', 'inputValidation-errorBackground': '#f2dede', 'inputValidation-errorBorder': '#be1100',
      'editorWidget-border': '#c8c8c8', 'textLink-foreground': '#006ab1', 'descriptionForeground': '#717171',
      'editor-rangeHighlightBackground': '#fdff0033', 'editor-findMatchHighlightBackground': '#ea5c0055', 'editorInfo-foreground': '#1a85ff',
      'button-background': '#007acc', 'button-foreground': '#ffffff', 'button-hoverBackground': '#0062a3',
      'button-secondaryBackground': '#5f6a79', 'button-secondaryForeground': '#ffffff', 'button-secondaryHoverBackground': '#4c5561',
      'checkbox-background': '#ffffff',
    },
  },
  'high-contrast': {
    bodyClass: 'vscode-high-contrast',
    vars: {
      'editor-background': '#000000', 'editor-foreground': '#ffffff', 'foreground': '#ffffff', 'focusBorder': '#f38518',
      'contrastBorder': '#6fc3df', 'contrastActiveBorder': '#f38518',
      'errorForeground': '#f48771', 'inputValidation-errorBackground': '#000000', 'inputValidation-errorBorder': '#f48771',
      'editorWidget-border': '#6fc3df', 'textLink-foreground': '#21a6ff', 'descriptionForeground': '#ffffffb3',
      'editor-findMatchBorder': '#f38518', 'editorInfo-foreground': '#3794ff',
      'button-background': '#000000', 'button-foreground': '#ffffff', 'button-border': '#6fc3df',
      'button-secondaryBackground': '#000000', 'button-secondaryForeground': '#ffffff', 'checkbox-background': '#000000',
    },
  },
};
const FONT_VARS = { 'font-family': 'system-ui, sans-serif', 'font-size': '13px', 'editor-font-family': 'monospace' };

const fixture = readFileSync(join(root, 'test/fixtures/sudoku-exchange-200.txt'), 'utf8').split('\n');
const cellsOf = (line) => Uint8Array.from(line, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
const scanned = (cells, index = 0) => ({
  index, format: 'grid', startLine: 2 + index * 10, endLine: 10 + index * 10, start: 0, end: 0,
  cells, offsets: new Int32Array(81), emptyChar: '.', rules: { variant: 'classic' }, writeBack: 'in-place',
});
/** The board of the killer in test/editor/workspace/killer.sudoku, as the host sends it. */
function killerPayload() {
  const text = readFileSync(join(root, 'test/editor/workspace/killer.sudoku'), 'utf8');
  const puzzle = host.scan(text, { mode: 'sudoku' }).puzzles[0];
  const result = host.solvePuzzle(puzzle, { checkUnique: true });
  return host.boardPuzzle({
    documentUri: 'file:///work/killer.sudoku', fileName: 'killer.sudoku', version: 3, puzzleCount: 1,
    puzzle, result, state: host.stateLabel(puzzle, { conflicts: host.findConflicts(puzzle.cells), result }, false),
  });
}
/** What the host sends (src/extension/board.ts compose): the lens's state line, the digits written on top of `before`, the cursor cell. */
function payload(cells, { index = 0, count = 3, before, cursorCell } = {}) {
  const puzzle = scanned(cells, index);
  const result = host.solve(cells, { checkUnique: true });
  const written = new host.WrittenDigits();
  if (before) written.record('file:///work/puzzles.sudoku', before, cells);
  return host.boardPuzzle({
    documentUri: 'file:///work/puzzles.sudoku', fileName: 'puzzles.sudoku', version: 7, puzzleCount: count,
    puzzle, result, state: host.stateLabel(puzzle, { conflicts: host.findConflicts(cells), result }, false),
    written: written.flags('file:///work/puzzles.sudoku', cells), cursorCell,
  });
}

const easy = cellsOf(fixture[150]);
const hard = cellsOf(fixture[0]);
const conflicting = hard.slice();
conflicting[2] = 8; // a second 8 in row 1, next to the given 8 at r1c2
const halfSolved = hard.slice();
const hardSolution = host.solve(hard).solution;
for (let i = 0; i < 40; i++) if (halfSolved[i] === 0) halfSolved[i] = hardSolution[i];

const scenarios = [
  { name: 'dark-killer-candidates', theme: 'dark', state: { documentUri: 'file:///work/killer.sudoku', puzzleIndex: 0, showCandidates: true }, message: { type: 'puzzle', puzzle: killerPayload(), settings: { showCandidates: false } } },
  { name: 'light-killer', theme: 'light', message: { type: 'puzzle', puzzle: killerPayload(), settings: { showCandidates: false } } },
  { name: 'hc-killer', theme: 'high-contrast', message: { type: 'puzzle', puzzle: killerPayload(), settings: { showCandidates: false } } },
  { name: 'dark-candidates-step', theme: 'dark', state: { documentUri: 'file:///work/puzzles.sudoku', puzzleIndex: 0, showCandidates: true }, message: { type: 'puzzle', puzzle: payload(easy), settings: { showCandidates: false } }, stepCells: easy, clickNext: true },
  { name: 'light-conflict', theme: 'light', message: { type: 'puzzle', puzzle: payload(conflicting, { index: 1 }), settings: { showCandidates: false } } },
  { name: 'hc-written-solution', theme: 'high-contrast', state: { documentUri: 'file:///work/puzzles.sudoku', puzzleIndex: 2, showSolution: true }, message: { type: 'puzzle', puzzle: payload(halfSolved, { index: 2, before: hard, cursorCell: 40 }), settings: { showCandidates: false } } },
  { name: 'light-hidden-single', theme: 'light', message: { type: 'puzzle', puzzle: payload(hard), settings: { showCandidates: true } }, stepCells: hard, clickNext: true },
  { name: 'dark-empty', theme: 'dark', message: { type: 'empty', message: 'No puzzle at the cursor in notes.txt. A puzzle is an 81-cell line, a 9-row grid, a LeetCode-style array of 9 strings, or a line of a batch file.' } },
];

/** The fake host: answers 'ready' and 'nextStep' like the extension, records every message it gets. */
function hostScript(scenario) {
  const step = scenario.stepCells ? host.stepFor(scenario.stepCells, host.solve(scenario.stepCells)) : null;
  const data = { message: scenario.message, state: scenario.state ?? null, step };
  return `window.__sent = []; window.__state = undefined;
const data = ${JSON.stringify(data)};
document.addEventListener('securitypolicyviolation', (e) => { (window.__csp = window.__csp || []).push(e.violatedDirective + ' ' + e.blockedURI); });
window.acquireVsCodeApi = () => ({
  getState: () => data.state,
  setState: (s) => { window.__state = s; },
  postMessage: (m) => {
    window.__sent.push(m);
    if (m.type === 'ready') setTimeout(() => window.postMessage(data.message, '*'));
    if (m.type === 'nextStep' && data.step) setTimeout(() => window.postMessage({ type: 'step', version: m.version, step: data.step.step, note: data.step.note }, '*'));
  },
});`;
}

function themeCss(theme) {
  const vars = { ...FONT_VARS, ...THEMES[theme].vars };
  return `:root {\n${Object.entries(vars).map(([k, v]) => `  --vscode-${k}: ${v};`).join('\n')}\n}\n`;
}

const work = mkdtempSync(join(tmpdir(), 'sudoku-board-page-'));
mkdirSync(outDir, { recursive: true });
copyFileSync(join(root, 'dist/webview.js'), join(work, 'webview.js'));
copyFileSync(join(root, 'media/board.css'), join(work, 'board.css'));

const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
};

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  for (const scenario of scenarios) {
    const nonce = `preview${Math.random().toString(16).slice(2)}`;
    writeFileSync(join(work, `${scenario.name}.host.js`), hostScript(scenario));
    writeFileSync(join(work, `${scenario.name}.theme.css`), themeCss(scenario.theme));
    const html = host.boardHtml({ cspSource: 'file:', scriptUri: 'webview.js', styleUri: 'board.css', nonce })
      .replace('</head>', `<link rel="stylesheet" href="${scenario.name}.theme.css">\n</head>`)
      .replace('<body>', `<body class="${THEMES[scenario.theme].bodyClass}">`)
      .replace('<script nonce', `<script nonce="${nonce}" src="${scenario.name}.host.js"></script>\n<script nonce`);
    const file = join(work, `${scenario.name}.html`);
    writeFileSync(file, html);

    const page = await browser.newPage({ viewport: { width: 520, height: 860 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(pathToFileURL(file).href);
    if (scenario.message.type === 'puzzle') {
      await page.waitForSelector('#board-area:not([hidden])');
      check((await page.locator('[role="grid"] > [role="row"]').count()) === 9, `${scenario.name}: 9 rows`);
      check((await page.locator('[role="gridcell"][data-cell]').count()) === 81, `${scenario.name}: 81 gridcells`);
      const labels = await page.locator('[role="gridcell"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      check(labels.every((l, i) => l.startsWith(`Row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}, `)), `${scenario.name}: every cell labelled by row and column`);
      if (scenario.clickNext) {
        await page.click('#next-step');
        await page.waitForSelector('.cell.step');
        check(await page.isEnabled('#apply-step'), `${scenario.name}: Fill in enabled once a step is shown`);
      }
      // Keyboard: focus the grid, move right twice and down once.
      await page.focus('[data-cell="0"]');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      const active = await page.evaluate(() => document.activeElement?.getAttribute('data-cell'));
      check(active === '11', `${scenario.name}: arrows move focus (at ${active}, expected 11)`);
      await page.keyboard.press('Enter');
      const sent = await page.evaluate(() => window.__sent.map((m) => m.type));
      check(sent.includes('revealCell'), `${scenario.name}: Enter posts revealCell`);
      const state = await page.evaluate(() => window.__state);
      check(state && state.documentUri === scenario.message.puzzle.documentUri, `${scenario.name}: setState saves the document`);
      console.log(`${scenario.name}: ${labels[0]} | ${labels.find((l) => l.includes('empty'))} | status "${await page.textContent('#status')}"`);
    } else {
      await page.waitForSelector('#empty:not([hidden])');
      check((await page.textContent('#empty')).startsWith('No puzzle at the cursor'), `${scenario.name}: empty message shown`);
    }
    const csp = await page.evaluate(() => window.__csp ?? []);
    check(csp.length === 0, `${scenario.name}: CSP violations ${csp.join(', ')}`);
    check(errors.length === 0, `${scenario.name}: page errors ${errors.join(', ')}`);
    const shot = join(outDir, `${scenario.name}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    console.log(`  screenshot ${shot}`);
    await page.close();
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nall board checks passed (${scenarios.length} scenarios)`);
