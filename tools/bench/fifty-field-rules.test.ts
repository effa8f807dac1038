// The bench's ruleset of 50 field rules measures what it says: 50 rules that all count (none is
// a repeat of the default, dropped before the check), on an export like the bench's that passes
// them all, so the bench times the rules, not the reporting of findings.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkRuleset } from '../../shared/rules/check-ruleset';
import { effectiveRules } from '../../shared/rules/effective-rules';
import { validateBytes } from '../../shared/validation/validate-bytes';
import { fiftyFieldRules } from './fifty-field-rules.mjs';
import { generateExport } from './generate-export.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the bench\'s ruleset of 50 field rules', () => {
  const checked = checkRuleset(fiftyFieldRules());
  const rules = effectiveRules([checked.ruleset!], { name: 'bench', sha256: '0'.repeat(64) });

  it('is a ruleset whose 50 field rules all differ from the default, with patterns among them', () => {
    expect(checked.problems).toEqual([]);
    expect(Object.keys(rules.fields.article)).toHaveLength(25);
    expect(Object.keys(rules.fields.price)).toHaveLength(25);
    const patterns = [...Object.values(rules.fields.article), ...Object.values(rules.fields.price)].filter((rule) => rule.pattern !== undefined);
    expect(patterns.length).toBeGreaterThanOrEqual(9);
  });

  it('passes an export made like the bench\'s, with the report of no rules', async () => {
    const file = path.join(dir, 'export.json');
    await generateExport(file, 200, 3);
    const bytes = new Uint8Array(readFileSync(file));
    const none = (await validateBytes(bytes, { file: 'export.json' })).report;
    const { rules: named, ...under } = (await validateBytes(bytes, { file: 'export.json', rules })).report;
    expect(named?.name).toBe('bench');
    expect(under).toEqual(none);
  });
});
