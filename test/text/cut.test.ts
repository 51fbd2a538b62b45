// Places where a text can be cut (`isCut`, which the incremental rescan windows by): at every place it allows, the
// scan of the two parts, the second moved to where it stands, is exactly the scan of the whole text; and the rescan
// after random edits over texts of killer formats, LeetCode boards, grids and prose equals a full scan, with its
// window bounded by such cuts. Fixed seeds; SUDOKU_FUZZ=N runs N times as many cases.
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { rulesKey } from '../../src/core/rules';
import { scan, sudokuPadLink } from '../../src/text';
import { rescanWindow } from '../../src/text/rescan';
import { headerBefore, isCut, scanPart } from '../../src/text/scan';
import { skipObject, skipValue } from '../../src/text/formats/fpuzzles';
import type { ScanOptions, ScanProblem, ScanResult, ScannedPuzzle } from '../../src/text';
import { PUZZLES, fixture } from './fixtures';
import { killerGridText, sumocueText } from './killers';
import { LAYOUTS, writeAs } from './layouts';

const FACTOR = Math.max(1, Math.floor(Number(process.env.SUDOKU_FUZZ ?? '1')) || 1);
const SEED = 20261202;
const runs = (n: number): fc.Parameters<unknown> => ({ seed: SEED, numRuns: n * FACTOR, endOnFailure: true });

const KILLER_LINES: string[] = fixture('killer-lines.txt').split('\n').filter((l) => l !== '');
/** Killers in every format but f-puzzles JSON (a text with a `"grid"` key is never cut). */
const KILLERS: string[] = KILLER_LINES.flatMap((line) => {
  const p = scan(line).puzzles[0];
  return [line, killerGridText(line, false), killerGridText(line, true, true), sumocueText(line), sudokuPadLink(p.cells, p.rules)];
});

/** Killer grids torn apart: the sums line after blank lines, a row short, rows without their sums. */
const TORN: string[] = KILLER_LINES.slice(0, 4).flatMap((line) => {
  const rows = killerGridText(line).split('\n');
  return [
    [...rows.slice(0, 9), '', '', rows[9]].join('\n'),
    [...rows.slice(0, 9), '   ', rows[9]].join('\n'),
    rows.slice(0, 9).join('\n'),
    [...rows.slice(0, 4), ...rows.slice(5)].join('\n'),
    [...rows.slice(0, 9), '# a comment', rows[9]].join('\n'),
  ];
});

/** LeetCode boards that reach across lines and blank lines, chained `]], [[`, or broken. */
const BOARDS: string[] = PUZZLES.slice(0, 4).flatMap((p) => {
  const rows = p.match(/.{9}/g)!;
  const strings = rows.map((r) => `"${r}"`);
  return [
    `[${strings.join(',')}]`,
    `[\n${strings.join(',\n\n')}\n]`,
    `board = [[${rows.map((r) => [...r].map((c) => `"${c}"`).join(',')).join('],\n[')}]]`,
    `[[${rows.map((r) => [...r].map((c) => `"${c}"`).join(',')).join('], [')}]], [[${rows.map((r) => [...r].map((c) => `"${c}"`).join(',')).join('],\n [')}]]`,
    `[${strings.slice(0, 8).join(',\n')}\n]`,
    `x = [\n${strings.slice(0, 5).join(',\n')},\n\n`,
    `${strings.slice(5).join(',\n')}]`,
    '["5","3",".","7"],["5","3",".","7"],',
  ];
});

const NOISE = [...'0123456789.._-|+:*#/ ,;[]"\'=abcXYZ\t', '\n', '\r\n', '😀', '│', '─', '\u00a0'];

