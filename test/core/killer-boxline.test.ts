// The killer search's box-line interactions (pointing and claiming), on exact candidate grids and against a
// reference written the plain way (per box or line and digit, from the candidates as given).
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { BOX_OF, COL_OF, ROW_OF } from '../../src/core/grid';
import { compileCages } from '../../src/core/killer/layout';
import { boxLineOnce } from '../../src/core/killer/search';
import { randomSolvedGrid } from '../helpers/grids';
import { makeRng } from '../helpers/random';

const ALL = 0x3fe;
const NO_CAGES = compileCages([]);

function full(): Uint16Array {
  return new Uint16Array(81).fill(ALL);
}

/** The cells whose candidates differ between `a` and `b`, as `cell:removed digits`. */
function changes(a: Uint16Array, b: Uint16Array): string[] {
  const out: string[] = [];
  for (let c = 0; c < 81; c++) {
    if (a[c] === b[c]) continue;
    const gone: number[] = [];
    for (let d = 1; d <= 9; d++) if (a[c] & ~b[c] & (1 << d)) gone.push(d);
    out.push(`${c}:${gone.join('')}`);
  }
  return out;
}

/** What pointing and claiming remove, decided on `cands` as given; undefined when that empties a cell. */
function reference(cands: Uint16Array): Uint16Array | undefined {
  const out = Uint16Array.from(cands);
  const lines: [Uint8Array, number][] = [
    [ROW_OF, 0],
    [COL_OF, 1],
  ];
  for (let d = 1; d <= 9; d++) {
    const bit = 1 << d;
    for (const [lineOf] of lines) {
      // Pointing: box b's places of d on one line.
      for (let b = 0; b < 9; b++) {
        const at = new Set<number>();
        for (let c = 0; c < 81; c++) if (BOX_OF[c] === b && cands[c] & bit) at.add(lineOf[c]);
        if (at.size !== 1) continue;
        const line = [...at][0];
        for (let c = 0; c < 81; c++) if (lineOf[c] === line && BOX_OF[c] !== b) out[c] &= ~bit;
      }
      // Claiming: line l's places of d in one box.
      for (let l = 0; l < 9; l++) {
        const at = new Set<number>();
        for (let c = 0; c < 81; c++) if (lineOf[c] === l && cands[c] & bit) at.add(BOX_OF[c]);
        if (at.size !== 1) continue;
        const box = [...at][0];
        for (let c = 0; c < 81; c++) if (BOX_OF[c] === box && lineOf[c] !== l) out[c] &= ~bit;
      }
    }
  }
  return out.every((m) => m !== 0) ? out : undefined;
}

describe('killer search: box-line interactions', () => {
  it('pointing: 5 only on row 1 of box 1 leaves the rest of row 1', () => {
    const cands = full();
    for (const c of [9, 10, 11, 18, 19, 20]) cands[c] &= ~(1 << 5);
    const before = Uint16Array.from(cands);
    assert.equal(boxLineOnce(NO_CAGES, cands), true);
    assert.deepEqual(changes(before, cands), ['3:5', '4:5', '5:5', '6:5', '7:5', '8:5']);
  });

  it('pointing in a column: 2 only in column 9 of box 9 leaves the rest of column 9', () => {
    const cands = full();
    for (const c of [60, 61, 69, 70, 78, 79]) cands[c] &= ~(1 << 2);
    const before = Uint16Array.from(cands);
    assert.equal(boxLineOnce(NO_CAGES, cands), true);
    assert.deepEqual(changes(before, cands), ['8:2', '17:2', '26:2', '35:2', '44:2', '53:2']);
  });

  it('claiming: 7 only in box 5 on row 5 leaves the rest of box 5', () => {
    const cands = full();
    for (const c of [36, 37, 38, 42, 43, 44]) cands[c] &= ~(1 << 7);
    const before = Uint16Array.from(cands);
    assert.equal(boxLineOnce(NO_CAGES, cands), true);
    assert.deepEqual(changes(before, cands), ['30:7', '31:7', '32:7', '48:7', '49:7', '50:7']);
  });

  it('a cell emptied by pointing is a contradiction', () => {
    const cands = full();
    for (const c of [9, 10, 11, 18, 19, 20]) cands[c] &= ~(1 << 5);
    cands[6] = 1 << 5; // r1c7 can only be 5, but box 1 needs its 5 on row 1
    assert.equal(boxLineOnce(NO_CAGES, cands), false);
  });

  it('matches the reference, and never removes a solution digit, on random candidates around a solved grid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 1, max: 8 }), (seed, density) => {
        const rng = makeRng(seed);
        const solved = randomSolvedGrid(rng);
        const cands = new Uint16Array(81);
        for (let c = 0; c < 81; c++) {
          let m = 1 << solved[c];
          for (let d = 1; d <= 9; d++) if (rng.next() * 9 < density) m |= 1 << d;
          cands[c] = m;
        }
        const want = reference(cands);
        assert.notEqual(want, undefined, 'the solution digits keep every cell non-empty');
        const got = Uint16Array.from(cands);
        assert.equal(boxLineOnce(NO_CAGES, got), true);
        assert.deepEqual(changes(cands, got), changes(cands, want!));
        for (let c = 0; c < 81; c++) assert.ok(got[c] & (1 << solved[c]), `cell ${c} lost its solution digit ${solved[c]}`);
      }),
      { numRuns: 200, seed: 20261201 },
    );
  });
});
