// The data that crosses the IPC boundary, as zod schemas: the renderer's types and the main
// side's checks come from the same source. No schema here has a field that could carry an
// API token towards the renderer.
import { z } from 'zod';
import { FINDING_CODES, type FindingCode } from '../report/finding-codes';
import { isMessageKey, type MessageKey } from '../messages/catalogue';
import { LOCALES } from '../messages/locale';
import type { MessageValue, Text } from '../messages/text';
import type { Finding, Report } from '../report/report';

export const severitySchema = z.enum(['error', 'warning', 'info']);
export const findingCodeSchema = z.enum(FINDING_CODES as [FindingCode, ...FindingCode[]]);
export const recordKindSchema = z.enum(['article', 'price']);

/** A message as data (shared/messages/text.ts): worded by the window in its language. */
const quantitySchema = z.union([
  z.strictObject({ bytes: z.number(), exact: z.boolean().optional() }),
  z.strictObject({ ms: z.number() }),
  z.strictObject({ date: z.string() }),
]);
const messageValueSchema: z.ZodType<MessageValue> = z.lazy(() =>
  z.union([z.string(), z.number(), textSchema, quantitySchema, z.array(messageValueSchema).readonly()]),
);
const textSchema: z.ZodType<Text> = z.lazy(() =>
  z.strictObject({
    key: z.string().refine((key): key is MessageKey => isMessageKey(key), 'unknown message key'),
    values: z.record(z.string(), messageValueSchema).optional(),
  }),
) as z.ZodType<Text>;

const findingSchema = z.object({
  severity: severitySchema,
  code: findingCodeSchema,
  message: textSchema,
  pointer: z.string(),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
  kind: recordKindSchema.optional(),
  index: z.number().int().optional(),
  articleNumber: z.string().optional(),
  excerpt: z.string().optional(),
  count: z.number().int().optional(),
});

/** One group of the findings list: a code, its severity, how many, how many are listed. */
const findingGroupSchema = z.object({
  code: findingCodeSchema,
  severity: severitySchema,
  /** Exact number of occurrences. */
  count: z.number().int(),
  /** How many of them `getFindings` can page through (capped per code). */
  listed: z.number().int(),
});

/** The report without its findings list: the findings are paged with `getFindings`. */
export const reportSummarySchema = z.object({
  file: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
  articles: z.number().int(),
  prices: z.number().int(),
  counts: z.object({ error: z.number().int(), warning: z.number().int(), info: z.number().int() }),
  byCode: z.record(z.string(), z.number().int()),
  truncated: z.boolean(),
  /** Groups by code, errors first, then warnings, then notes; within a severity by count. */
  groups: z.array(findingGroupSchema),
  /** The `json.syntax` finding when the file is not JSON, so the summary can show its excerpt. */
  syntaxError: findingSchema.optional(),
  sendable: z.boolean(),
});

/** A validated file, as the renderer knows it. */
export const openedDocumentSchema = z.object({
  /** Names this validation; every later request about the file carries it, so an answer
   *  about a file that has since been replaced is refused (`document.stale`), never shown. */
  documentId: z.string(),
  /** The file's name, for display. The full path stays in main. */
  name: z.string(),
  /** The file's full path, for display (tooltip, recent files). */
  path: z.string(),
  report: reportSummarySchema,
  /** false when the file could not be parsed: no rows to page through. */
  parsed: z.boolean(),
});

/**
 * What an open channel answers: which validation it started (validationStarted tells the same).
 * How that validation ends (documentOpened or validationStopped) is told as an event only,
 * as for a file opened from the menu, so the window learns it once.
 */
export const openResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('started'), documentId: z.string(), name: z.string() }),
  /** The user closed the dialog without choosing. */
  z.object({ status: z.literal('canceled') }),
]);

// ---- preview rows -------------------------------------------------------------------------

const cellTypeSchema = z.enum(['string', 'number', 'boolean', 'null', 'object', 'array', 'absent']);

export const cellFindingSchema = z.object({
  code: findingCodeSchema,
  severity: severitySchema,
  message: textSchema,
  /** The finding's place in the report's list (file order): how the window finds it there. */
  at: z.number().int().min(0),
});

export const cellSchema = z.object({
  /** The value for display: strings as they are, others as compact JSON, shortened. */
  text: z.string(),
  type: cellTypeSchema,
  /** true when `text` was shortened. */
  clipped: z.boolean().optional(),
  findings: z.array(cellFindingSchema).optional(),
});

const columnSchema = z.object({
  /** The field name in the file. */
  key: z.string(),
  /** false for fields the app does not know (shown as extra columns, sent unchanged). */
  known: z.boolean(),
});

