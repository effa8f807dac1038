// The digest of a file, collected while it is checked: the article numbers and price series
// get their ids from the cross-record rules' tables (shared/validation/validate-cross-records.ts),
// which hash them anyway, so this keeps only what those do not: each number's text once, each
// article's fingerprint, each price's start date and amount, and what drift is judged on (how
// many articles fill each field, each article's `active`). The check is told to collect with
// collectDigest(): it listens to the check, the check does not know it.
import { ByteColumn, FloatColumn, IntColumn } from '../collections/columns';
import type { Fingerprinter } from '../validation/scan-types';
import type { RecordKeysListener } from '../validation/validate-cross-records';
import type { DigestRequest } from '../validation/validate-bytes';
import { ACTIVE_FALSE, ACTIVE_OTHER, ACTIVE_TRUE, type CatalogueDigest, type PriceTail } from './digest';

/** Asks validateBytes/validateScan for the file's digest, each article fingerprinted with `fingerprint`. */
export function collectDigest(fingerprint: Fingerprinter): DigestRequest<CatalogueDigest> {
  return { fingerprint, collector: () => new DigestCollector() };
}

/**
 * Field names counted: the known ones and a file's extras. A file whose articles each bring a
 * new key must not grow a table per article; names past this are not counted (no drift said).
 */
export const MAX_FIELD_NAMES = 256;

class DigestCollector implements RecordKeysListener {
  readonly #numbers: string[] = [];
  readonly #articleNumber = new IntColumn(0);
  /** Two entries per article. */
  readonly #articleFingerprint = new IntColumn(0);
  readonly #articleActive = new ByteColumn(ACTIVE_OTHER);
  #articles = 0;
  readonly #fieldIndex = new Map<string, number>();
  readonly #fieldFilled: number[] = [];
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

  /** The first well-formed article of its number (a later one is an error in the file), with its parsed value. */
  article(numberId: number, fingerprintHigh: number, fingerprintLow: number, fields?: Readonly<Record<string, unknown>>): void {
    const row = this.#articles++;
    this.#articleNumber.set(row, numberId);
    this.#articleFingerprint.set(2 * row, fingerprintHigh);
    this.#articleFingerprint.set(2 * row + 1, fingerprintLow);
    if (fields === undefined) return;
    const active = fields.active;
    if (active === true || active === false) this.#articleActive.set(row, active ? ACTIVE_TRUE : ACTIVE_FALSE);
    for (const name in fields) {
      if (!isFilled(fields[name])) continue;
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
      drift: {
        fieldNames: [...this.#fieldIndex.keys()],
        fieldFilled: Int32Array.from(this.#fieldFilled),
        articleActive: this.#articleActive.toArray(this.#articles),
      },
    };
  }
}

/** Filled: not missing, null, "", [] or {}. */
function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value !== 'object') return true;
  if (Array.isArray(value)) return value.length > 0;
  for (const _key in value) return true;
  return false;
}
