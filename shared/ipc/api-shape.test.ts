import { describe, expect, it, expectTypeOf } from 'vitest';
import type { ImporterApi } from './api';
import { CHANNELS, CHANNEL_NAMES, EVENT_NAMES } from './contract';
import { subscriptionName } from './api';

describe('the renderer API derived from the contract', () => {
  it('has one function per channel and one subscription per event', () => {
    expectTypeOf<ImporterApi['getAppInfo']>().parameters.toEqualTypeOf<[]>();
    expectTypeOf<ImporterApi['getRows']>().parameter(0).toHaveProperty('documentId');
    expectTypeOf<ImporterApi['onSendProgress']>().returns.toEqualTypeOf<() => void>();
    expect(CHANNEL_NAMES).toContain('send');
    expect(EVENT_NAMES.map(subscriptionName)).toContain('onSendRetry');
  });

  it('rejects requests with unknown fields, so nothing extra reaches a handler', () => {
    expect(CHANNELS.tokenStatus.request.safeParse({ baseUrl: 'https://x', token: 'leak' }).success).toBe(false);
    expect(CHANNELS.getAppInfo.request.safeParse({}).success).toBe(true);
    expect(CHANNELS.getRows.request.safeParse({ documentId: 'd', kind: 'article', offset: 0, limit: 5000 }).success).toBe(false);
  });

  it('has no response schema with a field named like a token', () => {
    const names = new Set<string>();
    const walk = (schema: unknown, depth = 0): void => {
      if (depth > 12 || !schema || typeof schema !== 'object') return;
      const s = schema as { shape?: Record<string, unknown>; def?: Record<string, unknown> };
      if (s.shape) for (const [k, v] of Object.entries(s.shape)) { names.add(k); walk(v, depth + 1); }
      const def = s.def ?? {};
      for (const key of ['innerType', 'element', 'valueType', 'in', 'out']) walk(def[key], depth + 1);
      for (const o of (def.options as unknown[] | undefined) ?? []) walk(o, depth + 1);
    };
    for (const name of CHANNEL_NAMES) walk(CHANNELS[name].response);
    expect(names.has('status')).toBe(true); // the walk reaches nested objects
    expect([...names].filter((n) => /token|secret|password|authorization/i.test(n))).toEqual([]);
  });
});
