/*
 * The WebAssembly killer search: the search of src/core/killer/search.ts, decision for decision, so that both give
 * the same count, first solution, placements and guesses on every killer. Same propagation (singles, hidden singles,
 * box-line, the groups' combinations, the loose groups' exact check or sum bounds), same dom/wdeg choice of cell with
 * the same weights and bumps, same two-way branching on the smallest candidate. Freestanding C (no libc, no
 * allocator), compiled by scripts/wasm.mjs with clang for wasm32. All state is static.
 *
 * src/core/wasm/killer.ts writes a compiled layout (src/core/killer/layout.ts) into the buffers whose addresses
 * `buffers` lists, calls `load_layout`, then `run` with the puzzle's cells in CELLS; the answer is in SOLUTION and
 * in the RUN record. With the signal flag set, `run` pauses (RUN.status 2) at the places search.ts reads its abort
 * signal, and `resume` goes on.
 *
 * Comments here say what each step does; search.ts says why and what was measured.
 */

typedef unsigned int u32;
typedef unsigned short u16;
typedef unsigned char u8;
typedef signed char i8;
typedef short i16;
typedef unsigned long long u64;

#define EXPORT(name) __attribute__((export_name(name)))

#define ALL 0x3feu
#define DEPTH 82
#define GROUP_BUMP 12.0
#define SIGNAL_EVERY 255u
#define LOOSE_MAX 4
#define DIFF_EXACT 3
#define QUEUE_SIZE (81 * 4)

/* Capacities of the layout buffers; killer.ts runs the JS search on a layout that does not fit. */
#define MAX_GROUPS 8192
#define MAX_GROUP_CELLS 65536
#define MAX_MATES (81 * 80)

#define MEMO_BITS 16
#define MEMO_WIDTH 10
#define MEMO_ENTRIES (1u << MEMO_BITS)
#define NO_SUM 0xffffu

/* ---- The layout, written by JavaScript (KillerLayout's arrays, same meaning). ---- */
static int L_MATE_START[82];
static u8 L_MATES[MAX_MATES];
static int L_GROUP_START[MAX_GROUPS + 1];
static u8 L_GROUP_CELLS[MAX_GROUP_CELLS];
static int L_GROUP_SUM[MAX_GROUPS];
static u8 L_GROUP_DISTINCT[MAX_GROUPS];
static u8 L_GROUP_NEG[MAX_GROUP_CELLS];
static int L_CELL_GROUP_START[82];
static int L_CELL_GROUPS[MAX_GROUP_CELLS];
static u32 GROUPS;
/* MEMBER[g * 81 + c]: cell c is in group g. */
static u8 MEMBER[MAX_GROUPS * 81];

static u8 CELLS[81];
static u8 SOLUTION[81];

/* Addresses and capacities for JavaScript: see `buffers`. */
static u32 BUFFERS[16];

/* One run's results (RUN), read by JavaScript at BUFFERS[11]. */
#include "run.h"

/* ---- Tables. ---- */
static u8 POP[1024], LOW[1024], HIGH[1024];
static u16 RANGE[256];
/* MIRROR[m]: bit 10 - d for each digit d of m. */
static u16 MIRROR[1024];
static u8 ROW9[81], COL9[81], BOX9[81];
static u8 UNITS[27 * 9];
static u16 COMBOS[512];
static int COMBO_START[10 * 46 + 1];

/* ---- Search state. ---- */
static u16 CAND[81 * DEPTH];
static u8 DONE[81 * DEPTH];
static u8 QUEUE[QUEUE_SIZE];
static u32 qHead, qTail;
static u8 BRANCH_CELL[DEPTH];
static u16 BRANCH_BIT[DEPTH];
static double WEIGHT[81];
static u8 DIRTY_GROUP[MAX_GROUPS];
static u8 DIRTY_UNIT[27];
static u8 OPEN[81];
static u16 SUPPORT[81];
static u16 FIT[10];
static u16 ROW_SEG[27], COL_SEG[27];
static u64 placements;
static int progress;

static u16 MEMO_KEY[MEMO_ENTRIES * MEMO_WIDTH];
static u16 MEMO_OUT[MEMO_ENTRIES * MEMO_WIDTH];
static u16 MEMO_REQ[MEMO_ENTRIES];
static u32 MEMO_RUN[MEMO_ENTRIES];
static u32 runId;

/* exactLooseGroup's enumeration. */
static u16 PICK[10], CLASH[10], EM[10], ESUP[10];
static u8 EO[10], EPOS[10];
static i16 SUF_LO[11], SUF_HI[11];
static i8 OPEN_SIGN[10], ES[10];
static int enumK;

/** Digit total of a mask. */
static u32 mask_sum(u32 m) {
  u32 s = 0;
  for (u32 d = 1; d <= 9; d++) if (m & (1u << d)) s += d;
  return s;
}

