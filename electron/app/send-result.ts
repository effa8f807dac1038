// The sending engine's SendResult, as the window shows it: a verdict the UI can colour, the
// sentence, the status and the server's answer (pretty JSON when it is JSON, capped), and
// nothing else: no token, no headers.
import type { ChannelResponse } from '../../shared/ipc/contract';
import { verdictOf } from '../history/verdict';
import type { SendResult } from '../net/import-types';

export type WindowSendResult = ChannelResponse<'send'>;

/** The window shows the answer; the full body stays capped by the client (1 MiB). */
const MAX_SHOWN_RESPONSE_CHARS = 100_000;

export function windowResultOf(result: SendResult, target: { baseUrl: string; appId: number }): Omit<WindowSendResult, 'recorded'> {
  const shown: Omit<WindowSendResult, 'recorded'> = {
    outcome: result.code,
    verdict: verdictOf(result),
    message: result.message,
    baseUrl: target.baseUrl,
    appId: target.appId,
    attempts: result.attempts,
    durationMs: result.durationMs,
  };
  // Each sentence with the place the server named (details and items are made in one order).
  if (result.details.length > 0) {
    shown.items = result.details.map((sentence, i) => {
      const item = result.items?.[i];
      return {
        text: sentence,
        message: item?.message ?? '',
        ...(item?.index === undefined ? {} : { index: item.index }),
        ...(item?.articleNumber === undefined ? {} : { articleNumber: item.articleNumber }),
      };
    });
  }
  if (result.response) {
    shown.status = result.response.status;
    const pretty = result.response.bodyJson !== undefined ? JSON.stringify(result.response.bodyJson, null, 2) : result.response.bodyText;
    const clipped = pretty.length > MAX_SHOWN_RESPONSE_CHARS;
    shown.response = {
      text: clipped ? pretty.slice(0, MAX_SHOWN_RESPONSE_CHARS) : pretty,
      json: result.response.bodyJson !== undefined,
      truncated: clipped || result.response.truncated,
      ...(result.response.contentType !== undefined ? { contentType: result.response.contentType } : {}),
    };
  }
  return shown;
}
