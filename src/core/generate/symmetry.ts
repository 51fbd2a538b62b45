// The symmetries a generated puzzle's givens can keep: each splits the 81 cells into orbits that are removed together.

/** `rotational`: 180° about the centre; `mirror`: left to right; `diagonal`: across the main diagonal. */
export type Symmetry = 'none' | 'rotational' | 'mirror' | 'diagonal';

export const SYMMETRIES: readonly Symmetry[] = ['none', 'rotational', 'mirror', 'diagonal'];

function image(symmetry: Symmetry, cell: number): number {
  const r = (cell / 9) | 0;
  const c = cell % 9;
  switch (symmetry) {
    case 'none':
      return cell;
    case 'rotational':
      return 80 - cell;
    case 'mirror':
      return r * 9 + (8 - c);
    case 'diagonal':
      return c * 9 + r;
  }
}

const ORBITS = new Map<Symmetry, readonly (readonly number[])[]>();

/** The orbits of `symmetry`: lists of one or two cells, each cell in exactly one, ordered by their first cell. */
export function orbits(symmetry: Symmetry): number[][] {
  return orbitList(symmetry).map((o) => [...o]);
}

/** The same orbits, made once per symmetry and shared: not to be changed. */
export function orbitList(symmetry: Symmetry): readonly (readonly number[])[] {
  let list = ORBITS.get(symmetry);
  if (list === undefined) ORBITS.set(symmetry, (list = makeOrbits(symmetry)));
  return list;
}

const FLAT_ORBITS = new Map<Symmetry, Uint8Array>();

/**
 * The same orbits as the WebAssembly digs take them (wasm/engine.c's EASY_ORBITS): two cells each, the second 255
 * for a one-cell orbit. Made once per symmetry and shared: not to be changed.
 */
export function flatOrbits(symmetry: Symmetry): Uint8Array {
  let flat = FLAT_ORBITS.get(symmetry);
  if (flat === undefined) {
    const list = orbitList(symmetry);
    flat = new Uint8Array(2 * list.length);
    list.forEach((orbit, k) => {
      flat![2 * k] = orbit[0];
      flat![2 * k + 1] = orbit.length > 1 ? orbit[1] : 255;
    });
    FLAT_ORBITS.set(symmetry, flat);
  }
  return flat;
}

function makeOrbits(symmetry: Symmetry): number[][] {
  const out: number[][] = [];
  for (let cell = 0; cell < 81; cell++) {
    const other = image(symmetry, cell);
    if (other < cell) continue;
    out.push(other === cell ? [cell] : [cell, other]);
  }
  return out;
}

/** True when the givens of `cells` are the same under `symmetry` (a given's image is a given). */
export function hasSymmetry(cells: ArrayLike<number>, symmetry: Symmetry): boolean {
  for (let cell = 0; cell < 81; cell++) if ((cells[cell] !== 0) !== (cells[image(symmetry, cell)] !== 0)) return false;
  return true;
}
