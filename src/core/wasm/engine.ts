// The WebAssembly engine (wasm/engine.c, the same search as fast.ts compiled for wasm32) behind the Engine
// contract, and its batch entry point. The module is embedded in the bundle as base64 and instantiated
// synchronously, once, on first use (allowed in Node and in web workers, where the extension host runs). Where
// WebAssembly is missing or refuses (say, a browser main thread that forbids synchronous compilation) it is
// unavailable and callers run the JS engine, which gives the same answers.

import type { Engine, EngineRun } from '../engine';
import { fast } from '../fast';
import type { Grid } from '../types';
import { WASM_BASE64 } from './module.generated';

export { WASM_COMPILER } from './module.generated';

interface Exports {
  readonly memory: WebAssembly.Memory;
  init(): void;
  cells(): number;
  solution(): number;
  run_state(): number;
  batch_in(): number;
  batch_out(): number;
  batch_kind(): number;
  batch_size(): number;
  batch_totals(): number;
  run(limit: number, budget: number, signal: number): void;
  run_checked(limit: number, budget: number): number;
  resume(): void;
  solve_many(n: number, limit: number, budget: number): number;
  easy_solution(): number;
  easy_puzzle(): number;
  easy_orbits(): number;
  easy_attempt(gridSeed: number, seed: number, orbits: number, budget: number): number;
  classic_attempt(seed: number, orbits: number, budget: number): number;
}

/** Views on a module's run state (wasm/run.h, the same in both modules): what a run found and how it ended. */
export interface RunStateViews {
  /** count, placements, guesses as f64, then the status as i32 (0 decided, 1 budget, 2 paused for the signal). */
  readonly state: Float64Array;
  readonly status: Int32Array;
}

/** The views on the run state at byte `at` of `buffer` (wasm/run.h's layout). */
export function runStateViews(buffer: ArrayBuffer, at: number): RunStateViews {
  return { state: new Float64Array(buffer, at, 3), status: new Int32Array(buffer, at + 24, 1) };
}

/** An instantiated engine: its exports and views on its memory (which never grows: the C side has no allocator). */
export interface WasmInstance extends RunStateViews {
  readonly exports: Exports;
  readonly bytes: Uint8Array;
  readonly cells: number;
  readonly solution: number;
  /** Views on the 81 bytes at `cells` and at `solution` (made once: the memory never grows). */
  readonly cellsView: Uint8Array;
  readonly solutionView: Uint8Array;
  readonly batchIn: number;
  readonly batchOut: number;
  readonly batchKind: number;
  readonly batchSize: number;
  readonly totals: Float64Array;
}

export function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Compiles and starts a module from its base64 bytes; undefined when WebAssembly is missing or refuses. */
export function instantiate(base64: string): WasmInstance | undefined {
  if (typeof WebAssembly !== 'object' || WebAssembly === null || typeof WebAssembly.Module !== 'function') return undefined;
  try {
    const module = new WebAssembly.Module(decodeBase64(base64));
    const exports = new WebAssembly.Instance(module, {}).exports as unknown as Exports;
    exports.init();
    const buffer = exports.memory.buffer;
    return {
      exports,
      bytes: new Uint8Array(buffer),
      cells: exports.cells(),
      solution: exports.solution(),
      cellsView: new Uint8Array(buffer, exports.cells(), 81),
      solutionView: new Uint8Array(buffer, exports.solution(), 81),
      ...runStateViews(buffer, exports.run_state()),
      batchIn: exports.batch_in(),
      batchOut: exports.batch_out(),
      batchKind: exports.batch_kind(),
      batchSize: exports.batch_size(),
      totals: new Float64Array(buffer, exports.batch_totals(), 2),
    };
  } catch {
    return undefined;
  }
}

let instance: WasmInstance | undefined;
let tried = false;

/** The engine's instance, made on the first call; undefined when WebAssembly is unavailable here. */
export function wasmInstance(): WasmInstance | undefined {
  if (!tried) {
    tried = true;
    instance = instantiate(WASM_BASE64);
  }
  return instance;
}

/** True when the WebAssembly engine runs here (it is then the default). */
export function wasmAvailable(): boolean {
  return wasmInstance() !== undefined;
}

/**
 * The WebAssembly engine, on the same terms as `fast` and with the same results (solution, count,
 * placements, guesses, and when it reads the signal: at the start and every 1024 guesses). Runs `fast` where
 * WebAssembly is unavailable. Not reentrant, like `fast`.
 */
