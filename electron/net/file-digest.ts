// The SHA-256 of a file on disk, read as a stream so memory stays flat for large exports.
import { createHash } from 'node:crypto';
import { openRegularFile } from '../files/open-regular-file';

export const READ_CHUNK_BYTES = 1024 * 1024;

export interface FileDigest {
  sha256: string;
  size: number;
}

export async function sha256OfFile(filePath: string, signal?: AbortSignal): Promise<FileDigest> {
  const hash = createHash('sha256');
  let size = 0;
  const { handle } = await openRegularFile(filePath);
  const stream = handle.createReadStream({ highWaterMark: READ_CHUNK_BYTES, ...(signal ? { signal } : {}) });
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

export function sameDigest(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
