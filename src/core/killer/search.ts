// The killer engine: candidates as digit masks, propagated to a fixed point with singles, the cages' combinations and
// the rule of 45, then a two-way guess on the cell with the fewest candidates for its weight (how often it took part in
// a contradiction). Preallocated arrays; no allocation while searching.

import type { EngineRun } from '../engine';
import { UNITS } from '../grid';
import type { Grid, StopReason } from '../types';
import type { KillerLayout } from './layout';
import { COMBOS, comboEnd, comboStart } from './combos';

// Method. Each level of the search holds every cell's candidates (bit `1 << d`) and whether the cell's digit has been
// removed from its mates yet. Propagation repeats, until nothing changes:
// - a cell with one candidate is placed: its digit leaves every mate (row, column, box and cage);
// - a digit with one place left in a row, column or box goes there;
// - a digit whose places in a box share one row or column leaves the rest of that line, and a digit whose places in a
//   row or column share one box leaves the rest of that box (boxLine);
// - each cage (and each innie/outie set whose cells share a unit) keeps, per open cell, only the digits that some
//   assignment of distinct digits to its open cells, adding up to what its placed digits leave, gives that cell:
//   per combination of the right size and sum, the open cells' candidates within it are narrowed by singles, and a
//   cell keeps what some combination left it (comboSupport; exact for up to four open cells, and two are written
//   out, smallGroup). Answers are remembered per
//   group and candidates (a hash table, MEMO_*), since the same group state recurs all through a search. A digit
//   every remaining combination needs goes in the group's only cell that can take it, and when the cells that can
//   take it share a row, column or box it leaves the rest of that unit;
// - every other innie/outie set (cells in several units) keeps, with up to LOOSE_MAX open cells, the digits some
//   assignment adding up to its sum gives each cell (cells sharing a unit differ; exactLooseGroup), and otherwise
//   bounds each cell by the sums its other cells can still make;
// - so does each innie-outie difference (the region cells of some cages less the outside cells of others, layout.ts),
//   exactly with up to DIFF_EXACT open cells. On the hard killer set they cut the guesses by two thirds.
// Only the groups and units whose cells changed are looked at again (dirtyGroup, DIRTY_UNIT).
//
// Search. Two-way branching: at a node, the chosen cell takes its smallest candidate on a copy one level down (left);
// when that subtree is done, the digit leaves the cell at the node itself, in place, and the node is propagated again
// and chooses afresh (right). The two sides split the solutions between them, so counts stay exact. The cell chosen
// has the fewest candidates per unit of weight (dom/wdeg): each cell starts at the square of the number of groups that
// hold it (killerSearch), and every contradiction adds to the cells of the group, unit or cell where it was found (a
// group GROUP_BUMP shared out among its cells, a unit or a cell 1 to each), so the search turns to the cells where it
// keeps failing. On the hard killer set this halves the guesses and the CPU time against the fewest candidates alone
// with a guess per digit (bench/RESULTS.md).

const ALL = 0x3fe;
const DEPTH = 82;
/**
 * A group found impossible adds this much, shared out evenly, to the weights of its cells (a unit or a cell adds 1 to
 * each of its cells). Hard killer set, one session: 1 to each cell as before: total CPU 6.2 s, 367k guesses, slowest
 * 307 ms, 473 under 50 ms; shared out, 2: 7.4 s; 4: 5.9 s; 8: 5.6 s; 12 (kept): 5.6 s, 322k guesses, slowest 157 ms,
 * 482 under 50 ms; 16: 5.5 s, slowest 211 ms; 24: 6.0 s; 32: 6.4 s. The slowest puzzle moves between lines from one
 * value to the next, so only the totals and the counts under 50 ms say much.
 */
const GROUP_BUMP = 12;
/** The abort signal is read once per this many guesses (plus one). */
const SIGNAL_EVERY = 255;

/** Per 10-bit mask: how many digits, the smallest and the largest. These tables are filled by prepare, on the first search. */
const POP = new Uint8Array(1024);
const LOW = new Uint8Array(1024);
const HIGH = new Uint8Array(1024);
/** RANGE[lo * 16 + hi]: the digits lo..hi (clamped to 1..9 by the caller). */
const RANGE = new Uint16Array(16 * 16);

const CAND = new Uint16Array(81 * DEPTH);
const DONE = new Uint8Array(81 * DEPTH);
/** Cells whose single candidate still has to leave their mates. */
const QUEUE = new Uint8Array(81 * 4);
/** Per level: the cell guessed on, and the digit it took on the level below. */
const BRANCH_CELL = new Uint8Array(DEPTH);
const BRANCH_BIT = new Uint16Array(DEPTH);
/** Per cell, the groups that hold it plus the contradictions it took part in during this run (chooseWeighted). */
const WEIGHT = new Float64Array(81);
const ROW9 = new Uint8Array(81);
const COL9 = new Uint8Array(81);
const BOX9 = new Uint8Array(81);

/** Groups and units whose cells changed since they were last looked at. */
let dirtyGroup = new Uint8Array(256);
const DIRTY_UNIT = new Uint8Array(27);
const OPEN = new Uint8Array(81);
const SUPPORT = new Uint16Array(81);
/**
 * Answers of comboSupport and exactLooseGroup by group and candidates: key (group + 1, then each cell's candidates),
 * supports, required digits. About 3 MB, allocated by prepare on the first search (not when the module loads).
 */
