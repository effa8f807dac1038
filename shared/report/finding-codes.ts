// Every finding code of the payload-format specification, with its severity. The code is
// stable: pipelines match on it; the message is for people and may change.

export type Severity = 'error' | 'warning' | 'info';

/** What a ruleset may set a code to: a severity, or `off` (not reported, not counted). */
export type RuleLevel = Severity | 'off';

export const SEVERITY_OF = {
  'file.unreadable': 'error',
  'file.empty': 'error',
  'file.tooLarge': 'error',
  'file.encoding': 'error',
  'file.bom': 'info',
  'json.syntax': 'error',
  'json.depth': 'error',
  'json.duplicateKey': 'error',
  'json.unsafeNumber': 'warning',

  'doc.notObject': 'error',
  'doc.articles.type': 'error',
  'doc.prices.type': 'error',
  'doc.empty': 'error',
  'doc.unknownKey': 'info',

  'article.type': 'error',
  'article.articleNumber.missing': 'error',
  'article.articleNumber.type': 'error',
  'article.articleNumber.format': 'error',
  'article.articleNumber.duplicate': 'error',
  'article.articleNumber.caseDuplicate': 'warning',
  'article.name.missing': 'error',
  'article.name.type': 'error',
  'article.name.language': 'warning',
  'article.description.type': 'error',
  'article.active.type': 'error',
  'article.unit.type': 'error',
  'article.category.type': 'error',
  'article.gtin.format': 'error',
  'article.gtin.checksum': 'warning',
  'article.imageUrl.format': 'error',
  'article.attributes.type': 'error',
  'article.text.suspicious': 'warning',
  'article.unknownField': 'info',
  'article.noPrice': 'info',

  'price.type': 'error',
  'price.articleNumber.missing': 'error',
  'price.articleNumber.type': 'error',
  'price.articleNumber.unknown': 'warning',
  'price.amount.missing': 'error',
  'price.amount.type': 'error',
  'price.amount.range': 'error',
  'price.amount.zero': 'warning',
  'price.amount.precision': 'warning',
  'price.currency.missing': 'error',
  'price.currency.invalid': 'error',
  'price.priceList.type': 'error',
  'price.minQuantity.type': 'error',
  'price.validFrom.format': 'error',
  'price.validTo.format': 'error',
  'price.validity.order': 'error',
  'price.duplicate': 'error',
  'price.validity.overlap': 'warning',
  'price.unknownField': 'info',

  // A ruleset's own field rules (shared/rules): they fire only where a ruleset asks for more
  // than the built-in checks above; a known field's built-in checks keep their own codes.
  'article.field.required': 'error',
  'article.field.type': 'error',
  'article.field.enum': 'error',
  'article.field.pattern': 'error',
  'article.field.range': 'error',
  'article.field.maxLength': 'error',
  'price.field.required': 'error',
  'price.field.type': 'error',
  'price.field.enum': 'error',
  'price.field.pattern': 'error',
  'price.field.range': 'error',
  'price.field.maxLength': 'error',
} as const satisfies Record<string, Severity>;

export type FindingCode = keyof typeof SEVERITY_OF;

export const FINDING_CODES = Object.keys(SEVERITY_OF) as FindingCode[];
