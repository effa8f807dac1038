// A JSON Schema `pattern` (ECMA-262, compiled in unicode mode as Ajv and most validators do) →
// the same pattern in RE2 syntax, which a ruleset's patterns use (pattern.ts: linear time). The
// two syntaxes mostly agree; where they mean different things the construct is rewritten so the
// match stays the same: ECMA's `\s` (Unicode white space) and `.` (not \n, \r, U+2028, U+2029)
// are wider or narrower in RE2, and RE2 writes code points \x{…}, not \u…. What RE2 cannot do at
// all (look-around, back-references) is refused with the construct named, never dropped.
import { patternProblem } from '../pattern';

export type PatternTranslation =
  | { ok: true; source: string }
  /** invalid: not ECMA-262 in unicode mode; unsupported: a construct RE2 has not; engine: RE2 refuses the translation. */
  | { ok: false; why: 'invalid' | 'unsupported' | 'engine'; detail: string };

/** ECMA-262's \s, as the members of an RE2 character class. */
const ECMA_SPACE = '\\t\\n\\x{b}\\f\\r \\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}\\x{feff}';
/** ECMA-262's `.` without the s flag: anything but a line terminator. */
const ECMA_DOT = '[^\\n\\r\\x{2028}\\x{2029}]';

/** General categories by their long names (ECMA accepts both; RE2 only the short ones). */
const CATEGORY_SHORT: Record<string, string> = {
  Letter: 'L', Cased_Letter: 'LC', Uppercase_Letter: 'Lu', Lowercase_Letter: 'Ll', Titlecase_Letter: 'Lt',
  Modifier_Letter: 'Lm', Other_Letter: 'Lo', Mark: 'M', Combining_Mark: 'M', Nonspacing_Mark: 'Mn',
  Spacing_Mark: 'Mc', Enclosing_Mark: 'Me', Number: 'N', Decimal_Number: 'Nd', digit: 'Nd', Letter_Number: 'Nl',
  Other_Number: 'No', Punctuation: 'P', punct: 'P', Connector_Punctuation: 'Pc', Dash_Punctuation: 'Pd',
  Open_Punctuation: 'Ps', Close_Punctuation: 'Pe', Initial_Punctuation: 'Pi', Final_Punctuation: 'Pf',
  Other_Punctuation: 'Po', Symbol: 'S', Math_Symbol: 'Sm', Currency_Symbol: 'Sc', Modifier_Symbol: 'Sk',
  Other_Symbol: 'So', Separator: 'Z', Space_Separator: 'Zs', Line_Separator: 'Zl', Paragraph_Separator: 'Zp',
  Other: 'C', Control: 'Cc', cntrl: 'Cc', Format: 'Cf', Surrogate: 'Cs', Private_Use: 'Co', Unassigned: 'Cn',
};

class Unsupported extends Error {}

const hex = (code: number) => `\\x{${code.toString(16)}}`;
const isHex = (s: string) => /^[0-9a-fA-F]+$/.test(s);

/** The RE2 pattern that matches exactly what `source` matches as an ECMA-262 unicode-mode pattern. */
export function ecmaToRe2(source: string): PatternTranslation {
  try {
    new RegExp(source, 'u');
  } catch (error) {
    return { ok: false, why: 'invalid', detail: (error as Error).message };
  }
  let translated: string;
  try {
    translated = translate(source);
  } catch (error) {
    if (error instanceof Unsupported) return { ok: false, why: 'unsupported', detail: error.message };
    throw error;
  }
  const problem = patternProblem(translated);
  return problem === undefined ? { ok: true, source: translated } : { ok: false, why: 'engine', detail: problem };
}

