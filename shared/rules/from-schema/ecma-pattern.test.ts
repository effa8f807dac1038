import { describe, expect, it } from 'vitest';
import { compilePattern } from '../pattern';
import { ecmaToRe2 } from './ecma-pattern';

/** Texts where ECMA-262 and RE2 differ unless translated: Unicode spaces, line terminators, astral characters. */
const TEXTS = [
  '', 'a', 'abc', 'ABC', 'a b', 'a\u00a0b', 'a\u2003b', 'a\u3000b', 'a\ufeffb', 'a\tb', 'a\vb', 'a\nb', 'a\rb', 'a\u2028b', 'a\u2029b',
  'café', 'cafe\u0301', '😀', 'a😀b', 'Ärger', 'straße', '12', '123', 'x-1', 'A1', '\u0000', '[x]', '/path', 'AB-1234', 'ab_9', 'Ωmega',
];

const PATTERNS = [
  '^\\s+$', '\\S', '^\\S+$', '^[\\s,]+$', '^.{3}$', '^.$', '.', '^\\d+$', '^\\w+$', '\\bab', '^[^]+$', '^caf\\u00e9$', '^\\u{1F600}$',
  '^\\uD83D\\uDE00$', '^\\x41', '^\\p{Lu}', '^\\p{Letter}+$', '^\\P{L}+$', '^\\p{Script=Greek}', '^\\p{sc=Latin}+$', '[\\b]', '^\\/path',
  '^[\\[\\]x]+$', '^[\\w-]+$', '^(?:ab|c)+$', '^(?<x>a)b', '^\\0', '^\\cJ$', 'a{2,}', '^[A-Z]{2}-\\d{4}$', '^\\.', '[.]', '^[^\\s]+$',
];

describe('an ECMA-262 pattern in RE2 syntax', () => {
  it.each(PATTERNS)('%s matches exactly what it matches in JavaScript (unicode mode, as Ajv compiles it)', (source) => {
    const translated = ecmaToRe2(source);
    if (!translated.ok) throw new Error(`${source}: ${translated.why} ${translated.detail}`);
    const ecma = new RegExp(source, 'u');
    const re2 = compilePattern(translated.source);
    for (const text of TEXTS) expect(re2.test(text), `${source} on ${JSON.stringify(text)}`).toBe(ecma.test(text));
  });

  it('refuses look-around and back-references, naming the construct, rather than change what matches', () => {
    for (const [source, named] of [['^(?=a)a', '(?= (look-around)'], ['^(?!a)', '(?! (look-around)'], ['(?<=a)b', '(?<= (look-around)'], ['(?<!a)b', '(?<! (look-around)'],
      ['(a)\\1', '\\1 (a back-reference)'], ['(?<x>a)\\k<x>', '\\k<x> (a back-reference)']] as const) {
      expect(ecmaToRe2(source)).toEqual({ ok: false, why: 'unsupported', detail: named });
    }
    expect(ecmaToRe2('[^\\S]')).toMatchObject({ ok: false, why: 'unsupported' });
    expect(ecmaToRe2('^[]')).toMatchObject({ ok: false, why: 'unsupported' });
  });

  it('says when a pattern is not ECMA-262 (unicode mode), and when RE2 refuses what it became', () => {
    expect(ecmaToRe2('[a-')).toMatchObject({ ok: false, why: 'invalid' });
    expect(ecmaToRe2('\\-')).toMatchObject({ ok: false, why: 'invalid' });
    expect(ecmaToRe2('a{1001}')).toMatchObject({ ok: false, why: 'engine', detail: expect.stringContaining('repeat count') });
  });
});
