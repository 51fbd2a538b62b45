// The explainer's English, written once: technique names, the sentence of a step and the staged hint.
// The search code never builds text; everything here reads a Step.

import { cellName, unitName } from '../grid';
import type { Region, RegionSum } from '../killer/layout';
import type { UnitKind } from '../types';
import type { Candidate, Step, TechniqueId } from './types';

/** "the cage 17 in 2 at r1c1": how every sentence names a killer cage, by its sum, its size and its first cell. */
export function cageName(sum: number, size: number, firstCell: number): string {
  return `the cage ${sum} in ${size} at ${cellName(firstCell)}`;
}

/** "a", "a and b", "a, b and c". */
export function joinWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "8+9": a digit set as a player writes it. */
export function formatCombination(digits: readonly number[]): string {
  return digits.join('+');
}

/** "17 in 2: 8+9", with every combination listed, or "18 in 2: no combination". */
export function cageLabel(sum: number, size: number, sets: readonly (readonly number[])[]): string {
  return `${sum} in ${size}: ${sets.length === 0 ? 'no combination' : sets.map(formatCombination).join(', ')}`;
}

/** "row 3", "rows 1-3", "rows 1, 4 and 5", "boxes 1 and 2" (1-based). */
export function regionName(region: Region): string {
  const ix = region.indices.map((i) => i + 1);
  if (ix.length === 1) return unitName(region.kind, region.indices[0]);
  const plural = region.kind === 'box' ? 'boxes' : `${region.kind}s`;
  const consecutive = ix.every((v, i) => i === 0 || v === ix[i - 1] + 1);
  if (consecutive && ix.length > 2) return `${plural} ${ix[0]}-${ix[ix.length - 1]}`;
  return `${plural} ${ix.slice(0, -1).join(', ')} and ${ix[ix.length - 1]}`;
}

/** The cage a sentence is about: its sum, size and first cell. */
export interface CageWords {
  readonly sum: number;
  readonly size: number;
  readonly firstCell: number;
}

// The reasons of the next step (logic.ts for classic, the killer variant for killer): the board's Next step and the hint.

/** "r3c5 can only be 7", naming the cage when the cage is what left one digit. */
export function nakedSingleReason(cell: number, digit: number, cage?: CageWords): string {
  return `${cellName(cell)} can only be ${digit}${cage ? ` (${cageName(cage.sum, cage.size, cage.firstCell)})` : ''}`;
}

/** "7 fits only r3c5 in box 2". */
export function hiddenSingleReason(digit: number, cell: number, unit: UnitKind, unitIndex: number): string {
  return `${digit} fits only ${cellName(cell)} in ${unitName(unit, unitIndex)}`;
}

/** "3 and 8 in r1c1, 5 in r2c4": eliminations grouped by cell, in their order. */
function eliminationWords(elims: readonly Candidate[]): string {
  const byCell = new Map<number, number[]>();
  for (const e of elims) byCell.set(e.cell, [...(byCell.get(e.cell) ?? []), e.digit]);
  return joinWords([...byCell].map(([c, ds]) => `${joinWords(ds.map(String))} in ${cellName(c)}`));
}

/**
 * A cage whose combinations left all need some digits, whose places share a unit: "the cage 17 in 2 at r1c1 can
 * only be 8+9, so 8 and 9 leave the rest of row 1".
 */
export function cageCombinationReason(cage: CageWords, combinations: readonly (readonly number[])[], required: readonly number[], cleared: readonly number[], units: readonly (readonly [UnitKind, number])[]): string {
  const what = combinations.length === 1 ? `can only be ${formatCombination(combinations[0])}` : `must hold ${joinWords(required.map(String))} (${combinations.map(formatCombination).join(', ')})`;
  const unitWords = units.map(([kind, i]) => unitName(kind, i));
  return `${cageName(cage.sum, cage.size, cage.firstCell)} ${what}, so ${joinWords(cleared.map(String))} ${cleared.length === 1 ? 'leaves' : 'leave'} the rest of ${joinWords(unitWords)}`;
}

