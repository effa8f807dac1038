// A ruleset file that cannot be used says every reason with its place (file, line:column, JSON
// Pointer), never falls back to the default; a chain of `extends` is read down to the default.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatText } from '../../shared/messages/format';
import { defaultRulesetText } from '../../shared/rules/default-ruleset';
import { defaultRules, readRuleset, type RulesetReading } from './read-ruleset';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ruleset-'));
});

const write = (name: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), text);
  return name;
};

/** The problems as "file line:column pointer message", in English. */
function problems(reading: RulesetReading): string[] {
  if (reading.ok) throw new Error('expected problems');
  return reading.problems.map((p) => `${p.file} ${p.line ?? '-'}:${p.column ?? '-'} ${p.pointer === '' ? '-' : p.pointer} ${formatText('en', p.message)}`);
}

describe('a ruleset that cannot be used', () => {
  const cases: [string, string, RegExp][] = [
    ['not JSON', '{\n  "version": 1,\n  "severity": {,}\n}', /^r\.json 3:16 - The ruleset is not valid JSON\. /],
    ['a key twice', '{"version": 1,\n "name": "a", "name": "b"}', /^r\.json 2:15 \/name "name" appears twice in the same object\.$/],
    ['not an object', '[1]', /^r\.json 1:1 - A ruleset must be a JSON object/],
    ['no version', '{"name": "x"}', /^r\.json 1:1 - The ruleset must say "version": 1/],
    ['an unknown key', '{"version": 1,\n  "severities": {}}', /^r\.json 2:17 \/severities "severities" is not a key of a ruleset\. The keys are: \$schema, version, extends/],
    ['an unknown code', '{"version": 1, "severity": {\n  "article.nmae.missing": "warning"}}', /^r\.json 2:27 \/severity\/article\.nmae\.missing "article\.nmae\.missing" is not a finding code\./],
    ['an unknown level', '{"version": 1, "severity": {"article.name.missing": "warn"}}', /\/severity\/article\.name\.missing The level of "article\.name\.missing" must be one of: error, warning, info, off\.$/],
    ['a lowered protected code', '{"version": 1, "severity": {"json.duplicateKey": "warning"}}', /\/severity\/json\.duplicateKey "json\.duplicateKey" keeps the file readable JSON of the right shape: it stays "error" and cannot be set to "warning"\.$/],
    ['a protected code turned off', '{"version": 1, "severity": {"doc.prices.type": "off"}}', /cannot be set to "off"/],
    ['a pattern RE2 refuses', '{"version": 1, "articles": {"sku": {"pattern": "(?<=x)y"}}}', /^r\.json 1:48 \/articles\/sku\/pattern The pattern cannot be used \(RE2 syntax/],
    ['an unknown type', '{"version": 1, "prices": {"amount": {"type": "float"}}}', /\/prices\/amount\/type "type" must be one of string, number, integer, boolean, object, array/],
    ['minimum above maximum', '{"version": 1, "prices": {"amount": {"minimum": 5, "maximum": 1}}}', /\/prices\/amount\/minimum "minimum" is greater than "maximum"/],
    ['an unknown key of a field rule', '{"version": 1, "articles": {"unit": {"optional": true}}}', /\/articles\/unit\/optional "optional" is not a key of a field rule/],
    ['reasons that are not an object', '{"version": 1, "reasons": ["because"]}', /^r\.json 1:27 \/reasons "reasons" must be an object of finding code → text\.$/],
    ['a reason for an unknown code', '{"version": 1, "reasons": {"article.nmae.missing": "x"}}', /\/reasons\/article\.nmae\.missing "article\.nmae\.missing" is not a finding code\./],
    ['an empty reason', '{"version": 1, "reasons": {"article.name.missing": "  "}}', /\/reasons\/article\.name\.missing The reason for "article\.name\.missing" must be a text of 1 to 500 characters\.$/],
    ['a list that is not of texts', '{"version": 1, "currencies": ["EUR", 978]}', /\/currencies\/1 "currencies" must be a list of non-empty texts\.$/],
    ['not UTF-8', '\u0000', /./],
  ];
  for (const [what, text, expected] of cases) {
    it(`${what}: its place and what is wrong`, async () => {
      const file = write('r.json', what === 'not UTF-8' ? '' : text);
      if (what === 'not UTF-8') writeFileSync(path.join(dir, file), Buffer.from([0x7b, 0xff, 0x7d]));
      const said = problems(await readRuleset(file, dir));
      expect(said[0]).toMatch(what === 'not UTF-8' ? /^r\.json -:- - The ruleset is not UTF-8 text\.$/ : expected);
    });
  }

  it('lists every problem of a file, not just the first', async () => {
    const file = write('r.json', '{"version": 1, "severity": {"json.syntax": "off", "x.y": "error"}, "articles": {"a": {"pattern": "("}}}');
    expect(problems(await readRuleset(file, dir))).toHaveLength(3);
  });

  it('is not there: says so, with no place', async () => {
    expect(problems(await readRuleset('missing.json', dir))).toEqual(['missing.json -:- - The ruleset cannot be read: there is no file at this path.']);
  });

  it('extends a file that is not there: the place of its `extends`', async () => {
    const file = write('r.json', '{"version": 1,\n "extends": "base/shared.json"}');
    expect(problems(await readRuleset(file, dir))).toEqual([`r.json 2:13 /extends The ruleset it extends, ${path.join('base', 'shared.json')}, cannot be read: there is no file at this path.`]);
  });

  it('extends a file with problems: the problems in that file, at their places', async () => {
    write('base/shared.json', '{"version": 1, "severity": {"json.depth": "info"}}');
    const file = write('r.json', '{"version": 1, "extends": "base/shared.json"}');
    expect(problems(await readRuleset(file, dir))[0]).toMatch(/^base\/shared\.json 1:43 \/severity\/json\.depth /);
  });

  it('extends itself through others: the circle, at the `extends` that closes it', async () => {
    write('a.json', '{"version": 1, "extends": "b.json"}');
    write('b.json', '{"version": 1,\n  "extends": "./a.json"}');
    expect(problems(await readRuleset('a.json', dir))).toEqual(['b.json 2:14 /extends The rulesets extend each other in a circle: a.json → b.json → a.json.']);
  });
});

describe('a ruleset that can be used', () => {
  it('is read with the chain it extends (paths from each file\'s folder), named by its name and the SHA-256 of the chain', async () => {
    const base = '{"version": 1, "extends": "default", "severity": {"article.gtin.checksum": "error", "price.amount.zero": "info"}, "units": ["pcs"]}';
    write('base/shared.json', base);
    const text = '{"version": 1, "name": "Acme", "extends": "base/shared.json", "severity": {"price.amount.zero": "off"}}';
    const file = write('acme.json', text);
    const reading = await readRuleset(file, dir);
    if (!reading.ok) throw new Error(problems(reading).join('\n'));
    // As `sha256sum acme.json base/shared.json | cut -c1-64 | sha256sum` says it.
    expect(reading.rules.id).toEqual({ name: 'Acme', sha256: sha256(`${sha256(text)}\n${sha256(base)}\n`) });
    expect(reading.rules.severity).toEqual({ 'article.gtin.checksum': 'error', 'price.amount.zero': 'off' });
    expect(reading.rules.lists).toEqual({ units: ['pcs'] });
    expect(reading.files).toEqual(['acme.json', path.join('base', 'shared.json')]);
  });

  it('keeps the reasons given for levels, the file given last winning', async () => {
    write('base.json', '{"version": 1, "severity": {"price.amount.zero": "info"}, "reasons": {"price.amount.zero": "Free samples", "article.gtin.checksum": "x"}}');
    const file = write('r.json', '{"version": 1, "extends": "base.json", "reasons": {"article.gtin.checksum": "Old GTINs"}}');
    const reading = await readRuleset(file, dir);
    expect(reading.ok && reading.rules.reasons).toEqual({ 'price.amount.zero': 'Free samples', 'article.gtin.checksum': 'Old GTINs' });
  });

  it('that extends only the built-in default is named by the SHA-256 of its own bytes', async () => {
    const text = '{"version": 1, "name": "Acme", "severity": {"price.amount.zero": "off"}}';
    const reading = await readRuleset(write('acme.json', text), dir);
    expect(reading.ok && reading.rules.id).toEqual({ name: 'Acme', sha256: sha256(text) });
  });

  it('changes its SHA-256 when a file it extends changes, though the file given did not', async () => {
    const file = write('acme.json', '{"version": 1, "name": "Acme", "extends": "base.json"}');
    write('base.json', '{"version": 1, "units": ["pcs"]}');
    const before = await readRuleset(file, dir);
    write('base.json', '{"version": 1, "units": ["pcs", "m"]}');
    const after = await readRuleset(file, dir);
    if (!before.ok || !after.ok) throw new Error('expected both readings to be usable');
    expect(after.rules.id.name).toBe(before.rules.id.name);
    expect(after.rules.id.sha256).not.toBe(before.rules.id.sha256);
    // A change deeper in the chain too.
    write('base.json', '{"version": 1, "extends": "deeper.json"}');
    write('deeper.json', '{"version": 1, "units": ["pcs"]}');
    const deep = await readRuleset(file, dir);
    write('deeper.json', '{"version": 1, "units": ["m"]}');
    const deepAfter = await readRuleset(file, dir);
    expect(deep.ok && deepAfter.ok && deep.rules.id.sha256 !== deepAfter.rules.id.sha256).toBe(true);
  });

  it('is named by its file name when it has no name', async () => {
    const reading = await readRuleset(write('plain.json', '{"version": 1}'), dir);
    expect(reading.ok && reading.rules.id.name).toBe('plain.json');
  });

  it('is the built-in default when none is given: named "default", with the SHA-256 of rulesets/default.json', () => {
    expect(defaultRules().id).toEqual({ name: 'default', sha256: sha256(defaultRulesetText()) });
  });
});
