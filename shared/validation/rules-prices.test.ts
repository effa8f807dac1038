// The price rules of payload-format.md ("Prices"): one record at a time, then duplicates and
// overlapping periods inside one series. Unknown article numbers are in rules-cross-records.
import { describe, expect, it } from 'vitest';
import type { FindingCode } from '../report/finding-codes';
import { SEVERITY_OF } from '../report/finding-codes';
import type { WordedFinding as Finding, WordedReport as Report } from '../report/report-in-language';
import { codesOf, findingsOf, onlyFinding, positionOf, reportOf } from '../../test-support/validation-helpers';

const FIRST = '{"articleNumber": "CH-1001", "priceList": "first", "currency": "EUR", "amount": 249.9}';
const INDENT = '  ';

/** A file with article CH-1001 and two prices: a valid one, then `second` (line 4, index 1). */
const withSecond = (second: string) =>
  `{"articles": [{"articleNumber": "CH-1001", "name": "Stuhl"}],\n "prices": [\n${INDENT}${FIRST},\n${INDENT}${second}\n]}`;

const inSecond = (second: string, needle: string) => {
  const at = second.indexOf(needle);
  if (at < 0 || second.indexOf(needle, at + 1) >= 0) throw new Error(`"${needle}" must occur once in ${second}`);
  return { line: 4, column: INDENT.length + at + 1 };
};

/** A file with the given articles and one price per line (price i on line i + 3). */
const pricesFile = (prices: string[], articles: string[] = ['A']) =>
  `{"articles": [${articles.map((n) => `{"articleNumber": ${JSON.stringify(n)}, "name": "x"}`).join(', ')}],\n "prices": [\n${prices.map((p) => INDENT + p).join(',\n')}\n]}`;

const P = (fields: string) => `{"articleNumber": "A", "currency": "EUR", "amount": 10${fields === '' ? '' : ', ' + fields}}`;

interface Case {
  name: string;
  code: FindingCode;
  price: string;
  path: string;
  at: string;
  label: string;
  message: RegExp;
}

