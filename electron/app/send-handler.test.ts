// The send channel against real parts: the validation worker, the import client, and the fake
// configurator on 127.0.0.1. The token store is the app's real one with a session-only token
// (the keychain itself is tested by the store's own suite).
import { words } from '../../test-support/words';
import { runCliBinary } from '../../test-support/cli-process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeConfigurator, type FakeConfigurator } from '../../tools/fake-configurator/server';
import { createAppTokenStore } from '../keychain/app-token-store';
import { createTokenStore } from '../keychain/token-store';
import { sendImport } from '../net/import-client';
import { builtWorker } from '../../test-support/built-worker';
import type { StartWorker } from '../validation-worker/start-worker';
import { DocumentStore } from './document-store';
import { rulesIn } from './ruleset-store';
import { createSendHandlers } from './send-handler';
import { appendHistoryEntry, historyWriteProblem } from '../history/append-history';
import { readHistory } from '../history/read-history';
import { randomUUID } from 'node:crypto';
import { DEFAULT_GUARDS } from '../../shared/changes/changes';
import { SAMPLES } from '../../test-support/paths';
import { defaultRules } from '../files/read-ruleset';

const samples = SAMPLES;
let tmp = '';
let startWorker: StartWorker;
let fake: FakeConfigurator;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ai-send-'));
  startWorker = builtWorker();
  fake = await startFakeConfigurator();
});
afterAll(async () => {
  await fake.close();
  await rm(tmp, { recursive: true, force: true });
});

/** A keychain that holds nothing (the real one is exercised by the store's own suite). */
const emptyKeychain = () => ({ getPassword: async () => null, setPassword: async () => undefined, deletePassword: async () => false });
const noKeychain = () => { throw new Error('Cannot find module keytar'); };

function setUp({ token = true, keychain = noKeychain }: { token?: boolean; keychain?: typeof noKeychain | typeof emptyKeychain } = {}) {
  const documents = new DocumentStore({ startWorker, emit: () => undefined });
  const tokens = createAppTokenStore(createTokenStore({ loadKeytar: keychain }));
  if (token) tokens.useSessionOnly(new URL(fake.url).origin, fake.token);
  const historyFile = path.join(tmp, `history-${randomUUID()}.jsonl`);
  const history = async () => (await readHistory(historyFile)).entries.reverse();
  const targets: Array<{ baseUrl: string; appId: number }> = [];
  const progress: number[] = [];
  const dataDir = path.join(tmp, `data-${randomUUID()}`);
  const handlers = createSendHandlers({
    documents,
    dataDir,
    historyFile,
    guardSettings: async () => DEFAULT_GUARDS,
    rulesAt: (target) => rulesIn(dataDir, { kind: 'target', ...target }),
    tokens,
    sendImport,
    recordHistory: (entry, options) => appendHistoryEntry(historyFile, entry, options),
    rememberTarget: async (t) => { targets.push(t); },
    emitProgress: (p) => progress.push(p.bytesSent),
    emitRetry: () => undefined,
    responseTimeoutMs: 2000,
    historyWriteProblem: () => historyWriteProblem(historyFile),
  });
  cleanups.push(() => documents.close());
  return { documents, handlers, history, historyFile, targets, progress, dataDir };
}

/** Polls what the fake configurator has seen (its records change as requests arrive). */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (const started = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 10))) {
    if (Date.now() - started > 45_000) throw new Error(`timed out waiting for ${what}`);
  }
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  fake.setBehaviour('accept');
  fake.requests.length = 0;
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

