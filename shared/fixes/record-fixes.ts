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

/** A text with white space around it that trimmed is something: `" CH-1001 "`. */
function trimmedCandidate(record: JsonObject, field: string, out: Candidate[]): void {
  const value = record[field];
  if (typeof value !== 'string') return;
  const trimmed = value.trim();
  if (trimmed !== value && trimmed !== '') out.push({ kind: 'code.whitespace', field, value: trimmed, after: JSON.stringify(trimmed) });
}

function numberCandidate(record: JsonObject, field: string, kind: FixKind, out: Candidate[]): void {
  const value = record[field];
  if (typeof value !== 'string') return;
  const after = numberMeant(value);
  if (after !== undefined) out.push({ kind, field, value: Number(after), after });
}

function priceCandidates(record: JsonObject): Candidate[] {
  const out: Candidate[] = [];
  trimmedCandidate(record, 'articleNumber', out);
  if (typeof record.currency === 'string') {
    const meant = currencyMeant(record.currency);
    if (meant !== undefined && meant.code !== record.currency) {
      out.push({ kind: meant.certain ? 'currency.code' : 'currency.nearest', field: 'currency', value: meant.code, after: JSON.stringify(meant.code) });
    }
  }
  numberCandidate(record, 'amount', 'amount.text', out);
  numberCandidate(record, 'minQuantity', 'quantity.text', out);
  for (const field of ['validFrom', 'validTo']) {
    const value = record[field];
    const date = typeof value === 'string' ? germanDateMeant(value) : undefined;
    if (date !== undefined) out.push({ kind: 'date.german', field, value: date, after: JSON.stringify(date) });
  }
  return out;
}

function articleCandidates(record: JsonObject): Candidate[] {
  const out: Candidate[] = [];
  trimmedCandidate(record, 'articleNumber', out);
  if (record.active !== undefined && typeof record.active !== 'boolean') {
    const meant = booleanMeant(record.active);
    if (meant !== undefined) out.push({ kind: 'active.text', field: 'active', value: meant, after: String(meant) });
  }
  trimmedCandidate(record, 'gtin', out);
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
  const candidates = kind === 'price' ? priceCandidates(value) : articleCandidates(value);
  if (candidates.length === 0) return [];
  const fixed: JsonObject = { ...value };
  for (const candidate of candidates) fixed[candidate.field] = candidate.value;
  const wrong = fieldsStillWrong(kind, fixed);
  const fixes: RecordFix[] = [];
  const kept = candidates.filter((candidate) => !wrong.has(`/${candidate.field}`));
  // The last of a repeated key, as JSON.parse keeps it; all of them in one walk over the record.
  const starts = valuesOfKeysIn(text, kept.map((candidate) => candidate.field));
  for (const [k, candidate] of kept.entries()) {
    const start = starts[k]!;
    const end = valueEndIn(text, start);
    fixes.push({ kind: candidate.kind, field: candidate.field, start, end, before: text.slice(start, end), after: candidate.after });
  }
  return fixes.sort((a, b) => a.start - b.start);
}
