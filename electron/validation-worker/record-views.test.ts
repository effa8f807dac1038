import { describe, expect, it } from 'vitest';
import { ARTICLE_FIELDS, PRICE_FIELDS } from '../../shared/payload/payload-schema';
import { RecordMarks } from '../../shared/validation/record-marks';
import { recordsInMemory } from './file-records';
import { RecordViews } from './record-views';
import { SearchText, valuesText } from './search-text';
import { effectiveRules, levelsOf } from '../../shared/rules/effective-rules';

const articles = [
  { articleNumber: 'AR-10', name: { de: 'Bürostuhl', en: 'Office chair' }, gtin: '4000000000006' },
  { articleNumber: 'AR-9', name: { de: 'Tisch', en: 'Desk' }, attributes: { colour: 'Weiß', sizes: [120, 140] } },
  { articleNumber: 'ar-100', name: { de: 'Regal' } },
  { name: { de: 'Ohne Nummer' } },
  { articleNumber: 'AR-9', name: { de: 'Doppelt' } },
];
const store = recordsInMemory({ articles, prices: [] }, { article: ARTICLE_FIELDS, price: PRICE_FIELDS });

const marks = new RecordMarks();
marks.mark('article', 'article.gtin.checksum', 1);
marks.mark('article', 'article.articleNumber.missing', 3);
const views = () => new RecordViews(store, marks);
const indices = (order: Int32Array | undefined) => (order ? [...order] : undefined);

describe('RecordViews', () => {
  it('is every record in file order without a search, filter or sort', async () => {
    expect(await views().order('article', undefined)).toBeUndefined();
    expect(await views().order('article', { query: '  ' })).toBeUndefined();
  });

  it('finds text in any value, nested ones too, ignoring case, but not in field names', async () => {
    const v = views();
    expect(indices(await v.order('article', { query: 'ar-1' }))).toEqual([0, 2]);
    expect(indices(await v.order('article', { query: 'WEISS' }))).toEqual([]);
    expect(indices(await v.order('article', { query: 'weiß' }))).toEqual([1]);
    expect(indices(await v.order('article', { query: '140' }))).toEqual([1]);
    expect(indices(await v.order('article', { query: 'office chair' }))).toEqual([0]);
    expect(indices(await v.order('article', { query: 'articleNumber' }))).toEqual([]);
  });

  it('narrows to records with problems, of a severity or of a code, and searches among them', async () => {
    const v = views();
    expect(indices(await v.order('article', { show: 'problems' }))).toEqual([1, 3]);
    expect(indices(await v.order('article', { show: 'error' }))).toEqual([3]);
    expect(indices(await v.order('article', { code: 'article.gtin.checksum' }))).toEqual([1]);
    expect(indices(await v.order('article', { show: 'problems', query: 'tisch' }))).toEqual([1]);
  });

  it('narrows by severity as the file was checked: a code a ruleset lowers is no longer among the errors', async () => {
    const lowered = new RecordViews(store, marks, levelsOf(effectiveRules([{ version: 1, severity: { 'article.articleNumber.missing': 'warning' } }], { name: 'r', sha256: '0' })));
    expect(indices(await lowered.order('article', { show: 'error' }))).toEqual([]);
    expect(indices(await lowered.order('article', { show: 'warning' }))).toEqual([1, 3]);
  });

  it('sorts text as people do (AR-9 before AR-10), ties in file order, records without the field last either way', async () => {
    const v = views();
    expect(indices(await v.order('article', { sort: { column: 'articleNumber', descending: false } }))).toEqual([1, 4, 0, 2, 3]);
    expect(indices(await v.order('article', { sort: { column: 'articleNumber', descending: true } }))).toEqual([2, 0, 1, 4, 3]);
    expect(indices(await v.order('article', { sort: { column: 'articleNumber', descending: false }, query: 'ar-1' }))).toEqual([0, 2]);
  });

  it('sorts numbers by value', async () => {
    const prices = [{ amount: 10 }, { amount: 9.5 }, { amount: '3' }, {}, { amount: 100 }];
    const v = new RecordViews(recordsInMemory({ articles: [], prices }, { article: ARTICLE_FIELDS, price: PRICE_FIELDS }), new RecordMarks());
    expect(indices(await v.order('price', { sort: { column: 'amount', descending: false } }))).toEqual([1, 0, 4, 2, 3]);
    expect(indices(await v.order('price', { sort: { column: 'amount', descending: true } }))).toEqual([2, 4, 0, 1, 3]);
  });
});

describe('SearchText', () => {
  it('finds the same records whether its text fits the budget or is built again for each search', async () => {
    const many = Array.from({ length: 5_000 }, (_, i) => ({ articleNumber: `N-${i}` }));
    const big = recordsInMemory({ articles: many, prices: [] }, { article: ARTICLE_FIELDS, price: PRICE_FIELDS });
    const marked = (found: Uint8Array) => [...found.keys()].filter((i) => found[i]);
    for (const budget of [Infinity, 10]) {
      const text = new SearchText(big, 'article', budget);
      expect(marked(await text.matches('n-4999'))).toEqual([4999]);
      expect(marked(await text.matches('n-123'))).toEqual([123, 1230, 1231, 1232, 1233, 1234, 1235, 1236, 1237, 1238, 1239]);
    }
  });

  it('takes values, not keys, and skips null', () => {
    expect(valuesText(JSON.stringify({ a: 'x', b: { c: 1, d: [true, null] } }))).toBe('x 1 true');
  });

  it('takes numbers as the text writes them, and strings unescaped', () => {
    expect(valuesText('{"a": 1.10, "b" : 12345678901234567890, "c":[-0.5e-3, false], "d":"say \\"hi\\" \\u00e4", "e\\"": "k:"}'))
      .toBe('1.10 12345678901234567890 -0.5e-3 false say "hi" ä k:');
  });
});
