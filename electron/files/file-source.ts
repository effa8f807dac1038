// Bytes read back from an open export by offset: the records a finding is about, the line
// under a syntax error, and the preview's pages.
import type { FileHandle } from 'node:fs/promises';
import type { ByteSource } from '../../shared/validation/record-reader';

export function fileSource(handle: FileHandle): ByteSource {
  return {
    async read(start, end) {
      const bytes = Buffer.allocUnsafe(Math.max(0, end - start));
      let done = 0;
      while (done < bytes.length) {
        const { bytesRead } = await handle.read(bytes, done, bytes.length - done, start + done);
        if (bytesRead === 0) break; // the file shrank since: what is there
        done += bytesRead;
      }
      return bytes.subarray(0, done);
    },
  };
}
