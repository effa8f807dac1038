// Rows → the one text file Excel opens as columns whatever the regional settings say, and
// LibreOffice too: UTF-16LE with a byte-order mark, cells separated by tabs, lines by LF
// (LibreOffice 7.4 read a CRLF in UTF-16 as two line breaks; Excel takes either).
// A comma-separated file lands in one column where the list separator is ';' (German Windows),
// and Excel reads a UTF-8 file's umlauts right only by its byte-order mark, which it ignores
// once a "sep=" line names the separator; a UTF-16 file with tabs needs neither.
//
// A cell a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
// return) gets a leading apostrophe, as OWASP advises: text from an export never computes.
// Cells with tabs, line breaks or quotes are quoted, their quotes doubled.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[\t\r\n"]/;

export function spreadsheetCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file's text, without its byte-order mark. */
export function spreadsheetText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(spreadsheetCell).join('\t')).join('\n') + '\n';
}

/** The file's bytes: the byte-order mark, then the text as UTF-16LE. */
export function spreadsheetBytes(rows: readonly (readonly string[])[]): Uint8Array {
  const text = `\ufeff${spreadsheetText(rows)}`;
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    bytes[2 * i] = unit & 0xff;
    bytes[2 * i + 1] = unit >> 8;
  }
  return bytes;
}
