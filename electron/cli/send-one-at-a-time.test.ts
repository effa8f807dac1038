// One send per target at a time, across processes: two `article-importer send`s to one
// configurator started together give one request at the server; the other is refused at once
// (exit 75), says which send is in flight, and is recorded. The real binary, the fake
// configurator on 127.0.0.1 holding its answer until the test lets it go.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePath } from '../../test-support/reference-files';
import { startFakeConfigurator, type FakeConfigurator } from '../../tools/fake-configurator/server';
import { runCliBinary, type CliRun } from '../../test-support/cli-process';
import { readHistory } from '../history/read-history';

let fake: FakeConfigurator;
let dataDir: string;

beforeAll(async () => {
  fake = await startFakeConfigurator({ behaviour: 'hold' });
  dataDir = mkdtempSync(path.join(tmpdir(), 'send-one-'));
}, 60_000);
afterAll(() => fake.close());

const send = (...extra: string[]) =>
  runCliBinary(['send', samplePath('valid-small.json'), '--app', '4711', '--base-url', fake.url, ...extra], { ARTICLE_IMPORTER_DATA_DIR: dataDir, ARTICLE_IMPORTER_TOKEN: fake.token });

describe('two sends to one target at the same time', () => {
  it('make one request; the other is refused at once with exit 75, says which send is in flight, and is recorded', async () => {
    const runs = [send(), send('--format', 'json')];
    // The one refused ends while the other's answer is still held at the server.
    const first = await Promise.race(runs.map((run, index) => run.then((done) => ({ done, index }))));
    const refused: CliRun = first.done;
    expect(refused.code, refused.stderr).toBe(75);
    expect(refused.stderr).toMatch(/Nothing was sent: a send to configurator 4711 is in flight \(started \d{1,2}:\d{2}[^,]*, by the command line\)\./);
    if (first.index === 1) expect(JSON.parse(refused.stdout)).toMatchObject({ outcome: 'refused.inFlight', sent: false, exitCode: 75, historyRecorded: true });

    // The upload is over (and its answer held) once the server has read the body to its end.
    for (const started = Date.now(); fake.requests[0]?.finished !== true; await new Promise((resolve) => setTimeout(resolve, 10))) {
      if (Date.now() - started > 45_000) throw new Error('the upload never ended');
    }
    expect(fake.release()).toBe(1);
    const sent = await runs[1 - first.index]!;
    expect(sent.code, sent.stderr).toBe(0);
    expect(fake.requests).toHaveLength(1);

    const { entries, skipped } = await readHistory(path.join(dataDir, 'history.jsonl'));
    expect(skipped).toBe(0);
    expect(entries.map((entry) => [entry.kind, entry.outcome]).sort()).toEqual([['refusal', 'refused.inFlight'], ['send', 'accepted']]);
    expect(entries.find((entry) => entry.kind === 'refusal')).toMatchObject({ appId: 4711, fileName: 'valid-small.json', counts: null, sha256: null, attempts: 0 });
    // Let go of once the send is done: the next one goes through.
    expect(readdirSync(path.join(dataDir, 'locks'))).toEqual([]);
    fake.setBehaviour('accept');
    expect((await send()).code).toBe(0);
  }, 60_000);
});
