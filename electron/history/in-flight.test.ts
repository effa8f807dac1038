// A send still waiting for its answer, seen from another process reading the same history: the
// real binary sends to the fake configurator on 127.0.0.1, which holds the answer; meanwhile
// `history` (and the app, which reads the history the same way) says it is sending, not that it
// was interrupted. Killed while it waits, it is interrupted.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { samplePath } from '../../test-support/reference-files';
import { startFakeConfigurator, type FakeConfigurator } from '../../tools/fake-configurator/server';
import { runCliBinary } from '../../test-support/cli-process';
import { readHistory } from './read-history';
import { IN_FLIGHT_OUTCOME } from './in-flight';
import { INTERRUPTED_OUTCOME } from './history-entry';
import type { ChildProcess } from 'node:child_process';

let fake: FakeConfigurator;
let dataDir: string;

beforeAll(async () => {
  fake = await startFakeConfigurator({ behaviour: 'hold' });
}, 60_000);
afterAll(() => fake.close());
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'in-flight-'));
  fake.requests.length = 0;
});

const env = () => ({ ARTICLE_IMPORTER_DATA_DIR: dataDir, ARTICLE_IMPORTER_TOKEN: fake.token });
const history = async () => (await readHistory(path.join(dataDir, 'history.jsonl'))).entries;
const uploaded = () => vi.waitFor(() => expect(fake.requests[0]?.finished).toBe(true), { timeout: 45_000, interval: 10 });

describe('a send still waiting for its answer', () => {
  it('is "sending now" in the history of another process, then accepted', async () => {
    const sending = runCliBinary(['send', samplePath('valid-small.json'), '--app', '4711', '--base-url', fake.url], env());
    await uploaded();
    expect(await history()).toMatchObject([{ kind: 'send', outcome: IN_FLIGHT_OUTCOME, outcomeUnknown: true }]);
    const table = await runCliBinary(['history'], env());
    expect(table.stdout).toContain('sending now: the configurator has not answered yet');
    expect(table.stdout).not.toContain('interrupted');

    expect(fake.release()).toBe(1);
    expect((await sending).code).toBe(0);
    expect(await history()).toMatchObject([{ kind: 'send', outcome: 'accepted' }]);
  }, 60_000);

  it('is interrupted once its process is gone', async () => {
    let child: ChildProcess | undefined;
    const sending = runCliBinary(['send', samplePath('valid-small.json'), '--app', '4711', '--base-url', fake.url], env(), 60_000, (started) => (child = started));
    await uploaded();
    child!.kill('SIGKILL');
    await sending;
    expect(await history()).toMatchObject([{ kind: 'send', outcome: INTERRUPTED_OUTCOME, outcomeUnknown: true }]);
    expect((await runCliBinary(['history'], env())).stdout).toContain('interrupted: the outcome is unknown; check the configurator');
    fake.release();
  }, 60_000);
});
