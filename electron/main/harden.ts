// What no page of the app may do: open windows, navigate away, attach webviews, or get any
// permission (camera, notifications, reading the clipboard, …) but one: the app's own page may
// write text to the clipboard (a record's Copy JSON). External links open in the browser only
// when the allow-list in main (createApp's openExternal) says so, never by navigation.
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

export function limitPermissions(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) => callback(allowed(permission, details.requestingUrl, details.isMainFrame)));
  // Chromium checks before it asks: navigator.clipboard.writeText needs both to say yes.
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) => allowed(permission, details.requestingUrl ?? requestingOrigin, details.isMainFrame));
}

/** Sanitised clipboard writes (text, no script) from the app's own page, its main frame only. */
function allowed(permission: string, url: string, isMainFrame: boolean): boolean {
  return permission === 'clipboard-sanitized-write' && isMainFrame && isAppUrl(url);
}
