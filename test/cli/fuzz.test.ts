// Fuzz (issue 7): random texts in every layout, mutated and mixed with prose, are cut at random segment sizes
// (down to 1 character) and read in random pieces; what the CLI's segments find must be exactly what one `scan()`
// of the whole text finds, and the CLI's output must not change with the segment size. A fixed seed and a few
// seconds by default; SUDOKU_FUZZ=N runs N times as many cases.

import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import fc from 'fast-check';
import { scan } from '../../src/text';
import { scanSegments } from '../../src/cli/segments';
import { runCli } from '../../src/cli/run';
import { Utf16Decoder, Utf8Decoder, encodeText, encodeUtf8 } from '../../src/cli/encoding';
import { fixturesDir, loadSet, repoRoot } from '../helpers/data';
import { fixture } from '../text/fixtures';
import { killerGridText, sumocueText } from '../text/killers';
import { sudokuPadLink, toFpuzzlesJson } from '../../src/text';

const FUZZ = Math.max(1, Number(process.env.SUDOKU_FUZZ ?? 1) || 1);
const SEED = 20261201;
const CLI = path.join(repoRoot, 'out', 'src', 'cli', 'main.js');

const exchange = loadSet(fixturesDir, 'sudoku-exchange-200');

const puzzle = fc.integer({ min: 0, max: exchange.puzzles.length - 1 }).map((i) => exchange.puzzles[i]);
const solved = fc.integer({ min: 0, max: exchange.puzzles.length - 1 }).map((i) => exchange.solutions![i]);
const anyPuzzle = fc.oneof(puzzle, puzzle.map((p) => p.replace(/\./g, '0')), solved);

const rowsOf = (p: string): string[] => Array.from({ length: 9 }, (_, r) => p.slice(r * 9, r * 9 + 9));

/** Every layout people paste, from one puzzle. */
const layouts: ((p: string) => string)[] = [
  (p) => p,
  (p) => `  ${p}  `,
  (p) => rowsOf(p).join('\n'),
  (p) => rowsOf(p).map((r) => r.split('').join(' ')).join('\n'),
  (p) => {
    const rows = rowsOf(p).map((r) => `| ${r.slice(0, 3).split('').join(' ')} | ${r.slice(3, 6).split('').join(' ')} | ${r.slice(6).split('').join(' ')} |`);
    const border = '+-------+-------+-------+';
    return [border, ...rows.slice(0, 3), border, ...rows.slice(3, 6), border, ...rows.slice(6), border].join('\n');
  },
  // A frame with spaces for empty cells.
  (p) => rowsOf(p).map((r) => `| ${r.replace(/[.0]/g, ' ').slice(0, 3).split('').join(' ')} | ${r.replace(/[.0]/g, ' ').slice(3, 6).split('').join(' ')} | ${r.replace(/[.0]/g, ' ').slice(6).split('').join(' ')} |`).join('\n'),
  // Comma-separated rows, and one CSV line of 81 values.
  (p) => rowsOf(p.replace(/\./g, '0')).map((r) => r.split('').join(',')).join('\n'),
  (p) => p.replace(/\./g, '0').split('').join(','),
  // LeetCode: strings, 2-D strings, bare digits; on one line and on many.
  (p) => JSON.stringify(rowsOf(p)),
  (p) => `[\n${rowsOf(p).map((r) => `  "${r}"`).join(',\n')}\n]`,
  (p) => JSON.stringify(rowsOf(p).map((r) => r.split(''))),
  (p) => `board = [\n${rowsOf(p).map((r) => `  ${JSON.stringify(r.split(''))}`).join(',\n')}\n]`,
  (p) => `[${rowsOf(p.replace(/\./g, '0')).map((r) => `[${r.split('').join(',')}]`).join(',\n ')}]`,
  // NumPy, labelled rows with a column header, a title over a grid.
  (p) => `[${rowsOf(p.replace(/\./g, '0')).map((r) => `[${r.split('').join(' ')}]`).join('\n ')}]`,
  (p) => ['  1 2 3   4 5 6   7 8 9', ...rowsOf(p).map((r, i) => `${'ABCDEFGHJ'[i]} ${r.slice(0, 3).split('').join(' ')} | ${r.slice(3, 6).split('').join(' ')} | ${r.slice(6).split('').join(' ')}`)].join('\n'),
  (p) => `1\n${rowsOf(p).join('\n')}`,
];

