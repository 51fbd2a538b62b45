// Cage combinations: every set of distinct digits 1-9 by its size and sum, as digit masks (bit `1 << d`).

/** Smallest and largest sum of `size` distinct digits (size 1..9). */
export function sumRange(size: number): { min: number; max: number } {
  return { min: (size * (size + 1)) / 2, max: (size * (19 - size)) / 2 };
}

/** Number of digits in a mask. */
export function popcount(m: number): number {
  let n = 0;
  for (; m !== 0; m &= m - 1) n++;
  return n;
}

/** Total of the digits in a mask. */
export function maskSum(m: number): number {
  let s = 0;
  for (let d = 1; d <= 9; d++) if (m & (1 << d)) s += d;
  return s;
}

/** The digits of a mask, ascending. */
export function maskDigits(m: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (m & (1 << d)) out.push(d);
  return out;
}

/** Key of (size, sum) in the tables below: size 0..9, sum 0..45. */
function key(size: number, sum: number): number {
  return size * 46 + sum;
}

/** COMBO_START[key] .. COMBO_START[key + 1]: the slice of COMBOS that holds the masks of that size and sum, ascending. */
const COMBO_START = new Int32Array(10 * 46 + 1);
/**
 * Every mask of distinct digits (512 of them), grouped by size and sum. Filled with COMBO_START on the first call of
 * comboStart or comboEnd (read it between those), not when the module loads.
 */
export const COMBOS = new Uint16Array(512);
let filled = false;

function fillCombos(): void {
  filled = true;
  const count = new Int32Array(10 * 46);
  for (let s = 0; s < 512; s++) count[key(popcount(s), maskSum(s << 1))]++;
  for (let k = 0; k < 10 * 46; k++) COMBO_START[k + 1] = COMBO_START[k] + count[k];
  const fill = Int32Array.from(COMBO_START.subarray(0, 10 * 46));
  for (let s = 0; s < 512; s++) COMBOS[fill[key(popcount(s), maskSum(s << 1))]++] = s << 1;
}

/** Start of the combinations of `size` distinct digits adding up to `sum` in COMBOS; `comboEnd` gives the end. Empty when none. */
export function comboStart(size: number, sum: number): number {
  if (size < 1 || size > 9 || sum < 0 || sum > 45 || !Number.isInteger(sum)) return 0;
  if (!filled) fillCombos();
  return COMBO_START[key(size, sum)];
}

export function comboEnd(size: number, sum: number): number {
  if (size < 1 || size > 9 || sum < 0 || sum > 45 || !Number.isInteger(sum)) return 0;
  if (!filled) fillCombos();
  return COMBO_START[key(size, sum) + 1];
}

/** The digit masks of every combination of `size` distinct digits adding up to `sum`, ascending by mask. */
export function combinations(size: number, sum: number): number[] {
  return Array.from(COMBOS.subarray(comboStart(size, sum), comboEnd(size, sum)));
}
