// `--rules FILE` as a pipeline uses it: the real binary, real files. The ruleset decides the
// verdict and the exit code, the report names it (text, JSON, CSV), and a ruleset that cannot be
// used stops every checking command with exit 64 before anything is checked, written or sent.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readTextTable } from '../../test-support/text-table';
import { repoRoot, samplePath } from '../../test-support/reference-files';
import { runCliBinary } from '../../test-support/cli-process';
import { startFakeConfigurator, type FakeConfigurator } from '../../tools/fake-configurator/server';
import type { Report } from '../../shared/report/report';

const TOKEN = 'rules-test-token-9d2e';
let fake: FakeConfigurator;
let dir: string;
let dataDir: string;

const run = (...args: string[]) => runCliBinary(args, { ARTICLE_IMPORTER_DATA_DIR: dataDir, ARTICLE_IMPORTER_TOKEN: TOKEN });
const ruleset = (name: string, content: object | string) => {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
};
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

beforeAll(async () => {
  fake = await startFakeConfigurator({ token: TOKEN });
}, 60_000);
afterAll(() => fake.close());
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rules-cli-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'rules-cli-data-'));
  fake.setBehaviour('accept');
  fake.requests.length = 0;
});

describe('validate --rules', () => {
  it('finds what the ruleset asks for, exit 1 for a file the default passes, and names the ruleset in the JSON report', async () => {
    const rules = ruleset('acme.json', { version: 1, name: 'Acme chairs', articles: { articleNumber: { pattern: '^CH-' } } });
    expect((await run('validate', samplePath('valid-small.json'))).code).toBe(0);
    const { code, stdout } = await run('validate', samplePath('valid-small.json'), '--rules', rules, '--format', 'json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as Report;
    expect(report.rules).toEqual({ name: 'Acme chairs', sha256: sha256(rules) });
    expect(report.byCode).toEqual({ 'article.field.pattern': 2 });
    expect(report.findings[0]).toMatchObject({ code: 'article.field.pattern', severity: 'error', pointer: '/articles/1/articleNumber', articleNumber: 'DS-2040', line: 15, column: 24 });
  });

  it('passes a file once the ruleset lowers its errors to warnings, exit 0; the text report names the rules in one line', async () => {
    const before = JSON.parse((await run('validate', samplePath('with-errors.json'), '--format', 'json')).stdout) as Report;
    const errorCodes = [...new Set(before.findings.filter((f) => f.severity === 'error').map((f) => f.code))];
    const rules = ruleset('lenient.json', { version: 1, severity: Object.fromEntries(errorCodes.map((code) => [code, 'warning'])) });
    const { code, stdout } = await run('validate', samplePath('with-errors.json'), '--rules', rules);
    expect(code).toBe(0);
    expect(stdout).toContain('Ready to send');
    expect(stdout.trimEnd().split('\n').at(-1)).toBe(`Rules: lenient.json (SHA-256 ${sha256(rules)})`);
  });

  it('names the built-in default without --rules, in the CSV too', async () => {
    const csv = spawnSync(process.execPath, [path.join(repoRoot, 'electron', 'cli', 'bin.cjs'), 'validate', samplePath('valid-small.json'), '--format', 'csv', '--lang', 'de']);
    const rows = readTextTable(csv.stdout);
    const defaultSha = sha256(path.join(repoRoot, 'rulesets', 'default.json'));
    expect(rows).toContainEqual(['Regeln', 'default', defaultSha]);
  });

  it('stops with exit 64 for a ruleset it cannot use: each problem at file:line:column and pointer, nothing on stdout', async () => {
    const rules = ruleset('broken.json', '{\n  "version": 1,\n  "severity": { "json.syntax": "warning", "article.nmae.missing": "off" }\n}\n');
    const { code, stdout, stderr } = await run('validate', samplePath('valid-small.json'), '--rules', rules);
    expect(code).toBe(64);
    expect(stdout).toBe('');
    expect(stderr).toContain(`The ruleset ${rules} cannot be used, so nothing was checked:`);
    expect(stderr).toContain(`${rules}:3:32 /severity/json.syntax  "json.syntax" keeps the file readable JSON`);
    expect(stderr).toContain(`${rules}:3:67 /severity/article.nmae.missing  "article.nmae.missing" is not a finding code.`);
  });
});

describe('a ruleset that cannot be read', () => {
  it('stops send before anything is sent or recorded (exit 64)', async () => {
    const { code, stderr } = await run('send', samplePath('valid-small.json'), '--app', fake.editorUrl(4711), '--base-url', fake.url, '--rules', path.join(dir, 'missing.json'));
    expect(code).toBe(64);
    expect(stderr).toContain('The ruleset cannot be read: there is no file at this path.');
    expect(fake.requests).toHaveLength(0);
    expect(existsSync(path.join(dataDir, 'history.jsonl'))).toBe(false);
  });

  it('stops changes, fix and set-aside the same way, writing nothing', async () => {
    const missing = path.join(dir, 'missing.json');
    const output = path.join(dir, 'out.json');
    const runs = [
      ['changes', samplePath('valid-small.json'), '--app', fake.editorUrl(4711), '--base-url', fake.url, '--rules', missing],
      ['fix', samplePath('with-errors.json'), '--output', output, '--rules', missing],
      ['set-aside', samplePath('with-errors.json'), '--output', output, '--rejected', path.join(dir, 'rejected.json'), '--rules', missing],
    ];
    for (const args of runs) expect((await run(...args)).code, args[0]).toBe(64);
    expect(existsSync(output)).toBe(false);
  });
});

describe('send and set-aside under a ruleset', () => {
  it('send refuses a file the ruleset finds errors in (exit 1, nothing sent)', async () => {
    const rules = ruleset('acme.json', { version: 1, articles: { brand: { required: true } } });
    const { code, output } = await run('send', samplePath('valid-small.json'), '--app', fake.editorUrl(4711), '--base-url', fake.url, '--rules', rules, '--yes');
    expect(code).toBe(1);
    expect(output).toContain('article.field.required');
    expect(fake.requests).toHaveLength(0);
  });

  it('send names its rules: in the sending line, the result (text and JSON), the history record and `history`', async () => {
    const base = ruleset('base.json', { version: 1, units: ['pcs', 'm'] });
    const rules = ruleset('acme.json', { version: 1, name: 'Acme chairs', extends: 'base.json', articles: { brand: { maxLength: 40 } } });
    // The chain's SHA-256: over each file's, the file given first.
    const chain = createHash('sha256').update(`${sha256(rules)}\n${sha256(base)}\n`).digest('hex');
    const sent = await run('send', samplePath('valid-small.json'), '--app', fake.editorUrl(4711), '--base-url', fake.url, '--rules', rules);
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stderr).toMatch(/^Sending .*valid-small\.json \(.*\), checked with the rules “Acme chairs”, to configurator 4711 at /m);
    expect(sent.stdout.trimEnd().split('\n')).toContain(`Rules: Acme chairs (SHA-256 ${chain})`);
    const asJson = await run('send', samplePath('valid-small.json'), '--app', fake.editorUrl(4711), '--base-url', fake.url, '--rules', rules, '--format', 'json', '--lang', 'de');
    expect(asJson.code, asJson.stderr).toBe(0);
    expect(JSON.parse(asJson.stdout)).toMatchObject({ outcome: 'accepted', rules: { name: 'Acme chairs', sha256: chain } });
    expect(asJson.stderr).toContain('geprüft mit den Regeln „Acme chairs“, wird an Konfigurator 4711');
    // A refusal names them too: in the record, and in the JSON beside its report.
    const strict = ruleset('strict.json', { version: 1, articles: { brand: { required: true } } });
    const refused = await run('send', samplePath('valid-small.json'), '--app', fake.editorUrl(4711), '--base-url', fake.url, '--rules', strict, '--format', 'json');
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toMatchObject({ outcome: 'refused.errors', rules: { name: 'strict.json', sha256: sha256(strict) }, report: { rules: { name: 'strict.json' } } });
    // Without --rules: the built-in default.
    expect((await run('send', samplePath('valid-small.json'), '--app', fake.editorUrl(4711), '--base-url', fake.url)).code).toBe(0);

    const history = await run('history', '--format', 'json');
    const entries = (JSON.parse(history.stdout) as { entries: { outcome: string; rules?: unknown }[] }).entries;
    const defaultId = { name: 'default', sha256: sha256(path.join(repoRoot, 'rulesets', 'default.json')) };
    expect(entries.map((e) => [e.outcome, e.rules])).toEqual([
      ['accepted', defaultId], ['refused.errors', { name: 'strict.json', sha256: sha256(strict) }],
      ['accepted', { name: 'Acme chairs', sha256: chain }], ['accepted', { name: 'Acme chairs', sha256: chain }],
    ]);
    const table = (await run('history')).stdout.split('\n');
    expect(table[0]).toMatch(/ Rules$/);
    expect(table[1]).toMatch(new RegExp(` default ${defaultId.sha256.slice(0, 8)}$`));
    expect(table[3]).toMatch(new RegExp(` Acme chairs ${chain.slice(0, 8)}$`));
  });

  it('set-aside puts aside the records the ruleset calls broken, with their findings', async () => {
    const rules = ruleset('acme.json', { version: 1, articles: { articleNumber: { pattern: '^CH-' } } });
    const output = path.join(dir, 'sendable.json');
    const rejected = path.join(dir, 'rejected.json');
    const { code, stderr } = await run('set-aside', samplePath('valid-small.json'), '--output', output, '--rejected', rejected, '--rules', rules);
    expect(code, stderr).toBe(0);
    const kept = JSON.parse(readFileSync(output, 'utf8')) as { articles: { articleNumber: string }[] };
    expect(kept.articles.map((a) => a.articleNumber)).toEqual(['CH-1001']);
    expect(readFileSync(rejected, 'utf8')).toContain('article.field.pattern');
  });
});
