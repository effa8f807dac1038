// What every record rule needs: how to name the record in a finding, how to point at one of
// its fields, and the tally of fields the format does not know.
import type { FindingCode } from '../report/finding-codes';
import type { RecordKind } from '../report/report';
import type { Text } from '../messages/text';
import { recordLabel, type FindingParams } from './finding-text';
import type { FindingsSink } from './findings-collector';
import { escapePointerSegment } from '../json/json-pointer';

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Fields are read as `record.field !== undefined`: JSON has no undefined, and no field name
// of the format is inherited from Object.prototype (record-context.test.ts checks it), so
// this says "present" without a keyed lookup for every field of every record.

/**
 * The record the rules are looking at. One instance walks all records of a kind (moved with
 * `at`), as a 400,000-record file should not cost 400,000 objects.
 */
export class RecordContext {
  index = 0;
  articleNumber: string | undefined;

  constructor(
    private readonly out: FindingsSink,
    readonly kind: RecordKind,
  ) {}

  at(index: number, articleNumber?: string): this {
    this.index = index;
    this.articleNumber = articleNumber;
    return this;
  }

  // Built only when a finding needs them: most records of a good file have none.
  get label(): Text {
    return recordLabel(this.kind, this.index, this.articleNumber);
  }

  get base(): string {
    return `/${this.kind === 'article' ? 'articles' : 'prices'}/${this.index}`;
  }

  /** A finding about this record, pointing at `path` inside it (segments are raw keys). */
  report(code: FindingCode, path: readonly string[], params: FindingParams = {}): void {
    let pointer = this.base;
    for (const segment of path) pointer += '/' + escapePointerSegment(segment);
    this.out.add(code, {
      pointer,
      params: { record: this.label, ...params },
      kind: this.kind,
      index: this.index,
      ...(this.articleNumber === undefined ? {} : { articleNumber: this.articleNumber }),
    });
  }
}

/** Told each field of a record the format does not know. */
export interface FieldNotes {
  note(field: string, context: RecordContext): void;
}

/**
 * Fields the format does not know, reported once per name with a count; but not those a
 * ruleset names (`declared`): they are the configurator's own. All are the preview's columns.
 */
export class UnknownFieldTally implements FieldNotes {
  private readonly fields = new Map<string, { count: number; first: RecordContext }>();

  constructor(private readonly out: FindingsSink, private readonly declared?: ReadonlySet<string>) {}

  note(field: string, context: RecordContext): void {
    this.noteMany(field, 1, context.kind, context.index, context.articleNumber);
  }

  /** `count` records have the field, the first of them `kind` `index` (what a checker thread tallied). */
  noteMany(field: string, count: number, kind: RecordKind, index: number, articleNumber: string | undefined): void {
    const entry = this.fields.get(field);
    // A copy of where it was first seen: the walking context moves on.
    if (entry === undefined) this.fields.set(field, { count, first: new RecordContext(this.out, kind).at(index, articleNumber) });
    else entry.count += count;
  }

  /** The unknown field names so far, in order of first appearance (the preview's extra columns). */
  names(): string[] {
    return [...this.fields.keys()];
  }

  report(code: 'article.unknownField' | 'price.unknownField'): void {
    for (const [field, { count, first }] of this.fields) {
      if (this.declared?.has(field) === true) continue;
      this.out.add(code, {
        pointer: `${first.base}/${escapePointerSegment(field)}`,
        params: { field, count, record: first.label },
        kind: first.kind,
        index: first.index,
        count,
        ...(first.articleNumber === undefined ? {} : { articleNumber: first.articleNumber }),
      });
    }
  }
}
