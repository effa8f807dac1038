// Retries happen only when the server said it did not process the request (429/503) and said
// when to come back (Retry-After ≤ 60 s), at most 3 attempts, with a countdown.
import { words } from '../../test-support/words';
import { describe, expect, it } from 'vitest';
import { withFakeConfigurator } from '../../test-support/fake-send';
import { SMALL_EXPORT } from '../../tools/fake-configurator/sample-files';
import type { RetryWait, SendOptions, SendResult } from './import-types';

const TOKEN = 'tok-retry-0b7c4f2e9d13a865';
const setup = withFakeConfigurator(TOKEN, { keepBodies: true });
const { files } = setup;

function send(extra: Partial<SendOptions> = {}): Promise<SendResult> {
  return setup.send(files.write('retry.json', SMALL_EXPORT), extra);
}

describe.each(['429', '503'] as const)('%s with Retry-After', (status) => {
  it('waits with a countdown, tries again and is accepted (2 requests, same bytes)', async () => {
    setup.fake.setBehaviour({ name: status, retryAfter: '1', busyTimes: 1 });
    const waits: RetryWait[] = [];
    const result = await send({ onRetryWait: (wait) => waits.push(wait) });

    expect(result).toMatchObject({ code: 'accepted', attempts: 2 });
    expect(waits).toEqual([{ attempt: 2, secondsLeft: 1 }]);
    expect(setup.fake.requests.map((r) => r.status)).toEqual([Number(status), 200]);
    expect(setup.fake.requests[1]?.bodySha256).toBe(setup.fake.requests[0]?.bodySha256);
    expect(JSON.stringify(result)).not.toContain(TOKEN);
  });

  it('is not retried when the server asks for more than 60 s', async () => {
    setup.fake.setBehaviour({ name: status, retryAfter: '120' });
    const waits: RetryWait[] = [];
    const result = await send({ onRetryWait: (wait) => waits.push(wait) });

    expect(result).toMatchObject({ code: 'busy', attempts: 1, retryAfterSeconds: 120, outcomeUnknown: false });
    expect(result.response?.status).toBe(Number(status));
    expect(words(result.message)).toContain('120 seconds');
    expect(words(result.message)).toMatch(/Try again later/);
    expect(waits).toEqual([]);
    expect(setup.fake.requests).toHaveLength(1);
  });
});

describe('busy answers', () => {
  it('are tried at most 3 times in all', async () => {
    setup.fake.setBehaviour({ name: '503', retryAfter: '0', busyTimes: 10 });
    const result = await send();
    expect(result).toMatchObject({ code: 'busy', attempts: 3 });
    expect(words(result.message)).toMatch(/after 3 attempts/);
    expect(setup.fake.requests).toHaveLength(3);
  });

  it('are not retried without a Retry-After', async () => {
    setup.fake.setBehaviour({ name: '429', retryAfter: null });
    const result = await send();
    expect(result).toMatchObject({ code: 'busy', attempts: 1 });
    expect(setup.fake.requests).toHaveLength(1);
  });

  it('honour a Retry-After given as an HTTP date', async () => {
    setup.fake.setBehaviour({ name: '503', retryAfter: new Date(Date.now() + 1000).toUTCString(), busyTimes: 1 });
    const waits: RetryWait[] = [];
    const result = await send({ onRetryWait: (wait) => waits.push(wait) });
    expect(result).toMatchObject({ code: 'accepted', attempts: 2 });
    expect(waits.length).toBeLessThanOrEqual(1);
    expect(setup.fake.requests).toHaveLength(2);
  });

  it('can be cancelled during the countdown: nothing was processed, no further request', async () => {
    setup.fake.setBehaviour({ name: '503', retryAfter: '30', busyTimes: 1 });
    const controller = new AbortController();
    const waits: RetryWait[] = [];
    const result = await send({
      signal: controller.signal,
      onRetryWait: (wait) => {
        waits.push(wait);
        controller.abort();
      },
    });
    expect(result).toMatchObject({ code: 'cancelled', attempts: 1, outcomeUnknown: false, bodyWentOut: false });
    expect(waits).toEqual([{ attempt: 2, secondsLeft: 30 }]);
    expect(setup.fake.requests).toHaveLength(1);
  });

  it('counts down second by second', async () => {
    setup.fake.setBehaviour({ name: '429', retryAfter: '2', busyTimes: 1 });
    const waits: RetryWait[] = [];
    await send({ onRetryWait: (wait) => waits.push(wait) });
    expect(waits).toEqual([
      { attempt: 2, secondsLeft: 2 },
      { attempt: 2, secondsLeft: 1 },
    ]);
  });
});
