// Which token `send` uses on the command line. ARTICLE_IMPORTER_TOKEN wins when set: it is
// the explicit choice for this run, and a pipeline on a machine without a keychain must not
// wait on one. A token is never read from argv (other processes could see it there).
import { text } from '../../shared/messages/text';
import { InvalidTokenError, parseToken, invalidTokenError } from './parse-token';
import type { TokenStore } from './token-store';

export const TOKEN_ENV = 'ARTICLE_IMPORTER_TOKEN';

export type CliToken = { token: string; source: 'environment' | 'keychain' };

/**
 * The token for `origin`, or null when none is set. Throws InvalidTokenError for a malformed
 * ARTICLE_IMPORTER_TOKEN and KeychainError when the keychain had to be asked and failed.
 */
export async function resolveCliToken(origin: string, env: Record<string, string | undefined>, store: Pick<TokenStore, 'get'>): Promise<CliToken | null> {
  const fromEnv = env[TOKEN_ENV];
  if (fromEnv !== undefined && fromEnv !== '') {
    const parsed = parseToken(fromEnv);
    if (!parsed.ok) {
      const error = invalidTokenError(parsed);
      throw new InvalidTokenError(error.code, text('tokenInput.fromEnvironment', { variable: TOKEN_ENV, problem: error.text }));
    }
    return { token: parsed.token, source: 'environment' };
  }
  const saved = await store.get(origin);
  return saved === null ? null : { token: saved, source: 'keychain' };
}
