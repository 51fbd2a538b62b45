// A killer puzzle's cages compiled once into flat tables for the solvers: which cells must differ, every sum
// group (the cages, the innies and outies that the rule of 45 gives each row, column and box and their unions, and
// the differences of innies and outies it gives them).

import { BOX_OF, COL_OF, PEERS, ROW_OF, UNITS } from '../grid';
import type { Cage } from '../rules';

/** A row, column or box, or a union of them, that holds each digit once per unit: its cells add up to 45 per unit. */
export interface Region {
  readonly kind: 'row' | 'column' | 'box';
  /** 0-based, ascending: rows 0-2 are the first band. */
  readonly indices: readonly number[];
}

/**
 * What the rule of 45 says about a region: `innies` are the region's cells whose cage is not wholly inside it (they
 * add up to 45 per unit minus the cages inside); `outies` are the cells outside it of the cages that reach into it
 * (they add up to those cages' total minus 45 per unit).
 */
export interface RegionSum {
  readonly region: Region;
  readonly side: 'innies' | 'outies';
  /** Ascending cell indices. */
  readonly cells: readonly number[];
  readonly sum: number;
  /** The cages wholly inside the region (innies) or reaching into it (outies), whose sums the rule subtracts. */
  readonly cages: readonly number[];
}

/** The compiled form of a set of cages. Built by compileCages; never changed afterwards. */
export interface KillerLayout {
  readonly cages: readonly Cage[];
  /** Per cell, the first cage that holds it, or -1. */
  readonly cageOf: Int16Array;
  /** True when a cell lies in two cages; the rule of 45 is then left out (its regions would count that cell twice). */
  readonly overlap: boolean;
  /** Per cell c, MATES[MATE_START[c] .. MATE_START[c + 1]]: every other cell that may not hold the same digit. */
  readonly mateStart: Int32Array;
  readonly mates: Uint8Array;
  /** Sum groups 0..cages-1 are the cages, then the region sums, then the differences. Cells of group g: groupCells[groupStart[g] .. groupStart[g + 1]]. */
  readonly groupCount: number;
  readonly groupStart: Int32Array;
  readonly groupCells: Uint8Array;
  readonly groupSum: Int32Array;
  /** 1 when the group's cells must all differ (a cage, or region cells that share one row, column or box). */
  readonly groupDistinct: Uint8Array;
  /**
   * Parallel to groupCells: 1 when the cell counts negatively in its group's sum. Only the innie-outie differences
   * (after the region sums, see `differences`) have such cells; they never have all-different cells.
   */
  readonly groupNeg: Uint8Array;
  /** Per cell c, cellGroups[cellGroupStart[c] .. cellGroupStart[c + 1]]: the groups that hold it. */
  readonly cellGroupStart: Int32Array;
  readonly cellGroups: Int32Array;
  /** The region sums, in group order after the cages (group cages.length + i is regionSums[i]). */
  readonly regionSums: readonly RegionSum[];
  /** The innie-outie differences, in group order after the region sums (group cages.length + regionSums.length + i). */
  readonly differences: readonly RegionDifference[];
}

/**
 * What the rule of 45 says about a region when some cages that reach into it are counted whole: the region's cells
 * of the other cages that reach in (`plus`), less the cells outside it of the cages counted whole (`minus`), add up
 * to `sum` (45 per unit, less the cages inside and the cages counted whole).
 */
export interface RegionDifference {
  readonly region: Region;
  /** Ascending cell indices. */
  readonly plus: readonly number[];
  readonly minus: readonly number[];
  readonly sum: number;
}

/**
 * Throws a TypeError when `cages` is not a list of cages of integer cells 0..80, ascending without repeats, each
 * with an integer sum: a programmer error (the scanner turns text into cages and names a bad letter or sum).
 * Overlapping, disconnected or impossible cages are valid input: killerProblems reports them as puzzle problems.
 */
export function assertCages(cages: readonly Cage[]): void {
  if (!Array.isArray(cages)) throw new TypeError('killer rules need an array of cages');
  cages.forEach((cage, k) => {
    const cells = cage?.cells;
    if (!Array.isArray(cells) || cells.length === 0) throw new TypeError(`cage ${k} has no cells`);
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i];
      if (!Number.isInteger(c) || c < 0 || c > 80) throw new TypeError(`cage ${k}: cell ${String(c)} is not an index 0..80`);
      if (i > 0 && c <= cells[i - 1]) throw new TypeError(`cage ${k}: cells must be ascending without repeats (${cells[i - 1]} then ${c})`);
    }
    if (!Number.isInteger(cage.sum)) throw new TypeError(`cage ${k}: sum ${String(cage.sum)} is not an integer`);
  });
}