export const rowSchema = z.object({
  /** 0-based index in its array in the file. */
  index: z.number().int(),
  /** Cells by column key; a column missing here is absent in the record. */
  cells: z.record(z.string(), cellSchema),
  /** Findings about the record itself, or about a part of it no column shows. */
  findings: z.array(cellFindingSchema),
  /** The worst severity among all the record's findings, for marking the row. */
  worst: severitySchema.optional(),
});

export const rowsPageSchema = z.object({
  kind: recordKindSchema,
  /** Records of this kind in the file. */
  total: z.number().int(),
  /** Records in the view asked for (all of them when none was). */
  matched: z.number().int(),
  offset: z.number().int(),
  /** Known fields in schema order, then unknown fields in order of first appearance. */
  columns: z.array(columnSchema),
  rows: z.array(rowSchema),
});

/** A finding by its place in file order, for walking the findings one by one in either view. */
export const problemAtSchema = z.object({
  /** Findings listed in the report. */
  total: z.number().int(),
  at: z.number().int(),
  finding: findingSchema,
  /** Its place among the listed findings of its code. */
  rankInCode: z.number().int(),
});

export const findingsPageSchema = z.object({
  /** Findings that match the filter (of those listed; see the group's `listed`). */
  total: z.number().int(),
  offset: z.number().int(),
  items: z.array(findingSchema),
});

// ---- one record, whole (the details dialog) -------------------------------------------------

const valueTypeSchema = cellTypeSchema.exclude(['absent']);

export const recordFieldSchema = z.object({
  /** The field name, decoded. A name the file has twice is listed twice. */
  key: z.string(),
  /** false for fields the app does not know (kept and sent unchanged). */
  known: z.boolean(),
  type: valueTypeSchema,
  /** Text as it reads (escapes decoded); numbers, true, false and null as written; objects and
   *  arrays as indented JSON whose every token is as written. Never shortened (but see `cut`). */
  text: z.string(),
});

export const recordDetailsSchema = z.object({
  kind: recordKindSchema,
  /** 0-based index in its array in the file. */
  index: z.number().int(),
  /** The record's JSON Pointer, e.g. `/articles/11`. */
  pointer: z.string(),
  /** 1-based line and column in the file where the record starts. */
  line: z.number().int(),
  column: z.number().int(),
  /** The record's `articleNumber`, when it is text. */
  articleNumber: z.string().optional(),
  type: valueTypeSchema,
  /** The record's size in the file. */
  bytes: z.number().int(),
  /** Too large to show whole: `json` and `fields` hold its beginning. */
  cut: z.boolean(),
  /** Known fields in schema order, then the others in the order written; none when the record is not an object. */
  fields: z.array(recordFieldSchema),
  /** The record re-indented for reading, every token as written in the file. */
  json: z.string(),
  /** The findings the report lists about this record (an unknown field's note is about a column, not listed here). */
  findings: z.array(findingSchema),
  /** complete: all of them; capped: the report lists a limited number per code, this record may have more;
   *  checking: the check is still running, findings are not known yet. */
  findingsState: z.enum(['complete', 'capped', 'checking']),
});

// ---- targets, settings, token -------------------------------------------------------------

export const targetSchema = z.object({
  /** The base URL, normalised (no trailing slash), or an error saying what is wrong with it. */
  baseUrl: z.string().optional(),
  baseUrlError: z.object({ code: z.string(), message: textSchema }).optional(),
  /** The configurator ID, taken from a number or from a pasted editor address. */
  appId: z.number().int().optional(),
  /** true when the ID was taken from a pasted address (the UI then shows which number it took). */
  appIdFromAddress: z.boolean().optional(),
  appError: z.object({ code: z.string(), message: textSchema }).optional(),
  /** The import endpoint, when both parts are valid. */
  endpoint: z.string().optional(),
});

export const savedBaseUrlSchema = z.object({
  url: z.string(),
  label: z.string().optional(),
  isDefault: z.boolean(),
});

export const recentTargetSchema = z.object({
  baseUrl: z.string(),
  appId: z.number().int(),
  /** ISO 8601 time of the last send to it. */
  usedAt: z.string(),
});

export const recentFileSchema = z.object({
  path: z.string(),
  name: z.string(),
  /** ISO 8601 time it was last opened. */
  openedAt: z.string(),
});

export const tokenStatusSchema = z.object({
  /** The base URL's origin: tokens are kept one per origin. */
  origin: z.string(),
  /** Where the token for this origin is: the OS keychain, this session's memory, or nowhere. */
  stored: z.enum(['keychain', 'session', 'none']),
  keychain: z.object({
    available: z.boolean(),
    /** Why not, in plain language, when unavailable. */
    message: textSchema.optional(),
  }),
});

