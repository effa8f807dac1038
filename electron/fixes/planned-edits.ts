// The edits of a copy made after its plan (fix-file.ts, writeFixedCopy with `planned`): only
// the records the plan kept (shared/fixes/fixed-records.ts) are read, by their offsets, and
// their fixes found again, for the kinds chosen now (any of those planned: the plan keeps
// every record with a fix of any kind). The records come in file order, so they are read a
// window at a time, not one system call each; everything else is copied by the byte writer
// (../files/edited-copy.ts) without being parsed.
import type { FileHandle } from 'node:fs/promises';
import type { FixKind } from '../../shared/fixes/fix-kinds';
import type { FixedRecords } from '../../shared/fixes/fixed-records';
import { editsOfRecord, type PlannedEdit } from '../../shared/fixes/record-edits';
import { SourceChangedError } from '../files/edited-copy';
import { decodeUtf8 } from '../files/file-scan';

const WINDOW = 4 * 1024 * 1024;

/** Reads byte ranges of a file in ascending order, a window at a time. */
class WindowReader {
  readonly #handle: FileHandle;
  readonly #size: number;
  readonly #window = Buffer.allocUnsafe(WINDOW);
  #start = 0;
  #length = 0;

  constructor(handle: FileHandle, size: number) {
    this.#handle = handle;
    this.#size = size;
  }

  /** The bytes [start, end) if they are in the window read last (valid until the next read). */
  cached(start: number, end: number): Uint8Array | undefined {
    return start >= this.#start && end <= this.#start + this.#length ? this.#window.subarray(start - this.#start, end - this.#start) : undefined;
  }

  /** The bytes [start, end), valid until the next call. */
  async read(start: number, end: number): Promise<Uint8Array> {
    const cached = this.cached(start, end);
    if (cached !== undefined) return cached;
    if (end > this.#size) throw new SourceChangedError();
    // A record larger than the window (up to the limit on one value) is read on its own.
    const into = end - start > WINDOW ? Buffer.allocUnsafe(end - start) : this.#window;
    const length = into === this.#window ? Math.min(WINDOW, this.#size - start) : end - start;
    let got = 0;
    while (got < length) {
      const { bytesRead } = await this.#handle.read(into, got, length - got, start + got);
      if (bytesRead === 0) throw new SourceChangedError();
      got += bytesRead;
    }
    if (into !== this.#window) return into;
    this.#start = start;
    this.#length = length;
    return into.subarray(0, end - start);
  }
}

export interface PlannedEditsOptions {
  onProgress?: (progress: { bytesRead: number; totalBytes: number }) => void;
  signal?: AbortSignal;
}

/** The edits of the records kept in `records`, for the kinds `apply`, in file order. */
export async function* plannedEdits(handle: FileHandle, size: number, records: FixedRecords, apply: ReadonlySet<FixKind>, options: PlannedEditsOptions): AsyncGenerator<PlannedEdit> {
  const reader = new WindowReader(handle, size);
  const edits: PlannedEdit[] = [];
  let reported = 0;
  for (const record of records) {
    options.signal?.throwIfAborted();
    const text = decodeUtf8(reader.cached(record.start, record.end) ?? (await reader.read(record.start, record.end)));
    // The stamp matched, yet the bytes are not the record planned: the file was rewritten in place.
    if (text === undefined || !editsOfRecord(record.kind, text, record.start, record.fields, apply, edits)) throw new SourceChangedError();
    yield* edits;
    edits.length = 0;
    if (options.onProgress !== undefined && record.end - reported >= WINDOW) {
      reported = record.end;
      options.onProgress({ bytesRead: reported, totalBytes: size });
    }
  }
  options.onProgress?.({ bytesRead: size, totalBytes: size });
}