/** Rewrites a pattern already known to be valid ECMA-262 (unicode mode), so only valid forms occur. */
function translate(p: string): string {
  let out = '';
  let inClass = false;
  let i = 0;
  while (i < p.length) {
    const c = p[i]!;
    if (c === '\\') {
      const [text, next] = escape(p, i, inClass);
      out += text;
      i = next;
    } else if (inClass) {
      // A literal [ inside a class: RE2 would read "[:" as the start of a POSIX class.
      out += c === '[' ? '\\[' : c;
      if (c === ']') inClass = false;
      i++;
    } else if (c === '[') {
      const negated = p[i + 1] === '^';
      const body = i + (negated ? 2 : 1);
      if (p[body] === ']') {
        // ECMA's [] matches nothing and [^] anything; in RE2 a ] first in a class is a literal.
        if (!negated) throw new Unsupported('[] (a class that matches nothing)');
        out += '[\\x{0}-\\x{10ffff}]';
        i = body + 1;
      } else {
        out += negated ? '[^' : '[';
        inClass = true;
        i = body;
      }
    } else if (c === '(') {
      const rest = p.slice(i, i + 4);
      if (/^\(\?<?[=!]/.test(rest)) throw new Unsupported(`${rest.replace(/[^(?<=!]/g, '')} (look-around)`);
      if (rest.startsWith('(?<')) {
        out += '(?P<';
        i += 3;
      } else if (/^\(\?[a-zA-Z-]/.test(rest)) {
        // Modifiers (?i:…) would change how the rewritten \s and . behave.
        throw new Unsupported(`${rest} (inline flags)`);
      } else {
        out += '(';
        i++;
      }
    } else if (c === '.') {
      out += ECMA_DOT;
      i++;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** One escape at p[i] === '\\' → its RE2 form and the index after it. */
function escape(p: string, i: number, inClass: boolean): [string, number] {
  const d = p[i + 1]!;
  switch (d) {
    case 'd': case 'D': case 'w': case 'W': case 'f': case 'n': case 'r': case 't': case 'v':
      return [`\\${d}`, i + 2];
    case 's':
      return [inClass ? ECMA_SPACE : `[${ECMA_SPACE}]`, i + 2];
    case 'S':
      if (inClass) throw new Unsupported('\\S inside a character class');
      return [`[^${ECMA_SPACE}]`, i + 2];
    case 'b':
      return [inClass ? hex(8) : '\\b', i + 2];
    case 'B':
      return ['\\B', i + 2];
    case '0':
      return [hex(0), i + 2];
    case 'c':
      return [hex(p.charCodeAt(i + 2) % 32), i + 3];
    case 'x':
      return [hex(parseInt(p.slice(i + 2, i + 4), 16)), i + 4];
    case 'u':
      return unicodeEscape(p, i);
    case 'k':
      throw new Unsupported(`${p.slice(i, p.indexOf('>', i) + 1)} (a back-reference)`);
    case 'p': case 'P':
      return property(p, i, d);
    default:
      if (d >= '1' && d <= '9') throw new Unsupported(`\\${d} (a back-reference)`);
      // A syntax character, / or - escaped: RE2 takes any punctuation escaped.
      return [`\\${d}`, i + 2];
  }
}

function unicodeEscape(p: string, i: number): [string, number] {
  if (p[i + 2] === '{') {
    const end = p.indexOf('}', i);
    return [hex(parseInt(p.slice(i + 3, end), 16)), end + 1];
  }
  const unit = parseInt(p.slice(i + 2, i + 6), 16);
  const low = p.slice(i + 6, i + 8) === '\\u' && isHex(p.slice(i + 8, i + 12)) ? parseInt(p.slice(i + 8, i + 12), 16) : -1;
  if (unit >= 0xd800 && unit <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
    return [hex((unit - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000), i + 12];
  }
  if (unit >= 0xd800 && unit <= 0xdfff) throw new Unsupported(`${p.slice(i, i + 6)} (a lone surrogate)`);
  return [hex(unit), i + 6];
}

function property(p: string, i: number, d: 'p' | 'P'): [string, number] {
  const end = p.indexOf('}', i);
  const body = p.slice(i + 3, end);
  const [name, value] = body.includes('=') ? body.split('=') as [string, string] : [undefined, body];
  if (name === 'Script_Extensions' || name === 'scx') throw new Unsupported(`\\${d}{${body}} (script extensions)`);
  // gc=… and a lone value name a general category (or a binary property RE2 may refuse); sc=… a script.
  return [`\\${d}{${CATEGORY_SHORT[value] ?? value}}`, end + 1];
}
