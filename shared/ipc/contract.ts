// The one IPC contract (the shape of GitHub Desktop's ipc-shared.ts): every channel with the
// schema of its request and of its response, and every event main sends. The main side checks
// each request against it before a handler runs; the preload exposes one named function per
// channel; the renderer's API type (api.ts) is derived from it; the browser harness checks
// the same schemas on its HTTP bridge.
//
// Tokens travel renderer → main only (setToken, useTokenForSession); no response has a field
// that could carry one.
import { z } from 'zod';
import { appInfoSchema, languageSchema, menuCommandSchema } from './app-schemas';
import { findingsPageSchema, openResultSchema, openedDocumentSchema, problemAtSchema, recordDetailsSchema, rowsPageSchema, validationProgressSchema, validationStartedSchema, validationStoppedSchema } from './document-schemas';
import { changesSeenSchema, notComparableReasonSchema, sendProgressSchema, sendResultSchema, sendRetrySchema, shownHistoryEntrySchema } from './send-schemas';
import { lastTargetSchema, recentFileSchema, recentTargetSchema, savedBaseUrlSchema, targetSchema, tokenStatusSchema } from './target-schemas';
import { findingCodeSchema, recordKindSchema, severitySchema } from './text-schema';
import { recordViewSchema } from './record-view';
import { importedRulesetSchema, reasonSchema, recheckSchema, ruleLevelSchema, rulesChangedSchema, rulesTargetSchema, rulesViewSchema } from './rules-schemas';
import { fileTaskProgressSchema, fixKindSchema, fixPlanSchema, savedFixedCopySchema, savedSetAsideSchema, setAsideCheckSchema } from './file-task-schemas';
import type { ChannelName, EventName } from './names';
import { LOCALES } from '../messages/locale';
import type { BaseUrlProblem } from '../targets/base-url';

export { CHANNEL_NAMES, EVENT_NAMES } from './names';
export type { ChannelName, EventName } from './names';

const none = z.strictObject({});
const documentId = z.string().min(1).max(100);
/** Paths come from the OS dialog, a drop or the recent list; bounded so a hostile frame cannot
 *  make main hold megabytes of "path". */
const filePath = z.string().min(1).max(4096);
const baseUrl = z.string().min(1).max(2048);
/** Token size bound: real tokens are well under this; it keeps a pasted file out of the keychain. */
const token = z.string().min(1).max(8192);
const pageLimit = z.number().int().min(1).max(1000);
const offset = z.number().int().min(0);

const baseUrlList = z.object({ baseUrls: z.array(savedBaseUrlSchema) });
/** The report's two forms: a workbook for people, or the text table (README, "A report to hand over"). */
const reportFormat = z.enum(['xlsx', 'text']);

// ---- the error codes a channel's handler may fail with (IpcFailure), besides COMMON_ERRORS ----
// Declared per channel so the window compares typed codes (ChannelErrorCode), and a handler
// can raise only a declared code (IpcFailure takes an IpcErrorCode; contract-errors.test.ts
// checks each channel's handler against its own list).

/** Failures any channel can give: dispatch answers them before or around the handler. */
export const COMMON_ERRORS = [
  /** The request did not match the contract (a bug in the caller, or a hostile frame). */
  'ipc.badRequest',
  /** The request came from a frame that is not the app's own main frame. */
  'ipc.forbidden',
  /** The handler failed unexpectedly; the message says what the user can do. */
  'ipc.internal',
] as const;
/** A question about the open document: none open, another one open now, its file changed, its worker gone. */
const DOCUMENT_ASKED = ['document.none', 'document.stale', 'document.changed', 'document.lost'] as const;
/** Validating a file: cancelled, replaced by a newer open, the file changed while read, the worker gone. */
const FILE_OPENED = ['validation.cancelled', 'document.stale', 'document.changed', 'document.lost'] as const;
/** The settings file cannot be read (where the defaults must not stand in), or a newer version wrote it. */
const SETTINGS_WRITTEN = ['settings.readOnly', 'settings.unreadable'] as const;
/** A file task (fix plan, corrected copy, set-aside): one at a time; Cancel stops it, and nothing is left behind. */
const FILE_TASK = ['fileTask.busy', 'fileTask.cancelled'] as const;
/** A file chosen to write to: the original itself, or one that cannot be written (the folder, the disk). */
const OUTPUT_REFUSED = ['output.isOriginal', 'output.unwritable'] as const;

