// The command-line tool's exit code for a send's result. The HTTP client reports what happened
// (its outcome code and the answer); what a pipeline branches on is the CLI's business, decided here.
import type { SendResult } from '../net/import-types';
import { EXIT, type ExitCode } from './exit-codes';

const BY_CODE: Record<Exclude<SendResult['code'], 'busy'>, ExitCode> = {
  accepted: EXIT.ok,
  // The server answered and did not import it (4xx, or a redirect the client will not follow).
  unauthorized: EXIT.rejected,
  forbidden: EXIT.rejected,
  notFound: EXIT.rejected,
  rejected: EXIT.rejected,
  clientError: EXIT.rejected,
  tooLarge: EXIT.rejected,
  redirect: EXIT.rejected,
  // No answer, a network failure or a server failure: the outcome may be unknown.
  serverError: EXIT.noAnswer,
  tls: EXIT.noAnswer,
  dns: EXIT.noAnswer,
  connectionRefused: EXIT.noAnswer,
  unreachable: EXIT.noAnswer,
  connectTimeout: EXIT.noAnswer,
  responseTimeout: EXIT.noAnswer,
  connectionLost: EXIT.noAnswer,
  networkError: EXIT.noAnswer,
  cancelled: EXIT.noAnswer,
  // The file could not be sent as validated.
  'refused.fileChanged': EXIT.unreadable,
  'refused.unreadable': EXIT.unreadable,
  // Nothing was sent: what the user gave cannot be used.
  'refused.tokenInvalid': EXIT.usage,
  'refused.target': EXIT.usage,
};

export function sendExitCode(result: Pick<SendResult, 'code' | 'response'>): ExitCode {
  // Busy is 429 (a 4xx: rejected) or 503 (a 5xx: no answer); either way nothing was imported.
  if (result.code === 'busy') return result.response?.status === 429 ? EXIT.rejected : EXIT.noAnswer;
  return BY_CODE[result.code];
}
