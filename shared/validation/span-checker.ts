// The checking half of validation: the scanner's spans, in file order → findings, the record
// index and the compact keys of the cross-record rules. Each span is parsed on its own by the
// native JSON.parse; the strict reader (strict-json.ts, slow and precise) runs only on a span
// that is not JSON, too deep, or hides a duplicate key or an unsafe number, to say where.
//
// What the report says of a broken file does not depend on how it was cut into spans: a file
// that is not UTF-8 is reported as that; else the first syntax error in the file; else the
// first level too deep; only then the document's own findings.
import { LIMITS, TOP_LEVEL_KEYS } from '../payload/payload-schema';
import type { FindingCode } from '../report/finding-codes';
import { text as messageText } from '../messages/text';
import { describeValue, recordLabel, type FindingParams } from './finding-text';
import { FindingsCollector, type FindingDraft, type Place as FindingPlace } from './findings-collector';
import { RecordContext, UnknownFieldTally, isJsonObject } from './record-context';
import { checkJson, type SyntaxReason } from './strict-json';
import { escapePointerSegment } from '../json/json-pointer';
import { unexpectedReason, utf8Length } from './scan-tokens';
import type { FrameAt, Place, ScanSink, Span, ValueAt } from './scan-types';
import type { LongRecord, SyntaxAt } from './syntax-finding';
import { articleNumberWatch, openContainerIn } from './syntax-record';
import { locateIn } from './locate-pointer';
import { RecordIndex } from './record-index';
import { CrossRecordKeys, type RecordKeysListener } from './validate-cross-records';
import { validateArticle } from './validate-article';
import { seriesFieldsOf, validatePrice } from './validate-price';
import type { CheckRules } from './field-rules';

const KNOWN_TOP_LEVEL = new Set<string>(TOP_LEVEL_KEYS);

/** Keys in every object of a parsed value; iterative, as the value may be deep. */
export function countKeys(root: unknown): number {
  let count = 0;
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) stack.push(item);
    } else {
      for (const key in value) {
        count++;
        const item = (value as Record<string, unknown>)[key];
        if (typeof item === 'object' && item !== null) stack.push(item);
      }
    }
  }
  return count;
}

/** Line and column of `offset` in a span's text, from where the span starts. */
export function placeIn(span: Pick<Span, 'line' | 'column'>, text: string, offset: number): FindingPlace {
  const lastNewline = text.lastIndexOf('\n', offset - 1);
  if (lastNewline < 0) return { line: span.line, column: span.column + offset };
  let lines = 0;
  for (let k = text.indexOf('\n'); k !== -1 && k < offset; k = text.indexOf('\n', k + 1)) lines++;
  return { line: span.line + lines, column: offset - lastNewline };
}

const spanPointer = (span: Span): string =>
  span.kind === 'article' ? `/articles/${span.index}` : span.kind === 'price' ? `/prices/${span.index}` : span.kind === 'value' ? `/${escapePointerSegment(span.key!)}` : '';

export class SpanChecker implements ScanSink {
  readonly out: FindingsCollector;
  readonly index = new RecordIndex();
  #keys: CrossRecordKeys | undefined;
  readonly #articleFields: UnknownFieldTally;
  readonly #priceFields: UnknownFieldTally;
  readonly #article: RecordContext;
  readonly #price: RecordContext;
  readonly #topKeys = new Map<string, number>();

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
  constructor(findingsPerCode: number, keysListener?: RecordKeysListener, uncapped?: ReadonlySet<FindingCode>, private readonly rules?: CheckRules) {
    this.#keys = new CrossRecordKeys(keysListener);
    this.out = new FindingsCollector(findingsPerCode, uncapped, rules?.levels);
    this.#articleFields = new UnknownFieldTally(this.out, rules?.declared.article);
    this.#priceFields = new UnknownFieldTally(this.out, rules?.declared.price);
    this.#article = new RecordContext(this.out, 'article');
    this.#price = new RecordContext(this.out, 'price');
  }

