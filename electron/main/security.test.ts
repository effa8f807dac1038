// What no page of the app may do, checked on the main bundle against the electron double:
// every window's web preferences, navigation, window.open, permissions, the CSP header on the
// app's pages, the IPC sender check, and app:// answering bad addresses without throwing.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDesktop, type DesktopRun, removeTestFolder } from '../../test-support/electron-double/desktop-run';
import { CHANNEL_NAMES, invokeChannel } from '../../shared/ipc/names';
import { CONTENT_SECURITY_POLICY } from '../app/content-security-policy';

let root = '';
let run: DesktopRun;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ai-security-'));
  run = await startDesktop({ root });
  await run.loaded();
});
afterAll(async () => {
  run.double.app.exit(0);
  await removeTestFolder(root);
});

describe('the hardened window', () => {
  it('is sandboxed and isolated, with no Node, no webview and web security on', () => {
    for (const window of run.double.windows()) {
      expect(window.options.webPreferences).toMatchObject({
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webviewTag: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
      });
      expect(window.options.webPreferences?.preload).toMatch(/dist[\\/]electron[\\/]preload\.cjs$/);
    }
  });

  it('loads the page over app:// with the strict Content Security Policy as a header', () => {
    const page = run.window().webContents.loadedPage;
    expect(page?.url).toBe('app://renderer/index.html');
    expect(page?.contentSecurityPolicy).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(page?.html).toContain('<div id="root">');
    expect(run.double.seen.privilegedSchemes).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
  });

  it('denies window.open and navigation away from the app', () => {
    const contents = run.window().webContents;
    expect(contents.openHandler?.({ url: 'https://example.com/' } as Parameters<NonNullable<typeof contents.openHandler>>[0])).toEqual({ action: 'deny' });
    expect(contents.navigate('https://example.com/')).toBe(false);
    expect(contents.navigate('file:///etc/passwd')).toBe(false);
    expect(contents.navigate('app://renderer/index.html')).toBe(true);
  });

  it('denies every permission request and check but writing to the clipboard from the app page’s main frame', () => {
    const { request, check } = run.double.seen.permissions;
    const page = { requestingUrl: 'app://renderer/index.html', isMainFrame: true };
    const answers: boolean[] = [];
    request?.(run.window().webContents as never, 'media', (granted) => answers.push(granted), page as never);
    request?.(run.window().webContents as never, 'notifications', (granted) => answers.push(granted), page as never);
    request?.(run.window().webContents as never, 'clipboard-read', (granted) => answers.push(granted), page as never);
    request?.(run.window().webContents as never, 'clipboard-sanitized-write', (granted) => answers.push(granted), page as never);
    request?.(run.window().webContents as never, 'clipboard-sanitized-write', (granted) => answers.push(granted), { ...page, isMainFrame: false } as never);
    request?.(run.window().webContents as never, 'clipboard-sanitized-write', (granted) => answers.push(granted), { ...page, requestingUrl: 'https://example.com/' } as never);
    expect(answers).toEqual([false, false, false, true, false, false]);
    expect(check?.(null, 'clipboard-read', 'app://renderer', { isMainFrame: true })).toBe(false);
    expect(check?.(null, 'clipboard-sanitized-write', 'app://renderer', { isMainFrame: true })).toBe(true);
    expect(check?.(null, 'clipboard-sanitized-write', 'app://renderer', { isMainFrame: false })).toBe(false);
    expect(check?.(null, 'clipboard-sanitized-write', 'https://example.com', { isMainFrame: true })).toBe(false);
  });

  it('answers IPC only from the app page’s main frame, on every channel', async () => {
    expect(run.double.channels().sort()).toEqual(CHANNEL_NAMES.map(invokeChannel).sort());
    expect(await run.call('getAppInfo')).toMatchObject({ ok: true, value: { nativeMenu: true } });
    const fromSubframe = await run.double.invoke(invokeChannel('getAppInfo'), {}, { subframe: true });
    expect(fromSubframe).toMatchObject({ ok: false, error: { code: 'ipc.forbidden' } });
    const frame = run.window().webContents.mainFrame;
    frame.url = 'https://example.com/';
    try {
      expect(await run.call('getAppInfo')).toMatchObject({ ok: false, error: { code: 'ipc.forbidden' } });
    } finally {
      frame.url = 'app://renderer/index.html';
    }
    expect(await run.call('openRecentFile', { path: 42 })).toMatchObject({ ok: false, error: { code: 'ipc.badRequest' } });
  });
});

describe('app://', () => {
  const fetchApp = (url: string) => run.double.fetch(url);

  it('answers 404 for a missing file and 400 for a malformed address, never throwing', async () => {
    expect((await fetchApp('app://renderer/missing.js')).status).toBe(404);
    expect((await fetchApp('app://renderer/%E0%A4%A')).status).toBe(400);
  });

  it('refuses path traversal', async () => {
    expect((await fetchApp('app://renderer/..%2f..%2fpackage.json')).status).toBe(404);
    expect((await fetchApp('app://renderer/%2e%2e/electron/main.cjs')).status).toBe(404);
  });
});
