// A killer puzzle's cages compiled once into flat tables for the solvers: which cells must differ, every sum
// group (the cages, and the innies and outies that the rule of 45 gives each row, column and box and their unions).

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
  /** Sum groups 0..cages-1 are the cages, then the region sums. Cells of group g: groupCells[groupStart[g] .. groupStart[g + 1]]. */
  readonly groupCount: number;
  readonly groupStart: Int32Array;
  readonly groupCells: Uint8Array;
  readonly groupSum: Int32Array;
  /** 1 when the group's cells must all differ (a cage, or region cells that share one row, column or box). */
  readonly groupDistinct: Uint8Array;
  /** Per cell c, cellGroups[cellGroupStart[c] .. cellGroupStart[c + 1]]: the groups that hold it. */
  readonly cellGroupStart: Int32Array;
  readonly cellGroups: Int32Array;
  /** The region sums, in group order after the cages (group cages.length + i is regionSums[i]). */
  readonly regionSums: readonly RegionSum[];
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

/**
 * Regions the rule of 45 is applied to: every union of rows, every union of columns and every union of boxes (but
 * the whole grid), 1,530 in all. Most give innies or outies too big to bound anything and are dropped per puzzle.
 */
export const REGIONS: readonly Region[] = (() => {
  const out: Region[] = [];
  for (const kind of ['row', 'column', 'box'] as const) {
    for (let set = 1; set < 511; set++) {
      const indices: number[] = [];
      for (let i = 0; i < 9; i++) if (set & (1 << i)) indices.push(i);
      out.push({ kind, indices });
    }
  }
  return out;
})();

/** The cells of a region, as an 81-entry membership array. */
export function regionCells(region: Region): Uint8Array {
  const inside = new Uint8Array(81);
  const base = region.kind === 'row' ? 0 : region.kind === 'column' ? 9 : 18;
  for (const i of region.indices) for (let j = 0; j < 9; j++) inside[UNITS[(base + i) * 9 + j]] = 1;
  return inside;
}

/** True when every two of `cells` share a row, column or box (so they hold distinct digits). */
function sharesUnit(cells: readonly number[]): boolean {
  const same = (f: Uint8Array): boolean => cells.every((c) => f[c] === f[cells[0]]);
  return same(ROW_OF) || same(COL_OF) || same(BOX_OF);
}

/** The largest innie or outie set kept: bigger ones rarely bound anything. */
const MAX_REGION_CELLS = 6;

/**
 * Innies and outies of every region in REGIONS with 1 to MAX_REGION_CELLS cells, each distinct set of cells once (the
 * first region that gives it). Counted per cage and unit, so a region costs one pass over the cages.
 */
function regionSums(cages: readonly Cage[], cageOf: Int16Array): RegionSum[] {
  const out: RegionSum[] = [];
  const seen = new Set<string>();
  const add = (s: RegionSum): void => {
    const k = s.cells.join(',');
    if (seen.has(k)) return;
    seen.add(k);
    out.push(s);
  };
  const n = cages.length;
  const inCount = new Int32Array(n * 512);
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
      let withinCells = 0;
      let withinSum = 0;
      let outside = 0;
      let reachSum = 0;
      for (let k = 0; k < n; k++) {
        const v = inCount[k * 512 + rest] + perUnit[k * 9 + low];
        inCount[k * 512 + set] = v;
        const size = cages[k].cells.length;
        if (v === size) {
          withinCells += size;
          withinSum += cages[k].sum;
        } else if (v > 0) {
          outside += size - v;
          reachSum += cages[k].sum;
        }
      }
      const innieCount = 9 * units - withinCells;
      const wantInnies = innieCount >= 1 && innieCount <= MAX_REGION_CELLS;
      const wantOuties = uncaged[set] === 0 && outside >= 1 && outside <= MAX_REGION_CELLS;
      if (!wantInnies && !wantOuties) continue;
      const region: Region = { kind, indices: Array.from({ length: 9 }, (_, i) => i).filter((i) => set & (1 << i)) };
      const inside = regionCells(region);
      const within: number[] = [];
      const reaching: number[] = [];
      {
        for (let k = 0; k < n; k++) {
          const v = inCount[k * 512 + set];
          if (v === cages[k].cells.length) within.push(k);
          else if (v > 0) reaching.push(k);
        }
      }
      if (wantInnies) {
        const withinSet = new Set(within);
        const cells: number[] = [];
        for (let c = 0; c < 81; c++) if (inside[c] && !withinSet.has(cageOf[c])) cells.push(c);
        add({ region, side: 'innies', cells, sum: 45 * units - withinSum, cages: within });
      }
      if (wantOuties) {
        const cells: number[] = [];
        for (const k of reaching) for (const c of cages[k].cells) if (!inside[c]) cells.push(c);
        cells.sort((a, b) => a - b);
        add({ region, side: 'outies', cells, sum: withinSum + reachSum - 45 * units, cages: [...within, ...reaching].sort((a, b) => a - b) });
      }
    }
  }
  return out;
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
  const mateSets: Set<number>[] = [];
  for (let c = 0; c < 81; c++) mateSets.push(new Set(PEERS.subarray(c * 20, c * 20 + 20)));
  for (const cage of cages) for (const a of cage.cells) for (const b of cage.cells) if (a !== b) mateSets[a].add(b);
  const mateStart = new Int32Array(82);
  for (let c = 0; c < 81; c++) mateStart[c + 1] = mateStart[c] + mateSets[c].size;
  const mates = new Uint8Array(mateStart[81]);
  for (let c = 0; c < 81; c++) mates.set([...mateSets[c]].sort((a, b) => a - b), mateStart[c]);

  const sums = overlap ? [] : regionSums(cages, cageOf);
  const groups: { cells: readonly number[]; sum: number; distinct: boolean }[] = [
    ...cages.map((c) => ({ cells: c.cells, sum: c.sum, distinct: true })),
    ...sums.map((s) => ({ cells: s.cells, sum: s.sum, distinct: sharesUnit(s.cells) })),
  ];
  const groupStart = new Int32Array(groups.length + 1);
  groups.forEach((g, i) => (groupStart[i + 1] = groupStart[i] + g.cells.length));
  const groupCells = new Uint8Array(groupStart[groups.length]);
  groups.forEach((g, i) => groupCells.set(g.cells, groupStart[i]));
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
    cellGroupStart,
    cellGroups,
    regionSums: sums,
  };
  cache.set(cages, layout);
  return layout;
}
