// Cheap exact bounds on a rating, for the generator: small logic solvers over candidate masks that use only
// techniques of the ladder's first rungs. When one of them solves a puzzle, every step the explainer applies to it
// is no harder than its bound.
//
// Why that holds: each solver's rules are eliminations whose condition is "these candidates are gone" (singles,
// locked candidates, naked and hidden pairs and triples, X-Wing, Swordfish), so removing candidates never stops
// one from solving (the closure is monotone). The explainer's positions only lose candidates, so at every one of
// them the solver still has a rule to apply, and the ladder then finds a step among its rungs up to that
// technique (or an easier one of the same rungs: a degenerate pair is a single). Those rungs are the ladder's
// first ones, and every one of them is rated at most the bound:
//   HIDDEN_SINGLES  1.5  hidden singles (a full house is one): the ladder's first producer, `singles`;
//   SINGLES         2.3  also naked singles: the first four producers (singles, direct locking 1.7-1.9, direct
//                        hidden pair 2.0, naked single 2.3);
//   BASIC           4.0  also locking, naked and hidden pairs and triples, X-Wing, Swordfish and the Skyscraper:
//                        the first twelve producers, up to the hidden triple (4.0), and the turbot fish, which
//                        gives its easiest step, a Skyscraper (4.0), when there is one.
// Conversely, BASIC has every step the explainer rates 4.0 or less (no other producer can make one), so when it
// cannot solve a puzzle, the ladder needs a step over 4.0 somewhere: the puzzle rates over 4.0. Likewise a puzzle
// hidden singles cannot solve rates over 1.5.
// `test/core/generate.test.ts` checks these claims against full ratings of whole puzzle sets.

import { BOX_OF, COL_OF, PEERS, ROW_OF, UNITS } from '../grid';

export const HIDDEN_SINGLES = 1;
export const SINGLES = 2;
export const BASIC = 3;
export type Solver = typeof HIDDEN_SINGLES | typeof SINGLES | typeof BASIC;

/** The most a step can be rated on a position each solver solves. */
export const SOLVER_BOUND: Readonly<Record<Solver, number>> = { 1: 1.5, 2: 2.3, 3: 4.0 };

const VAL = new Uint8Array(81);
const CAND = new Uint16Array(81);
const ALL = 0x3fe;

/** Popcounts of 10-bit masks (candidates use bits 1-9, places bits 0-8); filled with PLACE_IN by solvesPuzzle's first call. */
const POP = new Uint8Array(1024);

function bits(m: number): number {
  return POP[m];
}

/**
 * The places of each digit in each unit (entry u * 10 + d, bit i for the unit's cell i), filled from the
 * candidates before the rules below run (`run`). A rule that eliminates during its pass keeps reading the
 * table as it was: it may then see more places than are left, which never makes it eliminate wrongly (a digit
 * confined to fewer places is still confined to those) and only leaves a pattern for the next pass, which the
 * loop in `run` always makes after any change. The solver runs to the same fixed point either way: its rules
 * are monotone, so the candidates it ends with do not depend on the order they are applied in.
 */
const PL = new Uint16Array(270);
/** Place of cell c in its row, column and box (c * 3 + 0, 1, 2). */
const PLACE_IN = new Uint8Array(243);
let filled = false;

/** Fills POP and PLACE_IN, on the first solvesPuzzle (not when the module loads). */
function fillTables(): void {
  filled = true;
  for (let m = 1; m < 1024; m++) POP[m] = POP[m >> 1] + (m & 1);
  for (let u = 0; u < 27; u++) for (let i = 0; i < 9; i++) PLACE_IN[UNITS[u * 9 + i] * 3 + ((u / 9) | 0)] = i;
}

function fillPlaces(): void {
  PL.fill(0);
  for (let c = 0; c < 81; c++) {
    const m = CAND[c];
    if (m === 0) continue;
    const r = ROW_OF[c] * 10;
    const k = (9 + COL_OF[c]) * 10;
    const b = (18 + BOX_OF[c]) * 10;
    const rb = 1 << PLACE_IN[c * 3];
    const cb = 1 << PLACE_IN[c * 3 + 1];
    const bb = 1 << PLACE_IN[c * 3 + 2];
    for (let v = m; v !== 0; v &= v - 1) {
      const d = 31 - Math.clz32(v & -v);
      PL[r + d] |= rb;
      PL[k + d] |= cb;
      PL[b + d] |= bb;
    }
  }
}

