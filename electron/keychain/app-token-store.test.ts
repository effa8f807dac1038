import { describe, expect, it } from 'vitest';
import { createAppTokenStore } from './app-token-store';
import { KeychainError } from './keychain-error';
import { createTokenStore } from './token-store';
import type { KeytarLike } from './load-keytar';

const ORIGIN = 'https://cfg.example';
const TOKEN = 'tok_session_5b2d4f60a8e1';

function memoryKeytar(): KeytarLike {
  const entries = new Map<string, string>();
  return {
    async getPassword(_s, a) { return entries.get(a) ?? null; },
    async setPassword(_s, a, p) { entries.set(a, p); },
    async deletePassword(_s, a) { return entries.delete(a); },
  };
}

const noKeychain = () => createTokenStore({ loadKeytar: () => { throw new Error('not built'); } });

describe('createAppTokenStore', () => {
  it('never falls back to memory on its own: a failed save stays a failure', async () => {
    const store = createAppTokenStore(noKeychain());
    await expect(store.set(ORIGIN, TOKEN)).rejects.toBeInstanceOf(KeychainError);
    await expect(store.status(ORIGIN)).rejects.toMatchObject({ code: 'keychain.unavailable' });
    await expect(store.get(ORIGIN)).rejects.toBeInstanceOf(KeychainError);
  });

  it('keeps a token for the session when the user chooses it', async () => {
    const store = createAppTokenStore(noKeychain());
    store.useSessionOnly(ORIGIN, TOKEN);
    expect(await store.status(ORIGIN)).toEqual({ state: 'set', where: 'session' });
    expect(await store.get(ORIGIN)).toBe(TOKEN);
    // Removing it clears memory even though the keychain cannot be reached to check it too.
    await expect(store.delete(ORIGIN)).rejects.toBeInstanceOf(KeychainError);
    await expect(store.status(ORIGIN)).rejects.toBeInstanceOf(KeychainError);
  });

  it('prefers the keychain once a save there succeeds', async () => {
    const store = createAppTokenStore(createTokenStore({ loadKeytar: memoryKeytar }));
    store.useSessionOnly(ORIGIN, 'tok_old');
    await store.set(ORIGIN, TOKEN);
    expect(await store.status(ORIGIN)).toEqual({ state: 'set', where: 'keychain' });
    expect(await store.get(ORIGIN)).toBe(TOKEN);
    expect(await store.delete(ORIGIN)).toBe(true);
    expect(await store.status(ORIGIN)).toEqual({ state: 'absent', where: 'keychain' });
  });

  it('validates a session token like a saved one', () => {
    const store = createAppTokenStore(noKeychain());
    expect(() => store.useSessionOnly(ORIGIN, 'two words')).toThrow(/space/);
    expect(() => store.useSessionOnly('https://cfg.example/', TOKEN)).toThrow(TypeError);
  });
});
