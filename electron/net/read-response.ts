// Reads a server's answer with a cap: the response body of this endpoint is not documented, so
// it is kept as text (and as JSON when it is JSON) for people to read, never trusted in size.
import type { IncomingMessage } from 'node:http';
import type { ResponseSummary } from './send-types';

export interface ReadResponse extends ResponseSummary {
  location?: string;
  retryAfter?: string;
}

/** Resolves once the body ended, was cut at the cap, or the connection went; never rejects. */
export function readResponse(res: IncomingMessage, maxBytes: number): Promise<ReadResponse> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    let truncated = false;
    let done = false;

    const finish = (complete: boolean) => {
      if (done) return;
      done = true;
      resolve(summarise(res, Buffer.concat(chunks, kept), truncated || !complete));
    };

    res.on('data', (chunk: Buffer) => {
      if (done) return;
      const room = maxBytes - kept;
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

function summarise(res: IncomingMessage, body: Buffer, truncated: boolean): ReadResponse {
  const contentType = header(res, 'content-type');
  // A body cut mid-character would end in U+FFFD; streaming mode holds the partial sequence back.
  const bodyText = new TextDecoder('utf-8').decode(body, { stream: truncated });
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
  if (location !== undefined) summary.location = location;
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
