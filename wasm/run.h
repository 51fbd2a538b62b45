/*
 * One run's results, the same in both modules (engine.c, killer.c), read by JavaScript through the views
 * src/core/wasm/engine.ts makes at its address (runStateViews): count, placements and guesses as f64 at bytes 0, 8
 * and 16, then the status as i32 at byte 24. Each module is one translation unit, with its own RUN.
 */
#ifndef RUN_H
#define RUN_H

static struct {
  double count;
  double placements;
  double guesses;
  /* 0: decided; 1: stopped by the budget; 2: paused to let the caller read its abort signal. */
  int status;
} RUN;

#endif
