// The files opened recently (File → Open Recent, the start screen's list), kept in the data
// folder. Paths only: never contents. A damaged list is started afresh, never a reason the
// app fails to start.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface RecentFile {
  path: string;
  name: string;
  openedAt: string;
}

export interface RecentFiles {
  list(): Promise<RecentFile[]>;
  add(filePath: string): Promise<void>;
  has(filePath: string): Promise<boolean>;
}

const RECENT_FILES_MAX = 10;

export function createRecentFiles({ file, max = RECENT_FILES_MAX, now = () => new Date() }: { file: string; max?: number; now?: () => Date }): RecentFiles {
  // Writes are queued: two opens in a row must not lose one of them to a read-modify-write race.
  let queue: Promise<unknown> = Promise.resolve();

  async function read(): Promise<RecentFile[]> {
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (!Array.isArray(parsed)) return [];
      return parsed.filter(
        (e): e is RecentFile => typeof e?.path === 'string' && typeof e?.name === 'string' && typeof e?.openedAt === 'string',
      ).slice(0, max);
    } catch {
      return [];
    }
  }

  return {
    list: read,
    async has(filePath) {
      return (await read()).some((e) => e.path === filePath);
    },
    add(filePath) {
      const next = queue.then(async () => {
        const entry = { path: filePath, name: path.basename(filePath), openedAt: now().toISOString() };
        const list = [entry, ...(await read()).filter((e) => e.path !== filePath)].slice(0, max);
        await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
        const temp = `${file}.${process.pid}.tmp`;
        await writeFile(temp, `${JSON.stringify(list, null, 2)}\n`, { mode: 0o600 });
        await rename(temp, file);
      });
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
