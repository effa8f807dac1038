// Sends one validated file to the import endpoint: exactly the validated bytes, streamed from
// disk, tried again only when the server said it was busy and when to come back. Always resolves
// with a SendResult; the token appears in no result, message or error.
import { text } from '../../shared/messages/text';
import { parseImportEndpoint, type ImportTarget } from '../../shared/targets/endpoint';
import { openRegularFile } from '../files/open-regular-file';
import { fileStamp, sameStamp } from '../files/file-stamp';
import { postOnce, type AttemptOutcome } from './post-once';
import { redactResult } from './redact-token';
import { decideRetry, waitWithCountdown } from './retry-policy';
import { outcomeOfAttempt, type Outcome, type OutcomeContext } from './send-outcome';
import { SEND_DEFAULTS, type SendOptions, type SendResult } from './import-types';

// What an HTTP header value may hold without being rejected or split: visible ASCII only.
const TOKEN_SHAPE = /^[\x21-\x7e]+$/;

export async function sendImport(options: SendOptions): Promise<SendResult> {
  const startedAt = Date.now();
  const outcome = await send(options);
  return redactResult({ ...outcome, durationMs: Date.now() - startedAt }, options.token);
}

async function send(options: SendOptions): Promise<Outcome> {
  const target = parseImportEndpoint(options.endpoint);
  const nothingSent = (host: string, totalBytes = 0) => ({
    details: [],
    outcomeUnknown: false,
    bodyWentOut: false,
    attempts: 0,
    sentBytes: 0,
    totalBytes,
    host,
  });

  if (target === undefined) return { ...nothingSent(''), code: 'refused.target', message: text('outcome.badTarget') };
  if (!TOKEN_SHAPE.test(options.token)) return { ...nothingSent(target.host), code: 'refused.tokenInvalid', message: text('outcome.tokenUnusable') };
  if (!Number.isInteger(options.bodyOffset) || options.bodyOffset < 0) throw new RangeError('bodyOffset must be a non-negative integer.');
  if (options.signal?.aborted) return { ...nothingSent(target.host), code: 'cancelled', message: text('outcome.cancelled') };

  // Sends exactly what was validated. A file whose size, modification time or inode differ
  // from validation's is refused before any request; its bytes are hashed on the way (the
  // SHA-256 validation computed is not computed again), and a mismatch never completes.
  let fileSize: number;
  try {
    const { handle, size } = await openRegularFile(options.filePath);
    try {
      const now = await fileStamp(handle);
      fileSize = size;
      if ((options.validatedStamp !== undefined && !sameStamp(now, options.validatedStamp)) || options.bodyOffset > fileSize) {
        return { ...nothingSent(target.host, Math.max(0, fileSize - options.bodyOffset)), code: 'refused.fileChanged', message: text('outcome.fileChanged') };
      }
    } finally {
      await handle.close();
    }
  } catch (error) {
    const errorCode = codeOf(error);
    return { ...nothingSent(target.host), code: 'refused.unreadable', errorCode, message: text('outcome.fileUnreadable', { code: errorCode }) };
  }

  return attemptUntilSettled(options, target, fileSize);
}

async function attemptUntilSettled(options: SendOptions, target: ImportTarget, fileSize: number): Promise<Outcome> {
  const connectTimeoutMs = options.connectTimeoutMs ?? SEND_DEFAULTS.connectTimeoutMs;
  const responseTimeoutMs = options.responseTimeoutMs ?? SEND_DEFAULTS.responseTimeoutMs;
  const answerDeadlineMs = options.answerDeadlineMs ?? SEND_DEFAULTS.answerDeadlineMs;
  const context: OutcomeContext = {
    target,
    attempts: 0,
    totalBytes: fileSize - options.bodyOffset,
    connectTimeoutMs,
    responseTimeoutMs,
    answerDeadlineMs,
  };

  let expectContinue = true;
  for (;;) {
    context.attempts += 1;
    const attempt: AttemptOutcome = await postOnce({
      url: new URL(options.endpoint),
      token: options.token,
      filePath: options.filePath,
      bodyOffset: options.bodyOffset,
      expectedSha256: options.expectedSha256,
      fileSize,
      connectTimeoutMs,
      responseTimeoutMs,
      answerDeadlineMs,
      maxResponseBytes: options.maxResponseBytes ?? SEND_DEFAULTS.maxResponseBytes,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      ...(options.ca !== undefined ? { ca: options.ca } : {}),
      expectContinue,
    });
    if (attempt.kind !== 'response') return outcomeOfAttempt(attempt, context);
    // A server (or proxy) that refuses the expectation before taking any of the body did not
    // process the request: ask again without it, once. After body bytes went, a 417 is an
    // answer like any other; only 429/503 with Retry-After are ever sent again.
    if (attempt.response.status === 417 && expectContinue && attempt.sentBytes === 0) {
      expectContinue = false;
      continue;
    }

    const decision = decideRetry(attempt.response.status, attempt.response.retryAfter, context.attempts);
    if (!decision.retry) {
      if (decision.reason !== 'notBusy') context.busy = decision.seconds === undefined ? { reason: decision.reason } : { reason: decision.reason, seconds: decision.seconds };
      return outcomeOfAttempt(attempt, context);
    }
    // The server said it did not process this request, so waiting and sending again is safe.
    const nextAttempt = context.attempts + 1;
    const waited = await waitWithCountdown(decision.seconds, (secondsLeft) => options.onRetryWait?.({ attempt: nextAttempt, secondsLeft }), options.signal);
    if (!waited) {
      const busyAnswer = outcomeOfAttempt(attempt, context);
      return { ...busyAnswer, code: 'cancelled', outcomeUnknown: false, bodyWentOut: false, message: text('outcome.cancelled') };
    }
  }
}

function codeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return 'EIO';
}

