// The unary chains keep each source's searches from one call to the next and search again only where the
// position changed (techniques/unaryChains.ts, `touched`). That must never change a step: checked against a
// fresh search (nothing kept) along the lines of play of the rated sample's hard puzzles, and on random
// sequences of positions from those lines, with candidates removed, digits placed, or a jump to another
// puzzle's position (so candidates come back too).

import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyStep, clonePosition, place, positionFromGrid } from '../../src/core/explain/board';
import { rate } from '../../src/core/explain/rate';
import { findUnaryChains } from '../../src/core/explain/techniques/unaryChains';
import type { Position } from '../../src/core/explain/types';
import { grid } from '../helpers/grids';
import { loadRatedSample } from '../helpers/ratings';

describe('explain: the unary chains kept from call to call', function () {
  this.timeout(600_000);
  const sample = loadRatedSample(false);
  // The positions of the lines of play of the puzzles rated 6.2 or more (where the unary chains run).
  const states: Position[] = [];
  const hard = sample.puzzles.filter((_, i) => sample.ratings[i] >= 6.2).slice(0, 30);
  before(() => console.log(`      rated sample: ${hard.length} puzzles rated 6.2 or more from the ${sample.source}`));

  /** Walks the lines of play, calling `at` on each position (kept in `states`). */
  function walk(at: (pos: Position, puzzle: string) => void): void {
    states.length = 0;
    for (const puzzle of hard) {
      const r = rate(grid(puzzle));
      assert.equal(r.kind, 'rated');
      if (r.kind !== 'rated') continue;
      const pos = positionFromGrid(grid(puzzle));
      for (const s of r.steps) {
        at(pos, puzzle);
        states.push(clonePosition(pos));
        applyStep(pos, s);
      }
    }
  }

  it('along the lines of play, the step is the one a fresh search gives', () => {
    assert.ok(hard.length >= 5, `only ${hard.length} hard puzzles`);
    let found = 0;
    let compared = 0;
    walk((pos, puzzle) => {
      const kept = findUnaryChains(pos);
      const fresh = findUnaryChains(pos, undefined, true);
      assert.deepEqual(kept, fresh, puzzle);
      compared++;
      if (fresh) found++;
    });
    // The comparison must meet steps found, not only empty results.
    assert.ok(found >= 50, `only ${found} of ${compared} positions had a unary chain`);
  });

  it('on random sequences of positions (removals, placements, jumps to other positions)', () => {
    if (states.length === 0) walk(() => undefined);
    assert.ok(states.length > 100, `only ${states.length} positions`);
    const op = fc.record({ cell: fc.integer({ min: 0, max: 80 }), digit: fc.integer({ min: 1, max: 9 }), placeIt: fc.boolean() });
    const move = fc.record({ jump: fc.boolean(), to: fc.nat(), ops: fc.array(op, { maxLength: 6 }) });
    let found = 0;
    fc.assert(
      fc.property(fc.nat(), fc.array(move, { minLength: 1, maxLength: 6 }), (first, moves) => {
        let pos = clonePosition(states[first % states.length]);
        for (const m of moves) {
          if (m.jump) pos = clonePosition(states[m.to % states.length]);
          for (const o of m.ops) {
            if (!(pos.cand[o.cell] & (1 << o.digit)) || pos.cells[o.cell] !== 0) continue;
            if (o.placeIt) place(pos, o.cell, o.digit);
            else pos.cand[o.cell] &= ~(1 << o.digit);
          }
          const kept = findUnaryChains(pos);
          const fresh = findUnaryChains(pos, undefined, true);
          assert.deepEqual(kept, fresh);
          if (fresh) found++;
        }
      }),
      { numRuns: 300, seed: 11 },
    );
    assert.ok(found >= 100, `only ${found} runs found a step`);
  });
});
