// The document half of checking: the scanner's spans and events, in file order → the
// findings, the record index and the compact keys of the cross-record rules. Each span is
// checked on its own (record-checks.ts: the native JSON.parse, the strict reader only on a
// span that is not JSON, too deep, or hides a duplicate key or an unsafe number); what is
// kept here is what needs the spans before it: the index, the top-level keys, the first
// problem, the collector with its per-code cap. Record spans may come checked already, by a
// checker thread (checked-batch.ts: `withChecked`), in file order all the same.
//
// What the report says of a broken file does not depend on how it was cut into spans: a file
// that is not UTF-8 is reported as that; else the first syntax error in the file; else the
// first level too deep; only then the document's own findings.
import { TOP_LEVEL_KEYS } from '../payload/payload-schema';
import type { FindingCode } from '../report/finding-codes';
import { text as messageText } from '../messages/text';
import { describeValue, recordLabel } from './finding-text';
import { FindingsCollector, type FindingDraft, type Place as FindingPlace } from './findings-collector';
import { UnknownFieldTally } from './record-context';
import type { SyntaxReason } from './strict-json';
import { escapePointerSegment } from '../json/json-pointer';
import type { FrameAt, Place, ScanSink, Span, ValueAt } from './scan-types';
import type { LongRecord, SyntaxAt } from './syntax-finding';
import { RecordIndex } from './record-index';
import { CrossRecordKeys, FieldsShape, type RecordKeysListener } from './validate-cross-records';
import type { CheckRules } from './field-rules';
import { RecordChecks, type RecordKeysSink, type SpanOutcome, type SpanProblem } from './record-checks';

const KNOWN_TOP_LEVEL = new Set<string>(TOP_LEVEL_KEYS);

/** Record spans checked elsewhere (a checker thread), their outcomes told in file order. */
export interface CheckedRecords {
  /**
   * The outcome of the next record span, `span`: its findings, unknown fields and keys told
   * to `into` unless `parseOnly` (a level too deep came before it).
   */
  next(span: Span, parseOnly: boolean, into: SpanChecker): SpanOutcome;
}

export class SpanChecker implements ScanSink {
  readonly out: FindingsCollector;
  readonly index = new RecordIndex();
  #keys: CrossRecordKeys | undefined;
  readonly articleFields: UnknownFieldTally;
  readonly priceFields: UnknownFieldTally;
  readonly #topKeys = new Map<string, number>();
  readonly #checks: RecordChecks;
  /** Record spans checked on a checker thread, while a batch of them is replayed (withChecked). */
  #checked: CheckedRecords | undefined;

  documentAt: FindingPlace | undefined;
  /** Set when a top-level value is not an object: nothing of the document's own rules applies. */
  notObject = false;
  #listNotArray = false;
  syntax: SyntaxAt | undefined;
  /** A value too long to hold, where it starts. */
  tooLarge: FindingDraft | undefined;
  /** The record that was too long to hold, where its first byte is (syntax-finding.ts looks for a syntax error in its start). */
  tooLargeRecord: LongRecord | undefined;
  depth: FindingDraft | undefined;
  encoding: { place: FindingPlace; byte: number; value: number } | { encoding: string } | undefined;
  /** Spans looked at, for progress. */
  spans = 0;

  /**
   * `keysListener`: told each record's keys (the digest collector, when the caller asks for the
   * file's digest); `uncapped`: codes listed in full (FindingsCollector); `rules`: a ruleset's
   * (field-rules.ts: compileRules), else the built-in rules only.
   */
  constructor(findingsPerCode: number, keysListener?: RecordKeysListener, uncapped?: ReadonlySet<FindingCode>, rules?: CheckRules) {
    this.#keys = new CrossRecordKeys(keysListener);
    this.out = new FindingsCollector(findingsPerCode, uncapped, rules?.levels);
    this.articleFields = new UnknownFieldTally(this.out, rules?.declared.article);
    this.priceFields = new UnknownFieldTally(this.out, rules?.declared.price);
    this.#checks = new RecordChecks({ out: this.out, articleFields: this.articleFields, priceFields: this.priceFields, keys: this.#keysSink() }, rules);
  }

