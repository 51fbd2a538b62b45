// Diagnostics as plain data: conflicting givens, malformed puzzle text and search verdicts, in text offsets.

import { cellName, countGivens } from '../core/grid';
import type { Conflict, PuzzleSolveResult, UnitKind } from '../core/types';
import type { RuleProblem } from '../core/variants/variant';
import { cageDiagnosticMessage, capitalized, count, joinList, STATE_WORDS } from './describe';
import { cageCellSpan, cageSumSpan } from './cages';
import { lineEndAt } from './lines';
import type { ScanProblemCode, ScanResult, ScannedPuzzle } from './types';

export type PlainSeverity = 'error' | 'warning' | 'information';

/** Stable codes: the scanner's problem codes, the problems of a killer's cages, plus the verdicts of a check. */
export type DiagnosticCode = ScanProblemCode | CageDiagnosticCode | 'conflict' | 'unsolvable' | 'not-unique' | 'stopped';

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
  readonly result: PuzzleSolveResult | undefined;
  /** The problems of its rules (a killer's cages), when there are any. */
  readonly ruleProblems?: readonly RuleProblem[];
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
function verdictDiagnostic(text: string, puzzle: ScannedPuzzle, result: PuzzleSolveResult | undefined, options: DiagnoseOptions = ALL_DIAGNOSTICS): PlainDiagnostic | undefined {
  if (result === undefined || result.kind === 'solved' || result.kind === 'invalid') return undefined;
  switch (result.kind) {
    case 'unsolvable':
      if (!options.unsolvable) return undefined;
      return { ...puzzleHeadSpan(text, puzzle), severity: 'warning', code: 'unsolvable', message: `${capitalized(STATE_WORDS.unsolvable)}: no way of filling the ${81 - countGivens(puzzle.cells)} empty cells keeps every given${puzzle.rules.variant === 'killer' ? ' and makes every cage\'s sum' : ''}.`, related: [] };
    case 'multiple':
      if (!options.notUnique) return undefined;
      return { ...puzzleHeadSpan(text, puzzle), severity: 'warning', code: 'not-unique', message: `${capitalized(STATE_WORDS.multiple)}: a proper Sudoku has exactly one, so some givens are missing.`, related: [] };
    case 'stopped':
      if (!options.stopped || result.reason !== 'budget') return undefined;
      return { ...puzzleHeadSpan(text, puzzle), severity: 'information', code: 'stopped', message: `${capitalized(STATE_WORDS.stopped)}: the check stopped after ${count(result.stats.placements)} placements without deciding whether this puzzle has one solution. Sudoku: Check File searches longer.`, related: [] };
  }
}

/**
 * The stable code of each problem of a killer's cages (src/core's RuleProblem kinds): `cage-impossible-sum` (no
 * digits of that many cells make the sum), `cage-repeat` (a given twice in a cage), `cage-givens` (the givens leave
 * no combination), `cage-disconnected`, `cage-overlap`, `cage-total` (the sums do not add up to 405), `uncaged`.
 * (`cage-sum` and `cage-letters` are the scanner's: a letter with no sum, a sum with no letter, 80 letters.)
 */
export type CageDiagnosticCode = 'cage-impossible-sum' | 'cage-repeat' | 'cage-givens' | 'cage-disconnected' | 'cage-overlap' | 'cage-total' | 'uncaged';

const CAGE_CODES: Readonly<Record<RuleProblem['kind'], CageDiagnosticCode>> = {
  'cage-sum': 'cage-impossible-sum',
  'cage-repeat': 'cage-repeat',
  'cage-givens': 'cage-givens',
  'cage-disconnected': 'cage-disconnected',
  'cage-overlap': 'cage-overlap',
  'cage-total': 'cage-total',
  uncaged: 'uncaged',
};

