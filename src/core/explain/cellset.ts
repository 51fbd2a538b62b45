// Sets of cells as three 27-bit words (cells 0-26, 27-53, 54-80), for the pattern searches that intersect
// "cells seeing all of these" many times.

import { PEERS, UNITS } from '../grid';

/** Peers of each cell: words 3c, 3c+1, 3c+2. */
export const PEER_MASK = new Int32Array(81 * 3);
/** Cells of each unit: words 3u, 3u+1, 3u+2. */
export const UNIT_MASK = new Int32Array(27 * 3);

/**
 * Fills the masks above, in a function with addCell written out: the same loops at the top level calling addCell had V8
 * optimise addCell (and count towards compiling the bundle's whole top level) while the extension loads.
 */
function fillMasks(): void {
  for (let c = 0; c < 81; c++) {
    for (let i = 0; i < 20; i++) {
      const p = PEERS[c * 20 + i];
      const w = (p / 27) | 0;
      PEER_MASK[c * 3 + w] |= 1 << (p - w * 27);
    }
  }
  for (let u = 0; u < 27; u++) {
    for (let i = 0; i < 9; i++) {
      const p = UNITS[u * 9 + i];
      const w = (p / 27) | 0;
      UNIT_MASK[u * 3 + w] |= 1 << (p - w * 27);
    }
  }
}
fillMasks();

/** Adds cell c to set number `at` of a word array. */
export function addCell(words: Int32Array, at: number, c: number): void {
  const w = (c / 27) | 0;
  words[at * 3 + w] |= 1 << (c - w * 27);
}

export function bitCount32(m: number): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Calls f for each cell of the set (a, b, c). */
export function forEachCell(a: number, b: number, c: number, f: (cell: number) => void): void {
  for (let m = a; m !== 0; m &= m - 1) f(31 - Math.clz32(m & -m));
  for (let m = b; m !== 0; m &= m - 1) f(27 + 31 - Math.clz32(m & -m));
  for (let m = c; m !== 0; m &= m - 1) f(54 + 31 - Math.clz32(m & -m));
}

/** The cells holding digit d, into words[0..2]. */
export function digitCells(cand: Uint16Array, d: number, words: Int32Array, at = 0): void {
  let a = 0;
  let b = 0;
  let c = 0;
  const bit = 1 << d;
  for (let i = 0; i < 27; i++) {
    if (cand[i] & bit) a |= 1 << i;
    if (cand[i + 27] & bit) b |= 1 << i;
    if (cand[i + 54] & bit) c |= 1 << i;
  }
  words[at * 3] = a;
  words[at * 3 + 1] = b;
  words[at * 3 + 2] = c;
}
