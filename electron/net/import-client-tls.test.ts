// TLS is verified, with no way to turn it off: a certificate the system does not trust fails
// with the TLS outcome before a byte of the file leaves.
import { words } from '../../test-support/words';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImportEndpoint } from '../../shared/targets/endpoint';
import { startFakeConfigurator, type FakeConfigurator } from '../../tools/fake-configurator/server';
import { sampleFolder, SMALL_EXPORT } from '../../tools/fake-configurator/sample-files';
import { createTestCertificates, type TestCertificates } from '../../tools/fake-configurator/test-certificates';
import { sendImport } from './import-client';
import type { SendOptions, SendResult } from './import-types';

const TOKEN = 'tok-tls-5e2b90d4a7c1f386';
const files = sampleFolder();
let certificates: TestCertificates;
let fake: FakeConfigurator;
let otherName: FakeConfigurator;

beforeAll(async () => {
  certificates = createTestCertificates();
  fake = await startFakeConfigurator({ token: TOKEN, tls: certificates.server });
  otherName = await startFakeConfigurator({ token: TOKEN, tls: certificates.otherName });
});
afterAll(async () => {
  await fake.close();
  await otherName.close();
  certificates.remove();
  files.remove();
});

function send(baseUrl: string, extra: Partial<SendOptions> = {}): Promise<SendResult> {
  const file = files.write('tls.json', SMALL_EXPORT);
  return sendImport({ endpoint: buildImportEndpoint(baseUrl, 4711), token: TOKEN, filePath: file.path, bodyOffset: 0, expectedSha256: file.sha256, ...extra });
}

describe('TLS', () => {
  it('refuses a certificate from an authority the system does not trust', async () => {
    const result = await send(fake.url);
    expect(result).toMatchObject({ code: 'tls', bodyWentOut: false, outcomeUnknown: false, attempts: 1 });
    expect(result.errorCode).toMatch(/UNABLE_TO_VERIFY_LEAF_SIGNATURE|SELF_SIGNED|UNABLE_TO_GET_ISSUER/);
    expect(words(result.message)).toContain(new URL(fake.url).host);
    expect(words(result.message)).toMatch(/not from a trusted authority/);
    expect(fake.requests).toHaveLength(0);
    expect(JSON.stringify(result)).not.toContain(TOKEN);
  });

  it('still refuses it when the environment says NODE_TLS_REJECT_UNAUTHORIZED=0', async () => {
    const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    try {
      const result = await send(fake.url);
      expect(result).toMatchObject({ code: 'tls', bodyWentOut: false, attempts: 1 });
      expect(fake.requests).toHaveLength(0);
    } finally {
      if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
    }
  });

  it('accepts the same server when its authority is trusted', async () => {
    const result = await send(fake.url, { ca: certificates.caCert });
    expect(result).toMatchObject({ code: 'accepted' });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.authorizationMatched).toBe(true);
  });

  it('refuses a trusted certificate issued for another name', async () => {
    const result = await send(otherName.url, { ca: certificates.caCert });
    expect(result).toMatchObject({ code: 'tls', errorCode: 'ERR_TLS_CERT_ALTNAME_INVALID' });
    expect(words(result.message)).toMatch(/different address/);
    expect(otherName.requests).toHaveLength(0);
  });

  it('times out connecting when the handshake never completes', async () => {
    // Takes the TCP connection and never speaks TLS.
    const sockets = new Set<net.Socket>();
    const mute = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = mute.address() as net.AddressInfo;
      const result = await send(`https://127.0.0.1:${port}`, { connectTimeoutMs: 300 });
      expect(result).toMatchObject({ code: 'connectTimeout', bodyWentOut: false, outcomeUnknown: false });
      expect(words(result.message)).toContain(`127.0.0.1:${port}`);
      expect(words(result.message)).toMatch(/not sent/);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => mute.close(() => resolve()));
    }
  });
});
