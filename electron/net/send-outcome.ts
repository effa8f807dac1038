// Every way a send can end, as a stable code, an exit code and the sentence people read.
// Status classes follow product.md: 2xx accepted; a 4xx is a rejection (exit 3); a 5xx, no
// answer or a network failure is exit 4, and where the body went out the outcome is unknown.
import { text, type Text } from '../../shared/messages/text';
import type { ImportTarget } from '../../shared/targets/endpoint';
import type { NetworkFailure } from './network-error';
import type { AttemptOutcome } from './post-once';
import type { ReadResponse } from './read-response';
import { serverDetails } from './server-details';
import type { SendCode } from '../../shared/sending/outcomes';
import type { ItemDetail, ResponseSummary, SendResult } from './import-types';

export interface OutcomeContext {
  target: ImportTarget;
  attempts: number;
  totalBytes: number;
  connectTimeoutMs: number;
  responseTimeoutMs: number;
  answerDeadlineMs: number;
  /** Why a busy answer was not retried, when it was one. */
  busy?: { reason: 'notBusy' | 'noRetryAfter' | 'tooLong' | 'exhausted'; seconds?: number };
}

/** A result without its timing; sendImport adds durationMs. */
export type Outcome = Omit<SendResult, 'durationMs'>;

export function outcomeOfAttempt(attempt: AttemptOutcome, context: OutcomeContext): Outcome {
  const host = context.target.host;
  const base = {
    details: [],
    bodyWentOut: attempt.bodyWentOut,
    attempts: context.attempts,
    sentBytes: attempt.sentBytes,
    totalBytes: context.totalBytes,
    host,
  };
  switch (attempt.kind) {
    case 'response':
      return { ...base, ...outcomeOfResponse(attempt.response, context) };
    case 'failure':
      return { ...base, ...outcomeOfFailure(attempt.failure, attempt.bodyWentOut, context) };
    case 'responseTimeout':
      return attempt.bodyWentOut
        ? { ...base, code: 'responseTimeout', outcomeUnknown: true, message: text('outcome.responseTimeout', { host, timeout: { ms: context.responseTimeoutMs } }) }
        : { ...base, code: 'responseTimeout', outcomeUnknown: false, message: text('outcome.uploadStalled', { host, timeout: { ms: context.responseTimeoutMs } }) };
    case 'answerDeadline':
      return { ...base, code: 'responseTimeout', outcomeUnknown: true, message: text('outcome.answerDeadline', { host, timeout: { ms: context.answerDeadlineMs } }) };
    case 'cancelled':
      return attempt.bodyWentOut
        ? { ...base, code: 'cancelled', outcomeUnknown: true, message: text('outcome.cancelledAfterUpload') }
        : { ...base, code: 'cancelled', outcomeUnknown: false, message: text('outcome.cancelled') };
    case 'fileChanged':
      return { ...base, code: 'refused.fileChanged', outcomeUnknown: false, message: text('outcome.fileChangedDuringUpload') };
    case 'fileUnreadable':
      return { ...base, code: 'refused.unreadable', outcomeUnknown: false, errorCode: attempt.errorCode, message: text('outcome.fileUnreadable', { code: attempt.errorCode }) };
  }
}

type Mapped = Pick<SendResult, 'code' | 'message' | 'outcomeUnknown'> & Partial<SendResult>;

function outcomeOfResponse(response: ReadResponse, context: OutcomeContext): Mapped {
  const { status } = response;
  const { appId, baseUrl, host } = context.target;
  const summary = summaryOf(response);
  const known = (code: SendCode, message: Text): Mapped => ({ code, message, outcomeUnknown: false, response: summary });

  if (status >= 200 && status < 300) return known('accepted', text('outcome.accepted', { appId, status }));
  if (status >= 300 && status < 400) {
    const mapped = known('redirect', response.location !== undefined ? text('outcome.redirect', { status, location: response.location }) : text('outcome.redirectNoLocation', { status }));
    if (response.location !== undefined) mapped.location = response.location;
    return mapped;
  }
  if (status === 401) return known('unauthorized', text('outcome.unauthorized', { host }));
  if (status === 403) return known('forbidden', text('outcome.forbidden', { appId }));
  if (status === 404) return known('notFound', text('outcome.notFound', { appId, baseUrl }));
  if (status === 413) return known('tooLarge', text('outcome.tooLarge', { size: { bytes: context.totalBytes } }));
  if (status === 429 || status === 503) return busy(response, context, summary);
  if (status === 400 || status === 409 || status === 422) {
    const details = serverDetails(response.bodyJson, response.bodyText, response.contentType);
    const mapped = known(
      'rejected',
      details.serverMessage !== undefined ? text('outcome.rejectedWithMessage', { status, serverMessage: details.serverMessage }) : text('outcome.rejectedNoMessage', { status }),
    );
    mapped.details = details.items.map(rejectedItemText);
    if (details.serverMessage !== undefined) mapped.serverMessage = details.serverMessage;
    if (details.items.length > 0) mapped.items = details.items;
    return mapped;
  }
  if (status >= 400 && status < 500) return known('clientError', text('outcome.clientError', { status }));
  // 5xx, and anything outside the classes HTTP defines, is a server failure.
  return { code: 'serverError', outcomeUnknown: true, message: text('outcome.serverError', { host, status }), response: summary };
}

