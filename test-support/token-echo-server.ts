// A hostile configurator on 127.0.0.1 for the redaction tests: it reads the upload, then
// echoes the Authorization header it got back in the form the test chose, as careless servers
// do (a PHP json_encode, a fully \u-escaped body, a redirect carrying it URL-encoded, a body
// long enough to be cut at the client's cap right inside the token, a body the server itself
// cuts inside the token).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type EchoForm = 'phpJson' | 'unicodeJson' | 'urlInLocation' | 'atTheCap' | 'cutByServer';

export interface TokenEchoServer {
  url: string;
  form: EchoForm;
  /** With 'atTheCap': where the client's cap is, so the token straddles it. */
  capBytes: number;
  close(): Promise<void>;
}

export function phpEscape(text: string): string {
  return JSON.stringify(text).slice(1, -1).replace(/\//g, '\\/');
}

export function unicodeEscape(text: string): string {
  return [...text].map((char, i) => {
    const hex = char.charCodeAt(0).toString(16).padStart(4, '0');
    return `\\u${i % 2 === 0 ? hex : hex.toUpperCase()}`;
  }).join('');
}

export function percentEncodeAll(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
}

export async function startTokenEchoServer(): Promise<TokenEchoServer> {
  const state = { form: 'phpJson' as EchoForm, capBytes: 4096 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const authorization = req.headers.authorization ?? '';
      switch (state.form) {
        case 'phpJson':
          return json(res, 400, `{"error":"bad request","echo":"${phpEscape(authorization)}"}`);
        case 'unicodeJson':
          return json(res, 400, `{"error":"bad request","echo":"${unicodeEscape(authorization)}"}`);
        case 'urlInLocation':
          res.writeHead(302, { location: `https://login.example.test/?next=import&auth=${percentEncodeAll(authorization)}` });
          return res.end();
        case 'atTheCap': {
          const before = 'x'.repeat(state.capBytes - 'Bearer '.length - 8);
          return text(res, 500, `${before}${authorization} and more after it`);
        }
        case 'cutByServer': {
          const body = `server failure; request was: ${authorization}`;
          // Promises more than it sends, then goes away in the middle of the token.
          res.writeHead(502, { 'content-type': 'text/plain', 'content-length': String(body.length + 100) });
          res.write(body.slice(0, body.length - 9));
          setTimeout(() => res.socket?.destroy(), 50);
          return;
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get form() { return state.form; },
    set form(form: EchoForm) { state.form = form; },
    get capBytes() { return state.capBytes; },
    set capBytes(bytes: number) { state.capBytes = bytes; },
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

function json(res: http.ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
}

function text(res: http.ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/plain' });
  res.end(body);
}
