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
// given a BlockStore (a file, on the Node side), they hold one block each in memory. They become
// the digest's columns when it is asked for, after the check, once its tables are let go:
// `send` then weighs what `validate` does, whose peak is at the end of the check.
import { ByteStream, type BlockStore } from '../collections/byte-stream';
import type { Fingerprinter } from '../validation/scan-types';
import type { ArticleShape, RecordKeysListener } from '../validation/validate-cross-records';
import type { DigestRequest } from '../validation/validate-bytes';
import { ACTIVE_FALSE, ACTIVE_OTHER, ACTIVE_TRUE, type CatalogueDigest, type PriceTail } from './digest';

/**
 * Asks validateBytes/validateScan for the file's digest, each article fingerprinted with
 * `fingerprint`; what is collected is written to `store` as it comes, when one is given.
 */
export function collectDigest(fingerprint: Fingerprinter, store?: BlockStore): DigestRequest<CatalogueDigest> {
  return { fingerprint, collector: () => new DigestCollector(store) };
}

/**
 * Field names counted: the known ones and a file's extras. A file whose articles each bring a
 * new key must not grow a table per article; names past this are not counted (no drift said).
 */
export const MAX_FIELD_NAMES = 256;

class DigestCollector implements RecordKeysListener {
  constructor(store: BlockStore | undefined) {
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
    if (shape === undefined) return;
    for (const name of shape.filled) {
      const index = this.#fieldIndexOf(name);
      if (index !== -1) this.#fieldFilled[index]!++;
    }
  }

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

  digest(): CatalogueDigest {
    const numbers: string[] = [];
    const numberTexts = this.#numbers.reader();
    for (let id = 0; id < this.#numberCount; id++) numbers.push(numberTexts.text());
    const articles = this.#articles;
    const articleNumber = new Int32Array(articles), articleFingerprint = new Int32Array(2 * articles), articleActive = new Uint8Array(articles);
    const articleRows = this.#articleRows.reader();
    for (let row = 0, number = 0; row < articles; row++) {
      articleNumber[row] = number += articleRows.signed();
      articleFingerprint[2 * row] = articleRows.int32();
      articleFingerprint[2 * row + 1] = articleRows.int32();
      articleActive[row] = articleRows.byte();
    }
    const count = this.#prices;
    const priceNumber = new Int32Array(count), priceTail = new Int32Array(count), priceFrom = new Int32Array(count), priceAmount = new Float64Array(count);
    const rows = this.#priceRows.reader();
    for (let row = 0, number = 0, from = 0; row < count; row++) {
      priceNumber[row] = number += rows.signed();
      priceTail[row] = rows.unsigned();
      priceFrom[row] = from += rows.signed();
      priceAmount[row] = rows.amount();
    }
    return {
      numbers,
      articleNumber, articleFingerprint,
      tails: this.#tails,
      priceNumber, priceTail, priceFrom, priceAmount,
      drift: {
        fieldNames: [...this.#fieldIndex.keys()],
        fieldFilled: Int32Array.from(this.#fieldFilled),
        articleActive,
      },
    };
  }
}
