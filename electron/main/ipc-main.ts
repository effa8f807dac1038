// Wires every channel of the contract to the app's handlers through dispatch(), which checks
// the request against the contract. The sender is checked first (electron/app/trusted-sender):
// only the app window's main frame on an app:// page may call.
import { ipcMain, type BrowserWindow } from 'electron';
import { CHANNEL_NAMES, invokeChannel } from '../../shared/ipc/names';
import { dispatch, type Handlers } from '../app/dispatch';
import { isTrustedSender } from '../app/trusted-sender';
import { isAppUrl } from './app-protocol';

export function wireIpc(handlers: Handlers, window: () => BrowserWindow | undefined): void {
  for (const name of CHANNEL_NAMES) {
    ipcMain.handle(invokeChannel(name), (event, request: unknown) =>
      dispatch(handlers, name, request, { trustedSender: isTrustedSender(event, window(), isAppUrl) }),
    );
  }
}
