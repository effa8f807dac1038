// The lock of a target, held by real processes: another process's lock refuses, a killed
// holder's lock is taken over, and what a killed taker left behind is cleaned up.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockTarget, targetLockPath } from './target-lock';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const TARGET = { baseUrl: 'https://cfg.example', appId: 4711 };

let dataDir = '';
const children: ChildProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'target-lock-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Another process that takes the lock as `by` and holds it until it is killed; resolves once it holds it. */
async function holderProcess(by: 'app' | 'cli'): Promise<ChildProcess> {
  const script = `
    import { lockTarget } from ${JSON.stringify(path.join(here, 'target-lock.ts'))};
    const answer = await lockTarget(process.argv[1], ${JSON.stringify(TARGET)}, ${JSON.stringify(by)});
    console.log('held' in answer ? 'held' : 'busy');
    setInterval(() => undefined, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dataDir], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  expect(line.toString().trim()).toBe('held');
  return child;
}

async function writeLock(owner: object | string, ageMs = 0): Promise<string> {
  const file = targetLockPath(dataDir, TARGET);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, typeof owner === 'string' ? owner : JSON.stringify(owner));
  if (ageMs > 0) {
    const then = new Date(Date.now() - ageMs);
    await utimes(file, then, then);
  }
  return file;
}

describe('the lock of a target', () => {
  it('refuses while another process holds it, says who and since when, and is taken over once that process is killed', async () => {
    const holder = await holderProcess('app');
    const busy = await lockTarget(dataDir, TARGET, 'cli');
    expect(busy).toMatchObject({ busy: { pid: holder.pid, host: os.hostname(), by: 'app' } });
    expect(Date.now() - Date.parse((busy as { busy: { startedAt: string } }).busy.startedAt)).toBeLessThan(60_000);
    // Another target is not held by it.
    const other = await lockTarget(dataDir, { ...TARGET, appId: 4712 }, 'cli');
    expect('held' in other).toBe(true);

    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const taken = await lockTarget(dataDir, TARGET, 'cli');
    expect('held' in taken).toBe(true);
    const owner = JSON.parse(await readFile(targetLockPath(dataDir, TARGET), 'utf8')) as { pid: number; by: string };
    expect(owner).toMatchObject({ pid: process.pid, by: 'cli' });
    if ('held' in taken) await taken.held.release();
    expect(await readdir(path.dirname(targetLockPath(dataDir, TARGET)))).not.toContain(path.basename(targetLockPath(dataDir, TARGET)));
  });

  it('refuses a second claim in the same process, and lets go only of its own lock', async () => {
    const first = await lockTarget(dataDir, TARGET, 'app');
    expect('held' in first).toBe(true);
    expect(await lockTarget(dataDir, TARGET, 'app')).toMatchObject({ busy: { pid: process.pid, by: 'app' } });
    // Taken over by someone who thought it gone: releasing the first must not remove theirs.
    const file = targetLockPath(dataDir, TARGET);
    const theirs = JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString(), by: 'cli' });
    await writeFile(file, theirs);
    if ('held' in first) await first.held.release();
    expect(await readFile(file, 'utf8')).toBe(theirs);
  });

  it('takes over a lock from before the machine started, and an unreadable one once it is no longer being written', async () => {
    await writeLock({ pid: process.ppid, host: os.hostname(), startedAt: new Date(Date.now() - os.uptime() * 1000 - 60_000).toISOString(), by: 'app' });
    expect('held' in (await lockTarget(dataDir, TARGET, 'cli'))).toBe(true);

    await writeLock('', 0);
    expect(await lockTarget(dataDir, TARGET, 'cli')).toMatchObject({ busy: { pid: 0 } });
    await writeLock('', 10_000);
    expect('held' in (await lockTarget(dataDir, TARGET, 'cli'))).toBe(true);
  });

  it('leaves a lock of another computer (a shared data folder) alone for a day', async () => {
    const startedAt = new Date(Date.now() - 60_000).toISOString();
    await writeLock({ pid: 1, host: `not-${os.hostname()}`, startedAt, by: 'cli' });
    expect(await lockTarget(dataDir, TARGET, 'app')).toMatchObject({ busy: { host: `not-${os.hostname()}`, startedAt, by: 'cli' } });
    await writeLock({ pid: 1, host: `not-${os.hostname()}`, startedAt: new Date(Date.now() - 25 * 3600_000).toISOString(), by: 'cli' });
    expect('held' in (await lockTarget(dataDir, TARGET, 'app'))).toBe(true);
  });

  it('removes what a killed taker left beside the locks: drafts and stale locks moved aside', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await once(gone, 'exit');
    const folder = path.dirname(targetLockPath(dataDir, TARGET));
    await writeLock({ pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString(), by: 'cli' });
    const left = [`app-9-${'0'.repeat(16)}.lock.new-${gone.pid}-abcd1234`, `app-9-${'0'.repeat(16)}.lock.stale-${gone.pid}-abcd1234`];
    const inUse = `app-9-${'0'.repeat(16)}.lock.new-${process.ppid}-abcd1234`;
    for (const name of [...left, inUse]) await writeFile(path.join(folder, name), '');
    await lockTarget(dataDir, { ...TARGET, appId: 9 }, 'cli');
    const names = await readdir(folder);
    for (const name of left) expect(names).not.toContain(name);
    expect(names).toContain(inUse);
  });
});
