// A checked file against a target's digest, and the file's digest kept as the target's after
// it accepted: the two things sending asks of a file's digest, wherever that digest is held
// (the CLI's process, the app's validation worker).
import type { ChangesSeen, GuardSettings } from '../../shared/changes/changes';
import type { CatalogueDigest, DigestInfo, StoredDigest } from '../../shared/changes/digest';
import { compareDigests, guardsOf } from '../../shared/changes/compare-digests';
import { DigestUnreadable, readDigest, writeDigest, type DigestTarget } from './digest-store';

export type { DigestTarget };

/** The target's digest as read: found, none yet, or damaged. */
export type LastDigest = { kind: 'found'; stored: StoredDigest } | Exclude<ChangesSeen, { kind: 'compared' }>;

/**
 * Reads the target's digest. The command-line tool starts this before the file's check: the
 * check waits for its scan worker to start first, and the digest is read meanwhile.
 */
export async function readLastDigest(dataDir: string, target: DigestTarget): Promise<LastDigest> {
  try {
    const stored = await readDigest(dataDir, target);
    return stored === undefined ? { kind: 'first' } : { kind: 'found', stored };
  } catch (error) {
    if (error instanceof DigestUnreadable) return { kind: 'unreadable', reason: error.reason };
    // The file is there but cannot be read (permissions, a folder in its place): the changes
    // cannot be said, which must not stop a send; the next accepted one writes it anew.
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code === 'string') return { kind: 'unreadable', reason: code };
    throw error;
  }
}

/** What the file (its digest and SHA-256) would change at the target whose digest is `last`. */
export function changesAgainst(last: LastDigest, file: { digest: CatalogueDigest; sha256: string }, guards: GuardSettings): ChangesSeen {
  if (last.kind !== 'found') return last;
  const { info, digest } = last.stored;
  const changes = compareDigests(digest, file.digest, { lastInfo: info, currentSha256: file.sha256, priceJumpFactor: guards.priceJumpFactor });
  return { kind: 'compared', changes, guards: guardsOf(changes, guards) };
}

/** What the file would change at the target (its digest read now). */
export async function changesAt(dataDir: string, target: DigestTarget, file: { digest: CatalogueDigest; sha256: string }, guards: GuardSettings): Promise<ChangesSeen> {
  return changesAgainst(await readLastDigest(dataDir, target), file, guards);
}

/** Keeps the file's digest as what the target now holds. */
export function keepDigest(dataDir: string, info: DigestInfo, digest: CatalogueDigest): Promise<void> {
  return writeDigest(dataDir, { info, digest });
}
