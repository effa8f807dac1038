// A ruleset's rules as the record checks apply them (validate-article.ts, validate-price.ts):
// compiled once per check from the plain data (shared/rules: EffectiveRules), patterns
// included. Each field rule reports with its `*.field.*` code; the allowed-value lists change
// what the built-in checks accept (currencies, name languages) or are enums of their field
// (units, price lists).
import { text, written, type MessageValue } from '../messages/text';
import type { FindingCode, RuleLevel } from '../report/finding-codes';
import { levelsOf, type EffectiveRules, type RuleKind } from '../rules/effective-rules';
import { compilePattern, type Pattern } from '../rules/pattern';
import type { FieldRule, ValueType } from '../rules/ruleset-format';
import { describeValue } from './finding-text';
import type { JsonObject, RecordContext } from './record-context';

const isType: Record<ValueType, (value: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number',
  integer: (v) => Number.isInteger(v),
  boolean: (v) => typeof v === 'boolean',
  object: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  array: (v) => Array.isArray(v),
};

// A loop, not types.some(…): it runs for every value a rule checks.
function hasType(types: readonly ValueType[], value: unknown): boolean {
  for (const type of types) if (isType[type](value)) return true;
  return false;
}

/** Characters as JSON Schema counts them: Unicode code points (a surrogate pair is one). */
function codePoints(value: string): number {
  let n = value.length;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = value.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) { n--; i++; }
    }
  }
  return n;
}

const clip = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s);

/** The allowed values as a message names them: the first few, as JSON writes them (or bare: codes). */
function allowedList(values: readonly unknown[], bare = false): MessageValue[] {
  const shown: MessageValue[] = values.slice(0, 10).map((v) => (bare ? clip(String(v)) : written(clip(JSON.stringify(v)))));
  if (values.length > 10) shown.push('…');
  return shown;
}

class FieldCheck {
  readonly #types: ValueType[] | undefined;
  readonly #primitives: Set<unknown> | undefined;
  readonly #structured: Set<string> | undefined;
  readonly #pattern: Pattern | undefined;

  constructor(readonly field: string, readonly rule: FieldRule, private readonly codes: FieldCodes) {
    this.#types = rule.type === undefined ? undefined : Array.isArray(rule.type) ? rule.type : [rule.type];
    if (rule.enum !== undefined) {
      this.#primitives = new Set(rule.enum.filter((v) => typeof v !== 'object' || v === null));
      this.#structured = new Set(rule.enum.filter((v) => typeof v === 'object' && v !== null).map((v) => JSON.stringify(v)));
    }
    this.#pattern = rule.pattern === undefined ? undefined : compilePattern(rule.pattern);
  }

  /** The record has no such field (only asked of a field the rule requires). */
  missing(at: RecordContext): void {
    at.report(this.codes.required, [], { field: this.field });
  }

