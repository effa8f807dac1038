// Rules that need every record: duplicate article numbers, numbers that differ only in case,
// prices for articles not in the file, articles without prices, duplicate prices and
// overlapping validity periods. Nothing is copied per record: the rules keep indices and
// read the parsed records again where a group has more than one member.
import type { MessageValue } from '../messages/text';
import { recordLabel } from './finding-text';
import { PRICE_DEFAULTS } from '../payload/payload-schema';
import type { FindingsCollector } from './findings-collector';
import type { JsonObject } from './record-context';
import { RecordContext } from './record-context';
import type { ArticleNumberIndex } from './article-number-index';
import { indicesOf } from './article-number-index';
import type { PriceSeriesFields } from './validate-price';
import { seriesFieldsOf } from './validate-price';

export interface CrossRecordInput {
  index: ArticleNumberIndex;
  prices: unknown[];
}

const priceLabel = (index: number) => recordLabel('price', index);
const listOf = (labels: MessageValue[]): MessageValue[] => (labels.length > 5 ? [...labels.slice(0, 5), '…'] : labels);
/** Up to six members of `group` other than `self`: enough to name five and show there are more,
 *  and constant time per finding even when thousands of records share one value. */
const othersThan = <T>(self: T, group: T[]): T[] => group.slice(0, 7).filter((m) => m !== self).slice(0, 6);

export function validateCrossRecords(input: CrossRecordInput, out: FindingsCollector): void {
  const articles = new RecordContext(out, 'article');
  checkArticleDuplicates(input.index, articles);
  checkCaseDuplicates(input.index, articles);
  checkPriceArticles(input, out);
  checkPriceSeries(input, out);
}

function checkArticleDuplicates(index: ArticleNumberIndex, at: RecordContext): void {
  const duplicates: [number, string, number[]][] = [];
  for (const [number, { articles: group }] of index.entries) {
    if (group !== undefined && typeof group !== 'number') for (const article of group) duplicates.push([article, number, group]);
  }
  duplicates.sort((a, b) => a[0] - b[0]); // file order
  for (const [index, number, group] of duplicates) {
    const others = othersThan(index, group).map((i) => recordLabel('article', i));
    at.at(index, number).report('article.articleNumber.duplicate', ['articleNumber'], {
      value: JSON.stringify(number), count: group.length, other: listOf(others),
    });
  }
}

/** Numbers all written in one case cannot differ only in case: the usual export needs no folding. */
function allInOneCase(index: ArticleNumberIndex): boolean {
  let upper = true;
  let lower = true;
  for (const number of index.entries.keys()) {
    if (upper && number.toUpperCase() !== number) upper = false;
    if (lower && number.toLowerCase() !== number) lower = false;
    if (!upper && !lower) return false;
  }
  return true;
}

function checkCaseDuplicates(index: ArticleNumberIndex, at: RecordContext): void {
  if (allInOneCase(index)) return;
  const byFolded = new Map<string, string | string[]>();
  for (const [number, { articles }] of index.entries) {
    if (articles === undefined) continue;
    const folded = number.toLowerCase();
    const spellings = byFolded.get(folded);
    if (spellings === undefined) byFolded.set(folded, number);
    else if (typeof spellings === 'string') byFolded.set(folded, [spellings, number]);
    else spellings.push(number);
  }
  const flagged: [number, string, string[]][] = [];
  for (const spellings of byFolded.values()) {
    if (typeof spellings === 'string') continue;
    for (const number of spellings) for (const article of indicesOf(index.entries.get(number)!.articles!)) flagged.push([article, number, spellings]);
  }
  flagged.sort((a, b) => a[0] - b[0]);
  for (const [index, number, spellings] of flagged) {
    const others = othersThan(number, spellings).map((s) => JSON.stringify(s));
    at.at(index, number).report('article.articleNumber.caseDuplicate', ['articleNumber'], { value: JSON.stringify(number), other: listOf(others) });
  }
}

function checkPriceArticles(input: CrossRecordInput, out: FindingsCollector): void {
  const prices = new RecordContext(out, 'price');
  for (const index of input.index.unknownPrices) {
    const number = (input.prices[index] as JsonObject).articleNumber as string;
    prices.at(index, number).report('price.articleNumber.unknown', ['articleNumber'], { value: JSON.stringify(number) });
  }
  if (input.prices.length === 0) return;
  const unpriced: [number, string][] = [];
  for (const [number, entry] of input.index.entries) {
    if (entry.articles !== undefined && !entry.priced) for (const article of indicesOf(entry.articles)) unpriced.push([article, number]);
  }
  unpriced.sort((a, b) => a[0] - b[0]);
  const articles = new RecordContext(out, 'article');
  for (const [article, number] of unpriced) articles.at(article, number).report('article.noPrice', []);
}

