// What no page of the app may do: open windows, navigate away, attach webviews, or get any
// permission (camera, notifications, …). External links open in the browser only when the
// allow-list in main (createApp's openExternal) says so, never by navigation.
import { app, session, type WebContents } from 'electron';
import { isAppUrl } from './app-protocol';

export function hardenWebContents(): void {
  app.on('web-contents-created', (_event, contents: WebContents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-navigate', (event, url) => {
      if (!isAppUrl(url)) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (!isAppUrl(url)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
}

export function denyPermissions(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}
