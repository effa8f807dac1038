// Reads a server's answer with a cap: the response body of this endpoint is not documented, so
// it is kept as text (and as JSON when it is JSON) for people to read, never trusted in size.
import type { IncomingMessage } from 'node:http';
import type { ResponseSummary } from './import-types';

export interface ReadResponse extends ResponseSummary {
  location?: string;
  retryAfter?: string;
}

/**
 * Read beyond the cap before cutting, so that a token straddling the cap is seen whole (in its
 * longest form, six characters per character, \uXXXX) and redacted before the cut.
 */
const REDACTION_SLACK_BYTES = 64 * 1024;

/**
 * Resolves once the body ended, was cut at the cap, or the connection went; never rejects.
 * `redact` runs over the whole text read before it is cut to `maxBytes`.
 */
export function readResponse(res: IncomingMessage, maxBytes: number, redact: (text: string) => string = (text) => text): Promise<ReadResponse> {
  const readBytes = maxBytes + REDACTION_SLACK_BYTES;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    let truncated = false;
    let done = false;

    const finish = (complete: boolean) => {
      if (done) return;
      done = true;
      resolve(summarise(res, Buffer.concat(chunks, kept), truncated || !complete, maxBytes, redact));
    };

    res.on('data', (chunk: Buffer) => {
      if (done) return;
      const room = readBytes - kept;
      if (chunk.length > room) {
        if (room > 0) chunks.push(chunk.subarray(0, room));
        kept += Math.max(0, room);
        truncated = true;
        finish(false);
        res.destroy();
        return;
      }
      chunks.push(chunk);
      kept += chunk.length;
    });
    res.once('end', () => finish(true));
    res.once('error', () => finish(false));
    res.once('close', () => finish(res.complete));
  });
}

function summarise(res: IncomingMessage, body: Buffer, cut: boolean, maxBytes: number, redact: (text: string) => string): ReadResponse {
  const contentType = header(res, 'content-type');
  // A body cut mid-character would end in U+FFFD; streaming mode holds the partial sequence back.
  let bodyText = redact(new TextDecoder('utf-8').decode(body, { stream: cut }));
  let truncated = cut;
  const bytes = Buffer.from(bodyText, 'utf8');
  if (bytes.length > maxBytes) {
    bodyText = new TextDecoder('utf-8').decode(bytes.subarray(0, maxBytes), { stream: true });
    truncated = true;
  }
  const summary: ReadResponse = { status: res.statusCode ?? 0, bodyText, truncated };
  if (contentType !== undefined) summary.contentType = contentType;
  if (!truncated && looksLikeJson(contentType, bodyText)) {
    try {
      summary.bodyJson = JSON.parse(bodyText) as unknown;
    } catch {
      // shown as text
    }
  }
  const location = header(res, 'location');
  if (location !== undefined) summary.location = redact(location);
  const retryAfter = header(res, 'retry-after');
  if (retryAfter !== undefined) summary.retryAfter = retryAfter;
  return summary;
}

function header(res: IncomingMessage, name: string): string | undefined {
  const value = res.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function looksLikeJson(contentType: string | undefined, text: string): boolean {
  if (contentType !== undefined && /[/+]json\b/i.test(contentType)) return true;
  const start = text.trimStart()[0];
  return start === '{' || start === '[';
}