const MEMO_BITS = 16;
const MEMO_WIDTH = 10;
let MEMO_KEY = new Uint16Array(0);
let MEMO_OUT = new Uint16Array(0);
let MEMO_REQ = new Uint16Array(0);
let MEMO_RUN = new Uint32Array(0);
const NO_SUM = 0xffff;
/** Tells this run's memo entries from older runs' without clearing the table. */
let runId = 0;

let qHead = 0;
let qTail = 0;
let placements = 0;
let progress = false;
let layout: KillerLayout;

/** Marks the groups and units of a cell whose candidates changed. */
function touch(c: number): void {
  const { cellGroupStart, cellGroups } = layout;
  for (let i = cellGroupStart[c], e = cellGroupStart[c + 1]; i < e; i++) dirtyGroup[cellGroups[i]] = 1;
  DIRTY_UNIT[ROW9[c]] = 1;
  DIRTY_UNIT[COL9[c]] = 1;
  DIRTY_UNIT[BOX9[c]] = 1;
}

function push(cell: number): void {
  if (qTail === QUEUE.length) {
    // Cannot overflow: a cell is queued only when it becomes single, once per level, and the queue is reset per call.
    qTail = 0;
    qHead = 0;
  }
  QUEUE[qTail++] = cell;
}

/** Removes the digits `m` from cell `p` at offset `o`; false when that leaves it empty. */
function remove(o: number, p: number, m: number): boolean {
  const x = CAND[o + p];
  if (!(x & m)) return true;
  const y = x & ~m;
  if (y === 0) {
    WEIGHT[p]++;
    return false;
  }
  CAND[o + p] = y;
  progress = true;
  touch(p);
  if (POP[y] === 1) push(p);
  return true;
}

/** Places the queued singles: each digit leaves the cell's mates. */
function drain(o: number): boolean {
  const { mateStart, mates } = layout;
  while (qHead < qTail) {
    const c = QUEUE[qHead++];
    if (DONE[o + c]) continue;
    DONE[o + c] = 1;
    placements++;
    const m = CAND[o + c];
    for (let i = mateStart[c], e = mateStart[c + 1]; i < e; i++) {
      if (!remove(o, mates[i], m)) return false;
    }
  }
  qHead = 0;
  qTail = 0;
  return true;
}

/** Hidden singles in the 27 units; false when a unit has lost a digit. */
function hiddenSingles(o: number): boolean {
  for (let u = 0; u < 27; u++) {
    if (DIRTY_UNIT[u] === 0) continue;
    DIRTY_UNIT[u] = 0;
    let once = 0;
    let twice = 0;
    const base = u * 9;
    for (let j = 0; j < 9; j++) {
      const m = CAND[o + UNITS[base + j]];
      twice |= once & m;
      once |= m;
    }
    if (once !== ALL) {
      failedUnit(u);
      return false;
    }
    const unique = once & ~twice;
    if (unique === 0) continue;
    for (let j = 0; j < 9; j++) {
      const c = UNITS[base + j];
      const m = CAND[o + c];
      const h = m & unique;
      if (h === 0 || POP[m] === 1) continue;
      if (POP[h] > 1) {
        failedUnit(u);
        return false;
      }
      CAND[o + c] = h;
      progress = true;
      touch(c);
      push(c);
    }
  }
  return true;
}

/** A contradiction in unit u: its cells weigh more in the choice of the next guess. */
function failedUnit(u: number): void {
  for (let j = 0; j < 9; j++) WEIGHT[UNITS[u * 9 + j]]++;
}

/** Per row segment (row r, box column k: cells r*9 + 3k .. 3k+2) and column segment (column c, box row k), candidates. */
const ROW_SEG = new Uint16Array(27);
const COL_SEG = new Uint16Array(27);

/**
 * Box-line interactions: a digit whose places in a box all lie in one row (or column) leaves the rest of that line,
 * and a digit whose places in a line all lie in one box leaves the rest of that box. False on a contradiction.
 */
function boxLine(o: number): boolean {
  for (let r = 0; r < 9; r++) {
    for (let k = 0; k < 3; k++) {
      const b = o + r * 9 + k * 3;
      ROW_SEG[r * 3 + k] = CAND[b] | CAND[b + 1] | CAND[b + 2];
      const cb = o + k * 27 + r;
      COL_SEG[r * 3 + k] = CAND[cb] | CAND[cb + 9] | CAND[cb + 18];
    }
  }
  for (let line = 0; line < 9; line++) {
    for (let k = 0; k < 3; k++) {
      // Row `line` then column `line`: cell (line, j) of a row is line * 9 + j, of a column j * 9 + line.
      if (!segmentLock(o, ROW_SEG, line, k, 9, 1) || !segmentLock(o, COL_SEG, line, k, 1, 9)) return false;
    }
  }
  return true;
}

/**
 * Segment k (cells 3k..3k+2) of line `line`, in rows or columns (SEG, and the cell of position j on line i is
 * i * along + j * across): a digit the box has only there leaves the rest of the line (pointing), and a digit the
 * line has only there leaves the rest of the box (claiming).
 */
function segmentLock(o: number, SEG: Uint16Array, line: number, k: number, along: number, across: number): boolean {
  const band = ((line / 3) | 0) * 3;
  const seg = SEG[line * 3 + k];
  const inLine = SEG[line * 3 + ((k + 1) % 3)] | SEG[line * 3 + ((k + 2) % 3)];
  let inBox = 0;
  for (let i = band; i < band + 3; i++) if (i !== line) inBox |= SEG[i * 3 + k];
  let m = seg & ~inBox & inLine;
  if (m !== 0) {
    for (let j = 0; j < 9; j++) {
      if (((j / 3) | 0) === k) continue;
      if (!remove(o, line * along + j * across, m)) return false;
    }
  }
  m = seg & ~inLine & inBox;
  if (m !== 0) {
    for (let i = band; i < band + 3; i++) {
      if (i === line) continue;
      for (let j = k * 3; j < k * 3 + 3; j++) if (!remove(o, i * along + j * across, m)) return false;
    }
  }
  return true;
}

