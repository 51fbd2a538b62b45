// Cycles and forcing chains from one assumption (SE's row 25): X-cycles and Y-cycles (6.5 + length),
// XY-cycles (7.0 + length), forcing X-chains (6.6 + length) and forcing chains (7.0 + length). Like SE, it
// searches X links only, then Y, then both, from every candidate in cell order; every result is collected
// and the easiest, then the shortest, is taken.

import { BOX_OF as BOX, COL_OF as COL, ROW_OF as ROW, UNITS as U } from '../../grid';
import { makeStep } from '../board';
import { PEER_MASK, digitCells } from '../cellset';
import { Chains, conjugate, lengthBonus, LinkTable, node, nodeCell, nodeDigit, nodeOn, NODE_COUNT, OFF_STRIDE, ON_STRIDE } from '../chains/graph';
import type { Candidate, Position, SearchContext, Step, StepLink, Technique, TechniqueId } from '../types';

interface Hint {
  difficulty: number;
  complexity: number;
  sortKey: number;
  /** The search's layer it was found in (0 for the first), for replaying a kept search. */
  iter: number;
  /** Makes the step on the position searched (or on one the hint is known to hold on, see `Memo`). */
  make: (pos: Position) => Step;
}

/** The links of the position for the current pass (filled once per pass, read from every source). */
let table = new LinkTable();
/** One table per pass (X links, Y links, both), each refreshed where the position changed since its last pass. */
let tables: LinkTable[] = [];
// Membership by stamp: a node is in the set when its entry equals the current mark (no clearing per search).
const toOn = new Uint32Array(NODE_COUNT);
const toOff = new Uint32Array(NODE_COUNT);
let mark = 0;
// The cycle search: the source's predecessors (by stamp) and the bit of each; per instance, the predecessors
// on its chain.
const predMark = new Uint32Array(NODE_COUNT);
const predBit = new Int32Array(NODE_COUNT);
let predsOn = new Int32Array(8192);
/**
 * Layer queues of the breadth-first searches (instances of the chain store), grown as the cycle search needs. Each
 * holds at least the 810 nodes of a polarity, all that the forcing-chain search (which does not check) can add.
 */
let onQ: Int32Array = new Int32Array(1024);
let offQ: Int32Array = new Int32Array(4096);
function grown(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}
function nextMark(): number {
  mark++;
  if (mark === 0xffffffff) {
    toOn.fill(0);
    toOff.fill(0);
    mark = 1;
  }
  return mark;
}

// A cycle's distinct nodes (by stamp), and per digit the cells its "on" and its "off" nodes see (3 words
// each); the cells of each digit on the position searched (3 words per digit).
const cycleNode = new Uint32Array(NODE_COUNT);
let cycleStamp = 0;
function nextCycleStamp(): number {
  if (++cycleStamp === 0xffffffff) {
    cycleNode.fill(0);
    cycleStamp = 1;
  }
  return cycleStamp;
}
const cycleOn = new Int32Array(30);
const cycleOff = new Int32Array(30);
const digitWords = new Int32Array(30);

function linksOf(path: readonly number[]): StepLink[] {
  const links: StepLink[] = [];
  for (let i = path.length - 1; i > 0; i--) {
    const a = path[i];
    const b = path[i - 1];
    links.push({ from: { cell: nodeCell(a), digit: nodeDigit(a) }, to: { cell: nodeCell(b), digit: nodeDigit(b) }, strong: !nodeOn(a) && nodeOn(b) });
  }
  return links;
}

function chainCells(path: readonly number[]): number[] {
  const cells: number[] = [];
  for (const n of path) if (!cells.includes(nodeCell(n))) cells.push(nodeCell(n));
  return cells;
}

/**
 * The name people know a static chain by, from its shape (path: target first, assumption last): an
 * XY-Chain when every strong link is inside a bivalue cell, a Remote Pair when those cells all hold the
 * same two digits, a W-Wing when two such cells are joined by one strong link on a digit.
 */
