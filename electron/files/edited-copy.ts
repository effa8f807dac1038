// A new file made from an export by replacing a few byte ranges (a corrected copy, or the
// records that can be sent): every byte outside the edits is copied as it was written. It
// streams, so a 1 GB export is copied with one chunk in memory, and the edits are pulled in
// file order as they are found. It never touches the original, and never replaces an existing
// file unless the caller says the user chose to: the copy is written beside its destination
// under a temporary name and linked into place only when complete, so no half-written file
// ever stands under the name the user gave.
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, link, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { openRegularFile } from './open-regular-file';
import { fileStamp, sameStamp, type FileStamp } from './file-stamp';

/** Replace the source's bytes [start, end) with `bytes` (empty to delete them). */
export interface ByteEdit {
  start: number;
  end: number;
  bytes: Uint8Array;
}

export interface EditedCopyOptions {
  /** Replace `outputPath` if it exists (the user confirmed); by default an existing file is an error (EEXIST). */
  overwrite?: boolean;
  /** The source as it was checked: a source with another stamp is refused (code EFILECHANGED), before and after copying. */
  expectedStamp?: FileStamp;
  chunkBytes?: number;
  /** Stops the copy between chunks (AbortError); nothing is left behind. */
  signal?: AbortSignal;
}

export interface EditedCopy {
  /** Size of the copy. */
  bytes: number;
  /** Hex SHA-256 of the copy's bytes. */
  sha256: string;
  edits: number;
}

/** The source changed since it was checked: the edits' offsets no longer point at what they fix. */
export class SourceChangedError extends Error {
  readonly code = 'EFILECHANGED';
  constructor() {
    super('the file changed since it was checked');
  }
}

const CHUNK = 1 << 20;

export async function writeEditedCopy(
  sourcePath: string,
  outputPath: string,
  edits: Iterable<ByteEdit> | AsyncIterable<ByteEdit>,
  options: EditedCopyOptions = {},
): Promise<EditedCopy> {
  if (path.resolve(sourcePath) === path.resolve(outputPath)) throw Object.assign(new Error('the copy cannot replace the original'), { code: 'EEXIST' });
  const { handle: source, size } = await openRegularFile(sourcePath);
  const draft = path.join(path.dirname(outputPath), `.${path.basename(outputPath)}.tmp-${process.pid}-${Date.now().toString(36)}`);
  try {
    const stamp = await fileStamp(source);
    if (options.expectedStamp !== undefined && !sameStamp(stamp, options.expectedStamp)) throw new SourceChangedError();
    const out = await open(draft, 'wx', 0o644);
    const hash = createHash('sha256');
    let written = 0;
    let count = 0;
    try {
      const chunk = options.chunkBytes ?? CHUNK;
      // A copy with a million small edits must not cost two million system calls: the source
      // is read a chunk at a time into `window`, and small pieces gather in `pending`.
      const window = Buffer.allocUnsafe(chunk);
      let windowStart = 0;
      let windowLength = 0;
      const pending = Buffer.allocUnsafe(chunk);
      let pendingLength = 0;
      const writeOut = async (bytes: Uint8Array) => {
        hash.update(bytes);
        for (let done = 0; done < bytes.length;) done += (await out.write(bytes, done, bytes.length - done)).bytesWritten;
      };
      const flush = async () => {
        if (pendingLength === 0) return;
        await writeOut(pending.subarray(0, pendingLength));
        pendingLength = 0;
      };
      const write = async (bytes: Uint8Array) => {
        if (bytes.length === 0) return;
        written += bytes.length;
        if (bytes.length > pending.length - pendingLength) await flush();
        if (bytes.length >= pending.length) await writeOut(bytes);
        else {
          pending.set(bytes, pendingLength);
          pendingLength += bytes.length;
        }
      };
      /** Copies the source's bytes [from, to), reading ahead a chunk at a time. */
      const copy = async (from: number, to: number) => {
        for (let at = from; at < to;) {
          if (at < windowStart || at >= windowStart + windowLength) {
            options.signal?.throwIfAborted();
            const { bytesRead } = await source.read(window, 0, Math.min(window.length, size - at), at);
            if (bytesRead === 0) throw new SourceChangedError();
            windowStart = at;
            windowLength = bytesRead;
          }
          const end = Math.min(to, windowStart + windowLength);
          await write(window.subarray(at - windowStart, end - windowStart));
          at = end;
        }
      };
      /** Gathers `bytes` in `pending` when they fit: no await (a copy has an edit every few hundred bytes). */
      const gathered = (bytes: Uint8Array) => {
        if (bytes.length > pending.length - pendingLength) return false;
        pending.set(bytes, pendingLength);
        pendingLength += bytes.length;
        written += bytes.length;
        return true;
      };
      const inWindow = (from: number, to: number) => from >= windowStart && to <= windowStart + windowLength;
      let at = 0;
      for await (const edit of edits) {
        if (!(Number.isSafeInteger(edit.start) && Number.isSafeInteger(edit.end) && at <= edit.start && edit.start <= edit.end && edit.end <= size)) {
          throw new RangeError(`edits must be in file order, apart and inside the file (at ${at}: ${edit.start}–${edit.end} of ${size})`);
        }
        if (!(inWindow(at, edit.start) && gathered(window.subarray(at - windowStart, edit.start - windowStart)))) await copy(at, edit.start);
        if (!gathered(edit.bytes)) await write(edit.bytes);
        at = edit.end;
        count++;
      }
      await copy(at, size);
      await flush();
      await out.sync();
    } finally {
      await out.close();
    }
    // Read while the source may have been rewritten in place: then the copy mixes two versions.
    if (!sameStamp(await fileStamp(source), stamp)) throw new SourceChangedError();
    await putInPlace(draft, outputPath, options.overwrite === true);
    return { bytes: written, sha256: hash.digest('hex'), edits: count };
  } finally {
    await source.close();
    await unlink(draft).catch(() => undefined);
  }
}

/** The finished draft under the user's name: never over an existing file unless asked. */
export async function putInPlace(draft: string, outputPath: string, overwrite: boolean): Promise<void> {
  if (overwrite) {
    await rename(draft, outputPath);
    return;
  }
  try {
    // A hard link fails with EEXIST if the name is taken, atomically.
    await link(draft, outputPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // File systems without hard links (FAT, some network shares): a copy that refuses to replace.
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EXDEV' || code === 'ENOSYS') await copyFile(draft, outputPath, constants.COPYFILE_EXCL);
    else throw error;
  }
}