EXPORT("init") void init(void) {
  for (u32 m = 0; m < 1024; m++) {
    u32 n = 0;
    for (u32 d = 1; d <= 9; d++) {
      if (!(m & (1u << d))) continue;
      n++;
      if (LOW[m] == 0) LOW[m] = (u8)d;
      HIGH[m] = (u8)d;
    }
    POP[m] = (u8)n;
    for (u32 d = 1; d <= 9; d++) if (m & (1u << d)) MIRROR[m] |= (u16)(1u << (10 - d));
  }
  for (u32 lo = 1; lo <= 9; lo++)
    for (u32 hi = lo; hi <= 9; hi++)
      for (u32 d = lo; d <= hi; d++) RANGE[lo * 16 + hi] |= (u16)(1u << d);
  for (u32 c = 0; c < 81; c++) {
    ROW9[c] = (u8)(c / 9);
    COL9[c] = (u8)(9 + c % 9);
    BOX9[c] = (u8)(18 + (c / 27) * 3 + (c % 9) / 3);
  }
  for (u32 i = 0; i < 9; i++) {
    for (u32 j = 0; j < 9; j++) {
      UNITS[i * 9 + j] = (u8)(i * 9 + j);
      UNITS[(9 + i) * 9 + j] = (u8)(j * 9 + i);
      u32 br = (i / 3) * 3 + j / 3, bc = (i % 3) * 3 + j % 3;
      UNITS[(18 + i) * 9 + j] = (u8)(br * 9 + bc);
    }
  }
  /* Every set of distinct digits, grouped by (size, sum), ascending within a group (as combos.ts). */
  int count[10 * 46];
  for (u32 k = 0; k < 10 * 46; k++) count[k] = 0;
  for (u32 s = 0; s < 512; s++) count[POP[s << 1] * 46 + mask_sum(s << 1)]++;
  COMBO_START[0] = 0;
  for (u32 k = 0; k < 10 * 46; k++) COMBO_START[k + 1] = COMBO_START[k] + count[k];
  for (u32 k = 0; k < 10 * 46; k++) count[k] = COMBO_START[k];
  for (u32 s = 0; s < 512; s++) COMBOS[count[POP[s << 1] * 46 + mask_sum(s << 1)]++] = (u16)(s << 1);
  BUFFERS[0] = (u32)L_MATE_START;
  BUFFERS[1] = (u32)L_MATES;
  BUFFERS[2] = (u32)L_GROUP_START;
  BUFFERS[3] = (u32)L_GROUP_CELLS;
  BUFFERS[4] = (u32)L_GROUP_SUM;
  BUFFERS[5] = (u32)L_GROUP_DISTINCT;
  BUFFERS[6] = (u32)L_GROUP_NEG;
  BUFFERS[7] = (u32)L_CELL_GROUP_START;
  BUFFERS[8] = (u32)L_CELL_GROUPS;
  BUFFERS[9] = (u32)CELLS;
  BUFFERS[10] = (u32)SOLUTION;
  BUFFERS[11] = (u32)&RUN;
  BUFFERS[12] = MAX_GROUPS;
  BUFFERS[13] = MAX_GROUP_CELLS;
  BUFFERS[14] = MAX_MATES;
}

/** Buffer addresses: mate start, mates, group start, group cells, sum, distinct, neg, cell group start, cell groups, cells, solution, run; then the capacities (groups, group cells, mates). */
EXPORT("buffers") u32 *buffers(void) { return BUFFERS; }

/** Takes the layout JavaScript wrote (`groups` groups): builds the membership table and starts a new memo run. */
EXPORT("load_layout") void load_layout(u32 groups) {
  /* JavaScript checks the capacities before writing; a layout too big is never loaded. */
  if (groups > MAX_GROUPS) groups = 0;
  GROUPS = groups;
  for (u32 i = 0; i < groups * 81; i++) MEMBER[i] = 0;
  for (u32 g = 0; g < groups; g++) {
    for (int i = L_GROUP_START[g]; i < L_GROUP_START[g + 1]; i++) MEMBER[g * 81 + L_GROUP_CELLS[i]] = 1;
  }
}

/* ---- Propagation. ---- */

/** Marks the groups and units of a cell whose candidates changed. */
static inline void touch(u32 c) {
  for (int i = L_CELL_GROUP_START[c], e = L_CELL_GROUP_START[c + 1]; i < e; i++) DIRTY_GROUP[L_CELL_GROUPS[i]] = 1;
  DIRTY_UNIT[ROW9[c]] = 1;
  DIRTY_UNIT[COL9[c]] = 1;
  DIRTY_UNIT[BOX9[c]] = 1;
}

static inline void push(u32 cell) {
  if (qTail == QUEUE_SIZE) {
    qTail = 0;
    qHead = 0;
  }
  QUEUE[qTail++] = (u8)cell;
}

