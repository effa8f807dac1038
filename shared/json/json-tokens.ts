// The tokens of a JSON text, each exactly as the text spells it. The record details re-indent
// a record and split it into fields from these instead of parsing it: JSON.parse and
// JSON.stringify would turn 1.0 into 1 and 12345678901234567890 into 12345678901234567000,
// write escapes their own way and keep only the last of two equal keys.
//
// The text is a record that validation has already read as JSON, possibly cut short (a record
// too large to show whole): a token cut at the end comes out as far as it goes, and anything
// unexpected comes out as a scalar, so the tokens always cover the text and never throw.

type JsonTokenKind = 'open' | 'close' | 'colon' | 'comma' | 'string' | 'scalar';

export interface JsonToken {
  kind: JsonTokenKind;
  /** The token as written: a string with its quotes and escapes, a number with its digits. */
  text: string;
  start: number;
  end: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** Characters that end a scalar (a number, true, false, null). */
function endsScalar(code: number): boolean {
  return isWhitespace(code) || code === QUOTE || code === 0x2c || code === 0x3a || code === 0x7b || code === 0x7d || code === 0x5b || code === 0x5d;
}

const PUNCTUATION: Record<string, JsonTokenKind> = { '{': 'open', '[': 'open', '}': 'close', ']': 'close', ':': 'colon', ',': 'comma' };

export function* jsonTokens(text: string): Generator<JsonToken> {
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (isWhitespace(code)) {
      i++;
      continue;
    }
    const start = i;
    const punctuation = PUNCTUATION[text[i]!];
    if (punctuation) {
      i++;
      yield { kind: punctuation, text: text[start]!, start, end: i };
      continue;
    }
    if (code === QUOTE) {
      i = stringEnd(text, i);
      yield { kind: 'string', text: text.slice(start, i), start, end: i };
      continue;
    }
    do i++;
    while (i < text.length && !endsScalar(text.charCodeAt(i)));
    yield { kind: 'scalar', text: text.slice(start, i), start, end: i };
  }
}

/** Index just past the string that opens at `start` (the end of the text if it is cut). */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === BACKSLASH) i++;
    else if (code === QUOTE) return i + 1;
  }
  return text.length;
}
