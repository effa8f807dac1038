// The guards fail closed: once a target accepted a file from this computer, a file that cannot
// be compared with it (its record damaged, another target's, missing, older than the history's
// latest accepted send there) is not sent as if it were the first. Without a terminal `send`
// refuses (exit 65, recorded, saying why and which flags send anyway); at a terminal it asks.
// The command functions with real files, a real data folder and the fake configurator on 127.0.0.1.
import { copyFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardedSend } from '../../../test-support/guarded-send';
import { digestPath } from '../../digest/digest-store';
import { readHistory } from '../../history/read-history';

const { fake, dataDir, historyFile, writeExport: write, send, changes } = guardedSend('send-fail-closed');

const outcomes = async () => (await readHistory(historyFile())).entries.map((entry) => entry.outcome).reverse();
const digestOf = (appId: number) => digestPath(dataDir(), { baseUrl: fake().url, appId });

function writeExport(name: string, count: number): Promise<string> {
  const articles = Array.from({ length: count }, (_, i) => ({ articleNumber: `A-${i}`, name: `Chair ${i}` }));
  return write(name, { articles, prices: articles.map((a, i) => ({ articleNumber: a.articleNumber, currency: 'EUR', amount: 10 + i })) });
}

describe('a file that cannot be compared with what the target accepted before', () => {
  it('missing record: refused in a pipeline with the reason and the flags, recorded; sent with all three --allow-… flags', async () => {
    const week1 = await writeExport('week-1.json', 10);
    expect((await send(week1)).code).toBe(0);
    await unlink(digestOf(4711));
    const cut = await writeExport('week-2.json', 2);

    const shown = await changes(cut);
    expect(shown.code).toBe(65);
    expect(shown.out).toMatch(/cannot be compared with what configurator 4711 holds: it accepted week-1\.json from this computer on .+, but the record of that file is missing\./);
    expect((await changes(cut, ['--format', 'json'])).json).toMatchObject({ changesStatus: 'missing', lastAccepted: { fileName: 'week-1.json' }, guards: { notComparable: { reason: 'missing' } } });

    // Before, this went out as a first send: 8 of 10 articles left out without a word.
    const refused = await send(cut, ['--yes', '--allow-shrink', '--allow-price-jumps']);
    expect(refused.code).toBe(65);
    expect(refused.err).toContain('Nothing was sent: this file cannot be compared with what configurator 4711 last accepted from this computer (the record of the file it last accepted is missing), so the guards cannot check it.');
    expect(refused.err).toContain('--no-compare (or all of --allow-shrink --allow-price-jumps --allow-drift)');
    expect(fake().requests).toHaveLength(1);

    const json = await send(cut, ['--yes', '--format', 'json']);
    expect(json.code).toBe(65);
    expect(JSON.parse(json.out)).toMatchObject({ outcome: 'refused.notComparable', sent: false, exitCode: 65, changesStatus: 'missing' });

    expect((await send(cut, ['--allow-shrink', '--allow-price-jumps', '--allow-drift'])).code).toBe(0);
    expect(fake().requests).toHaveLength(2);
    expect(await outcomes()).toEqual(['accepted', 'refused.notComparable', 'refused.notComparable', 'accepted']);
  });

  it('stale record (an older file\'s, restored from a backup): refused, and named with both files', async () => {
    const week1 = await writeExport('week-1.json', 10);
    const week2 = await writeExport('week-2.json', 11);
    expect((await send(week1)).code).toBe(0);
    const backup = path.join(dataDir(), 'week-1.digest');
    await copyFile(digestOf(4711), backup);
    expect((await send(week2)).code).toBe(0);
    await copyFile(backup, digestOf(4711));

    const shown = await changes(week2);
    expect(shown.code).toBe(65);
    expect(shown.out).toMatch(/the record kept is of week-1\.json \(.+\), but it accepted week-2\.json after that, on .+\./);
    const refused = await send(week2, ['--yes']);
    expect(refused.code).toBe(65);
    expect(refused.err).toContain('(the record is older than the file it last accepted)');
    expect(fake().requests).toHaveLength(2);
    expect((await send(week2, ['--no-compare'])).code).toBe(0);
    expect((await changes(week2)).out).toContain('This file is identical to it');
  });

  it('another target\'s record in its place (copied by hand): refused, even where the history has no send there', async () => {
    const week1 = await writeExport('week-1.json', 10);
    expect((await send(week1, [], { appId: 4712 })).code).toBe(0);
    await copyFile(digestOf(4712), digestOf(4711));
    const refused = await send(week1, ['--yes'], { appId: 4711 });
    expect(refused.code).toBe(65);
    expect(refused.err).toContain('the record in its place belongs to another configurator');
    expect(fake().requests).toHaveLength(1);
  });

  it('asks at a terminal, naming the reason: no sends nothing, yes sends', async () => {
    const week1 = await writeExport('week-1.json', 10);
    expect((await send(week1)).code).toBe(0);
    await writeFile(digestOf(4711), 'damaged');
    const no = await send(week1, [], { answers: [['Send it without a comparison? [y/N]', 'n']] });
    expect(no.code).toBe(65);
    expect(no.err.indexOf('the record of that file cannot be read')).toBeLessThan(no.err.indexOf('Send it without a comparison?'));
    const yes = await send(week1, [], { answers: [['Send it without a comparison? [y/N]', 'y']] });
    expect(yes.code, yes.err).toBe(0);
    expect(await outcomes()).toEqual(['accepted', 'refused.notComparable', 'accepted']);
  });

  it('a first send to a target (no accepted send there in the history, only refusals and other targets) goes on as before', async () => {
    const week1 = await writeExport('week-1.json', 10);
    expect((await send(week1, [], { appId: 4712 })).code).toBe(0);
    expect((await send(path.join(dataDir(), 'missing.json'))).code).toBe(2);
    const first = await send(week1, ['--yes']);
    expect(first.code, first.err).toBe(0);
    expect(first.err).toContain('Nothing to compare with: configurator 4711');
  });
});
