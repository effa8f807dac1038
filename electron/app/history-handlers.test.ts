// The window's History from a real history file: a send the process did not live to finish
// shows as interrupted, its outcome unknown; a finished one once.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatText } from '../../shared/messages/format';
import { appendHistoryEntry } from '../history/append-history';
import { type NewHistoryEntry } from '../history/history-entry';
import { historyFilePath } from '../history/history-path';
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

  it('marks as kept for comparison only each target\'s latest accepted send, and none where that send\'s digest was not kept', async () => {
    const file = historyFilePath(dir);
    const accepted = { ...started, kind: 'send' as const, outcome: 'accepted', outcomeUnknown: false, httpStatus: 200, attempts: 1, digest: true as const };
    const at = (hour: number) => `2026-11-21T${String(hour).padStart(2, '0')}:00:00.000Z`;
    await appendHistoryEntry(file, { ...accepted, id: 'a1'.repeat(12), time: at(8) });
    await appendHistoryEntry(file, { ...accepted, id: 'a2'.repeat(12), time: at(9), label: 'Staging 4711' });
    await appendHistoryEntry(file, { ...accepted, id: 'b1'.repeat(12), time: at(10), appId: 99 });
    // Another target whose latest accepted send could not keep its digest: no baseline there.
    await appendHistoryEntry(file, { ...accepted, id: 'c1'.repeat(12), time: at(11), baseUrl: 'https://other.example' });
    const { digest: _digest, ...noDigest } = accepted;
    await appendHistoryEntry(file, { ...noDigest, id: 'c2'.repeat(12), time: at(12), baseUrl: 'https://other.example' });
    // A later refusal and a rejection to the first target change nothing.
    await appendHistoryEntry(file, { ...started, time: at(13), kind: 'refusal', outcome: 'refused.errors' });
    await appendHistoryEntry(file, { ...accepted, id: 'd1'.repeat(12), time: at(14), outcome: 'rejected', httpStatus: 422, digest: undefined });
    const { getHistory } = createHistoryHandlers({ readHistory: (options) => readHistory(file, options) });
    const all = (await getHistory({})).entries;
    expect(all.map((entry) => [entry.time.slice(11, 13), entry.baseline === true])).toEqual([
      ['14', false], ['13', false], ['12', false], ['11', false], ['10', true], ['09', true], ['08', false],
    ]);
    expect(all[5]).toMatchObject({ label: 'Staging 4711', digest: true });
    // A later page still knows which of its entries are baselines (the newer entries are read for it).
    const older = (await getHistory({ offset: 5, limit: 2 })).entries;
    expect(older.map((entry) => entry.baseline === true)).toEqual([true, false]);
  });

  it('shows what a send recorded of its way: the confirmations, the changes and the server\'s items in words', async () => {
    const file = historyFilePath(dir);
    await appendHistoryEntry(file, {
      ...started, id: 'e1'.repeat(12), time: '2026-11-21T09:00:00.000Z', kind: 'send', outcome: 'rejected', outcomeUnknown: false, httpStatus: 422, attempts: 1,
      confirmed: { warnings: 2 }, changes: { kind: 'first' }, items: [{ index: 0, articleNumber: 'CH-1001', message: 'Unknown unit.' }],
    });
    const { getHistory } = createHistoryHandlers({ readHistory: (options) => readHistory(file, options) });
    const [entry] = (await getHistory({})).entries;
    expect(entry).toMatchObject({ confirmed: { warnings: 2 }, changes: { kind: 'first' }, items: [{ index: 0, articleNumber: 'CH-1001', message: 'Unknown unit.' }] });
    expect(formatText('en', entry!.items![0]!.text)).toBe('Item 0 (CH-1001): Unknown unit.');
  });
});