describe('send', () => {
  it('refuses to send when the history cannot be written, so no send goes unrecorded', async () => {
    const { documents, handlers, historyFile } = setUp();
    // A folder where the history file should be: as writing fails for a read-only folder or a full disk.
    await mkdir(historyFile);
    const document = await documents.open(path.join(samples, 'valid-small.json'));
    const result = await handlers.send({ documentId: document.id, baseUrl: fake.url, app: fake.editorUrl(4711), confirmedWarnings: 0 });
    expect(result).toMatchObject({ outcome: 'refused.historyUnwritable', verdict: 'refused', recorded: false });
    expect(words(result.message)).toMatch(/^Nothing was sent: the history, which records every send, cannot be written/);
    expect(fake.requests).toHaveLength(0);
  });

  it('posts exactly the validated bytes once, by editor address, and records it', async () => {
    const { documents, handlers, history, historyFile, targets, progress } = setUp();
    const document = await documents.open(path.join(samples, 'valid-small.json'));
    const result = await handlers.send({ documentId: document.id, baseUrl: fake.url, app: fake.editorUrl(4711), confirmedWarnings: 0 });
    expect(result).toMatchObject({ outcome: 'accepted', verdict: 'accepted', status: 200, appId: 4711, recorded: true });
    expect(result.response?.json).toBe(true);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ appId: 4711, authorizationMatched: true, bodySha256: document.summary.sha256 });
    // The record names the rules the document was checked with: the built-in default here.
    expect(await history()).toEqual([expect.objectContaining({ kind: 'send', outcome: 'accepted', fileName: 'valid-small.json', appId: 4711, httpStatus: 200, attempts: 1, rules: defaultRules().id })]);
    expect(await readFile(historyFile, 'utf8')).not.toContain(fake.token);
    expect(JSON.stringify(result)).not.toContain(fake.token);
    expect(targets).toEqual([{ baseUrl: fake.url, appId: 4711 }]);
    expect(progress.at(-1)).toBe(document.summary.bytes);
  });

  it('refuses a file with errors, sends nothing, and records the refusal', async () => {
    const { documents, handlers, history } = setUp();
    const document = await documents.open(path.join(samples, 'with-errors.json'));
    const result = await handlers.send({ documentId: document.id, baseUrl: fake.url, app: '4711', confirmedWarnings: 99 });
    expect(result).toMatchObject({ outcome: 'refused.errors', verdict: 'refused', recorded: true });
    expect(words(result.message)).toMatch(/errors?, so it was not sent/);
    expect(fake.requests).toHaveLength(0);
    expect((await history()).map((h) => [h.kind, h.outcome, h.rules])).toEqual([['refusal', 'refused.errors', defaultRules().id]]);
  });

  it('refuses warnings that were not confirmed with their exact count', async () => {
    const { documents, handlers } = setUp();
    const document = await documents.open(path.join(samples, 'prices-only.json'));
    const warnings = document.summary.counts.warning;
    expect(warnings).toBeGreaterThan(0);
    const refused = await handlers.send({ documentId: document.id, baseUrl: fake.url, app: '4711', confirmedWarnings: warnings - 1 });
    expect(refused.outcome).toBe('refused.warningsNotConfirmed');
    expect(fake.requests).toHaveLength(0);
    const sent = await handlers.send({ documentId: document.id, baseUrl: fake.url, app: '4711', confirmedWarnings: warnings });
    expect(sent.outcome).toBe('accepted');
  });

  it('sends once when asked twice at the same time (a double click)', async () => {
    const { documents, handlers, history } = setUp();
    fake.setBehaviour({ name: 'slow', delayMs: 300 });
    const document = await documents.open(path.join(samples, 'valid-small.json'));
    const request = { documentId: document.id, baseUrl: fake.url, app: '4711', confirmedWarnings: 0 };
    const [first, second] = await Promise.all([handlers.send(request), handlers.send(request)]);
    expect(first.outcome).toBe('accepted');
    expect(second).toMatchObject({ outcome: 'refused.busy', verdict: 'refused' });
    expect(fake.requests).toHaveLength(1);
    expect((await history()).map((h) => h.outcome).sort()).toEqual(['accepted', 'refused.busy']);
  });

  it('cancels a send in flight, saying the outcome is unknown once the body went out', async () => {
    const { documents, handlers } = setUp();
    fake.setBehaviour({ name: 'slow', delayMs: 5000 });
    const document = await documents.open(path.join(samples, 'valid-small.json'));
    const pending = handlers.send({ documentId: document.id, baseUrl: fake.url, app: '4711', confirmedWarnings: 0 });
    // Cancelled once the whole body has reached the server, however long that takes here.
    await vi.waitFor(() => expect(fake.requests[0]?.finished).toBe(true), { timeout: 30_000, interval: 10 });
    expect(await handlers.cancelSend()).toEqual({ cancelled: true });
    const result = await pending;
    expect(result).toMatchObject({ outcome: 'cancelled', verdict: 'unknown' });
    expect(await handlers.cancelSend()).toEqual({ cancelled: false });
  });

  it('refuses without a token, naming where to get one', async () => {
    const { documents, handlers } = setUp({ token: false, keychain: emptyKeychain });
    const document = await documents.open(path.join(samples, 'valid-small.json'));
    const result = await handlers.send({ documentId: document.id, baseUrl: fake.url, app: '4711', confirmedWarnings: 0 });
    expect(result).toMatchObject({ outcome: 'refused.noToken', verdict: 'refused' });
    expect(words(result.message)).toContain('developer mode');
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses when the keychain cannot be read and no session token is set, saying why', async () => {
    const { documents, handlers } = setUp({ token: false });
    const document = await documents.open(path.join(samples, 'valid-small.json'));
    const result = await handlers.send({ documentId: document.id, baseUrl: fake.url, app: '4711', confirmedWarnings: 0 });
    expect(result).toMatchObject({ outcome: 'refused.tokenUnreadable', verdict: 'refused' });
    expect(words(result.message)).toMatch(/session/i);
    expect(fake.requests).toHaveLength(0);
  });

  it('shows the server’s item errors of a 422, each with its place in the file, and what was sent to which target when; a target that refused the file is not recent', async () => {
    const { documents, handlers, history, targets } = setUp();
    const document = await documents.open(path.join(samples, 'valid-small.json'));
    const result = await handlers.send({ documentId: document.id, baseUrl: fake.url, app: '422', confirmedWarnings: 0, label: ' Staging 422 ' });
    expect(result).toMatchObject({ outcome: 'rejected', verdict: 'rejected', status: 422, label: 'Staging 422', file: { name: 'valid-small.json', articles: 3, prices: 5 } });
    expect(Date.parse(result.time ?? '')).not.toBeNaN();
    expect(result.items?.length).toBeGreaterThan(0);
    expect(result.items?.[0]).toMatchObject({ index: 0, articleNumber: 'CH-1001' });
    expect(words(result.items?.[0]?.text)).toContain('CH-1001');
    expect(targets).toEqual([]);
    // The history keeps the label and the items, so the entry can show them later.
    const [outcome] = await history();
    expect(outcome).toMatchObject({ kind: 'send', label: 'Staging 422', changes: { kind: 'first' }, items: [{ index: 0, articleNumber: 'CH-1001' }, { index: 1 }] });
  });

  it('refuses a file changed on disk since it was validated', async () => {
    const { documents, handlers } = setUp();
    const file = path.join(tmp, 'changing.json');
    await writeFile(file, JSON.stringify({ articles: [{ articleNumber: 'A-1', name: 'One' }] }));
    const document = await documents.open(file);
    await writeFile(file, JSON.stringify({ articles: [{ articleNumber: 'A-1', name: 'Two' }] }));
    const result = await handlers.send({ documentId: document.id, baseUrl: fake.url, app: '4711', confirmedWarnings: document.summary.counts.warning });
    expect(result).toMatchObject({ outcome: 'refused.fileChanged', verdict: 'refused' });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a request about a file that is no longer open', async () => {
    const { documents, handlers } = setUp();
    const old = await documents.open(path.join(samples, 'valid-small.json'));
    await documents.open(path.join(samples, 'prices-only.json'));
    await expect(handlers.send({ documentId: old.id, baseUrl: fake.url, app: '4711', confirmedWarnings: 0 }))
      .rejects.toMatchObject({ code: 'document.stale' });
  });

  it('shows what a file changes since the last accepted send, and sends past a guard only with the window\'s confirmation', async () => {
    const { documents, handlers, history } = setUp();
    const first = await documents.open(path.join(samples, 'valid-small.json'));
    const ask = (documentId: string) => handlers.changes({ documentId, baseUrl: fake.url, app: '4711' });
    expect(await ask(first.id)).toEqual({ kind: 'first' });
    const accepted = await handlers.send({ documentId: first.id, baseUrl: fake.url, app: '4711', confirmedWarnings: 0 });
    expect(accepted).toMatchObject({ outcome: 'accepted', digestKept: true });
    expect(await ask(first.id)).toMatchObject({ kind: 'compared', changes: { identical: true, articles: { unchanged: 3 } }, guards: {} });

    // Two of the three articles gone (and their prices), one price ×100.
    const doc = JSON.parse(await readFile(path.join(samples, 'valid-small.json'), 'utf8')) as { articles: { articleNumber: string }[]; prices: { articleNumber: string; amount: number }[] };
    const kept = doc.articles[0]!.articleNumber;
    doc.articles = doc.articles.filter((a) => a.articleNumber === kept);
    doc.prices = doc.prices.filter((p) => p.articleNumber === kept);
    doc.prices[0]!.amount *= 100;
    const file = path.join(tmp, 'cut-short.json');
    await writeFile(file, JSON.stringify(doc));
    const second = await documents.open(file);
    const seen = await ask(second.id);
    expect(seen).toMatchObject({ kind: 'compared', changes: { articles: { removed: 2, unchanged: 1 } }, guards: { leftOut: { removed: 2 }, priceJumps: { count: 1 } } });

    const request = { documentId: second.id, baseUrl: fake.url, app: '4711', confirmedWarnings: second.summary.counts.warning };
    expect(await handlers.send(request)).toMatchObject({ outcome: 'refused.leftOutArticles', verdict: 'refused', recorded: true });
    expect(await handlers.send({ ...request, confirmedLeftOut: 1 })).toMatchObject({ outcome: 'refused.leftOutArticles' });
    expect(await handlers.send({ ...request, confirmedLeftOut: 2 })).toMatchObject({ outcome: 'refused.priceJumps' });
    expect(fake.requests).toHaveLength(1);
    expect(await handlers.send({ ...request, confirmedLeftOut: 2, confirmedPriceJumps: 1 })).toMatchObject({ outcome: 'accepted', digestKept: true });
    expect((await history()).map((h) => [h.outcome, h.digest ?? false])).toEqual([
      ['accepted', true], ['refused.leftOutArticles', false], ['refused.leftOutArticles', false], ['refused.priceJumps', false], ['accepted', true],
    ]);
  });

  it('fails closed on a damaged record of what the target accepted: sends only with the reason confirmed, and records the refusal', async () => {
    const { documents, handlers, history, dataDir } = setUp();
    const document = await documents.open(path.join(samples, 'valid-small.json'));
    const request = { documentId: document.id, baseUrl: fake.url, app: '4711', confirmedWarnings: 0 };
    expect(await handlers.send(request)).toMatchObject({ outcome: 'accepted', digestKept: true });
    const [digest] = await readdir(path.join(dataDir, 'digests'));
    await writeFile(path.join(dataDir, 'digests', digest!), 'damaged');

    expect(await handlers.changes({ documentId: document.id, baseUrl: fake.url, app: '4711' })).toEqual({ kind: 'notComparable', reason: 'unreadable', problem: 'truncated', detail: { key: 'digestProblem.truncated' } });
    expect(await handlers.send(request)).toMatchObject({ outcome: 'refused.notComparable', verdict: 'refused', recorded: true });
    expect(await handlers.send({ ...request, confirmedNotComparable: 'missing' })).toMatchObject({ outcome: 'refused.notComparable' });
    expect(fake.requests).toHaveLength(1);
    expect(await handlers.send({ ...request, confirmedNotComparable: 'unreadable' })).toMatchObject({ outcome: 'accepted', digestKept: true });
    expect((await history()).map((h) => h.outcome)).toEqual(['accepted', 'refused.notComparable', 'refused.notComparable', 'accepted']);
  });

  it('says when the target accepted the file but what it holds could not be kept, and the next send there fails closed', async () => {
    const { documents, handlers, history, dataDir } = setUp();
    // A file where the digests' folder would be: the record cannot be written.
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'digests'), '');
    const document = await documents.open(path.join(samples, 'valid-small.json'));
    const request = { documentId: document.id, baseUrl: fake.url, app: '4711', confirmedWarnings: 0 };
    // That folder cannot be read either: the first send goes with the user's confirmation.
    const accepted = await handlers.send({ ...request, confirmedNotComparable: 'unreadable' });
    expect(accepted).toMatchObject({ outcome: 'accepted', digestNotKept: true, recorded: true });
    expect(accepted).not.toHaveProperty('digestKept');
    expect(await handlers.send(request)).toMatchObject({ outcome: 'refused.notComparable', verdict: 'refused' });
    expect(fake.requests).toHaveLength(1);
    expect((await history()).map((h) => [h.outcome, h.digest ?? false])).toEqual([['accepted', false], ['refused.notComparable', false]]);
  });

  it('guards drift: articles switched off beyond the share need the window\'s confirmation of their number', async () => {
    const { documents, handlers, history } = setUp();
    const first = await documents.open(path.join(samples, 'valid-small.json'));
    expect(await handlers.send({ documentId: first.id, baseUrl: fake.url, app: '4711', confirmedWarnings: 0 })).toMatchObject({ outcome: 'accepted' });
    const doc = JSON.parse(await readFile(path.join(samples, 'valid-small.json'), 'utf8')) as { articles: { active?: boolean }[] };
    doc.articles[0]!.active = false;
    doc.articles[1]!.active = false;
    const file = path.join(tmp, 'switched-off.json');
    await writeFile(file, JSON.stringify(doc));
    const second = await documents.open(file);
    expect(await handlers.changes({ documentId: second.id, baseUrl: fake.url, app: '4711' })).toMatchObject({
      kind: 'compared', guards: { drift: { blankFields: [], deactivated: 2, maxDeactivatedShare: 0.2 } },
    });
    const request = { documentId: second.id, baseUrl: fake.url, app: '4711', confirmedWarnings: second.summary.counts.warning };
    expect(await handlers.send(request)).toMatchObject({ outcome: 'refused.drift', verdict: 'refused', recorded: true });
    expect(await handlers.send({ ...request, confirmedDrift: { blankFields: 0, deactivated: 1 } })).toMatchObject({ outcome: 'refused.drift' });
    expect(await handlers.send({ ...request, confirmedDrift: { blankFields: 0, deactivated: 2 } })).toMatchObject({ outcome: 'accepted' });
    expect((await history()).map((h) => h.outcome)).toEqual(['accepted', 'refused.drift', 'refused.drift', 'accepted']);
  });

  it('refuses at once while a command line sends to the same target: says who and since when, records the refusal', async () => {
    const { documents, handlers, history, dataDir } = setUp();
    fake.setBehaviour('hold');
    const cli = runCliBinary(['send', path.join(samples, 'valid-small.json'), '--app', '4711', '--base-url', fake.url],
      { ARTICLE_IMPORTER_DATA_DIR: dataDir, ARTICLE_IMPORTER_TOKEN: fake.token });
    await until(() => fake.requests[0]?.finished === true, 'the command line\'s upload');
    const document = await documents.open(path.join(samples, 'valid-small.json'));
    const result = await handlers.send({ documentId: document.id, baseUrl: fake.url, app: '4711', confirmedWarnings: 0 });
    expect(result).toMatchObject({ outcome: 'refused.inFlight', verdict: 'refused', appId: 4711, recorded: true });
    expect(words(result.message)).toMatch(/^Nothing was sent: a send to configurator 4711 is in flight \(started \d{1,2}:\d{2}[^,]*, by the command line\)\./);
    expect((await history()).map((h) => [h.kind, h.outcome])).toEqual([['refusal', 'refused.inFlight']]);
    // Another target is not held by it: its request goes out meanwhile (and waits at the server too).
    const elsewhere = handlers.send({ documentId: document.id, baseUrl: fake.url, app: '4712', confirmedWarnings: 0 });
    await until(() => fake.requests[1]?.finished === true, 'the app\'s upload to another target');
    fake.setBehaviour('accept');
    expect(fake.release()).toBe(2);
    expect((await elsewhere).outcome).toBe('accepted');
    expect((await cli).code).toBe(0);
    expect(fake.requests.map((r) => r.appId)).toEqual([4711, 4712]);
    // Once the command line is done, the app sends there again.
    expect((await handlers.send({ documentId: document.id, baseUrl: fake.url, app: '4711', confirmedWarnings: 0 })).outcome).toBe('accepted');
  }, 60_000);
});
