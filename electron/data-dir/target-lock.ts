// One send per target at a time on this computer, whichever process sends: the app and every
// command-line process take the target's lock file in the data folder before they compare and
// send, and let go of it once the outcome is recorded and the digest written. So the digest
// always describes the last file the target received, and two sends never race to the server.
//
// `<dataDir>/locks/app-<appId>-<16 hex of sha256(baseUrl)>.lock` (the digest's naming), created
// exclusively (O_EXCL) with its owner: process ID, host, start time and who (app or command
// line). A lock whose owner is gone is taken over: on this host, a process that no longer runs
// or a lock older than the last boot; on another host (a shared data folder) only after a day.
import { createHash, randomBytes } from 'node:crypto';
import { link, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isProcessRunning } from './process-running';
import { removeStrayFiles } from './stray-files';
import { ensureDataDir } from './ensure-data-dir';

const LOCKS_FOLDER = 'locks';

/** Who holds a lock: the desktop app or a command-line process. */
export type LockHolder = 'app' | 'cli';

export interface LockOwner {
  pid: number;
  host: string;
  /** ISO 8601. */
  startedAt: string;
  /** Absent when the lock file cannot be read (its owner is writing it this very moment). */
  by?: LockHolder;
}

export interface TargetLock {
  /** Lets go of the lock (only if it is still this one's). */
  release(): Promise<void>;
}

export type LockAnswer = { held: TargetLock } | { busy: LockOwner };

export interface LockOptions {
  now?: () => Date;
}

/** A lock on another host is taken over after this long: its process cannot be asked. */
const FOREIGN_LOCK_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A lock file that cannot be read is being written; one this old never will be (its writer died). */
const UNREADABLE_LOCK_GRACE_MS = 2000;

/** A lock's draft or a stale lock moved aside (see createExclusively, takeOver), by its writer's process ID. */
const LEFT_BEHIND = /^app-\d+-[0-9a-f]{16}\.lock\.(?:new|stale)-(\d+)-[0-9a-f]+$/;

/** Locks this process holds (by path): a lock file naming this process that is not here is stale. */
const heldHere = new Set<string>();

export function targetLockPath(dataDir: string, target: { baseUrl: string; appId: number }): string {
  if (!Number.isSafeInteger(target.appId) || target.appId <= 0) throw new RangeError('The app ID must be a positive integer.');
  const urlHash = createHash('sha256').update(target.baseUrl, 'utf8').digest('hex').slice(0, 16);
  return path.join(dataDir, LOCKS_FOLDER, `app-${target.appId}-${urlHash}.lock`);
}

/**
 * Takes the target's lock, or says who holds it. Never waits for another send: the caller
 * refuses at once. Throws when the lock cannot be created at all (a read-only data folder).
 */
export async function lockTarget(dataDir: string, target: { baseUrl: string; appId: number }, by: LockHolder, options: LockOptions = {}): Promise<LockAnswer> {
  const file = targetLockPath(dataDir, target);
  await ensureDataDir(path.dirname(file));
  // What killed lock takers left: drafts and stale locks moved aside.
  await removeStrayFiles(path.dirname(file), LEFT_BEHIND);
  const now = options.now ?? (() => new Date());
  const mine = `${JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: now().toISOString(), by })}\n`;
  // Twice at most: once as it is, once after taking over a stale lock.
  for (let round = 0; round < 2; round++) {
    if (await createExclusively(file, mine)) {
      heldHere.add(file);
      return { held: { release: () => release(file, mine) } };
    }
    const found = await readLock(file);
    if (found === 'gone') continue; // let go of between our two steps: try again
    if (!isStale(file, found, now())) return { busy: found.owner };
    // Taken over (or put back: someone else took it over first): try once more, or say who holds it now.
    await takeOver(file, found.raw);
  }
  const found = await readLock(file);
  return { busy: found === 'gone' ? { pid: 0, host: '', startedAt: now().toISOString() } : found.owner };
}

