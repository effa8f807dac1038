// Fixes that change a record's key, held back where the copy would have a clash the original
// did not: " A1 " trimmed next to an article "A1" (article.articleNumber.duplicate, or
// .caseDuplicate for "a1"), "eur" made "EUR" next to a price of the same article, list,
// quantity and start in EUR (price.duplicate), a German date that makes two periods meet
// (price.validity.overlap). Whether a key is taken is known only once the whole file is read,
// so the plan pass tells this tracker every record's key as written and each fixed record's
// key after its fixes, and asks at the end which fixes to hold back.
//
// The checks are the cross-record rules' (validate-cross-records.ts), made conservative: a
// fixed key may meet no other record's key as written, nor another fixed key, even where that
// other record would not be checked (a price with a wrong amount still takes its key). And
// what belongs together moves together: a trimmed article number is held back, with its
// article and every price of it, as soon as one of them cannot be trimmed (else a price would
// lose its article, or be moved to another one).
//
// Memory, as the check's: per record a 64-bit hash of its key in typed columns (16 bytes a
// price, 8 an article; ids of hashed keys as in shared/collections), no object or string per
// record. A 1 GB export (4 million records) keeps ~60 MB here during the plan pass.
import { ByteColumn, IntColumn } from '../collections/columns';
import { KeyTable, PairTable, hashes } from '../collections/key-table';
import { PRICE_DEFAULTS } from '../payload/payload-schema';
import type { JsonObject } from '../validation/record-context';
import type { HeldBackReason } from './fix-plan';

type ClashReason = Exclude<HeldBackReason, 'repeatedField'>;

/** A fix held back: its record's slot (FixedRecords), what the planner gave with it, and why. */
export type HeldFix = (slot: number, payload: number, reason: ClashReason) => void;

/** Rows of int32 columns, appended to (`set` each column of the next row, then `next`). */
class Rows {
  readonly #columns: IntColumn[];
  count = 0;
  constructor(width: number) {
    this.#columns = Array.from({ length: width }, () => new IntColumn(0));
  }
  set(column: number, value: number): this {
    this.#columns[column]!.set(this.count, value);
    return this;
  }
  next(): void {
    this.count++;
  }
  get(row: number, column: number): number {
    return this.#columns[column]!.get(row);
  }
}

