// The browser-driven run: what a person does in VS Code with the packaged extension installed.
// Each check is independent, waits on what the page shows (never a fixed sleep) and takes screenshots.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const expectedDir = fileURLToPath(new URL('../expected/', import.meta.url));
const workspaceDir = fileURLToPath(new URL('../workspace/', import.meta.url));
const oneLine = readFileSync(`${workspaceDir}one-line.sudoku`, 'utf8').trim();
const oneLineSolved = readFileSync(`${expectedDir}one-line.solved.sudoku`, 'utf8').trim();
// lenses.sudoku: the 9-row grid on lines 4-14 (1-based) is its second puzzle.
const lensesLines = readFileSync(`${workspaceDir}lenses.sudoku`, 'utf8').split('\n');
const gridRows = lensesLines.slice(3, 14).filter((l) => !l.includes('-'));
const gridPuzzle = gridRows.map((l) => l.replace(/[^1-9.]/g, '')).join('');
const gridSolvedRows = readFileSync(`${expectedDir}lenses.grid-solved.sudoku`, 'utf8').split('\n').slice(3, 14);
const solveAllFirst = readFileSync(`${expectedDir}solve-all-1000.solutions.txt`, 'utf8').split('\n').slice(0, 20);
const solveAllFirstPuzzle = readFileSync(`${workspaceDir}solve-all-1000.sudoku`, 'utf8').split('\n')[0];
// killer.sudoku: one killer line (81 cells, 81 cage letters, 29 sums); its first sum, 3, is at column 165.
const killerLine = readFileSync(`${workspaceDir}killer.sudoku`, 'utf8').trim();
const killerSolved = readFileSync(`${expectedDir}killer.solved.sudoku`, 'utf8').trim();
const KILLER_SUM_COLUMN = killerLine.lastIndexOf(' ') + 2;
if (killerLine.slice(KILLER_SUM_COLUMN - 1, KILLER_SUM_COLUMN + 1) !== '3,') throw new Error('killer.sudoku: the first sum is not the 3 the UI run edits');
/** The file over the size cap the run adds to its copy of the workspace: 1.2 million characters of prose on one line. */
export const BIG_FILE = 'big.txt';
export function writeBigFile(workspace) {
  writeFileSync(join(workspace, BIG_FILE), `${'A long log line with numbers 1 2 3 and no puzzle. '.repeat(24_000)}\n`);
}
// hint.sudoku: a 9-row grid on lines 2-12 (1-based) whose next step is a direct hidden pair in box 3.
const hintRows = readFileSync(`${workspaceDir}hint.sudoku`, 'utf8').split('\n').slice(1, 12).filter((l) => !l.includes('-'));
if (gridPuzzle.length !== 81) throw new Error('lenses.sudoku: the grid on lines 4-14 is not the 81-cell puzzle the UI run expects');

/** The editor group showing `file` in its active tab (focus may be elsewhere, e.g. in the board). */
const groupOf = (page, file) => page.locator(`.editor-group-container:has(.tab.active[data-resource-name="${file}"])`);

/** The text of the visible lines of the editor showing `file`, with VS Code's non-breaking spaces made plain. */
async function editorText(page, file) {
  const text = await groupOf(page, file).locator('.monaco-editor .view-lines').first().innerText();
  return text.replace(/\u00a0/g, ' ');
}

const debug = process.env.SUDOKU_EDITOR_DEBUG ? (what) => console.log(`    ${(process.uptime()).toFixed(1)}s ${what}`) : () => {};

/** Waits until `check` returns true, polling the page; fails with `what` after `timeoutMs`. */
async function until(what, check, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      if (await check()) return;
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}${last ? ` (${last.message})` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Opens a file of the workspace with Quick Open (Ctrl+P), as a person would. */
async function quickOpen(page, file) {
  debug(`quick open ${file}`);
  const input = page.locator('.quick-input-widget input');
  await page.keyboard.press('Control+P');
  await input.waitFor({ state: 'visible' });
  await input.fill(file);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: file }).first().waitFor();
  // Enter opens the focused row: wait until the list has caught up with the input and focuses the file.
  await until(`the quick open list to focus ${file}`, async () => (await page.locator('.quick-input-list .monaco-list-row.focused').first().innerText()).includes(file));
  debug(`quick open row for ${file}`);
  await page.keyboard.press('Enter');
  await page.locator(`.tabs-container .tab.active[data-resource-name="${file}"]`).waitFor();
  await groupOf(page, file).locator('.monaco-editor .view-lines').first().waitFor();
}

