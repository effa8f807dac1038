// The history's vocabulary is the app's: a file that changed between the check and the upload
// is recorded as a refusal (nothing was sent), not as a send with 0 attempts.
import { appendFile, copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeCliIo } from '../../../test-support/fake-cli-io';
import { samplePath } from '../../../test-support/reference-files';
import { startFakeConfigurator, type FakeConfigurator } from '../../../tools/fake-configurator/server';
import { defaultSettings } from '../../settings/settings-schema';
import { readHistory } from '../../history/read-history';
import { sendImport } from '../../net/import-client';
import { runSendCommand } from './send-command';

let dir = '';
let fake: FakeConfigurator;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'send-refusal-'));
  fake = await startFakeConfigurator({});
});
afterAll(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

describe('send: a file that changed after its check', () => {
  it('is refused before anything goes out, exit 2, and recorded as a refusal like the app does', async () => {
    const file = path.join(dir, 'week-47.json');
    await copyFile(samplePath('valid-small.json'), file);
    const historyFile = path.join(dir, 'history.jsonl');
    const f = fakeCliIo({ ARTICLE_IMPORTER_TOKEN: fake.token });
    const code = await runSendCommand([file, '--app', '4711', '--base-url', fake.url], f.io, {
      dataDir: dir,
      historyFile,
      readSettings: async () => defaultSettings(),
      tokenStore: { status: async () => ({ state: 'absent', where: 'keychain' }), get: async () => null, set: async () => undefined, delete: async () => false },
      // The export is rewritten by the ERP just as the upload starts.
      sendImport: async (options) => {
        await appendFile(file, '\n');
        return sendImport(options);
      },
    });
    expect(code).toBe(2);
    expect(fake.requests).toHaveLength(0);
    const { entries } = await readHistory(historyFile);
    expect(entries).toMatchObject([{ kind: 'refusal', outcome: 'refused.fileChanged', attempts: 0 }]);
  });
});
