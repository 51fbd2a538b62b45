// Diagnostics as plain data: conflicting givens, malformed puzzle text and search verdicts, in text offsets.

import { cellName, countGivens } from '../core/grid';
import type { Conflict, SolveResult, UnitKind } from '../core/types';
import { capitalized, count, joinList, STATE_WORDS } from './describe';
import { lineEndAt } from './lines';
import type { ScanProblemCode, ScanResult, ScannedPuzzle } from './types';

export type PlainSeverity = 'error' | 'warning' | 'information';

/** Stable codes: the scanner's problem codes plus the verdicts of a check. */
export type DiagnosticCode = ScanProblemCode | 'conflict' | 'unsolvable' | 'not-unique' | 'stopped';

/** A span elsewhere in the text that explains a diagnostic (the twin of a conflicting given). */
export interface RelatedSpan {
  readonly offset: number;
  readonly length: number;
  readonly message: string;
}

/** One diagnostic in text offsets, ready to be converted to the editor's type. */
export interface PlainDiagnostic {
  readonly offset: number;
  readonly length: number;
  readonly severity: PlainSeverity;
  readonly code: DiagnosticCode;
  readonly message: string;
  readonly related: readonly RelatedSpan[];
}

/** What is known about one puzzle: its conflicts (always) and its search result (once analysed). */
export interface PuzzleFacts {
  readonly conflicts: readonly Conflict[];
  readonly result: SolveResult | undefined;
}

/** Which kinds to report, and how many diagnostics at most. */
export interface DiagnoseOptions {
  readonly conflicts: boolean;
  readonly malformed: boolean;
  readonly unsolvable: boolean;
  readonly notUnique: boolean;
  /** Report searches that ran out of budget. */
  readonly stopped: boolean;
  readonly maxDiagnostics: number;
}

export const ALL_DIAGNOSTICS: DiagnoseOptions = {
  conflicts: true,
  malformed: true,
  unsolvable: true,
  notUnique: true,
  stopped: true,
  maxDiagnostics: Number.POSITIVE_INFINITY,
};

const TIMES = ['', 'once', 'twice', 'three times', 'four times', 'five times', 'six times', 'seven times', 'eight times', 'nine times'];

function times(n: number): string {
  return TIMES[n] ?? `${n} times`;
}

function unitLabel(unit: UnitKind, index: number): string {
  return `${unit} ${index + 1}`;
}

interface CellConflicts {
  digit: number;
  /** Unit label -> twin cells in that unit. */
  units: Map<string, { kind: UnitKind; cells: Set<number> }>;
  /** Twin cell -> kinds of unit shared with it. */
  twins: Map<number, UnitKind[]>;
}

/**
 * One error per conflicting given, on that digit: "5 appears twice in row 3", with every other copy of
 * the digit in the units it shares as related spans.
 */
function conflictDiagnostics(puzzle: ScannedPuzzle, conflicts: readonly Conflict[]): PlainDiagnostic[] {
  if (conflicts.length === 0) return [];
  const byCell = new Map<number, CellConflicts>();
  const note = (cell: number, twin: number, c: Conflict): void => {
    let entry = byCell.get(cell);
    if (entry === undefined) {
      entry = { digit: c.digit, units: new Map(), twins: new Map() };
      byCell.set(cell, entry);
    }
    const label = unitLabel(c.unit, c.unitIndex);
    let unit = entry.units.get(label);
    if (unit === undefined) {
      unit = { kind: c.unit, cells: new Set() };
      entry.units.set(label, unit);
    }
    unit.cells.add(twin);
    const kinds = entry.twins.get(twin) ?? [];
    if (!kinds.includes(c.unit)) kinds.push(c.unit);
    entry.twins.set(twin, kinds);
  };
  for (const c of conflicts) {
    note(c.a, c.b, c);
    note(c.b, c.a, c);
  }
  const out: PlainDiagnostic[] = [];
  for (const cell of [...byCell.keys()].sort((x, y) => x - y)) {
    const entry = byCell.get(cell)!;
    const byCount = new Map<number, string[]>();
    for (const [label, unit] of entry.units) {
      const n = unit.cells.size + 1;
      byCount.set(n, [...(byCount.get(n) ?? []), label]);
    }
    const parts = [...byCount].map(([n, labels]) => `${times(n)} in ${joinList(labels)}`);
    const related = [...entry.twins.keys()].sort((x, y) => x - y).map((twin) => ({
      offset: puzzle.offsets[twin],
      length: 1,
      message: `${entry.digit} at ${cellName(twin)} (same ${joinList(entry.twins.get(twin)!)})`,
    }));
    out.push({
      offset: puzzle.offsets[cell],
      length: 1,
      severity: 'error',
      code: 'conflict',
      message: `${entry.digit} appears ${joinList(parts)} (${cellName(cell)})`,
      related,
    });
  }
  return out;
}