/** A ruleset's target that is not one (its base URL or app ID cannot be used). */
const RULES_TARGET = ['target.invalid'] as const;
/** The ruleset of a target cannot be read (an error, never the default in its place), or the rules folder cannot be written. */
const RULES_STORED = ['rules.unreadable', 'rules.unwritable'] as const;

/** A base URL that is not one (shared/targets/base-url.ts: BaseUrlProblem). */
const BASE_URL_REFUSED = [
  'baseUrl.empty', 'baseUrl.noScheme', 'baseUrl.notAUrl', 'baseUrl.unsupportedScheme', 'baseUrl.httpNotLoopback',
  'baseUrl.credentials', 'baseUrl.query', 'baseUrl.fragment', 'baseUrl.editorAddress',
] as const;
/** The token itself (electron/keychain/parse-token.ts). */
const TOKEN_REFUSED = ['token.empty', 'token.tooLong', 'token.invalidChar'] as const;
/** The OS keychain (electron/keychain/keychain-error.ts: KeychainErrorCode). */
const KEYCHAIN_FAILED = ['keychain.unavailable', 'keychain.locked', 'keychain.denied', 'keychain.timeout', 'keychain.failed'] as const;

/**
 * A question about the open document, answered by the validation worker that holds it.
 * `checked`: only once the file's check has ended; `whileChecking`: also while it runs, from
 * the records found so far (the preview shows its first rows long before the check ends).
 */
export type DocumentQueryTiming = 'checked' | 'whileChecking';

/** A document query's failures in the worker, relayed as they are (one path for every query): a record it names is not in the file. */
const WORKER_REFUSED = ['record.none'] as const;

function documentQuery<Request extends z.ZodObject<{ documentId: typeof documentId }>, Response extends z.ZodType>(
  request: Request,
  response: Response,
  answered: DocumentQueryTiming = 'checked',
) {
  return { request, response, documentQuery: answered, errors: [...WORKER_REFUSED, ...DOCUMENT_ASKED] as const };
}

