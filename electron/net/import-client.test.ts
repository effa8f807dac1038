// The import client against the real fake configurator on 127.0.0.1: what arrives on the wire,
// and how each answer of the server reaches the user.
import { words } from '../../test-support/words';
import { describe, expect, it } from 'vitest';
import { buildImportEndpoint } from '../../shared/targets/endpoint';
import { startFakeConfigurator } from '../../tools/fake-configurator/server';
import { APP_ID, withFakeConfigurator } from '../../test-support/fake-send';
import { exportOfSize, SMALL_EXPORT } from '../../tools/fake-configurator/sample-files';
import { sendImport } from './import-client';

const TOKEN = 'tok-9f3a2c71e0b84d55-secret';
const setup = withFakeConfigurator(TOKEN, { keepBodies: true });
const { files, send, expectNoToken } = setup;

describe('what goes on the wire', () => {
  it('sends the file byte for byte, streamed with an exact Content-Length, and reports acceptance', async () => {
    // Over twice the few buffers the body is read into (verified-body.ts), so each is filled
    // again while the socket sends: a buffer reused too early would show in the bytes.
    const file = files.write('large.json', exportOfSize(13 * 1024 * 1024 + 17));
    const progress: Array<[number, number]> = [];
    const result = await send(file, { onProgress: (sent, total) => progress.push([sent, total]) });

    expect(result).toMatchObject({ code: 'accepted', attempts: 1, bodyWentOut: true, outcomeUnknown: false });
    expect(result.totalBytes).toBe(file.bytes.length);
    expect(words(result.message)).toContain(String(APP_ID));
    expect(result.response?.status).toBe(200);
    expect(result.response?.bodyJson).toMatchObject({ summary: { articles: expect.any(Number), prices: 1 } });

    expect(setup.fake.requests).toHaveLength(1);
    const [request] = setup.fake.requests;
    expect(request?.path).toBe(`/api/v1.0/app/${APP_ID}/import/articles/direct`);
    expect(request?.method).toBe('POST');
    expect(request?.authorizationMatched).toBe(true);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['content-length']).toBe(String(file.bytes.length));
    expect(request?.headers['transfer-encoding']).toBeUndefined();
    expect(request?.body?.equals(file.bytes)).toBe(true);
    expect(request?.bodySha256).toBe(file.sha256);

    // Progress grows chunk by chunk up to the whole body.
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toEqual([file.bytes.length, file.bytes.length]);
    expect(progress.every(([sent], i) => i === 0 || sent > (progress[i - 1]?.[0] ?? 0))).toBe(true);
    expectNoToken(result);
  });

  it('drops a UTF-8 byte-order mark and sends everything after it', async () => {
    const file = files.write('bom.json', SMALL_EXPORT, { bom: true });
    const result = await send(file);

    expect(result.code).toBe('accepted');
    expect(result.totalBytes).toBe(file.bytes.length - 3);
    const [request] = setup.fake.requests;
    expect(request?.headers['content-length']).toBe(String(file.bytes.length - 3));
    expect(request?.body?.equals(file.body)).toBe(true);
    expect(request?.body?.[0]).toBe('{'.charCodeAt(0));
  });

  it('keeps number spellings as written (the bytes, never a re-serialised object)', async () => {
    const file = files.write('spelling.json', '{"articles":[],"prices":[{"articleNumber":"X","amount":1.10,"big":12345678901234567890}]}');
    await send(file);
    expect(setup.fake.requests[0]?.body?.toString('utf8')).toContain('"amount":1.10,"big":12345678901234567890');
  });
});

