// The fast path for easy puzzles (a band whose top is 1.5 or less): dig a random solved grid keeping a removal
// only while hidden singles still solve the puzzle, then prove each given necessary. No explainer and no search
// engine in the dig itself.
//
// Why it is exact. Hidden singles (a full house is one) solving a puzzle proves it unique, and rates it 1.5 or
// less (bounds.ts: the ladder starts with the singles and nothing else is rated so low). Fewer givens never help
// hidden singles (the closure is monotone), so a removal rejected once stays rejected: one try per orbit leaves a
// puzzle from which no orbit can go with hidden singles still solving it. The tries come in two passes over the
// shuffled orbits: first every removal after which the given is at once a hidden single (an O(1) test on bit
// masks), then, in the same order, the rest, each by the closure. The result is minimal when, moreover, removing
// any one given leaves several solutions: most givens are proven so by an unavoidable set (below), the rest by a
// search for a second solution. When some given can go with the solution still unique, no puzzle under this one
// is easy (it rates over 1.5), and the attempt is given up.
//
// The rating is exact too, without the explainer: the ladder's first producer, `singles`, takes a full house
// (1.0) when there is one, else a hidden single in a box (1.2), else one in a row or column (1.5). Each of
// "full houses", "full houses and box singles" and "all hidden singles" is a monotone closure, so the rating is
// 1.0 when full houses alone solve the puzzle, else 1.2 when box singles and full houses do, else 1.5.
//
// The dig runs in WebAssembly (easy_attempt in wasm/engine.c) and, where that is missing, in the JavaScript below:
// the same decisions, each an exact fact (a closure's outcome, a set's count, a search's count to two), taken in
// the order the seeded random stream gives, so the same seed gives the same puzzle on any machine, with or
// without WebAssembly. generateEasy runs each attempt whole in WebAssembly (digEasySeeded: the random streams,
// the solved grid and the shuffle too, drawn as here). All the attempts at one puzzle dig the same solved grid, made
// once from the puzzle's own seed (so no two puzzles of a batch share a solution), and the WebAssembly module keeps
// the grid and its unavoidable sets from one attempt to the next. Only the order of the orbits is drawn anew.
//
// The C twin takes the same decisions by quicker roads, none of which changes an outcome: its closure works on four
// digits at once in SIMD vectors (the closure does not depend on the order singles are placed in), and it runs the
// first propagation of every search for a second solution before the guesses of any (a given that can go is most
// often found there). Where the time goes (per puzzle, about 87 µs of CPU in Node 20; 1.85 attempts): the searches
// for second solutions (one per given the sets leave open, about 7.8 an attempt, each for one solution with the
// given's digit struck from its cell) about half, the closures of the second pass about a quarter, the solved grid
// and its sets about a tenth.

import { BOX_OF, COL_OF, ROW_OF, UNITS } from '../grid';
import { makeRandom, mixSeed } from '../random';
import { countOut, findUnavoidableSets, needed } from './sets';
import type { Random } from '../random';
import { wasm, wasmEasyAttempt } from '../wasm/engine';
import { randomSolvedGrid } from './solved';
import { flatOrbits, orbitList } from './symmetry';
import type { Symmetry } from './symmetry';
import { HIDDEN_SINGLES, SOLVER_BOUND } from './bounds';
import { solverClaims } from './rating';
import { techniqueName } from '../explain/text';
import type { Band, GenerateRequest, GenerateResult } from './index';

/** The three units of each cell: row, 9 + column, 18 + box. */
const ROW = new Int32Array(81);
const COL = new Int32Array(81);
const BOX = new Int32Array(81);
for (let c = 0; c < 81; c++) {
  ROW[c] = ROW_OF[c];
  COL[c] = 9 + COL_OF[c];
  BOX[c] = 18 + BOX_OF[c];
}

// The closures run on bitboards: per digit, the rows, columns and boxes that hold it (9 bits each), and the empty
// cells as three words of 27 bits (one per band of three rows, bit 9 * row in band + column). The cells where
// digit d can go are the empty cells outside its units, three words.

