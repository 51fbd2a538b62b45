// Where the puzzle sets live: the shared data folder beside the clone, and the small fixtures in the repo.

import * as fs from 'node:fs';
import * as path from 'node:path';

function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'test', 'fixtures'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no repository root above ${start}`);
    dir = up;
  }
}

/** The checkout's root (the folder with package.json and test/fixtures), found from this file. */
export const repoRoot: string = findRepoRoot(__dirname);
/** The shared puzzle sets, beside the clone. */
export const sharedDataDir: string = path.resolve(repoRoot, '..', 'shared', 'data');
/** The small puzzle samples kept in the repository. */
export const fixturesDir: string = path.join(repoRoot, 'test', 'fixtures');

/** True when the shared data folder exists. */
export function hasSharedData(): boolean {
  return fs.existsSync(sharedDataDir) && fs.statSync(sharedDataDir).isDirectory();
}

/** The non-empty lines of a text file. */
export function readLines(file: string): string[] {
  return fs.readFileSync(file, 'utf8').split('\n').map((l) => l.replace(/\r$/, '')).filter((l) => l !== '');
}

/** A puzzle set: puzzles with their solutions (or solution counts), matched line by line. */
export interface PuzzleSet {
  readonly name: string;
  readonly file: string;
  readonly puzzles: string[];
  readonly solutions?: string[];
  readonly counts?: number[];
}

/**
 * Loads `<dir>/<name>.txt` with `<name>.solutions.txt` or `<name>.solution-counts.txt`, whichever
 * exists; throws when the companion's line count differs from the puzzles'.
 */
export function loadSet(dir: string, name: string): PuzzleSet {
  const file = path.join(dir, `${name}.txt`);
  const puzzles = readLines(file);
  const solFile = path.join(dir, `${name}.solutions.txt`);
  const countFile = path.join(dir, `${name}.solution-counts.txt`);
  let solutions: string[] | undefined;
  let counts: number[] | undefined;
  if (fs.existsSync(solFile)) solutions = readLines(solFile);
  if (fs.existsSync(countFile)) counts = readLines(countFile).map((l) => Number(l.trim()));
  const companion = solutions ?? counts;
  if (companion === undefined) throw new Error(`${name}: neither ${solFile} nor ${countFile} exists`);
  if (companion.length !== puzzles.length) {
    throw new Error(`${name}: ${puzzles.length} puzzles but ${companion.length} lines in its companion file`);
  }
  return { name, file, puzzles, solutions, counts };
}

/** The set names in `dir`: every `<name>.txt` that has a solutions or solution-counts file. */
export function listSets(dir: string): string[] {
  const files = new Set(fs.readdirSync(dir));
  return [...files]
    .filter((f) => f.endsWith('.txt') && !/\.(solutions|solution-counts|ratings|buckets)\.txt$/.test(f))
    .map((f) => f.slice(0, -4))
    .filter((n) => files.has(`${n}.solutions.txt`) || files.has(`${n}.solution-counts.txt`))
    .sort();
}
