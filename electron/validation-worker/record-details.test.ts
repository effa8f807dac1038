import { describe, expect, it } from 'vitest';
import { text } from '../../shared/messages/text';
import type { Finding } from '../../shared/report/report';
import { MAX_LAYOUT_CHARS, recordDetails, type RecordSource } from './record-details';

const source = (recordText: string, extra: Partial<RecordSource> = {}): RecordSource => ({
  text: recordText, bytes: Buffer.byteLength(recordText), cut: false, line: 14, column: 5, ...extra,
});
const none = { list: [], state: 'complete' as const };

describe('recordDetails', () => {
  it('tells where the record stands: its pointer, line and column', () => {
    const details = recordDetails({ kind: 'article', index: 11 }, source('{"articleNumber":"CH-1001"}'), none);
    expect(details).toMatchObject({ kind: 'article', index: 11, pointer: '/articles/11', line: 14, column: 5, articleNumber: 'CH-1001', type: 'object', cut: false });
    expect(recordDetails({ kind: 'price', index: 0 }, source('{}'), none).pointer).toBe('/prices/0');
  });

  it('lists known fields in schema order, then unknown ones as written, with values as the file spells them', () => {
    const record = String.raw`{"weightKg":1.0,"name":{"de":"B\u00fcrostuhl","en":"Chair"},"stock":12345678901234567890,"articleNumber":"CH-1001","active":true,"note":"Zeile 1\nZeile 2 \"zitiert\" 😀","sizes":[],"gtin":null}`;
    const { fields } = recordDetails({ kind: 'article', index: 0 }, source(record), none);
    expect(fields.map((f) => [f.key, f.known])).toEqual([
      ['articleNumber', true], ['name', true], ['active', true], ['gtin', true],
      ['weightKg', false], ['stock', false], ['note', false], ['sizes', false],
    ]);
    const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));
    expect(byKey.weightKg).toMatchObject({ type: 'number', text: '1.0' });
    expect(byKey.stock).toMatchObject({ type: 'number', text: '12345678901234567890' });
    // Text reads as text: escapes decoded, line breaks kept.
    expect(byKey.note).toMatchObject({ type: 'string', text: 'Zeile 1\nZeile 2 "zitiert" 😀' });
    // Nested values as indented JSON, every token as written.
    expect(byKey.name).toMatchObject({ type: 'object', text: String.raw`{
  "de": "B\u00fcrostuhl",
  "en": "Chair"
}` });
    expect(byKey.sizes).toMatchObject({ type: 'array', text: '[]' });
    expect(byKey.gtin).toMatchObject({ type: 'null', text: 'null' });
    expect(byKey.active).toMatchObject({ type: 'boolean', text: 'true' });
  });

  it('keeps both of two equal keys, in the fields and in the JSON, and takes the last article number as JSON.parse would', () => {
    const details = recordDetails({ kind: 'price', index: 2 }, source('{"articleNumber":"A","amount":1.10,"amount":2,"articleNumber":"B"}'), none);
    expect(details.fields.map((f) => `${f.key}=${f.text}`)).toEqual(['articleNumber=A', 'articleNumber=B', 'amount=1.10', 'amount=2']);
    expect(details.json).toBe('{\n  "articleNumber": "A",\n  "amount": 1.10,\n  "amount": 2,\n  "articleNumber": "B"\n}');
    expect(details.articleNumber).toBe('B');
  });

  it('has no fields when the record is not an object, and shows its JSON', () => {
    const details = recordDetails({ kind: 'article', index: 3 }, source('[ "CH-1001",42 ]'), none);
    expect(details).toMatchObject({ type: 'array', fields: [], json: '[\n  "CH-1001",\n  42\n]' });
    expect(details.articleNumber).toBeUndefined();
    expect(recordDetails({ kind: 'price', index: 0 }, source('42'), none)).toMatchObject({ type: 'number', fields: [], json: '42' });
    // A number as article number is not one: the app reads numbers as text nowhere.
    expect(recordDetails({ kind: 'article', index: 0 }, source('{"articleNumber":4711}'), none).articleNumber).toBeUndefined();
  });

  it('carries the findings about the record, whole, and whether they are all of them', () => {
    const finding: Finding = {
      severity: 'error', code: 'article.active.type', message: text('app.unexpectedError', { message: 'x' }),
      pointer: '/articles/0/active', line: 3, column: 9, kind: 'article', index: 0,
    };
    const details = recordDetails({ kind: 'article', index: 0 }, source('{"active":"yes"}'), { list: [finding], state: 'capped' });
    expect(details.findings).toEqual([finding]);
    expect(details.findingsState).toBe('capped');
  });

  it('says when a record was too large to show whole, and lists only its whole fields', () => {
    const details = recordDetails({ kind: 'article', index: 0 }, source('{"articleNumber":"A","description":"very lo', { bytes: 5_000_000, cut: true }), none);
    expect(details).toMatchObject({ cut: true, bytes: 5_000_000, articleNumber: 'A' });
    expect(details.fields.map((f) => f.key)).toEqual(['articleNumber']);
    expect(details.json).toBe('{\n  "articleNumber": "A",\n  "description": "very lo');
  });

  it('bounds the layout of a record that indenting would blow up', () => {
    // 60 levels deep, 40,000 elements: each on its own line behind 120 spaces of indentation.
    const deep = `{"a":${'['.repeat(59)}${Array(40_000).fill('1').join(',')}${']'.repeat(59)}}`;
    const details = recordDetails({ kind: 'article', index: 0 }, source(deep), none);
    expect(details.cut).toBe(true);
    expect(details.json.length).toBeLessThanOrEqual(MAX_LAYOUT_CHARS);
    expect(details.fields.reduce((sum, f) => sum + f.text.length, 0)).toBeLessThanOrEqual(MAX_LAYOUT_CHARS);
  });
});
