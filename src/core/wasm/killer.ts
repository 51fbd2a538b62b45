// The WebAssembly killer search (wasm/killer.c, the search of ../killer/search.ts compiled for wasm32) on the same
// terms as killerSearch and with the same results: count, first solution, placements, guesses, and `stopped` (the
// budget after a propagation, the signal at the start and every 256th guess). The layout stays compiled in JS
// (layout.ts, once per puzzle) and is copied into the module's memory when it differs from the last one run. The
// module is embedded as base64 and instantiated synchronously on first use, as the classic wasm engine is; where
// WebAssembly is unavailable, or a layout is bigger than the module's buffers, the JS search runs instead.

import type { EngineRun } from '../engine';
import type { KillerLayout } from '../killer/layout';
import { killerSearch } from '../killer/search';
import type { Grid } from '../types';
import { decodeBase64, runPausing, runStateViews, type RunStateViews } from './engine';
import { KILLER_WASM_BASE64 } from './killer.generated';

export { KILLER_WASM_COMPILER } from './killer.generated';

interface Exports {
  readonly memory: WebAssembly.Memory;
  init(): void;
  buffers(): number;
  load_layout(groups: number): void;
  run(limit: number, budget: number, signal: number): void;
  resume(): void;
}

interface KillerInstance extends RunStateViews {
  readonly exports: Exports;
  readonly mateStart: Int32Array;
  readonly mates: Uint8Array;
  readonly groupStart: Int32Array;
  readonly groupCells: Uint8Array;
  readonly groupSum: Int32Array;
  readonly groupDistinct: Uint8Array;
  readonly groupNeg: Uint8Array;
  readonly cellGroupStart: Int32Array;
  readonly cellGroups: Int32Array;
  readonly cells: Uint8Array;
  readonly solution: Uint8Array;
  readonly maxGroups: number;
  readonly maxGroupCells: number;
  readonly maxMates: number;
}

function instantiate(): KillerInstance | undefined {
  if (typeof WebAssembly !== 'object' || WebAssembly === null || typeof WebAssembly.Module !== 'function') return undefined;
  try {
    const module = new WebAssembly.Module(decodeBase64(KILLER_WASM_BASE64));
    const exports = new WebAssembly.Instance(module, {}).exports as unknown as Exports;
    exports.init();
    const buffer = exports.memory.buffer;
    // The memory never grows (the C side has no allocator), so these views stay valid.
    const at = new Uint32Array(buffer, exports.buffers(), 16);
    const [maxGroups, maxGroupCells, maxMates] = [at[12], at[13], at[14]];
    return {
      exports,
      mateStart: new Int32Array(buffer, at[0], 82),
      mates: new Uint8Array(buffer, at[1], maxMates),
      groupStart: new Int32Array(buffer, at[2], maxGroups + 1),
      groupCells: new Uint8Array(buffer, at[3], maxGroupCells),
      groupSum: new Int32Array(buffer, at[4], maxGroups),
      groupDistinct: new Uint8Array(buffer, at[5], maxGroups),
      groupNeg: new Uint8Array(buffer, at[6], maxGroupCells),
      cellGroupStart: new Int32Array(buffer, at[7], 82),
      cellGroups: new Int32Array(buffer, at[8], maxGroupCells),
      cells: new Uint8Array(buffer, at[9], 81),
      solution: new Uint8Array(buffer, at[10], 81),
      ...runStateViews(buffer, at[11]),
      maxGroups,
      maxGroupCells,
      maxMates,
    };
  } catch {
    return undefined;
  }
}

let instance: KillerInstance | undefined;
let tried = false;
/** The layout in the module's memory now. */
let loaded: KillerLayout | undefined;

function killerInstance(): KillerInstance | undefined {
  if (!tried) {
    tried = true;
    instance = instantiate();
  }
  return instance;
}

/** True when the WebAssembly killer search runs here. */
export function killerWasmAvailable(): boolean {
  return killerInstance() !== undefined;
}

/** True when `layout` fits the module's buffers (every layout of cages that do not overlap does, by far). */
function fits(w: KillerInstance, layout: KillerLayout): boolean {
  return layout.groupCount <= w.maxGroups && layout.groupCells.length <= w.maxGroupCells && layout.mates.length <= w.maxMates;
}

/** Copies `layout` into the module's memory (when it is not the one there already). */
function load(w: KillerInstance, layout: KillerLayout): void {
  if (loaded === layout) return;
  w.mateStart.set(layout.mateStart);
  w.mates.set(layout.mates);
  w.groupStart.set(layout.groupStart);
  w.groupCells.set(layout.groupCells);
  w.groupSum.set(layout.groupSum);
  w.groupDistinct.set(layout.groupDistinct);
  w.groupNeg.set(layout.groupNeg);
  w.cellGroupStart.set(layout.cellGroupStart);
  w.cellGroups.set(layout.cellGroups);
  w.exports.load_layout(layout.groupCount);
  loaded = layout;
}

/**
 * Searches `cells` under the cages of `killer` for up to `limit` solutions, writing the first into `solution`: the
 * contract and results of killerSearch, in WebAssembly. Runs killerSearch where the module is unavailable or the
 * layout does not fit. Not reentrant, like killerSearch.
 */
export function killerSearchWasm(killer: KillerLayout, cells: Grid, limit: number, budget: number, signal: AbortSignal | undefined, solution: Uint8Array): EngineRun {
  const w = killerInstance();
  if (w === undefined || !fits(w, killer)) return killerSearch(killer, cells, limit, budget, signal, solution);
  if (limit <= 0) return { count: 0, placements: 0, guesses: 0, stopped: undefined };
  if (signal?.aborted) return { count: 0, placements: 0, guesses: 0, stopped: 'aborted' };
  load(w, killer);
  w.cells.set(cells);
  return runPausing(w.exports, w.state, w.status, limit, budget, signal, w.solution, solution);
}
