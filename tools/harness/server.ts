// The browser harness: serves the built renderer on 127.0.0.1 with the preload's API backed by
// the real main-side handlers over HTTP (see bridge.ts). For testing and trying the app where
// Electron cannot run; it lives in e2e/ and is never part of the packaged app.
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, realpath, rm } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { build } from 'esbuild';
import type { EventName, EventPayload } from '../../shared/ipc/contract';
import { text } from '../../shared/messages/text';
import { fail } from '../../shared/ipc/result';
import { LIMITS } from '../../shared/payload/payload-schema';
import { dispatch, type Handlers } from '../../electron/app/dispatch';
import { CONTENT_TYPES } from '../../electron/app/app-files';
import { CONTENT_SECURITY_POLICY } from '../../electron/app/content-security-policy';
import { BRIDGE_PATH } from './bridge-constants';
import { COOKIE, allowedHost, sameSecret, trustedCall } from './harness-auth';

export interface HarnessOptions {
  handlers: Handlers;
  /** dist/renderer */
  rendererDir: string;
  /** Where uploaded (dropped or chosen) files are written before they are opened. */
  uploadDir: string;
  /**
   * A file chosen in the page for one of main's open dialogs other than a file's (a ruleset to
   * import): uploaded, then handed here, and main's dialog answers with it (tools/harness/main.ts).
   */
  stageChosenFile?: (file: string) => void;
  port?: number;
  log?: (message: string) => void;
}

export interface Harness {
  /** The address to open, with the secret: http://127.0.0.1:PORT/?s=SECRET */
  url: string;
  origin: string;
  emit<E extends EventName>(name: E, payload: EventPayload<E>): void;
  close(): Promise<void>;
}

const TYPES = CONTENT_TYPES;

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

export async function startHarness(options: HarnessOptions): Promise<Harness> {
  const { handlers, uploadDir, log = (m) => console.error(m) } = options;
  const rendererDir = await realpath(options.rendererDir);
  const secret = randomBytes(24).toString('base64url');
  const bridgeJs = await bundleBridge();
  const streams = new Set<ServerResponse>();
  let port = 0;

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`harness: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'The harness failed; see its terminal.');
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!allowedHost(req, port)) return send(res, 421, 'text/plain; charset=utf-8', 'Wrong host.');

    // The printed address: trade the secret for a cookie, then drop it from the address bar.
    const given = url.searchParams.get('s');
    if (req.method === 'GET' && given !== null) {
      if (!sameSecret(given, secret)) return forbidden(res);
      res.writeHead(303, {
        ...SECURITY_HEADERS,
        'Set-Cookie': `${COOKIE}=${secret}; HttpOnly; SameSite=Strict; Path=/`,
        Location: url.pathname,
      });
      return void res.end();
    }
    if (!trustedCall(req, secret, port)) return forbidden(res);

    if (url.pathname.startsWith(`${BRIDGE_PATH}/`)) return bridge(req, res, url);
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed.');
    // Browsers ask for it on their own; the app has no icon of its own in the page.
    if (url.pathname === '/favicon.ico') return void res.writeHead(204, SECURITY_HEADERS).end();
    return serveStatic(res, url.pathname);
  }

  async function bridge(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const route = url.pathname.slice(BRIDGE_PATH.length);
    if (route === '/bridge.js' && req.method === 'GET') return send(res, 200, TYPES['.js']!, bridgeJs);
    if (route === '/events' && req.method === 'GET') return openEventStream(req, res);
    if (route.startsWith('/invoke/') && req.method === 'POST') {
      const body = await readJson(req);
      const channel = decoded(route.slice('/invoke/'.length));
      if (channel === undefined) return badAddress(res);
      const result = body.ok
        ? await dispatch(handlers, channel, body.value, { trustedSender: true, log })
        : fail('ipc.badRequest', text('shell.ipc.badRequest'));
      return send(res, 200, 'application/json', JSON.stringify(result));
    }
    if (route === '/upload' && req.method === 'POST') {
      const file = await receive(req, res, url);
      if (file === undefined) return;
      // The same handler as a dropped file's path in the app.
      const result = await dispatch(handlers, 'openDroppedFile', { path: file }, { trustedSender: true, log });
      return send(res, 200, 'application/json', JSON.stringify(result));
    }
    if (route === '/stage' && req.method === 'POST' && options.stageChosenFile !== undefined) {
      const file = await receive(req, res, url);
      if (file === undefined) return;
      options.stageChosenFile(file);
      return send(res, 200, 'application/json', JSON.stringify({ ok: true, value: { staged: true } }));
    }
    return send(res, 404, 'text/plain; charset=utf-8', 'Not found.');
  }

  /** Writes an upload to a folder of its own under its (safe) name; undefined once a refusal was answered. */
  async function receive(req: IncomingMessage, res: ServerResponse, url: URL): Promise<string | undefined> {
    const name = safeName(url.searchParams.get('name'));
    // The app opens nothing above its size cap (file.tooLarge): neither does the harness store it.
    if (Number(req.headers['content-length'] ?? 0) > LIMITS.maxFileBytes) return void tooLarge(res);
    const folder = path.join(uploadDir, randomUUID());
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const file = path.join(folder, name);
    try {
      await pipeline(req, capAt(LIMITS.maxFileBytes), createWriteStream(file, { mode: 0o600 }));
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      if (error instanceof UploadTooLarge) return void tooLarge(res);
      throw error;
    }
    return file;
  }

  function openEventStream(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/event-stream', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    streams.add(res);
    const heartbeat = setInterval(() => res.write(': ping\n\n'), 15_000);
    req.on('close', () => {
      clearInterval(heartbeat);
      streams.delete(res);
    });
  }

  async function serveStatic(res: ServerResponse, pathname: string): Promise<void> {
    const relative = decoded(pathname === '/' ? '/index.html' : pathname);
    if (relative === undefined) return badAddress(res);
    const file = path.resolve(rendererDir, `.${relative}`);
    if (!file.startsWith(`${rendererDir}${path.sep}`)) return send(res, 404, 'text/plain; charset=utf-8', 'Not found.');
    let content: Buffer;
    try {
      content = await readFile(file);
    } catch {
      return send(res, 404, 'text/plain; charset=utf-8', 'Not found.');
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    if (path.basename(file) === 'index.html') {
      // The bridge goes first, as a classic script: it runs before the app's module scripts.
      const html = content.toString('utf8').replace(/<head>/i, `<head>\n    <script src="${BRIDGE_PATH}/bridge.js"></script>`);
      return send(res, 200, type, html, { 'Content-Security-Policy': CONTENT_SECURITY_POLICY });
    }
    return send(res, 200, type, content);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/?s=${secret}`,
    origin,
    emit(name, payload) {
      const frame = `event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`;
      for (const stream of streams) stream.write(frame);
    },
    async close() {
      for (const stream of streams) stream.end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, ...headers });
  res.end(body);
}

