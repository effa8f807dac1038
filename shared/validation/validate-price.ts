// The rules for one price record (payload-format.md, "Prices"). Duplicates, overlaps and
// unknown article numbers need all records and run in validate-cross-records.ts.
import { PRICE_DEFAULTS, PRICE_FIELDS } from '../payload/payload-schema';
import { currencyMeant, minorUnitsOf } from '../payload/currencies';
import { text, written } from '../messages/text';
import { describeValue } from './finding-text';
import type { FieldNotes, JsonObject } from './record-context';
import type { RecordContext } from './record-context';
import { isJsonObject } from './record-context';
import { checkFields, type CheckRules } from './field-rules';

const KNOWN = new Set<string>(PRICE_FIELDS);

/** The fields of a price that make its series and period, defaults applied. */
export interface PriceSeriesFields {
  articleNumber: string;
  priceList: string;
  currency: string;
  minQuantity: number;
  /** '' when absent: open towards the past / the future. */
  validFrom: string;
  validTo: string;
}

/** Read from the record on demand, so no object is kept per price for the cross-record rules. */
export function seriesFieldsOf(record: JsonObject): PriceSeriesFields {
  return {
    articleNumber: record.articleNumber as string,
    priceList: record.priceList !== undefined ? (record.priceList as string) : PRICE_DEFAULTS.priceList,
    currency: record.currency as string,
    minQuantity: record.minQuantity !== undefined ? (record.minQuantity as number) : PRICE_DEFAULTS.minQuantity,
    validFrom: record.validFrom !== undefined ? (record.validFrom as string) : '',
    validTo: record.validTo !== undefined ? (record.validTo as string) : '',
  };
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The number written by the digits at [from, to), or -1 if any is not a digit. */
function digitsAt(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). Runs for every price, so no regex. */
function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return false;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 7);
  const day = digitsAt(value, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/** Decimals of a number as the shortest spelling that reads back to it (1e-7 has 7). */
export function decimalsOf(amount: number): number {
  const text = String(Math.abs(amount));
  const exponent = text.indexOf('e');
  const mantissa = exponent === -1 ? text : text.slice(0, exponent);
  const dot = mantissa.indexOf('.');
  const fraction = dot === -1 ? 0 : mantissa.length - dot - 1;
  return Math.max(0, fraction - (exponent === -1 ? 0 : Number(text.slice(exponent + 1))));
}

/**
 * Whether the amount, as written in its shortest form, has at most `decimals` decimals.
 * Runs for every price, so without building its text: rounding to the allowed decimals gives
 * back the very same double exactly when the value has no more decimals than that.
 */
export function hasAtMostDecimals(amount: number, decimals: number): boolean {
  const scale = 10 ** decimals;
  const scaled = amount * scale;
  if (Math.abs(scaled) >= 2 ** 52) return decimalsOf(amount) <= decimals; // beyond exact integers
  return Math.round(scaled) / scale === amount;
}

/** A decimal comma or a number in quotes: what the user probably meant, as a JSON number. */
function numberMeant(text: string): string | undefined {
  const candidate = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(candidate) ? candidate : undefined;
}

/**
 * Validates one price; returns whether its series fields are usable for the cross-record rules.
 * `rules`: a ruleset's (field-rules.ts); without one, the built-in rules only.
 */
export function validatePrice(value: unknown, at: RecordContext, unknown: FieldNotes, rules?: CheckRules): boolean {
  if (!isJsonObject(value)) {
    at.report('price.type', [], { value: describeValue(value) });
    return false;
  }
  const articleNumber = typeof value.articleNumber === 'string' ? value.articleNumber : undefined;
  at.articleNumber = articleNumber;

  if (value.articleNumber === undefined) at.report('price.articleNumber.missing', []);
  else if (articleNumber === undefined) {
    const suggestion = written(typeof value.articleNumber === 'number' ? JSON.stringify(String(value.articleNumber)) : '"…"');
    at.report('price.articleNumber.type', ['articleNumber'], { value: describeValue(value.articleNumber), suggestion });
  }

  const currency = checkCurrency(value, at, rules);
  checkAmount(value, currency, at);
  const priceListOk = value.priceList === undefined || (typeof value.priceList === 'string' && value.priceList.trim() !== '');
  if (!priceListOk) at.report('price.priceList.type', ['priceList'], { value: describeValue(value.priceList) });
  const minQuantityOk = value.minQuantity === undefined || (Number.isInteger(value.minQuantity) && (value.minQuantity as number) >= 1);
  if (!minQuantityOk) at.report('price.minQuantity.type', ['minQuantity'], { value: describeValue(value.minQuantity) });
  const datesOk = checkValidity(value, at);
  const fieldChecks = rules?.fields.price;
  if (fieldChecks !== undefined) checkFields(fieldChecks, value, at);

  for (const field in value) if (!KNOWN.has(field)) unknown.note(field, at);

  return articleNumber !== undefined && currency !== undefined && priceListOk && minQuantityOk && datesOk;
}

/** Returns the currency when it is a valid code (one of the ruleset's, when it lists them). */
function checkCurrency(record: JsonObject, at: RecordContext, rules: CheckRules | undefined): string | undefined {
  if (record.currency === undefined) {
    at.report('price.currency.missing', []);
    return undefined;
  }
  const currency = record.currency;
  const allowed = rules?.currencies;
  if (typeof currency === 'string' && (allowed === undefined ? minorUnitsOf(currency) !== undefined : allowed.has(currency))) return currency;
  // The same reading as the corrected copy's (shared/fixes): "eur", "Euro", "€" and "EUT" all mean EUR.
  const meant = typeof currency === 'string' ? currencyMeant(currency)?.code : undefined;
  const suggestion = meant !== undefined && (allowed === undefined || allowed.has(meant)) ? meant : undefined;
  at.report('price.currency.invalid', ['currency'], {
    value: describeValue(currency), ...(suggestion === undefined ? {} : { suggestion }), ...(allowed === undefined ? {} : { other: rules!.allowedCurrencies! }),
  });
  return undefined;
}

function checkAmount(record: JsonObject, currency: string | undefined, at: RecordContext): void {
  if (record.amount === undefined) return at.report('price.amount.missing', []);
  const amount = record.amount;
  if (typeof amount !== 'number') {
    const suggestion = typeof amount === 'string' ? numberMeant(amount) : undefined;
    return at.report('price.amount.type', ['amount'], { value: describeValue(amount), ...(suggestion === undefined ? {} : { suggestion }) });
  }
  // Parsed, an overflowing number is Infinity, which is not what the file says: name no value.
  if (!Number.isFinite(amount)) return at.report('price.amount.range', ['amount'], { value: text('value.writtenHere'), detail: text('detail.amountInfinite') });
  if (amount < 0) return at.report('price.amount.range', ['amount'], { value: describeValue(amount), detail: text('detail.amountNegative') });
  if (amount === 0) return at.report('price.amount.zero', ['amount']);
  // A currency a ruleset allows beyond ISO 4217 has no known minor unit: its decimals are not checked.
  const allowed = currency === undefined ? undefined : minorUnitsOf(currency);
  if (currency !== undefined && allowed !== undefined) {
    if (!hasAtMostDecimals(amount, allowed)) at.report('price.amount.precision', ['amount'], { value: describeValue(amount), currency, decimals: allowed });
  }
}

/** Returns whether the dates are usable for overlap checks. */
function checkValidity(record: JsonObject, at: RecordContext): boolean {
  const fromOk = record.validFrom === undefined || isCalendarDate(record.validFrom);
  const toOk = record.validTo === undefined || isCalendarDate(record.validTo);
  if (!fromOk) at.report('price.validFrom.format', ['validFrom'], { value: describeValue(record.validFrom) });
  if (!toOk) at.report('price.validTo.format', ['validTo'], { value: describeValue(record.validTo) });
  if (fromOk && toOk && record.validFrom !== undefined && record.validTo !== undefined && (record.validFrom as string) > (record.validTo as string)) {
    at.report('price.validity.order', ['validFrom'], { value: record.validFrom as string, other: record.validTo as string });
    return false;
  }
  return fromOk && toOk;
}
