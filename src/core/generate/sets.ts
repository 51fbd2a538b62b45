import { BOX_OF, COL_OF, ROW_OF } from '../grid';

// Unavoidable sets of a solved grid, for the digs (easy.ts, classic.ts): a puzzle with no given in one of them has
// several solutions. The counts of givens per set follow the puzzle being dug (`countOut`), so that a removal is
// known to be refused (`takeOut`) and a given to be needed (`needed`) without a search.
//
// Two kinds, both read off the solution. (1) Two digits a and b: the 18 cells holding them, joined within each
// unit (its a-cell with its b-cell). Swapping a and b throughout a connected part keeps every unit a permutation,
// so each part is an unavoidable set. (2) Two rows of one band (or two columns of one stack): the columns where
// they hold the same set of digits, as the cycles of the permutation "the column of row 2 holding row 1's digit
// of column k". Swapping the two rows' cells over one cycle keeps both rows, every column and (the rows share
// their boxes) every box valid.

/** Sets per cell: 8 of kind (1) (its digit with each other one), 2 of kind (2) by rows and 2 by columns. */
const PER_CELL = 12;
/** For each cell, the sets it is in (indices into SET_GIVENS). */
const SETS_OF = new Int32Array(81 * PER_CELL);
/** Per set, how many givens of the dug puzzle are in it. At most 4 sets per digit pair and per line pair. */
const SET_GIVENS = new Int32Array(36 * 4 + 18 * 4);
const SET_SIZE = new Int32Array(SET_GIVENS.length);

const DSU = new Int32Array(9);
const ROOT_SET = new Int32Array(9);
/** Per digit and row, its cell; per digit and column, its row; per digit and box, its row. */
const CELL_AT = new Int32Array(10 * 9);
const COL_ROW = new Int32Array(10 * 9);
const BOX_ROW = new Int32Array(10 * 9);
const CYCLE = new Int32Array(10);

function root(x: number): number {
  while (DSU[x] !== x) x = DSU[x] = DSU[DSU[x]];
  return x;
}

/** Lists the unavoidable sets of `solution` for the cells (SETS_OF), each with all its cells given (SET_GIVENS). */
export function findUnavoidableSets(solution: Uint8Array): void {
  for (let c = 0; c < 81; c++) {
    const d = solution[c];
    const r = ROW_OF[c];
    CELL_AT[d * 9 + r] = c;
    COL_ROW[d * 9 + COL_OF[c]] = r;
    BOX_ROW[d * 9 + BOX_OF[c]] = r;
  }
  let sets = 0;
  for (let a = 1; a <= 9; a++) {
    for (let b = a + 1; b <= 9; b++) {
      // Each row's a-cell and b-cell are always together: the parts are sets of rows, joined by the columns and
      // boxes (the row of a's cell with the row of b's cell there).
      for (let i = 0; i < 9; i++) {
        DSU[i] = i;
        ROOT_SET[i] = -1;
      }
      for (let i = 0; i < 9; i++) {
        let x = root(COL_ROW[a * 9 + i]);
        let y = root(COL_ROW[b * 9 + i]);
        if (x !== y) DSU[x] = y;
        x = root(BOX_ROW[a * 9 + i]);
        y = root(BOX_ROW[b * 9 + i]);
        if (x !== y) DSU[x] = y;
      }
      for (let r = 0; r < 9; r++) {
        const top = root(r);
        let set = ROOT_SET[top];
        if (set < 0) {
          set = ROOT_SET[top] = sets++;
          SET_SIZE[set] = 0;
        }
        SET_SIZE[set] += 2;
        const ca = CELL_AT[a * 9 + r];
        const cb = CELL_AT[b * 9 + r];
        // Slot of the other digit among the cell's eight.
        SETS_OF[ca * PER_CELL + b - 2] = set;
        SETS_OF[cb * PER_CELL + a - 1] = set;
      }
    }
  }
  // Two rows (t 0) or two columns (t 1) of one band: cycles of the permutation of columns (rows). A line pairs
  // with the two others of its band: slots 8 and 9 for rows, 10 and 11 for columns.
  for (let t = 0; t < 2; t++) {
    for (let l1 = 0; l1 < 9; l1++) {
      for (let l2 = l1 + 1; l2 < l1 - (l1 % 3) + 3; l2++) {
        const step1 = t === 0 ? 1 : 9;
        const base1 = t === 0 ? l1 * 9 : l1;
        const base2 = t === 0 ? l2 * 9 : l2;
        for (let k = 0; k < 9; k++) CYCLE[solution[base2 + k * step1]] = k;
        // Slot of the partner line among the line's two in its band, in order.
        const s1 = 8 + 2 * t + (l2 % 3) - 1;
        const s2 = 8 + 2 * t + (l1 % 3);
        let done = 0;
        for (let k0 = 0; k0 < 9; k0++) {
          if (done & (1 << k0)) continue;
          const set = sets++;
          SET_SIZE[set] = 0;
          for (let k = k0; !(done & (1 << k)); k = CYCLE[solution[base1 + k * step1]]) {
            done |= 1 << k;
            SETS_OF[(base1 + k * step1) * PER_CELL + s1] = set;
            SETS_OF[(base2 + k * step1) * PER_CELL + s2] = set;
            SET_SIZE[set] += 2;
          }
        }
      }
    }
  }
  for (let s = 0; s < sets; s++) SET_GIVENS[s] = SET_SIZE[s];
}

/** True when the given at `cell` is the only given of some unavoidable set (the puzzle needs it). */
export function needed(cell: number): boolean {
  for (let k = cell * PER_CELL, end = k + PER_CELL; k < end; k++) if (SET_GIVENS[SETS_OF[k]] === 1) return true;
  return false;
}

/** Takes the given at `cell` out of its sets' counts (`by` -1) or puts it back (+1). */
export function countOut(cell: number, by: number): void {
  for (let k = cell * PER_CELL, end = k + PER_CELL; k < end; k++) SET_GIVENS[SETS_OF[k]] += by;
}

/**
 * `countOut(cell, -1)`, true when that leaves one of the cell's sets with no given: the puzzle then has several
 * solutions (classic.ts refuses such a removal without a search).
 */
export function takeOut(cell: number): boolean {
  let emptied = false;
  for (let k = cell * PER_CELL, end = k + PER_CELL; k < end; k++) if (--SET_GIVENS[SETS_OF[k]] === 0) emptied = true;
  return emptied;
}

/**
 * Marks in `necessary` (1) each given of `puzzle` that is the only given of one of `solution`'s unavoidable sets
 * listed above. Returns how many were marked. (The dig keeps the counts itself; this is for tests and checks.)
 */
export function necessaryBySets(puzzle: Uint8Array, solution: Uint8Array, necessary: Uint8Array): number {
  findUnavoidableSets(solution);
  for (let c = 0; c < 81; c++) if (puzzle[c] === 0) countOut(c, -1);
  let marked = 0;
  for (let c = 0; c < 81; c++) {
    if (puzzle[c] !== 0 && needed(c)) {
      necessary[c] = 1;
      marked++;
    }
  }
  return marked;
}
