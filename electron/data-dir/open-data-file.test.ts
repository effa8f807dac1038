// The one gate of the data folder's files, with the real special files a hostile or careless
// environment puts under their names: a named pipe (nobody writes to it: a plain open or read
// would wait for ever), a link to /dev/zero (endless bytes), a folder, a sparse file past the
// bound (no disk used, but a plain read would hold it all in memory).
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPEND_FLAGS, APPEND_READ_FLAGS, DataFileProblem, openDataFile, readDataFile } from './open-data-file';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ai-data-file-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function problemOf(promise: Promise<unknown>): Promise<DataFileProblem> {
  const error = await promise.then(() => undefined, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(DataFileProblem);
  return error as DataFileProblem;
}

const posix = process.platform !== 'win32';

describe('readDataFile', () => {
  it('reads a regular file, and a link to one; nothing for a missing file', async () => {
    const file = path.join(dir, 'settings.json');
    await writeFile(file, '{"version":1}');
    expect((await readDataFile(file, 1024))?.toString()).toBe('{"version":1}');
    if (posix) {
      await symlink(file, path.join(dir, 'link.json'));
      expect((await readDataFile(path.join(dir, 'link.json'), 1024))?.toString()).toBe('{"version":1}');
    }
    expect(await readDataFile(path.join(dir, 'none.json'), 1024)).toBeUndefined();
  });

  it.skipIf(!posix)('refuses a named pipe at once (ENOTREG) instead of waiting for a writer', async () => {
    const fifo = path.join(dir, 'settings.json');
    execFileSync('mkfifo', [fifo]);
    expect((await problemOf(readDataFile(fifo, 1024))).code).toBe('ENOTREG');
  });

  it.skipIf(!posix)('refuses a link to /dev/zero (ENOTREG) instead of reading endless bytes', async () => {
    const link = path.join(dir, 'app.digest');
    await symlink('/dev/zero', link);
    expect((await problemOf(readDataFile(link, 1024))).code).toBe('ENOTREG');
  });

  it('refuses a folder (EISDIR)', async () => {
    const folder = path.join(dir, 'settings.json');
    await mkdir(folder);
    expect((await problemOf(readDataFile(folder, 1024))).code).toBe('EISDIR');
  });

  it('refuses a file past the bound (EFBIG) without reading it, and reads one at the bound', async () => {
    const file = path.join(dir, 'app.digest');
    await writeFile(file, '');
    await truncate(file, 64 * 1024 ** 3); // sparse: 64 GiB named, nothing on disk
    const problem = await problemOf(readDataFile(file, 1024 ** 2));
    expect(problem).toMatchObject({ code: 'EFBIG', limit: 1024 ** 2 });
    await truncate(file, 1024 ** 2);
    expect((await readDataFile(file, 1024 ** 2))?.length).toBe(1024 ** 2);
  });
});

describe('openDataFile for appending', () => {
  it('creates a missing file, private to the user, and appends to it', async () => {
    const file = path.join(dir, 'history.jsonl');
    for (const flags of [APPEND_READ_FLAGS, APPEND_FLAGS]) {
      const { handle } = await openDataFile(file, flags);
      await handle.write('line\n');
      await handle.close();
    }
    expect(await readFile(file, 'utf8')).toBe('line\nline\n');
  });

  it.skipIf(!posix)('refuses a named pipe nobody reads, for writing as for writing and reading, without waiting', async () => {
    const fifo = path.join(dir, 'history.jsonl');
    execFileSync('mkfifo', [fifo]);
    expect((await problemOf(openDataFile(fifo, APPEND_FLAGS))).code).toBe('ENOTREG');
    expect((await problemOf(openDataFile(fifo, APPEND_READ_FLAGS))).code).toBe('ENOTREG');
  });

  it.skipIf(!posix)('refuses a link to a device and a folder', async () => {
    await symlink('/dev/null', path.join(dir, 'null.jsonl'));
    expect((await problemOf(openDataFile(path.join(dir, 'null.jsonl'), APPEND_FLAGS))).code).toBe('ENOTREG');
    await mkdir(path.join(dir, 'folder.jsonl'));
    expect((await problemOf(openDataFile(path.join(dir, 'folder.jsonl'), APPEND_READ_FLAGS))).code).toBe('EISDIR');
  });
});
