// CodeLens above each puzzle, read through the real provider API: Solve, Open Board and the state.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateExtension, closeAll, expected, expectText, openFixture, undoTo, waitFor } from './helpers';

/** The resolved lenses of a document, grouped by the line they sit on. */
async function lensesByLine(uri: vscode.Uri): Promise<Map<number, vscode.CodeLens[]>> {
  const lenses = (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri, 1000)) ?? [];
  const byLine = new Map<number, vscode.CodeLens[]>();
  for (const lens of lenses) {
    const line = lens.range.start.line;
    byLine.set(line, [...(byLine.get(line) ?? []), lens]);
  }
  return byLine;
}

const isSolve = (l: vscode.CodeLens) => l.command?.command === 'sudoku.solvePuzzle';
const isBoard = (l: vscode.CodeLens) => l.command?.command === 'sudoku.openBoard';
const stateOf = (lenses: vscode.CodeLens[]) => lenses.find((l) => !isSolve(l) && !isBoard(l))?.command?.title;

// lenses.sudoku: a comment on line 0, then four puzzles (26 givens each except the last, 27).
const PUZZLES = [
  { line: 1, what: 'a unique 81-cell line', state: /unique/i, givens: 26 },
  { line: 3, what: 'a unique 9-row grid with separators', state: /unique/i, givens: 26 },
  { line: 15, what: 'a line with several solutions', state: /2\+|several|multiple|more than one/i, givens: 26 },
  { line: 17, what: 'a line with a conflict', state: /conflict/i, givens: 27 },
];

describe('CodeLens', () => {
  let document: vscode.TextDocument;

  before(async () => {
    document = (await openFixture('lenses.sudoku')).document;
    await activateExtension();
  });
  after(closeAll);

  it('puts Solve, Open Board and a state lens above each puzzle and nowhere else', async () => {
    const byLine = await waitFor('a state lens on every puzzle with its final title', async () => {
      const m = await lensesByLine(document.uri);
      return PUZZLES.every((p) => p.state.test(stateOf(m.get(p.line) ?? []) ?? '')) ? m : undefined;
    }).catch(async (e: Error) => {
      const m = await lensesByLine(document.uri);
      const seen = [...m].map(([line, ls]) => `line ${line}: ${ls.map((l) => `[${l.command?.title} → ${l.command?.command}]`).join(' ')}`);
      throw new Error(`${e.message}\nlenses seen:\n${seen.join('\n') || '(none)'}`);
    });
    assert.deepEqual([...byLine.keys()].sort((a, b) => a - b), PUZZLES.map((p) => p.line), 'lenses sit on the first line of each puzzle only');
    for (const p of PUZZLES) {
      const lenses = byLine.get(p.line)!;
      const solve = lenses.filter(isSolve);
      const board = lenses.filter(isBoard);
      assert.equal(solve.length, 1, `${p.what}: one Solve lens`);
      assert.match(solve[0].command!.title, /solve/i, `${p.what}: Solve lens title`);
      assert.equal(board.length, 1, `${p.what}: one Open Board lens`);
      assert.match(board[0].command!.title, /board/i, `${p.what}: Open Board lens title`);
      const state = stateOf(lenses)!;
      assert.match(state, p.state, `${p.what}: state lens "${state}"`);
      if (p.state.source === 'unique') assert.match(state, new RegExp(`\\b${p.givens}\\b`), `${p.what}: state lens "${state}" counts ${p.givens} givens`);
    }
  });

  it("runs the Solve lens's own command to solve its puzzle and nothing else", async () => {
    const before = document.getText();
    const lens = (await lensesByLine(document.uri)).get(3)?.find(isSolve);
    assert.ok(lens?.command, 'no Solve lens on the grid puzzle');
    await vscode.window.showTextDocument(document);
    await vscode.commands.executeCommand(lens.command.command, ...(lens.command.arguments ?? []));
    await expectText(document, before, expected('lenses.grid-solved.sudoku'), 'the grid puzzle');
    // Issue 7, item 12: the lens of a finished puzzle drops Solve and says it is solved.
    const finished = await waitFor('the lens of the solved grid to say solved', async () => {
      const lenses = (await lensesByLine(document.uri)).get(3) ?? [];
      return stateOf(lenses) === 'solved' ? lenses : undefined;
    });
    assert.equal(finished.filter(isSolve).length, 0, 'no Solve lens on a finished puzzle');
    assert.equal(finished.filter(isBoard).length, 1, 'Open Board stays');
    await undoTo(document, before);
  });

  it('finds the LeetCode-style array in a plain text file', async () => {
    const plain = (await openFixture('leetcode.txt')).document;
    const byLine = await waitFor('lenses on leetcode.txt', async () => {
      const m = await lensesByLine(plain.uri);
      return m.size > 0 ? m : undefined;
    });
    const all = [...byLine.values()].flat();
    assert.equal(all.filter(isSolve).length, 1, 'one Solve lens for the one puzzle');
    assert.equal(all.filter(isBoard).length, 1, 'one Open Board lens for the one puzzle');
  });
});
