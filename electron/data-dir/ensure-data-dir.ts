// The data folder holds which configurators a user imports into and what was sent: private
// to the user, so it is created readable by its owner only (where the OS has modes).
import { mkdir } from 'node:fs/promises';

export async function ensureDataDir(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return dir;
}
