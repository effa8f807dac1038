// Each construct of a JSON Schema / OpenAPI document → the ruleset's field rules, or a listed
// "not carried over" with its pointer. Every ruleset made here passes checkRuleset, as --rules reads it.
import { describe, expect, it } from 'vitest';
import { checkRuleset } from '../check-ruleset';
import { rulesetFromSchema, type SchemaImport, type SchemaImportOptions } from './from-schema';

type Json = Record<string, unknown>;

const V2020 = 'https://json-schema.org/draft/2020-12/schema';
const object = (properties: Json = {}, more: Json = {}) => ({ type: 'object', properties, ...more });

/** A 2020-12 document whose Article and Price are these. */
const doc = (article: Json, price: Json = object(), more: Json = {}) => ({ $schema: V2020, $defs: { Article: article, Price: price }, ...more });

function run(document: unknown, options: Partial<SchemaImportOptions> = {}): SchemaImport {
  const result = rulesetFromSchema(document, { fallbackName: 'vendor', source: 'vendor.json', ...options });
  if (!result.ok) throw new Error(`unusable: ${JSON.stringify(result)}`);
  expect(checkRuleset(JSON.parse(JSON.stringify(result.ruleset))).problems).toEqual([]);
  return result;
}

function refused(document: unknown, options: Partial<SchemaImportOptions> = {}) {
  const result = rulesetFromSchema(document, { fallbackName: 'vendor', source: 'vendor.json', ...options });
  if (result.ok) throw new Error('expected the schema to be unusable');
  return { pointer: result.pointer, key: result.message.key, values: result.message.values };
}

const articleRule = (result: SchemaImport, field: string) => result.ruleset.articles![field];
const listed = (result: SchemaImport) => result.notCarried.map((item) => [item.pointer, item.reason.key]);

