// The command-line tool's composition root: where the history, the settings and the keychain
// are, built once from the process's environment. Commands receive these, so tests can point
// them at temporary folders.
import os from 'node:os';
import { resolveDataDir } from '../data-dir/data-dir';
import { historyFilePath } from '../history/history-entry';
import { createSettingsStore } from '../settings/settings-store';
import { createTokenStore, keychainTimeoutMs } from '../keychain/token-store';
import type { TokenStore } from '../keychain/token-store';
import type { Settings } from '../settings/settings-schema';
import { sendImport } from '../net/import-client';
import type { CliIo } from './cli-io';

export interface CliDeps {
  dataDir: string;
  historyFile: string;
  readSettings: () => Promise<Settings>;
  tokenStore: TokenStore;
  sendImport: typeof sendImport;
}

export function cliDeps(io: CliIo): CliDeps {
  const dataDir = resolveDataDir({ env: io.env, platform: process.platform, homedir: os.homedir(), cwd: io.cwd });
  const settings = createSettingsStore({ dataDir });
  return {
    dataDir,
    historyFile: historyFilePath(dataDir),
    readSettings: () => settings.read(),
    // At a terminal the keychain may ask for its password: give the person time to type it.
    tokenStore: createTokenStore({ timeoutMs: keychainTimeoutMs(io.stdin.isTTY === true || io.stderr.isTTY === true) }),
    sendImport,
  };
}
