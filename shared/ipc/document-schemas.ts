// The open file across the IPC boundary: its report, findings, preview rows, one record whole,
// and the events of its validation.
import { z } from 'zod';
import type { Finding, Report } from '../report/report';
import { findingCodeSchema, recordKindSchema, severitySchema, textSchema } from './text-schema';
import { rulesetIdSchema } from './rules-schemas';

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
  /**
   * A file that is not JSON: the records read whole before its syntax error, which the preview
   * shows (`articles` and `prices` stay 0, as the report counts them).
   */
  readBeforeError: z.object({ articles: z.number().int(), prices: z.number().int() }).optional(),
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
  /** The ruleset the file was checked with (the window's target's; `default` for the built-in rules). */
  rules: rulesetIdSchema,
  /** The open file checked again because the rules that apply to it changed: the window stays where it was. */
  rechecked: z.boolean().optional(),
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

// ---- compile-time guards: the schemas match the core's types ------------------------------

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const findingMatches: Same<z.infer<typeof findingSchema>, Finding> = true;
const summaryFitsReport: Same<
  Pick<z.infer<typeof reportSummarySchema>, 'file' | 'bytes' | 'sha256' | 'articles' | 'prices' | 'counts' | 'truncated'>,
  Pick<Report, 'file' | 'bytes' | 'sha256' | 'articles' | 'prices' | 'counts' | 'truncated'>
> = true;
void findingMatches;
void summaryFitsReport;