// ---- send and history ---------------------------------------------------------------------

const serverResponseSchema = z.object({
  contentType: z.string().optional(),
  /** The body as text: pretty-printed when it is JSON; capped. */
  text: z.string(),
  json: z.boolean(),
  truncated: z.boolean(),
});

export const sendResultSchema = z.object({
  /** Stable outcome code (`accepted`, `unauthorized`, `rejected`, `timeout`, `refused.errors`…). */
  outcome: z.string(),
  /** How it ended for the user: accepted, rejected by the server, failed before it could be
   *  processed, unknown (the body went out, no answer), refused by the app, cancelled. */
  verdict: z.enum(['accepted', 'rejected', 'failed', 'unknown', 'refused', 'cancelled']),
  /** The plain-language sentence with the next step. */
  message: textSchema,
  status: z.number().int().optional(),
  response: serverResponseSchema.optional(),
  /** Item errors the server listed (422/409), when it sent any in a recognisable form. */
  items: z.array(textSchema).optional(),
  appId: z.number().int().optional(),
  baseUrl: z.string().optional(),
  attempts: z.number().int().optional(),
  durationMs: z.number().optional(),
  /** false if the history could not be written (the message then says so). */
  recorded: z.boolean(),
  /** The target accepted the file and what it now holds was recorded: the next send there is compared with it. */
  digestKept: z.boolean().optional(),
});

// ---- what a send would change (shared/changes) ---------------------------------------------

const priceKeyShape = {
  articleNumber: z.string(),
  priceList: z.string(),
  currency: z.string(),
  minQuantity: z.number(),
  validFrom: z.string().nullable(),
};
const priceRowSchema = z.object({ ...priceKeyShape, amount: z.number() });
const priceChangeSchema = z.object({
  ...priceKeyShape, old: z.number(), new: z.number(), ratio: z.number().nullable(),
  previous: z.object({ priceList: z.string(), minQuantity: z.number(), validFrom: z.string().nullable() }).optional(),
});
const changeCountsSchema = z.object({
  compared: z.boolean(), added: z.number().int(), removed: z.number().int(), changed: z.number().int(), unchanged: z.number().int(),
});
const changesSchema = z.object({
  comparedWith: z.object({
    baseUrl: z.string(), appId: z.number().int(), acceptedAt: z.string(), fileName: z.string(), sha256: z.string(),
    bytes: z.number().int(), articles: z.number().int(), prices: z.number().int(),
  }),
  identical: z.boolean(),
  articles: changeCountsSchema,
  prices: changeCountsSchema,
  leftOutShare: z.number(),
  priceJumps: z.object({ factor: z.number(), count: z.number().int() }),
  drift: z.object({
    compared: z.boolean(),
    blankFields: z.array(z.object({ field: z.string(), before: z.number().int(), beforeShare: z.number(), now: z.number().int(), nowShare: z.number() })),
    deactivated: z.number().int(),
    deactivatedShare: z.number(),
  }),
  lists: z.object({
    addedArticles: z.array(z.string()),
    removedArticles: z.array(z.string()),
    changedArticles: z.array(z.string()),
    addedPrices: z.array(priceRowSchema),
    removedPrices: z.array(priceRowSchema),
    changedPrices: z.array(priceChangeSchema),
    priceJumps: z.array(priceChangeSchema),
  }),
  listLimit: z.number().int(),
  truncated: z.boolean(),
});
const guardsSchema = z.object({
  leftOut: z.object({ of: z.enum(['articles', 'prices']), removed: z.number().int(), share: z.number(), maxShare: z.number() }).optional(),
  priceJumps: z.object({ count: z.number().int(), factor: z.number() }).optional(),
  drift: z.object({ blankFields: z.array(z.string()), deactivated: z.number().int(), deactivatedShare: z.number(), maxDeactivatedShare: z.number() }).optional(),
});
export const notComparableReasonSchema = z.enum(['unreadable', 'otherTarget', 'missing', 'stale']);
const acceptedSendSchema = z.object({ time: z.string(), fileName: z.string(), sha256: z.string().nullable() });
/**
 * compared: against the target's digest; first: nothing accepted there yet (from this machine);
 * notComparable: something was accepted there, but its digest cannot be used (the reason says
 * why): sending needs an explicit confirmation.
 */
export const changesSeenSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('compared'), changes: changesSchema, guards: guardsSchema }),
  z.object({ kind: z.literal('first') }),
  z.object({
    kind: z.literal('notComparable'), reason: notComparableReasonSchema, problem: z.string().optional(),
    lastAccepted: acceptedSendSchema.optional(), digestOf: changesSchema.shape.comparedWith.optional(),
  }),
]);

