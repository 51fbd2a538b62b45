// Killer formats: every shared killer line scans as one killer with the cages its letters say (checked against the
// known solutions: each cage's digits are distinct and add up to its sum), structural problems at their characters,
// and answers written back into the first field.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Rules } from '../../src/core/rules';
import { answerReplacements, applyReplacements, scan, solutionReplacements, solvedLine, sudokuPadLink, toFpuzzlesJson } from '../../src/text';
import type { ScannedPuzzle } from '../../src/text';
import { hasSharedData, readLines, sharedDataDir } from '../helpers/data';
import { fixture, gridOf } from './fixtures';
import { expectedCages, killerGridText, sumocueText } from './killers';

const FULL = process.env.SUDOKU_FULL === '1';


function cagesOf(p: ScannedPuzzle): { cells: number[]; sum: number }[] {
  assert.equal(p.rules.variant, 'killer');
  return (p.rules as Extract<Rules, { variant: 'killer' }>).cages.map((c) => ({ cells: [...c.cells], sum: c.sum }));
}

/** Each cage's digits in the solution are distinct and add up to its sum. */
function assertSolves(cages: { cells: number[]; sum: number }[], solution: string): void {
  const covered = new Set<number>();
  for (const cage of cages) {
    const digits = cage.cells.map((c) => Number(solution[c]));
    assert.equal(new Set(digits).size, digits.length, 'no digit repeats in a cage');
    assert.equal(digits.reduce((a, b) => a + b, 0), cage.sum);
    for (const c of cage.cells) covered.add(c);
  }
  assert.equal(covered.size, 81);
}

function checkKillerLines(lines: string[], solutions: string[] | undefined, label: string): void {
  // All at once, as a file, in plain text: one puzzle per line.
  const text = lines.join('\n') + '\n';
  const r = scan(text, { mode: 'plaintext' });
  assert.deepEqual(r.problems, [], label);
  assert.equal(r.puzzles.length, lines.length, label);
  r.puzzles.forEach((p, i) => {
    assert.equal(p.format, 'killer-line');
    assert.equal(p.startLine, i);
    assert.equal(p.writeBack, 'in-place');
    assert.deepEqual(cagesOf(p), expectedCages(lines[i]), `${label} line ${i + 1}`);
    assert.equal(text.slice(p.start, p.end), lines[i]);
    for (let c = 0; c < 81; c++) {
      assert.equal(p.offsets[c], p.start + c);
      assert.equal(p.cageSource!.cellOffsets[c], p.start + 82 + c);
    }
    if (solutions) assertSolves(cagesOf(p), solutions[i]);
  });
}

