import { describe, expect, it } from 'vitest';
import { inspectBytes } from './inspect-bytes';
import { checkJson } from './strict-json';
import { random } from '../../e2e/support/validation-helpers';

const utf8 = (text: string) => new TextEncoder().encode(text);
const inspect = (text: string, maxDepth = 64) => inspectBytes(utf8(text), 0, maxDepth);

describe('inspectBytes', () => {
  it('counts every key, also inside strings-with-quotes neighbours and nested objects', () => {
    expect(inspect('{"a":1,"b":{"c":"x:\\":y","d":[{"e":null}]}}').keyCount).toBe(5);
    expect(inspect('{"ü:ber":"\\\\","a":"\\\\\\""}').keyCount).toBe(2);
  });

  it('finds the first bracket deeper than the limit, as a byte offset', () => {
    expect(inspect('[[[]]]', 3).depthExceededAt).toBe(-1);
    expect(inspect('[[[[]]]]', 3).depthExceededAt).toBe(3);
    expect(inspect('{"ä":[[[1]]]}', 3).depthExceededAt).toBe(8); // "ä" is two bytes
    expect(inspect('["[[[[[", 1]', 1).depthExceededAt).toBe(-1); // brackets in strings do not count
  });

  it('flags integers above 2^53 in size and numbers that overflow, nothing else', () => {
    expect(inspect('[9007199254740992, -9007199254740992, 1.7976931348623157e308, 12345678901234.56789]').hasUnsafeNumber).toBe(false);
    expect(inspect('[9007199254740993]').hasUnsafeNumber).toBe(true);
    expect(inspect('[-9007199254740993]').hasUnsafeNumber).toBe(true);
    expect(inspect('[1e400]').hasUnsafeNumber).toBe(true);
    expect(inspect('["9007199254740993"]').hasUnsafeNumber).toBe(false);
  });

  it('never throws on text that is not JSON', () => {
    for (const text of ['[1-2-3-4-5-6-7-8-9-10-11]', '{"a', '"\\', ']]]]', '-', '1e', '[12345678901234567-8]']) {
      expect(() => inspect(text)).not.toThrow();
    }
  });

  it('agrees with the strict parser on the keys of random valid documents', () => {
    const next = random(7);
    const value = (depth: number): unknown => {
      const r = next();
      if (depth > 4 || r < 0.3) return ['x"y', 'ü\\', 12.5, -3, true, null, '{:}'][Math.floor(next() * 7)];
      if (r < 0.6) return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(next() * 4) }, (_, i) => [`k${i}:"`, value(depth + 1)]));
    };
    for (let i = 0; i < 500; i++) {
      const text = JSON.stringify({ articles: [value(0), value(0)] }, null, i % 2 ? 2 : undefined);
      let keys = 0;
      const count = (v: unknown): void => {
        if (Array.isArray(v)) v.forEach(count);
        else if (v !== null && typeof v === 'object') for (const [, x] of Object.entries(v)) { keys++; count(x); }
      };
      count(JSON.parse(text));
      expect(checkJson(text)).toBeUndefined();
      expect(inspect(text).keyCount).toBe(keys);
    }
  });
});
