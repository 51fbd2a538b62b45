// The puzzle formats read before the classic line-based ones, in the order they run. A new format is a file in
// this folder (see format.ts) and its name in this list.

import type { Format } from './format';
import { fpuzzles } from './fpuzzles';
import { killerGrid } from './killerGrid';
import { killerLine } from './killerLine';
import { links } from './links';
import { sumocue } from './sumocue';

export const FORMATS: readonly Format[] = [links, fpuzzles, sumocue, killerLine, killerGrid];
