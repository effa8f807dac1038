// The digest of a file, collected while it is checked: the article numbers and price series
// get their ids from the cross-record rules' tables (shared/validation/validate-cross-records.ts),
// which hash them anyway, so this keeps only what those do not: each number's text once, each
// article's fingerprint, each price's start date and amount, and what drift is judged on (how
// many articles fill each field, each article's `active`). The check is told to collect with
// collectDigest(): it listens to the check, the check does not know it.
//
// While the check runs, what it collects is written as it comes, as streams of small numbers
// (ids and dates as the difference to the record before, amounts in cents): about 6 bytes a
// price, 11 an article and 11 a number, where columns and strings took 20, 13 and about 40;
// given a BlockStore (a file, on the Node side), they hold one block each in memory. The check
// gives a FileDigest on them: a comparison reads its rows from the streams, in order
// (digest-rows.ts), and its columns are made only when they are kept or held (`columns()`).
// `send` then holds no columns of the file while it compares with the target's digest.
import { ByteStream, type BlockStore } from '../collections/byte-stream';
import { hashesOfUnits } from '../collections/key-table';
import type { NumberHashes } from './match-numbers';
import type { Fingerprinter } from '../validation/scan-types';
import type { ArticleShape, RecordKeysListener } from '../validation/validate-cross-records';
import type { DigestRequest } from '../validation/validate-bytes';
import { ACTIVE_FALSE, ACTIVE_OTHER, ACTIVE_TRUE, type CatalogueDigest, type PriceTail } from './digest';
import { readArticles, readPrices, type ArticleCursor, type DigestRows, type PriceCursor } from './digest-rows';

/**
 * Asks validateBytes/validateScan for the file's digest, each article fingerprinted with
 * `fingerprint`; what is collected is written to `store` as it comes, when one is given.
 */
export function collectDigest(fingerprint: Fingerprinter, store?: BlockStore): DigestRequest<FileDigest> {
  return { fingerprint, collector: () => new DigestCollector(store) };
}

/**
 * Field names counted: the known ones and a file's extras. A file whose articles each bring a
 * new key must not grow a table per article; names past this are not counted (no drift said).
 */
export const MAX_FIELD_NAMES = 256;

class DigestCollector implements RecordKeysListener {
  constructor(private readonly store: BlockStore | undefined) {
    this.#numbers = new ByteStream(store);
    this.#articleRows = new ByteStream(store);
    this.#priceRows = new ByteStream(store);
  }

  readonly #numbers: ByteStream;
  #numberCount = 0;
  /** Per article: its number id as the difference to the article before, its fingerprint, its `active`. */
  readonly #articleRows: ByteStream;
  #articles = 0;
  #lastArticleNumber = 0;
  readonly #fieldIndex = new Map<string, number>();
  readonly #fieldFilled: number[] = [];
  readonly #tails: PriceTail[] = [];
  /** Per price: its number id and start day as the difference to the price before, its tail id, its amount. */
  readonly #priceRows: ByteStream;
  #prices = 0;
  #lastNumber = 0;
  #lastFrom = 0;