const A = '"articleNumber": "CH-1001"';
const cases: Case[] = [
  { name: 'a record that is a text', code: 'price.type', price: '"CH-1001: 249.90 EUR"', path: '', at: '"CH', label: 'Price 2', message: /not an object.*\{ … \}/ },
  { name: 'a record that is null', code: 'price.type', price: 'null', path: '', at: 'null', label: 'Price 2', message: /null, not an object/ },
  { name: 'a record that is a number', code: 'price.type', price: '249.9', path: '', at: '249.9', label: 'Price 2', message: /249\.9, not an object/ },
  { name: 'no article number', code: 'price.articleNumber.missing', price: '{"currency": "EUR", "amount": 1}', path: '', at: '{', label: 'Price 2', message: /no "articleNumber".*which article/ },
  { name: 'an article number that is a number', code: 'price.articleNumber.type', price: '{"articleNumber": 1001, "currency": "EUR", "amount": 1}', path: '/articleNumber', at: '1001', label: 'Price 2', message: /not text\. Write it in quotes \("1001"\)/ },
  { name: 'no amount', code: 'price.amount.missing', price: `{${A}, "currency": "EUR"}`, path: '', at: '{', label: 'Price 2 of article CH-1001', message: /no "amount"/ },
  { name: 'an amount with a decimal comma', code: 'price.amount.type', price: `{${A}, "currency": "EUR", "amount": "12,50"}`, path: '/amount', at: '"12,50"', label: 'Price 2 of article CH-1001', message: /^Price 2 of article CH-1001: the amount "12,50" is text\. Write it as a number with a dot: 12\.50$/ },
  { name: 'an amount in quotes', code: 'price.amount.type', price: `{${A}, "currency": "EUR", "amount": "12.50"}`, path: '/amount', at: '"12.50"', label: 'Price 2 of article CH-1001', message: /is text\. Write it as a number with a dot: 12\.50/ },
  { name: 'an amount that is words', code: 'price.amount.type', price: `{${A}, "currency": "EUR", "amount": "on request"}`, path: '/amount', at: '"on', label: 'Price 2 of article CH-1001', message: /"on request" is not a number.*without quotes/ },
  { name: 'an amount that is null', code: 'price.amount.type', price: `{${A}, "currency": "EUR", "amount": null}`, path: '/amount', at: 'null', label: 'Price 2 of article CH-1001', message: /null is not a number/ },
  { name: 'a negative amount', code: 'price.amount.range', price: `{${A}, "currency": "EUR", "amount": -5}`, path: '/amount', at: '-5', label: 'Price 2 of article CH-1001', message: /-5 is negative/ },
  { name: 'an amount that overflows', code: 'price.amount.range', price: `{${A}, "currency": "EUR", "amount": 1e400}`, path: '/amount', at: '1e400', label: 'Price 2 of article CH-1001', message: /too large/ },
  { name: 'a zero amount', code: 'price.amount.zero', price: `{${A}, "currency": "EUR", "amount": 0}`, path: '/amount', at: '0}', label: 'Price 2 of article CH-1001', message: /amount is 0.*free price/ },
  { name: 'a zero amount with decimals', code: 'price.amount.zero', price: `{${A}, "currency": "EUR", "amount": 0.00}`, path: '/amount', at: '0.00', label: 'Price 2 of article CH-1001', message: /amount is 0/ },
  { name: 'three decimals in EUR', code: 'price.amount.precision', price: `{${A}, "currency": "EUR", "amount": 12.345}`, path: '/amount', at: '12.345', label: 'Price 2 of article CH-1001', message: /12\.345.*EUR allows \(2\).*Round/ },
  { name: 'decimals in JPY', code: 'price.amount.precision', price: `{${A}, "currency": "JPY", "amount": 1500.5}`, path: '/amount', at: '1500.5', label: 'Price 2 of article CH-1001', message: /JPY allows \(0\)/ },
  { name: 'four decimals in KWD', code: 'price.amount.precision', price: `{${A}, "currency": "KWD", "amount": 1.2345}`, path: '/amount', at: '1.2345', label: 'Price 2 of article CH-1001', message: /KWD allows \(3\)/ },
  { name: 'a tiny fraction in CHF', code: 'price.amount.precision', price: `{${A}, "currency": "CHF", "amount": 0.001}`, path: '/amount', at: '0.001', label: 'Price 2 of article CH-1001', message: /CHF allows \(2\)/ },
  { name: 'no currency', code: 'price.currency.missing', price: `{${A}, "amount": 1}`, path: '', at: '{', label: 'Price 2 of article CH-1001', message: /no "currency".*"EUR"/ },
  { name: 'a currency in lower case', code: 'price.currency.invalid', price: `{${A}, "currency": "eur", "amount": 1}`, path: '/currency', at: '"eur"', label: 'Price 2 of article CH-1001', message: /"eur" is not an ISO 4217.*Did you mean "EUR"\?/ },
  { name: 'a currency name', code: 'price.currency.invalid', price: `{${A}, "currency": "Euro", "amount": 1}`, path: '/currency', at: '"Euro"', label: 'Price 2 of article CH-1001', message: /"Euro" is not an ISO 4217.*Did you mean "EUR"\?/ },
  { name: 'a currency sign', code: 'price.currency.invalid', price: `{${A}, "currency": "€", "amount": 1}`, path: '/currency', at: '"€"', label: 'Price 2 of article CH-1001', message: /"€" is not an ISO 4217.*Did you mean "EUR"\?/ },
  { name: 'a currency one letter off', code: 'price.currency.invalid', price: `{${A}, "currency": "EUT", "amount": 1}`, path: '/currency', at: '"EUT"', label: 'Price 2 of article CH-1001', message: /^Price 2 of article CH-1001: the currency "EUT" is not an ISO 4217 currency code\. Did you mean "EUR"\?$/ },
  { name: 'a withdrawn currency', code: 'price.currency.invalid', price: `{${A}, "currency": "DEM", "amount": 1}`, path: '/currency', at: '"DEM"', label: 'Price 2 of article CH-1001', message: /"DEM" is not an ISO 4217.*"EUR", "CHF" or "USD"/ },
  { name: 'a numeric currency code', code: 'price.currency.invalid', price: `{${A}, "currency": 978, "amount": 1}`, path: '/currency', at: '978', label: 'Price 2 of article CH-1001', message: /978 is not an ISO 4217/ },
  { name: 'an empty currency', code: 'price.currency.invalid', price: `{${A}, "currency": "", "amount": 1}`, path: '/currency', at: '""', label: 'Price 2 of article CH-1001', message: /not an ISO 4217/ },
  { name: 'an empty price list', code: 'price.priceList.type', price: `{${A}, "currency": "EUR", "amount": 1, "priceList": ""}`, path: '/priceList', at: '""', label: 'Price 2 of article CH-1001', message: /non-empty text.*leave the field out/ },
  { name: 'a price list of spaces', code: 'price.priceList.type', price: `{${A}, "currency": "EUR", "amount": 1, "priceList": "  "}`, path: '/priceList', at: '"  "', label: 'Price 2 of article CH-1001', message: /non-empty text/ },
  { name: 'a price list that is a number', code: 'price.priceList.type', price: `{${A}, "currency": "EUR", "amount": 1, "priceList": 5}`, path: '/priceList', at: '5}', label: 'Price 2 of article CH-1001', message: /price list 5/ },
  { name: 'a price list that is null', code: 'price.priceList.type', price: `{${A}, "currency": "EUR", "amount": 1, "priceList": null}`, path: '/priceList', at: 'null', label: 'Price 2 of article CH-1001', message: /null/ },
  { name: 'a minimum quantity of 0', code: 'price.minQuantity.type', price: `{${A}, "currency": "EUR", "amount": 1, "minQuantity": 0}`, path: '/minQuantity', at: '0}', label: 'Price 2 of article CH-1001', message: /whole number of 1 or more/ },
  { name: 'a negative minimum quantity', code: 'price.minQuantity.type', price: `{${A}, "currency": "EUR", "amount": 1, "minQuantity": -10}`, path: '/minQuantity', at: '-10}', label: 'Price 2 of article CH-1001', message: /-10/ },
  { name: 'a fractional minimum quantity', code: 'price.minQuantity.type', price: `{${A}, "currency": "EUR", "amount": 1, "minQuantity": 2.5}`, path: '/minQuantity', at: '2.5', label: 'Price 2 of article CH-1001', message: /2\.5/ },
  { name: 'a minimum quantity in quotes', code: 'price.minQuantity.type', price: `{${A}, "currency": "EUR", "amount": 1, "minQuantity": "10"}`, path: '/minQuantity', at: '"10"', label: 'Price 2 of article CH-1001', message: /"10"/ },
  { name: 'validFrom 2026-02-29 (not a leap year)', code: 'price.validFrom.format', price: `{${A}, "currency": "EUR", "amount": 1, "validFrom": "2026-02-29"}`, path: '/validFrom', at: '"2026-02-29"', label: 'Price 2 of article CH-1001', message: /"2026-02-29" is not a real date.*YYYY-MM-DD/ },
  { name: 'validFrom 2100-02-29 (a century, not a leap year)', code: 'price.validFrom.format', price: `{${A}, "currency": "EUR", "amount": 1, "validFrom": "2100-02-29"}`, path: '/validFrom', at: '"2100', label: 'Price 2 of article CH-1001', message: /not a real date/ },
  { name: 'validFrom in month 13', code: 'price.validFrom.format', price: `{${A}, "currency": "EUR", "amount": 1, "validFrom": "2026-13-01"}`, path: '/validFrom', at: '"2026', label: 'Price 2 of article CH-1001', message: /not a real date/ },
  { name: 'validFrom on April 31', code: 'price.validFrom.format', price: `{${A}, "currency": "EUR", "amount": 1, "validFrom": "2026-04-31"}`, path: '/validFrom', at: '"2026', label: 'Price 2 of article CH-1001', message: /not a real date/ },
  { name: 'validFrom without leading zeros', code: 'price.validFrom.format', price: `{${A}, "currency": "EUR", "amount": 1, "validFrom": "2026-1-1"}`, path: '/validFrom', at: '"2026', label: 'Price 2 of article CH-1001', message: /YYYY-MM-DD/ },
  { name: 'validFrom in German notation', code: 'price.validFrom.format', price: `{${A}, "currency": "EUR", "amount": 1, "validFrom": "01.01.2026"}`, path: '/validFrom', at: '"01.01', label: 'Price 2 of article CH-1001', message: /YYYY-MM-DD/ },
  { name: 'validFrom with a time', code: 'price.validFrom.format', price: `{${A}, "currency": "EUR", "amount": 1, "validFrom": "2026-01-01T00:00:00Z"}`, path: '/validFrom', at: '"2026', label: 'Price 2 of article CH-1001', message: /YYYY-MM-DD/ },
  { name: 'validFrom as a number', code: 'price.validFrom.format', price: `{${A}, "currency": "EUR", "amount": 1, "validFrom": 20260101}`, path: '/validFrom', at: '20260101', label: 'Price 2 of article CH-1001', message: /20260101 is not a real date/ },
  { name: 'validTo on February 30', code: 'price.validTo.format', price: `{${A}, "currency": "EUR", "amount": 1, "validTo": "2026-02-30"}`, path: '/validTo', at: '"2026', label: 'Price 2 of article CH-1001', message: /"validTo" "2026-02-30" is not a real date/ },
  { name: 'validTo on day 00', code: 'price.validTo.format', price: `{${A}, "currency": "EUR", "amount": 1, "validTo": "2026-12-00"}`, path: '/validTo', at: '"2026', label: 'Price 2 of article CH-1001', message: /not a real date/ },
  { name: 'validTo that is null', code: 'price.validTo.format', price: `{${A}, "currency": "EUR", "amount": 1, "validTo": null}`, path: '/validTo', at: 'null', label: 'Price 2 of article CH-1001', message: /null is not a real date/ },
];

