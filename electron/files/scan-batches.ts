// The scanner's findings, in batches across threads: spans as parallel arrays (strings are
// cheap to post, objects are not), the few other events in order beside them. The receiving
// thread replays a batch into its sink exactly as the scanner would have called it.
import type { FrameAt, Place, ScanSink, Span, SpanKind, ValueAt } from '../../shared/validation/scan-types';
import type { SyntaxReason } from '../../shared/validation/strict-json';

type FrameEvent =
  | { at: number; type: 'bom' }
  | { at: number; type: 'documentStart'; place: Place }
  | { at: number; type: 'topKey'; key: string; place: Place }
  | { at: number; type: 'syntaxError'; reason: SyntaxReason; place: Place; frame: FrameAt }
  | { at: number; type: 'encodingError'; place: Place; byte: number }
  | { at: number; type: 'foreignEncoding'; encoding: string }
  | { at: number; type: 'valueTooLarge'; where: ValueAt; place: Place; limit: number };

export interface SpanBatch {
  texts: string[];
  /** Keys of `value` spans, by span (undefined for records). */
  keys: (string | undefined)[];
  /** FIELDS numbers a span, see encode/decode below. */
  numbers: Float64Array;
  events: FrameEvent[];
}

const FIELDS = 11;
const KINDS: SpanKind[] = ['article', 'price', 'value', 'document'];

/** A batch is handed on at this many spans or UTF-16 units of text, whichever comes first. */
const BATCH_SPANS = 2000;
const BATCH_TEXT = 2 * 1024 * 1024;

/** Collects what a scanner reports into batches; `flush` hands out the current one. */
export class BatchingSink implements ScanSink {
  constructor(private readonly onFull: (lastByte: number) => void) {}

  #texts: string[] = [];
  #keys: (string | undefined)[] = [];
  /** The spans' numbers, written in place: a batch's column is sent (transferred) as it is. */
  #numbers = new Float64Array(BATCH_SPANS * FIELDS);
  #events: FrameEvent[] = [];
  #textLength = 0;

  get empty(): boolean {
    return this.#texts.length === 0 && this.#events.length === 0;
  }

  bom(): void {
    this.#events.push({ at: this.#texts.length, type: 'bom' });
  }

  documentStart(place: Place): void {
    this.#events.push({ at: this.#texts.length, type: 'documentStart', place });
  }

  topKey(key: string, place: Place): void {
    this.#events.push({ at: this.#texts.length, type: 'topKey', key, place });
  }

  syntaxError(reason: SyntaxReason, place: Place, frame: FrameAt): void {
    this.#events.push({ at: this.#texts.length, type: 'syntaxError', reason, place, frame });
  }

  encodingError(place: Place, byte: number): void {
    this.#events.push({ at: this.#texts.length, type: 'encodingError', place, byte });
  }

  foreignEncoding(encoding: string): void {
    this.#events.push({ at: this.#texts.length, type: 'foreignEncoding', encoding });
  }

  valueTooLarge(where: ValueAt, place: Place, limit: number): void {
    this.#events.push({ at: this.#texts.length, type: 'valueTooLarge', where, place, limit });
  }

