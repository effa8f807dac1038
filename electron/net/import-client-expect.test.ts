// The body waits for the server's "100 Continue", so a server can turn a large upload down
// (wrong token, too large) before it is sent and the user sees that answer, not a reset.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImportEndpoint } from '../../shared/targets/endpoint';
import { startFakeConfigurator, type FakeConfigurator } from '../../tools/fake-configurator/server';
import { exportOfSize, sampleFolder, SMALL_EXPORT, type SampleFile } from '../../tools/fake-configurator/sample-files';
import { sendImport } from './import-client';
import type { SendOptions, SendResult } from './import-types';

const TOKEN = 'tok-expect-31c9a0e6b25d7f48';
const files = sampleFolder();
let fake: FakeConfigurator;
let large: SampleFile;

beforeAll(async () => {
  fake = await startFakeConfigurator({ token: TOKEN });
  large = files.write('large.json', exportOfSize(12 * 1024 * 1024));
});
afterAll(async () => {
  await fake.close();
  files.remove();
});

function send(baseUrl: string, file: SampleFile, extra: Partial<SendOptions> = {}): Promise<SendResult> {
  return sendImport({ endpoint: buildImportEndpoint(baseUrl, 4711), token: TOKEN, filePath: file.path, bodyOffset: 0, expectedSha256: file.sha256, ...extra });
}

async function listen(server: net.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

describe('Expect: 100-continue', () => {
  it('lets the server refuse a large upload as too large before any of it is sent', async () => {
    fake.setBehaviour('413');
    fake.requests.length = 0;
    const result = await send(fake.url, large);
    expect(result).toMatchObject({ code: 'tooLarge', bodyWentOut: false, sentBytes: 0, attempts: 1 });
    expect(fake.requests[0]).toMatchObject({ headers: { expect: '100-continue' }, status: 413, bodyBytes: 0 });
  });

  it('lets the server reject the token before the upload', async () => {
    fake.setBehaviour('accept');
    const result = await send(fake.url, large, { token: 'not-the-right-token' });
    expect(result).toMatchObject({ code: 'unauthorized', bodyWentOut: false, sentBytes: 0 });
  });

  it('sends the body anyway when the server ignores the expectation', async () => {
    // Reads the request without ever sending "100 Continue", answers once the body is in.
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      sockets.add(socket);
      let received = Buffer.alloc(0);
      socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        const headerEnd = received.indexOf('\r\n\r\n');
        if (headerEnd < 0) return;
        const length = Number(/content-length: *(\d+)/i.exec(received.subarray(0, headerEnd).toString('latin1'))?.[1]);
        if (received.length - headerEnd - 4 < length) return;
        socket.end('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\nConnection: close\r\n\r\n{"ok":true}');
      });
      socket.on('error', () => undefined);
    });
    const url = await listen(server);
    try {
      const file = files.write('ignored.json', SMALL_EXPORT);
      const result = await send(url, file);
      expect(result).toMatchObject({ code: 'accepted', bodyWentOut: true, attempts: 1, response: { bodyJson: { ok: true } } });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('asks again without it when the server answers 417', async () => {
    const seen: Array<string | undefined> = [];
    const server = http.createServer((req, res) => {
      seen.push(req.headers.expect);
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    server.on('checkContinue', (req, res) => {
      seen.push(req.headers.expect);
      res.writeHead(417, { Connection: 'close' });
      res.end();
    });
    const url = await listen(server);
    try {
      const result = await send(url, files.write('expectation.json', SMALL_EXPORT));
      expect(result).toMatchObject({ code: 'accepted', attempts: 2 });
      expect(seen).toEqual(['100-continue', undefined]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('never sends the file twice for a 417 that came after the body was read', async () => {
    let requests = 0;
    // The server takes the whole body (answering "100 Continue" itself), then says 417.
    const server = http.createServer((req, res) => {
      requests += 1;
      req.resume();
      req.on('end', () => {
        res.writeHead(417, { 'Content-Type': 'application/json' });
        res.end('{"message":"Expectation failed"}');
      });
    });
    const url = await listen(server);
    try {
      const result = await send(url, files.write('late-417.json', SMALL_EXPORT));
      expect(result).toMatchObject({ code: 'clientError', attempts: 1, bodyWentOut: true, response: { status: 417 } });
      expect(requests).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