/**
 * The span that stands for a whole puzzle: from its start to the end of the line holding its first row,
 * so a grid is marked on its top line and an 81-cell line on the whole line.
 */
export function puzzleHeadSpan(text: string, puzzle: ScannedPuzzle): { offset: number; length: number } {
  const end = Math.min(lineEndAt(text, puzzle.offsets[8]), puzzle.end);
  return { offset: puzzle.start, length: Math.max(1, end - puzzle.start) };
}

/** The warning or note a search result earns, if any (conflicts are reported separately). */
function verdictDiagnostic(text: string, puzzle: ScannedPuzzle, result: SolveResult | undefined, options: DiagnoseOptions = ALL_DIAGNOSTICS): PlainDiagnostic | undefined {
  if (result === undefined || result.kind === 'solved' || result.kind === 'invalid') return undefined;
  switch (result.kind) {
    case 'unsolvable':
      if (!options.unsolvable) return undefined;
      return { ...puzzleHeadSpan(text, puzzle), severity: 'warning', code: 'unsolvable', message: `${capitalized(STATE_WORDS.unsolvable)}: no way of filling the ${81 - countGivens(puzzle.cells)} empty cells keeps every given.`, related: [] };
    case 'multiple':
      if (!options.notUnique) return undefined;
      return { ...puzzleHeadSpan(text, puzzle), severity: 'warning', code: 'not-unique', message: `${capitalized(STATE_WORDS.multiple)}: a proper Sudoku has exactly one, so some givens are missing.`, related: [] };
    case 'stopped':
      if (!options.stopped || result.reason !== 'budget') return undefined;
      return { ...puzzleHeadSpan(text, puzzle), severity: 'information', code: 'stopped', message: `${capitalized(STATE_WORDS.stopped)}: the check stopped after ${count(result.stats.placements)} placements without deciding whether this puzzle has one solution. Sudoku: Check File searches longer.`, related: [] };
  }
}

/**
 * All diagnostics of a scanned text, sorted by offset and capped at `options.maxDiagnostics`:
 * scan problems (errors at the place), conflicting givens (errors on the digit, twins related), and
 * verdicts from the analyses known so far (warnings on the puzzle's first line).
 */
export function diagnose(text: string, scan: ScanResult, facts: (puzzle: ScannedPuzzle) => PuzzleFacts, options: DiagnoseOptions = ALL_DIAGNOSTICS): PlainDiagnostic[] {
  const out: PlainDiagnostic[] = [];
  if (options.malformed) {
    for (const p of scan.problems) {
      out.push({ offset: p.offset, length: Math.max(1, p.length), severity: 'error', code: p.code, message: p.message, related: [] });
    }
  }
  if (options.conflicts || options.unsolvable || options.notUnique || options.stopped) {
    for (const puzzle of scan.puzzles) {
      const f = facts(puzzle);
      if (f.conflicts.length > 0) {
        if (options.conflicts) for (const d of conflictDiagnostics(puzzle, f.conflicts)) out.push(d);
        continue;
      }
      const v = verdictDiagnostic(text, puzzle, f.result, options);
      if (v !== undefined) out.push(v);
    }
  }
  out.sort((x, y) => x.offset - y.offset);
  if (out.length > options.maxDiagnostics) out.length = Math.max(0, options.maxDiagnostics);
  return out;
}
