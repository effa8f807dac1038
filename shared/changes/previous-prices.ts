// The target's previous price for a price whose exact key is new. Exact keys alone let the
// price guard be dodged by accident: every price ×100 with a new `validFrom`, or under a price
// list renamed from "2026" to "2027", is "added" and "left out", never "changed". So a price
// whose key the target has not got is compared with the target's last known price of the same
// article, currency and price list (a list that disappeared while this one appeared, for the same
// articles, counts as the same list), at the nearest minimum quantity, of the latest period.
//
// Runs on up to three million prices a side: per article group (price-groups.ts), a few
// neighbouring rows are scanned; a group with very many prices is sorted once and searched by
// halves. Price lists and currencies are few, so they are matched through Maps.
import type { CatalogueDigest, PriceTail } from './digest';
import { readPrices, type DigestRows } from './digest-rows';
import { PriceGroups, WIDE } from './price-groups';

/**
 * The row in `last` of the price a price of the file is compared with when its own key is new
 * there. `lastGroups` groups last's prices by the file's number indexes. Made when the first
 * such price is met (compare-digests.ts), from the file's rows read once more only when price
 * lists have to be paired (renamed lists).
 */
export class PreviousPrices {
  /** Per tail of the file, the id of last's series (list, currency) its prices are compared with, or -1. */
  readonly #wanted: Int32Array;
  readonly #finder: PreviousFinder;

  constructor(
    last: CatalogueDigest,
    private readonly current: DigestRows,
    lastGroups: PriceGroups,
  ) {
    const series = new SeriesIndex(last.tails);
    const sameList = last.priceNumber.length === 0 ? new Map<string, string>() : listCounterparts(last, current, lastGroups);
    this.#wanted = Int32Array.from(current.tails, (tail) => {
      const list = sameList.get(tail.priceList);
      return list === undefined ? -1 : series.idOf(list, tail.currency);
    });
    this.#finder = new PreviousFinder(last, lastGroups, series);
  }

  /**
   * The row of the price compared with the file's price of number `number` and tail `tail`, or
   * -1: prices of an article, currency or list the target had no price for have none.
   */
  of(number: number, tail: number): number {
    const series = this.#wanted[tail]!;
    return series === -1 ? -1 : this.#finder.find(number, series, this.current.tails[tail]!.minQuantity);
  }
}

/** Ids of last's (price list, currency) pairs, and per last tail its pair's id. */
class SeriesIndex {
  readonly #ids = new Map<string, number>();
  readonly ofTail: Int32Array;

