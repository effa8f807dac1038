// The real app in Electron, where its binary is installed (Playwright's _electron). The
// browser suites cover the flow; these check what only Electron has: the sandboxed preload's
// API, the hardened window, app:// with its CSP, the handlers behind real IPC, and the
// journeys the glue tests (electron/main/*.test.ts) run against the electron double: files at
// start-up and from a second start, a start-up failure, quitting during a send, a crash.
// Without the binary (as on the build machines) the suite is skipped with the reason printed.
import { _electron as electron, type ElectronApplication, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readHistory } from '../electron/history/read-history';
import { format } from '../shared/messages/format';
import { CHANNEL_NAMES, EVENT_NAMES } from '../shared/ipc/names';
import { startFakeConfigurator } from '../tools/fake-configurator/server';
import { findElectronBinary } from '../test-support/electron-binary';
import { checkScreen, expect, test } from '../test-support/fixtures';
import { repoRoot } from '../test-support/harness-process';
import { chooseTarget, sendAndConfirm, sidePanel } from '../test-support/journey-steps';
import { SAMPLES } from '../test-support/paths';
import { ui } from '../test-support/ui-text';

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
    expect(info).toMatchObject({ ok: true, value: { nativeMenu: true } });
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

test.describe('the Electron app: files from the OS, start-up, quitting, crashes', () => {
  test.skip(skipReason !== undefined, skipReason);

  const executable = 'path' in binary ? binary.path : '';
  const sample = path.join(SAMPLES, 'valid-small.json');
  let root = '';
  let dataDir = '';
  const running: ElectronApplication[] = [];

  test.beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ai-electron-journeys-'));
    dataDir = path.join(root, 'data');
  });
  test.afterEach(async () => {
    for (const app of running.splice(0)) await app.close().catch(() => undefined);
    await rm(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  });

  const env = (folder = dataDir) => ({ ...process.env, ARTICLE_IMPORTER_DATA_DIR: folder });
  async function launch(args: string[] = []): Promise<{ app: ElectronApplication; page: Page }> {
    const app = await electron.launch({ executablePath: executable, args: [repoRoot, '--no-sandbox', ...args], env: env() });
    running.push(app);
    return { app, page: await app.firstWindow() };
  }
  /** Electron's message boxes answered in main, as a user would click (they are native). */
  async function answerMessageBoxes(app: ElectronApplication, response: number): Promise<void> {
    await app.evaluate(({ dialog }, answer) => {
      const asked: string[] = [];
      (globalThis as unknown as { asked: string[] }).asked = asked;
      dialog.showMessageBox = (async (...args: unknown[]) => {
        const options = args.find((a): a is { message: string } => typeof a === 'object' && a !== null && 'message' in a);
        asked.push(options?.message ?? '');
        return { response: answer, checkboxChecked: false };
      }) as typeof dialog.showMessageBox;
    }, response);
  }
  const asked = (app: ElectronApplication) => app.evaluate(() => (globalThis as unknown as { asked?: string[] }).asked ?? []);
  const shows = (page: Page, name: string) => expect(page.getByRole('banner').getByText(name)).toBeVisible();
  const ended = (child: ReturnType<typeof spawn>) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  test('opens a file given at start-up, a file:// URL as file managers pass it too', async () => {
    const { page } = await launch([pathToFileURL(sample).href]);
    await shows(page, 'valid-small.json');
  });

  test('a second start hands its file, relative to its own folder, to the app already open and ends', async () => {
    const { page } = await launch();
    const second = spawn(executable, [repoRoot, '--no-sandbox', 'valid-small.json'], { cwd: SAMPLES, env: env(), stdio: 'ignore' });
    expect(await ended(second)).toBe(0);
    await shows(page, 'valid-small.json');
  });

  test('a data folder that cannot be created: says why, and a start after the fix is not blocked', async () => {
    const blocker = path.join(root, 'not-a-folder');
    await writeFile(blocker, 'a file where the data folder should be');
    const failing = spawn(executable, [repoRoot, '--no-sandbox'], { env: env(path.join(blocker, 'data')), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    failing.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    await expect.poll(() => stderr, { timeout: 15_000 }).toContain(format('en', 'shell.lifecycle.startFailed'));
    expect(stderr).toContain(path.join(blocker, 'data'));
    // Its error dialog may still be open: the folder is fixed and the app started again.
    await rm(blocker);
    const app = await electron.launch({ executablePath: executable, args: [repoRoot, '--no-sandbox'], env: env(path.join(blocker, 'data')) });
    running.push(app);
    await expect((await app.firstWindow()).getByRole('heading', { name: 'Check an export before you send it' })).toBeVisible();
    failing.kill();
  });

  test('quitting during a send asks; "cancel the send and quit" records the send before the app ends', async () => {
    const fake = await startFakeConfigurator({ behaviour: { name: 'slow', delayMs: 10_000 } });
    try {
      const { app, page } = await launch([sample]);
      await shows(page, 'valid-small.json');
      await chooseTarget(page, fake.url, '4711');
      // For the session only: a test never writes to the keychain of the machine it runs on.
      const token = sidePanel(page).getByRole('region', { name: ui('token.title') });
      await token.getByLabel(ui('token.field'), { exact: true }).fill(fake.token);
      await token.getByRole('button', { name: ui('token.useForSession') }).click();
      await sendAndConfirm(page);
      await expect.poll(() => fake.requests[0]?.complete ?? false).toBe(true);

      await answerMessageBoxes(app, 1); // "Cancel the send and quit"
      const closed = app.waitForEvent('close');
      await app.evaluate(({ app: electronApp }) => electronApp.quit());
      await closed;
      running.splice(running.indexOf(app), 1);
      // As the history is read: the send's started record folded into its outcome.
      const history = (await readHistory(path.join(dataDir, 'history.jsonl'))).entries;
      expect(history).toMatchObject([{ outcome: 'cancelled' }]);
    } finally {
      await fake.close();
    }
  });

  test('a crashed page offers a reload, and the open file is shown again after it', async () => {
    const { app, page } = await launch([sample]);
    await shows(page, 'valid-small.json');
    await answerMessageBoxes(app, 0); // "Reload"
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.webContents.forcefullyCrashRenderer());
    await expect.poll(() => asked(app)).toEqual([format('en', 'shell.lifecycle.rendererGone')]);
    await shows(page, 'valid-small.json');
  });

  test('denies permissions, and app:// answers with the CSP header, 404 for a missing file', async () => {
    const { app, page } = await launch();
    type InPage = { Notification: { requestPermission(): Promise<string> } };
    expect(await page.evaluate(() => (globalThis as unknown as InPage).Notification.requestPermission())).toBe('denied');
    const answers = await app.evaluate(async ({ net }) => {
      const index = await net.fetch('app://renderer/index.html');
      const missing = await net.fetch('app://renderer/no-such-file.js');
      return { csp: index.headers.get('content-security-policy'), missing: missing.status };
    });
    expect(answers.csp).toContain("script-src 'self'");
    expect(answers.missing).toBe(404);
  });
});