const piece = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(fc.nat(PUZZLES.length - 1), fc.constantFrom(...LAYOUTS)).map(([k, l]) => writeAs(PUZZLES[k], l)) },
  { weight: 3, arbitrary: fc.constantFrom(...KILLERS) },
  { weight: 2, arbitrary: fc.constantFrom(...TORN) },
  { weight: 3, arbitrary: fc.constantFrom(...BOARDS) },
  { weight: 2, arbitrary: fc.constantFrom('', '', '# a comment', '// note', 'Some prose, with 3 numbers: 12, 7 and 2026.', '[Puzzle]', '1', '12', '5 3 . | . 7 .', 'a=11 b=25') },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...NOISE), maxLength: 30 }) },
);

// Unbiased: a biased generator puts most edits at the very start of the text, where no window is needed.
const mutation = fc.record({
  at: fc.noBias(fc.integer({ min: 0, max: 1 << 30 })),
  del: fc.nat(4),
  ins: fc.string({ unit: fc.constantFrom(...NOISE), maxLength: 4 }),
});

function mutate(text: string, m: { at: number; del: number; ins: string }): string {
  const at = m.at % (text.length + 1);
  return text.slice(0, at) + m.ins + text.slice(at + m.del);
}

const eol = fc.constantFrom('\n', '\r\n', '\r');

/** Pieces joined by line breaks or blank lines, with one line ending, then mutated. */
const text = fc.tuple(fc.array(fc.tuple(piece, fc.boolean()), { minLength: 1, maxLength: 8 }), eol, fc.array(mutation, { maxLength: 4 }))
  .map(([pieces, end, ms]) => ms.reduce(mutate, pieces.map(([p, blank]) => (blank ? `${p}\n` : p)).join('\n').replace(/\n/g, end)));

/** A batch file: a count, then lines of 81 cells among other pieces. */
const batchText = fc.tuple(fc.nat(12), fc.array(fc.oneof({ weight: 3, arbitrary: fc.nat(PUZZLES.length - 1).map((k) => PUZZLES[k].replace(/\./g, '0')) },
  { weight: 1, arbitrary: piece }), { minLength: 1, maxLength: 10 }), eol, fc.array(mutation, { maxLength: 2 }))
  .map(([count, lines, end, ms]) => ms.reduce(mutate, `${count}\n${PUZZLES[1]}\n${lines.join('\n')}`.replace(/\n/g, end)));

function plainPuzzle(p: ScannedPuzzle): unknown {
  return {
    index: p.index, format: p.format, startLine: p.startLine, endLine: p.endLine, start: p.start, end: p.end,
    cells: Array.from(p.cells).join(''), offsets: Array.from(p.offsets).join(','), emptyChar: p.emptyChar,
    rules: rulesKey(p.rules), writeBack: p.writeBack,
    cages: p.cageSource && [p.cageSource.sumOffsets, p.cageSource.sumLengths, p.cageSource.cellOffsets].map((a) => a.join()).join(';'),
  };
}

/** Plain, comparable form of a scan: every puzzle field (offsets and cages included) and every problem. */
function plain(s: ScanResult): unknown {
  return { batch: s.batch, puzzles: s.puzzles.map(plainPuzzle), problems: s.problems.map((p) => ({ ...p })) };
}

/** The scans of the two parts of a text cut at `c` (on line `line`), as one scan of the whole. */
function joined(a: ScanResult, b: ScanResult, c: number, line: number): unknown {
  const moved = b.puzzles.map((p) => {
    const q = plainPuzzle(p) as Record<string, unknown>;
    const move = (xs: ArrayLike<number>): string => Array.from(xs, (o) => (o < 0 ? o : o + c)).join();
    return {
      ...q, index: p.index + a.puzzles.length, startLine: p.startLine + line, endLine: p.endLine + line, start: p.start + c, end: p.end + c,
      offsets: move(p.offsets), cages: p.cageSource && [move(p.cageSource.sumOffsets), p.cageSource.sumLengths.join(), move(p.cageSource.cellOffsets)].join(';'),
    };
  });
  const problems = [...a.problems.map((p) => ({ ...p })), ...b.problems.map((p: ScanProblem) => ({ ...p, line: p.line + line, offset: p.offset + c }))];
  return { batch: false, puzzles: [...a.puzzles.map(plainPuzzle), ...moved], problems };
}

