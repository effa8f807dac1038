// `article-importer fix` as a user runs it, in process: the plan in both languages, the copy,
// what remains, the exit codes, the JSON for scripts and the record that explains a later send.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeCliIo } from '../../../test-support/fake-cli-io';
import { fixableExport } from '../../../test-support/fixable-export';
import { readDerivations } from '../../history/derivations';
import { runCli } from '../run-cli';

let dir = '';
let dataDir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fix-cmd-'));
  dataDir = path.join(dir, 'data');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface FixJson {
  copy: { sha256: string; edits: number };
  remaining: { counts: Record<string, number>; byCode: Record<string, number> };
  plan: { kinds: Array<{ kind: string; applied: boolean; count: number; label: string }> };
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

async function fix(...args: string[]) {
  const f = fakeCliIo();
  const code = await runCli(['fix', ...args], { ...f.io, cwd: dir }, { deps: async () => ({ dataDir }) as never });
  return { code, out: f.out(), err: f.err() };
}

describe('article-importer fix', () => {
  it('prints the plan and writes nothing without --output (a dry run), in English and German', async () => {
    await writeFile(path.join(dir, 'week.json'), fixableExport({ uncertain: true }));
    const en = await fix('week.json', '--lang', 'en');
    expect(en.code).toBe(0);
    expect(en.out).toContain('Fix plan for week.json: 3 articles, 6 prices');
    expect(en.out).toContain('Amounts written as text ("12,50" → 12.50) [amount.text]: 3 values');
    expect(en.out).toMatch(/ {4}9:63 {3}"12,50" → 12\.50 {2}\/prices\/0\/amount {2}article CH-1001\n/);
    expect(en.out).toContain('[currency.nearest]: 1 suggestion, not applied (name it with --only to apply)');
    expect(en.out).toContain('Nothing was written (a dry run).');
    const de = await fix('week.json', '--lang', 'de');
    expect(de.out).toContain('Korrekturplan für week.json: 3 Artikel, 6 Preise');
    expect(de.out).toContain('Deutsche Datumsangaben („31.12.2026“ → „2026-12-31“) [date.german]: 2 Werte');
    expect(de.out).toContain('Artikel CH-1001');
    expect(de.out).toContain('Es wurde nichts geschrieben (ein Probelauf).');
    expect(await readdir(dir)).toEqual(['week.json']);
  });

  it('writes the copy, checks it, and exits 0 when no error remains; records it for the history', async () => {
    const text = fixableExport();
    await writeFile(path.join(dir, 'week.json'), text);
    const run = await fix('week.json', '--output', 'week.fixed.json');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Corrected copy written to week.fixed.json: 14 values changed, every other byte as in week.json.');
    expect(run.out).toContain(`SHA-256 of week.json: ${sha(text)}`);
    expect(run.out).toMatch(/The copy, checked:\nweek\.fixed\.json: 3 articles, 3 prices, .*\nReady to send: no errors/);
    expect(await readFile(path.join(dir, 'week.json'), 'utf8')).toBe(text);
    const copy = await readFile(path.join(dir, 'week.fixed.json'), 'utf8');
    const derivation = (await readDerivations(dataDir)).get(sha(copy));
    expect(derivation).toMatchObject({ original: { fileName: 'week.json', sha256: sha(text) }, copy: { fileName: 'week.fixed.json' }, fixes: { 'amount.text': 3, 'code.whitespace': 3 } });
  });

  it('exits 1 when errors remain, and applies a suggestion only when named with --only; --format json gives the plan, both hashes and what remains', async () => {
    const text = fixableExport({ uncertain: true });
    await writeFile(path.join(dir, 'week.json'), text);
    const run = await fix('week.json', '--output', 'a.json', '--format', 'json');
    expect(run.code).toBe(1);
    const json = JSON.parse(run.out) as FixJson;
    const copy = await readFile(path.join(dir, 'a.json'), 'utf8');
    expect(json).toMatchObject({ file: 'week.json', output: 'a.json', original: { sha256: sha(text) }, copy: { sha256: sha(copy), edits: 14 } });
    expect(json.remaining).toMatchObject({ counts: { error: 3 }, byCode: { 'price.currency.invalid': 1, 'price.amount.type': 2 } });
    expect(json.plan.kinds.find((k) => k.kind === 'currency.nearest')).toMatchObject({ applied: false, count: 1, label: 'Currencies one letter off a code (a guess: "EUT" → "EUR")' });

    const picked = await fix('week.json', '--output', 'b.json', '--only', 'currency.code,currency.nearest', '--format', 'json');
    expect(picked.code).toBe(1);
    const pickedJson = JSON.parse(picked.out) as FixJson;
    expect(pickedJson.copy.edits).toBe(4);
    expect(pickedJson.remaining.byCode['price.currency.invalid']).toBeUndefined();
    expect(pickedJson.plan.kinds.filter((k) => k.applied).map((k) => k.kind)).toEqual(['currency.code', 'currency.nearest']);
  });

  it('never replaces an existing file without --force, nor ever the original (64), and says what is wrong with --only', async () => {
    await writeFile(path.join(dir, 'week.json'), fixableExport());
    await writeFile(path.join(dir, 'mine.json'), 'mine');
    const exists = await fix('week.json', '--output', 'mine.json');
    expect(exists.code).toBe(64);
    expect(exists.err).toContain('mine.json exists already. Choose another name with --output, or add --force to replace it.');
    expect(await readFile(path.join(dir, 'mine.json'), 'utf8')).toBe('mine');
    expect((await fix('week.json', '--output', 'mine.json', '--force')).code).toBe(0);
    expect(await readFile(path.join(dir, 'mine.json'), 'utf8')).not.toBe('mine');
    const original = await fix('week.json', '--output', './week.json', '--force');
    expect(original.code).toBe(64);
    expect(original.err).toContain('never replaces week.json itself');
    const badKind = await fix('week.json', '--only', 'amounts');
    expect(badKind.code).toBe(64);
    expect(badKind.err).toContain('not "amounts"');
    expect((await fix()).code).toBe(64);
  });

  it('exits 2 and writes nothing for a file that is not JSON or cannot be read, with its check', async () => {
    await writeFile(path.join(dir, 'broken.json'), fixableExport().replace('"nein",', '"nein"'));
    const broken = await fix('broken.json', '--output', 'broken.fixed.json');
    expect(broken.code).toBe(2);
    expect(broken.err).toContain('Nothing can be fixed: the check cannot read broken.json.');
    expect(broken.out).toContain('json.syntax');
    const missing = await fix('missing.json', '--output', 'x.json', '--format', 'json');
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.out)).toMatchObject({ copy: null, report: { byCode: { 'file.unreadable': 1 } } });
    expect(await readdir(dir)).toEqual(['broken.json']);
  });
});
