// The report as a table for people: the file's facts in words (local time, counts spelled
// out), then a row per finding with its record numbered from 1, the field, the value as the
// file writes it, the severity in the reader's language; and the text table made of them.
import { describe, expect, it } from 'vitest';
import { formatTimestamp } from '../messages/quantities';
import { validateBytes } from '../validation/validate-bytes';
import type { Finding } from './report';
import { factRows, findingRows, pointerPlace, type FindingRow } from './report-table';
import { reportTextTable } from './report-text-table';

const EXPORT = JSON.stringify({
  articles: [{ articleNumber: 'A-1', name: { de: 'Stuhl' } }, { articleNumber: 'A-2', name: '' }],
  prices: [{ articleNumber: 'A-1', currency: 'EUR', amount: '12,50' }],
});
const FACTS = { checkedAt: '2026-11-25T10:00:00.000Z', appVersion: '1.2.3', dateTag: 'de' };
/** As the Node side reads them from the file: here, the pointer's text (enough to see it placed). */
const valuesByPointer = async (findings: readonly Finding[]) => findings.map((finding) => (finding.pointer === '' ? undefined : `<${finding.pointer}>`));

async function rowsOf(locale: 'en' | 'de'): Promise<FindingRow[]> {
  const { report } = await validateBytes(new TextEncoder().encode(EXPORT), { file: 'week-47.json' });
  const rows: FindingRow[] = [];
  for await (const batch of findingRows(report, locale, valuesByPointer)) rows.push(...batch);
  return rows;
}

