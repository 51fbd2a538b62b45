/*
 * The WebAssembly engine: the same search as src/core/fast.ts, step for step, so that both engines give the
 * same first solution, count, placements and guesses on every puzzle. Freestanding C (no libc), compiled by
 * scripts/wasm.mjs with clang for wasm32. All state lives in static memory; JavaScript passes puzzles in and
 * reads answers out through the buffers whose addresses the exported functions return.
 *
 * Layout (see fast.ts): band b holds rows 3b..3b+2; grid cell g is bit g - 27b of its band. F[d * 3 + b] is
 * the 27-bit mask of band b cells where digit d + 1 can still go; F[27 + b] marks the unsolved cells of band b.
 */

typedef unsigned int u32;
typedef unsigned char u8;
typedef unsigned long long u64;

#define EXPORT(name) __attribute__((export_name(name)))
/*
 * The easy generator's outer loops, compiled for size: the module is embedded in every bundle as base64, and -O3
 * copied the search and the closures into each of them (45 KB of module against 26 KB). What they call (the
 * closures, the search) keeps -O3.
 */
#define COLD __attribute__((minsize))

#define BAND 0x7ffffffu
#define U0 27
#define FRAME 32
#define DEPTH 82
#define SIGNAL_EVERY 1023u
/** Puzzles one solve_many call takes at most (the size of the batch buffers). */
#define BATCH 1024

/* Outcome codes shared with src/core/wasm/engine.ts (BatchKind in src/core/batch.ts). */
#define KIND_SOLVED 0
#define KIND_INVALID 1
#define KIND_UNSOLVABLE 2
#define KIND_MULTIPLE 3
#define KIND_STOPPED 4

static u32 SHRINK[512], ONE[512], COMPLEX[512], KEEP[512], COLS27[512];
static u32 KEEP_CELL[27], ROW_BOX[27], COLUMN[27];
static u32 ROWS27[8], BOXES27[8];
static u32 BAND_OF[81], BIT_OF[81], ROW_OF[81], COL_OF[81], BOX_OF[81];

static u32 F[FRAME];
static u32 C[27];
static u32 STACK[FRAME * DEPTH];
static u32 GUESS_BAND[DEPTH], GUESS_BIT[DEPTH], GUESS_UNSOLVED[DEPTH], GUESS_REM[DEPTH];
static int GUESS_DIGIT[DEPTH];
static u32 GUESS_PLACES[DEPTH * 3];
static u32 ROWS[9], COLS[9], BOXES[9];

/* One run's results (RUN), read by JavaScript through run_state(). */
#include "run.h"

static u8 CELLS[81];
static u8 SOLUTION[81];
static u8 BATCH_IN[BATCH * 81];
static u8 BATCH_OUT[BATCH * 81];
static u8 BATCH_KIND[BATCH];

static inline u32 pop(u32 x) { return (u32)__builtin_popcount(x); }
static inline u32 top_bit(u32 x) { return 31u - (u32)__builtin_clz(x); }
static inline u32 low_bit(u32 x) { return x & (0u - x); }

static u32 column_cells(u32 column) { return (1u << column) | (1u << (column + 9)) | (1u << (column + 18)); }