describe('scan: killer lines', () => {
  it('reads the fixture killer lines with their cages, which the known solutions satisfy', () => {
    const lines = fixture('killer-lines.txt').split('\n').filter((l) => l !== '');
    const solutions = fixture('killer-lines.solutions.txt').split('\n').filter((l) => l !== '');
    assert.equal(lines.length, 7);
    checkKillerLines(lines, solutions, 'fixture');
    for (const mode of ['sudoku', 'plaintext'] as const) assert.equal(scan(lines.join('\r\n'), { mode }).puzzles.length, 7);
  });

  describe(`every line of ../shared/data/killer (${FULL ? 'all lines' : 'a sample; SUDOKU_FULL=1 for all'})`, () => {
    if (!hasSharedData() || !fs.existsSync(path.join(sharedDataDir, 'killer'))) {
      it('needs ../shared/data/killer, which is absent: the shared killer sets are not checked in this run', () => {
        assert.ok(!fs.existsSync(path.join(sharedDataDir, 'killer')));
      });
      return;
    }
    const dir = path.join(sharedDataDir, 'killer');
    const names = fs.readdirSync(dir).filter((f) => f.endsWith('.txt') && !/\.(solutions|solution-counts)\.txt$/.test(f)).sort();
    for (const name of names) {
      it(`${name}: one killer per line, with its cages`, () => {
        const all = readLines(path.join(dir, name));
        const solFile = path.join(dir, name.replace(/\.txt$/, '.solutions.txt'));
        const allSolutions = fs.existsSync(solFile) ? readLines(solFile) : undefined;
        const step = FULL ? 1 : Math.max(1, Math.floor(all.length / 200));
        const pick = <T>(xs: T[]): T[] => xs.filter((_, i) => i % step === 0);
        checkKillerLines(pick(all), allSolutions && pick(allSolutions), name);
      });
    }
  });

  it('reports 80 letters, a cage with no sum and a sum with no cage at their characters, in both modes', () => {
    const line = fixture('killer-lines.txt').split('\n')[0];
    const [cells, names, sums] = line.split(' ');
    const cases: Array<[string, [string, number, number, string][]]> = [
      [`${cells} ${names.slice(1)} ${sums}`, [['cage-letters', 82, 80, 'Killer line has 80 cage letters; it needs 81, one for each cell']]],
      [`${cells} ${names} ${sums.replace(/,\d+$/, '')}`, [['cage-sum', 82 + names.indexOf('u'), 1, "Cage 'u' has no sum: the line gives 20 sums for 21 cages"]]],
      [`${cells} ${names} ${sums},7`, [['cage-sum', line.length + 1, 1, 'Sum 7 has no cage: the line has 21 cages and 22 sums']]],
      [`${cells} ${names} ${sums.replace('23', '2x3')}`, []],
    ];
    for (const mode of ['sudoku', 'plaintext'] as const) {
      for (const [text, expected] of cases.slice(0, 3)) {
        const r = scan(text, { mode });
        assert.deepEqual(r.puzzles, []);
        assert.deepEqual(r.problems.map((p) => [p.code, p.offset, p.length, p.message]), expected, mode);
      }
    }
    // An empty sum, from a doubled or trailing comma, is pointed at by its comma.
    assert.deepEqual(scan(`${line},`).problems.map((p) => [p.code, p.offset, p.length, p.message]),
      [['cage-sum', line.length, 1, 'Empty cage sum between commas']]);
    const doubled = `${cells} ${names} ${sums.replace(',', ',,')}`;
    assert.deepEqual(scan(doubled, { mode: 'plaintext' }).problems.map((p) => [p.code, p.offset, p.length]),
      [['cage-sum', 164 + sums.indexOf(',') + 1, 1]]);
    // A sum that is not a number is no killer line's sums field: the line is prose in plain text, an error in a sudoku file.
    assert.deepEqual(scan(cases[3][0], { mode: 'plaintext' }).puzzles, []);
    assert.equal(scan(cases[3][0], { mode: 'plaintext' }).problems.length, 0);
    assert.equal(scan(cases[3][0]).problems[0].code, 'bad-character');
  });

  it('leaves `puzzle solution rating` lines and 81 digits with a word alone', () => {
    const sol = fixture('killer-lines.solutions.txt').split('\n')[0];
    const p = '.'.repeat(40) + sol.slice(40);
    for (const t of [`${p} ${sol} 3`, `${p} ${sol.slice(0, 80)}x 3`.replace(/x 3$/, ' 3')]) {
      const r = scan(t, { mode: 'plaintext' });
      assert.ok(r.puzzles.every((q) => q.format !== 'killer-line'));
      assert.deepEqual(r.problems, []);
    }
    assert.deepEqual(scan(`${p} Killer 12`, { mode: 'plaintext' }).problems, [], 'a word is not 81 cage letters');
  });

  it('reads a killer line with a trailing ` # comment` as the same killer, and writes the answer around the comment', () => {
    const lines = fixture('killer-lines.txt').split('\n').filter((l) => l !== '');
    const solutions = fixture('killer-lines.solutions.txt').split('\n').filter((l) => l !== '');
    const bare = scan(`${lines[0]}\n`).puzzles;
    for (const mode of ['sudoku', 'plaintext'] as const) {
      for (const tail of [' # 18 guesses', '\t#rated 4.0', '   #']) {
        const text = `${lines[0]}${tail}\n`;
        const r = scan(text, { mode });
        assert.deepEqual(r.problems, [], `${mode} ${JSON.stringify(tail)}`);
        assert.deepEqual(r.puzzles.map((p) => [p.format, p.rules]), bare.map((p) => [p.format, p.rules]), `${mode} ${JSON.stringify(tail)}`);
        const out = applyReplacements(text, solutionReplacements(r.puzzles[0], gridOf(solutions[0])));
        assert.equal(out, `${solutions[0]}${lines[0].slice(81)}${tail}\n`);
      }
    }
    // A `#` inside a field, not after whitespace, is no comment: the sums field is then not one.
    assert.deepEqual(scan(`${lines[0]}#x\n`, { mode: 'plaintext' }).puzzles.filter((p) => p.format === 'killer-line'), []);
  });

  it('writes the answer into the first field only, and the solved line reads back as the same killer', () => {
    const lines = fixture('killer-lines.txt').split('\n').filter((l) => l !== '');
    const solutions = fixture('killer-lines.solutions.txt').split('\n').filter((l) => l !== '');
    const text = `# killers\n${lines.join('\n')}\n`;
    const r = scan(text);
    let out = text;
    for (const p of [...r.puzzles].reverse()) out = applyReplacements(out, solutionReplacements(p, gridOf(solutions[p.index])));
    const expected = `# killers\n${lines.map((l, i) => solutions[i] + l.slice(81)).join('\n')}\n`;
    assert.equal(out, expected);
    const again = scan(out);
    assert.deepEqual(again.puzzles.map((p) => p.rules), r.puzzles.map((p) => p.rules));
    assert.equal(solvedLine(r.puzzles[0], gridOf(solutions[0])), solutions[0] + lines[0].slice(81));
    assert.deepEqual(answerReplacements(text, r.puzzles[0], gridOf(solutions[0])), solutionReplacements(r.puzzles[0], gridOf(solutions[0])));
  });
});


