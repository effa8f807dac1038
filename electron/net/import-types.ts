// The contract of one send: what the caller passes in and what it always gets back. sendImport
// never throws for a network, server or file problem; every outcome is a SendResult with a
// stable code from the one vocabulary of outcomes (shared/sending/outcomes.ts), so the CLI,
// the GUI and the history treat them alike.
import type { Text } from '../../shared/messages/text';
import type { ClientRefusal, SendCode } from '../../shared/sending/outcomes';
import type { FileStamp } from '../files/file-stamp';

/** One item detail a server sent with a rejection (422/409), as far as it said. */
export interface ItemDetail {
  index?: number;
  articleNumber?: string;
  message: string;
}

export interface RetryWait {
  /** The attempt that will be made when the countdown ends (2 or 3). */
  attempt: number;
  secondsLeft: number;
}

export interface SendOptions {
  /** From buildImportEndpoint; refused unless https (or http on loopback). */
  endpoint: string;
  token: string;
  filePath: string;
  /** 0, or 3 when the file starts with a UTF-8 byte-order mark, which is not sent. */
  bodyOffset: number;
  /** Hex SHA-256 of the whole file (byte-order mark included) as it was validated: checked on the way. */
  expectedSha256: string;
  /** The file as validation opened it: a file with another size, modification time or inode is refused before any request. */
  validatedStamp?: FileStamp;
  connectTimeoutMs?: number;
  /** How long the server may stay silent (while taking the upload or before answering). */
  responseTimeoutMs?: number;
  /**
   * How long the whole answer may take once the body went out, however the server keeps the
   * connection busy (a byte now and then, endless "102 Processing"): the idle time-out alone
   * would wait for ever.
   */
  answerDeadlineMs?: number;
  signal?: AbortSignal;
  /** Bytes handed to the connection so far (at most a few MiB ahead of the wire), of the body's size. */
  onProgress?: (sentBytes: number, totalBytes: number) => void;
  /** Called once per second of a retry wait, before each second. */
  onRetryWait?: (wait: RetryWait) => void;
  /** Cap on the response body kept; the rest is dropped and the result marked truncated. */
  maxResponseBytes?: number;
  /** Certificate authorities to trust instead of the system's (tests); verification itself cannot be turned off. */
  ca?: string | Buffer | Array<string | Buffer>;
}

export const SEND_DEFAULTS = {
  connectTimeoutMs: 15_000,
  responseTimeoutMs: 10 * 60_000,
  answerDeadlineMs: 30 * 60_000,
  maxResponseBytes: 1024 * 1024,
} as const;

export interface ResponseSummary {
  status: number;
  contentType?: string;
  /** UTF-8 text of the body, at most maxResponseBytes of it. */
  bodyText: string;
  /** The body parsed, when it is complete JSON. */
  bodyJson?: unknown;
  truncated: boolean;
}

export interface SendResult {
  /** What the engine says of its request, or why it made none (the refusals it decides itself: target, token, file). */
  code: SendCode | ClientRefusal;
  /** One plain-language sentence (or two) with the next step, worded where it is shown. */
  message: Text;
  /** The item details a rejection carried, one sentence each. */
  details: Text[];
  /**
   * Whether the import may have been applied without the app knowing: the body went out and
   * no answer came back, or the server failed (5xx). The user must check before resending.
   */
  outcomeUnknown: boolean;
  /** The whole body was handed to the connection in the attempt in flight when the send ended (false when it ended during a retry wait). */
  bodyWentOut: boolean;
  /** Requests made (0 when nothing was sent). */
  attempts: number;
  durationMs: number;
  /** Body bytes handed to the connection in the last attempt. */
  sentBytes: number;
  /** The body's size: the file's size minus the byte-order mark. */
  totalBytes: number;
  /** The target's host (with port), as messages name it. */
  host: string;
  response?: ResponseSummary;
  /** A redirect's Location, as the server sent it. */
  location?: string;
  retryAfterSeconds?: number;
  serverMessage?: string;
  items?: ItemDetail[];
  /** The system or TLS error code behind a network outcome (e.g. ECONNREFUSED). */
  errorCode?: string;
}
