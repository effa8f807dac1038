// The window's History from a real history file: a send the process did not live to finish
// shows as interrupted, its outcome unknown; a finished one once.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatText } from '../../shared/messages/format';
import { appendHistoryEntry } from '../history/append-history';
import { historyFilePath, type NewHistoryEntry } from '../history/history-entry';
import { readHistory } from '../history/read-history';
import { readDerivations, recordDerivation } from '../history/derivations';
import { createHistoryHandlers } from './history-handlers';

const started: NewHistoryEntry = {
  kind: 'started', baseUrl: 'https://cfg.example', appId: 4711, fileName: 'weekly.json', fileBytes: 52_000, sha256: 'b'.repeat(64),
  counts: { articles: 1200, prices: 3400, errors: 0, warnings: 0, notes: 0 }, outcome: 'started', outcomeUnknown: true, httpStatus: null,
  durationMs: 0, attempts: 0, response: null,
};

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ai-history-window-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the History in the window', () => {
  it('shows a started send without an outcome as interrupted, counted as unknown, and a finished send once', async () => {
    const file = historyFilePath(dir);
    await appendHistoryEntry(file, { ...started, id: 'e5'.repeat(12), time: '2026-11-21T09:00:00.000Z' });
    await appendHistoryEntry(file, { ...started, id: 'e5'.repeat(12), time: '2026-11-21T09:00:02.000Z', kind: 'send', outcome: 'accepted', outcomeUnknown: false, httpStatus: 200, attempts: 1 });
    await appendHistoryEntry(file, { ...started, id: 'f6'.repeat(12), time: '2026-11-21T10:00:00.000Z' });
    const { getHistory } = createHistoryHandlers({ readHistory: (options) => readHistory(file, options) });
    const page = await getHistory({});
    expect(page).toMatchObject({ total: 2, skipped: 0, more: false });
    const [interrupted, accepted] = page.entries;
    expect(interrupted).toMatchObject({ kind: 'send', outcome: 'interrupted', verdict: 'unknown', outcomeUnknown: true, appId: 4711, file: 'weekly.json' });
    expect(formatText('en', interrupted!.message!)).toBe('Interrupted: the outcome is unknown; check the configurator before sending again.');
    expect(formatText('de', interrupted!.message!)).toBe('Unterbrochen: Das Ergebnis ist unbekannt; prüfen Sie den Konfigurator, bevor Sie erneut senden.');
    expect(accepted).toMatchObject({ outcome: 'accepted', verdict: 'accepted', status: 200 });
    expect(accepted!.message).toBeUndefined();
  });

  it('names a send of a corrected copy made here as one, with the original and its number of fixes, as the CLI\'s history does', async () => {
    const file = historyFilePath(dir);
    const copySha = 'c'.repeat(64);
    await recordDerivation(dir, {
      original: { fileName: 'week.json', bytes: 52_010, sha256: 'a'.repeat(64) },
      copy: { fileName: 'week.fixed.json', bytes: 52_000, sha256: copySha },
      fixes: { 'amount.text': 9, 'active.text': 5 },
    });
    await appendHistoryEntry(file, { ...started, id: 'a1'.repeat(12), time: '2026-11-21T09:00:00.000Z', kind: 'send', fileName: 'week.fixed.json', sha256: copySha, outcome: 'accepted', outcomeUnknown: false, httpStatus: 200, attempts: 1 });
    await appendHistoryEntry(file, { ...started, id: 'b2'.repeat(12), time: '2026-11-21T10:00:00.000Z', kind: 'send', outcome: 'accepted', outcomeUnknown: false, httpStatus: 200, attempts: 1 });
    const { getHistory } = createHistoryHandlers({ readHistory: (options) => readHistory(file, options), readDerivations: () => readDerivations(dir) });
    const [plain, copy] = (await getHistory({})).entries;
    expect(copy).toMatchObject({ file: 'week.fixed.json', correctedCopyOf: { file: 'week.json', fixes: 14 } });
    expect(plain!.correctedCopyOf).toBeUndefined();
  });

  it('names the rules each send was checked with, and none for a record from before sends named them', async () => {
    const file = historyFilePath(dir);
    const rules = { name: 'Acme configurator', sha256: '7e'.repeat(32) };
    await appendHistoryEntry(file, { ...started, time: '2026-11-21T09:00:00.000Z', kind: 'refusal', outcome: 'refused.errors' });
    await appendHistoryEntry(file, { ...started, id: 'a1'.repeat(12), time: '2026-11-21T10:00:00.000Z', kind: 'send', outcome: 'accepted', outcomeUnknown: false, httpStatus: 200, attempts: 1, rules });
    const { getHistory } = createHistoryHandlers({ readHistory: (options) => readHistory(file, options) });
    const [named, older] = (await getHistory({})).entries;
    expect(named!.rules).toEqual(rules);
    expect(older).not.toHaveProperty('rules');
  });
});
