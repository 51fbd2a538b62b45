// Write-back as each puzzle's `writeBack` says: Solve and Solve All never write digits into a format that has no
// place for them (SumoCue, f-puzzles JSON, links); they insert the solved line below it, in either solve mode.
import * as assert from 'node:assert/strict';
import type { SolveResult } from '../../src/core/types';
import { applyReplacements, cageCellSpan, cageSumSpan, scan, sudokuPadLink } from '../../src/text';
import { planSolve, planSolveAll } from '../../src/text/edits';
import { fixture, gridOf } from './fixtures';
import { sumocueText } from './killers';

const lines = fixture('killer-lines.txt').split('\n').filter((l) => l !== '');
const solutions = fixture('killer-lines.solutions.txt').split('\n').filter((l) => l !== '');
const STATS = { placements: 0, guesses: 0, elapsedMs: 0 };
const solved = (s: string): SolveResult => ({ kind: 'solved', solution: gridOf(s), stats: STATS } as SolveResult);

describe('write-back of insert-line formats', () => {
  it('Solve inserts the solved killer line below a SumoCue text and a link, in replace and insert-below modes', () => {
    const k = scan(lines[4]).puzzles[0];
    const texts = [`# a\n${sumocueText(lines[4])}\n# b\n`, `# a\nsee ${sudokuPadLink(k.cells, k.rules)} here\n# b\n`];
    for (const text of texts) {
      const p = scan(text, { mode: 'plaintext' }).puzzles[0];
      for (const mode of ['replace', 'insertBelow'] as const) {
        const plan = planSolve(text, p, solved(solutions[4]), mode);
        assert.equal(plan.kind, 'edit');
        if (plan.kind !== 'edit') continue;
        const out = applyReplacements(text, plan.replacements);
        const [head, ...rest] = text.split('\n');
        assert.equal(out, [head, rest[0], `${solutions[4]} ${lines[4].split(' ').slice(1).join(' ')}`, ...rest.slice(1)].join('\n'), mode);
      }
    }
  });

  it('Solve All inserts below insert-line puzzles and fills in-place ones, in one pass', () => {
    const text = `${lines[0]}\n${sumocueText(lines[1])}\n${lines[2]}\n`;
    const s = scan(text);
    assert.deepEqual(s.puzzles.map((p) => p.writeBack), ['in-place', 'insert-line', 'in-place']);
    const plan = planSolveAll(text, s.puzzles, [0, 1, 2].map((i) => solved(solutions[i])), 'replace');
    assert.equal(plan.tally.solved, 3);
    const rest = (i: number): string => lines[i].split(' ').slice(1).join(' ');
    assert.equal(applyReplacements(text, plan.replacements),
      `${solutions[0]} ${rest(0)}\n${sumocueText(lines[1])}\n${solutions[1]} ${rest(1)}\n${solutions[2]} ${rest(2)}\n`);
  });
});

describe('cage spans (the hook for the killer rules checks)', () => {
  it('points at the sum and at each cell letter of a killer line, and at the sum for a link', () => {
    const text = lines[0];
    const p = scan(text).puzzles[0];
    const [, names, sums] = text.split(' ');
    const firstSum = sums.split(',')[0];
    assert.deepEqual(cageSumSpan(p, 0), { offset: 82 + 82, length: firstSum.length });
    for (let c = 0; c < 81; c++) assert.equal(text[cageCellSpan(p, c).offset], names[c]);
    const link = sudokuPadLink(p.cells, p.rules);
    const q = scan(link).puzzles[0];
    assert.deepEqual(cageCellSpan(q, 40), { offset: 0, length: link.length });
  });
});
