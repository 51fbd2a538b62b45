// Forcing chains from whole propagations (SE's rows 27-29):
//   Nishio (7.5 + length): X links only, dynamic; a candidate whose assumption leads to a contradiction;
//   cell and region forcing chains (8.0 + length): static, X and Y links, from cells of 3+ candidates: what
//     every candidate of a cell, or every place of a digit in a unit, implies alike;
//   dynamic forcing chains (8.5 + length): contradictions, double forcing (on and off imply the same), cell
//     and region forcing, all with the grid pruned as the chain goes.
// All hints are collected and the easiest, then the shortest, then by kind, is taken (SE's sort).

import { bitCount, cellAt, makeStep, placesOf } from '../board';
import { conjugate, lengthBonus, LinkTable, node, nodeCell, nodeDigit, nodeOn } from '../chains/graph';
import { Propagation, type InnerRules } from '../chains/propagate';
import { locking } from './locking';
import { hiddenPair } from './hiddenSet';
import { nakedPair } from './nakedSet';
import { xWing } from './fish';
import type { Candidate, Position, SearchContext, Step, Technique, TechniqueId } from '../types';

/**
 * The best hint so far by SE's sort (the easiest, then the shortest, then by kind; the first found among equals):
 * only it is kept and made into a step. A hint's difficulty grows with its complexity (the base is one per search),
 * so a hint more complex than the best cannot beat it, and its complexity need not be counted to the end.
 */
interface Best {
  difficulty: number;
  complexity: number;
  sortKey: number;
  make: (() => Step) | undefined;
}

interface Mode {
  readonly base: number;
  readonly nishio: boolean;
  readonly dynamic: boolean;
  readonly multiple: boolean;
  /** Nested level 1: pointing/claiming, hidden pair, naked pair and X-Wing inside the propagation. */
  readonly nested?: boolean;
}

const INNER: readonly Technique[] = [locking, hiddenPair, nakedPair, xWing];
const noCheck: SearchContext = { check: () => undefined };

/** The level-1 rules on a pruned grid (a cell with no candidate left counts as filled for them). */
function innerRules(cells: Uint8Array): InnerRules {
  return (work) => {
    const pos: Position = { cells, cand: work };
    for (const t of INNER) {
      const s = t.find(pos, noCheck);
      if (s) return { eliminations: s.eliminations, units: s.units };
    }
    return undefined;
  };
}

const seen = new Uint32Array(81 * 20);
let stamp = 0;
const nextStamp = (): number => {
  stamp = (stamp + 1) >>> 0;
  if (stamp === 0) {
    seen.fill(0);
    stamp = 1;
  }
  return stamp;
};

function result(pos: Position, target: number): { placements: Candidate[]; eliminations: Candidate[] } {
  const c = nodeCell(target);
  const d = nodeDigit(target);
  if (!nodeOn(target)) return { placements: [], eliminations: [{ cell: c, digit: d }] };
  const eliminations: Candidate[] = [];
  for (let v = 1; v <= 9; v++) if (v !== d && pos.cand[c] & (1 << v)) eliminations.push({ cell: c, digit: v });
  return { placements: [{ cell: c, digit: d }], eliminations };
}

function worth(pos: Position, target: number): boolean {
  const c = nodeCell(target);
  const d = nodeDigit(target);
  if (pos.cells[c] !== 0) return false;
  if (nodeOn(target)) return (pos.cand[c] & ~(1 << d)) !== 0;
  return (pos.cand[c] & (1 << d)) !== 0;
}

function kindId(mode: Mode, kind: 'contradiction' | 'double' | 'cell' | 'region'): TechniqueId {
  if (mode.nested) return 'nested-forcing-chains';
  if (mode.nishio) return 'nishio';
  if (!mode.dynamic) return kind === 'region' ? 'region-forcing-chains' : 'cell-forcing-chains';
  if (kind === 'contradiction') return 'dynamic-contradiction';
  if (kind === 'double') return 'dynamic-double-forcing';
  return kind === 'cell' ? 'dynamic-cell-forcing-chains' : 'dynamic-region-forcing-chains';
}

