// The puzzle formats read before the classic line-based ones, in the order they run. A new format is a file in
// this folder (see format.ts) and its name in this list.

import type { Format } from './format';
import { killerGrid } from './killerGrid';
import { killerLine } from './killerLine';
import { sumocue } from './sumocue';

export const FORMATS: readonly Format[] = [sumocue, killerLine, killerGrid];