describe('scan: killer grids', () => {
  const lines = fixture('killer-lines.txt').split('\n').filter((l) => l !== '');
  const solutions = fixture('killer-lines.solutions.txt').split('\n').filter((l) => l !== '');

  it('reads nine rows of cells and letters and a sums line in any order, with its cages, in both modes', () => {
    lines.forEach((line, i) => {
      for (const [boxes, shuffle] of [[false, false], [true, true]]) {
        const grid = killerGridText(line, boxes, shuffle);
        const text = `Killer ${i + 1}:\n\n${grid}\n\nThat is all.\n`;
        const r = scan(text, { mode: 'plaintext' });
        assert.deepEqual(r.problems, []);
        assert.equal(r.puzzles.length, 1);
        const p = r.puzzles[0];
        assert.equal(p.format, 'killer-grid');
        assert.equal(p.startLine, 2);
        assert.equal(p.endLine, boxes ? 13 : 11);
        assert.deepEqual(cagesOf(p), expectedCages(line));
        assertSolves(cagesOf(p), solutions[i]);
        assert.equal(text.slice(p.start, p.end), grid);
        for (let c = 0; c < 81; c++) assert.equal(text[p.offsets[c]], line[c]);
        const k = p.rules.variant === 'killer' ? p.rules.cages : [];
        k.forEach((cage, n) => {
          assert.equal(text.slice(p.cageSource!.sumOffsets[n], p.cageSource!.sumOffsets[n] + p.cageSource!.sumLengths[n]), String(cage.sum));
          for (const c of cage.cells) assert.equal(text[p.cageSource!.cellOffsets[c]], line.split(' ')[1][c]);
        });
        // Solve writes the digits into the cell part only.
        const out = applyReplacements(text, solutionReplacements(p, gridOf(solutions[i])));
        assert.equal(out, text.slice(0, p.start) + killerGridText(`${solutions[i]} ${line.split(' ').slice(1).join(' ')}`, boxes, shuffle) + text.slice(p.end));
        assert.equal(scan(grid).puzzles.length, 1, 'sudoku mode');
      }
    });
  });

  it('reads a row or a sums line with a trailing ` # comment` as the same killer, and writes the answer around it', () => {
    const text = killerGridText(lines[0], true);
    const bare = scan(`${text}\n`).puzzles;
    assert.equal(bare.length, 1);
    const rows = text.split('\n');
    // The first row, a row after a border, and the sums line.
    for (const at of [0, 4, rows.length - 1]) {
      const commented = rows.map((r, i) => (i === at ? `${r}  # note ${i}` : r)).join('\n') + '\n';
      for (const mode of ['sudoku', 'plaintext'] as const) {
        const r = scan(commented, { mode });
        assert.deepEqual(r.problems, [], `${mode}, comment on line ${at + 1}`);
        assert.deepEqual(r.puzzles.map((p) => [p.format, p.rules]), bare.map((p) => [p.format, p.rules]), `${mode}, comment on line ${at + 1}`);
      }
      const p = scan(commented).puzzles[0];
      const out = applyReplacements(commented, solutionReplacements(p, gridOf(solutions[0])));
      assert.ok(out.includes(`  # note ${at}\n`), out);
      assert.deepEqual(scan(out).puzzles.map((q) => q.rules), bare.map((q) => q.rules));
    }
  });

  it('reports a row of 8 letters, a letter with no sum, a sum with no letter and a second sum, at their characters', () => {
    const grid = killerGridText(lines[0]);
    const rows = grid.split('\n');
    const short = [...rows];
    short[2] = short[2].slice(0, -1);
    const noSum = [...rows];
    noSum[9] = noSum[9].replace(/ u=\d+/, '');
    const extra = [...rows];
    extra[9] += ' Z=9';
    const twice = [...rows];
    twice[9] += ' a=9';
    const at = (t: string[], line: number, col: number): number => t.slice(0, line).join('\n').length + 1 + col;
    const cases: Array<[string[], [string, number, number, string][]]> = [
      [short, [['cage-letters', at(short, 2, 11), 8, 'Row 3 has 8 cage letters; a row needs 9']]],
      [noSum, [['cage-sum', at(noSum, rows.findIndex((r) => r.slice(11).includes('u')), 11 + rows.find((r) => r.slice(11).includes('u'))!.slice(11).indexOf('u')), 1, "Cage 'u' has no sum: the sums line gives none for it"]]],
      [extra, [['cage-sum', at(extra, 9, extra[9].length - 3), 3, "Sum Z=9 has no cage: no cell is in cage 'Z'"]]],
      [twice, [['cage-sum', at(twice, 9, twice[9].length - 3), 3, "Cage 'a' has a second sum, a=9"]]],
    ];
    for (const mode of ['sudoku', 'plaintext'] as const) {
      for (const [t, expected] of cases) {
        const r = scan(t.join('\n'), { mode });
        assert.deepEqual(r.puzzles, [], mode);
        assert.deepEqual(r.problems.map((p) => [p.code, p.offset, p.length, p.message]), expected, mode);
      }
    }
  });

  it('leaves a table with a word column alone in plain text, and needs the sums line', () => {
    const grid = killerGridText(lines[1]).split('\n');
    assert.deepEqual(scan(grid.slice(0, 9).join('\n'), { mode: 'plaintext' }).puzzles, []);
    assert.deepEqual(scan(grid.slice(0, 9).join('\n'), { mode: 'plaintext' }).problems, []);
    assert.deepEqual(scan([...grid.slice(0, 9), 'x = 3'].join('\n'), { mode: 'plaintext' }).puzzles, []);
  });
});


