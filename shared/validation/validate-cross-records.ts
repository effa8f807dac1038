// Rules that need every record: duplicate article numbers, numbers that differ only in case,
// prices for articles not in the file, articles without prices, duplicate prices and
// overlapping validity periods. While the records stream past, only compact keys are kept
// (ids of hashed article numbers and price series, dates as integers, in typed arrays); the
// few records a finding is about are read back from the file when the report needs them.
import { written, type MessageValue } from '../messages/text';
import { recordLabel } from './finding-text';
import type { FindingsCollector } from './findings-collector';
import { RecordContext } from './record-context';
import { ByteColumn, IntColumn, NarrowUintColumn } from '../collections/columns';
import { KeyTable } from '../collections/key-table';
import { NumberTable } from '../collections/number-table';
import type { RecordReader } from './record-reader';
import type { PriceSeriesFields } from './validate-price';

const listOf = (labels: MessageValue[]): MessageValue[] => (labels.length > 5 ? [...labels.slice(0, 5), '…'] : labels);
/** Up to six members of `group` other than `self`: enough to name five and show there are more,
 *  and constant time per finding even when thousands of records share one value. */
const othersThan = <T>(self: T, group: T[]): T[] => group.slice(0, 7).filter((m) => m !== self).slice(0, 6);

/** YYYY-MM-DD (checked before) as the integer YYYYMMDD (same order); 0 for an open end. */
export function dayOf(date: string): number {
  if (date === '') return 0;
  const d = (at: number) => date.charCodeAt(at) - 48;
  return d(0) * 10_000_000 + d(1) * 1_000_000 + d(2) * 100_000 + d(3) * 10_000 + d(5) * 1000 + d(6) * 100 + d(8) * 10 + d(9);
}

/**
 * Days are kept as `year × 372 + (month − 1) × 31 + (day − 1)`, counted from 31 February 1899:
 * no calendar date falls there, so 0 stays free for an open end, and 1899–2075 take 16 bits.
 */
const DAY_ZERO = 1899 * 372 + 31 + 30;

/**
 * Start and end days of prices, compared only with each other (and 0, an open end, with
 * nothing): an order-keeping number of days that takes 2 bytes for the dates exports have
 * (NarrowUintColumn), 4 for the others (before DAY_ZERO the count wraps round 2^32 and is read
 * back signed).
 */
class DayColumn {
  readonly #days = new NarrowUintColumn();

  /** `day`: YYYYMMDD of a calendar date, or 0. */
  set(index: number, day: number): void {
    if (day === 0) return;
    const year = Math.floor(day / 10_000), month = Math.floor(day / 100) % 100;
    this.#days.set(index, (year * 372 + (month - 1) * 31 + (day % 100) - 1 - DAY_ZERO) >>> 0);
  }

  /** In the order of the dates; 0 for none. */
  get(index: number): number {
    const stored = this.#days.get(index);
    return stored === 0 ? 0 : (stored | 0) + DAY_ZERO;
  }
}

/** A price series without its article number: few distinct ones in a file. */
interface SeriesTail {
  priceList: string;
  currency: string;
  minQuantity: number;
}

/**
 * Told each record's keys with the ids the cross-record rules give them. The digest collector
 * (shared/changes/collect-digest.ts) listens here when a caller asks for the file's digest: it
 * is passed in (validate-bytes.ts: DigestRequest), so the check knows nothing of what a send
 * would change.
 */
export interface RecordKeysListener {
  /** Each article number when the tables first give it its id (0, 1, 2, …). */
  number(id: number, text: string): void;
  /** The first well-formed article of its number, its fingerprint and what it fills. */
  article(numberId: number, fingerprintHigh: number, fingerprintLow: number, shape?: ArticleShape): void;
  /** Each price series tail when the tables first give it its id. */
  tail(id: number, tail: SeriesTail): void;
  /** A price whose key and amount are usable; `from` is validFrom as YYYYMMDD, 0 when absent. */
  price(numberId: number, tailId: number, from: number, amount: number): void;
}

/**
 * What the digest keeps of an article: its `active` when that is true or false, and the fields
 * it fills, told one by one in its order. One object is aimed at each article in turn, and no
 * list is made per article: those lists were a third of a million short-lived arrays on the
 * checking thread for a 300 MB export, and grew its young generation, the check's peak with it.
 */
export interface ArticleShape {
  readonly active: boolean | undefined;
  eachFilled(visit: (name: string) => void): void;
}

