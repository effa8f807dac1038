// The app's handlers, through dispatch() as the window reaches them, with the real stores in a
// temporary data folder seeded with what a user (or a newer version) may leave there:
// settings.json from a newer version (used as far as understood, never written, a notice for
// the window, writes refused with that notice's sentence), settings.json that is a folder or a
// named pipe, a history or a digest that is a named pipe. Nothing hangs, nothing is an internal
// error.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWorker } from '../../test-support/built-worker';
import { digestPath } from '../digest/digest-store';
import type { StartWorker } from '../validation-worker/start-worker';
import { createApp } from './create-app';
import { dispatch } from './dispatch';
import { SAMPLES } from '../../test-support/paths';
import { OpenEndings } from '../../test-support/open-endings';
import type { ChannelResponse } from '../../shared/ipc/contract';
import type { IpcResult } from '../../shared/ipc/result';

const samples = SAMPLES;
let tmp = '';
let startWorker: StartWorker;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ai-app-data-'));
  startWorker = builtWorker();
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

type Call = (channel: string, request?: unknown) => Promise<unknown>;

/** An app on a data folder that `seed` prepared first. */
async function withApp(seed: (dataDir: string) => Promise<void>, run: (call: Call, dataDir: string, openChosen: () => Promise<{ documentId: string }>) => Promise<void>) {
  const dataDir = await mkdtemp(path.join(tmp, 'data-'));
  await seed(dataDir);
  const endings = new OpenEndings();
  const app = createApp({
    dataDir,
    startWorker,
    chooseSaveFile: async () => undefined,
    chooseFile: async () => path.join(samples, 'valid-small.json'),
    chooseRulesetFile: async () => undefined,
    emit: (name, payload) => endings.record(name, payload),
    openExternal: async () => undefined,
    openPath: async () => '',
    showItemInFolder: () => undefined,
    nativeMenu: false,
    version: '1.2.3',
    platform: 'linux',
    loadKeytar: () => { throw new Error('Cannot find module keytar'); },
  });
  const logs: string[] = [];
  const call: Call = (channel, request = {}) => dispatch(app.handlers, channel, request, { trustedSender: true, log: (m) => logs.push(m) });
  try {
    // The dialog's file, once it is open (the channel answers only that its check started).
    const openChosen = async () => endings.opened((await call('openFileDialog')) as IpcResult<ChannelResponse<'openFileDialog'>>);
    await run(call, dataDir, openChosen);
    expect(logs).toEqual([]); // no internal error anywhere
  } finally {
    await app.dispose();
  }
}

const NEWER = `${JSON.stringify({ version: 2, baseUrls: [{ url: 'https://cfg.example', label: 'Live' }], defaultBaseUrl: 'https://cfg.example', language: 'de', theme: 'dark', profiles: [{ name: 'a' }] }, null, 4)}\n`;

async function snapshot(file: string) {
  const info = await stat(file);
  return { bytes: await readFile(file, 'latin1'), mtimeMs: info.mtimeMs, ino: info.ino, files: (await readdir(path.dirname(file))).sort() };
}

