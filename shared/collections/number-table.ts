// Article numbers → small sequential ids, and which numbers differ only in case, in one table:
// its slots are keyed by the 64-bit hash of the lower-cased number and hold the first id of
// that spelling; each id's own 64-bit hash, in two columns, tells the spellings apart. Numbers
// that differ only in case are rare: the later ones are listed beside the first. About 29 bytes
// a number, where a table of numbers and one of lower-cased numbers took twice 21.
import { IntColumn } from './columns';
import { SlotTable, hashesAndFolded } from './key-table';

export class NumberTable {
  readonly #byFolded = new SlotTable();
  readonly #high = new IntColumn(0);
  readonly #low = new IntColumn(0);
  /** Ids whose numbers lower-case to the first one's, by that first id (rare). */
  readonly #spellings = new Map<number, number[]>();
  size = 0;
  /** Set by intern: whether the last number interned was new. */
  added = false;

  /** The last number interned and its id: a file's prices come in runs of one article's. */
  #last = '';
  #lastId = -1;

  /** The number's id, given the next id (0, 1, 2, …) when it was not seen before. */
  intern(number: string): number {
    if (number === this.#last && this.#lastId !== -1) {
      this.added = false;
      return this.#lastId;
    }
    const id = this.#intern(number);
    this.#last = number;
    this.#lastId = id;
    return id;
  }

  #intern(number: string): number {
    const [high, low, foldedHigh, foldedLow] = hashesAndFolded(number);
    const first = this.#byFolded.valueOr(foldedHigh, foldedLow, this.size);
    if (first === -1) return this.#add(high, low);
    this.added = false;
    if (this.#is(first, high, low)) return first;
    const others = this.#spellings.get(first);
    for (const id of others ?? []) if (this.#is(id, high, low)) return id;
    const id = this.#add(high, low);
    if (others === undefined) this.#spellings.set(first, [id]);
    else others.push(id);
    return id;
  }

  /** Each set of ids whose numbers differ only in case: the first id, and the others in the order they came. */
  spellings(): IterableIterator<[number, number[]]> {
    return this.#spellings.entries();
  }

  #is(id: number, high: number, low: number): boolean {
    return this.#high.get(id) === high && this.#low.get(id) === low;
  }

  #add(high: number, low: number): number {
    const id = this.size++;
    this.#high.set(id, high);
    this.#low.set(id, low);
    this.added = true;
    return id;
  }
}
