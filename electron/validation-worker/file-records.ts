// The preview's records, read back from the file by the offsets validation found: the worker
// keeps an index (10 to 16 bytes a record), never the parsed document, so a 1 GiB export pages like
// a small one. Each read first checks that the file is still the one validated (size,
// modification time, inode): rows of another file are never shown as this one's.
import type { RecordKind } from '../../shared/report/report';
import type { DocumentRecords } from '../../shared/validation/validate-bytes';
import { decodeUtf8 } from '../files/file-scan';
import { closeSync, readSync } from 'node:fs';
import { sameStamp, type FileStamp } from '../files/file-stamp';
import { openRegularFileSync } from '../files/open-regular-file';
import type { RecordSource } from './record-details';

/** The records a page shows, whatever holds them. */
export interface RecordStore {
  count(kind: RecordKind): number;
  /** Parsed records [offset, offset + limit) of a kind (fewer at the end). */
  read(kind: RecordKind, offset: number, limit: number): Promise<unknown[]>;
  /** Records [offset, offset + limit) of a kind as the file spells them: JSON text, numbers as written (the search). */
  readTexts(kind: RecordKind, offset: number, limit: number): Promise<string[]>;
  /** Parsed records at these indices, in that order (a sorted or filtered page). */
  readAt(kind: RecordKind, indices: ArrayLike<number>): Promise<unknown[]>;
  /** Records at these indices as the file spells them, in that order; undefined for one over `maxBytes` or not in the file. */
  textsAt(kind: RecordKind, indices: ArrayLike<number>, maxBytes: number): Promise<Array<string | undefined>>;
  unknownFields(kind: RecordKind): string[];
  /** One record's text as the file spells it, its first `maxBytes` at most; undefined when there is no such record. */
  source(kind: RecordKind, index: number, maxBytes: number): Promise<RecordSource | undefined>;
}

export class FileChangedError extends Error {
  constructor() {
    super('The file changed on disk since it was checked.');
    this.name = 'FileChangedError';
  }
}

export class FileRecords implements RecordStore {
  constructor(
    private readonly path: string,
    private readonly records: DocumentRecords,
    private readonly stamp: FileStamp,
  ) {}

  count(kind: RecordKind): number {
    return this.records.index.of(kind).count;
  }

  unknownFields(kind: RecordKind): string[] {
    return this.records.unknownFields(kind);
  }

  read(kind: RecordKind, offset: number, limit: number): Promise<unknown[]> {
    return this.#readEach(kind, offset, limit, parseRecord);
  }

  readTexts(kind: RecordKind, offset: number, limit: number): Promise<string[]> {
    return this.#readEach(kind, offset, limit, decodedOrChanged);
  }

