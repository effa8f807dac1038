// How a send ended for the user, in one word the window colours and the command line's history
// table says in the user's language: accepted, rejected by the server, failed before it could
// be processed, unknown (the body went out, no answer), refused by the app, cancelled.
import type { OutcomeCode } from '../../shared/sending/outcomes';
import type { SendResult } from '../net/import-types';
import { isRefusal } from './send-refusal';

export type Verdict = 'accepted' | 'rejected' | 'failed' | 'unknown' | 'refused' | 'cancelled';

const REJECTED: ReadonlySet<string> = new Set<OutcomeCode>(['unauthorized', 'forbidden', 'notFound', 'rejected', 'clientError', 'tooLarge', 'redirect']);

export function verdictOf(result: Pick<SendResult, 'code' | 'outcomeUnknown'>): Verdict {
  if (result.code === 'accepted') return 'accepted';
  if (result.outcomeUnknown) return 'unknown';
  if (result.code === 'cancelled') return 'cancelled';
  if (REJECTED.has(result.code)) return 'rejected';
  if (isRefusal(result)) return 'refused';
  return 'failed';
}

/** A history entry's verdict: a refusal is refused whatever its code. */
export function verdictOfEntry(entry: { kind: 'send' | 'refusal'; outcome: string; outcomeUnknown: boolean }): Verdict {
  return entry.kind === 'refusal' ? 'refused' : verdictOf({ code: entry.outcome as SendResult['code'], outcomeUnknown: entry.outcomeUnknown });
}