const prose = fc.constantFrom(
  'Here are some puzzles.', 'The End.', '# a comment', '// another one', '[Puzzle]', 'x', 'ab', 'A', 'note: 12 files, 3 tests',
  '2026-12-01 09:00:00 INFO served 12 requests in 30 ms', '数独 😀 puzzles', 'Café', '\udce9\udcff', 'phone 555-123-4567',
  'board = [', ']', '],[', '"', "'", '1', '12', '123456789', '1 2 3 4 5 6 7 8 9', '------+------+------', '|   |   |   |',
  '    ', '\t', '', '', '', 'x = [[1, 2], [3, 4]]', '[["5","3"]]', '- - -', '5,3,0', 'a | 5 3 . | . 7 .',
);

const batch = fc.array(puzzle.map((p) => p.replace(/\./g, '0')), { minLength: 1, maxLength: 6 })
  .chain((lines) => fc.integer({ min: lines.length - 1, max: lines.length + 1 }).map((count) => `${count}\n${lines.join('\n')}`));

/**
 * Killers in every layout the scanner reads: a line, a grid (with and without box rules, sums shuffled), SumoCue, a
 * link, and f-puzzles JSON on one line and pretty-printed over many.
 */
const KILLERS: string[] = fixture('killer-lines.txt').split('\n').filter((l) => l !== '').flatMap((line) => {
  const p = scan(line).puzzles[0];
  const json = toFpuzzlesJson(p.cells, p.rules);
  return [line, killerGridText(line, false), killerGridText(line, true, true), sumocueText(line), sudokuPadLink(p.cells, p.rules),
    json, JSON.stringify(JSON.parse(json), null, 2)];
});

const block = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...KILLERS) },
  { weight: 6, arbitrary: fc.tuple(anyPuzzle, fc.integer({ min: 0, max: layouts.length - 1 })).map(([p, k]) => layouts[k](p)) },
  { weight: 4, arbitrary: prose },
  { weight: 1, arbitrary: batch },
);

/** One random edit: delete, insert or replace a character, duplicate or drop a line, or join two lines. */
const mutation = fc.tuple(fc.integer({ min: 0, max: 5 }), fc.nat(), fc.constantFrom(...'0123456789.._|-+[]",\'\n\r x#*:😀\ufeff'.split(''), '\r\n', '\udc80'));

function mutate(text: string, edits: [number, number, string][]): string {
  for (const [kind, at, ch] of edits) {
    if (text.length === 0) return ch;
    const i = at % text.length;
    switch (kind) {
      case 0:
        text = text.slice(0, i) + text.slice(i + 1);
        break;
      case 1:
        text = text.slice(0, i) + ch + text.slice(i);
        break;
      case 2:
        text = text.slice(0, i) + ch + text.slice(i + 1);
        break;
      case 3: {
        const lines = text.split('\n');
        const l = i % lines.length;
        lines.splice(l, 0, lines[l]);
        text = lines.join('\n');
        break;
      }
      case 4: {
        const lines = text.split('\n');
        lines.splice(i % lines.length, 1);
        text = lines.join('\n');
        break;
      }
      default: {
        const nl = text.indexOf('\n', i);
        if (nl >= 0) text = text.slice(0, nl) + text.slice(nl + 1);
      }
    }
  }
  return text;
}

