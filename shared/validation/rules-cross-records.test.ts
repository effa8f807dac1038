// The rules across records of payload-format.md: duplicate article numbers, numbers that
// differ only in case, prices for articles not in the file, articles without prices.
import { describe, expect, it } from 'vitest';
import { codesOf, findingsOf, positionOf, reportOf } from '../../test-support/validation-helpers';

/** One article per line (article i on line i + 2), then the prices, one per line. */
function file(articles: string[], prices?: string[]): string {
  const list = articles.map((n) => `    {"articleNumber": ${JSON.stringify(n)}, "name": "Stuhl"}`).join(',\n');
  const priceList = prices === undefined ? '' : `,\n  "prices": [\n${prices.map((n) => `    {"articleNumber": ${JSON.stringify(n)}, "currency": "EUR", "amount": 1}`).join(',\n')}\n  ]`;
  return `{"articles": [\n${list}\n  ]${priceList}\n}`;
}

describe('article.articleNumber.duplicate', () => {
  it('lists every occurrence, in file order, at its article number', async () => {
    const text = file(['CH-1', 'CH-2', 'CH-1', 'CH-3', 'CH-1']);
    const report = await reportOf(text);
    const found = findingsOf(report, 'article.articleNumber.duplicate');
    expect(found.map((f) => f.index)).toEqual([0, 2, 4]);
    for (const finding of found) {
      const i = finding.index!;
      expect(finding).toMatchObject({
        severity: 'error', kind: 'article', articleNumber: 'CH-1',
        pointer: `/articles/${i}/articleNumber`, line: i + 2, column: 23,
      });
      expect(finding.message).toMatch(new RegExp(`^Article ${i + 1} \\(CH-1\\): the article number "CH-1" is used by 3 articles`));
      expect(finding.message).toMatch(/must be unique/);
    }
    expect(found[0]!.message).toContain('Article 3, Article 5');
    expect(found[1]!.message).toContain('Article 1, Article 5');
    expect(report.byCode['article.articleNumber.duplicate']).toBe(3);
    expect(findingsOf(report, 'article.articleNumber.caseDuplicate')).toEqual([]);
  });

  it('lists every occurrence of a number used many times, and of several numbers', async () => {
    const numbers = [...Array.from({ length: 8 }, () => 'X-1'), 'Y-1', 'Z-1', 'Y-1'];
    const report = await reportOf(file(numbers));
    const found = findingsOf(report, 'article.articleNumber.duplicate');
    expect(found.map((f) => [f.index, f.articleNumber])).toEqual([
      [0, 'X-1'], [1, 'X-1'], [2, 'X-1'], [3, 'X-1'], [4, 'X-1'], [5, 'X-1'], [6, 'X-1'], [7, 'X-1'], [8, 'Y-1'], [10, 'Y-1'],
    ]);
    expect(found[0]!.message).toContain('used by 8 articles');
  });

  it('is not reported for unique numbers, nor across articles and prices', async () => {
    const report = await reportOf(file(['CH-1', 'CH-2'], ['CH-1', 'CH-1', 'CH-2']));
    expect(findingsOf(report, 'article.articleNumber.duplicate')).toEqual([]);
  });
});

describe('article.articleNumber.caseDuplicate', () => {
  it('warns about every number that differs from another only in case', async () => {
    const text = file(['ab-100', 'CD-200', 'AB-100', 'Ab-100']);
    const report = await reportOf(text);
    const found = findingsOf(report, 'article.articleNumber.caseDuplicate');
    expect(found.map((f) => [f.index, f.articleNumber])).toEqual([[0, 'ab-100'], [2, 'AB-100'], [3, 'Ab-100']]);
    expect(found[1]).toMatchObject({ severity: 'warning', kind: 'article', pointer: '/articles/2/articleNumber', ...positionOf(text, '"AB-100"') });
    expect(found[1]!.message).toMatch(/^Article 3 \(AB-100\): the article number "AB-100" differs from .*"ab-100".*only in upper and lower case/);
    expect(found[1]!.message).toMatch(/Check/);
    expect(report.counts.error).toBe(0);
  });

  it('is not reported for numbers spelt the same (that is a duplicate) or really different', async () => {
    const report = await reportOf(file(['CH-1', 'CH-1', 'CH-10']));
    expect(findingsOf(report, 'article.articleNumber.caseDuplicate')).toEqual([]);
  });
});

