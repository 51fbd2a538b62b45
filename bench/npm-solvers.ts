// The Sudoku solvers a user would otherwise pick from npm, each adapted to "81-character puzzle in, 81 digits out".
// They are the benchmark's own dev dependencies (bench/package.json), loaded at run time from bench/node_modules.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BOX_OF, COL_OF, ROW_OF, formatGrid } from '../src/core';

/**
 * A solver under test: puzzle text in (`1`-`9`, anything else empty), solution digits out, or undefined.
 * Every adapter, ours included, writes its answer with `formatGrid`, so no solver pays for building strings
 * differently (a string built a character at a time and kept costs the collector several times the solve).
 */
export interface BenchSolver {
  readonly name: string;
  readonly version: string;
  /** How the adapter feeds the solver, for the results file. */
  readonly note: string;
  solve(puzzle: string): string | undefined;
}

const PACKAGES = ['dancing-links', '@algorithm.ts/sudoku', 'sudoku'] as const;

// `import()` that tsc (CommonJS output) leaves alone, for the ESM-only dancing-links.
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<Record<string, unknown>>;

function packageDir(benchDir: string, name: string): string {
  return path.join(benchDir, 'node_modules', ...name.split('/'));
}

function versionOf(benchDir: string, name: string): string {
  return (JSON.parse(fs.readFileSync(path.join(packageDir(benchDir, name), 'package.json'), 'utf8')) as { version: string }).version;
}

/** True when every npm solver is installed in bench/node_modules. */
export function npmSolversInstalled(benchDir: string): boolean {
  return PACKAGES.every((p) => fs.existsSync(path.join(packageDir(benchDir, p), 'package.json')));
}

/** Installs bench/package-lock.json into bench/node_modules (npm ci); returns an error message or undefined. */
export function installNpmSolvers(benchDir: string): string | undefined {
  console.error(`installing the npm solvers into ${path.join(benchDir, 'node_modules')} (npm ci)`);
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: benchDir, stdio: ['ignore', 'inherit', 'inherit'], timeout: 300_000 });
  if (r.error) return r.error.message;
  return r.status === 0 ? undefined : `npm ci exited with ${r.status}`;
}

function givenAt(puzzle: string, i: number): number {
  const c = puzzle.charCodeAt(i);
  return c >= 49 && c <= 57 ? c - 48 : 0;
}

interface DlxSolution {
  data: number;
}
interface DlxSolver {
  addSparseConstraints(constraints: { data: number; columnIndices: number[] }[]): void;
  findOne(): DlxSolution[][];
}
interface DlxLibrary {
  createSolver(options: { columns: number }): DlxSolver;
}

/**
 * dancing-links: the exact-cover matrix of the puzzle, 324 columns (cell, row-digit, column-digit, box-digit),
 * one row per given and one per candidate of each empty cell that no given in its row, column or box excludes.
 */
async function dancingLinks(benchDir: string): Promise<BenchSolver> {
  const dir = packageDir(benchDir, 'dancing-links');
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string; exports?: { '.': { import: string } }; main: string };
  const entry = path.join(dir, pkg.exports?.['.'].import ?? pkg.main);
  const mod = (await importModule(pathToFileURL(entry).href)) as { DancingLinks: new () => DlxLibrary };
  const lib = new mod.DancingLinks();
  const rowUsed = new Int32Array(9);
  const colUsed = new Int32Array(9);
  const boxUsed = new Int32Array(9);
  const out = new Uint8Array(81);
  return {
    name: 'dancing-links',
    version: pkg.version,
    note: 'sparse constraints; rows only for candidates the givens allow',
    solve(puzzle) {
      rowUsed.fill(0);
      colUsed.fill(0);
      boxUsed.fill(0);
      for (let i = 0; i < 81; i++) {
        const d = givenAt(puzzle, i);
        if (d === 0) continue;
        rowUsed[ROW_OF[i]] |= 1 << d;
        colUsed[COL_OF[i]] |= 1 << d;
        boxUsed[BOX_OF[i]] |= 1 << d;
      }
      const solver = lib.createSolver({ columns: 324 });
      const constraints: { data: number; columnIndices: number[] }[] = [];
      for (let i = 0; i < 81; i++) {
        const g = givenAt(puzzle, i);
        const used = g !== 0 ? ~(1 << g) : rowUsed[ROW_OF[i]] | colUsed[COL_OF[i]] | boxUsed[BOX_OF[i]];
        for (let d = 1; d <= 9; d++) {
          if (used & (1 << d)) continue;
          constraints.push({ data: i * 9 + d - 1, columnIndices: [i, 81 + ROW_OF[i] * 9 + d - 1, 162 + COL_OF[i] * 9 + d - 1, 243 + BOX_OF[i] * 9 + d - 1] });
        }
      }
      // One batch call: measured about 20% faster than a call per row.
      solver.addSparseConstraints(constraints);
      const found = solver.findOne();
      if (found.length === 0) return undefined;
      for (const row of found[0]) out[(row.data / 9) | 0] = (row.data % 9) + 1;
      return formatGrid(out);
    },
  };
}

/** @algorithm.ts/sudoku: its SudokuSolver (dancing links inside) on a board of -1 (empty) and 0-8. */
function algorithmTs(benchDir: string): BenchSolver {
  const req = createRequire(path.join(benchDir, 'package.json'));
  const { SudokuSolver } = req('@algorithm.ts/sudoku') as {
    SudokuSolver: new (o: { childMatrixWidth: number }) => { solve(p: number[], s: number[]): boolean };
  };
  const solver = new SudokuSolver({ childMatrixWidth: 3 });
  const board = new Array<number>(81);
  const solution = new Array<number>(81);
  const out = new Uint8Array(81);
  return {
    name: '@algorithm.ts/sudoku',
    version: versionOf(benchDir, '@algorithm.ts/sudoku'),
    note: 'one SudokuSolver reused; board of -1 and 0-8',
    solve(puzzle) {
      for (let i = 0; i < 81; i++) board[i] = givenAt(puzzle, i) - 1;
      if (!solver.solve(board, solution)) return undefined;
      for (let i = 0; i < 81; i++) out[i] = solution[i] + 1;
      return formatGrid(out);
    },
  };
}

/** sudoku (dachev): solvepuzzle on a board of null (empty) and 0-8. */
function dachev(benchDir: string): BenchSolver {
  const req = createRequire(path.join(benchDir, 'package.json'));
  const lib = req('sudoku') as { solvepuzzle(board: (number | null)[]): (number | null)[] | null };
  const out = new Uint8Array(81);
  return {
    name: 'sudoku',
    version: versionOf(benchDir, 'sudoku'),
    note: 'solvepuzzle on a board of null and 0-8',
    solve(puzzle) {
      const board = new Array<number | null>(81);
      for (let i = 0; i < 81; i++) {
        const d = givenAt(puzzle, i);
        board[i] = d === 0 ? null : d - 1;
      }
      const answer = lib.solvepuzzle(board);
      if (!answer) return undefined;
      for (let i = 0; i < 81; i++) out[i] = (answer[i] ?? -1) + 1;
      return formatGrid(out);
    },
  };
}

/** Loads every npm solver from bench/node_modules. */
export async function loadNpmSolvers(benchDir: string): Promise<BenchSolver[]> {
  return [await dancingLinks(benchDir), algorithmTs(benchDir), dachev(benchDir)];
}
