// Results cached by the 81 cells: an unchanged puzzle is never solved twice, whatever object or offsets it comes with.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AnalysisCache, BoundedMap, gridKey } from '../../src/extension/cache';
import { scan } from '../../src/text/index';
import { rescan } from '../../src/text/rescan';
import { fixturesDir } from '../helpers/data';

const read = (name: string): string[] => fs.readFileSync(path.join(fixturesDir, name), 'utf8').split('\n').filter((l) => l.length === 81);
const PUZZLES = read('sudoku-exchange-200.txt');
const SOLUTIONS = read('sudoku-exchange-200.solutions.txt');

describe('analysis cache', () => {
  it('solves each distinct puzzle once, across scans and layouts, with the known answers', () => {
    const cache = new AnalysisCache();
    const text = PUZZLES.slice(0, 20).join('\n');
    for (const p of scan(text).puzzles) {
      const r = cache.analyze(p);
      assert.equal(r.kind, 'solved');
      if (r.kind === 'solved') assert.equal(Array.from(r.solution).join(''), SOLUTIONS[p.index]);
    }
    assert.equal(cache.searches, 20);
    // The same puzzles again: a fresh scan, shifted by a comment, one written with 0 for empty.
    const again = `# moved\n${PUZZLES.slice(0, 19).join('\n')}\n${PUZZLES[19].replace(/\./g, '0')}`;
    for (const p of scan(again).puzzles) assert.equal(cache.cached(p)?.kind, 'solved');
    for (const p of scan(again).puzzles) cache.analyze(p);
    assert.equal(cache.searches, 20, 'no puzzle was searched twice');
  });

  it('keeps the key of a puzzle reused by an incremental rescan', () => {
    const cache = new AnalysisCache();
    const text = PUZZLES.join('\n');
    const before = scan(text, { mode: 'sudoku' });
    for (const p of before.puzzles) cache.analyze(p);
    const edited = `# note\n${text}`;
    const after = rescan(text, before, edited, { mode: 'sudoku' });
    for (const p of after.puzzles) assert.ok(cache.has(p), `puzzle ${p.index} still cached`);
    assert.equal(cache.searches, 200);
  });

  it('redoes a search that ran out of a smaller budget, and keeps conflicts apart from results', () => {
    const cache = new AnalysisCache();
    const p = scan(PUZZLES[0]).puzzles[0];
    assert.equal(cache.analyze(p, 3).kind, 'stopped');
    assert.equal(cache.has(p, 3), true);
    assert.equal(cache.has(p), false, 'the default budget is larger than 3');
    assert.equal(cache.analyze(p).kind, 'solved');
    assert.equal(cache.searches, 2);
    const clash = scan(`55${'.'.repeat(79)}`).puzzles[0];
    assert.deepEqual(cache.conflicts(clash).map((c) => [c.a, c.b, c.digit]), [[0, 1, 5], [0, 1, 5]]);
    assert.equal(cache.cached(clash), undefined, 'conflicts are found without a search');
    assert.equal(cache.facts(clash).conflicts.length, 2);
  });

  it('gives distinct grids distinct keys', () => {
    const keys = new Set(PUZZLES.map((l) => gridKey(scan(l).puzzles[0].cells)));
    assert.equal(keys.size, new Set(PUZZLES).size);
    assert.equal(gridKey(new Uint8Array(81)).length, 81);
  });

  it('forgets the oldest entries beyond its bound', () => {
    const m = new BoundedMap<string, number>(3);
    for (const [i, k] of ['a', 'b', 'c', 'd'].entries()) m.set(k, i);
    assert.equal(m.size, 3);
    assert.equal(m.get('a'), undefined);
    assert.equal(m.get('d'), 3);
  });
});
