import { execFile } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendHistoryEntry } from './append-history';
import { serializeHistoryEntry, truncateUtf8 } from './history-entry';
import { historyFilePath } from './history-path';
import type { NewHistoryEntry } from './history-entry';
import { readHistory } from './read-history';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const TOKEN = 'tok_hist_9c1e5b2d4f60a8e17f3a';

function entry(overrides: Partial<NewHistoryEntry> = {}): NewHistoryEntry {
  return {
    kind: 'send',
    baseUrl: 'https://cfg.example',
    appId: 4711,
    fileName: 'weekly.json',
    fileBytes: 1234,
    sha256: 'a'.repeat(64),
    counts: { articles: 10, prices: 20, errors: 0, warnings: 1 },
    outcome: 'accepted',
    outcomeUnknown: false,
    httpStatus: 200,
    durationMs: 321.4,
    attempts: 1,
    response: '{"ok":true}',
    ...overrides,
  };
}

let dir = '';
let file = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ai-history-'));
  file = historyFilePath(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('history', () => {
  it('is empty before the first send', async () => {
    expect(await readHistory(file)).toEqual({ entries: [], skipped: 0, more: false });
  });

  it('appends one JSON line per record and reads them newest first, up to a limit', async () => {
    for (let i = 1; i <= 5; i++) await appendHistoryEntry(file, entry({ appId: i, time: `2026-01-0${i}T10:00:00.000Z` }));
    const text = await readFile(file, 'utf8');
    expect(text.split('\n')).toHaveLength(6);
    const all = await readHistory(file);
    expect(all.entries.map((e) => e.appId)).toEqual([5, 4, 3, 2, 1]);
    expect(all.more).toBe(false);
    expect(all.entries[0]).toEqual({
      v: 2, time: '2026-01-05T10:00:00.000Z', kind: 'send', baseUrl: 'https://cfg.example', appId: 5, fileName: 'weekly.json',
      fileBytes: 1234, sha256: 'a'.repeat(64), counts: { articles: 10, prices: 20, errors: 0, warnings: 1 }, outcome: 'accepted',
      outcomeUnknown: false, httpStatus: 200, durationMs: 321, attempts: 1, response: '{"ok":true}', responseTruncated: false,
    });
    const two = await readHistory(file, { limit: 2 });
    expect(two.entries.map((e) => e.appId)).toEqual([5, 4]);
    expect(two.more).toBe(true);
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('records a refusal to send, with what was known', async () => {
    await appendHistoryEntry(file, entry({
      kind: 'refusal', outcome: 'payloadErrors', httpStatus: null, attempts: 0, durationMs: 0, response: null,
      counts: { articles: 3, prices: 0, errors: 2, warnings: 0 },
    }));
    await appendHistoryEntry(file, entry({ kind: 'refusal', outcome: 'refused.unreadable', sha256: null, counts: null, appId: null, httpStatus: null, attempts: 0, response: null }));
    const { entries } = await readHistory(file);
    expect(entries.map((e) => [e.kind, e.outcome, e.counts?.errors ?? null])).toEqual([['refusal', 'refused.unreadable', null], ['refusal', 'payloadErrors', 2]]);
  });

  it('records the rules a verdict was reached with, and reads the records from before sends named them', async () => {
    // A version 2 record as written before the rules were recorded, then one that names them.
    await appendFile(file, `${JSON.stringify({ v: 2, time: '2026-01-01T10:00:00.000Z', ...entry({ appId: 1, durationMs: 321 }), responseTruncated: false })}\n`);
    await appendHistoryEntry(file, entry({ appId: 2, rules: { name: 'Acme configurator', sha256: 'c'.repeat(64) } }));
    // A name is a label: a very long one is cut, never the reason a send goes unrecorded.
    await appendHistoryEntry(file, entry({ appId: 3, rules: { name: 'n'.repeat(5000), sha256: 'd'.repeat(64) } }));
    const { entries, skipped } = await readHistory(file);
    expect(skipped).toBe(0);
    expect(entries.map((e) => [e.appId, e.rules?.name.length ?? null, e.rules?.sha256.at(0) ?? null])).toEqual([[3, 256, 'd'], [2, 17, 'c'], [1, null, null]]);
    expect(entries[1]!.rules).toEqual({ name: 'Acme configurator', sha256: 'c'.repeat(64) });
    expect(entries[2]).not.toHaveProperty('rules');
    // A record whose rules are not a name and a SHA-256 is not a record.
    await appendFile(file, serializeHistoryEntry(entry({ appId: 4 })).replace('"outcome"', '"rules":{"name":"x","sha256":"nope"},"outcome"'));
    expect((await readHistory(file)).skipped).toBe(1);
  });

  it('records the target\'s label, the confirmations given, the changes counted and the server\'s items, and reads records without them', async () => {
    const older = entry({ appId: 1 });
    await appendHistoryEntry(file, older);
    await appendHistoryEntry(file, entry({
      appId: 2, kind: 'send', outcome: 'rejected', httpStatus: 422,
      label: '  Staging 4711 ',
      confirmed: { warnings: 1, leftOut: { of: 'articles', removed: 12 }, notComparable: 'stale' },
      changes: { kind: 'compared', identical: false, articles: { added: 2, removed: 12, changed: 3 }, prices: { added: 0, removed: 0, changed: 7 } },
      items: [{ index: 0, articleNumber: 'CH-1001', message: `bad unit ${TOKEN}` }, { message: 'x'.repeat(1000) }],
    }), { secrets: [TOKEN] });
    // A label of a hundred characters at most; none when blank; an empty confirmation is none.
    await appendHistoryEntry(file, entry({ appId: 3, label: 'L'.repeat(300), confirmed: {}, changes: { kind: 'notComparable', reason: 'missing' } }));
    await appendHistoryEntry(file, entry({ appId: 4, label: '   ', items: [] }));
    const { entries, skipped } = await readHistory(file);
    expect(skipped).toBe(0);
    const [blank, long, full, plain] = entries;
    expect(full).toMatchObject({
      label: 'Staging 4711',
      confirmed: { warnings: 1, leftOut: { of: 'articles', removed: 12 }, notComparable: 'stale' },
      changes: { kind: 'compared', articles: { added: 2, removed: 12, changed: 3 }, prices: { changed: 7 } },
      items: [{ index: 0, articleNumber: 'CH-1001' }, {}],
    });
    // The server's words are stored like its answer: never the token, and cut to a line's share.
    expect(full!.items![0]!.message).not.toContain(TOKEN);
    expect(full!.items![1]!.message).toHaveLength(300);
    expect(long!.label).toHaveLength(100);
    expect(long).not.toHaveProperty('confirmed');
    expect(long!.changes).toEqual({ kind: 'notComparable', reason: 'missing' });
    for (const bare of [blank, plain]) {
      for (const field of ['label', 'confirmed', 'changes', 'items']) expect(bare).not.toHaveProperty(field);
    }
  });

  it('caps the server\'s items kept with a send at fifty', async () => {
    await appendHistoryEntry(file, entry({ items: Array.from({ length: 80 }, (_, index) => ({ index, message: `item ${index}` })) }));
    const [kept] = (await readHistory(file)).entries;
    expect(kept!.items).toHaveLength(50);
    expect(kept!.items!.at(-1)).toEqual({ index: 49, message: 'item 49' });
  });

  it('reads the codes earlier versions wrote in the one vocabulary of today', async () => {
    const former = [['refusal', 'fileChanged'], ['refusal', 'fileUnreadable'], ['refusal', 'tokenUnusable'], ['refusal', 'badTarget'], ['refusal', 'refused.notParsed'], ['send', 'refused']] as const;
    for (const [kind, outcome] of former) await appendHistoryEntry(file, entry({ kind, outcome, httpStatus: null, response: null }));
    const { entries } = await readHistory(file);
    expect(entries.map((e) => [e.kind, e.outcome]).reverse()).toEqual([
      ['refusal', 'refused.fileChanged'], ['refusal', 'refused.unreadable'], ['refusal', 'refused.tokenInvalid'], ['refusal', 'refused.target'],
      ['refusal', 'refused.unreadable'], ['send', 'connectionRefused'],
    ]);
  });

  it('skips a record torn by a crash, and the next record still gets a line of its own', async () => {
    await appendHistoryEntry(file, entry({ appId: 1 }));
    await appendHistoryEntry(file, entry({ appId: 2 }));
    const whole = serializeHistoryEntry(entry({ appId: 3 }));
    await appendFile(file, whole.slice(0, whole.length / 2)); // the process died mid-write
    expect(await readHistory(file)).toMatchObject({ entries: [{ appId: 2 }, { appId: 1 }], skipped: 1 });

    await appendHistoryEntry(file, entry({ appId: 4 }));
    expect(await readHistory(file)).toMatchObject({ entries: [{ appId: 4 }, { appId: 2 }, { appId: 1 }], skipped: 1 });
  });

  it('recovers a record glued to a torn line by a writer that did not start a new line', async () => {
    await appendHistoryEntry(file, entry({ appId: 1 }));
    await appendFile(file, serializeHistoryEntry(entry({ appId: 2 })).slice(0, 40) + serializeHistoryEntry(entry({ appId: 3 })));
    expect(await readHistory(file)).toMatchObject({ entries: [{ appId: 3 }, { appId: 1 }], skipped: 0 });
  });

  it('skips any corrupt line without losing the others: garbage, wrong shapes, a huge line, a future version', async () => {
    await appendHistoryEntry(file, entry({ appId: 1 }));
    await appendFile(file, 'not json\n{"v":1,"time":"yesterday"}\n\n' + 'x'.repeat(3 * 1024 * 1024) + '\n');
    await appendFile(file, serializeHistoryEntry(entry({ appId: 2 })).replace('"v":2', '"v":3'));
    await appendHistoryEntry(file, entry({ appId: 3 }));
    expect(await readHistory(file)).toMatchObject({ entries: [{ appId: 3 }, { appId: 1 }], skipped: 4 });
  });

  it('keeps every record whole when app and command line write at the same time', async () => {
    // Four processes, each appending records of a few KB as fast as it can.
    const writer = `
      const { appendHistoryEntry } = await import(${JSON.stringify(path.join(here, 'append-history.ts'))});
      const [file, id] = process.argv.slice(1);
      for (let i = 0; i < 150; i++) {
        await appendHistoryEntry(file, { kind: 'send', baseUrl: 'https://cfg.example', appId: Number(id), fileName: 'f.json', fileBytes: i,
          sha256: null, counts: null, outcome: 'accepted', outcomeUnknown: false, httpStatus: 200, durationMs: 1, attempts: 1,
          response: String(id).repeat(3000) });
      }`;
    const run = promisify(execFile);
    await Promise.all([1, 2, 3, 4].map((id) =>
      run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', writer, file, String(id)], { cwd: repoRoot })));
    const page = await readHistory(file);
    expect(page.skipped).toBe(0);
    expect(page.entries).toHaveLength(600);
    for (const id of [1, 2, 3, 4]) {
      const mine = page.entries.filter((e) => e.appId === id);
      // Each process's records are all there, in its own order (newest first), each intact.
      expect(mine.map((e) => e.fileBytes)).toEqual(Array.from({ length: 150 }, (_, i) => 149 - i));
      expect(mine.every((e) => e.response === String(id).repeat(2048) && e.responseTruncated)).toBe(true);
    }
  }, 60_000);

  it.skipIf(process.platform === 'win32')('takes a record back that a full disk cut short: no torn line, and the next record reads', async () => {
    await appendHistoryEntry(file, entry({ fileName: 'first.json' }));
    const before = (await stat(file)).size;
    // A file-size limit just above the first record: the next write is cut short, as on a full disk.
    const writer = `
      import { appendHistoryEntry } from './electron/history/append-history.ts';
      try {
        await appendHistoryEntry(process.argv[1], { kind: 'send', baseUrl: 'https://cfg.example', appId: 1, fileName: 'second.json', fileBytes: 1,
          sha256: null, counts: null, outcome: 'accepted', outcomeUnknown: false, httpStatus: 200, durationMs: 1, attempts: 1, response: 'x'.repeat(3000) });
        console.log('written');
      } catch (error) { console.log('refused: ' + error.message); }`;
    const limitBlocks = Math.ceil((before + 200) / 1024);
    const { stdout } = await promisify(execFile)('sh', ['-c', `ulimit -f ${limitBlocks} && exec "$0" --import tsx --input-type=module -e "$1" "$2"`, process.execPath, writer, file], { cwd: repoRoot });
    expect(stdout).toMatch(/^refused: The history record could not be written whole/);
    expect((await stat(file)).size).toBe(before);
    await appendHistoryEntry(file, entry({ fileName: 'third.json' }));
    const page = await readHistory(file);
    expect(page.skipped).toBe(0);
    expect(page.entries.map((e) => e.fileName)).toEqual(['third.json', 'first.json']);
  }, 30_000);

  it('never stores the token: not from the response, not from a stray field', async () => {
    const leaky = {
      ...entry({ response: `{"error":"bad header","echo":"Authorization: Bearer ${TOKEN}"}`, fileName: `${TOKEN}.json` }),
      token: TOKEN,
      headers: { authorization: `Bearer ${TOKEN}` },
    } as NewHistoryEntry;
    await appendHistoryEntry(file, leaky, { secrets: [TOKEN] });
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('authorization');
    const [stored] = (await readHistory(file)).entries;
    expect(stored?.response).toBe('{"error":"bad header","echo":"Authorization: Bearer [token removed]"}');
    expect(stored?.fileName).toBe('[token removed].json');
  });

  it('keeps the first 2 KB of the response, cut between characters', async () => {
    await appendHistoryEntry(file, entry({ response: 'ä'.repeat(1500) }));
    const [stored] = (await readHistory(file)).entries;
    expect(stored?.response).toBe('ä'.repeat(1024));
    expect(stored?.responseTruncated).toBe(true);
    expect(truncateUtf8('a€b', 3)).toEqual({ text: 'a', truncated: true });
    expect(truncateUtf8('😀', 3)).toEqual({ text: '', truncated: true });
  });

  it('folds a send\'s records into one entry: started, outcome, and the outcome again once its digest was kept', async () => {
    const id = 'a1'.repeat(12);
    const at = (minute: number) => `2026-01-05T10:0${minute}:00.000Z`;
    await appendHistoryEntry(file, entry({ appId: 1, time: at(0) }));
    await appendHistoryEntry(file, entry({ id, kind: 'started', outcome: 'started', outcomeUnknown: true, httpStatus: null, attempts: 0, response: null, time: at(1) }));
    await appendHistoryEntry(file, entry({ appId: 2, kind: 'refusal', outcome: 'refused.errors', time: at(2) })); // another process, meanwhile
    await appendHistoryEntry(file, entry({ id, time: at(3) }));
    await appendHistoryEntry(file, entry({ id, time: at(4), digest: true }));
    const page = await readHistory(file);
    expect(page).toMatchObject({ skipped: 0, more: false });
    expect(page.entries.map((e) => [e.appId, e.kind, e.outcome, e.time, e.digest ?? false])).toEqual([
      [4711, 'send', 'accepted', at(4), true],
      [2, 'refusal', 'refused.errors', at(2), false],
      [1, 'send', 'accepted', at(0), false],
    ]);
    // A limit counts the send once.
    expect(await readHistory(file, { limit: 2 })).toMatchObject({ entries: [{ appId: 4711 }, { appId: 2 }], more: true });
  });

  it('reads a started send without an outcome as interrupted, its outcome unknown, among version 1 records', async () => {
    const v1 = JSON.stringify({ v: 1, time: '2026-01-01T10:00:00.000Z', kind: 'send', baseUrl: 'https://cfg.example', appId: 7, fileName: 'old.json', fileBytes: 1,
      sha256: null, counts: null, outcome: 'accepted', outcomeUnknown: false, httpStatus: 200, durationMs: 1, attempts: 1, response: null, responseTruncated: false });
    await appendFile(file, `${v1}\n`);
    await appendHistoryEntry(file, entry({ id: 'b2'.repeat(12), kind: 'started', outcome: 'started', outcomeUnknown: true, httpStatus: null, attempts: 0, response: null }));
    const page = await readHistory(file);
    expect(page.skipped).toBe(0);
    expect(page.entries).toMatchObject([
      { kind: 'send', outcome: 'interrupted', outcomeUnknown: true, appId: 4711, id: 'b2'.repeat(12), httpStatus: null },
      { v: 1, kind: 'send', outcome: 'accepted', appId: 7, fileName: 'old.json' },
    ]);
  });

  it('refuses a record that could not be read back, before writing anything', async () => {
    await expect(appendHistoryEntry(file, entry({ sha256: 'not-a-hash' }))).rejects.toThrow();
    await writeFile(file, '');
    expect(await readHistory(file)).toEqual({ entries: [], skipped: 0, more: false });
  });
});
