// The certain fixes (and the suggestions) of one record: which of its fields are written the
// wrong way with one meaning only, what to write instead, and where the value stands in the
// record's text. A fix is kept only if its result passes the rules: the fixed record is run
// through the same rules as the check (validate-article.ts, validate-price.ts), so a decimal
// comma that makes a zero or too many decimals, or a German date that ends before it starts,
// is not "certain".
import { currencyMeant } from '../payload/currencies';
import { FindingsCollector } from '../validation/findings-collector';
import { valueEndIn, valuesOfKeysIn } from '../validation/locate-pointer';
import { RecordContext, UnknownFieldTally, isJsonObject, type JsonObject } from '../validation/record-context';
import { validateArticle } from '../validation/validate-article';
import { validatePrice } from '../validation/validate-price';
import type { FixKind } from './fix-kinds';
import { booleanMeant, germanDateMeant, numberMeant } from './meant-values';

export interface RecordFix {
  kind: FixKind;
  /** The field, as the last segment of a pointer ('amount'). */
  field: string;
  /** Where its value is written in the record's text, [start, end) in UTF-16 units. */
  start: number;
  end: number;
  /** The value's JSON text as written, and the text that replaces it. */
  before: string;
  after: string;
}

interface Candidate {
  kind: FixKind;
  field: string;
  value: unknown;
  after: string;
}

/** The fields a fix can change, per kind of record, in this order (FixedRecords keeps them as bits). */
export const FIXABLE_FIELDS = {
  article: ['articleNumber', 'active', 'gtin'],
  price: ['articleNumber', 'currency', 'amount', 'minQuantity', 'validFrom', 'validTo'],
} as const;

/** A text with white space around it that trimmed is something: `" CH-1001 "`. */
function trimmedCandidate(field: string, value: unknown): Candidate | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed !== value && trimmed !== '' ? { kind: 'code.whitespace', field, value: trimmed, after: JSON.stringify(trimmed) } : undefined;
}

function numberCandidate(field: string, kind: FixKind, value: unknown): Candidate | undefined {
  if (typeof value !== 'string') return undefined;
  const after = numberMeant(value);
  return after === undefined ? undefined : { kind, field, value: Number(after), after };
}

/** What a field's value would be fixed to, whatever the rest of the record says. */
function candidateOf(kind: 'article' | 'price', field: string, value: unknown): Candidate | undefined {
  if (value === undefined) return undefined;
  switch (field) {
    case 'articleNumber':
    case 'gtin':
      return trimmedCandidate(field, value);
    case 'active': {
      if (kind !== 'article' || typeof value === 'boolean') return undefined;
      const meant = booleanMeant(value);
      return meant === undefined ? undefined : { kind: 'active.text', field, value: meant, after: String(meant) };
    }
    case 'currency': {
      const meant = typeof value === 'string' ? currencyMeant(value) : undefined;
      if (meant === undefined || meant.code === value) return undefined;
      return { kind: meant.certain ? 'currency.code' : 'currency.nearest', field, value: meant.code, after: JSON.stringify(meant.code) };
    }
    case 'amount':
      return numberCandidate(field, 'amount.text', value);
    case 'minQuantity':
      return numberCandidate(field, 'quantity.text', value);
    default: {
      const date = typeof value === 'string' ? germanDateMeant(value) : undefined;
      return date === undefined ? undefined : { kind: 'date.german', field, value: date, after: JSON.stringify(date) };
    }
  }
}

function candidatesOf(kind: 'article' | 'price', record: JsonObject): Candidate[] {
  const out: Candidate[] = [];
  for (const field of FIXABLE_FIELDS[kind]) {
    const candidate = candidateOf(kind, field, record[field]);
    if (candidate !== undefined) out.push(candidate);
  }
  return out;
}

/** The fields of the fixed record that still have a finding, as pointers inside the record ('/amount'). */
function fieldsStillWrong(kind: 'article' | 'price', fixed: JsonObject): Set<string> {
  const out = new FindingsCollector(Infinity);
  const context = new RecordContext(out, kind).at(0);
  const unknown = new UnknownFieldTally(out);
  if (kind === 'article') validateArticle(fixed, context, unknown);
  else validatePrice(fixed, context, unknown);
  const base = context.base;
  return new Set(out.kept.map(({ draft }) => draft.pointer.slice(base.length)));
}

/**
 * The fixes of one record (an element of `articles` or `prices`), parsed as `value` from
 * `text`, in the order they stand in the text. Cheap for a record with nothing to fix: only
 * its fields' types are looked at.
 */
export function fixesOfRecord(kind: 'article' | 'price', text: string, value: unknown): RecordFix[] {
  if (!isJsonObject(value)) return [];
  const candidates = candidatesOf(kind, value);
  if (candidates.length === 0) return [];
  const fixed: JsonObject = { ...value };
  for (const candidate of candidates) fixed[candidate.field] = candidate.value;
  const wrong = fieldsStillWrong(kind, fixed);
  return locatedFixes(text, candidates.filter((candidate) => !wrong.has(`/${candidate.field}`)));
}

/** The candidates' values located in the record's text, in text order. */
function locatedFixes(text: string, candidates: readonly Candidate[], starts = valuesOfKeysIn(text, candidates.map((candidate) => candidate.field))): RecordFix[] {
  // The last of a repeated key, as JSON.parse keeps it; all of them in one walk over the record.
  const fixes: RecordFix[] = [];
  for (const [k, candidate] of candidates.entries()) {
    const start = starts[k]!;
    const end = valueEndIn(text, start);
    fixes.push({ kind: candidate.kind, field: candidate.field, start, end, before: text.slice(start, end), after: candidate.after });
  }
  return fixes.sort((a, b) => a.start - b.start);
}

/** The fields of `fixes` as bits over FIXABLE_FIELDS[kind] (what FixedRecords keeps of a record). */
export function fieldBits(kind: 'article' | 'price', fixes: readonly RecordFix[]): number {
  const fields: readonly string[] = FIXABLE_FIELDS[kind];
  let bits = 0;
  for (const fix of fixes) bits |= 1 << fields.indexOf(fix.field);
  return bits;
}

/**
 * The fixes of a record planned before, from the fields the plan found fixable (`bits`, see
 * fieldBits): only those values are read, not the whole record, and the rules are not run
 * again (the plan did). The same fixes as fixesOfRecord gave for the same text; undefined
 * when the text does not hold them (it is not the record planned).
 */
export function plannedFixesOfRecord(kind: 'article' | 'price', text: string, bits: number): RecordFix[] | undefined {
  const fields = FIXABLE_FIELDS[kind].filter((_, i) => bits & (1 << i));
  const starts = valuesOfKeysIn(text, fields);
  const candidates: Candidate[] = [];
  for (const [k, field] of fields.entries()) {
    if (starts[k]! < 0) return undefined;
    let value: unknown;
    try {
      value = JSON.parse(text.slice(starts[k], valueEndIn(text, starts[k]!)));
    } catch {
      return undefined;
    }
    const candidate = candidateOf(kind, field, value);
    if (candidate === undefined) return undefined;
    candidates.push(candidate);
  }
  return locatedFixes(text, candidates, starts);
}
