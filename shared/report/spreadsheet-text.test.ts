// The report as a table to hand over: UTF-16LE with a byte-order mark, tabs and LF; formulas
// neutralised; quotes, tabs and line breaks quoted; umlauts kept.
import { describe, expect, it } from 'vitest';
import { validateBytes } from '../validation/validate-bytes';
import { reportTable } from './report-table';
import { spreadsheetBytes, spreadsheetCell, spreadsheetText } from './spreadsheet-text';

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
    expect(rows[header]).toEqual(['Schweregrad', 'Code', 'Meldung', 'Zeile', 'Spalte', 'Zeiger', 'Datensatz', 'Index', 'Artikelnummer']);
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
