// Appends one record to the history. The file is opened with O_APPEND and each record goes
// out in a single write, so the app and the command-line tool can record at the same time
// without their lines interleaving (each write lands whole at the end of the file). A write
// that fails half-way (a full disk) is taken back, so no torn line is ever left. The records
// of a send (those with its id) are on disk before the call returns: the started record is
// what proves a request may have gone out, even after a power cut.
import { statfs, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { ensureDataDir } from '../data-dir/ensure-data-dir';
import { APPEND_FLAGS, APPEND_READ_FLAGS, openDataFile } from '../data-dir/open-data-file';
import { serializeHistoryEntry } from './history-entry';
import type { NewHistoryEntry, SerializeOptions } from './history-entry';

/** Room a send needs for its record (a record is at most a few KiB, with the answer's excerpt). */
const HISTORY_ROOM_BYTES = 1024 * 1024;

export async function appendHistoryEntry(file: string, entry: NewHistoryEntry, options: SerializeOptions = {}): Promise<void> {
  await appendRecordLine(file, serializeHistoryEntry(entry, options), entry.id !== undefined);
}

/**
 * One line (with its newline) at the end of a data-folder file of records, whole or not at
 * all; on disk before it returns when `sync` (the history's records of a send, the record of
 * a corrected copy: derivations.ts).
 */
export async function appendRecordLine(file: string, line: string, sync: boolean): Promise<void> {
  // The first record may come before anything else created the data folder (a fresh CLI).
  await ensureDataDir(path.dirname(file));
  // Append, plus reading the last byte below; only to a regular file (a pipe would swallow the
  // record, or block). Private: it names customers' configurators.
  const { handle, size } = await openDataFile(file, APPEND_READ_FLAGS, 0o600);
  try {
    // A crash mid-write leaves a torn last line with no newline; starting on a fresh line keeps
    // this record from being glued onto it and lost with it.
    let prefix = '';
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) prefix = '\n';
    }
    const bytes = Buffer.from(prefix + line, 'utf8');
    let written = 0;
    try {
      written = (await handle.write(bytes, 0, bytes.length)).bytesWritten;
    } catch (error) {
      await takeBack(handle, size, bytes.length);
      throw error;
    }
    if (written !== bytes.length) {
      await takeBack(handle, size, written);
      throw new Error(`The history record could not be written whole (${written} of ${bytes.length} bytes; is the disk full?).`);
    }
    if (sync) await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Cuts the file back to where this record began, unless another writer appended since. */
async function takeBack(handle: FileHandle, sizeBefore: number, mostWritten: number): Promise<void> {
  const { size } = await handle.stat().catch(() => ({ size: -1 }));
  if (size >= sizeBefore && size <= sizeBefore + mostWritten) await handle.truncate(sizeBefore).catch(() => undefined);
}

/**
 * Whether a record can be written now: checked before a send, so that nothing goes out that
 * could not be recorded. Resolves with the reason when it cannot (in the system's words).
 */
export async function historyWriteProblem(file: string): Promise<string | undefined> {
  try {
    await ensureDataDir(path.dirname(file));
    // Without waiting: opening a named pipe for writing would wait for a reader for ever.
    await (await openDataFile(file, APPEND_FLAGS, 0o600)).handle.close();
    const disk = await statfs(path.dirname(file));
    if (disk.bavail * disk.bsize < HISTORY_ROOM_BYTES) return 'ENOSPC';
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? 'EIO';
  }
}
