// `sudoku explain`: every step of every puzzle, as text (a heading per puzzle, then numbered sentences) or, with
// --json, one JSON object per puzzle per line in the exact layout tools read:
//   {"line": 3, "rating": 4.2, "steps": [{"technique": "XY-Wing", "rating": 4.2, "placements": [[r, c, d]], "eliminations": [[r, c, d]], "text": "…"}]}
// Rows, columns and digits are 1-based; ratings have one decimal. A puzzle that was not rated is
// {"line": 3, "error": "more than one solution"} (and its message is on stderr too).

import type { PuzzleRating, StepData } from './rating';

function triples(list: readonly (readonly number[])[]): string {
  return `[${list.map((t) => `[${t.join(', ')}]`).join(', ')}]`;
}

function fileKey(file: string | undefined): string {
  return file === undefined ? '' : `"file": ${JSON.stringify(file)}, `;
}

function stepJson(s: StepData): string {
  return (
    `{"technique": ${JSON.stringify(s.technique)}, "rating": ${s.rating}, ` +
    `"placements": ${triples(s.placements)}, "eliminations": ${triples(s.eliminations)}, "text": ${JSON.stringify(s.text)}}`
  );
}

/** The JSON line of a rated puzzle; `file` (a leading "file" key) is set when several files are read. */
export function explainJson(line: number, r: PuzzleRating, file: string | undefined): string {
  return `{${fileKey(file)}"line": ${line}, "rating": ${r.rating}, "steps": [${(r.steps ?? []).map(stepJson).join(', ')}]}\n`;
}

/** The JSON line of a puzzle that was not rated, with the reason said on stderr. */
export function explainJsonError(line: number, why: string, file: string | undefined): string {
  return `{${fileKey(file)}"line": ${line}, "error": ${JSON.stringify(why)}}\n`;
}

/**
 * The text of a rated puzzle: a heading with where it starts and its rating, then one numbered sentence per step
 * with the step's own rating, and a blank line.
 */
export function explainText(line: number, r: PuzzleRating, file: string | undefined): string {
  const steps = r.steps ?? [];
  const where = file === undefined ? `Line ${line}` : `${file}, line ${line}`;
  const hardest = r.technique ? `, hardest ${r.technique}` : ', already solved';
  const count = `${steps.length} ${steps.length === 1 ? 'step' : 'steps'}`;
  const end = r.solved === false ? '; no technique of the ladder goes further' : '';
  const width = String(steps.length).length;
  let s = `${where}: SE ${r.rating}${hardest}, ${count}${end}\n`;
  steps.forEach((step, i) => {
    s += `  ${String(i + 1).padStart(width)}. [${step.rating}] ${step.text}\n`;
  });
  return s + '\n';
}