function pathCells(props: readonly Propagation[], target: number): number[] {
  const cells = new Set<number>();
  for (const p of props) {
    const stack = [target];
    const done = new Set<number>();
    while (stack.length > 0) {
      const x = stack.pop()!;
      if (done.has(x)) continue;
      done.add(x);
      cells.add(nodeCell(x));
      for (const q of p.parentsOf(x)) stack.push(q);
    }
  }
  return [...cells];
}

function push(
  best: Best,
  pos: Position,
  mode: Mode,
  kind: 'contradiction' | 'double' | 'cell' | 'region',
  target: number,
  complexity: number,
  source: { cell?: number; unit?: number; digit: number },
  props: readonly Propagation[],
): void {
  if (!worth(pos, target)) return;
  const sortKey = kind === 'double' ? 1 : kind === 'cell' ? 5 : kind === 'region' ? 6 : 7;
  const difficulty = mode.base + lengthBonus(complexity);
  if (best.make !== undefined && !(difficulty < best.difficulty || (difficulty === best.difficulty && (complexity < best.complexity || (complexity === best.complexity && sortKey < best.sortKey))))) return;
  best.difficulty = difficulty;
  best.complexity = complexity;
  best.sortKey = sortKey;
  best.make = () => {
      const r = result(pos, target);
      return makeStep({
        technique: kindId(mode, kind),
        difficulty,
        placements: r.placements,
        eliminations: r.eliminations,
        cells: pathCells(props, target),
        candidates: [{ cell: nodeCell(target), digit: nodeDigit(target) }],
        units: source.unit !== undefined ? [source.unit] : [],
        digits: source.digit > 0 ? [source.digit] : [],
        detail: { length: complexity, ...(source.cell !== undefined ? { source: source.cell } : {}) },
      });
  };
}

/**
 * The complexity of a forcing hint on `target` from `props` (the ancestors of the target in each), or Infinity as
 * soon as it is over the best hint's, which it then cannot beat; also Infinity when the target would remove nothing
 * (push drops such a hint unseen).
 */
function complexityOf(best: Best, pos: Position, props: readonly Propagation[], target: number): number {
  if (!worth(pos, target)) return Infinity;
  const limit = best.make === undefined ? Infinity : best.complexity;
  let k = 0;
  for (const p of props) {
    k += p.ancestors(target, seen, nextStamp());
    if (k > limit) return Infinity;
  }
  return k;
}

function contradictionComplexity(p: Propagation): number {
  const c = p.contradiction!;
  return p.ancestors(c.existing, seen, nextStamp()) + p.freshAncestors(seen, nextStamp());
}

const staticLinks = new LinkTable();

function search(pos: Position, mode: Mode, ctx?: SearchContext): Step | undefined {
  const cand = pos.cand;
  const y = !mode.nishio;
  const best: Best = { difficulty: Infinity, complexity: Infinity, sortKey: Infinity, make: undefined };
  const cache = new Map<number, Propagation>();
  // Static chains walk the same fixed links from every start: list them once.
  const links = mode.dynamic ? undefined : staticLinks.refresh(cand, y, true);
  const propagate = (start: number): Propagation => {
    let p = cache.get(start);
    if (!p) {
      p = Propagation.run(cand, start, y, mode.dynamic, mode.nested ? innerRules(pos.cells) : undefined, links);
      cache.set(start, p);
    }
    return p;
  };
  // Nishio chains use X links only: a source's propagations stay on its digit, and whether they find a
  // contradiction depends on that digit's candidates alone (the source cell keeps another candidate, or it
  // would not be a source). With changes, only the digits they name are searched.
  const digits = mode.nishio ? (ctx?.changes?.digits ?? 0x3fe) : 0x3fe;
  for (let c = 0; c < 81; c++) {
    if (pos.cells[c] !== 0) continue;
    const card = bitCount(cand[c]);
    if (!(card > 2 || (card > 1 && mode.dynamic))) continue;
    ctx?.check();
    const onProps = new Map<number, Propagation>();
    for (let d = 1; d <= 9; d++) {
      if (!(cand[c] & digits & (1 << d))) continue;
      const on = node(c, d, true);
      const pOn = propagate(on);
      onProps.set(d, pOn);
      if (mode.dynamic || mode.nishio) {
        if (pOn.contradiction) push(best, pos, mode, 'contradiction', conjugate(on), contradictionComplexity(pOn), { cell: c, digit: d }, [pOn]);
        const pOff = propagate(conjugate(on));
        if (pOff.contradiction) push(best, pos, mode, 'contradiction', on, contradictionComplexity(pOff), { cell: c, digit: d }, [pOff]);
        if (card >= 3 && !mode.nishio && mode.dynamic) {
          const both = [pOn, pOff];
          for (const n of pOn.order) {
            if (!pOff.has(n)) continue;
            const k = complexityOf(best, pos, both, n);
            if (k !== Infinity) push(best, pos, mode, 'double', n, k, { cell: c, digit: d }, both);
          }
        }
      }
      if (!mode.nishio) regionChains(pos, mode, c, d, pOn, propagate, best);
    }
    if (!mode.nishio && (card === 2 || mode.multiple)) {
      const props = [...onProps.values()];
      for (const n of props[0].order) {
        if (!props.every((p) => p.has(n))) continue;
        const k = complexityOf(best, pos, props, n);
        if (k !== Infinity) push(best, pos, mode, 'cell', n, k, { cell: c, digit: 0 }, props);
      }
    }
  }
  const step = best.make?.();
  // The step keeps no propagation: their tables go back for the next search.
  Propagation.recycle(cache.values());
  return step;
}

