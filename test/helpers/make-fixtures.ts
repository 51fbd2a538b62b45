// Regenerates test/fixtures/multi-solution-40.txt and its counts: our own puzzles with 2 to a few hundred solutions.
// Run after `npx tsc -p ./`: node out/test/helpers/make-fixtures.js [seed]

import * as fs from 'node:fs';
import * as path from 'node:path';
import { backtrack } from '../../src/core/backtrack';
import { dlx } from '../../src/core/dlx';
import { formatGrid } from '../../src/core/grid';
import type { Engine } from '../../src/core/engine';
import type { Grid } from '../../src/core/types';
import { fixturesDir } from './data';
import { makeMultiPuzzle, randomSolvedGrid } from './grids';
import { makeRng } from './random';

const TARGETS = [2, 2, 3, 4, 6, 10, 20, 50, 100, 200];
const PUZZLES = 40;

function counter(engine: Engine): (g: Grid, limit: number) => number {
  return (g, limit) => {
    const run = engine(g, limit, 1e9, undefined, new Uint8Array(81));
    if (run.stopped) throw new Error('count stopped');
    return run.count;
  };
}

function main(): void {
  const seed = Number(process.argv[2] ?? 20261129) >>> 0;
  const rng = makeRng(seed);
  const byDlx = counter(dlx);
  const byBacktrack = counter(backtrack);
  const lines: string[] = [];
  const counts: number[] = [];
  while (lines.length < PUZZLES) {
    const target = TARGETS[lines.length % TARGETS.length];
    const puzzle = makeMultiPuzzle(randomSolvedGrid(rng), rng, byDlx, target, target * 3);
    if (puzzle === undefined) continue;
    const exact = byDlx(puzzle, 1e6);
    const check = byBacktrack(puzzle, 1e6);
    if (exact !== check) throw new Error(`dlx counts ${exact}, backtrack ${check}: ${formatGrid(puzzle)}`);
    lines.push(formatGrid(puzzle));
    counts.push(exact);
  }
  fs.writeFileSync(path.join(fixturesDir, 'multi-solution-40.txt'), lines.join('\n') + '\n');
  fs.writeFileSync(path.join(fixturesDir, 'multi-solution-40.solution-counts.txt'), counts.join('\n') + '\n');
  console.log(`seed ${seed}: ${PUZZLES} puzzles, counts ${counts.join(' ')}`);
}

main();