/** True when every two of `cells` share a row, column or box (so they hold distinct digits). */
function sharesUnit(cells: readonly number[]): boolean {
  const same = (f: Uint8Array): boolean => cells.every((c) => f[c] === f[cells[0]]);
  return same(ROW_OF) || same(COL_OF) || same(BOX_OF);
}

/** The largest innie or outie set kept: bigger ones rarely bound anything. */
const MAX_REGION_CELLS = 6;

/**
 * The largest innie-outie difference kept (plus and minus cells together). Each cage that reaches into a region
 * counts its cells inside (plus) or, whole, its cells outside (minus), whichever are fewer; a region is kept when that
 * gives both kinds of cells and at most this many. Hard killer set (search.ts checks those with up to 4 open cells
 * exactly), interleaved: none 322k guesses; 3: 273k; 4: 165k, total CPU -30 %; 5: 126k; 6 (kept): 92k; 7: 96k, 8:
 * 86k, each slower than 6.
 */
const MAX_DIFFERENCE_CELLS = 6;

/**
 * Scratch for countRegion: cells and sum of the cages within, cells outside and sum of the cages reaching out, and the
 * plus and minus cells of the region's difference (see MAX_DIFFERENCE_CELLS).
 */
const TOTALS = new Int32Array(6);
/** Scratch for regionSums: per region (a set of units) and cage, the cage's cells in it. */
let IN_COUNT = new Int32Array(0);
/** Scratch for compileCages: MATE[a * 81 + b] is 1 when b is a mate of a. */
const MATE = new Uint8Array(81 * 81);
/** Scratch for regionSums: 1 for each cage wholly inside the region at hand. */
let WITHIN = new Uint8Array(81);

/** Counts, for the region `set` (its lowest unit `low` added to the region `rest`), each cage's cells inside it. */
function countRegion(inCount: Int32Array, perUnit: Int32Array, sizes: Int32Array, sums: Int32Array, n: number, set: number, rest: number, low: number, out: Int32Array): void {
  let withinCells = 0;
  let withinSum = 0;
  let outside = 0;
  let reachSum = 0;
  let plus = 0;
  let minus = 0;
  for (let k = 0; k < n; k++) {
    const v = inCount[rest * n + k] + perUnit[k * 9 + low];
    inCount[set * n + k] = v;
    const size = sizes[k];
    if (v === size) {
      withinCells += size;
      withinSum += sums[k];
    } else if (v > 0) {
      outside += size - v;
      reachSum += sums[k];
      if (v <= size - v) plus += v;
      else minus += size - v;
    }
  }
  out[0] = withinCells;
  out[1] = withinSum;
  out[2] = outside;
  out[3] = reachSum;
  out[4] = plus;
  out[5] = minus;
}

/**
 * Innies and outies of every region with 1 to MAX_REGION_CELLS cells, each distinct set of cells once (the first region
 * that gives it). The regions are every union of rows, every union of columns and every union of boxes (but the whole
 * grid), 1,530 in all; most give innies or outies too big to bound anything. Counted per cage and unit, so a region
 * costs one pass over the cages.
 */