/** Per digit (index d), the units holding it: rows, columns, boxes (bit = index). */
const HR = new Int32Array(10);
const HC = new Int32Array(10);
const HB = new Int32Array(10);
const EMPTY = new Int32Array(3);
const W_HR = new Int32Array(10);
const W_HC = new Int32Array(10);
const W_HB = new Int32Array(10);

/**
 * Per band word: the cells of the rows (ROWS_IN[rows * 3 + band]), columns and boxes of a 9-bit set. Filled on the
 * first `load`, not when the module loads: this JS closure is the fallback of the WebAssembly one, and building the
 * tables took about 4 ms of the extension's activation.
 */
const ROWS_IN = new Int32Array(512 * 3);
const COLS_IN = new Int32Array(512 * 3);
const BOXES_IN = new Int32Array(512 * 3);
let tablesBuilt = false;

function buildTables(): void {
  for (let m = 0; m < 512; m++) {
    for (let c = 0; c < 81; c++) {
      const band = (c / 27) | 0;
      const bit = 1 << c % 27;
      if (m & (1 << ROW_OF[c])) ROWS_IN[m * 3 + band] |= bit;
      if (m & (1 << COL_OF[c])) COLS_IN[m * 3 + band] |= bit;
      if (m & (1 << BOX_OF[c])) BOXES_IN[m * 3 + band] |= bit;
    }
  }
  tablesBuilt = true;
}
/** The three boxes of a band word. */
const BOX_MASK = [0x1c0e07, 0xe07038, 0x70381c0];

/** The digits (bit d) held by the givens of each unit, for the puzzle being dug. */
const HELD = new Int32Array(27);
/** The puzzle being dug (0 empty). */
const CELLS = new Uint8Array(81);

function take(c: number, d: number): void {
  CELLS[c] = 0;
  HR[d] &= ~(1 << ROW_OF[c]);
  HC[d] &= ~(1 << COL_OF[c]);
  HB[d] &= ~(1 << BOX_OF[c]);
  EMPTY[(c / 27) | 0] |= 1 << c % 27;
  const keep = ~(1 << d);
  HELD[ROW[c]] &= keep;
  HELD[COL[c]] &= keep;
  HELD[BOX[c]] &= keep;
}

function put(c: number, d: number): void {
  CELLS[c] = d;
  HR[d] |= 1 << ROW_OF[c];
  HC[d] |= 1 << COL_OF[c];
  HB[d] |= 1 << BOX_OF[c];
  EMPTY[(c / 27) | 0] &= ~(1 << c % 27);
  const bit = 1 << d;
  HELD[ROW[c]] |= bit;
  HELD[COL[c]] |= bit;
  HELD[BOX[c]] |= bit;
}

/**
 * True when digit `d` of the empty cell `c` is a hidden single of the dug puzzle: in one of the cell's units no
 * other empty cell can hold it.
 */
function immediateSingle(c: number, d: number): boolean {
  const bit = 1 << d;
  for (let k = 0; k < 3; k++) {
    const u = k === 0 ? ROW[c] : k === 1 ? COL[c] : BOX[c];
    let other = false;
    for (let i = 0; i < 9; i++) {
      const x = UNITS[u * 9 + i];
      if (x === c || CELLS[x] !== 0) continue;
      if (((HELD[ROW[x]] | HELD[COL[x]] | HELD[BOX[x]]) & bit) === 0) {
        other = true;
        break;
      }
    }
    if (!other) return true;
  }
  return false;
}

/** Units a closure looks in: all (hidden singles), boxes and units with one empty cell, or the latter only (full houses). */
const HIDDEN = 0;
const BOX_SINGLES = 1;
const FULL_HOUSES = 2;
type Closure = typeof HIDDEN | typeof BOX_SINGLES | typeof FULL_HOUSES;


/** Per band word, the cells of the units of `word` that have exactly one empty cell: rows, then boxes. */
function fullRows(word: number): number {
  let out = 0;
  for (let i = 0; i < 3; i++) {
    const r = word & (511 << (9 * i));
    if (r !== 0 && (r & (r - 1)) === 0) out |= 511 << (9 * i);
  }
  return out;
}