function place(c: number, d: number): void {
  VAL[c] = d;
  CAND[c] = 0;
  const keep = ~(1 << d);
  for (let i = 0; i < 20; i++) CAND[PEERS[c * 20 + i]] &= keep;
}

/** Places every single it finds (naked ones only with `naked`). Returns -1 on a contradiction, else the number placed. */
function singles(naked: boolean): number {
  let placed = 0;
  if (naked) {
    for (let c = 0; c < 81; c++) {
      if (VAL[c] !== 0) continue;
      const m = CAND[c];
      if (m === 0) return -1;
      if ((m & (m - 1)) === 0) {
        place(c, 31 - Math.clz32(m));
        placed++;
      }
    }
  }
  for (let u = 0; u < 27; u++) {
    let once = 0;
    let twice = 0;
    let done = 0;
    for (let i = 0; i < 9; i++) {
      const c = UNITS[u * 9 + i];
      if (VAL[c] !== 0) {
        done |= 1 << VAL[c];
        continue;
      }
      const m = CAND[c];
      twice |= once & m;
      once |= m;
    }
    if ((once | done) !== ALL) return -1;
    let single = once & ~twice & ~done;
    while (single !== 0) {
      const d = 31 - Math.clz32(single);
      single &= ~(1 << d);
      for (let i = 0; i < 9; i++) {
        const c = UNITS[u * 9 + i];
        if (VAL[c] === 0 && CAND[c] & (1 << d)) {
          place(c, d);
          placed++;
          break;
        }
      }
    }
  }
  return placed;
}

/** Pointing and claiming, in every box and line. True when something was eliminated. */
function locked(): boolean {
  let changed = false;
  for (let b = 0; b < 9; b++) {
    const r0 = ((b / 3) | 0) * 3;
    const c0 = (b % 3) * 3;
    for (let d = 1; d <= 9; d++) {
      // A box's places are 3 × its row (plus its column): one row when they fit in 0x7, 0x38 or 0x1c0, one
      // column when they fit in 0x49, 0x92 or 0x124.
      const m = PL[(18 + b) * 10 + d];
      if (m === 0) continue;
      const bit = 1 << d;
      for (let k = 0; k < 3; k++) {
        if ((m & ~(7 << (3 * k))) === 0) changed = clearLineOutsideBox(r0 + k, b, bit) || changed;
        if ((m & ~(0x49 << k)) === 0) changed = clearLineOutsideBox(9 + c0 + k, b, bit) || changed;
      }
    }
  }
  for (let line = 0; line < 18; line++) {
    for (let d = 1; d <= 9; d++) {
      const m = PL[line * 10 + d];
      if (m === 0) continue;
      const bit = 1 << d;
      for (let s = 0; s < 3; s++) {
        if ((m & ~(7 << (3 * s))) !== 0) continue;
        // The line's places lie in its segment s, the part it shares with one box.
        const b = line < 9 ? ((line / 3) | 0) * 3 + s : s * 3 + (((line - 9) / 3) | 0);
        for (let i = 0; i < 9; i++) {
          const c = UNITS[(18 + b) * 9 + i];
          const onLine = line < 9 ? ROW_OF[c] === line : COL_OF[c] === line - 9;
          if (!onLine && CAND[c] & bit) {
            CAND[c] &= ~bit;
            changed = true;
          }
        }
      }
    }
  }
  return changed;
}

function clearLineOutsideBox(line: number, box: number, bit: number): boolean {
  let changed = false;
  for (let i = 0; i < 9; i++) {
    const c = UNITS[line * 9 + i];
    if (BOX_OF[c] !== box && CAND[c] & bit) {
      CAND[c] &= ~bit;
      changed = true;
    }
  }
  return changed;
}

