// The check under a ruleset (shared/rules): each kind of field rule with its code, place and
// words, each level a code can be set to (off included), and the lists of allowed values.
// Severities apply where findings are counted, so counts, sendability and the listed findings agree.
import { describe, expect, it } from 'vitest';
import type { FindingCode } from '../report/finding-codes';
import { isSendable } from '../report/report';
import { effectiveRules } from '../rules/effective-rules';
import type { RulesetFile } from '../rules/ruleset-format';
import { defaultRuleset } from '../rules/default-ruleset';
import { reportInLanguage } from '../report/report-in-language';
import { findingsOf, onlyFinding, positionOf, utf8, validateWorded } from '../../test-support/validation-helpers';
import { validateBytes } from './validate-bytes';

const ID = { name: 'Acme', sha256: 'ab'.repeat(32) };

function check(json: string, ruleset?: Omit<RulesetFile, 'version'>) {
  const rules = ruleset === undefined ? undefined : effectiveRules([{ version: 1, ...ruleset }], ID);
  return validateWorded(utf8(json), { file: 'x.json', ...(rules === undefined ? {} : { rules }) }).then((o) => o.report);
}

const ARTICLE = '{"articleNumber": "CH-1", "name": "Chair"';
const article = (extra: string) => `{"articles": [${ARTICLE}${extra}}]}`;
const PRICE = '{"articleNumber": "CH-1", "currency": "EUR", "amount": 10';
const withPrice = (extra: string) => `{"articles": [${ARTICLE}}], "prices": [${PRICE}${extra}}]}`;

describe('a field rule', () => {
  const cases: { code: FindingCode; rules: Omit<RulesetFile, 'version'>; json: string; at: string; pointer: string; message: RegExp }[] = [
    { code: 'article.field.required', rules: { articles: { color: { required: true } } }, json: article(''), at: '{"articleNumber"', pointer: '/articles/0', message: /^Article 1 \(CH-1\) has no "color", which the rules require\.$/ },
    { code: 'article.field.type', rules: { articles: { weight: { type: ['number', 'integer'] } } }, json: article(', "weight": "12 kg"'), at: '"12 kg"', pointer: '/articles/0/weight', message: /"weight" is "12 kg"; the rules ask for a number, a whole number\.$/ },
    { code: 'article.field.enum', rules: { articles: { color: { enum: ['red', 'black', 7] } } }, json: article(', "color": "blue"'), at: '"blue"', pointer: '/articles/0/color', message: /"color" is "blue", which is not one of the values the rules allow \("red", "black", 7\)\.$/ },
    { code: 'article.field.pattern', rules: { articles: { articleNumber: { pattern: '^[A-Z]{2}-\\d{4}$' } } }, json: article(''), at: '"CH-1"', pointer: '/articles/0/articleNumber', message: /does not have the form the rules ask for \(pattern \^\[A-Z\]\{2\}-\\d\{4\}\$\)\.$/ },
    { code: 'article.field.maxLength', rules: { articles: { name: { maxLength: 4 } } }, json: article(''), at: '"Chair"', pointer: '/articles/0/name', message: /"name" is 5 characters long; the rules allow at most 4\.$/ },
    { code: 'price.field.range', rules: { prices: { amount: { minimum: 50 } } }, json: withPrice(''), at: '10}', pointer: '/prices/0/amount', message: /^Price 1 of article CH-1: "amount" is 10, below the smallest value the rules allow \(50\)\.$/ },
    { code: 'price.field.range', rules: { prices: { minQuantity: { maximum: 100 } } }, json: withPrice(', "minQuantity": 500'), at: '500', pointer: '/prices/0/minQuantity', message: /above the largest value the rules allow \(100\)\.$/ },
    { code: 'price.field.required', rules: { prices: { validFrom: { required: true } } }, json: withPrice(''), at: PRICE.slice(0, 36), pointer: '/prices/0', message: /has no "validFrom"/ },
  ];
  for (const c of cases) {
    it(`${c.code}: located (line:column, pointer, record), worded, an error by default`, async () => {
      const report = await check(c.json, c.rules);
      const finding = onlyFinding(report, c.code);
      expect(finding).toMatchObject({ severity: 'error', pointer: c.pointer, kind: c.code.split('.')[0], index: 0, articleNumber: 'CH-1' });
      expect(finding.message).toMatch(c.message);
      expect({ line: finding.line, column: finding.column }).toEqual(positionOf(c.json, c.at));
      expect(isSendable(report)).toBe(false);
      // Without the ruleset the same file has no such finding.
      expect(findingsOf(await check(c.json), c.code)).toEqual([]);
    });
  }

  it('words its findings in German that reads as German', async () => {
    const outcome = await validateBytes(utf8(article(', "color": "blue"')), { file: 'x.json', rules: effectiveRules([{ version: 1, articles: { color: { enum: ['red'] }, size: { required: true } } }], ID) });
    const messages = reportInLanguage(outcome.report, 'de').findings.map((f) => f.message);
    expect(messages).toContain('Artikel 1 (CH-1): „color“ ist „blue“; das ist keiner der Werte, die die Regeln erlauben („red“).');
    expect(messages).toContain('Artikel 1 (CH-1) hat kein Feld „size“, das die Regeln verlangen.');
  });

  it('counts a text\'s length in characters as JSON Schema does (an emoji is one)', async () => {
    const report = await check(article(', "note": "😀😀😀"'), { articles: { note: { maxLength: 3 } } });
    expect(findingsOf(report, 'article.field.maxLength')).toEqual([]);
  });

  it('checks a custom field named like what every object inherits only when it is there', async () => {
    const report = await check(article(''), { articles: { constructor: { type: 'string' as const }, toString: { required: true } } });
    expect(findingsOf(report, 'article.field.type')).toEqual([]);
    expect(onlyFinding(report, 'article.field.required').message).toMatch(/"toString"/);
  });

  it('adds to a known field\'s built-in checks, which keep their own codes', async () => {
    const report = await check(article(', "gtin": "123"'), { articles: { gtin: { pattern: '^\\d{13}$' } } });
    expect(onlyFinding(report, 'article.gtin.format').pointer).toBe('/articles/0/gtin');
    expect(onlyFinding(report, 'article.field.pattern').pointer).toBe('/articles/0/gtin');
  });

  it('matches a pattern that backtracking engines take exponential time over at once (linear-time matching)', async () => {
    const evil = `${'a'.repeat(5_000)}!`;
    const report = await check(article(`, "code": "${evil}"`), { articles: { code: { pattern: '^(a+)+$' } } });
    expect(onlyFinding(report, 'article.field.pattern').pointer).toBe('/articles/0/code');
  });
});

