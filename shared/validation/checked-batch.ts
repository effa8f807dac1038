// The outcome of a batch of record spans checked on a checker thread, as compact columns (a
// few typed arrays and arrays of texts: what crosses threads cheaply), and its replay on the
// thread that merges, in file order, into the document half (span-checker.ts).
//
// Why this shape:
// - One entry per record span of the batch, in order; the merging thread walks the same spans
//   in the same order (the scan batch, replayed), so no entry needs to say which span it is.
// - Findings are told as their code and record; their draft (words, place) only while the
//   code has fewer than `cap` findings in this batch, or is listed in full: the collector
//   keeps at most `cap` in the whole file, so a finding it keeps always comes with its draft.
// - Unknown fields are tallied per batch (name, first record, count), in order of first
//   appearance: merged batch by batch, that order and those counts are the file's.
// - The digest's part of an article (its `active` and the fields it fills) only when asked.
// - A checker stops telling findings at the first problem of its batch (a syntax error or a
//   level too deep); after a level too deep it still looks for a syntax error, which wins.
import type { FindingCode, RuleLevel } from '../report/finding-codes';
import type { FindingDraft, FindingsSink } from './findings-collector';
import type { FieldNotes, RecordContext } from './record-context';
import type { RecordKeysSink, RecordSinks, SpanOutcome, SpanProblem } from './record-checks';
import type { Span } from './scan-types';
import type { CheckedRecords, SpanChecker } from './span-checker';
import { dayOf, isFilled, type ArticleShape } from './validate-cross-records';
import type { PriceSeriesFields } from './validate-price';

/** One batch's record outcomes (see the top of this file). */
export interface CheckedBatch {
  /** Per record span: 0 not checked (parse only, or after a problem), 1 checked. */
  checked: Uint8Array;
  /** Record spans (by their place among the batch's records) with a problem, and the problems. */
  problemAt: number[];
  problems: SpanProblem[];
  findingRecord: number[];
  findingCode: FindingCode[];
  /** null: not listed (past the batch's cap for its code). */
  findingDraft: (FindingDraft | null)[];
  /** Unknown fields: record of first appearance, 0 article / 1 price, name, count, first record's article number. */
  fieldRecord: number[];
  fieldName: string[];
  fieldCount: number[];
  fieldNumber: (string | null)[];
  /** Per record: the length of its article number in `numbers`, -1 when that is not a text. */
  numberLength: Int32Array;
  /** The article numbers that are texts, one after the other: one text crosses threads far cheaper than thousands. */
  numbers: string;
  /** Per record: USABLE, AMOUNT, and the article's `active` (ACTIVE_*). */
  flags: Uint8Array;
  amount: Float64Array;
  /** Per price: its series tail among `tails…` (-1: not usable), and its dates as YYYYMMDD (0: open). */
  tail: Int32Array;
  from: Int32Array;
  to: Int32Array;
  tailList: string[];
  tailCurrency: string[];
  tailQuantity: number[];
  /** Per article, when the digest is collected: the fields it fills, shapeNames[shapeStart[r]…shapeStart[r+1]) into shapeNameList. */
  shapeStart: Int32Array | undefined;
  shapeNames: Int32Array;
  shapeNameList: string[];
}

const USABLE = 1, AMOUNT = 2, ACTIVE_TRUE = 4, ACTIVE_FALSE = 8;

/** Collects a batch's record outcomes on a checker thread: the sinks record-checks.ts reports to. */
export class BatchRecorder implements RecordSinks {
  readonly out: FindingsSink;
  readonly articleFields: FieldNotes;
  readonly priceFields: FieldNotes;
  readonly keys: RecordKeysSink;
  #b!: CheckedBatch;
  #record = 0;
  readonly #perCode = new Map<FindingCode, number>();
  readonly #fields = new Map<string, number>();
  readonly #tails = new Map<string, number>();
  readonly #shapeNames = new Map<string, number>();
  /**
   * The batch's shape ids so far, grown by doubling and handed over as its filled part. Typed,
   * and transferred: as a list of numbers (tens of thousands a batch, larger than a young
   * generation's object may be) each batch's ids, and every copy its growth made, piled up in
   * both threads' large-object space until a full collection, and `send`'s check (which
   * collects the digest) peaked about 7 MiB above `validate`'s.
   */
  #shapeIds = new Int32Array(0);
  #shapeCount = 0;
  readonly #numbers: string[] = [];

