// scanFd reads a file into two buffers in turn, each chunk after the bytes the scanner still
// needs of the one before, and checks each chunk for being UTF-8 once: what the scanner
// reports must be what it reports for the same bytes given whole, wherever the chunks' seams
// fall (inside a character, inside a record longer than a chunk), and a byte that is not
// UTF-8 past the first seam is found where it stands.
import { mkdtempSync, openSync, closeSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ByteScanner } from '../../shared/validation/byte-scanner';
import type { ScanSink, ScannerOptions, Span } from '../../shared/validation/scan-types';
import { scanFd } from './file-scan';

const dir = mkdtempSync(path.join(tmpdir(), 'file-scan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Everything a sink is told, in order, spans copied (the scanner reuses nothing it gives, but a copy is what a test compares). */
function recordingSink(): { sink: ScanSink; told: unknown[] } {
  const told: unknown[] = [];
  const note = (type: string) => (...args: unknown[]) => told.push([type, ...args]);
  const sink: ScanSink = {
    bom: note('bom'), documentStart: note('documentStart'), topKey: note('topKey'), syntaxError: note('syntaxError'),
    encodingError: note('encodingError'), foreignEncoding: note('foreignEncoding'), valueTooLarge: note('valueTooLarge'),
    span: (span: Span) => told.push(['span', { ...span }]),
  };
  return { sink, told };
}

const options: ScannerOptions = { maxDepth: 64, maxValueBytes: 64 * 1024 * 1024 };

function fromFile(bytes: Buffer) {
  const file = path.join(dir, 'export.json');
  writeFileSync(file, bytes);
  const { sink, told } = recordingSink();
  const fd = openSync(file, 'r');
  try {
    const facts = scanFd(fd, bytes.length, sink, options, { afterChunk: () => undefined });
    return { told, bytes: facts.bytes };
  } finally {
    closeSync(fd);
  }
}

function whole(bytes: Buffer) {
  const { sink, told } = recordingSink();
  new ByteScanner(sink, options).push(bytes, true);
  return told;
}

/** Records of three-byte and four-byte characters, so seams fall inside them; one record longer than a chunk (4 MiB). */
function export_(lead: string, longRecordAt: number, records: number): string {
  const articles: string[] = [];
  for (let i = 0; i < records; i++) {
    const name = i === longRecordAt ? '€'.repeat(1_500_000) : `Stuhl „${i}“ 😀 € ${'ä'.repeat(i % 50)}`;
    // Every 7th amount loses precision (the scanner flags it on the bytes).
    articles.push(`{"articleNumber":"A-${i}","name":${JSON.stringify(name)},"amount":${i % 7 === 0 ? '12345678901234567890' : i}}`);
  }
  return `${lead}{"articles": [\n${articles.join(',\n')}\n], "prices": []}`;
}

describe('scanFd', () => {
  // Three leads shift every seam by a byte: one of them cuts each multi-byte character there.
  it.each(['', ' ', '  '])('reports what the bytes given whole report (lead %j), across seams and a record longer than a chunk', (lead) => {
    const bytes = Buffer.from(export_(lead, 9000, 60_000));
    expect(bytes.length).toBeGreaterThan(10 * 1024 * 1024);
    const read = fromFile(bytes);
    expect(read.bytes).toBe(bytes.length);
    expect(read.told).toEqual(whole(bytes));
    expect(read.told.filter((t) => (t as unknown[])[0] === 'span')).toHaveLength(60_000);
  });

  it('finds a byte that is not UTF-8 past the first seam where it stands', () => {
    const text = Buffer.from(export_('', -1, 30_000));
    const at = text.indexOf('"A-20000"');
    const bytes = Buffer.concat([text.subarray(0, at + 3), Buffer.from([0xc3, 0x28]), text.subarray(at + 5)]);
    const read = fromFile(bytes);
    expect(read.told).toEqual(whole(bytes));
    expect(read.told.at(-1)).toEqual(['encodingError', expect.objectContaining({ byte: at + 3 }), 0xc3]);
  });
});
