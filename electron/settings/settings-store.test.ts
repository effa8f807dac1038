import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsInputError } from './settings-changes';
import { MAX_RECENT_TARGETS, defaultSettings, guardSettingsOf } from './settings-schema';
import { SettingsReadOnly, SettingsUnreadable, createSettingsStore } from './settings-store';
import { resolveBaseUrl } from './resolve-base-url';

let dataDir = '';
let clock = 0;
const now = () => new Date(Date.UTC(2026, 10, 21, 10, 0, 0) + clock++ * 1000);

beforeEach(async () => {
  dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'ai-settings-')), 'data');
  clock = 0;
});
afterEach(async () => {
  await rm(path.dirname(dataDir), { recursive: true, force: true });
});

const store = () => createSettingsStore({ dataDir, now });
const file = () => path.join(dataDir, 'settings.json');

describe('settings store', () => {
  it('starts with defaults and creates nothing until something is saved', async () => {
    expect(await store().read()).toEqual(defaultSettings());
    await expect(stat(dataDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('saves base URLs with labels, a default, recent targets and window bounds, for the next run', async () => {
    const s = store();
    await s.saveBaseUrl('https://cfg.example', 'Production');
    await s.saveBaseUrl('HTTPS://Staging.Cfg.Example/', ' Staging ');
    await s.saveBaseUrl('https://cfg.example', 'Live'); // renames, does not duplicate
    await s.setDefaultBaseUrl('https://staging.cfg.example');
    await s.recordRecentTarget({ baseUrl: 'https://cfg.example', appId: 4711 });
    await s.setWindowBounds({ x: 10, y: 20, width: 1200, height: 800, maximized: false });
    await s.setLanguage('de');

    expect(await store().read()).toEqual({
      version: 1,
      baseUrls: [{ url: 'https://cfg.example', label: 'Live' }, { url: 'https://staging.cfg.example', label: 'Staging' }],
      defaultBaseUrl: 'https://staging.cfg.example',
      recentTargets: [{ baseUrl: 'https://cfg.example', appId: 4711, usedAt: '2026-11-21T10:00:00.000Z' }],
      targetLabels: [],
      lastTarget: null,
      windowBounds: { x: 10, y: 20, width: 1200, height: 800, maximized: false },
      answerDeadlineMinutes: null,
      language: 'de',
      leftOutArticlesPercent: null,
      priceJumpFactor: null,
      deactivatedArticlesPercent: null,
      checkThreads: null,
    });
    if (process.platform !== 'win32') expect((await stat(file())).mode & 0o777).toBe(0o600);
  });

  it('reads the answer deadline a user set by hand, and drops one out of range', async () => {
    await mkdir(path.dirname(file()), { recursive: true });
    await writeFile(file(), JSON.stringify({ version: 1, answerDeadlineMinutes: 45 }));
    expect((await store().read()).answerDeadlineMinutes).toBe(45);
    await writeFile(file(), JSON.stringify({ version: 1, answerDeadlineMinutes: 0 }));
    expect((await store().read()).answerDeadlineMinutes).toBeNull();
  });

  it('keeps the default among the saved base URLs', async () => {
    const s = store();
    await s.setDefaultBaseUrl('https://cfg.example/shop/');
    expect(await s.read()).toMatchObject({ baseUrls: [{ url: 'https://cfg.example/shop' }], defaultBaseUrl: 'https://cfg.example/shop' });
    await s.removeBaseUrl('https://cfg.example/shop');
    expect(await s.read()).toMatchObject({ baseUrls: [], defaultBaseUrl: null });
  });

  it('refuses a base URL the sender would refuse, with its reason', async () => {
    await expect(store().saveBaseUrl('http://cfg.example')).rejects.toThrow(SettingsInputError);
    await expect(store().setDefaultBaseUrl('cfg.example')).rejects.toThrow(/https:\/\//);
    await expect(stat(file())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('lists recent targets most recent first, once each, at most eight', async () => {
    const s = store();
    for (let appId = 1; appId <= 12; appId++) await s.recordRecentTarget({ baseUrl: 'https://cfg.example', appId });
    await s.recordRecentTarget({ baseUrl: 'https://cfg.example', appId: 7 });
    const { recentTargets } = await s.read();
    expect(recentTargets.map((t) => t.appId)).toEqual([7, 12, 11, 10, 9, 8, 6, 5]);
    expect(recentTargets).toHaveLength(MAX_RECENT_TARGETS);
  });

  it('keeps the last target with its name for the next start, normalised, and forgets it on request', async () => {
    await store().setLastTarget({ baseUrl: 'HTTPS://Staging.Example.com/', appId: 4711, label: ' Staging 4711 ' });
    expect((await store().read()).lastTarget).toEqual({ baseUrl: 'https://staging.example.com', appId: 4711, label: 'Staging 4711' });
    await store().setLastTarget({ baseUrl: 'https://staging.example.com', appId: 4711, label: '  ' });
    expect((await store().read()).lastTarget).toEqual({ baseUrl: 'https://staging.example.com', appId: 4711 });
    await expect(store().setLastTarget({ baseUrl: 'http://cfg.example', appId: 1 })).rejects.toThrow(SettingsInputError);
    await store().setLastTarget(null);
    expect((await store().read()).lastTarget).toBeNull();
  });

  it('keeps only the names of listed targets, and writes them apart from the recent targets an older version reads', async () => {
    const s = store();
    for (let appId = 1; appId <= MAX_RECENT_TARGETS + 1; appId++) await s.recordRecentTarget({ baseUrl: 'https://cfg.example', appId, label: `Shop ${appId}` });
    const { recentTargets, targetLabels } = await s.read();
    expect(targetLabels.map((t) => t.appId)).toEqual(recentTargets.map((t) => t.appId));
    expect(targetLabels.some((t) => t.appId === 1)).toBe(false);
    const onDisk = JSON.parse(await readFile(file(), 'utf8')) as { recentTargets: object[] };
    expect(onDisk.recentTargets.every((entry) => !('label' in entry))).toBe(true);
  });

  it('loses no change when several are made at once, and leaves no temporary files', async () => {
    const s = store();
    await Promise.all(Array.from({ length: 20 }, (_, i) => s.saveBaseUrl(`https://cfg${i}.example`)));
    expect((await s.read()).baseUrls).toHaveLength(20);
    expect(await readdir(dataDir)).toEqual(['settings.json']);
  });

  it('gives the defaults for a file that is not JSON, and keeps that file aside', async () => {
    await store().saveBaseUrl('https://cfg.example');
    await writeFile(file(), '{"baseUrls": [ tru');
    expect(await store().read()).toEqual(defaultSettings());
    const files = (await readdir(dataDir)).sort();
    expect(files).toEqual(['settings.json', 'settings.json.bad-2026-11-21T10-00-00-000Z']);
    expect(await readFile(path.join(dataDir, files[1]!), 'utf8')).toBe('{"baseUrls": [ tru');
    // The bad file was replaced with valid settings, so it is not kept aside again and again.
    expect(JSON.parse(await readFile(file(), 'utf8'))).toEqual(defaultSettings());
    await store().read();
    expect(await readdir(dataDir)).toHaveLength(2);
  });

  it('reads the guards a user set by hand (in percent and as a factor), and drops values out of range', async () => {
    await mkdir(path.dirname(file()), { recursive: true });
    await writeFile(file(), JSON.stringify({ version: 1, leftOutArticlesPercent: 35, priceJumpFactor: 3, deactivatedArticlesPercent: 10 }));
    const read = await store().read();
    expect(guardSettingsOf(read)).toEqual({ maxLeftOutShare: 0.35, priceJumpFactor: 3, maxDeactivatedShare: 0.1 });
    await writeFile(file(), JSON.stringify({ version: 1, leftOutArticlesPercent: 120, priceJumpFactor: 1, deactivatedArticlesPercent: -5 }));
    expect(guardSettingsOf(await store().read())).toEqual({ maxLeftOutShare: 0.2, priceJumpFactor: 2, maxDeactivatedShare: 0.2 });
  });

  it('reads the threads that check records, set by hand, and drops a number out of range', async () => {
    await mkdir(path.dirname(file()), { recursive: true });
    await writeFile(file(), JSON.stringify({ version: 1, checkThreads: 3 }));
    expect((await store().read()).checkThreads).toBe(3);
    await writeFile(file(), JSON.stringify({ version: 1, checkThreads: 0 }));
    expect((await store().read()).checkThreads).toBeNull();
  });

  it('keeps what is valid in a damaged file, drops what is not, and keeps the original aside', async () => {
    await store().saveBaseUrl('https://ok.example');
    await writeFile(file(), JSON.stringify({
      version: 1,
      baseUrls: [{ url: 'https://ok.example', label: 'OK' }, { url: 'http://plain.example' }, 'nonsense'],
      defaultBaseUrl: 'https://ok.example',
      recentTargets: [{ baseUrl: 'https://ok.example', appId: -1, usedAt: 'now' }],
      targetLabels: [{ baseUrl: 'https://ok.example', appId: 1, label: '' }],
      lastTarget: { baseUrl: 'https://ok.example', appId: 0 },
      windowBounds: { width: 'wide', height: 800 },
    }));
    expect(await store().read()).toEqual({
      version: 1, baseUrls: [{ url: 'https://ok.example', label: 'OK' }], defaultBaseUrl: 'https://ok.example', recentTargets: [], targetLabels: [], lastTarget: null, windowBounds: null, answerDeadlineMinutes: null, language: null, leftOutArticlesPercent: null, priceJumpFactor: null, deactivatedArticlesPercent: null, checkThreads: null,
    });
    expect((await readdir(dataDir)).filter((f) => f.includes('.bad-'))).toHaveLength(1);
  });

  it('carries keys written by a newer version through its own writes', async () => {
    await store().saveBaseUrl('https://cfg.example');
    const onDisk = JSON.parse(await readFile(file(), 'utf8'));
    await writeFile(file(), JSON.stringify({ ...onDisk, theme: 'dark' }));
    await store().setWindowBounds({ width: 900, height: 700, maximized: true });
    expect(JSON.parse(await readFile(file(), 'utf8'))).toMatchObject({ theme: 'dark', windowBounds: { width: 900, height: 700, maximized: true } });
    expect((await readdir(dataDir)).some((f) => f.includes('.bad-'))).toBe(false);
  });
});

/** The file's bytes and modification time, to show that nothing touched it. */
async function untouched(): Promise<{ bytes: string; mtimeMs: number; files: string[] }> {
  return { bytes: await readFile(file(), 'latin1'), mtimeMs: (await stat(file())).mtimeMs, files: (await readdir(dataDir)).sort() };
}

describe('settings store: what it never writes', () => {
  const OLD = '{"baseUrls":[{"url":"https://cfg.example"}],"defaultBaseUrl":"https://cfg.example"}';
  const NEWER = JSON.stringify({ version: 2, baseUrls: [{ url: 'https://cfg.example', label: 'Live', colour: 'green' }], defaultBaseUrl: 'https://cfg.example', theme: 'dark', leftOutArticlesPercent: 35 }, null, 4);
  const seed = async (content: string) => {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file(), content);
    return untouched();
  };

  it('read-only (the command-line tool): an older or damaged file is read as well as it can be, and left as it is', async () => {
    const before = await seed(OLD);
    const readOnly = createSettingsStore({ dataDir, now, readOnly: true });
    expect(await readOnly.read()).toMatchObject({ defaultBaseUrl: 'https://cfg.example', baseUrls: [{ url: 'https://cfg.example' }] });
    await writeFile(file(), '{"baseUrls": [ tru');
    const damaged = await untouched();
    expect(await readOnly.read()).toEqual(defaultSettings());
    expect(await untouched()).toEqual(damaged);
    expect(before.files).toEqual(['settings.json']);
    await expect(readOnly.setLanguage('de')).rejects.toThrow(/only reads/);
  });

  it('a newer version’s file: used as far as it is understood, never written, its writes refused', async () => {
    const before = await seed(NEWER);
    const app = store();
    // An entry shaped as the newer version shapes it (a key this one does not know) is left out
    // of what is used, and stays in the file like everything else.
    expect(await app.read()).toMatchObject({ baseUrls: [], defaultBaseUrl: 'https://cfg.example', leftOutArticlesPercent: 35 });
    expect(await app.newerVersion()).toBe(2);
    const refused = await app.saveBaseUrl('https://other.example').then(() => undefined, (error: unknown) => error);
    expect(refused).toBeInstanceOf(SettingsReadOnly);
    expect((refused as SettingsReadOnly).text).toEqual({ key: 'shell.settings.readOnly', values: { found: 2, known: 1 } });
    await expect(app.setWindowBounds({ width: 900, height: 700, maximized: false })).rejects.toBeInstanceOf(SettingsReadOnly);
    expect(await untouched()).toEqual(before);
  });

  it('an older version’s file is still brought up to date by the app (kept aside first)', async () => {
    await seed(OLD);
    const app = store();
    expect(await app.newerVersion()).toBeUndefined();
    expect(JSON.parse(await readFile(file(), 'utf8'))).toMatchObject({ version: 1, defaultBaseUrl: 'https://cfg.example' });
    expect((await readdir(dataDir)).filter((f) => f.includes('.bad-'))).toHaveLength(1);
  });
});

describe.skipIf(process.platform === 'win32')('settings store: what is not a settings file', () => {
  const unreadable = async (store: ReturnType<typeof createSettingsStore>) => {
    const error = await store.read().then(() => undefined, (thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(SettingsUnreadable);
    return (error as SettingsUnreadable).problem;
  };

  it('a folder, a named pipe, a link to /dev/zero, a file over 1 MiB: SettingsUnreadable, saying which, at once', async () => {
    await mkdir(file(), { recursive: true });
    expect(await unreadable(store())).toEqual({ key: 'dataFileProblem.folder' });
    await rm(file(), { recursive: true });
    execFileSync('mkfifo', [file()]);
    expect(await unreadable(store())).toEqual({ key: 'dataFileProblem.notAFile' });
    await rm(file());
    await symlink('/dev/zero', file());
    expect(await unreadable(store())).toEqual({ key: 'dataFileProblem.notAFile' });
    await rm(file());
    await writeFile(file(), '');
    await truncate(file(), 1024 ** 2 + 1);
    expect(await unreadable(store())).toEqual({ key: 'dataFileProblem.tooLarge', values: { limit: { bytes: 1024 ** 2, exact: true } } });
    // Nothing was kept aside or written in its place.
    expect(await readdir(dataDir)).toEqual(['settings.json']);
    await expect(store().saveBaseUrl('https://cfg.example')).rejects.toBeInstanceOf(SettingsUnreadable);
  });
});

describe('resolveBaseUrl', () => {
  const settings = (defaultBaseUrl: string | null) => async () => ({ defaultBaseUrl });

  it('takes --base-url, else ARTICLE_IMPORTER_BASE_URL, else the saved default', async () => {
    const env = { ARTICLE_IMPORTER_BASE_URL: 'https://env.example' };
    expect(await resolveBaseUrl({ option: 'https://opt.example/x/', env, readSettings: settings('https://saved.example') }))
      .toEqual({ ok: true, baseUrl: 'https://opt.example/x', origin: 'https://opt.example', host: 'opt.example', source: 'option' });
    expect(await resolveBaseUrl({ option: undefined, env, readSettings: settings('https://saved.example') })).toMatchObject({ origin: 'https://env.example', source: 'environment' });
    expect(await resolveBaseUrl({ option: undefined, env: { ARTICLE_IMPORTER_BASE_URL: ' ' }, readSettings: settings('https://saved.example') }))
      .toMatchObject({ origin: 'https://saved.example', source: 'settings' });
    expect(await resolveBaseUrl({ option: undefined, env: {}, readSettings: settings(null) })).toEqual({ ok: false, problem: 'missing' });
  });

  it('says which source gave an unusable URL', async () => {
    expect(await resolveBaseUrl({ option: undefined, env: { ARTICLE_IMPORTER_BASE_URL: 'http://cfg.example' }, readSettings: settings(null) }))
      .toMatchObject({ ok: false, problem: 'invalid', source: 'environment', message: { key: 'baseUrl.problem.httpNotLoopback', values: expect.objectContaining({ host: 'cfg.example' }) } });
  });
});