function pattern(pos: Position, path: readonly number[], y: boolean, complexity: number): string | undefined {
  if (!y) return complexity === 6 ? 'turbot-fish' : 'x-chain';
  const strong: Array<[number, number]> = [];
  for (let i = path.length - 1; i > 0; i--) if (!nodeOn(path[i]) && nodeOn(path[i - 1])) strong.push([path[i], path[i - 1]]);
  const inCell = strong.filter(([a, b]) => nodeCell(a) === nodeCell(b));
  const pairs = new Set(inCell.map(([a]) => pos.cand[nodeCell(a)]));
  if (inCell.length === strong.length && strong.length >= 2) return pairs.size === 1 && strong.length >= 4 ? 'remote-pair' : 'xy-chain';
  if (strong.length === 3 && inCell.length === 2 && pairs.size === 1 && nodeCell(strong[1][0]) !== nodeCell(strong[1][1])) return 'w-wing';
  return undefined;
}

function distinct(path: readonly number[]): number {
  return new Set(path).size;
}

function cycleTechnique(y: boolean, x: boolean): TechniqueId {
  return x && y ? 'xy-cycle' : y ? 'y-cycle' : 'x-cycle';
}

/** The best (difficulty, complexity, sort key) found so far; later hints must beat it strictly. */
interface Bound {
  difficulty: number;
  complexity: number;
  sortKey: number;
}

/** Could a hint of this base, complexity and key still beat the bound? */
function canBeat(bound: Bound, base: number, complexity: number, sortKey: number): boolean {
  return beats(bound, base + lengthBonus(complexity), complexity, sortKey);
}

function beats(bound: Bound, d: number, complexity: number, sortKey: number): boolean {
  if (d !== bound.difficulty) return d < bound.difficulty;
  if (complexity !== bound.complexity) return complexity < bound.complexity;
  return sortKey < bound.sortKey;
}

function record(bound: Bound, h: Hint, hints: Hint[]): void {
  if (!beats(bound, h.difficulty, h.complexity, h.sortKey)) return;
  hints.push(h);
  bound.difficulty = h.difficulty;
  bound.complexity = h.complexity;
  bound.sortKey = h.sortKey;
}

/**
 * What one search found on the position of the last call (kept across calls, so that the rating loop, which asks
 * again after every step, searches again only where the position changed around a source). A search reads only
 * the links of the nodes it expands and, for its hints, the candidates of its source's cell: `touched` keeps those
 * candidates (a bit per cell * 10 + digit). When none of them changed since, the search on the new position
 * expands the same nodes in the same order and finds the same hints in the same layers. Its only other input is
 * the bound, which decides how many layers it runs: a search kept from `layers` layers (or one that ran out of
 * nodes, `exhausted`) answers for any bound allowing as many or fewer, by its hints of those layers.
 */
const SEARCHES = 3 * 3 * 729; // pass, kind (cycles, chains from "on", from "off"), candidate
const TW = 26; // words of a set of candidates (cell * 10 + digit < 810)
// One more entry: where a search without keeping (`fresh`) writes.
// Allocated on the first search (`allocateKept`), not when the module loads: about 700 KB, and most hosts that load
// the explainer (the extension's activation) never rate a puzzle that needs chains.
let touched = new Int32Array(0);
let keptAt = new Int32Array(0);
let keptLayers = new Int32Array(0);
let keptHints: Array<Hint[] | Hint | undefined> = [];

