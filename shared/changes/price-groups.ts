// A digest's prices grouped by article number (compare-digests.ts and previous-prices.ts):
// two typed arrays instead of a table, so the comparison visits each article's few prices as
// neighbouring rows, whatever the order of the file.
import type { CatalogueDigest } from './digest';

/** Above this many prices in one group, its rows are sorted by key and searched by halves. */
export const WIDE = 16;

/**
 * A digest's price rows grouped by article number, each group in file order: two arrays, no
 * table. The groups are the digest's own number indexes, or those `groupOf` translates them to
 * (a price whose number translates to -1 is left out). A group with very many prices (lists ×
 * quantities × start dates) is sorted by tail and start date, so finding one stays cheap.
 */
export class PriceGroups {
  /** Per group: where its rows begin in `rows`; one more entry marks the end of the last group. */
  readonly start: Int32Array;
  readonly rows: Int32Array;
  readonly #tail: Int32Array;
  readonly #from: Int32Array;

  constructor(digest: Pick<CatalogueDigest, 'priceNumber' | 'priceTail' | 'priceFrom'>, groupOf: Int32Array | null, groups: number) {
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
