// Propagation of one assumption to a fixed point, as SE's multiple and dynamic chains do it: "on" nodes
// first, one at a time, then "off" nodes; each node is kept once, with the nodes that implied it. In dynamic
// mode each processed "off" node is struck from a scratch copy of the candidates, so later implications see
// the reduced grid, and the struck candidates become extra ("hidden") parents of what they imply.

import { UNITS } from '../../grid';
import { BOX_OF, COL_OF, ROW_OF } from '../board';
import { LinkTable, NODE_COUNT, OFF_STRIDE, ON_STRIDE, node, nodeCell, nodeDigit, offToOn, onToOff } from './graph';

export interface Contradiction {
  /** The node already reached. */
  readonly existing: number;
  /** Its negation, just implied. */
  readonly fresh: number;
  /** What implied the negation. */
  readonly freshParents: readonly number[];
}

const buf = new Int32Array(64);

/** A simple rule run inside a nested propagation on the pruned candidates: what it removes and where. */
export type InnerRules = (work: Uint16Array) => { readonly eliminations: ReadonlyArray<{ cell: number; digit: number }>; readonly units: readonly number[] } | undefined;

/** Propagations handed back by `recycle`, cleared, for `run` to reuse. */
const FREE: Propagation[] = [];
const FREE_MAX = 2048;

/** The outcome of one propagation: the nodes reached (in order) and their parents. */
export class Propagation {
  readonly inSet = new Uint8Array(NODE_COUNT);
  /** Parents of node n: pool[start[n] .. start[n] + count[n]). */
  private readonly start = new Int32Array(NODE_COUNT);
  private readonly count = new Uint8Array(NODE_COUNT);
  private pool = new Int32Array(1024);
  private used = 0;
  /** Reached nodes in insertion order (the start first). */
  readonly order: number[] = [];
  contradiction: Contradiction | undefined;

  /**
   * Hands propagations back for reuse by later runs (their tables are large and a chain search makes
   * hundreds); none of them may be used afterwards.
   */
  static recycle(props: Iterable<Propagation>): void {
    for (const p of props) {
      if (FREE.length >= FREE_MAX) return;
      for (const n of p.order) p.inSet[n] = 0;
      p.order.length = 0;
      p.used = 0;
      p.contradiction = undefined;
      FREE.push(p);
    }
  }

  has(n: number): boolean {
    return this.inSet[n] === 1;
  }

  /** The nodes that implied n. */
  parentsOf(n: number): number[] {
    const out: number[] = [];
    if (!this.inSet[n]) return out; // a recycled table keeps stale counts for nodes not reached
    for (let i = 0; i < this.count[n]; i++) out.push(this.pool[this.start[n] + i]);
    return out;
  }

  private add(n: number, parents: readonly number[]): void {
    this.inSet[n] = 1;
    if (this.used + parents.length > this.pool.length) {
      const grown = new Int32Array(this.pool.length * 2 + parents.length);
      grown.set(this.pool);
      this.pool = grown;
    }
    this.start[n] = this.used;
    this.count[n] = parents.length;
    for (const q of parents) this.pool[this.used++] = q;
    this.order.push(n);
  }

  private add1(n: number, parent: number): void {
    this.inSet[n] = 1;
    if (this.used + 1 > this.pool.length) {
      const grown = new Int32Array(this.pool.length * 2);
      grown.set(this.pool);
      this.pool = grown;
    }
    this.start[n] = this.used;
    this.count[n] = 1;
    this.pool[this.used++] = parent;
    this.order.push(n);
  }