/**
 * Who holds the target's lock now, when its owner is alive: asked, never taken (the history
 * tells a send still running from one whose process ended). undefined when it is free or stale.
 */
export async function liveLockOwner(dataDir: string, target: { baseUrl: string; appId: number }): Promise<LockOwner | undefined> {
  const file = targetLockPath(dataDir, target);
  const found = await readLock(file).catch(() => 'gone' as const);
  if (found === 'gone' || isStale(file, found, new Date())) return undefined;
  return found.owner;
}

/**
 * The lock with its owner in it, or false when it exists. Written whole beside it first and
 * linked to its name (which fails if the name exists), so a process killed mid-way never leaves
 * an empty lock; where the file system has no hard links, created with O_EXCL and written at once.
 */
async function createExclusively(file: string, content: string): Promise<boolean> {
  const draft = `${file}.new-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(draft, content, { flag: 'wx', mode: 0o600 });
    await link(draft, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS' || code === 'EXDEV') return createWithExclusiveOpen(file, content);
    throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

async function createWithExclusiveOpen(file: string, content: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(content);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await unlink(file).catch(() => undefined);
    throw error;
  }
  await handle.close();
  return true;
}

interface FoundLock {
  raw: string;
  owner: LockOwner;
  /** Whether the file held a whole owner record. */
  readable: boolean;
  modifiedMs: number;
}

async function readLock(file: string): Promise<FoundLock | 'gone'> {
  let raw: string;
  let modifiedMs: number;
  try {
    [raw, modifiedMs] = await Promise.all([readFile(file, 'utf8'), stat(file).then((s) => s.mtimeMs)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  const owner = parseOwner(raw);
  return owner === undefined
    ? { raw, readable: false, modifiedMs, owner: { pid: 0, host: '', startedAt: new Date(modifiedMs).toISOString() } }
    : { raw, readable: true, modifiedMs, owner };
}

function parseOwner(raw: string): LockOwner | undefined {
  try {
    const value = JSON.parse(raw) as Partial<LockOwner>;
    if (!Number.isSafeInteger(value.pid) || (value.pid as number) <= 0) return undefined;
    if (typeof value.host !== 'string' || typeof value.startedAt !== 'string' || Number.isNaN(Date.parse(value.startedAt))) return undefined;
    if (value.by !== 'app' && value.by !== 'cli') return undefined;
    return { pid: value.pid as number, host: value.host, startedAt: value.startedAt, by: value.by };
  } catch {
    return undefined;
  }
}

function isStale(file: string, found: FoundLock, now: Date): boolean {
  if (!found.readable) return now.getTime() - found.modifiedMs > UNREADABLE_LOCK_GRACE_MS;
  const { owner } = found;
  const started = Date.parse(owner.startedAt);
  if (owner.host !== os.hostname()) return now.getTime() - started > FOREIGN_LOCK_MAX_AGE_MS;
  // Taken before the machine last started: its process died with it (and its ID may be reused).
  if (started < Date.now() - os.uptime() * 1000) return true;
  if (owner.pid === process.pid) return !heldHere.has(file);
  return !isProcessRunning(owner.pid);
}

/**
 * Moves the stale lock aside, then checks that what was moved is the stale one: another process
 * may have taken it over and made a fresh lock in between, which is then put back.
 */
async function takeOver(file: string, staleRaw: string): Promise<void> {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // gone already
    throw error;
  }
  const moved = await readFile(aside, 'utf8').catch(() => staleRaw);
  if (moved === staleRaw) {
    await unlink(aside).catch(() => undefined);
    return;
  }
  // A fresh lock: back under its name, unless yet another one is there now.
  await link(aside, file).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') await rename(aside, file).catch(() => undefined);
  });
  await unlink(aside).catch(() => undefined);
}

async function release(file: string, mine: string): Promise<void> {
  heldHere.delete(file);
  // Only our own: a lock taken over meanwhile (we were thought gone) belongs to someone else.
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === mine) await unlink(file).catch(() => undefined);
}
