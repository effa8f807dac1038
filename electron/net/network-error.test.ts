import { describe, expect, it } from 'vitest';
import { classifyNetworkError } from './network-error';

const error = (code: string) => Object.assign(new Error('x'), { code });

describe('classifyNetworkError', () => {
  it.each([
    ['ENOTFOUND', false, { code: 'dns' }],
    ['EAI_AGAIN', false, { code: 'dns' }],
    ['ECONNREFUSED', false, { code: 'connectionRefused' }],
    ['EHOSTUNREACH', false, { code: 'unreachable' }],
    ['ENETUNREACH', false, { code: 'unreachable' }],
    ['ETIMEDOUT', false, { code: 'connectTimeout' }],
    ['ETIMEDOUT', true, { code: 'connectionLost' }],
    ['ECONNRESET', true, { code: 'connectionLost' }],
    ['EPIPE', true, { code: 'connectionLost' }],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', false, { code: 'tls', tlsProblem: 'untrusted' }],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', false, { code: 'tls', tlsProblem: 'untrusted' }],
    ['CERT_HAS_EXPIRED', false, { code: 'tls', tlsProblem: 'expired' }],
    ['ERR_TLS_CERT_ALTNAME_INVALID', false, { code: 'tls', tlsProblem: 'nameMismatch' }],
    ['ERR_SSL_WRONG_VERSION_NUMBER', false, { code: 'tls', tlsProblem: 'other' }],
    ['EPROTO', false, { code: 'tls', tlsProblem: 'other' }],
    ['ESOMETHINGNEW', false, { code: 'networkError' }],
  ] as const)('%s (connected: %s)', (code, connected, expected) => {
    expect(classifyNetworkError(error(code), connected)).toMatchObject({ ...expected, errorCode: code });
  });

  it('never passes on free text as a code', () => {
    expect(classifyNetworkError(new Error('Bearer secret'), false)).toEqual({ code: 'networkError', errorCode: 'UNKNOWN' });
    expect(classifyNetworkError({ code: 'has spaces Bearer x' }, false).errorCode).toBe('UNKNOWN');
  });
});