function regionChains(
  pos: Position,
  mode: Mode,
  c: number,
  d: number,
  pOn: Propagation,
  propagate: (n: number) => Propagation,
  best: Best,
): void {
  const units = [18 + (((((c / 9) | 0) / 3) | 0) * 3 + (((c % 9) / 3) | 0)), (c / 9) | 0, 9 + (c % 9)];
  for (const u of units) {
    const m = placesOf(pos, u, d);
    const n = bitCount(m);
    if (!(n === 2 || (mode.multiple && n > 2))) continue;
    const first = cellAt(u, 31 - Math.clz32(m & -m));
    if (first !== c) continue;
    const props: Propagation[] = [];
    for (let i = 0; i < 9; i++) if (m & (1 << i)) props.push(cellAt(u, i) === c ? pOn : propagate(node(cellAt(u, i), d, true)));
    for (const t of pOn.order) {
      if (!props.every((p) => p.has(t))) continue;
      const k = complexityOf(best, pos, props, t);
      if (k !== Infinity) push(best, pos, mode, 'region', t, k, { unit: u, digit: d }, props);
    }
  }
}

// Each producer's base and up (a length bonus has no small bound).
export const nishioChains: Technique = {
  id: 'nishio',
  floor: 7.5,
  // X links only: every node of a propagation is of the source's digit, an "on" and an "off" one per cell at
  // most (162); a contradiction counts the ancestors of its two nodes, so 324 at most: 7.5 plus 1.3.
  most: 7.5 + lengthBonus(4 * 81),
  ratings: { nishio: { min: 7.5 } },
  find: (pos, ctx) => search(pos, { base: 7.5, nishio: true, dynamic: true, multiple: false }, ctx),
};
/** The base of cell and region forcing chains: a hint of complexity k is rated this plus lengthBonus(k). */
export const MULTIPLE_CHAINS_BASE = 8.0;
export const multipleChains: Technique = {
  id: 'multiple-chains',
  floor: 8.0,
  ratings: { 'cell-forcing-chains': { min: 8.0 }, 'region-forcing-chains': { min: 8.0 } },
  find: (pos, ctx) => search(pos, { base: MULTIPLE_CHAINS_BASE, nishio: false, dynamic: false, multiple: true }, ctx),
};
export const nestedChains: Technique = {
  id: 'nested-chains',
  floor: 9.0,
  ratings: { 'nested-forcing-chains': { min: 9.0 } },
  find: (pos, ctx) => search(pos, { base: 8.5 + 0.5 * 1, nishio: false, dynamic: true, multiple: true, nested: true }, ctx),
};
export const dynamicChains: Technique = {
  id: 'dynamic-chains',
  floor: 8.5,
  ratings: { 'dynamic-contradiction': { min: 8.5 }, 'dynamic-double-forcing': { min: 8.5 }, 'dynamic-cell-forcing-chains': { min: 8.5 }, 'dynamic-region-forcing-chains': { min: 8.5 } },
  find: (pos, ctx) => search(pos, { base: 8.5, nishio: false, dynamic: true, multiple: true }, ctx),
};