/** Every line start of a text, with its line number. */
function lineStarts(t: string): [number, number][] {
  const out: [number, number][] = [];
  let line = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 10 || (c === 13 && t.charCodeAt(i + 1) !== 10)) out.push([i + 1, ++line]);
  }
  return out;
}

describe('isCut', function () {
  this.timeout(120_000 * FACTOR);

  for (const mode of ['sudoku', 'plaintext'] as const) {
    it(`scanning the parts at every place it allows gives the scan of the whole text (${mode})`, () => {
      const options: ScanOptions = { mode };
      let cuts = 0;
      let refused = 0;
      fc.assert(fc.property(fc.oneof(text, batchText), (t) => {
        const whole = scan(t, options);
        if (t.includes('"grid"')) return;
        // In a batch file the part after a cut is read as inside it, and the count's problem is the rescan's to redo.
        const noCount = (s: ScanResult): ScanResult => ({ ...s, batch: false, problems: s.problems.filter((p) => p.code !== 'batch-count') });
        const expected = plain(noCount(whole));
        for (const [c, line] of lineStarts(t)) {
          // The contract holds where the batch header is before the cut (the rescan checks it); only a batch file's can be after.
          if (whole.batch && headerBefore(t, c) === undefined) continue;
          if (!isCut(t, c, mode === 'sudoku')) {
            refused++;
            continue;
          }
          cuts++;
          const first = noCount(scan(t.slice(0, c), options));
          const got = joined(first, scanPart(t.slice(c), options, whole.batch ? 'inside' : 'none'), c, line);
          assert.deepEqual(got, expected, `cut at ${c} (line ${line}) of ${JSON.stringify(t)}`);
        }
      }), runs(250));
      // Both answers must occur, or the property says nothing.
      assert.ok(cuts > 1000 && refused > 1000, `${cuts} cuts allowed and ${refused} refused`);
    });
  }

  it('refuses the places something reaches across', () => {
    const rows = killerGridText(KILLER_LINES[0]).split('\n');
    const t = [...rows.slice(0, 9), '', rows[9], 'prose after it'].join('\n');
    const at = (line: number): number => t.split('\n').slice(0, line).join('\n').length + 1;
    // Between killer rows, after the ninth row, and after the blank line before the sums: refused.
    for (const line of [1, 5, 9, 10]) assert.equal(isCut(t, at(line), false), false, `line ${line}`);
    // After the sums line: allowed.
    assert.equal(isCut(t, at(11), false), true);
    // Inside a LeetCode board that spans a blank line, and inside a grid.
    const board = `x = [\n"53..7....",\n\n"6..195...",".98....6.","8...6...3","4..8.3..1","7...2...6",".6....28.","...419..5","....8..79"]\ntail`;
    assert.equal(isCut(board, board.indexOf('"6..'), false), false);
    assert.equal(isCut(board, board.indexOf('tail'), false), true);
    const grid = writeAs(PUZZLES[0], 'grid');
    assert.equal(isCut(`${grid}\nafter`, grid.indexOf('\n') + 1, false), false);
    assert.equal(isCut(`${grid}\nafter`, grid.length + 1, false), false, 'the last row is a run line');
    assert.equal(isCut(`${grid}\n\nafter`, grid.length + 2, false), true);
  });
});

