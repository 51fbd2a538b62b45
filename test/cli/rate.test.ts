// `sudoku rate` and `sudoku explain` end to end: spawned with arguments and stdin, exact stdout, stderr and exit
// status, the ratings against Sukaku Explainer's, and the JSON steps checked against the engine's solutions.

import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fixturesDir, loadSet, readLines, repoRoot } from '../helpers/data';
import { runInterrupted } from '../helpers/interrupt';

const CLI = path.join(repoRoot, 'out', 'src', 'cli', 'main.js');
const CLI_FIXTURES = path.join(fixturesDir, 'cli');
const EXCHANGE = path.join(fixturesDir, 'sudoku-exchange-200.txt');

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function sudoku(args: string[], input = '', cwd = CLI_FIXTURES): Run {
  const r = spawnSync(process.execPath, [CLI, ...args], { input, cwd, encoding: 'utf8', timeout: 120_000, maxBuffer: 1 << 28 });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

interface StepJson {
  technique: string;
  rating: number;
  placements: [number, number, number][];
  eliminations: [number, number, number][];
  text: string;
}

interface PuzzleJson {
  file?: string;
  line: number;
  rating?: number;
  steps?: StepJson[];
  error?: string;
}

const ROW = /^(\d+)\t(\d+\.\d)\t(.+)$/;

/** The shared SE ratings of the fixture: lines 1-150 are ratings, 151-200 only buckets ("easy", "medium"). */
function seRatings(): (string | undefined)[] {
  return readLines(path.join(fixturesDir, 'sudoku-exchange-200.ratings.txt')).map((l) => (/^\d+\.\d$/.test(l) ? l : undefined));
}

let exchangeRate: Run | undefined;
function rateExchange(): Run {
  exchangeRate ??= sudoku(['rate', EXCHANGE]);
  return exchangeRate;
}

describe('sudoku rate', () => {
  it('rates the 200 Sudoku Exchange puzzles: one line each, in order, equal to SE on all 150 with a shared rating', () => {
    const r = rateExchange();
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stderr, '');
    const rows = r.stdout.split('\n');
    assert.equal(rows.pop(), '', 'the output ends with a newline');
    assert.equal(rows.length, 200);
    const se = seRatings();
    let compared = 0;
    let equal = 0;
    rows.forEach((row, i) => {
      const m = ROW.exec(row);
      assert.ok(m, `line ${i + 1} is LINE<TAB>RATING<TAB>TECHNIQUE: ${JSON.stringify(row)}`);
      assert.equal(Number(m[1]), i + 1, 'LINE is the puzzle line, in input order');
      if (se[i] === undefined) return;
      compared++;
      if (m[2] === se[i]) equal++;
    });
    console.log(`      SE ratings equal on ${equal} of ${compared} (lines 151-200 have only buckets, not compared)`);
    assert.equal(compared, 150);
    assert.equal(equal, 150, 'measured: all 150 shared ratings equal');
  });

  it('gives the same output in input order with --jobs 2 and 3 (the main thread rates beside one or two workers)', () => {
    const one = rateExchange();
    for (const jobs of ['2', '3']) assert.deepEqual(sudoku(['rate', '--jobs', jobs, EXCHANGE]), one, `--jobs ${jobs}`);
  });

  it('reads plain text with prose around the puzzles: a line, a bordered grid and a LeetCode array', () => {
    const expected = fs.readFileSync(path.join(CLI_FIXTURES, 'rate-prose.expected.txt'), 'utf8');
    assert.deepEqual(sudoku(['rate', 'rate-prose.txt']), { status: 0, stdout: expected, stderr: '' });
    // The ratings there are SE's for lines 3, 11 and 40 of the exchange fixture.
    const se = seRatings();
    assert.deepEqual(expected.split('\n').filter(Boolean).map((l) => l.split('\t')[1]), [se[2], se[10], se[39]]);
    // The same text on standard input is plain text too.
    assert.deepEqual(sudoku(['rate'], fs.readFileSync(path.join(CLI_FIXTURES, 'rate-prose.txt'), 'utf8')), {
      status: 0,
      stdout: expected,
      stderr: '',
    });
  });

  it('says why each puzzle is not rated in the words solve uses, rates the others, and exits 1', () => {
    const rated = sudoku(['rate', 'bad.sudoku']);
    const solved = sudoku(['solve', 'bad.sudoku']);
    assert.equal(rated.status, 1);
    assert.equal(rated.stderr, solved.stderr);
    assert.match(rated.stderr, /^bad\.sudoku:4: no solution$/m);
    assert.match(rated.stderr, /^bad\.sudoku:5: more than one solution$/m);
    assert.match(rated.stderr, /^bad\.sudoku:3:2: 9 appears twice in row 1 \(r1c1 and r1c2\)$/m);
    const rows = rated.stdout.split('\n').filter(Boolean).map((l) => l.split('\t')[0]);
    assert.deepEqual(rows, ['2', '7']);
  });

  it('names every file with several files, and exits 2 when one cannot be read', () => {
    const r = sudoku(['rate', 'rate-prose.txt', 'missing.txt', 'rate-prose.txt']);
    assert.equal(r.status, 2);
    assert.equal(r.stderr, 'sudoku: cannot read missing.txt: no such file or directory\n');
    const one = fs.readFileSync(path.join(CLI_FIXTURES, 'rate-prose.expected.txt'), 'utf8');
    const named = one.replace(/^/gm, 'rate-prose.txt\t').replace(/rate-prose\.txt\t$/, '');
    assert.equal(r.stdout, named + named);
  });

  it('says plainly that a killer is not rated, and counts it as not rated', () => {
    const killer = readLines(path.join(fixturesDir, 'text', 'killer-lines.txt'))[0];
    const classic = readLines(EXCHANGE)[0];
    const r = sudoku(['rate'], `${classic}\n${killer}\n`);
    assert.equal(r.status, 1);
    assert.equal(r.stderr, '<stdin>:2: ratings use classic techniques, so they are not available for killer puzzles yet\n');
    assert.equal(r.stdout, rateExchange().stdout.split('\n')[0] + '\n');
  });

  it('exits 1 when a file holds no puzzle, and 2 on a usage error', () => {
    assert.deepEqual(sudoku(['rate'], 'just some prose\n'), { status: 1, stdout: '', stderr: '<stdin>: no puzzle found\n' });
    const json = sudoku(['rate', '--json']);
    assert.equal(json.status, 2);
    assert.match(json.stderr, /^sudoku: --json is an option of explain, not of rate\n/);
    assert.equal(sudoku(['rate', '--jobs', '0']).status, 2);
    assert.equal(sudoku(['rate', '--timeout', 'x']).status, 2);
    assert.equal(sudoku(['explain', '--frobnicate']).status, 2);
    const help = sudoku(['rate', '--help']);
    assert.equal(help.status, 0);
    assert.match(help.stdout, /sudoku rate \[options\] \[FILE\.\.\.\]/);
  });

  it('reports a search that hits --budget with the flag that continues it', () => {
    const hard = readLines(EXCHANGE)[0];
    const r = sudoku(['rate', '--budget', '1'], `${hard}\n`);
    assert.equal(r.status, 1);
    assert.equal(r.stdout, '');
    assert.equal(r.stderr, '<stdin>:1: stopped after 1 placements; a larger --budget searches on\n');
  });

  for (const jobs of ['1', '2']) {
    it(`ends cleanly on Ctrl-C with what was rated, in order, and status 130 (--jobs ${jobs})`, async () => {
      const many = Array.from({ length: 20 }, () => fs.readFileSync(EXCHANGE, 'utf8')).join('');
      const { status, stdout, stderr } = await runInterrupted(CLI, ['rate', '--jobs', jobs], { input: many, cwd: CLI_FIXTURES });
      assert.equal(status, 130, stderr);
      assert.match(stderr, /^sudoku: interrupted after \d+ of \d+ puzzles rated\n$/);
      const rows = stdout.split('\n');
      assert.equal(rows.pop(), '', 'whole lines only');
      assert.ok(rows.length > 0 && rows.length < 4000, `stopped early: ${rows.length} lines`);
      const all = rateExchange().stdout.split('\n');
      rows.forEach((row, i) => {
        const [line, ...rest] = row.split('\t');
        assert.equal(Number(line), i + 1);
        assert.equal(rest.join('\t'), all[i % 200].split('\t').slice(1).join('\t'));
      });
    });
  }
});

