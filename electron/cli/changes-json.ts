// What a send would change, in the CLI's JSON (`changes` and `send`, documented in the README):
// `changesStatus` (compared, first, or why the file cannot be compared: unreadable, otherTarget,
// missing, stale), `changes` (the counts and lists, or null) and `guards` (what would need
// --allow-shrink, --allow-price-jumps, --allow-drift, or --no-compare).
import type { AcceptedSend, Changes, NotComparableReason } from '../../shared/changes/changes';
import type { DigestInfo } from '../../shared/changes/digest';
import type { ChangesSeen, Guards } from '../send/send-path-types';

export interface ChangesJson {
  changesStatus: 'compared' | 'first' | NotComparableReason | 'notCompared';
  changes: Changes | null;
  /** `notComparable`: sending needs --no-compare (or all three --allow-… flags). */
  guards: Guards & { notComparable?: { reason: NotComparableReason } };
  /** Why the target's digest could not be read (changesStatus `unreadable`). */
  changesProblem?: string;
  /** The history's latest accepted send to the target (changesStatus `missing`, `stale`). */
  lastAccepted?: AcceptedSend;
  /** The accepted send the digest kept describes (changesStatus `stale`). */
  digestOf?: DigestInfo;
}

/** `seen` undefined: the file was refused before it was compared (unreadable, errors). */
export function changesJson(seen: ChangesSeen | undefined): ChangesJson {
  if (seen === undefined) return { changesStatus: 'notCompared', changes: null, guards: {} };
  if (seen.kind === 'compared') return { changesStatus: 'compared', changes: seen.changes, guards: seen.guards };
  if (seen.kind === 'first') return { changesStatus: 'first', changes: null, guards: {} };
  return {
    changesStatus: seen.reason, changes: null, guards: { notComparable: { reason: seen.reason } },
    ...(seen.problem === undefined ? {} : { changesProblem: seen.problem }),
    ...(seen.lastAccepted === undefined ? {} : { lastAccepted: seen.lastAccepted }),
    ...(seen.digestOf === undefined ? {} : { digestOf: seen.digestOf }),
  };
}

/** Whether sending would need a flag (or a prompt): `changes` exits 65 then. */
export function needsConfirmation(json: ChangesJson): boolean {
  const { guards } = json;
  return guards.leftOut !== undefined || guards.priceJumps !== undefined || guards.drift !== undefined || guards.notComparable !== undefined;
}