  /** Fields the format does not know, in order of first appearance: the preview's extra columns. */
  unknownFields(kind: 'article' | 'price'): string[] {
    return (kind === 'article' ? this.#articleFields : this.#priceFields).names();
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
    if (span.kind === 'article' || span.kind === 'price') this.index.of(span.kind).add(span.byteStart, span.byteEnd, span.line, span.column);
    this.#lastRecordIsText = (span.kind === 'article' || span.kind === 'price') && span.text.charCodeAt(0) === 0x22;
    if (span.kind !== 'article') this.#reportArticleFields();
    let value: unknown;
    let parsed = false;
    if (!span.broken && !span.tooDeep) {
      try {
        value = JSON.parse(span.text);
        parsed = true;
      } catch {
        // located below, by the strict reader
      }
    }
    if (!parsed) {
      this.#locateProblem(span);
      return;
    }
    if (this.depth !== undefined) return; // only a syntax error further on could change the report now
    const before = this.out.kept.length;
    if (span.unsafeNumber || countKeys(value) !== span.colons) this.#parserFindings(span, value);
    this.#check(span, value);
    // Place what this span added while its text is at hand; the rest is placed from the index.
    for (let k = before; k < this.out.kept.length; k++) {
      const { draft } = this.out.kept[k]!;
      if (draft.place !== undefined) continue;
      const offset = offsetInSpan(span, draft.pointer);
      if (offset !== undefined) draft.place = placeIn(span, span.text, offset);
    }
  }

  #check(span: Span, value: unknown): void {
    switch (span.kind) {
      case 'article': {
        const usable = validateArticle(value, this.#article.at(span.index), this.#articleFields, this.rules);
        const number = isJsonObject(value) ? value.articleNumber : undefined;
        if (typeof number === 'string') this.keys.addArticle(number, span.index, usable !== undefined, span.fingerprintHigh, span.fingerprintLow, value as Record<string, unknown>);
        return;
      }
      case 'price': {
        const usableSeries = validatePrice(value, this.#price.at(span.index), this.#priceFields, this.rules);
        this.keys.prices = span.index + 1;
        const number = isJsonObject(value) ? value.articleNumber : undefined;
        if (typeof number !== 'string') return;
        const amount = (value as Record<string, unknown>).amount;
        this.keys.addPrice(number, span.index, usableSeries ? seriesFieldsOf(value as Record<string, unknown>) : undefined, typeof amount === 'number' && Number.isFinite(amount) ? amount : undefined);
        return;
      }
      case 'value': {
        const key = span.key!;
        const place = { line: span.line, column: span.column };
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
        return;
      }
      case 'document':
        this.notObject = true;
        this.out.add('doc.notObject', { pointer: '', params: { value: describeValue(value) }, place: { line: span.line, column: span.column } });
    }
  }

  /** A span JSON.parse refused, or that goes too deep: the strict reader says where. */
  #locateProblem(span: Span): void {
    let deep: { offset: number; pointer: string } | undefined;
    const isRecord = span.kind === 'article' || span.kind === 'price';
    // The record's article number names it, when it was read whole before the error.
    const watch = isRecord ? articleNumberWatch(span.text) : undefined;
    const problem = checkJson(span.text, {
      maxDepth: LIMITS.maxDepth - span.parentDepth,
      onTooDeep: (offset, pointer) => (deep = { offset, pointer: pointer() }),
      ...watch?.handlers,
    });
    if (problem !== undefined) {
      let reason = problem.reason;
      // What follows a complete value inside the frame is the frame's to name (`1-2` in a list).
      if (reason === 'extraContent' && span.kind !== 'document') {
        const expected = span.kind === 'value' ? 'expectedCommaOrBrace' : 'expectedCommaOrBracket';
        reason = unexpectedReason(span.text.charCodeAt(problem.offset), expected, false);
      }
      // Only the records before it are whole: this one is not shown, nor counted as read.
      if (isRecord) this.index.of(span.kind as 'article' | 'price').dropLast();
      const articleNumber = watch?.articleNumber();
      const open = openContainerIn(problem, isRecord, (offset) => placeIn(span, span.text, offset));
      this.syntax = {
        reason, place: placeIn(span, span.text, problem.offset), byte: span.byteStart + utf8Length(span.text, problem.offset),
        levels: problem.levels + span.parentDepth,
        ...(problem.textStart === undefined ? {} : { textByte: span.byteStart + utf8Length(span.text, problem.textStart) }),
        ...(open === undefined ? {} : { open }),
        ...(isRecord ? { record: { kind: span.kind as 'article' | 'price', index: span.index, ...(articleNumber === undefined ? {} : { articleNumber }) } } : {}),
      };
      return;
    }
    if (deep !== undefined && this.depth === undefined) {
      const where = this.#where(span, deep.pointer, undefined);
      this.depth = { ...where, params: { depth: LIMITS.maxDepth }, place: placeIn(span, span.text, deep.offset) };
      return;
    }
    if (deep === undefined) throw new Error(`JSON.parse refused a value the strict reader accepts (${span.kind} ${span.index})`);
  }

  /** Duplicate keys and numbers that lose precision, where they stand. */
  #parserFindings(span: Span, value: unknown): void {
    checkJson(span.text, {
      onDuplicateKey: (offset, pointer, key) => {
        const where = this.#where(span, pointer(), value);
        this.out.add('json.duplicateKey', { ...where, params: { field: key, ...recordParam(where) }, place: placeIn(span, span.text, offset) });
      },
      onUnsafeNumber: (offset, pointer, token) => {
        const where = this.#where(span, pointer(), value);
        // A number can be megabytes long: the message quotes its start.
        const quoted = token.length > 40 ? `${token.slice(0, 37)}…` : token;
        this.out.add('json.unsafeNumber', { ...where, params: { value: quoted, ...recordParam(where) }, place: placeIn(span, span.text, offset) });
      },
    });
  }

  /** A finding inside a record names that record, as record findings do. */
  #where(span: Span, pointer: string, value: unknown): Pick<FindingDraft, 'pointer' | 'kind' | 'index' | 'articleNumber'> {
    const full = spanPointer(span) + pointer;
    if (span.kind !== 'article' && span.kind !== 'price') return { pointer: full };
    const number = isJsonObject(value) && typeof value.articleNumber === 'string' ? value.articleNumber : undefined;
    return { pointer: full, kind: span.kind, index: span.index, ...(number === undefined ? {} : { articleNumber: number }) };
  }

  /** Once the articles are all seen (their list ended, or the file did). */
  #reportArticleFields(): void {
    if (this.#articleFieldsReported || this.index.articles.count === 0) return;
    this.#articleFieldsReported = true;
    this.#articleFields.report('article.unknownField');
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
    this.#priceFields.report('price.unknownField');
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

function recordParam(where: Pick<FindingDraft, 'kind' | 'index' | 'articleNumber'>): Pick<FindingParams, 'record'> {
  if (where.kind === undefined || where.index === undefined) return {};
  return { record: recordLabel(where.kind, where.index, where.articleNumber) };
}

/** Offset in the span's text of the value a finding's pointer names, when it is in this span. */
function offsetInSpan(span: Span, pointer: string): number | undefined {
  const base = spanPointer(span);
  if (pointer !== base && !pointer.startsWith(`${base}/`)) return undefined;
  return locateIn(span.text, pointer.slice(base.length));
}
