// `article-importer send` as a pipeline runs it: the real binary against the fake
// configurator on 127.0.0.1, the token from ARTICLE_IMPORTER_TOKEN, a temporary data folder.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { samplePath } from '../../test-support/reference-files';
import { startFakeConfigurator } from '../../tools/fake-configurator/server';
import { runCliBinary } from '../../test-support/cli-process';
import { canSeeOpenFiles, processHasOpen } from '../../test-support/process-has-open';
import { readHistory } from '../history/read-history';
import type { FakeConfigurator } from '../../tools/fake-configurator/server';

const TOKEN = 'cli-test-token-5f1c2a';
let fake: FakeConfigurator;
let dataDir: string;

function run(args: string[], env: Record<string, string> = {}, onStart?: (child: ChildProcess) => void) {
  return runCliBinary(args, { ARTICLE_IMPORTER_DATA_DIR: dataDir, ARTICLE_IMPORTER_TOKEN: TOKEN, ...env }, 60_000, onStart);
}

const send = (file: string, ...extra: string[]) => run(['send', file, '--app', fake.editorUrl(4711), '--base-url', fake.url, ...extra]);
const history = () => readFileSync(path.join(dataDir, 'history.jsonl'), 'utf8');

beforeAll(async () => {
  fake = await startFakeConfigurator({ token: TOKEN, keepBodies: true });
}, 60_000);
afterAll(() => fake.close());
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'send-cli-'));
  fake.setBehaviour('accept');
  fake.requests.length = 0;
});