describe('price.articleNumber.unknown', () => {
  it('warns about a price for an article number not in the file, at its article number', async () => {
    const text = file(['CH-1'], ['CH-1', 'CH-9']);
    const report = await reportOf(text);
    const found = findingsOf(report, 'price.articleNumber.unknown');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      severity: 'warning', kind: 'price', index: 1, articleNumber: 'CH-9', pointer: '/prices/1/articleNumber', ...positionOf(text, '"CH-9"'),
    });
    expect(found[0]!.message).toMatch(/^Price 2 of article CH-9: no article "CH-9" is in this file\. Fine if the article already exists in the configurator/);
  });

  it('matches article numbers exactly: another case is another number', async () => {
    const report = await reportOf(file(['CH-1'], ['ch-1']));
    expect(findingsOf(report, 'price.articleNumber.unknown').map((f) => f.articleNumber)).toEqual(['ch-1']);
  });

  it('warns about every price of a prices-only file, which is otherwise fine to send', async () => {
    const texts = [
      '{"prices": [\n  {"articleNumber": "CH-1", "currency": "EUR", "amount": 1},\n  {"articleNumber": "CH-2", "currency": "CHF", "amount": 2}\n]}',
      '{"articles": [], "prices": [\n  {"articleNumber": "CH-1", "currency": "EUR", "amount": 1},\n  {"articleNumber": "CH-2", "currency": "CHF", "amount": 2}\n]}',
    ];
    for (const text of texts) {
      const report = await reportOf(text);
      expect(codesOf(report)).toEqual(['price.articleNumber.unknown', 'price.articleNumber.unknown']);
      expect(report.findings.map((f) => [f.index, f.line, f.column])).toEqual([[0, 2, 21], [1, 3, 21]]);
      expect(report).toMatchObject({ articles: 0, prices: 2, counts: { error: 0, warning: 2, info: 0 } });
    }
  });
});

describe('article.noPrice', () => {
  it('notes, when the file has prices, each article without one, at the article', async () => {
    const text = file(['CH-1', 'CH-2', 'CH-3'], ['CH-1', 'CH-3']);
    const report = await reportOf(text);
    const found = findingsOf(report, 'article.noPrice');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'info', kind: 'article', index: 1, articleNumber: 'CH-2', pointer: '/articles/1', line: 3, column: 5 });
    expect(found[0]!.message).toMatch(/^Article 2 \(CH-2\) has no price in this file\. Fine if its prices already exist in the configurator/);
    expect(report.counts).toEqual({ error: 0, warning: 0, info: 1 });
  });

  it('counts a price that has other problems as a price for its article', async () => {
    const text = '{"articles": [{"articleNumber": "CH-1", "name": "Stuhl"}], "prices": [{"articleNumber": "CH-1", "amount": "12,50"}]}';
    expect(findingsOf(await reportOf(text), 'article.noPrice')).toEqual([]);
  });

  it('is not reported when the file has no prices', async () => {
    expect(findingsOf(await reportOf(file(['CH-1', 'CH-2'])), 'article.noPrice')).toEqual([]);
    expect(findingsOf(await reportOf(file(['CH-1', 'CH-2'], [])), 'article.noPrice')).toEqual([]);
  });
});

describe('the rules together', () => {
  it('reports each cross-record finding once and in file order', async () => {
    const text = file(['CH-1', 'ch-1', 'CH-2', 'CH-2'], ['CH-2', 'CH-7']);
    const report = await reportOf(text);
    expect(report.findings.map((f) => [f.code, f.kind, f.index])).toEqual([
      ['article.noPrice', 'article', 0],
      ['article.articleNumber.caseDuplicate', 'article', 0],
      ['article.noPrice', 'article', 1],
      ['article.articleNumber.caseDuplicate', 'article', 1],
      ['article.articleNumber.duplicate', 'article', 2],
      ['article.articleNumber.duplicate', 'article', 3],
      ['price.articleNumber.unknown', 'price', 1],
    ]);
    const lines = report.findings.map((f) => f.line! * 1000 + f.column!);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });
});
