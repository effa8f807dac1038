// The default ruleset is the rule table written out: the committed files are exactly what the
// table generates (npm run rulesets writes them), so the published rules cannot drift from
// the code that checks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../test-support/reference-files';
import { FINDING_CODES, SEVERITY_OF } from '../report/finding-codes';
import { ARTICLE_FIELDS, PRICE_FIELDS } from '../payload/payload-schema';
import { minorUnitsOf } from '../payload/currencies';
import { checkRuleset } from './check-ruleset';
import { defaultRuleset, defaultRulesetText } from './default-ruleset';
import { checksAsDefault, effectiveRules } from './effective-rules';
import { rulesetSchemaText } from './ruleset-schema';
import { PROTECTED_CODES, RULESET_KEYS } from './ruleset-format';

const committed = (name: string) => readFileSync(path.join(repoRoot, 'rulesets', name), 'utf8');
const id = { name: 'x', sha256: '0' };

describe('the default ruleset', () => {
  it('is committed exactly as the rule table generates it (run `npm run rulesets` after changing a rule)', () => {
    expect(committed('default.json')).toBe(defaultRulesetText());
    expect(committed('ruleset.schema.json')).toBe(rulesetSchemaText());
  });

  it('names every finding code with its built-in severity, every known field and every ISO currency', () => {
    const ruleset = defaultRuleset();
    expect(ruleset.severity).toEqual(SEVERITY_OF);
    expect(Object.keys(ruleset.articles!)).toEqual([...ARTICLE_FIELDS]);
    expect(Object.keys(ruleset.prices!)).toEqual([...PRICE_FIELDS]);
    expect(ruleset.currencies!.length).toBeGreaterThan(150);
    expect(ruleset.currencies!.every((code) => minorUnitsOf(code) !== undefined)).toBe(true);
  });

  it('is a valid ruleset itself, and given as a ruleset it checks exactly what no ruleset checks', () => {
    const checked = checkRuleset(JSON.parse(defaultRulesetText()));
    expect(checked.problems).toEqual([]);
    expect(checksAsDefault(effectiveRules([checked.ruleset!], id))).toBe(true);
  });

  it('has a *.missing code for each field it requires (required: false turns exactly that code off)', () => {
    const ruleset = defaultRuleset();
    for (const [kind, rules] of [['article', ruleset.articles!], ['price', ruleset.prices!]] as const) {
      for (const [field, rule] of Object.entries(rules)) {
        expect(FINDING_CODES.includes(`${kind}.${field}.missing` as never), `${kind}.${field}`).toBe(rule.required === true);
      }
    }
    const lifted = effectiveRules([{ version: 1, articles: { name: { required: false } }, prices: { amount: { required: false } } }], id);
    expect(lifted.severity).toEqual({ 'article.name.missing': 'off', 'price.amount.missing': 'off' });
    expect(lifted.notRequired).toEqual({ article: ['name'], price: ['amount'] });
  });

  it('has a schema that offers exactly the keys and codes the check accepts, protected codes only at their level', () => {
    const schema = JSON.parse(rulesetSchemaText()) as { properties: Record<string, { properties?: Record<string, { enum: string[] }> }> };
    expect(Object.keys(schema.properties).sort()).toEqual([...RULESET_KEYS].sort());
    const severity = schema.properties.severity!.properties!;
    expect(Object.keys(severity)).toEqual(FINDING_CODES);
    for (const code of PROTECTED_CODES) expect(severity[code]!.enum).toEqual([SEVERITY_OF[code]]);
    expect(severity['article.name.missing']!.enum).toEqual(['error', 'warning', 'info', 'off']);
  });
});

describe('a chain of rulesets', () => {
  it('merges field rules key by key, the file given last winning, and keeps only what differs from the default', () => {
    const rules = effectiveRules([
      { version: 1, severity: { 'article.gtin.checksum': 'error', 'price.amount.zero': 'warning' }, articles: { color: { enum: ['red'], required: true }, gtin: { type: 'string' } }, units: ['pcs'] },
      { version: 1, severity: { 'article.gtin.checksum': 'info' }, articles: { color: { enum: ['red', 'blue'] } }, units: ['pcs', 'm'], currencies: defaultRuleset().currencies! },
    ], id);
    expect(rules.severity).toEqual({ 'article.gtin.checksum': 'info' });
    expect(rules.fields.article).toEqual({ color: { enum: ['red', 'blue'], required: true } });
    expect(rules.lists).toEqual({ units: ['pcs', 'm'] });
  });

  it('declares the fields of the configurator\'s own it names (not the known ones), even with no rule that differs', () => {
    const rules = effectiveRules([
      { version: 1, articles: { brand: { description: 'The maker.' }, gtin: { pattern: '^\\d{13}$' }, constructor: {} } },
      { version: 1, prices: { tier: { type: 'integer' }, amount: { maximum: 10 } } },
    ], id);
    expect(rules.declared).toEqual({ article: ['brand', 'constructor'], price: ['tier'] });
    expect(rules.fields.article).toEqual({ gtin: { pattern: '^\\d{13}$' } });
    expect(checksAsDefault(rules)).toBe(false);
    expect(checksAsDefault(effectiveRules([{ version: 1, articles: { brand: {} } }], id))).toBe(false);
  });
});
