// Whether the keyring is locked, asked when the keychain says "no such entry". A locked
// Secret Service collection (GNOME Keyring, KWallet's bridge) that cannot show its unlock
// prompt (an SSH session, a pipeline) answers a lookup with nothing and a delete with false,
// exactly as if no token were saved: "absent" would then be a lie, and `token set` would
// tell the user to save a token that is there. macOS reports a locked keychain as an error
// of its own (classified in keychain-error), and Windows' Credential Manager does not lock.
import { execFile } from 'node:child_process';

export type LockedCheck = () => Promise<boolean>;

const DEFAULT_COLLECTION = '/org/freedesktop/secrets/aliases/default';

/**
 * Linux: asks the Secret Service for the default collection's Locked property with gdbus
 * (GLib's tool, present wherever libsecret is on a desktop). Without gdbus, or without an
 * answer within the bound, it cannot tell, and says "not locked".
 */
export const secretServiceLocked: LockedCheck = () =>
  new Promise((resolve) => {
    if (process.platform !== 'linux') return resolve(false);
    execFile(
      'gdbus',
      ['call', '--session', '--dest', 'org.freedesktop.secrets', '--object-path', DEFAULT_COLLECTION, '--method', 'org.freedesktop.DBus.Properties.Get', 'org.freedesktop.Secret.Collection', 'Locked'],
      { timeout: 2000 },
      (error, stdout) => resolve(!error && /\(<true>,?\)/.test(stdout)),
    );
  });
