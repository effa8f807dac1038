// A plain-text table for the terminal: each column as wide as its widest cell, two spaces
// between columns, no trailing blanks. Made for tables of any length (a history of hundreds of
// thousands of sends), so nothing here spreads the rows into an argument list.
export type Align = 'left' | 'right';

/** The rows laid out one per line, each cell padded to its column's width; ends with a newline. */
export function layOutTable(rows: readonly (readonly string[])[], aligns: readonly Align[]): string {
  // A loop, not Math.max(...cells): hundreds of thousands of rows would overflow the stack.
  const widths = aligns.map(() => 0);
  for (const row of rows) {
    for (let i = 0; i < aligns.length; i++) widths[i] = Math.max(widths[i]!, row[i]?.length ?? 0);
  }
  const line = (row: readonly string[]) =>
    aligns.map((align, i) => (align === 'right' ? (row[i] ?? '').padStart(widths[i]!) : (row[i] ?? '').padEnd(widths[i]!))).join('  ').trimEnd();
  return `${rows.map(line).join('\n')}\n`;
}
