// Opens a file of the data folder (the settings, a target's digest, the history) only if it is
// a regular file, and reads it only within a bound. Anything can end up under these names: a
// named pipe (whose open or read waits for a writer for ever), a link to /dev/zero (endless
// bytes), a folder, a stray multi-GB file. So the file is opened without waiting (O_NONBLOCK,
// which regular files ignore), checked on the open handle (fstat: no window between a check
// and the open in which the path could become something else) and read no further than its
// checked size. A link is followed, and so is accepted only when it leads to a regular file.
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';

/** Why a data-folder file was not read: as the system would say it, for historyProblemText and the like. */
export type DataFileProblemCode = 'ENOTREG' | 'EISDIR' | 'EFBIG';

export class DataFileProblem extends Error {
  override readonly name = 'DataFileProblem';
  constructor(
    readonly code: DataFileProblemCode,
    readonly file: string,
    /** For EFBIG: the bound, in bytes. */
    readonly limit?: number,
  ) {
    super(
      code === 'EISDIR' ? `${file} is a folder, not a file`
      : code === 'EFBIG' ? `${file} is larger than ${limit} bytes`
      : `${file} is not a regular file (a pipe, a device or a socket)`,
    );
  }
}

// O_NOCTTY: a terminal device under one of these names must not become the tool's terminal.
const POSIX_ONLY = process.platform === 'win32' ? 0 : constants.O_NONBLOCK | constants.O_NOCTTY;

/** Reading only. */
const READ_FLAGS = constants.O_RDONLY | POSIX_ONLY;
/** Appending, created when missing; reading too (the last byte, to start on a fresh line). */
export const APPEND_READ_FLAGS = constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | POSIX_ONLY;
/** Appending only, created when missing. */
export const APPEND_FLAGS = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | POSIX_ONLY;

/**
 * Opens `file` with `flags` (one of the above) and checks on the handle that it is a regular
 * file. Throws DataFileProblem (ENOTREG, EISDIR) when it is not; other errors (ENOENT, EACCES)
 * as the system gave them.
 */
export async function openDataFile(file: string, flags: number, mode = 0o600): Promise<{ handle: FileHandle; size: number }> {
  let handle: FileHandle;
  try {
    handle = await open(file, flags, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Opening a named pipe for writing without waiting fails when nobody reads it.
    if (code === 'ENXIO') throw new DataFileProblem('ENOTREG', file);
    if (code === 'EISDIR') throw new DataFileProblem('EISDIR', file);
    throw error;
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new DataFileProblem(info.isDirectory() ? 'EISDIR' : 'ENOTREG', file);
    return { handle, size: info.size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Opens a data-folder file for reading, as openDataFile; undefined when there is none (nothing written yet). */
export async function openDataFileToRead(file: string): Promise<{ handle: FileHandle; size: number } | undefined> {
  try {
    return await openDataFile(file, READ_FLAGS);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The whole of a data-folder file, at most `maxBytes` long; undefined when there is none.
 * Throws DataFileProblem (ENOTREG, EISDIR, EFBIG) or the system's error.
 */
export async function readDataFile(file: string, maxBytes: number): Promise<Buffer | undefined> {
  const opened = await openDataFileToRead(file);
  if (opened === undefined) return undefined;
  const { handle, size } = opened;
  try {
    if (size > maxBytes) throw new DataFileProblem('EFBIG', file, maxBytes);
    // No further than the checked size: these files are replaced by a rename, never grown in
    // place, and a file that grows meanwhile must not take more memory than was checked.
    const bytes = Buffer.alloc(size);
    let filled = 0;
    while (filled < size) {
      const { bytesRead } = await handle.read(bytes, filled, size - filled, filled);
      if (bytesRead === 0) break; // cut short meanwhile: what is there
      filled += bytesRead;
    }
    return filled === size ? bytes : bytes.subarray(0, filled);
  } finally {
    await handle.close();
  }
}