interface SeriesPrice extends PriceSeriesFields {
  index: number;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sameSeries = (a: SeriesPrice, b: SeriesPrice) => a.priceList === b.priceList && a.currency === b.currency && a.minQuantity === b.minQuantity;
// Series first, then start date, then file order: duplicates and overlaps become neighbours.
const bySeriesThenStart = (a: SeriesPrice, b: SeriesPrice) =>
  byText(a.priceList, b.priceList) || byText(a.currency, b.currency) || a.minQuantity - b.minQuantity || byText(a.validFrom, b.validFrom) || a.index - b.index;

/** Whether two of an article's prices are in one series; most articles' prices are not (other lists, currencies). */
const priceListOf = (p: JsonObject) => p.priceList ?? PRICE_DEFAULTS.priceList;
const quantityOf = (p: JsonObject) => p.minQuantity ?? PRICE_DEFAULTS.minQuantity;

function sharesASeries(group: number[], prices: unknown[]): boolean {
  for (let a = 0; a < group.length; a++) {
    const x = prices[group[a]!] as JsonObject;
    for (let b = a + 1; b < group.length; b++) {
      const y = prices[group[b]!] as JsonObject;
      if (x.currency === y.currency && priceListOf(x) === priceListOf(y) && quantityOf(x) === quantityOf(y)) return true;
      if (b > 32) return true; // many prices: let the sort find the series
    }
  }
  return false;
}

/**
 * Within one series (article, price list, currency, minimum quantity) the same start date
 * is a duplicate, and periods that meet overlap. Only articles with several usable prices
 * are looked at, a handful of records each.
 */
function checkPriceSeries(input: CrossRecordInput, out: FindingsCollector): void {
  const duplicates: [SeriesPrice, SeriesPrice[]][] = [];
  const overlaps: [SeriesPrice, SeriesPrice][] = [];
  for (const { series: group } of input.index.entries.values()) {
    if (group === undefined || typeof group === 'number' || !sharesASeries(group, input.prices)) continue;
    const list = group.map((index) => ({ index, ...seriesFieldsOf(input.prices[index] as JsonObject) })).sort(bySeriesThenStart);
    for (let from = 0; from < list.length; ) {
      let to = from + 1;
      while (to < list.length && sameSeries(list[from]!, list[to]!)) to++;
      if (to - from > 1) findInSeries(list.slice(from, to), duplicates, overlaps);
      from = to;
    }
  }
  const at = new RecordContext(out, 'price');
  duplicates.sort((a, b) => a[0].index - b[0].index);
  for (const [price, same] of duplicates) {
    at.at(price.index, price.articleNumber).report('price.duplicate', [], { other: listOf(same.map((k) => priceLabel(k.index))) });
  }
  overlaps.sort((a, b) => a[0].index - b[0].index);
  for (const [price, other] of overlaps) {
    at.at(price.index, price.articleNumber).report('price.validity.overlap', [], { other: priceLabel(other.index) });
  }
}

/** One series, sorted by start date: runs of the same start are duplicates; periods that meet an earlier one overlap. */
function findInSeries(sorted: SeriesPrice[], duplicates: [SeriesPrice, SeriesPrice[]][], overlaps: [SeriesPrice, SeriesPrice][]): void {
  let latest: SeriesPrice | undefined; // the period reaching furthest into the future so far
  for (let start = 0; start < sorted.length; ) {
    let end = start + 1;
    while (end < sorted.length && sorted[end]!.validFrom === sorted[start]!.validFrom) end++;
    const run = sorted.slice(start, end);
    for (const current of run) {
      // Same start: a duplicate of each other; a period before them may still overlap each.
      if (run.length > 1) duplicates.push([current, othersThan(current, run)]);
      if (latest !== undefined && (latest.validTo === '' || latest.validTo >= current.validFrom)) overlaps.push([current, latest]);
    }
    for (const current of run) {
      if (latest === undefined || (latest.validTo !== '' && (current.validTo === '' || current.validTo > latest.validTo))) latest = current;
    }
    start = end;
  }
}
