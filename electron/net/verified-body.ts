// Streams the validated file into a request, hashing the bytes as they go and holding the last
// chunk back until the hash and size match what was validated. A file changed on disk during
// the upload therefore never arrives complete: the server sees a body shorter than its
// Content-Length and cannot apply it.
import { createHash } from 'node:crypto';
import { openRegularFile } from '../files/open-regular-file';
import type { ClientRequest } from 'node:http';
import { READ_CHUNK_BYTES, sameDigest } from './file-digest';

export interface VerifiedBodyInput {
  filePath: string;
  /** Leading bytes hashed but not sent (a UTF-8 byte-order mark). */
  bodyOffset: number;
  expectedSha256: string;
  /** The whole file's size when it was checked; the body is this minus bodyOffset. */
  fileSize: number;
  /** True once the answer came or the request ended, so nothing more should be written. */
  isStopped: () => boolean;
  onSent: (bytes: number) => void;
  /** Called just before the final bytes are handed over: from here the outcome may be unknown. */
  onLastChunk: () => void;
}

export type VerifiedBodyOutcome =
  | { kind: 'complete' }
  | { kind: 'mismatch' }
  | { kind: 'stopped' }
  | { kind: 'unreadable'; errorCode: string };

export async function writeVerifiedBody(req: ClientRequest, input: VerifiedBodyInput): Promise<VerifiedBodyOutcome> {
  const hash = createHash('sha256');
  let opened: Awaited<ReturnType<typeof openRegularFile>>;
  try {
    opened = await openRegularFile(input.filePath);
  } catch (error) {
    return { kind: 'unreadable', errorCode: codeOf(error) };
  }
  const stream = opened.handle.createReadStream({ highWaterMark: READ_CHUNK_BYTES });
  let read = 0;
  let held: Buffer | undefined;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      const chunkStart = read;
      read += chunk.length;
      if (read > input.fileSize) return { kind: 'mismatch' };
      const skip = Math.max(0, Math.min(input.bodyOffset - chunkStart, chunk.length));
      const part = skip > 0 ? chunk.subarray(skip) : chunk;
      if (part.length === 0) continue;
      if (held !== undefined) {
        if (!(await write(req, held, input.isStopped))) return { kind: 'stopped' };
        input.onSent(held.length);
      }
      held = part;
    }
  } catch (error) {
    return { kind: 'unreadable', errorCode: codeOf(error) };
  } finally {
    stream.destroy();
  }

  if (read !== input.fileSize || !sameDigest(hash.digest('hex'), input.expectedSha256)) return { kind: 'mismatch' };
  if (input.isStopped()) return { kind: 'stopped' };
  input.onLastChunk();
  const last = held ?? Buffer.alloc(0);
  const flushed = await new Promise<boolean>((resolve) => {
    // If the connection dies first, end's callback may never run; the request's own error
    // handling settles the send, and this only has to stop waiting.
    const onClose = () => resolve(false);
    req.once('close', onClose);
    req.end(last, () => {
      req.off('close', onClose);
      resolve(true);
    });
  });
  if (flushed && last.length > 0) input.onSent(last.length);
  return { kind: 'complete' };
}

// How much may wait in the request's buffer before reading more of the file. The default
// high-water mark (16 KiB) would stall the pipeline on every 1 MiB chunk; a few chunks in
// flight keep the socket busy and memory still flat.
const IN_FLIGHT_BYTES = 4 * READ_CHUNK_BYTES;

/** Writes with backpressure; false when the request closed instead of draining. */
function write(req: ClientRequest, chunk: Buffer, isStopped: () => boolean): Promise<boolean> {
  if (isStopped() || req.destroyed) return Promise.resolve(false);
  req.write(chunk);
  if (req.writableLength < IN_FLIGHT_BYTES) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      req.off('drain', onDrain);
      req.off('close', onClose);
      resolve(ok && !isStopped());
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    req.on('drain', onDrain);
    req.on('close', onClose);
  });
}

function codeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return 'EIO';
}