/** YYYY-MM-DD as YYYYMMDD; 0 when absent (open); -1 when not such a date (the price is in no series). Runs for every price: no regex. */
function dayOf(value: unknown): number {
  if (value === undefined) return 0;
  if (typeof value !== 'string' || value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return -1;
  let day = 0;
  for (let i = 0; i < 10; i++) {
    if (i === 4 || i === 7) continue;
    const digit = value.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    day = day * 10 + digit;
  }
  return day;
}

/**
 * A price's series (article, list, currency, minimum quantity; PRICE_DEFAULTS for those
 * absent) hashed into `hash`, and its period; false when it can be in no series. Wider than
 * the check's usable series (validatePrice): every price it counts is counted here.
 */
function priceKey(record: JsonObject, into: { a: number; b: number; from: number; to: number }): boolean {
  const { articleNumber, currency } = record;
  const priceList = record.priceList ?? PRICE_DEFAULTS.priceList;
  const minQuantity = record.minQuantity ?? PRICE_DEFAULTS.minQuantity;
  if (typeof articleNumber !== 'string' || typeof currency !== 'string' || typeof priceList !== 'string' || typeof minQuantity !== 'number') return false;
  const from = dayOf(record.validFrom);
  const to = dayOf(record.validTo);
  if (from < 0 || to < 0) return false;
  const [a, b] = hashes(`${articleNumber}\u0000${priceList}\u0000${currency}\u0000${minQuantity}`);
  into.a = a;
  into.b = b;
  into.from = from;
  into.to = to;
  return true;
}

const OPEN = Number.MAX_SAFE_INTEGER;

export class KeyClashes {
  /** Every article's number as written, folded to lower case (duplicates and case-duplicates): hash halves. */
  readonly #articles = new Rows(2);
  /** Every price that can be in a series: hash halves of its series, validFrom, validTo. */
  readonly #prices = new Rows(4);
  /** Fixed articles: slot, hash halves of the fixed number folded, its number's group, payload. */
  readonly #fixedArticles = new Rows(5);
  /** Fixed prices: slot, hash halves of the fixed series, from, to, group (-1: number not trimmed), payload. */
  readonly #fixedPrices = new Rows(7);
  /** Article numbers with spaces around them (few): the records that share one are trimmed all or none. */
  readonly #spaced = new KeyTable();
  readonly #groupKept = new ByteColumn(0);
  readonly #key = { a: 0, b: 0, from: 0, to: 0 };

  /** Each article with a text number, as written. */
  article(number: string): void {
    const [a, b] = hashes(number.toLowerCase());
    this.#articles.set(0, a).set(1, b).next();
  }

  /** Each price, as written. */
  price(record: JsonObject): void {
    const key = this.#key;
    if (priceKey(record, key)) this.#prices.set(0, key.a).set(1, key.b).set(2, key.from).set(3, key.to).next();
  }

  /** A record with the spaced article number `number` that keeps it as written. */
  numberKept(number: string): void {
    this.#groupKept.set(this.#spaced.intern(number), 1);
  }

  /** An article whose number `number` the copy trims to `fixed`. */
  fixedArticle(slot: number, number: string, fixed: string, payload: number): void {
    const [a, b] = hashes(fixed.toLowerCase());
    this.#fixedArticles.set(0, slot).set(1, a).set(2, b).set(3, this.#spaced.intern(number)).set(4, payload).next();
  }

  /** A price whose key the copy changes: `fixed` is the record after its fixes; `trimmed` its number as written when the copy trims it. */
  fixedPrice(slot: number, fixed: JsonObject, trimmed: string | undefined, payload: number): void {
    const group = trimmed === undefined ? -1 : this.#spaced.intern(trimmed);
    const key = this.#key;
    // In no series even fixed (a field without a fix is wrong): it clashes with no price.
    if (!priceKey(fixed, key)) key.a = key.b = key.from = key.to = -1;
    this.#fixedPrices.set(0, slot).set(1, key.a).set(2, key.b).set(3, key.from).set(4, key.to).set(5, group).set(6, payload).next();
  }

  /** Tells `held` each fix to hold back, once the whole file was told. */
  resolve(held: HeldFix): void {
    const articleHeld = this.#articleClashes();
    const priceHeld = this.#priceClashes();
    const fixedArticles = this.#fixedArticles;
    const fixedPrices = this.#fixedPrices;
    for (let t = 0; t < fixedArticles.count; t++) if (articleHeld[t]) this.#groupKept.set(fixedArticles.get(t, 3), 1);
    for (let t = 0; t < fixedPrices.count; t++) if (priceHeld[t] && fixedPrices.get(t, 5) >= 0) this.#groupKept.set(fixedPrices.get(t, 5), 1);
    for (let t = 0; t < fixedArticles.count; t++) {
      const reason = articleHeld[t] ? 'duplicateArticle' : this.#groupKept.get(fixedArticles.get(t, 3)) ? 'sameNumberKept' : undefined;
      if (reason !== undefined) held(fixedArticles.get(t, 0), fixedArticles.get(t, 4), reason);
    }
    for (let t = 0; t < fixedPrices.count; t++) {
      const group = fixedPrices.get(t, 5);
      const reason = priceHeld[t] ? 'duplicatePrice' : group >= 0 && this.#groupKept.get(group) ? 'sameNumberKept' : undefined;
      if (reason !== undefined) held(fixedPrices.get(t, 0), fixedPrices.get(t, 6), reason);
    }
  }

  /** Per fixed article: whether its fixed number, folded, is another article's as written, or another fixed one's. */
  #articleClashes(): Uint8Array {
    const fixed = this.#fixedArticles;
    const held = new Uint8Array(fixed.count);
    if (fixed.count === 0) return held;
    const ids = new PairTable();
    const idOf = new Int32Array(fixed.count);
    const targets: number[] = [];
    for (let t = 0; t < fixed.count; t++) {
      const seen = ids.valueOr(fixed.get(t, 1), fixed.get(t, 2), targets.length);
      idOf[t] = seen === -1 ? targets.length : seen;
      if (seen === -1) targets.push(1);
      else targets[seen]!++;
    }
    const taken = new Uint8Array(targets.length);
    for (let r = 0; r < this.#articles.count; r++) {
      const id = ids.get(this.#articles.get(r, 0), this.#articles.get(r, 1));
      if (id >= 0) taken[id] = 1;
    }
    for (let t = 0; t < fixed.count; t++) held[t] = taken[idOf[t]!] || targets[idOf[t]!]! > 1 ? 1 : 0;
    return held;
  }

  /**
   * Per fixed price: whether its period meets another's in its fixed series (the same start
   * is a duplicate, a meeting period an overlap), of a price as written or another fixed one.
   * Only the series some fixed price lands in are gathered, grouped by a counting sort.
   */
  #priceClashes(): Uint8Array {
    const fixed = this.#fixedPrices;
    const held = new Uint8Array(fixed.count);
    const series = new PairTable();
    let seriesCount = 0;
    const seriesOf = new Int32Array(fixed.count).fill(-1);
    for (let t = 0; t < fixed.count; t++) {
      if (fixed.get(t, 3) < 0) continue;
      const seen = series.valueOr(fixed.get(t, 1), fixed.get(t, 2), seriesCount);
      seriesOf[t] = seen === -1 ? seriesCount++ : seen;
    }
    if (seriesCount === 0) return held;
    // Entries: the prices as written in those series (ref -1), then the fixed ones (ref t).
    const entrySeries: number[] = [];
    const entryFrom: number[] = [];
    const entryTo: number[] = [];
    const entryRef: number[] = [];
    const prices = this.#prices;
    for (let r = 0; r < prices.count; r++) {
      const id = series.get(prices.get(r, 0), prices.get(r, 1));
      if (id < 0) continue;
      entrySeries.push(id); entryFrom.push(prices.get(r, 2)); entryTo.push(prices.get(r, 3) || OPEN); entryRef.push(-1);
    }
    for (let t = 0; t < fixed.count; t++) {
      if (seriesOf[t]! < 0) continue;
      entrySeries.push(seriesOf[t]!); entryFrom.push(fixed.get(t, 3)); entryTo.push(fixed.get(t, 4) || OPEN); entryRef.push(t);
    }
    const starts = new Int32Array(seriesCount + 1);
    for (const id of entrySeries) starts[id + 1]!++;
    for (let id = 0; id < seriesCount; id++) starts[id + 1]! += starts[id]!;
    const order = new Int32Array(entrySeries.length);
    const next = starts.slice(0, seriesCount);
    entrySeries.forEach((id, e) => (order[next[id]!++] = e));
    for (let id = 0; id < seriesCount; id++) {
      const group = Array.from(order.subarray(starts[id]!, starts[id + 1]!)).sort((x, y) => entryFrom[x]! - entryFrom[y]!);
      if (group.length < 2) continue;
      let reach = -1; // the latest end among the entries before
      group.forEach((e, k) => {
        const ref = entryRef[e]!;
        if (ref >= 0) {
          const after = group[k + 1];
          if (reach >= entryFrom[e]! || (after !== undefined && entryFrom[after]! <= entryTo[e]!)) held[ref] = 1;
        }
        reach = Math.max(reach, entryTo[e]!);
      });
    }
    return held;
  }
}
