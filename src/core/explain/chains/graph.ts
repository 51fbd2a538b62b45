// The implication graph shared by every chain producer. A node is a candidate being on (true) or off
// (false), coded as a number: ((cell * 10 + digit) << 1) | on. Its implications are read from a candidate
// array (the position's, or a scratch copy that dynamic chains prune as they go):
//   on → off: the cell's other digits (Y links, when enabled), then the digit's other places in the box,
//             the row and the column;
//   off → on: the cell's other digit when it is bivalue (Y), the digit's only other place in the box, the
//             row or the column (X).

import { BOX_OF, COL_OF, ROW_OF, UNITS } from '../../grid';

export const node = (cell: number, digit: number, on: boolean): number => ((cell * 10 + digit) << 1) | (on ? 1 : 0);
export const nodeCell = (n: number): number => ((n >> 1) / 10) | 0;
export const nodeDigit = (n: number): number => (n >> 1) % 10;
export const nodeOn = (n: number): boolean => (n & 1) === 1;
/** The same candidate with the other truth value. */
export const conjugate = (n: number): number => n ^ 1;
/** Upper bound of node codes. */
export const NODE_COUNT = 81 * 10 * 2;

/** Box, row, column units of each cell (SE's region-type order for chains). */
const UNITS_OF = new Uint8Array(81 * 3);

/**
 * The 20 peers of each cell in the order the "on → off" rule visits them: the box (in unit order), then
 * the row and the column outside the box.
 */
const CHAIN_PEERS = new Uint8Array(81 * 20);

/**
 * Writes into `out` the nodes an "on" node makes off, in SE's order; returns how many. `y` enables the
 * cell rule.
 */
export function onToOff(cand: Uint16Array, n: number, y: boolean, out: Int32Array): number {
  const c = nodeCell(n);
  const d = nodeDigit(n);
  let k = 0;
  if (y) {
    const m = cand[c];
    for (let v = 1; v <= 9; v++) if (v !== d && m & (1 << v)) out[k++] = node(c, v, false);
  }
  const bit = 1 << d;
  const base = c * 20;
  for (let i = 0; i < 20; i++) {
    const x = CHAIN_PEERS[base + i];
    if (cand[x] & bit) out[k++] = ((x * 10 + d) << 1) | 0;
  }
  return k;
}

/** Writes into `out` the nodes an "off" node makes on (without repeats), in SE's order; returns how many. */
export function offToOn(cand: Uint16Array, n: number, y: boolean, x: boolean, out: Int32Array): number {
  const c = nodeCell(n);
  const d = nodeDigit(n);
  let k = 0;
  if (y) {
    const m = cand[c];
    if (m !== 0 && (m & (m - 1)) !== 0 && ((m & (m - 1)) & ((m & (m - 1)) - 1)) === 0) {
      const other = m & ~(1 << d);
      if (other !== 0 && (other & (other - 1)) === 0) out[k++] = node(c, 31 - Math.clz32(other), true);
    }
  }
  if (x) {
    const bit = 1 << d;
    for (let j = 0; j < 3; j++) {
      const u = UNITS_OF[c * 3 + j];
      let other = -1;
      for (let i = 0; i < 9; i++) {
        const z = UNITS[u * 9 + i];
        if (z === c || !(cand[z] & bit)) continue;
        if (other >= 0) {
          other = -2;
          break;
        }
        other = z;
      }
      if (other >= 0) {
        const on = node(other, d, true);
        let dup = false;
        for (let i = 0; i < k; i++) if (out[i] === on) dup = true;
        if (!dup) out[k++] = on;
      }
    }
  }
  return k;
}

/** Most nodes one "on" node makes off (8 other digits and 20 peers), and one "off" node makes on. */
export const ON_STRIDE = 28;
export const OFF_STRIDE = 4;

/**
 * The links of every node on fixed candidates, listed once (the static searches walk the same nodes from
 * hundreds of starts): node n's successors are next[n * stride .. + count[n]), stride ON_STRIDE for an "on"
 * node, OFF_STRIDE for an "off" one, in the order onToOff / offToOn give them.
 */
const FILL_TMP = new Int32Array(ON_STRIDE);
const FILL_PLACES = new Uint16Array(270);
/** The place (0..8) of cell c in unit u at u * 81 + c (for the cells of u). */
const PLACE_OF = new Uint8Array(27 * 81);

/**
 * Fills UNITS_OF, CHAIN_PEERS and PLACE_OF, in a function: run in the bundle's top level, such loops add to what V8
 * interprets and compiles there while the extension loads.
 */
