// No send without its record, however the tool dies: `article-importer send` (the real binary)
// is killed with SIGKILL at moments of each step of a send, again and again, against the fake
// configurator on 127.0.0.1: while it starts and checks the file, just after it recorded the
// start, during the upload, while it waits for the answer, and just after the answer came (the
// outcome record and the digest write). Two targets at once, into one data folder. Afterwards
// every request the server received has its send in the history (completed, or interrupted), no
// history line is unreadable, and the next sends clean up what the killed ones left (their
// locks, half-written digests).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeConfigurator, type FakeConfigurator, type RecordedRequest } from '../../tools/fake-configurator/server';
import { runCliBinary } from '../../test-support/cli-process';
import { readHistory } from '../history/read-history';

type Phase = 'check' | 'started' | 'upload' | 'wait' | 'answer';
interface Lane {
  appId: number;
  /** In turn, so each is hit; the moment within each is random. */
  phases: Phase[];
}
/** App 504 is the fake configurator's slow one: it holds its answer (delayMs), the time to be killed while waiting. */
const LANES: Lane[] = [
  { appId: 4711, phases: ['check', 'started', 'upload', 'answer'] },
  { appId: 504, phases: ['check', 'started', 'upload', 'wait'] },
];
const KILLS_PER_LANE = 16;
/** Bounds the loop should sends keep finishing before their kill lands (a kill just after the answer often misses on a busy machine). */
const MAX_RUNS_PER_LANE = 100;

let fake: FakeConfigurator;
let dataDir: string;
/** What the server sees, told to the run whose file has that size (each run's file has its own). */
const watchers = new Map<number, (event: 'data' | 'answered', request: RecordedRequest, body?: { pause(): void; resume(): void }) => void>();
const sizeOf = (request: RecordedRequest) => Number(request.headers['content-length']);

beforeAll(async () => {
  fake = await startFakeConfigurator({
    behaviour: { name: 'accept', delayMs: 60_000 },
    onData: (request, body) => watchers.get(sizeOf(request))?.('data', request, body),
    onRequest: (request) => request.status !== undefined && watchers.get(sizeOf(request))?.('answered', request),
  });
  dataDir = mkdtempSync(path.join(tmpdir(), 'send-killed-'));
}, 60_000);
afterAll(() => fake.close());

/**
 * An export of some 300 KB (several parts on the wire), or of some 6 MB, more than the sockets'
 * buffers hold (so an upload the server stops reading is still going); the same articles each
 * time, padded to a size of its own.
 */
function writeExport(name: string, padding: number, large = false): string {
  const articles = Array.from({ length: large ? 24_000 : 1200 }, (_, i) => ({ articleNumber: `A-${i}`, name: { de: `Stuhl ${i}`, en: `Chair ${i}` }, active: true }));
  const prices = articles.map(({ articleNumber }, i) => ({ articleNumber, priceList: 'retail', currency: 'EUR', amount: 100 + i, minQuantity: 1 }));
  const file = path.join(dataDir, name);
  writeFileSync(file, JSON.stringify({ articles, prices }, null, 1) + ' '.repeat(padding));
  return file;
}

const randomMs = (max: number) => Math.floor(Math.random() * max);

interface Run {
  phase: Phase;
  code: number | null;
  stderr: string;
}

