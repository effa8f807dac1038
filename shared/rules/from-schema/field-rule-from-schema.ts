// One field's schema (flattened: flatten-schema.ts) → the field rule that checks the same, and
// every assertion a field rule cannot hold, listed with why. A rule never checks more than the
// schema: what it cannot say exactly it leaves out and lists, so a file the vendor takes is not
// called broken for it.
import { text } from '../../messages/text';
import { VALUE_TYPES, type FieldRule, type ValueType } from '../ruleset-format';
import { ecmaToRe2 } from './ecma-pattern';
import { flattenSchema, type Assertion, type FlatSchema, type Listed } from './flatten-schema';
import { isObject, type SchemaDocument } from './schema-document';

const JSON_TYPES = new Set<string>([...VALUE_TYPES, 'null']);

/** Keywords about what is inside an object or a list value: a field rule checks the value itself only. */
const NESTED = new Set([
  'properties', 'required', 'additionalProperties', 'patternProperties', 'propertyNames', 'minProperties', 'maxProperties',
  'dependentRequired', 'dependentSchemas', 'dependencies', 'unevaluatedProperties',
  'items', 'prefixItems', 'additionalItems', 'contains', 'minContains', 'maxContains', 'minItems', 'maxItems', 'uniqueItems', 'unevaluatedItems',
]);
const LOGIC = new Set(['not', 'if', 'then', 'else']);
const CONTENT = new Set(['contentMediaType', 'contentEncoding', 'contentSchema']);
const DYNAMIC = new Set(['$dynamicRef', '$recursiveRef', '$recursiveAnchor']);

/** JSON Schema compares values as JSON: numbers by value, objects whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  return JSON.stringify(value);
}

/** Values in both lists (JSON equality), in the order of the first. */
function intersectValues(a: readonly unknown[], b: readonly unknown[]): unknown[] {
  const keys = new Set(b.map(canonical));
  return a.filter((v) => keys.has(canonical(v)));
}

