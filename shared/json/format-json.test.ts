import { describe, expect, it } from 'vitest';
import { cutAt, formatJson } from './format-json';

const layout = (text: string) => formatJson(text).text;

describe('formatJson', () => {
  it('lays a value out as JSON.stringify(value, null, 2) does', () => {
    const value = { articleNumber: 'CH-1001', name: { de: 'Stuhl', en: 'Chair' }, tags: ['a', 'b'], active: true, gtin: null, empty: {}, none: [] };
    expect(layout(JSON.stringify(value))).toBe(JSON.stringify(value, null, 2));
  });

  it('keeps every token as written: number spellings, big integers, escapes, and both of two equal keys', () => {
    const record = '{"amount":1.0,"big":12345678901234567890,"tiny":1E-7,"neg":-0,"amount":2.50}';
    expect(layout(record)).toBe('{\n  "amount": 1.0,\n  "big": 12345678901234567890,\n  "tiny": 1E-7,\n  "neg": -0,\n  "amount": 2.50\n}');
    const escaped = String.raw`{"name":"Tab\there \"quoted\" \u00fc\ud83d\ude00 \/ \\","raw":"ü😀"}`;
    expect(layout(escaped)).toBe(String.raw`{
  "name": "Tab\there \"quoted\" \u00fc\ud83d\ude00 \/ \\",
  "raw": "ü😀"
}`);
  });

  it('ignores the layout the file had', () => {
    expect(layout('{\r\n\t"a" :\t[ 1 ,\n2 ] ,"b":{ }\r\n}')).toBe('{\n  "a": [\n    1,\n    2\n  ],\n  "b": {}\n}');
  });

  it('lays out a record that is not an object, and scalars as they are', () => {
    expect(layout('[1,[2,[]],"x"]')).toBe('[\n  1,\n  [\n    2,\n    []\n  ],\n  "x"\n]');
    expect(layout('  42 ')).toBe('42');
    expect(layout('"text"')).toBe('"text"');
    expect(layout('null')).toBe('null');
    expect(layout('')).toBe('');
  });

  it('indents deep nesting level by level', () => {
    const depth = 60;
    const deep = `${'['.repeat(depth)}0${']'.repeat(depth)}`;
    const lines = layout(deep).split('\n');
    expect(lines).toHaveLength(2 * depth + 1);
    expect(lines[depth]).toBe(`${'  '.repeat(depth)}0`);
    expect(JSON.parse(layout(deep))).toEqual(JSON.parse(deep));
  });

  it('stops at maxChars and says so, never splitting a character', () => {
    const long = JSON.stringify({ text: '😀'.repeat(100) });
    const cut = formatJson(long, { maxChars: 20 });
    expect(cut.cut).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(20);
    expect(cut.text.startsWith('{\n  "text": "😀')).toBe(true);
    expect(/[\ud800-\udbff]$/.test(cut.text)).toBe(false);
    expect(formatJson(long, { maxChars: 1000 }).cut).toBe(false);
  });

  it('lays out a text cut short as far as it goes', () => {
    expect(layout('{"a":[1,2],"b":"unfinish')).toBe('{\n  "a": [\n    1,\n    2\n  ],\n  "b": "unfinish');
  });
});

describe('cutAt', () => {
  it('cuts before a surrogate pair rather than through it', () => {
    expect(cutAt('ab😀', 3)).toBe('ab');
    expect(cutAt('ab😀', 4)).toBe('ab😀');
    expect(cutAt('abc', 2)).toBe('ab');
  });
});
