// The fix plan, made while the scanner (shared/validation/byte-scanner.ts) cuts the file into
// records: each record is parsed on its own, its fixes found (record-fixes.ts), counted per
// kind with a few examples, and, for the kinds the copy applies, turned into byte edits that
// the caller takes after each chunk (takeEdits) and streams into the copy. Nothing grows with
// the file but the counts, and, when asked (`keep`), 13 bytes for each record with a fix: a
// 1 GB export is planned with one chunk's edits in memory.
import { placeIn } from '../validation/span-checker';
import type { Place, ScanSink, Span, ValueAt } from '../validation/scan-types';
import type { SyntaxReason } from '../validation/strict-json';
import { isJsonObject } from '../validation/record-context';
import { CERTAIN_KINDS, FIX_KINDS, isSuggestion, type FixKind } from './fix-kinds';
import type { FixExample, FixKindPlan, FixPlan } from './fix-plan';
import type { FixedRecords } from './fixed-records';
import { fieldBits, fixesOfRecord } from './record-fixes';
import { editsOfFixes, type PlannedEdit } from './record-edits';

export type { PlannedEdit } from './record-edits';

export interface FixPlannerOptions {
  /** The kinds the copy applies; by default every certain kind (no suggestion). */
  apply?: Iterable<FixKind>;
  examplesPerKind?: number;
  /** Where to keep the place of every record with a fix (of any kind), for a copy made after the plan. */
  keep?: FixedRecords;
}

const EXAMPLES_PER_KIND = 3;

const clip = (json: string) => (json.length > 60 ? `${json.slice(0, 57)}…` : json);

export class FixPlanner implements ScanSink {
  readonly #apply: ReadonlySet<FixKind>;
  readonly #examplesPerKind: number;
  readonly #keep: FixedRecords | undefined;
  readonly #counts = new Map<FixKind, number>();
  readonly #examples = new Map<FixKind, FixExample[]>();
  #pending: PlannedEdit[] = [];
  #readable = true;
  #articles = 0;
  #prices = 0;

  constructor(options: FixPlannerOptions = {}) {
    this.#apply = new Set(options.apply ?? CERTAIN_KINDS);
    this.#examplesPerKind = options.examplesPerKind ?? EXAMPLES_PER_KIND;
    this.#keep = options.keep;
  }

  /** The edits found since the last call, in file order. */
  takeEdits(): PlannedEdit[] {
    const edits = this.#pending;
    this.#pending = [];
    return edits;
  }

  /** Whether the file read so far is a document the check can read (known for sure once the scan ended). */
  get readable(): boolean {
    return this.#readable;
  }

  plan(): FixPlan {
    const kinds: FixKindPlan[] = [];
    let applied = 0;
    for (const kind of FIX_KINDS) {
      const count = this.#counts.get(kind) ?? 0;
      if (count === 0 || !this.#readable) continue;
      const isApplied = this.#apply.has(kind);
      if (isApplied) applied += count;
      kinds.push({ kind, suggestion: isSuggestion(kind), count, applied: isApplied, examples: this.#examples.get(kind) ?? [] });
    }
    return { readable: this.#readable, articles: this.#articles, prices: this.#prices, kinds, applied: this.#readable ? applied : 0 };
  }

  span(span: Span): void {
    if (!this.#readable) return;
    if (span.broken || span.tooDeep) {
      this.#unreadable();
      return;
    }
    if (span.kind !== 'article' && span.kind !== 'price') return;
    if (span.kind === 'article') this.#articles++;
    else this.#prices++;
    let value: unknown;
    try {
      value = JSON.parse(span.text);
    } catch {
      // Not JSON: the check says where; a copy of a file it cannot read is no use.
      this.#unreadable();
      return;
    }
    const fixes = fixesOfRecord(span.kind, span.text, value);
    if (fixes.length === 0) return;
    this.#keep?.add(span.kind, span.byteStart, span.byteEnd, fieldBits(span.kind, fixes));
    const articleNumber = isJsonObject(value) && typeof value.articleNumber === 'string' ? value.articleNumber : undefined;
    const list = span.kind === 'article' ? 'articles' : 'prices';
    for (const fix of fixes) {
      const count = (this.#counts.get(fix.kind) ?? 0) + 1;
      this.#counts.set(fix.kind, count);
      if (count <= this.#examplesPerKind) {
        const place = placeIn(span, span.text, fix.start);
        const example: FixExample = {
          record: span.kind, index: span.index, ...(articleNumber === undefined ? {} : { articleNumber }),
          pointer: `/${list}/${span.index}/${fix.field}`, line: place.line, column: place.column, before: clip(fix.before), after: fix.after,
        };
        const examples = this.#examples.get(fix.kind);
        if (examples === undefined) this.#examples.set(fix.kind, [example]);
        else examples.push(example);
      }
    }
    editsOfFixes(fixes, span.text, span.byteStart, this.#apply, this.#pending);
  }

  #unreadable(): void {
    this.#readable = false;
    this.#pending = [];
  }

  syntaxError(_reason: SyntaxReason, _place: Place): void {
    this.#unreadable();
  }
  foreignEncoding(_encoding: string): void {
    this.#unreadable();
  }
  encodingError(_place: Place, _byte: number): void {
    this.#unreadable();
  }
  valueTooLarge(_where: ValueAt, _place: Place, _limit: number): void {
    this.#unreadable();
  }
  bom(): void {}
  documentStart(_place: Place): void {}
  topKey(_key: string, _place: Place): void {}
}
