// The per-span half of checking: one span's text → its value (the native JSON.parse), the
// findings of the parser (duplicate keys, unsafe numbers), a record's rules (validateArticle,
// validatePrice) and what the cross-record rules need of it, or the problem that makes the
// file unreadable (not JSON, too deep). It knows nothing of the spans before it: the document
// half (span-checker.ts) keeps that. So it runs as well on the thread that merges as on a
// checker thread (electron/files/check-worker.ts), writing into whatever sinks it is given.
import { LIMITS } from '../payload/payload-schema';
import { recordLabel, type FindingParams } from './finding-text';
import type { FindingDraft, FindingsSink, Place as FindingPlace } from './findings-collector';
import { RecordContext, isJsonObject, type FieldNotes } from './record-context';
import { checkJson } from './strict-json';
import { escapePointerSegment } from '../json/json-pointer';
import { unexpectedReason, utf8Length } from './scan-tokens';
import type { Span } from './scan-types';
import type { SyntaxAt } from './syntax-finding';
import { articleNumberWatch, openContainerIn } from './syntax-record';
import { locateIn } from './locate-pointer';
import { validateArticle } from './validate-article';
import { validatePrice, type PriceSeriesFields, seriesFieldsOf } from './validate-price';
import type { CheckRules } from './field-rules';

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

/** What makes the file unreadable, found in one span: the first syntax error in it, or a level too deep. */
export type SpanProblem = { syntax: SyntaxAt } | { depth: FindingDraft };

/** What the cross-record rules (and the digest) are told of each record that was parsed. */
export interface RecordKeysSink {
  /** An article; `number` when its article number is a text, `usable` when that is well-formed. */
  article(span: Span, value: unknown, number: string | undefined, usable: boolean): void;
  /** A price; `number` when its article number is a text, `series` when its series fields are usable. */
  price(span: Span, value: unknown, number: string | undefined, series: PriceSeriesFields | undefined): void;
}

export interface RecordSinks {
  /** Told each finding; answers whether it is listed (then it is placed here, while the text is at hand). */
  out: FindingsSink;
  articleFields: FieldNotes;
  priceFields: FieldNotes;
  keys: RecordKeysSink;
}

/** The outcome of one span: its problem, or its parsed value (`checked`: its findings and keys were told). */
export type SpanOutcome = { problem: SpanProblem } | { value: unknown; checked: boolean } | { skipped: true };

export class RecordChecks {
  readonly #article: RecordContext;
  readonly #price: RecordContext;
  /** Findings of the span at hand that are listed: placed once its rules have run. */
  readonly #toPlace: FindingDraft[] = [];
  /** The sink the rules see: the caller's, noting which drafts are listed. */
  readonly #out: FindingsSink;

