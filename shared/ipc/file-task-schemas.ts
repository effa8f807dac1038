// The corrected copy and the set-aside files across the IPC boundary (issue 23): the fix plan
// the window shows before anything is written, what was written where, the counts a set-aside
// would make, and the progress of these file tasks. Plain data only: the kept check
// (ReadyForSetAside) and every path to write to stay in main.
import { z } from 'zod';
import { FIX_KINDS } from '../fixes/fix-kinds';
import { HELD_BACK_REASONS, type FixPlan } from '../fixes/fix-plan';
import { textSchema } from './text-schema';

export const fixKindSchema = z.enum(FIX_KINDS);

const fixExampleSchema = z.object({
  record: z.enum(['article', 'price']),
  index: z.number().int(),
  articleNumber: z.string().optional(),
  pointer: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  before: z.string(),
  after: z.string(),
});

export const fixPlanSchema = z.object({
  readable: z.boolean(),
  articles: z.number().int(),
  prices: z.number().int(),
  kinds: z.array(z.object({
    kind: fixKindSchema,
    suggestion: z.boolean(),
    count: z.number().int(),
    heldBack: z.array(z.object({ reason: z.enum(HELD_BACK_REASONS), count: z.number().int(), examples: z.array(fixExampleSchema) })),
    applied: z.boolean(),
    examples: z.array(fixExampleSchema),
  })),
  applied: z.number().int(),
});

// The schema and the core's type describe the same plan (the handler passes the core's on).
const planAgrees: z.infer<typeof fixPlanSchema> extends FixPlan ? (FixPlan extends z.infer<typeof fixPlanSchema> ? true : false) : false = true;
void planAgrees;

/** A file main wrote: where (its full path, for display), its name, size and SHA-256. */
const writtenFileSchema = z.object({
  path: z.string(),
  name: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
});

export const savedFixedCopySchema = z.discriminatedUnion('saved', [
  /** The user closed the save dialog: nothing was written. */
  z.object({ saved: z.literal(false) }),
  z.object({
    saved: z.literal(true),
    original: z.object({ name: z.string(), sha256: z.string() }),
    copy: writtenFileSchema,
    /** Values changed, and in how many kinds. */
    fixes: z.number().int(),
    kinds: z.number().int(),
    /** The derivation could not be recorded (why, in words): the history will not name the copy as corrected. */
    notRecorded: textSchema.optional(),
    /** The copy's check, started as any open (its events follow). */
    documentId: z.string(),
  }),
]);

const kindCountsSchema = z.object({ sendable: z.number().int(), setAside: z.number().int() });

export const setAsideCheckSchema = z.discriminatedUnion('state', [
  /** Not JSON, not UTF-8, empty, too large or gone: records cannot be told apart. */
  z.object({ state: z.literal('unreadable') }),
  /** Errors of the file as a whole: no record's leaving mends them. */
  z.object({ state: z.literal('documentErrors'), errors: z.number().int() }),
  z.object({ state: z.literal('ready'), article: kindCountsSchema, price: kindCountsSchema }),
]);

export const savedSetAsideSchema = z.discriminatedUnion('saved', [
  z.object({ saved: z.literal(false) }),
  z.object({
    saved: z.literal(true),
    original: z.object({ name: z.string() }),
    /** Null when no record can be sent (only the rejected file was written). */
    sendable: writtenFileSchema.extend({ articles: z.number().int(), prices: z.number().int() }).nullable(),
    rejected: writtenFileSchema.extend({ articles: z.number().int(), prices: z.number().int() }),
    /** The sendable file's check, started as any open; absent when none was written. */
    documentId: z.string().optional(),
  }),
]);

/**
 * A file task under way (one at a time): planning fixes or writing the copy (bytes of the
 * original read), checking for a set-aside (bytes), writing the set-aside files (records of
 * the rejected file, then bytes of the sendable one).
 */
export const fileTaskProgressSchema = z.object({
  task: z.enum(['planFixes', 'saveFixedCopy', 'checkSetAside', 'saveSetAside']),
  unit: z.enum(['bytes', 'records']),
  done: z.number().min(0),
  total: z.number().min(0),
});