function fullBoxes(word: number): number {
  let out = 0;
  for (let i = 0; i < 3; i++) {
    const b = word & BOX_MASK[i];
    if (b !== 0 && (b & (b - 1)) === 0) out |= BOX_MASK[i];
  }
  return out;
}

/**
 * True when the closure of `kind` fills `until` (a cell; -1: every cell) from the dug puzzle (HR, HC, HB,
 * EMPTY): hidden singles in every unit (HIDDEN), in boxes and in units with one empty cell (BOX_SINGLES), or in
 * units with one empty cell only (FULL_HOUSES). Each sweep looks at every digit's rows, boxes and columns; a
 * single found is placed at once.
 */
function singlesFill(until: number, kind: Closure = HIDDEN): boolean {
  W_HR.set(HR);
  W_HC.set(HC);
  W_HB.set(HB);
  let e0 = EMPTY[0];
  let e1 = EMPTY[1];
  let e2 = EMPTY[2];
  const uw = until < 0 ? -1 : (until / 27) | 0;
  const ub = until < 0 ? 0 : 1 << until % 27;
  const BAND = (1 << 27) - 1;
  for (;;) {
    let placed = 0;
    // Where singles count: every unit, or only some (the units with one empty cell, and boxes for BOX_SINGLES).
    let rows0 = BAND;
    let rows1 = BAND;
    let rows2 = BAND;
    let boxes0 = BAND;
    let boxes1 = BAND;
    let boxes2 = BAND;
    let colsOk = 511;
    if (kind !== HIDDEN) {
      rows0 = fullRows(e0);
      rows1 = fullRows(e1);
      rows2 = fullRows(e2);
      if (kind === FULL_HOUSES) {
        boxes0 = fullBoxes(e0);
        boxes1 = fullBoxes(e1);
        boxes2 = fullBoxes(e2);
      }
      let once = 0;
      let twice = 0;
      for (let i = 0; i < 9; i++) {
        const v = ((i < 3 ? e0 : i < 6 ? e1 : e2) >>> (9 * (i % 3))) & 511;
        twice |= once & v;
        once |= v;
      }
      colsOk = once & ~twice;
    }
    for (let d = 1; d <= 9; d++) {
      const rh = W_HR[d];
      if (rh === 511) continue;
      const ch = W_HC[d];
      const bh = W_HB[d];
      const w0 = e0 & ~(ROWS_IN[rh * 3] | COLS_IN[ch * 3] | BOXES_IN[bh * 3]);
      const w1 = e1 & ~(ROWS_IN[rh * 3 + 1] | COLS_IN[ch * 3 + 1] | BOXES_IN[bh * 3 + 1]);
      const w2 = e2 & ~(ROWS_IN[rh * 3 + 2] | COLS_IN[ch * 3 + 2] | BOXES_IN[bh * 3 + 2]);
      // Singles of d as a set of cells (three words): rows and boxes inside each word, columns across them.
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let once = 0;
      let twice = 0;
      for (let band = 0; band < 3; band++) {
        const w = band === 0 ? w0 : band === 1 ? w1 : w2;
        if (w === 0) continue;
        const rowsOk = band === 0 ? rows0 : band === 1 ? rows1 : rows2;
        const boxesOk = band === 0 ? boxes0 : band === 1 ? boxes1 : boxes2;
        let s = 0;
        for (let i = 0; i < 3; i++) {
          const r = w & (511 << (9 * i));
          if (r !== 0 && (r & (r - 1)) === 0) s |= r & rowsOk;
          const b = w & BOX_MASK[i];
          if (b !== 0 && (b & (b - 1)) === 0) s |= b & boxesOk;
          const v = (w >>> (9 * i)) & 511;
          twice |= once & v;
          once |= v;
        }
        if (band === 0) s0 = s;
        else if (band === 1) s1 = s;
        else s2 = s;
      }
      const cols = once & ~twice & colsOk;
      if (cols !== 0) {
        const c3 = cols | (cols << 9) | (cols << 18);
        s0 |= w0 & c3;
        s1 |= w1 & c3;
        s2 |= w2 & c3;
      }
      if ((s0 | s1 | s2) === 0) continue;
      // Place them one at a time, each only while d can still go there (two singles of d may share a unit: then
      // they are the same cell, or the puzzle has no solution, which a dug puzzle always has).
      for (let band = 0; band < 3; band++) {
        let s = band === 0 ? s0 : band === 1 ? s1 : s2;
        while (s !== 0) {
          const low = s & -s;
          s ^= low;
          const at = 31 - Math.clz32(low);
          const cell = band * 27 + at;
          const e = band === 0 ? e0 : band === 1 ? e1 : e2;
          if ((e & low) === 0) continue;
          const row = 1 << ROW_OF[cell];
          const col = 1 << COL_OF[cell];
          const box = 1 << BOX_OF[cell];
          if ((W_HR[d] & row) !== 0 || (W_HC[d] & col) !== 0 || (W_HB[d] & box) !== 0) continue;
          W_HR[d] |= row;
          W_HC[d] |= col;
          W_HB[d] |= box;
          if (band === 0) e0 ^= low;
          else if (band === 1) e1 ^= low;
          else e2 ^= low;
          placed++;
          if (band === uw && low === ub) return true;
        }
      }
    }
    if ((e0 | e1 | e2) === 0) return true;
    if (placed === 0) return false;
  }
}