  /** Each article number the tables give a new id, in the order of their ids (0, 1, 2, …). */
  number(id: number, text: string): void {
    if (id !== this.#numberCount) return;
    this.#numbers.text(text);
    this.#numberCount++;
  }

  /** The first well-formed article of its number (a later one is an error in the file), with what it fills. */
  article(numberId: number, fingerprintHigh: number, fingerprintLow: number, shape?: ArticleShape): void {
    this.#articles++;
    const rows = this.#articleRows;
    rows.signed(numberId - this.#lastArticleNumber);
    this.#lastArticleNumber = numberId;
    rows.int32(fingerprintHigh);
    rows.int32(fingerprintLow);
    const active = shape?.active;
    rows.byte(active === true ? ACTIVE_TRUE : active === false ? ACTIVE_FALSE : ACTIVE_OTHER);
    shape?.eachFilled(this.#countFilled);
  }

  /** Counts one more article filling the field `name`. One function for all, not one per article. */
  readonly #countFilled = (name: string): void => {
    const index = this.#fieldIndexOf(name);
    if (index !== -1) this.#fieldFilled[index]!++;
  };

  #fieldIndexOf(name: string): number {
    const known = this.#fieldIndex.get(name);
    if (known !== undefined) return known;
    if (this.#fieldFilled.length === MAX_FIELD_NAMES) return -1;
    this.#fieldIndex.set(name, this.#fieldFilled.length);
    this.#fieldFilled.push(0);
    return this.#fieldFilled.length - 1;
  }

  /** Every price series tail the tables give an id, in the order of their ids. */
  tail(id: number, tail: PriceTail): void {
    if (id === this.#tails.length) this.#tails.push({ priceList: tail.priceList, currency: tail.currency, minQuantity: tail.minQuantity });
  }

  /** A price whose key and amount are usable; `from` is validFrom as YYYYMMDD, 0 when absent. */
  price(numberId: number, tailId: number, from: number, amount: number): void {
    this.#prices++;
    const rows = this.#priceRows;
    rows.signed(numberId - this.#lastNumber);
    rows.unsigned(tailId);
    rows.signed(from - this.#lastFrom);
    rows.amount(amount);
    this.#lastNumber = numberId;
    this.#lastFrom = from;
  }

  digest(): FileDigest {
    return new FileDigest(
      { numbers: this.#numbers, articleRows: this.#articleRows, priceRows: this.#priceRows },
      { numbers: this.#numberCount, articles: this.#articles, prices: this.#prices },
      this.#tails,
      { fieldNames: [...this.#fieldIndex.keys()], fieldFilled: Int32Array.from(this.#fieldFilled) },
      this.store,
    );
  }
}

/**
 * A file's digest as collected: its rows in the streams they were written to, read in order as
 * often as asked; its columns made when asked for. Readable until `release()`, which whoever
 * asked for it calls when done (it removes the file the streams were written to).
 */
export class FileDigest implements DigestRows {
  #numbers: string[] | undefined;

  constructor(
    private readonly streams: { numbers: ByteStream; articleRows: ByteStream; priceRows: ByteStream },
    private readonly counts: { numbers: number; articles: number; prices: number },
    readonly tails: readonly PriceTail[],
    readonly fields: { fieldNames: string[]; fieldFilled: Int32Array },
    private readonly store: BlockStore | undefined,
  ) {}

  /** Lets go of the streams' store: the rows cannot be read after this, the columns made before stay. */
  release(): void {
    this.store?.close();
  }

  get articleCount(): number {
    return this.counts.articles;
  }

  get priceCount(): number {
    return this.counts.prices;
  }

  /** The article numbers' texts, read from their stream the first time they are asked for. */
  get numbers(): readonly string[] {
    return this.#numberTexts();
  }

  get numberCount(): number {
    return this.counts.numbers;
  }

  /** Hashed from their stream as they are read, never made strings: 8 bytes a number where a string takes about 40. */
  numberHashes(): NumberHashes {
    const hashed: NumberHashes = { first: new Int32Array(this.counts.numbers), second: new Int32Array(this.counts.numbers) };
    const texts = this.streams.numbers.reader();
    const unit = () => texts.unsigned();
    for (let id = 0; id < this.counts.numbers; id++) [hashed.first[id], hashed.second[id]] = hashesOfUnits(texts.unsigned(), unit);
    return hashed;
  }

  numberTexts(ids: ReadonlySet<number>): Map<number, string> {
    if (this.#numbers !== undefined) return new Map([...ids].map((id) => [id, this.#numbers![id]!]));
    const found = new Map<number, string>();
    const texts = this.streams.numbers.reader();
    for (let id = 0; id < this.counts.numbers && found.size < ids.size; id++) {
      if (ids.has(id)) found.set(id, texts.text());
      else texts.skipText();
    }
    return found;
  }

  #numberTexts(): string[] {
    if (this.#numbers === undefined) {
      const numbers: string[] = [];
      const texts = this.streams.numbers.reader();
      for (let id = 0; id < this.counts.numbers; id++) numbers.push(texts.text());
      this.#numbers = numbers;
    }
    return this.#numbers;
  }

  articles(): ArticleCursor {
    const rows = this.streams.articleRows.reader();
    const cursor: ArticleCursor = {
      number: 0, fingerprintHigh: 0, fingerprintLow: 0, active: ACTIVE_OTHER,
      next() {
        cursor.number += rows.signed();
        cursor.fingerprintHigh = rows.int32();
        cursor.fingerprintLow = rows.int32();
        cursor.active = rows.byte();
      },
    };
    return cursor;
  }

  prices(): PriceCursor {
    const rows = this.streams.priceRows.reader();
    const cursor: PriceCursor = {
      number: 0, tail: 0, from: 0, amount: 0,
      next() {
        cursor.number += rows.signed();
        cursor.tail = rows.unsigned();
        cursor.from += rows.signed();
        cursor.amount = rows.amount();
      },
    };
    return cursor;
  }

  /** The digest as columns: what is kept as the target's after an accepted send, and what the app holds. */
  columns(): CatalogueDigest {
    const { articles, prices } = this.counts;
    const article = { number: new Int32Array(articles), fingerprint: new Int32Array(2 * articles), active: new Uint8Array(articles) };
    readArticles(this.articles(), articles, article);
    const price = { number: new Int32Array(prices), tail: new Int32Array(prices), from: new Int32Array(prices), amount: new Float64Array(prices) };
    readPrices(this.prices(), prices, price);
    return {
      numbers: this.#numberTexts(),
      articleNumber: article.number, articleFingerprint: article.fingerprint,
      tails: [...this.tails],
      priceNumber: price.number, priceTail: price.tail, priceFrom: price.from, priceAmount: price.amount,
      drift: { ...this.fields, articleActive: article.active },
    };
  }
}
