// What the tool does when the data folder's own files are not what they should be: a named
// pipe nobody writes to, a link to /dev/zero, a folder, a sparse file past the bound, under
// the digest's, the settings' or the history's name. The real binary, a real fake configurator
// on 127.0.0.1, real special files. Each run is killed after a minute if it hangs (code null):
// before the data folder's files were checked, the pipes hung `changes`, `token status`,
// `history` and `send`, the settings folder gave exit 70, and /dev/zero was read towards 2 GiB.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeConfigurator, type FakeConfigurator } from '../../tools/fake-configurator/server';
import { runCliBinary } from '../../test-support/cli-process';
import { digestPath } from '../digest/digest-store';

const TOKEN = 'data-folder-files-token-5c1e';
let fake: FakeConfigurator;
let dir = '';
let dataDir = '';
let exportFile = '';

beforeAll(async () => {
  fake = await startFakeConfigurator({ token: TOKEN });
});
afterAll(() => fake.close());
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'data-folder-files-'));
  dataDir = path.join(dir, 'data');
  mkdirSync(path.join(dataDir, 'digests'), { recursive: true });
  exportFile = path.join(dir, 'export.json');
  const articles = [1, 2, 3].map((i) => ({ articleNumber: `A-${i}`, name: { de: `Stuhl ${i}`, en: `Chair ${i}` }, active: true }));
  const prices = articles.map(({ articleNumber }) => ({ articleNumber, priceList: 'retail', currency: 'EUR', amount: 100, minQuantity: 1 }));
  writeFileSync(exportFile, JSON.stringify({ articles, prices }));
  fake.requests.length = 0;
  return () => rmSync(dir, { recursive: true, force: true });
});

/** A guard against a hang, not a time limit: a run that finishes in any time passes. */
const HANG_GUARD_MS = 60_000;
/** Longer than the guard on every run of a test, so a hang fails on its missing exit code (and the run is killed). */
const TEST_MS = { timeout: 3 * HANG_GUARD_MS + 30_000 };
const cli = (args: string[], env: Record<string, string> = {}) =>
  runCliBinary(args, { ARTICLE_IMPORTER_DATA_DIR: dataDir, ARTICLE_IMPORTER_TOKEN: TOKEN, ARTICLE_IMPORTER_BASE_URL: '', ...env }, HANG_GUARD_MS);

type Kind = 'named pipe' | 'link to /dev/zero' | 'folder' | 'sparse file past the bound';

/** Puts the special file at `file`; `pastBound` is the size of the sparse one. */
function place(kind: Kind, file: string, pastBound: number): void {
  if (kind === 'named pipe') execFileSync('mkfifo', [file]);
  else if (kind === 'link to /dev/zero') symlinkSync('/dev/zero', file);
  else if (kind === 'folder') mkdirSync(file);
  else {
    writeFileSync(file, '');
    truncateSync(file, pastBound); // no disk used: only a read would cost the memory
  }
}

const target = () => ['--app', '4711', '--base-url', fake.url];
const digestFile = () => digestPath(dataDir, { baseUrl: fake.url, appId: 4711 });

describe.skipIf(process.platform === 'win32')('a special file where the digest should be', TEST_MS, () => {
  const REASON: Record<Kind, string> = {
    'named pipe': 'it is not a regular file (a pipe, a device or a socket)',
    'link to /dev/zero': 'it is not a regular file (a pipe, a device or a socket)',
    folder: 'a folder is where the digest should be',
    'sparse file past the bound': 'it is larger than 1 GiB, more than any digest this app writes',
  };

  it.each(Object.keys(REASON) as Kind[])('%s: `changes` says the digest cannot be read, and why, at once', async (kind) => {
    place(kind, digestFile(), 1024 ** 3 + 1);
    const run = await cli(['changes', exportFile, ...target(), '--format', 'json']);
    // A digest is there, so the target accepted a file before: without it the guards fail closed.
    expect(run.code, run.output).toBe(65);
    expect(JSON.parse(run.stdout)).toMatchObject({ changesStatus: 'unreadable', changesProblem: REASON[kind] });
  });

  it('named pipe: `send` does not wait on it, refuses without a comparison, and once told to, writes a digest in its place', async () => {
    place('named pipe', digestFile(), 0);
    const refused = await cli(['send', exportFile, ...target()]);
    expect(refused.code, refused.output).toBe(65);
    expect(fake.requests).toHaveLength(0);
    const run = await cli(['send', exportFile, ...target(), '--no-compare']);
    expect(run.code, run.output).toBe(0);
    expect(fake.requests).toHaveLength(1);
    expect(readdirSync(path.dirname(digestFile()))).toEqual([path.basename(digestFile())]);
  });
});

describe.skipIf(process.platform === 'win32')('a special file where settings.json should be', TEST_MS, () => {
  const PROBLEM: Record<Kind, string> = {
    'named pipe': 'the file is not a regular file but a pipe, a device or a socket',
    'link to /dev/zero': 'the file is not a regular file but a pipe, a device or a socket',
    folder: 'a folder is where the file should be',
    'sparse file past the bound': 'the file is larger than 1 MiB',
  };
  const settingsFile = () => path.join(dataDir, 'settings.json');

  it.each(Object.keys(PROBLEM) as Kind[])('%s: `token status` without --base-url: exit 69, says why and where', async (kind) => {
    place(kind, settingsFile(), 1024 ** 2 + 1);
    const run = await cli(['token', 'status']);
    expect(run.code, run.output).toBe(69);
    expect(run.stderr).toContain(`The settings cannot be read: ${PROBLEM[kind]}`);
    expect(run.stderr).toContain(settingsFile());
  });

  it.each(['named pipe', 'folder'] as Kind[])('%s: `changes` and `send` stop with exit 69, nothing sent; `validate` does not need them', async (kind) => {
    place(kind, settingsFile(), 0);
    const changes = await cli(['changes', exportFile, ...target()]);
    expect(changes.code, changes.output).toBe(69);
    const send = await cli(['send', exportFile, ...target()]);
    expect(send.code, send.output).toBe(69);
    expect(send.stderr).toContain('The settings cannot be read');
    expect(fake.requests).toHaveLength(0);
    const validate = await cli(['validate', exportFile]);
    expect(validate.code, validate.output).toBe(0);
  });

  it('says it in German with --lang de', async () => {
    place('folder', settingsFile(), 0);
    const run = await cli(['token', 'status', '--lang', 'de']);
    expect(run.code, run.output).toBe(69);
    expect(run.stderr).toContain('Die Einstellungen können nicht gelesen werden: an der Stelle der Datei steht ein Ordner');
  });
});

describe.skipIf(process.platform === 'win32')('a special file where the history should be', TEST_MS, () => {
  const historyFile = () => path.join(dataDir, 'history.jsonl');
  const kinds: Kind[] = ['named pipe', 'link to /dev/zero', 'folder'];

  it.each(kinds)('%s: `history` exits 66, saying something other than a file is there', async (kind) => {
    place(kind, historyFile(), 0);
    const run = await cli(['history']);
    expect(run.code, run.output).toBe(66);
    expect(run.stderr).toContain('The history cannot be read: something other than a file is where the history file should be');
  });

  it.each(kinds)('%s: `send` sends nothing (exit 73): the send could not be recorded', async (kind) => {
    place(kind, historyFile(), 0);
    const run = await cli(['send', exportFile, ...target()]);
    expect(run.code, run.output).toBe(73);
    expect(fake.requests).toHaveLength(0);
  });
});
