// One map from article number to everything the cross-record rules ask about it: which
// articles carry it, whether any price refers to it, and which prices form its series. Built
// with one look-up per record, where separate maps and sets cost three or four.

export type Indices = number | number[];

export interface NumberEntry {
  /** Articles whose number is well formed (the ones checked for duplicates). */
  articles: Indices | undefined;
  /** Some article has exactly this number, well formed or not. */
  inFile: boolean;
  /** Some price refers to it. */
  priced: boolean;
  /** Prices whose series fields (list, currency, minimum quantity, dates) are usable. */
  series: Indices | undefined;
}

/** A group of one is the bare index: most article numbers have one article. */
function append(group: Indices | undefined, index: number): Indices {
  if (group === undefined) return index;
  if (typeof group === 'number') return [group, index];
  group.push(index);
  return group;
}

export const indicesOf = (group: Indices): number[] => (typeof group === 'number' ? [group] : group);

export class ArticleNumberIndex {
  readonly entries = new Map<string, NumberEntry>();
  /** Prices whose article number no article in the file has, in file order. */
  readonly unknownPrices: number[] = [];

  private lastNumber: string | undefined;
  private lastEntry: NumberEntry | undefined;

  private entry(number: string): NumberEntry {
    // Exports list an article's prices together: the previous record's entry is the likely one.
    if (number === this.lastNumber) return this.lastEntry!;
    let entry = this.entries.get(number);
    if (entry === undefined) {
      entry = { articles: undefined, inFile: false, priced: false, series: undefined };
      this.entries.set(number, entry);
    }
    this.lastNumber = number;
    this.lastEntry = entry;
    return entry;
  }

  /** Articles first, then prices: a price is "unknown" only once every article is known. */
  addArticle(number: string, index: number, wellFormed: boolean): void {
    const entry = this.entry(number);
    entry.inFile = true;
    if (wellFormed) entry.articles = append(entry.articles, index);
  }

  addPrice(number: string, index: number, usableSeries: boolean): void {
    const entry = this.entry(number);
    entry.priced = true;
    if (!entry.inFile) this.unknownPrices.push(index);
    if (usableSeries) entry.series = append(entry.series, index);
  }
}