/** A percent-encoded address part, or undefined when it is malformed (`%E0%A4%A`). */
function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function badAddress(res: ServerResponse): void {
  send(res, 400, 'text/plain; charset=utf-8', 'Malformed address.');
}

class UploadTooLarge extends Error {}

function tooLarge(res: ServerResponse): void {
  send(res, 413, 'text/plain; charset=utf-8', `The file is larger than ${LIMITS.maxFileBytes} bytes.`, { Connection: 'close' });
}

/** Passes bytes on up to `max`, then fails the pipeline. */
function capAt(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > max ? new UploadTooLarge() : null, seen > max ? undefined : chunk);
    },
  });
}

function forbidden(res: ServerResponse): void {
  send(res, 403, 'text/plain; charset=utf-8', 'Open the address that `npm run harness` printed (it carries the secret).');
}

/** The bridge's request bodies are small JSON; a bigger one is not from the bridge. */
const MAX_JSON_BYTES = 1024 * 1024;

async function readJson(req: IncomingMessage): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_JSON_BYTES) return { ok: false };
    chunks.push(chunk);
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    return { ok: false };
  }
}

/** The uploaded file keeps its name (the report shows it), reduced to a safe single segment. */
function safeName(name: string | null): string {
  const printable = Array.from(name ?? '', (c) => (c.charCodeAt(0) < 0x20 || '<>:"|?*'.includes(c) ? '_' : c)).join('');
  const base = path.basename(printable.replace(/\\/g, '/')).trim();
  return base === '' || base === '.' || base === '..' ? 'dropped-file.json' : base.slice(0, 200);
}

async function bundleBridge(): Promise<string> {
  const result = await build({
    entryPoints: [new URL('./bridge.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    logLevel: 'warning',
  });
  return result.outputFiles[0]?.text ?? '';
}
