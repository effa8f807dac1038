import { words } from '../../test-support/words';
import { describe, expect, it, vi } from 'vitest';
import { KeychainError, classifyKeychainFailure, keychainErrorText } from './keychain-error';
import type { KeytarLike } from './load-keytar';
import { loadKeytar } from './load-keytar';
import { InvalidTokenError } from './parse-token';
import { createTokenStore } from './token-store';

const ORIGIN = 'https://cfg.example';
const TOKEN = 'tok_7f3a9c1e5b2d4f60a8e1';

/** An in-memory keychain: the real one is exercised in keychain-real.test.ts. */
function memoryKeytar(): KeytarLike & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    async getPassword(service, account) { return entries.get(`${service}|${account}`) ?? null; },
    async setPassword(service, account, password) { entries.set(`${service}|${account}`, password); },
    async deletePassword(service, account) { return entries.delete(`${service}|${account}`); },
  };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

function everyText(error: unknown): string {
  const e = error as Error & { detail?: string };
  return [e.message, e.detail ?? '', e.stack ?? '', String(e), JSON.stringify(e)].join('\n');
}

describe('createTokenStore', () => {
  it('keeps one entry per origin under the app service: set, status, get, delete', async () => {
    const keytar = memoryKeytar();
    const store = createTokenStore({ loadKeytar: () => keytar });
    expect(await store.status(ORIGIN)).toEqual({ state: 'absent', where: 'keychain' });
    await store.set(ORIGIN, `  ${TOKEN}\n`);
    expect([...keytar.entries]).toEqual([[`article-importer|${ORIGIN}`, TOKEN]]);
    expect(await store.status(ORIGIN)).toEqual({ state: 'set', where: 'keychain' });
    expect(await store.status('https://staging.cfg.example')).toEqual({ state: 'absent', where: 'keychain' });
    expect(await store.get(ORIGIN)).toBe(TOKEN);
    expect(await store.delete(ORIGIN)).toBe(true);
    expect(await store.delete(ORIGIN)).toBe(false);
    expect(await store.get(ORIGIN)).toBeNull();
  });

  it('says locked, not "no token", when a locked keyring finds nothing (what send and the app then show)', async () => {
    const keytar = memoryKeytar();
    const store = createTokenStore({ loadKeytar: () => keytar, isLocked: async () => true });
    await expect(store.get('https://cfg.example')).rejects.toMatchObject({ code: 'keychain.locked' });
    await expect(store.status('https://cfg.example')).rejects.toMatchObject({ code: 'keychain.locked' });
    await expect(store.delete('https://cfg.example')).rejects.toMatchObject({ code: 'keychain.locked' });
    const unlocked = createTokenStore({ loadKeytar: () => keytar, isLocked: async () => false });
    expect(await unlocked.get('https://cfg.example')).toBeNull();
  });

  it('loads keytar on first use, once', async () => {
    const loader = vi.fn(() => memoryKeytar());
    const store = createTokenStore({ loadKeytar: loader });
    expect(loader).not.toHaveBeenCalled();
    await store.status(ORIGIN);
    await store.status(ORIGIN);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads the installed keytar', () => {
    expect(typeof loadKeytar().getPassword).toBe('function');
  });

  it('reports the keychain as unavailable, explained, when keytar cannot be loaded', async () => {
    const store = createTokenStore({ loadKeytar: () => { throw new Error("Cannot find module 'keytar'"); } });
    const error = await rejection(store.status(ORIGIN));
    expect(error).toBeInstanceOf(KeychainError);
    expect(error).toMatchObject({ code: 'keychain.unavailable', detail: "Cannot find module 'keytar'" });
    expect(words((error as Error).message)).toMatch(/cannot use the system keychain/);
    expect(words(keychainErrorText(error as KeychainError, 'app'))).toMatch(/for this session only/);
    expect(words(keychainErrorText(error as KeychainError, 'cli'))).toMatch(/ARTICLE_IMPORTER_TOKEN/);
  });

  it('gives up on a keychain that does not answer, and a late failure stays quiet', async () => {
    let rejectLate: (reason: Error) => void = () => undefined;
    const keytar: KeytarLike = {
      ...memoryKeytar(),
      setPassword: () => new Promise<void>((_, reject) => { rejectLate = reject; }),
    };
    const store = createTokenStore({ loadKeytar: () => keytar, timeoutMs: 10 });
    const error = await rejection(store.set(ORIGIN, TOKEN));
    expect(error).toMatchObject({ code: 'keychain.timeout' });
    expect(words((error as Error).message)).toMatch(/did not answer in time.*may or may not have been saved/);
    // Vitest fails the run on an unhandled rejection; this one must be absorbed.
    rejectLate(new Error('Prompt dismissed'));
    await new Promise((resolve) => setImmediate(resolve));
  });

  it('does not pile calls onto a keychain that is still stuck, and recovers when it answers', async () => {
    let release: () => void = () => undefined;
    const keytar = memoryKeytar();
    const getPassword = vi.fn(keytar.getPassword);
    getPassword.mockImplementationOnce(() => new Promise((resolve) => { release = () => resolve(null); }));
    const store = createTokenStore({ loadKeytar: () => ({ ...keytar, getPassword }), timeoutMs: 10 });
    await expect(store.status(ORIGIN)).rejects.toMatchObject({ code: 'keychain.timeout' });
    await expect(store.status(ORIGIN)).rejects.toMatchObject({ code: 'keychain.timeout', detail: expect.stringMatching(/earlier/) });
    expect(getPassword).toHaveBeenCalledTimes(1);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await store.status(ORIGIN)).toEqual({ state: 'absent', where: 'keychain' });
  });

  it('turns a keychain failure into a KeychainError without the token, even if the system repeats it', async () => {
    const keytar: KeytarLike = {
      ...memoryKeytar(),
      setPassword: async (_s, _a, password) => { throw new Error(`Cannot create an item in a locked collection (${password})`); },
    };
    const store = createTokenStore({ loadKeytar: () => keytar });
    const error = await rejection(store.set(ORIGIN, TOKEN));
    expect(error).toMatchObject({ code: 'keychain.locked', detail: 'Cannot create an item in a locked collection ([token removed])' });
    expect(everyText(error)).not.toContain(TOKEN);
  });

  it('refuses a malformed token without repeating it, before the keychain is asked', async () => {
    const keytar = memoryKeytar();
    const store = createTokenStore({ loadKeytar: () => keytar });
    for (const bad of ['', '   ', 'abc def', 'abc\u0000def', `${TOKEN}\n${TOKEN}`, 'é'.repeat(3), 'x'.repeat(2561)]) {
      const error = await rejection(store.set(ORIGIN, bad));
      expect(error).toBeInstanceOf(InvalidTokenError);
      if (bad.trim().length > 3) expect(everyText(error)).not.toContain(bad.trim().slice(0, 4));
    }
    expect(keytar.entries.size).toBe(0);
  });

  it('takes only normalised origins as accounts, so one server never gets two entries', async () => {
    const store = createTokenStore({ loadKeytar: memoryKeytar });
    for (const bad of ['https://cfg.example/', 'https://CFG.example', 'https://cfg.example:443', 'cfg.example', 'file:///x']) {
      await expect(store.status(bad)).rejects.toThrow(TypeError);
    }
  });
});