  constructor(private readonly sinks: RecordSinks, private readonly rules?: CheckRules) {
    this.#out = {
      add: (code, draft) => {
        const listed = sinks.out.add(code, draft);
        if (listed && draft.place === undefined) this.#toPlace.push(draft);
        return listed;
      },
    };
    this.#article = new RecordContext(this.#out, 'article');
    this.#price = new RecordContext(this.#out, 'price');
  }

  /**
   * Parses `span` and, unless `parseOnly` (a level too deep was found before: only a syntax
   * error further on could change the report), tells its parser findings and, for a record,
   * its rules' findings and keys. Value and document spans get their value back for the
   * document's own rules.
   */
  check(span: Span, parseOnly: boolean): SpanOutcome {
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
      const problem = this.#locateProblem(span);
      return problem === undefined ? { skipped: true } : { problem };
    }
    if (parseOnly) return { skipped: true };
    if (span.unsafeNumber || countKeys(value) !== span.colons) this.#parserFindings(span, value);
    const isRecord = span.kind === 'article' || span.kind === 'price';
    if (isRecord) this.#checkRecord(span, value);
    this.#place(span);
    return { value, checked: isRecord };
  }

  #checkRecord(span: Span, value: unknown): void {
    if (span.kind === 'article') {
      const usable = validateArticle(value, this.#article.at(span.index), this.sinks.articleFields, this.rules);
      const number = isJsonObject(value) ? value.articleNumber : undefined;
      this.sinks.keys.article(span, value, typeof number === 'string' ? number : undefined, usable !== undefined);
      return;
    }
    const usableSeries = validatePrice(value, this.#price.at(span.index), this.sinks.priceFields, this.rules);
    const number = isJsonObject(value) ? value.articleNumber : undefined;
    const isText = typeof number === 'string';
    this.sinks.keys.price(span, value, isText ? number : undefined, isText && usableSeries ? seriesFieldsOf(value as Record<string, unknown>) : undefined);
  }

  /** Places what this span added while its text is at hand; the rest is placed from the index. */
  #place(span: Span): void {
    // Most records have nothing listed: setting the length of an empty array is a runtime call.
    if (this.#toPlace.length === 0) return;
    for (const draft of this.#toPlace) {
      if (draft.place !== undefined) continue;
      const offset = offsetInSpan(span, draft.pointer);
      if (offset !== undefined) draft.place = placeIn(span, span.text, offset);
    }
    this.#toPlace.length = 0;
  }

  /** A span JSON.parse refused, or that goes too deep: the strict reader says where. */
  #locateProblem(span: Span): SpanProblem | undefined {
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
      const articleNumber = watch?.articleNumber();
      const open = openContainerIn(problem, isRecord, (offset) => placeIn(span, span.text, offset));
      return {
        syntax: {
          reason, place: placeIn(span, span.text, problem.offset), byte: span.byteStart + utf8Length(span.text, problem.offset),
          levels: problem.levels + span.parentDepth,
          ...(problem.textStart === undefined ? {} : { textByte: span.byteStart + utf8Length(span.text, problem.textStart) }),
          ...(open === undefined ? {} : { open }),
          ...(isRecord ? { record: { kind: span.kind as 'article' | 'price', index: span.index, ...(articleNumber === undefined ? {} : { articleNumber }) } } : {}),
        },
      };
    }
    if (deep !== undefined) {
      const where = whereIn(span, deep.pointer, undefined);
      return { depth: { ...where, params: { depth: LIMITS.maxDepth }, place: placeIn(span, span.text, deep.offset) } };
    }
    throw new Error(`JSON.parse refused a value the strict reader accepts (${span.kind} ${span.index})`);
  }

  /** Duplicate keys and numbers that lose precision, where they stand. */
  #parserFindings(span: Span, value: unknown): void {
    const out = this.#out;
    checkJson(span.text, {
      onDuplicateKey: (offset, pointer, key) => {
        const where = whereIn(span, pointer(), value);
        out.add('json.duplicateKey', { ...where, params: { field: key, ...recordParam(where) }, place: placeIn(span, span.text, offset) });
      },
      onUnsafeNumber: (offset, pointer, token) => {
        const where = whereIn(span, pointer(), value);
        // A number can be megabytes long: the message quotes its start.
        const quoted = token.length > 40 ? `${token.slice(0, 37)}…` : token;
        out.add('json.unsafeNumber', { ...where, params: { value: quoted, ...recordParam(where) }, place: placeIn(span, span.text, offset) });
      },
    });
  }
}

/** A finding inside a record names that record, as record findings do. */
function whereIn(span: Span, pointer: string, value: unknown): Pick<FindingDraft, 'pointer' | 'kind' | 'index' | 'articleNumber'> {
  const full = spanPointer(span) + pointer;
  if (span.kind !== 'article' && span.kind !== 'price') return { pointer: full };
  const number = isJsonObject(value) && typeof value.articleNumber === 'string' ? value.articleNumber : undefined;
  return { pointer: full, kind: span.kind, index: span.index, ...(number === undefined ? {} : { articleNumber: number }) };
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
