// What a send would change, in the CLI's JSON (`changes` and `send`, documented in the README):
// `changesStatus` (compared, first, unreadable), `changes` (the counts and lists, or null) and
// `guards` (what would need --allow-shrink or --allow-price-jumps).
import type { Changes } from '../../shared/changes/changes';
import type { ChangesSeen, Guards } from '../send/send-types';

export interface ChangesJson {
  changesStatus: ChangesSeen['kind'] | 'notCompared';
  changes: Changes | null;
  guards: Guards;
  /** Why the target's digest could not be read (changesStatus `unreadable`). */
  changesProblem?: string;
}

/** `seen` undefined: the file was refused before it was compared (unreadable, errors). */
export function changesJson(seen: ChangesSeen | undefined): ChangesJson {
  if (seen === undefined) return { changesStatus: 'notCompared', changes: null, guards: {} };
  if (seen.kind === 'compared') return { changesStatus: 'compared', changes: seen.changes, guards: seen.guards };
  return { changesStatus: seen.kind, changes: null, guards: {}, ...(seen.kind === 'unreadable' ? { changesProblem: seen.reason } : {}) };
}
