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
      const entries = page.entries.slice(offset).map((entry) => windowEntryOf(entry, copies));
      return { total: offset + entries.length, entries, more: page.more, skipped: page.skipped };
    },
  };
}

function windowEntryOf(entry: HistoryEntry, copies: ReadonlyMap<string, Derivation>): WindowEntry {
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
  const derivation = entry.sha256 === null ? undefined : copies.get(entry.sha256);
  if (derivation !== undefined) shown.correctedCopyOf = { file: derivation.original.fileName, fixes: fixCount(derivation) };
  // The process ended while it sent: whether the configurator imported the file is unknown.
  if (entry.outcome === INTERRUPTED_OUTCOME) shown.message = text('history.interrupted');
  // Still running here or in a command line (it holds its target): its outcome comes.
  if (entry.outcome === IN_FLIGHT_OUTCOME) shown.message = text('history.inFlight');
  return shown;
}
