// Hover on a cell through the real hover API: its position, and its candidates or its given.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateExtension, closeAll, openFixture, waitFor } from './helpers';

/** The plain text of every hover at a position. */
async function hoverText(uri: vscode.Uri, position: vscode.Position): Promise<string> {
  const hovers = (await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, position)) ?? [];
  return hovers
    .flatMap((h) => h.contents)
    .map((c) => (typeof c === 'string' ? c : c.value))
    .join('\n');
}

/** The digits that fit an empty cell of an 81-character puzzle, worked out here from its row, column and box. */
function candidatesOf(puzzle: string, cell: number): string[] {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  const seen = new Set<string>();
  for (let k = 0; k < 9; k++) {
    seen.add(puzzle[r * 9 + k]);
    seen.add(puzzle[k * 9 + c]);
    seen.add(puzzle[(Math.floor(r / 3) * 3 + Math.floor(k / 3)) * 9 + Math.floor(c / 3) * 3 + (k % 3)]);
  }
  return [...'123456789'].filter((d) => !seen.has(d));
}

describe('hover', () => {
  before(activateExtension);
  after(closeAll);

  it('names an empty cell and lists exactly the digits that fit it', async () => {
    const { document } = await openFixture('one-line.sudoku');
    const puzzle = document.lineAt(0).text;
    const cell = puzzle.indexOf('.');
    const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
    // The hover never rates on the spot: its logical candidates come once the background rating has the puzzle.
    const text = await waitFor(`a hover on ${name} with the logical candidates`, async () => {
      const t = await hoverText(document.uri, new vscode.Position(0, cell));
      return t.includes(name) && t.includes('Logical candidates') ? t : undefined;
    });
    const listed = /Candidates:?\s*([1-9](?:[\s,]+[1-9])*)/i.exec(text.replace(/\*/g, ''));
    assert.ok(listed, `no candidate list in the hover:\n${text}`);
    assert.deepEqual(listed[1].match(/[1-9]/g), candidatesOf(puzzle, cell), `hover:\n${text}`);
    // Then the logical candidates: the same digits, those the logical steps remove struck through.
    const logical = /Logical candidates: ((?:~~[1-9]~~|[1-9])(?: (?:~~[1-9]~~|[1-9]))*)/.exec(text);
    assert.ok(logical, `no logical candidates in the hover:\n${text}`);
    assert.deepEqual(logical[1].match(/[1-9]/g), candidatesOf(puzzle, cell), 'the logical list shows every digit, struck or not');
  });

  it('maps a character of a 9-row grid to its cell: r2c2 holds the given 3', async () => {
    const { document } = await openFixture('grid.sudoku');
    // grid.sudoku: a comment, a blank line, then the grid; its second row is line 3 ("0 3 5 | ...").
    assert.equal(document.lineAt(3).text[2], '3');
    const text = await waitFor('a hover on r2c2', async () => {
      const t = await hoverText(document.uri, new vscode.Position(3, 2));
      return t.includes('r2c2') ? t : undefined;
    });
    assert.match(text, /\b3\b/);
    const separator = await hoverText(document.uri, new vscode.Position(3, 6));
    assert.doesNotMatch(separator, /r\dc\d/, 'no cell hover on the | separator');
  });
});
