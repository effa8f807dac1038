// What in a digest's rows would make a comparison wrong, checked on every digest read and
// before every digest is written (digest-file.ts): an index out of range, an article number
// twice, a start date or an amount that cannot be. The rows are up to millions, so each kind
// is checked in one pass, in order: over a digest read (its columns) or one about to be kept
// (the rows a check collected, never held as columns).
import { ACTIVE_OTHER, type CatalogueDigest } from '../../shared/changes/digest';
import { asRows, type DigestRows } from '../../shared/changes/digest-rows';

/** What in the rows would make a comparison wrong: an index out of range, a number twice, a bad date or amount. */
export function contentProblem(digest: CatalogueDigest | DigestRows): string | undefined {
  const rows = asRows(digest);
  return articleProblem(rows) ?? priceProblem(rows);
}

/** In the order they were checked column by column: an index out of range anywhere, a number twice, a field count, an `active`. */
function articleProblem(rows: DigestRows): string | undefined {
  const { numberCount, articleCount, fields } = rows;
  const seen = new Uint8Array(numberCount);
  const article = rows.articles();
  let twice = false;
  let badActive = false;
  for (let row = 0; row < articleCount; row++) {
    article.next();
    const number = article.number;
    if (number < 0 || number >= numberCount) return 'article number index out of range';
    if (seen[number] === 1) twice = true;
    seen[number] = 1;
    if (article.active > ACTIVE_OTHER) badActive = true;
  }
  if (twice) return 'an article number occurs twice';
  if (fields !== undefined && fields.fieldFilled.some((filled) => filled < 0 || filled > articleCount)) return 'a field count out of range';
  if (badActive) return 'an article\'s active out of range';
  return undefined;
}

function priceProblem(rows: DigestRows): string | undefined {
  const { numberCount, tails, priceCount } = rows;
  const price = rows.prices();
  for (let row = 0; row < priceCount; row++) {
    price.next();
    if (price.number < 0 || price.number >= numberCount) return 'price number index out of range';
    if (price.tail < 0 || price.tail >= tails.length) return 'price tail index out of range';
    if (!isDayOrNone(price.from)) return 'price start date out of range';
    if (!Number.isFinite(price.amount)) return 'price amount not finite';
  }
  return undefined;
}

/** 0 (no start date) or YYYYMMDD with a month and day that can exist. */
function isDayOrNone(day: number): boolean {
  if (day === 0) return true;
  if (day < 101 || day > 99_991_231) return false;
  const month = ((day / 100) | 0) % 100;
  const dayOfMonth = day % 100;
  return month >= 1 && month <= 12 && dayOfMonth >= 1 && dayOfMonth <= 31;
}
