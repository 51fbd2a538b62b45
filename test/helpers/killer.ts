// The killer line format of the shared sets, read for the tests only (the scanner has the real reader):
// `<81 cells> <81 cage letters> <sums>`, letters a-z, A-Z, 0-9, sums in the order of each cage's first cell.

import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { BOX_OF, COL_OF, ROW_OF, isSolutionOf, parseGrid } from '../../src/core/grid';
import type { Cage, Puzzle } from '../../src/core/rules';
import { compileCages } from '../../src/core/killer/layout';
import type { KillerLayout } from '../../src/core/killer/layout';
import { fixturesDir, loadSet } from './data';
import { randomSolvedGrid } from './grids';
import { makeRng } from './random';
import type { Rng } from './random';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Reads one killer line; throws an Error naming `where` when it is not one. */
export function parseKillerLine(line: string, where = 'killer line'): Puzzle {
  const fields = line.trim().split(' ');
  if (fields.length !== 3) throw new Error(`${where}: expected 3 fields separated by single spaces, got ${fields.length}`);
  const [cellText, letters, sumText] = fields;
  const cells = parseGrid(cellText);
  if (cells === undefined) throw new Error(`${where}: the first field is not 81 cells`);
  if (letters.length !== 81) throw new Error(`${where}: the cage field has ${letters.length} letters, not 81`);
  const sums = sumText.split(',').map(Number);
  const order: string[] = [];
  const cellsOf = new Map<string, number[]>();
  for (let i = 0; i < 81; i++) {
    const l = letters[i];
    if (!LETTERS.includes(l)) throw new Error(`${where}: cage letter ${JSON.stringify(l)} at cell ${i}`);
    if (!cellsOf.has(l)) {
      cellsOf.set(l, []);
      order.push(l);
    }
    cellsOf.get(l)!.push(i);
  }
  if (sums.length !== order.length || sums.some((s) => !Number.isInteger(s))) {
    throw new Error(`${where}: ${order.length} cages but ${sums.length} sums (${sumText})`);
  }
  const cages: Cage[] = order.map((l, k) => ({ cells: cellsOf.get(l)!, sum: sums[k] }));
  return { cells, rules: { variant: 'killer', cages } };
}

/** Writes a killer puzzle as a killer line (cages named in order of their first cell); cages must cover the grid once. */
export function formatKillerLine(puzzle: Puzzle): string {
  assert.equal(puzzle.rules.variant, 'killer');
  if (puzzle.rules.variant !== 'killer') return '';
  const cages = [...puzzle.rules.cages].sort((a, b) => a.cells[0] - b.cells[0]);
  const letters = new Array<string>(81).fill('?');
  cages.forEach((cage, k) => {
    for (const c of cage.cells) letters[c] = LETTERS[k];
  });
  let cells = '';
  for (let i = 0; i < 81; i++) cells += puzzle.cells[i] === 0 ? '.' : String(puzzle.cells[i]);
  return `${cells} ${letters.join('')} ${cages.map((c) => c.sum).join(',')}`;
}

/** Why `solution` is not a solution of the killer `puzzle` (a row, column or box, a given, or a cage), or undefined when it is one. */
export function killerSolutionProblem(puzzle: Puzzle, solution: ArrayLike<number>): string | undefined {
  if (!isSolutionOf(puzzle.cells, Uint8Array.from(solution))) return 'not a solved grid that keeps every given';
  if (puzzle.rules.variant !== 'killer') return undefined;
  for (const [k, cage] of puzzle.rules.cages.entries()) {
    const digits = cage.cells.map((c) => solution[c]);
    if (new Set(digits).size !== digits.length) return `cage ${k} repeats a digit (${digits.join(',')})`;
    const sum = digits.reduce((a, b) => a + b, 0);
    if (sum !== cage.sum) return `cage ${k} adds up to ${sum}, not ${cage.sum}`;
  }
  return undefined;
}

/** One group of a killer layout (a cage or an innie/outie set), its cells, and the solution of its puzzle. */
export interface HardGroup {
  readonly layout: KillerLayout;
  readonly group: number;
  readonly cells: number[];
  readonly solution: Uint8Array;
}

/** Every group of the hard killer fixtures' layouts (`killer/killer-hard-10`), with each puzzle's solution. */
export function hardFixtureGroups(): HardGroup[] {
  const set = loadSet(path.join(fixturesDir, 'killer'), 'killer-hard-10');
  const out: HardGroup[] = [];
  set.puzzles.forEach((line, i) => {
    const puzzle = parseKillerLine(line, `killer-hard-10 line ${i + 1}`);
    if (puzzle.rules.variant !== 'killer') throw new Error('not a killer');
    const layout = compileCages(puzzle.rules.cages);
    const solution = parseGrid(set.solutions![i])!;
    for (let g = 0; g < layout.groupCount; g++) {
      out.push({ layout, group: g, cells: Array.from(layout.groupCells.subarray(layout.groupStart[g], layout.groupStart[g + 1])), solution });
    }
  });
  return out;
}