function load(cells: Uint8Array): void {
  if (!tablesBuilt) buildTables();
  HELD.fill(0);
  CELLS.fill(0);
  HR.fill(0);
  HC.fill(0);
  HB.fill(0);
  EMPTY[0] = EMPTY[1] = EMPTY[2] = (1 << 27) - 1;
  for (let c = 0; c < 81; c++) if (cells[c] !== 0) put(c, cells[c]);
}

/** True when hidden singles (full houses included) solve `cells`. */
export function hiddenSinglesSolve(cells: Uint8Array): boolean {
  load(cells);
  return singlesFill(-1);
}

/**
 * The explainer's rating of a puzzle hidden singles solve (undefined when they do not): 1.0 when full houses
 * solve it, 1.2 when box singles and full houses do, else 1.5. With the technique the explainer names for it.
 */
export function singlesRating(cells: Uint8Array): { rating: number; technique: string } | undefined {
  load(cells);
  if (!singlesFill(-1)) return undefined;
  // The wider closure first, as e_dig does: most puzzles rate 1.5, where it fails and full houses would too.
  if (!singlesFill(-1, BOX_SINGLES)) return { rating: 1.5, technique: 'hidden-single' };
  return singlesFill(-1, FULL_HOUSES) ? { rating: 1.0, technique: 'full-house' } : { rating: 1.2, technique: 'hidden-single' };
}

// -------------------------------------------------------------------------------------------------------------
// The dig

const PROBE = new Uint8Array(81);
/** The orbits in the order the dig tries them, two cells each; the indices of those the first pass leaves. */
const ORDER = new Uint8Array(162);
const NO_CELL = 255;
const INDEX = new Int32Array(81);
const DEFERRED = new Int32Array(81);
const SCRATCH = new Uint8Array(81);
/** Searches for a second solution are tiny; this only bounds a pathological case. */
const BUDGET = 1_000_000;


export interface EasyDig {
  readonly puzzle: Uint8Array;
  readonly solution: Uint8Array;
  /** The explainer's rating (singlesRating): 1.0, 1.2 or 1.5. */
  readonly rating: number;
}

/**
 * One attempt at an easy puzzle from `random`: a random solved grid, its orbits removed in random order while
 * hidden singles still solve the puzzle. Undefined when the result is not minimal (some given can go with the
 * solution still unique, or with a symmetry, some single given can go although no orbit can).
 */
export function digEasy(random: Random, symmetry: Symmetry): EasyDig | undefined {
  return digEasyOn(randomSolvedGrid(random), random, symmetry);
}

