// Rules that need every record: duplicate article numbers, numbers that differ only in case,
// prices for articles not in the file, articles without prices, duplicate prices and
// overlapping validity periods. Nothing is copied per record: the rules keep indices and
// read the parsed records again where a group has more than one member.
import { recordLabels } from '../messages/en/validation';
import type { FindingsCollector } from './findings-collector';
import type { JsonObject } from './record-context';
import { RecordContext, isJsonObject } from './record-context';
import type { PriceSeriesFields } from './validate-price';
import { seriesFieldsOf } from './validate-price';

export interface CrossRecordInput {
  /** Usable article number per article index (undefined where it had a problem). */
  articleNumbers: (string | undefined)[];
  articles: unknown[];
  prices: unknown[];
  /** Indices of the prices whose series fields are usable, grouped by article number. */
  seriesByArticle: Map<string, number | number[]>;
}

const priceLabel = (index: number) => recordLabels.price({ number: index + 1 });
const listOf = (labels: string[]) => (labels.length > 5 ? [...labels.slice(0, 5), '…'] : labels).join(', ');
/** Up to six members of `group` other than `self`: enough to name five and show there are more,
 *  and constant time per finding even when thousands of records share one value. */
const othersThan = <T>(self: T, group: T[]): T[] => group.slice(0, 7).filter((m) => m !== self).slice(0, 6);

/** Adds `index` to the group of `key`; a group of one is the bare index (most groups). */
export function addToGroup<K>(groups: Map<K, number | number[]>, key: K, index: number): void {
  const group = groups.get(key);
  if (group === undefined) groups.set(key, index);
  else if (typeof group === 'number') groups.set(key, [group, index]);
  else group.push(index);
}

const members = (group: number | number[]) => (typeof group === 'number' ? [group] : group);

export function validateCrossRecords(input: CrossRecordInput, out: FindingsCollector): void {
  const byNumber = new Map<string, number | number[]>();
  input.articleNumbers.forEach((number, index) => {
    if (number !== undefined) addToGroup(byNumber, number, index);
  });
  const articles = new RecordContext(out, 'article');
  checkArticleDuplicates(byNumber, articles);
  checkCaseDuplicates(byNumber, articles);
  checkPriceArticles(input, byNumber, out);
  checkPriceSeries(input, out);
}

function checkArticleDuplicates(byNumber: Map<string, number | number[]>, at: RecordContext): void {
  const duplicates: [number, string, number[]][] = [];
  for (const [number, group] of byNumber) if (typeof group !== 'number') for (const index of group) duplicates.push([index, number, group]);
  duplicates.sort((a, b) => a[0] - b[0]); // file order
  for (const [index, number, group] of duplicates) {
    const others = othersThan(index, group).map((i) => recordLabels.article({ number: i + 1 }));
    at.at(index, number).report('article.articleNumber.duplicate', ['articleNumber'], {
      value: JSON.stringify(number), count: group.length, other: listOf(others),
    });
  }
}

function checkCaseDuplicates(byNumber: Map<string, number | number[]>, at: RecordContext): void {
  const byFolded = new Map<string, string | string[]>();
  for (const number of byNumber.keys()) {
    const folded = number.toLowerCase();
    const spellings = byFolded.get(folded);
    if (spellings === undefined) byFolded.set(folded, number);
    else if (typeof spellings === 'string') byFolded.set(folded, [spellings, number]);
    else spellings.push(number);
  }
  const flagged: [number, string, string[]][] = [];
  for (const spellings of byFolded.values()) {
    if (typeof spellings === 'string') continue;
    for (const number of spellings) for (const index of members(byNumber.get(number)!)) flagged.push([index, number, spellings]);
  }
  flagged.sort((a, b) => a[0] - b[0]);
  for (const [index, number, spellings] of flagged) {
    const others = othersThan(number, spellings).map((s) => JSON.stringify(s));
    at.at(index, number).report('article.articleNumber.caseDuplicate', ['articleNumber'], { value: JSON.stringify(number), other: listOf(others) });
  }
}

function checkPriceArticles(input: CrossRecordInput, byNumber: Map<string, unknown>, out: FindingsCollector): void {
  // An article whose number is badly formed is still in the file: its prices are not "unknown".
  let allNumbers: Set<unknown> | undefined; // built on the first miss only
  const inFile = (number: string) =>
    byNumber.has(number) || (allNumbers ??= new Set(input.articles.map((a) => (isJsonObject(a) ? a.articleNumber : undefined)))).has(number);
  const priced = new Set<string>();
  const at = new RecordContext(out, 'price');
  input.prices.forEach((price, index) => {
    if (!isJsonObject(price) || typeof price.articleNumber !== 'string') return;
    const number = price.articleNumber;
    priced.add(number);
    if (!inFile(number)) at.at(index, number).report('price.articleNumber.unknown', ['articleNumber'], { value: JSON.stringify(number) });
  });
  if (input.prices.length === 0) return;
  const articles = new RecordContext(out, 'article');
  input.articleNumbers.forEach((number, index) => {
    if (number !== undefined && !priced.has(number)) articles.at(index, number).report('article.noPrice', []);
  });
}

interface SeriesPrice extends PriceSeriesFields {
  index: number;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sameSeries = (a: SeriesPrice, b: SeriesPrice) => a.priceList === b.priceList && a.currency === b.currency && a.minQuantity === b.minQuantity;
// Series first, then start date, then file order: duplicates and overlaps become neighbours.
const bySeriesThenStart = (a: SeriesPrice, b: SeriesPrice) =>
  byText(a.priceList, b.priceList) || byText(a.currency, b.currency) || a.minQuantity - b.minQuantity || byText(a.validFrom, b.validFrom) || a.index - b.index;

/**
 * Within one series (article, price list, currency, minimum quantity) the same start date
 * is a duplicate, and periods that meet overlap. Only articles with several usable prices
 * are looked at, a handful of records each.
 */
function checkPriceSeries(input: CrossRecordInput, out: FindingsCollector): void {
  const duplicates: [SeriesPrice, SeriesPrice[]][] = [];
  const overlaps: [SeriesPrice, SeriesPrice][] = [];
  for (const group of input.seriesByArticle.values()) {
    if (typeof group === 'number') continue;
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
