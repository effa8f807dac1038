// The .xlsx report, read back with exceljs as a spreadsheet would read it: a "Findings" sheet
// ("Befunde" in German) with a frozen heading row, a filter over every column and its rows,
// widths that fit, a row per finding (the record numbered from 1, the field, the value as the
// file writes it, the severity in the reader's language, line:column), and a sheet with the
// file's facts. Written from a real file, checked from it, with each value read back from it.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/messages/locale';
import { formatTimestamp } from '../../shared/messages/quantities';
import { findingValues } from '../validation-worker/finding-values';
import { FileRecords } from '../validation-worker/file-records';
import { reportFormatOf, writeReportFile } from './report-file';
import { validateFile } from './validate-file';

let dir = '';
const FACTS = { checkedAt: '2026-11-25T10:00:00.000Z', appVersion: '1.2.3' };
// Values a text table would lose in a spreadsheet (10.1250's zero, 0042's zeros) and a message with commas.
const EXPORT = `{
  "articles": [
    { "articleNumber": "0042", "name": { "de": "Stuhl" } },
    { "articleNumber": "CH-1001", "name": "", "gtin": "4006381333932" },
    { "articleNumber": "A\\u001bB", "name": "Tisch" }
  ],
  "prices": [
    { "articleNumber": "0042", "currency": "EUR", "amount": 10.1250 },
    { "articleNumber": "CH-1001", "currency": "EUR", "amount": "12,50" },
    { "articleNumber": "CH-1001", "amount": 5 }
  ]
}
`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'report-workbook-'));
  await writeFile(path.join(dir, 'week-47.json'), EXPORT);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function writeWorkbook(locale: Locale, name: string): Promise<ExcelJS.Workbook> {
  const file = path.join(dir, 'week-47.json');
  const outcome = await validateFile(file, { displayName: 'week-47.json' });
  const records = new FileRecords(file, outcome.records!, outcome.stamp!);
  const output = path.join(dir, name);
  await writeReportFile(output, 'xlsx', { report: outcome.report, facts: { ...FACTS, dateTag: locale }, locale, values: findingValues(records) });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(output);
  return workbook;
}

/** The sheet's rows as plain values (row 1 first). */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('the report as an Excel workbook', () => {
  it('has a findings sheet with a frozen heading row, a filter over its rows and widths that fit', async () => {
    const workbook = await writeWorkbook('en', 'en.report.xlsx');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Findings', 'File']);
    const sheet = workbook.getWorksheet('Findings')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const rows = rowsOf(sheet);
    expect(rows[0]).toEqual(['Record no.', 'Kind', 'Article number', 'Field', 'Value as written', 'Code', 'Severity', 'Message', 'Line:column', 'JSON Pointer']);
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
    expect(sheet.autoFilter).toBe(`A1:J${rows.length}`);
    const widths = sheet.columns.map((column) => column.width!);
    expect(widths.every((width) => width >= 6 && width <= 80)).toBe(true);
    // The message column is the widest, and wraps.
    expect(Math.max(...widths)).toBe(widths[7]);
    expect(sheet.getColumn(8).alignment).toMatchObject({ wrapText: true });
  });

  it('gives each finding a row: record from 1, field, the value as written, severity in the language, line:column', async () => {
    const workbook = await writeWorkbook('de', 'de.report.xlsx');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Befunde', 'Datei']);
    const rows = rowsOf(workbook.getWorksheet('Befunde')!);
    expect(rows[0]).toEqual(['Datensatz-Nr.', 'Art', 'Artikelnummer', 'Feld', 'Wert in der Datei', 'Code', 'Schweregrad', 'Meldung', 'Zeile:Spalte', 'JSON-Pointer']);
    const amount = rows.find((row) => row[5] === 'price.amount.type')!;
    expect(amount.slice(0, 7)).toEqual([2, 'Preis', 'CH-1001', 'amount', '"12,50"', 'price.amount.type', 'Fehler']);
    expect(amount[7]).toMatch(/^Preis 2 zu Artikel CH-1001: Der Betrag „12,50“ ist Text/);
    const line = EXPORT.split('\n').findIndex((text) => text.includes('"12,50"'));
    expect(amount[8]).toBe(`${line + 1}:${EXPORT.split('\n')[line]!.indexOf('"12,50"') + 1}`);
    expect(amount[9]).toBe('/prices/1/amount');
    // As written: the trailing zero stays, and a number is text in this column (never 10.125).
    expect(rows.find((row) => row[5] === 'price.amount.precision')?.slice(0, 5)).toEqual([1, 'Preis', '0042', 'amount', '10.1250']);
    expect(rows.find((row) => row[5] === 'article.gtin.checksum')?.slice(0, 5)).toEqual([2, 'Artikel', 'CH-1001', 'gtin', '"4006381333932"']);
    // An empty text is written as such; a field that is missing has no value; a control character shows as \uXXXX.
    expect(rows.find((row) => row[5] === 'article.name.type')?.[4]).toBe('""');
    expect(rows.find((row) => row[5] === 'price.currency.missing')?.slice(0, 5)).toEqual([3, 'Preis', 'CH-1001', 'currency', undefined]);
    const control = rows.find((row) => row[5] === 'article.articleNumber.format')!;
    expect(control.slice(0, 5)).toEqual([3, 'Artikel', 'A\\u001bB', 'articleNumber', '"A\\u001bB"']);
    expect(rows.filter((row) => row[5] === 'price.articleNumber.unknown')).toEqual([]);
  });

  it('has a sheet of the file\'s facts: name, size, SHA-256, local time, version, rules and counts in words', async () => {
    const workbook = await writeWorkbook('de', 'facts.report.xlsx');
    const facts = rowsOf(workbook.getWorksheet('Datei')!);
    expect(facts[0]).toEqual(['Datei', 'week-47.json']);
    expect(facts[1]![0]).toBe('Größe');
    expect(facts[1]![1]).toMatch(/^\d+ Byte$/);
    expect(facts[2]![1]).toMatch(/^[0-9a-f]{64}$/);
    expect(facts[3]).toEqual(['Geprüft am', formatTimestamp(FACTS.checkedAt, 'de')]);
    expect(facts[4]).toEqual(['Geprüft mit', 'Article Importer 1.2.3']);
    expect(facts).toContainEqual(['Datensätze', '3 Artikel, 3 Preise']);
    expect(facts.find((row) => row[0] === 'Befunde')?.[1]).toMatch(/^\d+ Fehler, \d+ Warnung(en)?, \d+ Hinweis(e)?$/);
  });

  it('leaves nothing beside the report (the draft is renamed into place), and replaces an earlier report', async () => {
    await writeWorkbook('en', 'again.report.xlsx');
    await writeWorkbook('en', 'again.report.xlsx');
    const names = await readdir(dir);
    expect(names.filter((name) => name.includes('.tmp-'))).toEqual([]);
    expect(names.filter((name) => name === 'again.report.xlsx')).toHaveLength(1);
  });

  it('takes the form the chosen name asks for', () => {
    expect(reportFormatOf('/x/week.report.xlsx', 'text')).toBe('xlsx');
    expect(reportFormatOf('/x/week.report.CSV', 'xlsx')).toBe('text');
    expect(reportFormatOf('/x/week.report.tsv', 'xlsx')).toBe('text');
    expect(reportFormatOf('/x/week-report', 'xlsx')).toBe('xlsx');
    expect(reportFormatOf('/x/week-report', 'text')).toBe('text');
  });
});