describe('sending exactly what was validated', () => {
  it('refuses a file whose size, modification time or inode changed since validation, without any request', async () => {
    const file = files.write('changed.json', SMALL_EXPORT);
    const { statSync } = await import('node:fs');
    const { size, mtimeMs, ino } = statSync(file.path);
    for (const validatedStamp of [{ size: size + 1, mtimeMs, ino }, { size, mtimeMs: mtimeMs - 1000, ino }, { size, mtimeMs, ino: ino + 1 }]) {
      const result = await send(file, { validatedStamp });
      expect(result).toMatchObject({ code: 'refused.fileChanged', attempts: 0, bodyWentOut: false });
      expect(words(result.message)).toMatch(/Reload/);
    }
    expect(setup.fake.requests).toHaveLength(0);
  });

  it('checks the validated SHA-256 on the way, reading the file once: other bytes never complete an upload', async () => {
    const file = files.write('other-bytes.json', exportOfSize(2 * 1024 * 1024));
    const result = await send(file, { expectedSha256: 'a'.repeat(64) });

    expect(result).toMatchObject({ code: 'refused.fileChanged', bodyWentOut: false, outcomeUnknown: false, attempts: 1 });
    await expect.poll(() => setup.fake.requests[0]?.finished).toBe(true);
    expect(setup.fake.requests[0]?.complete).toBe(false);
    expect(setup.fake.requests[0]?.bodyBytes).toBeLessThan(file.bytes.length);
  });

  it('never completes the upload of a file changed on disk while it was being sent', async () => {
    const file = files.write('mid-upload.json', exportOfSize(8 * 1024 * 1024));
    const { openSync, writeSync, closeSync } = await import('node:fs');
    let changed = false;
    const result = await send(file, {
      onProgress: () => {
        if (changed) return;
        changed = true;
        // Far beyond what has been read so far: the change is in bytes not yet sent.
        const fd = openSync(file.path, 'r+');
        writeSync(fd, Buffer.from('XXXX'), 0, 4, file.bytes.length - 1024);
        closeSync(fd);
      },
    });

    expect(result).toMatchObject({ code: 'refused.fileChanged', bodyWentOut: false, outcomeUnknown: false, attempts: 1 });
    expect(words(result.message)).toMatch(/changed while it was being sent/);
    await expect.poll(() => setup.fake.requests[0]?.finished).toBe(true);
    expect(setup.fake.requests).toHaveLength(1);
    expect(setup.fake.requests[0]?.complete).toBe(false);
    expect(setup.fake.requests[0]?.bodyBytes).toBeLessThan(file.bytes.length);
  });

  it('reports a file that can no longer be read', async () => {
    const file = files.write('gone.json', SMALL_EXPORT);
    const result = await send({ ...file, path: `${file.path}.missing` });
    expect(result).toMatchObject({ code: 'refused.unreadable', errorCode: 'ENOENT', attempts: 0 });
    expect(setup.fake.requests).toHaveLength(0);
  });
});

describe('what the server answers', () => {
  const file = () => files.write('answer.json', SMALL_EXPORT);

  it('401: the token was rejected; explains how to make a new one', async () => {
    setup.fake.setBehaviour('401');
    const result = await send(file());
    expect(result).toMatchObject({ code: 'unauthorized', outcomeUnknown: false });
    expect(words(result.message)).toMatch(/developer mode/);
    expect(words(result.message)).toContain(new URL(setup.fake.url).host);
    expectNoToken(result);
  });

  it('401 too when the token does not match the one the server expects', async () => {
    const result = await send(file(), { token: 'another-token-entirely' });
    expect(result.code).toBe('unauthorized');
    expect(setup.fake.requests[0]?.authorizationMatched).toBe(false);
  });

  it('403: this token may not import into the configurator', async () => {
    setup.fake.setBehaviour('403');
    const result = await send(file());
    expect(result).toMatchObject({ code: 'forbidden' });
    expect(words(result.message)).toContain(`configurator ${APP_ID}`);
  });

  it('404: no such configurator at the base URL', async () => {
    setup.fake.setBehaviour('404');
    const result = await send(file());
    expect(result).toMatchObject({ code: 'notFound' });
    expect(words(result.message)).toContain(`configurator ${APP_ID} at ${setup.fake.url}`);
  });

  it('422: the data was rejected, with the server message and its item details', async () => {
    setup.fake.setBehaviour('422');
    const result = await send(file());
    expect(result).toMatchObject({ code: 'rejected', serverMessage: 'The import contains invalid items.' });
    expect(words(result.message)).toContain('The import contains invalid items.');
    expect(result.items).toEqual([
      { index: 0, articleNumber: 'CH-1001', message: expect.any(String) },
      { index: 1, articleNumber: 'DS-2040', message: expect.any(String) },
    ]);
    expect(words(result.details[0])).toMatch(/^Item 0 \(CH-1001\): /);
    expect(result.response?.bodyJson).toMatchObject({ items: expect.any(Array) });
  });

  it('409: rejected with the server message', async () => {
    setup.fake.setBehaviour('409');
    const result = await send(file());
    expect(result).toMatchObject({ code: 'rejected' });
    expect(words(result.message)).toContain('Another import into this configurator is running.');
  });

  it('413: too large, naming the size', async () => {
    setup.fake.setBehaviour('413');
    const sample = file();
    const result = await send(sample);
    expect(result).toMatchObject({ code: 'tooLarge' });
    expect(words(result.message)).toContain(`${sample.bytes.length} bytes`);
  });

  it('500: the server failed, and the import may or may not have been applied', async () => {
    setup.fake.setBehaviour('500');
    const result = await send(file());
    expect(result).toMatchObject({ code: 'serverError', outcomeUnknown: true, attempts: 1 });
    expect(words(result.message)).toMatch(/may or may not/);
    expect(setup.fake.requests).toHaveLength(1);
  });

  it('keeps at most maxResponseBytes of the answer and says it was cut', async () => {
    const result = await send(file(), { maxResponseBytes: 40 });
    expect(result.code).toBe('accepted');
    expect(result.response?.truncated).toBe(true);
    expect(Buffer.byteLength(result.response?.bodyText ?? '')).toBeLessThanOrEqual(40);
    expect(result.response?.bodyJson).toBeUndefined();
  });
});

