// `send` and `changes` run in process against the fake configurator on 127.0.0.1, with a fresh
// data folder per test: the set-up the guard tests share (send-command-guards, -fail-closed,
// -drift). `send` runs as in a pipeline, or at a terminal answering each prompt as it appears.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeConfigurator, type FakeConfigurator } from '../tools/fake-configurator/server';
import { runChangesCommand } from '../electron/cli/commands/changes-command';
import { runSendCommand } from '../electron/cli/commands/send-command';
import { sendImport } from '../electron/net/import-client';
import { defaultSettings, type Settings } from '../electron/settings/settings-schema';
import { fakeCliIo } from './fake-cli-io';

export interface SendOptions {
  appId?: number;
  /** At a terminal: each prompt's answer, given once the prompt shows. Without: a pipeline. */
  answers?: Array<[prompt: string, answer: string]>;
  settings?: Partial<Settings>;
}

/** Registers the hooks; the returned functions work inside the tests. */
export function guardedSend(name: string) {
  let dir = '';
  let dataDir = '';
  let fake: FakeConfigurator | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
    fake = await startFakeConfigurator({});
  });
  afterAll(async () => {
    await fake?.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(dir, 'data-'));
    fake!.requests.length = 0;
  });

  const deps = (settings: Partial<Settings> = {}) => ({
    dataDir, historyFile: path.join(dataDir, 'history.jsonl'), readSettings: async () => ({ ...defaultSettings(), ...settings }),
    tokenStore: { status: async () => ({ state: 'absent' as const, where: 'keychain' as const }), get: async () => null, set: async () => undefined, delete: async () => false },
    sendImport,
  });

  return {
    fake: () => fake!,
    dataDir: () => dataDir,
    historyFile: () => path.join(dataDir, 'history.jsonl'),
    /** Writes an export into the test's folder. */
    async writeExport(fileName: string, document: unknown): Promise<string> {
      const file = path.join(dir, fileName);
      await writeFile(file, JSON.stringify(document));
      return file;
    },
    async send(file: string, flags: string[] = [], { appId = 4711, answers, settings }: SendOptions = {}) {
      const f = fakeCliIo({ ARTICLE_IMPORTER_TOKEN: fake!.token });
      if (answers) Object.assign(f.stdin, { isTTY: true, setRawMode: () => f.stdin });
      const answering = (async () => {
        for (const [prompt, answer] of answers ?? []) {
          while (!f.err().includes(prompt)) await new Promise((r) => setTimeout(r, 10));
          f.stdin.write(`${answer}\n`);
        }
      })();
      const code = await runSendCommand([file, '--app', String(appId), '--base-url', fake!.url, ...flags], f.io, deps(settings));
      if (answers) await answering;
      return { code, out: f.out(), err: f.err() };
    },
    async changes(file: string, flags: string[] = [], settings: Partial<Settings> = {}) {
      const f = fakeCliIo();
      const code = await runChangesCommand([file, '--app', '4711', '--base-url', fake!.url, ...flags], f.io, deps(settings));
      return { code, out: f.out(), json: flags.includes('json') ? (JSON.parse(f.out()) as unknown) : undefined };
    },
  };
}
