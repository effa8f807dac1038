// The document rules of payload-format.md ("The document"): doc.*.
import { describe, expect, it } from 'vitest';
import { codesOf, findingsOf, onlyFinding, positionOf, reportOf, validateText } from '../../test-support/validation-helpers';

describe('doc.notObject', () => {
  it.each([
    ['a list', '[{"articleNumber": "CH-1001", "name": "Stuhl"}]', /a list/],
    ['a text', '"articles"', /"articles"/],
    ['a number', '42', /42/],
    ['null', 'null', /null/],
    ['true', 'true', /true/],
  ])('flags %s at the top level', async (_name, text, value) => {
    const { report, records } = await validateText(text);
    const finding = onlyFinding(report, 'doc.notObject');
    expect(finding).toMatchObject({ severity: 'error', pointer: '', line: 1, column: 1 });
    expect(finding.message).toMatch(value);
    expect(finding.message).toMatch(/"articles"/); // says what is needed instead
    expect(report.counts.error).toBe(1);
    expect(report).toMatchObject({ articles: 0, prices: 0 });
    expect(records?.index.articles.count).toBe(0);
    expect(records?.index.prices.count).toBe(0);
  });

  it('locates the value after leading white space', async () => {
    const finding = onlyFinding(await reportOf('\n\n   [1, 2]\n'), 'doc.notObject');
    expect(finding).toMatchObject({ line: 3, column: 4 });
  });
});

describe('doc.articles.type and doc.prices.type', () => {
  it.each([
    ['an object', '{}', /an object/],
    ['a text', '"CH-1001"', /"CH-1001"/],
    ['null', 'null', /null/],
    ['a number', '3', /3/],
  ])('flags "articles" that is %s, at its value', async (_name, value, described) => {
    const text = `{\n  "articles": ${value},\n  "prices": []\n}`;
    const finding = onlyFinding(await reportOf(text), 'doc.articles.type');
    expect(finding).toMatchObject({ severity: 'error', pointer: '/articles', line: 2, column: 15 });
    expect(finding.message).toMatch(described);
    expect(finding.message).toMatch(/must be a list/);
  });

  it.each([
    ['an object', '{"articleNumber": "CH-1001"}', /an object/],
    ['a text', '""', /""/],
    ['false', 'false', /false/],
  ])('flags "prices" that is %s, at its value', async (_name, value, described) => {
    const text = `{\n  "articles": [{"articleNumber": "CH-1001", "name": "Stuhl"}],\n  "prices": ${value}\n}`;
    const finding = onlyFinding(await reportOf(text), 'doc.prices.type');
    expect(finding).toMatchObject({ severity: 'error', pointer: '/prices', line: 3, column: 13 });
    expect(finding.message).toMatch(described);
    expect(finding.message).toMatch(/must be a list/);
  });

  it('accepts both lists, and either one alone', async () => {
    for (const text of [
      '{"articles": [{"articleNumber": "A", "name": "x"}], "prices": [{"articleNumber": "A", "currency": "EUR", "amount": 1}]}',
      '{"articles": [{"articleNumber": "A", "name": "x"}]}',
      '{"prices": [{"articleNumber": "A", "currency": "EUR", "amount": 1}]}',
      '{"articles": [], "prices": [{"articleNumber": "A", "currency": "EUR", "amount": 1}]}',
    ]) {
      const report = await reportOf(text);
      expect(codesOf(report).filter((c) => c.startsWith('doc.'))).toEqual([]);
      expect(report.counts.error).toBe(0);
    }
  });
});

describe('doc.empty', () => {
  it.each([
    ['an empty object', '{}'],
    ['two empty lists', '{"articles": [], "prices": []}'],
    ['an empty article list only', '{"articles": []}'],
    ['an empty price list only', '{"prices": []}'],
  ])('flags %s', async (_name, text) => {
    const report = await reportOf(text);
    const finding = onlyFinding(report, 'doc.empty');
    expect(finding).toMatchObject({ severity: 'error', pointer: '', line: 1, column: 1 });
    expect(finding.message).toMatch(/nothing to import/);
    expect(report.counts.error).toBe(1);
  });

  it('flags a document that holds only unknown keys', async () => {
    const report = await reportOf('{"meta": {"exportedAt": "2026-01-01"}}');
    expect(codesOf(report).sort()).toEqual(['doc.empty', 'doc.unknownKey']);
  });

  it('is not reported when there is one article or one price', async () => {
    expect(findingsOf(await reportOf('{"articles": [{"articleNumber": "A", "name": "x"}], "prices": []}'), 'doc.empty')).toEqual([]);
    expect(findingsOf(await reportOf('{"articles": [], "prices": [{"articleNumber": "A", "currency": "EUR", "amount": 1}]}'), 'doc.empty')).toEqual([]);
  });
});

describe('doc.unknownKey', () => {
  it('reports another top-level key as info, at its value, and the file stays sendable', async () => {
    const text = '{\n  "meta": {"source": "SAP"},\n  "articles": [{"articleNumber": "A", "name": "x"}]\n}';
    const report = await reportOf(text);
    const finding = onlyFinding(report, 'doc.unknownKey');
    expect(finding).toMatchObject({ severity: 'info', pointer: '/meta', line: 2, column: 11 });
    expect(finding.message).toContain('"meta"');
    expect(finding.message).toMatch(/sent unchanged/);
    expect(report.counts).toEqual({ error: 0, warning: 0, info: 1 });
  });

  it('reports each unknown key once, with an escaped pointer', async () => {
    const text = '{"articles": [{"articleNumber": "A", "name": "x"}], "version": 2, "a/b~c": true}';
    const found = findingsOf(await reportOf(text), 'doc.unknownKey');
    expect(found.map((f) => f.pointer)).toEqual(['/version', '/a~1b~0c']);
    expect(found[1]).toMatchObject(positionOf(text, 'true'));
  });

  it('treats "__proto__" and "constructor" at the top level as plain unknown keys', async () => {
    const text = '{"articles": [{"articleNumber": "A", "name": "x"}], "__proto__": {"polluted": true}, "constructor": 1}';
    const report = await reportOf(text);
    expect(findingsOf(report, 'doc.unknownKey').map((f) => f.pointer)).toEqual(['/__proto__', '/constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(report.articles).toBe(1);
  });
});
