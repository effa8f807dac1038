// What sending a file would change at a target: the digest of the file compared with the
// digest of the last import the target accepted, and which of the guards that ask for an
// extra confirmation it trips. It runs before every send, on up to a million articles and
// three million prices a side, so it works on the digests' columns with typed arrays, and
// reads memory in order wherever it can: a look-up at a random place in a large table costs
// about ten times a neighbouring read. The file's side is read once, in order, row by row
// (digest-rows.ts), so it need not be held as columns beside the target's digest. Objects are
// made only for the entries of the (capped) lists.
import { numberMapOf } from './match-numbers';
import { PriceGroups } from './price-groups';
import { PreviousPrices } from './previous-prices';
import { compareDrift, driftGuardOf } from './compare-drift';
import type { ChangeCounts, Changes, GuardSettings, Guards, PriceChange, PriceRow } from './changes';
import { ACTIVE_FALSE, dayText, type CatalogueDigest, type DigestInfo, type PriceTail } from './digest';
import { asRows, numbersOf, type DigestRows, type NumberSource, type PriceCursor } from './digest-rows';

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
  /** `last`'s numbers, when they are not to be made strings (a digest read from its file); by default its `numbers`. */
  lastNumbers?: NumberSource;
}

/**
 * What sending the file of `current` would change at the target that last accepted `last`.
 * `current` is read once, row by row (digest-rows.ts): it may be a digest held as columns, or
 * rows read from where they were collected.
 */
export function compareDigests(last: CatalogueDigest, current: CatalogueDigest | DigestRows, options: CompareOptions): Changes {
  const file = asRows(current);
  const lists = new ListCollector(options.listLimit ?? DEFAULT_LIST_LIMIT);
  const comparesAny = file.articleCount > 0 || file.priceCount > 0;
  const lastNumbers = options.lastNumbers ?? numbersOf(last.numbers);
  const numberMap = comparesAny ? numberMapOf(lastNumbers.numberHashes(), file.numberHashes()) : new Int32Array(0);
  const { counts: articles, deactivated } = compareArticles(last, file, numberMap, lists);
  const prices = comparePrices(last, file, numberMap, options.priceJumpFactor, lists);
  lists.nameNumbers({ file, last: lastNumbers });
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
    drift: compareDrift(last, file, deactivated),
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

/** Whose article number an entry names: the file's or the target's last digest's. */
type Side = 'file' | 'last';

/**
 * The lists of the result, each cut at the limit; remembers whether one was. Their entries
 * name article numbers by id while the rows are walked, and by text once the walk is done
 * (`nameNumbers`): only the few thousand listed are read as texts, of either side.
 */
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

  /** Per entry that names an article number: whose, its id, and where its text goes. */
  readonly #named: { side: Side; id: number; name: (text: string) => void }[] = [];

  /** Adds article number `id` of `side` to an article list. */
  pushNumber(list: string[], side: Side, id: number): void {
    const at = list.push('') - 1;
    this.#named.push({ side, id, name: (text) => (list[at] = text) });
  }

  /** An entry that names article number `id` of `side`, once it is named. */
  namedLater<T extends { articleNumber: string }>(entry: T, side: Side, id: number): T {
    this.#named.push({ side, id, name: (text) => (entry.articleNumber = text) });
    return entry;
  }

  /** Gives the entries their article numbers' texts, each side's read in one pass. */
  nameNumbers(sources: Record<Side, NumberSource>): void {
    for (const side of ['file', 'last'] as const) {
      const named = this.#named.filter((entry) => entry.side === side);
      if (named.length === 0) continue;
      const texts = sources[side].numberTexts(new Set(named.map((entry) => entry.id)));
      for (const { id, name } of named) name(texts.get(id)!);
    }
  }
}

function notCompared(): ChangeCounts {
  return { compared: false, added: 0, removed: 0, changed: 0, unchanged: 0 };
}

// ---- Articles -----------------------------------------------------------------------------

/**
 * Articles by number: added, removed, and by fingerprint changed or unchanged; `deactivated`:
 * the matched articles switched off since (compare-drift.ts). The file's articles are read in
 * order, each looked up among last's by its number; last's left unmatched go to the removed
 * list, in the order of `last`.
 */