const joiner = fc.constantFrom('\n', '\n', '\n\n', '\n\n', '\r\n', '\n\n\n', ' ', '', ',\n', '\n\r\n');

/** A random text: blocks joined by line breaks (or nothing), a few random edits, sometimes CRLF or a BOM. */
const text = fc.tuple(
  fc.array(fc.tuple(block, joiner), { minLength: 1, maxLength: 14 }),
  fc.array(mutation, { maxLength: 4 }),
  fc.constantFrom('', '', '', '\ufeff', '\ufeff\ufeff'),
  fc.boolean(),
).map(([blocks, edits, bom, crlf]) => {
  let t = blocks.map(([b, j]) => b + j).join('');
  if (crlf) t = t.replace(/\r?\n/g, '\r\n');
  return bom + mutate(t, edits);
});

async function* pieces(t: string, sizes: number[]): AsyncGenerator<string> {
  let k = 0;
  for (let i = 0; i < t.length; ) {
    const n = sizes[k++ % sizes.length];
    yield t.slice(i, i + n);
    i += n;
  }
}

interface Seen {
  puzzles: string[];
  problems: string[];
  batch: boolean;
  joined: string;
  segments: number;
}

async function bySegments(t: string, mode: 'sudoku' | 'plaintext', segmentChars: number, sizes: number[]): Promise<Seen> {
  const puzzles: string[] = [];
  const problems: string[] = [];
  let joined = '';
  let segments = 0;
  let batch = false;
  for await (const seg of scanSegments(pieces(t, sizes), { mode, segmentChars })) {
    assert.equal(seg.warning, undefined, 'a small text always has a safe place to cut');
    const base = joined.length - seg.begin;
    for (const p of seg.puzzles) {
      puzzles.push(`${p.format} ${seg.lineBase + p.startLine}-${seg.lineBase + p.endLine} ${base + p.start}-${base + p.end} ${p.cells.join('')} ${Array.from(p.offsets, (o) => o + base).join(',')} ${p.emptyChar}`);
    }
    for (const p of seg.problems) problems.push(`${seg.lineBase + p.line}:${p.column} ${base + p.offset}+${p.length} ${p.code} ${p.message}`);
    joined += seg.text.slice(seg.begin, seg.end);
    batch = seg.batch;
    segments++;
  }
  return { puzzles, problems, batch, joined, segments };
}

function byOneScan(t: string, mode: 'sudoku' | 'plaintext'): Seen {
  const body = t.charCodeAt(0) === 0xfeff ? t.slice(1) : t;
  const r = scan(body, { mode });
  return {
    puzzles: r.puzzles.map((p) => `${p.format} ${p.startLine}-${p.endLine} ${p.start}-${p.end} ${p.cells.join('')} ${Array.from(p.offsets).join(',')} ${p.emptyChar}`),
    problems: r.problems.map((p) => `${p.line}:${p.column} ${p.offset}+${p.length} ${p.code} ${p.message}`),
    batch: r.batch,
    joined: body,
    segments: 1,
  };
}

/** The CLI run in this process on `t` with segments of `segmentChars`: its stdout bytes, stderr and status. */
async function cli(args: string[], t: string, segmentChars: number | undefined): Promise<{ status: number; stdout: string; stderr: string }> {
  const out = new PassThrough();
  const err = new PassThrough();
  const o: Buffer[] = [];
  const e: Buffer[] = [];
  out.on('data', (b: Buffer) => o.push(b));
  err.on('data', (b: Buffer) => e.push(b));
  const status = await runCli(args, {
    stdin: Readable.from([encodeUtf8(t)]), stdout: out, stderr: err, stderrIsTTY: false, stdinIsTTY: false, script: CLI, segmentChars,
  });
  return { status, stdout: Buffer.concat(o).toString('latin1'), stderr: Buffer.concat(e).toString('utf8') };
}

