// The report as a text table: UTF-16LE with a byte-order mark, tabs and LF; formulas and what a
// spreadsheet would read as a number neutralised; quotes, tabs, line breaks, commas and
// semicolons quoted; umlauts kept.
import { describe, expect, it } from 'vitest';
import { MAX_CELL_CHARACTERS, spreadsheetCell, spreadsheetText, utf16le, visibleCell, UTF16LE_BOM } from './spreadsheet-text';

describe('spreadsheet text', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const cell of ['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\rx']) expect(spreadsheetCell(cell).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(spreadsheetCell('Bürostuhl = 12')).toBe('Bürostuhl = 12');
  });

  it('keeps text that looks like a number, a date or a time as text, and writes numbers as numbers', () => {
    // German settings would read 10.123 as 10123, and any would drop the zeros of 0042.
    for (const cell of ['10.123', '0042', '1/2', '12:30', '1e5', '2026-01-31', '12 %', '4711']) expect(spreadsheetCell(cell)).toMatch(/^"?'/);
    for (const cell of ['CH-1001', 'amount', '/prices/1/amount', '"12,50"', '']) expect(spreadsheetCell(cell)).not.toMatch(/^"?'/);
    expect(spreadsheetCell(42)).toBe('42');
  });

  it('quotes cells with tabs, line breaks, quotes, commas or semicolons, doubling the quotes', () => {
    expect(spreadsheetCell('a\tb')).toBe('"a\tb"');
    expect(spreadsheetCell('a\nb')).toBe('"a\nb"');
    expect(spreadsheetCell('say "hi"')).toBe('"say ""hi"""');
    // LibreOffice's import dialog splits at commas and semicolons unless they are quoted.
    expect(spreadsheetCell('Preis 2, Artikel A; fehlt')).toBe('"Preis 2, Artikel A; fehlt"');
    expect(spreadsheetText([['a', 'b'], [], ['c', 1]])).toBe('a\tb\n\nc\t1\n');
  });

  it('writes control and bidirectional characters as \\uXXXX, keeping tabs and line breaks (quoted)', () => {
    expect(spreadsheetCell('A\u0000B\u001b[31m\u007f\u0085\u202e')).toBe('A\\u0000B\\u001b[31m\\u007f\\u0085\\u202e');
    expect(spreadsheetCell('a\tb\nc')).toBe('"a\tb\nc"');
    expect(spreadsheetCell('\u0007=1')).toBe('\\u0007=1');
    expect(visibleCell('A\u001bB\u202e')).toBe('A\\u001bB\\u202e');
  });

  it('cuts a cell beyond 32,767 characters with a marker, whole characters only', () => {
    expect(spreadsheetCell('x'.repeat(MAX_CELL_CHARACTERS))).toBe('x'.repeat(MAX_CELL_CHARACTERS));
    const cut = spreadsheetCell('x'.repeat(MAX_CELL_CHARACTERS + 1));
    expect(cut).toHaveLength(MAX_CELL_CHARACTERS);
    expect(cut.endsWith('x…[cut]')).toBe(true);
    expect(spreadsheetCell('y'.repeat(40_000), { cutMarker: '…[gekürzt]' }).endsWith('y…[gekürzt]')).toBe(true);
    // An emoji across the cut is left out whole, not halved.
    const emojis = spreadsheetCell('😀'.repeat(20_000));
    expect(emojis.endsWith('😀…[cut]')).toBe(true);
    // Escaping counts: the escaped text is what must fit; a quoted cell is measured unquoted.
    expect(spreadsheetCell('\u0001'.repeat(10_000))).toHaveLength(MAX_CELL_CHARACTERS);
    expect(spreadsheetCell(`"${'q'.repeat(40_000)}`)).toHaveLength(MAX_CELL_CHARACTERS + 3);
    expect(visibleCell('z'.repeat(40_000))).toHaveLength(MAX_CELL_CHARACTERS);
  });

  it('writes UTF-16LE after a byte-order mark, umlauts and all', () => {
    const bytes = utf16le(`${UTF16LE_BOM}${spreadsheetText([['Größe', '€']])}`);
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(new TextDecoder('utf-16le').decode(bytes.subarray(2))).toBe('Größe\t€\n');
  });
});
