// The token channels. The token goes in (setToken, useTokenForSession) and never comes out:
// every answer is a TokenStatus that says only where a token is kept. Keychain failures come
// back as their typed code with the message that offers the session-only way.
import type { ChannelRequest, ChannelResponse } from '../../shared/ipc/contract';
import { IpcFailure } from '../../shared/ipc/result';
import { parseBaseUrl } from '../../shared/targets/base-url';
import type { AppTokenStore } from '../keychain/app-token-store';
import { KeychainError, keychainErrorText } from '../keychain/keychain-error';
import { InvalidTokenError } from '../keychain/parse-token';
import type { TokenStore } from '../keychain/token-store';

type TokenStatus = ChannelResponse<'tokenStatus'>;

export interface TokenDeps {
  /** The app's store: keychain, plus the session-only tokens the user chose. */
  tokens: AppTokenStore;
  /** The keychain alone, to tell whether it is reachable while a session token is in use. */
  keychain: TokenStore;
}

export function createTokenHandlers({ tokens, keychain }: TokenDeps) {
  async function status(origin: string): Promise<TokenStatus> {
    try {
      const found = await tokens.status(origin);
      if (found.state === 'set' && found.where === 'session') {
        // A session token answers without the keychain; the UI still needs to know whether
        // "save it in the keychain" is possible now.
        return { origin, stored: 'session', keychain: await probe(origin) };
      }
      return { origin, stored: found.state === 'set' ? 'keychain' : 'none', keychain: { available: true } };
    } catch (error) {
      if (error instanceof KeychainError) return { origin, stored: 'none', keychain: unavailable(error) };
      throw error;
    }
  }

  async function probe(origin: string): Promise<TokenStatus['keychain']> {
    try {
      await keychain.status(origin);
      return { available: true };
    } catch (error) {
      if (error instanceof KeychainError) return unavailable(error);
      throw error;
    }
  }

  return {
    async tokenStatus({ baseUrl }: ChannelRequest<'tokenStatus'>): Promise<TokenStatus> {
      return status(originOf(baseUrl));
    },
    async setToken({ baseUrl, token }: ChannelRequest<'setToken'>): Promise<TokenStatus> {
      const origin = originOf(baseUrl);
      await guarded(() => tokens.set(origin, token));
      return status(origin);
    },
    async useTokenForSession({ baseUrl, token }: ChannelRequest<'useTokenForSession'>): Promise<TokenStatus> {
      const origin = originOf(baseUrl);
      await guarded(async () => tokens.useSessionOnly(origin, token));
      return status(origin);
    },
    async removeToken({ baseUrl }: ChannelRequest<'removeToken'>): Promise<TokenStatus> {
      const origin = originOf(baseUrl);
      await guarded(() => tokens.delete(origin));
      return status(origin);
    },
  };
}

/** Tokens are kept per origin of a valid base URL; anything else is refused with its reason. */
function originOf(baseUrl: string): string {
  const parsed = parseBaseUrl(baseUrl);
  if (!parsed.ok) throw new IpcFailure(`baseUrl.${parsed.problem}`, parsed.message);
  return parsed.origin;
}

function unavailable(error: KeychainError): TokenStatus['keychain'] {
  return { available: false, message: keychainErrorText(error, 'app') };
}

async function guarded(action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    // Both messages are written without the token (parse-token and keychain-error redact).
    if (error instanceof InvalidTokenError) throw new IpcFailure(error.code, error.text);
    if (error instanceof KeychainError) throw new IpcFailure(error.code, keychainErrorText(error, 'app'));
    throw error;
  }
}
