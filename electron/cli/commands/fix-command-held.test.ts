// `article-importer fix` on the outside tester's files: fixes that would add a finding are
// held back and said so (text and JSON, both languages); an empty file gets no copy and no
// record; a folder or an empty name after --output is refused with words about the copy.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeCliIo } from '../../../test-support/fake-cli-io';
import { runCli } from '../run-cli';

let dir = '';
let dataDir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fix-held-'));
  dataDir = path.join(dir, 'data');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fix(...args: string[]) {
  const f = fakeCliIo();
  const code = await runCli(['fix', ...args], { ...f.io, cwd: dir }, { deps: async () => ({ dataDir }) as never });
  return { code, out: f.out(), err: f.err() };
}

const MERGING = '{"articles":[{"articleNumber":" A1 ","name":"x"},{"articleNumber":"A1","name":"y"}],"prices":[{"articleNumber":" A1 ","currency":"EUR","amount":1},{"articleNumber":"A1","currency":"EUR","amount":2}]}';

describe('article-importer fix holds back what would add a finding', () => {
  it('leaves two articles apart, says why in English and German, and the copy has no new error', async () => {
    await writeFile(path.join(dir, 'week.json'), MERGING);
    const en = await fix('week.json', '--output', 'week.fixed.json', '--lang', 'en');
    expect(en.out).toContain('Spaces around article numbers and GTINs [code.whitespace]: 0 values');
    expect(en.out).toContain('1 value not fixed: the fixed article number would be another article\'s, or differ from it only in case');
    expect(en.out).toContain('1 value not fixed: the fixed price would start on the same day as another price');
    expect(en.out).toContain('no value changed');
    expect(en.out).not.toContain('articleNumber.duplicate');
    expect(await readFile(path.join(dir, 'week.fixed.json'), 'utf8')).toBe(MERGING);
    const de = await fix('week.json', '--lang', 'de');
    expect(de.out).toContain('1 Wert nicht korrigiert: die korrigierte Artikelnummer gehörte schon einem anderen Artikel');
  });

  it('gives the values held back in the JSON, with their reason in the run\'s language', async () => {
    await writeFile(path.join(dir, 'prices.json'), '{"articles":[{"articleNumber":"A1","name":"x"}],"prices":[{"articleNumber":"A1","currency":"eur","amount":1},{"articleNumber":"A1","currency":"EUR","amount":2}]}');
    const run = await fix('prices.json', '--output', 'prices.fixed.json', '--format', 'json', '--lang', 'en');
    const json = JSON.parse(run.out) as { plan: { applied: number; kinds: Array<{ kind: string; count: number; heldBack: Array<{ reason: string; count: number; text: string; examples: Array<{ pointer: string }> }> }> }; remaining: { byCode: Record<string, number> } };
    expect(json.plan.applied).toBe(0);
    expect(json.plan.kinds).toMatchObject([{ kind: 'currency.code', count: 0, heldBack: [{ reason: 'duplicatePrice', count: 1, examples: [{ pointer: '/prices/0/currency' }] }] }]);
    expect(json.plan.kinds[0]!.heldBack[0]!.text).toMatch(/^the fixed price would start on the same day as another price/);
    expect(json.remaining.byCode['price.duplicate']).toBeUndefined();
  });

  it('says "1 weiterer" for one more value in German, "2 weitere" for two', async () => {
    const prices = Array.from({ length: 5 }, (_, i) => ({ articleNumber: 'A1', currency: 'EUR', amount: `${i + 1},50`, priceList: `l${i}` }));
    await writeFile(path.join(dir, 'four.json'), JSON.stringify({ articles: [{ articleNumber: 'A1', name: 'x' }], prices: prices.slice(0, 4) }));
    await writeFile(path.join(dir, 'five.json'), JSON.stringify({ articles: [{ articleNumber: 'A1', name: 'x' }], prices }));
    expect((await fix('four.json', '--lang', 'de')).out).toContain('… und 1 weiterer\n');
    expect((await fix('five.json', '--lang', 'de')).out).toContain('… und 2 weitere\n');
    expect((await fix('four.json', '--lang', 'en')).out).toContain('… and 1 more\n');
  });
});

describe('article-importer fix writes nothing where nothing can be fixed', () => {
  it('an empty file, or one of white space: exit 2, no copy, no record', async () => {
    for (const [name, text] of [['empty.json', ''], ['blank.json', ' \n\t\n']] as const) {
      await writeFile(path.join(dir, name), text);
      const run = await fix(name, '--output', `${name}.fixed.json`);
      expect(run.code, name).toBe(2);
      expect(run.out).toContain('file.empty');
    }
    expect((await readdir(dir)).sort()).toEqual(['blank.json', 'empty.json']);
  });

  it('a folder after --output, even with --force: exit 73 naming the copy\'s path; an empty name: a usage error', async () => {
    await writeFile(path.join(dir, 'week.json'), MERGING.replace('"A1","name":"y"', '"B1","name":"y"'));
    await mkdir(path.join(dir, 'folder'));
    for (const [output, shown] of [['folder', path.join(dir, 'folder')], ['.', dir]] as const) {
      for (const force of [[], ['--force']]) {
        const run = await fix('week.json', '--output', output, ...force);
        expect(run.code, output).toBe(73);
        expect(run.err).toContain(`the copy cannot be written to ${shown}: a folder, or something else that is not a file, is there`);
        expect(run.err).not.toContain('history');
      }
    }
    const empty = await fix('week.json', '--output', '', '--force');
    expect(empty.code).toBe(64);
    expect(empty.err).toContain('Name the file for the corrected copy after --output');
    expect((await readdir(dir)).sort()).toEqual(['folder', 'week.json']);
  });
});