  /** What a record checked on this thread tells the cross-record keys. */
  #keysSink(): RecordKeysSink {
    // Read only of the first well-formed article of each number, and only for the digest.
    const shape = new FieldsShape();
    return {
      article: (span, value, number, usable) => {
        if (number === undefined) return;
        shape.fields = value as Record<string, unknown>;
        this.keys.addArticle(number, span.index, usable, span.fingerprintHigh, span.fingerprintLow, shape);
      },
      price: (span, value, number, series) => {
        this.keys.prices = span.index + 1;
        if (number === undefined) return;
        const amount = (value as Record<string, unknown>).amount;
        this.keys.addPrice(number, span.index, series, typeof amount === 'number' && Number.isFinite(amount) ? amount : undefined);
      },
    };
  }

  /** Replays a batch whose record spans were checked on a checker thread: `replay` calls `span` for each, in file order. */
  withChecked(checked: CheckedRecords, replay: () => void): void {
    this.#checked = checked;
    try {
      replay();
    } finally {
      this.#checked = undefined;
    }
  }

  /** Fields the format does not know, in order of first appearance: the preview's extra columns. */
  unknownFields(kind: 'article' | 'price'): string[] {
    return (kind === 'article' ? this.articleFields : this.priceFields).names();
  }

  /** A top-level list key that came more than once: its records must be taken from the last one. */
  get repeatsList(): boolean {
    return (this.#topKeys.get('articles') ?? 0) > 1 || (this.#topKeys.get('prices') ?? 0) > 1;
  }

  /** Whether the document's own findings stand (the file is UTF-8, JSON and not too deep). */
  get readable(): boolean {
    return this.encoding === undefined && this.syntax === undefined && this.tooLarge === undefined && this.depth === undefined;
  }

  #bom = false;
  /** The last span was a record written as a text (`"prices"` read as a record when a list is not closed). */
  #lastRecordIsText = false;
  #articleFieldsReported = false;
  /** doc.unknownKey per key: a repeated key is one finding, at the value JSON.parse keeps (the last). */
  readonly #unknownKeys = new Map<string, FindingDraft>();

  bom(): void {
    this.#bom = true;
    this.out.add('file.bom', { pointer: '', params: {}, place: { line: 1, column: 1 } });
  }

  documentStart(place: Place): void {
    this.documentAt = { line: place.line, column: place.column };
  }

  topKey(key: string, place: Place): void {
    const seen = this.#topKeys.get(key) ?? 0;
    this.#topKeys.set(key, seen + 1);
    if (seen > 0 && this.syntax === undefined) {
      this.out.add('json.duplicateKey', { pointer: `/${escapePointerSegment(key)}`, params: { field: key }, place: { line: place.line, column: place.column } });
    }
  }

  syntaxError(reason: SyntaxReason, place: Place, frame: FrameAt): void {
    // `},\n "prices": [` with no ] before it: "prices" was taken for a record of the list, and
    // what follows it shows it was not one. It is not counted as read (nor shown).
    if (this.syntax === undefined && frame.list !== undefined && reason === 'expectedCommaOrBracket' && this.#lastRecordIsText) this.index.of(frame.list).dropLast();
    this.syntax ??= {
      reason, place: { line: place.line, column: place.column }, byte: place.byte, levels: frame.levels,
      ...(frame.textByte === undefined ? {} : { textByte: frame.textByte }), ...(frame.list === undefined ? {} : { list: frame.list }),
      ...(frame.list === undefined || frame.listAt === undefined ? {} : { open: { is: 'records', list: frame.list, place: { line: frame.listAt.line, column: frame.listAt.column } } }),
    };
  }

  encodingError(place: Place, value: number): void {
    this.encoding ??= { place: { line: place.line, column: place.column }, byte: place.byte, value };
  }

  valueTooLarge(where: ValueAt, place: Place, limit: number): void {
    if (this.syntax !== undefined || this.tooLarge !== undefined) return;
    // Its first byte already says what is wrong with the likeliest such files: a bare list of
    // articles as the whole file, or `articles` as an object. That finding helps more.
    const at = { line: place.line, column: place.column };
    if (where.kind === 'document' && where.opensWith === 0x5b) {
      this.notObject = true;
      this.out.add('doc.notObject', { pointer: '', params: { value: messageText('value.list') }, place: at });
      return;
    }
    if (where.kind === 'value' && (where.key === 'articles' || where.key === 'prices') && where.opensWith === 0x7b) {
      this.#listNotArray = true;
      this.out.add(where.key === 'articles' ? 'doc.articles.type' : 'doc.prices.type', { pointer: `/${where.key}`, params: { value: messageText('value.object') }, place: at });
      return;
    }
    const pointer = where.kind === 'article' ? `/articles/${where.index}` : where.kind === 'price' ? `/prices/${where.index}` : where.kind === 'value' ? `/${escapePointerSegment(where.key!)}` : '';
    const isRecord = where.kind === 'article' || where.kind === 'price';
    const what = isRecord
      ? recordLabel(where.kind as 'article' | 'price', where.index)
      : where.kind === 'value' ? messageText('value.ofTopLevelKey', { field: where.key!.length > 60 ? `${where.key!.slice(0, 57)}…` : where.key! })
        : where.kind === 'key' ? messageText('value.topLevelKey') : messageText('value.topLevel');
    if (isRecord) this.tooLargeRecord = { kind: where.kind as 'article' | 'price', index: where.index, byte: place.byte, place: at };
    this.tooLarge = {
      pointer, ...(isRecord ? { kind: where.kind as 'article' | 'price', index: where.index } : {}),
      params: { detail: what, limit: { bytes: limit } }, place: { line: place.line, column: place.column },
    };
  }

  foreignEncoding(encoding: string): void {
    this.encoding ??= { encoding };
  }

  span(span: Span): void {
    this.spans++;
    if (this.syntax !== undefined || this.encoding !== undefined) return;
    const isRecord = span.kind === 'article' || span.kind === 'price';
    if (span.kind === 'article' || span.kind === 'price') this.index.of(span.kind).add(span.byteStart, span.byteEnd, span.line, span.column);
    this.#lastRecordIsText = isRecord && span.text.charCodeAt(0) === 0x22;
    if (span.kind !== 'article') this.#reportArticleFields();
    const parseOnly = this.depth !== undefined;
    const outcome = isRecord && this.#checked !== undefined ? this.#checked.next(span, parseOnly, this) : this.#checks.check(span, parseOnly);
    if ('problem' in outcome) this.#problem(span, outcome.problem);
    else if ('value' in outcome && !outcome.checked) this.#checkDocumentValue(span, outcome.value);
  }

  #problem(span: Span, problem: SpanProblem): void {
    if ('syntax' in problem) {
      // Only the records before it are whole: this one is not shown, nor counted as read.
      if (span.kind === 'article' || span.kind === 'price') this.index.of(span.kind).dropLast();
      this.syntax = problem.syntax;
    } else {
      this.depth ??= problem.depth;
    }
  }

  /** The rules of a top-level value that is not a record: a key the format does not know, a list that is none. */
  #checkDocumentValue(span: Span, value: unknown): void {
    const place = { line: span.line, column: span.column };
    if (span.kind === 'document') {
      this.notObject = true;
      this.out.add('doc.notObject', { pointer: '', params: { value: describeValue(value) }, place });
      return;
    }
    const key = span.key!;
    if (!KNOWN_TOP_LEVEL.has(key)) {
      const seen = this.#unknownKeys.get(key);
      if (seen !== undefined) seen.place = place;
      else {
        const draft: FindingDraft = { pointer: `/${escapePointerSegment(key)}`, params: { field: key }, count: 1, place };
        this.#unknownKeys.set(key, draft);
        this.out.add('doc.unknownKey', draft);
      }
    } else if (!Array.isArray(value)) {
      this.#listNotArray = true;
      this.out.add(key === 'articles' ? 'doc.articles.type' : 'doc.prices.type', { pointer: `/${key}`, params: { value: describeValue(value) }, place });
    }
  }

  /** Once the articles are all seen (their list ended, or the file did). */
  #reportArticleFields(): void {
    if (this.#articleFieldsReported || this.index.articles.count === 0) return;
    this.#articleFieldsReported = true;
    this.articleFields.report('article.unknownField');
  }

  /** The document's findings that need every record: after the last span. */
  get keys(): CrossRecordKeys {
    if (this.#keys === undefined) throw new Error('SpanChecker: the keys were let go');
    return this.#keys;
  }

  /**
   * Once the report is made: the keys (tens of MB for a large file) can be collected before
   * the caller builds what it keeps (the digest's columns), not beside them.
   */
  letGoOfKeys(): void {
    this.#keys = undefined;
  }

  async finishDocument(reportCrossRecords: (keys: CrossRecordKeys) => Promise<void>): Promise<void> {
    this.#reportArticleFields();
    this.priceFields.report('price.unknownField');
    if (!this.notObject && !this.#listNotArray && this.index.articles.count === 0 && this.index.prices.count === 0) {
      this.out.add('doc.empty', { pointer: '', params: {}, ...(this.documentAt === undefined ? {} : { place: this.documentAt }) });
    }
    await reportCrossRecords(this.keys);
  }

  /** The findings of a file that could not be read as a document: it alone, and the BOM note. */
  unreadableFindings(findingsPerCode: number, syntax: FindingDraft | undefined): FindingsCollector {
    const bom = this.#bom;
    const out = new FindingsCollector(findingsPerCode);
    const encoding = this.encoding;
    if (encoding !== undefined) {
      if ('encoding' in encoding) out.add('file.encoding', { pointer: '', params: { encoding: encoding.encoding }, place: { line: 1, column: 1 } });
      else {
        const value = `0x${encoding.value.toString(16).toUpperCase().padStart(2, '0')}`;
        out.add('file.encoding', { pointer: '', params: { offset: encoding.byte, value }, place: encoding.place });
      }
      return out;
    }
    if (bom) out.add('file.bom', { pointer: '', params: {}, place: { line: 1, column: 1 } });
    if (syntax !== undefined) {
      out.add('json.syntax', syntax);
    } else if (this.tooLarge !== undefined) {
      out.add('file.tooLarge', this.tooLarge);
    } else if (this.depth !== undefined) {
      out.add('json.depth', this.depth);
    }
    return out;
  }
}