/** The rule of 45 on a region: its one open cell placed, or the candidates its total rules out. */
export function ruleOf45Reason(rs: Pick<RegionSum, 'region' | 'side' | 'cells' | 'sum'>, outcome: { readonly cell: number; readonly digit: number } | readonly Candidate[]): string {
  const total = 45 * rs.region.indices.length;
  const name = regionName(rs.region);
  const which = `${rs.cells.length === 1 ? `its ${rs.side === 'innies' ? 'innie' : 'outie'}` : `its ${rs.side}`} ${joinWords(rs.cells.map(cellName))}`;
  const head =
    rs.side === 'innies'
      ? `Rule of 45 on ${name}: ${total} less the cages inside it (${total - rs.sum}) leaves ${rs.sum} for ${which}`
      : `Rule of 45 on ${name}: the cages reaching into it add up to ${rs.sum + total}, ${rs.sum} more than ${total}, for ${which}`;
  if ('cell' in outcome) return `${head}, so ${cellName(outcome.cell)} is ${outcome.digit}`;
  return `${head}, which rules out ${eliminationWords(outcome)}`;
}

const NAMES: Record<TechniqueId, string> = {
  'full-house': 'Full House',
  'hidden-single': 'Hidden Single',
  'direct-pointing': 'Direct Pointing',
  'direct-claiming': 'Direct Claiming',
  'direct-hidden-pair': 'Direct Hidden Pair',
  'naked-single': 'Naked Single',
  'direct-hidden-triple': 'Direct Hidden Triple',
  pointing: 'Pointing',
  claiming: 'Claiming',
  'naked-pair': 'Naked Pair',
  'x-wing': 'X-Wing',
  'hidden-pair': 'Hidden Pair',
  'naked-triple': 'Naked Triple',
  swordfish: 'Swordfish',
  'hidden-triple': 'Hidden Triple',
  skyscraper: 'Skyscraper',
  'two-string-kite': '2-String Kite',
  'turbot-fish': 'Turbot Fish',
  'grouped-skyscraper': 'Grouped Skyscraper',
  'grouped-two-string-kite': 'Grouped 2-String Kite',
  'grouped-turbot-fish': 'Grouped Turbot Fish',
  'xy-wing': 'XY-Wing',
  'w-wing': 'W-Wing',
  'xyz-wing': 'XYZ-Wing',
  'unique-rectangle': 'Unique Rectangle',
  'unique-loop': 'Unique Loop',
  'naked-quad': 'Naked Quad',
  jellyfish: 'Jellyfish',
  'hidden-quad': 'Hidden Quad',
  'three-strong-links': 'Three Strong Links',
  'wxyz-wing': 'WXYZ-Wing',
  bug: 'BUG',
  'vwxyz-wing': 'VWXYZ-Wing',
  'aligned-pair-exclusion': 'Aligned Pair Exclusion',
  'aligned-triple-exclusion': 'Aligned Triple Exclusion',
  'x-cycle': 'X-Cycle',
  'y-cycle': 'Y-Cycle',
  'xy-cycle': 'XY-Cycle',
  'remote-pair': 'Remote Pair',
  'x-chain': 'X-Chain',
  'xy-chain': 'XY-Chain',
  'simple-colouring': 'Simple Colouring',
  'forcing-x-chain': 'Forcing X-Chain',
  'forcing-chain': 'Forcing Chain',
  nishio: 'Nishio Forcing Chain',
  'cell-forcing-chains': 'Cell Forcing Chains',
  'region-forcing-chains': 'Region Forcing Chains',
  'dynamic-contradiction': 'Dynamic Contradiction Forcing Chains',
  'dynamic-double-forcing': 'Dynamic Double Forcing Chains',
  'dynamic-cell-forcing-chains': 'Dynamic Cell Forcing Chains',
  'dynamic-region-forcing-chains': 'Dynamic Region Forcing Chains',
  'nested-forcing-chains': 'Nested Forcing Chains',
};

/** The usual name of a step's technique ("Hidden Pair", "2-String Kite"). */
export function techniqueName(step: Step | TechniqueId): string {
  const id = typeof step === 'string' ? step : step.technique;
  const name = NAMES[id];
  if (typeof step === 'string') return name;
  const known = step.detail?.pattern;
  if (typeof known === 'string' && known in NAMES) return NAMES[known as TechniqueId];
  const t = step.detail?.type;
  if ((id === 'unique-rectangle' || id === 'unique-loop' || id === 'bug') && t !== undefined) return `${name} type ${t}`;
  return name;
}

