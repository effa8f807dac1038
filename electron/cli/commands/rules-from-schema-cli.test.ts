// The vendor's schema to a verdict, as a user runs it with the built tool: `rules from-schema`
// writes the ruleset, and `validate --rules` with it then refuses what the schema forbids and
// accepts what it allows, naming the ruleset in the report.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../shared/report/report';
import { runCliBinary } from '../../../test-support/cli-process';

const SCHEMA = path.join(import.meta.dirname, '../../../shared/rules/from-schema/fixtures/openapi-3.1.json');
const dir = mkdtempSync(path.join(tmpdir(), 'rules-from-schema-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const payload = (name: string, family: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify({
    articles: [{ articleNumber: 'AB12', name: 'Chair', family, notes: null }],
    prices: [{ articleNumber: 'AB12', amount: 9.99, currency: 'EUR' }],
  }));
  return file;
};

describe('rules from-schema, then validate --rules, with the built tool', () => {
  it('writes the ruleset (exit 0) that then refuses what the schema forbids and accepts what it allows', async () => {
    const rules = path.join(dir, 'vendor.rules.json');
    const made = await runCliBinary(['rules', 'from-schema', SCHEMA, '--output', rules]);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('Ruleset “Configurator API 3.1” written to');
    expect(made.stdout).toContain('Not carried over (3)');

    const bad = await runCliBinary(['validate', payload('bad.json', 'beds'), '--rules', rules, '--format', 'json']);
    expect(bad.code).toBe(1);
    const report = JSON.parse(bad.stdout) as Report;
    // The schema's own fields are the configurator's, which the ruleset names: not unknown fields.
    expect(report.byCode).toEqual({ 'article.field.enum': 1 });
    expect(report.counts.error).toBe(1);
    expect(report.findings[0]).toMatchObject({ code: 'article.field.enum', pointer: '/articles/0/family', line: 1, index: 0, articleNumber: 'AB12' });
    expect(report.rules?.name).toBe('Configurator API 3.1');

    const good = await runCliBinary(['validate', payload('good.json', 'seating'), '--rules', rules]);
    expect(good.code, good.stdout).toBe(0);
  });
});
