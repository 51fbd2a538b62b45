// Scanning a stream segment by segment finds exactly what one scan of the whole text finds, wherever the cuts fall.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { scan } from '../../src/text';
import { scanSegments } from '../../src/cli/segments';
import type { Segment } from '../../src/cli/segments';
import { fixturesDir } from '../helpers/data';
import { makeRng } from '../helpers/random';

/** The text in pieces of random length, as a stream delivers it. */
async function* pieces(text: string, seed: number): AsyncGenerator<string> {
  const rng = makeRng(seed);
  for (let i = 0; i < text.length; ) {
    const n = 1 + Math.floor(rng.next() * 700);
    yield text.slice(i, i + n);
    i += n;
  }
}

interface Found {
  startLine: number;
  endLine: number;
  start: number;
  cells: string;
  offsets: string;
}

async function segmented(text: string, segmentChars: number, seed: number): Promise<{ segs: Segment[]; puzzles: Found[]; problems: string[]; joined: string }> {
  const segs: Segment[] = [];
  const puzzles: Found[] = [];
  const problems: string[] = [];
  let joined = '';
  for await (const seg of scanSegments(pieces(text, seed), { segmentChars, mode: "sudoku" })) {
    assert.equal(seg.offset, joined.length, 'a segment knows where it starts in the input');
    const base = joined.length - seg.begin;
    for (const p of seg.puzzles) {
      puzzles.push({
        startLine: seg.lineBase + p.startLine,
        endLine: seg.lineBase + p.endLine,
        start: base + p.start,
        cells: p.cells.join(''),
        offsets: Array.from(p.offsets, (o) => o + base).join(','),
      });
    }
    for (const p of seg.problems) problems.push(`${seg.lineBase + p.line}:${p.column}:${p.code}:${p.message}`);
    joined += seg.text.slice(seg.begin, seg.end);
    segs.push(seg);
  }
  return { segs, puzzles, problems, joined };
}

function whole(text: string): { puzzles: Found[]; problems: string[] } {
  const r = scan(text, { mode: 'sudoku' });
  return {
    puzzles: r.puzzles.map((p) => ({ startLine: p.startLine, endLine: p.endLine, start: p.start, cells: p.cells.join(''), offsets: Array.from(p.offsets).join(',') })),
    problems: r.problems.map((p) => `${p.line}:${p.column}:${p.code}:${p.message}`),
  };
}

/** Every fixture with puzzle text, and a mix of all of them, repeated so that it spans many segments. */
function corpus(): [string, string][] {
  const files: string[] = [];
  for (const dir of [path.join(fixturesDir, 'cli'), path.join(fixturesDir, 'text')]) {
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir).sort()) if (!f.endsWith('.md')) files.push(path.join(dir, f));
  }
  const texts: [string, string][] = files.map((f) => [path.basename(f), fs.readFileSync(f, 'utf8')]);
  const mixed = texts.filter(([n]) => !n.startsWith('batch')).map(([, t]) => t).join('\n\n');
  texts.push(['everything, 5 times', `${mixed}\n\n`.repeat(5)]);
  texts.push(['everything with CRLF', mixed.replace(/\n/g, '\r\n')]);
  return texts;
}

describe('scanSegments', () => {
  for (const [name, text] of corpus()) {
    it(`finds the same puzzles and problems as one scan: ${name}`, async () => {
      const expected = whole(text);
      for (const [size, seed] of [[256, 1], [1024, 2], [4096, 3], [1 << 16, 4]] as const) {
        const got = await segmented(text, size, seed);
        assert.equal(got.joined, text, `segments cover the text exactly once (segment size ${size})`);
        assert.deepEqual(got.puzzles, expected.puzzles, `puzzles (segment size ${size}, ${got.segs.length} segments)`);
        const batchCount = (p: string): boolean => p.includes(':batch-count:');
        // The count of a batch file is checked by the CLI over all segments (run.ts), never by a segment.
        assert.deepEqual(got.problems, expected.problems.filter((p) => !batchCount(p)), `problems (segment size ${size}, ${got.segs.length} segments)`);
      }
    });
  }

  it('cuts a long file into many segments and marks the first and the last', async () => {
    const text = fs.readFileSync(path.join(fixturesDir, 'sudoku-exchange-200.txt'), 'utf8');
    const got = await segmented(text, 2048, 7);
    assert.ok(got.segs.length >= 8, `${got.segs.length} segments`);
    assert.deepEqual(got.segs.map((s) => s.first), got.segs.map((_, i) => i === 0));
    assert.deepEqual(got.segs.map((s) => s.last), got.segs.map((_, i) => i === got.segs.length - 1));
    assert.equal(got.puzzles.length, 200);
  });

  it('removes a byte order mark and says so on the first segment', async () => {
    const text = fs.readFileSync(path.join(fixturesDir, 'cli', 'lines.txt'), 'utf8');
    const got = await segmented('\ufeff' + text, 256, 9);
    assert.equal(got.segs[0].bom, true);
    assert.equal(got.joined, text);
    assert.deepEqual(got.puzzles, whole(text).puzzles);
  });
});

describe('scanSegments past its limits', () => {
  const puzzle = fs.readFileSync(path.join(fixturesDir, 'sudoku-exchange-200.txt'), 'utf8').split('\n')[0];

  it('copies a line longer than the limit as it is, says so once, and still reads what follows', async () => {
    const long = 'lorem ipsum '.repeat(2000);
    const text = `${puzzle}\nintro text\n${long}\n${puzzle}\nend\n`;
    const segs: Segment[] = [];
    for await (const seg of scanSegments(pieces(text, 5), { mode: 'plaintext', segmentChars: 256, maxChars: 4096 })) segs.push(seg);
    assert.equal(segs.map((s) => s.text.slice(s.begin, s.end)).join(''), text, 'every character comes out once');
    const warnings = segs.filter((s) => s.warning);
    assert.equal(warnings.length, 1);
    assert.equal(warnings[0].lineBase + warnings[0].warning!.line, 2, 'the warning names the long line (0-based line 2)');
    assert.match(warnings[0].warning!.message, /^line longer than 4,096 characters: copied as it is, not searched for puzzles$/);
    const found = segs.flatMap((s) => s.puzzles.map((p) => s.lineBase + p.startLine));
    assert.deepEqual(found, [0, 3], 'the puzzles before and after the long line, on their own lines');
  });

  it('cuts a run with no safe place at the limit and says where', async () => {
    const rows = Array.from({ length: 900 }, (_, i) => puzzle.slice((i % 9) * 9, (i % 9) * 9 + 9)).join('\n');
    const text = `notes here\n${rows}\n`;
    const segs: Segment[] = [];
    for await (const seg of scanSegments(pieces(text, 6), { mode: 'sudoku', segmentChars: 64, maxLines: 200 })) segs.push(seg);
    assert.equal(segs.map((s) => s.text.slice(s.begin, s.end)).join(''), text);
    const warned = segs.filter((s) => s.warning);
    assert.ok(warned.length >= 1, 'a forced cut is said');
    for (const s of warned) assert.match(s.warning!.message, /^no safe place to split the text in [\d,]+ characters; a puzzle across this line may be read differently/);
  });
});
