import { describe, expect, it } from 'vitest';
import { decideRetry, parseRetryAfter, waitWithCountdown } from './retry-policy';

const NOW = Date.parse('2026-11-21T10:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('0', NOW)).toBe(0);
    expect(parseRetryAfter(' 30 ', NOW)).toBe(30);
  });

  it('reads an HTTP date, rounding up, never below zero', () => {
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:42 GMT', NOW)).toBe(42);
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:59:00 GMT', NOW)).toBe(0);
  });

  it('ignores what is neither', () => {
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined();
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
    expect(parseRetryAfter('-5', NOW)).toBeUndefined();
    expect(parseRetryAfter('1.5', NOW)).toBeUndefined();
    expect(parseRetryAfter('2026-11-21', NOW)).toBeUndefined();
  });
});

describe('decideRetry', () => {
  it('retries 429 and 503 with a Retry-After of at most 60 s, up to 3 attempts', () => {
    expect(decideRetry(429, '1', 1, NOW)).toEqual({ retry: true, seconds: 1 });
    expect(decideRetry(503, '60', 2, NOW)).toEqual({ retry: true, seconds: 60 });
    expect(decideRetry(503, '1', 3, NOW)).toEqual({ retry: false, reason: 'exhausted', seconds: 1 });
  });

  it('does not retry a longer wait, a missing Retry-After, or any other status', () => {
    expect(decideRetry(503, '61', 1, NOW)).toEqual({ retry: false, reason: 'tooLong', seconds: 61 });
    expect(decideRetry(429, undefined, 1, NOW)).toEqual({ retry: false, reason: 'noRetryAfter' });
    for (const status of [200, 307, 400, 401, 500, 502, 504]) {
      expect(decideRetry(status, '1', 1, NOW)).toEqual({ retry: false, reason: 'notBusy' });
    }
  });
});

describe('waitWithCountdown', () => {
  it('ticks once per second left and reports a cancel', async () => {
    const ticks: number[] = [];
    const controller = new AbortController();
    const done = await waitWithCountdown(5, (left) => {
      ticks.push(left);
      if (left === 5) controller.abort();
    }, controller.signal);
    expect(done).toBe(false);
    expect(ticks).toEqual([5]);
  });

  it('does not wait at all for zero seconds', async () => {
    const ticks: number[] = [];
    expect(await waitWithCountdown(0, (left) => ticks.push(left))).toBe(true);
    expect(ticks).toEqual([]);
  });
});
