// What sending a file would change at a target: the digest of the file compared with the
// digest of the last import the target accepted, and which of the guards that ask for an
// extra confirmation it trips. It runs before every send, on up to a million articles and
// three million prices a side, so it works on the digests' columns with typed arrays, and
// reads memory in order wherever it can: a look-up at a random place in a large table costs
// about ten times a neighbouring read. Objects are made only for the entries of the (capped)
// lists.
import { numberMapOf } from './match-numbers';
import { PriceGroups } from './price-groups';
import { previousPrices } from './previous-prices';
import { compareDrift, driftGuardOf } from './compare-drift';
import type { ChangeCounts, Changes, GuardSettings, Guards, PriceChange, PriceRow } from './changes';
import { dayText, type CatalogueDigest, type DigestInfo, type PriceTail } from './digest';

export const DEFAULT_LIST_LIMIT = 1000;

export interface CompareOptions {
  /** The accepted send `last` comes from. */
  lastInfo: DigestInfo;
  /** SHA-256 of the file `current` was collected from. */
  currentSha256: string;
  /** A price change beyond this factor, either way, is a jump. */
  priceJumpFactor: number;
  /** The most entries each list of the result holds. */
  listLimit?: number;
}

/** What sending the file of `current` would change at the target that last accepted `last`. */
export function compareDigests(last: CatalogueDigest, current: CatalogueDigest, options: CompareOptions): Changes {
  const lists = new ListCollector(options.listLimit ?? DEFAULT_LIST_LIMIT);
  const comparesAny = current.articleNumber.length > 0 || current.priceNumber.length > 0;
  const numberMap = comparesAny ? numberMapOf(last.numbers, current.numbers) : new Int32Array(0);
  const { counts: articles, lastRowOf: lastArticleRowOf } = compareArticles(last, current, numberMap, lists);
  const prices = comparePrices(last, current, numberMap, options.priceJumpFactor, lists);
  const lastArticles = last.articleNumber.length;
  const lastPrices = last.priceNumber.length;
  return {
    comparedWith: options.lastInfo,
    identical: options.lastInfo.sha256 === options.currentSha256,
    articles,
    prices: prices.counts,
    leftOutShare: articles.compared
      ? (lastArticles > 0 ? articles.removed / lastArticles : 0)
      : (prices.counts.compared && lastPrices > 0 ? prices.counts.removed / lastPrices : 0),
    priceJumps: { factor: options.priceJumpFactor, count: prices.jumps },
    drift: compareDrift(last, current, lastArticleRowOf),
    lists: lists.lists,
    listLimit: lists.limit,
    truncated: lists.truncated,
  };
}

/** The guards the changes trip; an empty object when sending needs no extra confirmation. */
export function guardsOf(changes: Changes, settings: GuardSettings): Guards {
  const guards: Guards = {};
  if (changes.leftOutShare > settings.maxLeftOutShare) {
    // A file without articles (prices only) is measured on the target's prices.
    const of = changes.articles.compared ? 'articles' : 'prices';
    guards.leftOut = { of, removed: changes[of].removed, share: changes.leftOutShare, maxShare: settings.maxLeftOutShare };
  }
  if (changes.priceJumps.count > 0) guards.priceJumps = { count: changes.priceJumps.count, factor: changes.priceJumps.factor };
  const drift = driftGuardOf(changes.drift, settings);
  if (drift) guards.drift = drift;
  return guards;
}

/** The lists of the result, each cut at the limit; remembers whether one was. */
class ListCollector {
  readonly lists: Changes['lists'] = {
    addedArticles: [],
    removedArticles: [],
    changedArticles: [],
    addedPrices: [],
    removedPrices: [],
    changedPrices: [],
    priceJumps: [],
  };
  truncated = false;

  constructor(readonly limit: number) {}

  /** Whether one more entry fits in the list: asked before the entry is made, so a full list costs no object. */
  hasRoom(list: readonly unknown[]): boolean {
    if (list.length < this.limit) return true;
    this.truncated = true;
    return false;
  }
}

function notCompared(): ChangeCounts {
  return { compared: false, added: 0, removed: 0, changed: 0, unchanged: 0 };
}

// ---- Articles -----------------------------------------------------------------------------

