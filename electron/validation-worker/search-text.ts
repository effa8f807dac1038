// The text a search looks through: per record, the values of all its fields (nested ones too,
// not their keys) as the file writes them (`1.10`, not 1.1; `12345678901234567890`, not
// 12345678901234567000), lowercased, records joined in long strings with their start offsets. A
// search is then one native indexOf over a few long strings: under a tenth of a second for
// 100,000 articles, where parsing the records again would take most of a second.
//
// Built on the first search of a kind. Kept when it fits the budget (a 100 MB export's
// articles make about 40 MB of it); a larger file's text is built again for each search,
// slower but with the worker's memory as flat as validation keeps it.
import type { RecordKind } from '../../shared/report/report';
import type { RecordStore } from './file-records';

/** Records read and joined at a time: one string of them, then a turn for other requests. */
const RECORDS_PER_CHUNK = 2_000;
/** Characters of search text kept across searches (one byte each for Latin text). */
const KEPT_TEXT_BUDGET = 64 * 1024 * 1024;
/** Between records: no value contains it as typed, so a match never spans two records. */
const SEPARATOR = '\u0000';

interface Chunk {
  /** Index of its first record. */
  first: number;
  text: string;
  /** Where each record's text starts in `text`, and one more entry: its end. */
  starts: Int32Array;
}

export class SearchText {
  readonly #store: RecordStore;
  readonly #kind: RecordKind;
  #kept: Promise<Chunk[] | undefined> | undefined;

  constructor(store: RecordStore, kind: RecordKind, private readonly budget = KEPT_TEXT_BUDGET) {
    this.#store = store;
    this.#kind = kind;
  }

  /** A mark per record whose text contains `query` (already normalised), among those `among` marks. */
  async matches(query: string, among?: Uint8Array): Promise<Uint8Array> {
    const found = new Uint8Array(this.#store.count(this.#kind));
    const search = (chunk: Chunk) => markMatches(chunk, query, found, among);
    if (!this.#kept) {
      // The first search walks the chunks as they are built: one pass, not two.
      const building = this.#build(search);
      this.#kept = building;
      // A failed build (the file changed on disk) is tried again by the next search.
      building.catch(() => this.#kept === building && (this.#kept = undefined));
      await building;
      return found;
    }
    const kept = await this.#kept;
    if (kept) for (const chunk of kept) search(chunk);
    else await this.#eachChunk(search);
    return found;
  }

  async #build(search: (chunk: Chunk) => void): Promise<Chunk[] | undefined> {
    const chunks: Chunk[] = [];
    let size = 0;
    await this.#eachChunk((chunk) => {
      search(chunk);
      size += chunk.text.length;
      if (size <= this.budget) chunks.push(chunk);
    });
    return size <= this.budget ? chunks : undefined;
  }

  async #eachChunk(visit: (chunk: Chunk) => void): Promise<void> {
    const count = this.#store.count(this.#kind);
    for (let first = 0; first < count; first += RECORDS_PER_CHUNK) {
      const records = await this.#store.readTexts(this.#kind, first, RECORDS_PER_CHUNK);
      visit(chunkOf(first, records));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

function chunkOf(first: number, records: string[]): Chunk {
  const parts: string[] = [];
  const starts = new Int32Array(records.length + 1);
  let length = 0;
  for (let k = 0; k < records.length; k++) {
    starts[k] = length;
    const text = valuesText(records[k]!).toLowerCase();
    parts.push(text);
    length += text.length + SEPARATOR.length;
  }
  starts[records.length] = length;
  return { first, text: parts.join(SEPARATOR) + SEPARATOR, starts };
}

/**
 * A JSON value's scalar values as the text writes them, nested ones included, without the
 * field names (searching "name" finds names, not every record), strings unescaped, null left
 * out. A strict tokeniser over valid JSON (the records were validated): a string followed by
 * a colon is a key.
 */
export function valuesText(json: string): string {
  const parts: string[] = [];
  // Strings unrolled ("[^"\\]*(?:\\.[^"\\]*)*"): no backtracking per character, whatever their length.
  const token = /"([^"\\]*(?:\\.[^"\\]*)*)"(\s*:)?|(-?\d[\d.eE+-]*)|(true|false)/g;
  for (let match = token.exec(json); match !== null; match = token.exec(json)) {
    const [, string, colon, number, literal] = match;
    if (string !== undefined) {
      if (colon === undefined) parts.push(string.includes('\\') ? (JSON.parse(`"${string}"`) as string) : string);
    } else {
      parts.push(number ?? literal!);
    }
  }
  return parts.join(' ');
}

function markMatches(chunk: Chunk, query: string, found: Uint8Array, among: Uint8Array | undefined): void {
  const { text, starts, first } = chunk;
  let at = text.indexOf(query);
  while (at !== -1) {
    const k = recordAt(starts, at);
    if (!among || among[first + k]) found[first + k] = 1;
    // On to the next record: one match is enough for this one.
    at = text.indexOf(query, starts[k + 1]!);
  }
}

/** The record whose text holds offset `at` (binary search in the starts). */
function recordAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}
