// The command-line tool's composition root: where the history, the settings and the keychain
// are, built once from the process's environment. Commands receive these, so tests can point
// them at temporary folders.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveDataDir } from '../data-dir/data-dir';
import { historyFilePath } from '../history/history-path';
import { createTokenStore, keychainTimeoutMs } from '../keychain/token-store';
import type { TokenStore } from '../keychain/token-store';
import { childProcessKeytar } from '../keychain/keytar-in-child';
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

/**
 * Under Node (dist/cli/article-importer.cjs), keytar runs in a helper process beside the bundle,
 * so a keychain that stopped answering cannot keep the tool from exiting. Inside the desktop
 * app's executable there is no Node to run it (RunAsNode is fused off): keytar runs in-process.
 */
function keytarForCli(): { loadKeytar?: ReturnType<typeof childProcessKeytar> } {
  const helper = typeof __dirname === 'string' ? path.join(__dirname, 'keytar-helper.cjs') : '';
  return process.versions.electron === undefined && helper !== '' && existsSync(helper) ? { loadKeytar: childProcessKeytar(helper) } : {};
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
    // At a terminal the keychain may ask for its password: give the person time to type it.
    tokenStore: createTokenStore({
      timeoutMs: keychainTimeoutMs(io.stdin.isTTY === true || io.stderr.isTTY === true),
      ...keytarForCli(),
    }),
    sendImport,
  };
}
