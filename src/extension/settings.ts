// The extension's settings as one typed, immutable value, read through a plain getter so it is testable in Node.

import type { DiagnoseOptions } from '../text/diagnose';
import type { SolveMode } from '../text/edits';

/** Every `sudoku.*` setting the extension reads, validated. */
export interface Settings {
  readonly plainText: boolean;
  readonly diagnostics: DiagnoseOptions & { readonly enabled: boolean; readonly delayMs: number };
  /** How many puzzles per file get the background uniqueness check. */
  readonly checkMaxPuzzles: number;
  /** Placement budget of one background check; an explicit Solve uses the engine's default. */
  readonly checkBudget: number;
  readonly codeLens: { readonly enabled: boolean; readonly maxPuzzles: number };
  readonly hover: boolean;
  readonly statusBar: boolean;
  readonly solveMode: SolveMode;
}

/** Reads one setting (section relative to `sudoku.`); undefined when unset. */
export type SettingGetter = (key: string) => unknown;

/** The defaults, the same as declared in package.json. */
export const DEFAULTS = {
  'plainText.enabled': true,
  'diagnostics.enabled': true,
  'diagnostics.delay': 150,
  'diagnostics.conflicts': true,
  'diagnostics.malformed': true,
  'diagnostics.unsolvable': true,
  'diagnostics.notUnique': true,
  'diagnostics.maxPerFile': 1000,
  'check.maxPuzzles': 10000,
  'check.budget': 20000,
  'codeLens.enabled': true,
  'codeLens.maxPuzzles': 500,
  'hover.enabled': true,
  'statusBar.enabled': true,
  'solve.mode': 'replace',
} as const;

type Key = keyof typeof DEFAULTS;

function bool(get: SettingGetter, key: Key): boolean {
  const v = get(key);
  return typeof v === 'boolean' ? v : (DEFAULTS[key] as boolean);
}

function int(get: SettingGetter, key: Key, min: number, max: number): number {
  const v = get(key);
  const n = typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : (DEFAULTS[key] as number);
  return Math.min(max, Math.max(min, n));
}

/** Builds the settings from a getter, falling back to the defaults for missing or ill-typed values. */
export function readSettings(get: SettingGetter): Settings {
  const mode = get('solve.mode');
  const diagnosticsOn = bool(get, 'diagnostics.enabled');
  return {
    plainText: bool(get, 'plainText.enabled'),
    diagnostics: {
      enabled: diagnosticsOn,
      delayMs: int(get, 'diagnostics.delay', 0, 5000),
      conflicts: diagnosticsOn && bool(get, 'diagnostics.conflicts'),
      malformed: diagnosticsOn && bool(get, 'diagnostics.malformed'),
      unsolvable: diagnosticsOn && bool(get, 'diagnostics.unsolvable'),
      notUnique: diagnosticsOn && bool(get, 'diagnostics.notUnique'),
      stopped: diagnosticsOn && (bool(get, 'diagnostics.unsolvable') || bool(get, 'diagnostics.notUnique')),
      maxDiagnostics: int(get, 'diagnostics.maxPerFile', 0, 1_000_000),
    },
    checkMaxPuzzles: int(get, 'check.maxPuzzles', 0, 10_000_000),
    checkBudget: int(get, 'check.budget', 1000, 100_000_000),
    codeLens: { enabled: bool(get, 'codeLens.enabled'), maxPuzzles: int(get, 'codeLens.maxPuzzles', 0, 1_000_000) },
    hover: bool(get, 'hover.enabled'),
    statusBar: bool(get, 'statusBar.enabled'),
    solveMode: mode === 'insertBelow' ? 'insertBelow' : 'replace',
  };
}

/** True when the background check is wanted at all (it feeds the verdict diagnostics and the lens states). */
export function wantsChecks(s: Settings): boolean {
  return s.checkMaxPuzzles > 0;
}
