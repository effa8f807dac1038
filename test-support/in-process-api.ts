// The preload's API in the test's own process, for the renderer's hook tests: each function
// goes through dispatch() (the contract's checks) to the real main-side handlers of createApp,
// with a temporary data folder and the built validation worker, as the browser harness serves
// them over HTTP. Answers and events are structured-cloned, as Electron's IPC copies them.
// No keychain (keytar's native module needs a private D-Bus session, which lives in a child
// process): the token takes the app's session-only way, as on a machine without one.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../electron/app/create-app';
import type { ChooseSaveFile } from '../electron/app/file-tasks';
import { dispatch } from '../electron/app/dispatch';
import { subscriptionName, type ChannelResponse, type EventPayload, type ImporterApi, type IpcResult } from '../shared/ipc/api';
import { OpenEndings } from './open-endings';
import { CHANNEL_NAMES, EVENT_NAMES, type EventName } from '../shared/ipc/names';
import { builtWorker } from './built-worker';

export interface InProcessApi {
  /** What the preload puts on `window.importer`. */
  api: ImporterApi;
  app: App;
  dataDir: string;
  /** Opens a file as a drop does in Electron (the preload passes its path); resolves once it is open. */
  open(filePath: string): Promise<EventPayload<'documentOpened'>>;
  /** Resolves once the check `documentId` names has opened its file (e.g. a corrected copy main opened). */
  whenOpened(documentId: string): Promise<EventPayload<'documentOpened'>>;
  dispose(): Promise<void>;
}

export interface InProcessOptions {
  /** How the OS save dialog answers (default: cancelled). */
  chooseSaveFile?: ChooseSaveFile;
  /** How the OS open dialog for a ruleset answers (default: cancelled). */
  chooseRulesetFile?: () => Promise<string | undefined>;
  /** What the system does when a saved file is opened (default: opens it, answers ''). */
  openPath?: (file: string) => Promise<string>;
  showItemInFolder?: (file: string) => void;
}

export async function startInProcessApi(options: InProcessOptions = {}): Promise<InProcessApi> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-renderer-'));
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>(EVENT_NAMES.map((name) => [name, new Set()]));
  const endings = new OpenEndings();
  const app = createApp({
    dataDir,
    startWorker: builtWorker(),
    chooseFile: async () => undefined,
    chooseRulesetFile: options.chooseRulesetFile ?? (async () => undefined),
    chooseSaveFile: options.chooseSaveFile ?? (async () => undefined),
    emit: (name, payload) => {
      endings.record(name, payload);
      for (const listener of listeners.get(name) ?? []) listener(structuredClone(payload));
    },
    openExternal: async () => undefined,
    openPath: options.openPath ?? (async () => ''),
    showItemInFolder: options.showItemInFolder ?? (() => undefined),
    nativeMenu: false,
    version: '0.0.0-test',
    platform: process.platform,
    loadKeytar: () => {
      throw new Error('Cannot find module keytar');
    },
    log: () => undefined,
  });
  const invoke = async (channel: string, request: unknown) =>
    structuredClone(await dispatch(app.handlers, channel, request ?? {}, { trustedSender: true, log: () => undefined }));

  // Built from the contract's name lists, as the preload builds it.
  const api: Record<string, unknown> = {};
  for (const name of CHANNEL_NAMES) api[name] = (request?: unknown) => invoke(name, request);
  for (const name of EVENT_NAMES) {
    api[subscriptionName(name)] = (listener: (payload: unknown) => void) => {
      listeners.get(name)?.add(listener);
      return () => void listeners.get(name)?.delete(listener);
    };
  }

  return {
    api: Object.freeze(api) as unknown as ImporterApi,
    app,
    dataDir,
    async open(filePath) {
      return endings.opened((await invoke('openDroppedFile', { path: filePath })) as IpcResult<ChannelResponse<'openDroppedFile'>>);
    },
    whenOpened: (documentId) => endings.opened({ ok: true, value: { status: 'started', documentId, name: '' } }),
    async dispose() {
      await app.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
