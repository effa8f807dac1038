// The built main bundle (what ships) against the electron double: starting, failing to start,
// one instance per data folder, and files from the OS never lost. Each case is one a user's
// computer meets: a second double-click on a file, a file manager's file:// URL, a file opened
// from Finder before the app was ready.
import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LockRegistry } from '../../test-support/electron-double/app-double';
import { startDesktop, until, type DesktopRun, removeTestFolder } from '../../test-support/electron-double/desktop-run';
import { SAMPLES } from '../../test-support/paths';

let root = '';
const running: DesktopRun[] = [];

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ai-startup-'));
});
afterEach(async () => {
  for (const run of running.splice(0)) {
    if (run.double.app.exitCode === undefined) run.double.app.exit(0);
    // Let the app's workers go: closing the document ends them.
    await run.call('closeDocument').catch(() => undefined);
  }
  await removeTestFolder(root);
});

async function start(options: Partial<Parameters<typeof startDesktop>[0]> = {}): Promise<DesktopRun> {
  const run = await startDesktop({ root, ...options });
  running.push(run);
  return run;
}

const opened = (run: DesktopRun) => run.events('documentOpened').map((d: { path: string }) => d.path);

describe('starting the desktop app', () => {
  it('opens one window on app://, shown only once painted, with its data in the data folder and Chromium’s profile apart', async () => {
    const run = await start();
    await run.loaded();
    const window = run.window();
    expect(window.webContents.getURL()).toBe('app://renderer/index.html');
    expect(window.timeline).toEqual(['loadURL', 'ready-to-show', 'show']);
    expect(window.shownUnpainted).toBe(false);
    expect(run.double.seen.errorBoxes).toEqual([]);
    const userData = run.double.app.getPath('userData');
    expect(userData).toBe(path.join(run.dataDir, 'electron-profile'));
    expect((await stat(run.dataDir)).mode & 0o777).toBe(0o700);
    expect(run.double.seen.menu?.template.map((item) => item.label ?? item.role)).toEqual(['&File', '&Edit', '&View', '&Help']);
  });

  it('says why in a dialog and exits when the data folder cannot be created, so the next start is not blocked', async () => {
    const blocker = path.join(root, 'not-a-folder');
    await writeFile(blocker, 'a file where the data folder should be');
    const locks: LockRegistry = new Map();
    const failed = await start({ dataDir: path.join(blocker, 'data'), locks });
    expect(await failed.double.app.ended()).toBe(1);
    expect(failed.double.seen.errorBoxes).toHaveLength(1);
    const [box] = failed.double.seen.errorBoxes;
    expect(box).toMatchObject({ title: 'Article Importer could not start', ready: true });
    expect(box?.content).toContain(path.join(blocker, 'data'));
    expect(box?.content).toContain('ENOTDIR');
    expect(failed.double.windows()).toEqual([]);

    // The lock was never taken: the next start, with a usable folder, gets its window.
    const next = await start({ locks });
    await next.loaded();
    expect(next.double.windows()).toHaveLength(1);
  });
});

describe('one instance per data folder', () => {
  it('hands a second start’s files to the first, relative to the second start’s working folder, then quits', async () => {
    const locks: LockRegistry = new Map();
    const first = await start({ locks });
    await first.loaded();
    await first.call('rendererReady');

    const second = await start({ locks, args: ['--no-sandbox', 'valid-small.json'], workingDirectory: SAMPLES });
    expect(await second.double.app.ended()).toBe(0);
    expect(second.double.windows()).toEqual([]);

    await until(() => opened(first).length === 1, 'the file to open in the first instance');
    expect(opened(first)).toEqual([path.join(SAMPLES, 'valid-small.json')]);
    expect(first.window().timeline).toContain('focus');
  });

  it('takes file:// URLs as Linux file managers pass them', async () => {
    const locks: LockRegistry = new Map();
    const first = await start({ locks });
    await first.loaded();
    await first.call('rendererReady');
    const url = pathToFileURL(path.join(SAMPLES, 'prices-only.json')).href;
    await start({ locks, args: [url], workingDirectory: '/' });
    await until(() => opened(first).length === 1, 'the file to open');
    expect(opened(first)).toEqual([path.join(SAMPLES, 'prices-only.json')]);
  });

  it('lets an app with another data folder run beside it', async () => {
    const locks: LockRegistry = new Map();
    const first = await start({ locks });
    const other = await start({ locks, dataDir: path.join(root, 'other-data') });
    await other.loaded();
    expect(other.double.app.exitCode).toBeUndefined();
    expect(other.double.windows()).toHaveLength(1);
    expect(first.double.windows()).toHaveLength(1);
  });
});

