// The link table's closure (which nodes each node reaches, which lie on a closed chain), that the unary
// chains use to skip searches that cannot find anything, against a plain breadth-first search over the same
// links, on positions of the rated sample's lines of play, for the three link kinds of the unary chains.

import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyStep, positionFromGrid } from '../../src/core/explain/board';
import { LinkTable, NODE_COUNT, OFF_STRIDE, ON_STRIDE, node, offToOn, onToOff } from '../../src/core/explain/chains/graph';
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

/** The unary chains' three link kinds, in their order: X links, Y links, both (as [y, x]). */
const KINDS = [
  [false, true],
  [true, false],
  [true, true],
] as const;

/** Asserts that `t` lists every node's links of `cand` as onToOff and offToOn give them. */
function assertListsLinks(t: LinkTable, cand: Uint16Array, y: boolean, x: boolean, tmp: Int32Array, where: string): void {
  for (let n = 0; n < NODE_COUNT; n++) {
    const c = (n >> 1) / 10 | 0;
    const d = (n >> 1) % 10;
    const want = d === 0 || !(cand[c] & (1 << d)) ? [] : [...tmp.subarray(0, n & 1 ? onToOff(cand, n, y, tmp) : offToOn(cand, n, y, x, tmp))];
    const got = [...(n & 1 ? t.onNext.subarray((n >> 1) * ON_STRIDE) : t.offNext.subarray((n >> 1) * OFF_STRIDE)).subarray(0, t.count[n])];
    assert.deepEqual(got, want, `node ${n}, y ${y}, x ${x}${where}`);
  }
}

describe('explain: the link closure of the chains', function () {
  this.timeout(600_000);

  it('the table lists every node\'s links as onToOff and offToOn give them, also when it keeps the "on" links of the last fill', () => {
    const sample = loadRatedSample(false);
    const t = new LinkTable();
    const tmp = new Int32Array(ON_STRIDE);
    let positions = 0;
    for (let i = 0; i < Math.min(30, sample.puzzles.length); i++) {
      const r = rate(grid(sample.puzzles[i]));
      assert.equal(r.kind, 'rated');
      const pos = positionFromGrid(grid(sample.puzzles[i]));
      for (const [k, s] of (r as Extract<typeof r, { kind: 'rated' }>).steps.entries()) {
        if (k % 5 === 2) {
          positions++;
          // The unary chains' order: X links, then Y (on links kept for the last pass), then both.
          let lastY: boolean | undefined;
          for (const [y, x] of KINDS) {
            t.fill(pos.cand, y, x, lastY === y);
            lastY = y;
            assertListsLinks(t, pos.cand, y, x, tmp, `, puzzle line ${sample.lines[i]} step ${k}`);
          }
        }
        applyStep(pos, s);
      }
    }
    assert.ok(positions > 50, `only ${positions} positions`);
  });

  it('a table refreshed from position to position lists the links a full fill lists (lines of play, and jumps between them)', () => {
    const sample = loadRatedSample(false);
    const tables = KINDS.map(() => new LinkTable());
    const tmp = new Int32Array(ON_STRIDE);
    // Positions of several lines of play, visited in order and then shuffled (candidates come back on a jump).
    const visits: Uint16Array[] = [];
    for (let i = 0; i < Math.min(20, sample.puzzles.length); i++) {
      const r = rate(grid(sample.puzzles[i]));
      assert.equal(r.kind, 'rated');
      const pos = positionFromGrid(grid(sample.puzzles[i]));
      for (const s of (r as Extract<typeof r, { kind: 'rated' }>).steps) {
        visits.push(Uint16Array.from(pos.cand));
        applyStep(pos, s);
      }
    }
    const n0 = visits.length;
    for (let i = 0; i < n0; i += 7) visits.push(visits[(i * 7919) % n0]);
    for (const cand of visits) {
      for (const [j, [y, x]] of KINDS.entries()) assertListsLinks(tables[j].refresh(cand, y, x), cand, y, x, tmp, '');
    }
    assert.ok(visits.length > 200, `only ${visits.length} positions`);
  });

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
    let reached = 0;
    let cyclic = 0;
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 2 }), fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), (pi, ki, picks) => {
        const pos = positions[pi % positions.length];
        const [y, x] = KINDS[ki];
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
