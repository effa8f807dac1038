// JSON Pointer → where its value starts in the text: escapes, tricky strings, the last of
// duplicate keys (the one JSON.parse keeps), and the record for an absent field.
import { describe, expect, it } from 'vitest';
import { locateIn, valuesOfKeysIn, valueTextAt } from './locate-pointer';
import { pointerSegments } from '../json/json-pointer';

const locate = (text: string, pointer: string) => locateIn(text, pointer);

describe('pointerSegments', () => {
  it('splits and unescapes per RFC 6901 (~1 before ~0)', () => {
    expect(pointerSegments('')).toEqual([]);
    expect(pointerSegments('/')).toEqual(['']);
    expect(pointerSegments('/a~1b/~01/0')).toEqual(['a/b', '~1', '0']);
  });
});

describe('locateIn', () => {
  const text = String.raw`{
  "meta": {"a/b": 1, "m~n": [10, 20], "": "empty"},
  "articles": [
    {"articleNumber": "A,[{\"", "name": "x}]\\", "attributes": {"k": "v"}},
    {"articleNumber": "B", "n\u0061me": "y", "gtin": 123}
  ],
  "prices": [ {"amount": 1}, {"amount": 2, "amount": 3} ]
}`;

  it.each([
    ['', '{'],
    ['/meta', '{"a/b"'],
    ['/meta/a~1b', '1, "m~n"'],
    ['/meta/m~0n/1', '20]'],
    ['/meta/', '"empty"'],
    ['/articles', '[\n    {"articleNumber": "A'],
    ['/articles/1', '{"articleNumber": "B"'],
    ['/articles/1/name', '"y"'],
    ['/articles/1/gtin', '123'],
    ['/articles/0/attributes/k', '"v"'],
    ['/prices/1/amount', '3} ]'],
  ])('finds %j', (pointer, needle) => {
    expect(locate(text, pointer)).toBe(text.indexOf(needle));
  });

  it('falls back to the deepest value that exists for an absent field', () => {
    expect(locate(text, '/articles/1/unit')).toBe(text.indexOf('{"articleNumber": "B"'));
    expect(locate(text, '/articles/0/attributes/missing')).toBe(text.indexOf('{"k"'));
    expect(locate(text, '/meta/m~0n/7')).toBe(text.indexOf('[10, 20]'));
  });

  it('finds records of the last "articles" list when the key is repeated', () => {
    const repeated = '{"articles": [{"n": 1}], "articles": [{"n": 2}]}';
    expect(locate(repeated, '/articles/0/n')).toBe(repeated.indexOf('2}'));
  });
});

describe('valuesOfKeysIn', () => {
  it('finds in one walk what locateIn finds for each top-level key: the last of a repeated key, escaped names, -1 when absent', () => {
    const record = String.raw` {"amount": "1,5", "name": {"amount": 2}, "\u0061mount": "2,5", "currency": "a\"b", "n\"ote": [1, "]"], "currency" : "eur"}`;
    const keys = ['amount', 'currency', 'n"ote', 'missing'];
    expect(valuesOfKeysIn(record, keys)).toEqual([record.indexOf('"2,5"'), record.indexOf('"eur"'), record.indexOf('[1'), -1]);
    for (const key of keys.slice(0, 3)) expect(valuesOfKeysIn(record, [key])).toEqual([locateIn(record, `/${key.replace('~', '~0').replace('/', '~1')}`)]);
    expect(valuesOfKeysIn('[1]', ['a'])).toEqual([-1]);
  });
});

describe('valueTextAt', () => {
  it('gives the value a pointer names exactly as written: quotes, escapes, trailing zeros, nesting', () => {
    const record = String.raw`{"amount": 10.120, "currency": "E\u0055R", "name": {"de": "Stuhl \"A\""}, "tags": [1, {"x": [true]}], "amount2": -0.0e1}`;
    expect(valueTextAt(record, ['amount'])).toBe('10.120');
    expect(valueTextAt(record, ['currency'])).toBe(String.raw`"E\u0055R"`);
    expect(valueTextAt(record, ['name', 'de'])).toBe(String.raw`"Stuhl \"A\""`);
    expect(valueTextAt(record, ['name'])).toBe(String.raw`{"de": "Stuhl \"A\""}`);
    expect(valueTextAt(record, ['tags', '1', 'x', '0'])).toBe('true');
    expect(valueTextAt(record, ['amount2'])).toBe('-0.0e1');
    expect(valueTextAt(record, [])).toBe(record);
  });

  it('gives nothing for a value that is not there, where locateIn falls back to the record', () => {
    const record = '{"amount": 1, "tags": [1]}';
    expect(valueTextAt(record, ['unit'])).toBeUndefined();
    expect(valueTextAt(record, ['tags', '1'])).toBeUndefined();
    expect(valueTextAt(record, ['tags', 'x'])).toBeUndefined();
    expect(valueTextAt(record, ['amount', 'x'])).toBeUndefined();
    expect(valueTextAt('', [])).toBeUndefined();
  });

  it('takes the last of a key written twice, as JSON.parse keeps', () => {
    expect(valueTextAt('{"amount": "12,50", "amount": 12.5}', ['amount'])).toBe('12.5');
  });
});
