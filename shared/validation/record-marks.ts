// Which records have findings of which code: every finding, also those past the per-code cap
// the report lists, so the preview's problem filters find every record with a problem, not the
// first thousand of each code. Four bytes per finding, in file order.
import type { FindingCode } from '../report/finding-codes';
import type { RecordKind } from '../report/report';

class IndexList {
  #items = new Int32Array(64);
  length = 0;

  push(index: number): void {
    // The same record twice in a row (two findings of one code): once is enough.
    if (this.length > 0 && this.#items[this.length - 1] === index) return;
    if (this.length === this.#items.length) {
      const grown = new Int32Array(this.#items.length * 2);
      grown.set(this.#items);
      this.#items = grown;
    }
    this.#items[this.length++] = index;
  }

  get items(): Int32Array {
    return this.#items.subarray(0, this.length);
  }
}

export class RecordMarks {
  readonly #lists = new Map<`${RecordKind}:${FindingCode}`, IndexList>();

  mark(kind: RecordKind, code: FindingCode, index: number): void {
    const key = `${kind}:${code}` as const;
    let list = this.#lists.get(key);
    if (!list) this.#lists.set(key, (list = new IndexList()));
    list.push(index);
  }

  /** Sets `into[i]` to 1 for each record i of the kind with a finding of one of `codes`. */
  fill(kind: RecordKind, codes: Iterable<FindingCode>, into: Uint8Array): void {
    for (const code of codes) {
      for (const index of this.#lists.get(`${kind}:${code}`)?.items ?? []) if (index < into.length) into[index] = 1;
    }
  }
}
