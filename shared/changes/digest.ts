// What a configurator last accepted, compactly: per article number a fingerprint of the
// article, per price key (article number, price list, currency, minimum quantity, valid from)
// its amount. The same shape is collected from a file while it is checked (the "current"
// side of a comparison) and kept on disk per target after an accepted send (the "last
// accepted" side): electron/digest stores it, compare-digests.ts compares two.
//
// Columns in typed arrays, strings once each: a million articles fit in a few dozen MB, and
// the file written for them is a small part of the export's size.

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
}

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

export interface StoredDigest {
  info: DigestInfo;
  digest: CatalogueDigest;
}

/** YYYYMMDD → "YYYY-MM-DD"; null for 0 (no start date). */
export function dayText(day: number): string | null {
  if (day === 0) return null;
  const s = String(day).padStart(8, '0');
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}
