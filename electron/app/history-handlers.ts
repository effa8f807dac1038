// The history as the window shows it: the store's records (electron/history), newest first,
// in the contract's shape. The verdict is derived from the stored outcome, so the list can be
// coloured like the result panel. A send of a corrected copy made on this computer says so
// (the copy's SHA-256 looked up in corrected-copies.jsonl), as the CLI's `history` does.
import type { ChannelRequest, ChannelResponse } from '../../shared/ipc/contract';
import { IpcFailure } from '../../shared/ipc/result';
import { text } from '../../shared/messages/text';
import { INTERRUPTED_OUTCOME, type HistoryEntry } from '../history/history-entry';
import { fixCount, type Derivation } from '../history/derivations';
import { historyProblemText } from '../history/history-problem';
import { IN_FLIGHT_OUTCOME } from '../history/in-flight';
import type { HistoryPage, ReadHistoryOptions } from '../history/read-history';
import { verdictOfEntry } from '../history/verdict';
import { rejectedItemText } from '../net/send-outcome';

type WindowEntry = ChannelResponse<'getHistory'>['entries'][number];

const DEFAULT_HISTORY_PAGE = 50;

export interface HistoryDeps {
  readHistory: (options: ReadHistoryOptions) => Promise<HistoryPage>;
  /** The corrected copies written here, by the copy's SHA-256 (history/derivations.ts). */
  readDerivations?: () => Promise<Map<string, Derivation>>;
}

export function createHistoryHandlers({ readHistory, readDerivations }: HistoryDeps) {
  return {
    async getHistory({ offset = 0, limit = DEFAULT_HISTORY_PAGE }: ChannelRequest<'getHistory'>): Promise<ChannelResponse<'getHistory'>> {
      // Read from the end up to the page's end; the reader stops there, whatever the file's length.
      const page = await readHistory({ limit: offset + limit }).catch((error: unknown) => {
        // A pipe, a device or a folder where the history should be, no permission: said, not an internal error.
        const code = (error as NodeJS.ErrnoException).code;
        throw typeof code === 'string' ? new IpcFailure('history.unreadable', text('shell.history.unreadable', { problem: historyProblemText(code) })) : error;
      });
      // Only a note beside the entry: a record that cannot be read never hides the history.
      const copies = (await readDerivations?.().catch(() => undefined)) ?? new Map<string, Derivation>();
      // Newest first from the file's end, so the entries before the page are read too: a target's baseline may be among them.
      const baselines = baselinesOf(page.entries);
      const entries = page.entries.slice(offset).map((entry) => windowEntryOf(entry, copies, baselines.has(entry)));
      return { total: offset + entries.length, entries, more: page.more, skipped: page.skipped };
    },
  };
}

/**
 * The entries the next send to their target is compared with: per target (base URL and app
 * ID), its latest accepted send, as electron/digest/changes-at.ts takes it, when that send's
 * digest was kept. Where the latest accepted send has no digest the target has no baseline
 * (the next send asks first): an older send's digest no longer stands for what it holds.
 */
function baselinesOf(newestFirst: readonly HistoryEntry[]): Set<HistoryEntry> {
  const seen = new Set<string>();
  const baselines = new Set<HistoryEntry>();
  for (const entry of newestFirst) {
    if (entry.kind !== 'send' || entry.outcome !== 'accepted' || entry.appId === null) continue;
    const target = `${entry.appId} ${entry.baseUrl}`;
    if (seen.has(target)) continue;
    seen.add(target);
    if (entry.digest === true) baselines.add(entry);
  }
  return baselines;
}

function windowEntryOf(entry: HistoryEntry, copies: ReadonlyMap<string, Derivation>, baseline: boolean): WindowEntry {
  const shown: WindowEntry = {
    time: entry.time,
    kind: entry.kind,
    baseUrl: entry.baseUrl,
    file: entry.fileName,
    bytes: entry.fileBytes,
    outcome: entry.outcome,
    verdict: verdictOfEntry(entry),
    outcomeUnknown: entry.outcomeUnknown,
    durationMs: entry.durationMs,
    attempts: entry.attempts,
    responseTruncated: entry.responseTruncated,
  };
  if (entry.appId !== null) shown.appId = entry.appId;
  if (entry.sha256 !== null) shown.sha256 = entry.sha256;
  if (entry.counts !== null) {
    shown.counts = { error: entry.counts.errors, warning: entry.counts.warnings, ...(entry.counts.notes === undefined ? {} : { info: entry.counts.notes }) };
    shown.articles = entry.counts.articles;
    shown.prices = entry.counts.prices;
  }
  if (entry.rules !== undefined) shown.rules = { name: entry.rules.name, sha256: entry.rules.sha256 };
  if (entry.httpStatus !== null) shown.status = entry.httpStatus;
  if (entry.response !== null) shown.responseExcerpt = entry.response;
  if (entry.digest === true) shown.digest = true;
  if (baseline) shown.baseline = true;
  if (entry.label !== undefined) shown.label = entry.label;
  if (entry.confirmed !== undefined) shown.confirmed = entry.confirmed;
  if (entry.changes !== undefined) shown.changes = entry.changes;
  if (entry.items !== undefined) {
    shown.items = entry.items.map((item) => ({
      text: rejectedItemText(item),
      message: item.message,
      ...(item.index === undefined ? {} : { index: item.index }),
      ...(item.articleNumber === undefined ? {} : { articleNumber: item.articleNumber }),
    }));
  }
  const derivation = entry.sha256 === null ? undefined : copies.get(entry.sha256);
  if (derivation !== undefined) shown.correctedCopyOf = { file: derivation.original.fileName, fixes: fixCount(derivation) };
  // The process ended while it sent: whether the configurator imported the file is unknown.
  if (entry.outcome === INTERRUPTED_OUTCOME) shown.message = text('history.interrupted');
  // Still running here or in a command line (it holds its target): its outcome comes.
  if (entry.outcome === IN_FLIGHT_OUTCOME) shown.message = text('history.inFlight');
  return shown;
}
