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
  const checked = new CheckedChunk();
  const scanner = new ByteScanner(sink, { ...options, decode: checked.decode });
  const hash = createHash('sha256');
  // Two buffers in turn: each chunk is read in after what the scanner still needs of the one
  // before (a record across the seam, copied), and the scanner lets go of a buffer when it
  // takes the next. Fresh 4 MiB buffers cost a page fault per 4 KiB and their collection, and
  // appending each chunk to the rest copied every byte once more.
  let spare: Buffer | undefined;
  let current: Buffer | undefined;
  let position = 0;
  for (;;) {
    const carry = scanner.carry;
    const want = Math.min(position === 0 ? FIRST_CHUNK : CHUNK, Math.max(1, size - position));
    const buffer = spare !== undefined && spare.length >= carry.length + want ? spare : Buffer.allocUnsafeSlow(Math.max(carry.length + want, CHUNK));
    buffer.set(carry);
    const read = position < size ? readSync(fd, buffer, carry.length, want, position) : 0;
    const bytes = buffer.subarray(0, carry.length + read);
    position += read;
    // The file may shrink while it is read: what is there is validated (and its hash says so).
    const last = read === 0 || position >= size;
    hash.update(bytes.subarray(carry.length));
    checked.take(bytes, last);
    scanner.pushAfterCarry(bytes, last);
    hooks.afterChunk(position);
    if (last) break;
    spare = current;
    current = buffer;
  }
  return { bytes: position, sha256: hash.digest('hex'), ...scanFacts(scanner) };
}

/**
 * The scanner's decoder for one chunk at a time: the chunk is checked for being UTF-8 once
 * (up to its last whole character), so each span in it needs no check of its own, only a
 * decode. Where the chunk is not UTF-8, every span is checked as before, which finds the bad
 * byte's place. A span never cuts a character: it starts at an ASCII byte and ends after one,
 * but for a value the end of the file cuts off, and the last chunk is checked whole.
 */
class CheckedChunk {
  #chunk: Buffer | undefined;
  #buffer: ArrayBufferLike | undefined;
  #from = 0;
  #to = 0;

  take(bytes: Buffer, last: boolean): void {
    let cut = bytes.length;
    if (!last) {
      // Leave out a character the chunk's end cuts (up to 3 bytes of it).
      let k = cut - 1;
      while (k > cut - 4 && k >= 0 && (bytes[k]! & 0xc0) === 0x80) k--;
      if (k >= 0 && bytes[k]! >= 0xc0) cut = k;
    }
    const valid = isUtf8(bytes.subarray(0, cut));
    this.#chunk = bytes;
    this.#buffer = valid ? bytes.buffer : undefined;
    this.#from = bytes.byteOffset;
    this.#to = bytes.byteOffset + cut;
  }

  readonly decode: Utf8Decoder = (bytes) => {
    const inChecked = bytes.buffer === this.#buffer && bytes.byteOffset >= this.#from && bytes.byteOffset + bytes.length <= this.#to;
    if (!inChecked) return decodeUtf8(bytes);
    const from = bytes.byteOffset - this.#from;
    return this.#chunk!.toString('utf8', from, from + bytes.length);
  };
}
