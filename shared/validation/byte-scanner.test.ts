// The scanner reads the file in chunks of whatever size the reader hands it: what the report
// says must not depend on where the chunks were cut (inside a string, an escape, a multi-byte
// character, a number, a key, the byte-order mark). Every JSONTestSuite file, the samples and
// some seams chosen on purpose, cut every way, give the report of the file read whole.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonTestSuitePath, samplePath } from '../../test-support/reference-files';
import { words } from '../../test-support/words';
import { ByteScanner } from './byte-scanner';
import type { ScanSink } from './scan-types';
import { memorySource } from './record-reader';
import { scanFacts, sha256Hex, validateBytes, validateScan, type Scan } from './validate-bytes';

const suite = jsonTestSuitePath();
const encoder = new TextEncoder();

/** Validates `bytes` read in chunks of `size` bytes. */
async function validateInChunks(bytes: Uint8Array, size: number) {
  const scan: Scan = async (sink: ScanSink, options) => {
    const scanner = new ByteScanner(sink, options);
    for (let at = 0; at < bytes.length || at === 0; at += size) {
      scanner.push(bytes.subarray(at, at + size), at + size >= bytes.length);
      if (bytes.length === 0) break;
    }
    return { bytes: bytes.length, sha256: await sha256Hex(bytes), ...scanFacts(scanner) };
  };
  return (await validateScan(scan, memorySource(bytes), { file: 'x.json' })).report;
}

const whole = async (bytes: Uint8Array) => (await validateBytes(bytes, { file: 'x.json' })).report;

const SEAMS: Record<string, string> = {
  escapes: '{"articles":[{"articleNumber":"A\\\\\\"1","name":"Stuhl \\u00fc \\ud83d\\ude00","x":"\\\\"}],"prices":[]}',
  umlautsAndEmoji: '{"articles":[{"articleNumber":"Ä-1","name":"Größe 😀 Weiß"}],"prices":[{"articleNumber":"Ä-1","amount":1.5}]}',
  numbers: '{"articles":[{"articleNumber":"A","name":"x","n":12345678901234567890,"m":-0.5e-3}],"prices":[1,2]}',
  brokenInRecord: '{"articles":[{"articleNumber":"A","name":"x",}],"prices":[]}',
  brokenFrame: '{"articles":[{"articleNumber":"A","name":"x"}] "prices":[]}',
  cutOff: '{"articles":[{"articleNumber":"A","name":"x"},{"articleNumber":"B","na',
  repeatedList: '{"articles":[{"articleNumber":"A","name":"x"}],"articles":[{"articleNumber":"B","name":"y"}]}',
  keyWithEscape: '{"art\\u0069cles":[{"articleNumber":"A","name":"x"}],"x\\ny":1}',
  badByteLate: '{"articles":[{"articleNumber":"A","name":"x"}]} \xff',
  deep: `{"articles":[{"articleNumber":"A","attributes":{"x":${'['.repeat(64)}${']'.repeat(64)}}}]}`,
  lines: '{\r\n  "articles": [\n    {"articleNumber": "A",\n     "name": "x\\n"}\n  ],\n  "prices": []\n}\n',
};

describe('ByteScanner: the report does not depend on where the chunks are cut', () => {
  it.each(Object.entries(SEAMS))('%s, cut after every byte', async (_name, textOrBytes) => {
    const bytes = textOrBytes.includes('\xff') ? Uint8Array.from([...encoder.encode(textOrBytes.replace('\xff', '')), 0xff]) : encoder.encode(textOrBytes);
    const expected = await whole(bytes);
    for (let size = 1; size <= bytes.length; size++) expect(await validateInChunks(bytes, size), `chunks of ${size}`).toEqual(expected);
  });

  it('with a byte-order mark cut inside it', async () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...encoder.encode('{"articles":[{"articleNumber":"A","name":"x"}]}')]);
    const expected = await whole(bytes);
    expect(expected.byCode['file.bom']).toBe(1);
    for (const size of [1, 2, 3, 4]) expect(await validateInChunks(bytes, size)).toEqual(expected);
  });

  // Two suite files are 100 and 250 kB of the same few bytes repeated (opening brackets 100,000
  // deep, `[{"":` 50,000 times): in chunks of 64 bytes their seams fall at every offset of the
  // repeat all the same, and nesting cut after every byte is SEAMS.deep's and the suite's
  // 500-deep file's. Cut in 1 to 5 bytes they were nine tenths of this test's time (35 s).
  const REPEATED = 10_000;
  it('for every JSONTestSuite file and every sample, in chunks of 1, 2, 3, 5 and 64 bytes (the two long repeats in 64)', async () => {
    const files = [
      ...readdirSync(suite).filter((name) => name.endsWith('.json')).map((name) => `${suite}/${name}`),
      ...['valid-small.json', 'with-errors.json'].map((name) => samplePath(name)),
    ];
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(file));
      const expected = await whole(bytes);
      for (const size of bytes.length > REPEATED ? [64] : [1, 2, 3, 5, 64]) expect(await validateInChunks(bytes, size), `${file} in chunks of ${size}`).toEqual(expected);
    }
  }, 120_000);
});

