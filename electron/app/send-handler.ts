// The send channel: the one place the window can make the app post a file. It sends the
// document exactly as validated (its path, sha256 and bodyOffset; the sender re-checks the
// hash), refuses what must not go out (errors, unconfirmed warnings, a replaced document, no
// token), runs one send at a time so a double click cannot post twice, and records every
// send and every refusal in the history.
import type { ChannelRequest, EventPayload } from '../../shared/ipc/contract';
import { shellMessagesEn } from '../../shared/ipc/messages-en';
import { parseAppId } from '../../shared/targets/app-id';
import { parseBaseUrl } from '../../shared/targets/base-url';
import { buildImportEndpoint } from '../../shared/targets/endpoint';
import { KeychainError, keychainErrorText } from '../keychain/keychain-error';
import { MAX_ATTEMPTS } from '../net/retry-policy';
import type { SendOptions, SendResult } from '../net/send-types';
import type { OpenDocument, OpenDocuments } from './open-documents';
import { windowResultOf, type WindowSendResult } from './send-result';

/** What the history keeps of one send or refusal (never the token). */
export interface SendRecord {
  time: string;
  baseUrl?: string;
  appId?: number;
  file: string;
  bytes: number;
  sha256: string;
  counts: { error: number; warning: number; info: number };
  outcome: string;
  verdict: WindowSendResult['verdict'];
  message: string;
  status?: number;
  durationMs?: number;
  responseExcerpt?: string;
}

export interface SendDeps {
  documents: OpenDocuments;
  tokens: { get(origin: string): Promise<string | null> };
  sendImport: (options: SendOptions) => Promise<SendResult>;
  recordHistory: (record: SendRecord) => Promise<void>;
  rememberTarget: (target: { baseUrl: string; appId: number }) => Promise<void>;
  emitProgress: (progress: EventPayload<'sendProgress'>) => void;
  emitRetry: (retry: EventPayload<'sendRetry'>) => void;
  responseTimeoutMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
}

/** How much of the server's answer the history keeps. */
const EXCERPT_CHARS = 500;
/** Progress events at most this often (the client reports every chunk). */
const PROGRESS_INTERVAL_MS = 100;

export function createSendHandlers(deps: SendDeps) {
  const now = deps.now ?? (() => new Date());
  let inFlight: AbortController | undefined;

  async function record(document: OpenDocument | undefined, result: Omit<WindowSendResult, 'recorded'>): Promise<WindowSendResult> {
    if (!document) return { ...result, recorded: false };
    const entry: SendRecord = {
      time: now().toISOString(),
      file: document.name,
      bytes: document.summary.bytes,
      sha256: document.summary.sha256,
      counts: document.summary.counts,
      outcome: result.outcome,
      verdict: result.verdict,
      message: result.message,
      ...(result.baseUrl !== undefined ? { baseUrl: result.baseUrl } : {}),
      ...(result.appId !== undefined ? { appId: result.appId } : {}),
      ...(result.status !== undefined ? { status: result.status } : {}),
      ...(result.durationMs !== undefined ? { durationMs: result.durationMs } : {}),
      ...(result.response ? { responseExcerpt: result.response.text.slice(0, EXCERPT_CHARS) } : {}),
    };
    try {
      await deps.recordHistory(entry);
      return { ...result, recorded: true };
    } catch (error) {
      deps.log?.(`history: ${error instanceof Error ? error.message : String(error)}`);
      return { ...result, recorded: false };
    }
  }

  const refusal = (outcome: string, message: string, target: { baseUrl?: string; appId?: number } = {}) =>
    ({ outcome, verdict: 'refused' as const, message, ...target });

  async function send(request: ChannelRequest<'send'>): Promise<WindowSendResult> {
    // Claimed before the first await: a second request in the same tick already sees it.
    if (inFlight) {
      const current = deps.documents.current;
      return record(current?.id === request.documentId ? current : undefined, refusal('refused.busy', shellMessagesEn.send.busy));
    }
    const controller = new AbortController();
    inFlight = controller;
    try {
      return await sendClaimed(request, controller);
    } finally {
      inFlight = undefined;
    }
  }

  async function sendClaimed(request: ChannelRequest<'send'>, controller: AbortController): Promise<WindowSendResult> {
    const document = deps.documents.require(request.documentId);
    const { counts } = document.summary;

    const base = parseBaseUrl(request.baseUrl);
    const app = parseAppId(request.app);
    const target = { ...(base.ok ? { baseUrl: base.baseUrl } : {}), ...(app.ok ? { appId: app.appId } : {}) };
    if (!document.parsed) return record(document, refusal('refused.notParsed', shellMessagesEn.send.notParsed, target));
    if (counts.error > 0) return record(document, refusal('refused.errors', shellMessagesEn.send.hasErrors({ errors: counts.error }), target));
    if (counts.warning > 0 && request.confirmedWarnings !== counts.warning) {
      return record(document, refusal('refused.warningsNotConfirmed', shellMessagesEn.send.warningsNotConfirmed({ warnings: counts.warning }), target));
    }
    if (!base.ok) return record(document, refusal('refused.target', shellMessagesEn.send.badTarget({ problem: base.message }), target));
    if (!app.ok) return record(document, refusal('refused.target', shellMessagesEn.send.badTarget({ problem: app.message }), target));
    const where = { baseUrl: base.baseUrl, appId: app.appId };

    let token: string | null;
    try {
      token = await deps.tokens.get(base.origin);
    } catch (error) {
      if (!(error instanceof KeychainError)) throw error;
      return record(document, refusal('refused.tokenUnreadable', shellMessagesEn.send.tokenUnreadable({ problem: keychainErrorText(error, 'app') }), where));
    }
    if (token === null) return record(document, refusal('refused.noToken', shellMessagesEn.send.noToken({ origin: base.origin }), where));

    let lastProgressAt = 0;
    let attempt = 1;
    const result = await deps.sendImport({
      endpoint: buildImportEndpoint(base.baseUrl, app.appId),
      token,
      filePath: document.path,
      bodyOffset: document.bodyOffset,
      expectedSha256: document.summary.sha256,
      signal: controller.signal,
      ...(deps.responseTimeoutMs !== undefined ? { responseTimeoutMs: deps.responseTimeoutMs } : {}),
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
    token = null;

    if (result.attempts > 0) {
      await deps.rememberTarget(where).catch((error: unknown) => deps.log?.(`recent targets: ${String(error)}`));
    }
    return record(document, windowResultOf(result, where));
  }

  return {
    send,
    async cancelSend(): Promise<{ cancelled: boolean }> {
      if (!inFlight || inFlight.signal.aborted) return { cancelled: false };
      inFlight.abort();
      return { cancelled: true };
    },
    /** For the window's close: a send in flight is cancelled, not left running headless. */
    get busy(): boolean {
      return inFlight !== undefined;
    },
  };
}