describe('files from the operating system', () => {
  it('keeps a file given at launch until the page listens, then opens it', async () => {
    const run = await start({ args: [path.join(SAMPLES, 'valid-small.json')] });
    await run.loaded();
    // The page has loaded but not yet subscribed: nothing is told to it yet.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(run.events('validationStarted')).toEqual([]);
    expect(await run.call('rendererReady')).toEqual({ ok: true, value: { waiting: 1 } });
    await until(() => opened(run).length === 1, 'the file to open');
    expect(run.events('validationStarted')).toHaveLength(1);
  });

  it('keeps a file macOS opens with the app before it is ready (open-file)', async () => {
    const run = await start({ ready: false });
    expect(run.double.app.openFile(path.join(SAMPLES, 'prices-only.json'))).toBe(true);
    await run.double.app.start();
    await run.loaded();
    await run.call('rendererReady');
    await until(() => opened(run).length === 1, 'the file to open');
    expect(opened(run)).toEqual([path.join(SAMPLES, 'prices-only.json')]);
  });

  it('shows a file name with & literally in Open Recent', async () => {
    const file = path.join(root, 'Preise & Artikel.json');
    await writeFile(file, '{"articles":[{"articleNumber":"A-1","name":"Stuhl"}]}');
    const run = await start({ args: [file] });
    await run.loaded();
    await run.call('rendererReady');
    await until(() => opened(run).length === 1, 'the file to open');
    await until(() => JSON.stringify(run.double.seen.menu?.template).includes('Preise && Artikel.json'), 'the recent menu');
  });
});

describe('the language of the menus and dialogs', () => {
  const labels = (run: DesktopRun) => run.double.seen.menu?.template.map((item) => item.label ?? item.role);

  it('follows the system (app.getLocale()), and the choice made in the window, at once', async () => {
    const run = await start({ locale: 'de-AT' });
    await run.loaded();
    expect(labels(run)).toEqual(['&Datei', '&Bearbeiten', '&Ansicht', '&Hilfe']);
    expect(await run.call('getLanguage')).toEqual({ ok: true, value: { chosen: null, system: 'de', region: 'de-AT' } });

    expect(await run.call('setLanguage', { language: 'en' })).toEqual({ ok: true, value: { chosen: 'en', system: 'de', region: 'de-AT' } });
    await until(() => labels(run)?.[0] === '&File');
    expect(labels(run)).toEqual(['&File', '&Edit', '&View', '&Help']);
    // The window hears of it too (a change from the menu reaches it the same way).
    expect(run.events('languageChanged')).toEqual([{ chosen: 'en', system: 'de', region: 'de-AT' }]);
  });

  it('tells the window the system’s region format (app.getSystemLocale()), apart from its language, for dates and times', async () => {
    const run = await start({ locale: 'en-US', systemLocale: 'en-GB' });
    await run.loaded();
    expect(await run.call('getLanguage')).toEqual({ ok: true, value: { chosen: null, system: 'en', region: 'en-GB' } });
  });

  it('is remembered for the next start, and offered in View › Language, each language named in itself', async () => {
    const first = await start();
    await first.loaded();
    await first.call('setLanguage', { language: 'de' });
    first.double.app.exit(0);

    const next = await start();
    await next.loaded();
    expect(labels(next)?.[0]).toBe('&Datei');
    const view = next.double.seen.menu?.template.find((item) => item.label === '&Ansicht');
    const language = (view?.submenu as { label?: string; submenu?: { label?: string; checked?: boolean }[] }[]).find((item) => item.label === '&Sprache');
    expect(language?.submenu?.filter((item) => item.label !== undefined).map(({ label, checked }) => ({ label, checked }))).toEqual([
      { label: '&Systemsprache (English)', checked: false },
      { label: 'English', checked: false },
      { label: 'Deutsch', checked: true },
    ]);
  });
});
