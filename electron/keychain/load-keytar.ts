// keytar is an optionalDependency: `npm install` succeeds where its native part cannot be
// built, and then this loader throws and the token store reports the keychain as unavailable
// instead of the whole app or CLI failing to start.
import { createRequire } from 'node:module';

/** The part of keytar the token store uses. */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** Returns keytar or throws why it cannot be loaded. */
export type KeytarLoader = () => KeytarLike;

export const loadKeytar: KeytarLoader = () => {
  // In an ES module `import.meta.url` locates node_modules; in a CommonJS bundle (the built
  // main process) import.meta is empty, and __filename is the bundle's own path.
  const from = typeof __filename === 'string' ? __filename : import.meta.url;
  const keytar = createRequire(from)('keytar') as Partial<KeytarLike>;
  if (typeof keytar.getPassword !== 'function' || typeof keytar.setPassword !== 'function' || typeof keytar.deletePassword !== 'function') {
    throw new Error('the keytar module does not have the expected functions');
  }
  return keytar as KeytarLike;
};