  span(span: Span): void {
    const n = this.#numbers;
    const o = this.#texts.length * FIELDS;
    this.#texts.push(span.text);
    this.#keys.push(span.key);
    this.#textLength += span.text.length;
    n[o] = KINDS.indexOf(span.kind);
    n[o + 1] = span.index;
    n[o + 2] = span.byteStart;
    n[o + 3] = span.byteEnd;
    n[o + 4] = span.line;
    n[o + 5] = span.column;
    n[o + 6] = span.colons;
    n[o + 7] = (span.unsafeNumber ? 1 : 0) | (span.broken ? 2 : 0) | (span.tooDeep ? 4 : 0);
    n[o + 8] = span.parentDepth;
    n[o + 9] = span.fingerprintHigh;
    n[o + 10] = span.fingerprintLow;
    if (this.#texts.length >= BATCH_SPANS || this.#textLength >= BATCH_TEXT) this.onFull(span.byteEnd);
  }

  flush(): SpanBatch {
    const numbers = new Float64Array(this.#numbers.buffer, 0, this.#texts.length * FIELDS);
    const batch = { texts: this.#texts, keys: this.#keys, numbers, events: this.#events };
    this.#texts = [];
    this.#keys = [];
    this.#numbers = new Float64Array(BATCH_SPANS * FIELDS);
    this.#events = [];
    this.#textLength = 0;
    return batch;
  }
}

/** Whether the `s`th span of a batch is an article or a price (KINDS' first two). */
const isRecordSpan = (batch: SpanBatch, s: number): boolean => batch.numbers[s * FIELDS]! <= 1;

/** Articles and prices in a batch. */
export function recordsIn(batch: SpanBatch): number {
  let records = 0;
  for (let s = 0; s < batch.texts.length; s++) if (isRecordSpan(batch, s)) records++;
  return records;
}

/**
 * A batch as the merging thread needs it back from a checker: its columns and events, and
 * only the few texts it reads (those of values that are not records, and a quote for a record
 * written as a text): thousands of texts and keys cost far more to send than these.
 */
export interface LeanBatch {
  numbers: Float64Array;
  events: FrameEvent[];
  at: number[];
  texts: string[];
  keys: (string | undefined)[];
}

export function leanBatch(batch: SpanBatch): LeanBatch {
  const lean: LeanBatch = { numbers: batch.numbers, events: batch.events, at: [], texts: [], keys: [] };
  for (let s = 0; s < batch.texts.length; s++) {
    const text = batch.texts[s]!;
    const record = isRecordSpan(batch, s);
    if (record && text.charCodeAt(0) !== 0x22) continue;
    lean.at.push(s);
    lean.texts.push(record ? '"' : text);
    lean.keys.push(batch.keys[s]);
  }
  return lean;
}

/** The lean batch as one to replay: the records' texts empty (or a quote). */
export function fromLean(lean: LeanBatch): SpanBatch {
  const spans = lean.numbers.length / FIELDS;
  const texts = new Array<string>(spans).fill('');
  const keys = new Array<string | undefined>(spans).fill(undefined);
  lean.at.forEach((s, k) => {
    texts[s] = lean.texts[k]!;
    keys[s] = lean.keys[k];
  });
  return { texts, keys, numbers: lean.numbers, events: lean.events };
}

/** Calls `sink` as the scanner called the batching sink. */
export function replay(batch: SpanBatch, sink: ScanSink): void {
  const { texts, keys, numbers, events } = batch;
  let next = 0;
  const eventsBefore = (at: number) => {
    while (next < events.length && events[next]!.at <= at) replayEvent(events[next++]!, sink);
  };
  // One span object for the batch: the sink reads it during the call and keeps none of it.
  const span: Span = { kind: 'article', key: undefined, index: 0, text: '', byteStart: 0, byteEnd: 0, line: 0, column: 0, colons: 0, unsafeNumber: false, broken: false, tooDeep: false, parentDepth: 0, fingerprintHigh: 0, fingerprintLow: 0 };
  for (let s = 0; s < texts.length; s++) {
    eventsBefore(s);
    const o = s * FIELDS;
    const flags = numbers[o + 7]!;
    span.kind = KINDS[numbers[o]!]!;
    span.key = keys[s];
    span.index = numbers[o + 1]!;
    span.text = texts[s]!;
    span.byteStart = numbers[o + 2]!;
    span.byteEnd = numbers[o + 3]!;
    span.line = numbers[o + 4]!;
    span.column = numbers[o + 5]!;
    span.colons = numbers[o + 6]!;
    span.unsafeNumber = (flags & 1) !== 0;
    span.broken = (flags & 2) !== 0;
    span.tooDeep = (flags & 4) !== 0;
    span.parentDepth = numbers[o + 8]!;
    span.fingerprintHigh = numbers[o + 9]!;
    span.fingerprintLow = numbers[o + 10]!;
    sink.span(span);
  }
  eventsBefore(Infinity);
}

function replayEvent(event: FrameEvent, sink: ScanSink): void {
  switch (event.type) {
    case 'bom': return sink.bom();
    case 'documentStart': return sink.documentStart(event.place);
    case 'topKey': return sink.topKey(event.key, event.place);
    case 'syntaxError': return sink.syntaxError(event.reason, event.place, event.frame);
    case 'encodingError': return sink.encodingError(event.place, event.byte);
    case 'foreignEncoding': return sink.foreignEncoding(event.encoding);
    case 'valueTooLarge': return sink.valueTooLarge(event.where, event.place, event.limit);
  }
}
