// The one gate every request passes, in the app (ipcMain) and in the browser harness (HTTP):
// check the sender, check the request against the contract, run the handler, answer with
// the contract's envelope. A handler never sees a request that failed the schema, and an
// unexpected failure becomes one plain sentence, never a stack trace in the window.
import { CHANNELS, type ChannelName, type ChannelRequest, type ChannelResponse } from '../../shared/ipc/contract';
import { text } from '../../shared/messages/text';
import { fail, IpcFailure, ok, type IpcResult } from '../../shared/ipc/result';

/** The main-side handlers: one per channel, taking the request as the contract parsed it. */
export type Handlers = {
  [C in ChannelName]: (request: ChannelRequest<C>) => Promise<ChannelResponse<C>>;
};

export interface DispatchOptions {
  /** Whether the request came from the app's own page (main frame, app origin). */
  trustedSender: boolean;
  /** Where unexpected failures are logged (never the request: it may hold a token). */
  log?: (message: string) => void;
}

export async function dispatch(
  handlers: Handlers,
  channel: string,
  request: unknown,
  { trustedSender, log = (m) => console.error(m) }: DispatchOptions,
): Promise<IpcResult<unknown>> {
  if (!trustedSender) return fail('ipc.forbidden', text('shell.ipc.forbidden'));
  if (!Object.hasOwn(CHANNELS, channel)) return fail('ipc.badRequest', text('shell.ipc.badRequest'));
  const name = channel as ChannelName;
  const parsed = CHANNELS[name].request.safeParse(request ?? {});
  if (!parsed.success) {
    // The issue paths only, never the values: a malformed setToken request still holds a token.
    log(`ipc ${name}: bad request at ${parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ')}`);
    return fail('ipc.badRequest', text('shell.ipc.badRequest'));
  }
  try {
    const handler = handlers[name] as (r: unknown) => Promise<unknown>;
    return ok(await handler(parsed.data));
  } catch (error) {
    if (error instanceof IpcFailure) return fail(error.code, error.text);
    log(`ipc ${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return fail('ipc.internal', text('shell.ipc.internal'));
  }
}
