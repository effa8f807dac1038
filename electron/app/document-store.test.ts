// What the window is told about each validation, whoever started it: started, progress, then
// exactly one of opened or stopped, all under the id the document gets.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWorker } from '../../test-support/built-worker';
import type { StartWorker } from '../validation-worker/start-worker';
import type { WorkerLike } from '../validation-worker/validation-session';
import { DocumentStore, type DocumentEventName } from './document-store';
import { SAMPLES } from '../../test-support/paths';
import { effectiveRules, type EffectiveRules } from '../../shared/rules/effective-rules';
import { defaultRules } from '../files/read-ruleset';

const samples = SAMPLES;
let tmp = '';
let startWorker: StartWorker;
let bigFile = '';

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ai-docs-'));
  startWorker = builtWorker();
  bigFile = path.join(tmp, 'big.json');
  const articles = Array.from({ length: 200_000 }, (_, i) => ({ articleNumber: `A-${i}`, name: `Article ${i}` }));
  await writeFile(bigFile, JSON.stringify({ articles }));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

type Told = { name: DocumentEventName; documentId: string; payload: Record<string, unknown> };

function documentsTelling(start: StartWorker = startWorker) {
  const told: Told[] = [];
  const documents = new DocumentStore({
    startWorker: start,
    emit: (name, payload) => {
      told.push({ name, documentId: (payload as { documentId: string }).documentId, payload: payload as Record<string, unknown> });
    },
  });
  return { documents, told };
}

describe('DocumentStore tells the window about every validation', () => {
  it('started, progress, then opened, under the id the document gets', async () => {
    const { documents, told } = documentsTelling();
    try {
      const document = await documents.open(path.join(samples, 'valid-small.json'));
      expect(told[0]).toMatchObject({ name: 'validationStarted', documentId: document.id, payload: { name: 'valid-small.json' } });
      expect(told.at(-1)).toMatchObject({ name: 'documentOpened', documentId: document.id, payload: { name: 'valid-small.json', report: { articles: 3 } } });
      const progress = told.slice(1, -1);
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.every((e) => e.name === 'validationProgress' && e.documentId === document.id)).toBe(true);
    } finally {
      await documents.close();
    }
  });

  it('a newer open stops the older one, which is told after the newer one started', async () => {
    const { documents, told } = documentsTelling();
    try {
      const older = documents.open(bigFile);
      const olderRefusal = expect(older).rejects.toMatchObject({ code: 'document.stale' });
      const newer = await documents.open(path.join(samples, 'valid-small.json'));
      await olderRefusal;
      const olderId = told[0]!.documentId;
      const sequence = told.filter((e) => e.name !== 'validationProgress').map((e) => [e.name, e.documentId === olderId ? 'older' : 'newer']);
      expect(sequence).toEqual([
        ['validationStarted', 'older'],
        ['validationStarted', 'newer'],
        ['validationStopped', 'older'],
        ['documentOpened', 'newer'],
      ]);
      expect(told.find((e) => e.name === 'validationStopped')?.payload).toMatchObject({ reason: 'replaced', name: 'big.json' });
      expect(documents.current?.id).toBe(newer.id);
    } finally {
      await documents.close();
    }
  });

  it('cancel terminates the worker of the validation it names; the open document stays open', async () => {
    let terminated = 0;
    const counting: StartWorker = () => {
      const worker = startWorker();
      const terminate = worker.terminate.bind(worker);
      worker.terminate = () => { terminated += 1; return terminate(); };
      return worker;
    };
    const { documents, told } = documentsTelling(counting);
    try {
      const kept = await documents.open(path.join(samples, 'valid-small.json'));
      const opening = documents.open(bigFile);
      const refused = expect(opening).rejects.toMatchObject({ code: 'validation.cancelled', text: { key: 'shell.document.cancelled', values: { name: 'big.json' } } });
      const started = told.filter((e) => e.name === 'validationStarted').at(-1)!;
      expect(await documents.cancel('some-other-id')).toBe(false);
      expect(await documents.cancel(started.documentId)).toBe(true);
      await refused;
      expect(terminated).toBe(1);
      expect(told.at(-1)).toMatchObject({ name: 'validationStopped', documentId: started.documentId, payload: { reason: 'cancelled', name: 'big.json' } });
      expect(told.filter((e) => e.name === 'documentOpened')).toHaveLength(1);
      // The file that was open is still open, and its worker still answers.
      expect(documents.current?.id).toBe(kept.id);
      expect((await documents.ask(kept.id, (session) => session.query('getRows', { kind: 'article', offset: 0, limit: 3 }))).total).toBe(3);
      // Over: nothing left to cancel.
      expect(await documents.cancel(started.documentId)).toBe(false);
    } finally {
      await documents.close();
    }
  });

  it('a worker that dies is told as failed, with the sentence the window shows', async () => {
    const dying: StartWorker = () => {
      const listeners: Record<string, Array<(value: unknown) => void>> = {};
      const worker = {
        postMessage: () => setTimeout(() => listeners.error?.forEach((l) => l(new Error('out of memory')))),
        on: (event: string, listener: (value: unknown) => void) => ((listeners[event] ??= []).push(listener), worker),
        terminate: async () => 1,
      };
      return worker as unknown as WorkerLike;
    };
    const { documents, told } = documentsTelling(dying);
    await expect(documents.open(path.join(samples, 'valid-small.json'))).rejects.toMatchObject({ code: 'document.lost' });
    expect(told.map((e) => e.name)).toEqual(['validationStarted', 'validationStopped']);
    expect(told[1]?.payload).toMatchObject({ reason: 'failed', message: { key: 'shell.document.lost' } });
    expect(documents.current).toBeUndefined();
  });
});

