// Counts in user-facing words, for every layer (the editor, the CLI, the scanner's messages): written once here, with
// no imports, so that the scanner and the formats can use them without pulling in the rest of the vocabulary.

/** A count with thousands separators: 10000 -> "10,000" (a number that is not whole is written as it is). */
export function count(n: number): string {
  // Not toLocaleString: its first call loads the locale data, a visible share of a short CLI run.
  const s = String(n);
  return Number.isInteger(n) && Math.abs(n) >= 1000 ? s.replace(/\B(?=(\d{3})+$)/g, ',') : s;
}

/** "1 conflict", "2 conflicts", "10,000 puzzles". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}