/** Two cells share a row, column or box (so a group's cells there must differ). */
export function shareUnit(a: number, b: number): boolean {
  return ROW_OF[a] === ROW_OF[b] || COL_OF[a] === COL_OF[b] || BOX_OF[a] === BOX_OF[b];
}

/**
 * The plain reading of a group's rule, tried assignment by assignment: per cell of `cells`, the digits some
 * assignment from `cands` gives it, where the cells add up to `sum` (a cell marked in `neg` counts negatively) and
 * two cells `differ` says must differ hold different digits. Undefined when no assignment fits.
 */
export function assignmentSupport(cells: readonly number[], sum: number, cands: Uint16Array, differ: (a: number, b: number) => boolean, neg?: readonly number[]): number[] | undefined {
  const support = cells.map(() => 0);
  const pick: number[] = [];
  let any = false;
  const walk = (i: number, left: number): void => {
    if (i === cells.length) {
      if (left !== 0) return;
      any = true;
      pick.forEach((d, j) => (support[j] |= 1 << d));
      return;
    }
    for (let d = 1; d <= 9; d++) {
      // With no minus cells a digit over what is left can only overshoot.
      if (!neg && d > left) break;
      if (!(cands[cells[i]] & (1 << d))) continue;
      if (pick.some((e, j) => e === d && differ(cells[j], cells[i]))) continue;
      pick.push(d);
      walk(i + 1, left - (neg?.[i] ? -d : d));
      pick.pop();
    }
  };
  walk(0, sum);
  return any ? support : undefined;
}

/**
 * Random candidates that hold `solution`: each cell `open` says is open gets its solution digit and at least one
 * more (each digit with chance `density` / 9); the others only their solution digit.
 */
export function randomCandidates(solution: ArrayLike<number>, rng: Rng, density: number, open: (cell: number) => boolean = () => true): Uint16Array {
  const cands = new Uint16Array(81);
  for (let x = 0; x < 81; x++) {
    let m = 1 << solution[x];
    if (open(x)) while ((m & (m - 1)) === 0) for (let d = 1; d <= 9; d++) if (rng.next() * 9 < density) m |= 1 << d;
    cands[x] = m;
  }
  return cands;
}

/** `got` (candidates after a check of `cands`) kept every cell's solution digit and gained no digit. */
export function assertSound(got: Uint16Array, cands: Uint16Array, solution: ArrayLike<number>): void {
  for (let x = 0; x < 81; x++) {
    assert.ok(got[x] & (1 << solution[x]), `cell ${x} lost its solution digit ${solution[x]}`);
    assert.equal(got[x] & ~cands[x], 0, `cell ${x} gained a digit`);
  }
}

/** Cages grown from random cells of `solved`: each takes random neighbours (not repeating a digit) up to a random size 1-6. */
export function randomCages(solved: Uint8Array, rng: Rng): Cage[] {
  const cageOf = new Int16Array(81).fill(-1);
  const cages: number[][] = [];
  for (const start of rng.shuffle(Array.from({ length: 81 }, (_, i) => i))) {
    if (cageOf[start] >= 0) continue;
    const target = 1 + rng.int(6);
    const cells = [start];
    cageOf[start] = cages.length;
    while (cells.length < target) {
      const options: number[] = [];
      for (const c of cells) {
        for (const n of [c - 9, c + 9, c % 9 > 0 ? c - 1 : -1, c % 9 < 8 ? c + 1 : -1]) {
          if (n >= 0 && n < 81 && cageOf[n] < 0 && !cells.some((x) => solved[x] === solved[n]) && !options.includes(n)) options.push(n);
        }
      }
      if (options.length === 0) break;
      const n = options[rng.int(options.length)];
      cageOf[n] = cages.length;
      cells.push(n);
    }
    cages.push(cells);
  }
  return cages
    .map((cells) => cells.sort((a, b) => a - b))
    .sort((a, b) => a[0] - b[0])
    .map((cells) => ({ cells, sum: cells.reduce((s, c) => s + solved[c], 0) }));
}

/** A random killer: cages cut from a random solved grid (randomCages) and `givens` of its digits, from `seed`. */
export function randomKiller(seed: number, givens: number): { puzzle: Puzzle; solved: Uint8Array } {
  const rng = makeRng(seed);
  const solved = randomSolvedGrid(rng);
  const cages = randomCages(solved, rng);
  const cells = new Uint8Array(81);
  for (const c of rng.shuffle(Array.from({ length: 81 }, (_, i) => i)).slice(0, givens)) cells[c] = solved[c];
  return { puzzle: { cells, rules: { variant: 'killer', cages } }, solved };
}