function compareArticles(last: CatalogueDigest, current: DigestRows, numberMap: Int32Array, lists: ListCollector): { counts: ChangeCounts; deactivated: number } {
  if (current.articleCount === 0) return { counts: notCompared(), deactivated: 0 };
  const lastRowAt = lastArticleRows(last, numberMap, current.numberCount);
  const matched = new Uint8Array(last.articleNumber.length);
  const counts: ChangeCounts = { compared: true, added: 0, removed: 0, changed: 0, unchanged: 0 };
  const { addedArticles, changedArticles, removedArticles } = lists.lists;
  const before = last.articleFingerprint;
  const activeBefore = last.drift?.articleActive;
  let deactivated = 0;
  const article = current.articles();
  for (let row = 0; row < current.articleCount; row++) {
    article.next();
    const lastRow = lastRowAt[article.number]!;
    // A second article of a number (a digest keeps the first of each) is added, as one with a new number.
    if (lastRow === -1 || matched[lastRow] === 1) {
      counts.added++;
      if (lists.hasRoom(addedArticles)) lists.pushNumber(addedArticles, 'file', article.number);
      continue;
    }
    matched[lastRow] = 1;
    if (article.fingerprintHigh === before[2 * lastRow] && article.fingerprintLow === before[2 * lastRow + 1]) {
      counts.unchanged++;
    } else {
      counts.changed++;
      if (lists.hasRoom(changedArticles)) lists.pushNumber(changedArticles, 'file', article.number);
    }
    if (article.active === ACTIVE_FALSE && activeBefore !== undefined && activeBefore[lastRow] !== ACTIVE_FALSE) deactivated++;
  }
  for (let lastRow = 0; lastRow < matched.length; lastRow++) {
    if (matched[lastRow] === 1) continue;
    counts.removed++;
    if (lists.hasRoom(removedArticles)) lists.pushNumber(removedArticles, 'last', last.articleNumber[lastRow]!);
  }
  return { counts, deactivated };
}

/** Per number of the file (an index in its `numbers`), the row of last's first article with that number, or -1. */
function lastArticleRows(last: CatalogueDigest, numberMap: Int32Array, numbers: number): Int32Array {
  const lastRowAt = new Int32Array(numbers).fill(-1);
  for (let lastRow = 0; lastRow < last.articleNumber.length; lastRow++) {
    const number = numberMap[last.articleNumber[lastRow]!]!;
    if (number !== -1 && lastRowAt[number] === -1) lastRowAt[number] = lastRow;
  }
  return lastRowAt;
}

// ---- Prices -------------------------------------------------------------------------------

/**
 * Prices by key: added, removed, and by amount changed or unchanged; the changes beyond the
 * factor are jumps. A price whose key is new is also held against the target's previous price
 * of its series (previous-prices.ts): beyond the factor, that is a jump too.
 *
 * The file's prices are read in order, each looked up in its article's group of last's prices
 * (price-groups.ts: last's rows grouped by the file's number indexes), a few neighbouring rows.
 */
