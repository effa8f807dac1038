// The app's handlers as the window reaches them: through dispatch(), with the real stores in a
// temporary data folder. The keychain is absent here (its real tests live with the store), so
// these also show the session-only way working end to end.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelResponse, EventName, EventPayload } from '../../shared/ipc/contract';
import type { IpcResult } from '../../shared/ipc/result';
import { OpenEndings } from '../../test-support/open-endings';
import { builtWorker } from '../../test-support/built-worker';
import type { StartWorker } from '../validation-worker/start-worker';
import { allowedLink, createApp, type App } from './create-app';
import { dispatch } from './dispatch';
import { SAMPLES } from '../../test-support/paths';

const samples = SAMPLES;
let tmp = '';
let startWorker: StartWorker;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ai-app-'));
  startWorker = builtWorker();
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

type Opened = EventPayload<'documentOpened'>;

async function withApp(run: (
  app: App,
  call: (channel: string, request?: unknown) => Promise<unknown>,
  events: Array<[EventName, unknown]>,
  opened: string[],
  /** The document an open channel's answer started, once main tells it is open. */
  openedBy: (answer: unknown) => Promise<Opened>,
) => Promise<void>, chooseFile = async (): Promise<string | undefined> => path.join(samples, 'prices-only.json')) {
  const events: Array<[EventName, unknown]> = [];
  const opened: string[] = [];
  const endings = new OpenEndings();
  const app = createApp({
    dataDir: await mkdtemp(path.join(tmp, 'data-')),
    startWorker,
    chooseSaveFile: async () => undefined,
    chooseFile,
    chooseRulesetFile: async () => undefined,
    emit: (name, payload) => {
      events.push([name, payload]);
      endings.record(name, payload);
    },
    openExternal: async (url) => void opened.push(url),
    openPath: async () => '',
    showItemInFolder: () => undefined,
    nativeMenu: false,
    version: '1.2.3',
    platform: 'linux',
    loadKeytar: () => { throw new Error('Cannot find module keytar'); },
  });
  const logs: string[] = [];
  const call = (channel: string, request: unknown = {}) => dispatch(app.handlers, channel, request, { trustedSender: true, log: (m) => logs.push(m) });
  try {
    await run(app, call, events, opened, (answer) => endings.opened(answer as IpcResult<ChannelResponse<'openDroppedFile'>>));
  } finally {
    await app.dispose();
  }
}

