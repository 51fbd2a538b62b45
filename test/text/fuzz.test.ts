// Fuzz: random and mutated texts in every layout never make the scanner throw or hang, its results always agree
// with the text, and the incremental rescan after random edits equals a full scan. Fixed seeds; SUDOKU_FUZZ=N runs
// N times as many cases.
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { rulesKey } from '../../src/core/rules';
import { LineIndex, answerReplacements, applyReplacements, scan, sudokuPadLink, toFpuzzlesJson } from '../../src/text';
import { killerGridText, sumocueText } from './killers';
import type { ScanOptions, ScanResult } from '../../src/text';
import { rescan } from '../../src/text/rescan';
import { PUZZLES, fixture } from './fixtures';
import { LAYOUTS, writeAs } from './layouts';

const FACTOR = Math.max(1, Math.floor(Number(process.env.SUDOKU_FUZZ ?? '1')) || 1);
const SEED = 20261201;
const runs = (n: number): fc.Parameters<unknown> => ({ seed: SEED, numRuns: n * FACTOR, endOnFailure: true });

/** Killer puzzles in the formats of formats/: lines, grids, SumoCue, f-puzzles JSON and links. */
const KILLER_LINES: string[] = fixture('killer-lines.txt').split('\n').filter((l) => l !== '');
const KILLERS: string[] = KILLER_LINES.flatMap((line) => {
  const p = scan(line).puzzles[0];
  return [line, killerGridText(line, line.length % 2 === 0), sumocueText(line), sudokuPadLink(p.cells, p.rules), toFpuzzlesJson(p.cells, p.rules)];
}).concat(fixture('fpuzzles.md').split('\n').filter((l) => l.includes('fpuzzles') || l.includes('load=')));

/** An f-puzzles killer as pretty-printed JSON over 290 lines. */
const PRETTY_JSON = fixture('fpuzzles.md').split('```')[1].replace(/^json\n/, '');

/** Characters that matter to the scanner, and some that do not. */
const NOISE = [...'0123456789.._-|+:*#/ ,;[]"\'=abcXYZ\t', '\n', '\r', '\r\n', '😀', 'é', '│', '─', '\u00a0', '\ufeff'];

const piece = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.nat(PUZZLES.length - 1), fc.constantFrom(...LAYOUTS)).map(([k, l]) => writeAs(PUZZLES[k], l)) },
  { weight: 2, arbitrary: fc.constantFrom(...KILLERS) },
  { weight: 1, arbitrary: fc.constant(PRETTY_JSON) },
  { weight: 1, arbitrary: fc.constantFrom('', '# a comment', '// note', 'Some prose, with 3 numbers: 12, 7 and 2026.', '[Puzzle]') },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...NOISE), maxLength: 40 }) },
);

// A uniform place: fc.double puts almost every edit at the very start of the text (its values are spread over the
// exponents, so most are below 1e-10), where a rescan has no window to find.
const mutation = fc.record({
  at: fc.noBias(fc.integer({ min: 0, max: 1 << 30 })).map((n) => n / (1 << 30)),
  del: fc.nat(4),
  ins: fc.string({ unit: fc.constantFrom(...NOISE), maxLength: 4 }),
});

function mutate(text: string, m: { at: number; del: number; ins: string }): string {
  const at = Math.min(text.length, Math.floor(m.at * (text.length + 1)));
  return text.slice(0, at) + m.ins + text.slice(at + m.del);
}

const eol = fc.constantFrom('\n', '\r\n', '\r');

/** Pieces joined by blank lines (or not), with one line ending, then mutated. */
const text = fc.tuple(fc.array(piece, { minLength: 1, maxLength: 6 }), fc.boolean(), eol, fc.array(mutation, { maxLength: 6 }))
  .map(([pieces, blank, end, ms]) => ms.reduce(mutate, pieces.join(blank ? '\n\n' : '\n').replace(/\n/g, end)));

