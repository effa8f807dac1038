// When a send is tried again: only when the server said it did not process the request (429 or
// 503) and said when to come back (Retry-After of at most 60 s), and at most 3 attempts in all.
// Everything else, above all a connection lost after the upload, is never retried.
import { setTimeout as sleep } from 'node:timers/promises';

export const MAX_ATTEMPTS = 3;
const MAX_RETRY_AFTER_SECONDS = 60;

/** Seconds to wait, from delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, nowMs: number = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^[0-9]+$/.test(text)) return Number(text);
  // An HTTP date always names a weekday and "GMT"; Date.parse alone accepts far too much.
  if (!/GMT$/i.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

function isBusyStatus(status: number): boolean {
  return status === 429 || status === 503;
}

export type RetryDecision =
  | { retry: true; seconds: number }
  | { retry: false; reason: 'notBusy' | 'noRetryAfter' | 'tooLong' | 'exhausted'; seconds?: number };

export function decideRetry(status: number, retryAfter: string | undefined, attemptsMade: number, nowMs: number = Date.now()): RetryDecision {
  if (!isBusyStatus(status)) return { retry: false, reason: 'notBusy' };
  const seconds = parseRetryAfter(retryAfter, nowMs);
  if (seconds === undefined) return { retry: false, reason: 'noRetryAfter' };
  if (seconds > MAX_RETRY_AFTER_SECONDS) return { retry: false, reason: 'tooLong', seconds };
  if (attemptsMade >= MAX_ATTEMPTS) return { retry: false, reason: 'exhausted', seconds };
  return { retry: true, seconds };
}

/** Waits whole seconds, telling onTick how many are left before each; false when cancelled. */
export async function waitWithCountdown(seconds: number, onTick: (secondsLeft: number) => void, signal?: AbortSignal): Promise<boolean> {
  for (let left = seconds; left > 0; left -= 1) {
    if (signal?.aborted) return false;
    onTick(left);
    try {
      await sleep(1000, undefined, signal ? { signal } : {});
    } catch {
      return false;
    }
  }
  return !signal?.aborted;
}
