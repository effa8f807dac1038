import { describe, expect, it } from 'vitest';
import { REDACTED, redactResult, redactToken, tokenRedactor } from './redact-token';

describe('redactToken', () => {
  it('removes the token from every string, key and nested value', () => {
    const token = 'abc.DEF-123';
    const value = { message: `Bearer ${token}`, nested: [{ [token]: `${token}${token}` }], status: 401, ok: true, none: null };
    const redacted = redactToken(value, token);
    expect(JSON.stringify(redacted)).not.toContain(token);
    expect(redacted).toEqual({ message: `Bearer ${REDACTED}`, nested: [{ [REDACTED]: `${REDACTED}${REDACTED}` }], status: 401, ok: true, none: null });
  });

  it('leaves what is already redacted as it is, so a second pass changes nothing', () => {
    for (const token of ['e', 'removed', 'n r', '[token']) {
      const once = tokenRedactor(token)(`a ${token} b ${token}`);
      expect(tokenRedactor(token)(once)).toBe(once);
      expect(once).toBe(`a ${REDACTED} b ${REDACTED}`);
    }
  });

  it('redacts a token cut off at the end of a short text without any marker', () => {
    const redact = tokenRedactor('abcdefghijklmnop');
    expect(redact('abcdefgh')).toBe(REDACTED);
    expect(redact('x abcdefgh')).toBe(`x ${REDACTED}`);
    expect(redact('Bearer abcdefghij')).toBe(`Bearer ${REDACTED}`);
  });

  it('redacts a token that straddles a marker already there', () => {
    expect(tokenRedactor('d]secret')(`[token remove${'d]secret'}`)).not.toContain('d]secret');
    expect(tokenRedactor('secret[t')(`secret[t${'oken removed]'}`)).not.toContain('secret[t');
  });

  it('treats the token literally, not as a pattern', () => {
    expect(redactToken('a.b a+b', 'a+b')).toBe(`a.b ${REDACTED}`);
  });
});

describe('redactResult', () => {
  it('keeps field names, codes and message keys whatever the token is, even one letter', () => {
    const result = {
      code: 'accepted', outcomeUnknown: false, host: 'example.test',
      message: { key: 'outcome.accepted', values: { status: 200, answer: 'echo e', code: 'ee', key: 'e' } },
      details: [{ key: 'outcome.item', values: { message: 'take e' } }],
      response: { status: 200, bodyText: '{"e":"e"}', bodyJson: { e: 'e', list: ['e'] }, truncated: false },
    };
    const r = REDACTED;
    expect(redactResult(result, 'e')).toEqual({
      code: 'accepted', outcomeUnknown: false, host: `${r}xampl${r}.t${r}st`,
      // Only our own `code` and a message's `key` are left as they are, not fields of that name elsewhere.
      message: { key: 'outcome.accepted', values: { status: 200, answer: `${r}cho ${r}`, code: `${r}${r}`, key: r } },
      details: [{ key: 'outcome.item', values: { message: `tak${r} ${r}` } }],
      // The server's JSON is its data: its field names too.
      response: { status: 200, bodyText: `{"${r}":"${r}"}`, bodyJson: { [r]: r, list: [r] }, truncated: false },
    });
  });
});