/** The text of every cage sum, from the first to the last (the `11,25,...` field, the `a=11 ...` line). */
function sumsSpan(puzzle: ScannedPuzzle, cages: number): { offset: number; length: number } {
  let from = Number.MAX_SAFE_INTEGER;
  let to = -1;
  for (let k = 0; k < cages; k++) {
    const s = cageSumSpan(puzzle, k);
    from = Math.min(from, s.offset);
    to = Math.max(to, s.offset + s.length);
  }
  return to < 0 ? { offset: puzzle.start, length: 1 } : { offset: from, length: to - from };
}

/**
 * One error per problem of a killer's cages, at the characters that cause it: an impossible sum and givens that
 * leave no combination at the sum (the givens related); a repeated given on its second copy (the first related);
 * a cage in pieces at the letter of the first cell cut off (the other cut-off cells related); a cell in two cages
 * and a cell in no cage at its letter; a wrong total over all the sums.
 */
export function cageDiagnostics(puzzle: ScannedPuzzle, problems: readonly RuleProblem[]): PlainDiagnostic[] {
  const rules = puzzle.rules;
  if (rules.variant !== 'killer' || problems.length === 0) return [];
  const cages = rules.cages;
  const cellSpan = (cell: number, message: string): RelatedSpan => ({ ...cageCellSpan(puzzle, cell), message });
  const digitSpan = (cell: number, message: string): RelatedSpan => ({ offset: puzzle.offsets[cell], length: 1, message });
  const out: PlainDiagnostic[] = [];
  for (const problem of problems) {
    const message = cageDiagnosticMessage(problem, cages);
    const code = CAGE_CODES[problem.kind];
    let at: { offset: number; length: number };
    let related: RelatedSpan[] = [];
    switch (problem.kind) {
      case 'cage-sum':
        at = cageSumSpan(puzzle, problem.cage);
        break;
      case 'cage-givens':
        at = cageSumSpan(puzzle, problem.cage);
        related = cages[problem.cage].cells.filter((c) => puzzle.cells[c] !== 0).map((c) => digitSpan(c, `${puzzle.cells[c]} at ${cellName(c)}`));
        break;
      case 'cage-repeat':
        at = { offset: puzzle.offsets[problem.conflict.b], length: 1 };
        related = [digitSpan(problem.conflict.a, `${problem.conflict.digit} at ${cellName(problem.conflict.a)} (same cage)`)];
        break;
      case 'cage-disconnected': {
        const cut = problem.parts.slice(1).flat();
        at = cageCellSpan(puzzle, cut[0]);
        related = [cellSpan(problem.parts[0][0], `the cage's first part, from ${cellName(problem.parts[0][0])}`), ...cut.slice(1).map((c) => cellSpan(c, `${cellName(c)} (cut off)`))];
        break;
      }
      case 'cage-overlap':
        at = cageCellSpan(puzzle, problem.cell);
        break;
      case 'cage-total':
        at = sumsSpan(puzzle, cages.length);
        break;
      case 'uncaged':
        at = { offset: puzzle.offsets[problem.cells[0]], length: 1 };
        related = problem.cells.slice(1).map((c) => digitSpan(c, `${cellName(c)} (in no cage)`));
        break;
    }
    out.push({ offset: at.offset, length: Math.max(1, at.length), severity: 'error', code, message, related });
  }
  return out;
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
      const cageErrors = options.conflicts && f.ruleProblems !== undefined ? cageDiagnostics(puzzle, f.ruleProblems) : [];
      for (const d of cageErrors) out.push(d);
      if (f.conflicts.length > 0) {
        if (options.conflicts) for (const d of conflictDiagnostics(puzzle, f.conflicts)) out.push(d);
        continue;
      }
      // A cage error already says why the search found nothing (an impossible sum, a given that breaks its cage).
      if (cageErrors.length > 0 && f.result?.kind === 'unsolvable') continue;
      const v = verdictDiagnostic(text, puzzle, f.result, options);
      if (v !== undefined) out.push(v);
    }
  }
  out.sort((x, y) => x.offset - y.offset);
  if (out.length > options.maxDiagnostics) out.length = Math.max(0, options.maxDiagnostics);
  return out;
}