  /** `levels`, `cap` and `uncapped` as the merging thread's collector has them; `shapes`: the digest is collected. */
  constructor(levels: Readonly<Record<FindingCode, RuleLevel>>, cap: number, uncapped: ReadonlySet<FindingCode>, private readonly shapes: boolean) {
    this.out = {
      add: (code, draft) => {
        if (levels[code] === 'off') return false;
        const seen = this.#perCode.get(code) ?? 0;
        this.#perCode.set(code, seen + 1);
        const listed = seen < cap || uncapped.has(code);
        this.#b.findingRecord.push(this.#record);
        this.#b.findingCode.push(code);
        this.#b.findingDraft.push(listed ? draft : null);
        return listed;
      },
    };
    const notes = (kind: 0 | 1): FieldNotes => ({ note: (field, context) => this.#note(kind, field, context) });
    this.articleFields = notes(0);
    this.priceFields = notes(1);
    this.keys = {
      article: (_span, value, number, usable) => this.#article(value, number, usable),
      price: (_span, value, number, series) => this.#price(value, number, series),
    };
  }

  /** Starts a batch of `records` record spans. */
  begin(records: number): void {
    this.#record = 0;
    this.#perCode.clear();
    this.#fields.clear();
    this.#tails.clear();
    this.#shapeNames.clear();
    this.#shapeIds = new Int32Array(this.shapes ? 8 * records : 0);
    this.#shapeCount = 0;
    this.#b = {
      checked: new Uint8Array(records), problemAt: [], problems: [],
      findingRecord: [], findingCode: [], findingDraft: [],
      fieldRecord: [], fieldName: [], fieldCount: [], fieldNumber: [],
      numberLength: new Int32Array(records).fill(-1), numbers: '', flags: new Uint8Array(records), amount: new Float64Array(records),
      tail: new Int32Array(records).fill(-1), from: new Int32Array(records), to: new Int32Array(records),
      tailList: [], tailCurrency: [], tailQuantity: [],
      shapeStart: this.shapes ? new Int32Array(records + 1) : undefined, shapeNames: this.#shapeIds, shapeNameList: [],
    };
  }

  /** The outcome of the next record span. */
  told(outcome: SpanOutcome): void {
    const r = this.#record;
    if ('problem' in outcome) {
      this.#b.problemAt.push(r);
      this.#b.problems.push(outcome.problem);
    } else if ('value' in outcome) this.#b.checked[r] = 1;
    if (this.#b.shapeStart !== undefined) this.#b.shapeStart[r + 1] = this.#shapeCount;
    this.#record = r + 1;
  }

  end(): CheckedBatch {
    this.#b.numbers = this.#numbers.join('');
    this.#b.shapeNames = this.#shapeIds.subarray(0, this.#shapeCount);
    this.#numbers.length = 0;
    return this.#b;
  }

  #number(number: string): void {
    this.#b.numberLength[this.#record] = number.length;
    this.#numbers.push(number);
  }

  #note(kind: 0 | 1, field: string, context: RecordContext): void {
    const key = `${kind}${field}`;
    const at = this.#fields.get(key);
    if (at !== undefined) {
      this.#b.fieldCount[at]!++;
      return;
    }
    this.#fields.set(key, this.#b.fieldName.length);
    this.#b.fieldRecord.push(this.#record);
    this.#b.fieldName.push(field);
    this.#b.fieldCount.push(1);
    this.#b.fieldNumber.push(context.articleNumber ?? null);
  }

  #article(value: unknown, number: string | undefined, usable: boolean): void {
    if (number === undefined) return;
    const r = this.#record;
    this.#number(number);
    if (!usable) return;
    const fields = value as Record<string, unknown>;
    this.#b.flags[r] = USABLE | (fields.active === true ? ACTIVE_TRUE : fields.active === false ? ACTIVE_FALSE : 0);
    if (this.shapes) this.#shape(fields);
  }

  #shape(fields: Record<string, unknown>): void {
    for (const name in fields) {
      if (!isFilled(fields[name])) continue;
      let id = this.#shapeNames.get(name);
      if (id === undefined) {
        id = this.#b.shapeNameList.length;
        this.#shapeNames.set(name, id);
        this.#b.shapeNameList.push(name);
      }
      if (this.#shapeCount === this.#shapeIds.length) {
        const grown = new Int32Array(Math.max(64, 2 * this.#shapeIds.length));
        grown.set(this.#shapeIds);
        this.#shapeIds = grown;
      }
      this.#shapeIds[this.#shapeCount++] = id;
    }
  }

  #tailOf({ priceList, currency, minQuantity }: PriceSeriesFields): number {
    const b = this.#b;
    const few = Math.min(b.tailList.length, FEW_TAILS);
    for (let t = 0; t < few; t++) if (b.tailList[t] === priceList && b.tailCurrency[t] === currency && b.tailQuantity[t] === minQuantity) return t;
    const key = `${priceList}\u0000${currency}\u0000${minQuantity}`;
    let tail = this.#tails.get(key);
    if (tail === undefined) {
      tail = b.tailList.length;
      this.#tails.set(key, tail);
      b.tailList.push(priceList);
      b.tailCurrency.push(currency);
      b.tailQuantity.push(minQuantity);
    }
    return tail;
  }

  #price(value: unknown, number: string | undefined, series: PriceSeriesFields | undefined): void {
    if (number === undefined) return;
    const r = this.#record;
    this.#number(number);
    const amount = (value as Record<string, unknown>).amount;
    let flags = 0;
    if (typeof amount === 'number' && Number.isFinite(amount)) {
      flags |= AMOUNT;
      this.#b.amount[r] = amount;
    }
    if (series !== undefined) {
      flags |= USABLE;
      this.#b.tail[r] = this.#tailOf(series);
      this.#b.from[r] = dayOf(series.validFrom);
      this.#b.to[r] = dayOf(series.validTo);
    }
    this.#b.flags[r] = flags;
  }
}

