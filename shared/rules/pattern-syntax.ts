// The part of RE2's syntax that pattern-automaton.ts runs itself: what patterns in rulesets and
// vendors' schemas mostly are (anchors at the ends, literals, character classes, \d \w \s, the
// dot, groups, alternation and repeats). Each construct here means exactly what it means in RE2
// (character classes as RE2 defines them, `.` not matching a newline, `$` only at the end of
// the text); anything else (flags, \b, \pL, POSIX classes, anchors inside, a brace that is not
// a repeat) is left to re2js, and pattern-automaton.test.ts checks both agree.

/** A set of code points: sorted, disjoint, non-adjacent inclusive ranges [lo0, hi0, lo1, hi1, …]. */
export type CodePointSet = readonly number[];

export type PatternNode =
  | { kind: 'set'; set: CodePointSet }
  | { kind: 'sequence'; items: PatternNode[] }
  | { kind: 'either'; items: PatternNode[] }
  | { kind: 'repeat'; item: PatternNode; min: number; max: number };

export interface ParsedPattern {
  /** `^` at the start: the match starts where the text does. */
  fromStart: boolean;
  /** `$` at the end: the match ends where the text does. */
  toEnd: boolean;
  root: PatternNode;
}

const MAX_CODE_POINT = 0x10ffff;

/** Ranges given as pairs, in any order, overlapping or not → a CodePointSet. */
function normalise(ranges: number[]): CodePointSet {
  const pairs: [number, number][] = [];
  for (let i = 0; i < ranges.length; i += 2) pairs.push([ranges[i]!, ranges[i + 1]!]);
  pairs.sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const [lo, hi] of pairs) {
    if (out.length > 0 && lo <= out[out.length - 1]! + 1) out[out.length - 1] = Math.max(out[out.length - 1]!, hi);
    else out.push(lo, hi);
  }
  return out;
}

function complement(set: CodePointSet): CodePointSet {
  const out: number[] = [];
  let next = 0;
  for (let i = 0; i < set.length; i += 2) {
    if (set[i]! > next) out.push(next, set[i]! - 1);
    next = set[i + 1]! + 1;
  }
  if (next <= MAX_CODE_POINT) out.push(next, MAX_CODE_POINT);
  return out;
}