/**
 * digEasy on the solved grid `solution`: its orbits shuffled by `random`, then dug, in JavaScript (digEasySeeded
 * runs the same dig in WebAssembly).
 */
export function digEasyOn(solution: Uint8Array, random: Random, symmetry: Symmetry): EasyDig | undefined {
  const orbits = orbitList(symmetry);
  const n = shuffledOrbits(random, orbits);
  load(solution);
  // First pass: the removals whose given is then a hidden single at once (no closure). Second pass, over the
  // orbits the first left, in the same order: each removal kept when the closure still fills its cells, and
  // none tried of a given alone in an unavoidable set (without it the solution is not unique; the first pass
  // need not ask, as such a given is never a hidden single once removed).
  let deferred = 0;
  for (let k = 0; k < n; k++) {
    const first = ORDER[2 * k];
    if (ORDER[2 * k + 1] === NO_CELL) {
      take(first, solution[first]);
      if (immediateSingle(first, solution[first])) continue;
      put(first, solution[first]);
    }
    DEFERRED[deferred++] = k;
  }
  findUnavoidableSets(solution);
  for (let c = 0; c < 81; c++) if (CELLS[c] === 0) countOut(c, -1);
  for (let j = 0; j < deferred; j++) {
    const first = ORDER[2 * DEFERRED[j]];
    const second = ORDER[2 * DEFERRED[j] + 1];
    if (second === NO_CELL) {
      if (needed(first)) continue;
      take(first, solution[first]);
      countOut(first, -1);
      if (singlesFill(first)) continue;
      put(first, solution[first]);
      countOut(first, 1);
      continue;
    }
    if (needed(first) || needed(second)) continue;
    take(first, solution[first]);
    take(second, solution[second]);
    countOut(first, -1);
    countOut(second, -1);
    if (singlesFill(-1)) continue;
    put(first, solution[first]);
    put(second, solution[second]);
    countOut(first, 1);
    countOut(second, 1);
  }
  const puzzle = CELLS.slice();
  if (!provenMinimal(puzzle)) return undefined;
  const rated = singlesRating(puzzle);
  if (rated === undefined) throw new Error('hidden singles no longer solve a puzzle they were dug with');
  return { puzzle, solution, rating: rated.rating };
}

/** An attempt's puzzle and solution, copied out only when it is kept (nearly half are not). */
const DUG = new Uint8Array(81);
const DUG_SOLUTION = new Uint8Array(81);

/** The last grid the JavaScript attempts made, and the seed it was made from (the later attempts at a puzzle reuse it). */
let jsGrid: { seed: number; solution: Uint8Array } | undefined;

/**
 * `digEasyOn(randomSolvedGrid(makeRandom(gridSeed)), makeRandom(seed), symmetry)`, the same puzzle, with the
 * solved grid and the shuffle made in WebAssembly too (easy_attempt in wasm/engine.c draws from the same random
 * streams in the same order). Both keep the grid of the last `gridSeed` (and WebAssembly its unavoidable sets) for
 * the next attempt on it.
 */
export function digEasySeeded(gridSeed: number, seed: number, symmetry: Symmetry, where: 'wasm' | 'js' = 'wasm'): EasyDig | undefined {
  if (where === 'wasm') {
    const flat = flatOrbits(symmetry);
    const outcome = wasmEasyAttempt(gridSeed, seed, flat, flat.length / 2, BUDGET, DUG, DUG_SOLUTION);
    if (outcome !== undefined) return outcome === 0 ? undefined : { puzzle: DUG.slice(), solution: DUG_SOLUTION.slice(), rating: outcome / 10 };
  }
  if (jsGrid?.seed !== gridSeed) jsGrid = { seed: gridSeed, solution: randomSolvedGrid(makeRandom(gridSeed)) };
  return digEasyOn(jsGrid.solution.slice(), makeRandom(seed), symmetry);
}

/**
 * Writes the orbits into ORDER in random order, two cells each (the second NO_CELL for a one-cell orbit), drawing
 * as `random.shuffle(orbits.slice())` would: the same order. Returns how many.
 */
