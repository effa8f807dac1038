// The report's text table as a spreadsheet reads it (shared/report/spreadsheet-text.ts): UTF-16LE
// after a byte-order mark, cells separated by tabs, lines by LF, a quoted cell unquoted with its
// doubled quotes single. Empty lines are left out.

export function readTextTable(bytes: Uint8Array): string[][] {
  if (bytes[0] !== 0xff || bytes[1] !== 0xfe) throw new Error('the text table starts without its UTF-16LE byte-order mark');
  const text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' && cell === '') {
      // To the quote that is not doubled.
      let close = text.indexOf('"', i + 1);
      while (text[close + 1] === '"') close = text.indexOf('"', close + 2);
      cell = text.slice(i + 1, close).replace(/""/g, '"');
      i = close;
    } else if (c === '\t' || c === '\n') {
      row.push(cell);
      cell = '';
      if (c === '\n') {
        if (row.length > 1 || row[0] !== '') rows.push(row);
        row = [];
      }
    } else cell += c;
  }
  return rows;
}
