// The `sudoku` command end to end: spawned with arguments and stdin, exact stdout, stderr and exit status.

import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { scan } from '../../src/text';
import { fixturesDir, loadSet, repoRoot } from '../helpers/data';

const CLI = path.join(repoRoot, 'out', 'src', 'cli', 'main.js');
const CLI_FIXTURES = path.join(fixturesDir, 'cli');

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI with `args`, optional stdin, in the CLI fixtures folder (so messages name files as given). */
function sudoku(args: string[], input = '', cwd = CLI_FIXTURES): Run {
  const r = spawnSync(process.execPath, [CLI, ...args], { input, cwd, encoding: 'utf8', timeout: 60_000 });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function fixture(name: string): string {
  return fs.readFileSync(path.join(CLI_FIXTURES, name), 'utf8');
}

const BATCH_IN = [
  '2',
  '902006053180000020000970008700104300006000500008203007800037000030000071270600904',
  '000000230037000090050940700000500049020080070540007000009052080070000460082000000',
  '',
].join('\n');
const BATCH_OUT = [
  '942816753187345629563972418729154386316798542458263197891437265634529871275681934',
  '894175236137268594256943718763521849921384675548697123619452387375819462482736951',
  '',
].join('\n');

describe('sudoku solve', () => {
  it('solves the judge batch example verbatim', () => {
    assert.deepEqual(sudoku(['solve'], BATCH_IN), { status: 0, stdout: BATCH_OUT, stderr: '' });
  });

  it('reads standard input for - and the same from a file', () => {
    assert.deepEqual(sudoku(['solve', '-'], BATCH_IN), { status: 0, stdout: BATCH_OUT, stderr: '' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-cli-'));
    try {
      fs.writeFileSync(path.join(dir, 'batch.txt'), BATCH_IN);
      assert.deepEqual(sudoku(['solve', 'batch.txt'], '', dir), { status: 0, stdout: BATCH_OUT, stderr: '' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints a batch puzzle with no empty cell unchanged', () => {
    const full = BATCH_OUT.split('\n')[1];
    assert.deepEqual(sudoku(['solve'], `1\n${full}\n`), { status: 0, stdout: `${full}\n`, stderr: '' });
  });

  it('solves a batch file longer than one read segment, and checks its count over the whole file', () => {
    const exchange = loadSet(fixturesDir, 'sudoku-exchange-200');
    const body = Array.from({ length: 5 }, () => exchange.puzzles.map((p) => p.replace(/\./g, '0')).join('\n')).join('\n') + '\n';
    const solved = Array.from({ length: 5 }, () => exchange.solutions!.join('\n')).join('\n') + '\n';
    assert.ok(body.length > 1 << 16, 'the batch spans several 64K segments');
    assert.deepEqual(sudoku(['solve'], `1000\n${body}`), { status: 0, stdout: solved, stderr: '' });
    const wrong = `1001\n${body}`;
    const problem = scan(wrong, { mode: 'sudoku' }).problems.find((p) => p.code === 'batch-count')!;
    assert.deepEqual(sudoku(['solve'], wrong), { status: 1, stdout: solved, stderr: `<stdin>:1:1: ${problem.message}\n` });
  });

  it('keeps blank lines, comments and indentation in place, for . and 0 empties and a full board', () => {
    assert.deepEqual(sudoku(['solve', 'lines.txt']), { status: 0, stdout: fixture('lines.expected.txt'), stderr: '' });
  });

  it('keeps CRLF line endings', () => {
    const crlf = fixture('lines.txt').replace(/\n/g, '\r\n');
    const r = sudoku(['solve'], crlf);
    assert.deepEqual(r, { status: 0, stdout: fixture('lines.expected.txt').replace(/\n/g, '\r\n'), stderr: '' });
  });

  it('solves 9-row grids with separators in their own layout', () => {
    assert.deepEqual(sudoku(['solve', 'grid.sudoku']), { status: 0, stdout: fixture('grid.expected.sudoku'), stderr: '' });
  });

  it('solves LeetCode arrays (strings and 2-D) in their own layout', () => {
    assert.deepEqual(sudoku(['solve', 'leetcode.txt']), { status: 0, stdout: fixture('leetcode.expected.txt'), stderr: '' });
  });

  it('solves several files in order into one output', () => {
    const r = sudoku(['solve', 'grid.sudoku', 'leetcode.txt']);
    assert.deepEqual(r, { status: 0, stdout: fixture('grid.expected.sudoku') + fixture('leetcode.expected.txt'), stderr: '' });
  });

  it('reports each bad puzzle by line and cell, leaves its text unchanged and solves the others', () => {
    const text = fixture('bad.sudoku');
    const lines = text.split('\n');
    const expectedOut = [lines[0], BATCH_OUT.split('\n')[0], lines[2], lines[3], lines[4], lines[5], BATCH_OUT.split('\n')[1], ''].join('\n');
    const problem = scan(text, { mode: 'sudoku' }).problems;
    assert.equal(problem.length, 1, 'the fixture has one malformed line');
    assert.equal(problem[0].line, 5);
    const r = sudoku(['solve', 'bad.sudoku']);
    assert.equal(r.stdout, expectedOut);
    assert.equal(
      r.stderr,
      [
        'bad.sudoku:3:2: 9 appears twice in row 1 (r1c1 and r1c2)',
        'bad.sudoku:3:2: 9 appears twice in box 1 (r1c1 and r1c2)',
        'bad.sudoku:4: no solution',
        'bad.sudoku:5: more than one solution',
        `bad.sudoku:6:${problem[0].column + 1}: ${problem[0].message}`,
        '',
      ].join('\n'),
    );
    assert.equal(r.status, 1);
  });

  it('names a conflict at the later cell in a grid', () => {
    const lines = fixture('grid.sudoku').split('\n\n')[0].split('\n');
    // Row 5 is line 7 of the grid text: "| . 3 . | . . . | . 4 . |"; a second 3 goes into r5c5 (character 13).
    assert.equal(lines[6], '| . 3 . | . . . | . 4 . |');
    lines[6] = '| . 3 . | . 3 . | . 4 . |';
    const text = lines.join('\n') + '\n';
    assert.deepEqual(sudoku(['solve'], text), { status: 1, stdout: text, stderr: '<stdin>:7:13: 3 appears twice in row 5 (r5c2 and r5c5)\n' });
  });

  it('stops a puzzle at the --budget, says so and names the flag that searches on', () => {
    const puzzle = BATCH_IN.split('\n')[2];
    const r = sudoku(['solve', '--budget', '10'], `${puzzle}\n`);
    assert.deepEqual(r, {
      status: 1, stdout: `${puzzle}\n`, stderr: '<stdin>:1: stopped after 10 placements; a larger --budget searches on\n',
    });
    const count = sudoku(['solve', '--count', '--budget', '10'], `${puzzle}\n`);
    assert.equal(count.stderr, '<stdin>:1: stopped after 10 placements with 0 solutions found; a larger --budget searches on\n');
  });

  it('exits 2 and names a file it cannot read, after solving the others', () => {
    const r = sudoku(['solve', 'missing.txt', 'leetcode.txt']);
    assert.deepEqual(r, {
      status: 2,
      stdout: fixture('leetcode.expected.txt'),
      stderr: 'sudoku: cannot read missing.txt: no such file or directory\n',
    });
  });

  it('exits 2 for a directory given as a file', () => {
    assert.deepEqual(sudoku(['solve', '.']), { status: 2, stdout: '', stderr: 'sudoku: cannot read .: is a directory\n' });
  });

  it('exits 2 on usage errors', () => {
    const hint = "Try 'sudoku --help' for usage.\n";
    assert.deepEqual(sudoku(['solve', '--frob']), { status: 2, stdout: '', stderr: `sudoku: unknown option '--frob'\n${hint}` });
    assert.deepEqual(sudoku([]), { status: 2, stdout: '', stderr: `sudoku: no command given\n${hint}` });
    assert.deepEqual(sudoku(['slove']), { status: 2, stdout: '', stderr: `sudoku: unknown command 'slove'\n${hint}` });
    assert.deepEqual(sudoku(['solve', '--engine', 'quantum']), {
      status: 2,
      stdout: '',
      stderr: `sudoku: unknown engine 'quantum' (choose wasm, fast, dlx, backtrack)\n${hint}`,
    });
    assert.deepEqual(sudoku(['solve', '--jobs', 'many']), { status: 2, stdout: '', stderr: `sudoku: --jobs needs a whole number, got 'many'\n${hint}` });
    assert.deepEqual(sudoku(['solve', '--budget']), { status: 2, stdout: '', stderr: `sudoku: --budget needs a value\n${hint}` });
    assert.deepEqual(sudoku(['solve', '--check', '--count']), {
      status: 2,
      stdout: '',
      stderr: `sudoku: --check and --count cannot be used together\n${hint}`,
    });
  });

  it('says when a file holds no puzzle', () => {
    assert.deepEqual(sudoku(['solve'], '\n# nothing here\n'), { status: 1, stdout: '\n# nothing here\n', stderr: '<stdin>: no puzzle found\n' });
  });

  for (const engine of ['wasm', 'fast', 'dlx', 'backtrack']) {
    it(`solves with --engine ${engine}`, () => {
      assert.deepEqual(sudoku(['solve', '--engine', engine], BATCH_IN), { status: 0, stdout: BATCH_OUT, stderr: '' });
      assert.deepEqual(sudoku(['solve', `--engine=${engine}`, 'leetcode.txt']), { status: 0, stdout: fixture('leetcode.expected.txt'), stderr: '' });
    });
  }

  it('--jobs 2 gives byte-identical output to --jobs 1 on a few hundred puzzles, and uses the threads', () => {
    const exchange = loadSet(fixturesDir, 'sudoku-exchange-200');
    const multi = loadSet(fixturesDir, 'multi-solution-40');
    const text = [...exchange.puzzles, '# multi-solution puzzles follow', ...multi.puzzles, ...exchange.puzzles.map((p) => p.replace(/\./g, '0'))].join('\n') + '\n';
    const one = sudoku(['solve', '--jobs', '1'], text);
    const two = sudoku(['solve', '--jobs', '2'], text);
    assert.equal(one.status, 1);
    assert.equal(two.status, 1);
    assert.equal(two.stdout, one.stdout);
    assert.equal(two.stderr, one.stderr);
    const out = one.stdout.split('\n');
    assert.deepEqual(out.slice(0, 200), exchange.solutions);
    assert.deepEqual(out.slice(201, 241), multi.puzzles);
    assert.deepEqual(out.slice(241, 441), exchange.solutions);
    assert.equal(one.stderr.split('\n').filter((l) => l.endsWith(': more than one solution')).length, 40);
    const stats = sudoku(['solve', '--jobs', '2', '--stats'], text);
    assert.equal(stats.stdout, one.stdout);
    assert.match(stats.stderr, /; on 2 worker threads; /);
  });
});

describe('sudoku solve --check', () => {
  it('checks the givens only and prints one verdict per puzzle', () => {
    const r = sudoku(['solve', '--check', 'bad.sudoku']);
    const problem = scan(fixture('bad.sudoku'), { mode: 'sudoku' }).problems[0];
    assert.equal(r.stdout, ['bad.sudoku:2: ok', 'bad.sudoku:3: conflicting givens', 'bad.sudoku:4: ok', 'bad.sudoku:5: ok', 'bad.sudoku:7: ok', ''].join('\n'));
    assert.equal(
      r.stderr,
      [
        'bad.sudoku:3:2: 9 appears twice in row 1 (r1c1 and r1c2)',
        'bad.sudoku:3:2: 9 appears twice in box 1 (r1c1 and r1c2)',
        `bad.sudoku:6:${problem.column + 1}: ${problem.message}`,
        '',
      ].join('\n'),
    );
    assert.equal(r.status, 1);
  });

  it('exits 0 when no givens conflict', () => {
    assert.deepEqual(sudoku(['solve', '--check'], BATCH_IN), { status: 0, stdout: '<stdin>:2: ok\n<stdin>:3: ok\n', stderr: '' });
  });
});

describe('sudoku solve --count', () => {
  it('counts solutions up to N and matches the known counts', () => {
    const multi = loadSet(fixturesDir, 'multi-solution-40');
    const some = multi.puzzles.slice(0, 8);
    const r = sudoku(['solve', '--count', '1000'], some.join('\n') + '\n');
    const expected = multi.counts!.slice(0, 8).map((n, i) => `<stdin>:${i + 1}: ${n} solutions\n`).join('');
    assert.deepEqual(r, { status: 1, stdout: expected, stderr: '' });
  });

  it('stops at the default limit of 2 and exits 0 only when every count is 1', () => {
    const multi = loadSet(fixturesDir, 'multi-solution-40');
    assert.deepEqual(sudoku(['solve', '--count'], `${multi.puzzles[0]}\n`), { status: 1, stdout: '<stdin>:1: 2 or more solutions\n', stderr: '' });
    assert.deepEqual(sudoku(['solve', '--count', '5', '-'], BATCH_IN), { status: 0, stdout: '<stdin>:2: 1 solution\n<stdin>:3: 1 solution\n', stderr: '' });
    const unsolvable = fixture('bad.sudoku').split('\n')[3];
    assert.deepEqual(sudoku(['solve', '--count=3'], unsolvable), { status: 1, stdout: '<stdin>:1: 0 solutions\n', stderr: '' });
  });
});

describe('sudoku solve --stats', () => {
  it('prints per-puzzle work and a summary on stderr, and leaves stdout as without it', () => {
    const r = sudoku(['solve', '--stats'], BATCH_IN);
    assert.equal(r.status, 0);
    assert.equal(r.stdout, BATCH_OUT);
    const lines = r.stderr.trimEnd().split('\n');
    assert.equal(lines.length, 3);
    assert.match(lines[0], /^<stdin>:2: solved, [\d,]+ placements, [\d,]+ guesses, [\d.]+ (ms|s)$/);
    assert.match(lines[1], /^<stdin>:3: solved, [\d,]+ placements, [\d,]+ guesses, [\d.]+ (ms|s)$/);
    assert.match(lines[2], /^sudoku: 2 puzzles in [\d.]+ (ms|s) \([\d,]+ puzzles\/s\): 2 solved; placements median [\d,]+, max [\d,]+; [\d,]+ guesses; engine time .*; peak memory \d+ MB$/);
    const placements = lines.slice(0, 2).map((l) => Number(/solved, ([\d,]+) placements/.exec(l)![1].replace(/,/g, '')));
    // Every empty cell gets at least one placement.
    const empties = BATCH_IN.split('\n').slice(1, 3).map((p) => p.split('').filter((c) => c === '0').length);
    assert.ok(placements[0] >= empties[0] && placements[1] >= empties[1], `placements ${placements.join(', ')} for ${empties.join(', ')} empty cells`);
  });
});

describe('sudoku --help and --version', () => {
  it('prints usage and exits 0', () => {
    for (const args of [['--help'], ['-h'], ['solve', '--help']]) {
      const r = sudoku(args);
      assert.equal(r.status, 0);
      assert.equal(r.stderr, '');
      assert.match(r.stdout, /^Usage: sudoku solve \[options\] \[FILE\.\.\.\]\n/);
      for (const option of ['--check', '--count', '--stats', '--engine', '--budget', '--jobs']) assert.ok(r.stdout.includes(option), option);
    }
  });

  it('prints the package version', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    assert.deepEqual(sudoku(['--version']), { status: 0, stdout: `sudoku ${pkg.version}\n`, stderr: '' });
  });
});

describe('bin/sudoku.js on the esbuild bundle (dist/cli.js)', () => {
  before(function () {
    this.timeout(120_000);
    const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs'), '--cli'], { cwd: repoRoot, encoding: 'utf8' });
    assert.equal(build.status, 0, build.stderr);
  });

  function bin(args: string[], input: string): Run {
    const r = spawnSync(process.execPath, [path.join(repoRoot, 'bin', 'sudoku.js'), ...args], { input, cwd: CLI_FIXTURES, encoding: 'utf8', timeout: 60_000 });
    if (r.error) throw r.error;
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  }

  it('solves the batch example', () => {
    assert.deepEqual(bin(['solve'], BATCH_IN), { status: 0, stdout: BATCH_OUT, stderr: '' });
  });

  it('starts its worker threads from the bundle', () => {
    const exchange = loadSet(fixturesDir, 'sudoku-exchange-200');
    const r = bin(['solve', '--jobs', '2', '--stats'], exchange.puzzles.join('\n') + '\n');
    assert.equal(r.status, 0);
    assert.equal(r.stdout, exchange.solutions!.join('\n') + '\n');
    assert.match(r.stderr, /; on 2 worker threads; /);
  });
});
