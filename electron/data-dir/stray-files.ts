// Temporary files of the data folder that a writer left when it was killed or the machine
// stopped mid-write (a digest's `*.tmp-<pid>-<hex>`, a lock's `*.new-<pid>-<hex>`): removed by
// the next writer. Only those whose writer is gone, or that are older than any write takes, so
// a write in progress in another process is left alone.
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { isProcessRunning } from './process-running';

/** A temporary file this old is stray whoever wrote it (its process ID may have been reused). */
const STRAY_AFTER_MS = 60 * 60 * 1000;

/** Removes the files of `folder` that `pattern` matches, its first group being the writer's process ID. */
export async function removeStrayFiles(folder: string, pattern: RegExp): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(names.map(async (name) => {
    const match = pattern.exec(name);
    if (match === null) return;
    const file = path.join(folder, name);
    if (isProcessRunning(Number(match[1]))) {
      const modified = await stat(file).then((found) => found.mtimeMs, () => undefined);
      if (modified === undefined || Date.now() - modified < STRAY_AFTER_MS) return;
    }
    await unlink(file).catch(() => undefined);
  }));
}