export const CHANNELS = {
  getAppInfo: { request: none, response: appInfoSchema, errors: [] },
  /**
   * The page has subscribed to every event and can be told things. Until it says so (after a
   * start, a reload or a crash), files opened from outside (launch, a second start, Open
   * with, macOS open-file) wait in main, so none of their events is lost.
   */
  rendererReady: { request: none, response: z.object({ waiting: z.number().int().min(0) }), errors: [] },

  // ---- files ----
  // Each open answers which validation it started (or that the dialog was cancelled); the
  // events tell how it goes and how it ends (validationProgress, then documentOpened or
  // validationStopped), for these opens as for files opened from outside.
  /** Shows the OS open dialog, then validates the chosen file. */
  openFileDialog: { request: none, response: openResultSchema, errors: ['dialog.failed', ...FILE_OPENED] },
  /** Validates a dropped file. The preload turns the File into its path (webUtils). */
  openDroppedFile: { request: z.strictObject({ path: filePath }), response: openResultSchema, errors: FILE_OPENED },
  /** Validates a file from the recent list; paths not on the list are refused. */
  openRecentFile: { request: z.strictObject({ path: filePath }), response: openResultSchema, errors: ['recent.notListed', ...FILE_OPENED] },
  /**
   * Reads and validates the open document's file again from disk (e.g. after it changed since
   * validation). Main takes the path from the document it holds, never from the window, so
   * this works whether or not the file is still on the recent list.
   */
  reloadDocument: { request: z.strictObject({ documentId }), response: openResultSchema, errors: ['document.none', ...FILE_OPENED] },
  /**
   * Stops the validation `documentId` names (as validationStarted told it): its worker is
   * terminated, the open document (if any) stays open, and validationStopped says
   * `cancelled`. `cancelled: false` when that validation is no longer running (it finished or
   * was replaced): its own event then tells how it ended.
   */
  cancelValidation: { request: z.strictObject({ documentId }), response: z.object({ cancelled: z.boolean() }), errors: [] },
  getRecentFiles: { request: none, response: z.object({ files: z.array(recentFileSchema) }), errors: [] },
  /** The file open in this window, e.g. after the renderer reloads. */
  getCurrentDocument: { request: none, response: z.object({ document: openedDocumentSchema.nullable() }), errors: [] },
  /** Forgets the open file (back to the start screen); the worker lets go of the document. */
  closeDocument: { request: none, response: z.object({ closed: z.boolean() }), errors: [] },

  // ---- the validated document, paged from the worker ----
  // Document queries: main forwards each, without its documentId, to the open document's
  // worker, which answers it in one handler (electron/validation-worker/document-queries.ts).
  /** A page of records: of the file in its order, or of a view (searched, filtered, sorted). */
  getRows: documentQuery(
    z.strictObject({ documentId, kind: recordKindSchema, offset, limit: pageLimit, view: recordViewSchema.optional() }),
    rowsPageSchema,
    'whileChecking',
  ),
  /** Where a record stands in a view (null: the view leaves it out), to scroll to it. */
  locateRecord: documentQuery(
    z.strictObject({ documentId, kind: recordKindSchema, index: offset, view: recordViewSchema.optional() }),
    z.object({ position: z.number().int().nullable() }),
  ),
  /** The finding at a place in file order (null past the end): next / previous problem. */
  getProblem: documentQuery(
    z.strictObject({ documentId, at: offset }),
    z.object({ problem: problemAtSchema.nullable() }),
  ),
  getFindings: documentQuery(
    z.strictObject({
      documentId,
      code: findingCodeSchema.optional(),
      severity: severitySchema.optional(),
      offset,
      limit: pageLimit,
    }),
    findingsPageSchema,
  ),
  /**
   * One record, whole: its place in the file, every field, its JSON re-indented with every
   * token as written, and the findings about it. Also while the file is still being checked
   * (then without findings). `record.none` when the file has no such record.
   */
  getRecord: documentQuery(
    z.strictObject({ documentId, kind: recordKindSchema, index: z.number().int().min(0) }),
    recordDetailsSchema,
    'whileChecking',
  ),

  /**
   * Saves the open document's report where the user chooses in the OS's save dialog: an Excel
   * workbook (NAME.report.xlsx proposed; the default) or the text table (`format: 'text'`,
   * NAME.report.csv); a chosen name ending in .xlsx, or .csv/.tsv/.txt, decides. The same files
   * as validate --format xlsx|csv. `saved: false` when the dialog was cancelled.
   */
  exportReport: {
    request: z.strictObject({ documentId, locale: z.enum(LOCALES), format: reportFormat.optional() }),
    response: z.object({ saved: z.boolean(), path: z.string().optional(), format: reportFormat.optional() }),
    errors: [...DOCUMENT_ASKED, ...OUTPUT_REFUSED],
  },
  /**
   * Opens the report saved last with the system's program for it (shell.openPath). Only that
   * file: any other path is `report.notSaved`; `report.gone` when it was moved or deleted,
   * `report.openFailed` when the system cannot open it (no program for .xlsx, say).
   */
  openSavedReport: {
    request: z.strictObject({ path: filePath }),
    response: z.object({ opened: z.boolean() }),
    errors: ['report.notSaved', 'report.gone', 'report.openFailed'],
  },
  /** Shows the report saved last, selected, in the system's file manager; only that file, as openSavedReport. */
  showSavedReport: {
    request: z.strictObject({ path: filePath }),
    response: z.object({ shown: z.boolean() }),
    errors: ['report.notSaved', 'report.gone'],
  },

  // ---- from finding to fixed (issue 23) ----
  // Main reads the open document's file and writes only where the user chose in the OS's save
  // dialog (never the original); the window names no path. Progress: fileTaskProgress events;
  // cancelFileTask stops the task under way. What was written is then opened and checked as
  // any file (its events follow, with the documentId the answer gives).
  /** What a corrected copy would fix, per kind, with examples; nothing is written. */
  planFixes: {
    request: z.strictObject({ documentId }),
    response: z.object({ plan: fixPlanSchema }),
    errors: [...DOCUMENT_ASKED, ...FILE_TASK],
  },
  /**
   * Asks where (proposing NAME.fixed.json beside the original), writes the corrected copy with
   * the chosen kinds, records it (corrected-copies.jsonl) and opens it; `saved: false` when the
   * dialog was cancelled.
   */
  saveFixedCopy: {
    request: z.strictObject({ documentId, kinds: z.array(fixKindSchema).min(1).max(20) }),
    response: savedFixedCopySchema,
    errors: [...DOCUMENT_ASKED, ...FILE_TASK, ...OUTPUT_REFUSED, 'fix.unreadable'],
  },
  /** Checks the open document's file for a set-aside: the counts, or why it cannot be done. Main keeps the check for saveSetAside. */
  checkSetAside: {
    request: z.strictObject({ documentId }),
    response: setAsideCheckSchema,
    errors: [...DOCUMENT_ASKED, ...FILE_TASK],
  },
  /**
   * Asks for the two files (NAME.sendable.json, NAME.rejected.json beside the original), writes
   * both (or neither), and opens the sendable one; `saved: false` when a dialog was cancelled.
   * `setAside.notChecked` without a checkSetAside of this document that found it ready.
   */
  saveSetAside: {
    request: z.strictObject({ documentId, locale: z.enum(LOCALES) }),
    response: savedSetAsideSchema,
    errors: [...DOCUMENT_ASKED, ...FILE_TASK, ...OUTPUT_REFUSED, 'setAside.notChecked', 'setAside.sameOutputs'],
  },
  /** Stops the file task under way (its call then fails with fileTask.cancelled); false when none runs. */
  cancelFileTask: { request: none, response: z.object({ cancelled: z.boolean() }), errors: [] },

  // ---- targets and settings ----
  listBaseUrls: { request: none, response: baseUrlList, errors: [] },
  saveBaseUrl: {
    request: z.strictObject({ url: baseUrl, label: z.string().max(100).optional(), makeDefault: z.boolean().optional() }),
    response: baseUrlList,
    errors: ['baseUrl.invalid', ...SETTINGS_WRITTEN],
  },
  removeBaseUrl: { request: z.strictObject({ url: baseUrl }), response: baseUrlList, errors: ['baseUrl.invalid', ...SETTINGS_WRITTEN] },
  /** The targets that accepted a file, newest first (at most 8), with their labels. */
  listRecentTargets: { request: none, response: z.object({ targets: z.array(recentTargetSchema) }), errors: [] },
  /** The target the window had last, to start with; null when there is none. */
  getLastTarget: { request: none, response: z.object({ target: lastTargetSchema.nullable() }), errors: [] },
  /** Keeps the window's target (typed and valid, or chosen) for the next start. */
  setLastTarget: {
    request: z.strictObject({ baseUrl, appId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), label: z.string().max(100).optional() }),
    response: z.object({ target: lastTargetSchema }),
    errors: ['baseUrl.invalid', ...SETTINGS_WRITTEN],
  },
  /** Checks a base URL and an app ID or pasted editor address; says what it took from them. */
  parseTarget: {
    request: z.strictObject({ baseUrl: baseUrl.optional(), app: z.string().max(4096).optional() }),
    response: targetSchema,
    errors: [],
  },

  // ---- rulesets (issue 24) ----
  // Main keeps one ruleset per target (base URL and app ID) and one for targets without their
  // own (the default; none: the built-in rules), in the data folder. `target: null` names the
  // default. The open file is checked with the rules of the target the window has chosen; when
  // they change, main checks it again at once (`recheck`: its events follow as for any open).
  /** The target the window will send to (null: none yet): the open file, and each file opened later, is checked with its rules. */
  chooseRulesTarget: { request: z.strictObject({ target: rulesTargetSchema }), response: z.object({ recheck: recheckSchema }), errors: RULES_TARGET },
  /** The Rules view of a target: every code with its level and origin, what the ruleset adds, or why its ruleset cannot be used. */
  getRules: { request: z.strictObject({ target: rulesTargetSchema }), response: rulesViewSchema, errors: RULES_TARGET },
  /**
   * Sets a code's level for the target, with the reason (both kept in the target's ruleset,
   * created from the default's when it has none). Protected codes are refused (`rules.protected`).
   */
  setRuleLevel: {
    request: z.strictObject({ target: rulesTargetSchema, code: findingCodeSchema, level: ruleLevelSchema, reason: reasonSchema }),
    response: rulesChangedSchema,
    errors: [...RULES_TARGET, ...RULES_STORED, 'rules.protected'],
  },
  /** Shows the OS open dialog and copies the chosen ruleset into the data folder as the target's (nothing changes when it cannot be used). */
  importRuleset: { request: z.strictObject({ target: rulesTargetSchema }), response: importedRulesetSchema, errors: [...RULES_TARGET, ...RULES_STORED, 'dialog.failed'] },
  /** Writes the target's ruleset (the built-in rules when it has none) where the user chooses in the OS save dialog, which asks before it replaces a file. */
  exportRuleset: {
    request: z.strictObject({ target: rulesTargetSchema }),
    response: z.object({ saved: z.boolean(), path: z.string().optional() }),
    errors: [...RULES_TARGET, ...RULES_STORED, 'output.unwritable'],
  },
  /** Removes the target's own ruleset: it follows the default again (the default: the built-in rules). */
  resetRuleset: { request: z.strictObject({ target: rulesTargetSchema }), response: rulesChangedSchema, errors: [...RULES_TARGET, ...RULES_STORED] },

  // ---- the token (never returned) ----
  tokenStatus: { request: z.strictObject({ baseUrl }), response: tokenStatusSchema, errors: BASE_URL_REFUSED },
  /** Saves the token in the OS keychain; `keychain.unavailable` when there is none. */
  setToken: { request: z.strictObject({ baseUrl, token }), response: tokenStatusSchema, errors: [...BASE_URL_REFUSED, ...TOKEN_REFUSED, ...KEYCHAIN_FAILED] },
  /** Keeps the token in main's memory until the app quits (when the keychain is unavailable). */
  useTokenForSession: { request: z.strictObject({ baseUrl, token }), response: tokenStatusSchema, errors: [...BASE_URL_REFUSED, ...TOKEN_REFUSED, ...KEYCHAIN_FAILED] },
  removeToken: { request: z.strictObject({ baseUrl }), response: tokenStatusSchema, errors: [...BASE_URL_REFUSED, ...TOKEN_REFUSED, ...KEYCHAIN_FAILED] },

  // ---- sending ----
  /**
   * Sends the validated file. `confirmedWarnings` is the number of warnings the user confirmed;
   * it must equal the report's. Refusals (errors in the file, file changed, no token, a send
   * already running) come back as a SendResult with verdict `refused`, and are recorded.
   * Progress: sendProgress and sendRetry events.
   */
  /**
   * What sending the open document to the target would change, against the digest of the
   * last import that target accepted (offline; no token). Asked when the confirmation opens.
   */
  getChanges: {
    request: z.strictObject({ documentId, baseUrl, app: z.string().min(1).max(4096) }),
    response: changesSeenSchema,
    errors: [...DOCUMENT_ASKED, 'settings.unreadable'],
  },
  /**
   * Sends the validated file. `confirmedWarnings` is the number of warnings the user confirmed;
   * it must equal the report's. When the file leaves out more of the target's articles than
   * the settings allow, `confirmedLeftOut` must be the number of articles it leaves out (the
   * user typed it); with price jumps, `confirmedPriceJumps` their number; with drift (fields
   * gone blank, articles switched off), `confirmedDrift` the number of blank fields and of
   * articles switched off; when the file cannot be compared with what the target last
   * accepted, `confirmedNotComparable` the reason the user was shown. Refusals (errors in
   * the file, file changed, no token, a send already running, a guard not confirmed) come
   * back as a SendResult with verdict `refused`, and are recorded.
   * Progress: sendProgress and sendRetry events.
   */
  send: {
    request: z.strictObject({
      documentId, baseUrl, app: z.string().min(1).max(4096), confirmedWarnings: z.number().int().min(0),
      confirmedLeftOut: z.number().int().min(0).optional(), confirmedPriceJumps: z.number().int().min(0).optional(),
      confirmedDrift: z.strictObject({ blankFields: z.number().int().min(0), deactivated: z.number().int().min(0) }).optional(),
      confirmedNotComparable: notComparableReasonSchema.optional(),
      /** The target's label ("Staging 4711"): recorded with the send and shown in its result. */
      label: z.string().max(100).optional(),
    }),
    response: sendResultSchema,
    // The target's ruleset cannot be read, or is not the one the file was checked with (a check with it is under way).
    errors: [...DOCUMENT_ASKED, 'settings.unreadable', 'rules.unreadable', 'rules.notApplied'],
  },
  cancelSend: { request: none, response: z.object({ cancelled: z.boolean() }), errors: [] },
  /** Newest first. The history is read from its end, so a page costs the same however long it is. */
  getHistory: {
    request: z.strictObject({ offset: offset.optional(), limit: pageLimit.optional() }),
    response: z.object({
      /** Entries up to the end of this page (offset + entries); more may exist: see `more`. */
      total: z.number().int(),
      entries: z.array(shownHistoryEntrySchema),
      /** Older entries exist beyond this page. */
      more: z.boolean(),
      /** Damaged lines skipped while reading (e.g. a torn last line after a crash). */
      skipped: z.number().int(),
    }),
    errors: ['history.unreadable'],
  },

  /** Opens a link in the user's browser, if it is on the allow-list (saved configurator origins). */
  openExternal: { request: z.strictObject({ url: z.string().min(1).max(2048) }), response: z.object({ opened: z.boolean() }), errors: ['external.notAllowed'] },

  // ---- language ----
  getLanguage: { request: none, response: languageSchema, errors: [] },
  /** Remembers the language (null: the system's); the menus follow at once, and languageChanged tells the window. */
  setLanguage: { request: z.strictObject({ language: z.enum(LOCALES).nullable() }), response: languageSchema, errors: SETTINGS_WRITTEN },
} as const satisfies Record<ChannelName, { request: z.ZodType; response: z.ZodType; errors: readonly string[] }>;