describe('a valid price', () => {
  it('produces no finding: the price of the specification', async () => {
    const text = `{
  "articles": [{"articleNumber": "CH-1001", "name": "Stuhl"}],
  "prices": [
    {
      "articleNumber": "CH-1001",
      "priceList": "retail",
      "currency": "EUR",
      "amount": 249.9,
      "minQuantity": 1,
      "validFrom": "2026-01-01",
      "validTo": "2026-12-31"
    }
  ]
}`;
    const report = await reportOf(text);
    expect(report.findings).toEqual([]);
    expect(report).toMatchObject({ articles: 1, prices: 1, counts: { error: 0, warning: 0, info: 0 } });
  });

  it('produces no finding: minor units, quantities and dates that are right', async () => {
    const report = await reportOf(pricesFile([
      P('"priceList": "retail"'),
      '{"articleNumber": "A", "currency": "EUR", "amount": 12.5, "priceList": "p2"}',
      '{"articleNumber": "A", "currency": "EUR", "amount": 12, "priceList": "p3"}',
      '{"articleNumber": "A", "currency": "EUR", "amount": 12.34, "priceList": "p4"}',
      '{"articleNumber": "A", "currency": "JPY", "amount": 1500}',
      '{"articleNumber": "A", "currency": "KWD", "amount": 1.234}',
      '{"articleNumber": "A", "currency": "CHF", "amount": 0.05, "minQuantity": 10}',
      '{"articleNumber": "A", "currency": "USD", "amount": 3, "validFrom": "2028-02-29", "validTo": "2028-02-29"}',
      '{"articleNumber": "A", "currency": "GBP", "amount": 3, "validFrom": "2000-02-29"}',
      '{"articleNumber": "A", "currency": "SEK", "amount": 3, "validTo": "2026-12-31"}',
    ]));
    expect(report.findings).toEqual([]);
    expect(report.prices).toBe(10);
  });
});

