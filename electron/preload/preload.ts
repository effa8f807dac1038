// The sandboxed preload: puts the app's API on `window.importer`, one named function per
// channel of the IPC contract and one subscription per event, and nothing else: no
// ipcRenderer, no generic invoke, no Node. Requests are not checked here; main checks every
// one against the contract, because a compromised page could bypass the preload anyway.
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import { text } from '../../shared/messages/text';
import { API_GLOBAL, CHANNEL_NAMES, EVENT_NAMES, eventChannel, invokeChannel, subscriptionName } from '../../shared/ipc/names';

const api: Record<string, unknown> = {};

for (const name of CHANNEL_NAMES) {
  const channel = invokeChannel(name);
  api[name] = (request?: unknown) => ipcRenderer.invoke(channel, request ?? {});
}

// A dropped File carries no path in the page; Electron tells it to the preload only.
api.openDroppedFile = (file: File) => {
  let path = '';
  try {
    path = webUtils.getPathForFile(file);
  } catch {
    // not a real File from a drop: answered below
  }
  if (path === '') {
    return Promise.resolve({ ok: false, error: { code: 'drop.noPath', message: text('shell.document.noPath') } });
  }
  return ipcRenderer.invoke(invokeChannel('openDroppedFile'), { path });
};

for (const name of EVENT_NAMES) {
  const channel = eventChannel(name);
  api[subscriptionName(name)] = (listener: (payload: unknown) => void) => {
    // The page's listener never sees the IPC event (it holds `sender`, a way back into IPC).
    const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(channel, forward);
    return () => {
      ipcRenderer.removeListener(channel, forward);
    };
  };
}

contextBridge.exposeInMainWorld(API_GLOBAL, api);