function comparePrices(
  last: CatalogueDigest,
  current: DigestRows,
  numberMap: Int32Array,
  factor: number,
  lists: ListCollector,
): { counts: ChangeCounts; jumps: number } {
  if (current.priceCount === 0) return { counts: notCompared(), jumps: 0 };
  const lastGroups = new PriceGroups(last, numberMap, current.numberCount);
  const lastTailOf = lastTailsOf(current.tails, last.tails);
  const matched = new Uint8Array(last.priceNumber.length);
  // Made for the first price whose key is new, if any.
  let previous: PreviousPrices | undefined;
  const counts: ChangeCounts = { compared: true, added: 0, removed: 0, changed: 0, unchanged: 0 };
  let jumps = 0;
  const { addedPrices, changedPrices, priceJumps } = lists.lists;
  const price = current.prices();
  for (let row = 0; row < current.priceCount; row++) {
    price.next();
    const lastTail = lastTailOf[price.tail]!;
    const lastRow = lastTail === -1 ? -1 : lastGroups.find(price.number, lastTail, price.from);
    const now = price.amount;
    if (lastRow === -1 || matched[lastRow] === 1) {
      counts.added++;
      if (lists.hasRoom(addedPrices)) addedPrices.push(lists.namedLater({ ...priceKeyOf(current, price), amount: now }, 'file', price.number));
      previous ??= new PreviousPrices(last, current, lastGroups);
      const previousRow = previous.of(price.number, price.tail);
      if (previousRow === -1 || !isJump(last.priceAmount[previousRow]!, now, factor)) continue;
      jumps++;
      if (lists.hasRoom(priceJumps)) priceJumps.push(lists.namedLater({ ...priceChangeOf(current, price, last.priceAmount[previousRow]!), previous: previousKeyOf(last, previousRow) }, 'file', price.number));
      continue;
    }
    matched[lastRow] = 1;
    const old = last.priceAmount[lastRow]!;
    if (old === now) {
      counts.unchanged++;
      continue;
    }
    counts.changed++;
    if (lists.hasRoom(changedPrices)) changedPrices.push(lists.namedLater(priceChangeOf(current, price, old), 'file', price.number));
    if (!isJump(old, now, factor)) continue;
    jumps++;
    if (lists.hasRoom(priceJumps)) priceJumps.push(lists.namedLater(priceChangeOf(current, price, old), 'file', price.number));
  }
  counts.removed = listRemovedPrices(last, matched, lists);
  return { counts, jumps };
}

/** "More than ×factor or below ÷factor": exactly the factor is not a jump; from 0 to any amount is. */
function isJump(old: number, now: number, factor: number): boolean {
  return now > old * factor || now < old / factor;
}

/** Lists, in the order of `last`, the prices no price of the file was matched with; their count. */
function listRemovedPrices(last: CatalogueDigest, matched: Uint8Array, lists: ListCollector): number {
  const { removedPrices } = lists.lists;
  let removed = 0;
  for (let lastRow = 0; lastRow < matched.length; lastRow++) {
    if (matched[lastRow] === 1) continue;
    removed++;
    if (lists.hasRoom(removedPrices)) removedPrices.push(lists.namedLater({ ...lastPriceKeyOf(last, lastRow), amount: last.priceAmount[lastRow]! }, 'last', last.priceNumber[lastRow]!));
  }
  return removed;
}

/** Per index in `currentTails`, the index of the first equal tail in `lastTails`, or -1. Tails are few: a Map is fine. */
function lastTailsOf(currentTails: readonly PriceTail[], lastTails: readonly PriceTail[]): Int32Array {
  const indexOf = new Map<string, number>();
  lastTails.forEach((tail, i) => {
    const key = tailKey(tail);
    if (!indexOf.has(key)) indexOf.set(key, i);
  });
  return Int32Array.from(currentTails, (tail) => indexOf.get(tailKey(tail)) ?? -1);
}

function tailKey(tail: PriceTail): string {
  return JSON.stringify([tail.priceList, tail.currency, tail.minQuantity]);
}

// ---- List entries -------------------------------------------------------------------------

function priceChangeOf(current: DigestRows, price: PriceCursor, old: number): PriceChange {
  const now = price.amount;
  return { ...priceKeyOf(current, price), old, new: now, ratio: old === 0 ? null : now / old };
}

/** The key of the previous price a new key's price was held against: the article and currency are the same. */
function previousKeyOf(last: CatalogueDigest, row: number): NonNullable<PriceChange['previous']> {
  const { priceList, minQuantity, validFrom } = lastPriceKeyOf(last, row);
  return { priceList, minQuantity, validFrom };
}

/** The key of last's price at `row`, its article number named later (ListCollector.namedLater). */
function lastPriceKeyOf(last: CatalogueDigest, row: number): Omit<PriceRow, 'amount'> {
  return keyOf('', last.tails[last.priceTail[row]!]!, last.priceFrom[row]!);
}

/** The key of the file's price at `price`, its article number named later (ListCollector.namedLater). */
function priceKeyOf(current: DigestRows, price: PriceCursor): Omit<PriceRow, 'amount'> {
  return keyOf('', current.tails[price.tail]!, price.from);
}

function keyOf(articleNumber: string, tail: PriceTail, from: number): Omit<PriceRow, 'amount'> {
  return { articleNumber, priceList: tail.priceList, currency: tail.currency, minQuantity: tail.minQuantity, validFrom: dayText(from) };
}
