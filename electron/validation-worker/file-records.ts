// The preview's records, read back from the file by the offsets validation found: the worker
// keeps an index (20 bytes a record), never the parsed document, so a 1 GiB export pages like
// a small one. Each read first checks that the file is still the one validated (size,
// modification time, inode): rows of another file are never shown as this one's.
import type { RecordKind } from '../../shared/report/report';
import type { DocumentRecords } from '../../shared/validation/validate-bytes';
import { decodeUtf8 } from '../files/file-scan';
import { closeSync, readSync } from 'node:fs';
import { sameStamp, type FileStamp } from '../files/file-stamp';
import { openRegularFileSync } from '../files/open-regular-file';

/** The records a page shows, whatever holds them. */
export interface RecordStore {
  count(kind: RecordKind): number;
  /** Parsed records [offset, offset + limit) of a kind (fewer at the end). */
  read(kind: RecordKind, offset: number, limit: number): Promise<unknown[]>;
  /** Parsed records at these indices, in that order (a sorted or filtered page). */
  readAt(kind: RecordKind, indices: ArrayLike<number>): Promise<unknown[]>;
  unknownFields(kind: RecordKind): string[];
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
    const spans = this.records.index.of(kind);
    const end = Math.min(spans.count, offset + limit);
    if (offset >= end) return Promise.resolve([]);
    return this.#withFile((fd) => {
      // One read for the page: its records stand one after another in the file.
      const first = spans.at(offset)!;
      const bytes = readBytes(fd, first.byteStart, spans.at(end - 1)!.byteEnd);
      const records: unknown[] = [];
      for (let index = offset; index < end; index++) {
        const span = spans.at(index)!;
        records.push(parseRecord(bytes.subarray(span.byteStart - first.byteStart, span.byteEnd - first.byteStart)));
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
  const text = decodeUtf8(bytes);
  if (text === undefined) throw new FileChangedError();
  return JSON.parse(text);
}

/** Records in memory (tests, and anything already parsed). */
export function recordsInMemory(records: Record<'articles' | 'prices', unknown[]>, knownFields: Record<RecordKind, readonly string[]>): RecordStore {
  const list = (kind: RecordKind) => (kind === 'article' ? records.articles : records.prices);
  return {
    count: (kind) => list(kind).length,
    read: (kind, offset, limit) => Promise.resolve(list(kind).slice(offset, offset + limit)),
    readAt: (kind, indices) => Promise.resolve(Array.from(indices, (index) => list(kind)[index])),
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
