// The ruleset of 50 field rules the validate bench checks the 100 MB export with (written to
// .bench/ by run-bench.mjs, never committed). Every rule differs from the built-in default, so
// none is dropped as a repeat of it (shared/rules/effective-rules.ts), and the export passes
// them all: the bench measures what the rules cost to run, not the cost of reporting findings.
// Each of the 16 fields the export has gets a rule (patterns on 9 of them, as on article
// numbers, GTINs, dates and addresses); the other 34 are fields of the configurator's own that
// this export leaves out, as a ruleset read from a vendor's schema names many.

const ARTICLE_RULES = {
  articleNumber: { pattern: '^AR-\\d{7}$', maxLength: 20 },
  name: { type: 'object' },
  description: { type: 'object' },
  active: { required: true },
  unit: { enum: ['pcs', 'm', 'm2', 'kg', 'set'] },
  category: { pattern: '^Möbel/', maxLength: 80 },
  gtin: { required: true, pattern: '^400\\d{10}$' },
  imageUrl: { pattern: '^https://cdn\\.example\\.com/images/[a-z0-9-]+\\.jpg$', maxLength: 200 },
  attributes: { required: true },
};

const PRICE_RULES = {
  articleNumber: { pattern: '^AR-\\d{7}$' },
  priceList: { required: true, enum: ['retail', 'b2b', 'outlet', 'staff'] },
  currency: { enum: ['EUR', 'CHF'] },
  amount: { maximum: 100000 },
  minQuantity: { maximum: 1000 },
  validFrom: { required: true, pattern: '^20\\d\\d-' },
  validTo: { required: true, pattern: '^20\\d\\d-(0[1-9]|1[0-2])-' },
};

/** Rules of fields the export leaves out, of each kind of rule a schema gives. */
function ownFields(prefix, count) {
  const kinds = [
    { type: 'string', maxLength: 40 },
    { type: 'string', pattern: '^[A-Z]{2}-\\d+$' },
    { type: 'integer', minimum: 0, maximum: 999 },
    { type: 'boolean' },
    { enum: ['A', 'B', 'C'] },
    { type: 'number', minimum: 0 },
  ];
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${String(i + 1).padStart(2, '0')}`, kinds[i % kinds.length]]));
}

/** The ruleset, as an object (JSON.stringify it to write it). */
export function fiftyFieldRules() {
  const articles = { ...ARTICLE_RULES, ...ownFields('erpArticleField', 25 - Object.keys(ARTICLE_RULES).length) };
  const prices = { ...PRICE_RULES, ...ownFields('erpPriceField', 25 - Object.keys(PRICE_RULES).length) };
  return { version: 1, name: 'bench: 50 field rules', extends: 'default', articles, prices };
}
