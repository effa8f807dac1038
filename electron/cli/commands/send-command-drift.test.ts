// Drift no check of a single file catches: fields an export stopped filling and articles
// switched off in bulk, against what the target last accepted. `changes` reports them (text and
// JSON), `send` needs --allow-drift (or a yes at the prompt) and records a refusal; the share of
// articles that may be switched off is a setting. Command functions, real files, a real data
// folder and the fake configurator on 127.0.0.1.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardedSend } from '../../../test-support/guarded-send';
import { readHistory } from '../../history/read-history';

const { fake, dataDir, writeExport: write, send: sendWith, changes } = guardedSend('send-drift');

/** Ten articles; `gtinIn` of them carry a GTIN, the first `inactive` are switched off. */
function writeExport(name: string, { gtinIn = 10, inactive = 0 } = {}): Promise<string> {
  const articles = Array.from({ length: 10 }, (_, i) => ({
    articleNumber: `A-${i}`, name: `Chair ${i}`, active: i >= inactive, ...(i < gtinIn ? { gtin: '4006381333931' } : {}),
  }));
  return write(name, { articles });
}

const send = (file: string, flags: string[] = [], answers?: Array<[string, string]>) => sendWith(file, flags, answers ? { answers } : {});

describe('drift against the last accepted file', () => {
  it('reports blank fields and articles switched off, refuses without --allow-drift (recorded), sends with it', async () => {
    expect((await send(await writeExport('week-1.json'))).code).toBe(0);
    const drifted = await writeExport('week-2.json', { gtinIn: 2, inactive: 3 });

    const shown = await changes(drifted);
    expect(shown.code).toBe(65);
    expect(shown.out).toContain('1 field went blank (filled in at least half of the articles configurator 4711 last accepted, in under half that share now):');
    expect(shown.out).toContain('gtin: 100% of the articles before (10), 20% now (2)');
    expect(shown.out).toContain('3 articles are switched from active to inactive (30% of the articles configurator 4711 last accepted).');
    expect(shown.out).toContain('That is more than the 20% that may be switched off without an extra confirmation.');
    const json = JSON.parse((await changes(drifted, ['--format', 'json'])).out) as Record<string, unknown>;
    expect(json).toMatchObject({
      changesStatus: 'compared',
      thresholds: { maxDeactivatedShare: 0.2 },
      guards: { drift: { blankFields: ['gtin'], deactivated: 3, deactivatedShare: 0.3, maxDeactivatedShare: 0.2 } },
      changes: { drift: { compared: true, deactivated: 3, blankFields: [{ field: 'gtin', before: 10, beforeShare: 1, now: 2, nowShare: 0.2 }] } },
    });

    const refused = await send(drifted, ['--yes']);
    expect(refused.code).toBe(65);
    expect(refused.err).toContain('Nothing was sent: in this file 1 field went blank and 3 articles were switched from active to inactive (30% of configurator 4711\'s; more than 20% needs a confirmation). If that is intended, confirm at the prompt or pass --allow-drift.');
    expect(fake().requests).toHaveLength(1);
    const sent = await send(drifted, ['--allow-drift']);
    expect(sent.code, sent.err).toBe(0);
    expect(fake().requests).toHaveLength(2);
    const { entries } = await readHistory(path.join(dataDir(), 'history.jsonl'));
    expect(entries.map((entry) => [entry.kind, entry.outcome]).reverse()).toEqual([['send', 'accepted'], ['refusal', 'refused.drift'], ['send', 'accepted']]);
  });

  it('asks at a terminal', async () => {
    expect((await send(await writeExport('week-1.json'))).code).toBe(0);
    const drifted = await writeExport('week-2.json', { gtinIn: 0 });
    const no = await send(drifted, [], [['Send it with these fields blank and these articles switched off? [y/N]', 'n']]);
    expect(no.code).toBe(65);
    expect(no.err.indexOf('gtin: 100% of the articles before (10), 0% now (0)')).toBeLessThan(no.err.indexOf('Send it with these fields blank'));
    const yes = await send(drifted, [], [['Send it with these fields blank', 'y']]);
    expect(yes.code, yes.err).toBe(0);
  });

  it('switching off up to the set share is no guard: 20 % by default, deactivatedArticlesPercent in settings.json', async () => {
    expect((await send(await writeExport('week-1.json'))).code).toBe(0);
    const twoOff = await writeExport('week-2.json', { inactive: 2 });
    const atDefault = await changes(twoOff);
    expect(atDefault.code).toBe(0);
    expect(atDefault.out).toContain('2 articles are switched from active to inactive (20%');
    expect(atDefault.out).not.toContain('That is more than');
    const threeOff = await writeExport('week-3.json', { inactive: 3 });
    expect((await changes(threeOff)).code).toBe(65);
    expect((await changes(threeOff, [], { deactivatedArticlesPercent: 50 })).code).toBe(0);
  });
});
