// Every search engine by name: `wasm` is the default where WebAssembly runs, `fast` (the same search in JS) its
// fallback and cross-check; `dlx` and `backtrack` exist to cross-check and compare.

import type { Engine } from './engine';
import { backtrack } from './backtrack';
import { dlx } from './dlx';
import { fast } from './fast';
import type { EngineName } from './types';
import { wasm, wasmAvailable } from './wasm/engine';

/** The engines a search can run on, by name. */
export const ENGINES: Record<EngineName, Engine> = { fast, dlx, backtrack, wasm };

/** The engine a search runs on when none is named: `wasm` where WebAssembly is available, else `fast`. */
export function defaultEngine(): EngineName {
  return wasmAvailable() ? 'wasm' : 'fast';
}