/** One send, killed at a moment of `phase` (unless it ends first). */
async function sendKilledAt(lane: Lane, phase: Phase, run: number): Promise<Run> {
  const file = writeExport(`lane-${lane.appId}-${run}.json`, 1000 * LANES.indexOf(lane) + run, phase === 'upload');
  const size = statSync(file).size;
  let child: ChildProcess | undefined;
  const kill = () => child?.kill('SIGKILL');
  let resume = () => undefined as void;
  watchers.set(size, (event, request, body) => {
    // The server stops reading at the first part, so the upload is still going when it dies.
    if (event === 'data' && phase === 'upload' && body !== undefined) {
      body.pause();
      resume = body.resume;
      kill();
    }
    // The whole body arrived; the slow target holds its answer.
    if (event === 'data' && phase === 'wait' && request.bodyBytes === size) kill();
    // The answer is out: the tool records the outcome, writes the digest, records it again.
    // Within a few ms: on a fast machine the records and the digest are written that soon.
    if (event === 'answered' && phase === 'answer') setTimeout(kill, randomMs(8));
  });
  try {
    // --no-compare: a send killed after its answer leaves its target without a digest of what it
    // accepted, and the next send would rightly refuse to compare (exit 65): that is tested in
    // send-command-fail-closed.test.ts; here every send should go.
    const done = await runCliBinary(['send', file, '--app', String(lane.appId), '--base-url', fake.url, '--yes', '--no-compare'],
      { ARTICLE_IMPORTER_DATA_DIR: dataDir, ARTICLE_IMPORTER_TOKEN: fake.token }, 60_000, (started) => {
        child = started;
        // Starting node, reading the settings, taking the lock, checking the file.
        if (phase === 'check') setTimeout(kill, randomMs(400));
        // Printed right after the start was recorded, before the request.
        if (phase === 'started') started.stderr!.on('data', (chunk: Buffer) => chunk.toString().includes('Sending ') && kill());
      });
    return { phase, code: done.code, stderr: done.stderr };
  } finally {
    watchers.delete(size);
    resume();
  }
}

async function runLane(lane: Lane): Promise<Run[]> {
  const runs: Run[] = [];
  // Until enough kills landed and each of the lane's phases had one (a kill can miss: the send ended first).
  const unhit = () => lane.phases.some((phase) => !runs.some((r) => r.code === null && r.phase === phase));
  for (let run = 0; (runs.filter((r) => r.code === null).length < KILLS_PER_LANE || unhit()) && run < MAX_RUNS_PER_LANE; run++) {
    runs.push(await sendKilledAt(lane, lane.phases[run % lane.phases.length]!, run));
  }
  return runs;
}

describe('send, killed at any moment', () => {
  it('leaves every request the server received recorded, and no history line unreadable', async () => {
    const runs = (await Promise.all(LANES.map(runLane))).flat();
    const killed = runs.filter((run) => run.code === null);
    expect(killed.length).toBeGreaterThanOrEqual(30);
    // Each phase was hit by a kill; a killed send's lock never refused the next one (75), nothing crashed (70).
    expect(new Set(killed.map((run) => run.phase))).toEqual(new Set(['check', 'started', 'upload', 'wait', 'answer']));
    for (const run of runs) expect([null, 0, 4], `${run.phase}: ${run.stderr}`).toContain(run.code);

    // One more send per target, to the end: it takes over the killed one's lock and writes a digest.
    fake.setBehaviour({ name: 'accept', delayMs: 0 });
    for (const lane of LANES) {
      const done = await runCliBinary(['send', writeExport(`last-${lane.appId}.json`, 5000 + lane.appId), '--app', String(lane.appId), '--base-url', fake.url, '--yes', '--no-compare'],
        { ARTICLE_IMPORTER_DATA_DIR: dataDir, ARTICLE_IMPORTER_TOKEN: fake.token });
      expect(done.code, done.stderr).toBe(0);
    }

    const { entries, skipped } = await readHistory(path.join(dataDir, 'history.jsonl'));
    expect(skipped).toBe(0);
    const sends = entries.filter((entry) => entry.id !== undefined);
    for (const request of fake.requests) {
      const send = sends.find((entry) => entry.appId === request.appId && entry.fileBytes === sizeOf(request));
      expect(send, `request of ${sizeOf(request)} bytes to ${request.appId}, answered ${request.status ?? 'never'}`).toBeDefined();
      if (request.status === 200) expect(['accepted', 'interrupted']).toContain(send!.outcome);
    }
    expect(sends.some((entry) => entry.outcome === 'interrupted')).toBe(true);
    expect(readdirSync(path.join(dataDir, 'digests')).filter((name) => name.includes('.tmp-'))).toEqual([]);
    expect(readdirSync(path.join(dataDir, 'locks'))).toEqual([]);

    // And as `history` shows them.
    const shown = await runCliBinary(['history', '--limit', '1000'], { ARTICLE_IMPORTER_DATA_DIR: dataDir, TZ: 'UTC' });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('interrupted: the outcome is unknown; check the configurator');
    expect(shown.stderr).not.toMatch(/skipped|could not be read/i);
  }, 180_000);
});
