// A server that echoes the token back in another form than it was sent must not get it onto
// the screen, into the renderer or into the history: the result of a send holds no form of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImportEndpoint } from '../../shared/targets/endpoint';
import { sampleFolder } from '../../tools/fake-configurator/sample-files';
import { percentEncodeAll, phpEscape, startTokenEchoServer, unicodeEscape, type EchoForm, type TokenEchoServer } from '../../test-support/token-echo-server';
import { sendImport } from './import-client';
import { REDACTED, tokenRedactor } from './redact-token';
import type { SendResult } from './import-types';

const TOKEN = 'abc/DEF+ghi=jkl_0123456789~secret';
const files = sampleFolder();
let server: TokenEchoServer;

beforeAll(async () => {
  server = await startTokenEchoServer();
});
afterAll(async () => {
  await server.close();
  files.remove();
});

/** Every string in a value: keys and values, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => [key, ...stringsOf(item)]);
  return [];
}

/** No form of the token a server could echo, not even its first six characters, in any string of the result. */
function expectNoForm(result: SendResult): void {
  const start = TOKEN.slice(0, 6);
  const forms = [start, phpEscape(start), unicodeEscape(start), percentEncodeAll(start), encodeURIComponent(start)].map((form) => form.toLowerCase());
  for (const text of stringsOf(result)) {
    for (const form of forms) expect(text.toLowerCase(), text).not.toContain(form);
  }
}

async function sendEchoed(form: EchoForm, capBytes?: number): Promise<SendResult> {
  server.form = form;
  if (capBytes !== undefined) server.capBytes = capBytes;
  const file = files.write('small.json', '{"articles":[]}');
  return sendImport({
    endpoint: buildImportEndpoint(server.url, 4711),
    token: TOKEN,
    filePath: file.path,
    bodyOffset: file.bodyOffset,
    expectedSha256: file.sha256,
    ...(capBytes === undefined ? {} : { maxResponseBytes: capBytes }),
  });
}

describe('the token echoed back by a server', () => {
  it.each<[EchoForm, string]>([
    ['phpJson', 'JSON-escaped with \\/ as PHP writes it'],
    ['unicodeJson', 'JSON-escaped as \\uXXXX'],
    ['urlInLocation', 'URL-encoded in a redirect'],
  ])('is removed when %s (%s)', async (form) => {
    const result = await sendEchoed(form);
    expectNoForm(result);
    expect(JSON.stringify(result)).toContain(REDACTED);
  });

  it('is removed before the answer is cut at the cap, even when the cap falls inside it', async () => {
    const result = await sendEchoed('atTheCap', 4096);
    expect(result.response?.truncated).toBe(true);
    expect(Buffer.byteLength(result.response!.bodyText)).toBeLessThanOrEqual(4096);
    expectNoForm(result);
  });

  it('is removed when the server itself ends the body inside it', async () => {
    const result = await sendEchoed('cutByServer');
    expect(result.response?.bodyText).toContain('request was: Bearer');
    expectNoForm(result);
  });
});

describe('tokenRedactor', () => {
  const redact = (text: string) => tokenRedactor(TOKEN)(text);
  it('keeps text without the token as it is, also text that merely starts like it at its end', () => {
    expect(redact('{"message":"Unauthorized"}')).toBe('{"message":"Unauthorized"}');
    expect(redact('the letters abc/D')).toBe('the letters abc/D');
  });
  it('removes mixed forms: some characters escaped, some not', () => {
    expect(redact(`x ${TOKEN.replace('/', '\\/').replace('+', '%2b')} y`)).toBe(`x ${REDACTED} y`);
  });
});
