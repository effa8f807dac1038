// The report of payload-format.md ("The report"): its keys, the hash, exact counts, the cap per
// code, file order; and the rule table itself (every code with the severity the spec gives).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FINDING_CODES, SEVERITY_OF } from '../report/finding-codes';
import type { WordedReport as Report } from '../report/report-in-language';
import { isSendable } from '../report/report';
import { formatText } from '../messages/format';
import { LOCALES } from '../messages/locale';
import { text } from '../messages/text';
import { findingText, recordLabel, variantsOf } from './finding-text';

import { validateWorded, TEST_FILE, bytesOf, findingsOf, positionOf, reportOf, utf8, validateText } from '../../test-support/validation-helpers';

/** Every code of the specification's tables, with its severity, as the spec writes them. */
const SPEC_TABLE = {
  'file.unreadable': 'error', 'file.empty': 'error', 'file.tooLarge': 'error', 'file.encoding': 'error', 'file.bom': 'info',
  'json.syntax': 'error', 'json.depth': 'error', 'json.duplicateKey': 'error', 'json.unsafeNumber': 'warning',
  'doc.notObject': 'error', 'doc.articles.type': 'error', 'doc.prices.type': 'error', 'doc.empty': 'error', 'doc.unknownKey': 'info',
  'article.type': 'error', 'article.articleNumber.missing': 'error', 'article.articleNumber.type': 'error',
  'article.articleNumber.format': 'error', 'article.articleNumber.duplicate': 'error', 'article.articleNumber.caseDuplicate': 'warning',
  'article.name.missing': 'error', 'article.name.type': 'error', 'article.name.language': 'warning', 'article.description.type': 'error',
  'article.active.type': 'error', 'article.unit.type': 'error', 'article.category.type': 'error', 'article.gtin.format': 'error',
  'article.gtin.checksum': 'warning', 'article.imageUrl.format': 'error', 'article.attributes.type': 'error',
  'article.text.suspicious': 'warning', 'article.unknownField': 'info', 'article.noPrice': 'info',
  'price.type': 'error', 'price.articleNumber.missing': 'error', 'price.articleNumber.type': 'error', 'price.articleNumber.unknown': 'warning',
  'price.amount.missing': 'error', 'price.amount.type': 'error', 'price.amount.range': 'error', 'price.amount.zero': 'warning',
  'price.amount.precision': 'warning', 'price.currency.missing': 'error', 'price.currency.invalid': 'error', 'price.priceList.type': 'error',
  'price.minQuantity.type': 'error', 'price.validFrom.format': 'error', 'price.validTo.format': 'error', 'price.validity.order': 'error',
  'price.duplicate': 'error', 'price.validity.overlap': 'warning', 'price.unknownField': 'info',
  // A ruleset's field rules (README, "Rulesets"): only where a ruleset asks for them.
  'article.field.required': 'error', 'article.field.type': 'error', 'article.field.enum': 'error', 'article.field.pattern': 'error',
  'article.field.range': 'error', 'article.field.maxLength': 'error',
  'price.field.required': 'error', 'price.field.type': 'error', 'price.field.enum': 'error', 'price.field.pattern': 'error',
  'price.field.range': 'error', 'price.field.maxLength': 'error',
} as const;

const REPORT_KEYS = ['file', 'bytes', 'sha256', 'articles', 'prices', 'counts', 'byCode', 'findings', 'truncated'];
const FINDING_KEYS = new Set(['severity', 'code', 'message', 'pointer', 'line', 'column', 'kind', 'index', 'articleNumber', 'excerpt', 'count']);
const RFC6901 = /^(\/([^~/]|~[01])*)*$/;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A file with something of every severity, on several lines. */
const MIXED = `{
  "articles": [
    {"articleNumber": "CH-1001", "name": {"de": "Bürostuhl"}, "active": "yes", "colour": "black"},
    {"articleNumber": "CH-1002", "name": "=SUM(A1)", "gtin": "4006381333932", "colour": "red"},
    {"articleNumber": "CH-1003", "name": "Tisch", "erpId": 12345678901234567890}
  ],
  "prices": [
    {"articleNumber": "CH-1001", "currency": "EUR", "amount": 249.9},
    {"articleNumber": "CH-1001", "currency": "EUR", "amount": "12,50", "priceList": "promo"},
    {"articleNumber": "CH-9999", "currency": "eur", "amount": 0}
  ],
  "exportedBy": "SAP"
}`;