/** The one puzzle of `text` is `line`'s killer, inserted as a solved killer line by Solve, which reads back the same. */
function assertInsertsSolvedLine(text: string, p: ScannedPuzzle, line: string, solution: string): void {
  assert.equal(p.writeBack, 'insert-line');
  assert.throws(() => solutionReplacements(p, gridOf(solution)), /no place for digits/);
  const out = applyReplacements(text, answerReplacements(text, p, gridOf(solution)));
  const solved = `${solution} ${line.split(' ').slice(1).join(' ')}`;
  const lines = text.split('\n');
  lines.splice(p.endLine + 1, 0, solved);
  assert.equal(out, lines.join('\n'));
  const again = scan(out);
  assert.equal(again.puzzles.length, 2);
  assert.equal(again.puzzles[1].format, 'killer-line');
  assert.deepEqual(again.puzzles[1].rules, p.rules);
  assert.equal(again.puzzles[1].cells.join(''), solution);
}

describe('scan: SumoCue killer text', () => {
  const lines = fixture('killer-lines.txt').split('\n').filter((l) => l !== '');
  const solutions = fixture('killer-lines.solutions.txt').split('\n').filter((l) => l !== '');

  it('reads the cages from sum × 256 + cage, in code or alone, and Solve inserts the solved killer line below', () => {
    lines.forEach((line, i) => {
      const s = sumocueText(line);
      for (const text of [s, `const puzzle = '${s}';\n// next`]) {
        for (const mode of ['sudoku', 'plaintext'] as const) {
          const r = scan(text, { mode });
          const found = r.puzzles.filter((p) => p.format === 'sumocue');
          assert.equal(found.length, 1, mode);
          const p = found[0];
          assert.deepEqual(cagesOf(p), expectedCages(line));
          assert.equal(text.slice(p.start, p.end), s);
          assert.equal(p.cells.join(''), '0'.repeat(81));
          const cage0 = p.rules.variant === 'killer' ? p.rules.cages[0] : undefined;
          assert.equal(text.slice(p.cageSource!.sumOffsets[0], p.cageSource!.sumOffsets[0] + p.cageSource!.sumLengths[0]), String(cage0!.sum * 256 + 1));
        }
        if (text === s) assertInsertsSolvedLine(`${s}\n`, scan(`${s}\n`).puzzles[0], line, solutions[i]);
      }
    });
  });

  it('reads a number under 256 as a cell in no cage, and reports a wrong count or a cage with two sums', () => {
    const s = sumocueText(lines[0]);
    const values = s.slice(7, -1).split(':');
    const open = `3x3::k:${['7', ...values.slice(1)].join(':')}:`;
    const r = scan(open);
    assert.equal(r.puzzles.length, 1);
    const cages = cagesOf(r.puzzles[0]);
    assert.ok(cages.every((c) => !c.cells.includes(0)), 'cell r1c1 is in no cage');
    assert.equal(solvedLine(r.puzzles[0], gridOf(solutions[0])), solutions[0], 'no killer line for cages that leave a cell out');
    const short = `3x3::k:${values.slice(1).join(':')}:`;
    assert.deepEqual(scan(short, { mode: 'plaintext' }).problems.map((p) => [p.code, p.offset, p.length, p.message]),
      [['puzzle-data', 0, short.length, 'SumoCue killer has 80 values; it needs 81, one for each cell']]);
    const two = [...values];
    two[1] = String(Number(values[1]) + 256);
    const t = `3x3::k:${two.join(':')}:`;
    assert.deepEqual(scan(t).problems.map((p) => [p.code, p.offset, p.message]),
      [['cage-sum', 8 + values[0].length, `Cage 1 has two sums: 26 and 27 (value ${two[1]} is sum × 256 + cage)`]]);
  });
});