describe('article-importer send', () => {
  it('sends nothing when the history cannot be written, and says why (exit 73)', async () => {
    mkdirSync(path.join(dataDir, 'history.jsonl'));
    const { code, stderr } = await send(samplePath('valid-small.json'));
    expect(code).toBe(73);
    expect(stderr).toContain('Nothing was sent: the history, which records every send, cannot be written');
    expect(fake.requests).toHaveLength(0);
  });

  it('sends the file as it is, shows the answer, records the send, exit 0', async () => {
    const file = samplePath('valid-small.json');
    const { code, stdout, stderr } = await send(file);
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('Configurator 4711 accepted the file (HTTP 200)');
    expect(stdout).toContain('"articles": 3');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.authorizationMatched).toBe(true);
    expect(fake.requests[0]!.body!.equals(readFileSync(file))).toBe(true);
    // Started before the request, its outcome after it, and again once the digest was kept; read as one send.
    const records = history().trim().split('\n').map((line) => JSON.parse(line));
    expect(records.map((record) => [record.kind, record.outcome, record.digest ?? false])).toEqual([['started', 'started', false], ['send', 'accepted', false], ['send', 'accepted', true]]);
    expect(new Set(records.map((record) => record.id)).size).toBe(1);
    const { entries } = await readHistory(path.join(dataDir, 'history.jsonl'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'send', appId: 4711, baseUrl: fake.url, fileName: 'valid-small.json', outcome: 'accepted', httpStatus: 200, attempts: 1, digest: true });
  });

  it('says when the target accepted the file but its record could not be kept, and the next send stops for it', async () => {
    // A file where the digests' folder would be: the record of what the target holds cannot be written.
    writeFileSync(path.join(dataDir, 'digests'), '');
    const file = samplePath('valid-small.json');
    const first = await send(file, '--no-compare', '--format', 'json');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/Warning: configurator 4711 accepted the file, but what it now holds could not be recorded on this computer \(.*EEXIST.*\)\. The next file sent there cannot be compared with this one/);
    expect(JSON.parse(first.stdout)).toMatchObject({ outcome: 'accepted', digestKept: false, digestNotKeptBecause: expect.stringContaining('EEXIST'), historyRecorded: true });
    // The send is recorded; it says no digest was kept.
    const { entries } = await readHistory(path.join(dataDir, 'history.jsonl'));
    expect(entries[0]).toMatchObject({ outcome: 'accepted' });
    expect(entries[0]!.digest).toBeUndefined();
    // Fails closed: the next send cannot be compared and is not sent without a confirmation.
    const next = await send(file);
    expect(next.code).toBe(65);
    expect(fake.requests).toHaveLength(1);
  });

  it.skipIf(!canSeeOpenFiles)('stops at Ctrl-C while it still checks the file: nothing sent, nothing recorded, exit 130', async () => {
    // About 40 MB: Ctrl-C comes once the tool has the file open for its check, whatever the
    // machine's speed, and checking this much takes far longer than a signal takes to arrive.
    const record = (i: number) => `{"articleNumber":"A-${i}","name":"${'Stuhl '.repeat(60)}","active":true}`;
    const file = path.join(dataDir, 'large.json');
    const records = Array.from({ length: 100_000 }, (_, i) => record(i));
    writeFileSync(file, `{"articles":[${records.join(',')}]}`);
    const { code, stderr } = await run(['send', file, '--app', '4711', '--base-url', fake.url, '--yes'], {}, (child) => {
      void processHasOpen(child.pid!, file).then(() => child.kill('SIGINT'), () => child.kill('SIGKILL'));
    });
    expect(code, stderr).toBe(130);
    expect(stderr).toContain('Cancelled: the check stopped and nothing was sent.');
    expect(fake.requests).toHaveLength(0);
    expect(() => history()).toThrow();
  }, 60_000);

  it('sends nothing for a file with errors, says so, exit 1', async () => {
    const { code, stderr } = await send(samplePath('with-errors.json'));
    expect(code).toBe(1);
    expect(stderr).toContain('Nothing was sent: the file has 13 errors');
    expect(fake.requests).toHaveLength(0);
    expect(JSON.parse(history())).toMatchObject({ kind: 'refusal', outcome: 'refused.errors', attempts: 0 });
  });

  it('does not send a file with warnings unconfirmed; --yes confirms', async () => {
    const refused = await send(samplePath('prices-only.json'));
    expect(refused.code).toBe(64);
    expect(refused.stderr).toContain('2 warnings and the sending was not confirmed');
    expect(fake.requests).toHaveLength(0);
    const confirmed = await send(samplePath('prices-only.json'), '--yes');
    expect(confirmed.code).toBe(0);
    expect(fake.requests).toHaveLength(1);
  });

  it('drops a UTF-8 byte-order mark from the body, and only that', async () => {
    const file = path.join(dataDir, 'bom.json');
    const json = readFileSync(samplePath('valid-small.json'));
    writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json]));
    expect((await send(file)).code).toBe(0);
    expect(fake.requests[0]!.body!.equals(json)).toBe(true);
    expect(fake.requests[0]!.headers['content-length']).toBe(String(json.length));
  });

  it('maps a rejected token to its message and exit 3', async () => {
    const { code, stdout } = await send(samplePath('valid-small.json'), '--format', 'json');
    expect(code).toBe(0);
    fake.setBehaviour('401');
    const rejected = await send(samplePath('valid-small.json'), '--format', 'json');
    expect(rejected.code).toBe(3);
    const result = JSON.parse(rejected.stdout);
    expect(result).toMatchObject({ outcome: 'unauthorized', exitCode: 3, sent: true, response: { status: 401 } });
    expect(result.message).toMatch(/rejected the API token.*developer mode/);
    expect(JSON.parse(stdout).outcome).toBe('accepted');
  });

  it('says the outcome is unknown when the connection breaks after the upload, exit 4, one request', async () => {
    fake.setBehaviour('reset');
    const { code, stdout } = await send(samplePath('valid-small.json'));
    expect(code).toBe(4);
    expect(stdout).toMatch(/may or may not have been|unknown|check/i);
    expect(fake.requests).toHaveLength(1);
    expect((await readHistory(path.join(dataDir, 'history.jsonl'))).entries).toMatchObject([{ outcome: 'connectionLost', outcomeUnknown: true }]);
  });

  it('retries once when the server is busy and says Retry-After', async () => {
    fake.setBehaviour({ name: '503', retryAfter: '1', busyTimes: 1 });
    const { code } = await send(samplePath('valid-small.json'));
    expect(code).toBe(0);
    expect(fake.requests.map((r) => r.status)).toEqual([503, 200]);
  });

  it('explains a missing token and never prints or stores one', async () => {
    const missing = await run(['send', samplePath('valid-small.json'), '--app', '4711', '--base-url', fake.url], {
      ARTICLE_IMPORTER_TOKEN: '',
      // No session bus: the keychain cannot answer, which must be said, not hung on.
      DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus',
    });
    expect([64, 69]).toContain(missing.code);
    expect(missing.stderr).toMatch(/Nothing was sent/);
    expect(fake.requests).toHaveLength(0);

    fake.setBehaviour('422');
    const outputs = await Promise.all([send(samplePath('valid-small.json')), send(samplePath('valid-small.json'), '--format', 'json')]);
    for (const { stdout, stderr } of outputs) expect(stdout + stderr).not.toContain(TOKEN);
    expect(history()).not.toContain(TOKEN);
  });

  it('refuses a plain-http base URL that is not loopback, exit 64, before reading the token', async () => {
    const { code, stderr } = await run(['send', samplePath('valid-small.json'), '--app', '4711', '--base-url', 'http://configurator.example']);
    expect(code).toBe(64);
    expect(stderr).toMatch(/https/);
  });
});
