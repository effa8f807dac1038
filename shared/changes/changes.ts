// What sending a file would change at a target, against the digest of the last import it
// accepted: counts, the share of the target's articles the file leaves out, and the price
// changes beyond a factor (cents sent as euros). One shape for the app, the CLI's text and
// its JSON (documented in the README).
import type { DigestInfo } from './digest';
import type { Text } from '../messages/text';

export interface PriceRow {
  articleNumber: string;
  priceList: string;
  currency: string;
  minQuantity: number;
  /** "YYYY-MM-DD", or null when the price has no start date. */
  validFrom: string | null;
  amount: number;
}

export interface PriceChange extends Omit<PriceRow, 'amount'> {
  old: number;
  new: number;
  /** new ÷ old; null when old was 0 (no factor: JSON and the window cannot carry Infinity). */
  ratio: number | null;
  /**
   * Only for a price whose key is new at the target: the key of the target's previous price it
   * was compared with (same article and currency; the list it replaced, the nearest minimum
   * quantity, the latest start date).
   */
  previous?: { priceList: string; minQuantity: number; validFrom: string | null };
}

export interface ChangeCounts {
  /** false when the file carries none of these records: nothing is said about them. */
  compared: boolean;
  added: number;
  removed: number;
  changed: number;
  unchanged: number;
}

export interface Changes {
  /** The accepted send this file is compared with. */
  comparedWith: DigestInfo;
  /** The file's SHA-256 equals the one last accepted: the very same file. */
  identical: boolean;
  articles: ChangeCounts;
  prices: ChangeCounts;
  /**
   * Removed articles ÷ the target's articles (0 when it had none); for a file without articles,
   * removed prices ÷ the target's prices (0 when it had none, or when prices are not compared either).
   */
  leftOutShare: number;
  /** Price changes beyond the factor: new > old × factor or new < old ÷ factor. */
  priceJumps: { factor: number; count: number };
  /** Fields that went blank and articles switched off: what no check of a single file sees. */
  drift: Drift;
  /** Each list holds at most `listLimit` entries, in the file's (or the digest's) order; the counts above are exact. */
  lists: {
    addedArticles: string[];
    removedArticles: string[];
    changedArticles: string[];
    addedPrices: PriceRow[];
    removedPrices: PriceRow[];
    changedPrices: PriceChange[];
    priceJumps: PriceChange[];
  };
  listLimit: number;
  /** Whether some list was cut at listLimit. */
  truncated: boolean;
}

/** A field filled in at least half of the target's articles, and in under half that share of the file's. */
export interface BlankField {
  field: string;
  /** The target's articles that filled it, and their share of its articles. */
  before: number;
  beforeShare: number;
  /** The file's articles that fill it, and their share of the file's articles. */
  now: number;
  nowShare: number;
}

export interface Drift {
  /**
   * false when the file has no articles, or the target's digest was kept before drift data was
   * (format 1): nothing is said then, and the lists are empty.
   */
  compared: boolean;
  /** In the order the target's digest names them. */
  blankFields: BlankField[];
  /** The target's articles that were active (true, or not given) and are `active: false` in the file. */
  deactivated: number;
  /** deactivated ÷ the target's articles (0 when it had none). */
  deactivatedShare: number;
}

/** When sending needs an extra confirmation (GuardSettings): what was over the line. */
export interface Guards {
  /** `of`: what is left out; articles, or prices for a file without articles. */
  leftOut?: { of: 'articles' | 'prices'; removed: number; share: number; maxShare: number };
  priceJumps?: { count: number; factor: number };
  /** Fields went blank, or more articles were switched off than the setting allows (or both). */
  drift?: DriftGuard;
}

export interface DriftGuard {
  /** The names of the fields that went blank (all of them: few). */
  blankFields: string[];
  deactivated: number;
  deactivatedShare: number;
  maxDeactivatedShare: number;
}

/** What comparing a file with the target's digest gave. */
export type ChangesSeen =
  | { kind: 'compared'; changes: Changes; guards: Guards }
  /** No import to this target was accepted from this computer yet. */
  | { kind: 'first' }
  /**
   * The target accepted a file from this computer before, but what it holds cannot be compared
   * with this file: the guards cannot check it, so sending asks first (fails closed).
   */
  | NotComparable;

/**
 * Why a file cannot be compared with what the target last accepted: its digest is damaged
 * (`unreadable`, `problem` says how), belongs to another target (a file copied or renamed by
 * hand), is missing although the history has an accepted send there, or is older than the
 * history's latest accepted send there (its digest was not kept).
 */
export type NotComparableReason = 'unreadable' | 'otherTarget' | 'missing' | 'stale';

export interface NotComparable {
  kind: 'notComparable';
  reason: NotComparableReason;
  /** `unreadable`: what is wrong with the digest, in English, for the log and the CLI's JSON. */
  problem?: string;
  /** `unreadable`: the same for people, in their language (the end of "… cannot be used because …"). */
  detail?: Text;
  /** `missing`, `stale`: the history's latest accepted send to the target. */
  lastAccepted?: AcceptedSend;
  /** `stale`: the accepted send the digest on disk describes. */
  digestOf?: DigestInfo;
}

/** An accepted send as the history keeps it. */
export interface AcceptedSend {
  time: string;
  fileName: string;
  sha256: string | null;
}

/** When sending needs an extra, explicit confirmation. Settings: "guards" in settings.json. */
export interface GuardSettings {
  /** The share of the target's articles a file may leave out (0.2: 20 %). */
  maxLeftOutShare: number;
  /** A price change beyond this factor, either way, is a jump (2: more than ×2 or below ×0.5). */
  priceJumpFactor: number;
  /** The share of the target's articles a file may switch from active to inactive (0.2: 20 %). */
  maxDeactivatedShare: number;
}

export const DEFAULT_GUARDS: GuardSettings = { maxLeftOutShare: 0.2, priceJumpFactor: 2, maxDeactivatedShare: 0.2 };

/** A field is blank-prone only when filled in at least this share of the target's articles… */
export const BLANK_FIELD_MIN_SHARE = 0.5;
/** …and blank when its share in the file is under this part of that (under half as many). */
export const BLANK_FIELD_RATIO = 0.5;
