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

/** Scratch for compileCages: per cell a, three words of 27 cells (0-26, 27-53, 54-80), the bits of a's mates. */
const MATE_WORDS = new Int32Array(81 * 3);
/** The same for the classic peers alone, made on the first compile. */
const PEER_WORDS = new Int32Array(81 * 3);
let peerWordsMade = false;

function makePeerWords(): void {
  for (let c = 0; c < 81; c++) {
    for (let i = c * 20; i < c * 20 + 20; i++) {
      const p = PEERS[i];
      PEER_WORDS[c * 3 + ((p / 27) | 0)] |= 1 << p % 27;
    }
  }
  peerWordsMade = true;
}

function bitCount(v: number): number {
  let n = 0;
  for (; v !== 0; v &= v - 1) n++;
  return n;
}

// Scratch for regionSums, for one kind of unit at a time (a cage of a layout without overlaps is one of at most 81).
/** Per cage: the units of the kind it has cells in (bit u). */
const CAGE_UNITS = new Int32Array(81);
/** Per cage and unit (k * 9 + u): its cells in the unit. */
const CAGE_IN_UNIT = new Int32Array(81 * 9);
/**
 * Per set of units: the cells, sums and number of the cages wholly inside it (a sum over the sets of units inside
 * it, so that a region's totals cost no pass over the cages), and its cells in no cage.
 */
const WITHIN_CELLS = new Int32Array(512);
const WITHIN_SUM = new Int32Array(512);
const WITHIN_COUNT = new Int32Array(512);
const UNCAGED = new Int32Array(512);
const UNCAGED_IN_UNIT = new Int32Array(9);
/** The cages that straddle a region (cells inside and outside), and their cells inside. */
const STRADDLING = new Int32Array(81);
const STRADDLING_IN = new Int32Array(81);

/**
 * The cell sets regionSums has seen, as numbers (innies and outies positive, differences negative): open addressing
 * on typed arrays, emptied by a new stamp. At most 3 * 510 * 2 + 3 * 255 * 2 keys go in per layout, so the table
 * never fills. Made on first use.
 */
const SLOTS = 16384;
let seenKeys = new Float64Array(0);
let seenStamps = new Uint32Array(0);
let seenStamp = 0;

function clearSeen(): void {
  if (seenKeys.length === 0) {
    seenKeys = new Float64Array(SLOTS);
    seenStamps = new Uint32Array(SLOTS);
  }
  if (++seenStamp === 0xffffffff) {
    seenStamps.fill(0);
    seenStamp = 1;
  }
}

/** Adds key to the seen sets; true when it was not there. */
function fresh(key: number): boolean {
  let i = (key < 0 ? -key : key) % (SLOTS - 1);
  for (; seenStamps[i] === seenStamp; i = (i + 1) & (SLOTS - 1)) if (seenKeys[i] === key) return false;
  seenStamps[i] = seenStamp;
  seenKeys[i] = key;
  return true;
}

/** An innie or outie set being gathered: its first m cells, ascending (at most MAX_REGION_CELLS). */
const SET_CELLS = new Int32Array(MAX_REGION_CELLS);

/** The minus cells of a difference being gathered (the plus cells go to SET_CELLS). */
const MINUS_CELLS = new Int32Array(MAX_DIFFERENCE_CELLS);

/** Inserts cell c into into[0..m) in order; returns the new length. */
function addSortedTo(into: Int32Array, m: number, c: number): number {
  let i = m;
  for (; i > 0 && into[i - 1] > c; i--) into[i] = into[i - 1];
  into[i] = c;
  return m + 1;
}

function addSorted(m: number, c: number): number {
  return addSortedTo(SET_CELLS, m, c);
}

/** SET_CELLS[0..m) as an array. */
function setCells(m: number): number[] {
  const cells = new Array<number>(m);
  for (let i = 0; i < m; i++) cells[i] = SET_CELLS[i];
  return cells;
}

/** SET_CELLS[0..m) as a number (base 82, a cell c as c + 1). */
function setKey(m: number): number {
  let key = 0;
  for (let i = 0; i < m; i++) key = key * 82 + SET_CELLS[i] + 1;
  return key;
}

/** The units of a set (bits 0-8), ascending. */
function unitsOf(set: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 9; i++) if (set & (1 << i)) out.push(i);
  return out;
}

/**
 * Innies and outies of every region with 1 to MAX_REGION_CELLS cells, each distinct set of cells once (the first region
 * that gives it). The regions are every union of rows, every union of columns and every union of boxes (but the whole
 * grid), 1,530 in all; most give innies or outies too big to bound anything. A region's totals come from sums over
 * sets of units, made once per kind, so only the regions that give something look at their cages. With `small`, only
 * the regions of one or two units and of all units but one, 162 in all.
 */
