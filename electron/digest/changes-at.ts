// A checked file against a target's digest, and the file's digest kept as the target's after
// it accepted: the two things sending asks of a file's digest, wherever that digest is held
// (the CLI's process, the app's validation worker).
import type { ChangesSeen, GuardSettings } from '../../shared/changes/changes';
import type { CatalogueDigest, DigestInfo } from '../../shared/changes/digest';
import { compareDigests, guardsOf } from '../../shared/changes/compare-digests';
import { DigestUnreadable, readDigest, writeDigest, type DigestTarget } from './digest-store';

export type { DigestTarget };


export type ChangesAt = ChangesSeen;

/** What the file (its digest and SHA-256) would change at the target. */
export async function changesAt(dataDir: string, target: DigestTarget, file: { digest: CatalogueDigest; sha256: string }, guards: GuardSettings): Promise<ChangesAt> {
  let last;
  try {
    last = await readDigest(dataDir, target);
  } catch (error) {
    if (error instanceof DigestUnreadable) return { kind: 'unreadable', reason: error.reason };
    throw error;
  }
  if (last === undefined) return { kind: 'first' };
  const changes = compareDigests(last.digest, file.digest, { lastInfo: last.info, currentSha256: file.sha256, priceJumpFactor: guards.priceJumpFactor });
  return { kind: 'compared', changes, guards: guardsOf(changes, guards) };
}

/** Keeps the file's digest as what the target now holds. */
export function keepDigest(dataDir: string, info: DigestInfo, digest: CatalogueDigest): Promise<void> {
  return writeDigest(dataDir, { info, digest });
}