function busy(response: ReadResponse, context: OutcomeContext, summary: ResponseSummary): Mapped {
  const { status } = response;
  const { host } = context.target;
  // 429 or 503: either way the server did not process it.
  const seconds = context.busy?.seconds;
  let message: Text;
  if (context.busy?.reason === 'tooLong' && seconds !== undefined) message = text('outcome.busyWaitTooLong', { host, status, seconds });
  else if (context.attempts > 1) message = text('outcome.busyAfterRetries', { host, status, attempts: context.attempts });
  else message = text('outcome.busy', { host, status });
  const mapped: Mapped = { code: 'busy', message, outcomeUnknown: false, response: summary };
  if (seconds !== undefined) mapped.retryAfterSeconds = seconds;
  return mapped;
}

function outcomeOfFailure(failure: NetworkFailure, bodyWentOut: boolean, context: OutcomeContext): Mapped {
  const { host } = context.target;
  const fail = (message: Text, outcomeUnknown = false): Mapped => ({
    code: failure.code,
    message,
    outcomeUnknown,
    errorCode: failure.errorCode,
  });
  switch (failure.code) {
    case 'tls':
      if (failure.tlsProblem === 'untrusted') return fail(text('outcome.tlsUntrusted', { host }));
      if (failure.tlsProblem === 'expired') return fail(text('outcome.tlsExpired', { host }));
      if (failure.tlsProblem === 'nameMismatch') return fail(text('outcome.tlsNameMismatch', { host }));
      return fail(text('outcome.tlsOther', { host, code: failure.errorCode }));
    case 'dns':
      return fail(text('outcome.dns', { host }));
    case 'connectionRefused':
      return fail(text('outcome.connectionRefused', { host }));
    case 'unreachable':
      return fail(text('outcome.unreachable', { host, code: failure.errorCode }));
    case 'connectTimeout':
      return fail(text('outcome.connectTimeout', { host, timeout: { ms: context.connectTimeoutMs } }));
    case 'connectionLost':
      return bodyWentOut ? fail(text('outcome.connectionLost', { host }), true) : fail(text('outcome.connectionLostDuringUpload', { host }));
    case 'networkError':
      // A failure of unknown kind after the body went out leaves the outcome unknown too.
      return bodyWentOut ? { ...fail(text('outcome.connectionLost', { host }), true), code: 'connectionLost' } : fail(text('outcome.networkError', { host, code: failure.errorCode }));
  }
}

function summaryOf(response: ReadResponse): ResponseSummary {
  const summary: ResponseSummary = { status: response.status, bodyText: response.bodyText, truncated: response.truncated };
  if (response.contentType !== undefined) summary.contentType = response.contentType;
  if (response.bodyJson !== undefined) summary.bodyJson = response.bodyJson;
  return summary;
}

/** One item a server named in a rejection, with what it said of it. */
export function rejectedItemText({ index, articleNumber, message }: ItemDetail): Text {
  if (index !== undefined && articleNumber !== undefined) return text('outcome.rejectedItem.indexAndArticle', { index, articleNumber, message });
  if (index !== undefined) return text('outcome.rejectedItem.index', { index, message });
  if (articleNumber !== undefined) return text('outcome.rejectedItem.article', { articleNumber, message });
  // The server's own words, which no catalogue has: shown as they are.
  return text('outcome.rejectedItem.plain', { message });
}
