// Solve All Puzzles in File on the shared 10,000-puzzle file: every answer right, one edit, one undo.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { activateExtension, assertOnlyEmptyCellsChanged, closeAll, repoRoot, waitFor } from './helpers';

const dataDir = path.resolve(repoRoot, '..', 'shared', 'data');
const PUZZLES = path.join(dataDir, 'sudoku-exchange-bench-10k.txt');
const SOLUTIONS = path.join(dataDir, 'sudoku-exchange-bench-10k.solutions.txt');

interface Outcome {
  readonly applied: boolean;
  readonly tally: { readonly puzzles: number; readonly solved: number };
}

describe('Solve All Puzzles in File on 10,000 puzzles (shared data)', () => {
  const present = fs.existsSync(PUZZLES) && fs.existsSync(SOLUTIONS);
  let dir: string | undefined;
  before(activateExtension);
  after(async () => {
    await closeAll();
    if (dir !== undefined) fs.rmSync(dir, { recursive: true, force: true });
  });

  if (!present) {
    it('has no shared data to run on', () => {
      console.log(`shared data not found at ${dataDir}: Solve All on 10,000 puzzles not run (the 1,000-puzzle fixture test still runs)`);
    });
    return;
  }

  it('writes all 10,000 answers in one edit that one undo reverts', async () => {
    // A copy outside the shared folder: the test edits it.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-10k-'));
    const file = path.join(dir, 'bench-10k.sudoku');
    fs.copyFileSync(PUZZLES, file);
    const document = await vscode.workspace.openTextDocument(vscode.Uri.file(file));
    await vscode.window.showTextDocument(document, { preview: false });
    const before = document.getText();
    const solutions = fs.readFileSync(SOLUTIONS, 'utf8').split('\n').filter(Boolean);
    assert.equal(solutions.length, 10_000);

    const t0 = Date.now();
    const outcome = await vscode.commands.executeCommand<Outcome | undefined>('sudoku.solveAll', document.uri);
    assert.ok(outcome, 'Solve All returned no outcome');
    await waitFor('Solve All to write the file', () => document.getText() !== before, 60_000);
    const solveMs = Date.now() - t0;
    assert.equal(outcome.tally.puzzles, 10_000);
    assert.equal(outcome.tally.solved, 10_000);
    assert.equal(outcome.applied, true);
    const after = document.getText();
    assertOnlyEmptyCellsChanged(before, after);
    const lines = after.split('\n').filter(Boolean);
    const wrong = lines.map((line, i) => (line === solutions[i] ? -1 : i + 1)).filter((n) => n > 0);
    assert.equal(lines.length, 10_000);
    assert.deepEqual(wrong.slice(0, 10), [], `${wrong.length} lines differ from the known solutions (first ones listed)`);

    const t1 = Date.now();
    await vscode.commands.executeCommand('undo');
    await waitFor('one undo to restore all 10,000 puzzles', () => document.getText() === before, 60_000);
    console.log(`      Solve All on 10,000 puzzles: ${solveMs} ms to the written file, undo ${Date.now() - t1} ms (load average ${os.loadavg()[0].toFixed(1)})`);
  });
});
