// What sending a file would change at a target, against the digest of the last import it
// accepted: counts, the share of the target's articles the file leaves out, and the price
// changes beyond a factor (cents sent as euros). One shape for the app, the CLI's text and
// its JSON (documented in the README).
import type { DigestInfo } from './digest';

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

/** When sending needs an extra confirmation (GuardSettings): what was over the line. */
export interface Guards {
  /** `of`: what is left out; articles, or prices for a file without articles. */
  leftOut?: { of: 'articles' | 'prices'; removed: number; share: number; maxShare: number };
  priceJumps?: { count: number; factor: number };
}

/** What comparing a file with the target's digest gave. */
export type ChangesSeen =
  | { kind: 'compared'; changes: Changes; guards: Guards }
  /** No import to this target was accepted from this computer yet. */
  | { kind: 'first' }
  /** The digest on disk is damaged: the changes cannot be said (the next accepted send writes it anew). */
  | { kind: 'unreadable'; reason: string };

/** When sending needs an extra, explicit confirmation. Settings: "guards" in settings.json. */
export interface GuardSettings {
  /** The share of the target's articles a file may leave out (0.2: 20 %). */
  maxLeftOutShare: number;
  /** A price change beyond this factor, either way, is a jump (2: more than ×2 or below ×0.5). */
  priceJumpFactor: number;
}

export const DEFAULT_GUARDS: GuardSettings = { maxLeftOutShare: 0.2, priceJumpFactor: 2 };
