// rate() hands each producer what changed since it last found nothing (`Changes`), and the producers skip
// the digits, units and cells that did not change. That must never change a step: checked against the plain
// ladder loop on the rated sample, and producer by producer on positions of those lines of play with random
// candidates removed and digits placed afterwards.

import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyStep, clonePosition, place, positionFromGrid } from '../../src/core/explain/board';
import { LADDER } from '../../src/core/explain/ladder';
import { changesBetween, nextLogicalStep, rate, type RateResult } from '../../src/core/explain/rate';
import type { Position, SearchContext, Step, Technique } from '../../src/core/explain/types';
import { grid } from '../helpers/grids';
import { loadRatedSample } from '../helpers/ratings';

const plain: SearchContext = { check: () => undefined };

function steps(r: RateResult): readonly Step[] {
  assert.equal(r.kind, 'rated');
  return (r as Extract<RateResult, { kind: 'rated' }>).steps;
}

/** The steps of the ladder applied one after another with no memory between steps. */
function plainSteps(puzzle: string): Step[] {
  const pos = positionFromGrid(grid(puzzle));
  const out: Step[] = [];
  for (let s = nextLogicalStep(pos); s !== undefined; s = nextLogicalStep(pos)) {
    out.push(s);
    applyStep(pos, s);
  }
  return out;
}

/** The producers cheap enough to run thousands of times (everything before the Nishio chains), and Nishio. */
const CHEAP = LADDER.slice(0, LADDER.findIndex((t) => t.id === 'nishio'));
const NISHIO = LADDER.filter((t) => t.id === 'nishio');

describe('explain: what changed since a producer found nothing', function () {
  this.timeout(600_000);
  const sample = loadRatedSample(false);
  before(() => console.log(`      rated sample: ${sample.puzzles.length} puzzles from the ${sample.source}`));

  it('rate() gives exactly the steps of the plain ladder loop (every puzzle of the rated sample)', () => {
    for (let i = 0; i < sample.puzzles.length; i++) {
      assert.deepEqual(steps(rate(grid(sample.puzzles[i]))), plainSteps(sample.puzzles[i]), `sample line ${sample.lines[i]}`);
    }
  });

  const cases: Array<[string, readonly Technique[], number, number]> = [
    ['every producer before the Nishio chains', CHEAP, 3000, 100],
    ['the Nishio chains', NISHIO, 500, 10],
  ];
  for (const [what, producers, runs, least] of cases) {
    it(`${what}: the same step with and without the changes, after random removals and placements`, () => {
      check(producers, runs, least);
    });
  }
});

function check(producers: readonly Technique[], runs: number, least: number): void {
  const sample = loadRatedSample(false);
  {
    // Positions of the lines of play, each with the producers that find nothing there.
    const states: Array<{ pos: Position; empty: number[] }> = [];
    for (let i = 0; i < Math.min(40, sample.puzzles.length); i++) {
      const pos = positionFromGrid(grid(sample.puzzles[i]));
      for (const [k, s] of steps(rate(grid(sample.puzzles[i]))).entries()) {
        if (k % 3 === 0) {
          const empty = producers.map((t, j) => (t.find(pos, plain) === undefined ? j : -1)).filter((j) => j >= 0);
          if (empty.length > 0) states.push({ pos: clonePosition(pos), empty });
        }
        applyStep(pos, s);
      }
    }
    assert.ok(states.length > 100, `only ${states.length} positions`);
    const op = fc.record({ cell: fc.integer({ min: 0, max: 80 }), digit: fc.integer({ min: 1, max: 9 }), placeIt: fc.boolean() });
    let compared = 0;
    let found = 0;
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.array(op, { minLength: 1, maxLength: 12 }), (si, pi, ops) => {
        const state = states[si % states.length];
        const t = producers[state.empty[pi % state.empty.length]];
        const after = clonePosition(state.pos);
        for (const o of ops) {
          if (!(after.cand[o.cell] & (1 << o.digit))) continue;
          if (o.placeIt) place(after, o.cell, o.digit);
          else after.cand[o.cell] &= ~(1 << o.digit);
        }
        const changes = changesBetween(state.pos, after);
        const withChanges = t.find(after, { check: () => undefined, changes });
        const without = t.find(after, plain);
        compared++;
        if (without) found++;
        assert.deepEqual(withChanges, without, `${t.id}`);
      }),
      { numRuns: runs, seed: 9 },
    );
    // The property must see producers that do find something after the changes, not only empty results.
    assert.ok(found >= least, `only ${found} of ${compared} runs found a step`);
  }
}
