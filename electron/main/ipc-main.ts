// Wires every channel of the contract to the app's handlers through dispatch(), which checks
// the request against the contract. Here the sender is checked first: only the main frame of
// the app's own window, showing an app:// page, may call (not a subframe, not another page).
import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { CHANNEL_NAMES, invokeChannel } from '../../shared/ipc/names';
import { dispatch, type Handlers } from '../app/dispatch';
import { isAppUrl } from './app-protocol';

export function wireIpc(handlers: Handlers, window: () => BrowserWindow | undefined): void {
  for (const name of CHANNEL_NAMES) {
    ipcMain.handle(invokeChannel(name), (event, request: unknown) =>
      dispatch(handlers, name, request, { trustedSender: fromAppWindow(event, window()) }),
    );
  }
}

export function fromAppWindow(event: IpcMainInvokeEvent, window: BrowserWindow | undefined): boolean {
  const frame = event.senderFrame;
  if (!window || window.isDestroyed() || frame === null) return false;
  return event.sender === window.webContents && frame === window.webContents.mainFrame && frame.parent === null && isAppUrl(frame.url);
}
