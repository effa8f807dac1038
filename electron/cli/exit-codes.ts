// Exit codes of the command-line tool, as product.md fixes them. Pipelines branch on these.
import { isSendable, isUnreadable, type Report } from '../../shared/report/report';

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
   * sysexits.h's EX_UNAVAILABLE: something the command needs cannot be used: the system keychain
   * (unavailable, locked, refused, no answer) or the data folder's settings.json (a pipe, a device,
   * a folder, too large, no permission). Nothing was done. None of product.md's codes fits: 1, 2
   * and 3 are about the payload, the file and the server, 4 says an import's outcome may be
   * unknown, 64 says the command was called wrongly.
   */
  unavailable: 69,
  /** an internal error of the tool itself (a bug): never a statement about the server */
  internal: 70,
  /** nothing sent: the history, which records every send, cannot be written */
  historyUnwritable: 73,
  /** nothing written (`fix`, `set-aside`): a new file cannot be created where asked (sysexits.h's EX_CANTCREAT, as for the history) */
  outputUnwritable: 73,
  /** nothing sent: another send to the same target is in flight on this computer (EX_TEMPFAIL: try again later) */
  tempFail: 75,
  /** stopped by Ctrl-C before anything was sent, or at the hidden token prompt (raw mode turns it into a key): the shell's 128 + SIGINT */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** What a checked file means for a pipeline: 0 valid, 1 errors, 2 not JSON (validate, send, changes). */
export function exitCodeForReport(report: Report): ExitCode {
  if (isUnreadable(report)) return EXIT.unreadable;
  return isSendable(report) ? EXIT.ok : EXIT.payloadErrors;
}
