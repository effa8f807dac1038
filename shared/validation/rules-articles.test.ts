// The article rules of payload-format.md ("Articles"), one record at a time. Rules across
// records (duplicates, case duplicates, noPrice) are in rules-cross-records.test.ts.
import { describe, expect, it } from 'vitest';
import type { FindingCode } from '../report/finding-codes';
import { SEVERITY_OF } from '../report/finding-codes';
import { codesOf, findingsOf, onlyFinding, positionOf, reportOf, validateText } from '../../test-support/validation-helpers';

/** The article of the specification, complete and valid. */
const SPEC_ARTICLE = `{
      "articleNumber": "CH-1001",
      "name": { "de": "Bürostuhl Comfort", "en": "Office chair Comfort" },
      "description": { "de": "Netzrücken, Armlehnen 3D", "en": "Mesh back, 3D armrests" },
      "active": true,
      "unit": "pcs",
      "category": "Seating/Office chairs",
      "gtin": "4006381333931",
      "imageUrl": "https://cdn.example.com/ch-1001.jpg",
      "attributes": { "color": "black", "seatHeightMm": 480, "stackable": false }
    }`;

const FIRST = '{"articleNumber": "CH-1001", "name": {"de": "Bürostuhl"}}';
const INDENT = '  ';

/** A file whose second article (line 3, index 1) is `second`, after a valid first one. */
const withSecond = (second: string) => `{"articles": [\n${INDENT}${FIRST},\n${INDENT}${second}\n]}`;

/** Where `needle` (unique in the article) stands in the file made by withSecond. */
const inSecond = (second: string, needle: string) => {
  const at = second.indexOf(needle);
  if (at < 0 || second.indexOf(needle, at + 1) >= 0) throw new Error(`"${needle}" must occur once in ${second}`);
  return { line: 3, column: INDENT.length + at + 1 };
};

interface Case {
  name: string;
  code: FindingCode;
  article: string;
  /** Path inside the record, '' for the record itself. */
  path: string;
  /** The text where the value starts ('{' of the record when path is ''). */
  at: string;
  label: string;
  message: RegExp;
}

