import { text } from '../../shared/messages/text';
import { describe, expect, it } from 'vitest';
import type { Finding, Report } from '../../shared/report/report';
import { ARTICLE_FIELDS, PRICE_FIELDS } from '../../shared/payload/payload-schema';
import { DocumentPages, recordPlace } from './document-pages';
import { recordsInMemory } from './file-records';
import { cellOf, MAX_CELL_CHARS } from './cell-text';
import { effectiveRules, levelsOf } from '../../shared/rules/effective-rules';

function report(findings: Finding[], extra: Partial<Report> = {}): Report {
  const counts = { error: 0, warning: 0, info: 0 };
  const byCode: Report['byCode'] = {};
  for (const f of findings) {
    counts[f.severity]++;
    byCode[f.code] = (byCode[f.code] ?? 0) + 1;
  }
  return { file: 'x.json', bytes: 10, sha256: 'ab', articles: 2, prices: 1, counts, byCode, findings, truncated: false, ...extra };
}

const articles = [
  { articleNumber: 'A-1', name: { de: 'Stuhl', en: 'Chair' }, active: 'yes', weightKg: 2.5 },
  { articleNumber: 'A-2', colour: 'red', ['__proto__']: 'kept' },
];
const prices = [{ articleNumber: 'A-1', currency: 'EUR', amount: 0 }];

const findings: Finding[] = [
  { severity: 'error', code: 'article.active.type', message: text('app.unexpectedError', { message: 'active must be true or false' }), pointer: '/articles/0/active', line: 3, column: 9, kind: 'article', index: 0 },
  { severity: 'error', code: 'article.name.missing', message: text('app.unexpectedError', { message: 'no name' }), pointer: '/articles/1', line: 5, column: 5, kind: 'article', index: 1 },
  { severity: 'info', code: 'article.unknownField', message: text('app.unexpectedError', { message: 'weightKg unknown' }), pointer: '/articles/0/weightKg', count: 1 },
  { severity: 'warning', code: 'price.amount.zero', message: text('app.unexpectedError', { message: 'zero' }), pointer: '/prices/0/amount', kind: 'price', index: 0 },
];