/** An f-puzzles cage list for a killer line: `{"cells":["R1C1",...],"value":"26"}` in first-cell order. */
function fpuzzlesCages(line: string): { cells: string[]; value: string }[] {
  return expectedCages(line).map((c) => ({ cells: c.cells.map((i) => `R${Math.floor(i / 9) + 1}C${(i % 9) + 1}`), value: String(c.sum) }));
}

function fpuzzlesGrid(cells: string): object[][] {
  return [...Array(9).keys()].map((r) => [...Array(9).keys()].map((c) => {
    const ch = cells[r * 9 + c];
    return ch >= '1' && ch <= '9' ? { value: Number(ch), given: true } : {};
  }));
}

describe('scan: f-puzzles JSON and links', () => {
  const lines = fixture('killer-lines.txt').split('\n').filter((l) => l !== '');
  const solutions = fixture('killer-lines.solutions.txt').split('\n').filter((l) => l !== '');
  const md = fixture('fpuzzles.md');

  it('finds the JSON, the f-puzzles links and the SudokuPad link of fpuzzles.md, with their cages and givens', () => {
    for (const mode of ['sudoku', 'plaintext'] as const) {
      const r = scan(md, { mode });
      assert.deepEqual(r.puzzles.map((p) => [p.format, p.startLine, p.rules.variant, p.writeBack]), [
        ['fpuzzles', 5, 'killer', 'insert-line'],
        ['link', 304, 'classic', 'insert-line'],
        ['link', 306, 'killer', 'insert-line'],
        ['link', 308, 'classic', 'insert-line'],
      ], mode);
      const [json, made, pad, classic] = r.puzzles;
      assert.deepEqual(cagesOf(json), expectedCages(lines[0]));
      assert.equal(json.cells.join(''), '0'.repeat(81));
      assert.equal(md.slice(json.start, json.end), JSON.stringify(JSON.parse(md.slice(json.start, json.end)), null, 2));
      assert.equal(made.cells.join(''), `1${'0'.repeat(80)}`, 'the link f-puzzles made: r1c1 = 1');
      assert.deepEqual(cagesOf(pad), expectedCages(lines[6]));
      assertSolves(cagesOf(pad), solutions[6]);
      assert.equal(classic.cells.join('').replace(/0/g, '.'), fixture('exchange-16.txt').split('\n')[0]);
      assert.ok(md.slice(pad.end, pad.end + 2) === ').', 'a Markdown link ends at its parenthesis');
      assert.ok(md[classic.end] === '>', 'an autolink ends at its bracket');
      const problems = r.problems.filter((p) => p.code !== 'bad-character');
      assert.deepEqual(problems.map((p) => [p.code, p.line, p.message]), [
        ['puzzle-data', 310, 'Link: f-puzzles puzzle uses diagonal+; only classic and killer rules are solved'],
        ['puzzle-data', 312, 'Link does not hold an f-puzzles puzzle: its data does not decompress to one'],
      ]);
      if (mode === 'plaintext') assert.equal(problems.length, r.problems.length, 'prose is no problem in plain text');
    }
  });

  it('points a JSON given at its digit and each cage at the text of its sum', () => {
    const json = JSON.stringify({ size: 9, grid: fpuzzlesGrid(`5${'.'.repeat(80)}`), killercage: fpuzzlesCages(lines[1]) });
    const [p] = scan(json).puzzles;
    assert.equal(json[p.offsets[0]], '5');
    assert.equal(json[p.offsets[1]], '{');
    const cages = cagesOf(p);
    cages.forEach((cage, n) => {
      const at = p.cageSource!.sumOffsets[n];
      assert.equal(json.slice(at, at + p.cageSource!.sumLengths[n]), String(cage.sum));
    });
  });

  it('reads what it writes: SudokuPad links and f-puzzles JSON round trip for killers and classics', () => {
    const classics = fixture('exchange-16.txt').split('\n').filter((l) => l.length === 81);
    const cases = [...lines.map((l) => l), ...classics.slice(0, 4)];
    for (const c of cases) {
      const source = scan(c).puzzles[0];
      for (const text of [sudokuPadLink(source.cells, source.rules), toFpuzzlesJson(source.cells, source.rules)]) {
        const r = scan(`see ${text} here`, { mode: 'plaintext' });
        assert.equal(r.puzzles.length, 1, text.slice(0, 40));
        assert.deepEqual(r.puzzles[0].rules, source.rules);
        assert.deepEqual(r.puzzles[0].cells, source.cells);
      }
    }
    assert.match(sudokuPadLink(scan(lines[0]).puzzles[0].cells, scan(lines[0]).puzzles[0].rules), /^https:\/\/sudokupad\.app\/fpuzzles[A-Za-z0-9+/=]+$/);
  });

  it('inserts the solved killer line below a JSON puzzle and below a link', () => {
    const json = JSON.stringify({ size: 9, grid: fpuzzlesGrid('.'.repeat(81)), killercage: fpuzzlesCages(lines[2]) });
    assertInsertsSolvedLine(`${json}\n`, scan(`${json}\n`).puzzles[0], lines[2], solutions[2]);
    const k = scan(lines[3]).puzzles[0];
    const link = `Try ${sudokuPadLink(k.cells, k.rules)} today`;
    assertInsertsSolvedLine(`${link}\n# end`, scan(`${link}\n# end`, { mode: 'plaintext' }).puzzles[0], lines[3], solutions[3]);
  });

  it('reports a cage with no sum, a cell in two cages, a size other than 9 and a jigsaw at their place', () => {
    const cages = fpuzzlesCages(lines[0]);
    const noSum = JSON.stringify({ size: 9, grid: fpuzzlesGrid('.'.repeat(81)), killercage: [...cages.slice(0, 2), { cells: cages[2].cells }, ...cages.slice(3)] });
    const twice = JSON.stringify({ size: 9, grid: fpuzzlesGrid('.'.repeat(81)), killercage: [...cages, { cells: ['R1C1'], value: '3' }] });
    const six = JSON.stringify({ size: 6, grid: [[{}]] });
    const jigsaw = JSON.stringify({ size: 9, grid: fpuzzlesGrid('.'.repeat(81)).map((row, r) => row.map((cell, c) => ({ ...cell, region: (r + c) % 9 }))) });
    const third = JSON.stringify({ cells: cages[2].cells });
    const cases: Array<[string, [string, number, number, string]]> = [
      [noSum, ['cage-sum', noSum.indexOf(third), third.length, `Killer cage 3 (${cages[2].cells.join(', ')}) has no sum`]],
      [twice, ['puzzle-data', twice.indexOf('{"cells":["R1C1"],"value":"3"}'), 30, 'Cell R1C1 is in killer cages 1 and 22']],
      [six, ['puzzle-data', 0, 1, 'f-puzzles puzzle of size 6; only 9×9 puzzles are read']],
      [jigsaw, ['puzzle-data', 0, 1, 'f-puzzles puzzle has irregular regions (jigsaw); only classic and killer rules are solved']],
    ];
    for (const mode of ['sudoku', 'plaintext'] as const) {
      for (const [text, expected] of cases) {
        const r = scan(text, { mode });
        assert.deepEqual(r.puzzles, []);
        assert.deepEqual(r.problems.map((p) => [p.code, p.offset, p.length, p.message]), [expected], mode);
      }
    }
  });

  it('leaves JSON that is not an f-puzzle alone', () => {
    for (const t of ['{"grid": "dark"}', '{"size": 9}', 'const x = {"grid": [1, 2], size: 9};', '{"a": {"grid": [[1]]}']) {
      assert.deepEqual(scan(t, { mode: 'plaintext' }).puzzles, []);
      assert.deepEqual(scan(t, { mode: 'plaintext' }).problems, []);
    }
  });
});