describe('a field the ruleset names that the format does not know', () => {
  const json = '{"articles": [{"articleNumber": "CH-1", "name": "Chair", "brand": "Acme", "color": "red"}, {"articleNumber": "CH-2", "name": "Desk", "brand": "Acme"}], '
    + '"prices": [{"articleNumber": "CH-1", "currency": "EUR", "amount": 10, "tier": 2, "region": "EU"}]}';

  it('is the configurator\'s own, not an unknown field: named with a rule, or with only a description', async () => {
    const report = await check(json, { articles: { brand: { maxLength: 40 }, color: { description: 'The frame\'s colour.' } }, prices: { tier: { type: 'integer' } } });
    expect(findingsOf(report, 'article.unknownField')).toEqual([]);
    expect(findingsOf(report, 'price.unknownField').map((f) => f.pointer)).toEqual(['/prices/0/region']);
    expect(report.byCode['price.unknownField']).toBe(1);
  });

  it('is still noted when only the other kind of record names it (articles and prices are apart)', async () => {
    const report = await check(json, { prices: { brand: { type: 'string' } } });
    expect(findingsOf(report, 'article.unknownField').map((f) => f.pointer)).toEqual(['/articles/0/brand', '/articles/0/color']);
    expect(report.byCode['article.unknownField']).toBe(2);
  });

  it('is named by a ruleset the given one extends too', async () => {
    const rules = effectiveRules([{ version: 1, articles: { brand: {} } }, { version: 1, articles: { color: { enum: ['red'] } } }], ID);
    const report = (await validateWorded(utf8(json), { file: 'x.json', rules })).report;
    expect(findingsOf(report, 'article.unknownField')).toEqual([]);
  });

  it('is still a column of the preview (the records keep every field the format does not know)', async () => {
    const outcome = await validateBytes(utf8(json), { file: 'x.json', rules: effectiveRules([{ version: 1, articles: { brand: {} } }], ID) });
    expect(outcome.records?.unknownFields('article')).toEqual(['brand', 'color']);
  });
});

