// The validation messages, in English. Each is one whole sentence template: it says what is
// wrong, where, and what to do, for a merchandiser rather than a developer.
import type { FindingCode } from '../../report/finding-codes';

/** What a message may mention. `record` is a ready label such as "Article 3 (CH-1001)". */
export interface ValidationMessageParams {
  record?: string;
  field?: string;
  value?: string;
  other?: string;
  count?: number;
  limit?: string;
  offset?: number;
  encoding?: string;
  detail?: string;
  suggestion?: string;
  decimals?: number;
  currency?: string;
  depth?: number;
}

type Template = (p: ValidationMessageParams) => string;

/** A name from the file, shortened: a key can be megabytes long. */
const clip = (name = '') => (name.length > 60 ? `${name.slice(0, 57)}…` : name);

const times = (n = 0) => (n === 1 ? 'once' : `${n.toLocaleString('en')} times`);

export const recordLabels = {
  article: (p: { number: number; articleNumber?: string }) =>
    p.articleNumber === undefined ? `Article ${p.number}` : `Article ${p.number} (${p.articleNumber})`,
  price: (p: { number: number; articleNumber?: string }) =>
    p.articleNumber === undefined ? `Price ${p.number}` : `Price ${p.number} of article ${p.articleNumber}`,
};

/** Plain-language reasons for a JSON syntax error, used as `detail` in `json.syntax`. */
export const syntaxDetails = {
  unexpectedEnd: 'The file ends too early: a bracket, brace or quote is not closed (was the export cut off?).',
  expectedValue: 'A value (text in quotes, a number, true, false, null, an object or a list) was expected here.',
  expectedKey: 'A field name in double quotes was expected here.',
  expectedColon: 'A colon (:) was expected between the field name and its value.',
  expectedCommaOrBrace: 'A comma (,) or a closing brace (}) was expected after this value.',
  expectedCommaOrBracket: 'A comma (,) or a closing bracket (]) was expected after this value.',
  trailingComma: 'A comma is followed by a closing bracket or brace: remove the extra comma.',
  badEscape: 'This backslash does not start a valid escape (use \\\\ for a backslash, \\" for a quote).',
  controlCharacter: 'A control character (such as a tab or line break) stands inside quotes: it must be written as an escape (\\t, \\n).',
  badNumber: 'This is not a valid number (no leading zeros, a digit after the dot and after the exponent, no + sign).',
  badLiteral: 'Only true, false and null may be written without quotes.',
  singleQuote: 'Text must be in double quotes ("), not single quotes.',
  extraContent: 'There is more content after the end of the document: a file holds one JSON value.',
  comment: 'JSON does not allow comments: remove them.',
};