/** Removes the digits `m` from cell `p` of level `o`; 0 when that leaves it empty. */
static inline int remove_digits(u32 o, u32 p, u32 m) {
  u32 x = CAND[o + p];
  if (!(x & m)) return 1;
  u32 y = x & ~m;
  if (y == 0) {
    WEIGHT[p] += 1;
    return 0;
  }
  CAND[o + p] = (u16)y;
  progress = 1;
  touch(p);
  if (POP[y] == 1) push(p);
  return 1;
}

/** Places the queued singles: each digit leaves the cell's mates. */
static int drain(u32 o) {
  while (qHead < qTail) {
    u32 c = QUEUE[qHead++];
    if (DONE[o + c]) continue;
    DONE[o + c] = 1;
    placements++;
    u32 m = CAND[o + c];
    for (int i = L_MATE_START[c], e = L_MATE_START[c + 1]; i < e; i++) {
      if (!remove_digits(o, L_MATES[i], m)) return 0;
    }
  }
  qHead = 0;
  qTail = 0;
  return 1;
}

static void failed_unit(u32 u) {
  for (u32 j = 0; j < 9; j++) WEIGHT[UNITS[u * 9 + j]] += 1;
}

/** Hidden singles in the dirty units; 0 when a unit has lost a digit. */
static int hidden_singles(u32 o) {
  for (u32 u = 0; u < 27; u++) {
    if (DIRTY_UNIT[u] == 0) continue;
    DIRTY_UNIT[u] = 0;
    u32 once = 0, twice = 0;
    const u8 *unit = UNITS + u * 9;
    for (u32 j = 0; j < 9; j++) {
      u32 m = CAND[o + unit[j]];
      twice |= once & m;
      once |= m;
    }
    if (once != ALL) {
      failed_unit(u);
      return 0;
    }
    u32 unique = once & ~twice;
    if (unique == 0) continue;
    for (u32 j = 0; j < 9; j++) {
      u32 c = unit[j];
      u32 m = CAND[o + c];
      u32 h = m & unique;
      if (h == 0 || POP[m] == 1) continue;
      if (POP[h] > 1) {
        failed_unit(u);
        return 0;
      }
      CAND[o + c] = (u16)h;
      progress = 1;
      touch(c);
      push(c);
    }
  }
  return 1;
}

/** Segment k of line `line` (rows or columns by SEG, along/across): pointing and claiming; 0 on a contradiction. */
static int segment_lock(u32 o, const u16 *SEG, u32 line, u32 k, u32 along, u32 across) {
  u32 band = (line / 3) * 3;
  u32 seg = SEG[line * 3 + k];
  u32 in_line = SEG[line * 3 + (k + 1) % 3] | SEG[line * 3 + (k + 2) % 3];
  u32 in_box = 0;
  for (u32 i = band; i < band + 3; i++) if (i != line) in_box |= SEG[i * 3 + k];
  u32 m = seg & ~in_box & in_line;
  if (m != 0) {
    for (u32 j = 0; j < 9; j++) {
      if (j / 3 == k) continue;
      if (!remove_digits(o, line * along + j * across, m)) return 0;
    }
  }
  m = seg & ~in_line & in_box;
  if (m != 0) {
    for (u32 i = band; i < band + 3; i++) {
      if (i == line) continue;
      for (u32 j = k * 3; j < k * 3 + 3; j++) if (!remove_digits(o, i * along + j * across, m)) return 0;
    }
  }
  return 1;
}

/** Box-line interactions; 0 on a contradiction. */
static int box_line(u32 o) {
  for (u32 r = 0; r < 9; r++) {
    for (u32 k = 0; k < 3; k++) {
      u32 b = o + r * 9 + k * 3;
      ROW_SEG[r * 3 + k] = CAND[b] | CAND[b + 1] | CAND[b + 2];
      u32 cb = o + k * 27 + r;
      COL_SEG[r * 3 + k] = CAND[cb] | CAND[cb + 9] | CAND[cb + 18];
    }
  }
  for (u32 line = 0; line < 9; line++) {
    for (u32 k = 0; k < 3; k++) {
      if (!segment_lock(o, ROW_SEG, line, k, 9, 1) || !segment_lock(o, COL_SEG, line, k, 1, 9)) return 0;
    }
  }
  return 1;
}

