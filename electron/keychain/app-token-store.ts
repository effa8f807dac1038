// The app's token store: the keychain first; a token kept in memory for this session only
// when, and only when, the user chose that after the keychain failed. Nothing falls back on
// its own: a keychain failure reaches the caller as a KeychainError, which the app shows with
// the session-only offer (keychainErrorText(error, 'app')).
import { requireToken } from './parse-token';
import { assertOrigin } from './token-store';
import type { TokenStatus, TokenStore } from './token-store';

export interface AppTokenStore extends TokenStore {
  /** The user's explicit choice: use this token until the app quits, never written anywhere. */
  useSessionOnly(origin: string, token: string): void;
}

export function createAppTokenStore(keychain: TokenStore): AppTokenStore {
  // Lives and dies with the main process; never serialised, logged or sent over IPC.
  const session = new Map<string, string>();

  return {
    useSessionOnly(origin, raw) {
      assertOrigin(origin);
      session.set(origin, requireToken(raw));
    },

    // A session token is the user's latest explicit choice for that origin, so it wins.
    async status(origin): Promise<TokenStatus> {
      if (session.has(origin)) return { state: 'set', where: 'session' };
      return keychain.status(origin);
    },

    async get(origin) {
      return session.get(origin) ?? keychain.get(origin);
    },

    async set(origin, token) {
      await keychain.set(origin, token);
      // Saved for good now: the session copy would only shadow a later change in the keychain.
      session.delete(origin);
    },

    // The session copy goes first and whatever happens: if the keychain then fails, the user
    // sees why, and no token of this session is left behind.
    async delete(origin) {
      const hadSession = session.delete(origin);
      const hadSaved = await keychain.delete(origin);
      return hadSession || hadSaved;
    },
  };
}
