// The strict reader agrees with JSON.parse (RFC 8259) on what is JSON, reports where a text
// breaks, and finds duplicate keys and unsafe numbers with their pointers.
import { describe, expect, it } from 'vitest';
import { checkJson } from './strict-json';
import { reportOf, random } from '../../test-support/validation-helpers';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const VALID = [
  '{}', '[]', '0', '-0', '1.5e-3', '1E+2', '"x"', 'true', 'false', 'null', ' \n\t\r{ } ',
  String.raw`{"a\"b": "\\\/\b\f\n\r\t\u00e9\uD83D\uDE00"}`, '[[[]],{"":[{}]}]', '{"a":1,"b":[1,2,{"c":null}]}',
  String.raw`"\uD800"`, '-12.0e10', '[1,-1,0.5,-0.5]',
];

const INVALID = [
  '', ' ', '{', '}', '[', '[1,]', '{"a":1,}', '{,}', '[,1]', '{"a"}', '{"a":}', '{a:1}', "{'a':1}", '[01]', '[1.]', '[.5]',
  '[+1]', '[1e]', '[1e+]', '[-]', '[--1]', '[0x10]', '[NaN]', '[Infinity]', '[True]', '[nul]', '[truex]', '["\\x"]', '["\\u12G4"]',
  '["a\tb"]', '["a\nb"]', '"unterminated', '[1 2]', '{"a":1 "b":2}', '{} {}', '[] x', '// c\n{}', '/* c */{}', '[1]]', '{"a":1}}',
  '["\\"]', '[1,,2]', '{"a"::1}', '[-01]', '[1.5.5]',
];


const SEED_DOC = String.raw`{"articles": [{"articleNumber": "CH-1001", "name": {"de": "B\u00fcro \"Stuhl\""}, "active": true, "attributes": {"h": 480, "w": -1.5e2, "x": null}}],
 "prices": [{"articleNumber": "CH-1001", "currency": "EUR", "amount": 249.9, "validTo": "2026-12-31"}, []]}`;
const ALPHABET = '{}[]",:\\ \n0123456789.-+eEtrufalsnx/\'';

describe('checkJson', () => {
  it.each(VALID)('accepts %j', (text) => {
    expect(parses(text)).toBe(true);
    expect(checkJson(text)).toBeUndefined();
  });

  it.each(INVALID)('rejects %j', (text) => {
    expect(parses(text)).toBe(false);
    const problem = checkJson(text);
    expect(problem).toBeDefined();
    expect(problem!.offset).toBeGreaterThanOrEqual(0);
    expect(problem!.offset).toBeLessThanOrEqual(text.length);
  });

  it('agrees with JSON.parse on 3,000 random mutations of a record file', async () => {
    const next = random(20260101);
    for (let n = 0; n < 3000; n++) {
      let text = SEED_DOC;
      for (let edits = 1 + Math.floor(next() * 3); edits > 0; edits--) {
        const at = Math.floor(next() * text.length);
        const char = ALPHABET[Math.floor(next() * ALPHABET.length)]!;
        const kind = next();
        text = kind < 0.34 ? text.slice(0, at) + text.slice(at + 1) : kind < 0.67 ? text.slice(0, at) + char + text.slice(at) : text.slice(0, at) + char + text.slice(at + 1);
      }
      expect(checkJson(text) === undefined, text).toBe(parses(text));
    }
  });

  it('never crashes the validation on a mutated file, and calls a broken one json.syntax', async () => {
    const next = random(47);
    for (let n = 0; n < 300; n++) {
      const at = Math.floor(next() * SEED_DOC.length);
      const text = SEED_DOC.slice(0, at) + ALPHABET[Math.floor(next() * ALPHABET.length)]! + SEED_DOC.slice(at + 1);
      const report = await reportOf(text);
      expect(report.byCode['json.syntax'] === 1, text).toBe(!parses(text));
    }
  });

  it('reports duplicate keys with their pointers, at the repeated key', () => {
    const text = '{"a": {"b": 1, "b": 2}, "c": [{"d~/": 1, "d~/": 2}], "a": 3}';
    const seen: [number, string, string][] = [];
    checkJson(text, { onDuplicateKey: (offset, pointer, key) => seen.push([offset, pointer(), key]) });
    expect(seen).toEqual([
      [text.indexOf('"b"', text.indexOf('"b"') + 1), '/a/b', 'b'],
      [text.lastIndexOf('"d~/"'), '/c/0/d~0~1', 'd~/'],
      [text.lastIndexOf('"a"'), '/a', 'a'],
    ]);
  });

  it('reports unsafe numbers with their pointers, and only those', () => {
    const text = '{"ok": [9007199254740991, 1e308, 0.1], "big": [1, 9007199254740993, -1e309]}';
    const seen: [string, string][] = [];
    checkJson(text, { onUnsafeNumber: (_offset, pointer, token) => seen.push([pointer(), token]) });
    expect(seen).toEqual([['/big/1', '9007199254740993'], ['/big/2', '-1e309']]);
  });
});

describe('what a broken text leaves open', () => {
  it('is the innermost list or object, where it opens', () => {
    expect(checkJson('{"a": [1, 2 "b": 3]}')).toMatchObject({ reason: 'expectedCommaOrBracket', levels: 2, innermost: { isObject: false, start: 6 } });
    expect(checkJson('{"a": {"b": 1}\n {"c": 2}}')).toMatchObject({ reason: 'expectedCommaOrBrace', levels: 1, innermost: { isObject: true, start: 0 } });
    expect(checkJson('1 2')).not.toHaveProperty('innermost');
  });
});

describe('hostile nesting', () => {
  it('reads two million open brackets to the end without a frame per level', () => {
    const text = '['.repeat(2_000_000);
    let tooDeep: { offset: number; pointer: string } | undefined;
    const problem = checkJson(text, { maxDepth: 64, onTooDeep: (offset, pointer) => (tooDeep = { offset, pointer: pointer() }) });
    expect(problem).toEqual({ offset: 2_000_000, reason: 'unexpectedEnd', levels: 2_000_000 });
    expect(tooDeep).toEqual({ offset: 64, pointer: '/0'.repeat(64) });
  });

  it('accepts deep but balanced nesting past the frame limit, and still finds a broken close', () => {
    expect(checkJson(`${'[{"a":'.repeat(50_000)}1${'}]'.repeat(50_000)}`, { maxDepth: 64, onTooDeep: () => undefined })).toBeUndefined();
    expect(checkJson(`${'['.repeat(1000)}${']'.repeat(999)}}`, { maxDepth: 64, onTooDeep: () => undefined })).toEqual({ offset: 1999, reason: 'expectedCommaOrBracket', levels: 1, innermost: { isObject: false, start: 0 } });
  });
});
