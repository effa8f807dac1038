// What a send would change, as a pipeline sees it: the real binary, the fake configurator on
// 127.0.0.1, a temporary data folder. A first send is accepted and its digest kept; a copy cut
// short with prices slipped by ×100 is shown, refused without the flags (exit 65, recorded),
// and sent with them; the same file again is recognised.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeConfigurator, type FakeConfigurator } from '../../tools/fake-configurator/server';
import { runCliBinary } from '../../test-support/cli-process';
import { readHistory } from '../history/read-history';

const TOKEN = 'changes-test-token-81be7c';
let fake: FakeConfigurator;
let dataDir: string;
let dir: string;

const run = (args: string[]) => runCliBinary(args, { ARTICLE_IMPORTER_DATA_DIR: dataDir, ARTICLE_IMPORTER_TOKEN: TOKEN });
const target = () => ['--app', fake.editorUrl(4711), '--base-url', fake.url];
/** The history as it is read (a send's records folded into one), oldest first. */
const history = async () => (await readHistory(path.join(dataDir, 'history.jsonl'))).entries.reverse();

/** An export of `count` articles (A-0…), each with a retail and a b2b price; `tweak` edits the lists first. */
function writeExport(name: string, count: number, tweak: (doc: { articles: { articleNumber: string }[]; prices: { articleNumber: string; priceList: string; amount: number }[] }) => void = () => undefined): string {
  const articles = Array.from({ length: count }, (_, i) => ({ articleNumber: `A-${i}`, name: { de: `Stuhl ${i}`, en: `Chair ${i}` }, active: true }));
  const prices = articles.flatMap(({ articleNumber }, i) => [
    { articleNumber, priceList: 'retail', currency: 'EUR', amount: 100 + i, minQuantity: 1 },
    { articleNumber, priceList: 'b2b', currency: 'EUR', amount: 90 + i, minQuantity: 1, validFrom: '2026-01-01' },
  ]);
  const doc = { articles, prices };
  tweak(doc);
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(doc, null, 1));
  return file;
}

/** 30 % of the articles (and their prices) gone, two prices ×100 and one ÷100, one name changed. */
const shrunk = (doc: Parameters<NonNullable<Parameters<typeof writeExport>[2]>>[0]) => {
  const gone = new Set(doc.articles.slice(0, 3).map((a) => a.articleNumber));
  doc.articles = doc.articles.filter((a) => !gone.has(a.articleNumber));
  doc.prices = doc.prices.filter((p) => !gone.has(p.articleNumber));
  doc.prices[0]!.amount *= 100;
  doc.prices[2]!.amount *= 100;
  doc.prices[4]!.amount /= 100;
  (doc.articles[5] as unknown as { name: unknown }).name = 'Renamed';
};

beforeAll(async () => {
  fake = await startFakeConfigurator({ token: TOKEN });
}, 60_000);
afterAll(() => fake.close());
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'changes-cli-'));
  dir = mkdtempSync(path.join(tmpdir(), 'changes-files-'));
  fake.setBehaviour('accept');
  fake.requests.length = 0;
});

