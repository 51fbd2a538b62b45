// The link table's closure (which nodes each node reaches, which lie on a closed chain), that the unary
// chains use to skip searches that cannot find anything, against a plain breadth-first search over the same
// links, on positions of the rated sample's lines of play, for the three link kinds of the unary chains.

import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyStep, positionFromGrid } from '../../src/core/explain/board';
import { LinkTable, NODE_COUNT, OFF_STRIDE, ON_STRIDE, node } from '../../src/core/explain/chains/graph';
import { rate } from '../../src/core/explain/rate';
import type { Position } from '../../src/core/explain/types';
import { grid } from '../helpers/grids';
import { loadRatedSample } from '../helpers/ratings';

/** The nodes reached from `start` by one link or more. */
function reachedFrom(t: LinkTable, start: number): Uint8Array {
  const seen = new Uint8Array(NODE_COUNT);
  const queue = [start];
  for (let h = 0; h < queue.length; h++) {
    const n = queue[h];
    for (let i = 0; i < t.count[n]; i++) {
      const q = n & 1 ? t.onNext[(n >> 1) * ON_STRIDE + i] : t.offNext[(n >> 1) * OFF_STRIDE + i];
      if (!seen[q]) {
        seen[q] = 1;
        queue.push(q);
      }
    }
  }
  return seen;
}

describe('explain: the link closure of the chains', function () {
  this.timeout(600_000);

  it('reaches and onCycle agree with a breadth-first search, for X links, Y links and both', () => {
    const sample = loadRatedSample(false);
    const positions: Position[] = [];
    for (let i = 0; i < Math.min(30, sample.puzzles.length); i++) {
      const r = rate(grid(sample.puzzles[i]));
      assert.equal(r.kind, 'rated');
      const pos = positionFromGrid(grid(sample.puzzles[i]));
      for (const [k, s] of (r as Extract<typeof r, { kind: 'rated' }>).steps.entries()) {
        if (k % 8 === 4) positions.push({ cells: Uint8Array.from(pos.cells), cand: Uint16Array.from(pos.cand) });
        applyStep(pos, s);
      }
    }
    assert.ok(positions.length > 50, `only ${positions.length} positions`);
    const kinds = [
      [false, true],
      [true, false],
      [true, true],
    ] as const;
    let reached = 0;
    let cyclic = 0;
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 2 }), fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), (pi, ki, picks) => {
        const pos = positions[pi % positions.length];
        const [y, x] = kinds[ki];
        const t = new LinkTable().fill(pos.cand, y, x).closure(pos.cand);
        const nodes: number[] = [];
        for (let c = 0; c < 81; c++) for (let d = 1; d <= 9; d++) if (pos.cand[c] & (1 << d)) nodes.push(node(c, d, true), node(c, d, false));
        for (const p of picks) {
          const a = nodes[p % nodes.length];
          const seen = reachedFrom(t, a);
          assert.equal(t.onCycle(a), seen[a] === 1, `onCycle(${a})`);
          if (seen[a]) cyclic++;
          for (const b of nodes) {
            assert.equal(t.reaches(a, b), b === a || seen[b] === 1, `reaches(${a}, ${b})`);
            if (seen[b]) reached++;
          }
        }
      }),
      { numRuns: 300, seed: 9 },
    );
    assert.ok(reached > 0 && cyclic > 0, `reached ${reached}, on a cycle ${cyclic}`);
  });
});