describe('from a schema to field rules', () => {
  it('carries type (also a list of types), enum, const, pattern, minimum, maximum and maxLength', () => {
    const result = run(doc(object({
      articleNumber: { type: 'string', maxLength: 20, pattern: '^[A-Z]+$' },
      label: { type: ['string', 'number'] },
      color: { enum: ['black', 'white'] },
      material: { const: 'wood' },
      weight: { type: 'number', minimum: 0.5, maximum: 99 },
    })));
    expect(result.ruleset.articles).toMatchObject({
      articleNumber: { type: 'string', maxLength: 20, pattern: '^[A-Z]+$' },
      label: { type: ['string', 'number'] },
      color: { enum: ['black', 'white'] },
      material: { enum: ['wood'] },
      weight: { type: 'number', minimum: 0.5, maximum: 99 },
    });
    expect(result.notCarried).toEqual([]);
  });

  it('makes a field of the required list required, and lifts what the default requires that the schema does not', () => {
    const result = run(doc(object({ articleNumber: { type: 'string' }, brand: { type: 'string' } }, { required: ['articleNumber', 'brand', 'ean'] }), object({ amount: { type: 'number' } }, { required: ['amount'] })));
    expect(result.ruleset.articles).toEqual({
      articleNumber: { required: true, type: 'string' }, brand: { required: true, type: 'string' }, ean: { required: true }, name: { required: false },
    });
    expect(result.ruleset.prices).toEqual({ amount: { required: true, type: 'number' }, articleNumber: { required: false }, currency: { required: false } });
  });

  it('turns the enums of currency, unit and priceList into the lists (the currencies replace ISO 4217), not field enums', () => {
    const result = run(doc(object({ unit: { enum: ['pcs', 'm'] } }), object({ currency: { type: 'string', enum: ['EUR', 'PTS'] }, priceList: { enum: ['retail'] } })));
    expect(result.ruleset).toMatchObject({ currencies: ['EUR', 'PTS'], units: ['pcs', 'm'], priceLists: ['retail'] });
    expect(articleRule(result, 'unit')).toEqual({});
    expect(result.ruleset.prices!.currency).toEqual({ required: false, type: 'string' });
    // Values that are not texts cannot be a list: the enum stays the field's.
    expect(run(doc(object({ unit: { enum: ['pcs', 3] } }))).ruleset.articles!.unit).toEqual({ enum: ['pcs', 3] });
  });

  it('makes an exclusive bound inclusive on a whole-number field, and lists it on any other', () => {
    const result = run(doc(object({
      stock: { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10.5 },
      depth: { type: 'number', exclusiveMinimum: 0 },
      // x ≥ 5 already says x > 0.
      height: { type: 'number', minimum: 5, exclusiveMinimum: 0 },
    })));
    expect(articleRule(result, 'stock')).toEqual({ type: 'integer', minimum: 1, maximum: 10 });
    expect(articleRule(result, 'depth')).toEqual({ type: 'number' });
    expect(articleRule(result, 'height')).toEqual({ type: 'number', minimum: 5 });
    expect(listed(result)).toEqual([['/$defs/Article/properties/depth/exclusiveMinimum', 'fromSchema.exclusive']]);
  });

  it('reads the boolean exclusive bounds of OpenAPI 3.0 and draft-04, and refuses them in later drafts', () => {
    const openapi = (properties: Json) => ({ openapi: '3.0.3', components: { schemas: { Article: object(properties), Price: object() } } });
    const result = run(openapi({ stock: { type: 'integer', minimum: 0, exclusiveMinimum: true }, depth: { type: 'number', maximum: 9, exclusiveMaximum: true }, size: { type: 'number', minimum: 1, exclusiveMinimum: false } }));
    expect(articleRule(result, 'stock')).toEqual({ type: 'integer', minimum: 1 });
    expect(articleRule(result, 'depth')).toEqual({ type: 'number' });
    expect(articleRule(result, 'size')).toEqual({ type: 'number', minimum: 1 });
    expect(listed(result)).toEqual([['/components/schemas/Article/properties/depth/exclusiveMaximum', 'fromSchema.exclusive']]);
    expect(listed(run(doc(object({ stock: { type: 'integer', minimum: 0, exclusiveMinimum: true } }))))).toEqual([['/$defs/Article/properties/stock/exclusiveMinimum', 'fromSchema.invalidKeyword']]);
  });

  it('lists null (a type list with "null", OpenAPI 3.0 nullable, anyOf with null) and leaves the type unchecked', () => {
    const result = run({ openapi: '3.0.3', components: { schemas: { Article: object({ note: { type: 'string', nullable: true, maxLength: 5 } }), Price: object() } } });
    expect(articleRule(result, 'note')).toEqual({ maxLength: 5 });
    expect(listed(result)).toEqual([['/components/schemas/Article/properties/note/type', 'fromSchema.null']]);
    const later = run(doc(object({ a: { type: ['string', 'null'] }, b: { anyOf: [{ type: 'string' }, { type: 'null' }] } })));
    expect(later.ruleset.articles).toMatchObject({ a: {}, b: {} });
    expect(listed(later)).toEqual([['/$defs/Article/properties/a/type', 'fromSchema.null'], ['/$defs/Article/properties/b/anyOf', 'fromSchema.null']]);
  });

  it('translates a pattern to RE2 and lists one RE2 cannot match (look-around, back-references), never dropping it silently', () => {
    const result = run(doc(object({ a: { type: 'string', pattern: '^\\s*x$' }, b: { type: 'string', pattern: '^(?!tmp)' }, c: { pattern: '(a)\\1' }, d: { pattern: '[' } })));
    expect(articleRule(result, 'a')!.pattern).toContain('\\x{a0}');
    expect(articleRule(result, 'b')).toEqual({ type: 'string' });
    expect(result.notCarried.map((item) => [item.pointer, item.reason.key, item.reason.values?.detail])).toEqual([
      ['/$defs/Article/properties/b/pattern', 'fromSchema.pattern.unsupported', '(?! (look-around)'],
      ['/$defs/Article/properties/c/pattern', 'fromSchema.pattern.unsupported', '\\1 (a back-reference)'],
      ['/$defs/Article/properties/d/pattern', 'fromSchema.pattern.invalid', expect.any(String)],
    ]);
  });

  it('merges allOf and the keywords beside a $ref, and lists a second pattern and rules that contradict', () => {
    const result = run(doc({
      allOf: [{ $ref: '#/$defs/Base' }, object({ code: { allOf: [{ type: 'string', maxLength: 9, pattern: '^a' }, { maxLength: 5, minimum: 1, pattern: '^b' }] } })],
    }, object(), { $defs: {
      Article: { allOf: [{ $ref: '#/$defs/Base' }, object({ code: { allOf: [{ type: 'string', maxLength: 9, pattern: '^a' }, { maxLength: 5, pattern: '^b' }] }, size: { $ref: '#/$defs/Size', maximum: 10 }, odd: { allOf: [{ type: 'string' }, { type: 'number' }] } })] },
      Base: object({ articleNumber: { type: 'string' } }, { required: ['articleNumber'] }),
      Size: { type: 'integer', minimum: 1 },
      Price: object(),
    } }));
    expect(result.ruleset.articles).toMatchObject({
      articleNumber: { required: true, type: 'string' }, code: { type: 'string', maxLength: 5, pattern: '^a' }, size: { type: 'integer', minimum: 1, maximum: 10 }, odd: {},
    });
    expect(listed(result)).toEqual([
      ['/$defs/Article/allOf/1/properties/code/allOf/1/pattern', 'fromSchema.secondPattern'],
      ['/$defs/Article/allOf/1/properties/odd/allOf/1/type', 'fromSchema.conflict'],
    ]);
  });

  it('merges anyOf/oneOf of types or of values, and lists any other choice', () => {
    const result = run(doc(object({
      a: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      b: { oneOf: [{ const: 'x', title: 'X' }, { const: 'y' }] },
      c: { oneOf: [{ type: 'number' }, { type: 'integer' }] },
      d: { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'integer' }] },
    })));
    expect(result.ruleset.articles).toMatchObject({ a: { type: ['string', 'integer'] }, b: { enum: ['x', 'y'] }, c: {}, d: {} });
    expect(listed(result)).toEqual([['/$defs/Article/properties/c/oneOf', 'fromSchema.alternatives'], ['/$defs/Article/properties/d/anyOf', 'fromSchema.alternatives']]);
  });

  it('lists each keyword a field rule cannot hold, with its pointer', () => {
    const result = run(doc(object({
      a: { type: 'string', minLength: 2, format: 'email', contentEncoding: 'base64' },
      b: { type: 'number', multipleOf: 5 },
      c: { type: 'array', items: { type: 'string' }, minItems: 1 },
      d: { type: 'object', properties: { x: {} }, additionalProperties: false },
      e: { not: { const: 1 } },
      f: false,
      g: { $dynamicRef: '#node', 'x-vendor': 1, frobnicate: true },
      h: { minLength: 0, description: 'A note.' },
    }, { additionalProperties: false, patternProperties: { '^x': {} }, anyOf: [{ required: ['a'] }, { required: ['b'] }] })));
    expect(articleRule(result, 'h')).toEqual({ description: 'A note.' });
    expect(listed(result)).toEqual([
      ['/$defs/Article/additionalProperties', 'fromSchema.record'],
      ['/$defs/Article/patternProperties', 'fromSchema.record'],
      ['/$defs/Article/anyOf', 'fromSchema.record'],
      ['/$defs/Article/properties/a/minLength', 'fromSchema.minLength'],
      ['/$defs/Article/properties/a/format', 'fromSchema.format'],
      ['/$defs/Article/properties/a/contentEncoding', 'fromSchema.content'],
      ['/$defs/Article/properties/b/multipleOf', 'fromSchema.multipleOf'],
      ['/$defs/Article/properties/c/items', 'fromSchema.nested'],
      ['/$defs/Article/properties/c/minItems', 'fromSchema.nested'],
      ['/$defs/Article/properties/d/properties', 'fromSchema.nested'],
      ['/$defs/Article/properties/d/additionalProperties', 'fromSchema.nested'],
      ['/$defs/Article/properties/e/not', 'fromSchema.logic'],
      ['/$defs/Article/properties/f', 'fromSchema.falseSchema'],
      ['/$defs/Article/properties/g/$dynamicRef', 'fromSchema.dynamicRef'],
      ['/$defs/Article/properties/g/frobnicate', 'fromSchema.unknownKeyword'],
    ]);
  });

  it('follows references inside the document (pointers, anchors, its own $id) and lists those it cannot follow', () => {
    const result = run({
      $schema: V2020, $id: 'https://vendor.example/import.json',
      $defs: {
        Article: object({
          a: { $ref: '#code' }, b: { $ref: 'https://vendor.example/import.json#/$defs/Code' }, c: { $ref: 'https://other.example/s.json#/X' },
          d: { $ref: '#/$defs/Nowhere' }, e: { $ref: '#/$defs/Loop1' }, parent: { $ref: '#/$defs/Article' }, f: { $ref: '#/$defs/With%20space' },
        }),
        Code: { $anchor: 'code', type: 'string', maxLength: 4 },
        'With space': { type: 'boolean' },
        Loop1: { $ref: '#/$defs/Loop2' }, Loop2: { $ref: '#/$defs/Loop1' },
        Price: object(),
      },
    });
    expect(result.ruleset.articles).toMatchObject({ a: { type: 'string', maxLength: 4 }, b: { type: 'string', maxLength: 4 }, c: {}, d: {}, e: {}, parent: { type: 'object' }, f: { type: 'boolean' } });
    expect(listed(result)).toEqual([
      ['/$defs/Article/properties/c/$ref', 'fromSchema.remoteRef'],
      ['/$defs/Article/properties/d/$ref', 'fromSchema.missingRef'],
      ['/$defs/Loop2/$ref', 'fromSchema.refCycle'],
      // A field that is an article again: an object, whose own fields a field rule does not check.
      ['/$defs/Article/properties', 'fromSchema.nested'],
    ]);
    expect(result.notCarried[2]!.reason.values).toEqual({ other: '/$defs/Article/properties/e → /$defs/Loop1 → /$defs/Loop2 → /$defs/Loop1' });
  });

  it('stops at references that chain or fan out without end, and says so', () => {
    const chain = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`D${i}`, { $ref: `#/$defs/D${i + 1}` }]));
    const fan = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`F${i}`, { allOf: [{ $ref: `#/$defs/F${i + 1}` }, { $ref: `#/$defs/F${i + 1}` }] }]));
    const result = run({ $defs: { ...chain, ...fan, F40: { type: 'string' }, Article: object({ a: { $ref: '#/$defs/D0' }, b: { $ref: '#/$defs/F0' } }), Price: object() } });
    expect(result.notCarried.map((item) => [item.field, item.reason.key])).toEqual([['a', 'fromSchema.tooComplex'], ['b', 'fromSchema.tooComplex']]);
  });

  it('does not require what OpenAPI marks readOnly (required in responses only), and says so', () => {
    const result = run({ openapi: '3.0.3', components: { schemas: { Article: object({ id: { type: 'integer', readOnly: true }, name: { type: 'string' } }, { required: ['id', 'name'] }), Price: object() } } });
    expect(result.ruleset.articles).toEqual({ id: { type: 'integer' }, name: { required: true, type: 'string' }, articleNumber: { required: false } });
    expect(listed(result)).toEqual([['/components/schemas/Article/properties/id', 'fromSchema.readOnly']]);
  });

  it('lists where the schema allows more than a known field’s built-in check, which a ruleset cannot loosen', () => {
    const result = run(doc(object({ articleNumber: { type: 'string', maxLength: 100 }, gtin: { type: 'string', pattern: '^[0-9]+$' } }), object({ amount: { type: ['number', 'string'], minimum: -5 } })));
    // Each names the code of the check, which a ruleset may turn off.
    expect(result.notCarried.map((item) => [item.field, item.reason.key, item.reason.values?.code])).toEqual([
      ['articleNumber', 'fromSchema.builtIn.maxLength', 'article.articleNumber.format'],
      ['gtin', 'fromSchema.builtIn.pattern', 'article.gtin.format'],
      ['amount', 'fromSchema.builtIn.type', 'price.amount.type'],
      ['amount', 'fromSchema.builtIn.minimum', 'price.amount.range'],
    ]);
  });
});

