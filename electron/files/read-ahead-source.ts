// Bytes read back in file order, a window at a time: the records set aside are asked for one
// by one, mostly close together, and one read of a few megabytes serves thousands of them
// where one read each would cost a trip to the disk (and the thread pool) per record.
import type { ByteSource } from '../../shared/validation/record-reader';

const WINDOW = 4 * 1024 * 1024;

export function readAheadSource(source: ByteSource, windowBytes = WINDOW): ByteSource {
  let from = 0;
  let bytes: Uint8Array = new Uint8Array(0);
  return {
    async read(start, end) {
      if (start >= from && end <= from + bytes.length) return bytes.subarray(start - from, end - from);
      // A fresh window from here on: the reader gets a view of it, so it is never overwritten.
      bytes = await source.read(start, Math.max(end, start + windowBytes));
      from = start;
      return bytes.subarray(0, Math.min(bytes.length, end - start));
    },
  };
}