export type ChannelRequest<C extends ChannelName> = z.input<(typeof CHANNELS)[C]['request']>;
export type ChannelResponse<C extends ChannelName> = z.output<(typeof CHANNELS)[C]['response']>;
/** The codes a failed call of channel C can carry: its own and the common ones. */
export type ChannelErrorCode<C extends ChannelName> = (typeof CHANNELS)[C]['errors'][number] | (typeof COMMON_ERRORS)[number];
/** Every code some channel declares: what a handler may raise (IpcFailure). */
export type IpcErrorCode = ChannelErrorCode<ChannelName>;

/** The codes channel C declares, with the common ones (for the check of the handlers). */
export function channelErrorCodes<C extends ChannelName>(channel: C): readonly ChannelErrorCode<C>[] {
  return [...CHANNELS[channel].errors, ...COMMON_ERRORS];
}

/** The channels that are document queries (marked with documentQuery() above). */
export type DocumentQueryName = {
  [C in ChannelName]: (typeof CHANNELS)[C] extends { documentQuery: DocumentQueryTiming } ? C : never;
}[ChannelName];
export const DOCUMENT_QUERY_NAMES = (Object.keys(CHANNELS) as ChannelName[]).filter(
  (name): name is DocumentQueryName => 'documentQuery' in CHANNELS[name],
);
/** When the worker answers a document query (see DocumentQueryTiming). */
export function documentQueryTiming(name: DocumentQueryName): DocumentQueryTiming {
  return CHANNELS[name].documentQuery;
}
/** What the worker is asked: the channel's request without the documentId main already checked. */
export type DocumentQuery<C extends DocumentQueryName> = Omit<ChannelRequest<C>, 'documentId'>;