describe('fuzz: the CLI reads any text as one scan does, wherever its segments end', function () {
  this.timeout(600_000);

  it(`random texts of every layout, cut at random segment sizes down to 1 character (${FUZZ}x)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.constantFrom<'sudoku' | 'plaintext'>('sudoku', 'plaintext'),
        fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 64 }), fc.integer({ min: 64, max: 2048 })),
        fc.array(fc.integer({ min: 1, max: 97 }), { minLength: 1, maxLength: 8 }),
        async (t, mode, segmentChars, sizes) => {
          const got = await bySegments(t, mode, segmentChars, sizes);
          const want = byOneScan(t, mode);
          assert.equal(got.joined, want.joined, 'the segments cover the text exactly once');
          assert.equal(got.batch, want.batch, 'batch file or not');
          assert.deepEqual(got.puzzles, want.puzzles, `puzzles (${got.segments} segments of ${segmentChars})`);
          // The count of a batch file read in several segments is checked by the CLI at the end (run.ts).
          const notCount = (p: string): boolean => !p.includes(' batch-count ');
          assert.deepEqual(got.problems.filter(notCount), want.problems.filter(notCount), `problems (${got.segments} segments of ${segmentChars})`);
          assert.ok(!got.problems.some((p) => !notCount(p)), 'no segment reports the count of a batch file');
        },
      ),
      { seed: SEED, numRuns: 300 * FUZZ },
    );
  });

  it(`the CLI's output and messages are the same with 1-character segments as with one segment (${FUZZ}x)`, async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom<string[]>(['solve'], ['solve', '--strict'], ['solve', '--check'], ['solve', '--count']), fc.integer({ min: 1, max: 200 }),
        async (t, args, size) => {
          const whole = await cli(args, t, undefined);
          assert.deepEqual(await cli(args, t, 1), whole, 'segments of 1 character');
          assert.deepEqual(await cli(args, t, size), whole, `segments of ${size} characters`);
        }),
      { seed: SEED + 1, numRuns: 40 * FUZZ },
    );
  });

  it(`decoding bytes in random pieces gives back the same bytes (${FUZZ}x)`, () => {
    const bytes = fc.array(fc.oneof(
      fc.integer({ min: 0, max: 255 }).map((b) => [b]),
      fc.constantFrom([0xc3, 0xa9], [0xe2, 0x82, 0xac], [0xf0, 0x9f, 0x98, 0x80], [0xed, 0xa0, 0x80], [0xef, 0xbb, 0xbf], [0xf4, 0x90, 0x80, 0x80], [0xe0, 0x80, 0xaf]),
    ), { maxLength: 60 }).map((parts) => Uint8Array.from(parts.flat()));
    fc.assert(
      fc.property(bytes, fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 5 }), fc.boolean(), (input, sizes, sixteen) => {
        const decoder = sixteen ? new Utf16Decoder(false) : new Utf8Decoder();
        let textOut = '';
        for (let i = 0, k = 0; i < input.length; k++) {
          const n = sizes[k % sizes.length];
          textOut += decoder.write(input.subarray(i, i + n));
          i += n;
        }
        let back: Buffer;
        if (decoder instanceof Utf8Decoder) {
          textOut += decoder.end();
          back = encodeUtf8(textOut);
          const whole = new Utf8Decoder();
          assert.equal(whole.write(input) + whole.end(), textOut, 'the same text in pieces as in one read');
          const strict = Buffer.from(input).toString('utf8');
          if (!strict.includes('\ufffd')) assert.equal(textOut, strict, 'valid UTF-8 reads as usual');
        } else {
          const odd = decoder.trailingByte();
          back = Buffer.concat([encodeText(textOut, 'utf16le'), odd === undefined ? Buffer.alloc(0) : Buffer.of(odd)]);
        }
        assert.deepEqual(back, Buffer.from(input));
      }),
      { seed: SEED + 2, numRuns: 2000 * FUZZ },
    );
  });
});
