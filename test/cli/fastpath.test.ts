// The fast path of `sudoku solve` (issue 10): stretches of plain 81-character lines skip the scanner and are solved
// in batches into a byte buffer. Its output must be the general path's, byte for byte: the same CLI is run on the
// same bytes with the fast path on and off (CliIo.fastPath), on random files of good, bad, conflicting, unsolvable,
// multiple-solution and malformed lines, CRLF, lone CRs, no final newline, batch files, and on the shared sets.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import fc from 'fast-check';
import { findConflicts } from '../../src/core';
import { runBatch } from '../../src/cli/batch';
import type { BatchSettings } from '../../src/cli/batch';
import { fastLines } from '../../src/cli/fastlines';
import { runCli } from '../../src/cli/run';
import { scanSegments } from '../../src/cli/segments';
import { encodeText, encodeUtf8 } from '../../src/cli/encoding';
import { fixturesDir, hasSharedData, loadSet, repoRoot, sharedDataDir } from '../helpers/data';

const FUZZ = Math.max(1, Number(process.env.SUDOKU_FUZZ ?? 1) || 1);
const SEED = 20261210;
const CLI = path.join(repoRoot, 'out', 'src', 'cli', 'main.js');

const exchange = loadSet(fixturesDir, 'sudoku-exchange-200');
const multi = loadSet(fixturesDir, 'multi-solution-40');
const digits = (p: string): Uint8Array => Uint8Array.from(p, (c) => (c >= '1' && c <= '9' ? c.charCodeAt(0) - 48 : 0));

/** A puzzle with no solution and no conflict: a unique puzzle with one empty cell given a digit that is not its answer. */
function unsolvable(k: number): string {
  const p = exchange.puzzles[k];
  const s = exchange.solutions![k];
  for (let i = 0; i < 81; i++) {
    if (p[i] !== '.') continue;
    for (let d = 1; d <= 9; d++) {
      if (String(d) === s[i]) continue;
      const q = p.slice(0, i) + d + p.slice(i + 1);
      if (findConflicts(digits(q)).length === 0) return q;
    }
  }
  throw new Error(`no unsolvable variant of puzzle ${k}`);
}

/** A puzzle with two givens that conflict: the first given copied into an empty cell of its row. */
function conflicting(k: number): string {
  const p = exchange.puzzles[k];
  for (let r = 0; r < 9; r++) {
    const row = p.slice(r * 9, r * 9 + 9);
    const g = row.search(/[1-9]/);
    const e = row.indexOf('.');
    if (g >= 0 && e >= 0) return p.slice(0, r * 9 + e) + row[g] + p.slice(r * 9 + e + 1);
  }
  throw new Error(`no conflicting variant of puzzle ${k}`);
}

const index = (n: number): fc.Arbitrary<number> => fc.integer({ min: 0, max: n - 1 });
/** Lines a file of puzzle lines may hold, good and bad. */
const line = fc.oneof(
  { weight: 8, arbitrary: index(200).map((k) => exchange.puzzles[k]) },
  { weight: 2, arbitrary: index(200).map((k) => exchange.puzzles[k].replace(/\./g, '0')) },
  { weight: 1, arbitrary: index(200).map((k) => exchange.puzzles[k].replace(/\./g, '_')) },
  { weight: 1, arbitrary: index(200).map((k) => exchange.solutions![k]) },
  { weight: 1, arbitrary: index(40).map((k) => multi.puzzles[k]) },
  { weight: 1, arbitrary: index(40).map((k) => multi.puzzles[k].replace(/\./g, '0')) },
  { weight: 1, arbitrary: index(50).map(unsolvable) },
  { weight: 1, arbitrary: index(50).map(conflicting) },
  { weight: 1, arbitrary: index(50).map((k) => conflicting(k).replace(/\./g, '0')) },
  // Too few givens for plain text (and more than one solution in strict mode).
  { weight: 1, arbitrary: fc.constant(`123456789${'.'.repeat(72)}`) },
  { weight: 1, arbitrary: fc.constant('.'.repeat(81)) },
  // Malformed: 80 and 82 cells, a space, a letter, a `-`, prose, a grid row, a bare number, a puzzle and a comma.
  {
    weight: 2,
    arbitrary: fc.tuple(index(200), fc.integer({ min: 0, max: 8 })).map(([k, kind]) => {
      const p = exchange.puzzles[k];
      return [p.slice(1), `${p}.`, `${p.slice(0, 40)} ${p.slice(41)}`, `${p.slice(0, 80)}x`, `${p.slice(0, 80)}-`, 'Here are puzzles.', p.slice(0, 9),
        String(k), `${p},rated`][kind];
    }),
  },
  { weight: 2, arbitrary: fc.constant('') },
);
const ending = fc.constantFrom('\n', '\n', '\n', '\n', '\r\n', '\r\n', '\r');