/** Every claim a scan makes about its text, checked against the text. */
function assertConsistent(source: string, r: ScanResult): void {
  const li = new LineIndex(source);
  let prevEnd = 0;
  r.puzzles.forEach((p, i) => {
    assert.equal(p.index, i);
    assert.ok(p.start >= prevEnd && p.start < p.end && p.end <= source.length, `puzzle ${i} span`);
    prevEnd = p.end;
    assert.equal(li.lineAt(p.start), p.startLine, `puzzle ${i} start line`);
    assert.equal(li.lineAt(p.end - 1), p.endLine, `puzzle ${i} end line`);
    assert.equal(p.cells.length, 81);
    assert.equal(p.offsets.length, 81);
    if (p.rules.variant === 'killer') {
      const covered = new Set<number>();
      for (const cage of p.rules.cages) for (const c of cage.cells) covered.add(c);
      assert.ok(covered.size <= 81);
    }
    if (p.writeBack === 'insert-line') {
      // No character per cell: the answer goes in as one inserted line after the puzzle's last line.
      const answer = Uint8Array.from({ length: 81 }, (_, c) => p.cells[c] || ((c * 7 + i) % 9) + 1);
      const [ins] = answerReplacements(source, p, answer);
      assert.equal(ins.length, 0);
      assert.equal(li.lineAt(ins.offset), p.endLine);
      return;
    }
    for (let c = 0; c < 81; c++) {
      const o = p.offsets[c];
      assert.ok(o >= p.start && o < p.end && (c === 0 || o > p.offsets[c - 1]), `puzzle ${i} cell ${c} offset`);
      const ch = source[o];
      if (p.cells[c] === 0) assert.ok('.0_- '.includes(ch), `puzzle ${i} cell ${c} is empty but shows ${JSON.stringify(ch)}`);
      else assert.equal(ch, String(p.cells[c]), `puzzle ${i} cell ${c}`);
    }
    // Writing any answer back changes only the characters of empty cells, into digits.
    const answer = Uint8Array.from({ length: 81 }, (_, c) => p.cells[c] || ((c * 7 + i) % 9) + 1);
    const out = applyReplacements(source, answerReplacements(source, p, answer));
    assert.equal(out.length, source.length);
    let changed = 0;
    for (let j = 0; j < source.length; j++) if (out[j] !== source[j]) changed++;
    let empties = 0;
    for (let c = 0; c < 81; c++) {
      if (p.cells[c] === 0) {
        empties++;
        assert.equal(out[p.offsets[c]], String(answer[c]));
      }
    }
    assert.ok(changed <= empties);
  });
  let prevOffset = 0;
  for (const q of r.problems) {
    assert.ok(q.offset >= prevOffset && q.length >= 1 && q.offset + q.length <= source.length, `problem span ${q.offset}+${q.length}`);
    prevOffset = q.offset;
    assert.deepEqual(li.positionAt(q.offset), { line: q.line, character: q.column });
    if (q.code === 'bad-character') {
      const ch = String.fromCodePoint(source.codePointAt(q.offset)!);
      assert.ok(q.message.startsWith(`Unexpected '${ch}'`), q.message);
      assert.equal(q.length, ch.length);
    }
  }
}

