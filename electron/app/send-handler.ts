// The send channel: the one place the window can make the app post a file. It sends the
// document exactly as validated (its path, sha256 and bodyOffset; the sender re-checks the
// hash), refuses what must not go out (errors, unconfirmed warnings, a replaced document, no
// token), runs one send at a time so a double click cannot post twice, and records every
// send and every refusal in the history.
import type { ChannelRequest, EventPayload } from '../../shared/ipc/contract';
import { text, type Text } from '../../shared/messages/text';
import { parseAppId } from '../../shared/targets/app-id';
import { parseBaseUrl } from '../../shared/targets/base-url';
import { buildImportEndpoint } from '../../shared/targets/endpoint';
import { KeychainError, keychainErrorText } from '../keychain/keychain-error';
import { MAX_ATTEMPTS } from '../net/retry-policy';
import type { SendOptions, SendResult } from '../net/send-types';
import type { NewHistoryEntry } from '../history/history-entry';
import { historyProblemText } from '../history/history-problem';
import type { OpenDocument, OpenDocuments } from './open-documents';
import { windowResultOf, type WindowSendResult } from './send-result';

export interface SendDeps {
  documents: OpenDocuments;
  tokens: { get(origin: string): Promise<string | null> };
  sendImport: (options: SendOptions) => Promise<SendResult>;
  /** Appends to the history (electron/history); `secrets` are redacted wherever they appear. */
  recordHistory: (entry: NewHistoryEntry, options: { secrets: string[] }) => Promise<void>;
  rememberTarget: (target: { baseUrl: string; appId: number }) => Promise<void>;
  /** Why the history cannot be written now (a system error code), or undefined: checked before sending. */
  historyWriteProblem?: () => Promise<string | undefined>;
  emitProgress: (progress: EventPayload<'sendProgress'>) => void;
  emitRetry: (retry: EventPayload<'sendRetry'>) => void;
  responseTimeoutMs?: number;
  /** The answer deadline the user set (settings.json), or undefined for the default. */
  answerDeadlineMs?: () => Promise<number | undefined>;
  now?: () => Date;
  log?: (message: string) => void;
}

/** Progress events at most this often (the client reports every chunk). */
const PROGRESS_INTERVAL_MS = 100;

