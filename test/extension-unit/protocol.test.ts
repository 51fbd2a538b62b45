// The board's message protocol: every field of every message from the webview is checked, and saved
// state is accepted only when it is exactly a BoardState.

import * as assert from 'node:assert/strict';
import { parseBoardState, parseFromWebview } from '../../src/shared/protocol';

describe('board protocol: parseFromWebview', () => {
  it('accepts each well-formed message and returns it field for field', () => {
    const good = [
      { type: 'ready' },
      { type: 'solve', version: 3 },
      { type: 'nextStep', version: 0 },
      { type: 'applyStep', version: 12, cell: 80, digit: 9 },
      { type: 'applyStep', version: 1, cell: 0, digit: 1 },
      { type: 'revealCell', version: 5, cell: 40 },
    ];
    for (const message of good) assert.deepEqual(parseFromWebview(message), message);
  });

  it('returns a fresh object, not the one it was given', () => {
    const message = { type: 'solve', version: 2 };
    const parsed = parseFromWebview(message);
    assert.notEqual(parsed, message);
  });

  it('rejects values that are not objects', () => {
    for (const bad of [undefined, null, 0, 'ready', true, [], [{ type: 'ready' }]]) {
      assert.equal(parseFromWebview(bad), undefined, JSON.stringify(bad));
    }
  });

  it('rejects unknown or missing types', () => {
    for (const bad of [{}, { type: 'Ready' }, { type: 'delete', version: 1 }, { type: 7 }, { version: 1 }]) {
      assert.equal(parseFromWebview(bad), undefined, JSON.stringify(bad));
    }
  });

  it('rejects missing, extra and ill-typed fields', () => {
    const bad: unknown[] = [
      { type: 'ready', extra: 1 },
      { type: 'solve' },
      { type: 'solve', version: '3' },
      { type: 'solve', version: 3, uri: 'file:///etc/passwd' },
      { type: 'nextStep', version: null },
      { type: 'applyStep', version: 1, cell: 3 },
      { type: 'applyStep', version: 1, digit: 3 },
      { type: 'applyStep', cell: 3, digit: 3 },
      { type: 'applyStep', version: 1, cell: '3', digit: 3 },
      { type: 'applyStep', version: 1, cell: 3, digit: '3' },
      { type: 'revealCell', version: 1 },
      { type: 'revealCell', version: 1, cell: 3, digit: 4 },
    ];
    for (const message of bad) assert.equal(parseFromWebview(message), undefined, JSON.stringify(message));
  });

  it('rejects numbers out of range or not integers', () => {
    const bad: unknown[] = [
      { type: 'solve', version: -1 },
      { type: 'solve', version: 1.5 },
      { type: 'solve', version: Number.NaN },
      { type: 'solve', version: Number.POSITIVE_INFINITY },
      { type: 'solve', version: 2 ** 60 },
      { type: 'applyStep', version: 1, cell: 81, digit: 5 },
      { type: 'applyStep', version: 1, cell: -1, digit: 5 },
      { type: 'applyStep', version: 1, cell: 2.5, digit: 5 },
      { type: 'applyStep', version: 1, cell: 4, digit: 0 },
      { type: 'applyStep', version: 1, cell: 4, digit: 10 },
      { type: 'revealCell', version: 1, cell: 100 },
    ];
    for (const message of bad) assert.equal(parseFromWebview(message), undefined, JSON.stringify(message));
  });

  it('ignores inherited properties: only own fields count', () => {
    const proto = { version: 4 };
    const message = Object.assign(Object.create(proto) as object, { type: 'solve' });
    assert.equal(parseFromWebview(message), undefined);
  });
});

describe('board protocol: parseBoardState', () => {
  it('accepts a saved document and puzzle, with or without the toggles', () => {
    const plain = { documentUri: 'file:///home/a/puzzles.sudoku', puzzleIndex: 3 };
    assert.deepEqual(parseBoardState(plain), plain);
    const full = { documentUri: 'untitled:Untitled-1', puzzleIndex: 0, showCandidates: true, showSolution: false };
    assert.deepEqual(parseBoardState(full), full);
  });

  it('rejects state that is not exactly a BoardState', () => {
    const bad: unknown[] = [
      undefined,
      null,
      'file:///a.sudoku',
      {},
      { documentUri: 'file:///a.sudoku' },
      { puzzleIndex: 1 },
      { documentUri: '', puzzleIndex: 0 },
      { documentUri: 'no scheme here', puzzleIndex: 0 },
      { documentUri: 42, puzzleIndex: 0 },
      { documentUri: 'file:///a.sudoku', puzzleIndex: -1 },
      { documentUri: 'file:///a.sudoku', puzzleIndex: 0.5 },
      { documentUri: 'file:///a.sudoku', puzzleIndex: '1' },
      { documentUri: 'file:///a.sudoku', puzzleIndex: 1, showCandidates: 'yes' },
      { documentUri: 'file:///a.sudoku', puzzleIndex: 1, showSolution: 1 },
      { documentUri: 'file:///a.sudoku', puzzleIndex: 1, theme: 'dark' },
      { documentUri: `file:///${'a'.repeat(9000)}`, puzzleIndex: 1 },
    ];
    for (const state of bad) assert.equal(parseBoardState(state), undefined, JSON.stringify(state)?.slice(0, 80));
  });
});