/** Types a value may have under both (an integer is a number). */
function intersectTypes(a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> {
  const both = new Set<string>();
  for (const t of a) {
    if (b.has(t)) both.add(t);
    else if ((t === 'number' && b.has('integer')) || (t === 'integer' && b.has('number'))) both.add('integer');
  }
  return both;
}

const typeList = (value: unknown): string[] | undefined => {
  const list = Array.isArray(value) ? value : [value];
  return list.length > 0 && list.every((t) => typeof t === 'string' && JSON_TYPES.has(t)) ? (list as string[]) : undefined;
};

interface Bound {
  value: number;
  pointer: string;
}

/** What the assertions of one field add up to, before it becomes a rule. */
class Gathered {
  types: { set: Set<string>; pointer: string } | undefined;
  values: { list: unknown[]; pointer: string } | undefined;
  readonly patterns: Assertion[] = [];
  readonly bounds: Record<'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum', Bound[]> = { minimum: [], maximum: [], exclusiveMinimum: [], exclusiveMaximum: [] };
  maxLength: Bound | undefined;
  conflict: string | undefined;

  addTypes(set: Set<string>, pointer: string) {
    this.types = { set: this.types === undefined ? set : intersectTypes(this.types.set, set), pointer };
    if (this.types.set.size === 0) this.conflict ??= pointer;
  }

  addValues(list: unknown[], pointer: string) {
    this.values = { list: this.values === undefined ? list : intersectValues(this.values.list, list), pointer };
    if (this.values.list.length === 0) this.conflict ??= pointer;
  }
}

export interface FieldMapping {
  rule: FieldRule;
  listed: Listed[];
  /** Every type the schema allows (null included), when it names them: compared with the built-in checks. */
  types?: ReadonlySet<string>;
}

/** The field rule for the schemas (one per `properties` that names the field) of one field. */
export function fieldRuleFromSchemas(doc: SchemaDocument, schemas: readonly { node: unknown; pointer: string }[]): FieldMapping {
  const listed: Listed[] = [];
  const gathered = new Gathered();
  let description: string | undefined;
  for (const { node, pointer } of schemas) {
    const flat = flattenSchema(doc, node, pointer);
    listed.push(...flat.listed);
    description ??= flat.description;
    for (const assertion of flat.assertions) gather(doc, assertion, gathered, listed);
  }
  const rule: FieldRule = {};
  if (gathered.conflict !== undefined) {
    // The schema allows no value at all here (say, two allOf members with different types):
    // a vendor's mistake the rules should not copy into "every record is wrong".
    listed.push({ pointer: gathered.conflict, reason: text('fromSchema.conflict') });
  } else {
    carryTypes(gathered, rule, listed);
    if (gathered.values !== undefined) rule.enum = gathered.values.list;
  }
  carryPattern(gathered, rule, listed);
  carryBounds(gathered, rule, listed);
  if (gathered.maxLength !== undefined) rule.maxLength = gathered.maxLength.value;
  if (description !== undefined) rule.description = description;
  return { rule, listed, ...(gathered.types === undefined ? {} : { types: gathered.types.set }) };
}

function gather(doc: SchemaDocument, { keyword, value, pointer }: Assertion, into: Gathered, listed: Listed[]): void {
  const invalid = (): void => void listed.push({ pointer, reason: text('fromSchema.invalidKeyword', { keyword }) });
  const list = (key: Parameters<typeof text>[0], values: Record<string, string> = {}): void => void listed.push({ pointer, reason: text(key, { keyword, ...values }) });
  switch (keyword) {
    case 'type': {
      const types = typeList(value);
      return types === undefined ? void invalid() : into.addTypes(new Set(types), pointer);
    }
    case 'enum':
      return Array.isArray(value) && value.length > 0 ? into.addValues(value, pointer) : void invalid();
    case 'const':
      return into.addValues([value], pointer);
    case 'pattern':
      return typeof value === 'string' ? void into.patterns.push({ keyword, value, pointer }) : void invalid();
    case 'minimum': case 'maximum': case 'exclusiveMinimum': case 'exclusiveMaximum':
      return typeof value === 'number' && Number.isFinite(value) ? void into.bounds[keyword].push({ value, pointer }) : void invalid();
    case 'maxLength':
      if (!(Number.isInteger(value) && (value as number) >= 0)) return void invalid();
      if (into.maxLength === undefined || (value as number) < into.maxLength.value) into.maxLength = { value: value as number, pointer };
      return;
    case 'minLength':
      if (!(Number.isInteger(value) && (value as number) >= 0)) return void invalid();
      // Every text has at least 0 characters: nothing to carry over.
      if (value !== 0) list('fromSchema.minLength', { value: String(value) });
      return;
    case 'anyOf': case 'oneOf':
      return alternatives(doc, keyword, value, pointer, into, listed);
    case 'false':
      return void listed.push({ pointer, reason: text('fromSchema.falseSchema') });
    case 'format':
      return list('fromSchema.format', { value: String(value) });
    case 'multipleOf':
      return list('fromSchema.multipleOf', { value: String(value) });
    default:
      if (NESTED.has(keyword)) return list('fromSchema.nested');
      if (LOGIC.has(keyword)) return list('fromSchema.logic');
      if (CONTENT.has(keyword)) return list('fromSchema.content');
      if (DYNAMIC.has(keyword)) return list('fromSchema.dynamicRef');
      return list('fromSchema.unknownKeyword');
  }
}

/**
 * anyOf/oneOf whose branches each only name types, or only allowed values, are one list of
 * types or values (the common "a text or a number", or documented constants); anything else is
 * a choice between rules that one field rule cannot make.
 */
function alternatives(doc: SchemaDocument, keyword: 'anyOf' | 'oneOf', value: unknown, pointer: string, into: Gathered, listed: Listed[]): void {
  if (!Array.isArray(value) || value.length === 0) return void listed.push({ pointer, reason: text('fromSchema.invalidKeyword', { keyword }) });
  const branches: FlatSchema[] = value.map((branch, i) => flattenSchema(doc, branch, `${pointer}/${i}`));
  const usable = (a: Assertion) => (a.keyword === 'type' ? typeList(a.value) !== undefined : a.keyword === 'const' || (Array.isArray(a.value) && a.value.length > 0));
  const only = (branch: FlatSchema, keywords: readonly string[]) =>
    branch.listed.length === 0 && branch.assertions.length > 0 && branch.assertions.every((a) => keywords.includes(a.keyword) && usable(a));
  if (branches.every((b) => only(b, ['type']))) {
    const sets = branches.map((b) => b.assertions.map((a) => new Set(typeList(a.value) ?? [])).reduce((x, y) => intersectTypes(x, y)));
    const union = new Set(sets.flatMap((s) => [...s]));
    // oneOf means exactly one: branches that overlap (an integer is a number) exclude what both take.
    const disjoint = sets.every((s, i) => sets.every((t, j) => i === j || intersectTypes(s, t).size === 0));
    if (keyword === 'anyOf' || disjoint) return into.addTypes(union, pointer);
  } else if (branches.every((b) => only(b, ['enum', 'const']))) {
    const lists = branches.map((b) => b.assertions.map((a) => (a.keyword === 'const' ? [a.value] : (a.value as unknown[]))).reduce((x, y) => intersectValues(x, y)));
    const all = lists.flat();
    const distinct = new Set(all.map(canonical)).size === all.length;
    if (keyword === 'anyOf' || distinct) return into.addValues(all.filter((v, i) => all.findIndex((w) => canonical(w) === canonical(v)) === i), pointer);
  }
  listed.push({ pointer, reason: text('fromSchema.alternatives', { keyword }) });
}

function carryTypes(gathered: Gathered, rule: FieldRule, listed: Listed[]): void {
  if (gathered.types === undefined) return;
  const { set, pointer } = gathered.types;
  if (set.has('null')) {
    // A field rule cannot say "or null"; checking the type without null would refuse what the vendor takes.
    listed.push({ pointer, reason: text('fromSchema.null') });
    return;
  }
  const types = VALUE_TYPES.filter((t) => set.has(t) && !(t === 'integer' && set.has('number')));
  rule.type = types.length === 1 ? types[0]! : (types as ValueType[]);
}

function carryPattern(gathered: Gathered, rule: FieldRule, listed: Listed[]): void {
  for (const { value, pointer } of gathered.patterns) {
    const translated = ecmaToRe2(value as string);
    if (!translated.ok) {
      listed.push({ pointer, reason: text(`fromSchema.pattern.${translated.why}`, { detail: translated.detail }) });
    } else if (rule.pattern === undefined) {
      rule.pattern = translated.source;
    } else if (rule.pattern !== translated.source) {
      // A field rule holds one pattern, and RE2 has no look-ahead to join two.
      listed.push({ pointer, reason: text('fromSchema.secondPattern') });
    }
  }
}

/** Whole numbers only: then x > b is x ≥ ⌊b⌋ + 1, and an exclusive bound is an inclusive one. */
const integersOnly = (rule: FieldRule) => rule.type === 'integer';

function carryBounds(gathered: Gathered, rule: FieldRule, listed: Listed[]): void {
  const { bounds } = gathered;
  const strictest = (list: Bound[], pick: (a: number, b: number) => number) => (list.length === 0 ? undefined : list.reduce((a, b) => (pick(a.value, b.value) === a.value ? a : b)));
  const minimum = strictest(bounds.minimum, Math.max);
  const maximum = strictest(bounds.maximum, Math.min);
  let low = minimum?.value;
  let high = maximum?.value;
  for (const bound of bounds.exclusiveMinimum) {
    if (integersOnly(rule)) low = Math.max(low ?? -Infinity, Math.floor(bound.value) + 1);
    else if (!(low !== undefined && low > bound.value)) listed.push({ pointer: bound.pointer, reason: text('fromSchema.exclusive', { keyword: 'exclusiveMinimum', value: String(bound.value) }) });
  }
  for (const bound of bounds.exclusiveMaximum) {
    if (integersOnly(rule)) high = Math.min(high ?? Infinity, Math.ceil(bound.value) - 1);
    else if (!(high !== undefined && high < bound.value)) listed.push({ pointer: bound.pointer, reason: text('fromSchema.exclusive', { keyword: 'exclusiveMaximum', value: String(bound.value) }) });
  }
  if (low !== undefined && high !== undefined && low > high) {
    listed.push({ pointer: (minimum ?? bounds.exclusiveMinimum[0])!.pointer, reason: text('fromSchema.conflict') });
    return;
  }
  if (low !== undefined) rule.minimum = low;
  if (high !== undefined) rule.maximum = high;
}