/** A history entry as the window shows it (the stored record is electron/history's historyRecordSchema). */
export const shownHistoryEntrySchema = z.object({
  time: z.string(),
  /** `send`: a request was attempted; `refusal`: the app refused before sending anything. */
  kind: z.enum(['send', 'refusal']).optional(),
  baseUrl: z.string().optional(),
  appId: z.number().int().optional(),
  file: z.string(),
  bytes: z.number().int().optional(),
  sha256: z.string().optional(),
  /** The history keeps errors and warnings (notes are not recorded: `info` is then absent). */
  counts: z.object({ error: z.number().int(), warning: z.number().int(), info: z.number().int().optional() }).optional(),
  articles: z.number().int().optional(),
  prices: z.number().int().optional(),
  outcome: z.string(),
  verdict: sendResultSchema.shape.verdict.optional(),
  /** The import may have been applied without the app knowing. */
  outcomeUnknown: z.boolean().optional(),
  message: textSchema.optional(),
  status: z.number().int().optional(),
  durationMs: z.number().optional(),
  attempts: z.number().int().optional(),
  /** The first part of the server's answer. */
  responseExcerpt: z.string().optional(),
  responseTruncated: z.boolean().optional(),
  /** The target accepted this file and its digest was kept: later sends there are compared with it. */
  digest: z.boolean().optional(),
});

export const appInfoSchema = z.object({
  version: z.string(),
  /** `darwin` shows ⌘ in shortcuts, others Ctrl. */
  platform: z.string(),
  /** The window has a native menu whose accelerators open a file (Ctrl/Cmd+O) and walk the
   *  problems (F8); without one (a page in a plain browser), the page handles those keys itself. */
  nativeMenu: z.boolean(),
  /** Said in a banner: the settings are read-only (a newer version wrote them) or cannot be read. */
  settingsNotice: textSchema.optional(),
});

// ---- events from main ---------------------------------------------------------------------

/**
 * A file is being read and checked: opened by the window, or from outside it (the menu, Open
 * Recent, a second start of the app). Every validation that starts ends with exactly one of
 * documentOpened or validationStopped for the same documentId.
 */
export const validationStartedSchema = z.object({
  /** The id the document will have once it is open. */
  documentId: z.string(),
  /** The file's name, for display. */
  name: z.string(),
});

export const validationProgressSchema = z.object({
  /** The validation this is about (as in validationStarted). */
  documentId: z.string(),
  /** The file being validated (its name). */
  name: z.string(),
  /** reading: read and check each record; crossChecking: the rules across records; locating: place the findings. */
  phase: z.enum(['reading', 'crossChecking', 'locating']),
  bytesRead: z.number(),
  totalBytes: z.number(),
  /** Articles and prices (and other top-level values) checked so far. */
  records: z.number(),
  /** Articles and prices found so far: the preview can show them before the checks end. */
  articles: z.number(),
  prices: z.number(),
});

/** A validation that ended without opening its file; the open document (if any) stays open. */
export const validationStoppedSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  /** `replaced`: another file was opened meanwhile, or the window closed the file (nothing to
   *  show); `cancelled`: the user cancelled it (cancelValidation); `failed`: the check could
   *  not finish (`message` says why). */
  reason: z.enum(['replaced', 'cancelled', 'failed']),
  message: textSchema.optional(),
});

export const sendProgressSchema = z.object({
  bytesSent: z.number(),
  totalBytes: z.number(),
  attempt: z.number().int(),
});

export const sendRetrySchema = z.object({
  attempt: z.number().int(),
  maxAttempts: z.number().int(),
  /** The busy answer's status (429 or 503), when known. */
  status: z.number().int().optional(),
  /** Whole seconds until the next attempt; the event repeats every second as it counts down. */
  secondsLeft: z.number().int(),
});

/** The language setting: `chosen` null follows the system; `system` is what the OS says, when main knows it (Electron's app.getLocale()). */
export const languageSchema = z.object({
  chosen: z.enum(LOCALES).nullable(),
  system: z.enum(LOCALES).optional(),
});

export const menuCommandSchema = z.object({
  command: z.enum(['openFile', 'showTokenHelp', 'nextProblem', 'previousProblem']),
});

// ---- compile-time guards: the schemas match the core's types ------------------------------

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const findingMatches: Same<z.infer<typeof findingSchema>, Finding> = true;
const summaryFitsReport: Same<
  Pick<z.infer<typeof reportSummarySchema>, 'file' | 'bytes' | 'sha256' | 'articles' | 'prices' | 'counts' | 'truncated'>,
  Pick<Report, 'file' | 'bytes' | 'sha256' | 'articles' | 'prices' | 'counts' | 'truncated'>
> = true;
void findingMatches;
void summaryFitsReport;
