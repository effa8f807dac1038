// The import-client tests' common set-up: the fake configurator on 127.0.0.1 for the whole
// test file, set back to "accept" after each test, a folder of sample files, and one send to
// it with the test's token.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildImportEndpoint } from '../shared/targets/endpoint';
import { startFakeConfigurator, type FakeConfigurator } from '../tools/fake-configurator/server';
import { sampleFolder, type SampleFile } from '../tools/fake-configurator/sample-files';
import { sendImport } from '../electron/net/import-client';
import type { SendOptions, SendResult } from '../electron/net/import-types';

export const APP_ID = 4711;

export interface FakeSendSetup {
  /** Started before the file's first test. */
  readonly fake: FakeConfigurator;
  readonly files: ReturnType<typeof sampleFolder>;
  send(file: SampleFile, extra?: Partial<SendOptions>, baseUrl?: string): Promise<SendResult>;
  expectNoToken(result: SendResult): void;
}

export function withFakeConfigurator(token: string, options: { keepBodies?: boolean } = {}): FakeSendSetup {
  const files = sampleFolder();
  let fake: FakeConfigurator | undefined;
  beforeAll(async () => {
    fake = await startFakeConfigurator({ token, ...options });
  });
  afterAll(async () => {
    await fake?.close();
    files.remove();
  });
  afterEach(() => {
    fake?.setBehaviour('accept');
    fake?.requests.splice(0);
  });
  return {
    get fake() {
      if (fake === undefined) throw new Error('the fake configurator starts in beforeAll');
      return fake;
    },
    files,
    send: (file, extra = {}, baseUrl) =>
      sendImport({
        endpoint: buildImportEndpoint(baseUrl ?? fake!.url, APP_ID),
        token,
        filePath: file.path,
        bodyOffset: file.bodyOffset,
        expectedSha256: file.sha256,
        ...extra,
      }),
    expectNoToken: (result) => expect(JSON.stringify(result)).not.toContain(token),
  };
}