describe('each price rule', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const report = await reportOf(withSecond(c.price));
    const found = findingsOf(report, c.code);
    expect(found, `codes: ${codesOf(report).join(', ')}`).toHaveLength(1);
    const finding = found[0]!;
    expect(finding).toMatchObject({
      severity: SEVERITY_OF[c.code],
      pointer: `/prices/1${c.path}`,
      ...inSecond(c.price, c.at),
      kind: 'price',
      index: 1,
    });
    if (c.price.startsWith(`{${A}`)) expect(finding.articleNumber).toBe('CH-1001');
    else expect(finding).not.toHaveProperty('articleNumber');
    expect(finding.message.startsWith(c.label)).toBe(true);
    expect(finding.message).toMatch(c.message);
    expect(report.findings.filter((f) => f.kind === 'price' && f.index === 0)).toEqual([]);
  });

  it('has a case for every per-record price code', () => {
    // A ruleset's field rules (*.field.*) fire only under a ruleset: validate-with-rules.test.ts has their cases.
    const perRecord = Object.keys(SEVERITY_OF).filter((code) => code.startsWith('price.') && !code.startsWith('price.field.'));
    const elsewhere = ['price.articleNumber.unknown', 'price.duplicate', 'price.validity.overlap', 'price.validity.order', 'price.unknownField'];
    expect(new Set(cases.map((c) => c.code))).toEqual(new Set(perRecord.filter((code) => !elsewhere.includes(code))));
  });

  it('reports 1e400 as out of range and as an unsafe number, at the same place', async () => {
    const text = withSecond(`{${A}, "currency": "EUR", "amount": 1e400}`);
    const report = await reportOf(text);
    const range = onlyFinding(report, 'price.amount.range');
    const unsafe = onlyFinding(report, 'json.unsafeNumber');
    expect(range).toMatchObject({ severity: 'error', ...positionOf(text, '1e400') });
    expect(unsafe).toMatchObject({ severity: 'warning', pointer: '/prices/1/amount', ...positionOf(text, '1e400') });
    expect(unsafe.message).toContain('1e400');
  });

  it('does not check decimals against a currency that is not valid', async () => {
    const report = await reportOf(withSecond(`{${A}, "currency": "XYZ", "amount": 12.345}`));
    expect(codesOf(report)).toEqual(['price.currency.invalid']);
  });
});