function fillTables(): void {
  for (let c = 0; c < 81; c++) {
    UNITS_OF[c * 3] = 18 + BOX_OF[c];
    UNITS_OF[c * 3 + 1] = ROW_OF[c];
    UNITS_OF[c * 3 + 2] = 9 + COL_OF[c];
  }
  for (let c = 0; c < 81; c++) {
    let k = 0;
    const b = BOX_OF[c];
    for (let i = 0; i < 9; i++) {
      const x = UNITS[UNITS_OF[c * 3] * 9 + i];
      if (x !== c) CHAIN_PEERS[c * 20 + k++] = x;
    }
    for (let j = 1; j < 3; j++) {
      for (let i = 0; i < 9; i++) {
        const x = UNITS[UNITS_OF[c * 3 + j] * 9 + i];
        if (x !== c && BOX_OF[x] !== b) CHAIN_PEERS[c * 20 + k++] = x;
      }
    }
  }
  for (let u = 0; u < 27; u++) for (let i = 0; i < 9; i++) PLACE_OF[u * 81 + UNITS[u * 9 + i]] = i;
}
fillTables();

const REFRESH_DIRTY = new Uint16Array(81);

/** Per unit and digit, the unit's cells holding the digit (places 0..8), for the X rule: into FILL_PLACES. */
function placesFor(cand: Uint16Array): void {
  const places = FILL_PLACES;
  places.fill(0);
  for (let u = 0; u < 27; u++) {
    for (let i = 0; i < 9; i++) {
      const m = cand[UNITS[u * 9 + i]];
      for (let v = m; v !== 0; v &= v - 1) places[u * 10 + 31 - Math.clz32(v & -v)] |= 1 << i;
    }
  }
}

export class LinkTable {
  readonly onNext = new Int32Array((NODE_COUNT >> 1) * ON_STRIDE);
  readonly offNext = new Int32Array((NODE_COUNT >> 1) * OFF_STRIDE);
  readonly count = new Uint8Array(NODE_COUNT);
  // What `closure` computes: each node's strongly connected component, its size, and per component the
  // components it reaches (a bit set of `words` words, its own bit included: component k's at reach[k * words ..]).
  // Read them, never write them, outside this class (generate/settle.ts intersects the reach sets).
  readonly comp = new Int32Array(NODE_COUNT);
  private readonly compSize = new Int32Array(NODE_COUNT);
  reach = new Int32Array(0);
  words = 0;

  /**
   * Fills the table for `cand` with the given link kinds, as onToOff / offToOn give them. With `keepOn`, the
   * "on" nodes' links are left from the last fill, which must have been for the same candidates with the
   * same `y` (they do not depend on `x`).
   */
  fill(cand: Uint16Array, y: boolean, x: boolean, keepOn = false): this {
    if (x) placesFor(cand);
    for (let c = 0; c < 81; c++) this.fillCell(cand, c, 0x3fe, y, x, keepOn);
    this.filled = undefined;
    return this;
  }

  /**
   * As `fill(cand, y, x)`, but when the table is already of the same link kinds for other candidates (its last
   * `refresh`), only the nodes whose links may differ are listed again: for each candidate gained or lost, the
   * candidates of its cell (Y links) and of its digit in its three units (their "on" links see it, their "off"
   * links count its unit's places).
   */
  refresh(cand: Uint16Array, y: boolean, x: boolean): this {
    const last = this.filled;
    if (last === undefined || this.filledY !== y || this.filledX !== x) {
      this.fill(cand, y, x);
      this.filled = Uint16Array.from(cand);
      this.filledY = y;
      this.filledX = x;
      return this;
    }
    const dirty = REFRESH_DIRTY;
    dirty.fill(0);
    let any = false;
    for (let c = 0; c < 81; c++) {
      const diff = (last[c] ^ cand[c]) & 0x3fe;
      if (diff === 0) continue;
      any = true;
      dirty[c] |= last[c] | cand[c];
      for (let j = 0; j < 3; j++) {
        const u = UNITS_OF[c * 3 + j];
        for (let i = 0; i < 9; i++) {
          const z = UNITS[u * 9 + i];
          dirty[z] |= (last[z] | cand[z]) & diff;
        }
      }
    }
    if (!any) return this;
    if (x) placesFor(cand);
    for (let c = 0; c < 81; c++) if (dirty[c] !== 0) this.fillCell(cand, c, dirty[c], y, x, false);
    last.set(cand);
    return this;
  }