/** Runs a command by its title from the command palette (F1). */
async function palette(page, title) {
  debug(`palette ${title}`);
  const input = page.locator('.quick-input-widget input');
  await page.keyboard.press('F1');
  await input.waitFor({ state: 'visible' });
  await input.fill(`>${title}`);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first().waitFor();
  await page.keyboard.press('Enter');
  await input.waitFor({ state: 'hidden' });
}

/** The board's document inside the webview's two nested frames. */
const boardFrame = (page) => page.frameLocator('iframe.webview').frameLocator('#active-frame');

/** The checks, in order; each gets { page, url, screenshot }. */
export const checks = [
  {
    name: 'the workbench opens the fixture folder with the extension installed',
    async run({ page, url, screenshot }) {
      await page.goto(url);
      debug('page loaded');
      await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
      debug('workbench shown');
      await page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'one-line.sudoku' }).waitFor({ timeout: 60_000 });
      await screenshot('ui-01-workbench');
    },
  },
  {
    name: 'Sudoku: Open Board from the command palette shows the 81 cells of the puzzle at the cursor',
    async run({ page, screenshot }) {
      await quickOpen(page, 'one-line.sudoku');
      await palette(page, 'Sudoku: Open Board');
      debug('palette done');
      const cells = boardFrame(page).locator('[role=gridcell]');
      await until('81 gridcells in the board webview', async () => (await cells.count()) === 81);
      const texts = await cells.allInnerTexts();
      const order = await cells.evaluateAll((els) => els.map((el) => el.getAttribute('data-cell')));
      if (order.join(',') !== [...Array(81).keys()].join(',')) throw new Error(`data-cell attributes are not 0..80 in order: ${order.join(',')}`);
      const wrong = [...oneLine].flatMap((ch, i) => (ch !== '.' && !texts[i].includes(ch) ? [`cell ${i} should show ${ch}, shows ${JSON.stringify(texts[i])}`] : []));
      if (wrong.length) throw new Error(`the board does not show the givens: ${wrong.slice(0, 5).join('; ')}`);
      await screenshot('ui-02-board');
    },
  },
  {
    name: 'clicking the Solve lens fills the digits into the editor',
    async run({ page, screenshot }) {
      await quickOpen(page, 'one-line.sudoku');
      await until('one-line.sudoku to show the unsolved puzzle', async () => (await editorText(page, 'one-line.sudoku')).includes(oneLine));
      const lens = groupOf(page, 'one-line.sudoku').locator('.monaco-editor .codelens-decoration a').filter({ hasText: /solve/i }).filter({ hasNotText: /all/i }).first();
      await lens.waitFor();
      await screenshot('ui-03-lenses');
      await lens.click();
      await until('the solved digits in the editor', async () => (await editorText(page, 'one-line.sudoku')).includes(oneLineSolved));
      await screenshot('ui-04-solved');
    },
  },
  {
    name: 'the board follows the document and shows the solved grid',
    async run({ page, screenshot }) {
      const cells = boardFrame(page).locator('[role=gridcell]');
      await until('the board to show all 81 digits of the solution', async () => {
        const texts = await cells.allInnerTexts();
        return texts.length === 81 && texts.every((t, i) => t.includes(oneLineSolved[i]));
      });
      // The lens catches up (VS Code asks for lenses again a moment after an edit): then both say "solved", and the lens has no Solve.
      const lens = groupOf(page, 'one-line.sudoku').locator('.monaco-editor .codelens-decoration').first();
      await until('the lens and the board to agree that the puzzle is solved', async () => {
        const [lensText, status] = [await lens.innerText(), await boardFrame(page).locator('#status').innerText()];
        return status === 'solved' && lensText.replace(/\s+/g, ' ').trim() === 'Open Board | solved | Copy SudokuPad Link';
      });
      await screenshot('ui-05-board-solved');
    },
  },
  {
    // Before any other file with problems is opened, so the panel holds just this file's two rows.
    name: 'the Problems panel lists the conflicting givens',
    async run({ page, screenshot }) {
      await quickOpen(page, 'conflict.sudoku');
      await groupOf(page, 'conflict.sudoku').locator('.monaco-editor .squiggly-error').first().waitFor();
      await palette(page, 'Focus on Problems View');
      const rows = page.locator('.markers-panel .monaco-list-row');
      const errorRows = rows.filter({ has: page.locator('.codicon-error') });
      await until('two error rows in the Problems panel', async () => (await errorRows.count()) === 2);
      const texts = await errorRows.allInnerTexts();
      if (!texts.every((t) => /\b2\b/.test(t) && /sudoku/i.test(t))) throw new Error(`unexpected problem rows: ${texts.join(' | ')}`);
      await screenshot('ui-06-problems');
    },
  },
  {
    name: 'a file of four puzzles has a Solve lens above each, and the board follows the cursor into the grid',
    async run({ page, screenshot }) {
      const panel = page.locator('.part.panel');
      if (await panel.isVisible()) {
        await page.keyboard.press('Control+J');
        await panel.waitFor({ state: 'hidden' });
      }
      await quickOpen(page, 'lenses.sudoku');
      const solveLenses = groupOf(page, 'lenses.sudoku').locator('.monaco-editor .codelens-decoration a').filter({ hasText: /solve/i }).filter({ hasNotText: /all/i });
      await until('four Solve lenses', async () => (await solveLenses.count()) === 4);
      await groupOf(page, 'lenses.sudoku').locator('.monaco-editor .view-line', { hasText: gridRows[1] }).click();
      const cells = boardFrame(page).locator('[role=gridcell]');
      await until('the board to show the grid puzzle', async () => {
        const texts = await cells.allInnerTexts();
        return texts.length === 81 && [...gridPuzzle].every((ch, i) => (ch === '.' ? !/[1-9]/.test(texts[i]) : texts[i].includes(ch)));
      });
      await screenshot('ui-07-lenses-and-board');
    },
  },
  {
    name: "the board's Solve button writes the solution into the document",
    async run({ page, screenshot }) {
      // Continues from the previous check: lenses.sudoku is open with the board on its grid puzzle.
      await boardFrame(page).getByRole('button', { name: /^solve/i }).click();
      await until('the solved grid in the editor', async () => {
        const text = await editorText(page, 'lenses.sudoku');
        return gridSolvedRows.every((row) => text.includes(row));
      });
      await screenshot('ui-08-board-solved-into-document');
    },
  },
  {
    name: 'Sudoku: Solve All Puzzles in File solves the 1,000-puzzle file and says so',
    async run({ page, screenshot }) {
      await quickOpen(page, 'solve-all-1000.sudoku');
      await palette(page, 'Sudoku: Solve All Puzzles in File');
      await until('the first 20 solutions in the editor', async () => {
        const text = await editorText(page, 'solve-all-1000.sudoku');
        return solveAllFirst.every((line) => text.includes(line));
      }, 90_000);
      await page.locator('.notifications-toasts .notification-toast', { hasText: /1,?000/ }).first().waitFor();
      await screenshot('ui-09-solve-all');
    },
  },
  {
    name: 'after Solve All the board marks the digits written into the document as solved, and the lens of a finished puzzle has no Solve',
    async run({ page, screenshot }) {
      // Continues from Solve All: the first line of solve-all-1000.sudoku is solved now. The file went to the
      // board's group; it moves to the first one, so the board stays in view beside it and follows the cursor.
      await groupOf(page, 'solve-all-1000.sudoku').locator('.monaco-editor .view-lines').first().click();
      await palette(page, 'View: Move Editor into Previous Group');
      await page.locator('.tab.active[data-resource-name="solve-all-1000.sudoku"][aria-label*="Group 1"]').waitFor();
      const editor = groupOf(page, 'solve-all-1000.sudoku');
      const firstLens = editor.locator('.monaco-editor .codelens-decoration').first();
      await until('the lens of the solved first puzzle to say solved, without Solve', async () => {
        const text = await firstLens.innerText();
        return /\bsolved\b/.test(text) && !/\bSolve\b/.test(text);
      });
      await editor.locator('.monaco-editor .view-line').first().click();
      await page.keyboard.press('Control+Home');
      const cells = boardFrame(page).locator('[role=gridcell]');
      const empties = [...solveAllFirstPuzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
      await until('the board to mark the digits Solve All wrote as solved', async () => {
        const classes = await cells.evaluateAll((els) => els.map((el) => el.className));
        return classes.length === 81 && classes.every((c, i) => c.includes('solved') === empties.includes(i) && (empties.includes(i) || c.includes('given')));
      });
      const status = await boardFrame(page).locator('#status').innerText();
      if (status !== 'solved') throw new Error(`the board's state line says ${JSON.stringify(status)}, not "solved"`);
      await screenshot('ui-10-solve-all-board-marks-solved');
    },
  },
  {
    name: "the board marks the cell under the editor's cursor",
    async run({ page, screenshot }) {
      const editor = groupOf(page, 'solve-all-1000.sudoku');
      await editor.locator('.monaco-editor .view-line').first().click();
      await page.keyboard.press('Control+Home');
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
      const cursorCells = boardFrame(page).locator('[role=gridcell].cursor');
      await until('one cursor cell on the board, at r1c6', async () => (await cursorCells.count()) === 1 && (await cursorCells.first().getAttribute('data-cell')) === '5');
      await page.keyboard.press('ArrowRight');
      await until('the cursor cell to follow the cursor to r1c7', async () => (await cursorCells.first().getAttribute('data-cell')) === '6');
      await screenshot('ui-11-board-cursor-cell');
    },
  },
  {
    name: "on a conflicting puzzle the board's Solve and Next step are disabled with the reason, and its state line is the lens's",
    async run({ page, screenshot }) {
      await quickOpen(page, 'conflict.sudoku');
      const editor = groupOf(page, 'conflict.sudoku');
      await editor.locator('.monaco-editor .view-line', { hasText: '2342158' }).click();
      const frame = boardFrame(page);
      const solve = frame.locator('#solve');
      await until('the board on the conflicting puzzle', async () => (await frame.locator('[role=gridcell].conflict').count()) === 2);
      // The lens row is laid out first and filled when the provider answers: wait for its text, not its box.
      const lens = editor.locator('.monaco-editor .codelens-decoration').first();
      const status = await frame.locator('#status').innerText();
      if (status !== '1 conflict') throw new Error(`the board's state line says ${JSON.stringify(status)}, not "1 conflict"`);
      await until(`the lens to say ${JSON.stringify(status)} as the board does`, async () => (await lens.innerText()).includes(status));
      for (const id of ['#solve', '#next-step']) {
        const button = frame.locator(id);
        if (!(await button.isDisabled())) throw new Error(`${id} is enabled on a conflicting puzzle`);
        const title = await button.getAttribute('title');
        if (!/conflicting givens/.test(title ?? '')) throw new Error(`${id} has the tooltip ${JSON.stringify(title)}`);
      }
      await solve.hover({ force: true });
      await screenshot('ui-12-board-conflict-buttons-disabled');
    },
  },
  {
    name: "hovering a cell shows its name and the puzzle's state line, word for word as the lens says it",
    async run({ page, screenshot }) {
      await quickOpen(page, 'lenses.sudoku');
      const editor = groupOf(page, 'lenses.sudoku');
      // The state lens says the state, then the rating once the background rating lands.
      const stateLens = () => editor.locator('.monaco-editor .codelens-decoration').first().innerText();
      await until('the rating on the first lens', async () => /SE \d+\.\d/.test(await stateLens()));
      const lens = await stateLens();
      const state = lens.split('|').map((x) => x.trim()).find((x) => x.startsWith('unique')) ?? '';
      if (!/^unique solution · 26 givens · SE \d+\.\d · \S.*$/.test(state)) throw new Error(`the first lens says ${JSON.stringify(lens)}`);
      // Line 2 is the first puzzle, an 81-cell line; column 13 is its cell 12 (r2c4), an empty cell.
      await page.keyboard.press('Control+G');
      await page.locator('.quick-input-widget input').fill(':2:13');
      await page.keyboard.press('Enter');
      await page.locator('.quick-input-widget input').waitFor({ state: 'hidden' });
      await palette(page, 'Show or Focus Hover');
      const hover = page.locator('.monaco-hover', { hasText: 'r2c4' });
      await hover.first().waitFor();
      const text = (await hover.first().innerText()).replace(/\s+/g, ' ');
      if (!text.includes(`r2c4 · box 2 · puzzle 1 (line 2) · ${state}`)) throw new Error(`the hover says ${JSON.stringify(text)}`);
      // The hover fades in: wait until it and its containers are opaque, so the screenshot shows it.
      await until('the hover to finish fading in', () => hover.first().evaluate((el) => {
        for (let e = el; e; e = e.parentElement) if (Number(getComputedStyle(e).opacity) < 0.99) return false;
        return true;
      }));
      await screenshot('ui-13-hover-state-line');
      await page.keyboard.press('Escape');
    },
  },
  {
    name: 'Sudoku: Show Hint three times on a puzzle that needs a pair: where to look, its cells (editor and board), then its digit written; one undo restores the text',
    async run({ page, screenshot }) {
      await quickOpen(page, 'hint.sudoku');
      const editor = groupOf(page, 'hint.sudoku');
      await editor.locator('.monaco-editor .view-line', { hasText: hintRows[2] }).click();
      const before = await editorText(page, 'hint.sudoku');
      const frame = boardFrame(page);
      await until('the board on the hint puzzle', async () => (await frame.locator('#heading').innerText()).includes('hint.sudoku'));
      const toast = (text) => page.locator('.notifications-toasts .notification-toast', { hasText: text }).first();
      await palette(page, 'Sudoku: Show Hint');
      await toast('Look at box 3: there is a direct hidden pair').waitFor();
      await until('the board to say the hint', async () => (await frame.locator('#logic-text').innerText()).includes('Look at box 3'));
      await screenshot('ui-15-hint-1-where');
      await palette(page, 'Sudoku: Show Hint');
      await toast('Look at r2c8 and r2c9 (2 and 3)').waitFor();
      await until('the board to highlight the pair r2c8 and r2c9 and the 8 in r3c8', async () => {
        const classes = await frame.locator('[role=gridcell]').evaluateAll((els) => els.map((el) => el.className));
        return classes[16].includes('pattern') && classes[17].includes('pattern') && classes[25].includes('logic-step');
      });
      // The editor marks the pattern's cells and the cell that gets a digit (decorations on their characters).
      await until('decorations on the cells in the editor', async () => (await editor.locator('.monaco-editor [class*="ced-"]').count()) >= 3);
      await screenshot('ui-16-hint-2-cells');
      await palette(page, 'Sudoku: Show Hint');
      await until('the 8 written in r3c8', async () => (await editorText(page, 'hint.sudoku')).includes(hintRows[2].replace('5 . .', '5 8 .')));
      await screenshot('ui-17-hint-3-applied');
      await editor.locator('.monaco-editor .view-line', { hasText: hintRows[0] }).click();
      await page.keyboard.press('Control+Z');
      await until('one undo to restore the text', async () => (await editorText(page, 'hint.sudoku')) === before);
      await until('the board to follow the undo (40 givens again)', async () => (await frame.locator('#status').innerText()).includes('40 givens'));
      await screenshot('ui-18-hint-undone');
    },
  },
  {
    name: 'the board steps forward and back through the logical solution, striking out what each step removes',
    async run({ page, screenshot }) {
      const frame = boardFrame(page);
      const pos = frame.locator('#logic-pos');
      await until('the board on the hint puzzle at its first step', async () => /Before step 1 of \d+/.test(await pos.innerText()));
      const forward = frame.locator('#step-forward');
      await forward.click();
      await until('step 1 highlighted', async () => /Step 1 of \d+: Direct Hidden Pair/.test(await pos.innerText()));
      await forward.click();
      await until('the position after step 1', async () => /After step 1 of/.test(await pos.innerText()));
      // Forward until a step that removes candidates is shown, then check the removed ones are marked.
      for (let i = 0; i < 60; i++) {
        if ((await frame.locator('.cands span.removing').count()) > 0) break;
        await forward.click();
      }
      const removing = await frame.locator('.cands span.removing').count();
      if (removing === 0) throw new Error('no step with eliminations was shown');
      await screenshot('ui-19-board-step-eliminations');
      await forward.click();
      await until('the removed candidates struck through', async () => (await frame.locator('.cands span.struck').count()) >= removing);
      await frame.locator('#step-back').click();
      await until('back on the step with its removals', async () => (await frame.locator('.cands span.removing').count()) === removing);
      await screenshot('ui-20-board-step-back');
    },
  },
  {
    name: 'Sudoku: Explain Solution opens a read-only Markdown document with every step',
    async run({ page, screenshot }) {
      // Continues from the board checks: hint.sudoku is open beside the board; put the cursor in its puzzle.
      await groupOf(page, 'hint.sudoku').locator('.monaco-editor .view-line', { hasText: hintRows[2] }).click();
      await palette(page, 'Sudoku: Explain Solution');
      const tab = page.locator('.tabs-container .tab', { hasText: 'Solution of hint.sudoku' }).first();
      await tab.waitFor();
      const group = page.locator('.editor-group-container', { has: page.locator('.tab.active', { hasText: 'Solution of hint.sudoku' }) });
      await until('the steps in the explanation', async () => (await group.locator('.monaco-editor .view-lines').first().innerText()).replace(/\u00a0/g, ' ').includes('Direct Hidden Pair'));
      // Read-only: typing into it changes nothing.
      await group.locator('.monaco-editor .view-lines').first().click();
      await page.keyboard.type('zzq');
      if ((await group.locator('.monaco-editor .view-lines').first().innerText()).includes('zzq')) throw new Error('the explanation took typed text: it is not read-only');
      await screenshot('ui-21-explain');
    },
  },
  {
    name: 'a killer shows its lens, and the board draws its 29 cages with their sums',
    async run({ page, screenshot }) {
      // Open it in the first group, whatever group the board or an earlier step left active.
      await palette(page, 'View: Focus First Editor Group');
      await quickOpen(page, 'killer.sudoku');
      const editor = groupOf(page, 'killer.sudoku');
      const lens = editor.locator('.monaco-editor .codelens-decoration').first();
      await until('the killer lens with its state', async () => (await lens.innerText()).replace(/\s+/g, ' ').includes('Solve | Open Board | killer · 29 cages · unique solution | Copy SudokuPad Link'));
      await lens.locator('a', { hasText: 'Open Board' }).click();
      const frame = boardFrame(page);
      await until('the board to draw 29 cage sums and a cage around every cell', async () => (await frame.locator('.cage-sum').count()) === 29 && (await frame.locator('[role=gridcell].caged').count()) === 81);
      const label = await frame.locator('[role=gridcell][data-cell="0"]').getAttribute('aria-label');
      if (!label?.includes('cage of 2 summing to 3')) throw new Error(`r1c1's label is ${JSON.stringify(label)}`);
      const status = await frame.locator('#status').innerText();
      if (status !== 'killer · 29 cages · unique solution') throw new Error(`the board's state line says ${JSON.stringify(status)}`);
      // In the workbench's theme; scripts/preview-board.mjs renders the killer board in dark, light and high contrast.
      const dark = await page.locator('.monaco-workbench.vs-dark').count() > 0;
      await screenshot(`ui-22-killer-board-${dark ? 'dark' : 'light'}`);
    },
  },
  {
    name: 'the Solve lens solves the killer under its cages, and editing a sum to an impossible one shows a cage error',
    async run({ page, screenshot }) {
      // Open it in the first group, whatever group the board or an earlier step left active.
      await palette(page, 'View: Focus First Editor Group');
      await quickOpen(page, 'killer.sudoku');
      const editor = groupOf(page, 'killer.sudoku');
      await editor.locator('.monaco-editor .codelens-decoration a').filter({ hasText: /solve/i }).filter({ hasNotText: /all/i }).first().click();
      await until('the killer solved in the editor', async () => (await editorText(page, 'killer.sudoku')).includes(killerSolved.slice(0, 81)));
      await until("the board's cells to show the solution", async () => {
        const texts = await boardFrame(page).locator('[role=gridcell]').allInnerTexts();
        return texts.length === 81 && texts.every((t, i) => t.includes(killerSolved[i]));
      });
      await screenshot('ui-23-killer-solved');
      // Select the first sum (3) and type 18: two cells cannot make 18.
      await editor.locator('.monaco-editor .view-lines').first().click();
      await page.keyboard.press('Control+G');
      await page.locator('.quick-input-widget input').fill(`:1:${KILLER_SUM_COLUMN}`);
      await page.keyboard.press('Enter');
      await page.locator('.quick-input-widget input').waitFor({ state: 'hidden' });
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.type('18');
      await until('the edited sum in the editor', async () => (await editorText(page, 'killer.sudoku')).includes(' 18,15,22'));
      await editor.locator('.monaco-editor .squiggly-error').first().waitFor();
      await palette(page, 'Focus on Problems View');
      const row = page.locator('.markers-panel .monaco-list-row', { hasText: '2 different digits cannot make 18' });
      await row.first().waitFor();
      await screenshot('ui-24-killer-cage-error');
      await page.keyboard.press('Control+J');
    },
  },
  {
    name: 'Sudoku: New Puzzle offers the five levels with their SE bands and inserts a new grid below the grid at the cursor',
    async run({ page, screenshot }) {
      await quickOpen(page, 'grid.sudoku');
      const separators = async () => (await editorText(page, 'grid.sudoku')).split('\n').filter((l) => l.trim() === '------+-------+------').length;
      await until('grid.sudoku to show its one grid', async () => (await separators()) === 2);
      await page.keyboard.press('Control+G');
      await page.locator('.quick-input-widget input').fill(':5:3');
      await page.keyboard.press('Enter');
      await page.locator('.quick-input-widget input').waitFor({ state: 'hidden' });
      // Not palette(): the command's own quick pick follows at once, so the input need not hide in between.
      const rows = page.locator('.quick-input-list .monaco-list-row');
      const input = page.locator('.quick-input-widget input');
      await page.keyboard.press('F1');
      await input.waitFor({ state: 'visible' });
      await input.fill('>Sudoku: New Puzzle');
      await rows.filter({ hasText: 'Sudoku: New Puzzle' }).first().waitFor();
      await page.keyboard.press('Enter');
      await page.locator('.quick-input-widget input[placeholder^="Sudoku: New Puzzle: pick a level"]').waitFor();
      const levels = ['Easy SE 1.0–1.5', 'Medium SE 1.6–2.5', 'Hard SE 2.6–4.0', 'Expert SE 4.1–6.0', 'Extreme SE 6.1–9.0'];
      let shown = [];
      await until('the five levels in the quick pick', async () => {
        // A row's label and description are separate elements: compare without the spaces between them.
        shown = (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, '')).filter((t) => t !== '');
        return shown.length === levels.length && levels.every((l, i) => shown[i] === l.replace(/\s+/g, ''));
      }).catch((e) => { throw new Error(`${e.message}; the rows say ${JSON.stringify(shown)}`); });
      await screenshot('ui-25-new-puzzle-levels');
      await input.fill('Medium');
      await until('Medium focused', async () => (await page.locator('.quick-input-list .monaco-list-row.focused').first().innerText()).includes('Medium'));
      await page.keyboard.press('Enter');
      // Then classic or killer.
      await page.locator('.quick-input-widget input[placeholder^="Sudoku: New Puzzle: classic or killer"]').waitFor();
      await until('Classic and Killer in the quick pick', async () => {
        const kinds = (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => t !== '');
        return kinds.length === 2 && kinds[0].startsWith('Classic') && kinds[1].startsWith('Killer');
      });
      await input.fill('Classic');
      await until('Classic focused', async () => (await page.locator('.quick-input-list .monaco-list-row.focused').first().innerText()).includes('Classic'));
      await page.keyboard.press('Enter');
      await until('a second grid in the editor', async () => (await separators()) === 4);
      const lines = (await editorText(page, 'grid.sudoku')).split('\n');
      const grids = lines.filter((l) => /^[0-9] [0-9] [0-9] \| [0-9] [0-9] [0-9] \| [0-9] [0-9] [0-9]$/.test(l.trim()));
      if (grids.length !== 18) throw new Error(`expected 18 rows of two grids in the old layout, saw ${grids.length}`);
      await screenshot('ui-26-new-puzzle-inserted');
      await page.keyboard.press('Control+Z');
      await until('one undo removes the new grid', async () => (await separators()) === 2);
    },
  },
  {
    name: 'a file over the size cap is not scanned, and the status bar says so',
    async run({ page, screenshot }) {
      await quickOpen(page, BIG_FILE);
      const item = page.locator('.part.statusbar .statusbar-item', { hasText: 'Sudoku: not scanned' });
      await item.first().waitFor();
      await item.first().hover();
      await page.locator('.monaco-hover, .workbench-hover', { hasText: '900,000 characters' }).first().waitFor();
      await screenshot('ui-14-big-file-not-scanned');
    },
  },
];