  /** The field's value, which the record has. */
  check(value: unknown, at: RecordContext): void {
    const { field, rule, codes } = this;
    const types = this.#types;
    if (types !== undefined && !hasType(types, value)) {
      return at.report(codes.type, [field], { field, value: describeValue(value), other: types.map((t) => text(`valueType.${t}`)) });
    }
    if (this.#primitives !== undefined && !this.#primitives.has(value) && !(typeof value === 'object' && value !== null && this.#structured!.has(JSON.stringify(value)))) {
      at.report(codes.enum, [field], { field, value: describeValue(value), other: allowedList(rule.enum!) });
    }
    if (typeof value === 'string') {
      if (this.#pattern !== undefined && !this.#pattern.test(value)) at.report(codes.pattern, [field], { field, value: describeValue(value), other: clip(rule.pattern!) });
      if (rule.maxLength !== undefined && value.length > rule.maxLength) {
        const length = codePoints(value);
        if (length > rule.maxLength) at.report(codes.maxLength, [field], { field, count: length, other: String(rule.maxLength) });
      }
    } else if (typeof value === 'number') {
      if (rule.minimum !== undefined && value < rule.minimum) at.report(codes.range, [field], { field, value: describeValue(value), detail: text('detail.belowMinimum', { other: String(rule.minimum) }) });
      else if (rule.maximum !== undefined && value > rule.maximum) at.report(codes.range, [field], { field, value: describeValue(value), detail: text('detail.aboveMaximum', { other: String(rule.maximum) }) });
    }
  }
}

type FieldCodes = Record<'required' | 'type' | 'enum' | 'pattern' | 'range' | 'maxLength', FindingCode>;

const codesOf = (kind: RuleKind): FieldCodes => ({
  required: `${kind}.field.required`, type: `${kind}.field.type`, enum: `${kind}.field.enum`,
  pattern: `${kind}.field.pattern`, range: `${kind}.field.range`, maxLength: `${kind}.field.maxLength`,
});

/**
 * One kind's field rules, by field name: each field a record has looks up its rule, so a rule
 * costs nothing in a record without its field (a ruleset read from a vendor's schema names
 * many fields a file leaves out), and the ones that must be there are asked for by name.
 */
interface FieldChecks {
  byField: ReadonlyMap<string, FieldCheck>;
  required: readonly FieldCheck[];
}

/** The compiled rules of one check; undefined parts cost nothing. */
export interface CheckRules {
  levels: Readonly<Record<FindingCode, RuleLevel>>;
  /** The field rules of each kind of record, run after its built-in checks. */
  fields: Record<RuleKind, FieldChecks | undefined>;
  /** Fields of the configurator's own the ruleset names: not reported as `*.unknownField`. */
  declared: Record<RuleKind, ReadonlySet<string> | undefined>;
  currencies: ReadonlySet<string> | undefined;
  nameLanguages: ReadonlySet<string> | undefined;
  /** As the messages list them. */
  allowedCurrencies: MessageValue[] | undefined;
  allowedLanguages: MessageValue[] | undefined;
}

/** The rules, ready to run; a pattern the ruleset check let through compiles here. */
export function compileRules(rules: EffectiveRules): CheckRules {
  const fields = (kind: RuleKind, asEnum: Record<string, string[] | undefined>) => {
    const merged: Record<string, FieldRule> = { ...rules.fields[kind] };
    for (const [field, values] of Object.entries(asEnum)) {
      if (values !== undefined && merged[field]?.enum === undefined) merged[field] = { ...merged[field], enum: values };
    }
    const checks = Object.entries(merged).map(([field, rule]) => new FieldCheck(field, rule, codesOf(kind)));
    if (checks.length === 0) return undefined;
    return { byField: new Map(checks.map((check) => [check.field, check])), required: checks.filter((check) => check.rule.required === true) };
  };
  const { currencies, nameLanguages } = rules.lists;
  const declared = (kind: RuleKind) => (rules.declared[kind].length === 0 ? undefined : new Set(rules.declared[kind]));
  return {
    levels: levelsOf(rules),
    declared: { article: declared('article'), price: declared('price') },
    fields: { article: fields('article', { unit: rules.lists.units }), price: fields('price', { priceList: rules.lists.priceLists }) },
    currencies: currencies === undefined ? undefined : new Set(currencies),
    nameLanguages: nameLanguages === undefined ? undefined : new Set(nameLanguages),
    allowedCurrencies: currencies === undefined ? undefined : allowedList(currencies, true),
    allowedLanguages: nameLanguages === undefined ? undefined : allowedList(nameLanguages, true),
  };
}

/** Runs the ruleset's field rules of this kind on one record (an object). */
export function checkFields(checks: FieldChecks, record: JsonObject, at: RecordContext): void {
  // for-in over a parsed JSON object: its own keys only (a field of its own may be named like
  // something every object inherits, "constructor", and is looked up by name, not inherited).
  for (const field in record) {
    const check = checks.byField.get(field);
    if (check !== undefined) check.check(record[field], at);
  }
  for (const check of checks.required) if (!Object.hasOwn(record, check.field)) check.missing(at);
}
