// An article's or a price's schema → the field rules of a ruleset: each property a field rule
// (field-rule-from-schema.ts), `required` → `required: true`, and a field the built-in rules
// require that the schema does not → `required: false`. What applies to the record as a whole
// (additionalProperties: false, anyOf between shapes, …) has no place in a ruleset: listed.
// Where the schema allows more than a known field's built-in check does (a type, a lower
// minimum), a ruleset cannot loosen that check: listed too, naming the check.
import { text, type Text } from '../../messages/text';
import { SEVERITY_OF } from '../../report/finding-codes';
import type { RuleKind } from '../effective-rules';
import type { FieldRule, RecordRules } from '../ruleset-format';
import { fieldRuleFromSchemas, type FieldMapping } from './field-rule-from-schema';
import { flattenSchema, type Listed } from './flatten-schema';
import { childPointer, isObject, type SchemaDocument } from './schema-document';

export interface FieldListed extends Listed {
  /** The field it concerns; absent: the record as a whole. */
  field?: string;
}

export type RecordMapping = { rules: RecordRules; listed: FieldListed[] } | { unusable: Text; pointer: string };

/** Record keywords that change nothing about an object's fields, or do not apply to an object. */
const NOT_ABOUT_OBJECTS = new Set([
  'minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'items', 'prefixItems', 'additionalItems', 'contains', 'minContains', 'maxContains', 'minItems', 'maxItems', 'uniqueItems', 'unevaluatedItems',
  'contentMediaType', 'contentEncoding', 'contentSchema',
]);

export function recordRulesFromSchema(doc: SchemaDocument, kind: RuleKind, node: unknown, pointer: string, builtIn: RecordRules): RecordMapping {
  const flat = flattenSchema(doc, node, pointer);
  if (flat.assertions.length === 0 && flat.listed.length > 0) return { unusable: flat.listed[0]!.reason, pointer: flat.listed[0]!.pointer };
  const listed: FieldListed[] = [...flat.listed];
  const properties = new Map<string, { node: unknown; pointer: string }[]>();
  const required = new Set<string>();
  let isObjectSchema = false;
  for (const { keyword, value, pointer: at } of flat.assertions) {
    if (keyword === 'type') {
      const types = Array.isArray(value) ? value : [value];
      if (!types.includes('object')) return { unusable: text('fromSchema.notRecord'), pointer: at };
      isObjectSchema = true;
      if (types.includes('null')) listed.push({ pointer: at, reason: text('fromSchema.recordNull') });
    } else if (keyword === 'properties' && isObject(value)) {
      isObjectSchema = true;
      for (const [field, schema] of Object.entries(value)) {
        const list = properties.get(field) ?? [];
        list.push({ node: schema, pointer: childPointer(at, field) });
        properties.set(field, list);
      }
    } else if (keyword === 'required' && Array.isArray(value) && value.every((f) => typeof f === 'string')) {
      for (const field of value as string[]) required.add(field);
    } else if (keyword === 'additionalProperties' && (value === true || (isObject(value) && Object.keys(value).length === 0))) {
      // Any other field allowed: what the check does anyway.
    } else if (!NOT_ABOUT_OBJECTS.has(keyword)) {
      listed.push({ pointer: at, reason: text(keyword === 'properties' || keyword === 'required' ? 'fromSchema.invalidKeyword' : 'fromSchema.record', { keyword }) });
    }
  }
  if (!isObjectSchema) return { unusable: text('fromSchema.notRecord'), pointer };

  const rules = new Map<string, FieldRule>();
  for (const [field, schemas] of properties) {
    const mapping = fieldRuleFromSchemas(doc, schemas);
    rules.set(field, mapping.rule);
    for (const item of mapping.listed) listed.push({ ...item, field });
    const known = Object.hasOwn(builtIn, field) ? builtIn[field] : undefined;
    if (known !== undefined) for (const reason of builtInStricter(kind, field, mapping, known)) listed.push({ pointer: schemas[0]!.pointer, field, reason });
  }
  for (const field of required) {
    // OpenAPI: a required property that is readOnly is required in responses only, never sent.
    const readOnly = doc.dialect.startsWith('openapi') ? (properties.get(field) ?? []).find(({ node }) => isReadOnly(doc, node)) : undefined;
    if (readOnly !== undefined) listed.push({ pointer: readOnly.pointer, field, reason: text('fromSchema.readOnly') });
    else rules.set(field, { required: true, ...rules.get(field) });
  }
  for (const [field, rule] of Object.entries(builtIn)) {
    if (rule.required === true && rules.get(field)?.required !== true) rules.set(field, { required: false, ...rules.get(field) });
  }
  return { rules: Object.fromEntries(rules), listed };
}

/** readOnly on the property, or on the schema its $ref names. */
function isReadOnly(doc: SchemaDocument, node: unknown): boolean {
  if (!isObject(node)) return false;
  if (node.readOnly === true) return true;
  if (typeof node.$ref !== 'string') return false;
  const target = doc.resolve(node.$ref);
  return !('failed' in target) && isObject(target.node) && target.node.readOnly === true;
}

const typesOf = (rule: FieldRule) => (rule.type === undefined ? undefined : Array.isArray(rule.type) ? rule.type : [rule.type]);

/** The code of the built-in check that refuses it: the first of these endings the field has. */
function builtInCode(kind: RuleKind, field: string, endings: readonly string[]): string {
  const code = endings.map((ending) => `${kind}.${field}.${ending}`).find((c) => Object.hasOwn(SEVERITY_OF, c));
  return code ?? `${kind}.${field}.${endings[0]}`;
}

/** Where the schema allows what a known field's built-in check refuses (a ruleset only adds to those). */
function builtInStricter(kind: RuleKind, field: string, mapping: FieldMapping, known: FieldRule): Text[] {
  const reasons: Text[] = [];
  const builtInTypes = typesOf(known);
  if (builtInTypes !== undefined && mapping.types !== undefined) {
    const covered = (t: string) => builtInTypes.includes(t as never) || (t === 'integer' && builtInTypes.includes('number'));
    const wider = [...mapping.types].filter((t) => !covered(t));
    if (wider.length > 0) reasons.push(text('fromSchema.builtIn.type', { field, value: wider.join(', '), other: builtInTypes.join(', '), code: builtInCode(kind, field, ['type', 'format', 'invalid']) }));
  }
  const { rule } = mapping;
  const bound = (key: 'fromSchema.builtIn.minimum' | 'fromSchema.builtIn.maximum' | 'fromSchema.builtIn.maxLength', value: number, other: number, endings: readonly string[]) =>
    reasons.push(text(key, { field, value: String(value), other: String(other), code: builtInCode(kind, field, endings) }));
  if (known.minimum !== undefined && rule.minimum !== undefined && rule.minimum < known.minimum) bound('fromSchema.builtIn.minimum', rule.minimum, known.minimum, ['range', 'type']);
  if (known.maximum !== undefined && rule.maximum !== undefined && rule.maximum > known.maximum) bound('fromSchema.builtIn.maximum', rule.maximum, known.maximum, ['range', 'type']);
  if (known.maxLength !== undefined && rule.maxLength !== undefined && rule.maxLength > known.maxLength) bound('fromSchema.builtIn.maxLength', rule.maxLength, known.maxLength, ['format', 'type']);
  if (known.pattern !== undefined && rule.pattern !== undefined && rule.pattern !== known.pattern) {
    reasons.push(text('fromSchema.builtIn.pattern', { field, other: known.pattern, code: builtInCode(kind, field, ['format', 'type']) }));
  }
  return reasons;
}
