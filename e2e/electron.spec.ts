// The real app in Electron, where its binary is installed (Playwright's _electron). The
// browser suites cover the flow; these check what only Electron has: the sandboxed preload's
// API, the hardened window, app:// with its CSP, and the handlers behind real IPC.
// Without the binary (as on the build machines) the suite is skipped with the reason printed.
import { _electron as electron, type ElectronApplication, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHANNEL_NAMES, EVENT_NAMES } from '../shared/ipc/names';
import { findElectronBinary } from './support/electron-binary';
import { checkScreen, expect, test } from './support/fixtures';
import { repoRoot } from './support/harness-process';

const binary = findElectronBinary();
const skipReason = 'missing' in binary ? `Electron suite skipped: ${binary.missing}. Set ELECTRON_PATH or install electron's binary to run it.` : undefined;
if (skipReason) console.warn(skipReason);

test.describe('the Electron app', () => {
  test.skip(skipReason !== undefined, skipReason);

  let app: ElectronApplication;
  let page: Page;
  let dataDir = '';

  test.beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-electron-'));
    app = await electron.launch({
      executablePath: 'path' in binary ? binary.path : undefined,
      args: [repoRoot, '--no-sandbox'],
      env: { ...process.env, ARTICLE_IMPORTER_DATA_DIR: dataDir },
    });
    page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
  });

  test.afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('loads the app from app:// with the strict CSP', async () => {
    expect(page.url()).toBe('app://renderer/index.html');
    await expect(page.getByRole('heading', { name: 'Check an export before you send it' })).toBeVisible();
    const evalBlocked = await page.evaluate(() => {
      try {
        return (0, eval)('1') !== 1;
      } catch {
        return true;
      }
    });
    expect(evalBlocked).toBe(true);
    await checkScreen(page, '90-electron-start');
  });

  test('the page gets one function per channel and event, and no Node or IPC', async () => {
    const shape = await page.evaluate(() => {
      const g = globalThis as unknown as Record<string, unknown>;
      const api = (g.importer ?? {}) as Record<string, unknown>;
      return { keys: Object.keys(api).sort(), require: typeof g.require, process: typeof g.process, ipc: 'ipcRenderer' in api || 'invoke' in api };
    });
    const expected = [...CHANNEL_NAMES, ...EVENT_NAMES.map((e) => `on${e.charAt(0).toUpperCase()}${e.slice(1)}`)].sort();
    expect(shape).toEqual({ keys: expected, require: 'undefined', process: 'undefined', ipc: false });
  });

  test('answers through the real IPC, and denies window.open and navigation away', async () => {
    // In the page: typed loosely, the e2e folder is checked with Node's library, not the DOM's.
    type InPage = { importer: { getAppInfo(): Promise<unknown> }; open(url: string): unknown; location: { href: string } };
    const info = await page.evaluate(() => (globalThis as unknown as InPage).importer.getAppInfo());
    expect(info).toMatchObject({ ok: true, value: { shell: 'electron' } });
    expect(await page.evaluate(() => (globalThis as unknown as InPage).open('https://example.com') === null)).toBe(true);
    await page.evaluate(() => { (globalThis as unknown as InPage).location.href = 'https://example.com/'; });
    await page.waitForTimeout(500);
    expect(page.url()).toBe('app://renderer/index.html');
    const webPreferences = await app.evaluate(({ BrowserWindow }) => {
      const [w] = BrowserWindow.getAllWindows();
      const prefs = (w?.webContents as unknown as { getLastWebPreferences(): Record<string, unknown> }).getLastWebPreferences();
      return { sandbox: prefs.sandbox, contextIsolation: prefs.contextIsolation, nodeIntegration: prefs.nodeIntegration, webviewTag: prefs.webviewTag };
    });
    expect(webPreferences).toEqual({ sandbox: true, contextIsolation: true, nodeIntegration: false, webviewTag: false });
  });
});
