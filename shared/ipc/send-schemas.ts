// Sending across the IPC boundary: a send's result, what it would change at its target, the
// history as the window shows it, and the send's progress events.
import { z } from 'zod';
import { OUTCOME_CODES } from '../sending/outcomes';
import { textSchema } from './text-schema';

// ---- send and history ---------------------------------------------------------------------

const serverResponseSchema = z.object({
  contentType: z.string().optional(),
  /** The body as text: pretty-printed when it is JSON; capped. */
  text: z.string(),
  json: z.boolean(),
  truncated: z.boolean(),
});

/**
 * One item the server named: its sentence, the server's own words, and where it is in the file
 * when the server said (its index among the articles, from 0; its article number).
 */
const serverItemSchema = z.object({ text: textSchema, message: z.string(), index: z.number().int().optional(), articleNumber: z.string().optional() });

export const sendResultSchema = z.object({
  /** Stable outcome code, from the one vocabulary of outcomes (`accepted`, `rejected`, `refused.errors`…). */
  outcome: z.enum(OUTCOME_CODES),
  /** How it ended for the user: accepted, rejected by the server, failed before it could be
   *  processed, unknown (the body went out, no answer), refused by the app, cancelled. */
  verdict: z.enum(['accepted', 'rejected', 'failed', 'unknown', 'refused', 'cancelled']),
  /** The plain-language sentence with the next step. */
  message: textSchema,
  status: z.number().int().optional(),
  response: serverResponseSchema.optional(),
  /** Item errors the server listed (422/409), when it sent any in a recognisable form, in the server's order. */
  items: z.array(serverItemSchema).optional(),
  appId: z.number().int().optional(),
  baseUrl: z.string().optional(),
  /** The target's label as the user named it, when it has one. */
  label: z.string().optional(),
  /** When the send ended (ISO 8601). */
  time: z.string().optional(),
  /** What was sent: the file's name and what it holds. */
  file: z.object({ name: z.string(), articles: z.number().int(), prices: z.number().int() }).optional(),
  attempts: z.number().int().optional(),
  durationMs: z.number().optional(),
  /** false if the history could not be written (the message then says so). */
  recorded: z.boolean(),
  /** The target accepted the file and what it now holds was recorded: the next send there is compared with it. */
  digestKept: z.boolean().optional(),
  /** The target accepted the file, but what it now holds could not be recorded: the next send there cannot be compared. */
  digestNotKept: z.boolean().optional(),
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
    kind: z.literal('notComparable'), reason: notComparableReasonSchema, problem: z.string().optional(), detail: textSchema.optional(),
    lastAccepted: acceptedSendSchema.optional(), digestOf: changesSchema.shape.comparedWith.optional(),
  }),
]);

const changeTotalsSchema = z.object({ added: z.number().int(), removed: z.number().int(), changed: z.number().int() });

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
  /** The ruleset the file was checked with; absent in records from before sends named their rules. */
  rules: z.object({ name: z.string(), sha256: z.string() }).optional(),
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
  /** The file sent is a corrected copy made on this computer (corrected-copies.jsonl): of which file, with how many fixes. */
  correctedCopyOf: z.object({ file: z.string(), fixes: z.number().int() }).optional(),
  /** The target's label as the user named it, when the record has one. */
  label: z.string().optional(),
  /**
   * This is the send the next file to its target is compared with (its latest accepted send,
   * whose digest was kept): only one entry per target has it.
   */
  baseline: z.boolean().optional(),
  /** The confirmations the user gave before it went (or was refused). */
  confirmed: z.object({
    warnings: z.number().int().optional(),
    leftOut: z.object({ of: z.enum(['articles', 'prices']), removed: z.number().int() }).optional(),
    priceJumps: z.number().int().optional(),
    notComparable: notComparableReasonSchema.optional(),
    drift: z.object({ blankFields: z.number().int(), deactivated: z.number().int() }).optional(),
  }).optional(),
  /** What the file would change at the target, in counts, as seen before it went. */
  changes: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('compared'), identical: z.boolean(), articles: changeTotalsSchema, prices: changeTotalsSchema }),
    z.object({ kind: z.literal('first') }),
    z.object({ kind: z.literal('notComparable'), reason: notComparableReasonSchema }),
  ]).optional(),
  /** The items the server named in its answer. */
  items: z.array(serverItemSchema).optional(),
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
