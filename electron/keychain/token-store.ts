// The API token in the OS keychain (macOS Keychain, Windows Credential Manager, the Secret
// Service on Linux): one entry per base-URL origin. Used by the main process and the CLI only;
// the renderer learns nothing but status().
import { classifyKeychainFailure, keychainError } from './keychain-error';
import { loadKeytar as defaultLoader } from './load-keytar';
import type { KeytarLike, KeytarLoader } from './load-keytar';
import { requireToken } from './parse-token';
import { secretServiceLocked, type LockedCheck } from './keyring-locked';

const KEYCHAIN_SERVICE = 'article-importer';
const KEYCHAIN_TIMEOUT_MS = 5000;
/**
 * When someone is at the keyboard they may be typing the keyring's password into an unlock
 * prompt the keychain raised (GNOME Keyring, macOS Keychain): 5 s is too short for that.
 * Unattended (a pipeline), nobody answers prompts, so the short bound applies.
 */
const INTERACTIVE_KEYCHAIN_TIMEOUT_MS = 60_000;

export function keychainTimeoutMs(interactive: boolean): number {
  return interactive ? INTERACTIVE_KEYCHAIN_TIMEOUT_MS : KEYCHAIN_TIMEOUT_MS;
}

export interface TokenStatus {
  state: 'set' | 'absent';
  /** Which store answered: the keychain, or the app's memory for a session-only token. */
  where: 'keychain' | 'session';
}

export interface TokenStore {
  status(origin: string): Promise<TokenStatus>;
  /** Main process and CLI only: the token never crosses to the renderer. */
  get(origin: string): Promise<string | null>;
  /** Throws InvalidTokenError for a malformed token, KeychainError when it cannot be saved. */
  set(origin: string, token: string): Promise<void>;
  /** Whether a token was removed. */
  delete(origin: string): Promise<boolean>;
}

export interface TokenStoreOptions {
  loadKeytar?: KeytarLoader;
  /** Bound on every keychain call: a Secret Service waiting on an unanswerable prompt never answers. */
  timeoutMs?: number;
  service?: string;
  /** Asked when the keychain finds nothing: a locked keyring finds nothing too. */
  isLocked?: LockedCheck;
}

/** The account is the origin, so `https://host/` and `https://HOST:443` share one entry. */
export function assertOrigin(origin: string): void {
  let parsed: URL | undefined;
  try {
    parsed = new URL(origin);
  } catch {
    // reported below
  }
  if (!parsed || parsed.origin === 'null' || parsed.origin !== origin) {
    throw new TypeError(`Not a normalised origin: ${JSON.stringify(origin)} (expected e.g. "https://host.example")`);
  }
}

export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const { loadKeytar = defaultLoader, timeoutMs = KEYCHAIN_TIMEOUT_MS, service = KEYCHAIN_SERVICE, isLocked = secretServiceLocked } = options;
  let loaded: { ok: true; keytar: KeytarLike } | { ok: false; detail: string } | undefined;

  // Loaded on first use, not at start: an app that never touches the keychain (validation
  // only) must not pay for, or fail on, the native module.
  function keytar(): KeytarLike {
    if (!loaded) {
      try {
        loaded = { ok: true, keytar: loadKeytar() };
      } catch (error) {
        loaded = { ok: false, detail: error instanceof Error ? error.message : String(error) };
      }
    }
    if (!loaded.ok) throw keychainError('keychain.unavailable', loaded.detail, 'keychain.noModule');
    return loaded.keytar;
  }

  // Calls that timed out but are still running. Each holds one of libuv's four pool threads
  // (until the user answers an unlock prompt, or D-Bus gives up after 25 s), so while one is
  // stuck, new calls fail at once instead of piling up and starving file access.
  let stuckCalls = 0;

  async function bounded<T>(call: (k: KeytarLike) => Promise<T>, secret?: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const k = keytar();
      if (stuckCalls > 0) throw keychainError('keychain.timeout', 'an earlier keychain request has not returned yet');
      const pending = Promise.resolve().then(() => call(k));
      // The native call cannot be cancelled: if it loses the race it settles later. Promise.race
      // has subscribed to it, so a late rejection is handled, not "unhandled".
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          stuckCalls++;
          const settled = () => { stuckCalls--; };
          pending.then(settled, settled);
          reject(keychainError('keychain.timeout'));
        }, timeoutMs);
      });
      return await Promise.race([pending, timeout]);
    } catch (error) {
      throw classifyKeychainFailure(error, secret);
    } finally {
      clearTimeout(timer);
    }
  }

  async function get(origin: string): Promise<string | null> {
    assertOrigin(origin);
    const token = await bounded((k) => k.getPassword(service, origin));
    if (token === null || token === '') {
      await failIfLocked();
      return null;
    }
    return token;
  }

  /** "Nothing there" from a locked keyring is not "no token": say locked. */
  async function failIfLocked(): Promise<void> {
    if (await isLocked().catch(() => false)) throw keychainError('keychain.locked', 'the keyring is locked and could not ask to be unlocked');
  }

  return {
    get,
    async status(origin) {
      return { state: (await get(origin)) === null ? 'absent' : 'set', where: 'keychain' };
    },
    async set(origin, raw) {
      assertOrigin(origin);
      const token = requireToken(raw);
      await bounded((k) => k.setPassword(service, origin, token), token);
    },
    async delete(origin) {
      assertOrigin(origin);
      const deleted = await bounded((k) => k.deletePassword(service, origin));
      if (!deleted) await failIfLocked();
      return deleted;
    },
  };
}
