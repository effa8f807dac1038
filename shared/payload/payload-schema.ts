// The payload format the app assumes, in one place. The vendor does not publish the format
// of its import endpoint; when it does, this module is what changes.

/** Top-level keys the app knows. Others are kept, sent unchanged and reported as `info`. */
export const TOP_LEVEL_KEYS = ['articles', 'prices'] as const;

/** Article fields the app knows; others are shown as extra columns and reported once. */
export const ARTICLE_FIELDS = [
  'articleNumber', 'name', 'description', 'active', 'unit', 'category', 'gtin', 'imageUrl', 'attributes',
] as const;

/** Price fields the app knows. */
export const PRICE_FIELDS = [
  'articleNumber', 'priceList', 'currency', 'amount', 'minQuantity', 'validFrom', 'validTo',
] as const;

export const LIMITS = {
  /** Files above this are refused before reading (`file.tooLarge`). */
  maxFileBytes: 1024 ** 3,
  /** Records are shallow; deeper nesting is broken or hostile (`json.depth`). */
  maxDepth: 64,
  /**
   * One value (an article, a price, another top-level value, a top-level key) above this is
   * not read (`json.valueTooLarge`): a record is a few kilobytes, and a value held whole costs
   * its size several times over (bytes, text, parsed), so the largest value bounds the memory.
   */
  maxValueBytes: 64 * 1024 ** 2,
  maxArticleNumberLength: 64,
  /** Findings listed per code; counts stay exact (`truncated` says when this cut). */
  findingsPerCode: 1000,
} as const;

/** Defaults the server is assumed to apply to absent price fields (used for duplicate keys). */
export const PRICE_DEFAULTS = { priceList: 'default', minQuantity: 1 } as const;

/** GTIN lengths: GTIN-8, UPC-A (12), EAN-13, GTIN-14. */
export const GTIN_LENGTHS: ReadonlySet<number> = new Set([8, 12, 13, 14]);