describe('settings.json from a newer version', () => {
  it('is used as far as understood, the window is told it is read-only, and every write is refused without touching it', async () => {
    await withApp(
      async (dataDir) => writeFile(path.join(dataDir, 'settings.json'), NEWER),
      async (call, dataDir) => {
        const file = path.join(dataDir, 'settings.json');
        const before = await snapshot(file);
        const readOnly = { key: 'shell.settings.readOnly', values: { found: 2, known: 1 } };
        expect(await call('getAppInfo')).toMatchObject({ ok: true, value: { settingsNotice: readOnly } });
        expect(await call('listBaseUrls')).toEqual({ ok: true, value: { baseUrls: [{ url: 'https://cfg.example', label: 'Live', isDefault: true }] } });
        expect(await call('getLanguage')).toMatchObject({ ok: true, value: { chosen: 'de' } });

        const refused = { ok: false, error: { code: 'settings.readOnly', message: readOnly } };
        expect(await call('saveBaseUrl', { url: 'https://staging.cfg.example' })).toEqual(refused);
        expect(await call('removeBaseUrl', { url: 'https://cfg.example' })).toEqual(refused);
        expect(await call('setLanguage', { language: 'en' })).toEqual(refused);
        expect(await snapshot(file)).toEqual(before);
      },
    );
  });

  it('an older version’s file says nothing and is written as before', async () => {
    await withApp(
      async (dataDir) => writeFile(path.join(dataDir, 'settings.json'), JSON.stringify({ baseUrls: [{ url: 'https://cfg.example' }] })),
      async (call, dataDir) => {
        expect(await call('getAppInfo')).toEqual({ ok: true, value: { version: '1.2.3', platform: 'linux', nativeMenu: false } });
        expect(await call('saveBaseUrl', { url: 'https://staging.cfg.example' })).toMatchObject({ ok: true });
        expect(JSON.parse(await readFile(path.join(dataDir, 'settings.json'), 'utf8'))).toMatchObject({ version: 1, baseUrls: [{ url: 'https://cfg.example' }, { url: 'https://staging.cfg.example' }] });
      },
    );
  });
});

describe.skipIf(process.platform === 'win32')('special files in the data folder', () => {
  it.each([
    ['a folder', async (file: string): Promise<void> => void (await mkdir(file)), { key: 'dataFileProblem.folder' }],
    ['a named pipe', async (file: string): Promise<void> => void execFileSync('mkfifo', [file]), { key: 'dataFileProblem.notAFile' }],
  ] as const)('settings.json that is %s: the defaults are shown, the window is told why, and saving says so', async (_kind, make, problem) => {
    await withApp(
      (dataDir) => make(path.join(dataDir, 'settings.json')),
      async (call, _dataDir, openChosen) => {
        const unreadable = { key: 'shell.settings.unreadable', values: { problem } };
        expect(await call('getAppInfo')).toMatchObject({ ok: true, value: { settingsNotice: unreadable } });
        expect(await call('listBaseUrls')).toEqual({ ok: true, value: { baseUrls: [] } });
        expect(await call('getLanguage')).toMatchObject({ ok: true, value: { chosen: null } });
        expect(await call('saveBaseUrl', { url: 'https://cfg.example' })).toEqual({ ok: false, error: { code: 'settings.unreadable', message: unreadable } });
        // The guards' thresholds are never the defaults in place of unreadable settings.
        const opened = await openChosen();
        expect(await call('getChanges', { documentId: opened.documentId, baseUrl: 'https://cfg.example', app: '4711' }))
          .toEqual({ ok: false, error: { code: 'settings.unreadable', message: unreadable } });
      },
    );
  });

  it('a history that is a named pipe: the History says it cannot be read, and why', async () => {
    await withApp(
      async (dataDir) => void execFileSync('mkfifo', [path.join(dataDir, 'history.jsonl')]),
      async (call) => {
        expect(await call('getHistory', {})).toEqual({
          ok: false,
          error: { code: 'history.unreadable', message: { key: 'shell.history.unreadable', values: { problem: { key: 'historyProblem.notAFile' } } } },
        });
      },
    );
  });

  it('a digest that is a named pipe: the changes are unreadable, saying why, at once', async () => {
    const target = { baseUrl: 'https://cfg.example', appId: 4711 };
    await withApp(
      async (dataDir) => {
        await mkdir(path.join(dataDir, 'digests'));
        execFileSync('mkfifo', [digestPath(dataDir, target)]);
      },
      async (call, _dataDir, openChosen) => {
        const opened = await openChosen();
        expect(await call('getChanges', { documentId: opened.documentId, baseUrl: target.baseUrl, app: String(target.appId) }))
          .toEqual({
            ok: true,
            value: { kind: 'notComparable', reason: 'unreadable', problem: 'it is not a regular file (a pipe, a device or a socket)', detail: { key: 'digestProblem.notAFile' } },
          });
      },
    );
  });
});
