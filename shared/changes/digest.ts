// What a configurator last accepted, compactly: per article number a fingerprint of the
// article, per price key (article number, price list, currency, minimum quantity, valid from)
// its amount. The same shape is collected from a file while it is checked (the "current"
// side of a comparison) and kept on disk per target after an accepted send (the "last
// accepted" side): electron/digest stores it, compare-digests.ts compares two.
//
// Columns in typed arrays, strings once each: a million articles fit in a few dozen MB, and
// the file written for them is a small part of the export's size.
import type { NumberHashes } from './match-numbers';

/** A price's series without its article number: few distinct ones in a file. */
export interface PriceTail {
  priceList: string;
  currency: string;
  minQuantity: number;
}

export interface CatalogueDigest {
  /** Distinct article numbers, of articles and of prices, each once. */
  numbers: string[];
  /** Per article (the first well-formed one of each number): its index in `numbers`. */
  articleNumber: Int32Array;
  /** Per article: a 64-bit fingerprint of its bytes as two int32 (2 × articles long). */
  articleFingerprint: Int32Array;
  tails: PriceTail[];
  /** Per price (the first of each key), its index in `numbers`. */
  priceNumber: Int32Array;
  /** Per price: its index in `tails`. */
  priceTail: Int32Array;
  /** Per price: validFrom as the integer YYYYMMDD; 0 when it has none. */
  priceFrom: Int32Array;
  /** Per price: the amount as JSON.parse reads it. */
  priceAmount: Float64Array;
  /** How the articles fill their fields; absent in a digest kept before it was collected (format 1). */
  drift?: ArticleDrift;
}

/**
 * What drifts without any check noticing: fields an export stops filling, articles switched
 * off. Per top-level article field name (few: the known ones and a file's extras, capped) how
 * many of the digest's articles fill it, and per article its `active`.
 */
export interface ArticleDrift {
  fieldNames: string[];
  /** Per entry of `fieldNames`: the articles whose value is not missing, null, "", [] or {}. */
  fieldFilled: Int32Array;
  /** Per article (as `articleNumber`): ACTIVE_TRUE, ACTIVE_FALSE or ACTIVE_OTHER (absent, or not true/false). */
  articleActive: Uint8Array;
}

export const ACTIVE_FALSE = 0;
export const ACTIVE_TRUE = 1;
export const ACTIVE_OTHER = 2;

/** Which send a stored digest comes from. No token, ever. */
export interface DigestInfo {
  baseUrl: string;
  appId: number;
  /** ISO time of the accepted send. */
  acceptedAt: string;
  fileName: string;
  /** SHA-256 of the file that was accepted: the same hash means the same file. */
  sha256: string;
  bytes: number;
  articles: number;
  prices: number;
}

/**
 * A digest's article numbers by count, hash and id: what a comparison needs of them. Their
 * texts are read only for the entries its lists name, so a digest whose numbers are not held as
 * strings (the file's, in the check's stream; the target's, in its file) never makes them all.
 */
export interface NumberSource {
  /** How many article numbers there are: their ids run from 0 to numberCount - 1. */
  readonly numberCount: number;
  /** Each number's 64-bit hash (key-table's `hashes`), by id. */
  numberHashes(): NumberHashes;
  /** The texts of the numbers `ids`. */
  numberTexts(ids: ReadonlySet<number>): Map<number, string>;
}

export interface StoredDigest {
  info: DigestInfo;
  digest: CatalogueDigest;
  /** Its numbers as read from its file, without making each a string (`digest.numbers` makes them all). */
  numbers?: NumberSource;
}

/** YYYYMMDD → "YYYY-MM-DD"; null for 0 (no start date). */
export function dayText(day: number): string | null {
  if (day === 0) return null;
  const s = String(day).padStart(8, '0');
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}
