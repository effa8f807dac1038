// The real keychain for tests: gnome-keyring's Secret Service in a private D-Bus session, for
// a child process with its own temporary HOME and XDG folders, so a developer's keychain is
// never touched and nothing outlives the test (dbus-run-session ends the bus and the daemon).
// Used by the keychain tests and by the e2e harness processes.
import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

/** The tools the private keyring needs that this machine lacks (.ci/run installs them). */
export function missingKeyringTools(): string[] {
  return ['dbus-run-session', 'gnome-keyring-daemon'].filter((tool) => !has(tool));
}

export const hasSecretTool = () => has('secret-tool');

/**
 * A clean environment under `home`: no DISPLAY (no unlock prompt can appear on a developer's
 * screen) and no inherited session bus. gnome-keyring puts its control socket in
 * XDG_RUNTIME_DIR, which must be private, so it is created here with mode 0700.
 */
export async function isolatedEnv(home: string, extra: Record<string, string> = {}): Promise<Record<string, string>> {
  await mkdir(path.join(home, 'run'), { recursive: true, mode: 0o700 });
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    XDG_DATA_HOME: path.join(home, 'xdg-data'),
    XDG_CONFIG_HOME: path.join(home, 'xdg-config'),
    XDG_CACHE_HOME: path.join(home, 'xdg-cache'),
    XDG_RUNTIME_DIR: path.join(home, 'run'),
    NODE: process.execPath,
    ...extra,
  };
}

/** A shell step that starts the keyring's Secret Service, unlocked with a throwaway password. */
export const UNLOCK_KEYRING = 'printf %s pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null';

/** argv running `script` (sh) in a private D-Bus session. */
export function inPrivateSession(script: string, busArgs: string[] = []): [string, ...string[]] {
  return ['dbus-run-session', ...busArgs, '--', 'sh', '-c', script];
}
