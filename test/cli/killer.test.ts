// The CLI on killer puzzles: each solved under its cages (never as a classic puzzle), in its own layout, and
// several solutions reported as such, with --jobs on worker threads too.

import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fixturesDir, repoRoot, sharedDataDir } from '../helpers/data';

const CLI = path.join(repoRoot, 'out', 'src', 'cli', 'main.js');

function sudoku(args: string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8', timeout: 120_000 });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const LINES = fs.readFileSync(path.join(fixturesDir, 'text', 'killer-lines.txt'), 'utf8').split('\n').filter((l) => l !== '');
const SOLUTIONS = fs.readFileSync(path.join(fixturesDir, 'text', 'killer-lines.solutions.txt'), 'utf8').split('\n').filter((l) => l !== '');

describe('sudoku solve: killer puzzles', () => {
  for (const jobs of ['1', '2']) {
    it(`writes each killer line's solution into its first field, cages and sums kept (--jobs ${jobs})`, () => {
      const r = sudoku(['solve', '--jobs', jobs], LINES.join('\n') + '\n');
      assert.equal(r.stderr, '');
      assert.equal(r.status, 0);
      const out = r.stdout.split('\n').filter((l) => l !== '');
      assert.equal(out.length, LINES.length);
      out.forEach((line, i) => {
        const [cells, letters, sums] = line.split(' ');
        assert.equal(cells, SOLUTIONS[i], `line ${i + 1}`);
        assert.equal(`${letters} ${sums}`, LINES[i].split(' ').slice(1).join(' '));
      });
    });
  }

  it('--engine: wasm (the default), fast and dlx solve killers alike; backtrack means the default there, with the same work as fast', () => {
    // Three lines: the exact cover takes seconds on the others.
    const input = LINES.slice(0, 3).join('\n') + '\n';
    const plain = sudoku(['solve'], input);
    assert.equal(plain.status, 0);
    /** The per-puzzle lines of --stats without their times: "<stdin>:1: solved, 114 placements, 2 guesses". */
    const work = (stderr: string): string[] => stderr.split('\n').filter((l) => l.startsWith('<stdin>:')).map((l) => l.replace(/, [0-9.]+ ms$/, ''));
    const stats: Record<string, string[]> = {};
    for (const engine of ['wasm', 'fast', 'dlx', 'backtrack']) {
      const r = sudoku(['solve', '--stats', '--engine', engine], input);
      assert.equal(r.status, 0, engine);
      assert.equal(r.stdout, plain.stdout, engine);
      stats[engine] = work(r.stderr);
      assert.equal(stats[engine].length, 3, engine);
    }
    // wasm and fast are the same search (test/core/killer-wasm.test.ts): the same placements and guesses per puzzle.
    assert.deepEqual(stats.wasm, stats.fast);
    assert.deepEqual(stats.backtrack, stats.wasm);
    assert.notDeepEqual(stats.dlx, stats.fast);
  });

  it('counts and checks killers under their cages', () => {
    const r = sudoku(['solve', '--count'], LINES.slice(0, 2).join('\n') + '\n');
    assert.deepEqual(r, { status: 0, stdout: '<stdin>:1: 1 solution\n<stdin>:2: 1 solution\n', stderr: '' });
    // Two equal givens in the first cage: its first two cells share a row or column, so that unit and the cage
    // both report them.
    const [cells, letters, sums] = LINES[0].split(' ');
    const [c1, c2] = [...letters].map((l, i) => (l === letters[0] ? i : -1)).filter((i) => i >= 0);
    const bad = cells.split('');
    bad[c1] = '5';
    bad[c2] = '5';
    const check = sudoku(['solve', '--check'], `${bad.join('')} ${letters} ${sums}\n`);
    assert.equal(check.status, 1);
    assert.match(check.stderr, /5 appears twice in (row|column) \d/);
    assert.match(check.stderr, /5 appears twice in one cage \(r1c\d and r\dc\d\)/);
  });

  it('reports a killer with several solutions, and leaves its text as it was', () => {
    const file = path.join(sharedDataDir, 'killer', 'killer-multi-200.txt');
    if (!fs.existsSync(file)) {
      console.log('      (../shared/data/killer is absent: the multi-solution killers are not checked)');
      return;
    }
    const first = fs.readFileSync(file, 'utf8').split('\n').slice(0, 5).join('\n') + '\n';
    const r = sudoku(['solve'], first);
    assert.equal(r.status, 1);
    assert.equal(r.stdout, first);
    assert.deepEqual(r.stderr.trim().split('\n'), [1, 2, 3, 4, 5].map((n) => `<stdin>:${n}: more than one solution`));
  });
});
