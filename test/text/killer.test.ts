// Killer formats: every shared killer line scans as one killer with the cages its letters say (checked against the
// known solutions: each cage's digits are distinct and add up to its sum), structural problems at their characters,
// and answers written back into the first field.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Rules } from '../../src/core/rules';
import { answerReplacements, applyReplacements, scan, solutionReplacements, solvedLine } from '../../src/text';
import type { ScannedPuzzle } from '../../src/text';
import { hasSharedData, readLines, sharedDataDir } from '../helpers/data';
import { fixture, gridOf } from './fixtures';

const FULL = process.env.SUDOKU_FULL === '1';

/** The cages of a killer line read the plain way: cells grouped by letter, sums in first-appearance order. */
export function expectedCages(line: string): { cells: number[]; sum: number }[] {
  const [, names, sums] = line.split(' ');
  const order: string[] = [];
  const cells = new Map<string, number[]>();
  [...names].forEach((ch, i) => {
    if (!cells.has(ch)) {
      cells.set(ch, []);
      order.push(ch);
    }
    cells.get(ch)!.push(i);
  });
  const values = sums.split(',').map(Number);
  return order.map((ch, k) => ({ cells: cells.get(ch)!, sum: values[k] }));
}

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