describe('rescan windows', function () {
  this.timeout(120_000 * FACTOR);
  /** A text over 16 KB (so the incremental path is taken), without f-puzzles JSON. */
  const big = fc.tuple(fc.array(fc.tuple(piece, fc.boolean()), { minLength: 60, maxLength: 120 }), eol)
    .map(([pieces, end]) => {
      let t = pieces.map(([p, blank]) => (blank ? `${p}\n` : p)).join('\n');
      for (let i = 0; t.length < 17_000; i++) t += `\n${BOARDS[i % BOARDS.length]}\n${KILLERS[i % KILLERS.length]}\n${TORN[i % TORN.length]}`;
      return t.replace(/\n/g, end);
    });
  const edits = fc.array(mutation, { minLength: 1, maxLength: 10 });

  /** A batch file over 16 KB: a count, then lines of 81 cells with grids, boards, killers and prose among them. */
  const bigBatch = fc.tuple(fc.array(fc.tuple(piece, fc.nat(8)), { minLength: 20, maxLength: 60 }), eol, fc.integer({ min: -2, max: 2 }))
    .map(([pieces, end, off]) => {
      const lines: string[] = [];
      for (const [p, n] of pieces) {
        lines.push(p);
        for (let i = 0; i < n; i++) lines.push(PUZZLES[(lines.length + i) % PUZZLES.length].replace(/\./g, '0'));
      }
      for (let i = 0; lines.join('\n').length < 17_000; i++) lines.push(PUZZLES[i % PUZZLES.length]);
      return `${lines.length + 1 + off}\n${PUZZLES[0]}\n${lines.join('\n')}`.replace(/\n/g, end);
    });

  for (const mode of ['sudoku', 'plaintext'] as const) {
    it(`equals a full scan after random edits of batch files, count problem included (${mode})`, () => {
      const options: ScanOptions = { mode };
      let byCuts = 0;
      let edited = 0;
      fc.assert(fc.property(bigBatch, edits, (start, ms) => {
        let t = start;
        let current = scan(t, options);
        assert.ok(current.batch, 'the text is a batch file');
        for (const m of ms) {
          const next = mutate(t, m);
          const w = rescanWindow(t, current, next, options);
          assert.deepEqual(plain(w.result), plain(scan(next, options)));
          edited++;
          if (w.start === 'cut' && !w.whole) byCuts++;
          t = next;
          current = w.result;
        }
      }), runs(25));
      assert.ok(byCuts > edited / 2, `only ${byCuts} of ${edited} rescans of batch files were windowed by cuts`);
    });

    it(`equals a full scan after random edits of texts with killers, LeetCode boards and prose, windowed by cuts (${mode})`, () => {
      const options: ScanOptions = { mode };
      let byCuts = 0;
      let edited = 0;
      fc.assert(fc.property(big, edits, (start, ms) => {
        let t = start;
        let current = scan(t, options);
        for (const m of ms) {
          const next = mutate(t, m);
          const w = rescanWindow(t, current, next, options);
          assert.deepEqual(plain(w.result), plain(scan(next, options)));
          edited++;
          if (w.start === 'cut' && w.end === 'cut') byCuts++;
          t = next;
          current = w.result;
        }
      }), runs(25));
      assert.ok(byCuts > edited / 2, `only ${byCuts} of ${edited} rescans were windowed by cuts at both ends`);
    });
  }
});

describe('f-puzzles search: braces read once', () => {
  it('reads each object as skipValue does, and every end it remembers is the one skipValue gives', () => {
    const unit = fc.constantFrom('{', '}', '[', ']', '"', '\\', ',', ':', 'a', ' ', '\n', '"grid"', '{"grid":', '"x\\"y"');
    let remembered = 0;
    fc.assert(fc.property(fc.array(unit, { minLength: 10, maxLength: 120 }).map((a) => a.join('')), (t) => {
      for (let j = t.indexOf('{'); j >= 0; j = t.indexOf('{', j + 1)) {
        const ends = new Int32Array(t.length);
        assert.equal(skipObject(t, j, t.length, ends), skipValue(t, j, t.length), `from ${j} in ${JSON.stringify(t)}`);
        ends.forEach((e, o) => {
          if (e === 0 || t[o] !== '{') return;
          assert.equal(e, skipValue(t, o, t.length), `remembered end of ${o} (read from ${j}) in ${JSON.stringify(t)}`);
          remembered++;
        });
      }
    }), runs(2000));
    assert.ok(remembered > 5_000, `only ${remembered} ends remembered`);
  });
});
