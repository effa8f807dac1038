// Rules that need every record: duplicate article numbers, numbers that differ only in case,
// prices for articles not in the file, articles without prices, duplicate prices and
// overlapping validity periods.
import { recordLabels } from '../messages/en/validation';
import type { FindingsCollector } from './findings-collector';
import { RecordContext } from './record-context';
import type { PriceKey } from './validate-price';

export interface CrossRecordInput {
  /** Usable article number per article index (undefined where it had a problem). */
  articleNumbers: (string | undefined)[];
  priceKeys: PriceKey[];
  /** Article number of every price record that has a text article number. */
  priceArticleNumbers: (string | undefined)[];
  priceCount: number;
}

const priceLabel = (index: number) => recordLabels.price({ number: index + 1 });
const listOf = (labels: string[]) => (labels.length > 5 ? [...labels.slice(0, 5), '…'] : labels).join(', ');
/** Up to six members of `group` other than `self`: enough to name five and show there are more,
 *  and constant time per finding even when thousands of records share one value. */
const othersThan = <T>(self: T, group: T[]): T[] => group.slice(0, 7).filter((m) => m !== self).slice(0, 6);

export function validateCrossRecords(input: CrossRecordInput, out: FindingsCollector): void {
  const byNumber = groupIndices(input.articleNumbers);
  checkArticleDuplicates(byNumber, out);
  checkCaseDuplicates(byNumber, out);
  checkPriceArticles(input, byNumber, out);
  checkPriceSeries(input.priceKeys, out);
}

function groupIndices(numbers: (string | undefined)[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  numbers.forEach((number, index) => {
    if (number === undefined) return;
    const group = groups.get(number);
    if (group === undefined) groups.set(number, [index]);
    else group.push(index);
  });
  return groups;
}

function checkArticleDuplicates(byNumber: Map<string, number[]>, out: FindingsCollector): void {
  const duplicates: [number, string, number[]][] = [];
  for (const [number, indices] of byNumber) if (indices.length > 1) for (const index of indices) duplicates.push([index, number, indices]);
  duplicates.sort((a, b) => a[0] - b[0]); // file order
  for (const [index, number, indices] of duplicates) {
    const others = othersThan(index, indices).map((i) => recordLabels.article({ number: i + 1 }));
    new RecordContext(out, 'article', index, number).report('article.articleNumber.duplicate', ['articleNumber'], {
      value: JSON.stringify(number), count: indices.length, other: listOf(others),
    });
  }
}

function checkCaseDuplicates(byNumber: Map<string, number[]>, out: FindingsCollector): void {
  const byFolded = new Map<string, string[]>();
  for (const number of byNumber.keys()) {
    const folded = number.toLowerCase();
    const spellings = byFolded.get(folded);
    if (spellings === undefined) byFolded.set(folded, [number]);
    else spellings.push(number);
  }
  const flagged: [number, string, string[]][] = [];
  for (const spellings of byFolded.values()) {
    if (spellings.length < 2) continue;
    for (const number of spellings) for (const index of byNumber.get(number)!) flagged.push([index, number, spellings]);
  }
  flagged.sort((a, b) => a[0] - b[0]);
  for (const [index, number, spellings] of flagged) {
    const others = othersThan(number, spellings).map((s) => JSON.stringify(s));
    new RecordContext(out, 'article', index, number).report('article.articleNumber.caseDuplicate', ['articleNumber'], {
      value: JSON.stringify(number), other: listOf(others),
    });
  }
}

function checkPriceArticles(input: CrossRecordInput, byNumber: Map<string, number[]>, out: FindingsCollector): void {
  const priced = new Set<string>();
  input.priceArticleNumbers.forEach((number, index) => {
    if (number === undefined) return;
    priced.add(number);
    if (!byNumber.has(number)) {
      new RecordContext(out, 'price', index, number).report('price.articleNumber.unknown', ['articleNumber'], { value: JSON.stringify(number) });
    }
  });
  if (input.priceCount === 0) return;
  input.articleNumbers.forEach((number, index) => {
    if (number !== undefined && !priced.has(number)) new RecordContext(out, 'article', index, number).report('article.noPrice', []);
  });
}

/** Within one series (article, list, currency, minimum quantity): same start = duplicate; periods that meet = overlap. */
function checkPriceSeries(keys: PriceKey[], out: FindingsCollector): void {
  const series = new Map<string, PriceKey[]>();
  for (const key of keys) {
    const list = series.get(key.series);
    if (list === undefined) series.set(key.series, [key]);
    else list.push(key);
  }
  const duplicates: [PriceKey, PriceKey[]][] = [];
  const overlaps: [PriceKey, PriceKey][] = [];
  for (const list of series.values()) {
    if (list.length < 2) continue;
    const sorted = [...list].sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : a.index - b.index));
    let latest: PriceKey | undefined; // the period reaching furthest into the future so far
    // Prices with the same start are next to each other: walk them as runs.
    for (let start = 0; start < sorted.length; ) {
      let end = start + 1;
      while (end < sorted.length && sorted[end]!.validFrom === sorted[start]!.validFrom) end++;
      const run = sorted.slice(start, end);
      for (const current of run) {
        if (run.length > 1) duplicates.push([current, othersThan(current, run)]);
        else if (latest !== undefined && (latest.validTo === '' || latest.validTo >= current.validFrom)) overlaps.push([current, latest]);
      }
      for (const current of run) {
        if (latest === undefined || (latest.validTo !== '' && (current.validTo === '' || current.validTo > latest.validTo))) latest = current;
      }
      start = end;
    }
  }
  duplicates.sort((a, b) => a[0].index - b[0].index);
  for (const [key, same] of duplicates) {
    new RecordContext(out, 'price', key.index, key.articleNumber).report('price.duplicate', [], {
      other: listOf(same.map((k) => priceLabel(k.index))),
    });
  }
  overlaps.sort((a, b) => a[0].index - b[0].index);
  for (const [key, other] of overlaps) {
    new RecordContext(out, 'price', key.index, key.articleNumber).report('price.validity.overlap', [], { other: priceLabel(other.index) });
  }
}