/** A batch has a few tails, mostly repeating: those are compared field by field, no key text built for each price. */
const FEW_TAILS = 8;

/** [] and {} are not filled (as the digest counts fields). */
/** The shape of a batch's article `record`, as the checker wrote it down. */
class BatchShape implements ArticleShape {
  record = 0;
  constructor(private readonly b: CheckedBatch) {}

  get active(): boolean | undefined {
    const flags = this.b.flags[this.record]!;
    return (flags & ACTIVE_TRUE) !== 0 ? true : (flags & ACTIVE_FALSE) !== 0 ? false : undefined;
  }

  eachFilled(visit: (name: string) => void): void {
    const { shapeStart, shapeNames, shapeNameList } = this.b;
    if (shapeStart !== undefined) for (let k = shapeStart[this.record]!; k < shapeStart[this.record + 1]!; k++) visit(shapeNameList[shapeNames[k]!]!);
  }
}

/** Tells a checked batch to the document half, record span by record span, as the spans are replayed. */
export class CheckedBatchReplay implements CheckedRecords {
  #record = 0;
  /** Where the next article number starts in `numbers`. */
  #numberAt = 0;
  #finding = 0;
  #field = 0;
  #problem = 0;
  /** Batch tail → the file's tail id, given in the order tails first come. */
  readonly #tailIds: number[];
  readonly #shape: BatchShape;

  constructor(private readonly b: CheckedBatch) {
    this.#tailIds = new Array<number>(b.tailList.length).fill(-1);
    this.#shape = new BatchShape(b);
  }

  next(span: Span, parseOnly: boolean, into: SpanChecker): SpanOutcome {
    const b = this.b;
    const r = this.#record++;
    if (b.problemAt[this.#problem] === r) return { problem: b.problems[this.#problem++]! };
    if (b.checked[r] === 0 || parseOnly) return { skipped: true };
    const kind = span.kind as 'article' | 'price';
    for (; b.findingRecord[this.#finding] === r; this.#finding++) {
      const draft = b.findingDraft[this.#finding];
      // Not listed by the checker, so never kept here: counted and marked only.
      into.out.add(b.findingCode[this.#finding]!, draft ?? { pointer: '', params: {}, kind, index: span.index });
    }
    for (; b.fieldRecord[this.#field] === r; this.#field++) {
      const number = b.fieldNumber[this.#field];
      (kind === 'article' ? into.articleFields : into.priceFields).noteMany(b.fieldName[this.#field]!, b.fieldCount[this.#field]!, kind, span.index, number ?? undefined);
    }
    const length = this.b.numberLength[r]!;
    if (length !== -1) {
      const number = this.b.numbers.slice(this.#numberAt, this.#numberAt + length);
      this.#numberAt += length;
      if (kind === 'article') this.#article(span, r, number, into);
      else this.#price(span, r, number, into);
    } else if (kind === 'price') into.keys.prices = span.index + 1;
    return { value: undefined, checked: true };
  }

  #article(span: Span, r: number, number: string, into: SpanChecker): void {
    const flags = this.b.flags[r]!;
    this.#shape.record = r;
    into.keys.addArticle(number, span.index, (flags & USABLE) !== 0, span.fingerprintHigh, span.fingerprintLow, this.#shape);
  }



  #price(span: Span, r: number, number: string, into: SpanChecker): void {
    into.keys.prices = span.index + 1;
    const b = this.b;
    const flags = b.flags[r]!;
    const amount = (flags & AMOUNT) !== 0 ? b.amount[r] : undefined;
    if ((flags & USABLE) === 0) {
      into.keys.addPriceKeys(number, span.index, -1, 0, 0, amount);
      return;
    }
    const local = b.tail[r]!;
    let tail = this.#tailIds[local]!;
    if (tail === -1) tail = this.#tailIds[local] = into.keys.tailOf(b.tailList[local]!, b.tailCurrency[local]!, b.tailQuantity[local]!);
    into.keys.addPriceKeys(number, span.index, tail, b.from[r]!, b.to[r]!, amount);
  }
}