/** A random file of such lines: mostly LF, some CRLF, rarely a lone CR; maybe no final break; maybe a batch count. */
const file = fc.tuple(
  fc.array(fc.tuple(line, ending), { minLength: 1, maxLength: 60 }),
  fc.boolean(),
  fc.constantFrom('none', 'none', 'exact', 'exact', 'off by one', 'leading blank'),
  fc.boolean(),
).map(([lines, finalBreak, header, crlfHeader]) => {
  let t = lines.map(([l, e]) => l + e).join('');
  if (!finalBreak) t = t.replace(/(\r\n|\n|\r)$/, '');
  const count = lines.filter(([l]) => l.length === 81).length;
  const br = crlfHeader ? '\r\n' : '\n';
  if (header === 'exact') t = `${count}${br}${t}`;
  if (header === 'off by one') t = `${count + 1}${br}${t}`;
  if (header === 'leading blank') t = `${br}${count}${br}${t}`;
  return t;
});

interface Output {
  status: number;
  stdout: string;
  stderr: string;
}

/** The CLI run in this process on `input` (standard input, or `file` written with it): stdout bytes, stderr, status. */
async function cli(args: string[], input: Uint8Array, options: { fast: boolean; segmentChars?: number; file?: string }): Promise<Output> {
  const out = new PassThrough();
  const err = new PassThrough();
  const o: Buffer[] = [];
  const e: Buffer[] = [];
  out.on('data', (b: Buffer) => o.push(b));
  err.on('data', (b: Buffer) => e.push(b));
  const status = await runCli(options.file ? [...args, options.file] : args, {
    stdin: Readable.from([input]), stdout: out, stderr: err, stderrIsTTY: false, stdinIsTTY: false, script: CLI,
    segmentChars: options.segmentChars, fastPath: options.fast,
  });
  return { status, stdout: Buffer.concat(o).toString('latin1'), stderr: Buffer.concat(e).toString('utf8') };
}

/** How many segments of `t` take the fast path, and how many there are. */
async function fastShare(t: string, mode: 'sudoku' | 'plaintext', segmentChars?: number): Promise<{ fast: number; all: number }> {
  let fast = 0;
  let all = 0;
  for await (const seg of scanSegments(Readable.from([t]), { mode, segmentChars, fast: true })) {
    all++;
    if (seg.fast) fast++;
  }
  return { fast, all };
}

const COMMANDS: string[][] = [['solve'], ['solve', '--strict'], ['solve', '--check'], ['solve', '--count'], ['solve', '--count', '3'], ['solve', '--strict', '--check']];