/** A group whose cells all differ: keep the digits of its combinations that still fit. */
function distinctGroup(o: number, g: number): boolean {
  const { groupStart, groupCells } = layout;
  const s = groupStart[g];
  const e = groupStart[g + 1];
  if (e - s > 9) return false; // ten cells cannot all differ
  let placed = 0;
  let decided = 0;
  let placedSum = 0;
  for (let i = s; i < e; i++) {
    const m = CAND[o + groupCells[i]];
    if (POP[m] === 1) {
      placed |= m;
      decided++;
      placedSum += LOW[m];
    }
  }
  if (POP[placed] !== decided) return false;
  const rem = layout.groupSum[g] - placedSum;
  if (decided === e - s) return rem === 0;
  // Which digits each open cell can take in some set of distinct digits adding up to `rem` (smallGroup, comboSupport).
  let k = 0;
  for (let i = s; i < e; i++) {
    const c = groupCells[i];
    if (POP[CAND[o + c]] > 1) OPEN[k++] = c;
  }
  if (k <= 2) return smallGroup(o, k, rem, placed);
  // Fewest candidates first (the search's path, through the order of removals, was measured with this order).
  for (let i = 1; i < k; i++) {
    const c = OPEN[i];
    const p = POP[CAND[o + c]];
    let j = i;
    for (; j > 0 && POP[CAND[o + OPEN[j - 1]]] > p; j--) OPEN[j] = OPEN[j - 1];
    OPEN[j] = c;
  }

  // The same group in the same state recurs all through a search: look the answer up first.
  let h = Math.imul(g + 1, 0x9e3779b1);
  for (let i = s; i < e; i++) h = Math.imul(h ^ CAND[o + groupCells[i]], 0x01000193);
  const slot = (h >>> (32 - MEMO_BITS)) * MEMO_WIDTH;
  const entry = slot / MEMO_WIDTH;
  let hit = MEMO_RUN[entry] === runId && MEMO_KEY[slot] === g + 1;
  for (let i = s; hit && i < e; i++) hit = MEMO_KEY[slot + 1 + i - s] === CAND[o + groupCells[i]];
  let required: number;
  if (hit) {
    required = MEMO_REQ[entry];
    if (required === NO_SUM) return false;
    for (let i = 0; i < k; i++) SUPPORT[i] = MEMO_OUT[slot + i];
  } else {
    required = comboSupport(o, k, rem, placed);
    MEMO_RUN[entry] = runId;
    MEMO_KEY[slot] = g + 1;
    for (let i = s; i < e; i++) MEMO_KEY[slot + 1 + i - s] = CAND[o + groupCells[i]];
    MEMO_REQ[entry] = required;
    if (required === NO_SUM) return false;
    for (let i = 0; i < k; i++) MEMO_OUT[slot + i] = SUPPORT[i];
  }
  for (let i = 0; i < k; i++) {
    const c = OPEN[i];
    const m = CAND[o + c];
    if ((m & ~SUPPORT[i]) !== 0 && !remove(o, c, m & ~SUPPORT[i])) return false;
  }
  // Digits every combination needs: one place left in the group, or all places in one unit.
  for (let r = required; r !== 0; r &= r - 1) {
    const bit = r & -r;
    let n = 0;
    let last = -1;
    let row = -1;
    let col = -1;
    let box = -1;
    for (let i = s; i < e; i++) {
      const c = groupCells[i];
      if (!(CAND[o + c] & bit)) continue;
      if (n === 0) {
        row = ROW9[c];
        col = COL9[c];
        box = BOX9[c];
      } else {
        if (row !== ROW9[c]) row = -1;
        if (col !== COL9[c]) col = -1;
        if (box !== BOX9[c]) box = -1;
      }
      n++;
      last = c;
    }
    if (n === 0) return false;
    if (n === 1) {
      const m = CAND[o + last];
      if (m !== bit) {
        CAND[o + last] = bit;
        progress = true;
        touch(last);
        push(last);
      }
      continue;
    }
    if (row >= 0 && !clearUnit(o, row, bit, g)) return false;
    if (col >= 0 && !clearUnit(o, col, bit, g)) return false;
    if (box >= 0 && !clearUnit(o, box, bit, g)) return false;
  }
  return true;
}

/** comboSupport's working copy: per open cell, its candidates within the combination being tried. */
const FIT = new Uint16Array(10);

/**
 * The check of a group of three or more open cells (OPEN[0..k-1]): per digit set of the right size and sum that
 * avoids `placed`, the open cells' candidates within the set are narrowed until nothing changes (narrow): a cell left
 * with one digit takes it and that digit leaves the set's other cells; a digit of the set with one cell left goes
 * there; with four or more cells, two cells left with the same two digits keep them from the others. A set that
 * empties a cell or loses a digit is out. Per cell, the digits left to it by some set are its support. Every
 * assignment that uses a set survives its narrowing, so nothing possible is removed. Exact for up to four open cells;
 * with more it can keep a digit no assignment gives. Returns the digits every set left uses, or NO_SUM when no set
 * is left. On the hard killer set (one session each, old and new interleaved), against an exact forward and backward
 * pass over digit sets for up to three open cells and the bare combinations beyond: singles 8.4 s -> 7.3 s total
 * CPU, guesses 622k -> 432k; the exact pass dropped, 7.2 s -> 6.5 s; pairs 6.6 s -> 6.1 s, 367k guesses. Hidden
 * pairs as well (two digits left in the same two cells) cost more than they saved: 6.7 s -> 8.1 s, 393k guesses.
 */
