// validateFile as the CLI and the app use it: the file read, hashed and scanned on the scan
// worker (its built bundle) while this thread parses and checks the records.
import { words } from '../../test-support/words';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonTestSuitePath, samplePath } from '../../test-support/reference-files';
import { repoRoot } from '../../test-support/paths';
import { readdirSync } from 'node:fs';
import { validateBytes } from '../../shared/validation/validate-bytes';
import { validateFile, type ValidateFileOptions } from './validate-file';
import { ValidationCancelled } from './check-errors';

const scanWorker = path.join(repoRoot, 'dist/cli/scan-worker.cjs');

/** An export of `count` articles with two prices each, umlauts and escapes in it: about 400 bytes an article. */
function writeExport(file: string, count: number): void {
  const articles = [], prices = [];
  for (let i = 0; i < count; i++) {
    const articleNumber = `AR-${String(i).padStart(7, '0')}`;
    articles.push({ articleNumber, name: { de: `Bürostuhl „Größe“ ${i}`, en: `Chair \\ "${i}"` }, description: 'Weiß, Eiche, 😀 '.repeat(1 + (i % 9)), active: true });
    prices.push({ articleNumber, priceList: 'retail', currency: 'EUR', amount: 100 + (i % 50), minQuantity: 1 }, { articleNumber, priceList: 'b2b', currency: 'EUR', amount: 90, minQuantity: 1 });
  }
  writeFileSync(file, JSON.stringify({ articles, prices }, null, 2));
}

const dir = mkdtempSync(path.join(tmpdir(), 'validate-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, content: string | Buffer) => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
};

describe('validateFile', () => {
  it('collects the same digest on the scan worker as on this thread, and an article indented differently has the same fingerprint', async () => {
    const articles = [{ articleNumber: 'A-1', name: { de: 'Stuhl  „Größe“', en: 'Chair' }, active: true }, { articleNumber: 'A-2', name: 'Tisch' }];
    const prices = [{ articleNumber: 'A-1', currency: 'EUR', amount: 12.5, validFrom: '2026-01-01' }];
    const compact = write('compact.json', JSON.stringify({ articles, prices }));
    const indented = write('indented.json', JSON.stringify({ articles, prices }, null, '\t').replace(/\n/g, '\r\n'));
    const digestOf = async (file: string, options: ValidateFileOptions) => {
      const { digest } = await validateFile(file, { ...options, digest: true });
      const columns = digest!.columns();
      digest!.release();
      return columns;
    };
    const onWorker = await digestOf(compact, { scanWorker });
    expect(onWorker).toEqual(await digestOf(compact, { scanWorker: undefined }));
    const other = await digestOf(indented, { scanWorker });
    expect([...other.articleFingerprint]).toEqual([...onWorker.articleFingerprint]);
    const sha1 = createHash('sha1').update(JSON.stringify(articles[1])).digest();
    expect(onWorker.articleFingerprint[2]).toBe(sha1.readInt32LE(0));
    // The spaces inside a text are the article's own.
    const spaced = write('spaced.json', JSON.stringify({ articles: [{ ...articles[0], name: { de: 'Stuhl „Größe“', en: 'Chair' } }] }));
    expect((await digestOf(spaced, { scanWorker })).articleFingerprint[0]).not.toBe(onWorker.articleFingerprint[0]);
  });

  it('hashes the whole file on the worker, byte-order mark included', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(samplePath('valid-small.json'))]);
    const { report, bodyOffset } = await validateFile(write('bom.json', bytes));
    expect(report.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(bodyOffset).toBe(3);
    expect(report.byCode).toEqual({ 'file.bom': 1 });
  });

  it('takes the depth guard, the key count and unsafe numbers from the worker', async () => {
    const deep = await validateFile(write('deep.json', `{"articles":${'['.repeat(70)}${']'.repeat(70)}}`));
    // '{' is level 1: the 64th '[' opens level 65, and is element 0 of the 63rd.
    expect(deep.report.findings[0]).toMatchObject({ code: 'json.depth', line: 1, column: 76, pointer: `/articles${'/0'.repeat(63)}` });
    const deepRecord = await validateFile(write('deep-record.json', `{"articles":[{"articleNumber":"A","attributes":{"x":${'['.repeat(64)}${']'.repeat(64)}}}]}`));
    expect(deepRecord.report.findings[0]).toMatchObject({ code: 'json.depth', kind: 'article', index: 0, pointer: `/articles/0/attributes/x${'/0'.repeat(60)}` });
    const duplicate = await validateFile(write('dup.json', '{"articles":[{"articleNumber":"A","name":"x","name":"y"}]}'));
    expect(duplicate.report.findings[0]).toMatchObject({ code: 'json.duplicateKey', pointer: '/articles/0/name', column: 46 });
    const unsafe = await validateFile(write('big.json', '{"articles":[{"articleNumber":"A","name":"x","id":12345678901234567890}]}'));
    expect(unsafe.report.byCode['json.unsafeNumber']).toBe(1);
  });

  it('reports a missing file, a folder and an oversized file without reading them', async () => {
    expect((await validateFile(path.join(dir, 'missing.json'))).report.findings[0]).toMatchObject({ code: 'file.unreadable' });
    expect(words((await validateFile(dir)).report.findings[0]?.message)).toContain('folder');
    const big = await validateFile(samplePath('valid-small.json'), { maxBytes: 100 });
    expect(big.report.findings[0]).toMatchObject({ code: 'file.tooLarge' });
  });
});

describe('validateFile with the scan worker', () => {
  it('says what the in-memory core says, for every JSONTestSuite file and the samples', async () => {
    const suite = jsonTestSuitePath();
    const files = [...readdirSync(suite).filter((n) => n.endsWith('.json')).map((n) => `${suite}/${n}`), samplePath('valid-small.json'), samplePath('with-errors.json')];
    for (const file of files) {
      const inMemory = await validateBytes(new Uint8Array(readFileSync(file)), { file });
      const streamed = await validateFile(file, { scanWorker });
      expect(streamed.report, file).toEqual(inMemory.report);
      expect(streamed.bodyOffset).toBe(inMemory.bodyOffset);
    }
  }, 120_000);

  it('streams an export of many chunks into the same report, and tells its progress and its records', async () => {
    const file = path.join(dir, 'many-chunks.json');
    writeExport(file, 30_000); // several 4 MiB chunks, records across their seams
    const phases = new Set<string>();
    let lastRead = 0;
    let found: number | undefined;
    const streamed = await validateFile(file, {
      scanWorker,
      onProgress: (p) => {
        phases.add(p.phase);
        if (p.phase === 'reading') lastRead = p.bytesRead;
      },
      onRecords: (records) => (found = records.index.articles.count),
    });
    const inMemory = await validateBytes(new Uint8Array(readFileSync(file)), { file });
    expect(streamed.report).toEqual(inMemory.report);
    expect(streamed.report).toMatchObject({ articles: 30_000, prices: 60_000 });
    expect(streamed.records?.index.articles.count).toBe(30_000);
    expect(found).toBe(0); // told at the start; the index fills while the file is read
    expect(lastRead).toBe(streamed.report.bytes);
    expect([...phases]).toEqual(['reading', 'crossChecking', 'locating']);
  }, 60_000);

  it('stops when cancelled, and rejects with ValidationCancelled', async () => {
    const file = path.join(dir, 'to-cancel.json');
    writeExport(file, 30_000);
    const controller = new AbortController();
    const checking = validateFile(file, { scanWorker, signal: controller.signal, onProgress: () => controller.abort() });
    await expect(checking).rejects.toBeInstanceOf(ValidationCancelled);
  }, 60_000);
});