function regionSums(cages: readonly Cage[], cageOf: Int16Array, differences: RegionDifference[]): RegionSum[] {
  const out: RegionSum[] = [];
  const seen = new Set<number>();
  /** True the first time a set of cells (at most 6 cells < 81, so a number in base 81 names it) is seen. */
  const fresh = (cells: readonly number[]): boolean => {
    let key = 0;
    for (const c of cells) key = key * 81 + c + 1;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const signedSeen = new Set<number>();
  /** A difference's cells as a number in base 163 (a plus cell c is c + 1, a minus cell c + 82; at most 6 cells). */
  const signedKey = (plus: readonly number[], minus: readonly number[]): number => {
    let key = 0;
    for (const c of plus) key = key * 163 + c + 1;
    for (const c of minus) key = key * 163 + c + 82;
    return key;
  };
  const freshSigned = (plus: readonly number[], minus: readonly number[]): boolean => {
    // The complement region gives the same difference negated: both count as seen.
    const key = signedKey(plus, minus);
    if (signedSeen.has(key)) return false;
    signedSeen.add(key);
    signedSeen.add(signedKey(minus, plus));
    return true;
  };
  const n = cages.length;
  if (WITHIN.length < n) WITHIN = new Uint8Array(n);
  const sizes = Int32Array.from(cages, (c) => c.cells.length);
  const sums = Int32Array.from(cages, (c) => c.sum);
  // Scratch reused from one compile to the next (set 0 is the empty region: all zeros; every other set is written
  // before it is read, from its lower sets).
  if (IN_COUNT.length < n * 512) IN_COUNT = new Int32Array(n * 1024);
  const inCount = IN_COUNT;
  inCount.fill(0, 0, n);
  const uncaged = new Int32Array(512);
  for (const kind of ['row', 'column', 'box'] as const) {
    const unitOf = kind === 'row' ? ROW_OF : kind === 'column' ? COL_OF : BOX_OF;
    const perUnit = new Int32Array(n * 9);
    const uncagedPerUnit = new Int32Array(9);
    cages.forEach((cage, k) => {
      for (const c of cage.cells) perUnit[k * 9 + unitOf[c]]++;
    });
    for (let c = 0; c < 81; c++) if (cageOf[c] < 0) uncagedPerUnit[unitOf[c]]++;
    for (let set = 1; set < 511; set++) {
      const low = 31 - Math.clz32(set & -set);
      const rest = set & (set - 1);
      uncaged[set] = uncaged[rest] + uncagedPerUnit[low];
      let units = 0;
      for (let x = set; x !== 0; x &= x - 1) units++;
      countRegion(inCount, perUnit, sizes, sums, n, set, rest, low, TOTALS);
      // Read by index: destructuring a typed array goes through its iterator, 1,530 times per compile.
      const withinCells = TOTALS[0];
      const withinSum = TOTALS[1];
      const outside = TOTALS[2];
      const reachSum = TOTALS[3];
      const plusCells = TOTALS[4];
      const minusCells = TOTALS[5];
      // A region and its complement give the same difference negated (but where a cage has as many cells in as out):
      // only the regions without the last unit are looked at.
      if (set < 256 && uncaged[set] === 0 && plusCells > 0 && minusCells > 0 && plusCells + minusCells <= MAX_DIFFERENCE_CELLS) {
        difference(cages, inCount, sizes, sums, n, set, kind, 45 * units - withinSum, differences, freshSigned);
      }
      const innieCount = 9 * units - withinCells;
      const wantInnies = innieCount >= 1 && innieCount <= MAX_REGION_CELLS;
      const wantOuties = uncaged[set] === 0 && outside >= 1 && outside <= MAX_REGION_CELLS;
      if (!wantInnies && !wantOuties) continue;
      const base = kind === 'row' ? 0 : kind === 'column' ? 9 : 18;
      for (let k = 0; k < n; k++) WITHIN[k] = inCount[set * n + k] === sizes[k] ? 1 : 0;
      const indices = (): number[] => Array.from({ length: 9 }, (_, i) => i).filter((i) => set & (1 << i));
      if (wantInnies) {
        const cells: number[] = [];
        for (let u = 0; u < 9; u++) {
          if (!(set & (1 << u))) continue;
          for (let j = 0; j < 9; j++) {
            const c = UNITS[(base + u) * 9 + j];
            if (cageOf[c] < 0 || !WITHIN[cageOf[c]]) cells.push(c);
          }
        }
        cells.sort((x, y) => x - y);
        if (fresh(cells)) {
          const within: number[] = [];
          for (let k = 0; k < n; k++) if (WITHIN[k]) within.push(k);
          out.push({ region: { kind, indices: indices() }, side: 'innies', cells, sum: 45 * units - withinSum, cages: within });
        }
      }
      if (wantOuties) {
        const cells: number[] = [];
        const touching: number[] = [];
        for (let k = 0; k < n; k++) {
          const v = inCount[set * n + k];
          if (v === 0) continue;
          touching.push(k);
          if (v !== sizes[k]) for (const c of cages[k].cells) if (!(set & (1 << unitOf[c]))) cells.push(c);
        }
        cells.sort((x, y) => x - y);
        if (fresh(cells)) out.push({ region: { kind, indices: indices() }, side: 'outies', cells, sum: withinSum + reachSum - 45 * units, cages: touching });
      }
    }
  }
  return out;
}

/**
 * The innie-outie difference of region `set` (of `kind`; countRegion found it has plus and minus cells, at most
 * MAX_DIFFERENCE_CELLS): appended to `out` unless `fresh` has seen its cells. `left` is 45 per unit less the cages
 * inside.
 */
function difference(cages: readonly Cage[], inCount: Int32Array, sizes: Int32Array, sums: Int32Array, n: number, set: number, kind: Region['kind'], left: number, out: RegionDifference[], fresh: (plus: readonly number[], minus: readonly number[]) => boolean): void {
  const unitOf = kind === 'row' ? ROW_OF : kind === 'column' ? COL_OF : BOX_OF;
  const plus: number[] = [];
  const minus: number[] = [];
  let sum = left;
  for (let k = 0; k < n; k++) {
    const v = inCount[set * n + k];
    if (v === 0 || v === sizes[k]) continue;
    const inside = v <= sizes[k] - v;
    if (!inside) sum -= sums[k];
    for (const c of cages[k].cells) {
      const within = (set & (1 << unitOf[c])) !== 0;
      if (inside && within) plus.push(c);
      else if (!inside && !within) minus.push(c);
    }
  }
  plus.sort((x, y) => x - y);
  minus.sort((x, y) => x - y);
  if (!fresh(plus, minus)) return;
  const indices: number[] = [];
  for (let i = 0; i < 9; i++) if (set & (1 << i)) indices.push(i);
  out.push({ region: { kind, indices }, plus, minus, sum });
}

const cache = new WeakMap<readonly Cage[], KillerLayout>();

/** Compiles `cages` (checked with assertCages) into a KillerLayout; cached per cages array, so a puzzle is compiled once. */
export function compileCages(cages: readonly Cage[]): KillerLayout {
  const hit = cache.get(cages);
  if (hit !== undefined) return hit;
  assertCages(cages);
  const cageOf = new Int16Array(81).fill(-1);
  let overlap = false;
  cages.forEach((cage, k) => {
    for (const c of cage.cells) {
      if (cageOf[c] >= 0) overlap = true;
      else cageOf[c] = k;
    }
  });
  // Mates: the 20 classic peers, plus every other cell of each cage the cell is in.
  MATE.fill(0);
  for (let c = 0; c < 81; c++) for (let i = c * 20; i < c * 20 + 20; i++) MATE[c * 81 + PEERS[i]] = 1;
  for (const cage of cages) for (const a of cage.cells) for (const b of cage.cells) if (a !== b) MATE[a * 81 + b] = 1;
  const mateStart = new Int32Array(82);
  for (let c = 0; c < 81; c++) {
    let k = 0;
    for (let b = 0; b < 81; b++) k += MATE[c * 81 + b];
    mateStart[c + 1] = mateStart[c] + k;
  }
  const mates = new Uint8Array(mateStart[81]);
  for (let c = 0, j = 0; c < 81; c++) for (let b = 0; b < 81; b++) if (MATE[c * 81 + b]) mates[j++] = b;

  const differences: RegionDifference[] = [];
  const sums = overlap ? [] : regionSums(cages, cageOf, differences);
  const groups: { cells: readonly number[]; sum: number; distinct: boolean; minus: number }[] = [
    ...cages.map((c) => ({ cells: c.cells, sum: c.sum, distinct: true, minus: 0 })),
    ...sums.map((s) => ({ cells: s.cells, sum: s.sum, distinct: sharesUnit(s.cells), minus: 0 })),
    ...differences.map((d) => ({ cells: [...d.plus, ...d.minus], sum: d.sum, distinct: false, minus: d.minus.length })),
  ];
  const groupStart = new Int32Array(groups.length + 1);
  groups.forEach((g, i) => (groupStart[i + 1] = groupStart[i] + g.cells.length));
  const groupCells = new Uint8Array(groupStart[groups.length]);
  groups.forEach((g, i) => groupCells.set(g.cells, groupStart[i]));
  const groupNeg = new Uint8Array(groupStart[groups.length]);
  groups.forEach((g, i) => groupNeg.fill(1, groupStart[i + 1] - g.minus, groupStart[i + 1]));
  const cellGroupStart = new Int32Array(82);
  for (const g of groups) for (const c of g.cells) cellGroupStart[c + 1]++;
  for (let c = 0; c < 81; c++) cellGroupStart[c + 1] += cellGroupStart[c];
  const cellGroups = new Int32Array(cellGroupStart[81]);
  const fill = Int32Array.from(cellGroupStart.subarray(0, 81));
  groups.forEach((g, i) => {
    for (const c of g.cells) cellGroups[fill[c]++] = i;
  });
  const layout: KillerLayout = {
    cages,
    cageOf,
    overlap,
    mateStart,
    mates,
    groupCount: groups.length,
    groupStart,
    groupCells,
    groupSum: Int32Array.from(groups, (g) => g.sum),
    groupDistinct: Uint8Array.from(groups, (g) => (g.distinct ? 1 : 0)),
    groupNeg,
    cellGroupStart,
    cellGroups,
    regionSums: sums,
    differences,
  };
  cache.set(cages, layout);
  return layout;
}
