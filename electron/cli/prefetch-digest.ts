// The target's digest (and the history's latest accepted send there), read while `send` or `changes` checks the file: the check first waits
// for its scan worker to start, and reading and decoding the digest (tens of ms for 100,000
// articles) fits in that wait instead of following the check.
import { readLastDigest, type LastDigest } from '../digest/changes-at';
import type { SendTarget } from '../send/send-path-types';

export function prefetchDigest(dataDir: string, target: SendTarget, historyFile: string): { target: SendTarget; read: Promise<LastDigest> } {
  const read = readLastDigest(dataDir, target, historyFile);
  // Awaited later, or never (a file that cannot be read): its failure must not go unhandled meanwhile.
  read.catch(() => undefined);
  return { target, read };
}
