import { appendFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendHistoryEntry } from '../../history/append-history';
import { historyFilePath } from '../../history/history-path';
import type { NewHistoryEntry } from '../../history/history-entry';
import type { HistoryEntry } from '../../history/history-entry';
import { formatHistoryTable, runHistoryCommand } from './history-command';
import { recordDerivation } from '../../history/derivations';
import { fakeCliIo } from '../../../test-support/fake-cli-io';

const fakeIo = fakeCliIo;

const base: NewHistoryEntry = {
  kind: 'send', baseUrl: 'https://cfg.example', appId: 4711, fileName: 'weekly.json', fileBytes: 52_000, sha256: 'b'.repeat(64),
  counts: { articles: 1200, prices: 3400, errors: 0, warnings: 2 }, outcome: 'accepted', outcomeUnknown: false, httpStatus: 200,
  durationMs: 2345, attempts: 1, response: '{"imported":1200}',
};

/** The ruleset a send was checked with, as its record names it. */
const ACME = { name: 'Acme configurator', sha256: '9a'.repeat(32) };

let dir = '';
let historyFile = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ai-history-cmd-'));
  historyFile = historyFilePath(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function record(): Promise<void> {
  await appendHistoryEntry(historyFile, { ...base, time: '2026-11-19T09:05:00.000Z', digest: true });
  await appendHistoryEntry(historyFile, { ...base, time: '2026-11-20T09:05:00.000Z', digest: true });
  await appendHistoryEntry(historyFile, {
    ...base, time: '2026-11-21T14:30:00.000Z', kind: 'refusal', outcome: 'payloadErrors', httpStatus: null, attempts: 0, durationMs: 0,
    response: null, fileName: 'broken\u001b[31m.json', counts: { articles: 3, prices: 0, errors: 5, warnings: 0 }, rules: { name: 'default', sha256: '1f'.repeat(32) },
  });
  await appendHistoryEntry(historyFile, {
    ...base, time: '2026-11-21T15:00:00.000Z', outcome: 'serverError', outcomeUnknown: true, httpStatus: 502, durationMs: 125_000, appId: 12,
    counts: { articles: 1200, prices: 3400, errors: 0, warnings: 2, notes: 7 }, rules: ACME,
  });
}

describe('history command', () => {
  it('prints a table, newest first, with the unconfirmed outcome explained', async () => {
    await record();
    const f = fakeIo();
    expect(await runHistoryCommand([], f.io, { historyFile, timeZone: 'UTC' })).toBe(0);
    expect(f.out()).toBe([
      // Notes are counted in newer records only: older ones show a dash, not a made-up 0. A
      // control character in a file name is shown, not run.
      // The newest accepted send with a digest is what the next file is compared with.
      // The rules: their name and the start of their SHA-256; a dash in records from before sends named them.
      'When              Outcome                   HTTP  Configurator  Base URL             File                   Articles  Prices  Errors  Warnings  Notes     Took  Digest    Rules',
      '2026-11-21 15:00  unknown (serverError)*     502            12  https://cfg.example  weekly.json               1,200   3,400       0         2      7  2.1 min  —         Acme configurator 9a9a9a9a',
      '2026-11-21 14:30  not sent (payloadErrors)     —          4711  https://cfg.example  broken\\u001b[31m.json         3       0       5         0      —     0 ms  —         default 1f1f1f1f',
      '2026-11-20 09:05  accepted                   200          4711  https://cfg.example  weekly.json               1,200   3,400       0         2      —  2.3 sec  current   —',
      '2026-11-19 09:05  accepted                   200          4711  https://cfg.example  weekly.json               1,200   3,400       0         2      —  2.3 sec  replaced  —',
      '',
    ].join('\n'));
    expect(f.err()).toMatch(/^\* The server did not confirm: the import may or may not have been applied/);
  });

  it('shows a send whose outcome was never recorded as interrupted, and a completed one once, in text and in JSON', async () => {
    const started = { ...base, kind: 'started' as const, outcome: 'started', outcomeUnknown: true, httpStatus: null, attempts: 0, durationMs: 0, response: null };
    await appendHistoryEntry(historyFile, { ...started, id: 'c3'.repeat(12), time: '2026-11-21T09:00:00.000Z' });
    await appendHistoryEntry(historyFile, { ...base, id: 'c3'.repeat(12), time: '2026-11-21T09:01:00.000Z' });
    await appendHistoryEntry(historyFile, { ...started, id: 'd4'.repeat(12), time: '2026-11-21T10:00:00.000Z' });
    const f = fakeIo();
    expect(await runHistoryCommand([], f.io, { historyFile, timeZone: 'UTC' })).toBe(0);
    const rows = f.out().split('\n');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(/^2026-11-21 10:00 {2}interrupted: the outcome is unknown; check the configurator +— +4711 /);
    expect(rows[2]).toMatch(/^2026-11-21 09:01 {2}accepted +200 +4711 /);
    // The row says it in words: no asterisk to explain.
    expect(f.err()).toBe('');
    const json = fakeIo();
    await runHistoryCommand(['--format', 'json'], json.io, { historyFile });
    expect(JSON.parse(json.out())).toMatchObject({ skipped: 0, entries: [{ kind: 'send', outcome: 'interrupted', outcomeUnknown: true, id: 'd4'.repeat(12) }, { kind: 'send', outcome: 'accepted' }] });
    const german = fakeIo({ LANG: 'de_DE.UTF-8' });
    await runHistoryCommand([], german.io, { historyFile, timeZone: 'UTC' });
    expect(german.out()).toContain('unterbrochen: Das Ergebnis ist unbekannt; prüfen Sie den Konfigurator');
  });

  it('shows times in the given time zone', async () => {
    await record();
    const f = fakeIo();
    await runHistoryCommand(['--limit', '1'], f.io, { historyFile, timeZone: 'Europe/Berlin' });
    expect(f.out().split('\n')[1]).toMatch(/^2026-11-21 16:00 /);
  });

  it('prints one JSON document with the entries, and says when more exist', async () => {
    await record();
    const f = fakeIo();
    expect(await runHistoryCommand(['--format=json', '--limit=2'], f.io, { historyFile })).toBe(0);
    const doc = JSON.parse(f.out()) as { file: string; entries: Array<{ outcome: string }>; more: boolean; skipped: number };
    expect(doc).toMatchObject({ file: historyFile, more: true, skipped: 0 });
    expect(doc.entries.map((e) => e.outcome)).toEqual(['serverError', 'payloadErrors']);
    // The rules in full, as recorded.
    expect(doc.entries.map((e) => (e as { rules?: unknown }).rules)).toEqual([ACME, { name: 'default', sha256: '1f'.repeat(32) }]);
    expect(f.err()).toMatch(/Showing the 2 most recent entries; use --limit/);
  });

  it('skips a torn record and says so, keeping the rest', async () => {
    await record();
    await appendFile(historyFile, '{"v":1,"time":"2026-11-21T16:00:00.000Z","kind":"se');
    const f = fakeIo();
    expect(await runHistoryCommand(['--format', 'json'], f.io, { historyFile })).toBe(0);
    expect((JSON.parse(f.out()) as { entries: unknown[]; skipped: number })).toMatchObject({ skipped: 1, entries: { length: 4 } });
    expect(f.err()).toMatch(/1 line of the history file could not be read[\s\S]*History file: /);
  });

  it('says when nothing was sent yet', async () => {
    const text = fakeIo();
    expect(await runHistoryCommand([], text.io, { historyFile })).toBe(0);
    expect(text.out()).toBe('');
    expect(text.err()).toMatch(/Nothing has been sent from this computer yet/);
    const json = fakeIo();
    await runHistoryCommand(['--format', 'json'], json.io, { historyFile });
    expect(JSON.parse(json.out())).toEqual({ file: historyFile, entries: [], more: false, skipped: 0 });
  });

  it('refuses unknown arguments and bad values with exit 64', async () => {
    for (const args of [['--format', 'xml'], ['--limit', '0'], ['--limit', 'ten'], ['--limit'], ['extra']]) {
      const f = fakeIo();
      expect(await runHistoryCommand(args, f.io, { historyFile })).toBe(64);
      expect(f.err()).toMatch(/Usage: article-importer history/);
    }
    const help = fakeIo();
    expect(await runHistoryCommand(['--help'], help.io, { historyFile })).toBe(0);
    expect(help.out()).toMatch(/^Usage: article-importer history/);
  });

  it('says plainly when the history cannot be read, with an exit code of its own (66)', async () => {
    await mkdir(historyFile, { recursive: true });
    const f = fakeIo();
    expect(await runHistoryCommand([], f.io, { historyFile })).toBe(66);
    expect(f.err()).toBe(`The history cannot be read: something other than a file is where the history file should be. History file: ${historyFile}\n`);
    expect(f.out()).toBe('');
  });

  it('speaks German in a German terminal: headings, verdicts, numbers and durations', () => {
    const entry = { ...base, v: 1, time: '2026-11-20T09:05:00.000Z', responseTruncated: false } as HistoryEntry;
    const [heading, row] = formatHistoryTable([entry], 'de', 'UTC').split('\n');
    expect(heading).toMatch(/^Zeit +Ergebnis +HTTP +Konfigurator +Adresse +Datei +Artikel +Preise +Fehler +Warnungen +Hinweise +Dauer +Vergleichsbasis +Regeln$/);
    expect(row).toContain('angenommen');
    expect(row).toContain('1.200');
    expect(row).toContain('2,3 Sek.');
  });

  it('lays out every entry it is given, one line each (text-table.test.ts proves 600,000 rows)', () => {
    const entry = { ...base, v: 1, time: '2026-11-20T09:05:00.000Z', responseTruncated: false } as HistoryEntry;
    const table = formatHistoryTable(new Array<HistoryEntry>(2_000).fill(entry), 'en', 'UTC');
    expect(table.split('\n')).toHaveLength(2_002);
  });
});

describe('history command and corrected copies', () => {
  it('names a sent file that is a corrected copy written here, with its original and the number of fixes', async () => {
    await appendHistoryEntry(historyFile, { ...base, time: '2026-11-22T09:05:00.000Z', fileName: 'weekly.fixed.json' });
    await appendHistoryEntry(historyFile, { ...base, time: '2026-11-22T10:05:00.000Z', fileName: 'other.json', sha256: 'c'.repeat(64) });
    await recordDerivation(dir, { original: { fileName: 'weekly.json', bytes: 52_100, sha256: 'a'.repeat(64) }, copy: { fileName: 'weekly.fixed.json', bytes: 52_000, sha256: 'b'.repeat(64) }, fixes: { 'amount.text': 256, 'date.german': 2 } });
    for (const [lang, line] of [['en', 'weekly.fixed.json: corrected copy of weekly.json (258 fixes)'], ['de', 'weekly.fixed.json: korrigierte Kopie von weekly.json (258 Korrekturen)']] as const) {
      const f = fakeIo();
      expect(await runHistoryCommand([], { ...f.io, locale: lang }, { historyFile, timeZone: 'UTC' })).toBe(0);
      expect(f.out().trimEnd().split('\n').slice(-2)).toEqual([lang === 'en' ? 'Corrected copies among these files:' : 'Korrigierte Kopien unter diesen Dateien:', `  ${line}`]);
    }
    const json = fakeIo();
    await runHistoryCommand(['--format', 'json'], json.io, { historyFile });
    const entries = (JSON.parse(json.out()) as { entries: Array<Record<string, unknown>> }).entries;
    expect(entries[0]!.correctedCopyOf).toBeUndefined();
    expect(entries[1]!.correctedCopyOf).toEqual({ fileName: 'weekly.json', bytes: 52_100, sha256: 'a'.repeat(64), fixes: { 'amount.text': 256, 'date.german': 2 }, fixCount: 258 });
  });
});
