// Names what went wrong on the wire, from Node's error codes, in the terms of product.md:
// TLS, DNS, a refused connection, unreachable, time-outs, or a connection lost.
type NetworkFailureCode = 'tls' | 'dns' | 'connectionRefused' | 'unreachable' | 'connectTimeout' | 'connectionLost' | 'networkError';

type TlsProblem = 'untrusted' | 'expired' | 'nameMismatch' | 'other';

export interface NetworkFailure {
  code: NetworkFailureCode;
  /** The underlying code (ECONNREFUSED, DEPTH_ZERO_SELF_SIGNED_CERT, …); never a message text. */
  errorCode: string;
  tlsProblem?: TlsProblem;
}

const DNS = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EAI_NODATA']);
const UNREACHABLE = new Set(['EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN', 'EADDRNOTAVAIL']);
const LOST = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);
const TLS_UNTRUSTED = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED',
  'CERT_REVOKED',
  'CERT_SIGNATURE_FAILURE',
  'INVALID_CA',
]);
const TLS_EXPIRED = new Set(['CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID']);
const TLS_NAME = new Set(['ERR_TLS_CERT_ALTNAME_INVALID', 'HOSTNAME_MISMATCH']);

export function classifyNetworkError(error: unknown, connected: boolean): NetworkFailure {
  const errorCode = codeOf(error);
  if (TLS_UNTRUSTED.has(errorCode)) return { code: 'tls', errorCode, tlsProblem: 'untrusted' };
  if (TLS_EXPIRED.has(errorCode)) return { code: 'tls', errorCode, tlsProblem: 'expired' };
  if (TLS_NAME.has(errorCode)) return { code: 'tls', errorCode, tlsProblem: 'nameMismatch' };
  if (/^(ERR_SSL_|ERR_TLS_|CERT_)/.test(errorCode) || errorCode === 'EPROTO') {
    return { code: 'tls', errorCode, tlsProblem: 'other' };
  }
  if (DNS.has(errorCode)) return { code: 'dns', errorCode };
  if (errorCode === 'ECONNREFUSED') return { code: 'connectionRefused', errorCode };
  if (UNREACHABLE.has(errorCode)) return { code: 'unreachable', errorCode };
  if (errorCode === 'ETIMEDOUT' && !connected) return { code: 'connectTimeout', errorCode };
  if (LOST.has(errorCode) || errorCode === 'ETIMEDOUT') return { code: 'connectionLost', errorCode };
  return { code: 'networkError', errorCode };
}

function codeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string' && /^[A-Z0-9_]+$/.test(code)) return code;
  }
  return 'UNKNOWN';
}