/** Articles by number: added, removed, and by fingerprint changed or unchanged; `lastRowOf` as matchArticles. */
function compareArticles(last: CatalogueDigest, current: CatalogueDigest, numberMap: Int32Array, lists: ListCollector): { counts: ChangeCounts; lastRowOf: Int32Array } {
  if (current.articleNumber.length === 0) return { counts: notCompared(), lastRowOf: new Int32Array(0) };
  const lastRowOf = matchArticles(last, current, numberMap, lists);
  const counts: ChangeCounts = { compared: true, added: 0, removed: last.articleNumber.length, changed: 0, unchanged: 0 };
  const { addedArticles, changedArticles } = lists.lists;
  const now = current.articleFingerprint;
  const before = last.articleFingerprint;
  for (let row = 0; row < lastRowOf.length; row++) {
    const lastRow = lastRowOf[row]!;
    if (lastRow === -1) {
      counts.added++;
      if (lists.hasRoom(addedArticles)) addedArticles.push(current.numbers[current.articleNumber[row]!]!);
      continue;
    }
    counts.removed--;
    if (now[2 * row] === before[2 * lastRow] && now[2 * row + 1] === before[2 * lastRow + 1]) {
      counts.unchanged++;
    } else {
      counts.changed++;
      if (lists.hasRoom(changedArticles)) changedArticles.push(current.numbers[current.articleNumber[row]!]!);
    }
  }
  return { counts, lastRowOf };
}

/**
 * Per article of `current`, the row of the article with its number in `last`, or -1; the
 * articles of `last` left unmatched go to the removed list, in the order of `last`.
 */
function matchArticles(last: CatalogueDigest, current: CatalogueDigest, numberMap: Int32Array, lists: ListCollector): Int32Array {
  const articleAt = new Int32Array(current.numbers.length).fill(-1);
  for (let row = current.articleNumber.length - 1; row >= 0; row--) articleAt[current.articleNumber[row]!] = row;
  const lastRowOf = new Int32Array(current.articleNumber.length).fill(-1);
  const { removedArticles } = lists.lists;
  for (let lastRow = 0; lastRow < last.articleNumber.length; lastRow++) {
    const number = numberMap[last.articleNumber[lastRow]!]!;
    const row = number === -1 ? -1 : articleAt[number]!;
    if (row !== -1 && lastRowOf[row] === -1) lastRowOf[row] = lastRow;
    else if (lists.hasRoom(removedArticles)) removedArticles.push(last.numbers[last.articleNumber[lastRow]!]!);
  }
  return lastRowOf;
}

// ---- Prices -------------------------------------------------------------------------------

/**
 * Prices by key: added, removed, and by amount changed or unchanged; the changes beyond the
 * factor are jumps. A price whose key is new is also held against the target's previous price
 * of its series (previous-prices.ts): beyond the factor, that is a jump too.
 */
function comparePrices(
  last: CatalogueDigest,
  current: CatalogueDigest,
  numberMap: Int32Array,
  factor: number,
  lists: ListCollector,
): { counts: ChangeCounts; jumps: number } {
  if (current.priceNumber.length === 0) return { counts: notCompared(), jumps: 0 };
  const { lastRowOf, currentGroups, lastGroups } = matchPrices(last, current, numberMap);
  const counts: ChangeCounts = { compared: true, added: 0, removed: 0, changed: 0, unchanged: 0 };
  counts.removed = listRemovedPrices(last, lastRowOf, lists);
  const previousRowOf = lastRowOf.includes(-1) ? previousPrices(last, current, currentGroups, lastGroups, lastRowOf) : null;
  let jumps = 0;
  const { addedPrices, changedPrices, priceJumps } = lists.lists;
  for (let row = 0; row < lastRowOf.length; row++) {
    const lastRow = lastRowOf[row]!;
    const now = current.priceAmount[row]!;
    if (lastRow === -1) {
      counts.added++;
      if (lists.hasRoom(addedPrices)) addedPrices.push(priceRowOf(current, row));
      const previousRow = previousRowOf === null ? -1 : previousRowOf[row]!;
      if (previousRow === -1 || !isJump(last.priceAmount[previousRow]!, now, factor)) continue;
      jumps++;
      if (lists.hasRoom(priceJumps)) priceJumps.push({ ...priceChangeOf(current, row, last.priceAmount[previousRow]!), previous: previousKeyOf(last, previousRow) });
      continue;
    }
    const old = last.priceAmount[lastRow]!;
    if (old === now) {
      counts.unchanged++;
      continue;
    }
    counts.changed++;
    if (lists.hasRoom(changedPrices)) changedPrices.push(priceChangeOf(current, row, old));
    if (!isJump(old, now, factor)) continue;
    jumps++;
    if (lists.hasRoom(priceJumps)) priceJumps.push(priceChangeOf(current, row, old));
  }
  return { counts, jumps };
}

