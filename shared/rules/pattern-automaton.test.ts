// The automaton says of every text what RE2 (re2js) says, for the patterns it takes: those
// rulesets and schemas use, the edges of the syntax, patterns that hang backtracking engines,
// and a few thousand generated patterns and texts. What it does not take is left to re2js.
import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { patternAutomaton } from './pattern-automaton';
import { compilePattern } from './pattern';

const re2 = (pattern: string, text: string) => RE2JS.compile(pattern).matcher(text).find();

/** Both engines on each text; the texts on which they differ (none, when they agree). */
function disagreements(pattern: string, texts: readonly string[]): string[] {
  const automaton = patternAutomaton(pattern);
  if (automaton === undefined) throw new Error(`${pattern} is not taken by the automaton`);
  const compiled = RE2JS.compile(pattern);
  return texts.filter((text) => automaton.test(text) !== compiled.matcher(text).find()).map((text) => `${pattern} on ${JSON.stringify(text)}`);
}

const TEXTS = [
  '', 'a', 'A', 'ab', 'abc', 'aaa', 'AR-0000001', 'AR-000001', 'ar-0000001', ' AR-0000001', 'AR-0000001\n', 'x AR-0000001 y',
  '2026-01-01', '2026-13-01', '01.01.2026', '4006381333931', '400638133393', 'https://cdn.example.com/images/ar-1.jpg',
  'http://example.com', 'Möbel/Stuhl', 'Mobel/Stuhl', 'EUR', 'eur', 'EURO', 'a-b_c', 'a\tb', 'a\nb', 'a\rb', 'a\u000bb', 'a\u00a0b',
  '😀', 'a😀b', '\ud83d', 'x\ude00', 'é', 'e\u0301', '-', ']', '[', '\\', '$', '^', '.', '{2}', 'aaaa!', '_', '0', '9', 'Z',
];

describe('the patterns rulesets use', () => {
  const patterns = [
    '^AR-\\d{7}$', '^[A-Z]{2}-\\d{4}$', '^\\d{4}-\\d{2}-\\d{2}$', '^20\\d\\d-(0[1-9]|1[0-2])-', '^(\\d{8}|\\d{12}|\\d{13}|\\d{14})$',
    '^https?://', '^https://cdn\\.example\\.com/images/[a-z0-9-]+\\.jpg$', '^Möbel/', '^[A-Z]{3}$', '^(pcs|m|m2|kg)$', 'AR-',
    '\\d', '^\\S+$', '^\\s*$', '^[\\w.-]+$', '^[^\\s]+$', '^.{1,10}$', '^.*$', '^[a-zA-Z0-9_]*$', '^(?:[a-z]+-)*[a-z]+$', '[^a-z]',
    'a|b|', '()', '^$', '', '^a*?b+?c??$', '^a{2,}$', '^a{0,2}$', '^a{3}$', '^[-a]$', '^[a-]$', '^[\\]]$', '^[\\-\\\\]$', '^\\$$', '\\^',
    '^\\.\\*\\+\\?\\(\\)\\{\\}\\|/$', '^[\\t\\n]$', '😀', '^.$', '^[é😀]+$', '^[^😀]$', '^\\w\\W\\d\\D\\s\\S$',
  ];
  for (const pattern of patterns) {
    it(`${pattern}: as RE2 says`, () => {
      expect(disagreements(pattern, TEXTS)).toEqual([]);
    });
  }
});

describe('what is left to re2js', () => {
  const outside = [
    '(?i)abc', '(?s).', '\\bword\\b', '\\pL', '\\p{Greek}', '[[:alpha:]]', '\\x41', '\\Qa.b\\E', '\\Aabc', 'abc\\z', '^a|b$', 'a^b', 'a$b',
    'a{,3}', '[]a]', '(?P<name>a)', 'x{1000}y{1000}',
  ];
  for (const pattern of outside) {
    it(`${pattern}: re2js runs it, with RE2's meaning`, () => {
      expect(patternAutomaton(pattern)).toBeUndefined();
      const compiled = compilePattern(pattern);
      for (const text of TEXTS) expect(compiled.test(text), `${pattern} on ${JSON.stringify(text)}`).toBe(re2(pattern, text));
    });
  }
});