export const validationMessages: Record<FindingCode, Template> = {
  'file.unreadable': (p) => `The file cannot be read: ${p.detail}. Check that it exists, is a file and that you may open it.`,
  'file.empty': () => 'The file is empty (or holds only white space). Export it again from your ERP or PIM.',
  'file.tooLarge': (p) => `The file is larger than the limit of ${p.limit}. Split the export into smaller files.`,
  'file.encoding': (p) =>
    p.encoding === undefined
      ? `The file is not valid UTF-8: the byte at offset ${p.offset} (${p.value}) does not belong to a UTF-8 character. Export the file again as UTF-8.`
      : `The file is encoded as ${p.encoding}, not UTF-8. Export it again as UTF-8 (without changing its content).`,
  'file.bom': () => 'The file starts with a UTF-8 byte-order mark. It is fine: the mark is dropped from what is sent.',
  'json.syntax': (p) => `The file is not valid JSON. ${p.detail} Fix the file at this place and load it again.`,
  'json.depth': (p) =>
    `The data is nested more than ${p.depth} levels deep here. Article and price records are shallow; this file is broken or not an article export.`,
  'json.duplicateKey': (p) =>
    p.record === undefined
      ? `The field "${clip(p.field)}" appears twice in the same object. A reader may keep either value: remove one of them.`
      : `${p.record}: the field "${clip(p.field)}" appears twice. A reader may keep either value: remove one of them.`,
  'json.unsafeNumber': (p) =>
    p.record === undefined
      ? `The number ${p.value} is too large to be handled exactly here; it is sent unchanged but shown approximately. If it is an identifier, write it in quotes.`
      : `${p.record}: the number ${p.value} is too large to be handled exactly here; it is sent unchanged but shown approximately. If it is an identifier, write it in quotes.`,

  'doc.notObject': (p) =>
    `The file holds ${p.value} at the top level, but an import needs an object with "articles" and "prices" lists.`,
  'doc.articles.type': (p) => `"articles" must be a list ([ … ]) of articles, but it is ${p.value}.`,
  'doc.prices.type': (p) => `"prices" must be a list ([ … ]) of prices, but it is ${p.value}.`,
  'doc.empty': () => 'The file holds no articles and no prices: there is nothing to import.',
  'doc.unknownKey': (p) => `The top-level field "${clip(p.field)}" is not part of the known format. It is sent unchanged.`,

  'article.type': (p) => `${p.record} is ${p.value}, not an object with fields. Each article must be written as { … }.`,
  'article.articleNumber.missing': (p) => `${p.record} has no "articleNumber". Every article needs its article number.`,
  'article.articleNumber.type': (p) =>
    `${p.record}: the article number ${p.value} is not text. Write it in quotes (${p.suggestion}); as a number it would lose leading zeros.`,
  'article.articleNumber.format': (p) => `${p.record}: the article number ${p.value} ${p.detail}`,
  'article.articleNumber.duplicate': (p) =>
    `${p.record}: the article number ${p.value} is used by ${p.count} articles (${p.other}). Each article number must be unique: remove or renumber the copies.`,
  'article.articleNumber.caseDuplicate': (p) =>
    `${p.record}: the article number ${p.value} differs from ${p.other} only in upper and lower case. Check that these are really different articles.`,
  'article.name.missing': (p) => `${p.record} has no "name". Give every article a name (text, or one text per language).`,
  'article.name.type': (p) =>
    `${p.record}: the name ${p.value} is not usable. Write a non-empty text, or an object of language → text such as { "de": "…", "en": "…" }.`,
  'article.name.language': (p) =>
    `${p.record}: "${clip(p.field)}" is not a language code. Use codes such as "de", "en" or "de-AT".`,
  'article.description.type': (p) =>
    `${p.record}: the description ${p.value} must be a text or an object of language → text.`,
  'article.active.type': (p) => `${p.record}: "active" is ${p.value}. Write true or false, without quotes.`,
  'article.unit.type': (p) => `${p.record}: the unit ${p.value} must be a non-empty text such as "pcs" or "m".`,
  'article.category.type': (p) => `${p.record}: the category ${p.value} must be a non-empty text.`,
  'article.gtin.format': (p) =>
    `${p.record}: the GTIN ${p.value} must be text of 8, 12, 13 or 14 digits, in quotes (for example "4006381333931").`,
  'article.gtin.checksum': (p) =>
    `${p.record}: the check digit of the GTIN ${p.value} is wrong (expected ${p.suggestion}). Check the number in your ERP.`,
  'article.imageUrl.format': (p) =>
    `${p.record}: the image address ${p.value} must be a full web address starting with https:// (or http://).`,
  'article.attributes.type': (p) =>
    p.field === undefined
      ? `${p.record}: "attributes" is ${p.value}; it must be an object of name → text, number or true/false.`
      : `${p.record}: the attribute "${clip(p.field)}" is ${p.value}; attribute values must be text, a number or true/false.`,
  'article.text.suspicious': (p) => `${p.record}: the ${p.field} ${p.value} ${p.detail}`,
  'article.unknownField': (p) =>
    `The article field "${clip(p.field)}" is not part of the known format (it occurs ${times(p.count)}, first in ${p.record}). It is sent unchanged and shown as an extra column.`,
  'article.noPrice': (p) => `${p.record} has no price in this file. Fine if its prices already exist in the configurator.`,

  'price.type': (p) => `${p.record} is ${p.value}, not an object with fields. Each price must be written as { … }.`,
  'price.articleNumber.missing': (p) => `${p.record} has no "articleNumber": say which article this price is for.`,
  'price.articleNumber.type': (p) =>
    `${p.record}: the article number ${p.value} is not text. Write it in quotes (${p.suggestion}).`,
  'price.articleNumber.unknown': (p) =>
    `${p.record}: no article ${p.value} is in this file. Fine if the article already exists in the configurator; otherwise add it.`,
  'price.amount.missing': (p) => `${p.record} has no "amount".`,
  'price.amount.type': (p) =>
    p.suggestion === undefined
      ? `${p.record}: the amount ${p.value} is not a number. Write it as a number without quotes, with a dot for decimals.`
      : `${p.record}: the amount ${p.value} is text. Write it as a number with a dot: ${p.suggestion}`,
  'price.amount.range': (p) => `${p.record}: the amount ${p.value} ${p.detail}`,
  'price.amount.zero': (p) => `${p.record}: the amount is 0. Check that a free price is intended.`,
  'price.amount.precision': (p) =>
    `${p.record}: the amount ${p.value} has more decimals than ${p.currency} allows (${p.decimals}). Round it.`,
  'price.currency.missing': (p) => `${p.record} has no "currency". Add the ISO code, such as "EUR".`,
  'price.currency.invalid': (p) =>
    p.suggestion === undefined
      ? `${p.record}: the currency ${p.value} is not an ISO 4217 currency code. Use a code such as "EUR", "CHF" or "USD".`
      : `${p.record}: the currency ${p.value} is not an ISO 4217 currency code. Did you mean "${p.suggestion}"?`,
  'price.priceList.type': (p) =>
    `${p.record}: the price list ${p.value} must be a non-empty text (leave the field out for the default list).`,
  'price.minQuantity.type': (p) => `${p.record}: the minimum quantity ${p.value} must be a whole number of 1 or more.`,
  'price.validFrom.format': (p) => `${p.record}: "validFrom" ${p.value} is not a real date. Write it as YYYY-MM-DD, e.g. "2026-01-31".`,
  'price.validTo.format': (p) => `${p.record}: "validTo" ${p.value} is not a real date. Write it as YYYY-MM-DD, e.g. "2026-12-31".`,
  'price.validity.order': (p) => `${p.record}: it starts (${p.value}) after it ends (${p.other}). Swap or correct the dates.`,
  'price.duplicate': (p) =>
    `${p.record} is the same price as ${p.other}: same article, price list, currency, minimum quantity and start date. Keep only one.`,
  'price.validity.overlap': (p) =>
    `${p.record} is valid at the same time as ${p.other} (same article, price list, currency and minimum quantity). Check the dates.`,
  'price.unknownField': (p) =>
    `The price field "${clip(p.field)}" is not part of the known format (it occurs ${times(p.count)}, first in ${p.record}). It is sent unchanged.`,
};

