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
//
// Control characters other than tabs and line breaks (and the bidirectional controls of
// "Trojan Source") are written as \uXXXX, as the messages write them in a quoted value: an
// article number with an escape sequence or a NUL shows what it holds instead of acting on the
// viewer. No cell holds more than Excel's 32,767 characters: a longer one is cut, and says so.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[\t\r\n"]/;
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Excel's limit for the text of one cell. */
export const MAX_CELL_CHARACTERS = 32_767;
/** What a cut cell ends with when the caller names no marker in the reader's language. */
const DEFAULT_CUT_MARKER = '…[cut]';

export interface SpreadsheetOptions {
  /** Ends a cell cut at MAX_CELL_CHARACTERS. */
  cutMarker?: string;
}

export function spreadsheetCell(value: string, options: SpreadsheetOptions = {}): string {
  const visible = value.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const safe = FORMULA_START.test(visible) ? `'${visible}` : visible;
  const fitting = safe.length > MAX_CELL_CHARACTERS ? cut(safe, options.cutMarker ?? DEFAULT_CUT_MARKER) : safe;
  return NEEDS_QUOTES.test(fitting) ? `"${fitting.replace(/"/g, '""')}"` : fitting;
}

/** The cell's text with its end replaced by the marker, MAX_CELL_CHARACTERS in all; a character of two units is not split. */
function cut(text: string, marker: string): string {
  let end = MAX_CELL_CHARACTERS - marker.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end) + marker;
}

/** The file's text, without its byte-order mark. */
export function spreadsheetText(rows: readonly (readonly string[])[], options: SpreadsheetOptions = {}): string {
  return rows.map((row) => row.map((cell) => spreadsheetCell(cell, options)).join('\t')).join('\n') + '\n';
}

/** The file's bytes: the byte-order mark, then the text as UTF-16LE. */
export function spreadsheetBytes(rows: readonly (readonly string[])[], options: SpreadsheetOptions = {}): Uint8Array {
  const text = `\ufeff${spreadsheetText(rows, options)}`;
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    bytes[2 * i] = unit & 0xff;
    bytes[2 * i + 1] = unit >> 8;
  }
  return bytes;
}
