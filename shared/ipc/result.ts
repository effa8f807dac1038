// Every channel answers with one envelope: `{ ok: true, value }` or `{ ok: false, error }`.
// An envelope rather than a rejected promise because Electron's invoke (and contextBridge)
// keep only an Error's message: the code the UI branches on would be lost on the way.
import type { Text } from '../messages/text';
import type { IpcErrorCode } from './contract';

interface IpcError {
  /** Stable code for the UI to branch on (e.g. `keychain.unavailable`, `document.stale`): one its channel declares (contract.ts). */
  code: string;
  /** One plain-language sentence, worded by the window in its language. */
  message: Text;
}

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export function ok<T>(value: T): IpcResult<T> {
  return { ok: true, value };
}

export function fail(code: IpcErrorCode, message: Text): IpcResult<never> {
  return { ok: false, error: { code, message } };
}

/**
 * Thrown by a handler to answer `{ ok: false, error }` with an expected failure; anything
 * else thrown becomes `ipc.internal`. Only a code some channel declares compiles; that it is
 * declared for the channel whose handler raises it, contract-errors.test.ts checks.
 */
export class IpcFailure extends Error {
  constructor(readonly code: IpcErrorCode, readonly text: Text) {
    super(text.key);
    this.name = 'IpcFailure';
  }
}