function allocateKept(): void {
  touched = new Int32Array((SEARCHES + 1) * TW);
  keptAt = new Int32Array(SEARCHES + 1).fill(-1);
  keptLayers = new Int32Array(SEARCHES + 1);
  keptHints = new Array<Hint[] | Hint | undefined>(SEARCHES + 1);
  tables = [new LinkTable(), new LinkTable(), new LinkTable()];
}
/** False while a search runs `fresh`: nothing kept is read, and nothing is kept. */
let keeping = true;
/** Calls so far; `keptAt` is the call a kept search still holds for. */
let calls = 0;
const EXHAUSTED = 0x7fffffff;
/** The candidates of the last call, and the candidates whose links changed at each of the last HISTORY calls. */
const lastCand = new Uint16Array(81);
const HISTORY = 8;
const changedAt = new Int32Array(HISTORY * TW);

/**
 * The candidates whose nodes' links differ between `before` and `after`, other than by losing links to removed
 * nodes (a search that went on from such a link expanded the removed node, which is marked; one that did not
 * never used it). Removed candidates; the two places left of a digit in a unit that had more, which gain a strong
 * link; the two candidates of a cell that became bivalue. A candidate gained changes the links of every
 * candidate of its digit in its units and of its cell: all are marked.
 */
function markChanges(before: Uint16Array, after: Uint16Array, into: Int32Array, at: number): void {
  into.fill(0, at, at + TW);
  // The units holding a changed cell (bit u): only there can a digit's places have changed.
  let units = 0;
  for (let c = 0; c < 81; c++) {
    const b = before[c] & 0x3fe;
    const a = after[c] & 0x3fe;
    if (a === b) continue;
    units |= (1 << ROW[c]) | (1 << (9 + COL[c])) | (1 << (18 + BOX[c]));
    const gained = a & ~b;
    const lost = b & ~a;
    let mark = lost;
    if (gained !== 0) mark |= a | b;
    else if (bits(a) === 2) mark |= a;
    for (let v = mark; v !== 0; v &= v - 1) {
      const i = c * 10 + 31 - Math.clz32(v & -v);
      into[at + (i >> 5)] |= 1 << (i & 31);
    }
    if (gained === 0) continue;
    for (let j = 0; j < 3; j++) {
      const u = j === 0 ? 18 + BOX[c] : j === 1 ? ROW[c] : 9 + COL[c];
      for (let k = 0; k < 9; k++) {
        const x = U[u * 9 + k];
        for (let v = (before[x] | after[x]) & gained; v !== 0; v &= v - 1) {
          const i = x * 10 + 31 - Math.clz32(v & -v);
          into[at + (i >> 5)] |= 1 << (i & 31);
        }
      }
    }
  }
  // Units whose digit now has two places after more (or other places).
  for (let u = 0; u < 27; u++) {
    if ((units & (1 << u)) === 0) continue;
    for (let d = 1; d <= 9; d++) {
      const bit = 1 << d;
      let pb = 0;
      let pa = 0;
      for (let k = 0; k < 9; k++) {
        const x = U[u * 9 + k];
        if (before[x] & bit) pb |= 1 << k;
        if (after[x] & bit) pa |= 1 << k;
      }
      if (pa === pb || bits(pa) !== 2) continue;
      for (let v = pa; v !== 0; v &= v - 1) {
        const i = U[u * 9 + 31 - Math.clz32(v & -v)] * 10 + d;
        into[at + (i >> 5)] |= 1 << (i & 31);
      }
    }
  }
}

function bits(m: number): number {
  let k = 0;
  for (let v = m; v !== 0; v &= v - 1) k++;
  return k;
}

function stillHolds(e: number): boolean {
  const at = keptAt[e];
  if (!keeping) return false;
  if (at < 0 || calls - at > HISTORY) return false;
  const t = e * TW;
  for (let k = at + 1; k <= calls; k++) {
    const h = (k % HISTORY) * TW;
    for (let w = 0; w < TW; w++) if ((touched[t + w] & changedAt[h + w]) !== 0) return false;
  }
  keptAt[e] = calls;
  return true;
}

function touch(t: number, n: number): void {
  const i = n >> 1;
  touched[t + (i >> 5)] |= 1 << (i & 31);
}

