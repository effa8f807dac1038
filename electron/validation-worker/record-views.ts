// Which records the preview shows, in which order: the records of one kind narrowed by a
// search and by their findings, sorted by a column. Worked out here, where the document
// lives, so the window asks for a page of a view as it asks for a page of rows and its own
// thread never holds more than a page.
import { FINDING_CODES, SEVERITY_OF, type FindingCode, type RuleLevel, type Severity } from '../../shared/report/finding-codes';
import type { RecordMarks } from '../../shared/validation/record-marks';
import { keepsFileOrder, normaliseQuery, type RecordView } from '../../shared/ipc/record-view';

export type { RecordView } from '../../shared/ipc/record-view';
import type { RecordKind } from '../../shared/report/report';
import type { RecordStore } from './file-records';
import { SearchText } from './search-text';
import { sortedOrder, type SortedOrder } from './sorted-order';

/** Sorted columns kept per kind: the one shown and the one before (a second click reverses). */
const SORTS_KEPT = 2;

export class RecordViews {
  readonly #store: RecordStore;
  readonly #marks: RecordMarks;
  /** Each code's level under the rules the file was checked with: "errors only" shows what they call errors. */
  readonly #levels: Readonly<Record<FindingCode, RuleLevel>>;
  readonly #search = new Map<RecordKind, SearchText>();
  readonly #sorts = new Map<string, Promise<SortedOrder>>();
  /** The last view asked for per kind: the window pages through one view at a time. */
  readonly #last = new Map<RecordKind, { key: string; order: Promise<Int32Array | undefined> }>();

  constructor(store: RecordStore, marks: RecordMarks, levels: Readonly<Record<FindingCode, RuleLevel>> = SEVERITY_OF) {
    this.#store = store;
    this.#marks = marks;
    this.#levels = levels;
  }

  /** The record indices of a view in the order shown; undefined when it is every record in file order. */
  order(kind: RecordKind, view: RecordView | undefined): Promise<Int32Array | undefined> {
    if (!view || keepsFileOrder(view)) return Promise.resolve(undefined);
    const key = viewKey(view);
    const last = this.#last.get(kind);
    if (last?.key === key) return last.order;
    const order = this.#compute(kind, view);
    this.#last.set(kind, { key, order });
    // A failed view (the file changed on disk) is asked again next time, not remembered.
    order.catch(() => this.#last.get(kind)?.order === order && this.#last.delete(kind));
    return order;
  }

  async #compute(kind: RecordKind, view: RecordView): Promise<Int32Array | undefined> {
    const count = this.#store.count(kind);
    let keep: Uint8Array | undefined;
    if (view.show || view.code) keep = this.#withProblems(kind, count, view.show === 'problems' ? undefined : view.show, view.code);
    const query = normaliseQuery(view.query);
    if (query) keep = await this.#searchText(kind).matches(query, keep);
    const base = view.sort ? (await this.#sorted(kind, view.sort.column)).order(view.sort.descending) : undefined;
    return select(count, base, keep);
  }

  #withProblems(kind: RecordKind, count: number, severity: Severity | undefined, only: FindingCode | undefined): Uint8Array {
    const keep = new Uint8Array(count);
    const codes = FINDING_CODES.filter((code) => (!only || code === only) && (!severity || this.#levels[code] === severity));
    this.#marks.fill(kind, codes, keep);
    return keep;
  }

  #searchText(kind: RecordKind): SearchText {
    let text = this.#search.get(kind);
    if (!text) this.#search.set(kind, (text = new SearchText(this.#store, kind)));
    return text;
  }

  #sorted(kind: RecordKind, column: string): Promise<SortedOrder> {
    const key = `${kind}\u0000${column}`;
    let sorted = this.#sorts.get(key);
    if (sorted) {
      // Most recently used last, so the oldest is the first one dropped.
      this.#sorts.delete(key);
    } else {
      sorted = sortedOrder(this.#store, kind, column);
      sorted.catch(() => this.#sorts.get(key) === sorted && this.#sorts.delete(key));
    }
    this.#sorts.set(key, sorted);
    const ofKind = [...this.#sorts.keys()].filter((k) => k.startsWith(`${kind}\u0000`));
    for (const old of ofKind.slice(0, Math.max(0, ofKind.length - SORTS_KEPT))) this.#sorts.delete(old);
    return sorted;
  }
}

function viewKey(view: RecordView): string {
  return JSON.stringify([
    normaliseQuery(view.query),
    view.show ?? '',
    view.code ?? '',
    view.sort ? [view.sort.column, view.sort.descending] : null,
  ]);
}

/** The indices of `base` (or 0..count-1) that `keep` marks, in `base`'s order. */
function select(count: number, base: Int32Array | undefined, keep: Uint8Array | undefined): Int32Array | undefined {
  if (!keep) return base;
  let kept = 0;
  for (let i = 0; i < count; i++) kept += keep[i]!;
  const order = new Int32Array(kept);
  let at = 0;
  for (let k = 0; k < count; k++) {
    const index = base ? base[k]! : k;
    if (keep[index]) order[at++] = index;
  }
  return order;
}