/** Why a file could not be read (the `detail` of `file.unreadable`), by the system's error code. */
export const unreadableReasons = {
  ENOENT: 'there is no file at this path',
  EISDIR: 'this is a folder, not a file',
  ENOTREG: 'this is not a regular file (a pipe, a device or a socket): save the export as a file and open that',
  EACCES: 'you do not have permission to read it',
  EPERM: 'you do not have permission to read it',
  ELOOP: 'the path is a loop of links',
  other: (p: { code: string }) => (p.code === '' ? 'the system reported an error' : `the system reported ${p.code}`),
};

/** Phrases completing `article.articleNumber.format`, `article.text.suspicious` and `price.amount.range`. */
export const detailPhrases = {
  numberEmpty: 'is empty. Give the article its number.',
  numberTooLong: (p: { limit: number }) => `is longer than ${p.limit} characters. Shorten it.`,
  numberSpaces: 'starts or ends with a space. Remove the spaces.',
  numberControl: 'contains an invisible control character. Remove it.',
  numberBidi: 'contains invisible characters that change the reading direction, so it looks different from what it is. Remove them.',
  textControl: 'contains invisible control characters. Remove them.',
  textBidi: 'contains invisible characters that reverse the reading direction. Remove them.',
  textFormula: 'starts with =, +, - or @: a spreadsheet could run it as a formula. Check that this is intended.',
  amountNegative: 'is negative. Prices must be 0 or more.',
  amountInfinite: 'is too large to be a price (it overflows). Check the number.',
  amountWrittenHere: 'written here',
};

/** How a value is named in a message: short, quoted like the file writes it. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  const json = typeof value === 'number' && !Number.isFinite(value) ? String(value) : JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}…"` : json;
}
