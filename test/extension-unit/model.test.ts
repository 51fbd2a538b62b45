// PuzzleModel in Node (with a stand-in for vscode): one scan per version, background checks in slices, cancelled by edits.

// The stand-in for vscode must be installed before the model is loaded: keep this import first.
import { FakeDocument } from './fakeVscode';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type * as vscode from 'vscode';
import { PuzzleModel } from '../../src/extension/model';
import { scan } from '../../src/text/index';
import { fixturesDir } from '../helpers/data';

const PUZZLES = fs.readFileSync(path.join(fixturesDir, 'sudoku-exchange-200.txt'), 'utf8').split('\n').filter((l) => l.length === 81);
const SOLUTIONS = fs.readFileSync(path.join(fixturesDir, 'sudoku-exchange-200.solutions.txt'), 'utf8').split('\n').filter((l) => l.length === 81);

/** The fixture puzzles with their digits relabelled by `k` steps: new, distinct puzzles of the same difficulty. */
function relabelled(k: number): string[] {
  return PUZZLES.map((l) => l.replace(/[1-9]/g, (d) => String(((Number(d) - 1 + k) % 9) + 1)));
}

const asDocument = (d: FakeDocument): vscode.TextDocument => d as unknown as vscode.TextDocument;

function changes(model: PuzzleModel): string[] {
  const seen: string[] = [];
  model.onDidChange((uri) => seen.push(uri.toString()));
  return seen;
}

function until(model: PuzzleModel, document: FakeDocument): Promise<void> {
  return new Promise((resolve) => {
    const d = model.onDidChange(() => {
      const puzzles = model.scan(asDocument(document)).puzzles;
      if (puzzles.every((p) => !model.isPending(asDocument(document), p))) {
        d.dispose();
        resolve();
      }
    });
  });
}

describe('PuzzleModel', () => {
  it('scans once per version and rescans an edit incrementally, equal to a full scan', () => {
    const model = new PuzzleModel(() => ({ maxPuzzles: 0, budget: 1000 }));
    const doc = new FakeDocument('a.sudoku', PUZZLES.join('\n'));
    const first = model.snapshot(asDocument(doc));
    assert.equal(model.snapshot(asDocument(doc)), first, 'same version, same snapshot');
    assert.equal(first.scan.puzzles.length, 200);
    doc.edit(`# note\n${PUZZLES.join('\n')}`);
    const second = model.scan(asDocument(doc));
    const full = scan(doc.getText(), { mode: 'sudoku' });
    assert.deepEqual(second.puzzles.map((p) => [p.startLine, p.start, p.offsets[40]]), full.puzzles.map((p) => [p.startLine, p.start, p.offsets[40]]));
    assert.equal(model.puzzleAtLine(asDocument(doc), 0), undefined, 'line 0 is the comment');
    assert.equal(model.puzzleAtLine(asDocument(doc), 5)?.index, 4);
    assert.equal(model.puzzleAtOffset(asDocument(doc), 7 + 82 * 3 + 10)?.index, 3);
    model.dispose();
  });

  it('checks every puzzle in the background, once each, and tells listeners', async () => {
    const model = new PuzzleModel(() => ({ maxPuzzles: 10_000, budget: 200_000 }));
    const doc = new FakeDocument('b.sudoku', PUZZLES.join('\n'));
    const seen = changes(model);
    model.ensureChecked(asDocument(doc));
    const puzzles = model.scan(asDocument(doc)).puzzles;
    assert.ok(model.isPending(asDocument(doc), puzzles[199]), 'the last puzzle waits for the check');
    await until(model, doc);
    assert.ok(seen.length >= 1 && seen.every((u) => u === 'file:///b.sudoku'));
    for (const p of puzzles) {
      const r = model.cached(p);
      assert.equal(r?.kind, 'solved', `puzzle ${p.index}`);
      if (r?.kind === 'solved') assert.equal(Array.from(r.solution).join(''), SOLUTIONS[p.index]);
    }
    assert.equal(model.searchCount, new Set(PUZZLES).size);
    model.ensureChecked(asDocument(doc));
    assert.equal(model.searchCount, new Set(PUZZLES).size, 'a finished check is not run again');
    model.dispose();
  });

  it('stops a check when the document changes and finishes it for the new version without solving anything twice', async () => {
    const model = new PuzzleModel(() => ({ maxPuzzles: 10_000, budget: 200_000 }));
    const many = [0, 1, 2, 3, 4, 5, 6, 7, 8].flatMap(relabelled);
    const doc = new FakeDocument('c.sudoku', many.join('\n'));
    model.ensureChecked(asDocument(doc));
    const firstSlice = model.searchCount;
    assert.ok(firstSlice > 0 && firstSlice < many.length, `the check runs in slices (${firstSlice} searches in the first)`);
    doc.edit(`${many.join('\n')}\n# appended`);
    await new Promise((r) => setTimeout(r, 0));
    const afterCancel = model.searchCount;
    assert.ok(afterCancel < many.length, `the old check stopped early (${afterCancel} searches)`);
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(model.searchCount, afterCancel, 'nothing runs for the old version');
    model.ensureChecked(asDocument(doc));
    await until(model, doc);
    assert.equal(model.searchCount, new Set(many).size, 'each puzzle searched once in all');
    model.dispose();
  });

  it('checks only the first puzzles up to the cap', async () => {
    const model = new PuzzleModel(() => ({ maxPuzzles: 10, budget: 200_000 }));
    const doc = new FakeDocument('d.sudoku', PUZZLES.slice(0, 40).join('\n'));
    model.ensureChecked(asDocument(doc));
    await until(model, doc);
    const puzzles = model.scan(asDocument(doc)).puzzles;
    assert.deepEqual(puzzles.map((p) => model.cached(p) !== undefined), puzzles.map((p) => p.index < 10));
    assert.equal(model.isPending(asDocument(doc), puzzles[20]), false, 'beyond the cap a puzzle is not pending');
    model.dispose();
  });
});