describe('finding the article and price schemas', () => {
  const components = (schemas: Json, more: Json = {}) => ({ openapi: '3.1.0', info: { title: 'Vendor API' }, components: { schemas }, ...more });

  it('by name: Article, ArticleItem, PriceDto …; the names of the dialect and the document follow', () => {
    const result = run(components({ ArticleItem: object({ a: {} }), PriceDto: object({ p: {} }), PriceList: object() }));
    expect(result.found).toEqual({ article: { pointer: '/components/schemas/ArticleItem', how: 'name' }, price: { pointer: '/components/schemas/PriceDto', how: 'name' } });
    expect(result.dialect).toBe('openapi-3.1');
    expect(result.ruleset).toMatchObject({ version: 1, extends: 'default', name: 'Vendor API' });
  });

  it('by the payload’s shape: the root schema, or the request body of …/import/articles/direct', () => {
    const root = run({ $schema: 'http://json-schema.org/draft-07/schema#', title: 'Shop', properties: { articles: { type: 'array', items: { $ref: '#/definitions/Item' } }, prices: { items: object({ p: {} }) } }, definitions: { Item: object({ a: {} }) } });
    expect(root.found).toEqual({ article: { pointer: '/definitions/Item', how: 'shape' }, price: { pointer: '/properties/prices/items', how: 'shape' } });
    expect(root.ruleset.name).toBe('Shop');
    const path = '/api/v1.0/app/{appId}/import/articles/direct';
    const body = { content: { 'application/json': { schema: object({ articles: { items: { $ref: '#/components/schemas/Product' } }, prices: { items: { $ref: '#/components/schemas/Offer' } } }) } } };
    const api = run(components({ Product: object({ a: {} }), Offer: object({ p: {} }), Other: object({ articles: { items: object() }, prices: { items: object() } }) }, { paths: { '/other': { post: { requestBody: { $ref: '#/components/requestBodies/X' } } }, [path]: { post: { requestBody: body } } }, }));
    expect(api.found.article.pointer).toBe('/components/schemas/Product');
    expect(api.found.price.pointer).toBe('/components/schemas/Offer');
  });

  it('by --article-schema / --price-schema: a name or a JSON Pointer', () => {
    const document = components({ Article: object({ a: {} }), Thing: object({ t: {} }), Cost: object({ c: {} }) });
    expect(run(document, { articleSchema: 'Thing', priceSchema: '#/components/schemas/Cost' }).found).toEqual({
      article: { pointer: '/components/schemas/Thing', how: 'option' }, price: { pointer: '/components/schemas/Cost', how: 'option' },
    });
    expect(run(document, { priceSchema: '/components/schemas/Cost', name: 'Mine' }).ruleset.name).toBe('Mine');
    expect(refused(document, { priceSchema: 'Kost' })).toMatchObject({ key: 'fromSchema.noSuchName', values: { kind: 'price', value: 'Kost', other: ['Article', 'Thing', 'Cost'] } });
    expect(refused(document, { priceSchema: '#/components/schemas/Kost' })).toMatchObject({ key: 'fromSchema.noSuchPointer' });
  });

  it('refuses a schema with no article or price schema, or several that fit, or one that is not an object', () => {
    expect(refused(components({ Article: object() }))).toMatchObject({ key: 'fromSchema.notFound', values: { kind: 'price', field: 'prices' } });
    expect(refused(components({ ArticleDto: object(), ArticleItem: object(), Price: object() }))).toMatchObject({ key: 'fromSchema.ambiguous', values: { kind: 'article', other: ['ArticleDto', 'ArticleItem'] } });
    expect(refused(components({ Article: { type: 'string' }, Price: object() }))).toMatchObject({ key: 'fromSchema.recordUnusable', pointer: '/components/schemas/Article/type' });
    expect(refused(components({ Article: { $ref: 'https://x.example/a.json' }, Price: object() }))).toMatchObject({ key: 'fromSchema.recordUnusable', values: { detail: { key: 'fromSchema.remoteRef' } } });
  });

  it('reads the dialect from $schema or openapi, assumes 2020-12 when none is named, and refuses others', () => {
    const plain = { $defs: { Article: object(), Price: object() } };
    expect(run(plain)).toMatchObject({ dialect: '2020-12', dialectAssumed: true });
    expect(run({ ...plain, $schema: 'http://json-schema.org/draft-07/schema' })).toMatchObject({ dialect: 'draft-07', dialectAssumed: false });
    expect(refused({ ...plain, $schema: 'http://json-schema.org/draft-03/schema#' })).toMatchObject({ key: 'fromSchema.dialect.schema', pointer: '/$schema' });
    expect(refused({ swagger: '2.0' })).toMatchObject({ key: 'fromSchema.dialect.swagger' });
    expect(refused({ openapi: '4.0.0' })).toMatchObject({ key: 'fromSchema.dialect.openapi' });
    expect(refused([1, 2])).toMatchObject({ key: 'fromSchema.notObject', pointer: '' });
  });
});