const byName = (start) => {
  const c = checks.find((x) => x.name.startsWith(start));
  if (c === undefined) throw new Error(`no UI check named ${start}`);
  return c;
};

/**
 * The run in the web worker extension host (the extension forced there by `remote.extensionKind`): the
 * workbench, the board, the Solve lens, the board after Solve, a conflict diagnostic, and the proof
 * that the server's Node extension host never activated the extension.
 */
export const webChecks = [
  byName('the workbench opens'),
  byName('Sudoku: Open Board from the command palette'),
  byName('clicking the Solve lens'),
  byName('the board follows the document'),
  byName('the Problems panel lists'),
  byName('a killer shows its lens'),
  byName('the Solve lens solves the killer'),
  byName('Sudoku: New Puzzle offers'),
  {
    name: 'the extension ran in the web worker extension host: the Node extension host never activated it',
    async run({ page, screenshot, extensionId, nodeHostLog }) {
      const log = nodeHostLog();
      if (!/ExtensionService#_doActivateExtension/.test(log)) throw new Error('the Node extension host log shows no activations at all, so it proves nothing');
      if (log.includes(`_doActivateExtension ${extensionId}`)) throw new Error(`the Node extension host activated ${extensionId}`);
      await palette(page, 'Developer: Show Running Extensions');
      // Running Extensions names each extension's host: "web worker" for ours, the server's address for the Node ones.
      await page.locator('.runtime-extensions-editor .monaco-list-row', { hasText: 'Sudoku' }).filter({ hasText: /web worker/i }).first().waitFor();
      await screenshot('ui-07-running-extensions-web-worker');
    },
  },
];

/** In the Node host run, the log must show the extension activated there (so the web check above can fail). */
checks.push({
  name: 'the extension ran in the Node extension host in this run (the positive control of the web worker check)',
  async run({ extensionId, nodeHostLog }) {
    const log = nodeHostLog();
    if (!log.includes(`_doActivateExtension ${extensionId}`)) throw new Error(`the Node extension host log does not show ${extensionId} activated:\n${log.slice(-2000)}`);
  },
});