/** The engine's solution of each exchange puzzle (the fixture's verified solutions). */
function solutions(): string[] {
  return loadSet(fixturesDir, 'sudoku-exchange-200').solutions!;
}

describe('sudoku explain', () => {
  let json: Run | undefined;
  const explainJson = (): Run => (json ??= sudoku(['explain', '--json', EXCHANGE]));

  it('--json: one object per puzzle per line, its rating that of rate, placements the solution, no elimination of it', () => {
    const r = explainJson();
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stderr, '');
    const lines = r.stdout.split('\n');
    assert.equal(lines.pop(), '');
    assert.equal(lines.length, 200);
    const rated = rateExchange().stdout.split('\n');
    const sols = solutions();
    const puzzles = readLines(EXCHANGE);
    lines.forEach((text, i) => {
      const p = JSON.parse(text) as PuzzleJson;
      assert.deepEqual(Object.keys(p), ['line', 'rating', 'steps']);
      assert.equal(p.line, i + 1);
      const [, rating, technique] = rated[i].split('\t');
      assert.equal(p.rating!.toFixed(1), rating);
      const steps = p.steps!;
      assert.equal(Math.max(...steps.map((s) => s.rating)), p.rating, 'the rating is the hardest step');
      assert.equal(steps.find((s) => s.rating === p.rating)!.technique, technique, 'the first hardest step names it');
      const grid = puzzles[i].split('').map((c) => (c === '.' || c === '0' ? 0 : Number(c)));
      for (const s of steps) {
        assert.deepEqual(Object.keys(s), ['technique', 'rating', 'placements', 'eliminations', 'text']);
        assert.ok(s.text.length > 0);
        assert.ok(s.placements.length + s.eliminations.length > 0, 'every step does something');
        for (const [row, col, d] of s.placements) {
          const cell = (row - 1) * 9 + (col - 1);
          assert.equal(d, Number(sols[i][cell]), `line ${i + 1}: ${s.text} places the solution's digit`);
          grid[cell] = d;
        }
        for (const [row, col, d] of s.eliminations) {
          assert.ok(row >= 1 && row <= 9 && col >= 1 && col <= 9 && d >= 1 && d <= 9);
          assert.notEqual(d, Number(sols[i][(row - 1) * 9 + (col - 1)]), `line ${i + 1}: ${s.text} keeps the solution's digit`);
        }
      }
      assert.equal(grid.join(''), sols[i], 'the steps alone solve the puzzle');
    });
  });

  it('--json is written exactly in the documented layout', () => {
    const first = explainJson().stdout.split('\n')[0];
    assert.match(first, /^\{"line": 1, "rating": 3\.4, "steps": \[\{"technique": "[^"]+", "rating": \d+\.\d, "placements": \[(\[\d, \d, \d\](, )?)*\], "eliminations": \[/);
    // Every rating keeps its one decimal, also a whole one.
    for (const m of explainJson().stdout.matchAll(/"rating": ([^,}]+)/g)) assert.match(m[1], /^\d+\.\d$/);
  });

  it('text: a heading per puzzle with its line and rating, then the numbered sentences of the JSON steps', () => {
    const text = sudoku(['explain', 'rate-prose.txt']);
    const data = sudoku(['explain', '--json', 'rate-prose.txt']);
    assert.equal(text.status, 0);
    assert.equal(data.status, 0);
    const expected = data.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        const p = JSON.parse(l) as PuzzleJson;
        const steps = p.steps!;
        const hardest = steps.find((s) => s.rating === p.rating)!.technique;
        const width = String(steps.length).length;
        const body = steps.map((s, i) => `  ${String(i + 1).padStart(width)}. [${s.rating.toFixed(1)}] ${s.text}\n`).join('');
        return `Line ${p.line}: SE ${p.rating!.toFixed(1)}, hardest ${hardest}, ${steps.length} steps\n${body}\n`;
      })
      .join('');
    assert.equal(text.stdout, expected);
    // The headings agree with rate.
    const headings = text.stdout.split('\n').filter((l) => l.startsWith('Line '));
    const rows = fs.readFileSync(path.join(CLI_FIXTURES, 'rate-prose.expected.txt'), 'utf8').split('\n').filter(Boolean);
    assert.equal(headings.length, rows.length);
    rows.forEach((row, i) => {
      const [line, rating, technique] = row.split('\t');
      assert.ok(headings[i].startsWith(`Line ${line}: SE ${rating}, hardest ${technique}, `), headings[i]);
    });
  });

  it('--json: a puzzle that is not rated is an error object, said on stderr too', () => {
    const r = sudoku(['explain', '--json', 'bad.sudoku']);
    assert.equal(r.status, 1);
    assert.equal(r.stderr, sudoku(['solve', 'bad.sudoku']).stderr);
    const objects = r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as PuzzleJson);
    assert.deepEqual(
      objects.map((o) => [o.line, o.error ?? o.rating]),
      [
        [2, 1.2],
        [3, 'conflicting givens'],
        [4, 'no solution'],
        [5, 'more than one solution'],
        [7, objects[4].rating],
      ],
    );
    assert.equal(typeof objects[4].rating, 'number');
  });
});