/** "row 3", "column 5", "box 2" for a unit index 0..26. */
export function unitText(u: number): string {
  return u < 9 ? `row ${u + 1}` : u < 18 ? `column ${u - 8}` : `box ${u - 17}`;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function cellsText(cells: readonly number[]): string {
  return list(cells.map(cellName));
}

function digitsText(digits: readonly number[]): string {
  return list(digits.map(String));
}

function elimText(elims: readonly Candidate[]): string {
  const byDigit = new Map<number, number[]>();
  for (const e of elims) {
    const l = byDigit.get(e.digit) ?? [];
    l.push(e.cell);
    byDigit.set(e.digit, l);
  }
  return list([...byDigit].map(([d, cells]) => `${d} from ${cellsText(cells)}`));
}

function resultText(step: Step): string {
  const parts: string[] = [];
  for (const p of step.placements) parts.push(`${cellName(p.cell)} is ${p.digit}`);
  if (step.eliminations.length > 0) parts.push(`remove ${elimText(step.eliminations)}`);
  return parts.join('; ');
}

/** Where to look, as a hint names it without giving the answer: "box 5", "row 3 and column 7", "r4c5". */
export function whereText(step: Step): string {
  const source = step.detail?.source;
  if (typeof source === 'number') return cellName(source);
  if (step.units.length > 0 && step.units.length <= 3) return list(step.units.map(unitText));
  if (step.cells.length > 0 && step.cells.length <= 4) return cellsText(step.cells);
  return `the ${step.digits.length === 1 ? `${step.digits[0]}s` : 'marked cells'}`;
}

/** One plain sentence for a step. */
export function stepSentence(step: Step): string {
  // Plain words in lower case ("hidden pair"), names with a hyphen or capitals kept ("XY-Wing", "BUG").
  const name = techniqueName(step)
    .split(' ')
    .map((w) => (/^[A-Z][a-z]+$/.test(w) ? w.toLowerCase() : w))
    .join(' ');
  const d = step.digits;
  const u = step.units;
  switch (step.technique) {
    case 'full-house':
      return `${cellName(step.placements[0].cell)} is the last empty cell of ${unitText(u[0])}, so it is ${step.placements[0].digit} (full house).`;
    case 'hidden-single':
      return `In ${unitText(u[0])}, ${d[0]} fits only ${cellName(step.placements[0].cell)} (hidden single).`;
    case 'naked-single':
      return `${cellName(step.placements[0].cell)} can only be ${d[0]} (naked single).`;
    case 'direct-pointing':
    case 'direct-claiming':
      return `In ${unitText(u[0])}, ${d[0]} lies only in ${unitText(u[1])}, so in ${unitText(u[2])} it fits only ${cellName(step.placements[0].cell)} (${name}).`;
    case 'direct-hidden-pair':
    case 'direct-hidden-triple':
      return `In ${unitText(u[0])}, ${digitsText(d)} fit only ${cellsText(step.cells)}, so ${step.placements[0].digit} fits only ${cellName(step.placements[0].cell)} (${name}).`;
    case 'pointing':
    case 'claiming':
      return `In ${unitText(u[0])}, ${d[0]} lies only in ${unitText(u[1])}, so ${resultText(step)} (${name}).`;
    case 'naked-pair':
    case 'naked-triple':
    case 'naked-quad':
      return `In ${unitText(u[0])}, ${cellsText(step.cells)} hold only ${digitsText(d)}, so the other cells cannot: ${resultText(step)} (${name}).`;
    case 'hidden-pair':
    case 'hidden-triple':
    case 'hidden-quad':
      return `In ${unitText(u[0])}, ${digitsText(d)} fit only ${cellsText(step.cells)}, so those cells hold nothing else (${name}).`;
    case 'x-wing':
    case 'swordfish':
    case 'jellyfish': {
      const k = u.length / 2;
      return `${d[0]} in ${list(u.slice(0, k).map(unitText))} lies only in ${list(u.slice(k).map(unitText))}, so ${resultText(step)} (${name}).`;
    }
    case 'skyscraper':
    case 'two-string-kite':
    case 'turbot-fish':
    case 'grouped-skyscraper':
    case 'grouped-two-string-kite':
    case 'grouped-turbot-fish':
      if (u.length < 3) break;
      return `${d[0]} has only two places (or groups) in ${unitText(u[0])} and in ${unitText(u[1])}, joined by ${unitText(u[2])}; one of the far ends holds ${d[0]}, so ${resultText(step)} (${name}).`;
    case 'three-strong-links':
      return `${d[0]} forms three strong links in ${list(u.slice(0, 3).map(unitText))}, chained through ${list(u.slice(3).map(unitText))}; one end holds ${d[0]}, so ${resultText(step)} (${name}).`;
    case 'xy-wing':
    case 'xyz-wing':
      return `Whatever ${cellName(step.cells[0])} holds, ${cellName(step.cells[1])} or ${cellName(step.cells[2])}${step.technique === 'xyz-wing' ? ` or ${cellName(step.cells[0])} itself` : ''} is ${d[0]}, so ${resultText(step)} (${name}).`;
    case 'wxyz-wing':
    case 'vwxyz-wing':
      return `${cellsText(step.cells.slice(0, -1))} hold only ${digitsText(d)} between them, and ${cellName(step.cells[step.cells.length - 1])} shares two of them, so ${resultText(step)} (${name}).`;
    case 'unique-rectangle':
    case 'unique-loop':
      return `${cellsText(step.cells)} would form a deadly pattern on ${digitsText(d)} (two solutions), so ${resultText(step)} (${name}).`;
    case 'bug':
      return `Without the extra candidates of ${cellsText(step.cells)} every empty cell would hold two digits, a deadly pattern, so ${resultText(step)} (${name}).`;
    case 'aligned-pair-exclusion':
    case 'aligned-triple-exclusion': {
      const base = step.technique === 'aligned-pair-exclusion' ? 2 : 3;
      return `Every combination of digits for ${cellsText(step.cells.slice(0, base))} that uses ${list(step.eliminations.map((e) => `${e.digit} in ${cellName(e.cell)}`))} repeats a digit or empties a cell they all see, so ${resultText(step)} (${name}).`;
    }
    default:
      break;
  }
  const length = step.detail?.length;
  if (step.links.length > 0 || length !== undefined) {
    const size = length !== undefined ? `, ${length} nodes` : '';
    return `A chain through ${cellsText(step.cells.slice(0, 6))}${step.cells.length > 6 ? ` and ${step.cells.length - 6} more cells` : ''} shows that ${factText(step)} (${techniqueName(step)}${size}).`;
  }
  return `${techniqueName(step)}${d.length > 0 ? ` on ${digitsText(d)}` : ''} with ${cellsText(step.cells.slice(0, 8))}${step.cells.length > 8 ? ' and more' : ''}: ${resultText(step)}.`;
}

/** The step's result as facts: "r5c3 is 4", "r4c2 is not 1". */
function factText(step: Step): string {
  const facts: string[] = [];
  for (const p of step.placements) facts.push(`${cellName(p.cell)} is ${p.digit}`);
  if (step.placements.length === 0) {
    const byCell = new Map<number, number[]>();
    for (const e of step.eliminations) byCell.set(e.cell, [...(byCell.get(e.cell) ?? []), e.digit]);
    for (const [c, ds] of byCell) facts.push(`${cellName(c)} is not ${ds.join(' or ')}`);
  }
  return list(facts);
}

/**
 * The hint for a step in stages: 1 names the technique and where to look, without the answer; 2 adds the
 * cells of the pattern; 3 (and more) is the whole sentence.
 */
export function hintText(step: Step, stage: number): string {
  const name = techniqueName(step);
  const article = (/^[AEIOX]/.test(name) || /^U(?!ni)/.test(name)) && !/^X-/.test(name) ? 'an' : /^X-/.test(name) ? 'an' : 'a';
  const shown = /^[A-Z]{2}|^[A-Z]-|^\d/.test(name) ? name : name.toLowerCase();
  if (stage <= 1) return /Chains$/.test(name) ? `Look at ${whereText(step)}: there are ${shown}.` : `Look at ${whereText(step)}: there is ${article} ${shown}.`;
  if (stage === 2) return `Look at ${cellsText(step.cells.slice(0, 12))}${step.digits.length ? ` (${digitsText(step.digits)})` : ''}: ${name}.`;
  return stepSentence(step);
}
