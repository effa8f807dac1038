// The scanner reads the file in chunks of whatever size the reader hands it: what the report
// says must not depend on where the chunks were cut (inside a string, an escape, a multi-byte
// character, a number, a key, the byte-order mark). Every JSONTestSuite file, the samples and
// some seams chosen on purpose, cut every way, give the report of the file read whole.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { referencePath, samplePath } from '../../e2e/support/reference-files';
import { ByteScanner, type ScanSink } from './byte-scanner';
import { memorySource } from './record-reader';
import { scanFacts, sha256Hex, validateBytes, validateScan, type Scan } from './validate-bytes';

const suite = referencePath('conformance', 'JSONTestSuite', 'test_parsing');
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

  it('for every JSONTestSuite file and every sample, in chunks of 1, 2, 3, 5 and 64 bytes', async () => {
    const files = [
      ...readdirSync(suite).filter((name) => name.endsWith('.json')).map((name) => `${suite}/${name}`),
      ...['valid-small.json', 'with-errors.json'].map((name) => samplePath(name)),
    ];
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(file));
      const expected = await whole(bytes);
      for (const size of [1, 2, 3, 5, 64]) expect(await validateInChunks(bytes, size), `${file} in chunks of ${size}`).toEqual(expected);
    }
  }, 120_000);
});