  constructor(tails: readonly PriceTail[]) {
    this.ofTail = Int32Array.from(tails, (tail) => {
      const key = seriesKey(tail.priceList, tail.currency);
      if (!this.#ids.has(key)) this.#ids.set(key, this.#ids.size);
      return this.#ids.get(key)!;
    });
  }

  idOf(priceList: string, currency: string): number {
    return this.#ids.get(seriesKey(priceList, currency)) ?? -1;
  }
}

function seriesKey(priceList: string, currency: string): string {
  return JSON.stringify([priceList, currency]);
}

/**
 * Per price list of `current`, the list of `last` its prices are compared with: the same list,
 * or for a list `last` has not got, a list `current` has not got any more (gone as this one
 * came: a list renamed for the new year). Such lists are paired by the articles they share in
 * the same currency, most shared first, each at most once. A list with no counterpart is absent.
 */
function listCounterparts(last: CatalogueDigest, current: DigestRows, lastGroups: PriceGroups): Map<string, string> {
  const lastLists = new Set(last.tails.map((tail) => tail.priceList));
  const currentLists = new Set(current.tails.map((tail) => tail.priceList));
  const counterparts = new Map<string, string>();
  for (const list of currentLists) if (lastLists.has(list)) counterparts.set(list, list);
  const appeared = [...currentLists].filter((list) => !lastLists.has(list));
  const gone = [...lastLists].filter((list) => !currentLists.has(list));
  if (appeared.length === 0 || gone.length === 0) return counterparts;

  const shared = sharedArticles(last, current, lastGroups, appeared, gone);
  const pairs: { appeared: number; gone: number; articles: number }[] = [];
  for (let a = 0; a < appeared.length; a++) {
    for (let g = 0; g < gone.length; g++) {
      const articles = shared[a * gone.length + g]!;
      if (articles > 0) pairs.push({ appeared: a, gone: g, articles });
    }
  }
  pairs.sort((x, y) => y.articles - x.articles || x.appeared - y.appeared || x.gone - y.gone);
  const goneTaken = new Uint8Array(gone.length);
  for (const pair of pairs) {
    if (counterparts.has(appeared[pair.appeared]!) || goneTaken[pair.gone] === 1) continue;
    counterparts.set(appeared[pair.appeared]!, gone[pair.gone]!);
    goneTaken[pair.gone] = 1;
  }
  return counterparts;
}

/**
 * Per pair (appeared list a, gone list g), at a × gone.length + g: how many articles have a
 * price in list a now and had one in list g, in the same currency. Per article, the distinct
 * tails of each side are paired, each pair of lists counted once. The file's prices are grouped
 * by article for this, from its rows: only when lists were renamed, once a year or so.
 */
function sharedArticles(last: CatalogueDigest, current: DigestRows, lastGroups: PriceGroups, appeared: string[], gone: string[]): Int32Array {
  const currentPrices = priceColumns(current);
  const currentGroups = new PriceGroups(currentPrices, null, current.numberCount);
  const currentSide = new TailsOfLists(currentPrices, currentGroups, appeared);
  const lastSide = new TailsOfLists(last, lastGroups, gone);
  const currencies = new Map<string, number>();
  const currencyOf = (tail: PriceTail): number => {
    if (!currencies.has(tail.currency)) currencies.set(tail.currency, currencies.size);
    return currencies.get(tail.currency)!;
  };
  const currentCurrency = Int32Array.from(current.tails, currencyOf);
  const lastCurrency = Int32Array.from(last.tails, currencyOf);
  const shared = new Int32Array(appeared.length * gone.length);
  const countedIn = new Int32Array(appeared.length * gone.length).fill(-1);
  for (let group = 0; group + 1 < currentGroups.start.length; group++) {
    const currentCount = currentSide.collect(group);
    if (currentCount === 0) continue;
    const lastCount = lastSide.collect(group);
    for (let i = 0; i < currentCount; i++) {
      const c = currentSide.found[i]!;
      for (let j = 0; j < lastCount; j++) {
        const l = lastSide.found[j]!;
        if (currentCurrency[c] !== lastCurrency[l]) continue;
        const pair = currentSide.listOf[c]! * gone.length + lastSide.listOf[l]!;
        if (countedIn[pair] === group) continue;
        countedIn[pair] = group;
        shared[pair] = shared[pair]! + 1;
      }
    }
  }
  return shared;
}

type PriceColumns = Pick<CatalogueDigest, 'priceNumber' | 'priceTail' | 'priceFrom'> & { tails: readonly PriceTail[] };

/** The file's price columns the grouping needs, read from its rows. */
function priceColumns(current: DigestRows): PriceColumns {
  const count = current.priceCount;
  const price = { number: new Int32Array(count), tail: new Int32Array(count), from: new Int32Array(count) };
  readPrices(current.prices(), count, price);
  return { priceNumber: price.number, priceTail: price.tail, priceFrom: price.from, tails: current.tails };
}

/** One side's distinct tails of some price lists, per article group, into a reused buffer. */
class TailsOfLists {
  /** Per tail, the index of its list among those asked for, or -1. */
  readonly listOf: Int32Array;
  /** The tails `collect` found, in its first entries. */
  readonly found: Int32Array;
  readonly #seenIn: Int32Array;

  constructor(
    private readonly digest: Pick<PriceColumns, 'priceTail' | 'tails'>,
    private readonly groups: PriceGroups,
    lists: string[],
  ) {
    this.listOf = Int32Array.from(digest.tails, (tail) => lists.indexOf(tail.priceList));
    this.found = new Int32Array(digest.tails.length);
    this.#seenIn = new Int32Array(digest.tails.length).fill(-1);
  }