describe('the fast path of plain puzzle lines', function () {
  this.timeout(600_000);

  it('reads plain lines without the scanner, and leaves anything else to it', () => {
    const p = exchange.puzzles[0];
    const opts = { sudokuMode: false, first: true, batch: false, firstLine: 0 };
    const text = `${p}\r\n\n${exchange.puzzles[1]}\n${p}`;
    const got = fastLines(text, 0, text.length, opts)!;
    assert.equal(got.n, 3);
    assert.deepEqual(Array.from(got.starts), [0, 84, 166]);
    assert.deepEqual(Array.from(got.lines), [0, 2, 3]);
    assert.deepEqual(got.cells.subarray(0, 81), digits(p));
    assert.equal(got.batch, false);
    const batch = fastLines(`2\n${p}\n${p}\n`, 0, 166, opts)!;
    assert.equal(batch.batch, true);
    assert.deepEqual(Array.from(batch.lines), [1, 2]);
    for (const bad of [`${p} \n`, `${p}\r${p}\n`, ` ${p}\n`, `${p}\n# comment\n`, `${p}\n5\n`, '3\n', `${p.slice(0, 80)}-\n`, `${'1'.repeat(81)}\n`]) {
      assert.equal(fastLines(bad, 0, bad.length, opts), undefined, JSON.stringify(bad));
    }
    // Sixteen givens: no puzzle in plain text (the scanner decides), a puzzle in sudoku mode.
    const few = `${'123456789'}${'.'.repeat(63)}1234567..\n`;
    assert.equal(fastLines(few, 0, few.length, opts), undefined);
    assert.equal(fastLines(few, 0, few.length, { ...opts, sudokuMode: true })!.n, 1);
  });

  it(`gives the general path's output byte for byte on random files of puzzle lines (${FUZZ}x)`, async () => {
    let fastSegments = 0;
    let segments = 0;
    await fc.assert(
      fc.asyncProperty(file, fc.constantFrom(...COMMANDS), fc.oneof(fc.constant(undefined), fc.integer({ min: 1, max: 3000 })), async (t, args, size) => {
        const bytes = encodeUtf8(t);
        const general = await cli(args, bytes, { fast: false, segmentChars: size });
        const fast = await cli(args, bytes, { fast: true, segmentChars: size });
        assert.deepEqual(fast, general);
        const share = await fastShare(t, args.includes('--strict') ? 'sudoku' : 'plaintext', size);
        fastSegments += share.fast;
        segments += share.all;
      }),
      { seed: SEED, numRuns: 150 * FUZZ },
    );
    // The comparison means something only when the fast path is taken: most segments here are plain lines.
    assert.ok(fastSegments > segments / 4, `${fastSegments} of ${segments} segments took the fast path`);
  });

  it('gives the same output on many segments, from a .sudoku file, in UTF-16, with --stats and with --jobs 2', async () => {
    const rows: string[] = [];
    for (let k = 0; k < 200; k++) {
      rows.push(exchange.puzzles[k]);
      if (k % 37 === 0) rows.push(multi.puzzles[k % 40], conflicting(k % 50), unsolvable(k % 50));
      if (k === 100) rows.push('', `${exchange.puzzles[k]} `);
    }
    const text = `${rows.join('\n')}\n`.repeat(4);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-fast-'));
    try {
      const strictFile = path.join(dir, 'bank.sudoku');
      fs.writeFileSync(strictFile, text.replace(/\n/g, '\r\n'));
      const share = await fastShare(text, 'plaintext', 2048);
      assert.ok(share.fast >= share.all / 2 && share.all > 10, `${share.fast} of ${share.all} segments fast`);
      for (const [args, input, fileName] of [
        [['solve'], encodeUtf8(text), undefined],
        [['solve'], new Uint8Array(0), strictFile],
        [['solve'], Buffer.concat([Buffer.of(0xff, 0xfe), encodeText(text, 'utf16le')]), undefined],
        [['solve', '--jobs', '2'], encodeUtf8(text), undefined],
        [['solve', '--count', '--jobs', '2'], encodeUtf8(text), undefined],
      ] as [string[], Uint8Array, string | undefined][]) {
        const general = await cli(args, input, { fast: false, segmentChars: 2048, file: fileName });
        assert.deepEqual(await cli(args, input, { fast: true, segmentChars: 2048, file: fileName }), general, args.join(' '));
      }
      // --stats: the same lines, once the times (and the summary's rate and memory) are taken out.
      const timeless = (o: Output): Output => ({ ...o, stderr: o.stderr.replace(/[\d.,]+ (ms|s)\b/g, 'T').replace(/ \([\d,]+ puzzles\/s\)/, '').replace(/peak memory \d+ MB/, '') });
      const general = await cli(['solve', '--stats'], encodeUtf8(text), { fast: false, segmentChars: 2048 });
      assert.match(general.stderr, /placements/);
      assert.deepEqual(timeless(await cli(['solve', '--stats'], encodeUtf8(text), { fast: true, segmentChars: 2048 })), timeless(general));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('solves a chunk with solveMany exactly as puzzle by puzzle, with each engine and a tight budget', () => {
    const puzzles = [...exchange.puzzles, ...multi.puzzles, ...Array.from({ length: 20 }, (_, k) => unsolvable(k)), ...Array.from({ length: 20 }, (_, k) => conflicting(k))];
    const cells = new Uint8Array(puzzles.length * 81);
    puzzles.forEach((p, i) => cells.set(digits(p), i * 81));
    for (const engine of ['wasm', 'fast', 'dlx'] as const) {
      const settings: BatchSettings = { task: 'solve', engine, budget: undefined, countLimit: 2 };
      const together = runBatch({ n: puzzles.length, cells, rules: [] }, settings);
      const alone = runBatch({ n: puzzles.length, cells, rules: [] }, { ...settings, stats: true });
      assert.deepEqual(together.outcomes, alone.outcomes, engine);
      assert.deepEqual(together.solutions, alone.solutions, engine);
      assert.deepEqual(together.conflicts, alone.conflicts, engine);
      assert.deepEqual(new Set(together.outcomes), new Set([0, 1, 2, 3]), 'solved, invalid, unsolvable and multiple are all there');
    }
    // A budget too small for some puzzles: stopped where solve() stops.
    const tight: BatchSettings = { task: 'solve', engine: 'wasm', budget: 60, countLimit: 2 };
    const together = runBatch({ n: puzzles.length, cells, rules: [] }, tight);
    const alone = runBatch({ n: puzzles.length, cells, rules: [] }, { ...tight, stats: true });
    assert.deepEqual(together.outcomes, alone.outcomes);
    assert.ok(together.outcomes.includes(4), 'some stopped at the budget');
  });

  const sets = ['17-clue-49158', 'sudoku-exchange-sample', 'serg-benchmark-10000'];
  it(`gives the general path's output on the shared sets (${sets.join(', ')})`, async function () {
    if (!hasSharedData()) {
      console.log(`      (no ${sharedDataDir}: the shared sets are not compared; the random files above still are)`);
      this.skip();
    }
    for (const name of sets) {
      const file = path.join(sharedDataDir, `${name}.txt`);
      if (!fs.existsSync(file)) {
        console.log(`      (${name}.txt is not in ${sharedDataDir}: not compared)`);
        continue;
      }
      const general = await cli(['solve'], new Uint8Array(0), { fast: false, file });
      const fast = await cli(['solve'], new Uint8Array(0), { fast: true, file });
      assert.equal(fast.status, general.status, name);
      assert.ok(fast.stdout === general.stdout, `${name}: stdout differs`);
      assert.ok(fast.stderr === general.stderr, `${name}: stderr differs`);
    }
  });
});