  /** The candidates the table was last refreshed for (undefined after a plain `fill`), and its link kinds. */
  private filled: Uint16Array | undefined;
  private filledY = false;
  private filledX = false;

  /** Lists the links of the nodes of cell c's digits in `digits` (FILL_PLACES must hold cand's places when x). */
  private fillCell(cand: Uint16Array, c: number, digits: number, y: boolean, x: boolean, keepOn: boolean): void {
    const tmp = FILL_TMP;
    const places = FILL_PLACES;
    const m = cand[c];
    const bivalue = m !== 0 && (m & (m - 1)) !== 0 && ((m & (m - 1)) & ((m & (m - 1)) - 1)) === 0;
    for (let d = 1; d <= 9; d++) {
      if (!(digits & (1 << d))) continue;
      if (!(m & (1 << d))) {
        if (!keepOn) this.count[node(c, d, true)] = 0;
        this.count[node(c, d, false)] = 0;
        continue;
      }
      const on = node(c, d, true);
      if (!keepOn) {
        const kOn = onToOff(cand, on, y, tmp);
        const o = (on >> 1) * ON_STRIDE;
        for (let i = 0; i < kOn; i++) this.onNext[o + i] = tmp[i];
        this.count[on] = kOn;
      }
      // offToOn, with the X rule read from the places.
      const off = on ^ 1;
      const f = (off >> 1) * OFF_STRIDE;
      let k = 0;
      if (y && bivalue) this.offNext[f + k++] = node(c, 31 - Math.clz32(m & ~(1 << d)), true);
      if (x) {
        for (let j = 0; j < 3; j++) {
          const u = UNITS_OF[c * 3 + j];
          const others = places[u * 10 + d] & ~(1 << PLACE_OF[u * 81 + c]);
          if (others === 0 || (others & (others - 1)) !== 0) continue;
          const next = node(UNITS[u * 9 + 31 - Math.clz32(others)], d, true);
          let dup = false;
          for (let i = 0; i < k; i++) if (this.offNext[f + i] === next) dup = true;
          if (!dup) this.offNext[f + k++] = next;
        }
      }
      this.count[off] = k;
    }
  }

  /**
   * Computes which nodes each node reaches along the links (for `reaches` and `onCycle`), on the candidates
   * the table was filled for: Tarjan's strongly connected components, then each component's reach, as a bit
   * set over the components, the union of its own bit and of the reach of the components its links lead to
   * (finished before it, so with smaller numbers). Without `withReach`, the components only (for `onCycle`).
   */
  closure(cand: Uint16Array, withReach = true): this {
    const act = CL_ACTIVE;
    let na = 0;
    for (let c = 0; c < 81; c++) {
      const m = cand[c];
      for (let d = 1; d <= 9; d++) {
        if (!(m & (1 << d))) continue;
        const on = node(c, d, true);
        act[na++] = on;
        act[na++] = on ^ 1;
      }
    }
    const num = CL_NUM;
    const low = CL_LOW;
    const onStack = CL_ON_STACK;
    const comp = this.comp;
    const count = this.count;
    const onNext = this.onNext;
    const offNext = this.offNext;
    for (let i = 0; i < na; i++) num[act[i]] = -1;
    const stack = CL_STACK;
    const callNode = CL_CALL_NODE;
    const callEdge = CL_CALL_EDGE;
    // The nodes in the order their components were finished, component k at order[compStart[k] ..).
    const order = CL_ORDER;
    const compStart = CL_COMP_START;
    let done = 0;
    let counter = 0;
    let sp = 0;
    let comps = 0;
    for (let r = 0; r < na; r++) {
      const root = act[r];
      if (num[root] !== -1) continue;
      let cs = 0;
      num[root] = low[root] = counter++;
      stack[sp++] = root;
      onStack[root] = 1;
      callNode[cs] = root;
      callEdge[cs++] = 0;
      while (cs > 0) {
        const v = callNode[cs - 1];
        const e = callEdge[cs - 1];
        if (e < count[v]) {
          callEdge[cs - 1] = e + 1;
          const w = v & 1 ? onNext[(v >> 1) * ON_STRIDE + e] : offNext[(v >> 1) * OFF_STRIDE + e];
          if (num[w] === -1) {
            num[w] = low[w] = counter++;
            stack[sp++] = w;
            onStack[w] = 1;
            callNode[cs] = w;
            callEdge[cs++] = 0;
          } else if (onStack[w] && num[w] < low[v]) low[v] = num[w];
          continue;
        }
        if (low[v] === num[v]) {
          let j = sp - 1;
          while (stack[j] !== v) j--;
          compStart[comps] = done;
          for (let t = j; t < sp; t++) {
            const w = stack[t];
            comp[w] = comps;
            onStack[w] = 0;
            this.compSize[w] = sp - j;
            order[done++] = w;
          }
          sp = j;
          comps++;
        }
        cs--;
        if (cs > 0) {
          const u = callNode[cs - 1];
          if (low[v] < low[u]) low[u] = low[v];
        }
      }
    }
    compStart[comps] = done;
    if (!withReach) {
      this.words = 0;
      return this;
    }
    const words = (comps + 31) >> 5;
    this.words = words;
    if (this.reach.length < comps * words) this.reach = new Int32Array(comps * words);
    const reach = this.reach;
    for (let k = 0; k < comps; k++) {
      const base = k * words;
      reach.fill(0, base, base + words);
      reach[base + (k >> 5)] |= 1 << (k & 31);
      for (let t = compStart[k]; t < compStart[k + 1]; t++) {
        const w = order[t];
        const n = count[w];
        const o = w & 1 ? (w >> 1) * ON_STRIDE : (w >> 1) * OFF_STRIDE;
        const next = w & 1 ? onNext : offNext;
        for (let i = 0; i < n; i++) {
          const x = comp[next[o + i]];
          if (x === k) continue;
          const from = x * words;
          for (let q = 0; q < words; q++) reach[base + q] |= reach[from + q];
        }
      }
    }
    return this;
  }

