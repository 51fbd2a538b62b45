// Propagation of one assumption to a fixed point, as SE's multiple and dynamic chains do it: "on" nodes
// first, one at a time, then "off" nodes; each node is kept once, with the nodes that implied it. In dynamic
// mode each processed "off" node is struck from a scratch copy of the candidates, so later implications see
// the reduced grid, and the struck candidates become extra ("hidden") parents of what they imply.

import { UNITS } from '../../grid';
import { BOX_OF, COL_OF, ROW_OF } from '../board';
import { NODE_COUNT, node, nodeCell, nodeDigit, offToOn, onToOff } from './graph';

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

/** The outcome of one propagation: the nodes reached (in order) and their parents. */
export class Propagation {
  readonly inSet = new Uint8Array(NODE_COUNT);
  readonly parents: Array<readonly number[] | undefined> = new Array<readonly number[] | undefined>(NODE_COUNT);
  /** Reached nodes in insertion order (the start first). */
  readonly order: number[] = [];
  contradiction: Contradiction | undefined;

  has(n: number): boolean {
    return this.inSet[n] === 1;
  }

  private add(n: number, parents: readonly number[]): void {
    this.inSet[n] = 1;
    this.parents[n] = parents;
    this.order.push(n);
  }

  /**
   * Runs the propagation from `start` on `cand` (not modified). `y` enables cell links; `dynamic` prunes a
   * scratch grid as it goes.
   */
  static run(cand: Uint16Array, start: number, y: boolean, dynamic: boolean, inner?: InnerRules): Propagation {
    const p = new Propagation();
    p.add(start, []);
    const work = dynamic ? Uint16Array.from(cand) : cand;
    const qOn: number[] = [];
    const qOff: number[] = [];
    let hOn = 0;
    let hOff = 0;
    (start & 1 ? qOn : qOff).push(start);
    for (;;) {
      if (hOn < qOn.length) {
        const n = qOn[hOn++];
        const k = onToOff(work, n, y, buf);
        for (let i = 0; i < k; i++) {
          const q = buf[i];
          if (p.inSet[q ^ 1]) {
            p.contradiction = { existing: q ^ 1, fresh: q, freshParents: [n] };
            return p;
          }
          if (!p.inSet[q]) {
            p.add(q, [n]);
            qOff.push(q);
          }
        }
        continue;
      }
      if (hOff < qOff.length) {
        const n = qOff[hOff++];
        const k = offToOn(work, n, y, true, buf);
        const out = buf.slice(0, k);
        for (let i = 0; i < k; i++) {
          const q = out[i];
          const parents = dynamic ? withHidden(cand, work, n, q) : [n];
          if (p.inSet[q ^ 1]) {
            p.contradiction = { existing: q ^ 1, fresh: q, freshParents: parents };
            return p;
          }
          if (!p.inSet[q]) {
            p.add(q, parents);
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
      const ps = this.parents[x];
      if (ps) for (const q of ps) if (seen[q] !== stamp) stack.push(q);
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