/** FIT: the open cells' candidates within `set`, narrowed by singles (and pairs with four or more); 0 when that fails. */
static int narrow(u32 o, u32 k, u32 set) {
  for (u32 i = 0; i < k; i++) {
    u32 m = CAND[o + OPEN[i]] & set;
    if (m == 0) return 0;
    FIT[i] = (u16)m;
  }
  u32 fixed = 0;
  for (;;) {
    int changed = 0;
    u32 single = 0;
    for (u32 i = 0; i < k; i++) {
      u32 m = FIT[i];
      if (POP[m] != 1 || (m & fixed)) continue;
      if (single & m) return 0;
      single |= m;
    }
    if (single != 0) {
      fixed |= single;
      for (u32 i = 0; i < k; i++) {
        u32 m = FIT[i];
        if (POP[m] == 1) continue;
        u32 y = m & ~single;
        if (y == m) continue;
        if (y == 0) return 0;
        FIT[i] = (u16)y;
        changed = 1;
      }
    }
    u32 once = 0, twice = 0;
    for (u32 i = 0; i < k; i++) {
      u32 m = FIT[i];
      twice |= once & m;
      once |= m;
    }
    if (once != set) return 0;
    u32 unique = once & ~twice & ~fixed;
    if (unique != 0) {
      for (u32 i = 0; i < k; i++) {
        u32 m = FIT[i];
        u32 h = m & unique;
        if (h == 0 || m == h) continue;
        if (POP[h] > 1) return 0;
        FIT[i] = (u16)h;
        changed = 1;
      }
    }
    if (changed) continue;
    if (k < 4) return 1;
    for (u32 i = 0; i < k; i++) {
      u32 m = FIT[i];
      if (POP[m] != 2) continue;
      for (u32 j = i + 1; j < k; j++) {
        if (FIT[j] != m) continue;
        for (u32 x = 0; x < k; x++) {
          if (x == i || x == j) continue;
          u32 y = FIT[x] & ~m;
          if (y == FIT[x]) continue;
          if (y == 0) return 0;
          FIT[x] = (u16)y;
          changed = 1;
        }
      }
    }
    if (!changed) return 1;
  }
}

/** Per open cell (OPEN[0..k-1]) the digits some combination leaves it (SUPPORT); the digits every one uses, or NO_SUM. */
static u32 combo_support(u32 o, u32 k, int rem, u32 placed) {
  u32 open = 0;
  for (u32 i = 0; i < k; i++) {
    open |= CAND[o + OPEN[i]];
    SUPPORT[i] = 0;
  }
  u32 allowed = 0, required = ALL;
  int j = 0, je = 0;
  if (k >= 1 && k <= 9 && rem >= 0 && rem <= 45) {
    j = COMBO_START[k * 46 + rem];
    je = COMBO_START[k * 46 + rem + 1];
  }
  for (; j < je; j++) {
    u32 set = COMBOS[j];
    if ((set & placed) || (set & ~open)) continue;
    /* Narrowing could add nothing: the set is allowed already, holds every digit required so far, and every cell's
       support already holds all its candidates within the set (narrowing only keeps fewer). */
    if ((set & ~allowed) == 0 && (required & ~set) == 0) {
      u32 short_of = 0;
      for (u32 i = 0; i < k; i++) short_of |= CAND[o + OPEN[i]] & set & ~(u32)SUPPORT[i];
      if (short_of == 0) continue;
    }
    if (!narrow(o, k, set)) continue;
    allowed |= set;
    required &= set;
    for (u32 i = 0; i < k; i++) SUPPORT[i] |= FIT[i];
  }
  if (allowed == 0) return NO_SUM;
  return required;
}

static int clear_pair(u32 o, u32 u, u32 bit, u32 a, u32 b) {
  for (u32 j = 0; j < 9; j++) {
    u32 c = UNITS[u * 9 + j];
    if (c == a || c == b || !(CAND[o + c] & bit)) continue;
    if (!remove_digits(o, c, bit)) return 0;
  }
  return 1;
}

/** Removes `bit` from the cells of unit `u` outside group `g`. */
static int clear_unit(u32 o, u32 u, u32 bit, u32 g) {
  const u8 *row = MEMBER + g * 81;
  for (u32 j = 0; j < 9; j++) {
    u32 c = UNITS[u * 9 + j];
    if (!(CAND[o + c] & bit) || row[c]) continue;
    if (!remove_digits(o, c, bit)) return 0;
  }
  return 1;
}

/** distinctGroup for one or two open cells. */
static int small_group(u32 o, u32 k, int rem, u32 placed) {
  u32 a = OPEN[0];
  u32 ma = CAND[o + a] & ~placed;
  if (k == 1) {
    if (rem < 1 || rem > 9 || !(ma & (1u << rem))) return 0;
    if (CAND[o + a] != (1u << rem)) {
      CAND[o + a] = (u16)(1u << rem);
      progress = 1;
      touch(a);
      push(a);
    }
    return 1;
  }
  u32 b = OPEN[1];
  u32 mb = CAND[o + b] & ~placed;
  u32 sa = 0, sb = 0, required = ALL;
  for (u32 r = ma; r != 0; r &= r - 1) {
    u32 bit = r & (0u - r);
    int other = rem - (int)LOW[bit];
    if (other >= 1 && other <= 9 && other != (int)LOW[bit] && (mb & (1u << other))) {
      sa |= bit;
      sb |= 1u << other;
      required &= bit | (1u << other);
    }
  }
  if (sa == 0) return 0;
  if ((CAND[o + a] & ~sa) && !remove_digits(o, a, CAND[o + a] & ~sa)) return 0;
  if ((CAND[o + b] & ~sb) && !remove_digits(o, b, CAND[o + b] & ~sb)) return 0;
  for (u32 r = required; r != 0; r &= r - 1) {
    u32 bit = r & (0u - r);
    if (ROW9[a] == ROW9[b] && !clear_pair(o, ROW9[a], bit, a, b)) return 0;
    if (COL9[a] == COL9[b] && !clear_pair(o, COL9[a], bit, a, b)) return 0;
    if (BOX9[a] == BOX9[b] && !clear_pair(o, BOX9[a], bit, a, b)) return 0;
  }
  return 1;
}

