// `sudoku generate` end to end: the puzzles it prints are unique, minimal and in their band, the same for the same
// seed with any --jobs, in the layout asked for; impossible requests end with a clear message and exit 1.

import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { countPuzzle, countSolutions, formatGrid, formatRating, rate, roundRating, techniqueName } from '../../src/core/index';
import { isMinimal } from '../../src/core/generate/index';
import { scan } from '../../src/text/index';
import { repoRoot } from '../helpers/data';
import { runInterrupted } from '../helpers/interrupt';

const CLI = path.join(repoRoot, 'out', 'src', 'cli', 'main.js');

function sudoku(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 120_000 });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Exactly one solution by dancing links (the generator digs with another engine). */
function unique(cells: Uint8Array): boolean {
  const c = countSolutions(cells, 2, { engine: 'dlx' });
  return c.kind === 'counted' && c.count === 1;
}

describe('sudoku generate', () => {
  it('prints N unique, minimal puzzles of the level asked for, the same with --jobs 1 and 2', () => {
    const one = sudoku(['generate', '-n', '6', '--level', 'medium', '--seed', '42']);
    const two = sudoku(['generate', '-n', '6', '--level', 'medium', '--seed', '42', '--jobs', '2']);
    assert.equal(one.status, 0, one.stderr);
    assert.equal(one.stderr, '');
    assert.deepEqual(two, one);
    const puzzles = scan(one.stdout).puzzles;
    assert.equal(puzzles.length, 6);
    assert.equal(one.stdout.split('\n').length, 7);
    for (const p of puzzles) {
      const where = formatGrid(p.cells);
      assert.ok(unique(p.cells), `not unique: ${where}`);
      assert.ok(isMinimal(p.cells, unique), `not minimal: ${where}`);
      const r = rate(p.cells, { keepSteps: false });
      assert.ok(r.kind === 'rated' && roundRating(r.rating) >= 1.6 && roundRating(r.rating) <= 2.5, `${where} rated ${r.kind === 'rated' ? r.rating : r.kind}`);
    }
    assert.notEqual(sudoku(['generate', '-n', '6', '--level', 'medium', '--seed', '43']).stdout, one.stdout);
  });

  it('writes grids and LeetCode arrays that scan back as such, with symmetric givens when asked', () => {
    for (const format of ['grid', 'leetcode'] as const) {
      const r = sudoku(['generate', '-n', '2', '--seed', '9', '--format', format, '--symmetry', 'rotational']);
      assert.equal(r.status, 0, r.stderr);
      const found = scan(r.stdout).puzzles;
      assert.deepEqual(found.map((p) => p.format), [format, format]);
      for (const p of found) for (let i = 0; i < 81; i++) assert.equal(p.cells[i] !== 0, p.cells[80 - i] !== 0);
    }
  });

  it('keeps to --givens and --technique', () => {
    const r = sudoku(['generate', '-n', '3', '--seed', '2', '--givens', '26-27', '--technique', 'hidden-pair']);
    assert.equal(r.status, 0, r.stderr);
    for (const p of scan(r.stdout).puzzles) {
      const givens = p.cells.filter((d) => d !== 0).length;
      assert.ok(givens >= 26 && givens <= 27, String(givens));
      const rated = rate(p.cells, { keepSteps: false });
      assert.ok(rated.kind === 'rated' && rated.hardest?.technique === 'hidden-pair', formatGrid(p.cells));
    }
  });

  it('ends an impossible request with a clear message and exit 1, and a bad option with exit 2', () => {
    const few = sudoku(['generate', '--givens', '10-12']);
    assert.deepEqual(few, { status: 1, stdout: '', stderr: 'sudoku: no classic puzzle with 10-12 givens has one solution: a unique puzzle needs 17 to 80 givens\n' });
    const off = sudoku(['generate', '--rating', '11-12', '--attempts', '5', '--seed', '1']);
    assert.equal(off.status, 1);
    assert.equal(off.stdout, '');
    assert.equal(off.stderr, 'sudoku: made 0 of 1 puzzle: puzzle 1 met no rating 11.0-12.0 in 5 attempts (--attempts raises the limit)\n');
    assert.equal(sudoku(['generate', '--level', 'brutal']).status, 2);
    assert.match(sudoku(['generate', '--technique', 'x-ray-wing']).stderr, /unknown technique 'x-ray-wing'/);
    // An X-Wing is rated 3.2: said at once, without an attempt.
    assert.deepEqual(sudoku(['generate', '--technique', 'x-wing', '--level', 'extreme']), {
      status: 1,
      stdout: '',
      stderr: 'sudoku: a step named x-wing is rated 3.2, so no puzzle rated 6.1-9.0 has it as its hardest step\n',
    });
    assert.match(sudoku(['generate', '--help']).stdout, /--level NAME +easy \(1\.0-1\.5\), medium \(1\.6-2\.5\), hard \(2\.6-4\.0\), expert \(4\.1-6\.0\), extreme \(6\.1-9\.0\)/);
  });

  it('keeps the puzzles made before a band it cannot meet', () => {
    // Seed 3 makes 25-given puzzles often and 29-given ones rarely: the first few land, then one runs out.
    const r = sudoku(['generate', '-n', '50', '--givens', '28-29', '--attempts', '3', '--seed', '3']);
    assert.equal(r.status, 1);
    const made = scan(r.stdout).puzzles.length;
    assert.match(r.stderr, new RegExp(`^sudoku: made ${made} of 50 puzzles: puzzle ${made + 1} met no 28-29 givens in 3 attempts`));
  });

  for (const jobs of ['1', '2']) {
    it(`ends cleanly on Ctrl-C, keeping the puzzles printed, with status 130 (--jobs ${jobs})`, async () => {
      const args = ['generate', '-n', '100000', '--level', 'easy', '--seed', '5', '--jobs', jobs];
      const { status, stdout, stderr } = await runInterrupted(CLI, args);
      assert.equal(status, 130, stderr);
      const rows = stdout.split('\n');
      assert.equal(rows.pop(), '', 'whole lines only');
      assert.ok(rows.length > 0 && rows.length < 100000, `stopped early: ${rows.length} puzzles`);
      assert.equal(stderr, `sudoku: interrupted after ${rows.length.toLocaleString('en-US')} of 100,000 puzzles\n`);
      // What was printed is what the same seed prints when it runs to that count.
      assert.equal(sudoku(['generate', '-n', String(rows.length), '--level', 'easy', '--seed', '5']).stdout, stdout);
    });
  }

  it('--killer prints killer lines that scan back as killers with one solution, the same with --jobs 2', () => {
    const one = sudoku(['generate', '--killer', '-n', '2', '--seed', '21', '--level', 'medium']);
    assert.equal(one.status, 0, one.stderr);
    assert.deepEqual(sudoku(['generate', '--killer', '-n', '2', '--seed', '21', '--level', 'medium', '--jobs', '2']), one);
    const found = scan(one.stdout).puzzles;
    assert.deepEqual(found.map((p) => p.format), ['killer-line', 'killer-line']);
    for (const p of found) {
      assert.equal(p.cells.filter((d) => d !== 0).length, 0);
      const c = countPuzzle({ cells: p.cells, rules: p.rules }, 2, { engine: 'dlx', budget: 50_000_000 });
      assert.ok(c.kind === 'counted' && c.count === 1, one.stdout);
    }
    assert.match(sudoku(['generate', '--killer', '--rating', '2-3']).stderr, /--rating is on the SE scale, which rates classic puzzles; use --level with --killer/);
    assert.equal(sudoku(['generate', '--killer', '--givens', '20-30']).status, 2);
  });

  it('--format link writes SudokuPad links, one a line, that scan back as the same puzzles (classic and killer)', () => {
    const cases: [string[], string][] = [
      [['-n', '2', '--seed', '9', '--level', 'hard'], 'classic'],
      [['--killer', '-n', '2', '--seed', '21', '--level', 'medium'], 'killer'],
    ];
    for (const [args, variant] of cases) {
      const lines = sudoku(['generate', ...args]);
      const links = sudoku(['generate', ...args, '--format', 'link']);
      assert.equal(links.status, 0, links.stderr);
      const rows = links.stdout.trimEnd().split('\n');
      assert.equal(rows.length, 2);
      for (const row of rows) assert.match(row, /^https:\/\/sudokupad\.app\/fpuzzles[A-Za-z0-9+/=]+$/);
      const fromLinks = scan(links.stdout).puzzles;
      const fromLines = scan(lines.stdout).puzzles;
      assert.deepEqual(fromLinks.map((p) => [p.format, p.rules.variant]), [['link', variant], ['link', variant]]);
      assert.deepEqual(fromLinks.map((p) => [Array.from(p.cells), p.rules]), fromLines.map((p) => [Array.from(p.cells), p.rules]), variant);
    }
    assert.match(sudoku(['generate', '--killer', '--format', 'grid']).stderr, /killer puzzles are written as killer lines or links: --format takes line or link with --killer/);
  });
  it('--rated follows each puzzle with the rating and technique sudoku rate gives, as a comment the scanner skips', () => {
    // A band (rated while generating), the easy path, and no band at all (rated for --rated alone).
    const requests = [['--level', 'expert'], ['--level', 'easy'], []];
    for (const request of requests) {
      for (const format of ['line', 'grid', 'leetcode', 'link']) {
        const args = ['generate', '-n', '3', '--seed', '17', '--format', format, ...request];
        const plain = sudoku(args);
        const rated = sudoku([...args, '--rated']);
        assert.equal(rated.status, 0, rated.stderr);
        const puzzles = scan(rated.stdout).puzzles;
        assert.deepEqual(puzzles.map((p) => Array.from(p.cells)), scan(plain.stdout).puzzles.map((p) => Array.from(p.cells)), `${format} ${request}`);
        const notes = [...rated.stdout.matchAll(/# (\d+\.\d) (.+)$/gm)].map((m) => `${m[1]} ${m[2]}`);
        const expected = puzzles.map((p) => {
          const r = rate(p.cells, { keepSteps: false });
          assert.ok(r.kind === 'rated' && r.hardest);
          return `${formatRating(r.rating)} ${techniqueName(r.hardest)}`;
        });
        assert.deepEqual(notes, expected, `${format} ${request}`);
        // On the puzzle's line after a line or a link, on a line of its own above a grid or an array.
        const first = rated.stdout.split('\n')[0];
        assert.equal(first.startsWith('# '), format === 'grid' || format === 'leetcode', first);
      }
    }
  });

  it('--rated --killer follows each killer with the guesses its search needs, and the killer still scans', () => {
    const args = ['generate', '--killer', '-n', '2', '--seed', '21', '--level', 'medium'];
    const rated = sudoku([...args, '--rated']);
    assert.equal(rated.status, 0, rated.stderr);
    const puzzles = scan(rated.stdout).puzzles;
    assert.deepEqual(puzzles.map((p) => [Array.from(p.cells), p.rules]), scan(sudoku(args).stdout).puzzles.map((p) => [Array.from(p.cells), p.rules]));
    const guesses = [...rated.stdout.matchAll(/ # (\d+) guess(es)?$/gm)].map((m) => Number(m[1]));
    assert.equal(guesses.length, 2, rated.stdout);
    puzzles.forEach((p, i) => {
      const c = countPuzzle({ cells: p.cells, rules: p.rules }, 2);
      assert.ok(c.kind === 'counted' && c.count === 1);
      assert.equal(c.stats.guesses, guesses[i]);
      assert.ok(guesses[i] >= 1 && guesses[i] <= 10, `medium is 1-10 guesses, got ${guesses[i]}`);
    });
  });
});