function comboSupport(o: number, k: number, rem: number, placed: number): number {
  let open = 0;
  for (let i = 0; i < k; i++) {
    open |= CAND[o + OPEN[i]];
    SUPPORT[i] = 0;
  }
  let allowed = 0;
  let required = ALL;
  for (let j = comboStart(k, rem), je = comboEnd(k, rem); j < je; j++) {
    const set = COMBOS[j];
    if (set & placed || set & ~open) continue;
    // Narrowing could add nothing: the set is allowed already, holds every digit required so far, and each cell's
    // support holds all its candidates within the set (narrowing only keeps fewer).
    if ((set & ~allowed) === 0 && (required & ~set) === 0) {
      let shortOf = 0;
      for (let i = 0; i < k; i++) shortOf |= CAND[o + OPEN[i]] & set & ~SUPPORT[i];
      if (shortOf === 0) continue;
    }
    if (!narrow(o, k, set)) continue;
    allowed |= set;
    required &= set;
    for (let i = 0; i < k; i++) SUPPORT[i] |= FIT[i];
  }
  if (allowed === 0) return NO_SUM;
  return required;
}

/** Narrows FIT (the open cells' candidates within `set`, k cells for k digits) by singles; false when that fails. */
function narrow(o: number, k: number, set: number): boolean {
  for (let i = 0; i < k; i++) {
    const m = CAND[o + OPEN[i]] & set;
    if (m === 0) return false;
    FIT[i] = m;
  }
  let fixed = 0;
  for (;;) {
    let changed = false;
    // Cells with one digit: it leaves the others.
    let single = 0;
    for (let i = 0; i < k; i++) {
      const m = FIT[i];
      if (POP[m] !== 1 || m & fixed) continue;
      if (single & m) return false;
      single |= m;
    }
    if (single !== 0) {
      fixed |= single;
      for (let i = 0; i < k; i++) {
        const m = FIT[i];
        if (POP[m] === 1) continue;
        const y = m & ~single;
        if (y === m) continue;
        if (y === 0) return false;
        FIT[i] = y;
        changed = true;
      }
    }
    // Digits with one cell: they go there.
    let once = 0;
    let twice = 0;
    for (let i = 0; i < k; i++) {
      const m = FIT[i];
      twice |= once & m;
      once |= m;
    }
    if (once !== set) return false;
    const unique = once & ~twice & ~fixed;
    if (unique !== 0) {
      for (let i = 0; i < k; i++) {
        const m = FIT[i];
        const h = m & unique;
        if (h === 0 || m === h) continue;
        if (POP[h] > 1) return false;
        FIT[i] = h;
        changed = true;
      }
    }
    if (changed) continue;
    // Two cells left with the same two digits: those leave the set's other cells.
    if (k < 4) return true;
    for (let i = 0; i < k; i++) {
      const m = FIT[i];
      if (POP[m] !== 2) continue;
      for (let j = i + 1; j < k; j++) {
        if (FIT[j] !== m) continue;
        for (let x = 0; x < k; x++) {
          if (x === i || x === j) continue;
          const y = FIT[x] & ~m;
          if (y === FIT[x]) continue;
          if (y === 0) return false;
          FIT[x] = y;
          changed = true;
        }
      }
    }
    if (!changed) return true;
  }
}

/** The DP of distinctGroup for one or two open cells (OPEN[0..k-1]), written out. */
function smallGroup(o: number, k: number, rem: number, placed: number): boolean {
  const a = OPEN[0];
  const ma = CAND[o + a] & ~placed;
  if (k === 1) {
    if (rem < 1 || rem > 9 || !(ma & (1 << rem))) return false;
    if (CAND[o + a] !== 1 << rem) {
      CAND[o + a] = 1 << rem;
      progress = true;
      touch(a);
      push(a);
    }
    return true;
  }
  const b = OPEN[1];
  const mb = CAND[o + b] & ~placed;
  let sa = 0;
  let sb = 0;
  let required = ALL;
  for (let r = ma; r !== 0; r &= r - 1) {
    const bit = r & -r;
    const other = rem - LOW[bit];
    if (other >= 1 && other <= 9 && other !== LOW[bit] && mb & (1 << other)) {
      sa |= bit;
      sb |= 1 << other;
      required &= bit | (1 << other);
    }
  }
  if (sa === 0) return false;
  if (CAND[o + a] & ~sa && !remove(o, a, CAND[o + a] & ~sa)) return false;
  if (CAND[o + b] & ~sb && !remove(o, b, CAND[o + b] & ~sb)) return false;
  // A digit in every split goes in one of the two cells: it leaves the rest of a unit they share.
  for (let r = required; r !== 0; r &= r - 1) {
    const bit = r & -r;
    if (ROW9[a] === ROW9[b] && !clearPair(o, ROW9[a], bit, a, b)) return false;
    if (COL9[a] === COL9[b] && !clearPair(o, COL9[a], bit, a, b)) return false;
    if (BOX9[a] === BOX9[b] && !clearPair(o, BOX9[a], bit, a, b)) return false;
  }
  return true;
}

