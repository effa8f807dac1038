// The file's side of a comparison (compare-digests.ts), read row by row in file order. The
// comparison reads the file's articles and prices once each, in order, so they need not be
// held as columns: a file's digest collected while it was checked (collect-digest.ts) gives
// them from its compact streams, and `send` of a 300 MB export no longer holds 20 MB of
// columns beside the target's digest while the two are compared. A digest held as columns
// (the app's, a test's) gives them with rowsOf.
import { ACTIVE_OTHER, type ArticleDrift, type CatalogueDigest, type NumberSource, type PriceTail } from './digest';
import { hashesOfNumbers } from './match-numbers';

export type { NumberSource };

/** One article after another: `next()` moves to the next and fills the fields. */
export interface ArticleCursor {
  /** Index in the digest's `numbers`. */
  number: number;
  fingerprintHigh: number;
  fingerprintLow: number;
  /** ACTIVE_TRUE, ACTIVE_FALSE or ACTIVE_OTHER. */
  active: number;
  next(): void;
}

/** One price after another: `next()` moves to the next and fills the fields. */
export interface PriceCursor {
  /** Index in the digest's `numbers`. */
  number: number;
  /** Index in the digest's `tails`. */
  tail: number;
  /** validFrom as YYYYMMDD; 0 when it has none. */
  from: number;
  amount: number;
  next(): void;
}

/** Numbers held as strings. */
export function numbersOf(numbers: readonly string[]): NumberSource {
  return {
    numberCount: numbers.length,
    numberHashes: () => hashesOfNumbers(numbers),
    numberTexts: (ids) => new Map([...ids].map((id) => [id, numbers[id]!])),
  };
}

export interface DigestRows extends NumberSource {
  readonly tails: readonly PriceTail[];
  readonly articleCount: number;
  readonly priceCount: number;
  /** How the articles fill their fields; absent when the digest has no drift data. */
  readonly fields: Pick<ArticleDrift, 'fieldNames' | 'fieldFilled'> | undefined;
  /** A cursor before the first article: call `next()` once per article. */
  articles(): ArticleCursor;
  /** A cursor before the first price: call `next()` once per price. */
  prices(): PriceCursor;
}

/** Rows with their numbers' texts: what a digest is written from (electron/digest/digest-file.ts). */
export interface RowsWithTexts extends DigestRows {
  readonly numbers: readonly string[];
}

/**
 * A digest held as columns, read as rows. Its numbers from `numbers` when given (a digest read
 * from its file, whose texts are made only when asked for).
 */
export function rowsOf(digest: CatalogueDigest, numbers: NumberSource = numbersOf(digest.numbers)): RowsWithTexts {
  const { articleNumber, articleFingerprint, priceNumber, priceTail, priceFrom, priceAmount, drift } = digest;
  return {
    get numbers() {
      return digest.numbers;
    },
    numberCount: numbers.numberCount,
    numberHashes: () => numbers.numberHashes(),
    numberTexts: (ids) => numbers.numberTexts(ids),
    tails: digest.tails,
    articleCount: articleNumber.length,
    priceCount: priceNumber.length,
    fields: drift,
    articles() {
      let row = -1;
      const cursor: ArticleCursor = {
        number: -1, fingerprintHigh: 0, fingerprintLow: 0, active: ACTIVE_OTHER,
        next() {
          row++;
          cursor.number = articleNumber[row]!;
          cursor.fingerprintHigh = articleFingerprint[2 * row]!;
          cursor.fingerprintLow = articleFingerprint[2 * row + 1]!;
          cursor.active = drift === undefined ? ACTIVE_OTHER : drift.articleActive[row]!;
        },
      };
      return cursor;
    },
    prices() {
      let row = -1;
      const cursor: PriceCursor = {
        number: -1, tail: -1, from: 0, amount: 0,
        next() {
          row++;
          cursor.number = priceNumber[row]!;
          cursor.tail = priceTail[row]!;
          cursor.from = priceFrom[row]!;
          cursor.amount = priceAmount[row]!;
        },
      };
      return cursor;
    },
  };
}

/** Article columns, filled from rows by readArticles. */
export interface ArticleColumns {
  number: Int32Array;
  /** Two per article: high, low. */
  fingerprint: Int32Array;
  active: Uint8Array;
}

/** Price columns, filled from rows by readPrices; `amount` when it is wanted. */
export interface PriceColumns {
  number: Int32Array;
  tail: Int32Array;
  from: Int32Array;
  amount?: Float64Array;
}

/** The next `count` articles of `cursor`, into `into` from index `at`. */
export function readArticles(cursor: ArticleCursor, count: number, into: ArticleColumns, at = 0): void {
  for (let row = at; row < at + count; row++) {
    cursor.next();
    into.number[row] = cursor.number;
    into.fingerprint[2 * row] = cursor.fingerprintHigh;
    into.fingerprint[2 * row + 1] = cursor.fingerprintLow;
    into.active[row] = cursor.active;
  }
}

/** The next `count` prices of `cursor`, into `into` from index `at`. */
export function readPrices(cursor: PriceCursor, count: number, into: PriceColumns, at = 0): void {
  const { amount } = into;
  for (let row = at; row < at + count; row++) {
    cursor.next();
    into.number[row] = cursor.number;
    into.tail[row] = cursor.tail;
    into.from[row] = cursor.from;
    if (amount !== undefined) amount[row] = cursor.amount;
  }
}

/** Whether `current` is rows already, or columns to be read as rows. */
export function asRows(current: CatalogueDigest | RowsWithTexts): RowsWithTexts;
export function asRows(current: CatalogueDigest | DigestRows): DigestRows;
export function asRows(current: CatalogueDigest | DigestRows): DigestRows {
  return 'prices' in current && typeof current.prices === 'function' ? current : rowsOf(current as CatalogueDigest);
}