/** "More than ×factor or below ÷factor": exactly the factor is not a jump; from 0 to any amount is. */
function isJump(old: number, now: number, factor: number): boolean {
  return now > old * factor || now < old / factor;
}

/** Lists, in the order of `last`, the prices no price of `current` was matched with; their count. */
function listRemovedPrices(last: CatalogueDigest, lastRowOf: Int32Array, lists: ListCollector): number {
  const matched = new Uint8Array(last.priceNumber.length);
  for (let row = 0; row < lastRowOf.length; row++) if (lastRowOf[row] !== -1) matched[lastRowOf[row]!] = 1;
  const { removedPrices } = lists.lists;
  let removed = 0;
  for (let lastRow = 0; lastRow < matched.length; lastRow++) {
    if (matched[lastRow] === 1) continue;
    removed++;
    if (lists.hasRoom(removedPrices)) removedPrices.push(priceRowOf(last, lastRow));
  }
  return removed;
}

/**
 * Per price of `current`, the row of the price with its key in `last`, or -1. The two digests
 * number their article numbers and tails each their own way, so last's are translated into
 * current's by value. Both sides are grouped by (current's) article number, and each group of
 * `last` is matched with the same group of `current`: small runs of neighbouring rows, visited
 * in the order of the numbers, whatever the order of the two files. The groups are returned for
 * the prices left unmatched (previous-prices.ts).
 */
function matchPrices(
  last: CatalogueDigest,
  current: CatalogueDigest,
  numberMap: Int32Array,
): { lastRowOf: Int32Array; currentGroups: PriceGroups; lastGroups: PriceGroups } {
  const groups = current.numbers.length;
  const currentPrices = new PriceGroups(current, null, groups);
  const lastPrices = new PriceGroups(last, numberMap, groups);
  const tailMap = tailMapOf(last.tails, current.tails);
  const lastRowOf = new Int32Array(current.priceNumber.length).fill(-1);
  const { start, rows } = lastPrices;
  const { priceTail, priceFrom } = last;
  for (let group = 0; group < groups; group++) {
    for (let at = start[group]!; at < start[group + 1]!; at++) {
      const lastRow = rows[at]!;
      const tail = tailMap[priceTail[lastRow]!]!;
      const row = tail === -1 ? -1 : currentPrices.find(group, tail, priceFrom[lastRow]!);
      if (row !== -1 && lastRowOf[row] === -1) lastRowOf[row] = lastRow;
    }
  }
  return { lastRowOf, currentGroups: currentPrices, lastGroups: lastPrices };
}

/** Per index in `lastTails`, the index of the equal tail in `currentTails`, or -1. Tails are few: a Map is fine. */
function tailMapOf(lastTails: readonly PriceTail[], currentTails: readonly PriceTail[]): Int32Array {
  const indexOf = new Map<string, number>();
  currentTails.forEach((tail, i) => {
    const key = tailKey(tail);
    if (!indexOf.has(key)) indexOf.set(key, i);
  });
  return Int32Array.from(lastTails, (tail) => indexOf.get(tailKey(tail)) ?? -1);
}

function tailKey(tail: PriceTail): string {
  return JSON.stringify([tail.priceList, tail.currency, tail.minQuantity]);
}

// ---- List entries -------------------------------------------------------------------------

function priceRowOf(digest: CatalogueDigest, row: number): PriceRow {
  return { ...priceKeyOf(digest, row), amount: digest.priceAmount[row]! };
}

function priceChangeOf(current: CatalogueDigest, row: number, old: number): PriceChange {
  const now = current.priceAmount[row]!;
  return { ...priceKeyOf(current, row), old, new: now, ratio: old === 0 ? null : now / old };
}

/** The key of the previous price a new key's price was held against: the article and currency are the same. */
function previousKeyOf(last: CatalogueDigest, row: number): NonNullable<PriceChange['previous']> {
  const { priceList, minQuantity, validFrom } = priceKeyOf(last, row);
  return { priceList, minQuantity, validFrom };
}

function priceKeyOf(digest: CatalogueDigest, row: number): Omit<PriceRow, 'amount'> {
  const tail = digest.tails[digest.priceTail[row]!]!;
  return {
    articleNumber: digest.numbers[digest.priceNumber[row]!]!,
    priceList: tail.priceList,
    currency: tail.currency,
    minQuantity: tail.minQuantity,
    validFrom: dayText(digest.priceFrom[row]!),
  };
}
