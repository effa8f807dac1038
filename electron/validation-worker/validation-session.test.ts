import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWorker } from '../../test-support/built-worker';
import type { StartWorker } from './start-worker';
import { FileChangedOnDisk, ValidationSession, WorkerGoneError } from './validation-session';
import type { ValidationProgress } from './protocol';
import { SAMPLES } from '../../test-support/paths';

const samples = SAMPLES;
let startWorker: StartWorker;
let tmp = '';

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ai-worker-'));
  startWorker = builtWorker();
});
afterAll(async () => { await rm(tmp, { recursive: true, force: true }); });

describe('ValidationSession (a real worker thread)', () => {
  it('validates a file in the worker, reports progress, and pages its rows', async () => {
    const session = new ValidationSession(startWorker);
    const phases: ValidationProgress['phase'][] = [];
    try {
      const answer = await session.open(path.join(samples, 'valid-small.json'), {
        displayName: 'valid-small.json',
        onProgress: (p) => phases.push(p.phase),
      });
      expect(answer.summary).toMatchObject({ file: 'valid-small.json', articles: 3, prices: 5, sendable: true });
      expect(answer.summary.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(answer.parsed).toBe(true);
      expect(phases).toContain('reading');
      expect(phases).toContain('crossChecking');
      const page = await session.query('getRows', { kind: 'article', offset: 1, limit: 2 });
      expect(page.total).toBe(3);
      expect(page.rows.map((r) => r.cells.articleNumber?.text)).toEqual(['DS-2040', 'CB-0007']);
      expect((await session.query('getRows', { kind: 'price', offset: 0, limit: 100 })).rows).toHaveLength(5);
    } finally {
      await session.close();
    }
  });

  it('marks the cells of a file with errors and pages its findings', async () => {
    const session = new ValidationSession(startWorker);
    try {
      const { summary } = await session.open(path.join(samples, 'with-errors.json'), { displayName: 'with-errors.json' });
      expect(summary.sendable).toBe(false);
      expect(summary.counts.error).toBeGreaterThan(0);
      const rows = await session.query('getRows', { kind: 'article', offset: 0, limit: 10 });
      expect(rows.columns.some((c) => c.key === 'weightKg' && !c.known)).toBe(true);
      expect(rows.rows[0]?.cells.active?.findings?.[0]?.code).toBe('article.active.type');
      const errors = await session.query('getFindings', { severity: 'error', offset: 0, limit: 1000 });
      expect(errors.total).toBe(summary.counts.error);
      expect(errors.items.every((f) => f.line !== undefined)).toBe(true);
    } finally {
      await session.close();
    }
  });

  it('answers one record whole: its place in the file, its fields and the findings about it', async () => {
    const session = new ValidationSession(startWorker);
    try {
      await session.open(path.join(samples, 'with-errors.json'), { displayName: 'with-errors.json' });
      const record = await session.query('getRecord', { kind: 'article', index: 4 });
      expect(record).toMatchObject({ pointer: '/articles/4', line: 7, column: 5, articleNumber: 'LP-0301', findingsState: 'complete', cut: false });
      expect(record.fields.at(-1)).toEqual({ key: 'weightKg', known: false, type: 'number', text: '2.5' });
      expect(record.findings.map((f) => f.code)).toEqual(expect.arrayContaining(['article.text.suspicious', 'article.imageUrl.format']));
      expect(record.findings.every((f) => f.pointer.startsWith('/articles/4') && f.line === 7)).toBe(true);
      // No such record: the worker's failure reaches main as the typed one the window is told.
      await expect(session.query('getRecord', { kind: 'article', index: 5 })).rejects.toMatchObject({ name: 'WorkerFailure', code: 'record.none' });
    } finally {
      await session.close();
    }
  });

  it('gives the syntax error with its excerpt, and no rows', async () => {
    const file = path.join(tmp, 'broken.json');
    await writeFile(file, '{ "articles": [ { "articleNumber": "A" ] }');
    const session = new ValidationSession(startWorker);
    try {
      const { summary, parsed } = await session.open(file, { displayName: 'broken.json' });
      expect(parsed).toBe(false);
      expect(summary.syntaxError).toMatchObject({ code: 'json.syntax', line: 1 });
      expect(summary.syntaxError?.excerpt).toContain('^');
      expect((await session.query('getRows', { kind: 'article', offset: 0, limit: 10 })).total).toBe(0);
    } finally {
      await session.close();
    }
  });

  it('pages the records read before a syntax error, counted apart: the file stays unreadable', async () => {
    const file = path.join(tmp, 'quote.json');
    const good = Array.from({ length: 3 }, (_, i) => `    {"articleNumber": "A-${i}", "name": "Stuhl ${i}"},`);
    await writeFile(file, ['{', '  "articles": [', ...good, '    {"articleNumber": "M-27", "name": "Monitorarm 27" breit"},', '    {"articleNumber": "Z", "name": "z"}', '  ]', '}'].join('\n'));
    const session = new ValidationSession(startWorker);
    try {
      const { summary, parsed } = await session.open(file, { displayName: 'quote.json' });
      expect(parsed).toBe(false);
      expect(summary).toMatchObject({ articles: 0, prices: 0, sendable: false, readBeforeError: { articles: 3, prices: 0 } });
      expect(summary.syntaxError).toMatchObject({ code: 'json.syntax', line: 6, kind: 'article', index: 3, articleNumber: 'M-27' });
      const page = await session.query('getRows', { kind: 'article', offset: 0, limit: 10 });
      expect(page.total).toBe(3);
      expect(page.rows.map((r) => r.cells.articleNumber?.text)).toEqual(['A-0', 'A-1', 'A-2']);
      // The broken record is not one of them.
      await expect(session.query('getRecord', { kind: 'article', index: 3 })).rejects.toMatchObject({ code: 'record.none' });
    } finally {
      await session.close();
    }
  });

  it('fails pending requests when closed, instead of leaving them hanging', async () => {
    const file = path.join(tmp, 'big.json');
    const articles = Array.from({ length: 60_000 }, (_, i) => ({ articleNumber: `A-${i}`, name: `Article ${i}` }));
    await writeFile(file, JSON.stringify({ articles }));
    const session = new ValidationSession(startWorker);
    const pending = expect(session.open(file, { displayName: 'big.json' })).rejects.toBeInstanceOf(WorkerGoneError);
    await session.close();
    await pending;
    await expect(session.query('getRows', { kind: 'article', offset: 0, limit: 1 })).rejects.toMatchObject({ reason: 'closed' });
  });

  it('reads rows back from the file, and refuses them once the file changed on disk', async () => {
    const file = path.join(tmp, 'changing.json');
    const articles = Array.from({ length: 500 }, (_, i) => ({ articleNumber: `A-${i}`, name: `Artikel „${i}“` }));
    await writeFile(file, JSON.stringify({ articles }, null, 2));
    const session = new ValidationSession(startWorker);
    try {
      await session.open(file, { displayName: 'changing.json' });
      expect((await session.query('getRows', { kind: 'article', offset: 499, limit: 10 })).rows.map((r) => r.cells.name?.text)).toEqual(['Artikel „499“']);
      await appendFile(file, ' ');
      await expect(session.query('getRows', { kind: 'article', offset: 0, limit: 10 })).rejects.toBeInstanceOf(FileChangedOnDisk);
    } finally {
      await session.close();
    }
  });

  it('pages the records found so far while the file is still being checked', async () => {
    const file = path.join(tmp, 'while-checking.json');
    const articles = Array.from({ length: 200_000 }, (_, i) => ({ articleNumber: `A-${i}`, name: `Article ${i}`, description: 'x'.repeat(100) }));
    await writeFile(file, JSON.stringify({ articles }));
    const session = new ValidationSession(startWorker);
    try {
      let early: Promise<string[]> | undefined;
      let foundThen = 0;
      const done = session.open(file, {
        displayName: 'while-checking.json',
        onProgress: (p) => {
          if (early !== undefined || p.phase !== 'reading' || p.articles < 3) return;
          foundThen = p.articles;
          early = session.query('getRows', { kind: 'article', offset: 0, limit: 3 }).then((page) => page.rows.map((r) => r.cells.articleNumber?.text ?? ''));
        },
      });
      await done;
      expect(early).toBeDefined();
      expect(await early).toEqual(['A-0', 'A-1', 'A-2']);
      expect(foundThen).toBeLessThan(200_000);
    } finally {
      await session.close();
    }
  });
});