/** Filled: not missing, null, "", [] or {}. */
/** Whether a field counts as filled for drift (the digest's per-field counts): on this thread and in a checked batch alike. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value !== 'object') return true;
  if (Array.isArray(value)) return value.length > 0;
  for (const _key in value) return true;
  return false;
}

/** The shape of the article whose fields it is aimed at (`fields`). */
export class FieldsShape implements ArticleShape {
  fields: Readonly<Record<string, unknown>> = {};

  get active(): boolean | undefined {
    const active = this.fields.active;
    return typeof active === 'boolean' ? active : undefined;
  }

  eachFilled(visit: (name: string) => void): void {
    for (const name in this.fields) if (isFilled(this.fields[name])) visit(name);
  }
}

/** Article numbers by record, as ids: equal ids, equal numbers (CrossRecordKeys.recordNumbers). */
export interface RecordNumbers {
  article: Int32Array;
  price: Int32Array;
  /** Ids run from 0 to ids - 1. */
  ids: number;
}

/** What the cross-record rules remember of each record while the records stream past. */
export class CrossRecordKeys {
  /** Told the same ids, when the file's digest is collected too (what changed since the last import). */
  constructor(private readonly digest?: RecordKeysListener) {}

  readonly #numbers = new NumberTable();
  /** Per article: the id of its article number when that is a text, or -1 (what setting records aside needs). */
  readonly #articleNumber = new IntColumn(-1);
  /** Per number id: its first well-formed article, or -1. */
  readonly #firstArticle = new IntColumn(-1);
  /** Per number id, bit 1: some article has exactly this number; bit 2: some price refers to it. */
  readonly #flags = new ByteColumn(0);
  /** Well-formed articles after the first, per number id (duplicates: rare). */
  readonly #moreArticles = new Map<number, number[]>();
  /** Price list, currency and minimum quantity → a small id (few distinct ones in a file). */
  readonly #seriesTails = new KeyTable();
  /**
   * The prices whose article number is a text, chained per number id (the last one first): what
   * a price's number is (no column of its own), which prices are of an unknown article, and,
   * since a series is an article number and a tail, the only prices that can share a series.
   * Four bytes per number and four per price, where a table of series cost 12 bytes per slot
   * and twice that while it grew; the chains are walked once, when the report is made.
   */
  readonly #chainHead = new IntColumn(-1);
  readonly #chainNext = new IntColumn(-1);
  /** Per price: the id of its series tail + 1; 0 when its series fields are not usable. */
  readonly #priceTail = new NarrowUintColumn();
  readonly #validFrom = new DayColumn();
  readonly #validTo = new DayColumn();
  prices = 0;

