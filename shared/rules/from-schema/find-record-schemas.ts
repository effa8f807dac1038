// Which schema in the vendor's document describes an article, and which a price: the one named
// with --article-schema / --price-schema (a name in $defs, definitions or components/schemas,
// or a JSON Pointer), else the one named like it (Article, ArticleItem, PriceDto, …), else the
// `items` of the `articles` and `prices` lists of the payload: the document's root schema, the
// request body of the import endpoint (…/import/articles/direct) or of any operation, or a
// named schema of that shape.
import { text, type Text } from '../../messages/text';
import type { RuleKind } from '../effective-rules';
import { flattenSchema } from './flatten-schema';
import { childPointer, isObject, type SchemaDocument } from './schema-document';

export interface FoundSchema {
  node: unknown;
  pointer: string;
  how: 'option' | 'name' | 'shape';
}

export type FindingProblem = { pointer: string; message: Text };

const LIST_OF: Record<RuleKind, string> = { article: 'articles', price: 'prices' };

/** Names (lower case, letters and digits only) a record schema goes by. */
const NAME_PATTERN: Record<RuleKind, RegExp> = {
  article: /^(import)?article(item|dto|model|record|entry|data|input|request|payload|object|schema)?$/,
  price: /^(import)?(article)?price(item|dto|model|record|entry|data|input|request|payload|object|schema)?$/,
};

const normalised = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export function findRecordSchema(doc: SchemaDocument, kind: RuleKind, option: string | undefined): FoundSchema | FindingProblem {
  if (option !== undefined) return byOption(doc, kind, option);
  const named = doc.namedSchemas().filter(({ name }) => NAME_PATTERN[kind].test(normalised(name)));
  const exact = named.filter(({ name }) => normalised(name) === kind);
  if (exact.length > 0 || named.length === 1) {
    const { pointer } = (exact[0] ?? named[0])!;
    return { node: doc.at(pointer), pointer, how: 'name' };
  }
  const shaped = byShape(doc, kind);
  if (named.length > 1) {
    // Several names fit (ArticleDto and ArticleItem): the payload's shape may tell which is meant.
    const chosen = named.find(({ pointer }) => pointer === shaped?.pointer);
    if (chosen !== undefined) return { node: doc.at(chosen.pointer), pointer: chosen.pointer, how: 'name' };
    return { pointer: '', message: text('fromSchema.ambiguous', { kind, other: named.map(({ name }) => name) }) };
  }
  return shaped ?? { pointer: '', message: text('fromSchema.notFound', { kind, field: LIST_OF[kind] }) };
}

function byOption(doc: SchemaDocument, kind: RuleKind, option: string): FoundSchema | FindingProblem {
  if (option.startsWith('#') || option.startsWith('/')) {
    let pointer: string;
    try {
      pointer = option.startsWith('#') ? decodeURIComponent(option.slice(1)) : option;
    } catch {
      pointer = option;
    }
    const node = doc.at(pointer);
    return node === undefined ? { pointer: '', message: text('fromSchema.noSuchPointer', { kind, value: option }) } : { node, pointer, how: 'option' };
  }
  const named = doc.namedSchemas();
  const match = named.find(({ name }) => name === option);
  if (match !== undefined) return { node: doc.at(match.pointer), pointer: match.pointer, how: 'option' };
  const names = named.map(({ name }) => name);
  return { pointer: '', message: text('fromSchema.noSuchName', { kind, value: option, other: names.length === 0 ? '—' : names.slice(0, 30) }) };
}

/** The record schema from the payload's shape, looked for where a payload's schema stands. */
function byShape(doc: SchemaDocument, kind: RuleKind): FoundSchema | undefined {
  for (const envelope of envelopes(doc)) {
    const found = listItems(doc, envelope.node, envelope.pointer, LIST_OF[kind]);
    if (found !== undefined) return found;
  }
  return undefined;
}

function* envelopes(doc: SchemaDocument): Generator<{ node: unknown; pointer: string }> {
  if (doc.dialect.startsWith('openapi')) {
    const bodies = [...requestBodies(doc)];
    yield* bodies.filter(({ path }) => /\/import\/articles\/direct$/.test(path));
    yield* bodies;
  } else {
    yield { node: doc.root, pointer: '' };
  }
  for (const { pointer } of doc.namedSchemas()) yield { node: doc.at(pointer), pointer };
}

/** The JSON schema of each operation's request body, with the path it is sent to. */
function* requestBodies(doc: SchemaDocument): Generator<{ node: unknown; pointer: string; path: string }> {
  const paths = doc.root.paths;
  if (!isObject(paths)) return;
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation) || operation.requestBody === undefined) continue;
      let body: unknown = operation.requestBody;
      let at = childPointer(childPointer(childPointer('/paths', path), method), 'requestBody');
      if (isObject(body) && typeof body.$ref === 'string') {
        const target = doc.resolve(body.$ref);
        if ('failed' in target) continue;
        [body, at] = [target.node, target.pointer];
      }
      if (!isObject(body) || !isObject(body.content)) continue;
      for (const [type, media] of Object.entries(body.content)) {
        if (/json/i.test(type) && isObject(media) && media.schema !== undefined) {
          yield { node: media.schema, pointer: childPointer(childPointer(childPointer(at, 'content'), type), 'schema'), path };
        }
      }
    }
  }
}

/** The `items` schema of the envelope's list `list`, followed to the schema a `$ref` names. */
function listItems(doc: SchemaDocument, node: unknown, pointer: string, list: string): FoundSchema | undefined {
  const properties = flattenSchema(doc, node, pointer).assertions.filter((a) => a.keyword === 'properties' && isObject(a.value));
  for (const { value, pointer: at } of properties) {
    const schema = (value as Record<string, unknown>)[list];
    if (!Object.hasOwn(value as object, list)) continue;
    const items = flattenSchema(doc, schema, childPointer(at, list)).assertions.find((a) => a.keyword === 'items' && isObject(a.value));
    if (items === undefined) continue;
    const item = items.value as Record<string, unknown>;
    if (typeof item.$ref === 'string' && Object.keys(item).length === 1) {
      const target = doc.resolve(item.$ref);
      if (!('failed' in target)) return { node: target.node, pointer: target.pointer, how: 'shape' };
    }
    return { node: item, pointer: items.pointer, how: 'shape' };
  }
  return undefined;
}
