// Main's document-query handlers are derived from the contract, and each is answered by the
// one handler the worker has for it: the request keeps the contract's shape all the way.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWorker } from '../../test-support/built-worker';
import { SAMPLES } from '../../test-support/paths';
import { DOCUMENT_QUERY_NAMES } from '../../shared/ipc/contract';
import { documentQueries } from '../validation-worker/document-queries';
import { createDocumentQueryHandlers } from './document-queries';
import { DocumentStore } from './document-store';

let tmp = '';
let bigFile = '';

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ai-queries-'));
  bigFile = path.join(tmp, 'big.json');
  const articles = Array.from({ length: 100_000 }, (_, i) => ({ articleNumber: `A-${i}`, name: `Article ${i}` }));
  await writeFile(bigFile, JSON.stringify({ articles }));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('document queries', () => {
  it('have one handler in main and one in the worker for every query the contract marks', () => {
    expect([...DOCUMENT_QUERY_NAMES].sort()).toEqual(['getFindings', 'getProblem', 'getRecord', 'getRows', 'locateRecord']);
    const documents = new DocumentStore({ startWorker: builtWorker(), emit: () => undefined });
    expect(Object.keys(createDocumentQueryHandlers(documents)).sort()).toEqual([...DOCUMENT_QUERY_NAMES].sort());
    const noDocument = () => {
      throw new Error('no document');
    };
    expect(Object.keys(documentQueries(noDocument)).sort()).toEqual([...DOCUMENT_QUERY_NAMES].sort());
  });

  it('forward the request, less its documentId, to the document it names and answer with the contract’s response', async () => {
    const documents = new DocumentStore({ startWorker: builtWorker(), emit: () => undefined });
    const queries = createDocumentQueryHandlers(documents);
    try {
      const { id: documentId } = await documents.open(path.join(SAMPLES, 'with-errors.json'));
      const rows = await queries.getRows({ documentId, kind: 'article', offset: 1, limit: 2 });
      expect(rows).toMatchObject({ kind: 'article', offset: 1 });
      expect(rows.rows.map((row) => row.index)).toEqual([1, 2]);
      expect(await queries.locateRecord({ documentId, kind: 'article', index: 4 })).toEqual({ position: 4 });
      expect(await queries.getProblem({ documentId, at: 0 })).toMatchObject({ problem: { at: 0 } });
      expect(await queries.getProblem({ documentId, at: 10_000 })).toEqual({ problem: null });
      const errors = await queries.getFindings({ documentId, severity: 'error', offset: 0, limit: 1000 });
      expect(errors.items.length).toBeGreaterThan(0);
      expect(errors.items.every((finding) => finding.severity === 'error')).toBe(true);
      expect(await queries.getRecord({ documentId, kind: 'article', index: 4 })).toMatchObject({ pointer: '/articles/4' });
      // The worker's typed failure reaches the window as it is.
      await expect(queries.getRecord({ documentId, kind: 'article', index: 5 })).rejects.toMatchObject({ code: 'record.none', text: { key: 'shell.document.noRecord' } });
      await expect(queries.getRows({ documentId: 'another', kind: 'article', offset: 0, limit: 1 })).rejects.toMatchObject({ code: 'document.stale' });
    } finally {
      await documents.close();
    }
  });

  it('answer rows and records while the file is still being checked; the others wait for the checked document', async () => {
    let early: Promise<unknown[]> | undefined;
    const documents: DocumentStore = new DocumentStore({
      startWorker: builtWorker(),
      emit: (name, payload) => {
        if (name !== 'validationProgress' || early !== undefined) return;
        const progress = payload as { documentId: string; phase: string; articles: number };
        if (progress.phase !== 'reading' || progress.articles < 3) return;
        const { documentId } = progress;
        // Asked at once, while main still holds this validation as the one running.
        early = Promise.allSettled([
          queries.getRows({ documentId, kind: 'article', offset: 0, limit: 3 }),
          queries.getRecord({ documentId, kind: 'article', index: 0 }),
          queries.locateRecord({ documentId, kind: 'article', index: 0 }),
          queries.getFindings({ documentId, offset: 0, limit: 10 }),
          queries.getProblem({ documentId, at: 0 }),
        ]);
      },
    });
    const queries = createDocumentQueryHandlers(documents);
    try {
      await documents.open(bigFile);
      expect(early).toBeDefined();
      const [rows, record, ...checkedOnly] = (await early) as PromiseSettledResult<unknown>[];
      expect(rows).toMatchObject({ status: 'fulfilled', value: { rows: [{ index: 0 }, { index: 1 }, { index: 2 }] } });
      expect(record).toMatchObject({ status: 'fulfilled', value: { pointer: '/articles/0', findingsState: 'checking' } });
      for (const refused of checkedOnly) expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'document.none' } });
    } finally {
      await documents.close();
    }
  });
});
