// One line of the history: what was sent (or refused) where, and how it ended. The shape has
// no place for a token, and entries are built field by field, so a token passed along in some
// wider object can never ride into the file.
import { z } from 'zod';
import { tokenRedactor } from '../net/redact-token';

/**
 * 2: a send is two records with one `id`, `started` before the first byte of the request and
 * its outcome after it; version 1 records (a send as one record, written after it ended) are
 * still read.
 */
const HISTORY_VERSION = 2;
/** The outcome code of a started record as stored; it is never shown as such (see INTERRUPTED). */
export const STARTED_OUTCOME = 'started';
/** A started send with no outcome record: the process ended (or the machine stopped) while it ran. */
export const INTERRUPTED_OUTCOME = 'interrupted';
/** "The first part of the response": enough to recognise the answer, small enough per line. */
const RESPONSE_EXCERPT_BYTES = 2048;

const counts = z.strictObject({
  articles: z.number().int().nonnegative(),
  prices: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
  warnings: z.number().int().nonnegative(),
  /** Absent in records written before notes were counted. */
  notes: z.number().int().nonnegative().optional(),
});

/** Longest ruleset name kept: a name is a label, not a document. */
const MAX_RULES_NAME = 256;

/** The ruleset a file was checked with (shared/rules: RulesetId). */
const rules = z.strictObject({
  name: z.string().min(1).max(MAX_RULES_NAME),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** Longest target label kept (the label the user gave the target, e.g. "Staging 4711"). */
const MAX_LABEL = 100;
/** Server items kept per send, and the longest message of one: enough to find them, small per line. */
const MAX_ITEMS = 50;
const MAX_ITEM_MESSAGE = 300;

/** The confirmations the user gave before the file went out (send-path-types: Confirmation). */
const confirmed = z.strictObject({
  warnings: z.number().int().nonnegative().optional(),
  leftOut: z.strictObject({ of: z.enum(['articles', 'prices']), removed: z.number().int().nonnegative() }).optional(),
  priceJumps: z.number().int().nonnegative().optional(),
  notComparable: z.enum(['unreadable', 'otherTarget', 'missing', 'stale']).optional(),
  drift: z.strictObject({ blankFields: z.number().int().nonnegative(), deactivated: z.number().int().nonnegative() }).optional(),
});

const changeCounts = z.strictObject({ added: z.number().int().nonnegative(), removed: z.number().int().nonnegative(), changed: z.number().int().nonnegative() });

/** What the file would change at the target, as counted before it went (shared/changes: ChangesSeen). */
const changesSummary = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('compared'), identical: z.boolean(), articles: changeCounts, prices: changeCounts }),
  z.strictObject({ kind: z.literal('first') }),
  z.strictObject({ kind: z.literal('notComparable'), reason: z.enum(['unreadable', 'otherTarget', 'missing', 'stale']) }),
]);

/** One item the server named in its answer (net/server-details.ts: ItemDetail). */
const serverItem = z.strictObject({
  message: z.string().max(MAX_ITEM_MESSAGE),
  /** Where the server counts it: its position among the articles sent, from 0. */
  index: z.number().int().optional(),
  articleNumber: z.string().max(MAX_ITEM_MESSAGE).optional(),
});

/** The stored form, checked on every read: a line that does not match is skipped. */
export const historyRecordSchema = z.strictObject({
  v: z.union([z.literal(1), z.literal(HISTORY_VERSION)]),
  time: z.iso.datetime({ offset: true }),
  /**
   * 'send': a request was attempted; 'refusal': the app refused before sending anything;
   * 'started': a request is about to go out (written and flushed before its first byte).
   */
  kind: z.enum(['send', 'refusal', 'started']),
  /**
   * The send this record belongs to: its started record and its outcome share it (a later
   * record of the same send, e.g. once its digest was kept, replaces the earlier one).
   * Absent in refusals and in version 1 records.
   */
  id: z.string().regex(/^[0-9a-f]{16,64}$/).optional(),
  baseUrl: z.string().max(2048),
  /** null when the refusal came before an app ID was known. */
  appId: z.number().int().positive().nullable(),
  fileName: z.string().max(1024),
  fileBytes: z.number().int().nonnegative(),
  /** Hex SHA-256 of the file as validated; null when the file could not be read. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/).nullable(),
  /** null when the file was never validated (e.g. unreadable). */
  counts: counts.nullable(),
  /**
   * The ruleset the verdict was reached with (its name and SHA-256), so a past send says which
   * rules it passed. Absent in records written before sends named their rules, and in refusals
   * that came before the file was checked.
   */
  rules: rules.optional(),
  /** The send's outcome code (e.g. 'accepted', 'unauthorized') or the refusal's reason. */
  outcome: z.string().regex(/^[A-Za-z][\w.-]{0,63}$/),
  /** The import may have been applied without the app knowing: check before sending again. */
  outcomeUnknown: z.boolean(),
  httpStatus: z.number().int().min(100).max(599).nullable(),
  durationMs: z.number().int().nonnegative(),
  attempts: z.number().int().nonnegative(),
  response: z.string().nullable(),
  responseTruncated: z.boolean(),
  /** The target accepted the file and its digest was kept (what the next send is compared with). Absent: none. */
  digest: z.literal(true).optional(),
  /** The target's label as the user named it. Absent: none given, or a record from before targets had labels. */
  label: z.string().min(1).max(MAX_LABEL).optional(),
  /** What the user confirmed before the file went (or was refused). Absent: nothing asked, or an older record. */
  confirmed: confirmed.optional(),
  /** What the file would change at the target, as counted before it went. Absent: not compared, or an older record. */
  changes: changesSummary.optional(),
  /** The items the server named in its answer (a rejection's item errors), at most MAX_ITEMS. */
  items: z.array(serverItem).max(MAX_ITEMS).optional(),
});

