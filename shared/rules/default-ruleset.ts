// The built-in default as a ruleset file, generated from the one rule table: every code's
// severity (finding-codes.ts), the known fields and their limits (payload-schema.ts) and the
// currencies (currencies.ts). build/write-default-ruleset.mjs writes it to rulesets/default.json,
// and a test fails when the committed file differs, so the published rules and the code that
// checks cannot drift apart.
//
// The field rules here describe what the built-in checks do (they run with their own codes,
// e.g. article.gtin.format); a ruleset's field rule counts as its own only where it differs
// from these (effective-rules.ts).
import { currencyCodes } from '../payload/currencies';
import { GTIN_LENGTHS, LIMITS, type ARTICLE_FIELDS, type PRICE_FIELDS } from '../payload/payload-schema';
import { SEVERITY_OF } from '../report/finding-codes';
import { RULESET_VERSION, type RecordRules, type RulesetFile } from './ruleset-format';

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A real calendar date, YYYY-MM-DD.' } as const;

const gtinLengths = [...GTIN_LENGTHS].sort((a, b) => a - b);

const ARTICLE_RULES = {
  articleNumber: {
    required: true, type: 'string', maxLength: LIMITS.maxArticleNumberLength,
    description: 'Not empty, no white space at either end, no control characters; unique in the file.',
  },
  name: { required: true, type: ['string', 'object'], description: 'A non-empty text, or an object of language tag → non-empty text.' },
  description: { type: ['string', 'object'], description: 'A text, or an object of language tag → text.' },
  active: { type: 'boolean' },
  unit: { type: 'string', description: 'A non-empty text.' },
  category: { type: 'string', description: 'A non-empty text.' },
  gtin: { type: 'string', pattern: `^(${gtinLengths.map((n) => `\\d{${n}}`).join('|')})$`, description: 'Digits only, with a correct GS1 check digit (a wrong one is a warning).' },
  imageUrl: { type: 'string', pattern: '^https?://', description: 'An absolute http: or https: address.' },
  attributes: { type: 'object', description: 'An object of name → text, number or true/false.' },
} satisfies Record<(typeof ARTICLE_FIELDS)[number], RecordRules[string]>;

const PRICE_RULES = {
  articleNumber: { required: true, type: 'string' },
  priceList: { type: 'string', description: 'A non-empty text; "default" when absent.' },
  currency: { required: true, type: 'string', description: 'One of `currencies`.' },
  amount: { required: true, type: 'number', minimum: 0, description: 'Finite; no more decimals than the currency allows (a warning); 0 is a warning.' },
  minQuantity: { type: 'integer', minimum: 1 },
  validFrom: DATE,
  validTo: DATE,
} satisfies Record<(typeof PRICE_FIELDS)[number], RecordRules[string]>;

/** The built-in rules as a ruleset (what rulesets/default.json holds). */
export function defaultRuleset(): RulesetFile {
  return {
    $schema: './ruleset.schema.json',
    version: RULESET_VERSION,
    name: 'default',
    description: 'The built-in rules of Article Importer (generated from its rule table; do not edit).',
    severity: { ...SEVERITY_OF },
    articles: JSON.parse(JSON.stringify(ARTICLE_RULES)) as RecordRules,
    prices: JSON.parse(JSON.stringify(PRICE_RULES)) as RecordRules,
    currencies: currencyCodes(),
  };
}

/** The text of rulesets/default.json, byte for byte; its SHA-256 names the default in reports. */
export function defaultRulesetText(): string {
  return `${JSON.stringify(defaultRuleset(), null, 2)}\n`;
}