/**
 * Events main sends to the window.
 * @public (read by the types below and the contract's own test)
 */
export const EVENTS = {
  /** A file is being read and checked, whoever started it (the window, the menu, a second start). */
  validationStarted: validationStartedSchema,
  validationProgress: validationProgressSchema,
  /** The validation ended without opening the file (failed, or another file replaced it). */
  validationStopped: validationStoppedSchema,
  sendProgress: sendProgressSchema,
  /** A 429/503 with Retry-After: the countdown to the next attempt. */
  sendRetry: sendRetrySchema,
  /** A validation ended and its file is now the open document, whoever started it (the open
   *  channels answer only that it started: this is the one place the window learns it). */
  documentOpened: openedDocumentSchema,
  menuCommand: menuCommandSchema,
  /** The language was changed, in the window or from the menu. */
  languageChanged: languageSchema,
  /** A fix plan, a corrected copy or a set-aside under way (planFixes … saveSetAside). */
  fileTaskProgress: fileTaskProgressSchema,
  /** The history file was written, by this window or another process (the CLI, another copy of the app). */
  historyChanged: z.strictObject({}),
} as const satisfies Record<EventName, z.ZodType>;

// The name lists and the schemas agree both ways (satisfies above checks one way).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const channelsAgree: Same<keyof typeof CHANNELS, ChannelName> = true;
const eventsAgree: Same<keyof typeof EVENTS, EventName> = true;
// The base URL refusals are BaseUrlProblem's, each as `baseUrl.<problem>` (token-handlers.ts raises them so).
const baseUrlCodesAgree: Same<(typeof BASE_URL_REFUSED)[number], `baseUrl.${BaseUrlProblem}`> = true;
void channelsAgree;
void eventsAgree;
void baseUrlCodesAgree;

export type EventPayload<E extends EventName> = z.output<(typeof EVENTS)[E]>;