  /** How many distinct tails of the lists asked for the group's prices have (now in `found`). */
  collect(group: number): number {
    let count = 0;
    const { rows, start } = this.groups;
    const { priceTail } = this.digest;
    for (let at = start[group]!; at < start[group + 1]!; at++) {
      const tail = priceTail[rows[at]!]!;
      if (this.listOf[tail] === -1 || this.#seenIn[tail] === group) continue;
      this.#seenIn[tail] = group;
      this.found[count++] = tail;
    }
    return count;
  }
}

/**
 * Finds, in an article's group of `last`, the price of a series at the minimum quantity nearest
 * to the one asked (of two as near, the smaller), of the latest start date. A group above WIDE
 * prices is sorted by series, quantity and start date the first time it is asked, then searched
 * by halves.
 */
class PreviousFinder {
  readonly #tail: Int32Array;
  readonly #seriesOfTail: Int32Array;
  readonly #quantityOfTail: Float64Array;
  readonly #sorted = new Map<number, Int32Array>();

  constructor(
    private readonly last: CatalogueDigest,
    private readonly groups: PriceGroups,
    series: SeriesIndex,
  ) {
    // A candidate's series and quantity through its tail: per tail, not per row, as a column
    // of each for three million rows would be held beside both digests for the few rows read.
    this.#tail = last.priceTail;
    this.#seriesOfTail = series.ofTail;
    this.#quantityOfTail = Float64Array.from(last.tails, (tail) => tail.minQuantity);
  }

  #series(row: number): number {
    return this.#seriesOfTail[this.#tail[row]!]!;
  }

  #quantity(row: number): number {
    return this.#quantityOfTail[this.#tail[row]!]!;
  }

  find(group: number, series: number, quantity: number): number {
    const begin = this.groups.start[group]!;
    const end = this.groups.start[group + 1]!;
    if (end - begin > WIDE) return this.#search(this.#sortedGroup(group, begin, end), series, quantity);
    let best = -1;
    for (let at = begin; at < end; at++) {
      const row = this.groups.rows[at]!;
      if (this.#series(row) === series && (best === -1 || this.#isNearer(row, best, quantity))) best = row;
    }
    return best;
  }

  /** Whether `row` is a better previous price than `best` for `quantity`: nearer, then smaller, then later. */
  #isNearer(row: number, best: number, quantity: number): boolean {
    const q = this.#quantity(row);
    const bestQ = this.#quantity(best);
    const distance = Math.abs(q - quantity);
    const bestDistance = Math.abs(bestQ - quantity);
    if (distance !== bestDistance) return distance < bestDistance;
    if (q !== bestQ) return q < bestQ;
    return this.last.priceFrom[row]! > this.last.priceFrom[best]!;
  }

  #sortedGroup(group: number, begin: number, end: number): Int32Array {
    let rows = this.#sorted.get(group);
    if (rows === undefined) {
      const from = this.last.priceFrom;
      rows = this.groups.rows.slice(begin, end).sort((a, b) =>
        this.#series(a) - this.#series(b) || this.#quantity(a) - this.#quantity(b) || from[a]! - from[b]!);
      this.#sorted.set(group, rows);
    }
    return rows;
  }

  /** In rows sorted by series, quantity and start date: the entry below and the entry at or above the quantity asked. */
  #search(rows: Int32Array, series: number, quantity: number): number {
    let low = 0;
    let high = rows.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const row = rows[middle]!;
      if (this.#series(row) < series || (this.#series(row) === series && this.#quantity(row) < quantity)) low = middle + 1;
      else high = middle;
    }
    // Below: the largest quantity under the one asked, already its latest start date.
    const below = low > 0 && this.#series(rows[low - 1]!) === series ? rows[low - 1]! : -1;
    let above = -1;
    if (low < rows.length && this.#series(rows[low]!) === series) {
      let at = low;
      const q = this.#quantity(rows[at]!);
      while (at + 1 < rows.length && this.#series(rows[at + 1]!) === series && this.#quantity(rows[at + 1]!) === q) at++;
      above = rows[at]!;
    }
    if (below === -1) return above;
    if (above === -1) return below;
    return this.#isNearer(above, below, quantity) ? above : below;
  }
}
