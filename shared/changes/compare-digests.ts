// What sending a file would change at a target: the digest of the file compared with the
// digest of the last import the target accepted, and which of the guards that ask for an
// extra confirmation it trips. It runs before every send, on up to a million articles and
// three million prices a side, so it works on the digests' columns with typed arrays, and
// reads memory in order wherever it can: a look-up at a random place in a large table costs
// about ten times a neighbouring read. Objects are made only for the entries of the (capped)
// lists.
import { hashes } from '../validation/key-table';
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
  const articles = compareArticles(last, current, numberMap, lists);
  const prices = comparePrices(last, current, numberMap, options.priceJumpFactor, lists);
  const lastArticles = last.articleNumber.length;
  return {
    comparedWith: options.lastInfo,
    identical: options.lastInfo.sha256 === options.currentSha256,
    articles,
    prices: prices.counts,
    leftOutShare: articles.compared && lastArticles > 0 ? articles.removed / lastArticles : 0,
    priceJumps: { factor: options.priceJumpFactor, count: prices.jumps },
    lists: lists.lists,
    listLimit: lists.limit,
    truncated: lists.truncated,
  };
}

/** The guards the changes trip; an empty object when sending needs no extra confirmation. */
export function guardsOf(changes: Changes, settings: GuardSettings): Guards {
  const guards: Guards = {};
  if (changes.leftOutShare > settings.maxLeftOutShare) {
    guards.leftOut = { removed: changes.articles.removed, share: changes.leftOutShare, maxShare: settings.maxLeftOutShare };
  }
  if (changes.priceJumps.count > 0) guards.priceJumps = { count: changes.priceJumps.count, factor: changes.priceJumps.factor };
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

// ---- Article numbers ----------------------------------------------------------------------

/**
 * Per index in `lastNumbers`, the index of the same string in `currentNumbers`, or -1. Exports
 * list their numbers in much the same order from one send to the next, so walking both lists
 * side by side, forwards and then backwards (past a block of new or dropped numbers), matches
 * nearly all of them by comparing neighbours; what the walks leave is matched by hash.
 */
function numberMapOf(lastNumbers: readonly string[], currentNumbers: readonly string[]): Int32Array {
  const map = new Int32Array(lastNumbers.length).fill(-1);
  const taken = new Uint8Array(currentNumbers.length);
  walkAlong(lastNumbers, currentNumbers, map, taken, 1);
  walkAlong(lastNumbers, currentNumbers, map, taken, -1);
  const lastLeft = indexesWhere(map, -1);
  const currentLeft = indexesWhere(taken, 0);
  if (lastLeft.length > 0 && currentLeft.length > 0) joinByHash(sortedByHash(lastNumbers, lastLeft), sortedByHash(currentNumbers, currentLeft), map);
  return map;
}

/** How many of current's numbers past the walk's position are compared before a number is left for later. */
const LOOK_AHEAD = 4;

/**
 * One walk over last's numbers in the direction `step`, each compared with the next few of
 * current's not yet taken. A number matched before puts the walk back in step.
 */
function walkAlong(lastNumbers: readonly string[], currentNumbers: readonly string[], map: Int32Array, taken: Uint8Array, step: 1 | -1): void {
  let next = step === 1 ? 0 : currentNumbers.length - 1;
  for (let i = step === 1 ? 0 : lastNumbers.length - 1; i >= 0 && i < lastNumbers.length; i += step) {
    if (map[i] !== -1) {
      next = map[i]! + step;
      continue;
    }
    const number = lastNumbers[i]!;
    for (let at = next, seen = 0; seen < LOOK_AHEAD && at >= 0 && at < currentNumbers.length; at += step, seen++) {
      if (taken[at] === 0 && currentNumbers[at] === number) {
        map[i] = at;
        taken[at] = 1;
        next = at + step;
        break;
      }
    }
  }
}

/** The indexes at which `values` holds `value`. */
function indexesWhere(values: Int32Array | Uint8Array, value: number): Int32Array {
  let count = 0;
  for (let i = 0; i < values.length; i++) if (values[i] === value) count++;
  const indexes = new Int32Array(count);
  for (let i = 0, found = 0; found < count; i++) if (values[i] === value) indexes[found++] = i;
  return indexes;
}

/** Strings' 64-bit hashes (the two halves of key-table's `hashes`) and their indexes, in three columns. */
interface HashedStrings {
  first: Int32Array;
  second: Int32Array;
  index: Int32Array;
}

/** Bits of the first half sorted on per pass: three passes cover 32, and 2048 counters stay in the fastest cache. */
const RADIX_BITS = 11;
const RADIX_MASK = (1 << RADIX_BITS) - 1;

/**
 * The strings at `indexes`, hashed in order and sorted by the first half of the hash (unsigned),
 * by radix: a hash table would read memory at random for every string, and that, not the
 * hashing, is what a million look-ups cost.
 */
function sortedByHash(list: readonly string[], indexes: Int32Array): HashedStrings {
  let sorted = hashedColumns(indexes.length);
  for (let k = 0; k < indexes.length; k++) {
    const [first, second] = hashes(list[indexes[k]!]!);
    sorted.first[k] = first;
    sorted.second[k] = second;
    sorted.index[k] = indexes[k]!;
  }
  let spare = hashedColumns(indexes.length);
  const counts = new Int32Array(RADIX_MASK + 1);
  for (let shift = 0; shift < 32; shift += RADIX_BITS) {
    radixPass(sorted, spare, shift, counts);
    [sorted, spare] = [spare, sorted];
  }
  return sorted;
}

function hashedColumns(length: number): HashedStrings {
  return { first: new Int32Array(length), second: new Int32Array(length), index: new Int32Array(length) };
}

/** One stable counting sort of `from` into `to` on RADIX_BITS bits of the first half from `shift` up. */
function radixPass(from: HashedStrings, to: HashedStrings, shift: number, counts: Int32Array): void {
  const { first, second, index } = from;
  counts.fill(0);
  for (let k = 0; k < first.length; k++) {
    const digit = (first[k]! >>> shift) & RADIX_MASK;
    counts[digit] = counts[digit]! + 1;
  }
  for (let digit = 0, sum = 0; digit <= RADIX_MASK; digit++) {
    const count = counts[digit]!;
    counts[digit] = sum;
    sum += count;
  }
  for (let k = 0; k < first.length; k++) {
    const digit = (first[k]! >>> shift) & RADIX_MASK;
    const at = counts[digit]!;
    counts[digit] = at + 1;
    to.first[at] = first[k]!;
    to.second[at] = second[k]!;
    to.index[at] = index[k]!;
  }
}

/**
 * Matches last's and current's sorted hashes like a merge, into `map`. Equal 64-bit hashes
 * count as the same number, as in the cross-record rules: comparing the strings themselves
 * would read them at random; two numbers of a million-article export share a hash with far
 * below one chance in a million.
 */
function joinByHash(last: HashedStrings, current: HashedStrings, map: Int32Array): void {
  let l = 0;
  let c = 0;
  while (l < last.first.length && c < current.first.length) {
    const lastFirst = last.first[l]! >>> 0;
    const currentFirst = current.first[c]! >>> 0;
    if (lastFirst !== currentFirst) {
      if (lastFirst < currentFirst) l++;
      else c++;
      continue;
    }
    const lastEnd = runEnd(last.first, l);
    const currentEnd = runEnd(current.first, c);
    pairRun(last, l, lastEnd, current, c, currentEnd, map);
    l = lastEnd;
    c = currentEnd;
  }
}

/** Where the run of entries equal to `first[at]` ends. */
function runEnd(first: Int32Array, at: number): number {
  let end = at + 1;
  while (end < first.length && first[end] === first[at]) end++;
  return end;
}

/** Pairs entries of two runs with the same first half by their second half, each at most once. */
function pairRun(last: HashedStrings, l: number, lastEnd: number, current: HashedStrings, c: number, currentEnd: number, map: Int32Array): void {
  for (let i = l; i < lastEnd; i++) {
    for (let j = c; j < currentEnd; j++) {
      if (current.index[j] === -1 || current.second[j] !== last.second[i]) continue;
      map[last.index[i]!] = current.index[j]!;
      current.index[j] = -1;
      break;
    }
  }
}

// ---- Articles -----------------------------------------------------------------------------

/** Articles by number: added, removed, and by fingerprint changed or unchanged. */
function compareArticles(last: CatalogueDigest, current: CatalogueDigest, numberMap: Int32Array, lists: ListCollector): ChangeCounts {
  if (current.articleNumber.length === 0) return notCompared();
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
  return counts;
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

/** Prices by key: added, removed, and by amount changed or unchanged; the changes beyond the factor are jumps. */
function comparePrices(
  last: CatalogueDigest,
  current: CatalogueDigest,
  numberMap: Int32Array,
  factor: number,
  lists: ListCollector,
): { counts: ChangeCounts; jumps: number } {
  if (current.priceNumber.length === 0) return { counts: notCompared(), jumps: 0 };
  const lastRowOf = matchPrices(last, current, numberMap);
  const counts: ChangeCounts = { compared: true, added: 0, removed: 0, changed: 0, unchanged: 0 };
  counts.removed = listRemovedPrices(last, lastRowOf, lists);
  let jumps = 0;
  const { addedPrices, changedPrices, priceJumps } = lists.lists;
  for (let row = 0; row < lastRowOf.length; row++) {
    const lastRow = lastRowOf[row]!;
    if (lastRow === -1) {
      counts.added++;
      if (lists.hasRoom(addedPrices)) addedPrices.push(priceRowOf(current, row));
      continue;
    }
    const old = last.priceAmount[lastRow]!;
    const now = current.priceAmount[row]!;
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
 * in the order of the numbers, whatever the order of the two files.
 */
function matchPrices(last: CatalogueDigest, current: CatalogueDigest, numberMap: Int32Array): Int32Array {
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
  return lastRowOf;
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

/** Above this many prices in one group, its rows are sorted by key and searched by halves. */
const WIDE = 16;

/**
 * A digest's price rows grouped by article number, each group in file order: two arrays, no
 * table. The groups are the digest's own number indexes, or those `groupOf` translates them to
 * (a price whose number translates to -1 is left out). A group with very many prices (lists ×
 * quantities × start dates) is sorted by tail and start date, so finding one stays cheap.
 */
class PriceGroups {
  /** Per group: where its rows begin in `rows`; one more entry marks the end of the last group. */
  readonly start: Int32Array;
  readonly rows: Int32Array;
  readonly #tail: Int32Array;
  readonly #from: Int32Array;

  constructor(digest: CatalogueDigest, groupOf: Int32Array | null, groups: number) {
    const { priceNumber } = digest;
    const start = new Int32Array(groups + 1);
    for (let row = 0; row < priceNumber.length; row++) {
      const group = groupOf === null ? priceNumber[row]! : groupOf[priceNumber[row]!]!;
      if (group !== -1) start[group] = start[group]! + 1;
    }
    for (let group = 1; group <= groups; group++) start[group] = start[group]! + start[group - 1]!;
    // Each group's end, counted down while its rows are placed from the last: the group's start.
    const rows = new Int32Array(start[groups]!);
    for (let row = priceNumber.length - 1; row >= 0; row--) {
      const group = groupOf === null ? priceNumber[row]! : groupOf[priceNumber[row]!]!;
      if (group !== -1) rows[--start[group]!] = row;
    }
    this.start = start;
    this.rows = rows;
    this.#tail = digest.priceTail;
    this.#from = digest.priceFrom;
    this.#sortWideGroups();
  }

  /** The row of the price with this key in the group; -1 when there is none. */
  find(group: number, tail: number, from: number): number {
    const begin = this.start[group]!;
    const end = this.start[group + 1]!;
    if (end - begin > WIDE) return this.#search(begin, end, tail, from);
    for (let at = begin; at < end; at++) {
      const row = this.rows[at]!;
      if (this.#tail[row] === tail && this.#from[row] === from) return row;
    }
    return -1;
  }

  /** Of equal keys the first row stays first. */
  #sortWideGroups(): void {
    const byKey = (a: number, b: number): number => this.#tail[a]! - this.#tail[b]! || this.#from[a]! - this.#from[b]! || a - b;
    for (let group = 0; group + 1 < this.start.length; group++) {
      const begin = this.start[group]!;
      const end = this.start[group + 1]!;
      if (end - begin > WIDE) this.rows.subarray(begin, end).sort(byKey);
    }
  }

  /** The first row with the key in the sorted group [begin, end), by halves; -1 when there is none. */
  #search(begin: number, end: number, tail: number, from: number): number {
    let low = begin;
    let high = end;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const row = this.rows[middle]!;
      if (this.#tail[row]! < tail || (this.#tail[row] === tail && this.#from[row]! < from)) low = middle + 1;
      else high = middle;
    }
    const row = low < end ? this.rows[low]! : -1;
    return row !== -1 && this.#tail[row] === tail && this.#from[row] === from ? row : -1;
  }
}

// ---- List entries -------------------------------------------------------------------------

function priceRowOf(digest: CatalogueDigest, row: number): PriceRow {
  return { ...priceKeyOf(digest, row), amount: digest.priceAmount[row]! };
}

function priceChangeOf(current: CatalogueDigest, row: number, old: number): PriceChange {
  const now = current.priceAmount[row]!;
  return { ...priceKeyOf(current, row), old, new: now, ratio: old === 0 ? null : now / old };
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
