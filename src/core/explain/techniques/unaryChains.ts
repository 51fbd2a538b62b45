// Cycles and forcing chains from one assumption (SE's row 25): X-cycles and Y-cycles (6.5 + length),
// XY-cycles (7.0 + length), forcing X-chains (6.6 + length) and forcing chains (7.0 + length). Like SE, it
// searches X links only, then Y, then both, from every candidate in cell order; every result is collected
// and the easiest, then the shortest, is taken.

import { makeStep } from '../board';
import { PEER_MASK, digitCells } from '../cellset';
import { Chains, conjugate, lengthBonus, LinkTable, node, nodeCell, nodeDigit, nodeOn, NODE_COUNT, OFF_STRIDE, ON_STRIDE } from '../chains/graph';
import type { Candidate, Position, SearchContext, Step, StepLink, Technique, TechniqueId } from '../types';

interface Hint {
  difficulty: number;
  complexity: number;
  sortKey: number;
  order: number;
  make: () => Step;
}

/** The links of the position for the current pass (filled once per pass, read from every source). */
const table = new LinkTable();
// Membership by stamp: a node is in the set when its entry equals the current mark (no clearing per search).
const toOn = new Uint32Array(NODE_COUNT);
const toOff = new Uint32Array(NODE_COUNT);
let mark = 0;
// The cycle search: the source's predecessors (by stamp) and the bit of each; per instance, the predecessors
// on its chain.
const predMark = new Uint32Array(NODE_COUNT);
const predBit = new Int32Array(NODE_COUNT);
let predsOn = new Int32Array(8192);
/** Layer queues of the breadth-first searches (instances of the chain store), grown as needed. */
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

