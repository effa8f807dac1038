// The byte ranges to cut out of an export so that only the records that stay remain, with
// its commas still valid: every other byte (the other records, the white space between
// them, the top-level keys) stays as written. A run of records that goes is cut with the
// comma before it (after the record that stays before it), or, at the start of a list, up to
// the record that stays after it, so the layout around what stays is the original's.
import type { RecordSpans } from '../validation/record-index';
import { STAYS } from './set-aside-plan';

export interface ByteRange {
  start: number;
  end: number;
}

/** The ranges of one list (`flags[i]`: STAYS or why record i goes), in file order. */
export function* rangesOfList(spans: RecordSpans, flags: Uint8Array): Generator<ByteRange> {
  const count = Math.min(spans.count, flags.length);
  const start = (i: number) => spans.at(i)!.byteStart;
  const end = (i: number) => spans.at(i)!.byteEnd;
  let kept = -1;
  for (let i = 0; i < count;) {
    if (flags[i] === STAYS) {
      kept = i++;
      continue;
    }
    const first = i;
    while (i < count && flags[i] !== STAYS) i++;
    const last = i - 1;
    // `…kept, gone, gone, next…` → `…kept, next…`; `[gone, next…` → `[next…`; `[gone]` → `[]`.
    if (kept >= 0) yield { start: end(kept), end: end(last) };
    else if (i < count) yield { start: start(first), end: start(i) };
    else yield { start: start(first), end: end(last) };
  }
}

/** Both lists' ranges in file order (the lists may come in either order in the file). */
export function* inFileOrder(a: Iterator<ByteRange>, b: Iterator<ByteRange>): Generator<ByteRange> {
  let x = a.next();
  let y = b.next();
  while (!x.done || !y.done) {
    if (y.done || (!x.done && x.value.start <= y.value.start)) {
      yield x.value as ByteRange;
      x = a.next();
    } else {
      yield y.value;
      y = b.next();
    }
  }
}
