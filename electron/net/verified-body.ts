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
  const { handle } = opened;
  // The file is read into a few buffers used over and over, each again once the socket took
  // what was written from it. A read stream's fresh 1 MiB per chunk left up to ~70 MB of
  // spent chunks waiting for a collection, and made send weigh more than validate.
  const closed = new Promise<void>((resolve) => req.once('close', () => resolve()));
  // As many as may wait in the request's buffer, the chunk held back and the one being read.
  const ring = Array.from({ length: IN_FLIGHT_CHUNKS + 2 }, () => ({ buffer: Buffer.allocUnsafe(READ_CHUNK_BYTES), free: Promise.resolve() }));
  let read = 0;
  let held: Buffer | undefined;
  let heldSlot: (typeof ring)[number] | undefined;
  try {
    for (let next = 0; ; next = (next + 1) % ring.length) {
      const slot = ring[next]!;
      await slot.free;
      const { bytesRead } = await handle.read(slot.buffer, 0, READ_CHUNK_BYTES, read);
      if (bytesRead === 0) break;
      const chunk = slot.buffer.subarray(0, bytesRead);
      hash.update(chunk);
      const chunkStart = read;
      read += bytesRead;
      if (read > input.fileSize) return { kind: 'mismatch' };
      const skip = Math.max(0, Math.min(input.bodyOffset - chunkStart, chunk.length));
      const part = skip > 0 ? chunk.subarray(skip) : chunk;
      if (part.length === 0) continue;
      if (held !== undefined) {
        const written = write(req, held, input.isStopped, closed);
        if (written === undefined || !(await written.accepted)) return { kind: 'stopped' };
        heldSlot!.free = written.flushed;
        input.onSent(held.length);
      }
      held = part;
      heldSlot = slot;
    }
  } catch (error) {
    return { kind: 'unreadable', errorCode: codeOf(error) };
  } finally {
    await handle.close().catch(() => undefined);
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
const IN_FLIGHT_CHUNKS = 4;
const IN_FLIGHT_BYTES = IN_FLIGHT_CHUNKS * READ_CHUNK_BYTES;

/**
 * Writes with backpressure: `accepted` resolves when more may be written (false when the
 * request closed instead of draining), `flushed` once the chunk's buffer may be filled again
 * (or the request closed). Undefined when nothing may be written any more.
 */
function write(req: ClientRequest, chunk: Buffer, isStopped: () => boolean, closed: Promise<void>): { accepted: Promise<boolean>; flushed: Promise<void> } | undefined {
  if (isStopped() || req.destroyed) return undefined;
  const flushed = Promise.race([new Promise<void>((resolve) => req.write(chunk, () => resolve())), closed]);
  if (req.writableLength < IN_FLIGHT_BYTES) return { accepted: Promise.resolve(true), flushed };
  const accepted = new Promise<boolean>((resolve) => {
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
  return { accepted, flushed };
}

function codeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return 'EIO';
}