describe('price.validity.order', () => {
  it('flags a period that ends before it starts', async () => {
    const price = `{${A}, "currency": "EUR", "amount": 1, "validFrom": "2026-12-31", "validTo": "2026-01-01"}`;
    const text = withSecond(price);
    const finding = onlyFinding(await reportOf(text), 'price.validity.order');
    expect(finding).toMatchObject({ severity: 'error', kind: 'price', index: 1, articleNumber: 'CH-1001' });
    // The pointer names one of the two dates, and the position is that date's.
    expect(['/prices/1/validFrom', '/prices/1/validTo']).toContain(finding.pointer);
    expect(finding).toMatchObject(inSecond(price, finding.pointer.endsWith('validFrom') ? '"2026-12-31"' : '"2026-01-01"'));
    expect(finding.message).toMatch(/^Price 2 of article CH-1001: .*2026-12-31.*2026-01-01.*(Swap|correct)/);
  });

  it('accepts a period of one day', async () => {
    const report = await reportOf(withSecond(`{${A}, "currency": "EUR", "amount": 1, "priceList": "day", "validFrom": "2026-05-01", "validTo": "2026-05-01"}`));
    expect(report.findings).toEqual([]);
  });
});

describe('price.unknownField', () => {
  it('is reported once per field name, with the count, at the first occurrence', async () => {
    const text = pricesFile([
      P('"priceList": "a", "vatRate": 19'),
      P('"priceList": "b", "vatRate": 7, "note": "promo"'),
    ]);
    const found = findingsOf(await reportOf(text), 'price.unknownField');
    expect(found.map((f) => [f.pointer, f.count])).toEqual([['/prices/0/vatRate', 2], ['/prices/1/note', 1]]);
    expect(found[0]).toMatchObject({ severity: 'info', kind: 'price', index: 0, articleNumber: 'A', ...positionOf(text, '19') });
    expect(found[0]!.message).toMatch(/"vatRate".*2 times.*Price 1 of article A.*sent unchanged/);
  });
});

/** The pairs of prices (file indices, smaller first) that the findings of `code` put together. */
function pairsOf(report: Report, code: FindingCode): string[] {
  const pairs = new Set<string>();
  for (const finding of findingsOf(report, code)) {
    const others = [...finding.message.matchAll(/Price (\d+)/g)].map((m) => Number(m[1]) - 1).filter((i) => i !== finding.index);
    for (const other of others) pairs.add([finding.index!, other].sort((a, b) => a - b).join('-'));
  }
  return [...pairs].sort();
}

const indicesOf = (found: Finding[]) => found.map((f) => f.index);