/** Naked and hidden pairs and triples in every unit. True when something was eliminated. */
const SUB_CELLS = new Int32Array(9);
const SUB_DIGITS = new Int32Array(9);
const SUB_PLACES = new Int32Array(10);

function subsets(): boolean {
  let changed = false;
  const cells = SUB_CELLS;
  const digits = SUB_DIGITS;
  const places = SUB_PLACES;
  for (let u = 0; u < 27; u++) {
    let n = 0;
    for (let i = 0; i < 9; i++) {
      const c = UNITS[u * 9 + i];
      if (VAL[c] !== 0) continue;
      cells[n++] = c;
    }
    if (n < 3) continue;
    for (let d = 1; d <= 9; d++) places[d] = PL[u * 10 + d];
    // Naked: k cells holding only k digits between them (k = 2, 3, fewer than the open cells).
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const two = CAND[cells[i]] | CAND[cells[j]];
        if (bits(two) === 2) changed = clearOthers(cells, n, two, i, j, -1) || changed;
        if (n < 4) continue;
        for (let k = j + 1; k < n; k++) {
          const three = two | CAND[cells[k]];
          if (bits(three) === 3) changed = clearOthers(cells, n, three, i, j, k) || changed;
        }
      }
    }
    // Hidden: k digits whose places in the unit are k cells, which then hold nothing else.
    let m = 0;
    for (let d = 1; d <= 9; d++) if (places[d] !== 0) digits[m++] = d;
    for (let i = 0; i < m; i++) {
      for (let j = i + 1; j < m; j++) {
        const two = places[digits[i]] | places[digits[j]];
        if (bits(two) === 2) changed = keepOnly(u, two, (1 << digits[i]) | (1 << digits[j])) || changed;
        if (m < 4) continue;
        for (let k = j + 1; k < m; k++) {
          const three = two | places[digits[k]];
          if (bits(three) === 3) changed = keepOnly(u, three, (1 << digits[i]) | (1 << digits[j]) | (1 << digits[k])) || changed;
        }
      }
    }
  }
  return changed;
}

function clearOthers(cells: Int32Array, n: number, digits: number, i: number, j: number, k: number): boolean {
  let changed = false;
  for (let x = 0; x < n; x++) {
    if (x === i || x === j || x === k) continue;
    const c = cells[x];
    if (CAND[c] & digits) {
      CAND[c] &= ~digits;
      changed = true;
    }
  }
  return changed;
}

function keepOnly(u: number, where: number, digits: number): boolean {
  let changed = false;
  for (let i = 0; i < 9; i++) {
    if (!(where & (1 << i))) continue;
    const c = UNITS[u * 9 + i];
    if (CAND[c] & ~digits) {
      CAND[c] &= digits;
      changed = true;
    }
  }
  return changed;
}

const FISH_LINES = new Int32Array(9);
const FISH_BASES = new Int32Array(9);

/** X-Wing and Swordfish, rows as base and columns as base. True when something was eliminated. */
function fish(): boolean {
  let changed = false;
  const lines = FISH_LINES;
  const bases = FISH_BASES;
  for (let d = 1; d <= 9; d++) {
    for (let base = 0; base <= 9; base += 9) {
      // Lines where the digit has two or three places: the only ones a fish of two or three lines can use.
      let n = 0;
      for (let k = 0; k < 9; k++) {
        const m = PL[(base + k) * 10 + d];
        lines[k] = m;
        const b = bits(m);
        if (b === 2 || b === 3) bases[n++] = k;
      }
      for (let x = 0; x < n; x++) {
        for (let y = x + 1; y < n; y++) {
          const two = lines[bases[x]] | lines[bases[y]];
          if (bits(two) === 2) changed = clearFish(d, base, two, (1 << bases[x]) | (1 << bases[y])) || changed;
          for (let z = y + 1; z < n; z++) {
            const three = two | lines[bases[z]];
            if (bits(three) === 3) changed = clearFish(d, base, three, (1 << bases[x]) | (1 << bases[y]) | (1 << bases[z])) || changed;
          }
        }
      }
    }
  }
  return changed;
}

