// The record of a corrected copy just written (history/derivations.ts), made the same way by
// the CLI and the app: the original's and the copy's names, sizes and hashes, and the applied
// kinds of fix with their counts.
import path from 'node:path';
import { recordDerivation } from '../history/derivations';
import type { FixedCopyOutcome } from './fix-file';

/** Records `outcome` (a written copy) in the data folder; rejects as appending to the history does. */
export async function recordFixedCopy(dataDir: string, originalPath: string, copyPath: string, outcome: FixedCopyOutcome): Promise<void> {
  const copy = outcome.copy;
  if (copy === undefined) throw new Error('no copy was written');
  await recordDerivation(dataDir, {
    original: { fileName: path.basename(originalPath), bytes: outcome.original.bytes, sha256: outcome.original.sha256 },
    copy: { fileName: path.basename(copyPath), bytes: copy.bytes, sha256: copy.sha256 },
    fixes: Object.fromEntries(outcome.plan.kinds.filter((kind) => kind.applied && kind.count > 0).map((kind) => [kind.kind, kind.count])),
  });
}