export function createSendHandlers(deps: SendDeps) {
  const now = deps.now ?? (() => new Date());
  let inFlight: AbortController | undefined;
  /** The send in flight, to its history entry: quitting waits for it. */
  let running: Promise<unknown> | undefined;

  async function record(
    document: OpenDocument | undefined,
    result: Omit<WindowSendResult, 'recorded'>,
    request: ChannelRequest<'send'>,
    secrets: string[] = [],
  ): Promise<WindowSendResult> {
    if (!document) return { ...result, recorded: false };
    const { summary } = document;
    const entry: NewHistoryEntry = {
      time: now().toISOString(),
      kind: result.verdict === 'refused' ? 'refusal' : 'send',
      baseUrl: result.baseUrl ?? request.baseUrl,
      appId: result.appId ?? null,
      fileName: document.name,
      fileBytes: summary.bytes,
      sha256: /^[0-9a-f]{64}$/.test(summary.sha256) ? summary.sha256 : null,
      counts: { articles: summary.articles, prices: summary.prices, errors: summary.counts.error, warnings: summary.counts.warning, notes: summary.counts.info },
      outcome: result.outcome,
      outcomeUnknown: result.verdict === 'unknown',
      httpStatus: result.status ?? null,
      durationMs: result.durationMs ?? 0,
      attempts: result.attempts ?? 0,
      response: result.response?.text ?? null,
    };
    try {
      await deps.recordHistory(entry, { secrets });
      return { ...result, recorded: true };
    } catch (error) {
      deps.log?.(`history: ${error instanceof Error ? error.message : String(error)}`);
      return { ...result, recorded: false };
    }
  }

  const refusal = (outcome: string, message: Text, target: { baseUrl?: string; appId?: number } = {}) =>
    ({ outcome, verdict: 'refused' as const, message, ...target });

  async function send(request: ChannelRequest<'send'>): Promise<WindowSendResult> {
    // Claimed before the first await: a second request in the same tick already sees it.
    if (inFlight) {
      const current = deps.documents.current;
      return record(current?.id === request.documentId ? current : undefined, refusal('refused.busy', text('shell.send.busy')), request);
    }
    const controller = new AbortController();
    inFlight = controller;
    const run = sendClaimed(request, controller);
    running = run;
    try {
      return await run;
    } finally {
      inFlight = undefined;
      running = undefined;
    }
  }

  async function sendClaimed(request: ChannelRequest<'send'>, controller: AbortController): Promise<WindowSendResult> {
    const document = deps.documents.require(request.documentId);
    const { counts } = document.summary;

    const base = parseBaseUrl(request.baseUrl);
    const app = parseAppId(request.app);
    const target = { ...(base.ok ? { baseUrl: base.baseUrl } : {}), ...(app.ok ? { appId: app.appId } : {}) };
    if (!document.parsed) return record(document, refusal('refused.notParsed', text('shell.send.notParsed'), target), request);
    if (counts.error > 0) return record(document, refusal('refused.errors', text('shell.send.hasErrors', { errors: counts.error }), target), request);
    if (counts.warning > 0 && request.confirmedWarnings !== counts.warning) {
      return record(document, refusal('refused.warningsNotConfirmed', text('shell.send.warningsNotConfirmed', { warnings: counts.warning }), target), request);
    }
    if (!base.ok) return record(document, refusal('refused.target', text('shell.send.badTarget', { problem: base.message }), target), request);
    if (!app.ok) return record(document, refusal('refused.target', text('shell.send.badTarget', { problem: app.message }), target), request);
    const where = { baseUrl: base.baseUrl, appId: app.appId };
    // Nothing goes out that could not be recorded.
    const historyProblem = await deps.historyWriteProblem?.();
    if (historyProblem !== undefined) {
      return record(document, refusal('refused.historyUnwritable', text('shell.send.historyUnwritable', { problem: historyProblemText(historyProblem) }), where), request);
    }

    let token: string | null;
    try {
      token = await deps.tokens.get(base.origin);
    } catch (error) {
      if (!(error instanceof KeychainError)) throw error;
      return record(document, refusal('refused.tokenUnreadable', text('shell.send.tokenUnreadable', { problem: keychainErrorText(error, 'app') }), where), request);
    }
    if (token === null) return record(document, refusal('refused.noToken', text('shell.send.noToken', { origin: base.origin }), where), request);

    let lastProgressAt = 0;
    let attempt = 1;
    const answerDeadlineMs = await deps.answerDeadlineMs?.().catch(() => undefined);
    const result = await deps.sendImport({
      endpoint: buildImportEndpoint(base.baseUrl, app.appId),
      token,
      filePath: document.path,
      bodyOffset: document.bodyOffset,
      expectedSha256: document.summary.sha256,
      ...(document.stamp === undefined ? {} : { validatedStamp: document.stamp }),
      signal: controller.signal,
      ...(deps.responseTimeoutMs !== undefined ? { responseTimeoutMs: deps.responseTimeoutMs } : {}),
      ...(answerDeadlineMs !== undefined ? { answerDeadlineMs } : {}),
      onProgress: (bytesSent, totalBytes) => {
        const at = Date.now();
        if (bytesSent < totalBytes && at - lastProgressAt < PROGRESS_INTERVAL_MS) return;
        lastProgressAt = at;
        deps.emitProgress({ bytesSent, totalBytes, attempt });
      },
      onRetryWait: (wait) => {
        attempt = wait.attempt;
        deps.emitRetry({ attempt: wait.attempt, maxAttempts: MAX_ATTEMPTS, secondsLeft: wait.secondsLeft });
      },
    });
    if (result.attempts > 0) {
      await deps.rememberTarget(where).catch((error: unknown) => deps.log?.(`recent targets: ${String(error)}`));
    }
    return record(document, windowResultOf(result, where), request, [token]);
  }

  return {
    send,
    async cancelSend(): Promise<{ cancelled: boolean }> {
      if (!inFlight || inFlight.signal.aborted) return { cancelled: false };
      inFlight.abort();
      return { cancelled: true };
    },
    /** Whether a send is running (quitting asks first). */
    get busy(): boolean {
      return inFlight !== undefined;
    },
    /** Resolves once no send is running: the one in flight has its answer and its history entry. */
    async settled(): Promise<void> {
      await running?.catch(() => undefined);
    },
  };
}