  #readEach<T>(kind: RecordKind, offset: number, limit: number, each: (bytes: Uint8Array) => T): Promise<T[]> {
    const spans = this.records.index.of(kind);
    const end = Math.min(spans.count, offset + limit);
    if (offset >= end) return Promise.resolve([]);
    return this.#withFile((fd) => {
      // One read for the page: its records stand one after another in the file.
      const first = spans.at(offset)!;
      const bytes = readBytes(fd, first.byteStart, spans.at(end - 1)!.byteEnd);
      const records: T[] = [];
      for (let index = offset; index < end; index++) {
        const span = spans.at(index)!;
        records.push(each(bytes.subarray(span.byteStart - first.byteStart, span.byteEnd - first.byteStart)));
      }
      return records;
    });
  }

  readAt(kind: RecordKind, indices: ArrayLike<number>): Promise<unknown[]> {
    const spans = this.records.index.of(kind);
    return this.#withFile((fd) =>
      Array.from(indices, (index) => {
        const span = spans.at(index);
        if (!span) throw new RangeError(`There is no ${kind} ${index}.`);
        return parseRecord(readBytes(fd, span.byteStart, span.byteEnd));
      }),
    );
  }

  textsAt(kind: RecordKind, indices: ArrayLike<number>, maxBytes: number): Promise<Array<string | undefined>> {
    const spans = this.records.index.of(kind);
    return this.#withFile((fd) =>
      Array.from(indices, (index) => {
        const span = spans.at(index);
        return span && span.byteEnd - span.byteStart <= maxBytes ? decodedOrChanged(readBytes(fd, span.byteStart, span.byteEnd)) : undefined;
      }),
    );
  }

  source(kind: RecordKind, index: number, maxBytes: number): Promise<RecordSource | undefined> {
    const span = this.records.index.of(kind).at(index);
    if (!span) return Promise.resolve(undefined);
    const size = span.byteEnd - span.byteStart;
    return this.#withFile((fd) => {
      const bytes = readBytes(fd, span.byteStart, span.byteStart + Math.min(size, maxBytes));
      const text = decodedOrChanged(size > maxBytes ? wholeCharacters(bytes) : bytes);
      return { text, bytes: size, cut: size > maxBytes, line: span.line, column: span.column };
    });
  }

  /**
   * Reads with blocking calls: this worker's event loop is busy with the check while a large
   * file is still being read, and a page read across several of its turns would wait behind it.
   * The reads are a few hundred kilobytes from the page cache.
   */
  #withFile<T>(use: (fd: number) => T): Promise<T> {
    try {
      const opened = openRegularFileSync(this.path);
      try {
        if (!sameStamp(opened, this.stamp)) throw new FileChangedError();
        return Promise.resolve(use(opened.fd));
      } finally {
        closeSync(opened.fd);
      }
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
}

function readBytes(fd: number, start: number, end: number): Buffer {
  const bytes = Buffer.allocUnsafe(end - start);
  if (readSync(fd, bytes, 0, bytes.length, start) !== bytes.length) throw new FileChangedError();
  return bytes;
}

function parseRecord(bytes: Uint8Array): unknown {
  return JSON.parse(decodedOrChanged(bytes));
}

/** Validated bytes that no longer decode were changed on disk meanwhile. */
function decodedOrChanged(bytes: Uint8Array): string {
  const text = decodeUtf8(bytes);
  if (text === undefined) throw new FileChangedError();
  return text;
}

/** The bytes without a UTF-8 sequence cut at their end (a record read in part). */
export function wholeCharacters(bytes: Uint8Array): Uint8Array {
  let start = bytes.length;
  // Back to the first byte of the last sequence: at most three continuation bytes (10xxxxxx).
  while (start > 0 && bytes.length - start < 3 && (bytes[start - 1]! & 0xc0) === 0x80) start--;
  if (start === 0) return bytes;
  const lead = bytes[start - 1]!;
  const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return bytes.length - (start - 1) < need ? bytes.subarray(0, start - 1) : bytes;
}

/** Records in memory (tests, and anything already parsed). */
export function recordsInMemory(records: Record<'articles' | 'prices', unknown[]>, knownFields: Record<RecordKind, readonly string[]>): RecordStore {
  const list = (kind: RecordKind) => (kind === 'article' ? records.articles : records.prices);
  return {
    count: (kind) => list(kind).length,
    read: (kind, offset, limit) => Promise.resolve(list(kind).slice(offset, offset + limit)),
    // No file: the text JSON.stringify writes (numbers as JavaScript writes them).
    readTexts: (kind, offset, limit) => Promise.resolve(list(kind).slice(offset, offset + limit).map((record) => JSON.stringify(record) ?? 'null')),
    readAt: (kind, indices) => Promise.resolve(Array.from(indices, (index) => list(kind)[index])),
    textsAt: (kind, indices) => Promise.resolve(Array.from(indices, (index) => (index < list(kind).length ? JSON.stringify(list(kind)[index]) : undefined))),
    // Parsed already: no text as a file spells it to show.
    source: () => Promise.resolve(undefined),
    unknownFields(kind) {
      const unknown = new Set<string>();
      for (const record of list(kind)) {
        if (typeof record !== 'object' || record === null || Array.isArray(record)) continue;
        for (const key of Object.keys(record)) if (!knownFields[kind].includes(key)) unknown.add(key);
      }
      return [...unknown];
    },
  };
}
