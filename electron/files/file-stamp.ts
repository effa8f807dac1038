// What identifies a file as the one that was validated: its size, modification time and inode.
// The preview reads rows back and the sender streams bytes only while the stamp still matches,
// so rows or bytes of another file are never taken for this one's. (The SHA-256, checked on
// the way while sending, catches the rest.)
import type { FileHandle } from 'node:fs/promises';

export interface FileStamp {
  size: number;
  mtimeMs: number;
  ino: number;
}

export async function fileStamp(handle: FileHandle): Promise<FileStamp> {
  const { size, mtimeMs, ino } = await handle.stat();
  return { size, mtimeMs, ino };
}

export function sameStamp(a: FileStamp, b: FileStamp): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ino === b.ino;
}