/** How many layers a search may run before no hint of it can beat the bound (EXHAUSTED for all). */
function layersFor(bound: Bound, base: number, key: number, cycle: boolean, on: boolean): number {
  if (bound.difficulty === Infinity) return EXHAUSTED;
  let i = 0;
  while (i < 4096) {
    const complexity = cycle ? Math.max(2 * i + 2, 4) : 2 * i + 2 - (on ? 0 : 1);
    if (!canBeat(bound, base, complexity, key)) return i;
    i++;
  }
  return EXHAUSTED;
}

function unary(pos: Position, source: number, y: boolean, x: boolean, store: Chains, hints: Hint[], bound: Bound): void {
  const cand = pos.cand;
  if (!x) {
    const m = cand[nodeCell(source)];
    let k = 0;
    for (let v = m; v; v &= v - 1) k++;
    if (k > 2) return;
  }
  const pass = x && y ? 2 : y ? 1 : 0;
  const ci = nodeCell(source) * 9 + nodeDigit(source) - 1;
  const cycleBase = x && y ? 7.0 : 6.5;
  const cycleKey = x && y ? 4 : y ? 3 : 2;
  // No cycle can come back to a source outside every closed chain of links.
  if (table.onCycle(source)) {
    const e = keeping ? pass * 3 * 729 + ci : SEARCHES;
    const allowed = layersFor(bound, cycleBase, cycleKey, true, true);
    if (stillHolds(e) && (keptLayers[e] === EXHAUSTED || allowed <= keptLayers[e])) {
      const kept = keptHints[e] as Hint[] | undefined;
      if (kept) for (const h of kept) if (h.iter < allowed) record(bound, h, hints);
    } else cycles(pos, source, y, x, store, hints, bound, e);
  }
  if (!x) return;
  // Forcing chains from the candidate on, then off.
  for (let k = 0; k < 2; k++) {
    const start = k === 0 ? source : conjugate(source);
    // The only target is the start's negation: when no chain of links leads there, the search finds nothing.
    if (!table.reaches(start, conjugate(start))) continue;
    const e = keeping ? (pass * 3 + 1 + k) * 729 + ci : SEARCHES;
    const allowed = layersFor(bound, y ? 7.0 : 6.6, y ? 4 : 2, false, k === 0);
    if (stillHolds(e)) {
      const kept = keptHints[e] as Hint | undefined;
      if (kept) {
        if (kept.iter < allowed) record(bound, kept, hints);
        continue;
      }
      if (keptLayers[e] === EXHAUSTED || allowed <= keptLayers[e]) continue;
    }
    chain(pos, source, start, y, store, hints, bound, e);
  }
}

/** The cycles a search found: the instance closing each, and its layer. */
let cycleDst = new Int32Array(256);
let cycleIter = new Int32Array(256);
function growCycles(): void {
  const a = new Int32Array(cycleDst.length * 2);
  a.set(cycleDst);
  cycleDst = a;
  const b = new Int32Array(cycleIter.length * 2);
  b.set(cycleIter);
  cycleIter = b;
}

