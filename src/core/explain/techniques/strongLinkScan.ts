// Strong links of one digit, plain or grouped, as the two-, three-link patterns (Skyscraper, 2-String
// Kite, Turbot Fish and their grouped forms; 3 strong links) use them. A link is a unit in which the digit
// must be in one of two groups of cells: two candidates (plain), a line whose candidates fill only two of its
// three box segments (grouped, 3-6 candidates), or a box whose 3-5 candidates lie on one row and one
// column of it with both arms used (grouped, the empty-rectangle form).

import { BOX_OF, COL_OF, ROW_OF, bitCount, cellAt } from '../board';
import { PEER_MASK, addCell } from '../cellset';

export interface StrongLink {
  readonly unit: number;
  /** The two ends: the cells of each group (a group may include an empty "heart" cell of a box cross). */
  readonly ends: readonly [readonly number[], readonly number[]];
  /** Every candidate cell of the digit in the unit. */
  readonly cells: readonly number[];
  readonly grouped: boolean;
  /** Per end: the cells that see every cell of it (3 words each, end 0 then end 1). */
  seen?: Int32Array;
  /** Per end: its column, row and box when all its cells share one, else -1 (SE's order). */
  lines?: Int32Array;
  /** `cells` as 3 cell-set words. */
  words?: Int32Array;
}

/** Whether two links have a candidate cell in common. */
export function overlap(a: StrongLink, b: StrongLink): boolean {
  const x = a.words!;
  const y = b.words!;
  return ((x[0] & y[0]) | (x[1] & y[1]) | (x[2] & y[2])) !== 0;
}

/** Fills a link's `seen` and `lines`. */
export function prepare(link: StrongLink): StrongLink {
  const seen = new Int32Array(6);
  const lines = new Int32Array(6);
  for (let e = 0; e < 2; e++) {
    const g = link.ends[e];
    let a = -1 >>> 5;
    let b = -1 >>> 5;
    let c = -1 >>> 5;
    for (const x of g) {
      a &= PEER_MASK[x * 3];
      b &= PEER_MASK[x * 3 + 1];
      c &= PEER_MASK[x * 3 + 2];
    }
    seen[e * 3] = a;
    seen[e * 3 + 1] = b;
    seen[e * 3 + 2] = c;
    const col = COL_OF[g[0]];
    const row = ROW_OF[g[0]];
    const box = BOX_OF[g[0]];
    lines[e * 3] = g.every((x) => COL_OF[x] === col) ? 9 + col : -1;
    lines[e * 3 + 1] = g.every((x) => ROW_OF[x] === row) ? row : -1;
    lines[e * 3 + 2] = g.every((x) => BOX_OF[x] === box) ? 18 + box : -1;
  }
  link.seen = seen;
  link.lines = lines;
  const words = new Int32Array(3);
  for (const x of link.cells) addCell(words, 0, x);
  link.words = words;
  return link;
}

/** The unit (column, then row, then box) holding every cell of end ea of a and end eb of b, or -1. */
export function joinUnit(a: StrongLink, ea: number, b: StrongLink, eb: number): number {
  const la = a.lines!;
  const lb = b.lines!;
  for (let k = 0; k < 3; k++) if (la[ea * 3 + k] >= 0 && la[ea * 3 + k] === lb[eb * 3 + k]) return la[ea * 3 + k];
  return -1;
}

/**
 * The link forms of a unit depend only on the unit and the places of the digit in it (the link holds no
 * digit), so each is built once and shared, read-only, by every later step and puzzle: entry u * 512 + places.
 */
const LINKS = new Array<readonly StrongLink[] | undefined>(27 * 512);

/**
 * The link forms of a unit whose places for the digit are m (bits 0..8; none when the unit is not a strong
 * link for it). Shared: never modify them.
 */
export function linksFor(u: number, m: number): readonly StrongLink[] {
  const key = u * 512 + m;
  let links = LINKS[key];
  if (!links) {
    links = rawLinksOf(u, m).map(prepare);
    LINKS[key] = links;
  }
  return links;
}

function rawLinksOf(u: number, m: number): StrongLink[] {
  const n = bitCount(m);
  if (n < 2) return [];
  const cells: number[] = [];
  for (let i = 0; i < 9; i++) if (m & (1 << i)) cells.push(cellAt(u, i));
  if (n === 2) return [{ unit: u, ends: [[cells[0]], [cells[1]]], cells, grouped: false }];
  if (u < 18) {
    if (n > 6) return [];
    for (let seg = 0; seg < 3; seg++) {
      const segMask = 7 << (3 * seg);
      if (m & segMask) continue;
      const blades: number[][] = [];
      for (let s = 0; s < 3; s++) if (s !== seg) blades.push(cells.filter((c) => (u < 9 ? COL_OF[c] : ROW_OF[c]) / 3 >= s && (u < 9 ? COL_OF[c] : ROW_OF[c]) / 3 < s + 1));
      if (blades[0].length > 0 && blades[1].length > 0) return [{ unit: u, ends: [blades[0], blades[1]], cells, grouped: true }];
      return [];
    }
    return [];
  }
  if (n > 5) return [];
  const b = u - 18;
  const r0 = ((b / 3) | 0) * 3;
  const c0 = (b % 3) * 3;
  for (let e = 0; e < 9; e++) {
    const hr = r0 + ((e / 3) | 0);
    const hc = c0 + (e % 3);
    if (cells.some((c) => ROW_OF[c] !== hr && COL_OF[c] !== hc)) continue;
    const heart = hr * 9 + hc;
    const rowArm = cells.filter((c) => ROW_OF[c] === hr && c !== heart);
    const colArm = cells.filter((c) => COL_OF[c] === hc && c !== heart);
    if (rowArm.length === 0 || colArm.length === 0) return [];
    const rowLine = [0, 1, 2].map((k) => hr * 9 + c0 + k);
    const colLine = [0, 1, 2].map((k) => (r0 + k) * 9 + hc);
    const heartCand = cells.includes(heart);
    const out: StrongLink[] = [];
    if (rowArm.length === 1 || colArm.length === 1) {
      // A one-cell arm against the heart's other line.
      if (rowArm.length === 1) out.push({ unit: u, ends: [rowArm, colLine], cells, grouped: true });
      if (colArm.length === 1) out.push({ unit: u, ends: [colArm, rowLine], cells, grouped: true });
    } else if (!heartCand) {
      out.push({ unit: u, ends: [rowArm, colArm], cells, grouped: true });
    } else {
      out.push({ unit: u, ends: [rowArm, colLine], cells, grouped: true });
      out.push({ unit: u, ends: [colArm, rowLine], cells, grouped: true });
    }
    return out;
  }
  return [];
}

/** The unit (column, then row, then box) holding every cell of both groups, or -1. */
export function sharedUnit(a: readonly number[], b: readonly number[]): number {
  const all = [...a, ...b];
  const c = COL_OF[all[0]];
  if (all.every((x) => COL_OF[x] === c)) return 9 + c;
  const r = ROW_OF[all[0]];
  if (all.every((x) => ROW_OF[x] === r)) return r;
  const bx = BOX_OF[all[0]];
  if (all.every((x) => BOX_OF[x] === bx)) return 18 + bx;
  return -1;
}

/** Cells that see every cell of the group (and are not in it). */
export function seesAll(cell: number, group: readonly number[]): boolean {
  for (const g of group) {
    if (g === cell) return false;
    if (ROW_OF[g] !== ROW_OF[cell] && COL_OF[g] !== COL_OF[cell] && BOX_OF[g] !== BOX_OF[cell]) return false;
  }
  return true;
}
