// The window loads the app from app://renderer/, served from dist/renderer: a standard,
// secure origin of its own (not file://, which would share an origin with every local file).
// What each request gets (the file, 400, 404, the CSP header) is decided in electron/app/app-files.
import { protocol } from 'electron';
import { APP_HOST, APP_SCHEME, createAppFileHandler } from '../app/app-files';

const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_INDEX = `${APP_ORIGIN}/index.html`;

/** Before `ready`: the scheme must be known as standard and secure when the first page loads. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Whether a URL is one of the app's own pages (Node's URL gives custom schemes a null origin). */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

export function serveApp(rendererDir: string): void {
  protocol.handle(APP_SCHEME, createAppFileHandler(rendererDir));
}
