// Shared helpers for the scanner tests: fixture files, known puzzles and cell-offset checks.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { ScannedPuzzle } from '../../src/text';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');
export const fixtureDir = path.join(repoRoot, 'test', 'fixtures', 'text');

/** A fixture file's text, byte for byte. */
export function fixture(name: string): string {
  return fs.readFileSync(path.join(fixtureDir, name), 'utf8');
}

/** The 16 Sudoku Exchange puzzles (public domain) the fixtures are built from, `.` for empty. */
export const PUZZLES: readonly string[] = fixture('exchange-16.txt').split('\n').filter((l) => l.length === 81);
/** Their verified solutions, line by line. */
export const SOLUTIONS: readonly string[] = fixture('exchange-16.solutions.txt').split('\n').filter((l) => l.length === 81);

/** 81 cells as a string with `.` for empty. */
export function cellString(cells: Uint8Array): string {
  let s = '';
  for (let i = 0; i < 81; i++) s += cells[i] === 0 ? '.' : String(cells[i]);
  return s;
}

/** 81 cells from a string of digits with `.` or `0` for empty. */
export function gridOf(s: string): Uint8Array {
  assert.equal(s.length, 81);
  return Uint8Array.from(s, (ch) => (ch === '.' ? 0 : Number(ch)));
}

/**
 * Asserts that every cell's offset points at the character showing it (its digit, or an empty mark), that offsets
 * increase and lie inside [start, end), and that the empties use the puzzle's own marks.
 */
export function assertOffsets(text: string, p: ScannedPuzzle, emptyMarks = '.0_-'): void {
  assert.equal(p.cells.length, 81);
  assert.equal(p.offsets.length, 81);
  for (let i = 0; i < 81; i++) {
    const ch = text[p.offsets[i]];
    if (p.cells[i] === 0) assert.ok(emptyMarks.includes(ch), `cell ${i} of puzzle ${p.index} is empty but shows '${ch}'`);
    else assert.equal(ch, String(p.cells[i]), `cell ${i} of puzzle ${p.index}`);
    assert.ok(p.offsets[i] >= p.start && p.offsets[i] < p.end, `cell ${i} offset inside the puzzle`);
    if (i > 0) assert.ok(p.offsets[i] > p.offsets[i - 1], `cell ${i} offset after cell ${i - 1}`);
  }
}