export const wasm: Engine = (cells: Grid, limit: number, budget: number, signal: AbortSignal | undefined, solution: Uint8Array): EngineRun => {
  const w = wasmInstance();
  if (w === undefined) return fast(cells, limit, budget, signal, solution);
  if (signal?.aborted) return { count: 0, placements: 0, guesses: 0, stopped: 'aborted' };
  w.cellsView.set(cells);
  return runPausing(w.exports, w.state, w.status, limit, budget, signal, w.solutionView, solution);
};

/** A module's search, as both modules export it: run, then resume each time it pauses to have the signal read. */
export interface PausingSearch {
  run(limit: number, budget: number, signal: number): void;
  resume(): void;
}

/**
 * Runs a module's search on what it holds, resuming it at each pause while `signal` is not aborted; its results
 * (`state`: count, placements, guesses; `status`: 0 decided, 1 budget, 2 paused) as an EngineRun, the first solution
 * copied from `found` into `solution`.
 */
export function runPausing(search: PausingSearch, state: Float64Array, status: Int32Array, limit: number, budget: number, signal: AbortSignal | undefined, found: Uint8Array, solution: Uint8Array): EngineRun {
  search.run(limit, budget, signal === undefined ? 0 : 1);
  let aborted = false;
  while (status[0] === 2) {
    if (signal!.aborted) {
      aborted = true;
      break;
    }
    search.resume();
  }
  const count = state[0];
  if (count > 0) solution.set(found);
  return { count, placements: state[1], guesses: state[2], stopped: aborted ? 'aborted' : status[0] === 1 ? 'budget' : undefined };
}

let digViews: { solution: Uint8Array; puzzle: Uint8Array; orbits: Uint8Array } | undefined;
let digOrbits: Uint8Array | undefined;

/** The views on the digs' buffers (the orbits of `orbits` written in, unless they are there already). */
function digViewsOf(w: WasmInstance, orbits: Uint8Array, n: number): { solution: Uint8Array; puzzle: Uint8Array; orbits: Uint8Array } {
  if (digViews === undefined) {
    const buffer = w.exports.memory.buffer;
    digViews = {
      solution: new Uint8Array(buffer, w.exports.easy_solution(), 81),
      puzzle: new Uint8Array(buffer, w.exports.easy_puzzle(), 81),
      orbits: new Uint8Array(buffer, w.exports.easy_orbits(), 162),
    };
  }
  if (digOrbits !== orbits) {
    digViews.orbits.set(orbits.subarray(0, 2 * n));
    digOrbits = orbits;
  }
  return digViews;
}

/**
 * A whole attempt at an easy puzzle in WebAssembly (easy.ts, digEasySeeded): the solved grid from the random stream
 * of `gridSeed` (into `solution`), the `n` orbits of `orbits` (two cells each, the second 255 for a one-cell orbit) shuffled from the
 * stream of `seed`, and the dig (into `puzzle`), drawing as the JavaScript does. The module keeps the grid and its
 * unavoidable sets for the next attempt from the same `gridSeed`. 0 when some given could not be proven necessary,
 * else the puzzle's rating in tenths (10, 12 or 15); undefined without WebAssembly.
 */
export function wasmEasyAttempt(gridSeed: number, seed: number, orbits: Uint8Array, n: number, budget: number, puzzle: Uint8Array, solution: Uint8Array): number | undefined {
  const w = wasmInstance();
  if (w === undefined) return undefined;
  const views = digViewsOf(w, orbits, n);
  const outcome = w.exports.easy_attempt(gridSeed >>> 0, seed >>> 0, n, budget);
  if (outcome < 0) throw new Error('three independent boxes always extend to a solved grid');
  puzzle.set(views.puzzle);
  solution.set(views.solution);
  return outcome;
}

/**
 * A whole classic dig in WebAssembly (classic.ts, digClassic, which has the same dig in JavaScript): the solved
 * grid from the random stream of `seed` (into `solution`), the `n` orbits of `orbits` (two cells each, as for
 * wasmEasyAttempt) shuffled on from the same stream, removed while the solution stays unique (into `puzzle`).
 * False without WebAssembly.
 */
export function wasmClassicAttempt(seed: number, orbits: Uint8Array, n: number, budget: number, puzzle: Uint8Array, solution: Uint8Array): boolean {
  const w = wasmInstance();
  if (w === undefined) return false;
  const views = digViewsOf(w, orbits, n);
  if (w.exports.classic_attempt(seed >>> 0, n, budget) === 0) throw new Error('three independent boxes always extend to a solved grid');
  puzzle.set(views.puzzle);
  solution.set(views.solution);
  return true;
}