function unary(pos: Position, source: number, y: boolean, x: boolean, store: Chains, hints: Hint[], bound: Bound): void {
  const cand = pos.cand;
  const onNext = table.onNext;
  const offNext = table.offNext;
  const count = table.count;
  if (!x) {
    const m = cand[nodeCell(source)];
    let k = 0;
    for (let v = m; v; v &= v - 1) k++;
    if (k > 2) return;
  }
  // Cycles. SE grows every chain from the source breadth first: an "on" node is met once, and an "on"
  // instance goes on to each "off" node not already on its chain, however many instances of that node the
  // search holds. Only the first instance of an "off" node makes "on" instances (every "on" node it leads to
  // is met by then), so a later one counts only if it leads back to the source, closing a cycle: the
  // source's predecessors (at most four "off" nodes). Those later instances alone are kept, and a chain's
  // "off" nodes need checking only against them, one bit each (an "off" node met for the first time is on
  // no chain yet).
  store.reset();
  let m = nextMark();
  const cycles: number[] = [];
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
  // No cycle can come back to a source outside every closed chain of links.
  const cyclic = table.onCycle(source);
  while (cyclic && (onLen > 0 || offLen > 0)) {
    if (!canBeat(bound, cycleBase, Math.max(length + 2, 4), cycleKey)) break;
    length++;
    for (let h = 0; h < onLen; h++) {
      const p = onQ[h];
      const n = store.nodes[p];
      const k = count[n];
      const o = (n >> 1) * ON_STRIDE;
      const anc = predsOn[p];
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
      const e = offQ[h];
      if (e < 0) {
        if (length >= 4) cycles.push(store.add(source, ~e));
        continue;
      }
      const p = e;
      const n = store.nodes[p];
      const k = count[n];
      const o = (n >> 1) * OFF_STRIDE;
      for (let i = 0; i < k; i++) {
        const q = offNext[o + i];
        if (length >= 4 && q === source) cycles.push(store.add(q, p));
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
  for (const dst of cycles) {
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
    // A cycle that cannot beat the best so far would not be recorded: skip its eliminations.
    if (!beats(bound, difficulty, complexity, x && y ? 4 : y ? 3 : 2)) continue;
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
    record(bound, {
      difficulty,
      complexity,
      sortKey: x && y ? 4 : y ? 3 : 2,
      order: hints.length,
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
    }, hints);
  }
  if (!x) return;
  // Forcing chains from the candidate on, then off.
  for (const start of [source, conjugate(source)]) {
    // The only target is the start's negation: when no chain of links leads there, the search finds nothing.
    if (!table.reaches(start, conjugate(start))) continue;
    store.reset();
    m = nextMark();
    const targets: number[] = [];
    let onLen = 0;
    let offLen = 0;
    if (nodeOn(start)) onQ[onLen++] = store.add(start, -1);
    else offQ[offLen++] = store.add(start, -1);
    (nodeOn(start) ? toOn : toOff)[start] = m;
    let half = 0;
    const chainBase = y ? 7.0 : 6.6;
    const chainKey = y ? 4 : 2;
    // The search stops at its one target (the start's negation, found at most once).
    search: while (onLen > 0 || offLen > 0) {
      half += 2;
      if (!canBeat(bound, chainBase, half - (nodeOn(start) ? 0 : 1), chainKey)) break;
      for (let h = 0; h < onLen; h++) {
        const p = onQ[h];
        const n = store.nodes[p];
        const k = count[n];
        const o = (n >> 1) * ON_STRIDE;
        for (let i = 0; i < k; i++) {
          const q = onNext[o + i];
          if (conjugate(q) === start) {
            targets.push(store.add(q, p));
            break search;
          }
          if (toOff[q] !== m) {
            toOff[q] = m;
            if (offLen === offQ.length) offQ = grown(offQ);
            offQ[offLen++] = store.add(q, p);
          }
        }
      }
      onLen = 0;
      for (let h = 0; h < offLen; h++) {
        const p = offQ[h];
        const n = store.nodes[p];
        const k = count[n];
        const o = (n >> 1) * OFF_STRIDE;
        for (let i = 0; i < k; i++) {
          const q = offNext[o + i];
          if (conjugate(q) === start) {
            targets.push(store.add(q, p));
            break search;
          }
          if (toOn[q] !== m) {
            toOn[q] = m;
            if (onLen === onQ.length) onQ = grown(onQ);
            onQ[onLen++] = store.add(q, p);
          }
        }
      }
      offLen = 0;
    }
    for (const ti of targets) {
      const path = store.path(ti);
      const t = path[0];
      const c = nodeCell(t);
      const d = nodeDigit(t);
      const placements = nodeOn(t) ? [{ cell: c, digit: d }] : [];
      const elim: Candidate[] = [];
      if (nodeOn(t)) {
        for (let v = 1; v <= 9; v++) if (v !== d && cand[c] & (1 << v)) elim.push({ cell: c, digit: v });
      } else elim.push({ cell: c, digit: d });
      const complexity = distinct(path);
      const difficulty = (y ? 7.0 : 6.6) + lengthBonus(complexity);
      record(bound, {
        difficulty,
        complexity,
        sortKey: y ? 4 : 2,
        order: hints.length,
        make: () =>
          makeStep({
            technique: y ? 'forcing-chain' : 'forcing-x-chain',
            difficulty,
            placements,
            eliminations: elim,
            cells: chainCells(path),
            candidates: path.map((n) => ({ cell: nodeCell(n), digit: nodeDigit(n) })),
            links: linksOf(path),
            digits: [...new Set(path.map(nodeDigit))].sort(),
            detail: { length: complexity, assumed: nodeOn(start) ? 'on' : 'off', ...(pattern(pos, path, y, complexity) ? { pattern: pattern(pos, path, y, complexity)! } : {}) },
          }),
      }, hints);
    }
  }
}

export function findUnaryChains(pos: Position, ctx?: SearchContext): Step | undefined {
  const store = new Chains();
  const hints: Hint[] = [];
  const bound: Bound = { difficulty: Infinity, complexity: Infinity, sortKey: Infinity };
  for (let d = 1; d <= 9; d++) digitCells(pos.cand, d, digitWords, d);
  let filledY: boolean | undefined;
  for (const [y, x] of [
    [false, true],
    [true, false],
    [true, true],
  ] as const) {
    // Every hint of this pass is at least as hard as its base (cycles and chains 7.0 with both link kinds,
    // Y-cycles 6.5): once the best found is easier, the pass cannot beat it.
    if ((x && y ? 7.0 : 6.5) > bound.difficulty) continue;
    // In the cycle search x may be off, but the forcing chains (run only when x is on) use x links: one
    // table of this pass's links serves both. The "on" links depend on y only: after the Y pass, the last
    // pass keeps them. The cycle search asks only which nodes lie on a closed chain; the forcing chains (x
    // on) also which nodes reach which.
    table.fill(pos.cand, y, x, filledY === y).closure(pos.cand, x);
    filledY = y;
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
  return hints.length === 0 ? undefined : hints[hints.length - 1].make();
}

export const unaryChains: Technique = { id: 'unary-chains', find: findUnaryChains };