/** Checks every invariant of a report that holds for any input. */
function expectWellFormed(report: Report, decoded: boolean): void {
  expect(Object.keys(report)).toEqual(REPORT_KEYS);
  expect(report.sha256).toMatch(/^[0-9a-f]{64}$/);
  expect(Object.keys(report.counts).sort()).toEqual(['error', 'info', 'warning']);
  const total = report.counts.error + report.counts.warning + report.counts.info;
  expect(Object.values(report.byCode).reduce((a, b) => a + b, 0)).toBe(total);
  for (const [code, n] of Object.entries(report.byCode)) {
    expect(FINDING_CODES).toContain(code);
    expect(n).toBeGreaterThan(0);
  }
  if (!report.truncated) {
    expect(report.findings).toHaveLength(total);
    for (const severity of ['error', 'warning', 'info'] as const) {
      expect(report.findings.filter((f) => f.severity === severity)).toHaveLength(report.counts[severity]);
    }
  }
  let previous = 0;
  for (const finding of report.findings) {
    for (const key of Object.keys(finding)) expect(FINDING_KEYS).toContain(key);
    expect(finding.severity).toBe(SEVERITY_OF[finding.code]);
    expect(finding.pointer).toMatch(RFC6901);
    expect(finding.message.length).toBeGreaterThan(20);
    expect(finding.message).not.toMatch(/undefined|NaN|\[object|\$\{/);
    if (decoded) {
      expect(Number.isInteger(finding.line) && finding.line! >= 1).toBe(true);
      expect(Number.isInteger(finding.column) && finding.column! >= 1).toBe(true);
      const at = finding.line! * 1e6 + finding.column!;
      expect(at).toBeGreaterThanOrEqual(previous); // file order
      previous = at;
    }
    if (/^(article|price)\./.test(finding.code)) {
      expect(finding.kind).toBe(finding.code.startsWith('article.') ? 'article' : 'price');
      expect(Number.isInteger(finding.index)).toBe(true);
      expect(finding.pointer.startsWith(`/${finding.kind}s/${finding.index}`)).toBe(true);
    }
  }
  expect(JSON.parse(JSON.stringify(report))).toEqual(report);
}

describe('the rule table', () => {
  it('holds every code of the specification, with its severity, and no other', () => {
    expect(SEVERITY_OF).toEqual(SPEC_TABLE);
    expect([...FINDING_CODES].sort()).toEqual(Object.keys(SPEC_TABLE).sort());
  });

  it('has a whole-sentence message for every code, with and without its variant values, in every language', () => {
    const full = {
      record: recordLabel('article', 1, 'CH-1001'), field: 'color', value: '"x"', other: [recordLabel('article', 0)], count: 3, limit: { bytes: 1024 ** 3 }, offset: 7,
      detail: text('detail.numberEmpty'), suggestion: '12.50', decimals: 2, currency: 'EUR', depth: 64, encoding: 'UTF-16LE',
      readBefore: text('syntax.readBefore.both', { articles: 2, prices: 3 }),
    };
    // Each code with everything, and without each combination of the values that pick a variant of its message.
    const without = (names: string[]) => Object.fromEntries(Object.entries(full).filter(([key]) => !names.includes(key)));
    const combinations = (names: string[]): string[][] => (names.length === 0 ? [[]] : combinations(names.slice(1)).flatMap((rest) => [rest, [names[0]!, ...rest]]));
    for (const locale of LOCALES) {
      for (const code of FINDING_CODES) {
        const variants = variantsOf(code).map(([name]) => name as string);
        for (const params of combinations(variants).map(without)) {
          const words = formatText(locale, findingText(code, params));
          expect(words, `${locale} ${code}`).not.toMatch(/undefined|NaN|\[object|\{\w+\}|finding\./);
          expect(words.trim(), `${locale} ${code}`).toMatch(/[.?)!]$|\d$|»$|“$|"$/);
        }
      }
    }
    expect(formatText('en', findingText('file.unreadable', { detail: text('unreadable.ENOENT') }))).toMatch(/cannot be read: there is no file at this path/);
  });
});

describe('the report', () => {
  it('has exactly the keys of the specification, in its order', async () => {
    const report = await reportOf(MIXED);
    expectWellFormed(report, true);
    expect(report.file).toBe(TEST_FILE);
  });

  it('names the file as the caller does', async () => {
    const { report } = await validateWorded(utf8('{"articles": []}'), { file: 'exports/week-47.json' });
    expect(report.file).toBe('exports/week-47.json');
  });

  it('gives the size in bytes and the SHA-256 of exactly the bytes (as Node computes it)', async () => {
    for (const bytes of [utf8(MIXED), bytesOf([0xef, 0xbb, 0xbf], MIXED), new Uint8Array(0), bytesOf('{"a":"', 0xff, '"}'), utf8(' \n')]) {
      const { report } = await validateWorded(bytes, { file: TEST_FILE });
      expect(report.bytes).toBe(bytes.length);
      expect(report.sha256).toBe(sha256(bytes));
      expectWellFormed(report, true);
    }
    expect((await reportOf('{}')).sha256).toBe('44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a');
  });

  it('counts bytes, not characters', async () => {
    const report = await reportOf('{"articles": [{"articleNumber": "Ü-1", "name": "€"}]}');
    expect(report.bytes).toBe(56);
  });

  it('counts the records found', async () => {
    const report = await reportOf(MIXED);
    expect(report).toMatchObject({ articles: 3, prices: 3 });
    const { records } = await validateText(MIXED);
    expect(records?.index.articles.count).toBe(3);
    expect(records?.index.prices.count).toBe(3);
  });

  it('counts 0 records when the file could not be parsed', async () => {
    for (const text of [MIXED.replace('"SAP"', "'SAP'"), `${'['.repeat(70)}${']'.repeat(70)}`]) {
      const { report, records } = await validateText(text);
      expect(report).toMatchObject({ articles: 0, prices: 0 });
      expect(records).toBeUndefined();
      expectWellFormed(report, true);
    }
  });

  it('gives exact counts and byCode, and findings in file order', async () => {
    const report = await reportOf(MIXED);
    expect(report.byCode).toEqual({
      'article.active.type': 1,
      'article.unknownField': 2,
      'article.text.suspicious': 1,
      'article.gtin.checksum': 1,
      'json.unsafeNumber': 1,
      'article.noPrice': 2,
      'price.amount.type': 1,
      'price.currency.invalid': 1,
      'price.amount.zero': 1,
      'price.articleNumber.unknown': 1,
      'doc.unknownKey': 1,
    });
    expect(report.counts).toEqual({ error: 3, warning: 5, info: 5 });
    expect(report.findings.map((f) => [f.code, f.line])).toEqual([
      ['article.active.type', 3],
      ['article.unknownField', 3],
      ['article.noPrice', 4],
      ['article.text.suspicious', 4],
      ['article.gtin.checksum', 4],
      ['article.noPrice', 5],
      ['json.unsafeNumber', 5],
      ['article.unknownField', 5],
      ['price.amount.type', 9],
      ['price.articleNumber.unknown', 10],
      ['price.currency.invalid', 10],
      ['price.amount.zero', 10],
      ['doc.unknownKey', 12],
    ]);
    expect(report.truncated).toBe(false);
    expect(isSendable(report)).toBe(false);
  });

  it('shows a finding exactly as the example of the specification', async () => {
    const text = `{"articles": [{"articleNumber": "CH-1001", "name": "Stuhl"}], "prices": [
      {"articleNumber": "CH-1001", "currency": "EUR", "amount": 249.9},
      {"articleNumber": "CH-1001", "currency": "EUR", "minQuantity": 10, "amount": "12,50"}
    ]}`;
    const report = await reportOf(text);
    expect(report.findings).toEqual([{
      severity: 'error',
      code: 'price.amount.type',
      message: 'Price 2 of article CH-1001: the amount "12,50" is text. Write it as a number with a dot: 12.50',
      pointer: '/prices/1/amount',
      ...positionOf(text, '"12,50"'),
      kind: 'price',
      index: 1,
      articleNumber: 'CH-1001',
    }]);
    expect(Object.keys(report.findings[0]!)).toEqual(['severity', 'code', 'message', 'pointer', 'line', 'column', 'kind', 'index', 'articleNumber']);
    expect(report.byCode).toEqual({ 'price.amount.type': 1 });
    expect(report.counts).toEqual({ error: 1, warning: 0, info: 0 });
  });

  it('is sendable when there is no error, warnings and infos notwithstanding', async () => {
    const report = await reportOf('{"articles": [{"articleNumber": "CH-1", "name": "Stuhl", "gtin": "4006381333932", "x": 1}]}');
    expect(report.counts).toEqual({ error: 0, warning: 1, info: 1 });
    expect(isSendable(report)).toBe(true);
  });
});

describe('the cap per code', () => {
  // 1,500 prices with the same fault; distinct minimum quantities, so no duplicates.
  const prices = (n: number, amount = '"12,50"') =>
    Array.from({ length: n }, (_, i) => `{"articleNumber": "CH-1", "currency": "EUR", "minQuantity": ${i + 1}, "amount": ${amount}}`);
  const manyFaults = (n: number, extra: string[] = [], amount?: string) =>
    `{"articles": [{"articleNumber": "CH-1", "name": "Stuhl"}], "prices": [\n${[...prices(n, amount), ...extra].join(',\n')}\n]}`;

  it('lists the first 1,000 of a code by default, counts all 1,500, and says it cut', async () => {
    const report = await reportOf(manyFaults(1500, ['{"articleNumber": "CH-1", "currency": "EUR", "minQuantity": 5000, "amount": 0}']));
    const listed = findingsOf(report, 'price.amount.type');
    expect(listed).toHaveLength(1000);
    expect(listed.map((f) => f.index)).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    expect(listed[999]).toMatchObject({ line: 1001, pointer: '/prices/999/amount' });
    expect(report.byCode['price.amount.type']).toBe(1500);
    expect(report.counts).toEqual({ error: 1500, warning: 1, info: 0 });
    expect(report.truncated).toBe(true);
    // Another code is not cut by this one's cap, and stays in file order.
    expect(findingsOf(report, 'price.amount.zero')).toHaveLength(1);
    expect(report.findings.at(-1)!.code).toBe('price.amount.zero');
    expect(report.prices).toBe(1501);
    expectWellFormed(report, true);
  });

  it('takes the cap from the options, and does not say it cut when it did not', async () => {
    const exactly = await reportOf(manyFaults(3), { findingsPerCode: 3 });
    expect(findingsOf(exactly, 'price.amount.type')).toHaveLength(3);
    expect(exactly.truncated).toBe(false);
    const over = await reportOf(manyFaults(4), { findingsPerCode: 3 });
    expect(findingsOf(over, 'price.amount.type')).toHaveLength(3);
    expect(over.byCode['price.amount.type']).toBe(4);
    expect(over.counts.error).toBe(4);
    expect(over.truncated).toBe(true);
  });

  it('caps the count of a fault that every record has by one, even a thousand and one times', async () => {
    const report = await reportOf(manyFaults(1001, [], '0'));
    expect(findingsOf(report, 'price.amount.zero')).toHaveLength(1000);
    expect(report.byCode['price.amount.zero']).toBe(1001);
    expect(report.counts).toEqual({ error: 0, warning: 1001, info: 0 });
    expect(report.truncated).toBe(true);
  });
});