describe('price.duplicate', () => {
  it('flags every occurrence of the same article, price list, currency, minimum quantity and start', async () => {
    const text = pricesFile([
      P('"priceList": "retail", "validFrom": "2026-01-01"'),
      '{"articleNumber": "A", "currency": "CHF", "amount": 10, "priceList": "retail", "validFrom": "2026-01-01"}',
      '{"articleNumber": "A", "currency": "EUR", "amount": 12, "priceList": "retail", "validFrom": "2026-01-01", "validTo": "2026-03-31"}',
      P('"priceList": "retail", "validFrom": "2026-01-01", "minQuantity": 1'),
    ]);
    const report = await reportOf(text);
    const found = findingsOf(report, 'price.duplicate');
    expect(indicesOf(found)).toEqual([0, 2, 3]);
    for (const finding of found) {
      expect(finding).toMatchObject({ severity: 'error', kind: 'price', articleNumber: 'A', pointer: `/prices/${finding.index}` });
      expect(finding).toMatchObject({ line: finding.index! + 3, column: 3 });
      expect(finding.message).toMatch(new RegExp(`^Price ${finding.index! + 1} of article A is the same price as .*Keep only one`));
    }
    expect(pairsOf(report, 'price.duplicate')).toEqual(['0-2', '0-3', '2-3']);
    expect(report.byCode['price.duplicate']).toBe(3);
  });

  it('applies the defaults: no price list is "default", no minimum quantity is 1', async () => {
    const report = await reportOf(pricesFile([
      P(''),
      P('"priceList": "default"'),
      P('"minQuantity": 1'),
    ]));
    expect(indicesOf(findingsOf(report, 'price.duplicate'))).toEqual([0, 1, 2]);
  });

  it('does not flag prices that differ in one part of the key', async () => {
    const report = await reportOf(pricesFile([
      P('"validFrom": "2026-01-01", "validTo": "2026-06-30"'),
      P('"validFrom": "2026-01-01", "validTo": "2026-06-30", "priceList": "wholesale"'),
      '{"articleNumber": "A", "currency": "CHF", "amount": 10, "validFrom": "2026-01-01", "validTo": "2026-06-30"}',
      P('"validFrom": "2026-01-01", "validTo": "2026-06-30", "minQuantity": 10'),
      '{"articleNumber": "B", "currency": "EUR", "amount": 10, "validFrom": "2026-01-01", "validTo": "2026-06-30"}',
      P('"validFrom": "2026-07-01"'),
    ], ['A', 'B']));
    expect(report.findings).toEqual([]);
  });

  it('compares the price list and article number exactly (case matters)', async () => {
    const report = await reportOf(pricesFile([P('"priceList": "Retail"'), P('"priceList": "retail"')]));
    expect(findingsOf(report, 'price.duplicate')).toEqual([]);
  });
});

