// Opens asked for from the window start in the order they were asked: the file picked last is
// the one that stays open, however long the check before each start takes.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWorker } from '../../test-support/built-worker';
import { SAMPLES } from '../../test-support/paths';
import { createDocumentHandlers } from './document-handlers';
import { DocumentStore } from './document-store';
import { createRecentFiles } from './recent-files';

let tmp = '';
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ai-doc-handlers-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('createDocumentHandlers', () => {
  it('keeps the file picked last open when two are picked at once from the recent list', async () => {
    const first = path.join(SAMPLES, 'valid-small.json');
    const second = path.join(SAMPLES, 'with-errors.json');
    const recent = createRecentFiles({ file: path.join(tmp, 'recent.json') });
    await recent.add(first);
    await recent.add(second);
    const opened: string[] = [];
    const documents = new DocumentStore({
      startWorker: builtWorker(),
      emit: (name, payload) => {
        if (name === 'documentOpened') opened.push((payload as { name: string }).name);
      },
    });
    const handlers = createDocumentHandlers({ documents, recentFiles: recent, chooseFile: async () => undefined });
    try {
      const answers = await Promise.all([handlers.openRecentFile({ path: first }), handlers.openRecentFile({ path: second })]);
      expect(answers.map((a) => a.status === 'started' && a.name)).toEqual(['valid-small.json', 'with-errors.json']);
      const secondId = answers[1]?.status === 'started' ? answers[1].documentId : '';
      await expect.poll(() => documents.current?.id).toBe(secondId);
      expect(opened.at(-1)).toBe('with-errors.json');
    } finally {
      await documents.close();
    }
  });
});
