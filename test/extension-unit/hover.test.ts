// The cell hover in Node (with a stand-in for vscode): it never rates a puzzle on the extension host's thread. Before
// the background rating reaches a puzzle the hover says what the lens says ("rating…") and asks the model for it;
// once the rating has landed it shows the rating and the logical candidates, in the lens's words.

// The stand-in for vscode must be installed before the model is loaded: keep this import first.
import { FakeDocument } from './fakeVscode';
import type { Hover, MarkdownString } from './fakeVscode';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type * as vscode from 'vscode';
import type { Config } from '../../src/extension/config';
import { CellHoverProvider } from '../../src/extension/hover';
import { PuzzleModel } from '../../src/extension/model';
import { readSettings } from '../../src/extension/settings';
import type { ScannedPuzzle } from '../../src/text/types';
import { fixturesDir } from '../helpers/data';

const PUZZLES = fs.readFileSync(path.join(fixturesDir, 'sudoku-exchange-200.txt'), 'utf8').split('\n').filter((l) => l.length === 81);

const asDocument = (d: FakeDocument): vscode.TextDocument => d as unknown as vscode.TextDocument;
const CONFIG = { current: readSettings(() => undefined) } as unknown as Config;

/** Resolves once `done()` holds, looking every few milliseconds (the background work runs between). */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 2000 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
  assert.ok(done(), 'the background work finished');
}

/** The hover's markdown over the first empty cell of `puzzle`. */
function hoverText(provider: CellHoverProvider, doc: FakeDocument, puzzle: ScannedPuzzle): string {
  const cell = puzzle.cells.indexOf(0);
  const hover = provider.provideHover(asDocument(doc), doc.positionAt(puzzle.offsets[cell]) as unknown as vscode.Position) as unknown as Hover | undefined;
  assert.ok(hover !== undefined, 'a cell of a puzzle hovers');
  return (hover.contents[0] as MarkdownString).value;
}

/** The state line of a hover: its first paragraph after the cell's name, box and puzzle. */
function stateLine(markdown: string): string {
  const head = markdown.split('\n\n')[0];
  return head.split(' · ').slice(3).join(' · ');
}

/** A model and a hover provider on a document of these puzzle lines, once the background check has every puzzle. */
async function checked(name: string, lines: readonly string[]): Promise<{ model: PuzzleModel; doc: FakeDocument; provider: CellHoverProvider; puzzles: readonly ScannedPuzzle[] }> {
  const model = new PuzzleModel(() => ({ maxPuzzles: 10_000, budget: 200_000 }));
  const doc = new FakeDocument(name, lines.join('\n'));
  model.ensureChecked(asDocument(doc));
  const puzzles = model.scan(asDocument(doc)).puzzles;
  await until(() => puzzles.every((p) => model.cached(p) !== undefined));
  return { model, doc, provider: new CellHoverProvider(model, CONFIG), puzzles };
}

describe('the cell hover never rates a puzzle itself', () => {
  it('before the rating lands it says "rating…" as the lens does, asks the model for it, and shows it once landed', async () => {
    const { model, doc, provider, puzzles } = await checked('hover.sudoku', PUZZLES.slice(0, 3));
    const p = puzzles[1];
    assert.ok(model.wantsRating(p), 'a unique puzzle with empty cells is worth rating');
    assert.equal(model.ratingOf(p), undefined, 'nothing has rated it yet');

    const before = hoverText(provider, doc, p);
    assert.equal(model.ratingCount, 0, 'the hover rated nothing on the spot');
    assert.equal(model.isRatingPending(asDocument(doc), p), true, 'the hover asked the background rating for the puzzle');
    assert.equal(model.ratingWords(asDocument(doc), p), 'rating…');
    assert.match(stateLine(before), /^unique solution · \d+ givens · rating…$/);
    assert.ok(!before.includes('Logical candidates'), 'no logical candidates before the rating');

    await until(() => model.ratingOf(p) !== undefined);
    assert.equal(model.ratingCount, 1, 'the background rated the puzzle once');
    const after = hoverText(provider, doc, p);
    assert.equal(model.ratingCount, 1, 'a second hover rates nothing again');
    const words = model.ratingWords(asDocument(doc), p);
    assert.ok(words !== undefined && words.startsWith('SE '), `the rating's words: ${words}`);
    assert.ok(stateLine(after).endsWith(` · ${words}`), `the hover says the lens's words: ${stateLine(after)}`);
    assert.match(after, /\n\nLogical candidates: /);
    model.dispose();
  });

  it('while the lens\'s background rating runs, each hover says the lens\'s words of that moment and rates nothing', async () => {
    const { model, doc, provider, puzzles } = await checked('lens.sudoku', PUZZLES.slice(3, 40));
    model.ensureRated(asDocument(doc), puzzles);
    const hoverAll = (): void => {
      for (const p of puzzles) {
        const rated = model.ratingCount;
        const line = stateLine(hoverText(provider, doc, p));
        assert.equal(model.ratingCount, rated, `the hover on puzzle ${p.index} rated nothing`);
        assert.ok(line.endsWith(` · ${model.ratingWords(asDocument(doc), p)}`), `puzzle ${p.index}: ${line}`);
      }
    };
    hoverAll();
    await until(() => puzzles.every((p) => model.ratingOf(p) !== undefined));
    assert.equal(model.ratingCount, new Set(puzzles.map((p) => p.cells.join(''))).size, 'each puzzle rated once, by the background');
    hoverAll();
    model.dispose();
  });
});
