// The app's own pages: answers a request for app://renderer/… from the built renderer folder.
// Electron's protocol handler (electron/main/app-protocol) hands every request here; it never
// throws: a malformed address is a 400, a missing file or one outside the folder a 404, so a
// bad link in the page shows as a failed load instead of an error in main. Each answer carries
// the Content Security Policy as a header.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';

export const APP_SCHEME = 'app';
export const APP_HOST = 'renderer';

/** What Vite writes to dist/renderer; anything else is served as bytes (and nosniff). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const HEADERS = { 'Content-Security-Policy': CONTENT_SECURITY_POLICY, 'X-Content-Type-Options': 'nosniff' } as const;

export function createAppFileHandler(rendererDir: string): (request: Request) => Promise<Response> {
  const root = path.resolve(rendererDir);
  const answer = (status: number, text: string) => new Response(text, { status, headers: { ...HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });

  return async (request) => {
    const file = fileFor(request.url, root);
    if (file === 'bad') return answer(400, 'Bad request');
    if (file === undefined) return answer(404, 'Not found');
    try {
      if (!(await stat(file)).isFile()) return answer(404, 'Not found');
      const body = await readFile(file);
      const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      return new Response(body, { status: 200, headers: { ...HEADERS, 'Content-Type': type } });
    } catch {
      return answer(404, 'Not found');
    }
  };
}

/** The file a URL names inside `root`; undefined when it names none; 'bad' when it is malformed. */
function fileFor(url: string, root: string): string | undefined | 'bad' {
  let parsed: URL;
  let relative: string;
  try {
    parsed = new URL(url);
    relative = decodeURIComponent(parsed.pathname === '/' ? '/index.html' : parsed.pathname);
  } catch {
    return 'bad';
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST || relative.includes('\0')) return undefined;
  const file = path.resolve(root, `.${relative}`);
  // Encoded dots or separators (%2e%2e%2f) decode to a path outside the folder: refused here.
  return file.startsWith(`${root}${path.sep}`) ? file : undefined;
}
