// Puzzles written in every layout the scanner reads, for the fuzz and format tests.

/** The layouts of a classic puzzle. */
export const LAYOUTS = ['line', 'zeros', 'grid', 'boxes', 'bordered', 'framed', 'csv-rows', 'csv-line', 'leetcode', 'nested', 'numbers'] as const;
export type Layout = (typeof LAYOUTS)[number];

const rowsOf = (p: string): string[] => p.match(/.{9}/g)!;

/** A puzzle (81 characters, `.` empty) written in `layout`, lines joined with `\n`. */
export function writeAs(p: string, layout: Layout): string {
  const zeros = p.replace(/\./g, '0');
  switch (layout) {
    case 'line':
      return p;
    case 'zeros':
      return zeros;
    case 'grid':
      return rowsOf(p).map((r) => [...r].join(' ')).join('\n');
    case 'boxes':
      return rowsOf(p).map((r) => `${r.slice(0, 3)}|${r.slice(3, 6)}|${r.slice(6)}`).join('\n');
    case 'bordered': {
      const out: string[] = [];
      rowsOf(p).forEach((r, i) => {
        if (i % 3 === 0 && i > 0) out.push('------+-------+------');
        out.push(`${[...r.slice(0, 3)].join(' ')} | ${[...r.slice(3, 6)].join(' ')} | ${[...r.slice(6)].join(' ')}`);
      });
      return out.join('\n');
    }
    case 'framed': {
      const border = '+-------+-------+-------+';
      const out = [border];
      rowsOf(p.replace(/\./g, ' ')).forEach((c, i) => {
        out.push(`| ${c[0]} ${c[1]} ${c[2]} | ${c[3]} ${c[4]} ${c[5]} | ${c[6]} ${c[7]} ${c[8]} |`);
        if (i % 3 === 2) out.push(border);
      });
      return out.join('\n');
    }
    case 'csv-rows':
      return rowsOf(zeros).map((r) => [...r].join(',')).join('\n');
    case 'csv-line':
      return [...zeros].join(',');
    case 'leetcode':
      return `board = [\n${rowsOf(p).map((r) => `  [${[...r].map((c) => `"${c}"`).join(',')}]`).join(',\n')}\n]`;
    case 'nested':
      return `[${rowsOf(zeros).map((r) => `[${[...r].join(', ')}]`).join(',\n ')}]`;
    case 'numbers':
      return rowsOf(zeros).join('\n');
  }
}