function cycles(pos: Position, source: number, y: boolean, x: boolean, store: Chains, hints: Hint[], bound: Bound, e: number): void {
  const onNext = table.onNext;
  const offNext = table.offNext;
  const count = table.count;
  const t = e * TW;
  touched.fill(0, t, t + TW);
  // The source's cell (its candidates decide whether it is a source).
  const sc = nodeCell(source);
  for (let v = pos.cand[sc]; v !== 0; v &= v - 1) touch(t, node(sc, 31 - Math.clz32(v & -v), true));
  // Cycles. SE grows every chain from the source breadth first: an "on" node is met once, and an "on"
  // instance goes on to each "off" node not already on its chain, however many instances of that node the
  // search holds. Only the first instance of an "off" node makes "on" instances (every "on" node it leads to
  // is met by then), so a later one counts only if it leads back to the source, closing a cycle: the
  // source's predecessors (at most four "off" nodes). Those later instances alone are kept, and a chain's
  // "off" nodes need checking only against them, one bit each (an "off" node met for the first time is on
  // no chain yet).
  store.reset();
  const m = nextMark();
  let nc = 0;
  // The instances of the current layer: "on" ones in onQ[0..onLen), "off" ones in offQ[0..offLen).
  let onLen = 0;
  let offLen = 0;
  onQ[onLen++] = store.add(source, -1);
  toOn[source] = m;
  // The predecessors of the source: off(b) for each strong partner b of the source (the links are symmetric).
  const conj = conjugate(source);
  const kp = count[conj];
  const po = (conj >> 1) * OFF_STRIDE;
  let preds = 0;
  for (let i = 0; i < kp; i++) {
    const b = conjugate(offNext[po + i]);
    predMark[b] = m;
    predBit[b] = 1 << preds++;
  }
  // Per "on" instance, which predecessors are on its chain (bit i for the i-th).
  predsOn[0] = 0;
  let length = 0;
  const cycleBase = x && y ? 7.0 : 6.5;
  const cycleKey = x && y ? 4 : y ? 3 : 2;
  let layers = EXHAUSTED;
  for (let iter = 0; onLen > 0 || offLen > 0; iter++) {
    if (!canBeat(bound, cycleBase, Math.max(length + 2, 4), cycleKey)) {
      layers = iter;
      break;
    }
    length++;
    for (let h = 0; h < onLen; h++) {
      const p = onQ[h];
      const n = store.nodes[p];
      const k = count[n];
      const o = (n >> 1) * ON_STRIDE;
      const anc = predsOn[p];
      touch(t, n);
      for (let i = 0; i < k; i++) {
        const q = onNext[o + i];
        if (toOff[q] !== m) {
          toOff[q] = m;
          if (offLen === offQ.length) offQ = grown(offQ);
          offQ[offLen++] = store.add(q, p);
        } else if (predMark[q] === m && (anc & predBit[q]) === 0) {
          // A later instance of a predecessor: it can only close a cycle.
          if (offLen === offQ.length) offQ = grown(offQ);
          offQ[offLen++] = ~store.add(q, p);
        }
      }
    }
    onLen = 0;
    length++;
    for (let h = 0; h < offLen; h++) {
      const f = offQ[h];
      if (f < 0) {
        if (length >= 4) {
          if (nc === cycleDst.length) growCycles();
          cycleDst[nc] = store.add(source, ~f);
          cycleIter[nc++] = iter;
        }
        continue;
      }
      const p = f;
      const n = store.nodes[p];
      const k = count[n];
      const o = (n >> 1) * OFF_STRIDE;
      touch(t, n);
      for (let i = 0; i < k; i++) {
        const q = offNext[o + i];
        if (length >= 4 && q === source) {
          if (nc === cycleDst.length) growCycles();
          cycleDst[nc] = store.add(q, p);
          cycleIter[nc++] = iter;
        }
        if (toOn[q] !== m) {
          const inst = store.add(q, p);
          if (onLen === onQ.length) onQ = grown(onQ);
          onQ[onLen++] = inst;
          toOn[q] = m;
          if (inst >= predsOn.length) {
            const grown = new Int32Array(predsOn.length * 2 + inst);
            grown.set(predsOn);
            predsOn = grown;
          }
          // The predecessors on its chain: its parent's parent's, plus the parent itself.
          predsOn[inst] = predsOn[store.parents[p]] | (predMark[n] === m ? predBit[n] : 0);
        }
      }
    }
    offLen = 0;
  }
  let kept: Hint[] | undefined;
  for (let ic = 0; ic < nc; ic++) {
    const dst = cycleDst[ic];
    // The loop is every instance from dst up to the source's root instance (left out).
    const st = nextCycleStamp();
    let complexity = 1; // the root: the source, which dst repeats
    for (let p = dst; store.parents[p] >= 0; p = store.parents[p]) {
      const n = store.nodes[p];
      if (cycleNode[n] !== st) {
        cycleNode[n] = st;
        complexity++;
      }
    }
    if (cycleNode[source] === st) complexity--;
    const difficulty = (x && y ? 7.0 : 6.5) + lengthBonus(complexity);
    // Every cycle with eliminations is kept, for later bounds; one that cannot beat the best so far is only
    // recorded if, later, it can.
    // The candidates outside the loop's cells that see an "on" node and an "off" node of their digit, as
    // cell-set words per digit.
    cycleOn.fill(0);
    cycleOff.fill(0);
    let l0 = 0;
    let l1 = 0;
    let l2 = 0;
    let dm = 0;
    for (let p = dst; store.parents[p] >= 0; p = store.parents[p]) {
      const n = store.nodes[p];
      const c = nodeCell(n);
      const d = nodeDigit(n);
      if (c < 27) l0 |= 1 << c;
      else if (c < 54) l1 |= 1 << (c - 27);
      else l2 |= 1 << (c - 54);
      dm |= 1 << d;
      const w = nodeOn(n) ? cycleOn : cycleOff;
      w[d * 3] |= PEER_MASK[c * 3];
      w[d * 3 + 1] |= PEER_MASK[c * 3 + 1];
      w[d * 3 + 2] |= PEER_MASK[c * 3 + 2];
    }
    const gone: number[] = [];
    for (let d = 1; d <= 9; d++) {
      if (!(dm & (1 << d))) continue;
      const w0 = cycleOn[d * 3] & cycleOff[d * 3] & digitWords[d * 3] & ~l0;
      const w1 = cycleOn[d * 3 + 1] & cycleOff[d * 3 + 1] & digitWords[d * 3 + 1] & ~l1;
      const w2 = cycleOn[d * 3 + 2] & cycleOff[d * 3 + 2] & digitWords[d * 3 + 2] & ~l2;
      for (let m = w0; m !== 0; m &= m - 1) gone.push((31 - Math.clz32(m & -m)) * 10 + d);
      for (let m = w1; m !== 0; m &= m - 1) gone.push((27 + 31 - Math.clz32(m & -m)) * 10 + d);
      for (let m = w2; m !== 0; m &= m - 1) gone.push((54 + 31 - Math.clz32(m & -m)) * 10 + d);
    }
    if (gone.length === 0) continue;
    gone.sort((a, b) => a - b);
    const path = store.path(dst);
    const loop = path.slice(0, -1);
    const cells = chainCells(loop);
    const elim: Candidate[] = gone.map((e) => ({ cell: (e / 10) | 0, digit: e % 10 }));
    // A kept cycle's eliminations are read again: their removal must end it.
    for (const g of gone) touched[t + (g >> 5)] |= 1 << (g & 31);
    (kept ??= []).push({
      difficulty,
      complexity,
      sortKey: x && y ? 4 : y ? 3 : 2,
      iter: cycleIter[ic],
      make: () =>
        makeStep({
          technique: cycleTechnique(y, x),
          difficulty,
          eliminations: elim,
          cells,
          candidates: loop.map((n) => ({ cell: nodeCell(n), digit: nodeDigit(n) })),
          links: linksOf(path),
          digits: [...new Set(loop.map(nodeDigit))].sort(),
          detail: { length: complexity },
        }),
    });
  }
  keptAt[e] = calls;
  keptLayers[e] = layers;
  keptHints[e] = kept;
  if (kept) for (const h of kept) record(bound, h, hints);
}

