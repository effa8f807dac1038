// One request: connect (with its own time-out), stream the verified body, read the answer.
// It never follows a redirect (node:http does not) and never retries; it reports what happened
// and whether the whole body had been handed to the connection when it happened.
//
// The body waits for "100 Continue": a server that turns the request down early (401, 413)
// and closes would otherwise reset the connection under the upload, and the client would
// lose the answer to EPIPE and could only say "connection lost".
import http from 'node:http';
import https from 'node:https';
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { classifyNetworkError, type NetworkFailure } from './network-error';
import { readResponse, type ReadResponse } from './read-response';
import { tokenRedactor } from './redact-token';
import { writeVerifiedBody } from './verified-body';

export interface AttemptInput {
  url: URL;
  token: string;
  filePath: string;
  bodyOffset: number;
  expectedSha256: string;
  fileSize: number;
  connectTimeoutMs: number;
  responseTimeoutMs: number;
  /** From the body's last byte on: the whole answer, status and body, within this. */
  answerDeadlineMs: number;
  maxResponseBytes: number;
  signal?: AbortSignal;
  onProgress?: (sentBytes: number, totalBytes: number) => void;
  ca?: string | Buffer | Array<string | Buffer>;
  /** Ask the server to accept the request before the body goes (Expect: 100-continue). */
  expectContinue: boolean;
}

// How long to wait for "100 Continue" before sending the body anyway, for servers that ignore
// the expectation (curl waits the same second).
const CONTINUE_WAIT_MS = 1000;

interface Sent {
  bodyWentOut: boolean;
  sentBytes: number;
}

export type AttemptOutcome =
  | ({ kind: 'response'; response: ReadResponse } & Sent)
  | ({ kind: 'failure'; failure: NetworkFailure } & Sent)
  | ({ kind: 'responseTimeout' } & Sent)
  | ({ kind: 'answerDeadline' } & Sent)
  | ({ kind: 'cancelled' } & Sent)
  | ({ kind: 'fileChanged' } & Sent)
  | ({ kind: 'fileUnreadable'; errorCode: string } & Sent);

type StopReason = 'connectTimeout' | 'silence' | 'deadline' | 'cancelled' | 'fileChanged' | 'fileUnreadable';

