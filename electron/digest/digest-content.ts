// What in a digest's columns would make a comparison wrong, checked on every digest read and
// before every digest is written (digest-file.ts): an index out of range, an article number
// twice, a start date or an amount that cannot be. The columns are up to millions of rows, so
// each is checked in one pass over typed arrays.
import { ACTIVE_OTHER, type CatalogueDigest } from '../../shared/changes/digest';

/** What in the columns would make a comparison wrong: an index out of range, a number twice, a bad date or amount. */
export function contentProblem(digest: CatalogueDigest): string | undefined {
  const numbers = digest.numbers.length;
  if (!allBelow(digest.articleNumber, numbers)) return 'article number index out of range';
  if (!allDistinct(digest.articleNumber, numbers)) return 'an article number occurs twice';
  return driftProblem(digest) ?? priceProblem(digest);
}

/** A count above the articles, or an `active` code that means nothing. */
function driftProblem({ drift, articleNumber }: CatalogueDigest): string | undefined {
  if (drift === undefined) return undefined;
  if (drift.fieldFilled.some((filled) => filled < 0 || filled > articleNumber.length)) return 'a field count out of range';
  for (let i = 0; i < drift.articleActive.length; i++) if (drift.articleActive[i]! > ACTIVE_OTHER) return 'an article\'s active out of range';
  return undefined;
}

// One pass over the price rows rather than one per column: three million rows are checked on
// every read.
function priceProblem({ numbers, tails, priceNumber, priceTail, priceFrom, priceAmount }: CatalogueDigest): string | undefined {
  for (let i = 0; i < priceNumber.length; i++) {
    const number = priceNumber[i]!;
    if (number < 0 || number >= numbers.length) return 'price number index out of range';
    const tail = priceTail[i]!;
    if (tail < 0 || tail >= tails.length) return 'price tail index out of range';
    if (!isDayOrNone(priceFrom[i]!)) return 'price start date out of range';
    if (!Number.isFinite(priceAmount[i]!)) return 'price amount not finite';
  }
  return undefined;
}

function allBelow(indices: Int32Array, limit: number): boolean {
  for (let i = 0; i < indices.length; i++) {
    const index = indices[i]!;
    if (index < 0 || index >= limit) return false;
  }
  return true;
}

/** Indices already known to be in [0, limit). */
function allDistinct(indices: Int32Array, limit: number): boolean {
  const seen = new Uint8Array(limit);
  for (let i = 0; i < indices.length; i++) {
    const index = indices[i]!;
    if (seen[index] === 1) return false;
    seen[index] = 1;
  }
  return true;
}

/** 0 (no start date) or YYYYMMDD with a month and day that can exist. */
function isDayOrNone(day: number): boolean {
  if (day === 0) return true;
  if (day < 101 || day > 99_991_231) return false;
  const month = ((day / 100) | 0) % 100;
  const dayOfMonth = day % 100;
  return month >= 1 && month <= 12 && dayOfMonth >= 1 && dayOfMonth <= 31;
}