  /**
   * Runs the propagation from `start` on `cand` (not modified). `y` enables cell links; `dynamic` prunes a
   * scratch grid as it goes; `inner` adds the deductions of a nested level when the chain stalls.
   */
  static run(cand: Uint16Array, start: number, y: boolean, dynamic: boolean, inner?: InnerRules, links?: LinkTable): Propagation {
    // A static run on fixed candidates may read its links from a table filled once for them (with y and x links).
    const table = dynamic ? undefined : links;
    const p = FREE.pop() ?? new Propagation();
    p.add(start, []);
    const work = dynamic ? Uint16Array.from(cand) : cand;
    const qOn: number[] = [];
    const qOff: number[] = [];
    let hOn = 0;
    let hOff = 0;
    (start & 1 ? qOn : qOff).push(start);
    const out = new Int32Array(8);
    for (;;) {
      if (hOn < qOn.length) {
        const n = qOn[hOn++];
        let k: number;
        if (table) {
          k = table.count[n];
          const o = (n >> 1) * ON_STRIDE;
          for (let i = 0; i < k; i++) buf[i] = table.onNext[o + i];
        } else k = onToOff(work, n, y, buf);
        for (let i = 0; i < k; i++) {
          const q = buf[i];
          if (p.inSet[q ^ 1]) {
            p.contradiction = { existing: q ^ 1, fresh: q, freshParents: [n] };
            return p;
          }
          if (!p.inSet[q]) {
            p.add1(q, n);
            qOff.push(q);
          }
        }
        continue;
      }
      if (hOff < qOff.length) {
        const n = qOff[hOff++];
        let k: number;
        if (table) {
          k = table.count[n];
          const o = (n >> 1) * OFF_STRIDE;
          for (let i = 0; i < k; i++) out[i] = table.offNext[o + i];
        } else {
          k = offToOn(work, n, y, true, buf);
          for (let i = 0; i < k; i++) out[i] = buf[i];
        }
        for (let i = 0; i < k; i++) {
          const q = out[i];
          const hidden = dynamic && hasHidden(cand, work, n, q);
          const parents = hidden ? withHidden(cand, work, n, q) : undefined;
          if (p.inSet[q ^ 1]) {
            p.contradiction = { existing: q ^ 1, fresh: q, freshParents: parents ?? [n] };
            return p;
          }
          if (!p.inSet[q]) {
            if (parents) p.add(q, parents);
            else p.add1(q, n);
            qOn.push(q);
          }
        }
        if (dynamic) work[nodeCell(n)] &= ~(1 << nodeDigit(n));
        continue;
      }
      if (inner) {
        // Nested level: when the chain stalls, the first simple rule that removes something new from the
        // pruned grid adds those removals as "off" nodes, caused by the struck candidates of its units.
        const found = inner(work);
        let added = false;
        if (found) {
          const parents: number[] = [];
          for (const u of found.units) {
            for (let i = 0; i < 9; i++) {
              const z = UNITS[u * 9 + i];
              const gone = cand[z] & ~work[z];
              for (let v = 1; v <= 9; v++) if (gone & (1 << v) && p.inSet[node(z, v, false)] && !parents.includes(node(z, v, false))) parents.push(node(z, v, false));
            }
          }
          for (const e of found.eliminations) {
            const q = node(e.cell, e.digit, false);
            if (p.inSet[q ^ 1]) {
              p.contradiction = { existing: q ^ 1, fresh: q, freshParents: parents };
              return p;
            }
            if (!p.inSet[q]) {
              p.add(q, parents);
              qOff.push(q);
              added = true;
            }
          }
        }
        if (added) continue;
      }
      return p;
    }
  }

  /** Distinct nodes in the ancestry of n (n included). */
  ancestors(n: number, seen: Uint32Array, stamp: number): number {
    let count = 0;
    const stack = [n];
    while (stack.length > 0) {
      const x = stack.pop()!;
      if (seen[x] === stamp) continue;
      seen[x] = stamp;
      count++;
      if (!this.inSet[x]) continue;
      const s0 = this.start[x];
      for (let i = 0; i < this.count[x]; i++) {
        const q = this.pool[s0 + i];
        if (seen[q] !== stamp) stack.push(q);
      }
    }
    return count;
  }

  /** Distinct nodes in the ancestry of the contradiction's fresh node (itself included). */
  freshAncestors(seen: Uint32Array, stamp: number): number {
    const c = this.contradiction!;
    seen[c.fresh] = stamp;
    let count = 1;
    for (const q of c.freshParents) if (seen[q] !== stamp) count += this.ancestors(q, seen, stamp);
    return count;
  }
}

/** Whether the link from off-node n to on-node q relies on candidates already struck (quick test). */
function hasHidden(source: Uint16Array, work: Uint16Array, n: number, q: number): boolean {
  const c = nodeCell(n);
  const qc = nodeCell(q);
  if (qc === c) return (source[c] & ~work[c]) !== 0;
  // As withHidden's unit case, without building the list: does the unit that links them have a struck place?
  const bit = 1 << nodeDigit(n);
  for (let j = 0; j < 3; j++) {
    const u = j === 0 ? 18 + BOX_OF[c] : j === 1 ? ROW_OF[c] : 9 + COL_OF[c];
    let holds = false;
    let others = 0;
    for (let i = 0; i < 9; i++) {
      const z = UNITS[u * 9 + i];
      if (z === qc) holds = true;
      if (z !== c && work[z] & bit) others++;
    }
    if (!holds || others !== 1) continue;
    for (let i = 0; i < 9; i++) {
      const z = UNITS[u * 9 + i];
      if (source[z] & bit && !(work[z] & bit)) return true;
    }
    return false;
  }
  return false;
}

/**
 * The parents of on-node q implied by off-node n in the pruned grid: n itself, then the candidates already
 * struck that made the rule apply (the cell's other digits for a cell link, the digit's other places in the
 * unit for a unit link).
 */
function withHidden(source: Uint16Array, work: Uint16Array, n: number, q: number): number[] {
  const parents = [n];
  const c = nodeCell(n);
  const d = nodeDigit(n);
  const qc = nodeCell(q);
  if (qc === c) {
    const gone = source[c] & ~work[c];
    for (let v = 1; v <= 9; v++) if (gone & (1 << v)) parents.push(node(c, v, false));
    return parents;
  }
  // A unit link: the first of box, row, column (SE's order) holding both cells with q the only other place.
  const units = [18 + BOX_OF[c], ROW_OF[c], 9 + COL_OF[c]];
  const bit = 1 << d;
  for (const u of units) {
    let holds = false;
    let others = 0;
    for (let i = 0; i < 9; i++) {
      const z = UNITS[u * 9 + i];
      if (z === qc) holds = true;
      if (z !== c && work[z] & bit) others++;
    }
    if (!holds || others !== 1) continue;
    for (let i = 0; i < 9; i++) {
      const z = UNITS[u * 9 + i];
      if (source[z] & bit && !(work[z] & bit)) parents.push(node(z, d, false));
    }
    return parents;
  }
  return parents;
}