describe('killer formats: random cage layouts round trip through every format', () => {
  /** A random partition of the grid into orthogonally grown cages of 1 to 6 cells, with random sums. */
  function randomLayout(seed: number): { names: string; sums: number[] } {
    let s = seed >>> 0;
    const rnd = (n: number): number => {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      return s % n;
    };
    const cage = new Int32Array(81).fill(-1);
    let count = 0;
    for (let i = 0; i < 81; i++) {
      if (cage[i] >= 0) continue;
      const size = 1 + rnd(6);
      const cells = [i];
      cage[i] = count;
      while (cells.length < size) {
        const from = cells[rnd(cells.length)];
        const next = [from - 9, from + 9, from % 9 > 0 ? from - 1 : -1, from % 9 < 8 ? from + 1 : -1].filter((c) => c >= 0 && c < 81 && cage[c] < 0);
        if (next.length === 0) break;
        const c = next[rnd(next.length)];
        cage[c] = count;
        cells.push(c);
      }
      count++;
    }
    // Name cages by first appearance, as the killer line does.
    const NAMES = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    if (count > NAMES.length) return randomLayout(seed + 1);
    const names = Array.from(cage, (k) => NAMES[k]).join('');
    return { names, sums: Array.from({ length: count }, () => 1 + rnd(45)) };
  }

  it('reads the same cages from a killer line, a killer grid, SumoCue, f-puzzles JSON and a SudokuPad link', () => {
    const runs = 60 * Math.max(1, Number(process.env.SUDOKU_FUZZ ?? '1') || 1);
    const classics = fixture('exchange-16.txt').split('\n').filter((l) => l.length === 81);
    for (let n = 0; n < runs; n++) {
      const { names, sums } = randomLayout(20261201 + n);
      const line = `${classics[n % classics.length]} ${names} ${sums.join(',')}`;
      const p = scan(line).puzzles[0];
      assert.equal(p.format, 'killer-line', line);
      assert.deepEqual(cagesOf(p), expectedCages(line));
      const texts = [killerGridText(line, n % 2 === 0, n % 3 === 0), sumocueText(line), toFpuzzlesJson(p.cells, p.rules), sudokuPadLink(p.cells, p.rules)];
      for (const t of texts) {
        const [q] = scan(t, { mode: 'plaintext' }).puzzles;
        assert.ok(q, t.slice(0, 60));
        assert.deepEqual(q.rules, p.rules, q.format);
        // SumoCue has no givens; the others keep them.
        assert.deepEqual(q.cells, q.format === 'sumocue' ? new Uint8Array(81) : p.cells, q.format);
      }
    }
  });
});

