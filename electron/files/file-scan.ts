// One scan of a file: read in chunks, hash, scan (shared/validation/byte-scanner.ts). The same
// loop runs on the scan worker (scan-worker.ts, beside the thread that parses) and, where that
// bundle is not at hand (tests run from source), on this thread.
import { createHash } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import { readSync } from 'node:fs';
import { ByteScanner } from '../../shared/validation/byte-scanner';
import type { ScanSink, ScannerOptions, Utf8Decoder } from '../../shared/validation/scan-types';
import { scanFacts, type ScanFacts } from '../../shared/validation/validate-bytes';

/** Node's UTF-8 check and decoder: native, and twice as fast as TextDecoder on small slices. */
export const decodeUtf8: Utf8Decoder = (bytes) => {
  if (!isUtf8(bytes)) return undefined;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
};

/** The first chunk is small, so the first records reach the preview at once; then 4 MiB. */
const FIRST_CHUNK = 256 * 1024;
const CHUNK = 4 * 1024 * 1024;

export interface ScanLoopHooks {
  /** After each chunk went through the scanner. */
  afterChunk(bytesRead: number): void;
}

/** Reads the open file `fd` of `size` bytes from the start, through a scanner into `sink`. */
export function scanFd(fd: number, size: number, sink: ScanSink, options: ScannerOptions, hooks: ScanLoopHooks): ScanFacts {
  const scanner = new ByteScanner(sink, { ...options, decode: decodeUtf8 });
  const hash = createHash('sha256');
  let position = 0;
  for (;;) {
    // A fresh buffer each time: the scanner may still hold the previous one (a record across the seam).
    const chunk = Buffer.allocUnsafe(Math.min(position === 0 ? FIRST_CHUNK : CHUNK, Math.max(1, size - position)));
    const read = position < size ? readSync(fd, chunk, 0, chunk.length, position) : 0;
    const bytes = chunk.subarray(0, read);
    position += read;
    // The file may shrink while it is read: what is there is validated (and its hash says so).
    const last = read === 0 || position >= size;
    hash.update(bytes);
    scanner.push(bytes, last);
    hooks.afterChunk(position);
    if (last) break;
  }
  return { bytes: position, sha256: hash.digest('hex'), ...scanFacts(scanner) };
}