describe('DocumentPages', () => {
  const pages = new DocumentPages({ report: report(findings), records: recordsInMemory({ articles, prices }, { article: ARTICLE_FIELDS, price: PRICE_FIELDS }) });

  it('shows known fields in schema order, then unknown fields as extra columns', async () => {
    const page = await pages.rows('article', 0, 10);
    expect(page.columns.slice(0, 3)).toEqual([
      { key: 'articleNumber', known: true }, { key: 'name', known: true }, { key: 'description', known: true },
    ]);
    expect(page.columns.filter((c) => !c.known).map((c) => c.key)).toEqual(['weightKg', 'colour', '__proto__']);
  });

  it('puts each finding on the cell it is about, and record-level ones on the row', async () => {
    const [first, second] = (await pages.rows('article', 0, 10)).rows;
    expect(first?.cells.active?.findings).toEqual([{ code: 'article.active.type', severity: 'error', message: text('app.unexpectedError', { message: 'active must be true or false' }), at: 0 }]);
    expect(first?.cells.name).toEqual({ text: 'de: Stuhl · en: Chair', type: 'object' });
    // the unknown-field note is about the column, not this record
    expect(first?.cells.weightKg?.findings).toBeUndefined();
    expect(first?.worst).toBe('error');
    expect(second?.findings.map((f) => f.code)).toEqual(['article.name.missing']);
    expect(Object.hasOwn(second?.cells ?? {}, '__proto__')).toBe(true);
    expect((await pages.rows('price', 0, 10)).rows[0]?.worst).toBe('warning');
  });

  it('pages rows and says how many there are', async () => {
    const page = await pages.rows('article', 1, 1);
    expect(page).toMatchObject({ total: 2, offset: 1 });
    expect(page.rows.map((r) => r.index)).toEqual([1]);
    expect((await pages.rows('article', 5, 10)).rows).toEqual([]);
  });

  it('pages a view: only the records it keeps, in its order, with their own indices', async () => {
    const page = await pages.rows('article', 0, 10, { code: 'article.name.missing' });
    expect(page).toMatchObject({ total: 2, matched: 1 });
    expect(page.rows.map((r) => r.index)).toEqual([1]);
    expect(await pages.position('article', 1, { code: 'article.name.missing' })).toBe(0);
    expect(await pages.position('article', 0, { code: 'article.name.missing' })).toBeNull();
    const sorted = await pages.rows('article', 0, 10, { sort: { column: 'articleNumber', descending: true } });
    expect(sorted.rows.map((r) => r.index)).toEqual([1, 0]);
  });

  it('finds a finding by its place in file order, and its place in its code\'s list', () => {
    expect(pages.problem(1)).toMatchObject({ total: 4, at: 1, rankInCode: 0, finding: { code: 'article.name.missing' } });
    expect(pages.problem(4)).toBeUndefined();
  });

  it('summarises the report by code, errors first, without the findings list', async () => {
    const summary = pages.summary();
    expect(summary).not.toHaveProperty('findings');
    expect(summary.groups.map((g) => g.code)).toEqual(['article.active.type', 'article.name.missing', 'price.amount.zero', 'article.unknownField']);
    expect(summary.sendable).toBe(false);
  });

  it('groups each code at its level under the rules the file was checked with, not the built-in one', () => {
    // As the check reports it with article.name.missing lowered to a warning by a ruleset.
    const lowered = findings.map((f) => (f.code === 'article.name.missing' ? { ...f, severity: 'warning' as const } : f));
    const checked = new DocumentPages({
      report: report(lowered),
      records: recordsInMemory({ articles, prices }, { article: ARTICLE_FIELDS, price: PRICE_FIELDS }),
      levels: levelsOf(effectiveRules([{ version: 1, severity: { 'article.name.missing': 'warning' } }], { name: 'r', sha256: '0' })),
    });
    const summary = checked.summary();
    expect(summary.groups.find((g) => g.code === 'article.name.missing')?.severity).toBe('warning');
    expect(summary.groups.map((g) => g.code)).toEqual(['article.active.type', 'article.name.missing', 'price.amount.zero', 'article.unknownField']);
  });

  it('pages findings by code and severity', async () => {
    expect(pages.findings({ severity: 'error' }, 0, 1)).toMatchObject({ total: 2, items: [{ code: 'article.active.type' }] });
    expect(pages.findings({ code: 'price.amount.zero' }, 0, 10).items).toHaveLength(1);
    expect(pages.findings({}, 3, 10).items.map((f) => f.code)).toEqual(['price.amount.zero']);
  });

  it('has no rows when the file could not be parsed, and offers the syntax error', async () => {
    const syntax: Finding = { severity: 'error', code: 'json.syntax', message: text('app.unexpectedError', { message: 'Unexpected }' }), pointer: '', line: 2, column: 3, excerpt: '  }\n  ^' };
    const broken = new DocumentPages({ report: report([syntax], { articles: 0, prices: 0 }), records: undefined });
    expect(broken.parsed).toBe(false);
    expect(await broken.rows('article', 0, 10)).toMatchObject({ total: 0, rows: [] });
    expect(broken.summary().syntaxError).toEqual(syntax);
  });
});

describe('recordPlace', () => {
  it('reads kind, index and field from a JSON Pointer, unescaping ~1 and ~0', async () => {
    expect(recordPlace({ pointer: '/prices/12/valid~1From' })).toEqual({ kind: 'price', index: 12, field: 'valid/From' });
    expect(recordPlace({ pointer: '/articles/0' })).toEqual({ kind: 'article', index: 0, field: undefined });
    expect(recordPlace({ pointer: '/articles' })).toBeUndefined();
    expect(recordPlace({ pointer: '/articles/01' })).toBeUndefined();
    expect(recordPlace({ pointer: '' })).toBeUndefined();
  });
});

describe('cellOf', () => {
  it('shows values as a merchandiser reads them, and clips long ones', async () => {
    expect(cellOf('x')).toEqual({ text: 'x', type: 'string' });
    expect(cellOf(1.5)).toEqual({ text: '1.5', type: 'number' });
    expect(cellOf(null)).toEqual({ text: 'null', type: 'null' });
    expect(cellOf({ a: { b: 1 } })).toEqual({ text: '{"a":{"b":1}}', type: 'object' });
    expect(cellOf([1, 2])).toEqual({ text: '[1,2]', type: 'array' });
    const long = cellOf('😀'.repeat(500));
    expect(long.clipped).toBe(true);
    expect(long.text.length).toBeLessThanOrEqual(MAX_CELL_CHARS);
    expect(long.text.endsWith('😀…')).toBe(true);
  });
});