describe('a severity', () => {
  const MISSING_NAME = '{"articles": [{"articleNumber": "CH-1"}]}';
  for (const level of ['warning', 'info', 'error'] as const) {
    it(`set to ${level}: the finding is listed and counted at that level, and sendability follows`, async () => {
      const report = await check(MISSING_NAME, { severity: { 'article.name.missing': level } });
      expect(onlyFinding(report, 'article.name.missing').severity).toBe(level);
      expect(report.counts[level]).toBe(1);
      expect(isSendable(report)).toBe(level !== 'error');
    });
  }

  it('set to off: neither listed nor counted, and the file can be sent', async () => {
    const report = await check(MISSING_NAME, { severity: { 'article.name.missing': 'off' } });
    expect(report.findings).toEqual([]);
    expect(report.byCode).toEqual({});
    expect(report.counts).toEqual({ error: 0, warning: 0, info: 0 });
    expect(isSendable(report)).toBe(true);
  });

  it('raised from warning to error: the file can no longer be sent', async () => {
    const report = await check(withPrice('').replace('"amount": 10', '"amount": 0'), { severity: { 'price.amount.zero': 'error' } });
    expect(onlyFinding(report, 'price.amount.zero').severity).toBe('error');
    expect(isSendable(report)).toBe(false);
  });

  it('applies to the rules across records too', async () => {
    const json = '{"articles": [{"articleNumber": "A", "name": "x"}, {"articleNumber": "A", "name": "y"}]}';
    const report = await check(json, { severity: { 'article.articleNumber.duplicate': 'warning' } });
    expect(findingsOf(report, 'article.articleNumber.duplicate').map((f) => f.severity)).toEqual(['warning', 'warning']);
    expect(report.counts.error).toBe(0);
  });
});

describe('required: false on a field the default requires', () => {
  it('lifts the requirement (a configurator that does not need it), but a value that is there is still checked', async () => {
    const rules = { articles: { name: { required: false } } };
    expect((await check('{"articles": [{"articleNumber": "CH-1"}]}', rules)).counts.error).toBe(0);
    expect(onlyFinding(await check('{"articles": [{"articleNumber": "CH-1", "name": ""}]}', rules), 'article.name.type').severity).toBe('error');
  });
});

describe('the lists of allowed values', () => {
  it('currencies replace ISO 4217: a code outside the list is refused, one inside accepted (its decimals unchecked when not ISO)', async () => {
    const rules = { currencies: ['EUR', 'PTS'] };
    expect((await check(withPrice('').replace('"EUR"', '"PTS"').replace('10', '10.555'), rules)).counts).toEqual({ error: 0, warning: 0, info: 0 });
    const finding = onlyFinding(await check(withPrice('').replace('"EUR"', '"usd"'), rules), 'price.currency.invalid');
    expect(finding.message).toBe('Price 1 of article CH-1: the currency "usd" is not one the rules allow (EUR, PTS).');
    const suggested = onlyFinding(await check(withPrice('').replace('"EUR"', '"eur"'), rules), 'price.currency.invalid');
    expect(suggested.message).toMatch(/not one the rules allow \(EUR, PTS\)\. Did you mean "EUR"\?$/);
  });

  it('name languages replace "any language tag"', async () => {
    const json = '{"articles": [{"articleNumber": "CH-1", "name": {"de": "Stuhl", "fr": "Chaise"}}]}';
    const finding = onlyFinding(await check(json, { nameLanguages: ['de', 'en'] }), 'article.name.language');
    expect(finding).toMatchObject({ pointer: '/articles/0/name/fr', severity: 'warning' });
    expect(finding.message).toMatch(/"fr" is not one of the name languages the rules allow \(de, en\)\.$/);
  });

  it('units and price lists allow only their values', async () => {
    const report = await check(withPrice(', "priceList": "outlet"').replace('"Chair"', '"Chair", "unit": "kg"'), { units: ['pcs'], priceLists: ['retail', 'default'] });
    expect(onlyFinding(report, 'article.field.enum').pointer).toBe('/articles/0/unit');
    expect(onlyFinding(report, 'price.field.enum').pointer).toBe('/prices/0/priceList');
  });
});

describe('the default, given as a ruleset', () => {
  it('gives the report of no ruleset, and names the rules', async () => {
    const json = '{"articles": [{"articleNumber": "CH-1", "gtin": "4006381333932"}], "prices": [{"articleNumber": "X", "currency": "eur", "amount": 1.234}]}';
    const none = await check(json);
    const given = await check(json, defaultRuleset());
    const { rules, ...rest } = given;
    expect(rest).toEqual(none);
    expect(rules).toEqual(ID);
    expect(none).not.toHaveProperty('rules');
  });
});
