// The puzzle formats read before the classic line-based ones, in the order they run. A new format is a file in
// this folder (see format.ts) and its name in this list.

import type { Format } from './format';
import { killerLine } from './killerLine';

export const FORMATS: readonly Format[] = [killerLine];
