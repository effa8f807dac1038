// The rules for one article record (payload-format.md, "Articles"). Cross-record rules
// (duplicates, prices per article) run afterwards in validate-cross-records.ts.
import { ARTICLE_FIELDS, GTIN_LENGTHS, LIMITS } from '../payload/payload-schema';
import { text, written, type Text } from '../messages/text';
import { describeValue } from './finding-text';
import type { FieldNotes, JsonObject } from './record-context';
import type { RecordContext } from './record-context';
import { isJsonObject } from './record-context';
import { BIDI, checkSuspiciousText } from './suspicious-text';
import { checkFields, type CheckRules } from './field-rules';

const KNOWN = new Set<string>(ARTICLE_FIELDS);
// A language tag: language, optional script, optional region (BCP 47, simplified).
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?$/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

// for-in over parsed JSON objects: own keys only (JSON.parse objects have no enumerable
// inherited keys), without the arrays Object.entries would allocate for every record.
const isEmptyObject = (o: JsonObject) => {
  for (const _ in o) return false;
  return true;
};

const isNonEmptyText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * Validates one article; returns its article number when it is usable for cross checks.
 * `rules`: a ruleset's (field-rules.ts); without one, the built-in rules only.
 */
export function validateArticle(value: unknown, at: RecordContext, unknown: FieldNotes, rules?: CheckRules): string | undefined {
  if (!isJsonObject(value)) {
    at.report('article.type', [], { value: describeValue(value) });
    return undefined;
  }
  const number = value.articleNumber;
  const usableNumber = typeof number === 'string' ? number : undefined;
  at.articleNumber = usableNumber;

  checkArticleNumber(value, at);
  checkName(value, at, rules);
  checkDescription(value, at);
  if (value.active !== undefined && typeof value.active !== 'boolean') at.report('article.active.type', ['active'], { value: describeValue(value.active) });
  if (value.unit !== undefined && !isNonEmptyText(value.unit)) at.report('article.unit.type', ['unit'], { value: describeValue(value.unit) });
  if (value.category !== undefined) {
    if (isNonEmptyText(value.category)) checkSuspiciousText(value.category, 'category', ['category'], at);
    else at.report('article.category.type', ['category'], { value: describeValue(value.category) });
  }
  if (value.gtin !== undefined) checkGtin(value.gtin, at);
  if (value.imageUrl !== undefined && !isWebAddress(value.imageUrl)) at.report('article.imageUrl.format', ['imageUrl'], { value: describeValue(value.imageUrl) });
  if (value.attributes !== undefined) checkAttributes(value.attributes, at);

  const fieldChecks = rules?.fields.article;
  if (fieldChecks !== undefined) checkFields(fieldChecks, value, at);

  for (const field in value) if (!KNOWN.has(field)) unknown.note(field, at);
  return usableNumber !== undefined && articleNumberProblem(usableNumber) === undefined ? usableNumber : undefined;
}

function articleNumberProblem(number: string): Text | undefined {
  if (number === '') return text('detail.numberEmpty');
  if (number.length > LIMITS.maxArticleNumberLength) return text('detail.numberTooLong', { limit: LIMITS.maxArticleNumberLength });
  if (number.trim() !== number) return text('detail.numberSpaces');
  if (CONTROL.test(number)) return text('detail.numberControl');
  // Shown reversed or reordered, the number would not be the one people read.
  if (BIDI.test(number)) return text('detail.numberBidi');
  return undefined;
}

function checkArticleNumber(record: JsonObject, at: RecordContext): void {
  if (record.articleNumber === undefined) return at.report('article.articleNumber.missing', []);
  const number = record.articleNumber;
  if (typeof number !== 'string') {
    const suggestion = written(typeof number === 'number' ? JSON.stringify(String(number)) : '"…"');
    return at.report('article.articleNumber.type', ['articleNumber'], { value: describeValue(number), suggestion });
  }
  const problem = articleNumberProblem(number);
  if (problem !== undefined) at.report('article.articleNumber.format', ['articleNumber'], { value: describeValue(number), detail: problem });
}

function checkName(record: JsonObject, at: RecordContext, rules: CheckRules | undefined): void {
  if (record.name === undefined) return at.report('article.name.missing', []);
  const name = record.name;
  if (typeof name === 'string') {
    if (name.trim() === '') return at.report('article.name.type', ['name'], { value: describeValue(name) });
    return checkSuspiciousText(name, 'name', ['name'], at);
  }
  if (!isJsonObject(name) || isEmptyObject(name)) return at.report('article.name.type', ['name'], { value: describeValue(name) });
  for (const language in name) {
    const text = name[language];
    const languages = rules?.nameLanguages;
    if (languages === undefined ? !LANGUAGE_TAG.test(language) : !languages.has(language)) {
      at.report('article.name.language', ['name', language], { field: language, ...(languages === undefined ? {} : { other: rules!.allowedLanguages! }) });
    }
    if (!isNonEmptyText(text)) at.report('article.name.type', ['name', language], { value: describeValue(text) });
    else checkSuspiciousText(text, 'name', ['name', language], at);
  }
}

function checkDescription(record: JsonObject, at: RecordContext): void {
  if (record.description === undefined) return;
  const description = record.description;
  if (typeof description === 'string') return checkSuspiciousText(description, 'description', ['description'], at);
  if (!isJsonObject(description)) return at.report('article.description.type', ['description'], { value: describeValue(description) });
  for (const language in description) {
    const text = description[language];
    if (typeof text !== 'string') at.report('article.description.type', ['description', language], { value: describeValue(text) });
    else checkSuspiciousText(text, 'description', ['description', language], at);
  }
}

/** The GS1 check digit: weights 3 and 1 alternate from the right, excluding the check digit. */
function gtinCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += (digits.charCodeAt(i) - 48) * weight;
  return (10 - (sum % 10)) % 10;
}

function checkGtin(gtin: unknown, at: RecordContext): void {
  if (typeof gtin !== 'string' || !/^\d+$/.test(gtin) || !GTIN_LENGTHS.has(gtin.length)) {
    return at.report('article.gtin.format', ['gtin'], { value: describeValue(gtin) });
  }
  const expected = gtinCheckDigit(gtin);
  if (gtin.charCodeAt(gtin.length - 1) - 48 !== expected) {
    at.report('article.gtin.checksum', ['gtin'], { value: describeValue(gtin), suggestion: String(expected) });
  }
}

// The usual image address: scheme, plain host name and path. Such an address
// is accepted without building a URL object (one per article); anything else is parsed.
const PLAIN_WEB_ADDRESS = /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?:\/[\x21-\x7e]*)?$/i;

export function isWebAddress(value: unknown): boolean {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return false;
  if (PLAIN_WEB_ADDRESS.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function checkAttributes(attributes: unknown, at: RecordContext): void {
  if (!isJsonObject(attributes)) return at.report('article.attributes.type', ['attributes'], { value: describeValue(attributes) });
  for (const name in attributes) {
    const v = attributes[name];
    const t = typeof v;
    if (t !== 'string' && t !== 'number' && t !== 'boolean') {
      at.report('article.attributes.type', ['attributes', name], { field: name, value: describeValue(v) });
    }
  }
}
