// Cage letters and numbers to killer rules: what every killer format shares.

import type { Cage, Rules } from '../../core/rules';
import { int32s } from './format';

/** The 62 cage names of a killer line, in order: a-z, then A-Z, then 0-9. */
export const CAGE_NAMES = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** True for a character that can name a cage (a-z, A-Z, 0-9). */
export function isCageChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
}

/** True for a letter (not a digit): a cage field with none is a field of digits, not of cage names. */
export function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

/**
 * Numbers the cages of 81 cells by the first appearance of their key in reading order: `keys[i]` is any number
 * naming cell i's cage, or -1 for a cell in no cage. Returns each cell's cage number (-1 for none), the key of each
 * cage, and each cage's first cell.
 */
export function numberCages(keys: ArrayLike<number>): { cageOf: Int32Array; keys: number[]; first: number[] } {
  const cageOf = int32s(81).fill(-1);
  const order: number[] = [];
  const first: number[] = [];
  for (let i = 0; i < 81; i++) {
    const k = keys[i];
    if (k < 0) continue;
    // At most 81 cages: a linear search of the cages so far is cheaper than a Map.
    let n = 0;
    while (n < order.length && order[n] !== k) n++;
    if (n === order.length) {
      order.push(k);
      first.push(i);
    }
    cageOf[i] = n;
  }
  return { cageOf, keys: order, first };
}

/** Killer rules from each cell's cage number (first-appearance order, -1 for none) and each cage's sum. */
export function killerRules(cageOf: Int32Array, sums: readonly number[]): Rules {
  // Plain loops, no callbacks: the formats call this for every killer of a file.
  const cells: number[][] = [];
  for (let k = 0; k < sums.length; k++) cells.push([]);
  for (let i = 0; i < 81; i++) if (cageOf[i] >= 0) cells[cageOf[i]].push(i);
  const cages: Cage[] = [];
  for (let k = 0; k < sums.length; k++) cages.push(Object.freeze({ cells: Object.freeze(cells[k]), sum: sums[k] }));
  return Object.freeze({ variant: 'killer' as const, cages: Object.freeze(cages) });
}