function regionSums(cages: readonly Cage[], cageOf: Int16Array, differences: RegionDifference[] | undefined, small: boolean): RegionSum[] {
  const out: RegionSum[] = [];
  clearSeen();
  const n = cages.length;
  let cagedCells = 0;
  let cagedSum = 0;
  for (const cage of cages) {
    cagedCells += cage.cells.length;
    cagedSum += cage.sum;
  }
  for (const kind of ['row', 'column', 'box'] as const) {
    const unitOf = kind === 'row' ? ROW_OF : kind === 'column' ? COL_OF : BOX_OF;
    const base = kind === 'row' ? 0 : kind === 'column' ? 9 : 18;
    WITHIN_CELLS.fill(0);
    WITHIN_SUM.fill(0);
    // The cage counts serve the differences only.
    const counting = differences !== undefined;
    if (counting) WITHIN_COUNT.fill(0);
    CAGE_IN_UNIT.fill(0, 0, n * 9);
    for (let k = 0; k < n; k++) {
      let units = 0;
      for (const c of cages[k].cells) {
        units |= 1 << unitOf[c];
        CAGE_IN_UNIT[k * 9 + unitOf[c]]++;
      }
      CAGE_UNITS[k] = units;
      WITHIN_CELLS[units] += cages[k].cells.length;
      WITHIN_SUM[units] += cages[k].sum;
      if (counting) WITHIN_COUNT[units]++;
    }
    // Sums over subsets: each set gets the totals of the cages whose units it holds.
    for (let b = 1; b < 512; b <<= 1) {
      // Every set holding b, in increasing order.
      for (let set = b; set < 512; set = (set + 1) | b) {
        WITHIN_CELLS[set] += WITHIN_CELLS[set ^ b];
        WITHIN_SUM[set] += WITHIN_SUM[set ^ b];
      }
      if (counting) for (let set = b; set < 512; set = (set + 1) | b) WITHIN_COUNT[set] += WITHIN_COUNT[set ^ b];
    }
    for (let u = 0; u < 9; u++) {
      let k = 0;
      for (let j = 0; j < 9; j++) if (cageOf[UNITS[(base + u) * 9 + j]] < 0) k++;
      UNCAGED_IN_UNIT[u] = k;
    }
    UNCAGED[0] = 0;
    for (let set = 1; set < 511; set++) {
      const uncaged = (UNCAGED[set] = UNCAGED[set & (set - 1)] + UNCAGED_IN_UNIT[31 - Math.clz32(set & -set)]);
      let units = 0;
      for (let x = set; x !== 0; x &= x - 1) units++;
      if (small && units > 2 && units < 8) continue;
      const rest = 511 & ~set;
      const withinCells = WITHIN_CELLS[set];
      const withinSum = WITHIN_SUM[set];
      // The cells of the cages with a cell in the region, whole or not: all caged cells but those of cages wholly outside it.
      const touchingCells = cagedCells - WITHIN_CELLS[rest];
      // Their cells outside the region: theirs, less the region's cells in a cage.
      const outside = touchingCells - (9 * units - uncaged);
      const innieCount = 9 * units - withinCells;
      const wantInnies = innieCount >= 1 && innieCount <= MAX_REGION_CELLS;
      const wantOuties = uncaged === 0 && outside >= 1 && outside <= MAX_REGION_CELLS;
      // A region and its complement give the same difference negated (but where a cage has as many cells in as out):
      // only the regions without the last unit are looked at. Each straddling cage gives at least one plus or minus
      // cell, and both kinds need two of them.
      // The straddling cages: those touching the region (all but those wholly outside it) less those wholly inside.
      const straddling = counting ? n - WITHIN_COUNT[rest] - WITHIN_COUNT[set] : 0;
      const wantDifference = counting && set < 256 && uncaged === 0 && straddling >= 2 && straddling <= MAX_DIFFERENCE_CELLS;
      if (!wantInnies && !wantOuties && !wantDifference) continue;
      // The straddling cages (cells inside and outside), ascending, with their cells inside.
      let m = 0;
      let plusCells = 0;
      let minusCells = 0;
      for (let k = 0; k < n; k++) {
        const u = CAGE_UNITS[k];
        if ((u & set) === 0 || (u & rest) === 0) continue;
        let v = 0;
        for (let x = u & set; x !== 0; x &= x - 1) v += CAGE_IN_UNIT[k * 9 + 31 - Math.clz32(x & -x)];
        const size = cages[k].cells.length;
        if (v <= size - v) plusCells += v;
        else minusCells += size - v;
        STRADDLING[m] = k;
        STRADDLING_IN[m++] = v;
      }
      if (wantDifference && plusCells > 0 && minusCells > 0 && plusCells + minusCells <= MAX_DIFFERENCE_CELLS) {
        difference(cages, m, set, unitOf, kind, 45 * units - withinSum, differences!);
      }
      // The cells are gathered into SET_CELLS and named by a number; arrays are made only for a set not seen before.
      if (wantInnies) {
        // The region's cells in no cage or in a straddling one.
        let h = 0;
        if (uncaged > 0) {
          for (let u = 0; u < 9; u++) {
            if (!(set & (1 << u))) continue;
            for (let j = 0; j < 9; j++) if (cageOf[UNITS[(base + u) * 9 + j]] < 0) h = addSorted(h, UNITS[(base + u) * 9 + j]);
          }
        }
        for (let i = 0; i < m; i++) for (const c of cages[STRADDLING[i]].cells) if (set & (1 << unitOf[c])) h = addSorted(h, c);
        if (fresh(setKey(h))) {
          const within: number[] = [];
          for (let k = 0; k < n; k++) if ((CAGE_UNITS[k] & rest) === 0) within.push(k);
          out.push({ region: { kind, indices: unitsOf(set) }, side: 'innies', cells: setCells(h), sum: 45 * units - withinSum, cages: within });
        }
      }
      if (wantOuties) {
        let h = 0;
        for (let i = 0; i < m; i++) for (const c of cages[STRADDLING[i]].cells) if (!(set & (1 << unitOf[c]))) h = addSorted(h, c);
        if (fresh(setKey(h))) {
          const touching: number[] = [];
          for (let k = 0; k < n; k++) if ((CAGE_UNITS[k] & set) !== 0) touching.push(k);
          // Their sum: the touching cages' (inside and out), less the region's 45 per unit.
          out.push({ region: { kind, indices: unitsOf(set) }, side: 'outies', cells: setCells(h), sum: cagedSum - WITHIN_SUM[rest] - 45 * units, cages: touching });
        }
      }
    }
  }
  return out;
}