describe('price.validity.overlap', () => {
  const overlapOf = async (prices: string[]) => {
    const report = await reportOf(pricesFile(prices));
    const found = findingsOf(report, 'price.validity.overlap');
    for (const finding of found) {
      expect(finding).toMatchObject({ severity: 'warning', kind: 'price', articleNumber: 'A', line: finding.index! + 3, column: 3 });
      expect(finding.message).toMatch(new RegExp(`^Price ${finding.index! + 1} of article A is valid at the same time as Price \\d+.*Check the dates`));
    }
    expect(findingsOf(report, 'price.duplicate')).toEqual([]);
    return pairsOf(report, 'price.validity.overlap');
  };

  it('warns about two periods that overlap', async () => {
    expect(await overlapOf([
      P('"validFrom": "2026-01-01", "validTo": "2026-06-30"'),
      P('"validFrom": "2026-06-01", "validTo": "2026-12-31"'),
    ])).toEqual(['0-1']);
  });

  it('counts the end date as valid: periods meeting on one day overlap', async () => {
    expect(await overlapOf([
      P('"validFrom": "2026-01-01", "validTo": "2026-06-30"'),
      P('"validFrom": "2026-06-30", "validTo": "2026-12-31"'),
    ])).toEqual(['0-1']);
  });

  it('does not warn about periods that follow each other', async () => {
    expect(await overlapOf([
      P('"validFrom": "2026-01-01", "validTo": "2026-06-30"'),
      P('"validFrom": "2026-07-01", "validTo": "2026-12-31"'),
      P('"validFrom": "2027-01-01"'),
    ])).toEqual([]);
  });

  it('compares dates of any year, before 1899 and after 2075 too (where the days are kept in 32 bits, not 16)', async () => {
    expect(await overlapOf([
      P('"validFrom": "0001-01-01", "validTo": "1899-02-28"'),
      P('"validFrom": "1899-02-28", "validTo": "1899-03-01"'),
      P('"validFrom": "1899-03-02", "validTo": "1899-12-31"'),
      P('"validFrom": "1900-01-01", "validTo": "2075-12-31"'),
      P('"validFrom": "2076-01-01", "validTo": "9999-12-31"'),
      P('"validFrom": "9999-12-31"'),
    ])).toEqual(['0-1', '4-5']);
  });

  it('finds the overlap whatever the order in the file', async () => {
    expect(await overlapOf([
      P('"validFrom": "2026-06-01", "validTo": "2026-12-31"'),
      P('"validFrom": "2026-09-01", "validTo": "2026-09-30", "minQuantity": 10'),
      P('"validFrom": "2026-01-01", "validTo": "2026-06-30"'),
    ])).toEqual(['0-2']);
  });

  it('warns about a period open towards the future that a later one overlaps', async () => {
    expect(await overlapOf([
      P('"validFrom": "2026-01-01"'),
      P('"validFrom": "2027-01-01", "validTo": "2027-12-31"'),
    ])).toEqual(['0-1']);
  });

  it('warns about two periods both open towards the future', async () => {
    expect(await overlapOf([
      P('"validFrom": "2026-01-01"'),
      P('"validFrom": "2027-01-01"'),
    ])).toEqual(['0-1']);
  });

  it('warns about a period open towards the past that reaches into a later one', async () => {
    expect(await overlapOf([
      P('"validTo": "2026-06-30"'),
      P('"validFrom": "2026-03-01", "validTo": "2026-12-31"'),
    ])).toEqual(['0-1']);
  });

  it('does not warn about a period open towards the past that ends before the next starts', async () => {
    expect(await overlapOf([
      P('"validTo": "2026-06-30"'),
      P('"validFrom": "2026-07-01"'),
    ])).toEqual([]);
  });

  it('finds every period inside a long one', async () => {
    expect(await overlapOf([
      P('"validFrom": "2026-01-01", "validTo": "2026-12-31"'),
      P('"validFrom": "2026-02-01", "validTo": "2026-02-28"'),
      P('"validFrom": "2026-08-01", "validTo": "2026-08-31"'),
    ])).toEqual(['0-1', '0-2']);
  });

  it('warns about a period that overlaps prices which are duplicates of each other', async () => {
    // Prices 2 and 3 start on the same day (a duplicate); both lie inside price 1's period.
    const report = await reportOf(pricesFile([
      P('"validFrom": "2026-01-01", "validTo": "2026-12-31"'),
      P('"validFrom": "2026-06-01", "validTo": "2026-06-30"'),
      P('"validFrom": "2026-06-01", "validTo": "2026-07-31"'),
    ]));
    expect(indicesOf(findingsOf(report, 'price.duplicate'))).toEqual([1, 2]);
    const pairs = pairsOf(report, 'price.validity.overlap');
    expect(pairs.length).toBeGreaterThan(0);
    for (const pair of pairs) expect(['0-1', '0-2']).toContain(pair);
  });

  it('looks only inside one series (article, price list, currency, minimum quantity)', async () => {
    const report = await reportOf(pricesFile([
      P('"validFrom": "2026-01-01", "validTo": "2026-12-31"'),
      P('"validFrom": "2026-06-01", "validTo": "2026-12-31", "priceList": "wholesale"'),
      '{"articleNumber": "A", "currency": "CHF", "amount": 10, "validFrom": "2026-06-01", "validTo": "2026-12-31"}',
      P('"validFrom": "2026-06-01", "validTo": "2026-12-31", "minQuantity": 10'),
      '{"articleNumber": "B", "currency": "EUR", "amount": 10, "validFrom": "2026-06-01", "validTo": "2026-12-31"}',
    ], ['A', 'B']));
    expect(report.findings).toEqual([]);
  });
});

describe('hasAtMostDecimals (the allocation-free precision check)', () => {
  it('agrees with the decimals of the shortest spelling', async () => {
    const { hasAtMostDecimals, decimalsOf } = await import('./validate-price');
    const samples = [0.1, 0.2, 0.3, 1.1, 1.005, 249.9, 10.123, 12.5, 899, 0.07, 1e-7, 123456789.12, 9007199254740.99, 1e21, 33.333, 0.125];
    for (let i = 0; i < 20000; i++) samples.push(Math.round(Math.random() * 1e6) / 10 ** Math.floor(Math.random() * 5));
    for (const amount of samples) {
      for (const decimals of [0, 2, 3, 4]) {
        expect(hasAtMostDecimals(amount, decimals), `${amount} with ${decimals}`).toBe(decimalsOf(amount) <= decimals);
      }
    }
  });
});
