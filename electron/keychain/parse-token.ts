// Checks what a user pasted before it is stored or sent, and says what is wrong without ever
// repeating the token (the result carries a message id and a position, not the text).
import { format } from '../../shared/messages/format';
import { text, type Text } from '../../shared/messages/text';

/**
 * Windows' Credential Manager holds at most 2,560 bytes per secret (CRED_MAX_CREDENTIAL_BLOB_SIZE),
 * so a longer token could be saved on Linux and not on Windows. Real API tokens are far shorter.
 */
const TOKEN_MAX_LENGTH = 2560;

export type ParsedToken =
  | { ok: true; token: string }
  | { ok: false; code: 'token.empty' }
  | { ok: false; code: 'token.tooLong'; max: number }
  | { ok: false; code: 'token.invalidChar'; position: number };

/**
 * Surrounding whitespace (a trailing newline, a space copied with the token) is dropped: it is
 * never part of a bearer token. Inside, only visible ASCII is allowed: that is what an HTTP
 * header can carry, and a space or control character means a broken copy.
 */
export function parseToken(raw: string): ParsedToken {
  const token = raw.trim();
  if (token === '') return { ok: false, code: 'token.empty' };
  if (token.length > TOKEN_MAX_LENGTH) return { ok: false, code: 'token.tooLong', max: TOKEN_MAX_LENGTH };
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c < 0x21 || c > 0x7e) return { ok: false, code: 'token.invalidChar', position: i + 1 };
  }
  return { ok: true, token };
}

/** A token that failed parseToken, explained without the token. */
export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
  constructor(readonly code: Exclude<ParsedToken, { ok: true }>['code'], readonly text: Text) {
    super(format('en', text.key, text.values));
  }
}

export function invalidTokenError(result: Exclude<ParsedToken, { ok: true }>): InvalidTokenError {
  switch (result.code) {
    case 'token.empty':
      return new InvalidTokenError(result.code, text('tokenInput.empty'));
    case 'token.tooLong':
      return new InvalidTokenError(result.code, text('tokenInput.tooLong', { max: result.max }));
    case 'token.invalidChar':
      return new InvalidTokenError(result.code, text('tokenInput.invalidChar', { position: result.position }));
  }
}

/** parseToken for callers that want the token or an error to show. */
export function requireToken(raw: string): string {
  const result = parseToken(raw);
  if (!result.ok) throw invalidTokenError(result);
  return result.token;
}
