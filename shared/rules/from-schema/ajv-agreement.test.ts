// The proof that a schema's ruleset checks what the schema says: for each fixture (JSON Schema
// 2020-12 and draft-07, OpenAPI 3.0 and 3.1), the ruleset from-schema makes is read as --rules
// reads it and run by the project's own check, and Ajv (the ecosystem's standard validator)
// validates the same records against the schema itself. Both must find exactly the same
// (record, field) violations, and those must be the ones each record was written to have.
// Records only break rules that a ruleset can express; where a schema says more, the
// difference is listed by from-schema (the last test shows one per fixture).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { pointerSegments } from '../../json/json-pointer';
import type { Report } from '../../report/report';
import { validateBytes } from '../../validation/validate-bytes';
import { checkRuleset } from '../check-ruleset';
import { effectiveRules, type RuleKind } from '../effective-rules';
import { rulesetFromSchema, type SchemaImport } from './from-schema';

type Json = Record<string, unknown>;

/** A record: the kind's valid base with `set` applied and `drop` removed; `breaks` is the field it violates (none: valid). */
interface Variant {
  set?: Json;
  drop?: string;
  breaks?: string;
}

interface Fixture {
  file: string;
  /** Where Ajv finds the record schemas, relative to the document. */
  refs: Record<RuleKind, string>;
  ajv: 'draft-07' | '2020-12';
  base: Record<RuleKind, Json>;
  /** A fresh article number per record, so no record is a duplicate of another. */
  number: (kind: RuleKind, i: number) => string;
  variants: Record<RuleKind, Variant[]>;
  /** A record that breaks only what the ruleset cannot express: Ajv flags it, the check does not. */
  beyond: { kind: RuleKind; set: Json; field: string };
}