describe('ByteScanner: a value too long to hold', () => {
  /** Validates with a small limit on one value's size, in chunks of `size` bytes. */
  async function withLimit(text: string, limit: number, size: number) {
    const bytes = encoder.encode(text);
    const scan: Scan = async (sink, options) => {
      const scanner = new ByteScanner(sink, { ...options, maxValueBytes: limit });
      for (let at = 0; at < bytes.length; at += size) scanner.push(bytes.subarray(at, at + size), at + size >= bytes.length);
      return { bytes: bytes.length, sha256: await sha256Hex(bytes), ...scanFacts(scanner) };
    };
    return (await validateScan(scan, memorySource(bytes), { file: 'x.json' })).report;
  }

  it('is reported where it starts, with its record, and nothing else of the file is checked', async () => {
    const text = `{"articles":[{"articleNumber":"A","name":"x"},\n  {"articleNumber":"B","name":"${'y'.repeat(500)}"}],"prices":[{}]}`;
    const report = await withLimit(text, 200, 64);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'file.tooLarge', severity: 'error', pointer: '/articles/1', kind: 'article', index: 1, line: 2, column: 3 })]);
    expect(words(report.findings[0]!.message)).toMatch(/^Article 2 is larger than 200 bytes, so the file was not read further\./);
    expect(report).toMatchObject({ articles: 0, prices: 0 });
  });

  it('also for a top-level key or value, and not for a file whose values are each small', async () => {
    expect((await withLimit(`{"${'k'.repeat(300)}":1}`, 200, 64)).findings[0]).toMatchObject({ code: 'file.tooLarge', pointer: '', line: 1, column: 2 });
    expect((await withLimit(`{"notes":"${'n'.repeat(300)}"}`, 200, 64)).findings[0]).toMatchObject({ code: 'file.tooLarge', pointer: '/notes' });
    const small = Array.from({ length: 50 }, (_, i) => `{"articleNumber":"A${i}","name":"x"}`).join(',');
    expect((await withLimit(`{"articles":[${small}]}`, 200, 64)).byCode).toEqual({});
  });

  it('says what is wrong instead when the first byte tells: a bare list as the file, `articles` as an object', async () => {
    const list = `[${Array.from({ length: 20 }, (_, i) => `{"articleNumber":"A${i}","name":"x"}`).join(',')}]`;
    const bare = await withLimit(list, 200, 64);
    const small = await whole(encoder.encode(list));
    expect(bare.findings.map((f) => [f.code, f.line, f.column, words(f.message)])).toEqual(small.findings.map((f) => [f.code, f.line, f.column, words(f.message)]));
    expect(bare.byCode).toEqual({ 'doc.notObject': 1 });

    const keyed = `{"articles":{${Array.from({ length: 20 }, (_, i) => `"A${i}":{"name":"x"}`).join(',')}}}`;
    const asObject = await withLimit(keyed, 200, 64);
    expect(asObject.byCode).toEqual({ 'doc.articles.type': 1 });
    expect(asObject.findings[0]).toMatchObject((await whole(encoder.encode(keyed))).findings[0]!);
  });

  it('still says first that the file is not UTF-8', async () => {
    const bytes = Uint8Array.from([...encoder.encode(`{"articles":[{"name":"${'y'.repeat(500)}`), 0xff]);
    const scan: Scan = async (sink, options) => {
      const scanner = new ByteScanner(sink, { ...options, maxValueBytes: 200 });
      scanner.push(bytes.subarray(0, 300), false);
      scanner.push(bytes.subarray(300), true);
      return { bytes: bytes.length, sha256: await sha256Hex(bytes), ...scanFacts(scanner) };
    };
    expect((await validateScan(scan, memorySource(bytes), { file: 'x.json' })).report.findings[0]).toMatchObject({ code: 'file.encoding' });
  });
});