/** The memo slot of group g in its cells' current candidates. */
static inline u32 memo_slot(u32 o, u32 g, int s, int e) {
  u32 h = (g + 1) * 0x9e3779b1u;
  for (int i = s; i < e; i++) h = (h ^ CAND[o + L_GROUP_CELLS[i]]) * 0x01000193u;
  return (h >> (32 - MEMO_BITS)) * MEMO_WIDTH;
}

static inline int memo_hit(u32 o, u32 g, int s, int e, u32 slot) {
  if (MEMO_RUN[slot / MEMO_WIDTH] != runId || MEMO_KEY[slot] != (u16)(g + 1)) return 0;
  for (int i = s; i < e; i++) if (MEMO_KEY[slot + 1 + i - s] != CAND[o + L_GROUP_CELLS[i]]) return 0;
  return 1;
}

static inline void memo_key(u32 o, u32 g, int s, int e, u32 slot) {
  MEMO_RUN[slot / MEMO_WIDTH] = runId;
  MEMO_KEY[slot] = (u16)(g + 1);
  for (int i = s; i < e; i++) MEMO_KEY[slot + 1 + i - s] = CAND[o + L_GROUP_CELLS[i]];
}

/** A group whose cells all differ: keep the digits of its combinations that still fit. */
static int distinct_group(u32 o, u32 g) {
  int s = L_GROUP_START[g], e = L_GROUP_START[g + 1];
  if (e - s > 9) return 0;
  u32 placed = 0, decided = 0;
  int placed_sum = 0;
  for (int i = s; i < e; i++) {
    u32 m = CAND[o + L_GROUP_CELLS[i]];
    if (POP[m] == 1) {
      placed |= m;
      decided++;
      placed_sum += LOW[m];
    }
  }
  if (POP[placed] != decided) return 0;
  int rem = L_GROUP_SUM[g] - placed_sum;
  if ((int)decided == e - s) return rem == 0;
  u32 k = 0;
  for (int i = s; i < e; i++) {
    u32 c = L_GROUP_CELLS[i];
    if (POP[CAND[o + c]] > 1) OPEN[k++] = (u8)c;
  }
  if (k <= 2) return small_group(o, k, rem, placed);
  for (u32 i = 1; i < k; i++) {
    u32 c = OPEN[i];
    u32 p = POP[CAND[o + c]];
    u32 j = i;
    for (; j > 0 && POP[CAND[o + OPEN[j - 1]]] > p; j--) OPEN[j] = OPEN[j - 1];
    OPEN[j] = (u8)c;
  }
  u32 slot = memo_slot(o, g, s, e);
  u32 entry = slot / MEMO_WIDTH;
  u32 required;
  if (memo_hit(o, g, s, e, slot)) {
    required = MEMO_REQ[entry];
    if (required == NO_SUM) return 0;
    for (u32 i = 0; i < k; i++) SUPPORT[i] = MEMO_OUT[slot + i];
  } else {
    required = combo_support(o, k, rem, placed);
    memo_key(o, g, s, e, slot);
    MEMO_REQ[entry] = (u16)required;
    if (required == NO_SUM) return 0;
    for (u32 i = 0; i < k; i++) MEMO_OUT[slot + i] = SUPPORT[i];
  }
  for (u32 i = 0; i < k; i++) {
    u32 c = OPEN[i];
    u32 m = CAND[o + c];
    if ((m & ~(u32)SUPPORT[i]) != 0 && !remove_digits(o, c, m & ~(u32)SUPPORT[i])) return 0;
  }
  for (u32 r = required; r != 0; r &= r - 1) {
    u32 bit = r & (0u - r);
    u32 n = 0, last = 0;
    int row = -1, col = -1, box = -1;
    for (int i = s; i < e; i++) {
      u32 c = L_GROUP_CELLS[i];
      if (!(CAND[o + c] & bit)) continue;
      if (n == 0) {
        row = ROW9[c];
        col = COL9[c];
        box = BOX9[c];
      } else {
        if (row != ROW9[c]) row = -1;
        if (col != COL9[c]) col = -1;
        if (box != BOX9[c]) box = -1;
      }
      n++;
      last = c;
    }
    if (n == 0) return 0;
    if (n == 1) {
      if (CAND[o + last] != bit) {
        CAND[o + last] = (u16)bit;
        progress = 1;
        touch(last);
        push(last);
      }
      continue;
    }
    if (row >= 0 && !clear_unit(o, (u32)row, bit, g)) return 0;
    if (col >= 0 && !clear_unit(o, (u32)col, bit, g)) return 0;
    if (box >= 0 && !clear_unit(o, (u32)box, bit, g)) return 0;
  }
  return 1;
}

