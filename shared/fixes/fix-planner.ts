// The fix plan, made while the scanner (shared/validation/byte-scanner.ts) cuts the file into
// records: each record is parsed on its own, its fixes found and accepted together
// (record-fixes.ts), counted per kind with a few examples, and the place of each record with
// a fix of an applied kind kept (FixedRecords, 13 bytes a record) for the copy made after the
// plan (record-edits.ts). A fix that changes a key (an article number, a price's currency,
// quantity or dates) may clash with a record further on: the keys go to key-clashes.ts, and
// once the file is read (plan()) the clashing fixes are held back, taken off the kept
// records and counted with their reason. A record with a field written twice is not fixed
// at all: which of its values counts is unclear (json.duplicateKey).
import { placeIn, countKeys } from '../validation/record-checks';
import type { Place, ScanSink, Span, ValueAt } from '../validation/scan-types';
import type { SyntaxReason } from '../validation/strict-json';
import { isJsonObject, type JsonObject } from '../validation/record-context';
import { CERTAIN_KINDS, FIX_KINDS, isSuggestion, type FixKind } from './fix-kinds';
import { HELD_BACK_REASONS, type FixExample, type FixKindPlan, type FixPlan, type HeldBack, type HeldBackReason } from './fix-plan';
import { FixedRecords } from './fixed-records';
import { KeyClashes } from './key-clashes';
import { FIXABLE_FIELDS, fieldBits, fixesOfRecord, type RecordFix } from './record-fixes';

export type { PlannedEdit } from './record-edits';

export interface FixPlannerOptions {
  /** The kinds the copy applies; by default every certain kind (no suggestion). */
  apply?: Iterable<FixKind>;
  examplesPerKind?: number;
  /** Where to keep the place of every record with a fix to apply, for the copy made after the plan. */
  keep?: FixedRecords;
}

const EXAMPLES_PER_KIND = 3;
/** Kinds that change a key: their fixes can clash with other records. */
const KEY_KINDS: ReadonlySet<FixKind> = new Set<FixKind>(['code.whitespace', 'currency.code', 'currency.nearest', 'quantity.text', 'date.german']);
const PRICE_KEY_FIELDS: ReadonlySet<string> = new Set(['articleNumber', 'currency', 'minQuantity', 'validFrom', 'validTo']);
/**
 * What key-clashes.ts gives back with a fix it holds back: the fields (bits over
 * FIXABLE_FIELDS), and whether the record is an article, and a price's currency fix a suggestion.
 */
const ARTICLE = 1 << 9;
const CURRENCY_GUESS = 1 << 8;

/** The kinds of a price's key fixes, one per field. */
function priceKindsOf(fields: number, currencyGuess: boolean): FixKind[] {
  const kinds: FixKind[] = [];
  FIXABLE_FIELDS.price.forEach((field, i) => {
    if ((fields & (1 << i)) === 0) return;
    if (field === 'articleNumber') kinds.push('code.whitespace');
    else if (field === 'currency') kinds.push(currencyGuess ? 'currency.nearest' : 'currency.code');
    else if (field === 'minQuantity') kinds.push('quantity.text');
    else kinds.push('date.german');
  });
  return kinds;
}

const clip = (json: string) => (json.length > 60 ? `${json.slice(0, 57)}…` : json);
const spacedNumber = (value: JsonObject) => (typeof value.articleNumber === 'string' && value.articleNumber.trim() !== value.articleNumber ? value.articleNumber : undefined);

/** An example not shown yet: held back, it goes to its reason's examples instead. */
interface PendingExample {
  example: FixExample;
  slot: number;
  fieldBit: number;
}

export class FixPlanner implements ScanSink {
  readonly #apply: ReadonlySet<FixKind>;
  readonly #examplesPerKind: number;
  readonly #records: FixedRecords;
  /** Absent when no applied kind changes a key. */
  #clashes: KeyClashes | undefined;
  readonly #counts = new Map<FixKind, number>();
  readonly #examples = new Map<FixKind, PendingExample[]>();
  readonly #held = new Map<FixKind, Map<HeldBackReason, HeldBack>>();
  /** The reason each example's record was held back for (only records with an example). */
  readonly #heldSlots = new Map<number, HeldBackReason>();
  readonly #exampleSlots = new Set<number>();
  #readable = true;
  #document = false;
  #resolved = false;
  #articles = 0;
  #prices = 0;

