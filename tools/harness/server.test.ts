// The harness's door: only the page opened from the printed address, on this computer, gets
// through to the handlers, and what gets through is checked against the contract.
import http from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../electron/app/create-app';
import { builtWorker } from '../../test-support/built-worker';
import { startHarness, type Harness } from './server';
import { SAMPLES } from '../../test-support/paths';
import { OpenEndings } from '../../test-support/open-endings';

let tmp = '';
let app: App;
let harness: Harness;
let cookie = '';
/** How each validation ended, as main told it (an open answers only that it started). */
const endings = new OpenEndings();

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: string }

function request(pathname: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  const url = new URL(pathname, harness.origin);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const bridgeHeaders = () => ({ cookie, origin: harness.origin, 'x-article-importer-bridge': '1', 'content-type': 'application/json' });
const invoke = async (channel: string, body: unknown, headers: Record<string, string> = bridgeHeaders()) =>
  request(`/__harness/invoke/${channel}`, { method: 'POST', headers, body: JSON.stringify(body) });

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ai-harness-'));
  const renderer = path.join(tmp, 'renderer');
  await mkdir(renderer);
  await writeFile(path.join(renderer, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  await writeFile(path.join(tmp, 'secret.txt'), 'outside the renderer');
  app = createApp({
    dataDir: path.join(tmp, 'data'),
    startWorker: builtWorker(),
    chooseSaveFile: async () => undefined,
    chooseFile: async () => undefined,
    chooseRulesetFile: async () => undefined,
    emit: (name, payload) => {
      endings.record(name, payload);
      harness?.emit(name, payload);
    },
    openExternal: async () => undefined,
    openPath: async () => '',
    showItemInFolder: () => undefined,
    nativeMenu: false,
    version: '0.0.0-test',
    platform: 'linux',
    loadKeytar: () => { throw new Error('no keychain here'); },
  });
  harness = await startHarness({ handlers: app.handlers, rendererDir: renderer, uploadDir: path.join(tmp, 'uploads'), log: () => undefined });
});

afterAll(async () => {
  await app.dispose();
  await harness.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('the harness', () => {
  it('prints a loopback address with a secret', () => {
    expect(harness.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?s=[\w-]{20,}$/);
  });

  it('refuses everything without the secret', async () => {
    expect((await request('/')).status).toBe(403);
    expect((await request('/?s=wrong')).status).toBe(403);
    expect((await invoke('getAppInfo', {}, { origin: harness.origin, 'x-article-importer-bridge': '1' })).status).toBe(403);
  });

  it('trades the secret for an HttpOnly, SameSite=Strict cookie and drops it from the address', async () => {
    const answer = await request(`/${new URL(harness.url).search}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/');
    const setCookie = answer.headers['set-cookie']?.[0] ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    cookie = setCookie.split(';')[0] ?? '';
  });

  it('serves the page with the bridge first and the strict CSP', async () => {
    const page = await request('/', { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<head>\s*<script src="\/__harness\/bridge.js"><\/script>/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
    const bridge = await request('/__harness/bridge.js', { headers: { cookie } });
    expect(bridge.body).toContain('importer');
  });

  it('serves nothing outside the renderer folder', async () => {
    expect((await request('/..%2Fsecret.txt', { headers: { cookie } })).status).toBe(404);
    expect((await request('/%2e%2e/secret.txt', { headers: { cookie } })).status).toBe(404);
  });

  it('answers 400 to a malformed address, never a 500', async () => {
    expect((await request('/%E0%A4%A', { headers: { cookie } })).status).toBe(400);
    expect((await invoke('%E0%A4%A', {})).status).toBe(400);
  });

  it("refuses an upload above the app's size cap before storing any of it", async () => {
    const answer = await request('/__harness/upload?name=huge.json', {
      method: 'POST',
      headers: { ...bridgeHeaders(), 'content-type': 'application/octet-stream', 'content-length': String(2 * 1024 ** 3) },
      body: '{"articles":[',
    });
    expect(answer.status).toBe(413);
  });

  it('refuses another Host (DNS rebinding), another Origin, and calls without the bridge header', async () => {
    expect((await request('/', { headers: { cookie, host: 'evil.example' } })).status).toBe(421);
    expect((await invoke('getAppInfo', {}, { ...bridgeHeaders(), origin: 'http://evil.example' })).status).toBe(403);
    const { 'x-article-importer-bridge': _omitted, ...noBridge } = bridgeHeaders();
    expect((await invoke('getAppInfo', {}, noBridge)).status).toBe(403);
  });

  it('answers calls through the same gate as ipcMain: contract-checked, enveloped', async () => {
    expect(JSON.parse((await invoke('getAppInfo', {})).body)).toEqual({ ok: true, value: { version: '0.0.0-test', platform: 'linux', nativeMenu: false } });
    expect(JSON.parse((await invoke('getRows', { documentId: 'x', kind: 'article', offset: -1, limit: 10 })).body)).toMatchObject({ ok: false, error: { code: 'ipc.badRequest' } });
    expect(JSON.parse((await invoke('noSuchChannel', {})).body)).toMatchObject({ ok: false, error: { code: 'ipc.badRequest' } });
    expect(JSON.parse((await invoke('getRows', { documentId: 'x', kind: 'article', offset: 0, limit: 10 })).body)).toMatchObject({ ok: false, error: { code: 'document.none' } });
  });

  it('opens an uploaded file with the dropped-file handler, under its own name', async () => {
    const bytes = await readFile(path.join(SAMPLES, 'valid-small.json'));
    const answer = await request('/__harness/upload?name=..%2F..%2Fvalid-small.json', {
      method: 'POST',
      headers: { ...bridgeHeaders(), 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    const result = JSON.parse(answer.body);
    expect(result).toMatchObject({ ok: true, value: { status: 'started', name: 'valid-small.json' } });
    const document = await endings.opened(result);
    expect(document).toMatchObject({ name: 'valid-small.json', report: { articles: 3, prices: 5 } });
    expect(document.path.startsWith(path.join(tmp, 'uploads'))).toBe(true);
  });

  it('streams events from main to the page', async () => {
    const received = new Promise<string>((resolve, reject) => {
      const req = http.get(new URL('/__harness/events', harness.origin), { headers: { cookie } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes('event: menuCommand')) {
            req.destroy();
            resolve(text);
          }
        });
        // Emitted once the stream is open.
        setTimeout(() => harness.emit('menuCommand', { command: 'showTokenHelp' }), 50);
      });
      req.on('error', reject);
    });
    expect(await received).toContain('data: {"command":"showTokenHelp"}');
  });
});