/**
 * The innie-outie difference of region `set` (of `kind`; it has plus and minus cells, at most MAX_DIFFERENCE_CELLS):
 * appended to `out` unless its cells were seen. Its straddling cages are STRADDLING[0..m), with their cells inside in
 * STRADDLING_IN; `left` is 45 per unit less the cages inside.
 */
function difference(cages: readonly Cage[], m: number, set: number, unitOf: Uint8Array, kind: Region['kind'], left: number, out: RegionDifference[]): void {
  // Gathered in order into SET_CELLS (plus) and MINUS_CELLS; arrays are made only for a difference not seen before.
  let np = 0;
  let nm = 0;
  let sum = left;
  for (let i = 0; i < m; i++) {
    const k = STRADDLING[i];
    const v = STRADDLING_IN[i];
    const inside = v <= cages[k].cells.length - v;
    if (!inside) sum -= cages[k].sum;
    for (const c of cages[k].cells) {
      const within = (set & (1 << unitOf[c])) !== 0;
      if (inside && within) np = addSorted(np, c);
      else if (!inside && !within) nm = addSortedTo(MINUS_CELLS, nm, c);
    }
  }
  // The complement region gives the same difference negated: both count as seen.
  let key = 0;
  let negated = 0;
  for (let i = 0; i < np; i++) key = key * 163 + SET_CELLS[i] + 1;
  for (let i = 0; i < nm; i++) {
    key = key * 163 + MINUS_CELLS[i] + 82;
    negated = negated * 163 + MINUS_CELLS[i] + 1;
  }
  for (let i = 0; i < np; i++) negated = negated * 163 + SET_CELLS[i] + 82;
  if (!fresh(-key)) return;
  fresh(-negated);
  const minus = new Array<number>(nm);
  for (let i = 0; i < nm; i++) minus[i] = MINUS_CELLS[i];
  out.push({ region: { kind, indices: unitsOf(set) }, plus: setCells(np), minus, sum });
}

/** One cache per combination of the options (differences left out: +1, small regions only: +2). */
const caches = [0, 1, 2, 3].map(() => new WeakMap<readonly Cage[], KillerLayout>());

export interface CompileOptions {
  /** false leaves the innie-outie differences out. */
  readonly differences?: boolean;
  /**
   * 'small' applies the rule of 45 to fewer regions: each row, column and box, each two of a kind, and all of a kind
   * but one (162 regions; 'all', the default: every union of one kind but the whole grid, 1,530).
   */
  readonly regions?: 'all' | 'small';
}

