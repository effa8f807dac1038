// Opens an export for reading only if it is a regular file. A FIFO (or a device) would block
// the open itself, holding one of libuv's four pool threads for ever, so it is opened without
// waiting (O_NONBLOCK, which regular files ignore) and checked on the open handle: no window
// between a check and the open in which the path could become something else.
import { closeSync, constants, fstatSync, openSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';

/** Thrown for anything that is not a regular file (code ENOTREG, or EISDIR for a folder). */
class NotRegularFileError extends Error {
  constructor(readonly code: 'ENOTREG' | 'EISDIR') {
    super(code === 'EISDIR' ? 'a folder, not a file' : 'not a regular file');
  }
}

const FLAGS = process.platform === 'win32' ? constants.O_RDONLY : constants.O_RDONLY | constants.O_NONBLOCK;

export async function openRegularFile(filePath: string): Promise<{ handle: FileHandle; size: number }> {
  const handle = await open(filePath, FLAGS);
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new NotRegularFileError(info.isDirectory() ? 'EISDIR' : 'ENOTREG');
    return { handle, size: info.size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** The same, blocking: for a worker thread, where a page of rows is read at once rather than across event-loop turns. */
export function openRegularFileSync(filePath: string): { fd: number; size: number; mtimeMs: number; ino: number } {
  const fd = openSync(filePath, FLAGS);
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new NotRegularFileError(info.isDirectory() ? 'EISDIR' : 'ENOTREG');
    return { fd, size: info.size, mtimeMs: info.mtimeMs, ino: info.ino };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}
