// Writes a file of the data folder whole or not at all: a temporary file beside it, on disk
// (fsync) before it is renamed over the real name, so a crash or a power cut leaves the old
// file or the new one, never a torn or empty one. Private to the user (0600).
import { randomBytes } from 'node:crypto';
import { open, rename, unlink, type FileHandle } from 'node:fs/promises';

/**
 * `content`: the file's text or bytes, or its bytes in pieces written one after another, or a
 * function that writes the new file through its handle (opened for reading too), as it likes.
 */
export async function writeAtomically(file: string, content: string | Uint8Array | readonly Uint8Array[] | ((handle: FileHandle) => Promise<void>)): Promise<void> {
  const temp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const handle = await open(temp, 'wx+', 0o600);
    try {
      // isView, not instanceof: a Buffer made in another realm (a test's jsdom) is bytes too.
      if (typeof content === 'string' || ArrayBuffer.isView(content)) await handle.writeFile(content);
      else if (typeof content === 'function') await content(handle);
      else await writeAll(handle, content);
      // On disk before the rename, or a power cut could leave an empty file under the real name.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/** Every piece in turn, each to its end (a write may take part of it). */
async function writeAll(handle: FileHandle, pieces: readonly Uint8Array[]): Promise<void> {
  for (const piece of pieces) {
    for (let at = 0; at < piece.length;) {
      const { bytesWritten } = await handle.write(piece, at, piece.length - at);
      if (bytesWritten === 0) throw Object.assign(new Error('a write took no bytes'), { code: 'EIO' });
      at += bytesWritten;
    }
  }
}
