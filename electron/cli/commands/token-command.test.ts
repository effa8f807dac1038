import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { KeytarLike } from '../../keychain/load-keytar';
import { createTokenStore } from '../../keychain/token-store';
import { createSettingsStore } from '../../settings/settings-store';
import { runTokenCommand } from './token-command';
import { EXIT } from '../exit-codes';
import type { TokenCommandDeps } from './token-command';
import { fakeCliIo } from '../../../test-support/fake-cli-io';

const TOKEN = 'tok_cli_3c9e1b5d7f2a4e60b8d1';
const ORIGIN = 'https://cfg.example';

const fakeIo = fakeCliIo;

function memoryKeytar(): KeytarLike & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    async getPassword(_s, a) { return entries.get(a) ?? null; },
    async setPassword(_s, a, p) { entries.set(a, p); },
    async deletePassword(_s, a) { return entries.delete(a); },
  };
}

function deps(keytar: KeytarLike | null = memoryKeytar(), defaultBaseUrl: string | null = null): TokenCommandDeps {
  return {
    tokenStore: createTokenStore({ loadKeytar: () => { if (!keytar) throw new Error("Cannot find module 'keytar'"); return keytar; } }),
    readSettings: async () => ({ defaultBaseUrl }),
  };
}

describe('token set', () => {
  it('saves the first line of piped input for the origin, and prints no token', async () => {
    const keytar = memoryKeytar();
    const f = fakeIo();
    f.stdin.end(`${TOKEN}\r\nsecond line is ignored\n`);
    expect(await runTokenCommand(['set', '--base-url', 'https://CFG.example/shop/'], f.io, deps(keytar))).toBe(0);
    expect([...keytar.entries]).toEqual([[ORIGIN, TOKEN]]);
    expect(f.json()).toEqual({ baseUrl: 'https://cfg.example/shop', origin: ORIGIN, state: 'set', where: 'keychain' });
    expect(f.err()).toMatch(/saved in the system keychain/);
    expect(f.out() + f.err()).not.toContain(TOKEN);
  });

  it('stops reading after the first line even if the pipe stays open', async () => {
    const keytar = memoryKeytar();
    const f = fakeIo();
    f.stdin.write(`${TOKEN}\n`); // never ended
    expect(await runTokenCommand(['set', '--base-url=https://cfg.example'], f.io, deps(keytar))).toBe(0);
    expect(keytar.entries.get(ORIGIN)).toBe(TOKEN);
  });

  it('reads a typed token on a terminal in raw mode, showing nothing of it', async () => {
    const keytar = memoryKeytar();
    const f = fakeIo();
    const rawModes: boolean[] = [];
    f.stdin.isTTY = true;
    f.stdin.setRawMode = (mode: boolean) => rawModes.push(mode);
    const done = runTokenCommand(['set', '--base-url', ORIGIN], f.io, deps(keytar));
    // Typed in pieces, with a typo fixed by backspace and a stray arrow key.
    f.stdin.write(TOKEN.slice(0, 10));
    f.stdin.write('X\u007f\x1b[D');
    f.stdin.write(`${TOKEN.slice(10)}\r`);
    expect(await done).toBe(0);
    expect(keytar.entries.get(ORIGIN)).toBe(TOKEN);
    expect(rawModes).toEqual([true, false]);
    expect(f.err()).toMatch(/^Paste the API token for https:\/\/cfg\.example and press Enter \(nothing is shown while you type\): \n/);
    expect(f.err()).not.toMatch(/\*/);
    expect(f.out() + f.err()).not.toContain(TOKEN.slice(0, 6));
  });

  it('saves nothing when Ctrl-C is pressed at the prompt, and restores the terminal', async () => {
    const keytar = memoryKeytar();
    const f = fakeIo();
    const setRawMode = vi.fn();
    Object.assign(f.stdin, { isTTY: true, setRawMode });
    const done = runTokenCommand(['set', '--base-url', ORIGIN], f.io, deps(keytar));
    f.stdin.write('tok_half\u0003');
    expect(await done).toBe(EXIT.interrupted);
    expect(keytar.entries.size).toBe(0);
    expect(setRawMode.mock.calls).toEqual([[true], [false]]);
    expect(f.err()).toMatch(/Cancelled: no token was saved/);
  });

  it('refuses to read from a terminal that cannot hide input', async () => {
    const f = fakeIo();
    f.stdin.isTTY = true;
    expect(await runTokenCommand(['set', '--base-url', ORIGIN], f.io, deps())).toBe(64);
    expect(f.err()).toMatch(/cannot hide what is typed/);
  });

  it('explains empty input and a malformed token without repeating it', async () => {
    const empty = fakeIo();
    empty.stdin.end('');
    expect(await runTokenCommand(['set', '--base-url', ORIGIN], empty.io, deps())).toBe(64);
    expect(empty.err()).toMatch(/No token was read/);

    const bad = fakeIo();
    bad.stdin.end(`${TOKEN} ${TOKEN}\n`);
    expect(await runTokenCommand(['set', '--base-url', ORIGIN], bad.io, deps())).toBe(64);
    expect(bad.err()).toMatch(/position 29.*\n.*developer mode/);
    expect(bad.out() + bad.err()).not.toContain(TOKEN);
  });

  it('never takes, nor echoes, a token given as an argument', async () => {
    for (const args of [['set', TOKEN], [TOKEN], ['set', `--${TOKEN}`], ['set', '--base-url', ORIGIN, `--token=${TOKEN}`]]) {
      const keytar = memoryKeytar();
      const f = fakeIo();
      f.stdin.end(`${TOKEN}\n`);
      expect(await runTokenCommand(args, f.io, deps(keytar))).toBe(64);
      expect(keytar.entries.size).toBe(0);
      expect(f.out() + f.err()).not.toContain(TOKEN);
      expect(f.err()).toMatch(/never accepted as an argument|takes set, status or delete/);
    }
  });

  it('reports an unusable keychain with its own exit code and the way out for the command line', async () => {
    const f = fakeIo();
    f.stdin.end(`${TOKEN}\n`);
    expect(await runTokenCommand(['set', '--base-url', ORIGIN], f.io, deps(null))).toBe(EXIT.unavailable);
    expect(f.json()).toMatchObject({ origin: ORIGIN, error: { code: 'keychain.unavailable' } });
    expect(f.err()).toMatch(/cannot use the system keychain.*ARTICLE_IMPORTER_TOKEN/);
    expect(f.err()).toMatch(/The system said: Cannot find module 'keytar'/);
    expect(f.out() + f.err()).not.toContain(TOKEN);
  });
});

