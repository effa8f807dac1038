// A checked file against a target's digest, and the file's digest kept as the target's after
// it accepted: the two things sending asks of a file's digest, wherever that digest is held
// (the CLI's process, the app's validation worker).
//
// The guards fail closed: when the target accepted a file from this computer before (the
// history says so, or a digest is there) but that file's digest cannot be used (damaged,
// another target's, missing, older than the history's latest accepted send), the answer is
// `notComparable` with the reason, never `first`, and sending asks before it goes on.
import type { AcceptedSend, ChangesSeen, GuardSettings, NotComparable } from '../../shared/changes/changes';
import type { CatalogueDigest, DigestInfo, StoredDigest } from '../../shared/changes/digest';
import type { DigestRows, RowsWithTexts } from '../../shared/changes/digest-rows';
import { compareDigests, guardsOf } from '../../shared/changes/compare-digests';
import { historyFilePath } from '../history/history-path';
import { lastAcceptedSend } from '../history/read-history';
import { digestProblemText } from './digest-problem';
import { DigestOfAnotherTarget, DigestUnreadable, readDigest, writeDigest, type DigestTarget } from './digest-store';

export type { DigestTarget };

/** The target's digest as read: found, none and none expected, or not usable (and why). */
export type LastDigest = { kind: 'found'; stored: StoredDigest } | { kind: 'first' } | NotComparable;

/**
 * Reads the target's digest and the history's latest accepted send there, side by side. After
 * the file's check, not during it: the digest would be held beside the check's tables.
 */
export async function readLastDigest(dataDir: string, target: DigestTarget, historyFile = historyFilePath(dataDir)): Promise<LastDigest> {
  const [digest, accepted] = await Promise.all([digestAsRead(dataDir, target), acceptedSendIn(historyFile, target)]);
  return comparability(digest, accepted);
}

/**
 * Whether the digest read can stand for what the target holds, given the history's latest
 * accepted send to it: none where the history has one is `missing`; one of another file,
 * accepted before that send, is `stale` (that send's digest was not kept). A digest newer than
 * the history's latest says more than the history (its line was lost) and is used.
 */
function comparability(digest: LastDigest, accepted: AcceptedSend | undefined): LastDigest {
  if (accepted === undefined || digest.kind === 'notComparable') return digest;
  const lastAccepted = { time: accepted.time, fileName: accepted.fileName, sha256: accepted.sha256 };
  if (digest.kind === 'first') return { kind: 'notComparable', reason: 'missing', lastAccepted };
  const { info } = digest.stored;
  if (info.sha256 !== accepted.sha256 && Date.parse(info.acceptedAt) < Date.parse(accepted.time)) {
    return { kind: 'notComparable', reason: 'stale', lastAccepted, digestOf: info };
  }
  return digest;
}

async function digestAsRead(dataDir: string, target: DigestTarget): Promise<LastDigest> {
  try {
    const stored = await readDigest(dataDir, target);
    return stored === undefined ? { kind: 'first' } : { kind: 'found', stored };
  } catch (error) {
    if (error instanceof DigestOfAnotherTarget) return { kind: 'notComparable', reason: 'otherTarget' };
    if (error instanceof DigestUnreadable) return unreadable(error.reason);
    // The file is there but cannot be read (permissions, a folder in its place): the changes
    // cannot be said, and sending asks first; the next accepted send writes it anew.
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code === 'string') return unreadable(code);
    throw error;
  }
}

function unreadable(problem: string): NotComparable {
  return { kind: 'notComparable', reason: 'unreadable', problem, detail: digestProblemText(problem) };
}

/**
 * The history's latest accepted send to the target. A history that cannot be read says nothing
 * here: sending checks that it can be written, and refuses if not.
 */
async function acceptedSendIn(historyFile: string, target: DigestTarget): Promise<AcceptedSend | undefined> {
  try {
    return await lastAcceptedSend(historyFile, target);
  } catch {
    return undefined;
  }
}

/** What the file (its digest, as columns or rows, and SHA-256) would change at the target whose digest is `last`. */
export function changesAgainst(last: LastDigest, file: { digest: CatalogueDigest | DigestRows; sha256: string }, guards: GuardSettings): ChangesSeen {
  if (last.kind !== 'found') return last;
  const { info, digest } = last.stored;
  const { numbers } = last.stored;
  const changes = compareDigests(digest, file.digest, {
    lastInfo: info, currentSha256: file.sha256, priceJumpFactor: guards.priceJumpFactor, ...(numbers === undefined ? {} : { lastNumbers: numbers }),
  });
  return { kind: 'compared', changes, guards: guardsOf(changes, guards) };
}

/** What the file would change at the target (its digest and the history read now). */
export async function changesAt(
  dataDir: string, target: DigestTarget, file: { digest: CatalogueDigest; sha256: string }, guards: GuardSettings, historyFile = historyFilePath(dataDir),
): Promise<ChangesSeen> {
  return changesAgainst(await readLastDigest(dataDir, target, historyFile), file, guards);
}

/** Keeps the file's digest (its columns, or the rows its check collected) as what the target now holds. */
export function keepDigest(dataDir: string, info: DigestInfo, digest: CatalogueDigest | RowsWithTexts): Promise<void> {
  return writeDigest(dataDir, { info, digest });
}