export type HistoryConfirmed = z.infer<typeof confirmed>;
export type HistoryChanges = z.infer<typeof changesSummary>;
type HistoryItem = z.infer<typeof serverItem>;

export type HistoryRecord = z.infer<typeof historyRecordSchema>;
/**
 * A send or a refusal as the history is read (read-history.ts): a send's records folded into
 * one, a started send without an outcome read as a send with the outcome INTERRUPTED.
 */
export type HistoryEntry = Omit<HistoryRecord, 'kind'> & { kind: 'send' | 'refusal' };

/** What a caller records; the store stamps the version and time, and caps the response. */
export type NewHistoryEntry = Omit<HistoryRecord, 'v' | 'time' | 'responseTruncated'> & { time?: string };

export interface SerializeOptions {
  /** Strings that must never be stored (the token in use): replaced wherever they appear. */
  secrets?: readonly string[];
  now?: () => Date;
}

/** The entry as one line of JSON with its newline; throws if the entry is not valid. */
export function serializeHistoryEntry(input: NewHistoryEntry, options: SerializeOptions = {}): string {
  const clean = (text: string) => redactAll(text, options.secrets ?? []);
  // Redacted before it is cut, so a secret can never survive as a half that no longer matches.
  const response = input.response === null ? null : truncateUtf8(clean(input.response), RESPONSE_EXCERPT_BYTES);
  const entry: HistoryRecord = {
    v: HISTORY_VERSION,
    time: input.time ?? (options.now?.() ?? new Date()).toISOString(),
    kind: input.kind,
    ...(input.id === undefined ? {} : { id: input.id }),
    // Cut, not refused: an odd name must not cost the record of a send that happened.
    baseUrl: clean(input.baseUrl).slice(0, 2048),
    appId: input.appId,
    fileName: clean(input.fileName).slice(0, 1024),
    fileBytes: input.fileBytes,
    sha256: input.sha256,
    counts: input.counts && {
      articles: input.counts.articles,
      prices: input.counts.prices,
      errors: input.counts.errors,
      warnings: input.counts.warnings,
      ...(input.counts.notes === undefined ? {} : { notes: input.counts.notes }),
    },
    ...(input.rules === undefined ? {} : { rules: { name: clean(input.rules.name).slice(0, MAX_RULES_NAME), sha256: input.rules.sha256 } }),
    outcome: input.outcome,
    outcomeUnknown: input.outcomeUnknown,
    httpStatus: input.httpStatus,
    durationMs: Math.round(input.durationMs),
    attempts: input.attempts,
    response: response && response.text,
    responseTruncated: response !== null && response.truncated,
    ...(input.digest === true ? { digest: true as const } : {}),
    ...(input.label === undefined || input.label.trim() === '' ? {} : { label: clean(input.label.trim()).slice(0, MAX_LABEL) }),
    ...(input.confirmed === undefined || Object.keys(input.confirmed).length === 0 ? {} : { confirmed: input.confirmed }),
    ...(input.changes === undefined ? {} : { changes: input.changes }),
    ...(input.items === undefined || input.items.length === 0 ? {} : { items: input.items.slice(0, MAX_ITEMS).map((item) => itemOf(item, clean)) }),
  };
  // The same check as on reading: a record written now must be readable later.
  return `${JSON.stringify(historyRecordSchema.parse(entry))}\n`;
}

/** An item as kept: its texts redacted and cut, field by field (nothing else rides along). */
function itemOf(item: HistoryItem, clean: (text: string) => string): HistoryItem {
  return {
    message: clean(item.message).slice(0, MAX_ITEM_MESSAGE),
    ...(item.index === undefined ? {} : { index: item.index }),
    ...(item.articleNumber === undefined ? {} : { articleNumber: clean(item.articleNumber).slice(0, MAX_ITEM_MESSAGE) }),
  };
}

/** Every secret in any form a server may echo it in (escaped, URL-encoded, cut at the end). */
function redactAll(text: string, secrets: readonly string[]): string {
  return secrets.reduce((acc, secret) => tokenRedactor(secret)(acc), text);
}

/** At most maxBytes of UTF-8, cut between characters, never inside one. */
export function truncateUtf8(text: string, maxBytes: number): { text: string; truncated: boolean } {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return { text, truncated: false };
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const size = Buffer.byteLength(char, 'utf8');
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += char.length;
  }
  return { text: text.slice(0, end), truncated: true };
}