/**
 * Compiles `cages` (checked with assertCages) into a KillerLayout; cached per cages array, so a puzzle is compiled once.
 * The options leave out some of what the rule of 45 gives, for a layout quicker to make: for searches that only ask
 * whether a solution is unique and are many and easy (the generator's merges, `{ differences: false, regions: 'small' }`).
 * Every group left is still implied by the cages, so the search's answers on such a layout are the same, though it may
 * need more guesses to reach them.
 */
export function compileCages(cages: readonly Cage[], options: CompileOptions = {}): KillerLayout {
  const cache = caches[(options.differences === false ? 1 : 0) + (options.regions === 'small' ? 2 : 0)];
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
  // Mates: the 20 classic peers, plus every other cell of each cage the cell is in; per cell, three words of 27 cells.
  if (!peerWordsMade) makePeerWords();
  MATE_WORDS.set(PEER_WORDS);
  for (const cage of cages) {
    let w0 = 0;
    let w1 = 0;
    let w2 = 0;
    for (const c of cage.cells) {
      if (c < 27) w0 |= 1 << c;
      else if (c < 54) w1 |= 1 << (c - 27);
      else w2 |= 1 << (c - 54);
    }
    for (const c of cage.cells) {
      MATE_WORDS[c * 3] |= w0;
      MATE_WORDS[c * 3 + 1] |= w1;
      MATE_WORDS[c * 3 + 2] |= w2;
    }
  }
  for (let c = 0; c < 81; c++) {
    const self = c * 3 + ((c / 27) | 0);
    MATE_WORDS[self] &= ~(1 << c % 27);
  }
  const mateStart = new Int32Array(82);
  for (let c = 0; c < 81; c++) mateStart[c + 1] = mateStart[c] + bitCount(MATE_WORDS[c * 3]) + bitCount(MATE_WORDS[c * 3 + 1]) + bitCount(MATE_WORDS[c * 3 + 2]);
  const mates = new Uint8Array(mateStart[81]);
  for (let c = 0, j = 0; c < 81; c++) {
    for (let w = 0; w < 3; w++) {
      for (let v = MATE_WORDS[c * 3 + w]; v !== 0; v &= v - 1) mates[j++] = w * 27 + 31 - Math.clz32(v & -v);
    }
  }

  const differences: RegionDifference[] = [];
  const sums = overlap ? [] : regionSums(cages, cageOf, options.differences === false ? undefined : differences, options.regions === 'small');
  // The groups: the cages, the region sums, then the differences (plus cells, then minus cells).
  const groupCount = cages.length + sums.length + differences.length;
  const groupStart = new Int32Array(groupCount + 1);
  const groupSum = new Int32Array(groupCount);
  const groupDistinct = new Uint8Array(groupCount);
  let g = 0;
  for (const cage of cages) {
    groupStart[g + 1] = groupStart[g] + cage.cells.length;
    groupSum[g] = cage.sum;
    groupDistinct[g++] = 1;
  }
  for (const r of sums) {
    groupStart[g + 1] = groupStart[g] + r.cells.length;
    groupSum[g] = r.sum;
    groupDistinct[g++] = sharesUnit(r.cells) ? 1 : 0;
  }
  for (const d of differences) {
    groupStart[g + 1] = groupStart[g] + d.plus.length + d.minus.length;
    groupSum[g++] = d.sum;
  }
  const groupCells = new Uint8Array(groupStart[groupCount]);
  const groupNeg = new Uint8Array(groupStart[groupCount]);
  g = 0;
  for (const cage of cages) groupCells.set(cage.cells, groupStart[g++]);
  for (const r of sums) groupCells.set(r.cells, groupStart[g++]);
  for (const d of differences) {
    groupCells.set(d.plus, groupStart[g]);
    groupCells.set(d.minus, groupStart[g] + d.plus.length);
    groupNeg.fill(1, groupStart[g] + d.plus.length, groupStart[g + 1]);
    g++;
  }
  const cellGroupStart = new Int32Array(82);
  for (let i = 0; i < groupCells.length; i++) cellGroupStart[groupCells[i] + 1]++;
  for (let c = 0; c < 81; c++) cellGroupStart[c + 1] += cellGroupStart[c];
  const cellGroups = new Int32Array(cellGroupStart[81]);
  const fill = cellGroupStart.slice(0, 81);
  for (let i = 0; i < groupCount; i++) for (let j = groupStart[i]; j < groupStart[i + 1]; j++) cellGroups[fill[groupCells[j]]++] = i;
  const layout: KillerLayout = {
    cages,
    cageOf,
    overlap,
    mateStart,
    mates,
    groupCount,
    groupStart,
    groupCells,
    groupSum,
    groupDistinct,
    groupNeg,
    cellGroupStart,
    cellGroups,
    regionSums: sums,
    differences,
  };
  cache.set(cages, layout);
  return layout;
}
