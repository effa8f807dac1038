// Where each article and price stands in the file: its first byte, its length and the line and
// column it starts at, 10 bytes a record in typed columns (up to 16 in a minified file, for
// records over 64 KiB or of more than 16 lines), so a 1 GiB export's 4.8 million records cost
// about 48 MB and no object each.
// The preview reads its pages back from the file by these offsets, and findings made after the
// scan (duplicates, unknown fields) are located in their record.
import type { RecordKind } from '../report/report';
import { NarrowUintColumn, OffsetColumn, RisingUintColumn } from '../collections/columns';

export class RecordSpans {
  count = 0;
  readonly #start = new OffsetColumn();
  readonly #length = new NarrowUintColumn();
  readonly #line = new RisingUintColumn();
  readonly #column = new NarrowUintColumn();

  add(byteStart: number, byteEnd: number, line: number, column: number): void {
    const i = this.count++;
    this.#start.set(i, byteStart);
    this.#length.set(i, byteEnd - byteStart);
    this.#line.set(i, line);
    this.#column.set(i, column);
  }

  /** Forgets the last record (one that turned out not to be JSON). */
  dropLast(): void {
    if (this.count > 0) this.count--;
  }

  at(index: number): { byteStart: number; byteEnd: number; line: number; column: number } | undefined {
    if (index < 0 || index >= this.count) return undefined;
    const byteStart = this.#start.get(index);
    return { byteStart, byteEnd: byteStart + this.#length.get(index), line: this.#line.get(index), column: this.#column.get(index) };
  }
}

export class RecordIndex {
  readonly articles = new RecordSpans();
  readonly prices = new RecordSpans();

  of(kind: RecordKind): RecordSpans {
    return kind === 'article' ? this.articles : this.prices;
  }
}
