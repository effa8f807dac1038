// What every record rule needs: how to name the record in a finding, how to point at one of
// its fields, and the tally of fields the format does not know.
import type { FindingCode } from '../report/finding-codes';
import type { RecordKind } from '../report/report';
import type { ValidationMessageParams } from '../messages/en/validation';
import { recordLabels } from '../messages/en/validation';
import type { FindingsCollector } from './findings-collector';
import { escapePointerSegment } from './strict-json';

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own field: never one inherited from Object.prototype (`constructor` is data here). */
export function has(record: JsonObject, field: string): boolean {
  return Object.hasOwn(record, field);
}

export class RecordContext {
  constructor(
    private readonly out: FindingsCollector,
    readonly kind: RecordKind,
    readonly index: number,
    readonly articleNumber: string | undefined,
  ) {}

  // Built only when a finding needs them: most records of a good file have none.
  get label(): string {
    return recordLabels[this.kind]({ number: this.index + 1, articleNumber: this.articleNumber });
  }

  get base(): string {
    return `/${this.kind === 'article' ? 'articles' : 'prices'}/${this.index}`;
  }

  /** A finding about this record, pointing at `path` inside it (segments are raw keys). */
  report(code: FindingCode, path: readonly string[], params: ValidationMessageParams = {}): void {
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

/** Fields the format does not know, reported once per name with a count. */
export class UnknownFieldTally {
  private readonly fields = new Map<string, { count: number; first: RecordContext }>();

  note(field: string, context: RecordContext): void {
    const entry = this.fields.get(field);
    if (entry === undefined) this.fields.set(field, { count: 1, first: context });
    else entry.count++;
  }

  names(): string[] {
    return [...this.fields.keys()];
  }

  report(out: FindingsCollector, code: 'article.unknownField' | 'price.unknownField'): void {
    for (const [field, { count, first }] of this.fields) {
      out.add(code, {
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
