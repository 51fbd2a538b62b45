// Killer puzzles written in the formats the scanner reads, from a killer line, for the killer and fuzz tests.

/** The cages of a killer line read the plain way: cells grouped by letter, sums in first-appearance order. */
export function expectedCages(line: string): { cells: number[]; sum: number }[] {
  const [, names, sums] = line.split(' ');
  const order: string[] = [];
  const cells = new Map<string, number[]>();
  [...names].forEach((ch, i) => {
    if (!cells.has(ch)) {
      cells.set(ch, []);
      order.push(ch);
    }
    cells.get(ch)!.push(i);
  });
  const values = sums.split(',').map(Number);
  return order.map((ch, k) => ({ cells: cells.get(ch)!, sum: values[k] }));
}

/** A killer line written as a killer grid: nine rows of cells and cage letters, then `a=26 b=23 ...`. */
export function killerGridText(line: string, withBoxes = false, shuffle = false): string {
  const [cells, names] = line.split(' ');
  const cages = expectedCages(line);
  const rows: string[] = [];
  for (let r = 0; r < 9; r++) {
    const c = cells.slice(r * 9, r * 9 + 9);
    const cellPart = withBoxes ? `${[...c.slice(0, 3)].join(' ')} | ${[...c.slice(3, 6)].join(' ')} | ${[...c.slice(6)].join(' ')}` : c;
    if (withBoxes && r > 0 && r % 3 === 0) rows.push('------+-------+------');
    rows.push(`${cellPart}  ${names.slice(r * 9, r * 9 + 9)}`);
  }
  const pairs = cages.map((cage) => `${names[cage.cells[0]]}=${cage.sum}`);
  if (shuffle) pairs.reverse();
  return `${rows.join('\n')}\n${pairs.join(' ')}`;
}

/** A killer line as SumoCue text: `3x3::k:` and `sum * 256 + cage` for each cell, cages numbered from 1. */
export function sumocueText(line: string): string {
  const cages = expectedCages(line);
  const values = new Array<number>(81);
  cages.forEach((cage, k) => {
    for (const c of cage.cells) values[c] = cage.sum * 256 + (k + 1);
  });
  return `3x3::k:${values.join(':')}:`;
}
