// Every channel answers with one envelope: `{ ok: true, value }` or `{ ok: false, error }`.
// An envelope rather than a rejected promise because Electron's invoke (and contextBridge)
// keep only an Error's message: the code the UI branches on would be lost on the way.
import { z } from 'zod';
import type { Text } from '../messages/text';
import { textSchema } from './schemas';

/** Failures any channel can give, besides its own. */
export const COMMON_ERROR_CODES = [
  /** The request did not match the contract (a bug in the caller, or a hostile frame). */
  'ipc.badRequest',
  /** The request came from a frame that is not the app's own main frame. */
  'ipc.forbidden',
  /** The handler failed unexpectedly; the message says what the user can do. */
  'ipc.internal',
] as const;

export const ipcErrorSchema = z.object({
  /** Stable code for the UI to branch on (e.g. `keychain.unavailable`, `document.stale`). */
  code: z.string(),
  /** One plain-language sentence, worded by the window in its language. */
  message: textSchema,
});
export type IpcError = z.infer<typeof ipcErrorSchema>;

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export function resultSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: ipcErrorSchema }),
  ]);
}

export function ok<T>(value: T): IpcResult<T> {
  return { ok: true, value };
}

export function fail(code: string, message: Text): IpcResult<never> {
  return { ok: false, error: { code, message } };
}

/**
 * Thrown by a handler to answer `{ ok: false, error }` with an expected failure; anything
 * else thrown becomes `ipc.internal`.
 */
export class IpcFailure extends Error {
  constructor(readonly code: string, readonly text: Text) {
    super(text.key);
    this.name = 'IpcFailure';
  }
}