describe('write: the solved line inserted below a link or SumoCue text', () => {
  const lines = fixture('killer-lines.txt').split('\n').filter((l) => l !== '');
  const solutions = fixture('killer-lines.solutions.txt').split('\n').filter((l) => l !== '');

  it("ends with the puzzle line's own break, or on a last line with none, with the text's (or the one given)", () => {
    const s = sumocueText(lines[0]);
    const solved = `${solutions[0]} ${lines[0].split(' ').slice(1).join(' ')}`;
    const cases: [string, string][] = [
      // An LF text whose puzzle line ends in CRLF: the inserted line takes the CRLF.
      [`intro\n${s}\r\nafter\n`, `intro\n${s}\r\n${solved}\r\nafter\n`],
      [`intro\r\n${s}\nafter\r\n`, `intro\r\n${s}\n${solved}\nafter\r\n`],
      [`intro\r${s}\rafter`, `intro\r${s}\r${solved}\rafter`],
      // The last line, with no break of its own: the text's first break.
      [`intro\r\n${s}`, `intro\r\n${s}\r\n${solved}`],
      [s, `${s}\n${solved}`],
    ];
    for (const [text, want] of cases) {
      const p = scan(text).puzzles.find((q) => q.format === 'sumocue')!;
      assert.equal(applyReplacements(text, answerReplacements(text, p, gridOf(solutions[0]))), want, JSON.stringify(text.slice(0, 8)));
    }
    // A caller holding part of a text passes the whole text's break for a last line.
    const p = scan(s).puzzles[0];
    assert.equal(applyReplacements(s, answerReplacements(s, p, gridOf(solutions[0]), '\r\n')), `${s}\r\n${solved}`);
  });
});
