// The command-line tool reads the settings the app keeps and never writes them: `validate`,
// `changes`, `history` and `token status` (and `send`, which has nothing to save there) leave
// settings.json byte for byte as it was, whether an older version wrote it (no `version`, which
// the app would bring up to date) or a newer one (a higher `version`, keys this one does not
// know): a newer version's file is never rewritten as an older one's. What the tool understands
// of it is used: the default base URL, the guards. Before, every one of these commands rewrote
// such a file as version 1 and kept a `.bad-` copy beside it.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeConfigurator, type FakeConfigurator } from '../../tools/fake-configurator/server';
import { runCliBinary } from '../../test-support/cli-process';

const TOKEN = 'read-only-settings-token-2f9d';
let fake: FakeConfigurator;
let dir = '';
let dataDir = '';
let exportFile = '';

beforeAll(async () => {
  fake = await startFakeConfigurator({ token: TOKEN });
});
afterAll(() => fake.close());
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'read-only-settings-'));
  dataDir = path.join(dir, 'data');
  mkdirSync(dataDir);
  exportFile = path.join(dir, 'export.json');
  writeFileSync(exportFile, JSON.stringify({ articles: [{ articleNumber: 'A-1', name: { de: 'Stuhl', en: 'Chair' }, active: true }], prices: [] }));
  return () => rmSync(dir, { recursive: true, force: true });
});

const cli = (args: string[]) =>
  runCliBinary(args, { ARTICLE_IMPORTER_DATA_DIR: dataDir, ARTICLE_IMPORTER_TOKEN: TOKEN, ARTICLE_IMPORTER_BASE_URL: '' }, 60_000);

const settingsFile = () => path.join(dataDir, 'settings.json');

/** Everything a rewrite would change: the bytes, the modification time, the inode (a rename), the folder's other files. */
function snapshot() {
  const info = statSync(settingsFile());
  return { bytes: readFileSync(settingsFile()).toString('latin1'), mtimeMs: info.mtimeMs, ino: info.ino, files: readdirSync(dataDir).filter((f) => f.startsWith('settings')).sort() };
}

const VERSIONS = {
  // Written before settings had a version: the app would bring it up to version 1.
  older: () => JSON.stringify({ baseUrls: [{ url: fake.url }], defaultBaseUrl: fake.url, leftOutArticlesPercent: 35 }),
  // Written by a version that knows more: keys and shapes this one does not, indented its own way.
  newer: () =>
    JSON.stringify({ version: 2, baseUrls: [{ url: fake.url, label: 'Live', colour: 'green' }], defaultBaseUrl: fake.url, leftOutArticlesPercent: 35, theme: 'dark' }, null, 4),
};

describe.each(Object.keys(VERSIONS) as (keyof typeof VERSIONS)[])('settings.json of an %s version', (version) => {
  beforeEach(() => {
    writeFileSync(settingsFile(), VERSIONS[version]());
  });

  it('validate, changes, history and token status leave it byte for byte as it was', async () => {
    const before = snapshot();
    const runs = [
      await cli(['validate', exportFile]),
      await cli(['changes', exportFile, '--app', '4711']),
      await cli(['history']),
      await cli(['history', '--format', 'json']),
      await cli(['token', 'status']),
    ];
    // Each ran to its end (none hung or failed inside); the keychain may or may not be there.
    for (const run of runs) expect(run.code, run.output).not.toBeNull();
    expect(runs.map((run) => run.code).slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(runs[4]!.code).not.toBe(70);
    expect(snapshot()).toEqual(before);
  });

  it('what the tool understands of it is used (the default base URL, the guards); a send does not write it either', async () => {
    const before = snapshot();
    const changes = await cli(['changes', exportFile, '--app', '4711', '--format', 'json']);
    expect(changes.code, changes.output).toBe(0);
    expect(JSON.parse(changes.stdout)).toMatchObject({ target: { baseUrl: fake.url, appId: 4711 }, thresholds: { maxLeftOutShare: 0.35 } });
    const send = await cli(['send', exportFile, '--app', '4711']);
    expect(send.code, send.output).toBe(0);
    expect(fake.requests.at(-1)).toMatchObject({ appId: 4711, status: 200 });
    expect(snapshot()).toEqual(before);
  });
});
