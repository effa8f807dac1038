// The JSON Schema (draft 2020-12) of a ruleset file, for editor completion and checking:
// rulesets/ruleset.schema.json, generated from the same tables the check uses (finding codes,
// protected codes, field rule keys, types), so the schema cannot offer a code or a key that the
// check would refuse. check-ruleset.ts remains the judge: it also knows what a schema cannot
// say (a pattern RE2 refuses, minimum above maximum).
import { FINDING_CODES, SEVERITY_OF } from '../report/finding-codes';
import { LIST_KEYS, MAX_REASON_LENGTH, PROTECTED_CODES, RULE_LEVELS, RULESET_VERSION, VALUE_TYPES } from './ruleset-format';

const LIST_DESCRIPTIONS: Record<(typeof LIST_KEYS)[number], string> = {
  currencies: 'The currency codes a price may have (replaces the active ISO 4217 codes; price.currency.invalid).',
  priceLists: 'The price lists a price may name (a price without "priceList" is in "default"; price.field.enum).',
  units: 'The units an article may have (article.field.enum).',
  nameLanguages: 'The language keys an article\'s name may have (replaces "any language tag"; article.name.language).',
};

function rulesetSchema(): Record<string, unknown> {
  const valueType = { enum: [...VALUE_TYPES] };
  const level = { enum: [...RULE_LEVELS] };
  const reason = { type: 'string', minLength: 1, maxLength: MAX_REASON_LENGTH, pattern: '\\S' };
  // A protected code may only be restated at its built-in level (rulesets/default.json lists every code).
  const severity = Object.fromEntries(FINDING_CODES.map((code) => [code, PROTECTED_CODES.has(code)
    ? { enum: [SEVERITY_OF[code]], description: 'Protected: keeps the body readable JSON of the right shape; cannot be changed.' }
    : { ...level, description: `Built-in: ${SEVERITY_OF[code]}.` }]));
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://article-importer.invalid/rulesets/ruleset.schema.json',
    title: 'Article Importer ruleset',
    description: 'Rules that make the check follow one configurator: extends the built-in default, sets severities, adds field rules and allowed values (README, "Rulesets").',
    type: 'object',
    additionalProperties: false,
    required: ['version'],
    properties: {
      $schema: { type: 'string', description: 'This schema, for editor completion: "./ruleset.schema.json" beside rulesets/.' },
      version: { const: RULESET_VERSION, description: 'The ruleset format; this version reads 1.' },
      extends: { type: 'string', minLength: 1, description: '"default" (the built-in rules; also when absent) or a path to another ruleset, relative to this file\'s folder.' },
      name: { type: 'string', minLength: 1, description: 'Shown in reports with the SHA-256 of the ruleset (of its files, when it extends another); the file name when absent.' },
      description: { type: 'string', minLength: 1, description: 'For people; not checked.' },
      severity: {
        type: 'object',
        description: 'Finding code → "error" (blocks sending), "warning", "info" or "off" (not reported, not counted).',
        additionalProperties: false,
        properties: severity,
      },
      reasons: {
        type: 'object',
        description: 'Finding code → why it has its level here (shown in the app\'s Rules view; the app keeps the reason given with "Treat as warning for this target").',
        additionalProperties: false,
        properties: Object.fromEntries(FINDING_CODES.map((code) => [code, reason])),
      },
      articles: { $ref: '#/$defs/recordRules', description: 'Article field name → rule (known fields and custom ones).' },
      prices: { $ref: '#/$defs/recordRules', description: 'Price field name → rule (known fields and custom ones).' },
      ...Object.fromEntries(LIST_KEYS.map((key) => [key, { type: 'array', items: { type: 'string', minLength: 1 }, description: LIST_DESCRIPTIONS[key] }])),
    },
    $defs: {
      recordRules: { type: 'object', additionalProperties: { $ref: '#/$defs/fieldRule' } },
      fieldRule: {
        type: 'object',
        additionalProperties: false,
        properties: {
          required: { type: 'boolean', description: 'Present in every record (*.field.required); false lifts a requirement of the default.' },
          type: { description: 'The JSON type(s) allowed (*.field.type).', anyOf: [valueType, { type: 'array', items: valueType, minItems: 1 }] },
          enum: { type: 'array', minItems: 1, description: 'The only values allowed (*.field.enum).' },
          pattern: { type: 'string', description: 'A regular expression (RE2 syntax: no look-around, no back-references) a text must contain a match of (*.field.pattern); anchor it with ^…$ for the whole text.' },
          minimum: { type: 'number', description: 'Smallest number allowed (*.field.range).' },
          maximum: { type: 'number', description: 'Largest number allowed (*.field.range).' },
          maxLength: { type: 'integer', minimum: 0, description: 'Most characters (Unicode code points) a text may have (*.field.maxLength).' },
          description: { type: 'string', description: 'For people; not checked.' },
        },
      },
    },
  };
}

/** The text of rulesets/ruleset.schema.json, byte for byte. */
export function rulesetSchemaText(): string {
  return `${JSON.stringify(rulesetSchema(), null, 2)}\n`;
}
