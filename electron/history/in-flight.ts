// A send whose started record has no outcome yet is either still running (in this app, or a
// command line sending into the same data folder) or was interrupted. The target's lock tells
// which: a send holds it, alive, until its outcome is recorded. So the history never calls a
// send that is still waiting for the configurator "interrupted".
import { liveLockOwner } from '../data-dir/target-lock';
import { INTERRUPTED_OUTCOME, type HistoryEntry } from './history-entry';

/** The outcome of a started send whose process still runs and holds its target. */
export const IN_FLIGHT_OUTCOME = 'inFlight';

/** The entries (newest first) with the sends still running marked IN_FLIGHT_OUTCOME instead of interrupted. */
export async function markSendsInFlight(dataDir: string, entries: HistoryEntry[]): Promise<HistoryEntry[]> {
  const asked = new Set<string>();
  const marked = [...entries];
  for (const [i, entry] of entries.entries()) {
    if (entry.outcome !== INTERRUPTED_OUTCOME || entry.appId === null) continue;
    // One send per target at a time: only the newest started one can be running.
    const target = `${entry.appId} ${entry.baseUrl}`;
    if (asked.has(target)) continue;
    asked.add(target);
    const owner = await liveLockOwner(dataDir, { baseUrl: entry.baseUrl, appId: entry.appId }).catch(() => undefined);
    // The lock is taken before the started record is written: a lock taken later is another send's.
    if (owner !== undefined && Date.parse(owner.startedAt) <= Date.parse(entry.time)) marked[i] = { ...entry, outcome: IN_FLIGHT_OUTCOME };
  }
  return marked;
}
