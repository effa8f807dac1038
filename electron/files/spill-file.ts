// A temporary file the digest's streams write their full blocks to while a file is checked
// (shared/collections/byte-stream.ts: BlockStore), so collecting the digest of a large export
// holds a few blocks in memory, not the digest. Opened when the first block comes, in the
// system's temporary folder, readable by this user only; where the system allows it, the name
// is removed at once (the open file stays usable), so a killed process leaves nothing behind.
import { closeSync, mkdtempSync, openSync, readSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BlockStore } from '../../shared/collections/byte-stream';

export class SpillFile implements BlockStore {
  #fd: number | undefined;
  #folder: string | undefined;
  #end = 0;

  put(block: Uint8Array): number {
    const fd = (this.#fd ??= this.#open());
    const at = this.#end;
    for (let written = 0; written < block.length; ) written += writeSync(fd, block, written, block.length - written, at + written);
    this.#end += block.length;
    return at;
  }

  get(id: number, into: Uint8Array): void {
    for (let read = 0; read < into.length; ) {
      const n = readSync(this.#fd!, into, read, into.length - read, id + read);
      if (n === 0) throw new Error('SpillFile: the temporary file ended early');
      read += n;
    }
  }

  /** Closes and removes the file; the streams that wrote to it cannot be read after this. */
  close(): void {
    if (this.#fd !== undefined) closeSync(this.#fd);
    if (this.#folder !== undefined) rmSync(this.#folder, { recursive: true, force: true });
    this.#fd = undefined;
    this.#folder = undefined;
  }

  #open(): number {
    this.#folder = mkdtempSync(path.join(tmpdir(), 'article-importer-digest-'));
    const file = path.join(this.#folder, 'blocks');
    const fd = openSync(file, 'wx+', 0o600);
    // Windows cannot remove an open file: there `close` removes it.
    if (process.platform !== 'win32') {
      unlinkSync(file);
      rmSync(this.#folder, { recursive: true, force: true });
      this.#folder = undefined;
    }
    return fd;
  }
}
