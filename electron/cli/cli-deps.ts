// The command-line tool's composition root: where the history, the settings and the keychain
// are, built once from the process's environment. Commands receive these, so tests can point
// them at temporary folders.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveDataDir } from '../data-dir/data-dir';
import { historyFilePath } from '../history/history-path';
import type { TokenStore } from '../keychain/token-store';
import type { Settings } from '../settings/settings-schema';
import type { sendImport } from '../net/import-client';
import type { CliIo } from './cli-io';

export interface CliDeps {
  dataDir: string;
  historyFile: string;
  readSettings: () => Promise<Settings>;
  tokenStore: TokenStore;
  sendImport: typeof sendImport;
}

/**
 * Under Node (dist/cli/article-importer.cjs), keytar runs in a helper process beside the bundle,
 * so a keychain that stopped answering cannot keep the tool from exiting. Inside the desktop
 * app's executable there is no Node to run it (RunAsNode is fused off): keytar runs in-process.
 */
async function cliTokenStore(io: CliIo): Promise<TokenStore> {
  const [{ createTokenStore, keychainTimeoutMs }, { childProcessKeytar }] = await Promise.all([import('../keychain/token-store'), import('../keychain/keytar-in-child')]);
  const helper = typeof __dirname === 'string' ? path.join(__dirname, 'keytar-helper.cjs') : '';
  const inHelper = process.versions.electron === undefined && helper !== '' && existsSync(helper);
  return createTokenStore({
    // At a terminal the keychain may ask for its password: give the person time to type it.
    timeoutMs: keychainTimeoutMs(io.stdin.isTTY === true || io.stderr.isTTY === true),
    ...(inHelper ? { loadKeytar: childProcessKeytar(helper) } : {}),
  });
}

/** A token store made on its first call. */
function tokenStoreOnUse(make: () => Promise<TokenStore>): TokenStore {
  let store: Promise<TokenStore> | undefined;
  const made = () => (store ??= make());
  return {
    status: async (origin) => (await made()).status(origin),
    get: async (origin) => (await made()).get(origin),
    set: async (origin, token) => (await made()).set(origin, token),
    delete: async (origin) => (await made()).delete(origin),
  };
}

export function cliDeps(io: CliIo): CliDeps {
  const dataDir = resolveDataDir({ env: io.env, platform: process.platform, homedir: os.homedir(), cwd: io.cwd });
  // Read-only: the tool uses the settings the app keeps, and never writes them (not even to repair one).
  // Their store (and schema) is loaded when they are first read: `send` with --base-url reads
  // them after its check, and what is loaded before the check is held through its peak.
  let settings: Promise<{ read(): Promise<Settings> }> | undefined;
  const settingsStore = () => (settings ??= import('../settings/settings-store').then((store) => store.createSettingsStore({ dataDir, readOnly: true })));
  return {
    dataDir,
    historyFile: historyFilePath(dataDir),
    readSettings: async () => (await settingsStore()).read(),
    // The keychain and the HTTP client too (child_process, http, https, tls: about 2 MiB),
    // which `send` uses only after its check.
    tokenStore: tokenStoreOnUse(() => cliTokenStore(io)),
    sendImport: async (...args) => (await import('../net/import-client')).sendImport(...args),
  };
}