function clearPair(o: number, u: number, bit: number, a: number, b: number): boolean {
  for (let j = 0; j < 9; j++) {
    const c = UNITS[u * 9 + j];
    if (c === a || c === b || !(CAND[o + c] & bit)) continue;
    if (!remove(o, c, bit)) return false;
  }
  return true;
}

/** Removes `bit` from the cells of unit `u` outside group `g`. */
function clearUnit(o: number, u: number, bit: number, g: number): boolean {
  const row = g * 81;
  for (let j = 0; j < 9; j++) {
    const c = UNITS[u * 9 + j];
    if (!(CAND[o + c] & bit) || member[row + c]) continue;
    if (!remove(o, c, bit)) return false;
  }
  return true;
}

/** Per layout, whether cell c is in group g (member[g * 81 + c]): clearUnit's test, which scanned the group's cells. */
const MEMBERS = new WeakMap<KillerLayout, Uint8Array>();
let member: Uint8Array = new Uint8Array(0);

/** Sets `layout` (and its membership table) for a run. */
function useLayout(killer: KillerLayout): void {
  prepare();
  layout = killer;
  if (dirtyGroup.length < killer.groupCount) dirtyGroup = new Uint8Array(killer.groupCount * 2);
  let m = MEMBERS.get(killer);
  if (m === undefined) {
    m = new Uint8Array(killer.groupCount * 81);
    for (let g = 0; g < killer.groupCount; g++) {
      for (let i = killer.groupStart[g]; i < killer.groupStart[g + 1]; i++) m[g * 81 + killer.groupCells[i]] = 1;
    }
    MEMBERS.set(killer, m);
  }
  member = m;
}

/**
 * Innie/outie sets whose cells do not all share a unit, with up to this many open cells, get the exact check of
 * exactLooseGroup; bigger ones only their sum bounds (boundGroup). On every 5th hard killer, CPU and guesses against
 * bounds only: 3: -15 %, -19 %; 4: -12 %, -32 %; 5: +20 %, -41 %; 6: three times the time.
 */
const LOOSE_MAX = 4;
/**
 * The innie-outie differences (layout.ts, up to 6 cells) get the exact check with up to this many open cells, and
 * their sum bounds beyond. Hard killer set, interleaved, against no differences (4.95 s total CPU, 322k guesses,
 * slowest 148 ms, 17 over 50 ms): 2: 2.73 s, 126k guesses, slowest 185 ms; 3 (kept): 2.55 s, 106k, slowest 101 ms, 4
 * over 50 ms; 4: 3.26 s, 92k, slowest 121 ms.
 */
const DIFF_EXACT = 3;

/** Per open cell of exactLooseGroup, the digit tried and the open cells before it that it must differ from. */
const PICK = new Uint16Array(10);
const CLASH = new Uint16Array(10);
let enumK = 0;

/** Per open cell of exactLooseGroup, its candidates, and the smallest and largest totals of the cells after it. */
const EM = new Uint16Array(10);
const EO = new Uint8Array(10);
const EPOS = new Uint8Array(10);
const ESUP = new Uint16Array(10);
const SUF_LO = new Int16Array(11);
const SUF_HI = new Int16Array(11);
/** Per open cell of exactLooseGroup (OPEN order, then enumeration order): 1, or -1 for a cell that counts negatively. */
const OPEN_SIGN = new Int8Array(10);
const ES = new Int8Array(10);

/** MIRROR[m]: bit 10 - d for each digit d of m. */
const MIRROR = new Uint16Array(1024);

let prepared = false;

/**
 * Fills the digit tables (POP, LOW, HIGH, RANGE, MIRROR, ROW9, COL9, BOX9) and allocates the memo, once, on the
 * first call of an entry point: the extension loads this module with the engine but rarely runs it (WebAssembly
 * searches killers where it can), and these loops and 3 MB cost CPU at load.
 */
function prepare(): void {
  if (prepared) return;
  prepared = true;
  for (let m = 0; m < 1024; m++) {
    let n = 0;
    for (let d = 1; d <= 9; d++) {
      if (!(m & (1 << d))) continue;
      n++;
      if (LOW[m] === 0) LOW[m] = d;
      HIGH[m] = d;
      MIRROR[m] |= 1 << (10 - d);
    }
    POP[m] = n;
  }
  for (let lo = 1; lo <= 9; lo++) for (let hi = lo; hi <= 9; hi++) for (let d = lo; d <= hi; d++) RANGE[lo * 16 + hi] |= 1 << d;
  for (let c = 0; c < 81; c++) {
    ROW9[c] = (c / 9) | 0;
    COL9[c] = 9 + (c % 9);
    BOX9[c] = 18 + ((((c / 9) | 0) / 3) | 0) * 3 + (((c % 9) / 3) | 0);
  }
  MEMO_KEY = new Uint16Array((1 << MEMO_BITS) * MEMO_WIDTH);
  MEMO_OUT = new Uint16Array((1 << MEMO_BITS) * MEMO_WIDTH);
  MEMO_REQ = new Uint16Array(1 << MEMO_BITS);
  MEMO_RUN = new Uint32Array(1 << MEMO_BITS);
}

/** The digits d + t for the digits d of x (bits 1..9 kept). */
function shift(x: number, t: number): number {
  if (t >= 9 || t <= -9) return 0;
  return (t >= 0 ? x << t : x >> -t) & ALL;
}

