// The rated puzzle sample for the explainer's tests: Sukaku Explainer v1.15.10 ratings of Sudoku Exchange
// puzzles. From ../shared/data when it exists (every 294th line of the sample by default, every line with
// SUDOKU_FULL=1), else from the fixture, which holds the same 150 lines.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { fixturesDir, hasSharedData, readLines, sharedDataDir } from './data';

export interface RatedSample {
  /** Where it came from, for the test output. */
  readonly source: string;
  readonly puzzles: string[];
  readonly solutions: string[];
  /** SE's rating of each puzzle. */
  readonly ratings: number[];
  /** 1-based line of each puzzle in its file. */
  readonly lines: number[];
}

/** Every 294th line (1, 295, …) of the shared sample, as in the fixture; all lines when `full`. */
export function loadRatedSample(full = process.env.SUDOKU_FULL === '1'): RatedSample {
  const shared = path.join(sharedDataDir, 'sudoku-exchange-sample.txt');
  if (hasSharedData() && fs.existsSync(shared)) {
    const puzzles = readLines(shared);
    const solutions = readLines(path.join(sharedDataDir, 'sudoku-exchange-sample.solutions.txt'));
    const ratings = readLines(path.join(sharedDataDir, 'sudoku-exchange-sample.ratings.txt')).map(Number);
    const pick = puzzles.map((_, i) => i).filter((i) => full || (i % 294 === 0 && i < 294 * 150));
    return {
      source: `shared sudoku-exchange-sample.txt (${full ? 'every line' : 'every 294th line'})`,
      puzzles: pick.map((i) => puzzles[i]),
      solutions: pick.map((i) => solutions[i]),
      ratings: pick.map((i) => ratings[i]),
      lines: pick.map((i) => i + 1),
    };
  }
  const puzzles = readLines(path.join(fixturesDir, 'sudoku-exchange-200.txt'));
  const solutions = readLines(path.join(fixturesDir, 'sudoku-exchange-200.solutions.txt'));
  const ratings = readLines(path.join(fixturesDir, 'sudoku-exchange-200.ratings.txt'));
  const pick = ratings.map((r, i) => (/^\d/.test(r) ? i : -1)).filter((i) => i >= 0);
  return {
    source: 'fixture sudoku-exchange-200 (the shared data is absent)',
    puzzles: pick.map((i) => puzzles[i]),
    solutions: pick.map((i) => solutions[i]),
    ratings: pick.map((i) => Number(ratings[i])),
    lines: pick.map((i) => 1 + 294 * i),
  };
}

/** The easy/medium lines of the fixture with their bucket (`easy` rates below 1.5, `medium` below 2.5). */
export function loadBucketFixture(): Array<{ puzzle: string; solution: string; bucket: string }> {
  const puzzles = readLines(path.join(fixturesDir, 'sudoku-exchange-200.txt'));
  const solutions = readLines(path.join(fixturesDir, 'sudoku-exchange-200.solutions.txt'));
  const ratings = readLines(path.join(fixturesDir, 'sudoku-exchange-200.ratings.txt'));
  return ratings.map((bucket, i) => ({ puzzle: puzzles[i], solution: solutions[i], bucket })).filter((x) => x.bucket === 'easy' || x.bucket === 'medium');
}
