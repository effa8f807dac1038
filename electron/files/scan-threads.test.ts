// validateFile with checker threads (the built check-worker.cjs beside the scan worker), and
// with batches checked on the scan worker: the report, the records, the digest and what
// setting records aside needs are those of one checking thread, for files good and broken in
// many ways; a cancelled check ends every thread; a checker that stops fails the check; the
// batches in flight stay bounded.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../test-support/paths';
import { SET_ASIDE_UNCAPPED } from '../../shared/set-aside/set-aside-plan';
import { validateBytes } from '../../shared/validation/validate-bytes';
import { defaultRules } from './read-ruleset';
import { validateFile, type ValidateFileOptions } from './validate-file';
import { ValidationCancelled } from './check-errors';
import type { ThreadsReport } from './scan-threads';

const scanWorker = path.join(repoRoot, 'dist/cli/scan-worker.cjs');
const checkWorker = path.join(repoRoot, 'dist/cli/check-worker.cjs');

const dir = mkdtempSync(path.join(tmpdir(), 'scan-threads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, content: string | Buffer) => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
};

/** Articles with every 7th one wrong in some way (and fields the format does not know), two prices each: many batches of spans. */
function messyRecords(count: number) {
  const articles: unknown[] = [], prices: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const articleNumber = `AR-${i % (count - 40)}`; // the last 40 repeat earlier numbers
    const article: Record<string, unknown> = { articleNumber, name: { de: `Stuhl „${i}“`, en: 'Chair' }, active: i % 3 === 0 ? 'ja' : true };
    if (i % 7 === 1) article.gtin = '4006381333932'.slice(0, 12);
    if (i % 7 === 2) article[`extra${i % 5}`] = i;
    if (i % 7 === 3) article.articleNumber = i;
    if (i % 7 === 4) article.name = '';
    if (i % 11 === 0) article.attributes = { colour: ['red'] };
    if (i % 13 === 0) article.articleNumber = articleNumber.toLowerCase();
    articles.push(i % 997 === 5 ? 'not an article' : article);
    prices.push({ articleNumber, currency: i % 5 === 0 ? 'eur' : 'EUR', amount: i % 9 === 0 ? '12,50' : 10 + (i % 7), validFrom: '2026-01-01', ...(i % 17 === 0 ? { validTo: '2025-01-01' } : {}) });
    prices.push({ articleNumber: i % 19 === 0 ? 'NOPE' : articleNumber, currency: 'EUR', amount: 9, priceList: 'b2b', ...(i % 6 === 0 ? { note: 'x' } : {}) });
  }
  return { articles, prices };
}

const messy = JSON.stringify({ ...messyRecords(6000), zzz: 1 }, null, 1);
/** A record's text at about `share` of the way through `text`. */
const recordEndAt = (text: string, share: number) => text.indexOf('},', Math.floor(text.length * share));

const files: Record<string, string | Buffer> = {
  'messy.json': messy,
  'duplicate-keys-and-unsafe-numbers.json': messy.replace(/"active": true/g, (m, at: number) => (at % 5 === 0 ? '"active": true, "active": false' : m)).replace(/"amount": 9,/g, (m, at: number) => (at % 7 === 0 ? '"amount": 12345678901234567890,' : m)),
  'syntax-error-mid-file.json': `${messy.slice(0, recordEndAt(messy, 0.5))}}}${messy.slice(recordEndAt(messy, 0.5) + 1)}`,
  'too-deep-mid-file.json': `${messy.slice(0, recordEndAt(messy, 0.3) + 2)}{"articleNumber":"D","attributes":{"x":${'['.repeat(70)}${']'.repeat(70)}}},${messy.slice(recordEndAt(messy, 0.3) + 2)}`,
  'repeated-list.json': `{"articles":${JSON.stringify(messyRecords(3000).articles)},"prices":[],"articles":${JSON.stringify(messyRecords(5000).articles)}}`,
  'not-utf8-mid-file.json': Buffer.concat([Buffer.from(messy.slice(0, recordEndAt(messy, 0.4))), Buffer.from([0xff]), Buffer.from(messy.slice(recordEndAt(messy, 0.4) + 1))]),
  'text-as-record.json': '{"articles":[{"articleNumber":"A","name":"x"},\n "prices": [{"articleNumber":"A","currency":"EUR","amount":1}]}',
};
const deep = files['too-deep-mid-file.json'] as string;
files['too-deep-then-syntax-error.json'] = `${deep.slice(0, recordEndAt(deep, 0.7))}}x${deep.slice(recordEndAt(deep, 0.7) + 1)}`;

