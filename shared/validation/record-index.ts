// Where each article and price stands in the file: its bytes and the line and column it
// starts at, in typed arrays (20 bytes a record), so a 1 GiB export's 5 million records cost
// 100 MB and no object each. The preview reads its pages back from the file by these offsets,
// and findings made after the scan (duplicates, unknown fields) are located in their record.
import type { RecordKind } from '../report/report';

export class RecordSpans {
  count = 0;
  #start = new Float64Array(1024);
  #end = new Float64Array(1024);
  #line = new Uint32Array(1024);
  #column = new Uint32Array(1024);

  add(byteStart: number, byteEnd: number, line: number, column: number): void {
    if (this.count === this.#start.length) this.#grow();
    const i = this.count++;
    this.#start[i] = byteStart;
    this.#end[i] = byteEnd;
    this.#line[i] = line;
    this.#column[i] = column;
  }

  at(index: number): { byteStart: number; byteEnd: number; line: number; column: number } | undefined {
    if (index < 0 || index >= this.count) return undefined;
    return { byteStart: this.#start[index]!, byteEnd: this.#end[index]!, line: this.#line[index]!, column: this.#column[index]! };
  }

  #grow(): void {
    const size = this.#start.length * 2;
    const grow = <T extends Float64Array | Uint32Array>(old: T, make: (n: number) => T): T => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.#start = grow(this.#start, (n) => new Float64Array(n));
    this.#end = grow(this.#end, (n) => new Float64Array(n));
    this.#line = grow(this.#line, (n) => new Uint32Array(n));
    this.#column = grow(this.#column, (n) => new Uint32Array(n));
  }
}

export class RecordIndex {
  readonly articles = new RecordSpans();
  readonly prices = new RecordSpans();

  of(kind: RecordKind): RecordSpans {
    return kind === 'article' ? this.articles : this.prices;
  }
}
