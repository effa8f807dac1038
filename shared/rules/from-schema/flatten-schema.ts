// One schema (a record's or a field's) as the flat list of what it asserts, each assertion with
// the JSON Pointer where it stands: `$ref` and `allOf` only add constraints, so following them
// and listing every keyword they lead to keeps the meaning. Keywords beside a `$ref` apply too,
// as from 2019-09 on and as Ajv applies them in every draft. What cannot be followed (a reference
// to another document, one that leads back to itself) is listed with why.
import { text, type Text } from '../../messages/text';
import { childPointer, isObject, type Json, type SchemaDocument } from './schema-document';

export interface Assertion {
  keyword: string;
  value: unknown;
  /** Where the keyword stands in the document. */
  pointer: string;
}

export interface Listed {
  pointer: string;
  reason: Text;
}

export interface FlatSchema {
  assertions: Assertion[];
  listed: Listed[];
  /** The first description (or title) met: a field rule carries it for people. */
  description?: string;
}

/** Keywords that say nothing about which values are valid. */
const ANNOTATIONS = new Set([
  'title', 'description', '$comment', 'examples', 'example', 'default', 'deprecated', 'readOnly', 'writeOnly',
  'externalDocs', 'xml', 'discriminator', '$id', '$schema', '$anchor', '$dynamicAnchor', '$defs', 'definitions', '$vocabulary',
]);

const isAnnotation = (keyword: string) => ANNOTATIONS.has(keyword) || keyword.startsWith('x-');

/** How many schemas one field's or record's schema may lead to: references that fan out again and again are a document no one can read. */
const BUDGET = 2_000;
/** How long a chain of references may be (each one a level of recursion here). */
const MAX_CHAIN = 256;

export function flattenSchema(doc: SchemaDocument, node: unknown, pointer: string): FlatSchema {
  const flat: FlatSchema = { assertions: [], listed: [] };
  let budget = BUDGET;
  const visit = (schema: unknown, at: string, chain: readonly string[]): void => {
    if (--budget < 0) {
      if (budget === -1) flat.listed.push({ pointer: at, reason: text('fromSchema.tooComplex') });
      return;
    }
    if (schema === true) return;
    if (schema === false) return void flat.assertions.push({ keyword: 'false', value: false, pointer: at });
    if (!isObject(schema)) return void flat.listed.push({ pointer: at, reason: text('fromSchema.notASchema') });
    flat.description ??= describe(schema);
    for (const [keyword, value] of Object.entries(schema)) {
      const where = childPointer(at, keyword);
      if (isAnnotation(keyword)) continue;
      if (keyword === '$ref') follow(value, where, chain);
      else if (keyword === 'allOf' && Array.isArray(value)) value.forEach((member, i) => visit(member, childPointer(where, i), chain));
      else if (keyword === 'nullable') nullable(schema, where);
      else if (keyword === 'type' && schema.nullable === true) flat.assertions.push({ keyword, value: [...(Array.isArray(value) ? value : [value]), 'null'], pointer: where });
      else if ((keyword === 'exclusiveMinimum' || keyword === 'exclusiveMaximum') && typeof value === 'boolean') booleanBound(schema, keyword, value, where);
      else if ((keyword === 'minimum' || keyword === 'maximum') && exclusiveBeside(schema, keyword)) continue;
      else flat.assertions.push({ keyword, value, pointer: where });
    }
  };
  const follow = (ref: unknown, where: string, chain: readonly string[]) => {
    if (typeof ref !== 'string') return void flat.listed.push({ pointer: where, reason: text('fromSchema.invalidKeyword', { keyword: '$ref' }) });
    const target = doc.resolve(ref);
    if ('failed' in target) {
      return void flat.listed.push({ pointer: where, reason: text(target.failed === 'remote' ? 'fromSchema.remoteRef' : 'fromSchema.missingRef', { value: ref }) });
    }
    if (chain.length > MAX_CHAIN) return void flat.listed.push({ pointer: where, reason: text('fromSchema.tooComplex') });
    if (chain.includes(target.pointer)) {
      return void flat.listed.push({ pointer: where, reason: text('fromSchema.refCycle', { other: [...chain, target.pointer].map((p) => p || '#').join(' → ') }) });
    }
    visit(target.node, target.pointer, [...chain, target.pointer]);
  };
  const nullable = (schema: Json, where: string) => {
    if (schema.nullable === false) return;
    // Ajv refuses "nullable" without "type"; with it, the type assertion above carries the null.
    if (schema.nullable !== true || schema.type === undefined) flat.listed.push({ pointer: where, reason: text('fromSchema.invalidKeyword', { keyword: 'nullable' }) });
  };
  const booleanBound = (schema: Json, keyword: 'exclusiveMinimum' | 'exclusiveMaximum', value: boolean, where: string) => {
    const bound = keyword === 'exclusiveMinimum' ? 'minimum' : 'maximum';
    if (!doc.booleanExclusiveBounds || typeof schema[bound] !== 'number') return void flat.listed.push({ pointer: where, reason: text('fromSchema.invalidKeyword', { keyword }) });
    // Draft-04 and OpenAPI 3.0: `true` makes the `minimum` beside it exclusive.
    flat.assertions.push(value ? { keyword, value: schema[bound], pointer: where } : { keyword: bound, value: schema[bound], pointer: childPointer(where.slice(0, where.lastIndexOf('/')), bound) });
  };
  const exclusiveBeside = (schema: Json, bound: 'minimum' | 'maximum') =>
    doc.booleanExclusiveBounds && typeof schema[bound === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum'] === 'boolean' && typeof schema[bound] === 'number';
  visit(node, pointer, [pointer]);
  return flat;
}

function describe(schema: Json): string | undefined {
  const said = typeof schema.description === 'string' ? schema.description : typeof schema.title === 'string' ? schema.title : undefined;
  const trimmed = said?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}
