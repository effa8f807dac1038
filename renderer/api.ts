// The one door to main: the API the preload (or the browser harness) puts on `window`, typed
// by the IPC contract. Components never touch the global; hooks call `call(...)`, which turns
// the contract's `{ ok, error }` envelope into a value or an ApiError with a code to branch on.
import { API_GLOBAL, subscriptionName } from '../shared/ipc/names';
import { text, type Text } from '../shared/messages/text';
import type { ChannelErrorCode, ChannelName, ChannelRequest, ChannelResponse, EventName, EventPayload, ImporterApi, IpcResult } from '../shared/ipc/api';

export type { ChannelResponse, ImporterApi } from '../shared/ipc/api';

export type WindowDocument = ChannelResponse<'getCurrentDocument'>['document'] & {};
type ReportSummary = WindowDocument['report'];
export type OpenResult = ChannelResponse<'openFileDialog'>;
export type RowsPage = ChannelResponse<'getRows'>;
export type Row = RowsPage['rows'][number];
export type Column = RowsPage['columns'][number];
export type Cell = Row['cells'][string];
export type CellFinding = Row['findings'][number];
type FindingsPage = ChannelResponse<'getFindings'>;
export type Finding = FindingsPage['items'][number];
export type FindingGroup = ReportSummary['groups'][number];
export type RecordDetails = ChannelResponse<'getRecord'>;
export type RecordField = RecordDetails['fields'][number];
export type TokenStatus = ChannelResponse<'tokenStatus'>;
export type SavedBaseUrl = ChannelResponse<'listBaseUrls'>['baseUrls'][number];
export type RecentTarget = ChannelResponse<'listRecentTargets'>['targets'][number];
export type RecentFile = ChannelResponse<'getRecentFiles'>['files'][number];
export type SendResult = ChannelResponse<'send'>;
/** What sending the open file would change at a target (compared with what it last accepted). */
export type ChangesSeen = ChannelResponse<'getChanges'>;
export type ComparedChanges = Extract<ChangesSeen, { kind: 'compared' }>;
export type NotComparableChanges = Extract<ChangesSeen, { kind: 'notComparable' }>;
export type Changes = ComparedChanges['changes'];
export type ChangeCounts = Changes['articles'];
export type PriceRow = Changes['lists']['addedPrices'][number];
export type PriceChange = Changes['lists']['priceJumps'][number];
export type HistoryEntry = ChannelResponse<'getHistory'>['entries'][number];
export type AppInfo = ChannelResponse<'getAppInfo'>;
export type ValidationProgress = EventPayload<'validationProgress'>;
export type SendProgress = EventPayload<'sendProgress'>;
export type SendRetry = EventPayload<'sendRetry'>;
/** A fix plan, a corrected copy or a set-aside under way. */
export type FileTaskProgress = EventPayload<'fileTaskProgress'>;
export type RecordKind = RowsPage['kind'];
/** Which records the preview shows, in which order (search, problem filters, sort). */
export type RecordView = NonNullable<ChannelRequest<'getRows'>['view']>;
/** A finding by its place in file order (next / previous problem). */
export type ProblemAt = NonNullable<ChannelResponse<'getProblem'>['problem']>;

/** A failure main reported: `code` to branch on, `text` to show (worded by i18n's `t`). */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly text: Text,
  ) {
    super(text.key);
    this.name = 'ApiError';
  }
}

/**
 * Whether `error` is main's failure with one of `codes`: each one the contract declares for
 * `channel` (a code the channel cannot give, or a misspelt one, does not compile).
 */
export function failedWith<C extends ChannelName>(error: unknown, _channel: C, ...codes: ChannelErrorCode<C>[]): error is ApiError {
  return error instanceof ApiError && (codes as string[]).includes(error.code);
}

declare global {
  interface Window {
    [API_GLOBAL]?: ImporterApi;
  }
}

/** The API, or undefined when the page runs without its preload (shown as a start-up error). */
export function findApi(): ImporterApi | undefined {
  return window[API_GLOBAL];
}

function api(): ImporterApi {
  const found = findApi();
  if (!found) throw new ApiError('bridge.missing', text('app.bridgeMissing.body'));
  return found;
}

/** Calls one channel: `call((a) => a.getRows({...}))`; resolves with the value or throws ApiError. */
export async function call<T>(invoke: (a: ImporterApi) => Promise<IpcResult<T>>): Promise<T> {
  let result: IpcResult<T>;
  try {
    result = await invoke(api());
  } catch (error) {
    // The bridge itself failed (e.g. the harness went away): still one readable sentence.
    throw new ApiError('bridge.failed', text('app.unexpectedError', { message: error instanceof Error ? error.message : String(error) }));
  }
  if (result.ok) return result.value;
  throw new ApiError(result.error.code, result.error.message);
}

/** Subscribes to an event from main; returns the unsubscribe function (for effect clean-up). */
export function subscribe<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
  const found = findApi();
  if (!found) return () => undefined;
  const on = found[subscriptionName(event)] as unknown as (l: (payload: EventPayload<E>) => void) => () => void;
  return on(listener);
}

/** What to tell the user about a failure: main's message, or the unexpected error's own words. */
export function errorMessage(error: unknown): Text {
  if (error instanceof ApiError) return error.text;
  return text('app.unexpectedError', { message: error instanceof Error ? error.message : String(error) });
}
