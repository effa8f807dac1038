// The parsed document → findings: its shape, then every record, then the rules across
// records. Returns the record arrays the preview shows.
import { TOP_LEVEL_KEYS } from '../payload/payload-schema';
import { describeValue } from './finding-text';
import type { FindingsCollector } from './findings-collector';
import { RecordContext, UnknownFieldTally, isJsonObject } from './record-context';
import { escapePointerSegment } from './strict-json';
import { validateArticle } from './validate-article';
import { validatePrice } from './validate-price';
import { validateCrossRecords } from './validate-cross-records';
import { ArticleNumberIndex } from './article-number-index';

export interface DocumentRecords {
  articles: unknown[];
  prices: unknown[];
}

const KNOWN_TOP_LEVEL = new Set<string>(TOP_LEVEL_KEYS);

export function validateDocument(document: unknown, out: FindingsCollector): DocumentRecords {
  if (!isJsonObject(document)) {
    out.add('doc.notObject', { pointer: '', params: { value: describeValue(document) } });
    return { articles: [], prices: [] };
  }
  const articles = recordList(document, 'articles', out);
  const prices = recordList(document, 'prices', out);
  for (const key in document) {
    if (!KNOWN_TOP_LEVEL.has(key)) out.add('doc.unknownKey', { pointer: `/${escapePointerSegment(key)}`, params: { field: key }, count: 1 });
  }
  if (articles !== undefined && prices !== undefined && articles.length === 0 && prices.length === 0) {
    out.add('doc.empty', { pointer: '', params: {} });
  }

  const numbers = new ArticleNumberIndex();
  const articleFields = new UnknownFieldTally(out);
  const article = new RecordContext(out, 'article');
  (articles ?? []).forEach((record, index) => {
    const usable = validateArticle(record, article.at(index), articleFields);
    const number = isJsonObject(record) ? record.articleNumber : undefined;
    if (typeof number === 'string') numbers.addArticle(number, index, usable !== undefined);
  });
  articleFields.report('article.unknownField');

  const priceFields = new UnknownFieldTally(out);
  const price = new RecordContext(out, 'price');
  (prices ?? []).forEach((record, index) => {
    const usableSeries = validatePrice(record, price.at(index), priceFields);
    const number = isJsonObject(record) ? record.articleNumber : undefined;
    if (typeof number === 'string') numbers.addPrice(number, index, usableSeries);
  });
  priceFields.report('price.unknownField');

  validateCrossRecords({ index: numbers, prices: prices ?? [] }, out);
  return { articles: articles ?? [], prices: prices ?? [] };
}

/** The array under `key`: [] when absent, undefined (and a finding) when it is not an array. */
function recordList(document: Record<string, unknown>, key: 'articles' | 'prices', out: FindingsCollector): unknown[] | undefined {
  if (document[key] === undefined) return [];
  const value = document[key];
  if (Array.isArray(value)) return value;
  out.add(key === 'articles' ? 'doc.articles.type' : 'doc.prices.type', { pointer: `/${key}`, params: { value: describeValue(value) } });
  return undefined;
}
