// A small file the tool writes whole (a ruleset): under a temporary name beside its place, then
// linked into place only when complete, so no half-written file ever stands under the name the
// user gave, and an existing file is replaced only when the user said so (--force).
import { lstat, open, unlink } from 'node:fs/promises';
import path from 'node:path';
import { putInPlace } from './edited-copy';

/** What stands at a path: nothing, a file (or a link, replaced as a file), or something else (a folder, a device). */
export async function whatStandsAt(file: string): Promise<'nothing' | 'file' | 'other'> {
  try {
    const stats = await lstat(file);
    return stats.isDirectory() ? 'other' : stats.isFile() || stats.isSymbolicLink() ? 'file' : 'other';
  } catch {
    return 'nothing';
  }
}

/** Writes `content` to `outputPath`; an existing file fails with EEXIST unless `overwrite`. */
export async function writeNewFile(outputPath: string, content: string, overwrite: boolean): Promise<void> {
  const draft = path.join(path.dirname(outputPath), `.${path.basename(outputPath)}.tmp-${process.pid}-${Date.now().toString(36)}`);
  try {
    const out = await open(draft, 'wx', 0o644);
    try {
      await out.writeFile(content, 'utf8');
      await out.sync();
    } finally {
      await out.close();
    }
    await putInPlace(draft, outputPath, overwrite);
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}
