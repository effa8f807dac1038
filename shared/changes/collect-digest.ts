// The digest of a file, collected while it is checked (span-checker.ts): the article numbers
// and price series get their ids from the cross-record rules' tables (validate-cross-records.ts),
// which hash them anyway, so this keeps only what those do not: each number's text once, each
// article's fingerprint, each price's start date and amount.
import { FloatColumn, IntColumn } from '../validation/columns';
import type { CatalogueDigest, PriceTail } from './digest';

export class DigestCollector {
  readonly #numbers: string[] = [];
  readonly #articleNumber = new IntColumn(0);
  /** Two entries per article. */
  readonly #articleFingerprint = new IntColumn(0);
  #articles = 0;
  readonly #tails: PriceTail[] = [];
  readonly #priceNumber = new IntColumn(0);
  readonly #priceTail = new IntColumn(0);
  readonly #priceFrom = new IntColumn(0);
  readonly #priceAmount = new FloatColumn();
  #prices = 0;

  /** Each article number the tables give a new id, in the order of their ids (0, 1, 2, …). */
  number(id: number, text: string): void {
    if (id === this.#numbers.length) this.#numbers.push(text);
  }

  /** The first well-formed article of its number (a later one is an error in the file). */
  article(numberId: number, fingerprintHigh: number, fingerprintLow: number): void {
    const row = this.#articles++;
    this.#articleNumber.set(row, numberId);
    this.#articleFingerprint.set(2 * row, fingerprintHigh);
    this.#articleFingerprint.set(2 * row + 1, fingerprintLow);
  }

  /** Every price series tail the tables give an id, in the order of their ids. */
  tail(id: number, tail: PriceTail): void {
    if (id === this.#tails.length) this.#tails.push({ priceList: tail.priceList, currency: tail.currency, minQuantity: tail.minQuantity });
  }

  /** A price whose key and amount are usable; `from` is validFrom as YYYYMMDD, 0 when absent. */
  price(numberId: number, tailId: number, from: number, amount: number): void {
    const row = this.#prices++;
    this.#priceNumber.set(row, numberId);
    this.#priceTail.set(row, tailId);
    this.#priceFrom.set(row, from);
    this.#priceAmount.set(row, amount);
  }

  digest(): CatalogueDigest {
    return {
      numbers: this.#numbers,
      articleNumber: this.#articleNumber.toArray(this.#articles),
      articleFingerprint: this.#articleFingerprint.toArray(2 * this.#articles),
      tails: this.#tails,
      priceNumber: this.#priceNumber.toArray(this.#prices),
      priceTail: this.#priceTail.toArray(this.#prices),
      priceFrom: this.#priceFrom.toArray(this.#prices),
      priceAmount: this.#priceAmount.toArray(this.#prices),
    };
  }
}
