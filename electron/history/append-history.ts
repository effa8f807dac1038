// Appends one record to the history. The file is opened with O_APPEND and each record goes
// out in a single write, so the app and the command-line tool can record at the same time
// without their lines interleaving (each write lands whole at the end of the file).
import { open } from 'node:fs/promises';
import path from 'node:path';
import { ensureDataDir } from '../data-dir/ensure-data-dir';
import { serializeHistoryEntry } from './history-entry';
import type { NewHistoryEntry, SerializeOptions } from './history-entry';

export async function appendHistoryEntry(file: string, entry: NewHistoryEntry, options: SerializeOptions = {}): Promise<void> {
  const line = serializeHistoryEntry(entry, options);
  // The first record may come before anything else created the data folder (a fresh CLI).
  await ensureDataDir(path.dirname(file));
  // 'a+': append, plus reading the last byte below. Private: it names customers' configurators.
  const handle = await open(file, 'a+', 0o600);
  try {
    // A crash mid-write leaves a torn last line with no newline; starting on a fresh line keeps
    // this record from being glued onto it and lost with it.
    const { size } = await handle.stat();
    let prefix = '';
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) prefix = '\n';
    }
    const bytes = Buffer.from(prefix + line, 'utf8');
    const { bytesWritten } = await handle.write(bytes, 0, bytes.length);
    // Only a full disk or a quota gives a short write; the reader skips the torn line it leaves.
    if (bytesWritten !== bytes.length) throw new Error(`The history record was cut short (${bytesWritten} of ${bytes.length} bytes written).`);
  } finally {
    await handle.close();
  }
}