  /** `fingerprint…`: of the article's bytes, and `shape` (read only of the first of its number), for the digest. */
  addArticle(number: string, index: number, wellFormed: boolean, fingerprintHigh = 0, fingerprintLow = 0, shape?: ArticleShape): void {
    const id = this.#numbers.intern(number);
    if (this.#numbers.added) this.digest?.number(id, number);
    this.#articleNumber.set(index, id);
    this.#flags.set(id, this.#flags.get(id) | 1);
    if (!wellFormed) return;
    if (this.#firstArticle.get(id) === -1) {
      if (this.digest !== undefined) this.digest.article(id, fingerprintHigh, fingerprintLow, shape);
      this.#firstArticle.set(id, index);
      return;
    }
    const more = this.#moreArticles.get(id);
    if (more === undefined) this.#moreArticles.set(id, [index]);
    else more.push(index);
  }

  /**
   * A price whose article number is a text; `series` when its list, currency, quantity and
   * dates are usable; `amount` (for the digest) when it is a usable number too.
   */
  addPrice(number: string, index: number, series: PriceSeriesFields | undefined, amount?: number): void {
    if (series === undefined) this.addPriceKeys(number, index, -1, 0, 0, amount);
    else this.addPriceKeys(number, index, this.tailOf(series.priceList, series.currency, series.minQuantity), dayOf(series.validFrom), dayOf(series.validTo), amount);
  }

  /** addPrice with its series as ids and days: `tail` from tailOf (-1: not usable), `from` and `to` as YYYYMMDD (dayOf). */
  addPriceKeys(number: string, index: number, tail: number, from: number, to: number, amount: number | undefined): void {
    const id = this.#numbers.intern(number);
    if (this.#numbers.added) this.digest?.number(id, number);
    this.#flags.set(id, this.#flags.get(id) | 2);
    this.#chainNext.set(index, this.#chainHead.get(id));
    this.#chainHead.set(id, index);
    if (tail === -1) return;
    if (amount !== undefined) this.digest?.price(id, tail, from, amount);
    this.#priceTail.set(index, tail + 1);
    this.#validFrom.set(index, from);
    this.#validTo.set(index, to);
  }

  /** A file has few lists, currencies and quantities, mostly repeating: the last few are asked first. */
  readonly #recentTails: { priceList: string; currency: string; minQuantity: number; id: number }[] = [];
  /** The id of a series tail, given in the order tails first come. */
  tailOf(priceList: string, currency: string, minQuantity: number): number {
    for (const t of this.#recentTails) if (t.priceList === priceList && t.currency === currency && t.minQuantity === minQuantity) return t.id;
    const id = this.#seriesTails.intern(`${priceList}\u0000${currency}\u0000${minQuantity}`);
    this.digest?.tail(id, { priceList, currency, minQuantity });
    if (this.#recentTails.length === 8) this.#recentTails.pop();
    this.#recentTails.unshift({ priceList, currency, minQuantity, id });
    return id;
  }

  /**
   * Each record's article number as an id (-1: none that is a text), the same id for the same
   * number: which prices belong to an article, 4 bytes a record (shared/set-aside).
   */
  recordNumbers(articles: number): RecordNumbers {
    const price = new Int32Array(this.prices).fill(-1);
    for (let id = 0; id < this.#numbers.size; id++) for (let p = this.#chainHead.get(id); p !== -1; p = this.#chainNext.get(p)) price[p] = id;
    return { article: this.#articleNumber.toArray(articles), price, ids: this.#numbers.size };
  }

  articlesOf(id: number): number[] {
    const first = this.#firstArticle.get(id);
    if (first === -1) return [];
    return [first, ...(this.#moreArticles.get(id) ?? [])];
  }

  /** Reports every cross-record finding, in file order per code. */
  async report(out: FindingsCollector, reader: RecordReader): Promise<void> {
    const articles = new RecordContext(out, 'article');
    const prices = new RecordContext(out, 'price');
    const numberOf = async (kind: 'article' | 'price', index: number, code: Parameters<FindingsCollector['keeps']>[0]) =>
      out.keeps(code) ? await reader.articleNumber(kind, index) : undefined;

    // Duplicate article numbers.
    const duplicates: [number, number[]][] = [];
    for (const [id] of this.#moreArticles) {
      const group = this.articlesOf(id);
      for (const article of group) duplicates.push([article, group]);
    }
    duplicates.sort((a, b) => a[0] - b[0]);
    for (const [index, group] of duplicates) {
      const number = await numberOf('article', group[0]!, 'article.articleNumber.duplicate');
      const others = othersThan(index, group).map((i) => recordLabel('article', i));
      articles.at(index, number).report('article.articleNumber.duplicate', ['articleNumber'], {
        value: written(JSON.stringify(number ?? '')), count: group.length, other: listOf(others),
      });
    }

    // Numbers that differ only in case.
    const flagged: [number, number, number[]][] = [];
    for (const [first, others] of this.#numbers.spellings()) {
      // The spellings that have an article, in the order their first articles come.
      const ids = [first, ...others].filter((id) => this.#firstArticle.get(id) !== -1).sort((a, b) => this.#firstArticle.get(a) - this.#firstArticle.get(b));
      if (ids.length < 2) continue;
      for (const id of ids) for (const article of this.articlesOf(id)) flagged.push([article, id, ids]);
    }
    flagged.sort((a, b) => a[0] - b[0]);
    for (const [index, id, ids] of flagged) {
      const code = 'article.articleNumber.caseDuplicate';
      const spelling = async (of: number) => (await numberOf('article', this.#firstArticle.get(of), code)) ?? '';
      const number = await spelling(id);
      const others = out.keeps(code) ? await Promise.all(othersThan(id, ids).map(async (other) => written(JSON.stringify(await spelling(other))))) : [];
      articles.at(index, number).report(code, ['articleNumber'], { value: written(JSON.stringify(number)), other: listOf(others) });
    }

    // Prices for articles not in the file, then articles no price refers to.
    const unknown = this.#pricesOfUnknownArticles();
    for (let index = 0; unknown !== undefined && index < this.prices; index++) {
      if (unknown[index] === 0) continue;
      const number = await numberOf('price', index, 'price.articleNumber.unknown');
      prices.at(index, number).report('price.articleNumber.unknown', ['articleNumber'], { value: written(JSON.stringify(number ?? '')) });
    }
    if (this.prices > 0) {
      const unpriced: number[] = [];
      for (let id = 0; id < this.#numbers.size; id++) if ((this.#flags.get(id) & 2) === 0) unpriced.push(...this.articlesOf(id));
      unpriced.sort((a, b) => a - b);
      for (const index of unpriced) articles.at(index, await numberOf('article', index, 'article.noPrice')).report('article.noPrice', []);
    }

    await this.#reportSeries(prices, numberOf);
  }

  /** 1 for each price whose article number no article has, by price; undefined when there is none. */
  #pricesOfUnknownArticles(): Uint8Array | undefined {
    let unknown: Uint8Array | undefined;
    for (let id = 0; id < this.#numbers.size; id++) {
      if ((this.#flags.get(id) & 3) !== 2) continue;
      unknown ??= new Uint8Array(this.prices);
      for (let p = this.#chainHead.get(id); p !== -1; p = this.#chainNext.get(p)) unknown[p] = 1;
    }
    return unknown;
  }

  /**
   * Within one series (article, price list, currency, minimum quantity) the same start date
   * is a duplicate, and periods that meet overlap. Only series with several prices are looked
   * at, a handful of records each.
   */
  async #reportSeries(at: RecordContext, numberOf: (kind: 'price', index: number, code: 'price.duplicate' | 'price.validity.overlap') => Promise<string | undefined>): Promise<void> {
    const duplicates: [number, number[]][] = [];
    const overlaps: [number, number][] = [];
    for (const group of this.#seriesWithSeveral()) {
      group.sort((a, b) => this.#validFrom.get(a) - this.#validFrom.get(b) || a - b);
      this.#findInSeries(group, duplicates, overlaps);
    }
    duplicates.sort((a, b) => a[0] - b[0]);
    for (const [index, same] of duplicates) {
      at.at(index, await numberOf('price', index, 'price.duplicate')).report('price.duplicate', [], { other: listOf(same.map((k) => recordLabel('price', k))) });
    }
    overlaps.sort((a, b) => a[0] - b[0]);
    for (const [index, other] of overlaps) {
      at.at(index, await numberOf('price', index, 'price.validity.overlap')).report('price.validity.overlap', [], { other: recordLabel('price', other) });
    }
  }

  /** The series with more than one price, each as its prices (in no particular order). */
  *#seriesWithSeveral(): Generator<number[]> {
    const tail = (p: number) => this.#priceTail.get(p);
    for (let id = 0; id < this.#numbers.size; id++) {
      const head = this.#chainHead.get(id);
      if (head === -1 || !this.#repeatsTail(head)) continue;
      const byTail = new Map<number, number[]>();
      for (let p = head; p !== -1; p = this.#chainNext.get(p)) {
        if (tail(p) === 0) continue;
        const group = byTail.get(tail(p));
        if (group === undefined) byTail.set(tail(p), [p]);
        else group.push(p);
      }
      for (const group of byTail.values()) if (group.length > 1) yield group;
    }
  }

  /**
   * Whether two prices of the chain from `head` share a tail. Most numbers have a few prices,
   * each in a series of its own: told apart here without building anything; a long chain is
   * grouped anyway.
   */
  #repeatsTail(head: number): boolean {
    const next = (p: number) => this.#chainNext.get(p);
    let length = 0;
    for (let p = next(head); p !== -1; p = next(p)) {
      if (++length > 16) return true;
      const t = this.#priceTail.get(p);
      if (t === 0) continue;
      for (let q = head; q !== p; q = next(q)) if (this.#priceTail.get(q) === t) return true;
    }
    return false;
  }

  /** One series, sorted by start date: runs of the same start are duplicates; periods that meet an earlier one overlap. */
  #findInSeries(sorted: number[], duplicates: [number, number[]][], overlaps: [number, number][]): void {
    const from = (p: number) => this.#validFrom.get(p);
    const to = (p: number) => this.#validTo.get(p); // 0: open towards the future
    let latest = -1; // the price whose period reaches furthest into the future so far
    for (let start = 0; start < sorted.length; ) {
      let end = start + 1;
      while (end < sorted.length && from(sorted[end]!) === from(sorted[start]!)) end++;
      const run = sorted.slice(start, end);
      for (const current of run) {
        // Same start: a duplicate of each other; a period before them may still overlap each.
        if (run.length > 1) duplicates.push([current, othersThan(current, run)]);
        if (latest !== -1 && (to(latest) === 0 || to(latest) >= from(current))) overlaps.push([current, latest]);
      }
      for (const current of run) {
        if (latest === -1 || (to(latest) !== 0 && (to(current) === 0 || to(current) > to(latest)))) latest = current;
      }
      start = end;
    }
  }
}
