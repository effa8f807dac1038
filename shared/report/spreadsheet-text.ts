// Rows → the one text file Excel opens as columns whatever the regional settings say, and
// LibreOffice too: UTF-16LE with a byte-order mark, cells separated by tabs, lines by LF
// (LibreOffice 7.4 read a CRLF in UTF-16 as two line breaks; Excel takes either).
// A comma-separated file lands in one column where the list separator is ';' (German Windows),
// and Excel reads a UTF-8 file's umlauts right only by its byte-order mark, which it ignores
// once a "sep=" line names the separator; a UTF-16 file with tabs needs neither.
//
// LibreOffice's import dialog splits at commas and semicolons too by default (its separators are
// "," ";" and tab until the user changes them): every cell holding one is quoted, as are cells
// with tabs, line breaks or quotes (their quotes doubled), so a message stays one cell.
//
// Text never computes and never changes its meaning: a text cell a spreadsheet would run as a
// formula (starting with =, +, -, @, a tab or a carriage return) or read as a number, a date or
// a time (0042, 10.123, 1/2, 12:30) gets a leading apostrophe, as OWASP advises for formulas;
// otherwise German settings read the value 10.123 as 10123 and an article number 0042 as 42.
// Number cells (a record's number, a line) are written as numbers.
//
// Control characters other than tabs and line breaks (and the bidirectional controls of
// "Trojan Source") are written as \uXXXX, as the messages write them in a quoted value: an
// article number with an escape sequence or a NUL shows what it holds instead of acting on the
// viewer. No cell holds more than Excel's 32,767 characters: a longer one is cut, and says so.

const FORMULA_START = /^[=+\-@\t\r]/;
/** Only digits, spaces and what numbers, dates, times and percentages are written with. */
const READ_AS_NUMBER = /^[\d\s.,:/+\-eE%]*\d[\d\s.,:/+\-eE%]*$/;
const NEEDS_QUOTES = /[\t\r\n",;]/;
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Excel's limit for the text of one cell. */
export const MAX_CELL_CHARACTERS = 32_767;
/** What a cut cell ends with when the caller names no marker in the reader's language. */
const DEFAULT_CUT_MARKER = '…[cut]';

export interface CellOptions {
  /** Ends a cut cell. */
  cutMarker?: string;
  /** At most this many characters (default: MAX_CELL_CHARACTERS). */
  maxCharacters?: number;
}

/** A cell: text, or a number written as a number. */
export type Cell = string | number;

/**
 * The text as a cell shows it, in any spreadsheet format: invisible characters as \uXXXX, cut
 * with the marker beyond the limit. The workbook writes this as it is (a workbook's text cell
 * never computes); the text table neutralises and quotes it besides.
 */
export function visibleCell(value: string, options: CellOptions = {}): string {
  const visible = value.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const max = options.maxCharacters ?? MAX_CELL_CHARACTERS;
  return visible.length > max ? cut(visible, options.cutMarker ?? DEFAULT_CUT_MARKER, max) : visible;
}

/** One cell of the text table: visible, text that stays text, quoted where needed. */
export function spreadsheetCell(value: Cell, options: CellOptions = {}): string {
  if (typeof value === 'number') return String(value);
  const visible = value.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const safe = FORMULA_START.test(visible) || READ_AS_NUMBER.test(visible) ? `'${visible}` : visible;
  const max = options.maxCharacters ?? MAX_CELL_CHARACTERS;
  const fitting = safe.length > max ? cut(safe, options.cutMarker ?? DEFAULT_CUT_MARKER, max) : safe;
  return NEEDS_QUOTES.test(fitting) ? `"${fitting.replace(/"/g, '""')}"` : fitting;
}

/** The text with its end replaced by the marker, `max` characters in all; a character of two units is not split. */
function cut(text: string, marker: string, max: number): string {
  let end = max - marker.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end) + marker;
}

/** Lines of the table, each ending in LF (the file's text without its byte-order mark). */
export function spreadsheetText(rows: readonly (readonly Cell[])[], options: CellOptions = {}): string {
  return rows.map((row) => `${row.map((cell) => spreadsheetCell(cell, options)).join('\t')}\n`).join('');
}

/** The file's byte-order mark. */
export const UTF16LE_BOM = '\ufeff';

/** Text as UTF-16LE bytes (the byte-order mark is text too: UTF16LE_BOM). */
export function utf16le(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    bytes[2 * i] = unit & 0xff;
    bytes[2 * i + 1] = unit >> 8;
  }
  return bytes;
}
