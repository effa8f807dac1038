// How a send ended, in one vocabulary for the HTTP client, the send path, the history, the
// command line and the window. A request the engine made (or was about to make) ends with a
// send code; a send that never reached the configurator because of our side (a check, a
// question not confirmed, the file, the token, the target, the history) ends with a refusal,
// whichever part refused it: its code starts with `refused.`.
import type { DriftGuard, NotComparableReason } from '../changes/changes';
import type { Text } from '../messages/text';

/** What the sending engine says of the request it made: the server's answer, or why none came. */
const SEND_CODES = [
  'accepted', 'unauthorized', 'forbidden', 'notFound', 'rejected', 'clientError', 'tooLarge', 'busy', 'serverError',
  'redirect', 'tls', 'dns', 'connectionRefused', 'unreachable', 'connectTimeout', 'responseTimeout', 'connectionLost',
  'networkError', 'cancelled',
] as const;
export type SendCode = (typeof SEND_CODES)[number];

/** Why nothing was sent, with what the message needs. */
export type Refusal =
  /** Another send is running (the app: a double click). */
  | { outcome: 'refused.busy' }
  /** Another send to the same target is running on this computer (target-claim.ts). */
  | { outcome: 'refused.inFlight'; appId: number; startedAt: string; by?: 'app' | 'cli' }
  /** The file cannot be read (or is not JSON), as checked or when the upload started. */
  | { outcome: 'refused.unreadable' }
  /** The file on disk is no longer the one checked (before the upload, or noticed during it). */
  | { outcome: 'refused.fileChanged' }
  | { outcome: 'refused.errors'; errors: number }
  | { outcome: 'refused.target'; problem: Text }
  | { outcome: 'refused.warningsNotConfirmed'; warnings: number }
  | { outcome: 'refused.leftOutArticles'; removed: number; share: number; maxShare: number }
  /** A file without articles leaves out too many of the target's prices. */
  | { outcome: 'refused.leftOutPrices'; removed: number; share: number; maxShare: number }
  | { outcome: 'refused.priceJumps'; count: number; factor: number }
  | { outcome: 'refused.notComparable'; reason: NotComparableReason }
  | ({ outcome: 'refused.drift' } & DriftGuard)
  | { outcome: 'refused.historyUnwritable'; problem: string }
  | { outcome: 'refused.noToken'; origin: string }
  /** The token cannot be used in a request (the keychain's entry, or the one handed to the client). */
  | { outcome: 'refused.tokenInvalid'; problem: Text }
  | { outcome: 'refused.tokenUnreadable'; problem: Text };

export type RefusalOutcome = Refusal['outcome'];

const REFUSAL_OUTCOMES = [
  'refused.busy', 'refused.inFlight', 'refused.unreadable', 'refused.fileChanged', 'refused.errors', 'refused.target',
  'refused.warningsNotConfirmed', 'refused.leftOutArticles', 'refused.leftOutPrices', 'refused.priceJumps',
  'refused.notComparable', 'refused.drift', 'refused.historyUnwritable', 'refused.noToken', 'refused.tokenInvalid',
  'refused.tokenUnreadable',
] as const satisfies readonly RefusalOutcome[];

// Every refusal is listed: a new one in the type and not in the list does not compile.
const _everyRefusalListed: RefusalOutcome extends (typeof REFUSAL_OUTCOMES)[number] ? true : never = true;
void _everyRefusalListed;

/** The refusals the HTTP client itself makes, checking its input before (or while) it sends. */
export type ClientRefusal = Extract<RefusalOutcome, 'refused.target' | 'refused.tokenInvalid' | 'refused.unreadable' | 'refused.fileChanged'>;

export type OutcomeCode = SendCode | RefusalOutcome;

export const OUTCOME_CODES = [...SEND_CODES, ...REFUSAL_OUTCOMES] as const satisfies readonly OutcomeCode[];

const REFUSALS: ReadonlySet<string> = new Set(REFUSAL_OUTCOMES);

export function isRefusalOutcome(code: string): code is RefusalOutcome {
  return REFUSALS.has(code);
}

/**
 * Codes earlier versions stored in the history, as they are read now: the HTTP client had its
 * own words for its refusals, and `refused` alone was a refused connection.
 */
export const FORMER_OUTCOMES: Readonly<Record<string, OutcomeCode>> = {
  'refused.notParsed': 'refused.unreadable',
  fileChanged: 'refused.fileChanged',
  fileUnreadable: 'refused.unreadable',
  tokenUnusable: 'refused.tokenInvalid',
  badTarget: 'refused.target',
  refused: 'connectionRefused',
};