describe('the report as a table', () => {
  it('states the file, its size, hash, local time, version and counts in words', async () => {
    const { report } = await validateBytes(new TextEncoder().encode(EXPORT), { file: 'week-47.json' });
    const de = factRows(report, FACTS, 'de');
    expect(de[0]).toEqual(['Datei', 'week-47.json']);
    expect(de[1]).toEqual(['Größe', `${report.bytes} Byte`]);
    expect(factRows({ ...report, bytes: 1_234_567 }, FACTS, 'de')[1]).toEqual(['Größe', '1,2 MB (1.234.567 Byte)']);
    expect(factRows({ ...report, bytes: 1_234_567 }, FACTS, 'en')[1]).toEqual(['Size', '1.2 MB (1,234,567 bytes)']);
    expect(de[2]).toEqual(['SHA-256', report.sha256]);
    expect(de[3]).toEqual(['Geprüft am', formatTimestamp(FACTS.checkedAt, 'de')]);
    expect(de[4]).toEqual(['Geprüft mit', 'Article Importer 1.2.3']);
    expect(de).toContainEqual(['Datensätze', '2 Artikel, 1 Preis']);
    expect(report.counts).toEqual({ error: 2, warning: 0, info: 1 });
    expect(de).toContainEqual(['Befunde', '2 Fehler, 0 Warnungen, 1 Hinweis']);
    expect(factRows(report, FACTS, 'en')).toContainEqual(['Records', '2 articles, 1 price']);
  });

  it('writes the time as the reader\'s region does where it speaks the report\'s language', async () => {
    const { report } = await validateBytes(new TextEncoder().encode(EXPORT), { file: 'week-47.json' });
    const british = factRows(report, { ...FACTS, dateTag: 'en-GB' }, 'en')[3]!;
    const american = factRows(report, { ...FACTS, dateTag: 'en' }, 'en')[3]!;
    expect(british).toEqual(['Checked at', formatTimestamp(FACTS.checkedAt, 'en-GB')]);
    expect(british[1]).toMatch(/^25 Nov 2026, /);
    expect(american[1]).toMatch(/^Nov 25, 2026, /);
  });

  it('writes the time in local time with its zone, to the second', () => {
    const written = formatTimestamp('2026-11-25T10:00:07.000Z', 'de');
    const local = new Date('2026-11-25T10:00:07.000Z');
    expect(written).toContain(`${String(local.getHours()).padStart(2, '0')}:00:07`);
    expect(written).toMatch(/\d{2}\.\d{2}\.2026, \d{2}:\d{2}:\d{2} \S+/);
  });

  it('names the rules the verdict was reached with, with their SHA-256', async () => {
    const { report } = await validateBytes(new TextEncoder().encode(EXPORT), { file: 'week-47.json' });
    expect(factRows({ ...report, rules: { name: 'Acme', sha256: 'ab'.repeat(32) } }, FACTS, 'en')).toContainEqual(['Rules', 'Acme', 'ab'.repeat(32)]);
  });

  it('gives each finding its record from 1, its kind, field and value, and its severity in the language', async () => {
    const de = await rowsOf('de');
    expect(de.find((row) => row.code === 'article.name.type')).toEqual({
      record: 2, kind: 'Artikel', articleNumber: 'A-2', field: 'name', value: '</articles/1/name>', code: 'article.name.type', severity: 'Fehler',
      message: expect.stringMatching(/^Artikel 2 \(A-2\)/), line: 1, column: expect.any(Number), pointer: '/articles/1/name',
    });
    expect(de.find((row) => row.code === 'price.amount.type')).toMatchObject({ record: 1, kind: 'Preis', field: 'amount', severity: 'Fehler' });
    const en = await rowsOf('en');
    expect(en.find((row) => row.code === 'price.amount.type')).toMatchObject({ kind: 'Price', severity: 'Error', message: expect.stringMatching(/^Price 1 of article A-1/) });
  });

  it('names the field a finding says is missing, and gives it no value (its pointer is the record)', async () => {
    const { report } = await validateBytes(new TextEncoder().encode(EXPORT), { file: 'week-47.json' });
    const missing: Finding[] = [
      { severity: 'error', code: 'price.currency.missing', message: { key: 'finding.price.currency.missing' }, pointer: '/prices/0', kind: 'price', index: 0 },
      { severity: 'error', code: 'article.field.required', message: { key: 'finding.article.field.required', values: { field: 'brand' } }, pointer: '/articles/1', kind: 'article', index: 1 },
    ];
    const rows: FindingRow[] = [];
    for await (const batch of findingRows({ ...report, findings: missing }, 'en', async (findings) => findings.map(() => '{ "whole": "record" }'))) rows.push(...batch);
    expect(rows.map((row) => [row.record, row.field, row.value])).toEqual([[1, 'currency', ''], [2, 'brand', '']]);
  });

  it('places pointers in their record and names the path below it', () => {
    expect(pointerPlace('/prices/1/amount')).toEqual({ kind: 'price', index: 1, below: ['amount'] });
    expect(pointerPlace('/articles/0/name/de')).toEqual({ kind: 'article', index: 0, below: ['name', 'de'] });
    expect(pointerPlace('/articles/01/name')).toBeUndefined();
    expect(pointerPlace('/extra/0')).toBeUndefined();
    expect(pointerPlace('')).toBeUndefined();
  });

  it('makes the text table of the facts, the headings and one line per finding, in eleven columns', async () => {
    const { report } = await validateBytes(new TextEncoder().encode(EXPORT), { file: 'week-47.json' });
    let text = '';
    for await (const part of reportTextTable(report, FACTS, 'de', valuesByPointer)) text += part;
    expect(text.startsWith('\ufeffDatei\tweek-47.json\n')).toBe(true);
    const lines = text.slice(1).split('\n');
    const header = lines.indexOf('Datensatz-Nr.\tArt\tArtikelnummer\tFeld\tWert in der Datei\tCode\tSchweregrad\tMeldung\tZeile\tSpalte\tJSON-Pointer');
    expect(header).toBeGreaterThan(0);
    expect(lines[header - 1]).toBe('');
    const findings = lines.slice(header + 1).filter((line) => line !== '');
    expect(findings).toHaveLength(report.findings.length);
    const name = findings.find((line) => line.includes('article.name.type'))!.split('\t');
    expect(name.slice(0, 7)).toEqual(['2', 'Artikel', 'A-2', 'name', '</articles/1/name>', 'article.name.type', 'Fehler']);
    expect(name[8]).toBe('1');
    expect(name[10]).toBe('/articles/1/name');
  });
});