static const u8 PERMUTATIONS[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

COLD EXPORT("init") void init(void) {
  for (u32 s = 0; s < 512; s++) {
    SHRINK[s] = (s & 7 ? 1 : 0) | (s & 0x38 ? 2 : 0) | (s & 0x1c0 ? 4 : 0);
    ONE[s] = (s != 0 && (s & (s - 1)) == 0) ? s : 0;
    u32 m = 0;
    for (int p = 0; p < 6; p++) {
      const u8 *q = PERMUTATIONS[p];
      if ((s >> q[0]) & (s >> (3 + q[1])) & (s >> (6 + q[2])) & 1) {
        for (u32 r = 0; r < 3; r++) m |= 7u << (r * 9 + q[r] * 3);
      }
    }
    COMPLEX[s] = m;
    u32 keep = BAND;
    for (u32 k = 0; k < 3; k++) {
      u32 slice = (s >> (3 * k)) & 7;
      if (slice != 0 && (slice & (slice - 1)) == 0) keep &= ~column_cells(3 * k + top_bit(slice));
    }
    KEEP[s] = keep;
    COLS27[s] = s | (s << 9) | (s << 18);
  }
  for (u32 i = 0; i < 27; i++) {
    u32 r = i / 9;
    u32 k = (i % 9) / 3;
    u32 peers = 0x1ffu << (r * 9);
    for (u32 rr = 0; rr < 3; rr++) peers |= 7u << (rr * 9 + k * 3);
    ROW_BOX[i] = peers & ~(1u << i);
    KEEP_CELL[i] = BAND & ~ROW_BOX[i];
    COLUMN[i] = column_cells(i % 9);
  }
  for (u32 g = 0; g < 81; g++) {
    BAND_OF[g] = g / 27;
    BIT_OF[g] = 1u << (g % 27);
    ROW_OF[g] = g / 9;
    COL_OF[g] = g % 9;
    BOX_OF[g] = (g / 27) * 3 + (g % 9) / 3;
  }
  for (u32 m = 0; m < 8; m++) {
    ROWS27[m] = 0;
    BOXES27[m] = 0;
    for (u32 k = 0; k < 3; k++) {
      if (m & (1u << k)) {
        ROWS27[m] |= 0x1ffu << (9 * k);
        BOXES27[m] |= column_cells(3 * k) | column_cells(3 * k + 1) | column_cells(3 * k + 2);
      }
    }
  }
}

static u32 unsolved_count(void) { return pop(F[U0]) + pop(F[U0 + 1]) + pop(F[U0 + 2]); }

/** Sets up F from the givens in `cells`; 0 when two givens share a digit in a unit. */
static int load(const u8 *cells) {
  for (int d = 0; d < 9; d++) ROWS[d] = COLS[d] = BOXES[d] = 0;
  for (int i = 0; i < 30; i++) F[i] = 0;
  /*
   * The givens' cells first, with no branch per cell: most cells are empty, and a test per cell mispredicts
   * about once per given (a quarter of load()'s time on 17-clue puzzles).
   */
  u8 given[81];
  u32 n = 0;
  for (u32 g = 0; g < 81; g++) {
    given[n] = (u8)g;
    n += cells[g] != 0;
  }
  for (u32 t = 0; t < n; t++) {
    u32 g = given[t];
    u32 d = cells[g] - 1u;
    u32 r = 1u << ROW_OF[g];
    u32 c = 1u << COL_OF[g];
    u32 k = 1u << BOX_OF[g];
    if ((ROWS[d] & r) | (COLS[d] & c) | (BOXES[d] & k)) return 0;
    ROWS[d] |= r;
    COLS[d] |= c;
    BOXES[d] |= k;
    u32 b = BAND_OF[g];
    u32 bit = BIT_OF[g];
    F[d * 3 + b] |= bit;
    F[U0 + b] |= bit;
  }
  for (u32 b = 0; b < 3; b++) {
    u32 free = BAND & ~F[U0 + b];
    F[U0 + b] = free;
    for (u32 d = 0; d < 9; d++) {
      u32 i = d * 3 + b;
      F[i] |= free & ~(ROWS27[(ROWS[d] >> (3 * b)) & 7] | BOXES27[(BOXES[d] >> (3 * b)) & 7] | COLS27[COLS[d]]);
      C[i] = BAND;
    }
  }
  return 1;
}

/** Box-line eliminations and row singles for digit-band i: -1 on a contradiction, 1 on a change, 0 when F[i] was seen. */
static inline int update(u32 i, u32 b, u32 o1, u32 o2) {
  u32 f = F[i];
  if (f == C[i]) return 0;
  f &= COMPLEX[SHRINK[f & 511] | (SHRINK[(f >> 9) & 511] << 3) | (SHRINK[f >> 18] << 6)];
  if (f == 0) return -1;
  F[i] = f;
  C[i] = f;
  u32 keep = KEEP[(f | (f >> 9) | (f >> 18)) & 511];
  F[o1] &= keep;
  F[o2] &= keep;
  u32 s = (ONE[f & 511] | (ONE[(f >> 9) & 511] << 9) | (ONE[f >> 18] << 18)) & F[U0 + b];
  /*
   * Every digit of the band loses the cells, then F[i] gets them back. Done even when `s` is 0 (then it
   * changes nothing): a test of `s` mispredicts about every third time, and costs more than the nine ANDs.
   */
  F[U0 + b] &= ~s;
  u32 ns = ~s;
  for (u32 j = b; j < 27; j += 3) F[j] &= ns;
  F[i] = f;
  return 1;
}

/** Cells `s` of band `b` hold the digit of F[i]. */
static inline void settle(u32 i, u32 b, u32 s) {
  F[U0 + b] &= ~s;
  u32 ns = ~s;
  u32 f = F[i] | s;
  for (u32 j = b; j < 27; j += 3) F[j] &= ns;
  while (s != 0) {
    u32 bit = low_bit(s);
    s ^= bit;
    f &= KEEP_CELL[top_bit(bit)];
  }
  F[i] = f;
}

/** Eliminations and singles to a fixed point; 0 on a contradiction. */
static int propagate(void) {
  for (;;) {
    /*
     * fast.ts's loops (each digit's three bands until none changes, all digits until none changes), with one
     * test per digit of whether any of its bands changed instead of one per band: update() is a no-op on an
     * unchanged band, so the updates that do something, and their order, are the same.
     */
    for (;;) {
      int again = 0;
      for (u32 i = 0; i < 27; i += 3) {
        while (((F[i] ^ C[i]) | (F[i + 1] ^ C[i + 1]) | (F[i + 2] ^ C[i + 2])) != 0) {
          if (update(i, 0, i + 1, i + 2) < 0) return 0;
          if (update(i + 1, 1, i, i + 2) < 0) return 0;
          if (update(i + 2, 2, i, i + 1) < 0) return 0;
          again = 1;
        }
      }
      if (!again) break;
    }
    int found = 0;
    u32 u0 = F[U0], u1 = F[U0 + 1], u2 = F[U0 + 2];
    if ((u0 | u1 | u2) == 0) return 1;
    for (u32 j = 0; j < 27; j += 3) {
      u32 a = F[j], b = F[j + 1], c = F[j + 2];
      u32 one = a & 511, two = 0, x;
      x = (a >> 9) & 511; two |= one & x; one |= x;
      x = a >> 18; two |= one & x; one |= x;
      x = b & 511; two |= one & x; one |= x;
      x = (b >> 9) & 511; two |= one & x; one |= x;
      x = b >> 18; two |= one & x; one |= x;
      x = c & 511; two |= one & x; one |= x;
      x = (c >> 9) & 511; two |= one & x; one |= x;
      x = c >> 18; two |= one & x; one |= x;
      if (one != 511) return 0;
      u32 single = COLS27[one & ~two];
      if (single == 0) continue;
      u32 s = a & single & u0;
      if (s != 0) { found = 1; settle(j, 0, s); }
      s = b & single & u1;
      if (s != 0) { found = 1; settle(j + 1, 1, s); }
      s = c & single & u2;
      if (s != 0) { found = 1; settle(j + 2, 2, s); }
    }
    if (found) continue;
    for (u32 b = 0; b < 3; b++) {
      u32 u = F[U0 + b];
      if (u == 0) continue;
      u32 one = 0, two = 0;
      for (u32 j = b; j < 27; j += 3) {
        u32 x = F[j];
        two |= one & x;
        one |= x;
      }
      if ((u & ~one) != 0) return 0;
      u32 nk = u & one & ~two;
      if (nk == 0) continue;
      found = 1;
      F[U0 + b] = u & ~nk;
      while (nk != 0) {
        u32 bit = low_bit(nk);
        nk ^= bit;
        u32 j = b;
        while (j < 27 && (F[j] & bit) == 0) j += 3;
        if (j >= 27) return 0;
        F[j] &= KEEP_CELL[top_bit(bit)];
      }
    }
    if (!found) return 1;
  }
}

static int set_digit_guess(u32 slot, u32 d, u32 b, u32 places) {
  GUESS_DIGIT[slot] = (int)d;
  GUESS_PLACES[slot * 3] = b == 0 ? places : 0;
  GUESS_PLACES[slot * 3 + 1] = b == 1 ? places : 0;
  GUESS_PLACES[slot * 3 + 2] = b == 2 ? places : 0;
  return 1;
}

/** With no two-candidate cell: a digit with two places in a row, box or column (fast.ts chooseDigitGuess). */
static int choose_digit_guess(u32 slot) {
  for (u32 d = 0; d < 9; d++) {
    u32 i = d * 3;
    for (u32 b = 0; b < 3; b++) {
      u32 f = F[i + b];
      for (u32 k = 0; k < 3; k++) {
        u32 x = f & (0x1ffu << (9 * k));
        if (x != 0 && pop(x) == 2) return set_digit_guess(slot, d, b, x);
      }
      for (u32 k = 0; k < 3; k++) {
        u32 x = f & BOXES27[1u << k];
        if (x != 0 && pop(x) == 2) return set_digit_guess(slot, d, b, x);
      }
    }
    u32 one = 0, two = 0, three = 0;
    for (u32 b = 0; b < 3; b++) {
      u32 f = F[i + b];
      for (u32 r = 0; r < 27; r += 9) {
        u32 x = (f >> r) & 511;
        three |= two & x;
        two |= one & x;
        one |= x;
      }
    }
    u32 cols = two & ~three;
    if (cols != 0) {
      u32 col = COLS27[low_bit(cols)];
      GUESS_DIGIT[slot] = (int)d;
      GUESS_PLACES[slot * 3] = F[i] & col;
      GUESS_PLACES[slot * 3 + 1] = F[i + 1] & col;
      GUESS_PLACES[slot * 3 + 2] = F[i + 2] & col;
      return 1;
    }
  }
  return 0;
}

/** The guess for `slot` (fast.ts chooseGuess). */
static void choose_guess(u32 slot) {
  u32 ua = F[U0], ub = F[U0 + 1], uc = F[U0 + 2];
  int best_band = -1;
  u32 best_bit = 0;
  int best_score = -1;
  for (u32 b = 0; b < 3; b++) {
    u32 u = F[U0 + b];
    if (u == 0) continue;
    u32 one = 0, two = 0, three = 0;
    for (u32 j = b; j < 27; j += 3) {
      u32 x = F[j];
      three |= two & x;
      two |= one & x;
      one |= x;
    }
    u32 bivalue = u & two & ~three;
    u32 pairs = bivalue;
    while (pairs != 0) {
      u32 bit = low_bit(pairs);
      pairs ^= bit;
      u32 i = top_bit(bit);
      u32 col = COLUMN[i];
      u32 peers = pop(u & ROW_BOX[i]) + pop(((ua & col) | ((ub & col) << 1) | ((uc & col) << 2)) & ~((u & col) << b));
      int score = (int)(2 * peers + pop(bivalue & ROW_BOX[i]));
      if (score > best_score) {
        best_score = score;
        best_band = (int)b;
        best_bit = bit;
      }
    }
  }
  GUESS_DIGIT[slot] = -1;
  if (best_band < 0 && choose_digit_guess(slot)) return;
  if (best_band < 0) {
    u32 fewest = 10;
    for (u32 b = 0; b < 3; b++) {
      u32 u = F[U0 + b];
      while (u != 0) {
        u32 bit = low_bit(u);
        u ^= bit;
        u32 n = 0;
        for (u32 j = b; j < 27; j += 3) if (F[j] & bit) n++;
        if (n < fewest) {
          fewest = n;
          best_band = (int)b;
          best_bit = bit;
        }
      }
    }
  }
  u32 digits = 0;
  for (u32 d = 0; d < 9; d++) if (F[d * 3 + (u32)best_band] & best_bit) digits |= 1u << d;
  GUESS_BAND[slot] = (u32)best_band;
  GUESS_BIT[slot] = best_bit;
  GUESS_REM[slot] = digits;
}

static void write_solution(u8 *out) {
  for (u32 i = 0; i < 27; i++) {
    u32 x = F[i];
    u32 base = (i % 3) * 27;
    u8 digit = (u8)(i / 3 + 1);
    while (x != 0) {
      u32 bit = low_bit(x);
      x ^= bit;
      out[base + top_bit(bit)] = digit;
    }
  }
}

/* The search between calls: what a paused run needs to go on (the search itself keeps it in locals). */
static double s_limit, s_budget;
static u64 s_placements, s_guesses;
static double s_count;
static u32 s_sp, s_before, s_band, s_bit, s_digit;
static int s_signal, s_paused;
/* A candidate struck before the first propagation (c_unique): the word of F and its bit (none: 0). */
static u32 s_strike, s_strike_bit;
/* Where the first solution goes; none (0) for a search that only asks whether there is one. */
static u8 *s_out;

/**
 * Runs (or resumes) the search until it decides, stops on the budget or pauses for the signal. `descend` and
 * `after` are the outcome of the propagation before the first step (ignored when resuming).
 */
static void search(int descend, u32 after) {
  const double limit = s_limit, budget = s_budget;
  u64 placements = s_placements, guesses = s_guesses;
  double count = s_count;
  u32 sp = s_sp, before, band, bit, digit;
  if (s_paused) {
    s_paused = 0;
    before = s_before;
    band = s_band;
    bit = s_bit;
    digit = s_digit;
    goto place;
  }
  for (;;) {
    if ((double)placements > budget) {
      RUN.status = 1;
      break;
    }
    if (descend) {
      if (after == 0) {
        if (count == 0 && s_out != 0) write_solution(s_out);
        if (++count >= limit) break;
      } else {
        u32 *frame = STACK + sp * FRAME;
        for (u32 i = 0; i < 30; i++) frame[i] = F[i];
        GUESS_UNSOLVED[sp] = after;
        choose_guess(sp);
        sp++;
      }
    }
    if (sp == 0) break;
    {
      u32 top = sp - 1;
      int d = GUESS_DIGIT[top];
      if (d < 0) {
        u32 rem = GUESS_REM[top];
        u32 left = rem & (rem - 1);
        GUESS_REM[top] = left;
        if (left == 0) sp--;
        band = GUESS_BAND[top];
        bit = GUESS_BIT[top];
        digit = top_bit(low_bit(rem));
      } else {
        u32 *places = GUESS_PLACES + top * 3;
        band = places[0] != 0 ? 0 : places[1] != 0 ? 1 : 2;
        u32 m = places[band];
        bit = low_bit(m);
        places[band] = m ^ bit;
        if ((places[0] | places[1] | places[2]) == 0) sp--;
        digit = (u32)d;
      }
      const u32 *frame = STACK + top * FRAME;
      for (u32 i = 0; i < 27; i++) {
        u32 x = frame[i];
        F[i] = x;
        C[i] = x;
      }
      F[U0] = frame[U0];
      F[U0 + 1] = frame[U0 + 1];
      F[U0 + 2] = frame[U0 + 2];
      guesses++;
      before = GUESS_UNSOLVED[top];
      if ((guesses & SIGNAL_EVERY) == 0 && s_signal) {
        s_paused = 1;
        s_before = before;
        s_band = band;
        s_bit = bit;
        s_digit = digit;
        RUN.status = 2;
        break;
      }
    }
  place:
    settle(digit * 3 + band, band, bit);
    descend = propagate();
    after = unsolved_count();
    placements += before - after;
  }
  s_placements = placements;
  s_guesses = guesses;
  s_count = count;
  s_sp = sp;
}

static void publish(void) {
  RUN.count = s_count;
  RUN.placements = (double)s_placements;
  RUN.guesses = (double)s_guesses;
}

/**
 * Starts a search of `cells` into `out`; mirrors the body of fast.ts's engine after its first signal read.
 * 0 (nothing searched) when two givens share a digit in a unit.
 */
static int start(const u8 *cells, u8 *out, double limit, double budget, int signal) {
  s_limit = limit;
  s_budget = budget;
  s_placements = 0;
  s_guesses = 0;
  s_count = 0;
  s_signal = signal;
  s_paused = 0;
  s_out = out;
  s_sp = 0;
  RUN.status = 0;
  int loaded = load(cells);
  F[s_strike] &= ~s_strike_bit;
  if (loaded && limit > 0) {
    u32 empty = unsolved_count();
    int descend = propagate();
    u32 after = unsolved_count();
    s_placements = empty - after;
    search(descend, after);
  }
  publish();
  return loaded;
}

/*
 * Whether the dug puzzle less its given at `cell` (digit `digit`, 1-9) has a solution without that digit there: a
 * search for one such solution, the digit struck from the cell's candidates before the first propagation. In two
 * halves, so that the first propagations of several searches can run before any of them guesses (e_dig).
 * e_search_start sets up the puzzle less the given from the state e_load_kept kept (what load() makes of it, without
 * loading all the givens again), strikes the digit and propagates: 0 when that is a contradiction, 1 when it is a
 * solution, else 2, with the state saved in `slot` (E_SLOT words) for e_search_on, which searches on from it: 1
 * when a solution is found (not written out: only that one exists counts), 0 when there is none, -1 when the budget
 * ran out first.
 */
#define E_SLOT 60
static u32 E_OPEN[81 * E_SLOT];

/* load() of the dug puzzle, kept for the searches of one dig (each is the puzzle less one given): e_load_less. */
static u32 L_F[30], L_ROWS[9], L_COLS[9], L_BOXES[9];

COLD __attribute__((noinline)) static void e_load_kept(const u8 *cells) {
  load(cells);
  for (u32 i = 0; i < 30; i++) L_F[i] = F[i];
  for (u32 d = 0; d < 9; d++) {
    L_ROWS[d] = ROWS[d];
    L_COLS[d] = COLS[d];
    L_BOXES[d] = BOXES[d];
  }
}

/* What load() would make of the kept puzzle with the given at `cell` (digit `digit`, 1-9) taken out. */
COLD static void e_load_less(u32 cell, u32 digit) {
  u32 d = digit - 1u, band = BAND_OF[cell], bit = BIT_OF[cell];
  u32 r = L_ROWS[d] & ~(1u << ROW_OF[cell]), c = L_COLS[d] & ~(1u << COL_OF[cell]), k = L_BOXES[d] & ~(1u << BOX_OF[cell]);
  for (u32 i = 0; i < 30; i++) F[i] = L_F[i];
  for (u32 i = 0; i < 27; i++) C[i] = BAND;
  F[U0 + band] |= bit;
  u32 rb = 1u << ROW_OF[cell], cb = 1u << COL_OF[cell], kb = 1u << BOX_OF[cell];
  for (u32 e = 0; e < 9; e++) {
    if (e == d) continue;
    if (((L_ROWS[e] & rb) | (L_COLS[e] & cb) | (L_BOXES[e] & kb)) == 0) F[e * 3 + band] |= bit;
  }
  for (u32 b = 0; b < 3; b++) {
    u32 free = F[U0 + b];
    u32 givens = L_F[d * 3 + b] & ~L_F[U0 + b];
    if (b == band) givens &= ~bit;
    F[d * 3 + b] = givens | (free & ~(ROWS27[(r >> (3 * b)) & 7] | BOXES27[(k >> (3 * b)) & 7] | COLS27[c]));
  }
}

COLD __attribute__((noinline)) static int e_search_start(u32 cell, u32 digit, u32 *slot) {
  e_load_less(cell, digit);
  F[(digit - 1u) * 3 + BAND_OF[cell]] &= ~BIT_OF[cell];
  u32 empty = unsolved_count();
  if (!propagate()) return 0;
  u32 after = unsolved_count();
  if (after == 0) return 1;
  for (u32 i = 0; i < 30; i++) slot[i] = F[i];
  for (u32 i = 0; i < 27; i++) slot[30 + i] = C[i];
  slot[57] = after;
  slot[58] = empty - after;
  return 2;
}

COLD __attribute__((noinline)) static int e_search_on(const u32 *slot, double budget) {
  for (u32 i = 0; i < 30; i++) F[i] = slot[i];
  for (u32 i = 0; i < 27; i++) C[i] = slot[30 + i];
  s_limit = 1;
  s_budget = budget;
  s_placements = slot[58];
  s_guesses = 0;
  s_count = 0;
  s_signal = 0;
  s_paused = 0;
  s_out = 0;
  s_sp = 0;
  RUN.status = 0;
  search(1, slot[57]);
  publish();
  return RUN.status != 0 ? -1 : s_count >= 1 ? 1 : 0;
}

EXPORT("cells") u8 *cells_ptr(void) { return CELLS; }
EXPORT("solution") u8 *solution_ptr(void) { return SOLUTION; }
EXPORT("run_state") void *run_state(void) { return &RUN; }
EXPORT("batch_in") u8 *batch_in(void) { return BATCH_IN; }
EXPORT("batch_out") u8 *batch_out(void) { return BATCH_OUT; }
EXPORT("batch_kind") u8 *batch_kind(void) { return BATCH_KIND; }
EXPORT("batch_size") u32 batch_size(void) { return BATCH; }

/** One search of CELLS into SOLUTION. `signal` nonzero: pause every 1024 guesses (RUN.status 2) for resume(). */
EXPORT("run") void run(double limit, double budget, int signal) { start(CELLS, SOLUTION, limit, budget, signal); }

/**
 * One search of CELLS into SOLUTION without the signal, checking the grid first: 2 when a cell holds more than
 * 9 (nothing searched), 1 when two givens share a digit in a unit (nothing searched), else 0. solve()'s
 * common path: the conflict check runs here instead of a separate pass in JavaScript.
 */
EXPORT("run_checked") int run_checked(double limit, double budget) {
  for (u32 i = 0; i < 81; i++) if (CELLS[i] > 9) return 2;
  return start(CELLS, SOLUTION, limit, budget, 0) ? 0 : 1;
}

/** Continues a paused search. */
EXPORT("resume") void resume(void) {
  RUN.status = 0;
  search(0, 0);
  publish();
}

/**
 * Solves `n` (at most BATCH) puzzles of BATCH_IN: each outcome into BATCH_KIND, each answer into BATCH_OUT (the
 * first solution found, or a copy of the puzzle when there is none). Returns the index of the first puzzle
 * with a cell outside 0..9, before solving anything, or -1. Adds its work to the totals returned by batch_totals.
 */
static double TOTALS[2];
EXPORT("batch_totals") double *batch_totals(void) { return TOTALS; }

EXPORT("solve_many") int solve_many(u32 n, double limit, double budget) {
  for (u32 i = 0; i < n * 81; i++) if (BATCH_IN[i] > 9) return (int)(i / 81);
  TOTALS[0] = 0;
  TOTALS[1] = 0;
  for (u32 p = 0; p < n; p++) {
    const u8 *cells = BATCH_IN + p * 81;
    u8 *out = BATCH_OUT + p * 81;
    for (u32 i = 0; i < 81; i++) out[i] = cells[i];
    if (!start(cells, out, limit, budget, 0)) {
      BATCH_KIND[p] = KIND_INVALID;
      continue;
    }
    TOTALS[0] += RUN.placements;
    TOTALS[1] += RUN.guesses;
    if (RUN.status == 1) {
      BATCH_KIND[p] = KIND_STOPPED;
      for (u32 i = 0; i < 81; i++) out[i] = cells[i];
    } else if (RUN.count == 0) {
      BATCH_KIND[p] = KIND_UNSOLVABLE;
    } else {
      BATCH_KIND[p] = RUN.count >= 2 ? KIND_MULTIPLE : KIND_SOLVED;
    }
  }
  return -1;
}

/*
 * The dig of an easy puzzle (src/core/generate/easy.ts, which has the same dig in JavaScript, decision for
 * decision: the results are the same puzzles). In: the solved grid in EASY_SOLUTION (digits 1-9), the orbits in
 * the order to try them in EASY_ORDER (two cells each, the second 255 for a one-cell orbit). Out: the puzzle in
 * EASY_PUZZLE, and e_dig returns 0 when some given could not be proven necessary (it can go with the solution
 * still unique, or a search ran out of `budget`), else the puzzle's rating in tenths (10, 12 or 15). easy.ts
 * explains the method.
 */
static u8 EASY_SOLUTION[81];
static u8 EASY_ORDER[162];
static u8 EASY_PUZZLE[81];
static u32 EASY_DEFERRED[81];
EXPORT("easy_solution") u8 *easy_solution(void) { return EASY_SOLUTION; }
EXPORT("easy_puzzle") u8 *easy_puzzle(void) { return EASY_PUZZLE; }

/* The puzzle being dug: per digit, the rows, columns and boxes holding it (bit = index); the empty cells, one 27-bit
 * word per band. */
static u32 E_HR[10], E_HC[10], E_HB[10];
static u32 E_EMPTY[3];
/*
 * Per band word and digit (index band * 12 + digit - 1; e_fill's copy has digits 1-3 again after 9), the cells of
 * the band that a given of the digit sees: its rows, columns and boxes. Four digits side by side are one vector.
 */
typedef u32 v4 __attribute__((vector_size(16)));
static u32 E_SEEN[3 * 12];
static u32 E_ROWS_IN[512 * 3], E_COLS_IN[512 * 3], E_BOXES_IN[512 * 3];
static const u32 E_BOX_MASK[3] = {0x1c0e07u, 0xe07038u, 0x70381c0u};
static int e_ready;

/* Unavoidable sets (see easy.ts): per cell its 12 sets, per set its givens. */
#define E_PER_CELL 12
static u32 E_SETS_OF[81 * E_PER_CELL];
static int E_SET_GIVENS[36 * 4 + 18 * 4];
static int E_SET_SIZE[36 * 4 + 18 * 4];
static int E_SETS;

COLD static void e_init(void) {
  for (u32 m = 0; m < 512; m++) {
    E_ROWS_IN[m * 3] = E_ROWS_IN[m * 3 + 1] = E_ROWS_IN[m * 3 + 2] = 0;
    E_COLS_IN[m * 3] = E_COLS_IN[m * 3 + 1] = E_COLS_IN[m * 3 + 2] = 0;
    E_BOXES_IN[m * 3] = E_BOXES_IN[m * 3 + 1] = E_BOXES_IN[m * 3 + 2] = 0;
    for (u32 c = 0; c < 81; c++) {
      u32 band = c / 27;
      u32 bit = 1u << (c % 27);
      if (m & (1u << ROW_OF[c])) E_ROWS_IN[m * 3 + band] |= bit;
      if (m & (1u << COL_OF[c])) E_COLS_IN[m * 3 + band] |= bit;
      if (m & (1u << BOX_OF[c])) E_BOXES_IN[m * 3 + band] |= bit;
    }
  }
  e_ready = 1;
}

static void e_seen(u32 d) {
  for (u32 k = 0; k < 3; k++) E_SEEN[k * 12 + d - 1] = E_ROWS_IN[E_HR[d] * 3 + k] | E_COLS_IN[E_HC[d] * 3 + k] | E_BOXES_IN[E_HB[d] * 3 + k];
}

static void e_take(u32 c, u32 d) {
  EASY_PUZZLE[c] = 0;
  E_HR[d] &= ~(1u << ROW_OF[c]);
  E_HC[d] &= ~(1u << COL_OF[c]);
  E_HB[d] &= ~(1u << BOX_OF[c]);
  E_EMPTY[c / 27] |= 1u << (c % 27);
  e_seen(d);
}

static void e_put(u32 c, u32 d) {
  EASY_PUZZLE[c] = (u8)d;
  E_HR[d] |= 1u << ROW_OF[c];
  E_HC[d] |= 1u << COL_OF[c];
  E_HB[d] |= 1u << BOX_OF[c];
  E_EMPTY[c / 27] &= ~(1u << (c % 27));
  e_seen(d);
}

/*
 * Digit d of the empty cell c is a hidden single of the puzzle: in one of its units no other empty cell can hold
 * it. On d's cells as three band words (c is one of them).
 */
static int e_immediate(u32 c, u32 d) {
  u32 band = c / 27, at = c % 27, bit = 1u << at;
  u32 w[3];
  for (u32 k = 0; k < 3; k++) w[k] = E_EMPTY[k] & ~E_SEEN[k * 12 + d - 1];
  u32 mine = w[band] & ~bit;
  if ((mine & (511u << (9 * (at / 9)))) == 0) return 1;
  if ((mine & E_BOX_MASK[(at % 9) / 3]) == 0) return 1;
  u32 col = COLS27[1u << (at % 9)];
  w[band] = mine;
  return ((w[0] | w[1] | w[2]) & col) == 0;
}

/*
 * Hidden singles from the puzzle until `until` is filled (a cell; -1: every cell): 1 when they get there. Four
 * digits at a time, side by side in vectors (1-4, 5-8, 9-3, 4-7, ...: every lane does work), each step's singles
 * found on the same board and placed together: the singles of a dug puzzle are its solution's cells, so no two
 * clash, and the closure (and whether it reaches `until`) does not depend on the order singles are placed in.
 */
static int e_fill(int until) {
  /* Per band, the digits' seen cells, digits 1-9 then 1-3 again: any four digits in a row mod 9 are one vector. */
  u32 sn[36] __attribute__((aligned(16)));
  for (u32 band = 0; band < 3; band++) {
    for (u32 i = 0; i < 9; i++) sn[band * 12 + i] = E_SEEN[band * 12 + i];
    for (u32 i = 0; i < 3; i++) sn[band * 12 + 9 + i] = E_SEEN[band * 12 + i];
  }
  u32 e[3] = {E_EMPTY[0], E_EMPTY[1], E_EMPTY[2]};
  int uw = until < 0 ? -1 : until / 27;
  u32 ub = until < 0 ? 0 : 1u << (until % 27);
  const v4 zero = {0, 0, 0, 0};
  /* Four digits at a time, the next four mod 9 each step, until three steps in a row (twelve digits) place nothing. */
  u32 quiet = 0;
  for (u32 k = 0;; k = k >= 5 ? k - 5 : k + 4) {
    if (quiet == 3) return (e[0] | e[1] | e[2]) == 0;
    quiet++;
    v4 x[3], s[3], seen[3], once = zero, twice = zero;
    for (u32 band = 0; band < 3; band++) {
      __builtin_memcpy(&seen[band], sn + band * 12 + k, 16);
      v4 w = ~seen[band] & e[band];
      v4 t = zero;
      for (u32 i = 0; i < 3; i++) {
        v4 r = w & (511u << (9 * i));
        t |= r & (v4)((r & (r - 1)) == 0);
        v4 b = w & E_BOX_MASK[i];
        t |= b & (v4)((b & (b - 1)) == 0);
        v4 v = (w >> (9 * i)) & 511u;
        twice |= once & v;
        once |= v;
      }
      x[band] = w;
      s[band] = t;
    }
    v4 c3 = (once & ~twice) * 0x40201u;
    v4 any = zero;
    for (u32 band = 0; band < 3; band++) {
      s[band] |= x[band] & c3;
      any |= s[band];
    }
    if ((any[0] | any[1] | any[2] | any[3]) == 0) continue;
    /* Each digit's singles: the cells of their rows, columns and boxes are seen by the digit; the cells are filled. */
    v4 cols = ((any | (any >> 9) | (any >> 18)) & 511u) * 0x40201u;
    for (u32 band = 0; band < 3; band++) {
      v4 t = s[band], m = cols;
      for (u32 i = 0; i < 3; i++) {
        m |= (v4)((t & (511u << (9 * i))) != 0) & (511u << (9 * i));
        m |= (v4)((t & E_BOX_MASK[i]) != 0) & E_BOX_MASK[i];
      }
      seen[band] |= m;
      u32 *row = sn + band * 12;
      __builtin_memcpy(row + k, &seen[band], 16);
      /* The copies of digits 1-3 follow whichever of the two this step wrote (the other is unchanged, so equal). */
      if (k >= 6) {
        row[0] = row[9];
        row[1] = row[10];
        row[2] = row[11];
      } else {
        row[9] = row[0];
        row[10] = row[1];
        row[11] = row[2];
      }
      e[band] &= ~(t[0] | t[1] | t[2] | t[3]);
    }
    quiet = 0;
    if (uw >= 0 && (e[uw] & ub) == 0) return 1;
  }
}

/* The cells of a band word's rows (boxes) that have exactly one empty cell. */
static u32 e_full_rows(u32 w) {
  u32 out = 0;
  for (u32 i = 0; i < 3; i++) {
    u32 r = w & (511u << (9 * i));
    if (r != 0 && (r & (r - 1)) == 0) out |= 511u << (9 * i);
  }
  return out;
}

static u32 e_full_boxes(u32 w) {
  u32 out = 0;
  for (u32 i = 0; i < 3; i++) {
    u32 b = w & E_BOX_MASK[i];
    if (b != 0 && (b & (b - 1)) == 0) out |= E_BOX_MASK[i];
  }
  return out;
}

/*
 * The rating's closures (easy.ts, singlesFill with a kind): hidden singles in boxes and in units with one empty
 * cell (`boxes` 1), or in units with one empty cell only (full houses, `boxes` 0). 1 when they fill every cell.
 * Built for size: it runs once or twice a rated puzzle, not in a search, and -O3 made it 1.1 KB of the module
 * (1,508 bytes of the bundle) for no speed that alternated generator runs could tell apart.
 */
COLD static int e_fill_rating(int boxes) {
  u32 hr[10], hc[10], hb[10];
  for (u32 d = 0; d < 10; d++) {
    hr[d] = E_HR[d];
    hc[d] = E_HC[d];
    hb[d] = E_HB[d];
  }
  u32 e[3] = {E_EMPTY[0], E_EMPTY[1], E_EMPTY[2]};
  for (;;) {
    int placed = 0;
    u32 rows_ok[3], boxes_ok[3];
    u32 once = 0, twice = 0;
    for (u32 band = 0; band < 3; band++) {
      rows_ok[band] = e_full_rows(e[band]);
      boxes_ok[band] = boxes ? BAND : e_full_boxes(e[band]);
      for (u32 i = 0; i < 3; i++) {
        u32 v = (e[band] >> (9 * i)) & 511u;
        twice |= once & v;
        once |= v;
      }
    }
    u32 cols_ok = once & ~twice;
    for (u32 d = 1; d <= 9; d++) {
      u32 rh = hr[d];
      if (rh == 511) continue;
      u32 ch = hc[d], bh = hb[d];
      u32 w[3], s[3];
      once = 0;
      twice = 0;
      for (u32 band = 0; band < 3; band++) {
        u32 x = e[band] & ~(E_ROWS_IN[rh * 3 + band] | E_COLS_IN[ch * 3 + band] | E_BOXES_IN[bh * 3 + band]);
        w[band] = x;
        s[band] = 0;
        if (x == 0) continue;
        for (u32 i = 0; i < 3; i++) {
          u32 r = x & (511u << (9 * i));
          if (r != 0 && (r & (r - 1)) == 0) s[band] |= r & rows_ok[band];
          u32 b = x & E_BOX_MASK[i];
          if (b != 0 && (b & (b - 1)) == 0) s[band] |= b & boxes_ok[band];
          u32 v = (x >> (9 * i)) & 511u;
          twice |= once & v;
          once |= v;
        }
      }
      u32 cols = once & ~twice & cols_ok;
      if (cols != 0) {
        u32 c3 = cols | (cols << 9) | (cols << 18);
        for (u32 band = 0; band < 3; band++) s[band] |= w[band] & c3;
      }
      for (u32 band = 0; band < 3; band++) {
        u32 x = s[band];
        while (x != 0) {
          u32 low = x & (0u - x);
          x ^= low;
          if ((e[band] & low) == 0) continue;
          u32 cell = band * 27 + (31u - (u32)__builtin_clz(low));
          u32 row = 1u << ROW_OF[cell], col = 1u << COL_OF[cell], box = 1u << BOX_OF[cell];
          if ((hr[d] & row) | (hc[d] & col) | (hb[d] & box)) continue;
          hr[d] |= row;
          hc[d] |= col;
          hb[d] |= box;
          e[band] ^= low;
          placed++;
        }
      }
    }
    if ((e[0] | e[1] | e[2]) == 0) return 1;
    if (placed == 0) return 0;
  }
}

static u32 E_CELL_AT[90], E_COL_ROW[90], E_BOX_ROW[90], E_CYCLE[10];

COLD static void e_find_sets(const u8 *solution) {
  for (u32 c = 0; c < 81; c++) {
    u32 d = solution[c], r = ROW_OF[c];
    E_CELL_AT[d * 9 + r] = c;
    E_COL_ROW[d * 9 + COL_OF[c]] = r;
    E_BOX_ROW[d * 9 + BOX_OF[c]] = r;
  }
  int sets = 0;
  for (u32 a = 1; a <= 9; a++) {
    for (u32 b = a + 1; b <= 9; b++) {
      /*
       * Rows joined where a's cell and b's cell share a column or a box. Each join is a permutation of the rows
       * (row r, where a is, to the row of b in the column, or box, of r's a), so closing a set of rows under both
       * maps forward closes it under their inverses too: one bit per map and row.
       */
      u32 adj[9];
      for (u32 r = 0; r < 9; r++) {
        u32 c = E_CELL_AT[a * 9 + r];
        adj[r] = (1u << E_COL_ROW[b * 9 + COL_OF[c]]) | (1u << E_BOX_ROW[b * 9 + BOX_OF[c]]);
      }
      u32 left = 511;
      while (left != 0) {
        u32 part = left & (0u - left), seen = 0;
        while (part != seen) {
          u32 fresh = part & ~seen;
          seen = part;
          while (fresh != 0) {
            part |= adj[31u - (u32)__builtin_clz(fresh & (0u - fresh))];
            fresh &= fresh - 1;
          }
        }
        left &= ~part;
        int set = sets++;
        E_SET_SIZE[set] = 2 * (int)__builtin_popcount(part);
        while (part != 0) {
          u32 r = 31u - (u32)__builtin_clz(part & (0u - part));
          part &= part - 1;
          E_SETS_OF[E_CELL_AT[a * 9 + r] * E_PER_CELL + b - 2] = (u32)set;
          E_SETS_OF[E_CELL_AT[b * 9 + r] * E_PER_CELL + a - 1] = (u32)set;
        }
      }
    }
  }
  for (u32 t = 0; t < 2; t++) {
    for (u32 l1 = 0; l1 < 9; l1++) {
      for (u32 l2 = l1 + 1; l2 < l1 - (l1 % 3) + 3; l2++) {
        u32 step = t == 0 ? 1 : 9, base1 = t == 0 ? l1 * 9 : l1, base2 = t == 0 ? l2 * 9 : l2;
        for (u32 k = 0; k < 9; k++) E_CYCLE[solution[base2 + k * step]] = k;
        u32 s1 = 8 + 2 * t + (l2 % 3) - 1, s2 = 8 + 2 * t + (l1 % 3);
        u32 done = 0;
        for (u32 k0 = 0; k0 < 9; k0++) {
          if (done & (1u << k0)) continue;
          int set = sets++;
          E_SET_SIZE[set] = 0;
          for (u32 k = k0; !(done & (1u << k)); k = E_CYCLE[solution[base1 + k * step]]) {
            done |= 1u << k;
            E_SETS_OF[(base1 + k * step) * E_PER_CELL + s1] = (u32)set;
            E_SETS_OF[(base2 + k * step) * E_PER_CELL + s2] = (u32)set;
            E_SET_SIZE[set] += 2;
          }
        }
      }
    }
  }
  E_SETS = sets;
}

static int e_needed(u32 c) {
  for (u32 k = c * E_PER_CELL; k < c * E_PER_CELL + E_PER_CELL; k++) if (E_SET_GIVENS[E_SETS_OF[k]] == 1) return 1;
  return 0;
}

static void e_count_out(u32 c, int by) {
  for (u32 k = c * E_PER_CELL; k < c * E_PER_CELL + E_PER_CELL; k++) E_SET_GIVENS[E_SETS_OF[k]] += by;
}

/*
 * The dig on EASY_SOLUTION, whose unavoidable sets e_find_sets has listed (an attempt on the grid
 * of an earlier one, easy_attempt, keeps them).
 */
COLD static int e_dig(u32 orbits, double budget) {
  for (int s = 0; s < E_SETS; s++) E_SET_GIVENS[s] = E_SET_SIZE[s];
  /* Every cell a given: each digit in every row, column and box (E_HR[0] and so on stay unused). */
  for (u32 d = 1; d < 10; d++) {
    E_HR[d] = E_HC[d] = E_HB[d] = 511;
    e_seen(d);
  }
  E_EMPTY[0] = E_EMPTY[1] = E_EMPTY[2] = 0;
  for (u32 c = 0; c < 81; c++) EASY_PUZZLE[c] = EASY_SOLUTION[c];
  /* (No set is looked at in the first pass: a given alone in one is never a hidden single once removed.) */
  u32 deferred = 0;
  for (u32 k = 0; k < orbits; k++) {
    u32 first = EASY_ORDER[2 * k], second = EASY_ORDER[2 * k + 1];
    if (second == 255) {
      u32 d = EASY_SOLUTION[first];
      e_take(first, d);
      if (e_immediate(first, d)) continue;
      e_put(first, d);
    }
    EASY_DEFERRED[deferred++] = k;
  }
  for (u32 c = 0; c < 81; c++) if (EASY_PUZZLE[c] == 0) e_count_out(c, -1);
  for (u32 j = 0; j < deferred; j++) {
    u32 k = EASY_DEFERRED[j];
    u32 first = EASY_ORDER[2 * k], second = EASY_ORDER[2 * k + 1];
    if (second == 255) {
      if (e_needed(first)) continue;
      u32 d = EASY_SOLUTION[first];
      e_take(first, d);
      e_count_out(first, -1);
      if (e_fill((int)first)) continue;
      e_put(first, d);
      e_count_out(first, 1);
      continue;
    }
    if (e_needed(first) || e_needed(second)) continue;
    e_take(first, EASY_SOLUTION[first]);
    e_take(second, EASY_SOLUTION[second]);
    e_count_out(first, -1);
    e_count_out(second, -1);
    if (e_fill(-1)) continue;
    e_put(first, EASY_SOLUTION[first]);
    e_put(second, EASY_SOLUTION[second]);
    e_count_out(first, 1);
    e_count_out(second, 1);
  }
  /*
   * The givens the sets leave open, each searched for a second solution (another solution of the puzzle without c
   * differs from this one at c, else it solves the puzzle); the last tried in the dig first: when one can go (the
   * attempt fails), it is most often one of those (8.2 searches an attempt instead of 9.3). In two rounds: each
   * search's first propagation, then the searches on from where those left them. The search for a given that can go
   * most often ends in its first propagation (four times in five), before the guesses of the searches before it.
   */
  e_load_kept(EASY_PUZZLE);
  u32 open = 0;
  for (u32 j = deferred; j-- > 0;) {
    for (u32 t = 0; t < 2; t++) {
      u32 c = EASY_ORDER[2 * EASY_DEFERRED[j] + t];
      if (c == 255 || EASY_PUZZLE[c] == 0 || e_needed(c)) continue;
      int other = e_search_start(c, EASY_PUZZLE[c], E_OPEN + open * E_SLOT);
      if (other == 0) return 0;
      if (other == 2) open++;
    }
  }
  for (u32 k = 0; k < open; k++) if (e_search_on(E_OPEN + k * E_SLOT, budget) != 1) return 0;
  /*
   * The rating, in tenths (easy.ts): full houses alone 1.0, box singles and full houses 1.2, else 1.5. The wider
   * closure first: it fails for most puzzles (15 in 16 rate 1.5), and when it does the narrower one would too.
   */
  return !e_fill_rating(1) ? 15 : e_fill_rating(0) ? 10 : 12;
}

/* Whether EASY_SOLUTION holds the grid easy_attempt made from G_SEED (and E_SETS_OF its sets). */
static int G_MADE;
static u32 G_SEED;

/*
 * A whole attempt (easy.ts, digEasySeeded): the solved grid as src/core/generate/solved.ts makes it from the
 * random stream of src/core/random.ts (mulberry32 from `grid_seed`, with its rejection sampling), then the orbits
 * of EASY_ORBITS (two cells each, as EASY_ORDER) shuffled from the stream of `seed` as easy.ts's shuffledOrbits
 * shuffles them, then the dig: the same draws in the same order, so the same puzzle as in JavaScript. The grid and
 * its unavoidable sets are kept for the next attempt from the same `grid_seed` (the later attempts at one puzzle).
 * The solution is left in EASY_SOLUTION. -1 when the three boxes did not extend to one solved grid (they always
 * do), else e_dig's outcome.
 */
static u8 EASY_ORBITS[162];
EXPORT("easy_orbits") u8 *easy_orbits(void) { return EASY_ORBITS; }
static u32 R_STATE;

COLD static u32 r_next(void) {
  R_STATE += 0x6d2b79f5u;
  u32 t = R_STATE;
  t = (t ^ (t >> 15)) * (t | 1u);
  t ^= t + (t ^ (t >> 7)) * (t | 61u);
  return t ^ (t >> 14);
}

COLD static u32 r_int(u32 n) {
  if (n <= 1) return 0;
  /* A draw is kept under the largest multiple of n that fits in 32 bits: 2^32 less (2^32 mod n), in 32-bit words. */
  u32 over = (0u - n) % n;
  for (;;) {
    u32 x = r_next();
    if (x <= ~over) return x % n;
  }
}

COLD static void r_permutation(u32 n, u32 *out) {
  for (u32 i = 0; i < n; i++) out[i] = i;
  for (u32 i = n; i-- > 1;) {
    u32 j = r_int(i + 1), t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
}

COLD static void r_line_order(u32 *out) {
  u32 bands[3], inner[3], k = 0;
  r_permutation(3, bands);
  for (u32 b = 0; b < 3; b++) {
    r_permutation(3, inner);
    for (u32 i = 0; i < 3; i++) out[k++] = bands[b] * 3 + inner[i];
  }
}

static u8 G_START[81], G_GRID[81];

COLD static int e_grid(u32 grid_seed) {
  R_STATE = grid_seed;
  u32 digits[9], relabel[10], rows[9], cols[9];
  for (u32 c = 0; c < 81; c++) G_START[c] = 0;
  for (u32 box = 0; box <= 8; box += 4) {
    r_permutation(9, digits);
    u32 r0 = box / 3 * 3, c0 = box % 3 * 3;
    for (u32 i = 0; i < 9; i++) G_START[(r0 + i / 3) * 9 + c0 + i % 3] = (u8)(digits[i] + 1);
  }
  start(G_START, G_GRID, 1, 9007199254740991.0, 0);
  if (RUN.count != 1) return 0;
  r_permutation(9, digits);
  for (u32 d = 0; d < 9; d++) relabel[d + 1] = digits[d] + 1;
  r_line_order(rows);
  r_line_order(cols);
  int transpose = r_int(2) == 1;
  for (u32 r = 0; r < 9; r++) {
    for (u32 c = 0; c < 9; c++) {
      u32 src = transpose ? cols[c] * 9 + rows[r] : rows[r] * 9 + cols[c];
      EASY_SOLUTION[r * 9 + c] = (u8)relabel[G_GRID[src]];
    }
  }
  e_find_sets(EASY_SOLUTION);
  return 1;
}

/* EASY_ORDER: the `orbits` orbits of EASY_ORBITS shuffled from the random stream as random.ts shuffles a list. */
COLD static void e_order(u32 orbits) {
  u32 index[81];
  r_permutation(orbits, index);
  for (u32 k = 0; k < orbits; k++) {
    EASY_ORDER[2 * k] = EASY_ORBITS[2 * index[k]];
    EASY_ORDER[2 * k + 1] = EASY_ORBITS[2 * index[k] + 1];
  }
}

COLD EXPORT("easy_attempt") int easy_attempt(u32 grid_seed, u32 seed, u32 orbits, double budget) {
  if (!e_ready) e_init();
  if (!G_MADE || G_SEED != grid_seed) {
    G_MADE = 0;
    if (!e_grid(grid_seed)) return -1;
    G_MADE = 1;
    G_SEED = grid_seed;
  }
  R_STATE = seed;
  e_order(orbits);
  return e_dig(orbits, budget);
}

/*
 * A whole classic dig (src/core/generate/classic.ts, digClassic, which has the same dig in JavaScript, decision for
 * decision): the solved grid from the random stream of `seed` as randomSolvedGrid makes it, the `orbits` orbits of
 * EASY_ORBITS shuffled on from the same stream as digClassic shuffles them, then removed in blocks for as long as
 * the solution stays unique (classic.ts explains the blocks and the sets). Out: the puzzle in EASY_PUZZLE, the
 * solution in EASY_SOLUTION; 0 when the three boxes did not extend to a solved grid (they always do), else 1.
 */
static const u8 C_BLOCKS[6] = {30, 10, 5, 3, 2, 1};
static double C_BUDGET;

/*
 * Whether EASY_PUZZLE, dug the orbits [from, to) of EASY_ORDER further, still has one solution. One orbit of one
 * cell: the puzzle less that given has another solution exactly when it has one with another digit in the cell,
 * so the search strikes the digit first (classic.ts says why); else, or should that search run out of the budget
 * (a dig's searches never come near it), a count to two, as the JavaScript dig asks every time.
 */
COLD static int c_unique(u32 from, u32 to) {
  u32 cell = EASY_ORDER[2 * from];
  if (to - from == 1 && EASY_ORDER[2 * from + 1] == 255) {
    s_strike = (EASY_SOLUTION[cell] - 1u) * 3 + BAND_OF[cell];
    s_strike_bit = BIT_OF[cell];
    start(EASY_PUZZLE, 0, 1, C_BUDGET, 0);
    s_strike_bit = 0;
    if (RUN.status == 0) return RUN.count == 0;
  }
  start(EASY_PUZZLE, 0, 2, C_BUDGET, 0);
  return RUN.status == 0 && RUN.count == 1;
}

/*
 * The givens of the orbits [from, to) out of EASY_PUZZLE (`back` 0) or back in (1), the sets' counts with them: 1
 * when taking them out left a set with no given.
 */
COLD static int c_move(u32 from, u32 to, int back) {
  int emptied = 0;
  for (u32 i = 2 * from; i < 2 * to; i++) {
    u32 c = EASY_ORDER[i];
    if (c == 255) continue;
    EASY_PUZZLE[c] = back ? EASY_SOLUTION[c] : 0;
    if (back) {
      e_count_out(c, 1);
      continue;
    }
    for (u32 k = c * E_PER_CELL; k < c * E_PER_CELL + E_PER_CELL; k++) if (--E_SET_GIVENS[E_SETS_OF[k]] == 0) emptied = 1;
  }
  return emptied;
}

/* classic.ts, removeBlock: the orbits [from, to) out at once while unique, else each half in turn. */
COLD static void c_remove(u32 from, u32 to) {
  if (from >= to) return;
  if (!c_move(from, to, 0) && c_unique(from, to)) return;
  c_move(from, to, 1);
  if (to - from == 1) return;
  u32 half = (from + to) >> 1;
  c_remove(from, half);
  c_remove(half, to);
}

COLD EXPORT("classic_attempt") int classic_attempt(u32 seed, u32 orbits, double budget) {
  if (!e_ready) e_init();
  G_MADE = 0;
  if (!e_grid(seed)) return 0;
  e_order(orbits);
  for (int s = 0; s < E_SETS; s++) E_SET_GIVENS[s] = E_SET_SIZE[s];
  for (u32 c = 0; c < 81; c++) EASY_PUZZLE[c] = EASY_SOLUTION[c];
  C_BUDGET = budget;
  for (u32 b = 0, at = 0; at < orbits; b++) {
    u32 size = C_BLOCKS[b < 5 ? b : 5];
    c_remove(at, at + size < orbits ? at + size : orbits);
    at += size;
  }
  return 1;
}

