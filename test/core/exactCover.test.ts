import * as assert from 'assert';
import * as fc from 'fast-check';
import { ExactCover } from '../../src/core/exactCover';

/** Builds a matrix of `columns` columns from rows given as column lists (1-based), ids 0, 1, 2, …. */
function build(columns: number, rows: readonly number[][]): ExactCover {
  const nodes = columns + 1 + rows.reduce((n, r) => n + r.length, 0);
  const m = new ExactCover(columns, nodes);
  m.reset(columns);
  rows.forEach((r, id) => m.addRow(r, 0, r.length, id));
  return m;
}

/** Covers counted by trying every subset of rows. */
function bruteCount(columns: number, rows: readonly number[][]): number {
  let count = 0;
  for (let set = 0; set < 1 << rows.length; set++) {
    const hit = new Array<number>(columns + 1).fill(0);
    rows.forEach((r, i) => {
      if (set & (1 << i)) for (const c of r) hit[c]++;
    });
    if (hit.slice(1).every((h) => h === 1)) count++;
  }
  return count;
}

describe('exact cover (dancing links)', () => {
  it("finds the one cover of Knuth's example matrix, rows {A,D}, {B,G}, {C,E,F}", () => {
    // Columns A..G are 1..7.
    const rows = [[3, 5, 6], [1, 4, 7], [2, 3, 6], [1, 4], [2, 7], [4, 5, 7]];
    const m = build(7, rows);
    const run = m.search(10, 1000, undefined);
    assert.equal(run.count, 1);
    assert.equal(run.stopped, undefined);
    const chosen = [...m.firstIds.subarray(0, m.firstDepth)].sort();
    assert.deepEqual(chosen, [0, 3, 4]);
  });

  it('counts as many covers as trying every subset of rows, up to the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }).chain((columns) =>
          fc.tuple(
            fc.constant(columns),
            fc.array(fc.uniqueArray(fc.integer({ min: 1, max: columns }), { minLength: 1, maxLength: columns }), { maxLength: 10 }),
            fc.integer({ min: 1, max: 5 }),
          ),
        ),
        ([columns, rows, limit]) => {
          const run = build(columns, rows).search(limit, 1e9, undefined);
          assert.equal(run.count, Math.min(limit, bruteCount(columns, rows)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reset with open columns makes the matrix that reset and drop make: same counts, rows and first cover', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 9 }).chain((columns) =>
          fc.tuple(
            fc.constant(columns),
            fc.array(fc.uniqueArray(fc.integer({ min: 1, max: columns }), { minLength: 4, maxLength: 4 }), { maxLength: 12 }),
            fc.uniqueArray(fc.integer({ min: 1, max: columns }), { maxLength: 3 }),
            fc.integer({ min: 1, max: 4 }),
          ),
        ),
        ([columns, rows, closed, limit]) => {
          // Rows over a closed column are left out, as dlx.ts leaves out the candidates a given rules out.
          const kept = rows.filter((r) => !r.some((c) => closed.includes(c)));
          const nodes = columns + 1 + 4 * kept.length;
          const a = new ExactCover(columns, nodes);
          a.reset(columns);
          kept.forEach((r, id) => a.addRow(r, 0, 4, id));
          for (const c of closed) a.drop(c);
          const b = new ExactCover(columns, nodes);
          const open = new Uint8Array(columns + 1).fill(1);
          for (const c of closed) open[c] = 0;
          b.reset(columns, open);
          kept.forEach((r, id) => b.addRow(r, 0, 4, id));
          const ra = a.search(limit, 1e9, undefined);
          const rb = b.search(limit, 1e9, undefined);
          assert.deepEqual(rb, ra);
          assert.deepEqual([...b.firstIds.subarray(0, b.firstDepth)], [...a.firstIds.subarray(0, a.firstDepth)]);
          const open2 = Array.from({ length: columns }, (_, i) => i + 1).filter((c) => !closed.includes(c));
          const brute = bruteCount(open2.length, kept.map((r) => r.map((c) => open2.indexOf(c) + 1)));
          assert.equal(rb.count, Math.min(limit, brute));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('take refuses a row that clashes with one taken, and drop removes a column with its rows', () => {
    const m = build(3, [[1, 2], [2, 3], [3], [1]]);
    assert.equal(m.take(4), true); // row 0 ({1,2}) starts at node 4 (after the root and 3 headers)
    assert.equal(m.take(6), false); // row 1 shares column 2
    const run = m.search(5, 100, undefined);
    assert.equal(run.count, 1); // only row 2 ({3}) is left to finish the cover
    const d = build(2, [[1], [2], [1, 2]]);
    d.drop(1);
    assert.equal(d.search(5, 100, undefined).count, 1); // column 2 by row 1 alone: row 2 left with column 1
  });

  it('stops at the budget, counting only rows with an id of 0 or more as placements', () => {
    const m = build(2, [[1], [2]]);
    const run = m.search(1, 1, undefined);
    assert.equal(run.stopped, 'budget');
    assert.equal(run.placements, 1);
    const free = new ExactCover(2, 10);
    free.reset(2);
    free.addRow([1], 0, 1, -1);
    free.addRow([2], 0, 1, -1);
    const unbudgeted = free.search(1, 0, undefined);
    assert.equal(unbudgeted.count, 1);
    assert.equal(unbudgeted.placements, 0);
  });

  it('an aborted signal stops the search before it starts', () => {
    const controller = new AbortController();
    controller.abort();
    assert.equal(build(1, [[1]]).search(1, 100, controller.signal).stopped, 'aborted');
  });
});
