// The certain fixes (and the suggestions) of one record: which of its fields are written the
// wrong way with one meaning only, what to write instead, and where the value stands in the
// record's text. A fix is kept only if its result passes the rules and adds no finding to the
// record (record-acceptance.ts), so a decimal comma that makes a zero or too many decimals, or
// a German date that ends before it starts, is not "certain". Whether a fix clashes with
// other records (a duplicate) is known only once the whole file is read (key-clashes.ts).
import { currencyMeant } from '../payload/currencies';
import { valueEndIn, valuesOfKeysIn } from '../validation/locate-pointer';
import { isJsonObject, type JsonObject } from '../validation/record-context';
import type { FixKind } from './fix-kinds';
import { booleanMeant, exactNumber, germanDateMeant, numberMeant } from './meant-values';
import { acceptedTogether } from './record-acceptance';

export interface RecordFix {
  kind: FixKind;
  /** The field, as the last segment of a pointer ('amount'). */
  field: string;
  /** Where its value is written in the record's text, [start, end) in UTF-16 units. */
  start: number;
  end: number;
  /** The value's JSON text as written, and the text that replaces it (and its value). */
  before: string;
  after: string;
  value: unknown;
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

/**
 * A number written as text, when JSON.parse reads its fixed spelling exactly (no 1e20 for
 * "99999999999999999999,99", no unsafe integer) and, for a quantity, when it is an integer
 * written as one (not `1.0`).
 */
function numberCandidate(field: string, kind: FixKind, value: unknown): Candidate | undefined {
  if (typeof value !== 'string') return undefined;
  const after = numberMeant(value);
  if (after === undefined || !exactNumber(after) || (kind === 'quantity.text' && after.includes('.'))) return undefined;
  return { kind, field, value: Number(after), after };
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

/** A record's fixes: those of the kinds applied, and those of the other kinds (counted in the plan, not written). */
export interface RecordFixes {
  applied: RecordFix[];
  others: RecordFix[];
}

const NONE: RecordFixes = { applied: [], others: [] };

/**
 * The fixes of one record (an element of `articles` or `prices`), parsed as `value` from
 * `text`, each list in the order they stand in the text: those of the kinds in `apply`,
 * accepted together, and those of the other kinds, accepted with every kind (what the plan
 * shows for a kind not chosen). Cheap for a record with nothing to fix: only its fields'
 * types are looked at.
 */
export function fixesOfRecord(kind: 'article' | 'price', text: string, value: unknown, apply?: ReadonlySet<FixKind>): RecordFixes {
  if (!isJsonObject(value)) return NONE;
  const candidates = candidatesOf(kind, value);
  if (candidates.length === 0) return NONE;
  const chosen = apply === undefined ? candidates : candidates.filter((candidate) => apply.has(candidate.kind));
  const applied = locatedFixes(text, acceptedTogether(kind, value, chosen));
  if (chosen.length === candidates.length) return { applied, others: [] };
  const others = acceptedTogether(kind, value, candidates).filter((candidate) => !apply!.has(candidate.kind));
  return { applied, others: locatedFixes(text, others) };
}

/** The candidates' values located in the record's text, in text order. */
function locatedFixes(text: string, candidates: readonly Candidate[], starts = valuesOfKeysIn(text, candidates.map((candidate) => candidate.field))): RecordFix[] {
  // The last of a repeated key, as JSON.parse keeps it; all of them in one walk over the record.
  if (candidates.length === 0) return [];
  const fixes: RecordFix[] = [];
  for (const [k, candidate] of candidates.entries()) {
    const start = starts[k]!;
    const end = valueEndIn(text, start);
    fixes.push({ kind: candidate.kind, field: candidate.field, start, end, before: text.slice(start, end), after: candidate.after, value: candidate.value });
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
