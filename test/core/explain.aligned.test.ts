// Aligned pair and triple exclusion against a plain reading of the rule: every pair (and every triple from
// a pair's excluders) of bases in SE's order, every combination of their digits tested against every common
// excluder. The producer prunes (third cells that cannot share two excluders, triples already tested from
// another pair, combinations tested by digit pairs); none of that may change a step. Checked on positions
// of the rated sample's lines of play, with random candidates removed.

import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { PEERS, applyStep, clonePosition, digitsOf, positionFromGrid, sees } from '../../src/core/explain/board';
import { rate } from '../../src/core/explain/rate';
import { alignedPairExclusion, alignedTripleExclusion } from '../../src/core/explain/techniques/alignedExclusion';
import type { Position, Step } from '../../src/core/explain/types';
import { grid } from '../helpers/grids';
import { loadRatedSample } from '../helpers/ratings';

const count = (m: number): number => digitsOf(m).length;

/** The eliminations of the first pattern with any, as "cell:digit" strings, or undefined. */
function reference(pos: Position, degree: number): string[] | undefined {
  const ex = new Map<number, number[]>();
  for (let c = 0; c < 81; c++) {
    if (count(pos.cand[c]) < 2) continue;
    const peers = [...PEERS.subarray(c * 20, c * 20 + 20)];
    if (peers.some((p) => count(pos.cand[p]) === 1)) continue;
    const e = peers.filter((p) => count(pos.cand[p]) >= 2 && count(pos.cand[p]) <= degree);
    if (e.length > 0) ex.set(c, e);
  }
  const list = [...ex.keys()];
  const test = (cells: number[]): string[] | undefined => {
    const common = [...Array(81).keys()].filter((e) => cells.every((c) => ex.get(c)!.includes(e)));
    if (common.length < 2) return undefined;
    const allowed = cells.map(() => 0);
    const walk = (k: number, digits: number[]): void => {
      if (k === cells.length) {
        const used = digits.reduce((m, d) => m | (1 << d), 0);
        if (common.some((e) => (pos.cand[e] & ~used) === 0)) return;
        digits.forEach((d, i) => (allowed[i] |= 1 << d));
        return;
      }
      for (const d of digitsOf(pos.cand[cells[k]])) {
        if (digits.some((x, i) => x === d && sees(cells[i], cells[k]))) continue;
        walk(k + 1, [...digits, d]);
      }
    };
    walk(0, []);
    const out = cells.flatMap((c, i) => digitsOf(pos.cand[c] & ~allowed[i]).map((d) => `${c}:${d}`));
    return out.length > 0 ? out : undefined;
  };
  for (let j = 1; j < list.length; j++) for (let i = 0; i < j; i++) {
    const [c0, c1] = [list[i], list[j]];
    if (degree === 2) {
      const r = test([c0, c1]);
      if (r) return r;
      continue;
    }
    const twins = [...new Set([...ex.get(c0)!, ...ex.get(c1)!])].filter((t) => ex.has(t) && t !== c0 && t !== c1);
    for (const c2 of twins) {
      const r = test([c0, c1, c2]);
      if (r) return r;
    }
  }
  return undefined;
}

const found = (s: Step | undefined): string[] | undefined => s?.eliminations.map((e) => `${e.cell}:${e.digit}`);

describe('explain: aligned exclusion against the plain rule', function () {
  this.timeout(600_000);
  it('the same first eliminations as the plain rule, on lines of play with random candidates removed', () => {
    const sample = loadRatedSample(false);
    const states: Position[] = [];
    for (let i = 0; i < sample.puzzles.length; i++) {
      if (sample.ratings[i] < 6.2) continue;
      const pos = positionFromGrid(grid(sample.puzzles[i]));
      const r = rate(grid(sample.puzzles[i]));
      assert.equal(r.kind, 'rated');
      for (const s of r.kind === 'rated' ? r.steps : []) {
        if (s.difficulty >= 4) states.push(clonePosition(pos));
        applyStep(pos, s);
      }
    }
    assert.ok(states.length > 50, `only ${states.length} positions`);
    let finds = 0;
    fc.assert(
      fc.property(fc.nat(), fc.boolean(), fc.array(fc.record({ cell: fc.nat(80), digit: fc.integer({ min: 1, max: 9 }) }), { maxLength: 6 }), (si, triple, ops) => {
        const pos = clonePosition(states[si % states.length]);
        for (const o of ops) if (count(pos.cand[o.cell]) > 2) pos.cand[o.cell] &= ~(1 << o.digit);
        const t = triple ? alignedTripleExclusion : alignedPairExclusion;
        const want = reference(pos, triple ? 3 : 2);
        if (want) finds++;
        assert.deepEqual(found(t.find(pos, { check: () => undefined })), want, t.id);
      }),
      { numRuns: 400, seed: 3 },
    );
    assert.ok(finds >= 5, `only ${finds} runs found a step`);
  });
});