/** The digits d + t for the digits d of x (bits 1..9 kept). */
static inline u32 shift(u32 x, int t) {
  if (t >= 9 || t <= -9) return 0;
  return (t >= 0 ? x << t : x >> -t) & ALL;
}

/** The digits t - d for the digits d of x (bits 1..9 kept): x mirrored (d -> 10 - d), then shifted by t - 10. */
static inline u32 mirror(u32 x, int t) { return shift(MIRROR[x], t - 10); }

/** Enumerates the digits of EO[i..enumK-1] adding up to `rem` (cells sharing a unit differ); ORs hits into ESUP. */
static int enumerate(int i, int rem) {
  u32 m = EM[i];
  for (u32 j = 0, cl = CLASH[i]; cl != 0; j++, cl >>= 1) if (cl & 1) m &= ~(u32)PICK[j];
  int sign = ES[i];
  if (i == enumK - 1) {
    int d = sign * rem;
    if (d < 1 || d > 9 || !(m & (1u << d))) return 0;
    PICK[i] = (u16)(1u << d);
    for (int j = 0; j < enumK; j++) ESUP[j] |= PICK[j];
    return 1;
  }
  if (i == enumK - 2) {
    int last = i + 1;
    int last_sign = ES[last];
    u32 lm = EM[last];
    u32 cl = CLASH[last];
    u32 x = cl;
    for (int j = 0; j < i; j++, x >>= 1) if (x & 1) lm &= ~(u32)PICK[j];
    u32 with_this = (cl >> i) & 1;
    /* Which of this cell's digits b leave the last cell a digit d of lm, all at once: d = R - q * b, with R = lastSign *
       rem and q = lastSign * sign. q = 1: b = R - d, the digits of lm mirrored about R / 2; q = -1: b = d - R, lm
       shifted down by R. A clash between the two cells rules out d = b (b = R / 2 for q = 1, every b when R = 0 for
       q = -1). The loop this replaces tried each b in turn; the digits found are the same. */
    int R = last_sign * rem;
    u32 this_sup, last_sup;
    if (last_sign * sign > 0) {
      this_sup = m & mirror(lm, R);
      if (with_this && (R & 1) == 0 && R >= 2 && R <= 18) this_sup &= ~(1u << (R / 2));
      last_sup = mirror(this_sup, R);
    } else {
      this_sup = (with_this && R == 0) ? 0 : m & shift(lm, -R);
      last_sup = shift(this_sup, R);
    }
    if (this_sup == 0) return 0;
    for (int j = 0; j < i; j++) ESUP[j] |= PICK[j];
    ESUP[i] |= (u16)this_sup;
    ESUP[last] |= (u16)last_sup;
    return 1;
  }
  int any = 0;
  int lo = SUF_LO[i + 1], hi = SUF_HI[i + 1];
  for (u32 r = m; r != 0; r &= r - 1) {
    u32 b = r & (0u - r);
    int left = rem - sign * (int)LOW[b];
    if (left < lo || left > hi) continue;
    PICK[i] = (u16)b;
    if (enumerate(i + 1, left)) any = 1;
  }
  return any;
}

/** A group whose cells may repeat a digit: each cell within what the sum leaves after the others' extremes. */
static int bound_group(u32 o, u32 g) {
  int s = L_GROUP_START[g], e = L_GROUP_START[g + 1];
  int sum = L_GROUP_SUM[g];
  int lo = 0, hi = 0;
  for (int i = s; i < e; i++) {
    u32 m = CAND[o + L_GROUP_CELLS[i]];
    if (L_GROUP_NEG[i]) {
      lo -= HIGH[m];
      hi -= LOW[m];
    } else {
      lo += LOW[m];
      hi += HIGH[m];
    }
  }
  if (sum < lo || sum > hi) return 0;
  if (sum - lo >= 8 && hi - sum >= 8) return 1;
  for (int i = s; i < e; i++) {
    u32 c = L_GROUP_CELLS[i];
    u32 m = CAND[o + c];
    if (POP[m] == 1) continue;
    int neg = L_GROUP_NEG[i] == 1;
    int other_lo = neg ? lo + HIGH[m] : lo - LOW[m];
    int other_hi = neg ? hi + LOW[m] : hi - HIGH[m];
    int a = neg ? other_lo - sum : sum - other_hi;
    int b = neg ? other_hi - sum : sum - other_lo;
    if (a < 1) a = 1;
    if (b > 9) b = 9;
    u32 keep = a <= b ? RANGE[a * 16 + b] : 0;
    if ((m & ~keep) == 0) continue;
    if (!remove_digits(o, c, ~keep & ALL)) return 0;
    u32 x = CAND[o + c];
    if (neg) {
      lo += HIGH[m] - HIGH[x];
      hi += LOW[m] - LOW[x];
    } else {
      lo += LOW[x] - LOW[m];
      hi += HIGH[x] - HIGH[m];
    }
  }
  return 1;
}