/**
 * One half layer of the forcing-chain search: expands the instances from[0..len) through their links (`next`,
 * `stride`: the links of their polarity), adding each node not yet marked in `seen` to `into` after its first
 * `intoLen` entries. Returns the new length of `into`, or ~instance when a link reaches the start's negation (the
 * search's one target). A node joins a queue at most once per search, so neither queue outgrows the 810 nodes of
 * a polarity (both are longer).
 */
function expandChain(
  store: Chains,
  count: Uint8Array,
  from: Int32Array,
  len: number,
  next: Int32Array,
  stride: number,
  seen: Uint32Array,
  into: Int32Array,
  intoLen: number,
  start: number,
  m: number,
  t: number,
): number {
  for (let h = 0; h < len; h++) {
    const p = from[h];
    const n = store.nodes[p];
    const k = count[n];
    const o = (n >> 1) * stride;
    touch(t, n);
    for (let i = 0; i < k; i++) {
      const q = next[o + i];
      if (conjugate(q) === start) return ~store.add(q, p);
      if (seen[q] !== m) {
        seen[q] = m;
        into[intoLen++] = store.add(q, p);
      }
    }
  }
  return intoLen;
}

function chain(pos: Position, source: number, start: number, y: boolean, store: Chains, hints: Hint[], bound: Bound, e: number): void {
  const cand = pos.cand;
  const onNext = table.onNext;
  const offNext = table.offNext;
  const count = table.count;
  const t = e * TW;
  touched.fill(0, t, t + TW);
  // The source's cell (a placement removes its other candidates).
  const sc = nodeCell(source);
  for (let v = cand[sc]; v !== 0; v &= v - 1) touch(t, node(sc, 31 - Math.clz32(v & -v), true));
  store.reset();
  const m = nextMark();
  let target = -1;
  let onLen = 0;
  let offLen = 0;
  if (nodeOn(start)) onQ[onLen++] = store.add(start, -1);
  else offQ[offLen++] = store.add(start, -1);
  (nodeOn(start) ? toOn : toOff)[start] = m;
  let half = 0;
  const chainBase = y ? 7.0 : 6.6;
  const chainKey = y ? 4 : 2;
  // The search stops at its one target (the start's negation, found at most once).
  let layers = EXHAUSTED;
  let iter = 0;
  for (; onLen > 0 || offLen > 0; iter++) {
    half += 2;
    if (!canBeat(bound, chainBase, half - (nodeOn(start) ? 0 : 1), chainKey)) {
      layers = iter;
      break;
    }
    // The "on" instances, then the "off" ones (those just made included).
    const off = expandChain(store, count, onQ, onLen, onNext, ON_STRIDE, toOff, offQ, offLen, start, m, t);
    if (off < 0) {
      target = ~off;
      break;
    }
    onLen = 0;
    const on = expandChain(store, count, offQ, off, offNext, OFF_STRIDE, toOn, onQ, 0, start, m, t);
    if (on < 0) {
      target = ~on;
      break;
    }
    offLen = 0;
    onLen = on;
  }
  // At most one target: found in layer `iter`.
  keptAt[e] = calls;
  keptLayers[e] = layers;
  keptHints[e] = undefined;
  if (target >= 0) {
    const path = store.path(target);
    const tn = path[0];
    const c = nodeCell(tn);
    const d = nodeDigit(tn);
    const placements = nodeOn(tn) ? [{ cell: c, digit: d }] : [];
    const elim: Candidate[] = [];
    if (nodeOn(tn)) {
      for (let v = 1; v <= 9; v++) if (v !== d && cand[c] & (1 << v)) elim.push({ cell: c, digit: v });
    } else elim.push({ cell: c, digit: d });
    const complexity = distinct(path);
    const difficulty = (y ? 7.0 : 6.6) + lengthBonus(complexity);
    const hint: Hint = {
      difficulty,
      complexity,
      sortKey: y ? 4 : 2,
      iter,
      make: (at: Position) =>
        makeStep({
          technique: y ? 'forcing-chain' : 'forcing-x-chain',
          difficulty,
          placements,
          eliminations: elim,
          cells: chainCells(path),
          candidates: path.map((n) => ({ cell: nodeCell(n), digit: nodeDigit(n) })),
          links: linksOf(path),
          digits: [...new Set(path.map(nodeDigit))].sort(),
          detail: { length: complexity, assumed: nodeOn(start) ? 'on' : 'off', ...(pattern(at, path, y, complexity) ? { pattern: pattern(at, path, y, complexity)! } : {}) },
        }),
    };
    keptHints[e] = hint;
    record(bound, hint, hints);
  }
}