  /** After `closure`: whether a = b or some chain of links leads from node a to node b (both of present candidates). */
  reaches(a: number, b: number): boolean {
    const i = this.comp[b];
    const k = this.comp[a];
    // Components are finished after every component they lead to.
    if (i > k) return false;
    if (i === k) return true;
    if (this.words === 0) throw new Error('closure without reach');
    return (this.reach[k * this.words + (i >> 5)] & (1 << (i & 31))) !== 0;
  }

  /** After `closure`: whether node n lies on a closed chain of links (its component has other nodes). */
  onCycle(n: number): boolean {
    return this.compSize[n] > 1;
  }
}

const CL_ACTIVE = new Int32Array(NODE_COUNT);
const CL_NUM = new Int32Array(NODE_COUNT);
const CL_LOW = new Int32Array(NODE_COUNT);
const CL_ON_STACK = new Uint8Array(NODE_COUNT);
const CL_STACK = new Int32Array(NODE_COUNT);
const CL_CALL_NODE = new Int32Array(NODE_COUNT);
const CL_CALL_EDGE = new Int32Array(NODE_COUNT);
const CL_ORDER = new Int32Array(NODE_COUNT);
const CL_COMP_START = new Int32Array(NODE_COUNT + 1);

/**
 * SE's length bonus: 0.1 for each threshold 4, 6, 8, 12, 16, 24, … that (complexity − 2) exceeds, added
 * up as repeated += 0.1 in doubles so that ties order as in SE.
 */
export function lengthBonus(complexity: number): number {
  let added = 0.0;
  let ceil = 4;
  const length = complexity - 2;
  let odd = false;
  while (length > ceil) {
    added += 0.1;
    ceil = odd ? ((ceil * 4) / 3) | 0 : ((ceil * 3) / 2) | 0;
    odd = !odd;
  }
  return added;
}

/**
 * A growing store of node instances with one parent each (the chain that reached them), as the static
 * searches need; instance 0.. in creation order, parent -1 for a root.
 */
export class Chains {
  nodes = new Int32Array(4096);
  parents = new Int32Array(4096);
  size = 0;

  reset(): void {
    this.size = 0;
  }

  add(n: number, parent: number): number {
    if (this.size === this.nodes.length) {
      const nn = new Int32Array(this.size * 2);
      nn.set(this.nodes);
      this.nodes = nn;
      const pp = new Int32Array(this.size * 2);
      pp.set(this.parents);
      this.parents = pp;
    }
    this.nodes[this.size] = n;
    this.parents[this.size] = parent;
    return this.size++;
  }

  /** True when node n is a strict ancestor of instance i. */
  hasAncestor(i: number, n: number): boolean {
    for (let p = this.parents[i]; p >= 0; p = this.parents[p]) if (this.nodes[p] === n) return true;
    return false;
  }

  /** The nodes from instance i back to its root, i first. */
  path(i: number): number[] {
    const out: number[] = [];
    for (let p = i; p >= 0; p = this.parents[p]) out.push(this.nodes[p]);
    return out;
  }
}