/** Waits for what the app tells the window asynchronously (bounded by the test's time-out). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('dispatch', () => {
  it('refuses a call from a frame that is not the app’s own before any handler runs', async () => {
    await withApp(async (app) => {
      const result = await dispatch(app.handlers, 'getAppInfo', {}, { trustedSender: false });
      expect(result).toMatchObject({ ok: false, error: { code: 'ipc.forbidden' } });
    });
  });

  it('logs where a bad request was wrong, never its values (a setToken request holds a token)', async () => {
    await withApp(async (app) => {
      const logs: string[] = [];
      const result = await dispatch(app.handlers, 'setToken', { baseUrl: 'https://x.example', token: 'tok-secret-1', extra: 1 }, { trustedSender: true, log: (m) => logs.push(m) });
      expect(result).toMatchObject({ ok: false, error: { code: 'ipc.badRequest' } });
      expect(logs.join('\n')).not.toContain('tok-secret-1');
    });
  });

  it('turns an unexpected failure into one plain sentence', async () => {
    const result = await dispatch({ getAppInfo: async () => { throw new Error('boom at /secret/path'); } } as never, 'getAppInfo', {}, { trustedSender: true, log: () => undefined });
    expect(result).toMatchObject({ ok: false, error: { code: 'ipc.internal' } });
    expect(JSON.stringify(result)).not.toContain('/secret/path');
  });
});

describe('createApp handlers', () => {
  it('opens a file from the dialog, reports progress, pages rows, and remembers it', async () => {
    await withApp(async (_app, call, events, _links, openedBy) => {
      const answer = await call('openFileDialog');
      const document = await openedBy(answer);
      expect(document).toMatchObject({ name: 'prices-only.json' });
      expect(events.some(([name]) => name === 'validationProgress')).toBe(true);
      const rows = await call('getRows', { documentId: document.documentId, kind: 'price', offset: 0, limit: 10 });
      expect(rows).toMatchObject({ ok: true, value: { total: 2 } });
      // On the recent list before the window was told the file is open.
      expect(await call('getRecentFiles')).toMatchObject({ ok: true, value: { files: [{ name: 'prices-only.json' }] } });
      expect(await call('getCurrentDocument')).toMatchObject({ ok: true, value: { document: { name: 'prices-only.json' } } });
      expect(await call('closeDocument')).toEqual({ ok: true, value: { closed: true } });
      expect(await call('getRows', { documentId: document.documentId, kind: 'price', offset: 0, limit: 10 }))
        .toMatchObject({ ok: false, error: { code: 'document.none' } });
    });
  });

  it('answers an open only with the validation it started; how it ends is told once, as an event', async () => {
    await withApp(async (_app, call, events, _links, openedBy) => {
      const answer = await call('openDroppedFile', { path: path.join(samples, 'valid-small.json') });
      const started = events.find(([name]) => name === 'validationStarted')?.[1] as { documentId: string };
      expect(answer).toEqual({ ok: true, value: { status: 'started', documentId: started.documentId, name: 'valid-small.json' } });
      const document = await openedBy(answer);
      expect(document).toMatchObject({ documentId: started.documentId, name: 'valid-small.json', report: { articles: 3 } });
      const endings = events.filter(([name]) => name === 'documentOpened' || name === 'validationStopped');
      expect(endings).toEqual([['documentOpened', document]]);
    });
  });

  it('answers a closed dialog as such, and starts nothing', async () => {
    await withApp(async (_app, call, events) => {
      expect(await call('openFileDialog')).toEqual({ ok: true, value: { status: 'canceled' } });
      expect(events).toEqual([]);
    }, async () => undefined);
  });

  it('answers one record of the open file whole, and refuses a record or a file it does not have', async () => {
    await withApp(async (_app, call, _events, _links, openedBy) => {
      const { documentId } = await openedBy(await call('openFileDialog'));
      expect(await call('getRecord', { documentId, kind: 'price', index: 1 }))
        .toMatchObject({ ok: true, value: { kind: 'price', index: 1, pointer: '/prices/1', line: 4, findings: [{ code: 'price.articleNumber.unknown' }] } });
      expect(await call('getRecord', { documentId, kind: 'price', index: 2 })).toMatchObject({ ok: false, error: { code: 'record.none' } });
      expect(await call('getRecord', { documentId, kind: 'price', index: -1 })).toMatchObject({ ok: false, error: { code: 'ipc.badRequest' } });
      expect(await call('getRecord', { documentId: 'another', kind: 'price', index: 0 })).toMatchObject({ ok: false, error: { code: 'document.stale' } });
      await call('closeDocument');
      expect(await call('getRecord', { documentId, kind: 'price', index: 0 })).toMatchObject({ ok: false, error: { code: 'document.none' } });
    });
  });

  it.skipIf(process.platform === 'win32')('answers a pipe dropped in with "not a regular file", five in a row, and every other request still answers', async () => {
    const pipes = await Promise.all([1, 2, 3, 4, 5].map(async (n) => {
      const fifo = path.join(await mkdtemp(path.join(tmp, 'fifo-')), `export-${n}.json`);
      execFileSync('mkfifo', [fifo]);
      return fifo;
    }));
    await withApp(async (_app, call, _events, _links, openedBy) => {
      // Before the fix each open blocked one of libuv's four pool threads for ever (and the
      // first one never ended).
      for (const fifo of pipes) {
        expect(await openedBy(await call('openDroppedFile', { path: fifo }))).toMatchObject({ report: { byCode: { 'file.unreadable': 1 } } });
      }
      expect(await call('getHistory', {})).toMatchObject({ ok: true });
      expect(await openedBy(await call('openDroppedFile', { path: path.join(samples, 'valid-small.json') }))).toMatchObject({ name: 'valid-small.json' });
    });
  });

  it('opens only recent files by path', async () => {
    await withApp(async (_app, call, _events, _links, openedBy) => {
      expect(await call('openRecentFile', { path: '/etc/passwd' })).toMatchObject({ ok: false, error: { code: 'recent.notListed' } });
      await openedBy(await call('openDroppedFile', { path: path.join(samples, 'valid-small.json') }));
      expect(await openedBy(await call('openRecentFile', { path: path.join(samples, 'valid-small.json') }))).toMatchObject({ name: 'valid-small.json' });
    });
  });

  it('reloads the open document from its path in main, also when it is not on the recent list', async () => {
    await withApp(async (_app, call, _events, _links, openedBy) => {
      // A file that cannot be read is never put on the recent list; the user then fixes it on disk.
      const file = path.join(await mkdtemp(path.join(tmp, 'reload-')), 'week-47.json');
      const first = await openedBy(await call('openDroppedFile', { path: file }));
      expect(first.report.byCode['file.unreadable']).toBe(1);
      expect(await call('getRecentFiles')).toMatchObject({ ok: true, value: { files: [] } });
      expect(await call('openRecentFile', { path: file })).toMatchObject({ ok: false, error: { code: 'recent.notListed' } });

      await writeFile(file, await readFile(path.join(samples, 'valid-small.json')));
      const reloaded = await openedBy(await call('reloadDocument', { documentId: first.documentId }));
      expect(reloaded).toMatchObject({ name: 'week-47.json', path: file, report: { articles: 3, counts: { error: 0 } } });
      expect(reloaded.documentId).not.toBe(first.documentId);

      // Only the open document can be reloaded: an old id names nothing main holds any more.
      expect(await call('reloadDocument', { documentId: first.documentId })).toMatchObject({ ok: false, error: { code: 'document.stale' } });
      expect(await call('reloadDocument', { path: file })).toMatchObject({ ok: false, error: { code: 'ipc.badRequest' } });
    });
  });

  it('holds a file opened from outside until the page listens, then tells it: started, progress, opened', async () => {
    await withApp(async (app, call, events) => {
      app.openFromOutside(path.join(samples, 'valid-small.json'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(events).toEqual([]);
      expect(await call('rendererReady')).toEqual({ ok: true, value: { waiting: 1 } });
      await until(() => events.some(([name]) => name === 'documentOpened'));
      const names = events.map(([name]) => name);
      expect(names[0]).toBe('validationStarted');
      expect(names).toContain('validationProgress');
      expect(names.at(-1)).toBe('documentOpened');
      expect(events[0]?.[1]).toMatchObject({ name: 'valid-small.json' });
      expect(events.at(-1)?.[1]).toMatchObject({ name: 'valid-small.json', documentId: (events[0]?.[1] as { documentId: string }).documentId });
    });
  });

  it('cancels a check still running by its id: the window is told, and nothing is opened', async () => {
    await withApp(async (app, call, events) => {
      const file = path.join(await mkdtemp(path.join(tmp, 'cancel-')), 'big.json');
      const articles = Array.from({ length: 200_000 }, (_, i) => ({ articleNumber: `A-${i}`, name: `Article ${i}` }));
      await writeFile(file, JSON.stringify({ articles }));
      await call('rendererReady');
      app.openFromOutside(file);
      await until(() => events.some(([name]) => name === 'validationStarted'));
      const started = events.find(([name]) => name === 'validationStarted')?.[1] as { documentId: string };
      expect(await call('cancelValidation', { documentId: started.documentId })).toEqual({ ok: true, value: { cancelled: true } });
      await until(() => events.some(([name]) => name === 'validationStopped'));
      expect(events.at(-1)).toEqual(['validationStopped', { documentId: started.documentId, name: 'big.json', reason: 'cancelled' }]);
      expect(await call('getCurrentDocument')).toEqual({ ok: true, value: { document: null } });
      expect(await call('cancelValidation', { documentId: started.documentId })).toEqual({ ok: true, value: { cancelled: false } });
    });
  });

  it('says the keychain is unavailable, and keeps a token for the session only when asked', async () => {
    await withApp(async (_app, call) => {
      const status = await call('tokenStatus', { baseUrl: 'https://configurator.example.com/' });
      expect(status).toMatchObject({ ok: true, value: { origin: 'https://configurator.example.com', stored: 'none', keychain: { available: false } } });
      expect(await call('setToken', { baseUrl: 'https://configurator.example.com', token: 'abc' })).toMatchObject({ ok: false, error: { code: 'keychain.unavailable' } });
      const session = await call('useTokenForSession', { baseUrl: 'https://configurator.example.com', token: 'abc' });
      expect(session).toMatchObject({ ok: true, value: { stored: 'session', keychain: { available: false } } });
      expect(JSON.stringify(session)).not.toContain('abc"');
      expect(await call('useTokenForSession', { baseUrl: 'https://configurator.example.com', token: 'has space' })).toMatchObject({ ok: false, error: { code: 'token.invalidChar' } });
      expect(await call('tokenStatus', { baseUrl: 'http://configurator.example.com' })).toMatchObject({ ok: false, error: { code: 'baseUrl.httpNotLoopback' } });
    });
  });

  it('saves base URLs (one default), lists recent targets, keeps the last target, and parses targets', async () => {
    await withApp(async (_app, call) => {
      await call('saveBaseUrl', { url: 'https://prod.example.com/', label: 'Production', makeDefault: true });
      const list = await call('saveBaseUrl', { url: 'https://staging.example.com', label: 'Staging' });
      expect(list).toEqual({ ok: true, value: { baseUrls: [
        { url: 'https://prod.example.com', label: 'Production', isDefault: true },
        { url: 'https://staging.example.com', label: 'Staging', isDefault: false },
      ] } });
      expect(await call('saveBaseUrl', { url: 'ftp://x' })).toMatchObject({ ok: false, error: { code: 'baseUrl.invalid' } });
      expect(await call('removeBaseUrl', { url: 'https://prod.example.com' })).toMatchObject({ ok: true, value: { baseUrls: [{ url: 'https://staging.example.com' }] } });
      expect(await call('listRecentTargets')).toEqual({ ok: true, value: { targets: [] } });
      // The window's target for the next start: checked by the contract, normalised by the store.
      expect(await call('getLastTarget')).toEqual({ ok: true, value: { target: null } });
      expect(await call('setLastTarget', { baseUrl: 'https://Staging.example.com/', appId: 4711, label: 'Staging 4711' })).toEqual({ ok: true, value: { target: { baseUrl: 'https://staging.example.com', appId: 4711, label: 'Staging 4711' } } });
      expect(await call('getLastTarget')).toEqual({ ok: true, value: { target: { baseUrl: 'https://staging.example.com', appId: 4711, label: 'Staging 4711' } } });
      expect(await call('setLastTarget', { baseUrl: 'https://staging.example.com', appId: 0 })).toMatchObject({ ok: false, error: { code: 'ipc.badRequest' } });
      expect(await call('setLastTarget', { baseUrl: 'https://staging.example.com', appId: 1, label: 'x'.repeat(101) })).toMatchObject({ ok: false, error: { code: 'ipc.badRequest' } });
      expect(await call('setLastTarget', { baseUrl: 'http://staging.example.com', appId: 1 })).toMatchObject({ ok: false, error: { code: 'baseUrl.invalid' } });
      expect(await call('parseTarget', { baseUrl: 'https://prod.example.com/', app: 'https://prod.example.com/x/apps/4711/editor' })).toEqual({ ok: true, value: {
        baseUrl: 'https://prod.example.com', appId: 4711, appIdFromAddress: true, endpoint: 'https://prod.example.com/api/v1.0/app/4711/import/articles/direct',
      } });
    });
  });

  it('opens external links only to saved configurators', async () => {
    await withApp(async (app, call, _events, opened) => {
      expect(await call('openExternal', { url: 'https://evil.example/' })).toMatchObject({ ok: false, error: { code: 'external.notAllowed' } });
      await call('saveBaseUrl', { url: 'https://prod.example.com' });
      expect(await call('openExternal', { url: 'https://prod.example.com/profile' })).toEqual({ ok: true, value: { opened: true } });
      expect(opened).toEqual(['https://prod.example.com/profile']);
      expect(await allowedLink('javascript:alert(1)', app.settings)).toBe(false);
      expect(await allowedLink('http://prod.example.com/profile', app.settings)).toBe(false);
    });
  });

  it('records a refusal in the history and pages it newest first', async () => {
    await withApp(async (_app, call, _events, _links, openedBy) => {
      const opened = await openedBy(await call('openDroppedFile', { path: path.join(samples, 'with-errors.json') }));
      const refused = await call('send', { documentId: opened.documentId, baseUrl: 'https://prod.example.com', app: '4711', confirmedWarnings: 0 });
      expect(refused).toMatchObject({ ok: true, value: { verdict: 'refused', outcome: 'refused.errors', recorded: true } });
      const history = await call('getHistory', { limit: 10 });
      expect(history).toMatchObject({ ok: true, value: { total: 1, more: false, entries: [{ kind: 'refusal', verdict: 'refused', outcome: 'refused.errors', file: 'with-errors.json', appId: 4711 }] } });
    });
  });
});