/** What a check gives a caller, all of it: the report as JSON text (byte for byte), the records, the digest and the set-aside facts. */
async function everything(file: string, options: ValidateFileOptions) {
  const outcome = await validateFile(file, { scanWorker, digest: true, setAside: { uncapped: SET_ASIDE_UNCAPPED }, ...options });
  const records = outcome.records ?? outcome.recordsBeforeError;
  const marks = (kind: 'article' | 'price') => {
    const into = new Uint8Array(records?.index.of(kind).count ?? 0);
    records?.marks?.fill(kind, Object.keys(outcome.report.byCode) as never[], into);
    return [...into].join('');
  };
  return {
    report: JSON.stringify(outcome.report),
    bodyOffset: outcome.bodyOffset,
    counts: records && [records.index.articles.count, records.index.prices.count],
    spans: records && [records.index.articles.at(records.index.articles.count - 1), records.index.prices.at(0)],
    unknownFields: records && [records.unknownFields('article'), records.unknownFields('price')],
    marks: [marks('article'), marks('price')],
    digest: outcome.digest,
    setAside: outcome.setAside,
  };
}

describe('validateFile with checker threads', () => {
  it('gives what one checking thread gives, for files good and broken in many ways, under the built-in rules and a ruleset, with the cap low or not', async () => {
    for (const [name, content] of Object.entries(files)) {
      const file = write(name, content);
      for (const options of [{}, { rules: defaultRules() }, { findingsPerCode: 3 }] satisfies ValidateFileOptions[]) {
        const one = await everything(file, { ...options, threads: 1 });
        let report: ThreadsReport | undefined;
        const three = await everything(file, { ...options, threads: 3, checkWorker, onThreads: (r) => (report = r) });
        expect(three, `${name} ${JSON.stringify(Object.keys(options))}`).toEqual(one);
        expect(report?.checkers).toBe(3);
        // Every batch checked on the scan worker, as when the merging thread is behind all along.
        let onScan: ThreadsReport | undefined;
        expect(await everything(file, { ...options, threads: 1, checkOnScanFrom: 0, onThreads: (r) => (onScan = r) }), name).toEqual(one);
        expect(onScan?.checkedOnScan).toBeGreaterThan(0);
        // With checkers too, every other batch or so (the merge by seq; the rules and the cap
        // are the scan worker's as above).
        if (Object.keys(options).length === 0) expect(await everything(file, { threads: 2, checkWorker, checkOnScanFrom: 1 }), name).toEqual(one);
        const inMemory = await validateBytes(new Uint8Array(readFileSync(file)), { file, setAside: { uncapped: SET_ASIDE_UNCAPPED }, ...options });
        expect(three.report, name).toBe(JSON.stringify(inMemory.report));
      }
    }
  }, 240_000);

  it('holds the scan back: unchecked, two batches per checker and two, then six more checked on the scan worker at most', async () => {
    const file = write('long.json', JSON.stringify(messyRecords(30_000)));
    const reports: ThreadsReport[] = [];
    await validateFile(file, { scanWorker, checkWorker, threads: 2, onThreads: (r) => reports.push(r) });
    expect(reports).toHaveLength(1);
    expect(reports[0]!.maxUnchecked).toBe(6);
    expect(reports[0]!.maxInFlight).toBe(12);
    expect(reports[0]!.mostInFlight).toBeGreaterThan(0);
    expect(reports[0]!.mostInFlight).toBeLessThanOrEqual(12);
  }, 60_000);

  it('ends every thread when cancelled, and rejects with ValidationCancelled', async () => {
    const file = write('to-cancel.json', JSON.stringify(messyRecords(30_000)));
    const controller = new AbortController();
    let report: ThreadsReport | undefined;
    const checking = validateFile(file, { scanWorker, checkWorker, threads: 3, signal: controller.signal, onProgress: () => controller.abort(), onThreads: (r) => (report = r) });
    await expect(checking).rejects.toBeInstanceOf(ValidationCancelled);
    expect(report?.checkers).toBe(3);
    await report!.exited; // the scan worker and all three checkers
  }, 60_000);

  it('fails with an error that says so when a checker thread stops or fails, never with a partial report', async () => {
    const file = write('for-dying.json', JSON.stringify(messyRecords(5000)));
    const exits = write('exits.cjs', 'process.exit(0);\n');
    await expect(validateFile(file, { scanWorker, checkWorker: exits, threads: 2 })).rejects.toThrow('a checker thread stopped before the check ended');
    const throws = write('throws.cjs', "require('node:worker_threads').workerData.port.on('message', () => { throw new Error('out of luck'); });\n");
    await expect(validateFile(file, { scanWorker, checkWorker: throws, threads: 2 })).rejects.toThrow('a checker thread failed: out of luck');
    // A check that fails on the scan worker is a failure of the check, not a file that cannot be read.
    const scanCheckFails = write('scan-check-fails.cjs', "require('node:worker_threads').parentPort.postMessage({ type: 'checkFailed', message: 'out of luck' });\n");
    await expect(validateFile(file, { scanWorker: scanCheckFails, threads: 1 })).rejects.toThrow("the scan worker's check failed: out of luck");
  }, 60_000);
});
