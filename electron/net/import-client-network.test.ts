// Failures that exist only on real sockets: a reset after the upload, a refused port, a server
// that stays silent or stops reading, and a cancel at each stage of a send.
import { words } from '../../test-support/words';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { withFakeConfigurator } from '../../test-support/fake-send';
import { exportOfSize, SMALL_EXPORT } from '../../tools/fake-configurator/sample-files';

const TOKEN = 'tok-network-7d1e55a0c2f94b1e';
const setup = withFakeConfigurator(TOKEN);
const { files, send, expectNoToken } = setup;

/** A raw TCP server on 127.0.0.1 that does whatever `onConnection` does with each socket. */
async function rawServer(onConnection: (socket: net.Socket) => void): Promise<{ url: string; connections: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const state = { connections: 0 };
  const server = net.createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get connections() {
      return state.connections;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('a connection lost after the upload', () => {
  it('gives "outcome unknown" after exactly one request, never a retry', async () => {
    setup.fake.setBehaviour('reset');
    const file = files.write('reset.json', exportOfSize(2 * 1024 * 1024));
    const result = await send(file);

    expect(result).toMatchObject({ code: 'connectionLost', outcomeUnknown: true, bodyWentOut: true, attempts: 1 });
    expect(words(result.message)).toMatch(/outcome is unknown/);
    expect(words(result.message)).toContain(new URL(setup.fake.url).host);
    expect(setup.fake.requests).toHaveLength(1);
    expect(setup.fake.requests[0]?.complete).toBe(true);
    expectNoToken(result);
  });
});

describe('connecting', () => {
  it('names the host when the port is closed (connection refused)', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const result = await send(files.write('refused.json', SMALL_EXPORT), {}, `http://127.0.0.1:${port}`);
    expect(result).toMatchObject({ code: 'connectionRefused', errorCode: 'ECONNREFUSED', bodyWentOut: false, outcomeUnknown: false });
    expect(words(result.message)).toContain(`127.0.0.1:${port}`);
    expectNoToken(result);
  });
});

describe('time-outs', () => {
  it('ends with a response time-out when the answer does not come, before the server answers', async () => {
    setup.fake.setBehaviour({ name: 'slow', delayMs: 60_000 });
    const result = await send(files.write('slow.json', SMALL_EXPORT), { responseTimeoutMs: 300 });

    expect(result).toMatchObject({ code: 'responseTimeout', outcomeUnknown: true, bodyWentOut: true, attempts: 1 });
    expect(words(result.message)).toMatch(/did not answer within 300 milliseconds/);
    expect(setup.fake.requests).toHaveLength(1);
    expect(setup.fake.requests[0]?.status).toBeUndefined();
  });

  it('accepts a slow answer that comes within the response time-out', async () => {
    setup.fake.setBehaviour({ name: 'slow', delayMs: 200 });
    const result = await send(files.write('slow-ok.json', SMALL_EXPORT), { responseTimeoutMs: 30_000 });
    expect(result.code).toBe('accepted');
  });

  it('stops an upload the server stopped reading, and says the import was not applied', async () => {
    // Lets the upload begin ("100 Continue"), then reads nothing more: the upload fills the
    // socket buffers and stalls.
    const silent = await rawServer((socket) => {
      socket.once('data', () => {
        socket.pause();
        socket.write('HTTP/1.1 100 Continue\r\n\r\n');
      });
    });
    try {
      const file = files.write('stall.json', exportOfSize(32 * 1024 * 1024));
      const result = await send(file, { responseTimeoutMs: 500 }, silent.url);
      expect(result).toMatchObject({ code: 'responseTimeout', bodyWentOut: false, outcomeUnknown: false });
      expect(result.sentBytes).toBeGreaterThan(0);
      expect(result.sentBytes).toBeLessThan(file.bytes.length);
      expect(words(result.message)).toMatch(/not applied/);
    } finally {
      await silent.close();
    }
  });
});

describe('cancelling', () => {
  it('before anything is sent: no request', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await send(files.write('cancel-early.json', SMALL_EXPORT), { signal: controller.signal });
    expect(result).toMatchObject({ code: 'cancelled', attempts: 0, bodyWentOut: false, outcomeUnknown: false });
    expect(setup.fake.requests).toHaveLength(0);
  });

  it('during the upload: stopped before the end, nothing imported', async () => {
    const controller = new AbortController();
    const file = files.write('cancel-upload.json', exportOfSize(12 * 1024 * 1024));
    // Up to 4 MiB may wait in the request's buffer; past 6 MiB handed over, part of the body has
    // certainly reached the server, so it sees the upload start and break off.
    const result = await send(file, { signal: controller.signal, onProgress: (sent) => sent >= 6 * 1024 * 1024 && controller.abort() });

    expect(result).toMatchObject({ code: 'cancelled', bodyWentOut: false, outcomeUnknown: false, attempts: 1 });
    expect(words(result.message)).toMatch(/Nothing was imported/);
    await expect.poll(() => setup.fake.requests[0]?.finished).toBe(true);
    expect(setup.fake.requests[0]?.complete).toBe(false);
  });

  it('after the body went out: the outcome is unknown', async () => {
    setup.fake.setBehaviour({ name: 'slow', delayMs: 60_000 });
    const controller = new AbortController();
    const file = files.write('cancel-after.json', SMALL_EXPORT);
    const result = await send(file, {
      signal: controller.signal,
      onProgress: (sent, total) => {
        if (sent === total) setImmediate(() => controller.abort());
      },
    });

    expect(result).toMatchObject({ code: 'cancelled', bodyWentOut: true, outcomeUnknown: true, attempts: 1 });
    expect(words(result.message)).toMatch(/outcome is unknown/);
    // The whole body had reached the connection; the server sees it a moment later.
    await expect.poll(() => setup.fake.requests[0]?.complete).toBe(true);
    expect(setup.fake.requests).toHaveLength(1);
  });
});
