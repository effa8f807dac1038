import { describe, expect, it } from 'vitest';
import { objectMembers, valueType } from './object-members';

describe('objectMembers', () => {
  it('lists members in the order written, values as written, names decoded', () => {
    const text = String.raw`{ "articleNumber": "CH-1001", "na\u006de": {"de": "Stuhl"}, "sizes": [1, 2.0], "active": true, "gtin": null, "big": 12345678901234567890 }`;
    expect(objectMembers(text)).toEqual([
      { key: 'articleNumber', type: 'string', raw: '"CH-1001"' },
      { key: 'name', type: 'object', raw: '{"de": "Stuhl"}' },
      { key: 'sizes', type: 'array', raw: '[1, 2.0]' },
      { key: 'active', type: 'boolean', raw: 'true' },
      { key: 'gtin', type: 'null', raw: 'null' },
      { key: 'big', type: 'number', raw: '12345678901234567890' },
    ]);
  });

  it('keeps both of two equal names, and a name like __proto__', () => {
    expect(objectMembers('{"n":1.0,"__proto__":{},"n":2}')?.map((m) => [m.key, m.raw])).toEqual([['n', '1.0'], ['__proto__', '{}'], ['n', '2']]);
  });

  it('finds nested strings with brackets and quotes inside as part of their value', () => {
    expect(objectMembers(String.raw`{"a":{"b":"} ] \" {"},"c":"[x"}`)).toEqual([
      { key: 'a', type: 'object', raw: String.raw`{"b":"} ] \" {"}` },
      { key: 'c', type: 'string', raw: '"[x"' },
    ]);
  });

  it('has none in an empty object, and is undefined for anything but an object', () => {
    expect(objectMembers('{ }')).toEqual([]);
    expect(objectMembers('[{"a":1}]')).toBeUndefined();
    expect(objectMembers('"text"')).toBeUndefined();
    expect(objectMembers('')).toBeUndefined();
  });

  it('leaves out the member a cut text ends in', () => {
    expect(objectMembers('{"a":1,"b":{"c":[1,2')?.map((m) => m.key)).toEqual(['a']);
    expect(objectMembers('{"a":"whole","b":"hal')?.map((m) => m.key)).toEqual(['a']);
    expect(objectMembers('{"a":12')).toEqual([]);
  });
});

describe('valueType', () => {
  it('tells the kind of value from its first token', () => {
    expect(['{}', '[]', '"x"', '1.5', '-2', 'true', 'false', 'null', ' '].map(valueType)).toEqual(['object', 'array', 'string', 'number', 'number', 'boolean', 'boolean', 'null', undefined]);
  });
});