describe('fuzz: scan', function () {
  this.timeout(60_000 * FACTOR);
  for (const mode of ['sudoku', 'plaintext'] as const) {
    it(`gives results consistent with the text for random and mutated texts in every layout (${mode})`, () => {
      fc.assert(fc.property(text, (t) => {
        assertConsistent(t, scan(t, { mode }));
      }), runs(300));
    });
  }

  it('finds the same puzzles whatever the line ending', () => {
    const plainText = fc.tuple(fc.array(piece, { minLength: 1, maxLength: 6 }), eol, fc.constantFrom('sudoku', 'plaintext') as fc.Arbitrary<'sudoku' | 'plaintext'>);
    fc.assert(fc.property(plainText, ([pieces, end, mode]) => {
      const lf = pieces.join('\n\n').replace(/\r/g, '');
      const other = lf.replace(/\n/g, end);
      const a = scan(lf, { mode });
      const b = scan(other, { mode });
      assert.deepEqual(b.puzzles.map((p) => `${p.format} ${p.startLine}-${p.endLine} ${p.cells.join('')}`),
        a.puzzles.map((p) => `${p.format} ${p.startLine}-${p.endLine} ${p.cells.join('')}`));
      assert.deepEqual(b.problems.map((p) => [p.code, p.line, p.column, p.message]), a.problems.map((p) => [p.code, p.line, p.column, p.message]));
    }), runs(200));
  });

  it('ends on hostile texts of 200,000 characters', () => {
    const n = 200_000;
    const texts = [
      '['.repeat(n), '["'.repeat(n / 2), '[['.repeat(n / 2) + ']]', '|'.repeat(n), '1,'.repeat(n / 2), '| 1 |\n'.repeat(n / 6),
      '{"grid"'.repeat(n / 7), '{"size":9,"grid":[['.repeat(n / 19), 'https://f-puzzles.com/?'.repeat(n / 23), 'sudokupad.app/fpuzzles'.repeat(n / 22),
      '3x3::k:1:'.repeat(n / 9), `${'.'.repeat(81)} ${'a'.repeat(81)} ${'1,'.repeat(40)}\n`.repeat(n / 245), 'a=1 '.repeat(n / 4),
      '😀'.repeat(n / 2), '\r'.repeat(n), '1\r'.repeat(n / 2), `${'1'.repeat(80)}\n`.repeat(n / 81), '-'.repeat(n),
    ];
    for (const t of texts) {
      for (const mode of ['sudoku', 'plaintext'] as const) assertConsistent(t, scan(t, { mode }));
    }
  });
});

/** Plain, comparable form of a scan: every puzzle field (offsets included) and every problem. */
function plain(s: ScanResult): unknown {
  return {
    batch: s.batch,
    puzzles: s.puzzles.map((p) => ({
      index: p.index, format: p.format, startLine: p.startLine, endLine: p.endLine, start: p.start, end: p.end,
      cells: Array.from(p.cells).join(''), offsets: Array.from(p.offsets).join(','), emptyChar: p.emptyChar,
      rules: rulesKey(p.rules), writeBack: p.writeBack,
      cages: p.cageSource && [p.cageSource.sumOffsets, p.cageSource.sumLengths, p.cageSource.cellOffsets].map((a) => a.join()).join(';'),
    })),
    problems: s.problems.map((p) => ({ ...p })),
  };
}

describe('fuzz: rescan', function () {
  this.timeout(60_000 * FACTOR);
  /** A text over 16 KB (so the incremental path is taken): pieces, then enough 81-cell lines. */
  const big = fc.tuple(fc.array(piece, { minLength: 4, maxLength: 20 }), fc.array(piece, { minLength: 4, maxLength: 20 }), eol)
    .map(([head, tail, end]) => {
      const filler: string[] = [];
      for (let i = 0; filler.join('\n').length < 17_000; i++) filler.push(PUZZLES[i % PUZZLES.length]);
      return [...head, ...filler, ...tail].join('\n\n').replace(/\n/g, end);
    });
  const edits = fc.array(mutation, { minLength: 1, maxLength: 12 });

  for (const mode of ['sudoku', 'plaintext'] as const) {
    it(`equals a full scan after random edits in every layout (${mode})`, () => {
      const options: ScanOptions = { mode };
      fc.assert(fc.property(big, edits, (start, ms) => {
        let t = start;
        let current = scan(t, options);
        for (const m of ms) {
          const next = mutate(t, m);
          const incremental = rescan(t, current, next, options);
          assert.deepEqual(plain(incremental), plain(scan(next, options)));
          t = next;
          current = incremental;
        }
      }), runs(20));
    });
  }
});