const cases: Case[] = [
  { name: 'a record that is a text', code: 'article.type', article: '"CH-1002"', path: '', at: '"CH-1002"', label: 'Article 2', message: /"CH-1002", not an object.*\{ … \}/ },
  { name: 'a record that is null', code: 'article.type', article: 'null', path: '', at: 'null', label: 'Article 2', message: /null, not an object/ },
  { name: 'a record that is a list', code: 'article.type', article: '["CH-1002", "Stuhl"]', path: '', at: '[', label: 'Article 2', message: /a list, not an object/ },
  { name: 'no article number', code: 'article.articleNumber.missing', article: '{"name": "Stuhl"}', path: '', at: '{', label: 'Article 2', message: /no "articleNumber"/ },
  { name: 'an article number that is a number', code: 'article.articleNumber.type', article: '{"articleNumber": 1002, "name": "Stuhl"}', path: '/articleNumber', at: '1002', label: 'Article 2', message: /not text\. Write it in quotes \("1002"\).*leading zeros/ },
  { name: 'an article number that is null', code: 'article.articleNumber.type', article: '{"articleNumber": null, "name": "Stuhl"}', path: '/articleNumber', at: 'null', label: 'Article 2', message: /null is not text/ },
  { name: 'an empty article number', code: 'article.articleNumber.format', article: '{"articleNumber": "", "name": "Stuhl"}', path: '/articleNumber', at: '""', label: 'Article 2', message: /is empty/ },
  { name: 'an article number of 65 characters', code: 'article.articleNumber.format', article: `{"articleNumber": "${'A'.repeat(65)}", "name": "Stuhl"}`, path: '/articleNumber', at: '"AAA', label: 'Article 2', message: /longer than 64 characters/ },
  { name: 'a leading space in the article number', code: 'article.articleNumber.format', article: '{"articleNumber": " CH-1002", "name": "Stuhl"}', path: '/articleNumber', at: '" CH', label: 'Article 2', message: /space/ },
  { name: 'a trailing space in the article number', code: 'article.articleNumber.format', article: '{"articleNumber": "CH-1002 ", "name": "Stuhl"}', path: '/articleNumber', at: '"CH', label: 'Article 2', message: /space/ },
  { name: 'a control character in the article number', code: 'article.articleNumber.format', article: String.raw`{"articleNumber": "CH-\u00071002", "name": "Stuhl"}`, path: '/articleNumber', at: '"CH', label: 'Article 2', message: /control character/ },
  { name: 'no name', code: 'article.name.missing', article: '{"articleNumber": "CH-1002", "unit": "pcs"}', path: '', at: '{', label: 'Article 2 (CH-1002)', message: /no "name".*Give every article a name/ },
  { name: 'an empty name', code: 'article.name.type', article: '{"articleNumber": "CH-1002", "name": ""}', path: '/name', at: '""', label: 'Article 2 (CH-1002)', message: /non-empty text/ },
  { name: 'a name of spaces', code: 'article.name.type', article: '{"articleNumber": "CH-1002", "name": "   "}', path: '/name', at: '"   "', label: 'Article 2 (CH-1002)', message: /non-empty text/ },
  { name: 'a name that is a number', code: 'article.name.type', article: '{"articleNumber": "CH-1002", "name": 42}', path: '/name', at: '42', label: 'Article 2 (CH-1002)', message: /the name 42 is not usable/ },
  { name: 'a name that is null', code: 'article.name.type', article: '{"articleNumber": "CH-1002", "name": null}', path: '/name', at: 'null', label: 'Article 2 (CH-1002)', message: /null/ },
  { name: 'a name that is a list', code: 'article.name.type', article: '{"articleNumber": "CH-1002", "name": ["Stuhl"]}', path: '/name', at: '[', label: 'Article 2 (CH-1002)', message: /a list/ },
  { name: 'a name object without languages', code: 'article.name.type', article: '{"articleNumber": "CH-1002", "name": {}}', path: '/name', at: '{}', label: 'Article 2 (CH-1002)', message: /"de"/ },
  { name: 'an empty text for one language', code: 'article.name.type', article: '{"articleNumber": "CH-1002", "name": {"de": "Stuhl", "en": ""}}', path: '/name/en', at: '""', label: 'Article 2 (CH-1002)', message: /""/ },
  { name: 'a number for one language', code: 'article.name.type', article: '{"articleNumber": "CH-1002", "name": {"de": 7}}', path: '/name/de', at: '7', label: 'Article 2 (CH-1002)', message: /7/ },
  { name: 'a language key that is no language tag', code: 'article.name.language', article: '{"articleNumber": "CH-1002", "name": {"german": "Stuhl"}}', path: '/name/german', at: '"Stuhl"', label: 'Article 2 (CH-1002)', message: /"german" is not a language code.*"de-AT"/ },
  { name: 'a language key with an underscore', code: 'article.name.language', article: '{"articleNumber": "CH-1002", "name": {"de_AT": "Sessel"}}', path: '/name/de_AT', at: '"Sessel"', label: 'Article 2 (CH-1002)', message: /"de_AT" is not a language code/ },
  { name: 'a description that is a number', code: 'article.description.type', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "description": 42}', path: '/description', at: '42', label: 'Article 2 (CH-1002)', message: /text or an object of language/ },
  { name: 'a description that is a list', code: 'article.description.type', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "description": ["a"]}', path: '/description', at: '[', label: 'Article 2 (CH-1002)', message: /a list/ },
  { name: 'a description with a number for a language', code: 'article.description.type', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "description": {"de": 5}}', path: '/description/de', at: '5', label: 'Article 2 (CH-1002)', message: /5/ },
  { name: '"active": "yes"', code: 'article.active.type', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "active": "yes"}', path: '/active', at: '"yes"', label: 'Article 2 (CH-1002)', message: /"yes".*true or false, without quotes/ },
  { name: '"active": "true"', code: 'article.active.type', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "active": "true"}', path: '/active', at: '"true"', label: 'Article 2 (CH-1002)', message: /without quotes/ },
  { name: '"active": 1', code: 'article.active.type', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "active": 1}', path: '/active', at: '1}', label: 'Article 2 (CH-1002)', message: /true or false/ },
  { name: 'an empty unit', code: 'article.unit.type', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "unit": ""}', path: '/unit', at: '""', label: 'Article 2 (CH-1002)', message: /non-empty text such as "pcs"/ },
  { name: 'a unit that is a number', code: 'article.unit.type', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "unit": 5}', path: '/unit', at: '5', label: 'Article 2 (CH-1002)', message: /unit 5/ },
  { name: 'an empty category', code: 'article.category.type', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "category": ""}', path: '/category', at: '""', label: 'Article 2 (CH-1002)', message: /non-empty text/ },
  { name: 'a category that is a list', code: 'article.category.type', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "category": ["Seating"]}', path: '/category', at: '[', label: 'Article 2 (CH-1002)', message: /a list/ },
  { name: 'a GTIN written as a number', code: 'article.gtin.format', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "gtin": 4006381333931}', path: '/gtin', at: '4006381333931', label: 'Article 2 (CH-1002)', message: /in quotes/ },
  { name: 'a GTIN of 11 digits', code: 'article.gtin.format', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "gtin": "40063813339"}', path: '/gtin', at: '"400', label: 'Article 2 (CH-1002)', message: /8, 12, 13 or 14 digits/ },
  { name: 'a GTIN with a letter', code: 'article.gtin.format', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "gtin": "400638133393X"}', path: '/gtin', at: '"400', label: 'Article 2 (CH-1002)', message: /digits/ },
  { name: 'a GTIN with a space', code: 'article.gtin.format', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "gtin": "4006381 333931"}', path: '/gtin', at: '"400', label: 'Article 2 (CH-1002)', message: /digits/ },
  { name: 'a wrong GTIN check digit', code: 'article.gtin.checksum', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "gtin": "4006381333932"}', path: '/gtin', at: '"400', label: 'Article 2 (CH-1002)', message: /check digit.*expected 1/ },
  { name: 'an ftp: image address', code: 'article.imageUrl.format', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "imageUrl": "ftp://cdn.example.com/a.jpg"}', path: '/imageUrl', at: '"ftp', label: 'Article 2 (CH-1002)', message: /https:\/\// },
  { name: 'a relative image address', code: 'article.imageUrl.format', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "imageUrl": "/images/ch-1002.jpg"}', path: '/imageUrl', at: '"/images', label: 'Article 2 (CH-1002)', message: /full web address/ },
  { name: 'an image address without scheme', code: 'article.imageUrl.format', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "imageUrl": "cdn.example.com/a.jpg"}', path: '/imageUrl', at: '"cdn', label: 'Article 2 (CH-1002)', message: /full web address/ },
  { name: 'a javascript: image address', code: 'article.imageUrl.format', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "imageUrl": "javascript:alert(1)"}', path: '/imageUrl', at: '"java', label: 'Article 2 (CH-1002)', message: /full web address/ },
  { name: 'an image address without host', code: 'article.imageUrl.format', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "imageUrl": "https://"}', path: '/imageUrl', at: '"https', label: 'Article 2 (CH-1002)', message: /full web address/ },
  { name: 'attributes that are a list', code: 'article.attributes.type', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "attributes": ["black"]}', path: '/attributes', at: '[', label: 'Article 2 (CH-1002)', message: /"attributes" is a list/ },
  { name: 'an attribute that is an object', code: 'article.attributes.type', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "attributes": {"size": {"w": 50}}}', path: '/attributes/size', at: '{"w"', label: 'Article 2 (CH-1002)', message: /attribute "size" is an object/ },
  { name: 'an attribute that is null', code: 'article.attributes.type', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "attributes": {"color": null}}', path: '/attributes/color', at: 'null', label: 'Article 2 (CH-1002)', message: /"color" is null/ },
  { name: 'an attribute that is a list', code: 'article.attributes.type', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "attributes": {"colors": ["red"]}}', path: '/attributes/colors', at: '["red"]', label: 'Article 2 (CH-1002)', message: /text, a number or true\/false/ },
  { name: 'a name starting with =', code: 'article.text.suspicious', article: String.raw`{"articleNumber": "CH-1002", "name": "=HYPERLINK(\"http://evil.example\")"}`, path: '/name', at: '"=HYP', label: 'Article 2 (CH-1002)', message: /formula/ },
  { name: 'a name text starting with +', code: 'article.text.suspicious', article: '{"articleNumber": "CH-1002", "name": {"de": "+41 Stuhl"}}', path: '/name/de', at: '"+41', label: 'Article 2 (CH-1002)', message: /formula/ },
  { name: 'a description starting with -', code: 'article.text.suspicious', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "description": "-20% Rabatt"}', path: '/description', at: '"-20', label: 'Article 2 (CH-1002)', message: /formula/ },
  { name: 'a category starting with @', code: 'article.text.suspicious', article: '{"articleNumber": "CH-1002", "name": "Stuhl", "category": "@Seating"}', path: '/category', at: '"@', label: 'Article 2 (CH-1002)', message: /formula/ },
  { name: 'a bidirectional override in a name', code: 'article.text.suspicious', article: String.raw`{"articleNumber": "CH-1002", "name": {"en": "Chair \u202Eriahc"}}`, path: '/name/en', at: '"Chair', label: 'Article 2 (CH-1002)', message: /reading direction/ },
  { name: 'a control character in a description', code: 'article.text.suspicious', article: String.raw`{"articleNumber": "CH-1002", "name": "Stuhl", "description": {"de": "Netz\u0007rücken"}}`, path: '/description/de', at: '"Netz', label: 'Article 2 (CH-1002)', message: /control characters/ },
];

describe('a valid article', () => {
  it('produces no finding: the article of the specification', async () => {
    const { report, records } = await validateText(`{\n  "articles": [\n    ${SPEC_ARTICLE}\n  ]\n}`);
    expect(report.findings).toEqual([]);
    expect(report).toMatchObject({ articles: 1, prices: 0, counts: { error: 0, warning: 0, info: 0 }, byCode: {}, truncated: false });
    expect(records?.index.articles.count).toBe(1);
  });

  it('produces no finding: the smallest article, and the accepted spellings', async () => {
    const text = `{"articles": [
      {"articleNumber": "1", "name": "Stuhl"},
      {"articleNumber": "${'A'.repeat(64)}", "name": {"de-AT": "Sessel", "zh-Hant": "椅子", "es-419": "silla", "gsw": "Stuel"}},
      {"articleNumber": "CH-3", "name": "Stuhl", "description": "", "active": false, "gtin": "96385074"},
      {"articleNumber": "CH-4", "name": "Stuhl", "description": "Zeile 1\\nZeile 2\\tmit Tab", "gtin": "036000291452"},
      {"articleNumber": "CH-5", "name": "Stuhl", "gtin": "10012345678902", "imageUrl": "http://cdn.example.com/a.jpg?x=1"},
      {"articleNumber": "CH-6", "name": "Stuhl", "attributes": {}, "category": "Seating"},
      {"articleNumber": "CH-7", "name": "Stuhl", "attributes": {"a": "", "b": 0, "c": -1.5, "d": true}}
    ]}`;
    const report = await reportOf(text);
    expect(report.findings).toEqual([]);
    expect(report.articles).toBe(7);
  });
});

describe('each article rule', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const text = withSecond(c.article);
    const report = await reportOf(text);
    const found = findingsOf(report, c.code);
    expect(found, `codes: ${codesOf(report).join(', ')}`).toHaveLength(1);
    const finding = found[0]!;
    expect(finding).toMatchObject({
      severity: SEVERITY_OF[c.code],
      pointer: `/articles/1${c.path}`,
      ...inSecond(c.article, c.at),
      kind: 'article',
      index: 1,
    });
    const number = /^\{"articleNumber": ("[^"]*")/.exec(c.article)?.[1];
    if (number === undefined) expect(finding).not.toHaveProperty('articleNumber');
    else expect(finding.articleNumber).toBe(JSON.parse(number));
    expect(finding.message.startsWith(c.label)).toBe(true);
    expect(finding.message).toMatch(c.message);
    // Nothing is said about the valid first article.
    expect(report.findings.filter((f) => f.index === 0)).toEqual([]);
  });

  it('has a case for every per-record article code', () => {
    // A ruleset's field rules (*.field.*) fire only under a ruleset: validate-with-rules.test.ts has their cases.
    const perRecord = Object.keys(SEVERITY_OF).filter((code) => code.startsWith('article.') && !code.startsWith('article.field.'));
    const crossRecord = ['article.articleNumber.duplicate', 'article.articleNumber.caseDuplicate', 'article.noPrice', 'article.unknownField'];
    expect(new Set(cases.map((c) => c.code))).toEqual(new Set(perRecord.filter((code) => !crossRecord.includes(code))));
  });

  it('reports every problem of one record, in file order, on a multi-line record', async () => {
    const text = [
      '{',
      '  "articles": [',
      '    {',
      '      "articleNumber": "CH-1001",',
      '      "name": {"de": "Stuhl", "english": "Chair"},',
      '      "active": "yes",',
      '      "gtin": "4006381333932",',
      '      "imageUrl": "www.example.com/a.jpg"',
      '    }',
      '  ]',
      '}',
    ].join('\n');
    const report = await reportOf(text);
    expect(report.findings.map((f) => [f.code, f.line, f.column])).toEqual([
      ['article.name.language', 5, 42],
      ['article.active.type', 6, 17],
      ['article.gtin.checksum', 7, 15],
      ['article.imageUrl.format', 8, 19],
    ]);
    expect(report.counts).toEqual({ error: 2, warning: 2, info: 0 });
  });
});

describe('article.unknownField', () => {
  it('is reported once per field name, with the count, at the first occurrence', async () => {
    const text = `{"articles": [
  {"articleNumber": "CH-1", "name": "Stuhl", "color": "red"},
  {"articleNumber": "CH-2", "name": "Stuhl", "weightKg": 7, "color": "blue"},
  {"articleNumber": "CH-3", "name": "Stuhl", "color": "green"}
]}`;
    const report = await reportOf(text);
    const found = findingsOf(report, 'article.unknownField');
    expect(found.map((f) => [f.pointer, f.count])).toEqual([['/articles/0/color', 3], ['/articles/1/weightKg', 1]]);
    expect(found[0]).toMatchObject({ severity: 'info', kind: 'article', index: 0, articleNumber: 'CH-1', ...positionOf(text, '"red"') });
    expect(found[0]!.message).toMatch(/"color".*3 times.*Article 1 \(CH-1\).*sent unchanged/);
    expect(found[1]!.message).toMatch(/"weightKg".*once.*Article 2 \(CH-2\)/);
    expect(report.byCode['article.unknownField']).toBe(2);
    expect(report.counts).toEqual({ error: 0, warning: 0, info: 2 });
  });

  it('treats "__proto__" and "constructor" as plain data, without prototype pollution', async () => {
    const text = '{"articles":[{"__proto__":{"polluted":true},"articleNumber":"CH-1","name":"Stuhl","constructor":1}]}';
    const { report } = await validateText(text);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    const found = findingsOf(report, 'article.unknownField');
    expect(found.map((f) => f.pointer)).toEqual(['/articles/0/__proto__', '/articles/0/constructor']);
    expect(found[0]).toMatchObject({ index: 0, articleNumber: 'CH-1', ...positionOf(text, '{"polluted"') });
    expect(found[1]).toMatchObject(positionOf(text, '1}'));
    expect(report.counts.error).toBe(0);
  });

  it('does not read fields through a "__proto__" field: its "name" is not the article\'s', async () => {
    const report = await reportOf('{"articles":[{"articleNumber":"CH-1","__proto__":{"name":"Stuhl","articleNumber":"X"}}]}');
    expect(codesOf(report).sort()).toEqual(['article.name.missing', 'article.unknownField']);
    expect(onlyFinding(report, 'article.name.missing')).toMatchObject({ articleNumber: 'CH-1', pointer: '/articles/0' });
  });

  it('does not take "constructor" or "toString" from the prototype for a present field', async () => {
    // A record without these fields must not inherit them: "name" absent is still missing.
    const report = await reportOf('{"articles":[{"articleNumber":"CH-1","toString":"x"}]}');
    expect(codesOf(report).sort()).toEqual(['article.name.missing', 'article.unknownField']);
  });
});
