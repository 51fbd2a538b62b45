// The explainer's English, written once: technique names, the sentence of a step and the staged hint.
// The search code never builds text; everything here reads a Step.

import { cellName } from '../grid';
import type { Candidate, Step, TechniqueId } from './types';

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
  if (step.units.length > 0 && step.units.length <= 3) return list(step.units.map(unitText));
  if (step.cells.length > 0 && step.cells.length <= 4) return cellsText(step.cells);
  return `the ${step.digits.length === 1 ? `${step.digits[0]}s` : 'marked cells'}`;
}

/** One plain sentence for a step. */
export function stepSentence(step: Step): string {
  const name = techniqueName(step).toLowerCase();
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
    default:
      return `${techniqueName(step)}${d.length > 0 ? ` on ${digitsText(d)}` : ''} with ${cellsText(step.cells.slice(0, 8))}${step.cells.length > 8 ? ' and more' : ''}: ${resultText(step)}.`;
  }
}

/**
 * The hint for a step in stages: 1 names the technique and where to look, without the answer; 2 adds the
 * cells of the pattern; 3 (and more) is the whole sentence.
 */
export function hintText(step: Step, stage: number): string {
  const name = techniqueName(step);
  const article = /^[AEIOU]/.test(name) || /^X/.test(name) ? 'an' : 'a';
  if (stage <= 1) return `Look at ${whereText(step)}: there is ${article} ${name.toLowerCase().startsWith('x') || /^[A-Z]{2}/.test(name) ? name : name.toLowerCase()}.`;
  if (stage === 2) return `Look at ${cellsText(step.cells.slice(0, 12))}${step.digits.length ? ` (${digitsText(step.digits)})` : ''}: ${name}.`;
  return stepSentence(step);
}