/** A group whose cells may repeat a digit, with few open cells: exact, memoised; else its bounds. */
static int exact_loose_group(u32 o, u32 g) {
  int s = L_GROUP_START[g], e = L_GROUP_START[g + 1];
  int rem = L_GROUP_SUM[g];
  u32 k = 0;
  for (int i = s; i < e; i++) {
    u32 c = L_GROUP_CELLS[i];
    u32 m = CAND[o + c];
    int sign = L_GROUP_NEG[i] ? -1 : 1;
    if (POP[m] == 1) rem -= sign * (int)LOW[m];
    else {
      OPEN_SIGN[k] = (i8)sign;
      OPEN[k++] = (u8)c;
    }
  }
  if (k > (u32)(L_GROUP_NEG[e - 1] ? DIFF_EXACT : LOOSE_MAX)) return bound_group(o, g);
  if (k == 0) return rem == 0;
  u32 slot = memo_slot(o, g, s, e);
  u32 entry = slot / MEMO_WIDTH;
  if (memo_hit(o, g, s, e, slot)) {
    if (MEMO_REQ[entry] == NO_SUM) return 0;
    for (u32 i = 0; i < k; i++) SUPPORT[i] = MEMO_OUT[slot + i];
  } else {
    for (u32 i = 0; i < k; i++) {
      u32 p = POP[CAND[o + OPEN[i]]];
      u32 j = i;
      for (; j > 0 && POP[CAND[o + EO[j - 1]]] > p; j--) {
        EO[j] = EO[j - 1];
        EPOS[j] = EPOS[j - 1];
      }
      EO[j] = OPEN[i];
      EPOS[j] = (u8)i;
    }
    for (u32 i = 0; i < k; i++) ES[i] = OPEN_SIGN[EPOS[i]];
    for (u32 i = 0; i < k; i++) {
      u32 c = EO[i];
      u32 cl = 0;
      for (u32 j = 0; j < i; j++) {
        u32 d = EO[j];
        if (ROW9[c] == ROW9[d] || COL9[c] == COL9[d] || BOX9[c] == BOX9[d]) cl |= 1u << j;
      }
      CLASH[i] = (u16)cl;
      ESUP[i] = 0;
    }
    enumK = (int)k;
    SUF_LO[k] = 0;
    SUF_HI[k] = 0;
    for (int i = (int)k - 1; i >= 0; i--) {
      u32 x = CAND[o + EO[i]];
      EM[i] = (u16)x;
      SUF_LO[i] = (i16)(SUF_LO[i + 1] + (ES[i] > 0 ? (int)LOW[x] : -(int)HIGH[x]));
      SUF_HI[i] = (i16)(SUF_HI[i + 1] + (ES[i] > 0 ? (int)HIGH[x] : -(int)LOW[x]));
    }
    int ok = rem >= SUF_LO[0] && rem <= SUF_HI[0] && enumerate(0, rem);
    for (u32 i = 0; i < k; i++) SUPPORT[EPOS[i]] = ESUP[i];
    memo_key(o, g, s, e, slot);
    MEMO_REQ[entry] = ok ? 0 : NO_SUM;
    if (!ok) return 0;
    for (u32 i = 0; i < k; i++) MEMO_OUT[slot + i] = SUPPORT[i];
  }
  for (u32 i = 0; i < k; i++) {
    u32 c = OPEN[i];
    u32 m = CAND[o + c];
    if ((m & ~(u32)SUPPORT[i]) != 0 && !remove_digits(o, c, m & ~(u32)SUPPORT[i])) return 0;
  }
  return 1;
}

/** Propagates level `o` to a fixed point; 0 on a contradiction. */
static int propagate(u32 o) {
  const u32 n = GROUPS;
  for (;;) {
    if (!drain(o)) return 0;
    progress = 0;
    if (!hidden_singles(o)) return 0;
    if (progress) continue;
    for (u32 g = 0; g < n; g++) {
      if (DIRTY_GROUP[g] == 0) continue;
      if (!(L_GROUP_DISTINCT[g] ? distinct_group(o, g) : exact_loose_group(o, g))) {
        int gs = L_GROUP_START[g], ge = L_GROUP_START[g + 1];
        double w = GROUP_BUMP / (double)(ge - gs);
        for (int i = gs; i < ge; i++) WEIGHT[L_GROUP_CELLS[i]] += w;
        return 0;
      }
      DIRTY_GROUP[g] = 0;
      if (qTail > qHead && !drain(o)) return 0;
    }
    if (progress) continue;
    if (!box_line(o)) return 0;
    if (!progress) return 1;
  }
}

