// The preload's API in a plain browser page: the same `window.importer` the Electron preload
// exposes, with each function calling the real main-side handlers over the harness's HTTP
// bridge on the same origin. Bundled by the harness at start and loaded before the app.
// A browser has no file paths: a dropped or chosen file is uploaded, and the harness opens
// the uploaded copy with the same handler the app uses for a dropped file's path.
import type { DroppedFile, ImporterApi } from '../../shared/ipc/api';
import { API_GLOBAL, CHANNEL_NAMES, EVENT_NAMES, subscriptionName, type ChannelName, type EventName } from '../../shared/ipc/names';
import type { IpcResult } from '../../shared/ipc/result';
import { text } from '../../shared/messages/text';
import { BRIDGE_HEADER, BRIDGE_PATH } from './bridge-constants';

// The few DOM APIs used here, declared locally: the e2e folder is type-checked with Node's
// library, and a global DOM library would blur the layers for the rest of it.
interface FileInput {
  type: string;
  accept: string;
  files: ArrayLike<Blob & DroppedFile> | null;
  addEventListener(type: 'change' | 'cancel', listener: () => void): void;
  click(): void;
}
declare const window: Record<string, unknown>;
declare const document: { createElement(tag: 'input'): FileInput };
declare const EventSource: new (url: string) => {
  addEventListener(type: string, listener: (event: { data: string }) => void): void;
};

const failure = (message: string): IpcResult<never> => ({ ok: false, error: { code: 'bridge.failed', message: text('app.unexpectedError', { message }) } });

async function post(path: string, body: string | Blob, contentType: string): Promise<IpcResult<unknown>> {
  try {
    const response = await fetch(`${BRIDGE_PATH}${path}`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { 'content-type': contentType, [BRIDGE_HEADER]: '1' },
    });
    return (await response.json()) as IpcResult<unknown>;
  } catch (error) {
    return failure(`The harness did not answer (${error instanceof Error ? error.message : String(error)}). Is npm run harness still running?`);
  }
}

const invoke = (channel: ChannelName, request: unknown) =>
  post(`/invoke/${channel}`, JSON.stringify(request ?? {}), 'application/json');

function upload(file: Blob & DroppedFile): Promise<IpcResult<unknown>> {
  return post(`/upload?name=${encodeURIComponent(file.name)}`, file, 'application/octet-stream');
}

const CANCELED: IpcResult<unknown> = { ok: true, value: { status: 'canceled' } };

/** The browser's file chooser for a JSON file, as a page has it in place of main's open dialog. */
function chooseJsonFile(): Promise<(Blob & DroppedFile) | undefined> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.json,application/json';
    input.addEventListener('change', () => resolve(input.files?.[0]));
    input.addEventListener('cancel', () => resolve(undefined));
    input.click();
  });
}

async function chooseAndUpload(): Promise<IpcResult<unknown>> {
  const file = await chooseJsonFile();
  return file ? upload(file) : CANCELED;
}

/**
 * Main's open dialog for a ruleset, in a page: the browser's file chooser, whose choice is
 * uploaded and handed to main's dialog (the harness's chooseRulesetFile answers with it).
 */
async function chooseThenImport(request: unknown): Promise<IpcResult<unknown>> {
  const file = await chooseJsonFile();
  if (!file) return CANCELED;
  const staged = await post(`/stage?name=${encodeURIComponent(file.name)}`, file, 'application/octet-stream');
  return staged.ok ? invoke('importRuleset', request) : staged;
}

const listeners = new Map<EventName, Set<(payload: unknown) => void>>(EVENT_NAMES.map((name) => [name, new Set()]));
const events = new EventSource(`${BRIDGE_PATH}/events`);
for (const name of EVENT_NAMES) {
  events.addEventListener(name, (event) => {
    const payload: unknown = JSON.parse(event.data);
    for (const listener of listeners.get(name) ?? []) listener(payload);
  });
}

const api: Record<string, unknown> = {};
for (const name of CHANNEL_NAMES) api[name] = (request?: unknown) => invoke(name, request);
api.openFileDialog = chooseAndUpload;
api.importRuleset = chooseThenImport;
api.openDroppedFile = (file: DroppedFile) =>
  file instanceof Blob ? upload(file as Blob & DroppedFile) : Promise.resolve(failure('Only a dropped file can be opened this way.'));
for (const name of EVENT_NAMES) {
  api[subscriptionName(name)] = (listener: (payload: unknown) => void) => {
    listeners.get(name)?.add(listener);
    return () => void listeners.get(name)?.delete(listener);
  };
}

// Every function is built from the contract's name lists, as in the preload; the answers'
// types hold because the handlers behind the bridge are typed by the same contract.
window[API_GLOBAL] = Object.freeze(api as unknown as ImporterApi);