/** The digits t - d for the digits d of x (bits 1..9 kept): x mirrored (d -> 10 - d), then shifted by t - 10. */
function mirror(x: number, t: number): number {
  return shift(MIRROR[x], t - 10);
}

/**
 * Enumerates the digits of EO[i..enumK-1] adding up to `rem`, cells that share a unit differing; ORs hits into ESUP.
 * The last cell's digit is what is left, so it is looked up rather than tried (and the last two cells are written
 * out with mask arithmetic, see below), and the bounds of the cells after each are summed once per call
 * (SUF_LO, SUF_HI). Hard killer set, interleaved with the old recursion (a call per last
 * digit, bounds summed per call): total CPU 5.15 s -> 4.63 s, the same 322k guesses; cells fewest candidates first:
 * 4.61 s against 4.76 s.
 */
function enumerate(i: number, rem: number): boolean {
  let m = EM[i];
  for (let j = 0, cl = CLASH[i]; cl !== 0; j++, cl >>= 1) if (cl & 1) m &= ~PICK[j];
  const sign = ES[i];
  if (i === enumK - 1) {
    const d = sign * rem;
    if (d < 1 || d > 9 || !(m & (1 << d))) return false;
    PICK[i] = 1 << d;
    for (let j = 0; j < enumK; j++) ESUP[j] |= PICK[j];
    return true;
  }
  if (i === enumK - 2) {
    // The last two cells at once. The last cell's digit d is what is left, minus the digits of the cells it clashes
    // with (lm): d = R - q * b for this cell's digit b, with R = lastSign * rem and q = lastSign * sign. q = 1: b = R - d,
    // lm mirrored about R / 2; q = -1: b = d - R, lm shifted down by R. Their clash rules out d = b (b = R / 2 for
    // q = 1, every b when R = 0 for q = -1). This replaced a loop over b (the same digits; hard killer set, wasm/killer.c
    // under callgrind: 6 % fewer instructions), and the supports are ORed in once.
    const last = i + 1;
    const lastSign = ES[last];
    let lm = EM[last];
    const cl = CLASH[last];
    for (let j = 0, x = cl; j < i; j++, x >>= 1) if (x & 1) lm &= ~PICK[j];
    const withThis = (cl >> i) & 1;
    const R = lastSign * rem;
    let thisSup: number;
    let lastSup: number;
    if (lastSign * sign > 0) {
      thisSup = m & mirror(lm, R);
      if (withThis && (R & 1) === 0 && R >= 2 && R <= 18) thisSup &= ~(1 << (R / 2));
      lastSup = mirror(thisSup, R);
    } else {
      thisSup = withThis && R === 0 ? 0 : m & shift(lm, -R);
      lastSup = shift(thisSup, R);
    }
    if (thisSup === 0) return false;
    for (let j = 0; j < i; j++) ESUP[j] |= PICK[j];
    ESUP[i] |= thisSup;
    ESUP[last] |= lastSup;
    return true;
  }
  let any = false;
  const lo = SUF_LO[i + 1];
  const hi = SUF_HI[i + 1];
  for (let r = m; r !== 0; r &= r - 1) {
    const b = r & -r;
    const left = rem - sign * LOW[b];
    if (left < lo || left > hi) continue;
    PICK[i] = b;
    if (enumerate(i + 1, left)) any = true;
  }
  return any;
}

/**
 * A group whose cells may repeat a digit, with few open cells: keep what some assignment gives each (exact; memoised
 * as distinctGroup is). Cells marked in groupNeg count negatively (the innie-outie differences, which have at most
 * LOOSE_MAX cells, so never reach boundGroup).
 */