const FIXTURES: Fixture[] = [
  {
    file: 'schema-2020-12.json',
    refs: { article: '#/$defs/Article', price: '#/$defs/Price' },
    ajv: '2020-12',
    base: {
      article: { name: 'Chair', unit: 'pcs', brand: 'Acme', color: 'oak', weightKg: 12.5, stock: 3, tags: ['office'], ean: '4006381333931' },
      price: { currency: 'EUR', amount: 10, minQuantity: 1, priceList: 'retail', validFrom: '2026-01-01' },
    },
    number: (kind, i) => `${kind === 'article' ? 'AB' : 'PR'}-${String(1000 + i)}`,
    variants: {
      article: [
        {}, { set: { stock: 1 } }, { set: { stock: 99999 } }, { set: { weightKg: 0 } }, { set: { weightKg: 500 } },
        { set: { name: 'x'.repeat(40) } }, { drop: 'color' }, { set: { unit: 'm2' } }, { set: { extra: true } },
        { set: { articleNumber: 'ab-1234' }, breaks: 'articleNumber' },
        { set: { articleNumber: 'AB-12345' }, breaks: 'articleNumber' },
        { set: { name: 'x'.repeat(41) }, breaks: 'name' },
        { set: { name: { de: 'Stuhl' } }, breaks: 'name' },
        { drop: 'name', breaks: 'name' },
        { drop: 'unit', breaks: 'unit' },
        { set: { unit: 'kg' }, breaks: 'unit' },
        { drop: 'brand', breaks: 'brand' },
        { set: { brand: 'B'.repeat(21) }, breaks: 'brand' },
        { set: { brand: 7 }, breaks: 'brand' },
        { set: { color: 'red' }, breaks: 'color' },
        { set: { weightKg: -1 }, breaks: 'weightKg' },
        { set: { weightKg: 501 }, breaks: 'weightKg' },
        { set: { weightKg: '12' }, breaks: 'weightKg' },
        { set: { stock: 0 }, breaks: 'stock' },
        { set: { stock: 100000 }, breaks: 'stock' },
        { set: { stock: 1.5 }, breaks: 'stock' },
      ],
      price: [
        {}, { set: { currency: 'PTS' } }, { set: { amount: 0 } }, { set: { minQuantity: 1000 } }, { drop: 'priceList' },
        { set: { currency: 'USD' }, breaks: 'currency' },
        { drop: 'currency', breaks: 'currency' },
        { set: { amount: -1 }, breaks: 'amount' },
        { drop: 'amount', breaks: 'amount' },
        { set: { amount: '10' }, breaks: 'amount' },
        { set: { minQuantity: 0 }, breaks: 'minQuantity' },
        { set: { minQuantity: 1001 }, breaks: 'minQuantity' },
        { set: { minQuantity: 2.5 }, breaks: 'minQuantity' },
        { set: { priceList: 'vip' }, breaks: 'priceList' },
        { set: { articleNumber: 'x' }, breaks: 'articleNumber' },
      ],
    },
    beyond: { kind: 'price', set: { amount: 1000000 }, field: 'amount' },
  },
  {
    file: 'schema-draft-07.json',
    refs: { article: '#/definitions/Item', price: '#/definitions/Offer' },
    ajv: 'draft-07',
    base: {
      article: { name: 'Chair', kind: 'chair', material: 'wood', label: 'L1', height: 100, depth: 2.5, code: 'abc' },
      price: { amount: 5, currency: 'EUR', note: 'n', tier: 'gold' },
    },
    number: (kind, i) => `${kind === 'article' ? 'SKU' : 'P'}-${i}`,
    variants: {
      article: [
        {}, { drop: 'name' }, { set: { label: 12345 } }, { set: { height: 299 } }, { set: { code: 'a\u2003b' } },
        { set: { code: '😀ab' } }, { set: { articleNumber: 'ÄB-1' } },
        { set: { articleNumber: 'A B' }, breaks: 'articleNumber' },
        { set: { articleNumber: 'A\u00a0B' }, breaks: 'articleNumber' },
        { set: { articleNumber: 'X'.repeat(13) }, breaks: 'articleNumber' },
        { drop: 'articleNumber', breaks: 'articleNumber' },
        { drop: 'kind', breaks: 'kind' },
        { set: { kind: 'sofa' }, breaks: 'kind' },
        { set: { material: 'steel' }, breaks: 'material' },
        { set: { label: true }, breaks: 'label' },
        { set: { label: 'x'.repeat(11) }, breaks: 'label' },
        { set: { height: 9 }, breaks: 'height' },
        { set: { height: 300 }, breaks: 'height' },
        { set: { height: 10.5 }, breaks: 'height' },
        { set: { code: 'a\rb' }, breaks: 'code' },
        { set: { code: 'a\u2028b' }, breaks: 'code' },
        { set: { code: 'abcd' }, breaks: 'code' },
        { set: { name: { de: 'Stuhl' } }, breaks: 'name' },
      ],
      price: [
        {}, { drop: 'currency' }, { set: { note: 3 } }, { set: { amount: 99999.99 } }, { set: { tier: 'silver' } },
        { drop: 'amount', breaks: 'amount' },
        { set: { amount: 100000 }, breaks: 'amount' },
        { set: { currency: 'GBP' }, breaks: 'currency' },
        { set: { note: 1.5 }, breaks: 'note' },
        { set: { note: true }, breaks: 'note' },
        { set: { tier: 'bronze' }, breaks: 'tier' },
      ],
    },
    beyond: { kind: 'article', set: { depth: 0 }, field: 'depth' },
  },
  {
    file: 'openapi-3.0.json',
    refs: { article: '#/components/schemas/ArticleItem', price: '#/components/schemas/PriceItem' },
    ajv: 'draft-07',
    base: {
      article: { name: 'Chair', unit: 'pcs', category: 'Seating', ean: '4006381333931', stackable: true, seats: 4, dimensions: { width: 50 } },
      price: { currency: 'EUR', amount: 10, priceList: 'retail', minQuantity: 1, discount: 2.5 },
    },
    number: (kind, i) => `${kind === 'article' ? 'A' : 'P'}-${i}`,
    variants: {
      article: [
        {}, { drop: 'unit' }, { set: { category: 'Tables' } }, { set: { dimensions: {} } }, { set: { seats: 12 } },
        { set: { articleNumber: 'x'.repeat(33) }, breaks: 'articleNumber' },
        { drop: 'name', breaks: 'name' },
        { set: { unit: 'box' }, breaks: 'unit' },
        { set: { ean: '123' }, breaks: 'ean' },
        { set: { stackable: 'yes' }, breaks: 'stackable' },
        { set: { seats: 0 }, breaks: 'seats' },
        { set: { seats: 13 }, breaks: 'seats' },
        { set: { seats: 'four' }, breaks: 'seats' },
        { set: { dimensions: 'big' }, breaks: 'dimensions' },
      ],
      price: [
        {}, { drop: 'priceList' }, { set: { discount: 0 } }, { set: { currency: 'CHF' } },
        { set: { currency: 'USD' }, breaks: 'currency' },
        { set: { amount: 1000001 }, breaks: 'amount' },
        { set: { priceList: 'default' }, breaks: 'priceList' },
        { drop: 'articleNumber', breaks: 'articleNumber' },
        { set: { minQuantity: 0 }, breaks: 'minQuantity' },
        { set: { discount: 101 }, breaks: 'discount' },
        { set: { discount: -0.5 }, breaks: 'discount' },
      ],
    },
    beyond: { kind: 'price', set: { discount: 2.25 }, field: 'discount' },
  },
  {
    file: 'openapi-3.1.json',
    refs: { article: '#/components/schemas/Product', price: '#/components/schemas/Offer' },
    ajv: '2020-12',
    base: {
      article: { name: 'Chair', family: 'seating', label: 'café', notes: 'short', rating: 3, sizes: [1, 2] },
      price: { amount: 9.99, currency: 'EUR', channel: 'web' },
    },
    number: (kind, i) => `${kind === 'article' ? 'AB' : 'PR'}${i}`,
    variants: {
      article: [
        {}, { set: { notes: null } }, { set: { label: 'cafe' } }, { set: { articleNumber: 'ÄÖ1' } }, { set: { name: { de: 'Stuhl' } } },
        { set: { rating: 1 } },
        { set: { articleNumber: 'ab12' }, breaks: 'articleNumber' },
        { set: { articleNumber: 'A1' }, breaks: 'articleNumber' },
        { set: { name: 5 }, breaks: 'name' },
        { drop: 'family', breaks: 'family' },
        { set: { family: 'beds' }, breaks: 'family' },
        { set: { label: 'Café' }, breaks: 'label' },
        { set: { notes: 'x'.repeat(21) }, breaks: 'notes' },
        { set: { rating: 0 }, breaks: 'rating' },
        { set: { rating: 6 }, breaks: 'rating' },
        { set: { rating: 2.5 }, breaks: 'rating' },
        { set: { sizes: 'S' }, breaks: 'sizes' },
      ],
      price: [
        {}, { set: { channel: 7 } },
        { set: { amount: 0 }, breaks: 'amount' },
        { set: { currency: 'CHF' }, breaks: 'currency' },
        { drop: 'currency', breaks: 'currency' },
        { set: { amount: '1' }, breaks: 'amount' },
      ],
    },
    beyond: { kind: 'price', set: { channel: 'website' }, field: 'channel' },
  },
];

