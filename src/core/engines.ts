// Every search engine by name: `fast` is the default, `dlx` and `backtrack` exist to cross-check and compare.

import type { Engine } from './engine';
import { backtrack } from './backtrack';
import { dlx } from './dlx';
import { fast } from './fast';
import type { EngineName } from './types';

/** The engines a search can run on, by name. */
export const ENGINES: Record<EngineName, Engine> = { fast, dlx, backtrack };
