// The target's digest as sending sees it: none yet, damaged, or in the way (a folder where the
// file should be): each says what it is and none of them throws, so a send is never stopped by it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readLastDigest } from './changes-at';
import { digestPath } from './digest-store';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
const dataDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'changes-at-'));
  dirs.push(dir);
  return dir;
};
const target = { baseUrl: 'https://cfg.example', appId: 4711 };

describe('readLastDigest', () => {
  it('has nothing to compare with for a target never sent to', async () => {
    expect(await readLastDigest(await dataDir(), target)).toEqual({ kind: 'first' });
  });

  it('calls a damaged digest unreadable, saying why', async () => {
    const dir = await dataDir();
    await mkdir(path.dirname(digestPath(dir, target)), { recursive: true });
    await writeFile(digestPath(dir, target), 'not a digest');
    expect(await readLastDigest(dir, target)).toMatchObject({ kind: 'unreadable', reason: expect.any(String) });
  });

  it('calls a digest it cannot open unreadable too, with the system\'s code', async () => {
    const dir = await dataDir();
    await mkdir(digestPath(dir, target), { recursive: true });
    expect(await readLastDigest(dir, target)).toEqual({ kind: 'unreadable', reason: 'EISDIR' });
  });
});