const fixture = (file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', file), 'utf8')) as unknown;

function recordsOf(f: Fixture, kind: RuleKind): Json[] {
  return f.variants[kind].map(({ set, drop }, i) => {
    const record: Json = { articleNumber: f.number(kind, i), ...f.base[kind], ...set };
    if (drop !== undefined) delete record[drop];
    return record;
  });
}

const key = (kind: RuleKind, index: number, field: string) => `${kind} ${index} ${field}`;

/** (record, field) of each error the project's check reports with the ruleset. */
function checkViolations(report: Report): Set<string> {
  const found = new Set<string>();
  for (const finding of report.findings) {
    if (finding.severity !== 'error') continue;
    expect(finding.kind, `${finding.code} at ${finding.pointer}`).toBeDefined();
    const segments = pointerSegments(finding.pointer);
    // A missing field is reported at its record: the field is in the message, or in the code (price.amount.missing).
    const field = segments[2] ?? (finding.message.values?.field as string | undefined) ?? finding.code.split('.')[1]!;
    found.add(key(finding.kind!, finding.index!, field));
  }
  return found;
}

function ajvFor(f: Fixture, document: unknown): Record<RuleKind, ValidateFunction> {
  const options = { allErrors: true, strict: false, validateFormats: false } as const;
  const ajv = f.ajv === '2020-12' ? new Ajv2020(options) : new Ajv(options);
  ajv.addSchema(document as object, 'doc');
  const get = (ref: string) => ajv.getSchema(`doc${ref}`) ?? expect.unreachable(`Ajv finds no schema at ${ref}`);
  return { article: get(f.refs.article), price: get(f.refs.price) };
}

function ajvFields(errors: readonly ErrorObject[] | null | undefined): Set<string> {
  const fields = new Set<string>();
  for (const error of errors ?? []) {
    const [field] = pointerSegments(error.instancePath);
    fields.add(field ?? (error.keyword === 'required' ? (error.params as { missingProperty: string }).missingProperty : '(record)'));
  }
  return fields;
}

function ajvViolations(validators: Record<RuleKind, ValidateFunction>, payload: Record<'articles' | 'prices', Json[]>): Set<string> {
  const found = new Set<string>();
  for (const [kind, list] of [['article', payload.articles], ['price', payload.prices]] as const) {
    list.forEach((record, index) => {
      if (!validators[kind](record)) for (const field of ajvFields(validators[kind].errors)) found.add(key(kind, index, field));
    });
  }
  return found;
}

async function imported(f: Fixture): Promise<{ result: SchemaImport; check: (payload: object) => Promise<Report> }> {
  const result = rulesetFromSchema(fixture(f.file), { fallbackName: f.file, source: f.file });
  if (!result.ok) throw new Error(`${f.file}: ${JSON.stringify(result)}`);
  // As the file is written and read back with --rules.
  const checked = checkRuleset(JSON.parse(`${JSON.stringify(result.ruleset, null, 2)}\n`));
  expect(checked.problems).toEqual([]);
  const rules = effectiveRules([checked.ruleset!], { name: result.ruleset.name!, sha256: '0'.repeat(64) });
  const check = async (payload: object) => (await validateBytes(new TextEncoder().encode(JSON.stringify(payload)), { file: f.file, rules })).report;
  return { result, check };
}

describe.each(FIXTURES)('the ruleset from $file', (f) => {
  it('finds exactly the (record, field) violations Ajv finds on the same records, and those the records were written to have', async () => {
    const { check } = await imported(f);
    const payload = { articles: recordsOf(f, 'article'), prices: recordsOf(f, 'price') };
    const expected = new Set<string>();
    for (const kind of ['article', 'price'] as const) {
      f.variants[kind].forEach(({ breaks }, index) => { if (breaks !== undefined) expected.add(key(kind, index, breaks)); });
    }
    const ours = [...checkViolations(await check(payload))].sort();
    const ajvs = [...ajvViolations(ajvFor(f, fixture(f.file)), payload)].sort();
    expect(ours).toEqual(ajvs);
    expect(ours).toEqual([...expected].sort());
  });

  it('lists what it leaves out: a record that breaks only that passes the check, and Ajv flags it', async () => {
    const { result, check } = await imported(f);
    const { kind, set, field } = f.beyond;
    const payload = { articles: kind === 'article' ? recordsOf({ ...f, variants: { ...f.variants, article: [{ set }] } }, 'article') : [], prices: kind === 'price' ? recordsOf({ ...f, variants: { ...f.variants, price: [{ set }] } }, 'price') : [] };
    expect([...ajvViolations(ajvFor(f, fixture(f.file)), payload)]).toEqual([key(kind, 0, field)]);
    expect([...checkViolations(await check(payload))]).toEqual([]);
    expect(result.notCarried.some((item) => item.kind === kind && item.field === field)).toBe(true);
  });
});