const chainStore = new Chains();

/**
 * The unary chains' step on `pos`. The searches of each source are kept from call to call (see `touched`) and
 * searched again only where the position changed; `fresh` searches everything, keeping nothing (for tests: the
 * step is the same).
 */
export function findUnaryChains(pos: Position, ctx?: SearchContext, fresh = false): Step | undefined {
  keeping = !fresh;
  try {
    return find(pos, ctx);
  } finally {
    keeping = true;
  }
}

function find(pos: Position, ctx: SearchContext | undefined): Step | undefined {
  if (keptAt.length === 0) allocateKept();
  const store = chainStore;
  const hints: Hint[] = [];
  if (keeping) {
    // A new call: which candidates' links changed since the last one.
    calls++;
    markChanges(lastCand, pos.cand, changedAt, (calls % HISTORY) * TW);
    lastCand.set(pos.cand);
  }
  const bound: Bound = { difficulty: Infinity, complexity: Infinity, sortKey: Infinity };
  for (let d = 1; d <= 9; d++) digitCells(pos.cand, d, digitWords, d);
  for (const [y, x] of [
    [false, true],
    [true, false],
    [true, true],
  ] as const) {
    // Every hint of this pass is at least as hard as its base (cycles and chains 7.0 with both link kinds,
    // Y-cycles 6.5): once the best found is easier, the pass cannot beat it.
    if ((x && y ? 7.0 : 6.5) > bound.difficulty) continue;
    // In the cycle search x may be off, but the forcing chains (run only when x is on) use x links: one
    // table of this pass's links serves both; each pass keeps its own, listed again only where the position
    // changed since. The cycle search asks only which nodes lie on a closed chain; the forcing chains (x on)
    // also which nodes reach which.
    table = tables[x && y ? 2 : y ? 1 : 0].refresh(pos.cand, y, x).closure(pos.cand, x);
    // X links only: a source's cycles and chains stay on its digit and what they find depends on that digit's
    // candidates alone, so with changes only the digits they name are searched (the others found nothing and
    // left the bound alone).
    const digits = !y ? (ctx?.changes?.digits ?? 0x3fe) : 0x3fe;
    for (let c = 0; c < 81; c++) {
      const m = pos.cand[c];
      if (pos.cells[c] !== 0 || (m & (m - 1)) === 0) continue;
      ctx?.check();
      for (let d = 1; d <= 9; d++) if (m & digits & (1 << d)) unary(pos, node(c, d, true), y, x, store, hints, bound);
    }
  }
  // Each recorded hint strictly beats the ones before it, so the last is SE's first after sorting.
  return hints.length === 0 ? undefined : hints[hints.length - 1].make(pos);
}

/** Every name 6.5 and up (a length bonus has no small bound); a Turbot Fish here is an X-Chain of three strong links. */
const CHAIN_NAMES = ['x-cycle', 'y-cycle', 'xy-cycle', 'forcing-x-chain', 'forcing-chain', 'x-chain', 'xy-chain', 'remote-pair', 'w-wing', 'turbot-fish'];
export const unaryChains: Technique = {
  id: 'unary-chains',
  floor: 6.5,
  // A chain's complexity counts distinct nodes, an "on" and an "off" one per candidate at most (729 each):
  // 7.0 (the largest base) plus the bonus of that many, 1.7.
  most: 7.0 + lengthBonus(2 * 729),
  ratings: Object.fromEntries(CHAIN_NAMES.map((name) => [name, { min: 6.5 }])),
  find: (pos, ctx) => findUnaryChains(pos, ctx),
};
