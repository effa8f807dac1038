// The words of the one send path (send-file.ts): where to, what it would change, what the user
// is asked, and why nothing was sent. Codes and values only: the app and the command-line tool
// word them in the user's language, each its own way.
import type { ChangesSeen, DriftGuard, Guards, NotComparableReason } from '../../shared/changes/changes';
import type { Text } from '../../shared/messages/text';
import type { Refusal } from '../../shared/sending/outcomes';
import type { SendResult } from '../net/import-types';

export interface SendTarget {
  baseUrl: string;
  /** scheme://host[:port]: the keychain's key for the token. */
  origin: string;
  host: string;
  appId: number;
  /** The name the user gave the target ("Staging 4711"), recorded with each send. */
  label?: string;
}

/** A target the user gave that cannot be used: the app records the refusal (the CLI stops earlier, as a usage error). */
export interface TargetProblem {
  problem: Text;
  baseUrl: string;
  appId: number | null;
  label?: string;
}

/** A question sending asks before anything goes out; false (or no answer) refuses. */
export type Confirmation =
  | { kind: 'warnings'; count: number }
  | { kind: 'leftOut'; of: 'articles' | 'prices'; removed: number; share: number; maxShare: number }
  | { kind: 'priceJumps'; count: number; factor: number }
  /** The target accepted a file before, but this one cannot be compared with it: the guards cannot check it. */
  | { kind: 'notComparable'; reason: NotComparableReason }
  | ({ kind: 'drift' } & DriftGuard);

/** How a send went: refused before anything went out, or the sending engine's result. */
export interface SendOutcome {
  refused?: Refusal;
  result?: SendResult;
  /** undefined when the file was refused before it was compared (unreadable, errors). */
  changes: ChangesSeen | undefined;
  /** The target accepted the file and its digest was kept. */
  digestKept: boolean;
  /** The target accepted the file, but its digest could not be kept: why (the next send there cannot be compared). */
  digestNotKeptBecause?: string;
  /** The history has this send (or refusal). */
  recorded: boolean;
  /** Why it has not, when it has not. */
  notRecordedBecause?: string;
}

export type { ChangesSeen, Guards, Refusal };