describe('redirects', () => {
  it.each([307, 308])('reports a %i with its target and sends nothing there', async (status) => {
    const target = await startFakeConfigurator({ token: TOKEN });
    try {
      const location = buildImportEndpoint(target.url, APP_ID);
      setup.fake.setBehaviour({ name: 'redirect', redirectTo: location, redirectStatus: status });
      const result = await send(files.write('redirect.json', SMALL_EXPORT));

      expect(result).toMatchObject({ code: 'redirect', location, attempts: 1 });
      expect(words(result.message)).toContain(location);
      expect(words(result.message)).toMatch(/base URL/);
      expect(setup.fake.requests).toHaveLength(1);
      expect(target.requests).toHaveLength(0);
    } finally {
      await target.close();
    }
  });
});

describe('the token', () => {
  it('is removed from anything a server echoes back', async () => {
    const http = await import('node:http');
    const echo = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const auth = req.headers.authorization ?? '';
        res.writeHead(422, { 'Content-Type': 'application/json', Location: `https://x.example/${auth}` });
        res.end(JSON.stringify({ message: `bad ${auth}`, items: [{ index: 0, articleNumber: auth, message: auth }], [auth]: auth }));
      });
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = echo.address() as { port: number };
      const result = await sendImport({
        endpoint: buildImportEndpoint(`http://127.0.0.1:${port}`, APP_ID),
        token: TOKEN,
        filePath: files.write('echo.json', SMALL_EXPORT).path,
        bodyOffset: 0,
        expectedSha256: files.write('echo.json', SMALL_EXPORT).sha256,
      });
      expect(result.code).toBe('rejected');
      expect(words(result.message)).toContain('[token removed]');
      expectNoToken(result);
    } finally {
      await new Promise<void>((resolve) => echo.close(() => resolve()));
    }
  });

  it('with characters a header cannot carry is refused before anything is sent, and not repeated', async () => {
    const file = files.write('token.json', SMALL_EXPORT);
    const token = `${TOKEN}\n`;
    const result = await send(file, { token });
    expect(result).toMatchObject({ code: 'refused.tokenInvalid', attempts: 0 });
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    expect(setup.fake.requests).toHaveLength(0);
  });
});

describe('targets it must never post to', () => {
  it('refuses plain http to a host other than this computer', async () => {
    const file = files.write('target.json', SMALL_EXPORT);
    const result = await send(file, { endpoint: 'http://configurator.example.com/api/v1.0/app/1/import/articles/direct' });
    expect(result).toMatchObject({ code: 'refused.target', attempts: 0 });
  });
});