function exactLooseGroup(o: number, g: number): boolean {
  const { groupStart, groupCells, groupNeg } = layout;
  const s = groupStart[g];
  const e = groupStart[g + 1];
  let rem = layout.groupSum[g];
  let k = 0;
  for (let i = s; i < e; i++) {
    const c = groupCells[i];
    const m = CAND[o + c];
    const sign = groupNeg[i] ? -1 : 1;
    if (POP[m] === 1) rem -= sign * LOW[m];
    else {
      OPEN_SIGN[k] = sign;
      OPEN[k++] = c;
    }
  }
  if (k > (groupNeg[e - 1] ? DIFF_EXACT : LOOSE_MAX)) return boundGroup(o, g);
  if (k === 0) return rem === 0;
  let h = Math.imul(g + 1, 0x9e3779b1);
  for (let i = s; i < e; i++) h = Math.imul(h ^ CAND[o + groupCells[i]], 0x01000193);
  const slot = (h >>> (32 - MEMO_BITS)) * MEMO_WIDTH;
  const entry = slot / MEMO_WIDTH;
  let hit = MEMO_RUN[entry] === runId && MEMO_KEY[slot] === g + 1;
  for (let i = s; hit && i < e; i++) hit = MEMO_KEY[slot + 1 + i - s] === CAND[o + groupCells[i]];
  if (hit) {
    if (MEMO_REQ[entry] === NO_SUM) return false;
    for (let i = 0; i < k; i++) SUPPORT[i] = MEMO_OUT[slot + i];
  } else {
    // Enumerated fewest candidates first (EO, positions EPOS in OPEN), so the first choices branch least.
    for (let i = 0; i < k; i++) {
      const p = POP[CAND[o + OPEN[i]]];
      let j = i;
      for (; j > 0 && POP[CAND[o + EO[j - 1]]] > p; j--) {
        EO[j] = EO[j - 1];
        EPOS[j] = EPOS[j - 1];
      }
      EO[j] = OPEN[i];
      EPOS[j] = i;
    }
    for (let i = 0; i < k; i++) ES[i] = OPEN_SIGN[EPOS[i]];
    for (let i = 0; i < k; i++) {
      const c = EO[i];
      let cl = 0;
      for (let j = 0; j < i; j++) {
        const d = EO[j];
        if (ROW9[c] === ROW9[d] || COL9[c] === COL9[d] || BOX9[c] === BOX9[d]) cl |= 1 << j;
      }
      CLASH[i] = cl;
      ESUP[i] = 0;
    }
    enumK = k;
    SUF_LO[k] = 0;
    SUF_HI[k] = 0;
    for (let i = k - 1; i >= 0; i--) {
      const x = CAND[o + EO[i]];
      EM[i] = x;
      SUF_LO[i] = SUF_LO[i + 1] + (ES[i] > 0 ? LOW[x] : -HIGH[x]);
      SUF_HI[i] = SUF_HI[i + 1] + (ES[i] > 0 ? HIGH[x] : -LOW[x]);
    }
    const ok = rem >= SUF_LO[0] && rem <= SUF_HI[0] && enumerate(0, rem);
    for (let i = 0; i < k; i++) SUPPORT[EPOS[i]] = ESUP[i];
    MEMO_RUN[entry] = runId;
    MEMO_KEY[slot] = g + 1;
    for (let i = s; i < e; i++) MEMO_KEY[slot + 1 + i - s] = CAND[o + groupCells[i]];
    MEMO_REQ[entry] = ok ? 0 : NO_SUM;
    if (!ok) return false;
    for (let i = 0; i < k; i++) MEMO_OUT[slot + i] = SUPPORT[i];
  }
  for (let i = 0; i < k; i++) {
    const c = OPEN[i];
    const m = CAND[o + c];
    if ((m & ~SUPPORT[i]) !== 0 && !remove(o, c, m & ~SUPPORT[i])) return false;
  }
  return true;
}

/**
 * A group whose cells may repeat a digit: each cell lies within what the sum leaves after the others' extremes (a cell
 * marked in groupNeg counts negatively, so its largest digit gives the group's smallest total).
 */
function boundGroup(o: number, g: number): boolean {
  const { groupStart, groupCells, groupNeg } = layout;
  const s = groupStart[g];
  const e = groupStart[g + 1];
  const sum = layout.groupSum[g];
  let lo = 0;
  let hi = 0;
  for (let i = s; i < e; i++) {
    const m = CAND[o + groupCells[i]];
    if (groupNeg[i]) {
      lo -= HIGH[m];
      hi -= LOW[m];
    } else {
      lo += LOW[m];
      hi += HIGH[m];
    }
  }
  if (sum < lo || sum > hi) return false;
  if (sum - lo >= 8 && hi - sum >= 8) return true; // no cell can be bounded
  for (let i = s; i < e; i++) {
    const c = groupCells[i];
    const m = CAND[o + c];
    if (POP[m] === 1) continue;
    const neg = groupNeg[i] === 1;
    // The others' totals lie in lo'..hi'; this cell's digit (or its negative) makes up the rest of the sum.
    const otherLo = neg ? lo + HIGH[m] : lo - LOW[m];
    const otherHi = neg ? hi + LOW[m] : hi - HIGH[m];
    const a = Math.max(1, neg ? otherLo - sum : sum - otherHi);
    const b = Math.min(9, neg ? otherHi - sum : sum - otherLo);
    const keep = a <= b ? RANGE[a * 16 + b] : 0;
    if ((m & ~keep) === 0) continue;
    if (!remove(o, c, ~keep & ALL)) return false;
    const x = CAND[o + c];
    if (neg) {
      lo += HIGH[m] - HIGH[x];
      hi += LOW[m] - LOW[x];
    } else {
      lo += LOW[x] - LOW[m];
      hi += HIGH[x] - HIGH[m];
    }
  }
  return true;
}

/**
 * The open cell with the fewest candidates per unit of WEIGHT (the first of equals), or -1 when none is open. A cell
 * in no cage and no group weighs 0 until it takes part in a contradiction (its score is Infinity): it is still open,
 * so it is chosen when nothing else is (this returned -1 there, and the search counted one solution for many).
 */
function chooseWeighted(o: number): number {
  let best = -1;
  let score = Infinity;
  for (let c = 0; c < 81; c++) {
    const p = POP[CAND[o + c]];
    if (p < 2) continue;
    const x = p / WEIGHT[c];
    if (x < score || best < 0) {
      score = x;
      best = c;
    }
  }
  return best;
}

/** Before a branch is propagated: nothing queued, nothing dirty (the branch marks what it changes). */
function clearDirty(): void {
  qHead = 0;
  qTail = 0;
  dirtyGroup.fill(0, 0, layout.groupCount);
  DIRTY_UNIT.fill(0);
}

/**
 * For the tests: applies the box-line interactions once to `cands` (81 digit masks, changed in place) under `killer`;
 * false when that empties a cell.
 */
export function boxLineOnce(killer: KillerLayout, cands: Uint16Array): boolean {
  useLayout(killer);
  for (let c = 0; c < 81; c++) CAND[c] = cands[c];
  qHead = 0;
  qTail = 0;
  const ok = boxLine(0);
  for (let c = 0; c < 81; c++) cands[c] = CAND[c];
  qHead = 0;
  qTail = 0;
  return ok;
}