export function postOnce(input: AttemptInput): Promise<AttemptOutcome> {
  return new Promise((resolve) => {
    const totalBytes = input.fileSize - input.bodyOffset;
    const sent: Sent = { bodyWentOut: false, sentBytes: 0 };
    let connected = false;
    let stopReason: StopReason | undefined;
    let fileErrorCode = 'EIO';
    let response: IncomingMessage | undefined;
    let settled = false;
    let bodyStarted = false;
    let continueTimer: NodeJS.Timeout | undefined;
    let deadlineTimer: NodeJS.Timeout | undefined;
    let pastDeadline = false;

    const req = openRequest(input, totalBytes);

    const finish = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      clearTimeout(continueTimer);
      clearTimeout(deadlineTimer);
      input.signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
      req.destroy();
    };

    // The error passed to destroy carries no text from outside: stopReason says why.
    const stop = (reason: StopReason) => {
      stopReason ??= reason;
      req.destroy(Object.assign(new Error('request stopped'), { code: 'ERR_STOPPED' }));
    };

    const outcomeOfStop = (error: unknown): AttemptOutcome => {
      switch (stopReason) {
        case 'cancelled':
          return { kind: 'cancelled', ...sent };
        case 'fileChanged':
          return { kind: 'fileChanged', ...sent };
        case 'fileUnreadable':
          return { kind: 'fileUnreadable', errorCode: fileErrorCode, ...sent };
        case 'connectTimeout':
          return { kind: 'failure', failure: { code: 'connectTimeout', errorCode: 'ETIMEDOUT' }, ...sent };
        case 'silence':
          return { kind: 'responseTimeout', ...sent };
        case 'deadline':
          return { kind: 'answerDeadline', ...sent };
        default:
          return { kind: 'failure', failure: classifyNetworkError(error ?? { code: 'ECONNRESET' }, connected), ...sent };
      }
    };

    // The connect time-out covers the DNS lookup, TCP and the TLS handshake.
    const connectTimer = setTimeout(() => stop('connectTimeout'), input.connectTimeoutMs);

    const onAbort = () => {
      // Once the answer is here the outcome is known: stop reading it, keep what came.
      if (response !== undefined) response.destroy();
      else stop('cancelled');
    };
    if (input.signal?.aborted) {
      stopReason = 'cancelled';
      finish({ kind: 'cancelled', ...sent });
      return;
    }
    input.signal?.addEventListener('abort', onAbort, { once: true });

    req.on('socket', (socket: Socket) => {
      socket.once(input.url.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
        connected = true;
        clearTimeout(connectTimer);
        // From here the server may stay silent (not taking bytes, not answering) for at most
        // responseTimeoutMs at a time; a long server-side import is silence after the upload.
        socket.setTimeout(input.responseTimeoutMs);
        if (!input.expectContinue) return startBody();
        req.once('continue', startBody);
        continueTimer = setTimeout(startBody, CONTINUE_WAIT_MS);
      });
      socket.on('timeout', () => {
        if (response !== undefined) response.destroy();
        else stop('silence');
      });
    });

    req.on('response', (res: IncomingMessage) => {
      response = res;
      // Past the deadline, a status that came is still the answer; its body is cut where it stopped.
      void readResponse(res, input.maxResponseBytes, tokenRedactor(input.token)).then((read) =>
        finish({ kind: 'response', response: pastDeadline ? { ...read, truncated: true } : read, ...sent }),
      );
    });
    req.on('error', (error) => {
      if (response === undefined) finish(outcomeOfStop(error));
    });
    req.on('close', () => {
      if (response === undefined) finish(outcomeOfStop(undefined));
    });

    const startBody = () => {
      if (bodyStarted || settled || response !== undefined) return;
      bodyStarted = true;
      clearTimeout(continueTimer);
      void writeVerifiedBody(req, {
        filePath: input.filePath,
        bodyOffset: input.bodyOffset,
        expectedSha256: input.expectedSha256,
        fileSize: input.fileSize,
        isStopped: () => settled || response !== undefined || req.destroyed,
        onSent: (bytes) => {
          sent.sentBytes += bytes;
          input.onProgress?.(sent.sentBytes, totalBytes);
        },
        onLastChunk: () => {
          sent.bodyWentOut = true;
          deadlineTimer = setTimeout(() => {
            pastDeadline = true;
            if (response !== undefined) response.destroy();
            else stop('deadline');
          }, input.answerDeadlineMs);
        },
      }).then((outcome) => {
        if (outcome.kind === 'mismatch') stop('fileChanged');
        if (outcome.kind === 'unreadable') {
          fileErrorCode = outcome.errorCode;
          stop('fileUnreadable');
        }
      }, (error: unknown) => req.destroy(error instanceof Error ? error : undefined));
    };
  });
}

function openRequest(input: AttemptInput, totalBytes: number): ClientRequest {
  const options = {
    method: 'POST',
    // A fresh connection per attempt: a reused keep-alive socket can be closed under the
    // upload by the server, which would look like a lost connection.
    agent: false as const,
    headers: {
      Authorization: `Bearer ${input.token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Content-Length': String(totalBytes),
      ...(input.expectContinue ? { Expect: '100-continue' } : {}),
    },
  };
  if (input.url.protocol === 'https:') {
    // Set here, not left to the default: NODE_TLS_REJECT_UNAUTHORIZED=0 in a user's environment
    // must not turn off certificate checks for the request that carries the token.
    return https.request(input.url, { ...options, rejectUnauthorized: true, ...(input.ca !== undefined ? { ca: input.ca } : {}) });
  }
  return http.request(input.url, options);
}
