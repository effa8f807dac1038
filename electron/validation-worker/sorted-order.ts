// The records of one kind sorted by one column, as the preview's column headers ask: numbers
// by value, text as people sort it (numbers inside it by value, so AR-9 before AR-10; case
// and accents second), other values by how their cell reads; records without the field last,
// in either direction. Ties keep file order. Only the permutation is kept, never the values.
import type { RecordKind } from '../../shared/report/report';
import { cellOf } from './cell-text';
import type { RecordStore } from './file-records';

const RECORDS_PER_READ = 2_000;

export interface SortedOrder {
  /** The record indices in this column's order (records without the field stay last). */
  order(descending: boolean): Int32Array;
}

export async function sortedOrder(store: RecordStore, kind: RecordKind, column: string): Promise<SortedOrder> {
  const count = store.count(kind);
  const numbers = new Float64Array(count);
  const texts: (string | undefined)[] = new Array<string | undefined>(count);
  // 0: a number, 1: anything else, 2: no such field.
  const rank = new Uint8Array(count);
  for (let first = 0; first < count; first += RECORDS_PER_READ) {
    const records = await store.read(kind, first, RECORDS_PER_READ);
    records.forEach((record, k) => {
      const value = isObject(record) && Object.hasOwn(record, column) ? record[column] : undefined;
      const index = first + k;
      if (typeof value === 'number') numbers[index] = value;
      else if (value === undefined) rank[index] = 2;
      else {
        rank[index] = 1;
        texts[index] = typeof value === 'string' ? value : cellOf(value).text;
      }
    });
    await new Promise((resolve) => setImmediate(resolve));
  }
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'variant' });
  const ascending = Int32Array.from({ length: count }, (_, i) => i).sort(
    (a, b) =>
      rank[a]! - rank[b]! ||
      (rank[a] === 0 ? numbers[a]! - numbers[b]! : rank[a] === 1 ? collator.compare(texts[a]!, texts[b]!) : 0) ||
      a - b,
  );
  let present = count;
  while (present > 0 && rank[ascending[present - 1]!] === 2) present--;
  return {
    order(descending) {
      if (!descending) return ascending;
      // Reversed, but equal values keep file order and the records without the field stay last.
      const reversed = new Int32Array(count);
      let at = 0;
      let end = present;
      while (end > 0) {
        let start = end - 1;
        while (start > 0 && same(ascending[start - 1]!, ascending[end - 1]!)) start--;
        for (let k = start; k < end; k++) reversed[at++] = ascending[k]!;
        end = start;
      }
      reversed.set(ascending.subarray(present), at);
      return reversed;
    },
  };

  function same(a: number, b: number): boolean {
    if (rank[a] !== rank[b]) return false;
    return rank[a] === 0 ? numbers[a] === numbers[b] : collator.compare(texts[a]!, texts[b]!) === 0;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