describe('article-importer changes and the guards of send', () => {
  it('has nothing to compare with before the first accepted send', async () => {
    const file = writeExport('week-47.json', 10);
    const text = await run(['changes', file, ...target()]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('Nothing to compare with: configurator 4711');
    const json = await run(['changes', file, ...target(), '--format', 'json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ changesStatus: 'first', changes: null, guards: {}, target: { appId: 4711 } });
  });

  it('compares with the last accepted file, guards the send, records the refusal, and recognises the same file', async () => {
    const first = writeExport('week-47.json', 10);
    const accepted = await run(['send', first, ...target()]);
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(accepted.stderr).toContain('Nothing to compare with');
    expect(accepted.stdout).toContain('Recorded what configurator 4711 now holds');
    expect((await history())[0]).toMatchObject({ outcome: 'accepted', digest: true });
    const [digestFile] = readdirSync(path.join(dataDir, 'digests'));
    expect(readFileSync(path.join(dataDir, 'digests', digestFile!)).includes(TOKEN)).toBe(false);

    const second = writeExport('week-48.json', 10, shrunk);
    const shown = await run(['changes', second, ...target()]);
    expect(shown.code).toBe(65);
    expect(shown.stdout).toContain('Compared with the last file configurator 4711 accepted from this computer (week-47.json');
    expect(shown.stdout).toContain('Articles: 0 added, 3 left out, 1 changed, 6 unchanged.');
    expect(shown.stdout).toContain('Prices: 0 added, 6 left out, 3 changed, 11 unchanged.');
    expect(shown.stdout).toContain('It leaves out 30% of the 10 articles configurator 4711 last accepted (3).');
    expect(shown.stdout).toContain('Left out: A-0, A-1, A-2');
    expect(shown.stdout).toContain('3 prices change by more than ×2 either way');
    expect(shown.stdout).toContain('A-3 (retail, EUR, from 1 pcs): 103 → 10,300');
    expect(shown.stdout).toContain('A-4 (retail, EUR, from 1 pcs): 104 → 10,400');
    expect(shown.stdout).toContain('A-5 (retail, EUR, from 1 pcs): 105 → 1.05');
    const json = JSON.parse((await run(['changes', second, ...target(), '--format', 'json'])).stdout);
    expect(json).toMatchObject({
      changesStatus: 'compared',
      thresholds: { maxLeftOutShare: 0.2, priceJumpFactor: 2 },
      guards: { leftOut: { removed: 3, share: 0.3, maxShare: 0.2 }, priceJumps: { count: 3, factor: 2 } },
      changes: {
        identical: false,
        articles: { compared: true, added: 0, removed: 3, changed: 1, unchanged: 6 },
        prices: { compared: true, added: 0, removed: 6, changed: 3, unchanged: 11 },
        leftOutShare: 0.3,
        lists: { removedArticles: ['A-0', 'A-1', 'A-2'], changedArticles: ['A-8'] },
      },
    });
    expect(json.changes.lists.priceJumps[0]).toEqual({ articleNumber: 'A-3', priceList: 'retail', currency: 'EUR', minQuantity: 1, validFrom: null, old: 103, new: 10300, ratio: 100 });

    // A pipeline has nobody to ask: without the flags nothing goes out.
    const refused = await run(['send', second, ...target(), '--yes']);
    expect(refused.code).toBe(65);
    expect(refused.stderr).toContain('It leaves out 30% of the 10 articles');
    expect(refused.stderr).toContain('Nothing was sent: the file leaves out 3 articles (30%) of what configurator 4711 last accepted');
    const onlyShrink = await run(['send', second, ...target(), '--allow-shrink', '--format', 'json']);
    expect(onlyShrink.code).toBe(65);
    expect(JSON.parse(onlyShrink.stdout)).toMatchObject({ outcome: 'refused.priceJumps', sent: false, changesStatus: 'compared' });
    expect(fake.requests).toHaveLength(1);
    expect((await history()).slice(1).map((entry) => [entry.kind, entry.outcome])).toEqual([['refusal', 'refused.leftOutArticles'], ['refusal', 'refused.priceJumps']]);

    const sent = await run(['send', second, ...target(), '--allow-shrink', '--allow-price-jumps']);
    expect(sent.code, sent.stderr).toBe(0);
    expect(fake.requests).toHaveLength(2);
    expect((await history())[3]).toMatchObject({ fileName: 'week-48.json', outcome: 'accepted', digest: true });

    const again = await run(['changes', second, ...target()]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('(week-48.json');
    expect(again.stdout).toContain('This file is identical to it (the same SHA-256).');
    expect(again.stdout).toContain('Articles: 0 added, 0 left out, 0 changed, 7 unchanged.');
  }, 60_000);

  it('guards a file of prices only on the share of the target\'s prices it leaves out, in words about prices', async () => {
    expect((await run(['send', writeExport('week-47.json', 10), ...target()])).code).toBe(0);
    // Prices only, and only the retail list: 10 of the target's 20 prices left out.
    const pricesOnly = writeExport('prices.json', 10, (doc) => {
      doc.articles = [];
      doc.prices = doc.prices.filter((p) => p.priceList === 'retail');
    });
    const shown = await run(['changes', pricesOnly, ...target()]);
    expect(shown.code, shown.stderr).toBe(65);
    expect(shown.stdout).toContain('Articles: this file has none, so none are compared.');
    expect(shown.stdout).toContain('It leaves out 50% of the 20 prices configurator 4711 last accepted (10).');
    expect(shown.stdout).toContain('That is more than the 20% that may be left out');
    const json = JSON.parse((await run(['changes', pricesOnly, ...target(), '--format', 'json'])).stdout);
    expect(json).toMatchObject({ guards: { leftOut: { of: 'prices', removed: 10, share: 0.5, maxShare: 0.2 } }, changes: { leftOutShare: 0.5 } });

    const refused = await run(['send', pricesOnly, ...target(), '--yes']);
    expect(refused.code).toBe(65);
    expect(refused.stderr).toContain('Nothing was sent: the file, which has no articles, leaves out 10 prices (50%) of what configurator 4711 last accepted');
    expect(refused.stderr).not.toContain('articles it leaves out');
    expect((await history()).at(-1)).toMatchObject({ kind: 'refusal', outcome: 'refused.leftOutPrices' });
    expect((await run(['send', pricesOnly, ...target(), '--allow-shrink', '--yes'])).code).toBe(0);
    expect(fake.requests).toHaveLength(2);
  }, 60_000);

  it('holds prices ×100 under a new start date against the ones they replace, and says which', async () => {
    expect((await run(['send', writeExport('week-47.json', 4), ...target()])).code).toBe(0);
    const next = writeExport('week-48.json', 4, (doc) => {
      for (const p of doc.prices as { amount: number; validFrom?: string }[]) {
        p.amount *= 100;
        p.validFrom = '2027-01-01';
      }
    });
    const shown = await run(['changes', next, ...target()]);
    expect(shown.code, shown.stderr).toBe(65);
    expect(shown.stdout).toContain('Prices: 8 added, 8 left out, 0 changed, 0 unchanged.');
    expect(shown.stdout).toContain('8 prices change by more than ×2 either way');
    expect(shown.stdout).toContain('A-0 (retail, EUR, from 1 pcs, valid from 2027-01-01): 100 → 10,000 (before: retail, from 1 pcs)');
    expect(shown.stdout).toContain('A-0 (b2b, EUR, from 1 pcs, valid from 2027-01-01): 90 → 9,000 (before: b2b, from 1 pcs, valid from 2026-01-01)');
    const refused = await run(['send', next, ...target(), '--yes']);
    expect(refused.code).toBe(65);
    expect((await history()).at(-1)).toMatchObject({ kind: 'refusal', outcome: 'refused.priceJumps' });
  }, 60_000);

  it('fails closed when the kept record is damaged: says why, refuses a pipeline\'s send (65, recorded), sends with --no-compare', async () => {
    const file = writeExport('week-47.json', 4);
    expect((await run(['send', file, ...target()])).code).toBe(0);
    const [digestFile] = readdirSync(path.join(dataDir, 'digests'));
    writeFileSync(path.join(dataDir, 'digests', digestFile!), 'not a digest');
    const shown = await run(['changes', file, ...target()]);
    expect(shown.code).toBe(65);
    expect(shown.stdout).toContain('This file cannot be compared with what configurator 4711 last accepted from this computer: the record of that file cannot be used because it is incomplete (cut off, for example because the disk was full or copying stopped).');
    // In German too, with --lang de; the JSON keeps the digest code's reason for pipelines.
    const german = await run(['changes', file, ...target(), '--lang', 'de']);
    expect(german.stdout).toContain('Die Vergleichsbasis ist nicht verwendbar, denn sie ist unvollständig (abgeschnitten, etwa weil die Festplatte voll war oder das Kopieren abbrach).');
    expect(shown.stdout).toContain('So the guards (articles left out, price jumps, fields gone blank, articles switched off) cannot check it');
    const json = JSON.parse((await run(['changes', file, ...target(), '--format', 'json'])).stdout);
    expect(json).toMatchObject({ changesStatus: 'unreadable', changesProblem: 'truncated', changes: null, guards: { notComparable: { reason: 'unreadable' } } });

    const refused = await run(['send', file, ...target(), '--yes', '--allow-shrink', '--allow-price-jumps']);
    expect(refused.code).toBe(65);
    expect(refused.stderr).toContain('Nothing was sent: this file cannot be compared with what configurator 4711 last accepted from this computer (its record of that file is damaged)');
    expect(refused.stderr).toContain('pass --no-compare (or all of --allow-shrink --allow-price-jumps --allow-drift)');
    expect(fake.requests).toHaveLength(1);
    expect((await history())[1]).toMatchObject({ kind: 'refusal', outcome: 'refused.notComparable' });

    const sent = await run(['send', file, ...target(), '--no-compare']);
    expect(sent.code, sent.stderr).toBe(0);
    expect(fake.requests).toHaveLength(2);
    // The accepted send wrote the record anew: the next file is compared again.
    expect((await run(['changes', file, ...target()])).stdout).toContain('This file is identical to it');
  }, 60_000);
});