/** The open cell with the fewest candidates per unit of weight (the first of equals), or -1. */
static int choose_weighted(u32 o) {
  int best = -1;
  double score = __builtin_inf();
  for (u32 c = 0; c < 81; c++) {
    u32 p = POP[CAND[o + c]];
    if (p < 2) continue;
    double x = (double)p / WEIGHT[c];
    if (x < score || best < 0) {
      score = x;
      best = (int)c;
    }
  }
  return best;
}

static void clear_dirty(void) {
  qHead = 0;
  qTail = 0;
  for (u32 g = 0; g < GROUPS; g++) DIRTY_GROUP[g] = 0;
  for (u32 u = 0; u < 27; u++) DIRTY_UNIT[u] = 0;
}

/* ---- The search, resumable at the places search.ts reads its signal. ---- */

static double s_limit, s_budget;
static u64 s_guesses;
static double s_count;
static u32 s_level;
static int s_ok, s_signal;
/* What a paused run does first on resume: 1 propagate the level below a left branch, 2 the right branch. */
static int s_pending;

/** Runs until the search decides, stops on the budget, or pauses (status 2) to let the caller read its signal. */
static void search(void) {
  u64 guesses = s_guesses;
  double count = s_count;
  u32 level = s_level;
  int ok = s_ok;
  const double limit = s_limit, budget = s_budget;
  if (s_pending == 1) {
    s_pending = 0;
    ok = propagate(level * 81);
  } else if (s_pending == 2) {
    s_pending = 0;
    ok = remove_digits(level * 81, BRANCH_CELL[level], BRANCH_BIT[level]) && propagate(level * 81);
  }
  for (;;) {
    if ((double)placements > budget) {
      RUN.status = 1;
      break;
    }
    if (ok) {
      u32 o = level * 81;
      int best = choose_weighted(o);
      if (best < 0) {
        if (count == 0) for (u32 c = 0; c < 81; c++) SOLUTION[c] = LOW[CAND[o + c]];
        if (++count >= limit) break;
      } else {
        u32 m = CAND[o + best];
        u32 bit = m & (0u - m);
        BRANCH_CELL[level] = (u8)best;
        BRANCH_BIT[level] = (u16)bit;
        u32 to = o + 81;
        for (u32 c = 0; c < 81; c++) {
          CAND[to + c] = CAND[o + c];
          DONE[to + c] = DONE[o + c];
        }
        CAND[to + best] = (u16)bit;
        level++;
        clear_dirty();
        touch((u32)best);
        push((u32)best);
        guesses++;
        if ((guesses & SIGNAL_EVERY) == 0 && s_signal) {
          s_pending = 1;
          RUN.status = 2;
          break;
        }
        ok = propagate(to);
        continue;
      }
    }
    if (level == 0) break;
    level--;
    clear_dirty();
    guesses++;
    if ((guesses & SIGNAL_EVERY) == 0 && s_signal) {
      s_pending = 2;
      RUN.status = 2;
      break;
    }
    ok = remove_digits(level * 81, BRANCH_CELL[level], BRANCH_BIT[level]) && propagate(level * 81);
  }
  s_guesses = guesses;
  s_count = count;
  s_level = level;
  s_ok = ok;
  RUN.count = count;
  RUN.placements = (double)placements;
  RUN.guesses = (double)guesses;
}

/**
 * Searches CELLS (digits 0..9, givens checked for repeats) under the loaded layout for up to `limit` solutions, the
 * first into SOLUTION. `signal` nonzero: pause at every 256th guess (RUN.status 2) for resume().
 */
EXPORT("run") void run(double limit, double budget, int signal) {
  RUN.status = 0;
  RUN.count = 0;
  RUN.placements = 0;
  RUN.guesses = 0;
  if (!(limit > 0)) return;
  s_limit = limit;
  s_budget = budget;
  s_signal = signal;
  s_pending = 0;
  s_guesses = 0;
  s_count = 0;
  s_level = 0;
  for (u32 g = 0; g < GROUPS; g++) DIRTY_GROUP[g] = 1;
  for (u32 u = 0; u < 27; u++) DIRTY_UNIT[u] = 1;
  placements = 0;
  runId++;
  if (runId == 0) {
    for (u32 i = 0; i < MEMO_ENTRIES; i++) MEMO_RUN[i] = 0;
    runId = 1;
  }
  qHead = 0;
  qTail = 0;
  for (u32 c = 0; c < 81; c++) {
    CAND[c] = (u16)(CELLS[c] == 0 ? ALL : 1u << CELLS[c]);
    DONE[c] = 0;
    if (CELLS[c] != 0) push(c);
  }
  for (u32 c = 0; c < 81; c++) {
    int n = L_CELL_GROUP_START[c + 1] - L_CELL_GROUP_START[c];
    WEIGHT[c] = (double)(n * n);
  }
  s_ok = propagate(0);
  search();
}

/** Continues a paused search. */
EXPORT("resume") void resume(void) {
  RUN.status = 0;
  search();
}
