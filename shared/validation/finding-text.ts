// What a finding says, as data: the rules give a code and values, this picks the catalogue
// key (some codes have a variant, e.g. with or without the record named) and makes the
// values that are words themselves (a record's label, a reason) into messages too. Words are
// made where the finding is shown, in the language chosen there (shared/messages/format.ts).
import type { MessageKey } from '../messages/catalogue';
import { text, written, type MessageValue, type Quantity, type Text, type Written } from '../messages/text';
import type { FindingCode } from '../report/finding-codes';
import type { RecordKind } from '../report/report';

/** What a finding's message may mention. */
export interface FindingParams {
  /** The record's label (recordLabel). */
  record?: Text;
  /** A field's name from the file, or a `field.*` message. */
  field?: string | Text;
  /** The value as the file writes it (describeValue), a phrase for it, or a bare number, byte or date. */
  value?: Written | Text | string;
  other?: MessageValue;
  count?: number;
  limit?: Quantity;
  offset?: number;
  encoding?: string;
  /** The rest of the sentence or the reason: a `detail.*`, `syntax.*` or `unreadable.*` message. */
  detail?: Text;
  /** json.syntax: how many records were read before the error (`syntax.readBefore.*`). */
  readBefore?: Text;
  /** What to write instead: as the file would write it (a JSON text), or a bare code or number. */
  suggestion?: Written | string;
  decimals?: number;
  currency?: string;
  depth?: number;
}

/** "Article 3 (CH-1001)", "Price 7": how messages name a record. */
export function recordLabel(kind: RecordKind, index: number, articleNumber?: string): Text {
  const number = index + 1;
  if (kind === 'article') return articleNumber === undefined ? text('record.articleNoNumber', { number }) : text('record.article', { number, articleNumber });
  return articleNumber === undefined ? text('record.priceNoNumber', { number }) : text('record.price', { number, articleNumber });
}

type Variant = readonly [keyof FindingParams, string];

/**
 * Codes whose message reads differently with a value present: the variant's key suffix. A code
 * with two has a key for each combination, suffixes in this order (`.inRecord.readBefore`).
 */
const FINDING_VARIANTS: Partial<Record<FindingCode, Variant | readonly Variant[]>> = {
  'file.encoding': ['offset', 'invalidByte'],
  'file.tooLarge': ['detail', 'oneValue'],
  'json.syntax': [['record', 'inRecord'], ['readBefore', 'readBefore']],
  'json.duplicateKey': ['record', 'inRecord'],
  'json.unsafeNumber': ['record', 'inRecord'],
  'article.attributes.type': ['field', 'field'],
  'price.amount.type': ['suggestion', 'suggestion'],
  'price.currency.invalid': [['suggestion', 'suggestion'], ['other', 'allowed']],
  'article.name.language': ['other', 'allowed'],
};

/** The values that pick a variant of a code's message, in suffix order. */
export function variantsOf(code: FindingCode): readonly Variant[] {
  const variants = FINDING_VARIANTS[code];
  if (variants === undefined) return [];
  return typeof variants[0] === 'string' ? [variants as Variant] : (variants as readonly Variant[]);
}

export function findingText(code: FindingCode, params: FindingParams): Text {
  let key = `finding.${code}`;
  for (const [param, suffix] of variantsOf(code)) if (params[param] !== undefined) key += `.${suffix}`;
  const values: Record<string, MessageValue> = {};
  for (const name in params) {
    const value = params[name as keyof FindingParams];
    if (value !== undefined) values[name] = name === 'field' && typeof value === 'string' ? clip(value) : value;
  }
  return text(key as MessageKey, values);
}

/** A name from the file, shortened: a key can be megabytes long. */
function clip(name: string): string {
  return name.length > 60 ? `${name.slice(0, 57)}…` : name;
}

/** How a value is named in a message: short, as the file writes it (its quotes the language's). */
export function describeValue(value: unknown): Written | Text {
  if (value === null) return written('null');
  if (Array.isArray(value)) return text('value.list');
  if (typeof value === 'object') return text('value.object');
  const json = typeof value === 'number' && !Number.isFinite(value) ? String(value) : JSON.stringify(value);
  return written(json.length > 60 ? `${json.slice(0, 57)}…"` : json);
}
