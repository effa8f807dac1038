// `rules from-schema` and `rules default` in-process, on real files: what is written, what is
// said (text and JSON, English and German), and the exit codes: 0 written, 64 the schema cannot
// be used (placed at line:column and pointer), 73 the output exists (without --force) or cannot
// be written. The ruleset written is read back as --rules reads it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultRulesetText } from '../../../shared/rules/default-ruleset';
import { fakeCliIo } from '../../../test-support/fake-cli-io';
import { readRuleset } from '../../files/read-ruleset';
import { runCli } from '../run-cli';

const FIXTURES = path.join(import.meta.dirname, '../../../shared/rules/from-schema/fixtures');
const OPENAPI = path.join(FIXTURES, 'openapi-3.0.json');

let dir = '';
beforeEach(() => { dir = mkdtempSync(path.join(tmpdir(), 'rules-command-')); });
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function rules(args: string[], env: Record<string, string> = {}) {
  const f = fakeCliIo(env);
  const code = await runCli(['rules', ...args], f.io, { deps: () => Promise.reject(new Error('not needed')) });
  return { code, out: f.out(), err: f.err() };
}

const at = (name: string) => path.join(dir, name);
const file = (name: string, content: string) => {
  writeFileSync(at(name), content);
  return at(name);
};

describe('rules from-schema', () => {
  it('writes a ruleset that --rules reads, and says what it took from where and what it did not carry over', async () => {
    const run = await rules(['from-schema', OPENAPI, '--output', at('vendor.rules.json')]);
    expect(run.code, run.err).toBe(0);
    const reading = await readRuleset(at('vendor.rules.json'));
    expect(reading.ok).toBe(true);
    expect(run.out).toContain('Ruleset “Configurator import API” written to');
    expect(run.out).toContain('Articles: /components/schemas/ArticleItem (found by its name)');
    expect(run.out).toContain('Allowed values taken from the schema’s enums: currencies, priceLists, units.');
    expect(run.out).toContain('Not carried over (4)');
    expect(run.out).toMatch(/openapi-3\.0\.json:44:87 \/components\/schemas\/PriceItem\/properties\/discount\/multipleOf\n {6}price field "discount": "multipleOf": 0\.5: /);
  });

  it('says the same as one JSON document with --format json, each item placed and with a stable reason', async () => {
    const run = await rules(['from-schema', OPENAPI, '--output', at('r.json'), '--format', 'json', '--name', 'Acme']);
    expect(run.code).toBe(0);
    const doc = JSON.parse(run.out) as Record<string, unknown>;
    expect(doc).toMatchObject({
      dialect: 'OpenAPI 3.0', name: 'Acme', sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      articles: { schema: '/components/schemas/ArticleItem', foundBy: 'name', fields: 8 }, lists: ['currencies', 'priceLists', 'units'],
    });
    expect(doc.notCarried).toContainEqual({
      kind: 'price', field: 'discount', pointer: '/components/schemas/PriceItem/properties/discount/multipleOf', line: 44, column: 87,
      reason: 'multipleOf', message: '"multipleOf": 0.5: a field rule cannot ask for multiples.',
    });
    expect(JSON.parse(readFileSync(at('r.json'), 'utf8'))).toMatchObject({ version: 1, extends: 'default', name: 'Acme' });
  });

  it('speaks German', async () => {
    const run = await rules(['from-schema', OPENAPI, '--output', at('r.json')], { LANG: 'de_DE.UTF-8' });
    expect(run.code).toBe(0);
    expect(run.out).toContain('Nicht übernommen (4)');
    expect(run.out).toContain('Preisfeld „discount“: „multipleOf“: 0.5: Eine Feldregel kann keine Vielfachen verlangen.');
  });

  it('never replaces a file without --force (73), and replaces it with --force', async () => {
    const output = file('taken.json', 'mine');
    const refused = await rules(['from-schema', OPENAPI, '--output', output]);
    expect(refused.code).toBe(73);
    expect(refused.err).toContain('exists already');
    expect(readFileSync(output, 'utf8')).toBe('mine');
    expect((await rules(['from-schema', OPENAPI, '--output', output, '--force'])).code).toBe(0);
    expect(JSON.parse(readFileSync(output, 'utf8'))).toMatchObject({ version: 1 });
  });

  it('exits 73 when the output cannot be written: a folder, a folder that does not exist', async () => {
    mkdirSync(at('folder'));
    expect((await rules(['from-schema', OPENAPI, '--output', at('folder')])).code).toBe(73);
    const missing = await rules(['from-schema', OPENAPI, '--output', at('no/such/r.json')]);
    expect(missing.code).toBe(73);
    expect(missing.err).toMatch(/Nothing was written: .* cannot be written \(/);
  });

  it('exits 64 for a schema that cannot be used, saying where (line:column and pointer)', async () => {
    const broken = await rules(['from-schema', file('broken.json', '{\n  "openapi": "3.0.3",\n  "components": { "schemas": { "Article": } }\n}'), '--output', at('r.json')]);
    expect(broken.code).toBe(64);
    expect(broken.err).toMatch(/cannot be used, so no ruleset was written:\n {2}.*broken\.json:3:43 {2}The schema is not valid JSON\./);
    const yaml = await rules(['from-schema', file('api.yaml', 'openapi: 3.0.3\ninfo:\n  title: x\n'), '--output', at('r.json')]);
    expect(yaml.err).toContain('looks like YAML. This command reads JSON only');
    const twice = await rules(['from-schema', file('twice.json', '{"$defs": {"Article": {}, "Article": {}}}'), '--output', at('r.json')]);
    expect(twice.err).toMatch(/twice\.json:1:27 \/\$defs\/Article {2}"Article" appears twice/);
    const none = await rules(['from-schema', file('none.json', '{"$defs": {"Article": {"type": "object"}}}'), '--output', at('r.json')]);
    expect(none.code).toBe(64);
    expect(none.err).toContain('No price schema was found');
    const named = await rules(['from-schema', OPENAPI, '--output', at('r.json'), '--article-schema', 'Produkt']);
    expect(named.code).toBe(64);
    expect(named.err).toContain('--article-schema Produkt: no schema has this name in $defs, definitions or components/schemas. The names are: ImportRequest, ArticleItem, PriceItem.');
    const notRecord = await rules(['from-schema', OPENAPI, '--output', at('r.json'), '--price-schema', '#/components/schemas/PriceItem/properties/amount']);
    expect(notRecord.err).toMatch(/openapi-3\.0\.json:41:31 \/components\/schemas\/PriceItem\/properties\/amount\/type {2}The price schema at/);
    expect(readFileSync(OPENAPI, 'utf8')).toContain('"openapi"');
  });

  it('exits 64 for a wrong command line', async () => {
    expect((await rules(['from-schema', OPENAPI])).err).toContain('Name the file for the ruleset with --output');
    expect((await rules(['from-schema', '--output', at('r.json')])).err).toContain('Name the schema to read');
    expect((await rules(['from-schema', OPENAPI, '--output', OPENAPI])).code).toBe(64);
    expect((await rules([])).err).toContain('Say what to do');
    expect((await rules(['frobnicate'])).code).toBe(64);
  });
});

describe('rules default', () => {
  it('prints the built-in ruleset, rulesets/default.json’s text, or writes it (never over a file without --force)', async () => {
    const printed = await rules(['default']);
    expect(printed.code).toBe(0);
    expect(printed.out).toBe(defaultRulesetText());
    expect(printed.out).toBe(readFileSync(path.join(import.meta.dirname, '../../../rulesets/default.json'), 'utf8'));
    const written = await rules(['default', '--output', at('default.json')]);
    expect(written.code).toBe(0);
    expect(written.out).toMatch(/^The built-in ruleset written to .*default\.json \(SHA-256 [0-9a-f]{64}\)\.\n$/);
    expect(readFileSync(at('default.json'), 'utf8')).toBe(defaultRulesetText());
    expect((await rules(['default', '--output', at('default.json')])).code).toBe(73);
    expect((await rules(['default', '--output', at('default.json'), '--force'])).code).toBe(0);
  });
});
