// A small real configurator for tests and manual tries: the import endpoint with switchable
// answers, on 127.0.0.1 only. It records every request (never the token itself: only whether
// it matched) with the body's length and SHA-256, so tests compare the bytes on the wire to
// the file's.
import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appIdOfImportPath, importPath } from '../../shared/targets/endpoint';
import { editorPage, itemErrors, sendJson, summarise } from './answers';
import { BEHAVIOUR_BY_APP_ID, parseBehaviour, type Behaviour } from './behaviours';

export const DEFAULT_TOKEN = 'fake-token-4711';
const CONTROL_PATH = '/__fake';

export interface RecordedRequest {
  method: string;
  path: string;
  appId?: number;
  /** Request headers, lower-case, without Authorization. */
  headers: Record<string, string>;
  /** Whether Authorization was exactly "Bearer <the expected token>". */
  authorizationMatched: boolean;
  bodyBytes: number;
  /** Hex SHA-256 of the body bytes received. */
  bodySha256: string;
  /** The whole body arrived (as many bytes as Content-Length said). */
  complete: boolean;
  /** The request is over: its body ended, or the client went away before the end. */
  finished: boolean;
  /** The behaviour that answered, and the status sent (none for a reset). */
  behaviour: string;
  status?: number;
  body?: Buffer;
}

export interface FakeConfiguratorOptions {
  port?: number;
  behaviour?: Behaviour | Behaviour['name'];
  token?: string;
  /** Serve https with this key and certificate. */
  tls?: { key: string | Buffer; cert: string | Buffer };
  /** Keep each body's bytes in its record (tests); off for large uploads. */
  keepBodies?: boolean;
  /** Bodies up to this size are parsed for the accept summary. Default 64 MiB. */
  summaryLimitBytes?: number;
  onRequest?: (request: RecordedRequest) => void;
  /**
   * Each part of a body as it arrives (the record counts it already): to act during an upload.
   * `body` stops and resumes reading it (the client's upload then waits, as on a slow line).
   */
  onData?: (request: RecordedRequest, body: { pause(): void; resume(): void }) => void;
}

export interface FakeConfigurator {
  /** The base URL, e.g. http://127.0.0.1:8787 */
  url: string;
  token: string;
  /** An editor address the app-ID parser accepts. */
  editorUrl: (appId: number) => string;
  setBehaviour: (behaviour: Behaviour | Behaviour['name']) => void;
  behaviour: () => Behaviour;
  /** Import requests in the order they arrived (control and editor requests are not recorded). */
  requests: RecordedRequest[];
  /** Answers the uploads the `hold` behaviour keeps waiting (accepts them); how many. */
  release: () => number;
  close: () => Promise<void>;
}

