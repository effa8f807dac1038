// Exit codes of the command-line tool, as product.md fixes them. Pipelines branch on these.
export const EXIT = {
  /** valid / accepted */
  ok: 0,
  /** the payload has errors (nothing sent) */
  payloadErrors: 1,
  /** the file cannot be read or is not JSON */
  unreadable: 2,
  /** the server rejected the request (4xx) */
  rejected: 3,
  /** no answer, a network failure or a server failure (5xx): the outcome may be unknown */
  noAnswer: 4,
  /** usage error */
  usage: 64,
  /** nothing sent (or, for `changes`, would not be): the file leaves out too many of the target's articles or has price jumps, not confirmed */
  guarded: 65,
  /** the history file cannot be read (`history`) */
  historyUnreadable: 66,
  /**
   * sysexits.h's EX_UNAVAILABLE: something the command needs cannot be used. The system keychain
   * (token-command.ts) or, here, the data folder's settings.json (a pipe, a device, a folder,
   * too large, no permission): nothing was done.
   */
  settingsUnreadable: 69,
  /** an internal error of the tool itself (a bug): never a statement about the server */
  internal: 70,
  /** nothing sent: the history, which records every send, cannot be written */
  historyUnwritable: 73,
  /** nothing sent: another send to the same target is in flight on this computer (EX_TEMPFAIL: try again later) */
  tempFail: 75,
  /** stopped by Ctrl-C before anything was sent */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