describe('DocumentStore starts the next worker ahead', () => {
  it('opens with the worker prepare started, and ends it on close when it was not used', async () => {
    const started: WorkerLike[] = [];
    const counting: StartWorker = () => {
      const worker = startWorker();
      started.push(worker);
      return worker;
    };
    const { documents } = documentsTelling(counting);
    documents.prepare();
    documents.prepare(); // one spare, not two
    expect(started).toHaveLength(1);
    await documents.open(path.join(samples, 'valid-small.json'));
    expect(started).toHaveLength(1);
    documents.prepare();
    expect(started).toHaveLength(2);
    const exited = started.map((worker) => new Promise((resolve) => worker.on('exit', resolve)));
    await documents.close();
    await Promise.all(exited);
  });
});

describe('DocumentStore checks the open file again when its rules change', () => {
  const lowered = effectiveRules([{ version: 1, name: 'lowered', severity: { 'article.name.missing': 'warning' } }], { name: 'lowered', sha256: 'a'.repeat(64) });

  it('with the rules that apply now, told as a recheck, and not when they are the ones it was checked with', async () => {
    let rules: EffectiveRules = defaultRules();
    const told: Told[] = [];
    const documents = new DocumentStore({
      startWorker,
      emit: (name, payload) => told.push({ name, documentId: (payload as { documentId: string }).documentId, payload: payload as Record<string, unknown> }),
      rules: async () => rules,
    });
    try {
      const first = await documents.open(path.join(samples, 'name-missing.json'));
      expect(first).toMatchObject({ rules: defaultRules().id, summary: { counts: { error: 1, warning: 0 } } });
      expect(documents.recheckUnless(defaultRules())).toBeUndefined();

      rules = lowered;
      const again = documents.recheckUnless(lowered);
      const rechecked = await again!.opened;
      expect(rechecked).toMatchObject({ path: first.path, rules: lowered.id, checkedWith: lowered, rechecked: true, summary: { counts: { error: 0, warning: 1 } } });
      expect(told.at(-1)).toMatchObject({ name: 'documentOpened', documentId: rechecked.id, payload: { rechecked: true, rules: lowered.id } });
      expect(documents.recheckUnless(lowered)).toBeUndefined();
    } finally {
      await documents.close();
    }
  });

  it('starts a check under way over when the rules change meanwhile; nothing to check without a file', async () => {
    let rules: EffectiveRules = defaultRules();
    const documents = new DocumentStore({ startWorker, emit: () => undefined, rules: async () => rules });
    try {
      expect(documents.recheckUnless(lowered)).toBeUndefined();
      const opening = documents.start(bigFile);
      opening.opened.catch(() => undefined);
      rules = lowered;
      const restarted = documents.recheckUnless(lowered)!;
      await expect(opening.opened).rejects.toMatchObject({ code: 'document.stale' });
      // An open, not a recheck: the window treats it as the file it asked for.
      expect(await restarted.opened).toMatchObject({ path: bigFile, rules: lowered.id });
      expect((await restarted.opened).rechecked).toBeUndefined();
    } finally {
      await documents.close();
    }
  });
});