  constructor(options: FixPlannerOptions = {}) {
    this.#apply = new Set(options.apply ?? CERTAIN_KINDS);
    this.#examplesPerKind = options.examplesPerKind ?? EXAMPLES_PER_KIND;
    this.#records = options.keep ?? new FixedRecords();
    if ([...this.#apply].some((kind) => KEY_KINDS.has(kind))) this.#clashes = new KeyClashes();
  }

  /**
   * Whether the file is a document the check can read: known for sure once the scan ended
   * (an empty file, or one of white space only, has none).
   */
  get readable(): boolean {
    return this.#readable && this.#document;
  }

  /** The plan; the first call, once the scan ended, holds back the fixes that clash and takes them off the kept records. */
  plan(): FixPlan {
    if (!this.#resolved) this.#resolve();
    const kinds: FixKindPlan[] = [];
    let applied = 0;
    const readable = this.readable;
    for (const kind of FIX_KINDS) {
      const count = this.#counts.get(kind) ?? 0;
      const heldBack = HELD_BACK_REASONS.flatMap((reason) => this.#held.get(kind)?.get(reason) ?? []);
      if ((count === 0 && heldBack.length === 0) || !readable) continue;
      const isApplied = this.#apply.has(kind);
      if (isApplied) applied += count;
      const examples = (this.#examples.get(kind) ?? []).filter((pending) => !this.#isHeld(pending));
      kinds.push({ kind, suggestion: isSuggestion(kind), count, heldBack, applied: isApplied, examples: examples.slice(0, this.#examplesPerKind).map((pending) => pending.example) });
    }
    return { readable, articles: this.#articles, prices: this.#prices, kinds, applied: readable ? applied : 0 };
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
    if (!isJsonObject(value)) return;
    const clashes = this.#clashes;
    if (clashes !== undefined) {
      if (span.kind === 'price') clashes.price(value);
      else if (typeof value.articleNumber === 'string') clashes.article(value.articleNumber);
    }
    const { applied, others } = fixesOfRecord(span.kind, span.text, value, this.#apply);
    const spaced = spacedNumber(value);
    if (applied.length === 0 && others.length === 0) {
      if (spaced !== undefined) clashes?.numberKept(spaced);
      return;
    }
    const articleNumber = typeof value.articleNumber === 'string' ? value.articleNumber : undefined;
    if (countKeys(value) !== span.colons) {
      // A field written twice (json.duplicateKey): which of its values counts is unclear.
      if (spaced !== undefined) clashes?.numberKept(spaced);
      for (const fix of [...applied, ...others]) this.#holdBack(fix.kind, 'repeatedField', this.#exampleOf(span, fix, articleNumber));
      return;
    }
    let slot = -1;
    if (applied.length > 0) {
      slot = this.#records.add(span.kind, span.byteStart, span.byteEnd, fieldBits(span.kind, applied));
      if (clashes !== undefined) this.#tellClashes(clashes, span.kind, slot, value, applied, spaced);
    } else if (spaced !== undefined) clashes?.numberKept(spaced);
    for (const fix of applied) this.#count(span, fix, articleNumber, slot);
    for (const fix of others) this.#count(span, fix, articleNumber, -1);
  }

  /** The keys an applied fix changes, for the clashes known once the file is read. */
  #tellClashes(clashes: KeyClashes, kind: 'article' | 'price', slot: number, value: JsonObject, applied: readonly RecordFix[], spaced: string | undefined): void {
    const trims = applied.some((fix) => fix.field === 'articleNumber');
    if (spaced !== undefined && !trims) clashes.numberKept(spaced);
    if (kind === 'article') {
      if (trims) clashes.fixedArticle(slot, spaced!, applied.find((fix) => fix.field === 'articleNumber')!.value as string, ARTICLE | this.#bit('article', 'articleNumber'));
      return;
    }
    const keyFixes = applied.filter((fix) => PRICE_KEY_FIELDS.has(fix.field));
    if (keyFixes.length === 0) return;
    const fixed: JsonObject = { ...value };
    let payload = 0;
    for (const fix of keyFixes) {
      fixed[fix.field] = fix.value;
      payload |= this.#bit('price', fix.field) | (fix.kind === 'currency.nearest' ? CURRENCY_GUESS : 0);
    }
    clashes.fixedPrice(slot, fixed, trims ? spaced : undefined, payload);
  }

  #bit(kind: 'article' | 'price', field: string): number {
    return 1 << (FIXABLE_FIELDS[kind] as readonly string[]).indexOf(field);
  }

  #exampleOf(span: Span, fix: RecordFix, articleNumber: string | undefined): FixExample {
    const place = placeIn(span, span.text, fix.start);
    return {
      record: span.kind as 'article' | 'price', index: span.index, ...(articleNumber === undefined ? {} : { articleNumber }),
      pointer: `/${span.kind === 'article' ? 'articles' : 'prices'}/${span.index}/${fix.field}`, line: place.line, column: place.column, before: clip(fix.before), after: fix.after,
    };
  }

  /** Counts a fix; keeps a few examples more than shown, as some may be held back at the end. */
  #count(span: Span, fix: RecordFix, articleNumber: string | undefined, slot: number): void {
    const count = (this.#counts.get(fix.kind) ?? 0) + 1;
    this.#counts.set(fix.kind, count);
    if (count > this.#examplesPerKind * 3) return;
    const pending = { example: this.#exampleOf(span, fix, articleNumber), slot, fieldBit: this.#bit(span.kind as 'article' | 'price', fix.field) };
    if (slot >= 0) this.#exampleSlots.add(slot);
    const examples = this.#examples.get(fix.kind);
    if (examples === undefined) this.#examples.set(fix.kind, [pending]);
    else examples.push(pending);
  }

  #holdBack(kind: FixKind, reason: HeldBackReason, example?: FixExample): void {
    let reasons = this.#held.get(kind);
    if (reasons === undefined) this.#held.set(kind, (reasons = new Map()));
    let held = reasons.get(reason);
    if (held === undefined) reasons.set(reason, (held = { reason, count: 0, examples: [] }));
    held.count++;
    if (example !== undefined && held.examples.length < this.#examplesPerKind) held.examples.push(example);
  }

  /** Holds back the fixes that clash: off the kept records, out of the counts, into the reasons. */
  #resolve(): void {
    this.#resolved = true;
    const clashes = this.#clashes;
    this.#clashes = undefined;
    if (clashes === undefined || !this.readable) return;
    clashes.resolve((slot, payload, reason) => {
      const fields = payload & 0xff;
      this.#records.clearFields(slot, fields);
      if (this.#exampleSlots.has(slot)) this.#heldSlots.set(slot, reason);
      const kinds = (payload & ARTICLE) !== 0 ? ['code.whitespace' as const] : priceKindsOf(fields, (payload & CURRENCY_GUESS) !== 0);
      for (const kind of kinds) {
        this.#counts.set(kind, (this.#counts.get(kind) ?? 0) - 1);
        this.#holdBack(kind, reason);
      }
    });
    // The examples of held-back values, with their reasons.
    for (const [kind, pendings] of this.#examples) {
      for (const pending of pendings) {
        if (!this.#isHeld(pending)) continue;
        const held = this.#held.get(kind)?.get(this.#heldSlots.get(pending.slot)!);
        if (held !== undefined && held.examples.length < this.#examplesPerKind) held.examples.push(pending.example);
      }
    }
  }

  #isHeld(pending: PendingExample): boolean {
    return this.#heldSlots.has(pending.slot) && (this.#records.fieldsAt(pending.slot) & pending.fieldBit) === 0;
  }

  #unreadable(): void {
    this.#readable = false;
    this.#clashes = undefined;
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
  documentStart(_place: Place): void {
    this.#document = true;
  }
  topKey(_key: string, _place: Place): void {}
}