describe('classifyKeychainFailure', () => {
  // The texts keytar gave on this machine's libsecret (see keychain-real.test.ts), and the
  // macOS Security framework's texts for the same situations.
  it.each([
    ['Cannot autolaunch D-Bus without X11 $DISPLAY', 'keychain.unavailable'],
    ['Could not connect: No such file or directory', 'keychain.unavailable'],
    ['Could not connect: Permission denied', 'keychain.unavailable'],
    ['The name org.freedesktop.secrets was not provided by any .service files', 'keychain.unavailable'],
    ['Object does not exist at path “/org/freedesktop/secrets/collection/login”', 'keychain.unavailable'],
    ['Cannot create an item in a locked collection', 'keychain.locked'],
    ['GDBus.Error:org.freedesktop.Secret.Error.IsLocked: Collection is locked', 'keychain.locked'],
    ['User interaction is not allowed.', 'keychain.locked'],
    ['User canceled the operation.', 'keychain.denied'],
    ['Prompt dismissed', 'keychain.denied'],
    ['The specified keychain could not be found.', 'keychain.unavailable'],
    ['Something unheard of', 'keychain.failed'],
  ])('%s → %s', (text, code) => {
    expect(classifyKeychainFailure(new Error(text)).code).toBe(code);
  });
});
