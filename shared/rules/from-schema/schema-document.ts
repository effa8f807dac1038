// The vendor's document as from-schema reads it: which dialect it is written in, the schemas it
// names, and its local references. A `$ref` inside the document (`#/…` as a JSON Pointer, `#name`
// as an anchor, or the document's own `$id` followed by one of these) is followed; one to
// another document is not (nothing is fetched), and the caller lists it.
import { escapePointerSegment, pointerSegments } from '../../json/json-pointer';

export type Dialect = '2020-12' | '2019-09' | 'draft-07' | 'draft-06' | 'draft-04' | 'openapi-3.0' | 'openapi-3.1';

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export const childPointer = (pointer: string, key: string | number) => `${pointer}/${escapePointerSegment(String(key))}`;

/** $schema URIs of the JSON Schema drafts this reads. */
const DIALECT_OF_SCHEMA: Record<string, Dialect> = {
  'json-schema.org/draft/2020-12/schema': '2020-12',
  'json-schema.org/draft/2019-09/schema': '2019-09',
  'json-schema.org/draft-07/schema': 'draft-07',
  'json-schema.org/draft-06/schema': 'draft-06',
  'json-schema.org/draft-04/schema': 'draft-04',
};

export type DialectReading =
  | { dialect: Dialect; assumed: boolean }
  | { unknown: 'openapi' | 'swagger' | 'schema'; value: string };

/** The dialect the document says it is written in; JSON Schema 2020-12 (assumed) when it says nothing. */
export function dialectOf(root: Json): DialectReading {
  if (root.swagger !== undefined) return { unknown: 'swagger', value: String(root.swagger) };
  if (root.openapi !== undefined) {
    const version = String(root.openapi);
    if (/^3\.0(\.|$)/.test(version)) return { dialect: 'openapi-3.0', assumed: false };
    if (/^3\.1(\.|$)/.test(version)) return { dialect: 'openapi-3.1', assumed: false };
    return { unknown: 'openapi', value: version };
  }
  if (root.$schema === undefined) return { dialect: '2020-12', assumed: true };
  const uri = String(root.$schema).replace(/^https?:\/\//, '').replace(/#$/, '');
  const dialect = DIALECT_OF_SCHEMA[uri];
  return dialect === undefined ? { unknown: 'schema', value: String(root.$schema) } : { dialect, assumed: false };
}

export type Resolved = { node: unknown; pointer: string } | { failed: 'remote' | 'missing'; ref: string };

export class SchemaDocument {
  readonly #anchors = new Map<string, string>();
  readonly #id: string | undefined;

  constructor(readonly root: Json, readonly dialect: Dialect) {
    this.#id = typeof root.$id === 'string' ? root.$id.replace(/#$/, '') : undefined;
    this.#collectAnchors(root, '', 0);
  }

  /** Draft-04 and OpenAPI 3.0 write an exclusive bound as `exclusiveMinimum: true` beside `minimum`. */
  get booleanExclusiveBounds(): boolean {
    return this.dialect === 'draft-04' || this.dialect === 'openapi-3.0';
  }

  /** The value at a JSON Pointer, or undefined. */
  at(pointer: string): unknown {
    let node: unknown = this.root;
    for (const segment of pointerSegments(pointer)) {
      if (Array.isArray(node) && /^(0|[1-9][0-9]*)$/.test(segment)) node = node[Number(segment)];
      else if (isObject(node) && Object.hasOwn(node, segment)) node = node[segment];
      else return undefined;
    }
    return node;
  }

  /** Where a `$ref` leads in this document. */
  resolve(ref: string): Resolved {
    let fragment: string | undefined;
    if (ref.startsWith('#')) fragment = ref.slice(1);
    else if (this.#id !== undefined && ref.startsWith(`${this.#id}#`)) fragment = ref.slice(this.#id.length + 1);
    else if (this.#id !== undefined && ref === this.#id) fragment = '';
    if (fragment === undefined) return { failed: 'remote', ref };
    let pointer: string;
    try {
      pointer = decodeURIComponent(fragment);
    } catch {
      return { failed: 'missing', ref };
    }
    if (pointer !== '' && !pointer.startsWith('/')) {
      const anchored = this.#anchors.get(pointer);
      if (anchored === undefined) return { failed: 'missing', ref };
      pointer = anchored;
    }
    const node = this.at(pointer);
    return node === undefined ? { failed: 'missing', ref } : { node, pointer };
  }

  /** The schemas the document names: $defs, definitions, and OpenAPI's components/schemas. */
  namedSchemas(): { name: string; pointer: string }[] {
    const named: { name: string; pointer: string }[] = [];
    const containers = this.dialect.startsWith('openapi') ? ['/components/schemas', '/$defs', '/definitions'] : ['/$defs', '/definitions'];
    for (const container of containers) {
      const schemas = this.at(container);
      if (!isObject(schemas)) continue;
      for (const name of Object.keys(schemas)) named.push({ name, pointer: childPointer(container, name) });
    }
    return named;
  }

  /** `$anchor` (2019-09 on) and `$id: "#name"` (draft-06/07) name a schema a `$ref` may point at. */
  #collectAnchors(node: unknown, pointer: string, depth: number): void {
    if (depth > 256) return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => this.#collectAnchors(item, childPointer(pointer, i), depth + 1));
      return;
    }
    if (!isObject(node)) return;
    for (const key of ['$anchor', '$dynamicAnchor'] as const) {
      if (typeof node[key] === 'string' && !this.#anchors.has(node[key])) this.#anchors.set(node[key], pointer);
    }
    if (typeof node.$id === 'string' && node.$id.startsWith('#') && pointer !== '') this.#anchors.set(node.$id.slice(1), pointer);
    for (const [key, value] of Object.entries(node)) {
      // An example or default value is data, not a schema: an "$anchor" inside it names nothing.
      if (key === 'examples' || key === 'example' || key === 'default' || key === 'const' || key === 'enum') continue;
      this.#collectAnchors(value, childPointer(pointer, key), depth + 1);
    }
  }
}