export async function startFakeConfigurator(options: FakeConfiguratorOptions = {}): Promise<FakeConfigurator> {
  const token = options.token ?? DEFAULT_TOKEN;
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const held: Array<() => void> = [];
  const busyCount = new Map<string, number>();
  let current = toBehaviour(options.behaviour ?? 'accept');
  let baseUrl = '';

  const handler = (req: IncomingMessage, res: ServerResponse, expectsContinue = false) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    // Only the import endpoint decides before the body; everything else takes it at once.
    if (expectsContinue && !path.startsWith('/api/')) res.writeContinue();
    if (path === `${CONTROL_PATH}/behaviour`) return control(req, res);
    if (path === `${CONTROL_PATH}/release` && req.method === 'POST') return sendJson(res, 200, { released: release() });
    if (path === `${CONTROL_PATH}/requests` && req.method === 'GET') {
      return sendJson(res, 200, requests.map(({ body: _body, ...record }) => record));
    }
    const editor = /^\/editor\/apps\/([0-9]+)\/editor$/.exec(path);
    if (editor !== null && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(editorPage(Number(editor[1]), baseUrl));
    }
    importRequest(req, res, path, expectsContinue);
  };

  const control = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET') return sendJson(res, 200, current);
    if (req.method !== 'POST') return sendJson(res, 405, { message: 'GET or POST' });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return sendJson(res, 400, { message: 'Send JSON, e.g. {"name":"503","retryAfter":"2"}' });
      }
      const behaviour = parseBehaviour(parsed);
      if (typeof behaviour === 'string') return sendJson(res, 400, { message: behaviour });
      setBehaviour(behaviour);
      sendJson(res, 200, current);
    });
  };

  const importRequest = (req: IncomingMessage, res: ServerResponse, path: string, expectsContinue: boolean) => {
    const appId = appIdOfImportPath(path);
    const { authorization, ...headers } = flatHeaders(req);
    const behaviour = appId !== undefined && BEHAVIOUR_BY_APP_ID.has(appId) ? { ...current, name: BEHAVIOUR_BY_APP_ID.get(appId)! } : current;
    const record: RecordedRequest = {
      method: req.method ?? '',
      path,
      headers,
      authorizationMatched: authorization === `Bearer ${token}`,
      bodyBytes: 0,
      bodySha256: '',
      complete: false,
      finished: false,
      behaviour: behaviour.name,
    };
    if (appId !== undefined) record.appId = appId;
    requests.push(record);

    // Like a real front server, turn down a wrong token or an oversized upload before the body
    // is sent when the client asks first (Expect: 100-continue); otherwise read it all first.
    if (expectsContinue) {
      const early = !record.authorizationMatched
        ? { status: 401, message: 'The API token is missing or not valid.' }
        : req.method === 'POST' && appId !== undefined && behaviour.name === '413'
          ? { status: 413, message: 'Request entity too large.' }
          : undefined;
      if (early !== undefined) {
        record.status = early.status;
        record.finished = true;
        sendJson(res, early.status, { message: early.message }, { Connection: 'close' });
        options.onRequest?.(record);
        return;
      }
      res.writeContinue();
    }

    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    const keep = options.keepBodies === true;
    const summaryLimit = options.summaryLimitBytes ?? 64 * 1024 * 1024;
    const declared = Number(req.headers['content-length'] ?? NaN);
    const parse = keep || (Number.isFinite(declared) && declared <= summaryLimit);
    req.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      record.bodyBytes += chunk.length;
      if (parse) chunks.push(chunk);
      options.onData?.(record, { pause: () => req.pause(), resume: () => req.resume() });
    });
    let digested = false;
    const digest = () => {
      if (!digested) record.bodySha256 = hash.digest('hex');
      digested = true;
      record.finished = true;
    };
    req.on('end', () => {
      digest();
      record.complete = req.complete;
      const body = parse ? Buffer.concat(chunks, record.bodyBytes) : undefined;
      if (keep && body !== undefined) record.body = body;
      const answer = (status: number, json: unknown, extra: Record<string, string> = {}) => {
        record.status = status;
        sendJson(res, status, json, extra);
        options.onRequest?.(record);
      };
      if (req.method !== 'POST') return answer(405, { message: 'The import endpoint takes POST.' }, { Allow: 'POST' });
      if (appId === undefined) return answer(404, { message: `No endpoint at ${path}. Imports go to ${importPath(4711)} (any app ID).` });
      if (!record.authorizationMatched) return answer(401, { message: 'The API token is missing or not valid.' });
      respond(behaviour, appId, body, record, answer, req, res);
    });
    // A client that stops mid-upload: the record shows how much arrived, and complete: false.
    req.on('close', () => {
      if (req.complete) return;
      digest();
      options.onRequest?.(record);
    });
  };

  const respond = (
    behaviour: Behaviour,
    appId: number,
    body: Buffer | undefined,
    record: RecordedRequest,
    answer: (status: number, json: unknown, extra?: Record<string, string>) => void,
    req: IncomingMessage,
    res: ServerResponse,
  ) => {
    const accept = () => {
      const summary = summarise(body, appId, record.bodyBytes, record.bodySha256);
      if (typeof summary === 'string') return answer(400, { message: summary });
      answer(200, { status: 'imported', summary });
    };
    switch (behaviour.name) {
      case 'accept':
        return accept();
      case '401':
        return answer(401, { message: 'The API token is not valid.' });
      case '403':
        return answer(403, { message: `This token may not import into app ${appId}.` });
      case '404':
        return answer(404, { message: `App ${appId} does not exist.` });
      case '409':
        return answer(409, { message: 'Another import into this configurator is running.' });
      case '413':
        return answer(413, { message: 'Request entity too large.' });
      case '422':
        return answer(422, { message: 'The import contains invalid items.', items: itemErrors(body) });
      case '500':
        return answer(500, { message: 'Internal server error.' });
      case '429':
      case '503': {
        const key = `${behaviour.name}:${appId}`;
        const given = busyCount.get(key) ?? 0;
        if (given >= (behaviour.busyTimes ?? 1)) {
          busyCount.delete(key);
          return accept();
        }
        busyCount.set(key, given + 1);
        const retryAfter = behaviour.retryAfter === undefined ? '1' : behaviour.retryAfter;
        return answer(Number(behaviour.name), { message: 'Busy, try again later.' }, retryAfter === null ? {} : { 'Retry-After': retryAfter });
      }
      case 'redirect': {
        const location = behaviour.redirectTo ?? `${baseUrl}/elsewhere${importPath(appId)}`;
        return answer(behaviour.redirectStatus ?? 307, { message: `Moved to ${location}` }, { Location: location });
      }
      case 'reset':
        // The whole upload was read; the answer never comes. The client cannot know whether
        // the import was applied.
        options.onRequest?.(record);
        req.socket.resetAndDestroy();
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) accept();
        }, behaviour.delayMs ?? 5000);
        timers.add(timer);
        return;
      }
      case 'hold':
        held.push(() => {
          if (!res.destroyed) accept();
        });
        return;
    }
  };

  const release = () => {
    const waiting = held.splice(0);
    for (const answer of waiting) answer();
    return waiting.length;
  };

  const setBehaviour = (behaviour: Behaviour | Behaviour['name']) => {
    current = toBehaviour(behaviour);
    busyCount.clear();
  };

  const server: Server = options.tls ? https.createServer({ key: options.tls.key, cert: options.tls.cert }, handler) : http.createServer(handler);
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => handler(req, res, true));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    token,
    editorUrl: (appId) => `${baseUrl}/editor/apps/${appId}/editor`,
    setBehaviour,
    behaviour: () => current,
    requests,
    release,
    close: async () => {
      held.length = 0;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function toBehaviour(value: Behaviour | Behaviour['name']): Behaviour {
  return typeof value === 'string' ? { name: value } : { ...value };
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}