describe('token status and delete', () => {
  it('reports whether a token is saved, and whether the environment overrides it', async () => {
    const keytar = memoryKeytar();
    const absent = fakeIo();
    expect(await runTokenCommand(['status', '--base-url', ORIGIN], absent.io, deps(keytar))).toBe(0);
    expect(absent.json()).toEqual({ baseUrl: ORIGIN, origin: ORIGIN, state: 'absent', where: 'keychain', environment: false });
    expect(absent.err()).toMatch(/No token for https:\/\/cfg\.example is saved[\s\S]*developer mode/);

    keytar.entries.set(ORIGIN, TOKEN);
    const set = fakeIo({ ARTICLE_IMPORTER_TOKEN: 'tok_env' });
    expect(await runTokenCommand(['status', '--base-url', ORIGIN], set.io, deps(keytar))).toBe(0);
    expect(set.json()).toMatchObject({ state: 'set', environment: true });
    expect(set.err()).toMatch(/ARTICLE_IMPORTER_TOKEN is set/);
    expect(set.out() + set.err()).not.toMatch(/tok_env|tok_cli/);
  });

  it('deletes the saved token, and says so when there was none', async () => {
    const keytar = memoryKeytar();
    keytar.entries.set(ORIGIN, TOKEN);
    const first = fakeIo();
    expect(await runTokenCommand(['delete', '--base-url', ORIGIN], first.io, deps(keytar))).toBe(0);
    expect(first.json()).toMatchObject({ deleted: true });
    expect(keytar.entries.size).toBe(0);
    const second = fakeIo();
    expect(await runTokenCommand(['delete', '--base-url', ORIGIN], second.io, deps(keytar))).toBe(0);
    expect(second.json()).toMatchObject({ deleted: false });
    expect(second.err()).toMatch(/nothing was removed/);
  });
});

describe('token base URL and usage', () => {
  it('takes the base URL from ARTICLE_IMPORTER_BASE_URL, else the saved default', async () => {
    const env = fakeIo({ ARTICLE_IMPORTER_BASE_URL: 'https://env.example' });
    await runTokenCommand(['status'], env.io, deps(memoryKeytar(), 'https://saved.example'));
    expect(env.json()).toMatchObject({ origin: 'https://env.example' });
    const saved = fakeIo();
    await runTokenCommand(['status'], saved.io, deps(memoryKeytar(), 'https://saved.example'));
    expect(saved.json()).toMatchObject({ origin: 'https://saved.example' });
  });

  it('explains how to pass a base URL when there is none, and why one is unusable', async () => {
    const none = fakeIo();
    expect(await runTokenCommand(['status'], none.io, deps())).toBe(64);
    expect(none.err()).toMatch(/--base-url https:\/\/.*ARTICLE_IMPORTER_BASE_URL/);
    const bad = fakeIo();
    expect(await runTokenCommand(['status', '--base-url', 'http://cfg.example'], bad.io, deps())).toBe(64);
    expect(bad.err()).toMatch(/^The base URL is not usable: /);
    const missing = fakeIo();
    expect(await runTokenCommand(['status', '--base-url'], missing.io, deps())).toBe(64);
    expect(missing.err()).toMatch(/--base-url needs a value/);
  });

  it('prints its usage for --help, and for no action', async () => {
    const help = fakeIo();
    expect(await runTokenCommand(['--help'], help.io, deps())).toBe(0);
    expect(help.out()).toMatch(/^Usage: article-importer token set\|status\|delete/);
    const nothing = fakeIo();
    expect(await runTokenCommand([], nothing.io, deps())).toBe(64);
  });
});

describe('token with the settings store', () => {
  it('takes the default base URL saved in the data folder', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-token-cmd-'));
    try {
      const settings = createSettingsStore({ dataDir });
      await settings.setDefaultBaseUrl('https://saved.example');
      const f = fakeIo();
      expect(await runTokenCommand(['status'], f.io, { tokenStore: deps().tokenStore, readSettings: () => settings.read() })).toBe(0);
      expect(f.json()).toMatchObject({ origin: 'https://saved.example', state: 'absent' });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