function shuffledOrbits(random: Random, orbits: readonly (readonly number[])[]): number {
  const n = orbits.length;
  for (let i = 0; i < n; i++) INDEX[i] = i;
  random.shuffle(INDEX, n);
  for (let k = 0; k < n; k++) {
    const orbit = orbits[INDEX[k]];
    ORDER[2 * k] = orbit[0];
    ORDER[2 * k + 1] = orbit.length > 1 ? orbit[1] : NO_CELL;
  }
  return n;
}

/**
 * True when removing any one given of the dug puzzle `puzzle` leaves several solutions: the unavoidable sets
 * first (their counts are the dig's), then a search for a second solution for each given they leave open.
 */
function provenMinimal(puzzle: Uint8Array): boolean {
  PROBE.set(puzzle);
  for (let c = 0; c < 81; c++) {
    if (puzzle[c] === 0) continue;
    if (needed(c)) continue;
    PROBE[c] = 0;
    const run = wasm(PROBE, 2, BUDGET, undefined, SCRATCH);
    PROBE[c] = puzzle[c];
    if (run.stopped !== undefined || run.count < 2) return false;
  }
  return true;
}
// -------------------------------------------------------------------------------------------------------------
// Requests

const tenths = (x: number): number => Math.round(x * 10);
let claimed: boolean | undefined;

/**
 * True when `request` can take the easy path: a rating band whose top is at most hidden singles' bound (1.5), no
 * technique asked for, and a ladder that still lets hidden singles decide the band (`solverClaims`). Any symmetry
 * and givens band.
 */
export function takesEasyPath(request: GenerateRequest): boolean {
  if (request.rating === undefined || request.technique !== undefined) return false;
  if (tenths(request.rating.max) > tenths(SOLVER_BOUND[HIDDEN_SINGLES])) return false;
  claimed ??= solverClaims(HIDDEN_SINGLES).exact;
  return claimed;
}

const CHECK = new Uint8Array(81);

function inBand(value: number, band: Band): boolean {
  return tenths(value) >= tenths(band.min) && tenths(value) <= tenths(band.max);
}

/**
 * Makes puzzle `index` of an easy request (`takesEasyPath`): every attempt digs the one solved grid of the index,
 * made from the seed `mixSeed(seed, index, 0)` (so puzzles of different indices have different solutions), attempt
 * `a` in the order shuffled from `mixSeed(seed, index, a)`, as index.ts's attempts draw. Each puzzle returned is
 * unique (hidden singles solve it, and the WebAssembly search, which took no part in deciding that, finds exactly
 * one solution, the same), minimal (every given proven necessary), within the givens band, and rated in the band.
 */
export function generateEasy(seed: number, index: number, request: GenerateRequest, symmetry: Symmetry, maxAttempts: number): GenerateResult {
  const band = request.rating!;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (request.signal?.aborted) return { kind: 'stopped', attempts: attempt - 1 };
    const dug = digEasySeeded(mixSeed(seed, index, 0), mixSeed(seed, index, attempt), symmetry);
    if (dug === undefined) continue;
    let givens = 0;
    for (let c = 0; c < 81; c++) if (dug.puzzle[c] !== 0) givens++;
    if (request.givens && (givens < request.givens.min || givens > request.givens.max)) continue;
    if (!inBand(dug.rating, band)) continue;
    const run = wasm(dug.puzzle, 2, BUDGET, undefined, CHECK);
    if (run.count !== 1 || run.stopped !== undefined || CHECK.some((d, i) => d !== dug.solution[i])) throw new Error('the search and hidden singles disagree on a generated puzzle');
    const technique = dug.rating === 1.0 ? 'full-house' : 'hidden-single';
    return { kind: 'generated', puzzle: dug.puzzle, solution: dug.solution, givens, rating: dug.rating, technique, techniqueName: techniqueName(technique), attempts: attempt };
  }
  return { kind: 'exhausted', attempts: maxAttempts };
}
