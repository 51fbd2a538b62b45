// The per-puzzle work of rate and explain (its bounds) and the run in this process: the progress line on a
// terminal, Ctrl-C through the interrupt hook, and a full board.

import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { rate } from '../../src/core';
import { RateOutcome, ratePuzzle } from '../../src/cli/rating';
import type { RateSettings } from '../../src/cli/rating';
import { runCli } from '../../src/cli/run';
import type { CliIo } from '../../src/cli/run';
import { fixturesDir, loadSet, repoRoot } from '../helpers/data';

const CLI = path.join(repoRoot, 'out', 'src', 'cli', 'main.js');
const exchange = loadSet(fixturesDir, 'sudoku-exchange-200');

function cellsOf(line: string): Uint8Array {
  return Uint8Array.from(line, (c) => (c === '.' ? 0 : Number(c)));
}

const SETTINGS: RateSettings = { engine: 'fast', budget: undefined, timeoutMs: 60_000, steps: false };

async function inProcess(args: string[], input: string, extra: Partial<CliIo> = {}): Promise<{ status: number; stdout: string; stderr: string }> {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (b: Buffer) => (stdout += b.toString('utf8')));
  err.on('data', (b: Buffer) => (stderr += b.toString('utf8')));
  const io: CliIo = { stdin: Readable.from([Buffer.from(input)]), stdout: out, stderr: err, stderrIsTTY: false, stdinIsTTY: false, script: CLI, ...extra };
  const status = await runCli(args, io);
  return { status, stdout, stderr };
}

describe('rating a puzzle for the CLI', () => {
  it('gives the rater\'s rating and hardest technique for a valid unique puzzle', () => {
    const cells = cellsOf(exchange.puzzles[2]);
    const r = ratePuzzle(cells, SETTINGS);
    const direct = rate(cells);
    assert.equal(r.outcome, RateOutcome.Rated);
    assert.ok(direct.kind === 'rated');
    assert.equal(r.rating, '4.1');
    assert.equal(r.steps, undefined, 'rate keeps no steps');
    assert.equal(ratePuzzle(cells, { ...SETTINGS, steps: true }).steps!.length, direct.steps.length);
  });

  it('stops at its time limit, and on the interrupt flag, and says which', () => {
    const cells = cellsOf(exchange.puzzles[2]);
    assert.equal(ratePuzzle(cells, { ...SETTINGS, timeoutMs: -1 }).outcome, RateOutcome.RatingStopped);
    const flag = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(flag, 0, 1);
    assert.equal(ratePuzzle(cells, SETTINGS, flag).outcome, RateOutcome.Interrupted);
  });

  it('checks with the engine first: a puzzle with several solutions or none is not rated', () => {
    const multi = cellsOf(exchange.puzzles[0]);
    multi.fill(0, 0, 40);
    assert.equal(ratePuzzle(multi, SETTINGS).outcome, RateOutcome.Multiple);
    const solved = cellsOf(exchange.solutions![0]);
    const wrong = cellsOf(exchange.puzzles[0]);
    // A given that is not the solution's digit and conflicts with no other given: no solution.
    const cell = wrong.findIndex((v) => v === 0);
    for (let d = 1; d <= 9; d++) {
      if (d === solved[cell]) continue;
      wrong[cell] = d;
      const r = ratePuzzle(wrong, SETTINGS);
      if (r.outcome !== RateOutcome.Invalid) {
        assert.equal(r.outcome, RateOutcome.Unsolvable);
        return;
      }
    }
    assert.fail('no non-conflicting wrong digit for the first empty cell');
  });
});

describe('sudoku rate in this process', () => {
  it('rates a full board 0.0 with no technique, and explains it as already solved', async () => {
    const full = exchange.solutions![0];
    assert.deepEqual(await inProcess(['rate'], `${full}\n`), { status: 0, stdout: '1\t0.0\t-\n', stderr: '' });
    assert.deepEqual(await inProcess(['explain'], `${full}\n`), { status: 0, stdout: 'Line 1: SE 0.0, already solved, 0 steps\n\n', stderr: '' });
    assert.deepEqual(await inProcess(['explain', '--json'], `${full}\n`), { status: 0, stdout: '{"line": 1, "rating": 0.0, "steps": []}\n', stderr: '' });
  });

  it('draws a progress line on a terminal and clears it at the end', async () => {
    const input = exchange.puzzles.join('\n') + '\n';
    // Drawn from the start and at every puzzle, so the test sees it however fast the machine rates.
    const r = await inProcess(['rate'], input, { stderrIsTTY: true, progressTiming: { afterMs: 0, everyMs: 0 } });
    assert.equal(r.status, 0);
    assert.equal(r.stdout.split('\n').length, 201);
    // Each redraw is CR, the line and "erase to the end of the line"; the last one erases it.
    const ERASE = '\x1b[K';
    assert.ok(r.stderr.startsWith('\r<stdin>: '), JSON.stringify(r.stderr.slice(0, 40)));
    assert.ok(r.stderr.endsWith(`\r${ERASE}`), 'the progress line is cleared');
    const drawn = r.stderr.split('\r').filter((d) => d !== '');
    assert.ok(drawn.length >= 2);
    for (const d of drawn) {
      assert.ok(d.endsWith(ERASE), JSON.stringify(d));
      const text = d.slice(0, -ERASE.length);
      assert.ok(text === '' || /^<stdin>: \d+ of \d+ puzzles rated$/.test(text), JSON.stringify(d));
    }
  });

  it('ends cleanly through the interrupt hook, and stops listening when done', async () => {
    let handler: (() => void) | undefined;
    let listening = 0;
    // Rated output is written a quarter of a second after the start, then at most four times a second; the input
    // (the 200 fixture puzzles, 20 times over) must take longer than that to rate, or it is all written at once.
    const copies = 20;
    const input = Array.from({ length: copies }, () => exchange.puzzles.join('\n')).join('\n') + '\n';
    const out = new PassThrough();
    let stdout = '';
    out.on('data', (b: Buffer) => {
      stdout += b.toString('utf8');
      handler?.();
    });
    const err = new PassThrough();
    let stderr = '';
    err.on('data', (b: Buffer) => (stderr += b.toString('utf8')));
    const status = await runCli(['rate'], {
      stdin: Readable.from([Buffer.from(input)]),
      stdout: out,
      stderr: err,
      stderrIsTTY: false,
      stdinIsTTY: false,
      script: CLI,
      onInterrupt: (h) => {
        handler = h;
        listening++;
        return () => listening--;
      },
    });
    assert.equal(status, 130);
    assert.equal(listening, 0);
    const rows = stdout.split('\n').filter(Boolean);
    assert.ok(rows.length > 0 && rows.length < copies * exchange.puzzles.length, `${rows.length} rows`);
    assert.match(stderr, new RegExp(`^sudoku: interrupted after ${rows.length} of \\d+ puzzles rated\\n$`));
  });
});