const code = (char: string) => char.codePointAt(0)!;
const DIGITS = normalise([code('0'), code('9')]);
const WORD = normalise([code('0'), code('9'), code('A'), code('Z'), code('a'), code('z'), code('_'), code('_')]);
// RE2's \s: [\t\n\f\r ] (not JavaScript's, which has \v and Unicode spaces).
const SPACE = normalise([9, 10, 12, 13, 32, 32]);
const PERL_CLASSES: Record<string, CodePointSet> = {
  d: DIGITS, D: complement(DIGITS), w: WORD, W: complement(WORD), s: SPACE, S: complement(SPACE),
};
/** RE2's `.` without the s flag: any code point but a newline. */
const ANY_BUT_NEWLINE = complement([10, 10]);
const CONTROL_ESCAPES: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13 };
/** Punctuation RE2 lets a backslash escape (ASCII, not a letter, digit or underscore). */
const ESCAPABLE = /^[!-/:-@[-`{-~]$/;

class Outside extends Error {}

class Parser {
  readonly chars: string[];
  at = 0;

  constructor(source: string) {
    this.chars = [...source];
  }

  get done(): boolean {
    return this.at >= this.chars.length;
  }

  peek(offset = 0): string | undefined {
    return this.chars[this.at + offset];
  }

  either(): PatternNode {
    const items = this.alternatives();
    return items.length === 1 ? items[0]! : { kind: 'either', items };
  }

  alternatives(): PatternNode[] {
    const items = [this.sequence()];
    while (this.peek() === '|') {
      this.at++;
      items.push(this.sequence());
    }
    return items;
  }

  sequence(): PatternNode {
    const items: PatternNode[] = [];
    while (!this.done && this.peek() !== '|' && this.peek() !== ')') items.push(this.repeated(this.atom()));
    return items.length === 1 ? items[0]! : { kind: 'sequence', items };
  }

  atom(): PatternNode {
    const char = this.chars[this.at++]!;
    switch (char) {
      case '(': {
        if (this.peek() === '?') {
          if (this.peek(1) !== ':') throw new Outside(); // flags, named groups
          this.at += 2;
        }
        const inner = this.either();
        if (this.chars[this.at++] !== ')') throw new Outside();
        return inner;
      }
      case '[': return { kind: 'set', set: this.characterClass() };
      case '.': return { kind: 'set', set: ANY_BUT_NEWLINE };
      case '\\': return { kind: 'set', set: this.escape() };
      // Anchors inside, repeats without an argument, lone brackets and braces: re2js says what they are.
      case '^': case '$': case ')': case '*': case '+': case '?': case '{': case '}': case ']':
        throw new Outside();
      default: return { kind: 'set', set: [code(char), code(char)] };
    }
  }

  /** After `\`: a Perl class, a control character or escaped punctuation. */
  escape(): CodePointSet {
    const char = this.chars[this.at++];
    if (char === undefined) throw new Outside();
    const perl = PERL_CLASSES[char];
    if (perl !== undefined) return perl;
    const control = CONTROL_ESCAPES[char];
    if (control !== undefined) return [control, control];
    if (ESCAPABLE.test(char)) return [code(char), code(char)];
    throw new Outside(); // \b, \pL, \x41, \Q…\E, \z, back-references, …
  }

  characterClass(): CodePointSet {
    let negated = false;
    if (this.peek() === '^') {
      negated = true;
      this.at++;
    }
    // `[]…]` and `[^]…]` take the bracket as a member in RE2: left to it.
    if (this.peek() === ']') throw new Outside();
    const ranges: number[] = [];
    for (;;) {
      const char = this.chars[this.at++];
      if (char === undefined || char === '[') throw new Outside(); // unclosed, or [:alpha:]
      if (char === ']') break;
      const low = char === '\\' ? this.escape() : [code(char), code(char)];
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined) {
        this.at++;
        const next = this.chars[this.at++]!;
        if (next === '[') throw new Outside();
        const high = next === '\\' ? this.escape() : [code(next), code(next)];
        // A range's ends are single characters, the low one first (else RE2 refuses it).
        if (low.length !== 2 || high.length !== 2 || low[0] !== low[1] || high[0] !== high[1] || low[0]! > high[0]!) throw new Outside();
        ranges.push(low[0]!, high[0]!);
      } else {
        ranges.push(...low);
      }
    }
    const set = normalise(ranges);
    return negated ? complement(set) : set;
  }

  /** `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each perhaps non-greedy (which a yes-or-no match need not know). */
  repeated(item: PatternNode): PatternNode {
    const char = this.peek();
    let min: number;
    let max: number;
    if (char === '*') [min, max] = [0, Infinity];
    else if (char === '+') [min, max] = [1, Infinity];
    else if (char === '?') [min, max] = [0, 1];
    else if (char === '{') {
      const counted = /^\{(\d{1,4})(,(\d{0,4}))?\}/.exec(this.chars.slice(this.at, this.at + 12).join(''));
      if (counted === null) throw new Outside(); // RE2 reads such a brace as a literal
      min = Number(counted[1]);
      max = counted[2] === undefined ? min : counted[3] === '' ? Infinity : Number(counted[3]);
      if (max < min || min > 1000 || (max !== Infinity && max > 1000)) throw new Outside();
      this.at += counted[0].length - 1;
    } else return item;
    this.at++;
    if (this.peek() === '?') this.at++;
    // A repeat of a repeat (`a**`, `a{2}{3}`) is an error in RE2.
    const after = this.peek();
    if (after === '*' || after === '+' || after === '?' || after === '{') throw new Outside();
    return { kind: 'repeat', item, min, max };
  }
}

/** The pattern, when all of it is in the subset above; undefined for the rest (re2js runs those). */
export function parsePattern(source: string): ParsedPattern | undefined {
  let body = source;
  const fromStart = body.startsWith('^');
  if (fromStart) body = body.slice(1);
  // A final `$` that no backslash escapes.
  const trailing = /(\\*)\$$/.exec(body);
  const toEnd = trailing !== null && trailing[1]!.length % 2 === 0;
  if (toEnd) body = body.slice(0, -1);
  try {
    const parser = new Parser(body);
    const items = parser.alternatives();
    if (!parser.done) return undefined; // a `)` without its `(`
    // `^a|b$` anchors each alternative, not the whole: left to re2js.
    if ((fromStart || toEnd) && items.length > 1) return undefined;
    return { fromStart, toEnd, root: items.length === 1 ? items[0]! : { kind: 'either', items } };
  } catch (error) {
    if (error instanceof Outside) return undefined;
    throw error;
  }
}
