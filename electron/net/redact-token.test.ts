import { describe, expect, it } from 'vitest';
import { REDACTED, redactToken } from './redact-token';

describe('redactToken', () => {
  it('removes the token from every string, key and nested value', () => {
    const token = 'abc.DEF-123';
    const value = { message: `Bearer ${token}`, nested: [{ [token]: `${token}${token}` }], status: 401, ok: true, none: null };
    const redacted = redactToken(value, token);
    expect(JSON.stringify(redacted)).not.toContain(token);
    expect(redacted).toEqual({ message: `Bearer ${REDACTED}`, nested: [{ [REDACTED]: `${REDACTED}${REDACTED}` }], status: 401, ok: true, none: null });
  });

  it('treats the token literally, not as a pattern', () => {
    expect(redactToken('a.b a+b', 'a+b')).toBe(`a.b ${REDACTED}`);
  });
});