describe('texts that hang backtracking engines', () => {
  it('are matched in one pass, with RE2\'s answer', () => {
    const long = `${'a'.repeat(20_000)}!`;
    expect(disagreements('^(a+)+$', [long, 'a'.repeat(20_000)])).toEqual([]);
    expect(disagreements('^(a|aa)*$', [long])).toEqual([]);
    expect(disagreements('(a*)*b', [long])).toEqual([]);
    expect(disagreements('^(\\w+\\s?)*$', [`${'word '.repeat(5_000)}!`])).toEqual([]);
  });

  it('keeps its memory bounded when a pattern has more states than it keeps, and still agrees', () => {
    // (a|b)*a(a|b){12}: a DFA of 2^13 states, more than the automaton keeps at once.
    const random = generator(7);
    const texts = Array.from({ length: 40 }, () => Array.from({ length: 3_000 }, () => (random() < 0.5 ? 'a' : 'b')).join('') + 'c'.repeat(random() < 0.5 ? 1 : 0));
    expect(disagreements('(a|b)*a(a|b){12}$', texts)).toEqual([]);
  });
});

/** A seeded generator (mulberry32): the same patterns and texts every run. */
function generator(seed: number): () => number {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

describe('what the automaton takes', () => {
  it('is always a pattern RE2 takes, so a pattern it takes needs no check by re2js', () => {
    const random = generator(99);
    const TOKENS = ['a', 'b', '(', ')', '(?:', '(?i)', '[', ']', '[^', '-', '^', '$', '|', '*', '+', '?', '{', '}', '{2}', '{3,1}', '{1001}', '{,2}', ',', '\\', '\\d', '\\b', '\\q', '.', 'é'];
    let taken = 0;
    const wrong: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const pattern = Array.from({ length: 1 + Math.floor(random() * 7) }, () => TOKENS[Math.floor(random() * TOKENS.length)]!).join('');
      if (patternAutomaton(pattern) === undefined) continue;
      taken++;
      try {
        RE2JS.compile(pattern);
      } catch {
        wrong.push(pattern);
      }
    }
    expect(wrong).toEqual([]);
    expect(taken).toBeGreaterThan(1_000);
    // Repeats RE2 counts as too large are not taken either.
    for (const pattern of ['(a{1000}){1000}', '((a{100}){100}){100}']) expect(patternAutomaton(pattern)).toBeUndefined();
  });
});

describe('generated patterns and texts', () => {
  it('agree with RE2 on every one the automaton takes', () => {
    const random = generator(2024);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const ATOMS = ['a', 'b', '-', 'é', '😀', '.', '\\d', '\\w', '\\s', '\\D', '[ab]', '[^a]', '[a-c-]', '[\\d-]', '\\.', '\\n'];
    const REPEATS = ['', '', '', '*', '+', '?', '{2}', '{0,2}', '{1,}', '*?'];
    const atom = (depth: number): string => (depth < 2 && random() < 0.25 ? `(${alternatives(depth + 1)})` : pick(ATOMS)) + pick(REPEATS);
    const sequence = (depth: number) => Array.from({ length: Math.floor(random() * 4) }, () => atom(depth)).join('');
    const alternatives = (depth: number) => Array.from({ length: 1 + Math.floor(random() * 2) }, () => sequence(depth)).join('|');
    const TEXT_CHARS = ['a', 'b', 'c', '-', '1', '_', ' ', '\n', '.', 'é', '😀'];
    const texts = Array.from({ length: 60 }, () => Array.from({ length: Math.floor(random() * 8) }, () => pick(TEXT_CHARS)).join(''));
    let taken = 0;
    const wrong: string[] = [];
    for (let i = 0; i < 1_500; i++) {
      const pattern = (random() < 0.4 ? '^' : '') + (random() < 0.3 ? `(${alternatives(0)})` : sequence(0)) + (random() < 0.4 ? '$' : '');
      try {
        RE2JS.compile(pattern);
      } catch {
        continue; // not RE2: a ruleset cannot have it
      }
      if (patternAutomaton(pattern) === undefined) continue;
      taken++;
      wrong.push(...disagreements(pattern, texts));
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(taken).toBeGreaterThan(1_000);
  });
});
