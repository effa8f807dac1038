// The report as a table to hand over: UTF-16LE with a byte-order mark, tabs and LF; formulas
// neutralised; quotes, tabs and line breaks quoted; umlauts kept.
import { describe, expect, it } from 'vitest';
import { validateBytes } from '../validation/validate-bytes';
import { reportTable } from './report-table';
import { MAX_CELL_CHARACTERS, spreadsheetBytes, spreadsheetCell, spreadsheetText } from './spreadsheet-text';

describe('spreadsheet text', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const cell of ['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\rx']) expect(spreadsheetCell(cell).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(spreadsheetCell('Bürostuhl = 12')).toBe('Bürostuhl = 12');
  });

  it('quotes cells with tabs, line breaks or quotes, doubling the quotes', () => {
    expect(spreadsheetCell('a\tb')).toBe('"a\tb"');
    expect(spreadsheetCell('a\nb')).toBe('"a\nb"');
    expect(spreadsheetCell('say "hi"')).toBe('"say ""hi"""');
    expect(spreadsheetText([['a', 'b'], [], ['c']])).toBe('a\tb\n\nc\n');
  });

  it('writes control and bidirectional characters as \\uXXXX, keeping tabs and line breaks (quoted)', () => {
    expect(spreadsheetCell('A\u0000B\u001b[31m\u007f\u0085\u202e')).toBe('A\\u0000B\\u001b[31m\\u007f\\u0085\\u202e');
    expect(spreadsheetCell('a\tb\nc')).toBe('"a\tb\nc"');
    expect(spreadsheetCell('\u0007=1')).toBe('\\u0007=1');
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
  });

  it('writes UTF-16LE after a byte-order mark, umlauts and all', () => {
    const bytes = spreadsheetBytes([['Größe', '€']]);
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(new TextDecoder('utf-16le').decode(bytes.subarray(2))).toBe('Größe\t€\n');
  });
});

describe('the report as a table', () => {
  it('names the file, its hash, the time and the version, then one row per finding', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ articles: [{ articleNumber: '=1+1', name: '' }, { articleNumber: 'A', name: '' }] }));
    const { report } = await validateBytes(bytes, { file: 'week-47.json' });
    const rows = reportTable(report, { checkedAt: '2026-11-25T10:00:00.000Z', appVersion: '1.2.3' }, 'de');
    expect(rows.slice(0, 4)).toEqual([['Datei', 'week-47.json'], ['SHA-256', report.sha256], ['Geprüft am', '2026-11-25T10:00:00.000Z'], ['Geprüft mit', 'Article Importer 1.2.3']]);
    const header = rows.findIndex((row) => row[0] === 'Schweregrad');
    expect(rows[header]).toEqual(['Schweregrad', 'Code', 'Meldung', 'Zeile', 'Spalte', 'JSON-Pointer', 'Datensatz', 'Index', 'Artikelnummer']);
    const findings = rows.slice(header + 1);
    expect(findings).toHaveLength(report.findings.length);
    const name = findings.find((row) => row[1] === 'article.name.type' && row[8] === 'A')!;
    expect(name).toMatchObject({ 0: 'error', 3: '1', 5: '/articles/1/name', 6: 'article', 7: '1', 8: 'A' });
    expect(name[2]).toMatch(/^Artikel 2 \(A\)/);
    // The article number that looks like a formula stays text.
    const text = spreadsheetText(rows);
    expect(text).toContain("\t'=1+1\n");
  });
});