/** The digit is in the `cover` lines only within the base lines `tuple`: clears it from the rest of those lines. */
function clearFish(d: number, base: number, cover: number, tuple: number): boolean {
  let changed = false;
  const bit = 1 << d;
  for (let k = 0; k < 9; k++) {
    if (tuple & (1 << k)) continue;
    for (let i = 0; i < 9; i++) {
      if (!(cover & (1 << i))) continue;
      const c = UNITS[(base + k) * 9 + i];
      if (CAND[c] & bit) {
        CAND[c] &= ~bit;
        changed = true;
      }
    }
  }
  return changed;
}

function sees(a: number, b: number): boolean {
  return a !== b && (ROW_OF[a] === ROW_OF[b] || COL_OF[a] === COL_OF[b] || BOX_OF[a] === BOX_OF[b]);
}

const SKY_A = new Int32Array(9);
const SKY_B = new Int32Array(9);

/**
 * Skyscrapers (the turbot fish rated 4.0): two rows (or two columns) where the digit has exactly two places, one
 * end of each seeing the other's; one of the two far ends holds it, so a cell outside both lines that sees both far
 * ends does not. True when something was eliminated.
 */
function skyscraper(): boolean {
  let changed = false;
  const a = SKY_A;
  const b = SKY_B;
  for (let d = 1; d <= 9; d++) {
    const bit = 1 << d;
    for (let base = 0; base <= 9; base += 9) {
      for (let k = 0; k < 9; k++) {
        const m = PL[(base + k) * 10 + d];
        a[k] = -1;
        b[k] = -1;
        if (bits(m) !== 2) continue;
        a[k] = UNITS[(base + k) * 9 + 31 - Math.clz32(m & -m)];
        b[k] = UNITS[(base + k) * 9 + 31 - Math.clz32(m)];
      }
      for (let k1 = 0; k1 < 9; k1++) {
        if (a[k1] < 0) continue;
        for (let k2 = k1 + 1; k2 < 9; k2++) {
          if (a[k2] < 0) continue;
          for (let o = 0; o < 4; o++) {
            const e1 = o & 1 ? b[k1] : a[k1];
            const f1 = o & 1 ? a[k1] : b[k1];
            const e2 = o & 2 ? b[k2] : a[k2];
            const f2 = o & 2 ? a[k2] : b[k2];
            if (!sees(e1, e2)) continue;
            for (let i = 0; i < 20; i++) {
              const c = PEERS[f1 * 20 + i];
              if (!(CAND[c] & bit)) continue;
              const line = base === 0 ? ROW_OF[c] : COL_OF[c];
              if (line === k1 || line === k2 || !sees(c, f2)) continue;
              CAND[c] &= ~bit;
              changed = true;
            }
          }
        }
      }
    }
  }
  return changed;
}

/** True when `solver` solves the puzzle `cells` (0 empty) from its givens. */
export function solvesPuzzle(cells: ArrayLike<number>, solver: Solver): boolean {
  if (!filled) fillTables();
  CAND.fill(ALL);
  VAL.fill(0);
  for (let c = 0; c < 81; c++) if (cells[c] !== 0) place(c, cells[c]);
  return run(solver);
}

/**
 * The BASIC solver run on a position given as candidates (bits 1-9; none for a filled cell) and filled cells, both
 * changed in place to its fixed point. True when it fills every cell; false when it stalls, or on a contradiction
 * (the arrays are then left part way).
 */
export function closeBasic(cand: Uint16Array, cells: Uint8Array): boolean {
  if (!filled) fillTables();
  CAND.set(cand);
  VAL.set(cells);
  const solved = run(BASIC);
  cand.set(CAND);
  cells.set(VAL);
  return solved;
}

function run(solver: Solver): boolean {
  for (;;) {
    const placed = singles(solver !== HIDDEN_SINGLES);
    if (placed < 0) return false;
    if (placed > 0) continue;
    if (solver !== BASIC) break;
    // One places table serves the four: each runs only when those before it eliminated nothing.
    fillPlaces();
    if (locked() || subsets() || fish() || skyscraper()) continue;
    break;
  }
  for (let c = 0; c < 81; c++) if (VAL[c] === 0) return false;
  return true;
}