/** A new run id: memo entries of earlier runs (other layouts) no longer count. */
function newRun(): void {
  runId = (runId + 1) >>> 0;
  if (runId === 0) {
    MEMO_RUN.fill(0);
    runId = 1;
  }
}

/**
 * For the tests: applies group `g` of `killer` once to `cands` (81 digit masks, changed in place), as propagation
 * does; false on a contradiction.
 */
export function groupOnce(killer: KillerLayout, g: number, cands: Uint16Array): boolean {
  useLayout(killer);
  newRun();
  for (let c = 0; c < 81; c++) CAND[c] = cands[c];
  qHead = 0;
  qTail = 0;
  const ok = killer.groupDistinct[g] ? distinctGroup(0, g) : exactLooseGroup(0, g);
  for (let c = 0; c < 81; c++) cands[c] = CAND[c];
  qHead = 0;
  qTail = 0;
  return ok;
}

/** Propagates level `o` to a fixed point; false on a contradiction. */
function propagate(o: number): boolean {
  const n = layout.groupCount;
  const distinct = layout.groupDistinct;
  for (;;) {
    if (!drain(o)) return false;
    progress = false;
    if (!hiddenSingles(o)) return false;
    if (progress) continue;
    for (let g = 0; g < n; g++) {
      if (dirtyGroup[g] === 0) continue;
      if (!(distinct[g] ? distinctGroup(o, g) : exactLooseGroup(o, g))) {
        const gs = layout.groupStart[g];
        const ge = layout.groupStart[g + 1];
        const w = GROUP_BUMP / (ge - gs);
        for (let i = gs; i < ge; i++) WEIGHT[layout.groupCells[i]] += w;
        return false;
      }
      // What a group removes from its own cells needs no second look at it.
      dirtyGroup[g] = 0;
      if (qTail > qHead && !drain(o)) return false;
    }
    if (progress) continue;
    if (!boxLine(o)) return false;
    if (!progress) return true;
  }
}

/**
 * Searches `cells` under the cages of `killer` for up to `limit` solutions, writing the first into `solution`; the
 * same contract as a classic Engine (the budget is checked after each propagation, so it may end a few
 * placements over). The givens must have been checked for repeats in rows, columns, boxes and cages.
 */
export function killerSearch(killer: KillerLayout, cells: Grid, limit: number, budget: number, signal: AbortSignal | undefined, solution: Uint8Array): EngineRun {
  const run: EngineRun = { count: 0, placements: 0, guesses: 0, stopped: undefined };
  if (limit <= 0) return run;
  if (signal?.aborted) {
    run.stopped = 'aborted';
    return run;
  }
  useLayout(killer);
  const groups = killer.groupCount;
  dirtyGroup.fill(1, 0, groups);
  DIRTY_UNIT.fill(1);
  placements = 0;
  newRun();
  qHead = 0;
  qTail = 0;
  for (let c = 0; c < 81; c++) {
    CAND[c] = cells[c] === 0 ? ALL : 1 << cells[c];
    DONE[c] = 0;
    if (cells[c] !== 0) push(c);
  }
  // Each cell starts at the square of the number of groups that hold it. Hard killer set, interleaved, against the
  // number itself: total CPU 2.34 s -> 2.18 s, guesses 105k -> 97k, over 50 ms 4 -> 1; 2000 set the same (0.92 s
  // against 1.24 s, median 0.25 ms against 0.24). 1 for every cell: 3.54 s, 176k guesses; the square root: 2.98 s;
  // the cube: 2.59 s; twice the number: 2.35 s.
  for (let c = 0; c < 81; c++) {
    const n = killer.cellGroupStart[c + 1] - killer.cellGroupStart[c];
    WEIGHT[c] = n * n;
  }
  let guesses = 0;
  let count = 0;
  let stopped: StopReason | undefined;
  let level = 0;
  let ok = propagate(0);
  for (;;) {
    if (placements > budget) {
      stopped = 'budget';
      break;
    }
    if (ok) {
      const o = level * 81;
      const best = chooseWeighted(o);
      if (best < 0) {
        // No open cell: a solution.
        if (count === 0) for (let c = 0; c < 81; c++) solution[c] = LOW[CAND[o + c]];
        if (++count >= limit) break;
      } else {
        // Left: the cell takes its smallest candidate, on a copy one level down.
        const m = CAND[o + best];
        const bit = m & -m;
        BRANCH_CELL[level] = best;
        BRANCH_BIT[level] = bit;
        const to = o + 81;
        CAND.copyWithin(to, o, o + 81);
        DONE.copyWithin(to, o, o + 81);
        CAND[to + best] = bit;
        level++;
        clearDirty();
        touch(best);
        push(best);
        guesses++;
        if ((guesses & SIGNAL_EVERY) === 0 && signal?.aborted) {
          stopped = 'aborted';
          break;
        }
        ok = propagate(to);
        continue;
      }
    }
    // Right: the subtree below is done (a contradiction or its solutions counted); back at the level above, the digit
    // tried leaves the cell, in place (it had two or more candidates there, so one is left).
    if (level === 0) break;
    level--;
    clearDirty();
    guesses++;
    if ((guesses & SIGNAL_EVERY) === 0 && signal?.aborted) {
      stopped = 'aborted';
      break;
    }
    ok = remove(level * 81, BRANCH_CELL[level], BRANCH_BIT[level]) && propagate(level * 81);
  }
  run.count = count;
  run.placements = placements;
  run.guesses = guesses;
  run.stopped = stopped;
  return run;
}
